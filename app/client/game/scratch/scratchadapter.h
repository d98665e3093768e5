#pragma once
// A scratch game (DÉDÉ or Happy 2014), engine side: the dealt ticket's zones as the engine has
// recorded them uncovered, the verbs "Jouez"/"Jouer", "Auto" and reveal, and the block's prize
// table and remaining prizes. What lies under a covered zone is never published here: a zone's
// content appears only once the engine has recorded its reveal (docs/architecture.md, invariant 4).

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <functional>

#include "blockprize.h"
#include "gameadapter.h"
#include "ticketzone.h"

#include "instants/session/play.h"

namespace instants {
class Session;
}

namespace instants::scratch {
struct GamePlan;
}

namespace instants::client {

class SessionHost;

/// The zones of a scratch ticket as the first `shown` public events of `play` show them, in
/// the form of ScratchAdapter::zones (the adapter passes every event; the presentation
/// timeline the events it has revealed).
QList<TicketZone> scratchZonesShown(GameKind kind, const Play* play, std::size_t shown);

/// The regulation's plan of a scratch game (DÉDÉ or Happy 2014): its tiers, tickets, price.
const scratch::GamePlan& scratchPlanOf(GameKind kind);

class ScratchAdapter : public GameAdapter {
    Q_OBJECT

public:
    ScratchAdapter(SessionHost* host, GameKind kind, QObject* parent = nullptr);

    QString game() const;   ///< "dede" or "happy-2014"
    QString title() const;  ///< "DÉDÉ" or "Happy 2014"
    // active(), inProgress(), finished(), gameId(), lastError(), canRetry(), retry() (for
    // "Auto" after its ticket was dealt, only the uncovering): GameAdapter.
    int stakeCents() const;
    /// The block is ready to deal from (prepare() first).
    bool ready() const;
    bool preparing() const;
    qint64 block() const;
    qint64 ticketNumber() const;
    /// DÉDÉ 4.1: the artwork the current ticket was bought on (1 to 4), or 0.
    int artwork() const;
    /// The ticket's zones as the engine has recorded them.
    QList<TicketZone> zones() const;
    int revealedCount() const;
    qint64 winCents() const;
    QStringList winningZones() const;
    /// The prizes left in the current block, from the current position.
    QList<PrizeLeft> remainingPrizes() const;

    /// Opens the block in the background (the first deal of a run needs it).
    void prepare();
    /// "Jouez" (DÉDÉ) / "Jouer" (Happy 2014): debits the stake and deals the next ticket, on
    /// `artwork` (DÉDÉ 4.1, 1 to 4, recorded with the ticket; 0 for Happy 2014).
    bool play(int artwork = 0);
    /// "Auto": deals and uncovers everything (DÉDÉ 4.3, Happy 2014 4.1).
    bool playAuto(int artwork = 0);
    /// Uncovers one zone of the ticket in progress.
    bool reveal(const QString& zone);
    /// Uncovers every remaining zone (the "Auto" path, or the inactivity timer of DÉDÉ 4.3).
    bool revealAll();

signals:
    void readyChanged();
    /// A zone was uncovered (its content is now in zones()).
    void zoneRevealed(const QString& zone);

private:
};

}  // namespace instants::client
