#pragma once
// The usability lab's report (docs/usability-lab.md, sections 3 and 4): the figures of a study
// folder's session logs, one self-contained HTML file (in French, through the translation
// files) and tidy CSV files beside it.

#include "studylog.h"
#include "studystats.h"

#include <QList>
#include <QMap>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace instants::study {

/// Rage clicks (docs/usability-lab.md, section 3): at least kRageMinPresses presses within
/// kRageWindowMs of the first, each within kRageRadiusPx of the first (bounds included).
inline constexpr int kRageMinPresses = 3;
inline constexpr qint64 kRageWindowMs = 1000;
inline constexpr double kRageRadiusPx = 30.0;

/// One task attempt: a `task_end` line and what happened since its `task_start`.
struct TaskAttempt {
    QString participant;
    int participantNumber = 0;  ///< session_start.participant_number, or the name's digits, or 0
    QString condition;
    QString sessionFile;  ///< the log's file name
    QString task;
    int number = 0;  ///< position in the participant's order, from 1
    QString outcome;
    bool success = false;
    qint64 durationMs = 0;
    int disabledPresses = 0;  ///< presses on disabled controls within the task
    int refusals = 0;         ///< engine refusals within the task
    int errors() const { return disabledPresses + refusals; }
    int deadClicks = 0;
    int rageClicks = 0;      ///< bursts starting within the task
    std::optional<int> seq;  ///< the SEQ answer after the task
    /// Attempts the facilitator skipped do not count in the figures (they stay in the CSV).
    bool counts() const { return outcome != QLatin1String("skipped"); }
};

/// A task's figures over its counted attempts, for one condition or all.
struct TaskFigures {
    QString task;
    QString condition;  ///< empty: all conditions
    int attempts = 0;
    int successes = 0;
    Interval success;           ///< successes / attempts, Wilson 95 %
    QList<qint64> durationsMs;  ///< one per attempt, in the order of the files
    QStringList participants;   ///< the attempt's participant, parallel to durationsMs
    Spread duration;            ///< median, quartiles, min, max (ms)
    Interval geometricMeanMs;   ///< 95 % interval of the mean of log times, back-transformed
    int errors = 0;
    int disabledPresses = 0;
    int refusals = 0;
    int deadClicks = 0;
    int rageClicks = 0;
    Interval seq;  ///< mean SEQ with a 95 % t interval
    int seqCount = 0;
};

/// The SUS of one condition (or all: key "" in StudyFigures::susByCondition).
struct SusFigures {
    int count = 0;
    Interval mean;  ///< 95 % t interval
};

/// A press, for the heatmaps.
struct PressPoint {
    double x = 0;
    double y = 0;
    QSize window;  ///< the window's size when pressed (invalid when the log has none)
    bool dead = false;
    bool rageStart = false;  ///< the first press of a rage burst
};

struct ScreenFigures {
    QString screen;
    int presses = 0;
    int deadClicks = 0;
    int rageClicks = 0;
    qint64 msSpent = 0;  ///< over all sessions
    int sessions = 0;    ///< sessions that showed the screen
    /// The first `screen_picture` of this screen (absolute path; empty: none, or not found).
    QString pictureFile;
    QSize pictureSize;  ///< the window size the picture was taken at (its line's width, height)
    QSize windowSize;   ///< the window size of the first press, for a heatmap without picture
    QList<PressPoint> points;
};

struct MarkerFigures {
    QString participant;
    QString sessionFile;
    int number = 0;
    QString note;
    qint64 tMs = 0;
    QString screen;
    QString task;  ///< the task running then, or empty
    /// The nearest screenshots of the session: the last one at or before the marker and the
    /// first one after it, when they exist (absolute paths), with their t_ms.
    QStringList screenshots;
    QList<qint64> screenshotTimes;
};

/// One answered questionnaire item (the last answer when an item was answered twice).
struct AnswerFigures {
    QString participant;
    QString condition;
    QString questionnaire;
    QString item;
    QString task;
    QString value;  ///< the value as text (integer or free text)
    std::optional<int> scale;
};

/// One accepted session.
struct SessionFigures {
    QString participant;
    int participantNumber = 0;
    QString condition;
    QString file;  ///< file name
    QString startedAt;
    qint64 durationMs = 0;
    QStringList taskOrder;
    std::optional<bool> consent;
    int tasksEnded = 0;
    int schema = 1;
    int markers = 0;
    int screenshots = 0;
};

struct StudyFigures {
    QStringList studyNames;  ///< the protocols' names, as found
    int participants = 0;    ///< distinct participant names
    QStringList conditions;  ///< in order of first appearance
    QStringList taskIds;     ///< the first task_order found, then tasks in order of appearance
    QMap<QString, QString> taskInstructions;  ///< task → its instruction as first shown
    QList<SessionFigures> sessions;
    QList<TaskAttempt> attempts;  ///< every task_end, skipped ones included
    /// For each task of taskIds: all conditions (condition ""), then each condition.
    QList<TaskFigures> tasks;
    QMap<QString, double> sus;  ///< participant → SUS (complete answers only)
    QMap<QString, QString> participantCondition;
    QMap<QString, SusFigures> susByCondition;  ///< condition → SUS; "" → all
    QMap<QString, ScreenFigures> screens;
    QList<MarkerFigures> markers;
    QList<AnswerFigures> answers;
    QStringList refused;  ///< "<file>: <reason>" (filled by writeStudyReport)
    int presses = 0;
    int deadClicks = 0;
    int rageClicks = 0;

    /// The figures of `task` for `condition` ("" : all), or nullptr.
    const TaskFigures* task(const QString& task, const QString& condition = {}) const;
};

/// The number of rage bursts among `presses` (time in ms, position in px), in time order:
/// a burst starts at the first press not yet in a burst that has at least kRageMinPresses − 1
/// later presses within kRageWindowMs and kRageRadiusPx of it; those presses join the burst
/// (a burst counts once). `burstStarts` receives the index of each burst's first press.
int countRageBursts(const QList<qint64>& timesMs, const QList<QPointF>& positions,
                    QList<int>* burstStarts = nullptr);

/// The figures the report shows, computed from the logs (in the given order).
StudyFigures computeStudyFigures(const QList<SessionLog>& logs);

struct ReportSummary {
    int participants = 0;
    QStringList refused;  ///< "<file>: <reason>"
    QStringList written;  ///< the files written (absolute paths)
};

/// Reads every *.jsonl of `folder` (sorted by name), refuses bad ones (listed in the report
/// and in summary.refused) and writes `htmlPath` plus, beside it, <base>-events.csv (one row
/// per log line), <base>-tasks.csv (one row per task attempt) and <base>-answers.csv (one row
/// per questionnaire item answered). False with `error` only when nothing could be written
/// (folder missing or unreadable, output not writable).
bool writeStudyReport(const QString& folder, const QString& htmlPath, ReportSummary& summary,
                      QString& error);

}  // namespace instants::study
