#include "studyreport.h"

#include "questionnaires.h"
#include "reporthtml.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace instants::study {

namespace {

// The command line's messages (English source, like the reader's).
QString tr(const char* text) {
    return QCoreApplication::translate("StudyFiles", text);
}

QString conditionOf(const SessionLog& log) {
    const QString name = log.start.value(QLatin1String("condition"))
                             .toObject()
                             .value(QLatin1String("name"))
                             .toString();
    return name.isEmpty() ? QStringLiteral("default") : name;
}

int participantNumberOf(const SessionLog& log) {
    const QJsonValue number = log.start.value(QLatin1String("participant_number"));
    if (number.isDouble())
        return number.toInt();
    static const QRegularExpression trailingDigits(QStringLiteral("(\\d+)$"));
    const auto match = trailingDigits.match(log.participant);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

// A JSON value as a CSV/HTML cell: strings as they are, integers without a decimal point,
// anything else as compact JSON; empty for null and missing.
QString cellOf(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            return {};
        case QJsonValue::Bool:
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Double: {
            const double d = value.toDouble();
            if (d == std::floor(d) && std::abs(d) < 1e15)
                return QString::number(qint64(d));
            return QString::number(d, 'g', 15);
        }
        case QJsonValue::String:
            return value.toString();
        case QJsonValue::Array:
            return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        case QJsonValue::Object:
            return QString::fromUtf8(
                QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

QSize sizeOf(const QJsonObject& object) {
    const QJsonValue w = object.value(QLatin1String("width"));
    const QJsonValue h = object.value(QLatin1String("height"));
    if (!w.isDouble() || !h.isDouble() || w.toInt() <= 0 || h.toInt() <= 0)
        return {};
    return {w.toInt(), h.toInt()};
}

TaskFigures figuresOf(const QString& task, const QString& condition,
                      const QList<const TaskAttempt*>& attempts) {
    TaskFigures figures;
    figures.task = task;
    figures.condition = condition;
    QList<double> durations;
    QList<double> seqs;
    for (const TaskAttempt* attempt : attempts) {
        ++figures.attempts;
        if (attempt->success)
            ++figures.successes;
        figures.durationsMs.append(attempt->durationMs);
        figures.participants.append(attempt->participant);
        durations.append(double(attempt->durationMs));
        figures.disabledPresses += attempt->disabledPresses;
        figures.refusals += attempt->refusals;
        figures.errors += attempt->errors();
        figures.deadClicks += attempt->deadClicks;
        figures.rageClicks += attempt->rageClicks;
        if (attempt->seq)
            seqs.append(double(*attempt->seq));
    }
    figures.success = wilsonInterval(figures.successes, figures.attempts);
    figures.duration = spreadOf(durations);
    figures.geometricMeanMs = geometricMeanInterval(durations);
    figures.seq = meanWithTInterval(seqs);
    figures.seqCount = int(seqs.size());
    return figures;
}

void appendUnique(QStringList& list, const QString& value) {
    if (!value.isEmpty() && !list.contains(value))
        list.append(value);
}

}  // namespace

const TaskFigures* StudyFigures::task(const QString& taskId, const QString& condition) const {
    for (const TaskFigures& figures : tasks) {
        if (figures.task == taskId && figures.condition == condition)
            return &figures;
    }
    return nullptr;
}

int countRageBursts(const QList<qint64>& timesMs, const QList<QPointF>& positions,
                    QList<int>* burstStarts) {
    const qsizetype n = std::min(timesMs.size(), positions.size());
    QList<bool> inBurst(n, false);
    int bursts = 0;
    for (qsizetype first = 0; first < n; ++first) {
        if (inBurst.at(first))
            continue;
        QList<qsizetype> members{first};
        for (qsizetype next = first + 1;
             next < n && timesMs.at(next) - timesMs.at(first) <= kRageWindowMs; ++next) {
            if (inBurst.at(next))
                continue;
            const QPointF d = positions.at(next) - positions.at(first);
            if (std::hypot(d.x(), d.y()) <= kRageRadiusPx)
                members.append(next);
        }
        if (members.size() < kRageMinPresses)
            continue;
        for (const qsizetype member : members)
            inBurst[member] = true;
        ++bursts;
        if (burstStarts)
            burstStarts->append(int(first));
    }
    return bursts;
}

StudyFigures computeStudyFigures(const QList<SessionLog>& logs) {
    StudyFigures figures;
    QSet<QString> participants;
    QStringList taskAppearance;
    struct Sus {
        QString condition;
        double score;
    };
    QMap<QString, Sus> susOf;

    for (const SessionLog& log : logs) {
        const QString fileName = QFileInfo(log.file).fileName();
        const QDir dir = QFileInfo(log.file).absoluteDir();
        SessionFigures session;
        session.participant = log.participant;
        session.participantNumber = participantNumberOf(log);
        session.condition = conditionOf(log);
        session.file = fileName;
        session.schema = log.schema;
        session.startedAt = log.start.value(QLatin1String("started_at")).toString();
        session.durationMs = log.lines.isEmpty() ? 0 : log.lines.constLast().tMs;
        for (const QJsonValue& id : log.start.value(QLatin1String("task_order")).toArray())
            session.taskOrder.append(id.toString());
        if (figures.taskIds.isEmpty())
            figures.taskIds = session.taskOrder;
        participants.insert(log.participant);
        appendUnique(figures.conditions, session.condition);
        const QString studyName = log.start.value(QLatin1String("protocol"))
                                      .toObject()
                                      .value(QLatin1String("name"))
                                      .toString();
        appendUnique(figures.studyNames, studyName);

        // Rage bursts over the session's presses, in time order.
        QList<qint64> pressTimes;
        QList<QPointF> pressPositions;
        QList<int> pressLines;
        for (int i = 0; i < log.lines.size(); ++i) {
            const LogLine& line = log.lines.at(i);
            if (line.kind != kinds::press)
                continue;
            pressTimes.append(line.tMs);
            pressPositions.append(QPointF(line.json.value(QLatin1String("x")).toDouble(),
                                          line.json.value(QLatin1String("y")).toDouble()));
            pressLines.append(i);
        }
        QList<int> burstStarts;
        countRageBursts(pressTimes, pressPositions, &burstStarts);
        QSet<int> burstLines;
        for (const int start : burstStarts)
            burstLines.insert(pressLines.at(start));

        QSize window = sizeOf(log.start.value(QLatin1String("window")).toObject());
        std::optional<TaskAttempt> running;
        QList<TaskAttempt> sessionAttempts;
        QList<qint64> screenshotTimes;
        QStringList screenshotFiles;
        QList<MarkerFigures> sessionMarkers;
        QSet<QString> screensShown;
        // (questionnaire, item, task) → index in figures.answers: an item answered twice keeps
        // its last answer.
        QMap<QString, qsizetype> answerIndex;
        QMap<int, int> susAnswers;
        QMap<QString, int> seqAnswers;  // task → SEQ

        for (int i = 0; i < log.lines.size(); ++i) {
            const LogLine& line = log.lines.at(i);
            const QJsonObject& json = line.json;
            if (i + 1 < log.lines.size() && !line.screen.isEmpty())
                figures.screens[line.screen].msSpent += log.lines.at(i + 1).tMs - line.tMs;
            if (!line.screen.isEmpty() && !screensShown.contains(line.screen)) {
                screensShown.insert(line.screen);
                ScreenFigures& screen = figures.screens[line.screen];
                screen.screen = line.screen;
                ++screen.sessions;
            }
            const QString& kind = line.kind;
            if (kind == kinds::window) {
                const QSize size = sizeOf(json);
                if (size.isValid())
                    window = size;
            } else if (kind == kinds::press) {
                const bool dead = json.value(QLatin1String("dead")).toBool();
                const bool rage = burstLines.contains(i);
                ScreenFigures& screen = figures.screens[line.screen];
                ++screen.presses;
                ++figures.presses;
                if (dead) {
                    ++screen.deadClicks;
                    ++figures.deadClicks;
                }
                if (rage) {
                    ++screen.rageClicks;
                    ++figures.rageClicks;
                }
                if (!screen.windowSize.isValid())
                    screen.windowSize = window;
                screen.points.append({json.value(QLatin1String("x")).toDouble(),
                                      json.value(QLatin1String("y")).toDouble(), window, dead,
                                      rage});
                if (running) {
                    if (json.value(QLatin1String("disabled")).toBool())
                        ++running->disabledPresses;
                    if (dead)
                        ++running->deadClicks;
                    if (rage)
                        ++running->rageClicks;
                }
            } else if (kind == kinds::refusal) {
                if (running)
                    ++running->refusals;
            } else if (kind == kinds::screenPicture) {
                ScreenFigures& screen = figures.screens[line.screen];
                const QString file = json.value(QLatin1String("file")).toString();
                if (screen.pictureFile.isEmpty() && !file.isEmpty() && dir.exists(file)) {
                    screen.pictureFile = dir.absoluteFilePath(file);
                    screen.pictureSize = sizeOf(json);
                }
            } else if (kind == kinds::consent) {
                session.consent = json.value(QLatin1String("accepted")).toBool();
            } else if (kind == kinds::taskStart) {
                TaskAttempt attempt;
                attempt.participant = log.participant;
                attempt.participantNumber = session.participantNumber;
                attempt.condition = session.condition;
                attempt.sessionFile = fileName;
                attempt.task = json.value(QLatin1String("task")).toString();
                attempt.number = json.value(QLatin1String("number")).toInt();
                if (!figures.taskInstructions.contains(attempt.task))
                    figures.taskInstructions.insert(
                        attempt.task, json.value(QLatin1String("instruction")).toString());
                appendUnique(taskAppearance, attempt.task);
                running = attempt;
            } else if (kind == kinds::taskEnd) {
                TaskAttempt attempt = running.value_or(TaskAttempt{});
                if (!running) {
                    attempt.participant = log.participant;
                    attempt.participantNumber = session.participantNumber;
                    attempt.condition = session.condition;
                    attempt.sessionFile = fileName;
                }
                attempt.task = json.value(QLatin1String("task")).toString();
                attempt.number = json.value(QLatin1String("number")).toInt(attempt.number);
                attempt.outcome = json.value(QLatin1String("outcome")).toString();
                attempt.success = json.value(QLatin1String("success")).toBool();
                attempt.durationMs = qint64(json.value(QLatin1String("duration_ms")).toDouble());
                sessionAttempts.append(attempt);
                appendUnique(taskAppearance, attempt.task);
                ++session.tasksEnded;
                running.reset();
            } else if (kind == kinds::answer) {
                AnswerFigures answer;
                answer.participant = log.participant;
                answer.condition = session.condition;
                answer.questionnaire = json.value(QLatin1String("questionnaire")).toString();
                answer.item = cellOf(json.value(QLatin1String("item")));
                answer.task = json.value(QLatin1String("task")).toString();
                answer.value = cellOf(json.value(QLatin1String("value")));
                if (json.value(QLatin1String("scale")).isDouble())
                    answer.scale = json.value(QLatin1String("scale")).toInt();
                const QString key =
                    answer.questionnaire + QChar(0x1f) + answer.item + QChar(0x1f) + answer.task;
                if (answerIndex.contains(key)) {
                    figures.answers[answerIndex.value(key)] = answer;
                } else {
                    answerIndex.insert(key, figures.answers.size());
                    figures.answers.append(answer);
                }
                const QJsonValue value = json.value(QLatin1String("value"));
                if (value.isDouble()) {
                    if (answer.questionnaire == QLatin1String("sus"))
                        susAnswers.insert(answer.item.toInt(), value.toInt());
                    else if (answer.questionnaire == QLatin1String("seq"))
                        seqAnswers.insert(answer.task, value.toInt());
                }
            } else if (kind == kinds::marker) {
                MarkerFigures marker;
                marker.participant = log.participant;
                marker.sessionFile = fileName;
                marker.number = json.value(QLatin1String("number")).toInt();
                marker.note = json.value(QLatin1String("note")).toString();
                marker.tMs = line.tMs;
                marker.screen = line.screen;
                marker.task = running ? running->task : QString();
                sessionMarkers.append(marker);
                ++session.markers;
            } else if (kind == kinds::screenshot) {
                ++session.screenshots;
                const QString file = json.value(QLatin1String("file")).toString();
                if (json.value(QLatin1String("ok")).toBool(true) && !file.isEmpty()) {
                    screenshotFiles.append(dir.absoluteFilePath(file));
                    screenshotTimes.append(line.tMs);
                }
            }
        }

        for (TaskAttempt& attempt : sessionAttempts) {
            if (seqAnswers.contains(attempt.task))
                attempt.seq = seqAnswers.value(attempt.task);
            figures.attempts.append(attempt);
        }
        for (MarkerFigures& marker : sessionMarkers) {
            qsizetype before = -1;
            qsizetype after = -1;
            for (qsizetype s = 0; s < screenshotTimes.size(); ++s) {
                if (screenshotTimes.at(s) <= marker.tMs)
                    before = s;
                else if (after < 0)
                    after = s;
            }
            for (const qsizetype s : {before, after}) {
                if (s >= 0) {
                    marker.screenshots.append(screenshotFiles.at(s));
                    marker.screenshotTimes.append(screenshotTimes.at(s));
                }
            }
            figures.markers.append(marker);
        }
        QList<int> susValues;
        for (int item = 1; item <= 10 && susAnswers.contains(item); ++item)
            susValues.append(susAnswers.value(item));
        if (const auto score = susScore(susValues))
            susOf.insert(log.participant, {session.condition, *score});
        figures.sessions.append(session);
    }

    figures.participants = int(participants.size());
    for (const QString& task : taskAppearance)
        appendUnique(figures.taskIds, task);
    for (const QString& task : figures.taskIds) {
        QList<const TaskAttempt*> all;
        for (const TaskAttempt& attempt : figures.attempts) {
            if (attempt.task == task && attempt.counts())
                all.append(&attempt);
        }
        figures.tasks.append(figuresOf(task, {}, all));
        for (const QString& condition : figures.conditions) {
            QList<const TaskAttempt*> some;
            for (const TaskAttempt* attempt : all) {
                if (attempt->condition == condition)
                    some.append(attempt);
            }
            figures.tasks.append(figuresOf(task, condition, some));
        }
    }

    QMap<QString, QList<double>> susValuesByCondition;
    for (auto it = susOf.cbegin(); it != susOf.cend(); ++it) {
        figures.sus.insert(it.key(), it->score);
        figures.participantCondition.insert(it.key(), it->condition);
        susValuesByCondition[it->condition].append(it->score);
        susValuesByCondition[QString()].append(it->score);
    }
    for (auto it = susValuesByCondition.cbegin(); it != susValuesByCondition.cend(); ++it)
        figures.susByCondition.insert(it.key(), {int(it->size()), meanWithTInterval(*it)});
    return figures;
}

namespace {

QString csvField(const QString& value) {
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

void appendRow(QByteArray& csv, const QStringList& fields) {
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            csv.append(',');
        csv.append(csvField(fields.at(i)).toUtf8());
    }
    csv.append('\n');
}

QByteArray eventsCsv(const QList<SessionLog>& logs) {
    QByteArray csv;
    appendRow(csv, {QStringLiteral("participant"), QStringLiteral("session_file"),
                    QStringLiteral("condition"), QStringLiteral("t_ms"), QStringLiteral("kind"),
                    QStringLiteral("screen"), QStringLiteral("task"), QStringLiteral("x"),
                    QStringLiteral("y"), QStringLiteral("control"), QStringLiteral("json")});
    for (const SessionLog& log : logs) {
        const QString fileName = QFileInfo(log.file).fileName();
        const QString condition = conditionOf(log);
        QString task;
        for (const LogLine& line : log.lines) {
            if (line.kind == kinds::taskStart)
                task = line.json.value(QLatin1String("task")).toString();
            // The other members, as JSON; most lines (moves, drags, presses) have none, and
            // then the line is not copied.
            static constexpr const char* kColumns[] = {"kind", "t_ms", "screen",
                                                       "x",    "y",    "control"};
            qsizetype columns = 0;
            for (const char* member : kColumns)
                columns += line.json.contains(QLatin1String(member)) ? 1 : 0;
            QString others;
            if (line.json.size() > columns) {
                QJsonObject rest = line.json;
                for (const char* member : kColumns)
                    rest.remove(QLatin1String(member));
                others = cellOf(rest);
            }
            appendRow(csv,
                      {log.participant, fileName, condition, QString::number(line.tMs), line.kind,
                       line.screen, task, cellOf(line.json.value(QLatin1String("x"))),
                       cellOf(line.json.value(QLatin1String("y"))),
                       cellOf(line.json.value(QLatin1String("control"))), others});
            if (line.kind == kinds::taskEnd)
                task.clear();
        }
    }
    return csv;
}

QByteArray tasksCsv(const StudyFigures& figures) {
    QByteArray csv;
    appendRow(csv,
              {QStringLiteral("participant"), QStringLiteral("participant_number"),
               QStringLiteral("condition"), QStringLiteral("task"), QStringLiteral("number"),
               QStringLiteral("outcome"), QStringLiteral("success"), QStringLiteral("duration_ms"),
               QStringLiteral("errors"), QStringLiteral("dead_clicks"),
               QStringLiteral("rage_clicks"), QStringLiteral("seq")});
    for (const TaskAttempt& a : figures.attempts) {
        appendRow(csv, {a.participant, QString::number(a.participantNumber), a.condition, a.task,
                        QString::number(a.number), a.outcome,
                        a.success ? QStringLiteral("true") : QStringLiteral("false"),
                        QString::number(a.durationMs), QString::number(a.errors()),
                        QString::number(a.deadClicks), QString::number(a.rageClicks),
                        a.seq ? QString::number(*a.seq) : QString()});
    }
    return csv;
}

QByteArray answersCsv(const StudyFigures& figures) {
    QByteArray csv;
    appendRow(csv, {QStringLiteral("participant"), QStringLiteral("condition"),
                    QStringLiteral("questionnaire"), QStringLiteral("item"), QStringLiteral("task"),
                    QStringLiteral("value"), QStringLiteral("scale")});
    for (const AnswerFigures& a : figures.answers) {
        appendRow(csv, {a.participant, a.condition, a.questionnaire, a.item, a.task, a.value,
                        a.scale ? QString::number(*a.scale) : QString()});
    }
    return csv;
}

bool writeFile(const QString& path, const QByteArray& content, QString& error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() ||
        !file.commit()) {
        error = tr("%1: cannot be written (%2)")
                    .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

}  // namespace

bool writeStudyReport(const QString& folder, const QString& htmlPath, ReportSummary& summary,
                      QString& error) {
    summary = {};
    const QDir dir(folder);
    if (!dir.exists()) {
        error = tr("%1: folder not found").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    if (!QFileInfo(dir.absolutePath()).isReadable()) {
        error = tr("%1: folder not readable").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    const QStringList names = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QList<SessionLog> logs;
    for (const QString& name : names) {
        QString reason;
        if (auto log = readSessionLog(dir.absoluteFilePath(name), reason))
            logs.append(*log);
        else
            summary.refused.append(reason);
    }
    StudyFigures figures = computeStudyFigures(logs);
    figures.refused = summary.refused;
    summary.participants = figures.participants;

    const QFileInfo html(htmlPath);
    const QDir outDir = html.absoluteDir();
    if (!outDir.exists() && !QDir().mkpath(outDir.absolutePath())) {
        error = tr("%1: the output folder cannot be created")
                    .arg(QDir::toNativeSeparators(outDir.absolutePath()));
        return false;
    }
    const QString suffix = html.suffix().toLower();
    const QString base = (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
                             ? html.completeBaseName()
                             : html.fileName();
    const QString eventsPath = outDir.absoluteFilePath(base + QStringLiteral("-events.csv"));
    const QString tasksPath = outDir.absoluteFilePath(base + QStringLiteral("-tasks.csv"));
    const QString answersPath = outDir.absoluteFilePath(base + QStringLiteral("-answers.csv"));

    const QString page =
        studyReportHtml(figures, dir.absolutePath(),
                        {QFileInfo(tasksPath).fileName(), QFileInfo(answersPath).fileName(),
                         QFileInfo(eventsPath).fileName()});
    if (!writeFile(html.absoluteFilePath(), page.toUtf8(), error))
        return false;
    summary.written.append(html.absoluteFilePath());
    const QList<std::pair<QString, QByteArray>> csvFiles = {{tasksPath, tasksCsv(figures)},
                                                            {answersPath, answersCsv(figures)},
                                                            {eventsPath, eventsCsv(logs)}};
    for (const auto& [path, content] : csvFiles) {
        QString csvError;
        if (writeFile(path, content, csvError))
            summary.written.append(path);
        else
            summary.refused.append(csvError);
    }
    error.clear();
    return true;
}

}  // namespace instants::study
