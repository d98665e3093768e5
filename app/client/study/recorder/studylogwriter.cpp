#include "studylogwriter.h"

#include <QDateTime>
#include <QJsonDocument>

#include <cstdlib>

#include "studylog.h"

namespace instants::client {

QString StudyLogWriter::utcTime(qint64 msSinceEpoch) {
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch).toUTC().toString(Qt::ISODateWithMs);
}

bool StudyLogWriter::open(const QString& path, QString& error) {
    m_file.close();
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        error = m_file.errorString();
        return false;
    }
    m_clock.start();
    m_startWall = wallNow();
    m_wallOffset = m_startWall;
    m_lines = 0;
    m_clockChanges = 0;
    return true;
}

qint64 StudyLogWriter::wallNow() const {
    return m_wallClock ? m_wallClock() : QDateTime::currentMSecsSinceEpoch();
}

QList<QByteArray> StudyLogWriter::write(QJsonObject entry, const QString& screen) {
    if (!isOpen()) {
        return {};
    }
    QList<QByteArray> written;
    const qint64 t = m_clock.elapsed();
    // t_ms is monotonic; the wall clock may be set back or forward (by hand, by NTP, by a
    // time zone mistake): a jump is recorded, with what the clock should have said, so that
    // the session's times of day can be read despite it.
    const qint64 wall = wallNow();
    const qint64 jump = (wall - t) - m_wallOffset;
    if (std::abs(jump) >= kClockJumpMs) {
        m_wallOffset = wall - t;
        ++m_clockChanges;
        written.append(append({{QStringLiteral("kind"), study::kinds::clockChanged},
                               {QStringLiteral("t_ms"), t},
                               {QStringLiteral("expected_at"), utcTime(wall - jump)},
                               {QStringLiteral("clock_says"), utcTime(wall)},
                               {QStringLiteral("jump_ms"), jump}},
                              screen));
    }
    entry.insert(QStringLiteral("t_ms"), t);
    written.append(append(std::move(entry), screen));
    return written;
}

QByteArray StudyLogWriter::append(QJsonObject entry, const QString& screen) {
    if (!entry.contains(QStringLiteral("screen"))) {
        entry.insert(QStringLiteral("screen"), screen);
    }
    const QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact);
    m_file.write(line);
    m_file.write("\n");
    m_file.flush();
    ++m_lines;
    return line;
}

}  // namespace instants::client
