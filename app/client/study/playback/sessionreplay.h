#pragma once
// `instants --replay LOG [--speed X]`: a recorded study session played back through the real
// screens (docs/usability-lab.md, "Replay"). The journal gives the outcomes, the log the inputs
// and their times; the plan (replayplan.h) is worked out from both before any window exists,
// and this object carries it out:
//
// - a client of its own (ClientContext and Main.qml, as main() builds them) over a fresh
//   journal and settings in a temporary folder, never the participant's: the window at the
//   log's size, the demo balance and the presentation settings of the log's session_start,
//   study mode with one scripted game per game the log's engine lines name, in order, each
//   rebuilt from the participant's journal opened read-only (scriptedGameOf), so that every
//   replayed game has exactly the recorded outcome;
// - a player that sends the log's press, release, drag, move and key lines to the window as
//   real Qt events (replay::InputInjector, inputinjector.h) when the log's clock
//   (replay::Clock, replayclock.h) reaches their t_ms at the replay's speed, the presentation
//   paced by the same factor, and the order of every input against the engine's events and
//   their reveals ("engine" and "shown" lines) kept exactly as recorded: the gates, due times
//   and holds are replay::Pacer's (replaypacer.h), told what the client does;
// - an overlay (history/ReplayOverlay.qml) with the pointer's trail, the presses, the keys and the
//   controls (play/pause, speed, « Sauter les temps morts », the time line with tasks and
//   markers, jumps).
//
// Nothing of the participant's is written: the log is read once, the journal opened read-only.

#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <memory>
#include <optional>

#include "inputinjector.h"
#include "replayclock.h"
#include "replaypacer.h"
#include "replayplan.h"

class QQmlApplicationEngine;
class QTemporaryDir;

namespace instants::client {

class ClientContext;
class Timeline;

struct ReplayOptions {
    QString log;       ///< the session log (JSON lines)
    double speed = 1;  ///< 0.5 to 8
    /// The participant's journal; empty: the log's session_start `journal` member.
    QString journal;
    /// The original session's motion scale (1 in play; the tests record at other scales).
    double motionScale = 1;
    /// Reduced motion when the log's session_start does not give its settings.
    bool reducedMotion = false;
    bool skipIdle = false;
    /// An idle stretch: more than this (log time) without input and with no reveal under way.
    int idleThresholdMs = 3000;
    /// Where the replay's client keeps its scratch blocks (empty: its temporary folder).
    QString blockDirectory;
    bool mute = true;
    bool overlay = true;  ///< the trail and the control bar
    bool showWindow = true;
};

class SessionReplay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(QString participant READ participant CONSTANT FINAL)
    Q_PROPERTY(QString logFile READ logFile CONSTANT FINAL)
    Q_PROPERTY(qint64 durationMs READ durationMs CONSTANT FINAL)
    Q_PROPERTY(qint64 positionMs READ positionMs NOTIFY positionChanged FINAL)
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged FINAL)
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged FINAL)
    Q_PROPERTY(bool skipIdle READ skipIdle WRITE setSkipIdle NOTIFY skipIdleChanged FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged FINAL)
    /// Fast-forward to a jump's target under way.
    Q_PROPERTY(bool seeking READ seeking NOTIFY seekingChanged FINAL)
    /// The protocol's tasks and the moderator's markers, as the log shows them.
    Q_PROPERTY(QList<instants::client::replay::Task> tasks READ tasks CONSTANT FINAL)
    Q_PROPERTY(QList<instants::client::replay::Marker> markers READ markers CONSTANT FINAL)
    /// The task running at the current time ("" when none).
    Q_PROPERTY(QString currentTask READ currentTask NOTIFY positionChanged FINAL)
    Q_PROPERTY(int inputsDelivered READ inputsDelivered NOTIFY positionChanged FINAL)
    Q_PROPERTY(int inputsInLog READ inputsInLog CONSTANT FINAL)

