#pragma once
// The session-log reader of the usability lab (docs/usability-lab.md, section 2; schema 1 in
// docs/study.md): one JSON object per line, `session_start` first, `session_end` last. The
// report and the replay read logs through here, so both refuse the same files for the same
// reasons.

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace instants::study {

/// The kind of every line of a session log (docs/study.md): one constant each, used by the
/// writers (the client's study recorder and runner, the operator console's live view) and
/// every reader (this reader, the report, the protocol's checks, the replay).
namespace kinds {
// The session's frame.
inline const QString sessionStart = QStringLiteral("session_start");
inline const QString sessionEnd = QStringLiteral("session_end");
inline const QString window = QStringLiteral("window");
inline const QString scenario = QStringLiteral("scenario");
inline const QString startupProblem = QStringLiteral("startup_problem");
inline const QString clockChanged = QStringLiteral("clock_changed");
// The participant's input.
inline const QString press = QStringLiteral("press");
inline const QString release = QStringLiteral("release");
inline const QString drag = QStringLiteral("drag");
inline const QString move = QStringLiteral("move");
inline const QString key = QStringLiteral("key");
inline const QString tooSoon = QStringLiteral("too_soon");
// What the engine recorded and what the screen showed.
inline const QString engine = QStringLiteral("engine");
inline const QString shown = QStringLiteral("shown");
inline const QString refusal = QStringLiteral("refusal");
inline const QString blockSetAside = QStringLiteral("block_set_aside");
inline const QString kiosk = QStringLiteral("kiosk");
inline const QString settingChanged = QStringLiteral("setting_changed");
inline const QString replayOpened = QStringLiteral("replay_opened");
inline const QString rulesShown = QStringLiteral("rules_shown");
// Player protection: a reality check shown and answered, a limit set, a pause.
inline const QString protection = QStringLiteral("protection");
// The facilitator's and the recorder's own.
inline const QString marker = QStringLiteral("marker");
inline const QString screenshot = QStringLiteral("screenshot");
inline const QString screenPicture = QStringLiteral("screen_picture");
// The protocol's (schema 2): written by the study runner.
inline const QString consent = QStringLiteral("consent");
inline const QString taskStart = QStringLiteral("task_start");
inline const QString taskEnd = QStringLiteral("task_end");
inline const QString answer = QStringLiteral("answer");
inline const QString studyEnd = QStringLiteral("study_end");
}  // namespace kinds

/// One line of a session log.
struct LogLine {
    qint64 tMs = 0;      ///< `t_ms`: ms since the session started (never decreasing)
    QString kind;        ///< `kind`, e.g. "press", "task_start"
    QString screen;      ///< `screen`: the client's screen at that moment (may be empty)
    QJsonObject json;    ///< the whole line
    int lineNumber = 0;  ///< from 1, in the file
};

/// A whole session log, as read by readSessionLog().
struct SessionLog {
    QString file;          ///< absolute path
    QString participant;   ///< `session_start.participant`
    int schema = 1;        ///< `session_start.schema` (1 when absent)
    QJsonObject start;     ///< the session_start line
    QList<LogLine> lines;  ///< all, session_start first
};

/// Reads a session log. Refuses (nullopt, error "<file name>: line N: <problem>" or
/// "<file name>: <problem>") a file that is not a session log (empty; first line not a
/// session_start object; unknown schema: 1 and 2 are known; t_ms missing or decreasing) or
/// that is cut (a line that is not JSON, e.g. a partial last line; no session_end line).
/// Blank lines are skipped. Lines after session_end are kept.
std::optional<SessionLog> readSessionLog(const QString& path, QString& error);

}  // namespace instants::study
