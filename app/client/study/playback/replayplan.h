#pragma once
// The plan of a session replay (docs/usability-lab.md, "Replay"): everything `instants
// --replay` will do, worked out from the session log and the participant's journal alone,
// before any window exists. SessionReplay then carries it out on a client of its own.
//
// - the steps: every press, release, drag, move and key of the log, DÉDÉ's inactivity (4.3)
//   where the log's engine lines show it, and the window's resizes, each with its log time and
//   its gates (how many engine, shown and protocol lines come before it: it is not delivered
//   before the replay has reached them);
// - the holds: an input that fell between an engine event and its reveal's end falls there in
//   the replay too (the reveal waits until that step has been delivered);
// - the games: each game the log's engine lines name, rebuilt from the journal (scriptedGameOf)
//   and checked event by event against the log, so that the replay draws exactly what was drawn;
// - the tasks, markers and the trace the original shows (what the replay must reproduce).
//
// Pure: it reads two files (and the protocol the session ran, checked by its digest) and
// writes nothing; tests/kiosk/test_replay_plan.cpp checks it without a window.

#include <QtQml/qqmlregistration.h>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <memory>
#include <optional>

#include "instants/session/scenario.h"

namespace instants::client::replay {

/// One thing the replay does at a time of the log.
struct Step {
    /// RealityCheck: the log's `protection` line of a check shown, shown at its moment.
    enum Kind { Press, Release, Drag, Move, Key, Inactivity, Resize, RealityCheck } kind = Press;
    bool isInput() const { return kind <= Key; }
    qint64 tMs = 0;
    QPointF pos;
    QSize size;  ///< Resize
    bool touch = false;
    QString key;
    QString text;  ///< the character the key typed (key lines' `text`)
    QString screen;
    int engineBefore = 0;    ///< engine lines before it in the log
    int shownBefore = 0;     ///< shown lines before it
    qint64 anchorMs = -1;    ///< the t_ms of the last engine or shown line before it
    int anchorEngine = 0;    ///< … as the count of engine lines up to it (0: none), or
    int anchorShown = 0;     ///< … of shown lines
    int protocolBefore = 0;  ///< the protocol's own lines before it (a phase reached)
    qint64 protocolMs = -1;  ///< the t_ms of the last of them
    int tooSoon = 0;         ///< the log's `too_soon` lines after it (before the next input)
};

/// What a session showed: the original's, read from its log, and the replay's, as it goes.
struct Trace {
    QList<QJsonObject> engine;  ///< {game, event} of every engine event, in order
    QStringList inputScreens;   ///< the screen each input was delivered on
    QStringList screens;        ///< the screens of the inputs, engine and shown events, run-length
    /// A protocol session's own lines (consent, task start and end with its outcome, answers,
    /// study end), summed up one per line (protocolLineOf).
    QStringList protocol;
    int shown = 0;
    int delivered = 0;
    QList<double> lagMs;        ///< delivered minus scheduled, per input (wall ms)
    int gateTimeouts = 0;       ///< inputs delivered although the screens had not caught up
    int inactivityReveals = 0;  ///< DÉDÉ's inactivity performed where the log shows it
    qint64 skippedMs = 0;       ///< log time skipped as idle
    /// Activations refused by a control's arming delay (the log's `too_soon` lines).
    int tooSoon = 0;
};

/// A task of a protocol session, as its log shows it (the replay's time line; a QML value type,
/// `replayTask`).
struct Task {
    Q_GADGET
    QML_VALUE_TYPE(replayTask)
    Q_PROPERTY(QString id MEMBER id FINAL)
    /// Its place in the participant's order (1-based).
    Q_PROPERTY(int number MEMBER number FINAL)
    /// Its start and end, log time; endMs -1: the log does not end it.
    Q_PROPERTY(qint64 tMs MEMBER tMs FINAL)
    Q_PROPERTY(qint64 endMs MEMBER endMs FINAL)
    /// The task_end line's outcome ("success", "failure", "timeout", "abandoned"); empty
    /// without an end.
    Q_PROPERTY(QString outcome MEMBER outcome FINAL)

public:
    QString id;
    int number = 0;
    qint64 tMs = 0;
    qint64 endMs = -1;
    QString outcome;
    bool operator==(const Task&) const = default;
};

/// A marker the moderator set (the console's « Repère »; a QML value type, `replayMarker`).
struct Marker {
    Q_GADGET
    QML_VALUE_TYPE(replayMarker)
    Q_PROPERTY(int number MEMBER number FINAL)
    Q_PROPERTY(QString note MEMBER note FINAL)
    Q_PROPERTY(qint64 tMs MEMBER tMs FINAL)

public:
    int number = 0;
    QString note;
    qint64 tMs = 0;
    bool operator==(const Marker&) const = default;
};

/// A game of the log, as the journal recorded it: dealt again exactly.
struct GameScript {
    qint64 id = 0;
    ScriptedGame game;
};

/// An engine line of DÉDÉ's "auto" this long after the last input is the inactivity's (4.3).
inline constexpr qint64 kInactivityGapMs = 1000;

struct Plan {
    QString logFile;  ///< as the log names itself
    QString participant;
    qint64 durationMs = 0;
    QSize size{1280, 720};  ///< the window's, at the start
    qint64 balanceCents = 10000;
    QVariantMap settings;  ///< the presentation settings of the log's session_start
    /// The log's session_start when the session ran a study protocol (its screens run again).
    QJsonObject protocolStart;
    QString journalPath;
    /// The log records the activations refused as too soon (session_start.logs_too_soon).
    bool logsTooSoon = false;
    QList<std::shared_ptr<GameScript>> games;  ///< in the order the log names them
    QList<Step> steps;
    int inputCount = 0;
    QList<Task> tasks;
    QList<Marker> markers;
    QStringList visitedScratch;  ///< scratch games whose screens the log shows
    /// Per engine line: the step after whose delivery its reveal may land (-1: none: no input
    /// falls between the event and its "shown" line).
    QList<int> holdUntil;
    /// Per shown line: its game and, for a scratch reveal, its zone.
    QList<QPair<QString, QString>> shownZone;
    Trace original;

    /// The task under way at log time `ms` (empty: none).
    QString taskAt(qint64 ms) const;
    /// Where a jump from log time `now` goes: the next (`direction` > 0) task start or marker
    /// after it, or the previous one more than a second before it, or the start; nothing when
    /// there is no next.
    std::optional<qint64> jumpFrom(qint64 now, int direction) const;
};

/// Reads the log at `logPath` and the participant's journal (`journal`, or when empty the one
/// the log's session_start names), read-only, and plans the replay. On a refusal returns
/// nothing and sets `error` ("<log file name>: <problem>").
std::optional<Plan> readPlan(const QString& logPath, const QString& journal, QString& error);

/// A protocol line of a log ("task_end dede-auto success", "answer seq dede-auto 7", …); empty
/// for any other kind of line.
QString protocolLineOf(const QJsonObject& line);

}  // namespace instants::client::replay