public:
    /// Reads the log and the participant's journal (read-only) and prepares the replay; on a
    /// refusal returns nullptr and sets `error` ("<file>: <problem>").
    static std::unique_ptr<SessionReplay> open(const ReplayOptions& options, QString& error);
    ~SessionReplay() override;

    /// Builds the client (window shown) and starts playing once its scratch blocks are ready.
    /// False with `error` when the client cannot be built.
    bool start(QString& error);

    QString participant() const { return m_plan.participant; }
    QString logFile() const { return m_plan.logFile; }
    qint64 durationMs() const { return m_plan.durationMs; }
    qint64 positionMs() const;
    double speed() const { return m_clock.speed(); }
    void setSpeed(double speed);
    bool playing() const { return m_playing; }
    bool skipIdle() const { return m_skipIdle; }
    void setSkipIdle(bool skip);
    bool finished() const { return m_finished; }
    bool seeking() const { return m_seekTarget >= 0; }
    QList<replay::Task> tasks() const { return m_plan.tasks; }
    QList<replay::Marker> markers() const { return m_plan.markers; }
    QString currentTask() const;
    int inputsDelivered() const { return m_trace.delivered; }
    int inputsInLog() const { return m_plan.inputCount; }

    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void togglePlaying() { m_playing ? pause() : play(); }
    /// Jumps to a time of the log: from the start again (a fresh client) when it is behind,
    /// as fast as the screens allow up to it, then on at the current speed.
    Q_INVOKABLE void seek(qint64 ms);
    /// To the start of a task (its index in `tasks`), or to a marker (its number).
    Q_INVOKABLE void jumpToTask(int index);
    Q_INVOKABLE void jumpToMarker(int number);
    /// The next (+1) or previous (-1) task start or marker from the current time.
    Q_INVOKABLE void jumpBy(int direction);

    /// The replay's client (rebuilt by a jump backwards).
    QQuickWindow* window() const { return m_window; }
    ClientContext* context() const { return m_context.get(); }

    // What was reproduced, for the tests and the measurement.
    using Trace = replay::Trace;
    const Trace& trace() const { return m_trace; }
    /// The same, as the log shows the original (engine lines, input screens, screens).
    const Trace& original() const { return m_plan.original; }

signals:
    void positionChanged();
    void speedChanged();
    void playingChanged();
    void skipIdleChanged();
    void finishedChanged();
    void seekingChanged();
    /// The replayed pointer (window pixels), for the trail; `down`: a button or finger held.
    void pointerMoved(double x, double y, bool down);
    void pressedAt(double x, double y);
    void keyPressed(const QString& key);
    /// The client was rebuilt (a jump backwards): a new window.
    void windowChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using Step = replay::Step;

    SessionReplay() = default;
    bool buildClient(QString& error);
    void destroyClient();
    void prepareBlocks();
    void begin();
    void beginSteps();
    /// A protocol session: its consent's time to lay out before the first input.
    static constexpr int kProtocolSettleMs = 300;
    void tick();
    /// Step `s` at its gate or its due time: false when the tick must stop (the timer set).
    bool stepReady(const Step& s);
    void endSeek();
    bool anyBusy() const;
    QString screenNow() const;
    void deliver(const Step& s);
    double wallNow() const { return m_clock.wallNow(); }
    /// The log's time reached: still while paused or during a jump.
    double virtualNow() const;
    void reanchor(double virtualMs) { m_clock.reanchor(virtualMs); }
    void applyMotion();
    void finish();
    void maybeHold(Timeline* t);
    /// The holds `engineEvents` ended: their timelines go on.
    void endHolds(const QList<int>& engineEvents);
    void onRecorded(qint64 gameId, int from);
    void onShown(Timeline* t, qint64 gameId, int index);
    void recordScreen();
    Timeline* timelineOf(const QString& game) const;
    void completeWipe();

    ReplayOptions m_options;
    replay::Plan m_plan;

    // The client.
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ClientContext> m_context;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QPointer<QQuickWindow> m_window;
    QPointer<QQuickItem> m_overlay;
    std::unique_ptr<replay::InputInjector> m_input;
    /// When the log records the activations refused as too soon, the replay refuses those and
    /// takes the others, whatever its own timing: the refusals still due after the last input.
    int m_tooSoonLeft = 0;

    replay::Clock m_clock;
    replay::Pacer m_pacer{{}, 0};
    bool m_playing = false;
    bool m_skipIdle = false;
    bool m_started = false;
    bool m_finished = false;
    qint64 m_seekTarget = -1;
    int m_next = 0;
    QTimer m_timer;
    /// Replayed (game id, event index) -> its place among the engine events.
    QHash<QPair<qint64, int>, int> m_engineIndex;
    /// The timelines held (Timeline::trackAnimation) by engine event.
    QHash<int, Timeline*> m_held;
    Trace m_trace;
};

}  // namespace instants::client
