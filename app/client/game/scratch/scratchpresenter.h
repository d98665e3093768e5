#pragma once
// A scratch game (DÉDÉ or Happy 2014) as the screen shows it: the presentation timeline over
// the engine's events, the zones as revealed so far, the verbs, and DÉDÉ's inactivity reveal
// (4.3) with its countdown.
//
// The stages of each event (docs/visual-design.md, "Pacing"):
//   deal         shown, then a beat (the ticket laid down, every cover whole)
//   auto         shown at once
//   reveal       a zone the player wipes by hand: shown at once (the content lies under the
//                foil being wiped); a zone tapped or keyed: shown, then its cover lifts;
//                a zone of « Auto », « Tout découvrir » or the inactivity reveal: shown, its
//                cover lifts, a short gap, the next one (the regulation's zone order)
//   finished     covers (until every cover the player was wiping is off) → pause →
//                celebrate (by tier) → shown (winning zones, message, result, balance)

#include <QtQml/qqmlregistration.h>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <algorithm>

#include "blockprize.h"
#include "gamepresenter.h"
#include "ticketzone.h"

namespace instants::client {

class ScratchAdapter;

class ScratchPresenter : public instants::client::GamePresenter {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(QString game READ game CONSTANT FINAL)
    Q_PROPERTY(QString title READ title CONSTANT FINAL)
    Q_PROPERTY(int stakeCents READ stakeCents CONSTANT FINAL)
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged FINAL)
    Q_PROPERTY(bool preparing READ preparing NOTIFY readyChanged FINAL)
    Q_PROPERTY(bool active READ active NOTIFY viewUpdated FINAL)
    /// A ticket is on screen and its end is not shown yet.
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY viewUpdated FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY viewUpdated FINAL)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY viewUpdated FINAL)
    Q_PROPERTY(qint64 block READ block NOTIFY viewUpdated FINAL)
    Q_PROPERTY(qint64 ticketNumber READ ticketNumber NOTIFY viewUpdated FINAL)
    /// DÉDÉ 4.1: the artwork the ticket on screen was bought on (1 to 4; 0: no ticket, or one
    /// recorded without it, shown on the first).
    Q_PROPERTY(int artwork READ artwork NOTIFY viewUpdated FINAL)
    /// The zones as shown (ScratchAdapter::zones of the events shown).
    Q_PROPERTY(QList<instants::client::TicketZone> zones READ zones NOTIFY zonesUpdated FINAL)
    Q_PROPERTY(int revealedCount READ revealedCount NOTIFY zonesUpdated FINAL)
    /// The number of zones, and a count that moves with every change of them: a zone's
    /// binding reads its own entry with zoneAt(index), not the whole list.
    Q_PROPERTY(int zoneCount READ zoneCount NOTIFY zonesUpdated FINAL)
    Q_PROPERTY(int zonesVersion READ zonesVersion NOTIFY zonesUpdated FINAL)
    Q_PROPERTY(qint64 winCents READ winCents NOTIFY viewUpdated FINAL)
    Q_PROPERTY(QStringList winningZones READ winningZones NOTIFY zonesUpdated FINAL)
    Q_PROPERTY(QList<instants::client::BlockPrize> prizeTable READ prizeTable CONSTANT FINAL)
    Q_PROPERTY(qint64 ticketsPerBlock READ ticketsPerBlock CONSTANT FINAL)
    Q_PROPERTY(qint64 winnersPerBlock READ winnersPerBlock CONSTANT FINAL)
    /// The winning tickets of a block whose prize is above the ticket's price (DÉDÉ's 2 € prize
    /// returns the stake: docs/visual-design.md, "A return is a win only above the stake").
    Q_PROPERTY(qint64 aboveStakePerBlock READ aboveStakePerBlock CONSTANT FINAL)
    /// The winning tickets of a block whose prize equals the price (DÉDÉ's 2 €).
    Q_PROPERTY(qint64 stakeReturnsPerBlock READ stakeReturnsPerBlock CONSTANT FINAL)
    Q_PROPERTY(double payoutRate READ payoutRate CONSTANT FINAL)
    Q_PROPERTY(QList<instants::client::PrizeLeft> remainingPrizes READ remainingPrizes NOTIFY
                   viewUpdated FINAL)
    /// An automatic reveal (« Auto », « Tout découvrir », inactivity) is uncovering the zones.
    Q_PROPERTY(bool autoRevealing READ autoRevealing NOTIFY viewUpdated FINAL)
    /// DÉDÉ 4.3: inactivity before the rest is uncovered (0: never), the time without input so
    /// far, and in the warning's time (warningMs) the seconds left (0 otherwise).
    Q_PROPERTY(int autoRevealMs READ autoRevealMs WRITE setAutoRevealMs NOTIFY idleChanged FINAL)
    Q_PROPERTY(int idleMs READ idleMs NOTIFY idleChanged FINAL)
    Q_PROPERTY(int countdownSeconds READ countdownSeconds NOTIFY idleChanged FINAL)
    Q_PROPERTY(int warningMs READ warningMs NOTIFY idleChanged FINAL)
    /// The player may buy the next ticket (nothing under way).
    Q_PROPERTY(bool canPlay READ canPlay NOTIFY viewUpdated FINAL)

