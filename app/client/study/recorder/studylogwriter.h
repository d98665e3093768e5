#pragma once
// The study log's file (docs/study.md, "Files"): one JSON object per line, each with its
// `t_ms` on a monotonic clock that starts with the session, flushed line by line, so that a
// session cut short by a crash or a power cut keeps every line written before it. The wall
// clock is only read to record its jumps (`clock_changed`): the log's times never follow it.
// Used by StudyRecorder alone; knows nothing of windows, games or screens.

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QString>
#include <functional>

namespace instants::client {

class StudyLogWriter {
public:
    /// A change of the wall clock by this much or more during a session is recorded.
    static constexpr qint64 kClockJumpMs = 2000;

    /// Opens `path` for appending and starts the session's clock; false with `error` (the
    /// file's error string) when it cannot be written.
    bool open(const QString& path, QString& error);
    void close() { m_file.close(); }
    bool isOpen() const { return m_file.isOpen(); }
    QString fileName() const { return m_file.fileName(); }

    /// Milliseconds since the session started (0 when none).
    qint64 elapsedMs() const { return isOpen() ? m_clock.elapsed() : 0; }
    /// The wall clock when the session started (ms since 1970, UTC).
    qint64 startedAtMs() const { return m_startWall; }
    int lines() const { return m_lines; }
    int clockChanges() const { return m_clockChanges; }

    /// Writes `entry` with the current t_ms (after a `clock_changed` line when the wall clock
    /// jumped since the last line); `screen` is added unless the entry names one. Returns the
    /// lines written, as written (without their newlines): none when no session is open.
    QList<QByteArray> write(QJsonObject entry, const QString& screen);

    /// The wall clock, in ms since 1970 (UTC); empty for the system's. Tests set it back.
    void setWallClock(std::function<qint64()> clock) { m_wallClock = std::move(clock); }

    /// "2026-12-02T10:00:00.000Z"
    static QString utcTime(qint64 msSinceEpoch);

private:
    qint64 wallNow() const;
    QByteArray append(QJsonObject entry, const QString& screen);

    QFile m_file;
    QElapsedTimer m_clock;
    std::function<qint64()> m_wallClock;
    qint64 m_startWall = 0;
    qint64 m_wallOffset = 0;  ///< the wall clock minus t_ms, as last seen
    int m_lines = 0;
    int m_clockChanges = 0;
};

}  // namespace instants::client
