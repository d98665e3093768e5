#pragma once
// What a study session log says, read here line by line from its JSON lines as docs/study.md
// ("The log") and docs/usability-lab.md (section 2, schema 2) describe them, with nothing of
// the client's own reading (study::readSessionLog, SessionReplay::open): a replay is compared
// with this, so that a line kind the client's reader dropped or misread shows as a difference
// instead of shortening both sides of the comparison alike.

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace instants::kiosktest {

struct LogFacts {
    bool ok = false;
    QString error;              ///< why the file could not be read (ok false)
    int inputs = 0;             ///< press, release, drag, move and key lines
    int presses = 0;            ///< press lines
    int keys = 0;               ///< key lines
    QStringList inputKinds;     ///< per input line, in order: its kind
    QStringList inputScreens;   ///< per input line, in order: its screen
    QList<QJsonObject> engine;  ///< per engine line, in order: {game, event}
    QSet<qint64> games;         ///< the game_id of the engine lines
    int shown = 0;              ///< shown lines
    int tooSoon = 0;            ///< too_soon lines
    /// The screens of the input, engine and shown lines, each run of one screen once.
    QStringList screens;
    /// The protocol's own lines (consent, task_start, task_end, answer, study_end): their kinds.
    QStringList protocolKinds;
};

/// Reads the log at `path`: one JSON object per line, a `session_start` first and a
/// `session_end` line; every line with its `kind`, `t_ms` and `screen`.
inline LogFacts readLogFacts(const QString& path) {
    LogFacts f;
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        f.error = name + QStringLiteral(": cannot be read");
        return f;
    }
    const QSet<QString> inputKinds{QStringLiteral("press"), QStringLiteral("release"),
                                   QStringLiteral("drag"), QStringLiteral("move"),
                                   QStringLiteral("key")};
    const QSet<QString> protocolKinds{QStringLiteral("consent"), QStringLiteral("task_start"),
                                      QStringLiteral("task_end"), QStringLiteral("answer"),
                                      QStringLiteral("study_end")};
    int number = 0;
    bool ended = false;
    while (!file.atEnd()) {
        const QByteArray raw = file.readLine().trimmed();
        ++number;
        if (raw.isEmpty()) {
            continue;
        }
        QJsonParseError parse{};
        const QJsonDocument doc = QJsonDocument::fromJson(raw, &parse);
        if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
            f.error = QStringLiteral("%1: line %2 is not a JSON object").arg(name).arg(number);
            return f;
        }
        const QJsonObject line = doc.object();
        const QString kind = line.value(QStringLiteral("kind")).toString();
        const QString screen = line.value(QStringLiteral("screen")).toString();
        if (kind.isEmpty() || !line.value(QStringLiteral("t_ms")).isDouble()) {
            f.error = QStringLiteral("%1: line %2 has no kind or no t_ms").arg(name).arg(number);
            return f;
        }
        if (number == 1 && kind != QLatin1String("session_start")) {
            f.error = name + QStringLiteral(": the first line is no session_start");
            return f;
        }
        const bool input = inputKinds.contains(kind);
        if (input) {
            ++f.inputs;
            f.inputKinds.append(kind);
            f.inputScreens.append(screen);
            f.presses += kind == QLatin1String("press") ? 1 : 0;
            f.keys += kind == QLatin1String("key") ? 1 : 0;
        } else if (kind == QLatin1String("engine")) {
            f.engine.append(
                QJsonObject{{QStringLiteral("game"), line.value(QStringLiteral("game"))},
                            {QStringLiteral("event"), line.value(QStringLiteral("event"))}});
            f.games.insert(line.value(QStringLiteral("game_id")).toInteger());
        } else if (kind == QLatin1String("shown")) {
            ++f.shown;
        } else if (kind == QLatin1String("too_soon")) {
            ++f.tooSoon;
        } else if (protocolKinds.contains(kind)) {
            f.protocolKinds.append(kind);
        } else if (kind == QLatin1String("session_end")) {
            ended = true;
        }
        if ((input || kind == QLatin1String("engine") || kind == QLatin1String("shown")) &&
            (f.screens.isEmpty() || f.screens.constLast() != screen)) {
            f.screens.append(screen);
        }
    }
    if (number == 0 || !ended) {
        f.error = name + QStringLiteral(": empty, or no session_end line");
        return f;
    }
    f.ok = true;
    return f;
}

}  // namespace instants::kiosktest
