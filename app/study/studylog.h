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

/// The kinds of the protocol's own lines (docs/study.md, schema 2): written by the study
/// runner, read by the report and the replay.
namespace kinds {
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
