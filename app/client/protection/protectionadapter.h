#pragma once
// Player protection as the screens show it (docs/player-protection.md): the play session's
// time and figures (always in view in the header), the limits the player sets and the engine
// enforces, the pause, and the reality check, which waits for the game under way (its reveal
// included) to end and never interrupts one. Everything is the engine's (Session::protection()),
// read from the journal; nothing here decides or counts on its own.

#include <QtQml/qqmlregistration.h>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

#include "instants/session/session.h"

namespace instants::client {

class SessionHost;
class Timeline;

/// A reset of the demo balance during the session, listed in the session panel.
struct SessionReset {
    Q_GADGET
    QML_VALUE_TYPE(sessionReset)
    Q_PROPERTY(QString at MEMBER at FINAL)  ///< journal time (UTC, ISO 8601)
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    Q_PROPERTY(qint64 balanceAfterCents MEMBER balanceAfterCents FINAL)

public:
    QString at;
    qint64 amountCents = 0;
    qint64 balanceAfterCents = 0;
    bool operator==(const SessionReset&) const = default;
};

/// A player's raise of a limit, waiting for its time.
struct PendingLimitRow {
    Q_GADGET
    QML_VALUE_TYPE(pendingLimit)
    Q_PROPERTY(QString limit MEMBER limit FINAL)  ///< "stake", "loss", "time"
    Q_PROPERTY(qint64 value MEMBER value FINAL)   ///< -1: the limit is removed
    Q_PROPERTY(QString from MEMBER from FINAL)    ///< journal time it applies

public:
    QString limit;
    qint64 value = -1;
    QString from;
    bool operator==(const PendingLimitRow&) const = default;
};

class ProtectionAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    /// The play session: begun by its first game; its time runs on while it is under way.
    Q_PROPERTY(bool sessionBegun READ sessionBegun NOTIFY changed FINAL)
    Q_PROPERTY(QString sessionStartedAt READ sessionStartedAt NOTIFY changed FINAL)
    Q_PROPERTY(qint64 elapsedMs READ elapsedMs NOTIFY ticked FINAL)
    Q_PROPERTY(int games READ games NOTIFY changed FINAL)
    Q_PROPERTY(qint64 stakesCents READ stakesCents NOTIFY changed FINAL)
    Q_PROPERTY(qint64 winsCents READ winsCents NOTIFY changed FINAL)
    /// Wins minus stakes: what the session won (positive) or lost (negative).
    Q_PROPERTY(qint64 netCents READ netCents NOTIFY changed FINAL)
    Q_PROPERTY(QList<instants::client::SessionReset> resets READ resets NOTIFY changed FINAL)
    /// The limits in force (-1: none): cents for the stake and the loss, minutes for the time
    /// and the reality check's interval.
    Q_PROPERTY(qint64 stakeLimitCents READ stakeLimitCents NOTIFY changed FINAL)
    Q_PROPERTY(qint64 lossLimitCents READ lossLimitCents NOTIFY changed FINAL)
    Q_PROPERTY(int timeLimitMinutes READ timeLimitMinutes NOTIFY changed FINAL)
    Q_PROPERTY(int checkMinutes READ checkMinutes NOTIFY changed FINAL)
    Q_PROPERTY(QList<instants::client::PendingLimitRow> pending READ pending NOTIFY changed FINAL)
    /// A pause under way, and its end (journal time).
    Q_PROPERTY(bool paused READ paused NOTIFY changed FINAL)
    Q_PROPERTY(QString pausedUntil READ pausedUntil NOTIFY changed FINAL)
    /// The session time limit is reached: no game starts in this session.
    Q_PROPERTY(bool timeLimitReached READ timeLimitReached NOTIFY ticked FINAL)
    /// The reality check on screen (play waits for an answer).
    Q_PROPERTY(bool checkShowing READ checkShowing NOTIFY checkShowingChanged FINAL)
    /// The session's time and net result in the header (a study condition may hide them).
    Q_PROPERTY(bool panelShown READ panelShown NOTIFY changed FINAL)
    /// Whoever is playing may change the limits and the interval (a kiosk's operator may
    /// forbid it to visitors).
    Q_PROPERTY(bool mayChange READ mayChange NOTIFY changed FINAL)
    /// Another modal layer is up (the reset question, the kiosk's countdown or PIN, a study's
    /// card): a check due waits for it to close, and never takes its focus.
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY heldChanged FINAL)
    /// The last refusal of a setting, in words (empty when the last one was accepted).
    Q_PROPERTY(QString problem READ problem NOTIFY changed FINAL)

