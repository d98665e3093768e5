#include "studylog.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

namespace instants::study {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("StudyFiles", text);
}

}  // namespace

std::optional<SessionLog> readSessionLog(const QString& path, QString& error) {
    const QFileInfo info(path);
    const QString name = info.fileName();
    const auto refuse = [&](const QString& problem) {
        error = name + QStringLiteral(": ") + problem;
        return std::nullopt;
    };
    const auto refuseLine = [&](int number, const QString& problem) {
        error = name + QStringLiteral(": ") + tr("line %1: %2").arg(number).arg(problem);
        return std::nullopt;
    };

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("cannot be read (%1)").arg(file.errorString()));
    const QByteArray content = file.readAll();

    SessionLog log;
    log.file = info.absoluteFilePath();
    bool ended = false;
    qint64 lastT = 0;
    const QList<QByteArray> rows = content.split('\n');
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const int number = int(i) + 1;
        QByteArray row = rows.at(i);
        if (row.endsWith('\r'))
            row.chop(1);
        if (row.trimmed().isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(row, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return refuseLine(number, tr("not JSON (%1): the log is cut or not a session log")
                                          .arg(parseError.errorString()));
        if (!document.isObject())
            return refuseLine(number, tr("not a JSON object"));
        const QJsonObject object = document.object();
        LogLine line;
        line.json = object;
        line.lineNumber = number;
        line.kind = object.value(QLatin1String("kind")).toString();
        line.screen = object.value(QLatin1String("screen")).toString();

        if (log.lines.isEmpty()) {
            if (line.kind != kinds::sessionStart)
                return refuseLine(
                    number, tr("the first line is not a session_start line: not a session log"));
            const QJsonValue schema = object.value(QLatin1String("schema"));
            if (schema.isUndefined()) {
                log.schema = 1;
            } else {
                const double value = schema.toDouble(-1);
                if (!schema.isDouble() || (value != 1 && value != 2))
                    return refuseLine(
                        number, tr("unknown schema %1 (known: 1, 2)")
                                    .arg(QString::fromUtf8(QJsonDocument(QJsonArray{schema})
                                                               .toJson(QJsonDocument::Compact))
                                             .mid(1)
                                             .chopped(1)));
                log.schema = int(value);
            }
            log.participant = object.value(QLatin1String("participant")).toString();
            log.start = object;
        }

        const QJsonValue t = object.value(QLatin1String("t_ms"));
        if (!t.isDouble())
            return refuseLine(number, tr("t_ms missing"));
        line.tMs = qint64(t.toDouble());
        if (line.tMs < lastT)
            return refuseLine(number, tr("t_ms decreases (%1 after %2)").arg(line.tMs).arg(lastT));
        lastT = line.tMs;
        if (line.kind == kinds::sessionEnd)
            ended = true;
        log.lines.append(line);
    }
    if (log.lines.isEmpty())
        return refuse(tr("empty file: not a session log"));
    if (!ended)
        return refuse(tr("no session_end line: the log is cut (client stopped mid-session)"));
    error.clear();
    return log;
}

}  // namespace instants::study
