#pragma once
// A scratch game (DÉDÉ or Happy 2014) for QML: the dealt ticket's zones as the player has
// uncovered them, the verbs "Jouez"/"Jouer", "Auto" and reveal, and the block's prize table
// and remaining prizes. What lies under a covered zone is never published here: a zone's
// content appears only once the engine has recorded its reveal (DESIGN invariant 4).

#include <QObject>
#include <functional>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "instants/session/play.h"

namespace instants {
class Session;
}

namespace instants::client {

class SessionHost;

/// The zones of a scratch ticket as the first `shown` public events of `play` show them, in
/// the form of ScratchAdapter::zones (the adapter passes every event; the presentation
/// timeline the events it has revealed).
QVariantList scratchZonesShown(GameKind kind, const Play* play, std::size_t shown);

class ScratchAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(QString game READ game CONSTANT FINAL)     ///< "dede" or "happy-2014"
    Q_PROPERTY(QString title READ title CONSTANT FINAL)   ///< "DÉDÉ" or "Happy 2014"
    Q_PROPERTY(int stakeCents READ stakeCents CONSTANT FINAL)
    /// The block is ready to deal from (prepare() first).
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged FINAL)
    Q_PROPERTY(bool preparing READ preparing NOTIFY readyChanged FINAL)
    Q_PROPERTY(bool active READ active NOTIFY changed FINAL)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY changed FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY changed FINAL)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY changed FINAL)
    Q_PROPERTY(qint64 block READ block NOTIFY changed FINAL)
    Q_PROPERTY(qint64 ticketNumber READ ticketNumber NOTIFY changed FINAL)
    /// [{id, kind ("throw", "gain", "month", "bonus"), index (1-based), label, revealed,
    ///   and once revealed: dice [a, b] | amountCents | symbols [id, id]; once finished:
    ///   winning}]
    Q_PROPERTY(QVariantList zones READ zones NOTIFY changed FINAL)
    Q_PROPERTY(int revealedCount READ revealedCount NOTIFY changed FINAL)
    Q_PROPERTY(qint64 winCents READ winCents NOTIFY changed FINAL)
    Q_PROPERTY(QStringList winningZones READ winningZones NOTIFY changed FINAL)
    /// The regulation's table: [{amountCents, count, odds}] (odds: "1 chance sur X" as
    /// tickets per block / count, two decimals), largest first.
    Q_PROPERTY(QVariantList prizeTable READ prizeTable CONSTANT FINAL)
    Q_PROPERTY(qint64 ticketsPerBlock READ ticketsPerBlock CONSTANT FINAL)
    Q_PROPERTY(qint64 winnersPerBlock READ winnersPerBlock CONSTANT FINAL)
    /// Total prizes / total sales of a block (DÉDÉ 0.6, Happy 2014 0.66).
    Q_PROPERTY(double payoutRate READ payoutRate CONSTANT FINAL)
    /// [{amountCents, remaining, total}] in the current block, from the current position.
    Q_PROPERTY(QVariantList remainingPrizes READ remainingPrizes NOTIFY changed FINAL)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorChanged FINAL)
    /// The last verb was refused because the journal could not be written (disk full...), or
    /// the block could not be prepared: retry() tries again once the cause is gone.
    Q_PROPERTY(bool canRetry READ canRetry NOTIFY errorChanged FINAL)

public:
    ScratchAdapter(SessionHost* host, GameKind kind, QObject* parent = nullptr);

    QString game() const;
    QString title() const;
    int stakeCents() const;
    bool ready() const;
    bool preparing() const;
    bool active() const;
    bool inProgress() const;
    bool finished() const;
    qint64 gameId() const;
    qint64 block() const;
    qint64 ticketNumber() const;
    QVariantList zones() const;
    int revealedCount() const;
    qint64 winCents() const;
    QStringList winningZones() const;
    QVariantList prizeTable() const;
    qint64 ticketsPerBlock() const;
    qint64 winnersPerBlock() const;
    double payoutRate() const;
    QVariantList remainingPrizes() const;
    QString lastError() const { return m_lastError; }
    bool canRetry() const { return static_cast<bool>(m_retry); }

    /// Opens the block in the background (the first deal of a run needs it).
    Q_INVOKABLE void prepare();
    /// "Jouez" (DÉDÉ) / "Jouer" (Happy 2014): debits the stake and deals the next ticket.
    Q_INVOKABLE bool play();
    /// "Auto": deals and uncovers everything (DÉDÉ 4.3, Happy 2014 4.1).
    Q_INVOKABLE bool playAuto();
    /// Uncovers one zone of the ticket in progress.
    Q_INVOKABLE bool reveal(const QString& zone);
    /// Uncovers every remaining zone (the "Auto" path, or the inactivity timer of DÉDÉ 4.3).
    Q_INVOKABLE bool revealAll();
    /// « Réessayer »: what could not be done, again (for "Auto" after its ticket was dealt,
    /// only the uncovering); false when there is nothing to retry or it is refused again.
    Q_INVOKABLE bool retry();

signals:
    void changed();
    void readyChanged();
    void errorChanged();
    /// A zone was uncovered (its content is now in zones()).
    void zoneRevealed(const QString& zone);

private:
    const Play* current() const;
    /// Runs a verb; `retry` is what « Réessayer » does when the journal could not record it.
    bool run(const std::function<void(Session&)>& verb, std::function<bool()> retry);
    void setError(const QString& error, std::function<bool()> retry);
    SessionHost* m_host;
    GameKind m_kind;
    QString m_lastError;
    std::function<bool()> m_retry;
};

}  // namespace instants::client