public:
    explicit ProtectionAdapter(SessionHost* host, QObject* parent = nullptr);

    /// A game's presentation: the reality check waits while it reveals.
    void watch(Timeline* timeline);
    /// A study condition may hide the session's figures from the header; a kiosk's operator
    /// may keep the limits from visitors.
    void setPanelShown(bool shown);
    void setMayChange(bool may);
    /// A study condition's protection (docs/usability-lab.md, "Conditions"): the session's
    /// figures in the band shown or not (`session_panel`), each limit and the check's interval
    /// as the condition sets them (absent or 0: none), no pause and the last session ended, so
    /// that every participant starts alike. Returns the limits in force before, for
    /// restoreStudy() at the session's end.
    Limits applyStudy(const QJsonObject& settings);
    void restoreStudy(const Limits& before);
    /// Off in a study replay, whose log says when each check was shown (showCheck()).
    void setAutomaticChecks(bool automatic) { m_automatic = automatic; }

    bool sessionBegun() const { return m_state.session.begun; }
    QString sessionStartedAt() const;
    qint64 elapsedMs() const { return m_state.session.elapsedMs(); }
    int games() const { return m_state.session.games; }
    qint64 stakesCents() const { return m_state.session.stakes; }
    /// The wins as the screens show them: without a win still being revealed (the engine has
    /// credited it; the session's figures tell it once it has landed, as the balance does).
    qint64 winsCents() const { return m_state.session.wins - pendingCredit(); }
    qint64 netCents() const { return m_state.session.net() - pendingCredit(); }
    QList<SessionReset> resets() const;
    qint64 stakeLimitCents() const { return valueOf(Limit::Stake); }
    qint64 lossLimitCents() const { return valueOf(Limit::Loss); }
    int timeLimitMinutes() const { return static_cast<int>(valueOf(Limit::Time)); }
    int checkMinutes() const { return static_cast<int>(valueOf(Limit::Check)); }
    QList<PendingLimitRow> pending() const;
    bool paused() const { return m_state.pauseUntilMs.has_value(); }
    QString pausedUntil() const;
    bool timeLimitReached() const;
    bool checkShowing() const { return m_checkShowing; }
    bool held() const { return m_held; }
    void setHeld(bool held);
    bool panelShown() const { return m_panelShown; }
    bool mayChange() const { return m_mayChange; }
    QString problem() const { return m_problem; }
    const ProtectionState& state() const { return m_state; }

    /// Sets a limit ("stake", "loss", "time", "check"; value -1 removes it) as the player.
    Q_INVOKABLE bool setLimit(const QString& limit, qint64 value);
    /// A pause of `minutes` as the player.
    Q_INVOKABLE bool pause(int minutes);
    /// The reality check's answers: go on playing, or stop (recorded with the figures).
    Q_INVOKABLE void continuePlay();
    Q_INVOKABLE void stopPlay();
    /// Closes a check left unanswered (the kiosk's visitor left): recorded as "left".
    void endCheck();
    /// Shows the reality check now (a study replay at the log's line; the gallery).
    Q_INVOKABLE void showCheck();
    /// Reads the engine's state again (after a verb of another adapter, at each tick).
    Q_INVOKABLE void refresh();

signals:
    void changed();
    void ticked();
    void checkShowingChanged();
    void heldChanged();
    /// A check shown or answered ("shown", "continued", "stopped"), and a setting made
    /// ("limit" with the limit's name and value, "pause" with its minutes): the study log's.
    void recorded(const QString& what, const QVariantMap& members);

private:
    qint64 valueOf(Limit l) const { return m_state.limits[l].value_or(-1); }
    bool revealing() const;
    qint64 pendingCredit() const;
    void tick();
    void answer(const char* event);
    bool runSetting(const std::function<void(Session&)>& verb);

    SessionHost* m_host;
    QList<Timeline*> m_timelines;
    ProtectionState m_state;
    QTimer m_timer;
    bool m_checkShowing = false;
    bool m_panelShown = true;
    bool m_mayChange = true;
    bool m_automatic = true;
    bool m_held = false;
    QString m_problem;
};

}  // namespace instants::client
