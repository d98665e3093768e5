#include "datafolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QPair>
#include <memory>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace instants::client {

namespace {

QString shown(const QString& path) {
    return QDir::toNativeSeparators(path);
}

/// The journal's writer lock as the engine takes it (Journal::takeLock: flock on POSIX,
/// LockFileEx on Windows, on "<journal>.lock"), held while the old folder's entries move.
class WriterLock {
public:
    explicit WriterLock(const QString& lockFile) : m_file(lockFile) {
        m_existed = QFileInfo::exists(lockFile);
#ifdef Q_OS_WIN
        m_handle = CreateFileW(reinterpret_cast<const wchar_t*>(lockFile.utf16()),
                               GENERIC_READ | GENERIC_WRITE,
                               FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                               OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
        if (m_handle == INVALID_HANDLE_VALUE) {
            return;
        }
        OVERLAPPED at{};
        at.Offset = 0x40000000;  // the byte the engine locks
        m_held = LockFileEx(m_handle, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0,
                            &at) != 0;
#else
        m_fd = ::open(QFile::encodeName(lockFile).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        m_held = m_fd >= 0 && ::flock(m_fd, LOCK_EX | LOCK_NB) == 0;
#endif
        m_remove = m_held && !m_existed;
    }
    ~WriterLock() {
        // The lock file belongs to the journal that moved away, or was made here: removed while
        // still held (as the engine does), so nobody can be holding it.
        if (m_held && m_remove) {
            QFile::remove(m_file);
        }
#ifdef Q_OS_WIN
        if (m_handle != INVALID_HANDLE_VALUE) {
            CloseHandle(m_handle);
        }
#else
        if (m_fd >= 0) {
            ::close(m_fd);
        }
#endif
    }
    WriterLock(const WriterLock&) = delete;
    WriterLock& operator=(const WriterLock&) = delete;

    bool held() const {
        return m_held;
    }
    /// Removes the lock file when the lock is released (after the journal has moved away); a
    /// lock file this lock made is removed in any case.
    void removeOnRelease() {
        m_remove = m_held;
    }
    /// "process 1234 (instants)": what the holder wrote in the lock file.
    QString holder() const {
        QFile f(m_file);
        QString pid;
        QString program;
        if (f.open(QIODevice::ReadOnly)) {
            for (const QByteArray& line : f.readAll().split('\n')) {
                if (line.startsWith("pid=")) {
                    pid = QString::fromUtf8(line.mid(4));
                } else if (line.startsWith("program=")) {
                    program = QString::fromUtf8(line.mid(8));
                }
            }
        }
        if (pid.isEmpty()) {
            return QStringLiteral("another process");
        }
        return QStringLiteral("process %1").arg(pid) +
               (program.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(program));
    }

private:
    QString m_file;
    bool m_existed = false;
    bool m_held = false;
    bool m_remove = false;
#ifdef Q_OS_WIN
    HANDLE m_handle = INVALID_HANDLE_VALUE;
#else
    int m_fd = -1;
#endif
};

}  // namespace

QString earlierFolderOf(const QString& newFolder) {
    return QDir(newFolder).filePath(QCoreApplication::applicationName());
}

FolderMove moveEarlierFolder(const QString& oldFolder, const QString& newFolder,
                             const QString& keyFile, bool checkLock) {
    FolderMove r;
    const QDir oldDir(oldFolder);
    const QDir newDir(newFolder);
    const QString oldKey = oldDir.filePath(keyFile);
    const QString newKey = newDir.filePath(keyFile);
    r.use = newKey;
    if (!QFileInfo(oldFolder).isDir() || !QFileInfo::exists(oldKey)) {
        return r;  // nothing of an earlier version (its folder alone, without a journal, stays)
    }
    if (QFileInfo::exists(newKey)) {
        r.messages << QStringLiteral(
                          "%1 is used; %2, left by an earlier version, was not moved (nothing was "
                          "changed there)")
                          .arg(shown(newKey), shown(oldKey));
        return r;
    }
    const QString lockName = keyFile + QStringLiteral(".lock");
    std::unique_ptr<WriterLock> lock;
    if (checkLock) {
        lock = std::make_unique<WriterLock>(oldDir.filePath(lockName));
        if (!lock->held()) {
            r.messages << QStringLiteral(
                              "%1 (the folder of an earlier version) is in use by %2: not moved to "
                              "%3; used where it is")
                              .arg(shown(oldKey), lock->holder(), shown(newFolder));
            r.use = oldKey;
            return r;
        }
    }
    // Every entry but the lock, the key file last.
    QStringList names = oldDir.entryList(
        QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
    names.removeAll(lockName);
    names.removeAll(keyFile);
    names.append(keyFile);
    QStringList taken;
    for (const QString& name : names) {
        if (QFileInfo::exists(newDir.filePath(name)) ||
            QFileInfo(newDir.filePath(name)).isSymLink()) {
            taken << name;
        }
    }
    if (!taken.isEmpty()) {
        r.messages << QStringLiteral(
                          "%1 (the folder of an earlier version) was not moved to %2, which "
                          "already has %3; %4 is used where it is")
                          .arg(shown(oldFolder), shown(newFolder), taken.join(QStringLiteral(", ")),
                               shown(oldKey));
        r.use = oldKey;
        return r;
    }
    if (!QDir().mkpath(newFolder)) {
        r.messages << QStringLiteral("%1 cannot be created: %2 stays where it is")
                          .arg(shown(newFolder), shown(oldKey));
        r.use = oldKey;
        return r;
    }
    QList<QPair<QString, QString>> done;
    for (const QString& name : names) {
        const QString from = oldDir.filePath(name);
        const QString to = newDir.filePath(name);
        if (!QDir().rename(from, to)) {
            QString undone;
            for (auto it = done.crbegin(); it != done.crend(); ++it) {
                if (!QDir().rename(it->second, it->first)) {
                    undone += QStringLiteral("; %1 could not be put back, it is at %2")
                                  .arg(shown(it->first), shown(it->second));
                }
            }
            r.messages << QStringLiteral("%1 could not be moved to %2: %3 is used where it is%4")
                              .arg(shown(from), shown(to), shown(oldKey), undone);
            r.use = oldKey;
            return r;
        }
        done.append({from, to});
    }
    if (lock) {
        lock->removeOnRelease();
        lock.reset();
    }
    const bool removed = QDir().rmdir(oldFolder);
    r.messages << QStringLiteral("moved %1 from %2 (the folder of an earlier version) to %3%4")
                      .arg(names.join(QStringLiteral(", ")), shown(oldFolder), shown(newFolder),
                           removed ? QString()
                                   : QStringLiteral("; the old folder is not empty and stays"));
    return r;
}

}  // namespace instants::client
