#pragma once

// A game of the history re-played from its journal events, step by step, for the history
// screen to draw with the same components as play (« Rejouée »: AGCO's last-game recall).
// Step k shows the game as it was after its first k events: a Happy Dés game through the
// rules' own View (happydes::viewOf), a scratch ticket with the zones its first k events
// uncovered (scratchZonesShown), in the order the player uncovered them. It decides nothing:
// the game is rebuilt from the journal by the engine (resumePlay), and an unreadable one is
// told as such (lastError), not drawn.
//
// For a scratch ticket the object speaks as the ticket components expect of their `ticket`
// (zoneCount, zonesVersion, zoneAt, stakeCents, block, ticketNumber, inProgress,
// autoRevealing, trackAnimation): DedeTicket and Happy2014Ticket draw it as they draw play.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include <memory>

#include "instants/session/journal.h"
#include "instants/session/play.h"
#include "ticketzone.h"

namespace instants::client {

class Replay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the history")
    Q_PROPERTY(bool open READ isOpen NOTIFY changed FINAL)
    Q_PROPERTY(QString game READ game NOTIFY changed FINAL)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY changed FINAL)
    Q_PROPERTY(int stakeCents READ stakeCents NOTIFY changed FINAL)
    Q_PROPERTY(qint64 winCents READ winCents NOTIFY changed FINAL)
    Q_PROPERTY(bool gameFinished READ gameFinished NOTIFY changed FINAL)
    Q_PROPERTY(QString lastError READ lastError NOTIFY changed FINAL)
    /// The journal's events, in order (for their words).
    Q_PROPERTY(QVariantList events READ events NOTIFY changed FINAL)
    Q_PROPERTY(int steps READ steps NOTIFY changed FINAL)
    /// 0 (nothing yet) to steps (the whole game).
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged FINAL)
    /// Happy Dés after `step` events: {phase, stage1Amount, stage1Face, stage1Throws, universe,
    /// dice, cumulScore, figure, identiquesThrow, identiquesPrize, identiquesFaces,
    /// identiquesTrack (identiquesTrackOf), finished, win}.
    Q_PROPERTY(QVariantMap happyDes READ happyDes NOTIFY stepChanged FINAL)
    // The ticket, as the ticket components read it.
    Q_PROPERTY(int zoneCount READ zoneCount NOTIFY changed FINAL)
    Q_PROPERTY(int zonesVersion READ zonesVersion NOTIFY stepChanged FINAL)
    Q_PROPERTY(qint64 block READ block NOTIFY changed FINAL)
    Q_PROPERTY(qint64 ticketNumber READ ticketNumber NOTIFY changed FINAL)
    /// DÉDÉ 4.1: the artwork the ticket was bought on (1 to 4; 0: none recorded).
    Q_PROPERTY(int artwork READ artwork NOTIFY changed FINAL)
    Q_PROPERTY(bool inProgress READ inProgress CONSTANT FINAL)
    Q_PROPERTY(bool autoRevealing READ autoRevealing CONSTANT FINAL)
    /// The ticket's whole prize, once the step shows its end.
    Q_PROPERTY(bool finished READ finished NOTIFY stepChanged FINAL)

public:
    explicit Replay(QObject* parent = nullptr);
    ~Replay() override;

    /// Opens a game of the history at step 1 (its first event), drawn from `play`: the game
    /// the engine rebuilt from the journal (Session::replayGame). `error` (no play): why it
    /// could not be rebuilt; then lastError says so and nothing is drawn.
    bool openRecord(const GameRecord& record, std::unique_ptr<Play> play,
                    const QString& error = {});
    Q_INVOKABLE void close();

    bool isOpen() const { return m_play != nullptr; }
    QString game() const { return m_game; }
    qint64 gameId() const { return m_gameId; }
    int stakeCents() const { return static_cast<int>(m_stake); }
    qint64 winCents() const { return m_win; }
    bool gameFinished() const { return m_gameFinished; }
    QString lastError() const { return m_error; }
    QVariantList events() const { return m_events; }
    int steps() const { return static_cast<int>(m_events.size()); }
    int step() const { return m_step; }
    void setStep(int step);
    QVariantMap happyDes() const;

    int zoneCount() const;
    int zonesVersion() const { return m_step; }
    Q_INVOKABLE instants::client::TicketZone zoneAt(int index) const;
    qint64 block() const;
    qint64 ticketNumber() const;
    int artwork() const;
    bool inProgress() const { return false; }
    bool autoRevealing() const { return false; }
    bool finished() const;
    /// The ticket components report their covers' animations; a replay does not wait for them.
    Q_INVOKABLE void trackAnimation(bool running) { (void)running; }

signals:
    void changed();
    void stepChanged();

private:
    std::unique_ptr<Play> m_play;
    GameKind m_kind = GameKind::HappyDes;
    QString m_game;
    qint64 m_gameId = 0;
    Cents m_stake = 0;
    qint64 m_win = 0;
    bool m_gameFinished = false;
    QString m_error;
    QVariantList m_events;
    int m_finishedAt = 0;  // the steps up to the "finished" event (0: none)
    int m_step = 0;
    QList<TicketZone> m_zones;  // at m_step
};

}  // namespace instants::client
