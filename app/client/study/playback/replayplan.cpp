#include "replayplan.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <filesystem>
#include <limits>

#include "instants/session/journal.h"
#include "jsonvariant.h"
#include "studylog.h"
#include "studyprotocol.h"

namespace instants::client::replay {

namespace {

QString str(const char* s) {
    return QString::fromLatin1(s);
}

}  // namespace

std::optional<Plan> readPlan(const QString& logPath, const QString& journal, QString& error) {
    const std::optional<study::SessionLog> log = study::readSessionLog(logPath, error);
    if (!log) {
        return std::nullopt;
    }
    Plan plan;
    const QString name = QFileInfo(logPath).fileName();
    plan.logFile = log->file;
    plan.participant = log->participant;
    const QJsonObject& start = log->start;
    if (start.value(str("window")).isObject()) {
        const QJsonObject w = start.value(str("window")).toObject();
        plan.size = QSize(w.value(str("width")).toInt(1280), w.value(str("height")).toInt(720));
    }
    plan.settings = start.value(str("settings")).toObject().toVariantMap();
    if (start.value(str("protocol")).isObject()) {
        // The protocol's own screens (consent, questionnaires) take the inputs they took: the
        // same file is needed, unchanged.
        const QJsonObject p = start.value(str("protocol")).toObject();
        const QString file = p.value(str("file")).toString();
        QString protocolError;
        const auto protocol = study::loadProtocol(file, protocolError);
        if (!protocol) {
            error = name + QStringLiteral(
                               ": the session ran the protocol %1, which cannot be read again: %2")
                               .arg(file, protocolError);
            return std::nullopt;
        }
        if (protocol->sha256 != p.value(str("sha256")).toString()) {
            error = name +
                    QStringLiteral(
                        ": the protocol %1 changed since the session ran it (its SHA-256 differs)")
                        .arg(file);
            return std::nullopt;
        }
        plan.protocolStart = start;
    }
    plan.journalPath = journal.isEmpty() ? start.value(str("journal")).toString() : journal;
    if (plan.journalPath.isEmpty()) {
        error =
            name +
            QStringLiteral(
                ": the log does not name the participant's journal (schema 1): give it with --db");
        return std::nullopt;
    }

    // The participant's journal, read-only: the outcome of every game the log names.
    std::unique_ptr<Journal> db;
    try {
        Journal::Options jo;
        jo.readOnly = true;
        db = Journal::open(std::filesystem::path(plan.journalPath.toStdString()), jo);
    } catch (const JournalError& e) {
        error = name + QStringLiteral(": ") + QString::fromUtf8(e.what());
        return std::nullopt;
    }
    plan.logsTooSoon = start.value(str("logs_too_soon")).toBool();
    plan.balanceCents = start.contains(str("balance_cents"))
                            ? start.value(str("balance_cents")).toInteger()
                            : db->initialBalance();

    // The lines: games, steps, tasks, markers.
    QHash<qint64, int> engineSeen;  // per game: its engine lines so far
    QHash<qint64, QString> scriptedText;
    QList<qint64> gameOrder;
    QHash<QPair<qint64, int>, int> shownOrdinal;  // (game, index) -> line ordinal
    QList<int> engineOrdinal;                     // per engine line
    QList<QPair<qint64, int>> engineKey;
    QList<int> stepOrdinal;
    int engines = 0;
    int shown = 0;
    qint64 anchorMs = -1;
    int anchorEngine = 0;
    int anchorShown = 0;
    qint64 lastInputMs = -1;
    int protocolLines = 0;
    qint64 protocolMs = -1;
    QHash<QString, int> taskIndex;
    for (int ordinal = 0; ordinal < log->lines.size(); ++ordinal) {
        const study::LogLine& line = log->lines[ordinal];
        const QJsonObject& j = line.json;
        const QString& kind = line.kind;
        Step s;
        s.tMs = line.tMs;
        s.screen = line.screen;
        s.engineBefore = engines;
        s.shownBefore = shown;
        s.anchorMs = anchorMs;
        s.anchorEngine = anchorEngine;
        s.anchorShown = anchorShown;
        s.protocolBefore = protocolLines;
        s.protocolMs = protocolMs;
        bool step = true;
        if (kind == study::kinds::press || kind == study::kinds::release ||
            kind == study::kinds::drag || kind == study::kinds::move) {
            s.kind = kind == study::kinds::press     ? Step::Press
                     : kind == study::kinds::release ? Step::Release
                     : kind == study::kinds::drag    ? Step::Drag
                                                     : Step::Move;
            s.pos = QPointF(j.value(str("x")).toDouble(), j.value(str("y")).toDouble());
            s.touch = j.value(str("touch")).toBool();
        } else if (kind == study::kinds::key) {
            s.kind = Step::Key;
            s.key = j.value(str("key")).toString();
            s.text = j.value(str("text")).toString();
        } else if (kind == study::kinds::window) {
            s.kind = Step::Resize;
            s.size = QSize(j.value(str("width")).toInt(), j.value(str("height")).toInt());
            if (plan.steps.isEmpty() && !start.value(str("window")).isObject()) {
                plan.size = s.size;  // a log that gives its size only in a window line
            }
        } else {
            step = false;
        }
        if (step) {
            if (s.isInput()) {
                ++plan.inputCount;
                lastInputMs = line.tMs;
            }
            stepOrdinal.append(ordinal);
            plan.steps.append(s);
            continue;
        }
        if (kind == study::kinds::tooSoon) {
            // An activation the original refused (a control armed too recently): it belongs to
            // the last input before it.
            for (auto it = plan.steps.rbegin(); it != plan.steps.rend(); ++it) {
                if (it->isInput()) {
                    ++it->tooSoon;
                    ++plan.original.tooSoon;
                    break;
                }
            }
            continue;
        }
        if (const QString p = protocolLineOf(j); !p.isEmpty()) {
            // A phase of the protocol's screens: the inputs after it wait for the replay's own.
            plan.original.protocol.append(p);
            ++protocolLines;
            protocolMs = line.tMs;
        }
        if (kind == study::kinds::engine) {
            const qint64 id = j.value(str("game_id")).toInteger();
            const QString game = j.value(str("game")).toString();
            if (!engineSeen.contains(id)) {
                gameOrder.append(id);
                if (j.contains(str("scripted"))) {
                    scriptedText.insert(id, j.value(str("scripted")).toString());
                }
            }
            const int index = engineSeen.value(id, 0);
            engineSeen[id] = index + 1;
            engineKey.append({id, index});
            engineOrdinal.append(ordinal);
            if (game == QLatin1String("dede") &&
                j.value(str("event")).toObject().value(str("type")).toString() ==
                    QLatin1String("auto") &&
                (lastInputMs < 0 || line.tMs - lastInputMs > kInactivityGapMs)) {
                // DÉDÉ 4.3: the system uncovered the rest after the player's inactivity.
                s.kind = Step::Inactivity;
                stepOrdinal.append(ordinal);
                plan.steps.append(s);
            }
            plan.original.engine.append(
                {{str("game"), game}, {str("event"), j.value(str("event")).toObject()}});
            ++engines;
            anchorMs = line.tMs;
            anchorEngine = engines;
            anchorShown = 0;
        } else if (kind == study::kinds::shown) {
            shownOrdinal.insert(
                {j.value(str("game_id")).toInteger(), j.value(str("index")).toInt()}, ordinal);
            plan.shownZone.append({j.value(str("game")).toString(),
                                   j.value(str("event")).toObject().value(str("zone")).toString()});
            ++shown;
            anchorMs = line.tMs;
            anchorShown = shown;
            anchorEngine = 0;
        } else if (kind == study::kinds::protection &&
                   j.value(str("what")).toString() == QLatin1String("check_shown")) {
            // The reality check came at its time in the original (the replay's own clock would
            // bring it at another): shown at its line.
            s.kind = Step::RealityCheck;
            stepOrdinal.append(ordinal);
            plan.steps.append(s);
        } else if (kind == study::kinds::marker) {
            plan.markers.append(
                {j.value(str("number")).toInt(), j.value(str("note")).toString(), line.tMs});
        } else if (kind == study::kinds::taskStart) {
            taskIndex.insert(j.value(str("task")).toString(), static_cast<int>(plan.tasks.size()));
            plan.tasks.append({j.value(str("task")).toString(),
                               j.value(str("number")).toInt(),
                               line.tMs,
                               -1,
                               {}});
        } else if (kind == study::kinds::taskEnd) {
            const int t = taskIndex.value(j.value(str("task")).toString(), -1);
            if (t >= 0) {
                plan.tasks[t].endMs = line.tMs;
                plan.tasks[t].outcome = j.value(str("outcome")).toString();
            }
        } else if (kind == study::kinds::sessionEnd) {
            plan.durationMs = line.tMs;
        }
    }
    plan.durationMs =
        std::max(plan.durationMs, log->lines.isEmpty() ? 0 : log->lines.constLast().tMs);
    plan.original.shown = shown;
    plan.original.delivered = plan.inputCount;
    // The screens as the original shows them: at every input, engine and shown line.
    for (const study::LogLine& line : log->lines) {
        const QString& k = line.kind;
        const bool input = k == study::kinds::press || k == study::kinds::release ||
                           k == study::kinds::drag || k == study::kinds::move ||
                           k == study::kinds::key;
        if (input) {
            plan.original.inputScreens.append(line.screen);
        }
        if ((input || k == study::kinds::engine || k == study::kinds::shown) &&
            (plan.original.screens.isEmpty() || plan.original.screens.constLast() != line.screen)) {
            plan.original.screens.append(line.screen);
        }
    }

    // Holds: an input that fell between an engine event and its reveal's end must fall there in
    // the replay too. The reveal waits (Timeline::trackAnimation) until the last such input has
    // been delivered.
    plan.holdUntil.fill(-1, engines);
    for (int e = 0; e < engines; ++e) {
        const int shownAt = shownOrdinal.value(engineKey[e], std::numeric_limits<int>::max());
        // The last step before the reveal's end, if it comes after the event.
        auto st =
            static_cast<int>(std::lower_bound(stepOrdinal.begin(), stepOrdinal.end(), shownAt) -
                             stepOrdinal.begin()) -
            1;
        while (st >= 0 && plan.steps[st].kind == Step::Resize) {
            --st;
        }
        if (st >= 0 && stepOrdinal[st] > engineOrdinal[e]) {
            plan.holdUntil[e] = st;
        }
    }

    // Every game the log names, from the journal, in order: the same outcomes again.
    for (const qint64 id : gameOrder) {
        const std::optional<GameRecord> record = db->game(id);
        if (!record) {
            error = name +
                    QStringLiteral(
                        ": game %1 of the log is not in the journal %2: not this session's journal")
                        .arg(id)
                        .arg(plan.journalPath);
            return std::nullopt;
        }
        auto script = std::make_shared<GameScript>();
        script->id = id;
        try {
            script->game = scriptedGameOf(*record);
            // The log's events must be the journal's (a log and a journal of different sessions).
            const std::unique_ptr<Play> play =
                resumePlay(script->game.kind, record->stake, record->events);
            int index = 0;
            for (int e = 0; e < engines; ++e) {
                if (engineKey[e].first != id) {
                    continue;
                }
                const QJsonObject expected = plan.original.engine[e].value(str("event")).toObject();
                const QJsonObject actual =
                    static_cast<std::size_t>(index) < play->eventCount()
                        ? QJsonObject::fromVariantMap(
                              toVariant(play->publicEvent(static_cast<std::size_t>(index))).toMap())
                        : QJsonObject{};
                if (actual != expected) {
                    error = name + QStringLiteral(
                                       ": game %1's event %2 in the log is not the journal's (%3): "
                                       "not this session's journal")
                                       .arg(id)
                                       .arg(index + 1)
                                       .arg(plan.journalPath);
                    return std::nullopt;
                }
                ++index;
            }
        } catch (const std::exception& e) {
            error = name + QStringLiteral(": ") + QString::fromUtf8(e.what());
            return std::nullopt;
        }
        script->game.description = scriptedText.value(id).toStdString();
        plan.games.append(script);
        if (script->game.kind != GameKind::HappyDes) {
            const QString screen = QString::fromUtf8(gameKindId(script->game.kind).data());
            if (!plan.visitedScratch.contains(screen)) {
                plan.visitedScratch.append(screen);
            }
        }
    }
    for (const study::LogLine& line : log->lines) {
        if ((line.screen == QLatin1String("dede") || line.screen == QLatin1String("happy-2014")) &&
            !plan.visitedScratch.contains(line.screen)) {
            plan.visitedScratch.append(line.screen);
        }
    }
    return plan;
}

QString protocolLineOf(const QJsonObject& line) {
    const QString kind = line.value(str("kind")).toString();
    auto member = [&line](const char* name) {
        return line.value(QLatin1String(name)).toVariant().toString();
    };
    if (kind == study::kinds::consent) {
        return kind + QLatin1Char(' ') + member("accepted");
    }
    if (kind == study::kinds::taskStart) {
        return kind + QLatin1Char(' ') + member("task");
    }
    if (kind == study::kinds::taskEnd) {
        return QStringList{kind, member("task"), member("outcome")}.join(QLatin1Char(' '));
    }
    if (kind == study::kinds::answer) {
        return QStringList{kind, member("questionnaire"), member("item"), member("task"),
                           member("value")}
            .join(QLatin1Char(' '));
    }
    if (kind == study::kinds::studyEnd) {
        return kind;
    }
    return {};
}

QString Plan::taskAt(qint64 ms) const {
    for (const Task& t : tasks) {
        if (ms >= t.tMs && (t.endMs < 0 || ms < t.endMs)) {
            return t.id;
        }
    }
    return {};
}

std::optional<qint64> Plan::jumpFrom(qint64 now, int direction) const {
    QList<qint64> points;
    for (const Task& t : tasks) {
        points << t.tMs;
    }
    for (const Marker& m : markers) {
        points << m.tMs;
    }
    std::sort(points.begin(), points.end());
    if (direction > 0) {
        for (const qint64 p : std::as_const(points)) {
            if (p > now + 10) {
                return p;
            }
        }
        return std::nullopt;
    }
    // Back to the previous point (not the one just passed within a second).
    for (auto it = points.crbegin(); it != points.crend(); ++it) {
        if (*it < now - 1000) {
            return *it;
        }
    }
    return 0;
}

}  // namespace instants::client::replay