public:
    /// The warning (the countdown, announced once) comes this long before the inactivity
    /// reveal, or half the delay when it is shorter than twice this (WCAG 2.2.1 asks for 20 s
    /// to extend by a simple action: any input).
    static constexpr int kWarningMs = 20000;
    /// The countdown's tick sounds in its last seconds only.
    static constexpr int kTickSeconds = 5;
    static constexpr int kIdleTickMs = 250;

    ScratchPresenter(SessionHost* host, ScratchAdapter* adapter, QObject* parent = nullptr);

    QString game() const;
    QString title() const;
    int stakeCents() const;
    bool ready() const;
    bool preparing() const;
    bool active() const { return currentPlay() != nullptr; }
    bool inProgress() const;
    bool finished() const;
    qint64 block() const;
    qint64 ticketNumber() const;
    int artwork() const;
    QList<TicketZone> zones() const { return m_zones; }
    int zoneCount() const { return static_cast<int>(m_zones.size()); }
    int zonesVersion() const { return m_zonesVersion; }
    /// The zone at `index` (a zone with no id out of range).
    Q_INVOKABLE instants::client::TicketZone zoneAt(int index) const {
        return m_zones.value(index);
    }
    int revealedCount() const;
    qint64 winCents() const;
    QStringList winningZones() const;
    QList<BlockPrize> prizeTable() const;
    qint64 ticketsPerBlock() const;
    qint64 winnersPerBlock() const;
    qint64 aboveStakePerBlock() const;
    qint64 stakeReturnsPerBlock() const;
    double payoutRate() const;
    QList<PrizeLeft> remainingPrizes() const;
    bool autoRevealing() const;
    int autoRevealMs() const { return m_autoRevealMs; }
    void setAutoRevealMs(int ms);
    int idleMs() const { return m_idleMs; }
    int countdownSeconds() const;
    /// How long before the inactivity reveal its warning comes (0 when there is none).
    int warningMs() const { return std::min(kWarningMs, m_autoRevealMs / 2); }
    bool canPlay() const;

    Q_INVOKABLE void prepare();
    /// « Jouez » / « Jouer » and « Auto », refused while a reveal is under way. DÉDÉ: on the
    /// artwork chosen (4.1, 1 to 4), recorded with the ticket; Happy 2014: 0.
    Q_INVOKABLE bool play(int artwork = 0);
    Q_INVOKABLE bool playAuto(int artwork = 0);
    /// A zone tapped, clicked or pressed with Enter/Space.
    Q_INVOKABLE bool reveal(const QString& zone);
    /// A stroke started on a zone: the player uncovers it by hand (coverCleared when done).
    Q_INVOKABLE bool scratch(const QString& zone);
    /// The cover of a zone is off (its wipe passed the threshold, or it was lifted).
    Q_INVOKABLE void coverCleared(const QString& zone);
    /// « Tout découvrir »: every zone left, in order; covers half wiped are lifted too.
    Q_INVOKABLE bool revealAll();
    /// DÉDÉ 4.3, Happy 2014 4.1: a paid ticket left unfinished is consumed, and the player may
    /// see whether it wins in the history. Asked there: every zone still covered is uncovered
    /// by the rules' automatic path (« Auto », recorded in the journal) and the whole ticket is
    /// shown at once, for the history's replay to show (no reveal plays on the ticket's screen
    /// later). False when it could not be (lastError() says why) or there is no ticket.
    Q_INVOKABLE bool completeConsumed();
    /// Any input: the inactivity delay starts again.
    Q_INVOKABLE void poke();
    /// Moves the inactivity clock (its timer does it every kIdleTickMs; tests call it).
    Q_INVOKABLE void advanceIdle(int ms);
    /// The ticket's screen is shown (the inactivity clock runs only then).
    Q_INVOKABLE void setOnScreen(bool onScreen);

signals:
    void viewUpdated();
    /// The zones changed (only then: every zone's bindings read the whole list).
    void zonesUpdated();
    void readyChanged();
    void idleChanged();
    /// Every cover still on must come off (an automatic reveal took over).
    void liftCovers();

protected:
    Plan plan(std::size_t index) override;
    bool retryAllowed() const override;
    void viewChanged() override;

private:
    bool autoRevealAll();
    bool systemReveal(std::size_t index) const;
    void updateIdleClock();

    ScratchAdapter* m_adapter;
    QList<TicketZone> m_zones;
    int m_zonesVersion = 0;
    QSet<QString> m_wiping;  ///< zones the player is uncovering by hand
    int m_autoRevealMs = 0;
    int m_idleMs = 0;
    bool m_onScreen = false;
    QTimer m_idleTimer;
};

}  // namespace instants::client
