// One writer per journal (docs/architecture.md, invariant 11): the writer's exclusive lock on
// "<journal>.lock" (flock on POSIX, LockFileEx on Windows), with the holder's process id and
// program name written in the file for the message that refuses a second writer.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>
#include <system_error>

#ifndef _WIN32
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

#include "../journal_internal.h"

namespace instants {

namespace fs = std::filesystem;

using journal_detail::displayName;
using journal_detail::explain;

#ifdef _WIN32
Journal::Lock::~Lock() {
    if (handle != INVALID_HANDLE_VALUE) {
        CloseHandle(handle);  // releases the lock
    }
    if (removeOnRelease) {
        std::error_code ec;
        std::filesystem::remove(file, ec);
    }
}
#else
Journal::Lock::~Lock() {
    if (fd >= 0) {
        if (removeOnRelease) {
            std::error_code ec;
            std::filesystem::remove(file, ec);  // still held: nobody else has it yet
        }
        ::close(fd);  // releases the lock
    }
}
#endif

namespace {

fs::path lockPathOf(const fs::path& journal) {
    fs::path p = journal;
    p += ".lock";
    return p;
}

/// "process 1234 (instants-cli)": what the holder wrote in the lock file.
std::string holderOf(const fs::path& lockFile) {
    std::ifstream in(lockFile, std::ios::binary);
    std::string pid;
    std::string program;
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("pid=", 0) == 0) {
            pid = line.substr(4);
        } else if (line.rfind("program=", 0) == 0) {
            program = line.substr(8);
        }
    }
    if (pid.empty()) {
        return "another process";
    }
    return "process " + pid + (program.empty() ? std::string() : " (" + program + ")");
}

std::string thisProgram() {
#ifdef _WIN32
    wchar_t buffer[MAX_PATH];
    const DWORD n = GetModuleFileNameW(nullptr, buffer, MAX_PATH);
    if (n == 0) {
        return {};
    }
    const std::u8string name = fs::path(std::wstring(buffer, n)).filename().u8string();
    return std::string(name.begin(), name.end());
#else
    std::ifstream comm("/proc/self/comm");
    std::string name;
    std::getline(comm, name);
    return name;
#endif
}

std::string holderRecord() {
#ifdef _WIN32
    const unsigned long pid = GetCurrentProcessId();
#else
    const auto pid = static_cast<unsigned long>(::getpid());
#endif
    return "pid=" + std::to_string(pid) + "\nprogram=" + thisProgram() + "\n";
}

}  // namespace

std::unique_ptr<Journal::Lock> Journal::takeLock(const fs::path& journal) {
    const fs::path file = lockPathOf(journal);
    auto lock = std::make_unique<Lock>();
    lock->file = file;
    std::error_code ec;
    const bool existed = fs::exists(file, ec);
    const std::string record = holderRecord();
#ifdef _WIN32
    lock->handle = CreateFileW(file.wstring().c_str(), GENERIC_READ | GENERIC_WRITE,
                               FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                               OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (lock->handle == INVALID_HANDLE_VALUE) {
        throw JournalError(JournalError::Kind::ReadOnly, journal,
                           explain(JournalError::Kind::ReadOnly,
                                   "its lock file " + displayName(file) + " cannot be created"));
    }
    // The byte locked lies far past the holder's record, which others can still read.
    OVERLAPPED at{};
    at.Offset = 0x40000000;
    if (!LockFileEx(lock->handle, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0,
                    &at)) {
        throw JournalError(JournalError::Kind::InUse, journal,
                           explain(JournalError::Kind::InUse, holderOf(file)));
    }
    DWORD written = 0;
    SetFilePointer(lock->handle, 0, nullptr, FILE_BEGIN);
    SetEndOfFile(lock->handle);
    WriteFile(lock->handle, record.data(), static_cast<DWORD>(record.size()), &written, nullptr);
    lock->removeOnRelease = !existed;
#else
    lock->fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock->fd < 0) {
        const int e = errno;
        const JournalError::Kind kind = e == EACCES || e == EROFS || e == EPERM
                                            ? JournalError::Kind::ReadOnly
                                        : e == ENOSPC ? JournalError::Kind::DiskFull
                                                      : JournalError::Kind::CannotOpen;
        throw JournalError(
            kind, journal,
            explain(kind, "its lock file " + displayName(file) + ": " + std::strerror(e)));
    }
    if (::flock(lock->fd, LOCK_EX | LOCK_NB) != 0) {
        throw JournalError(JournalError::Kind::InUse, journal,
                           explain(JournalError::Kind::InUse, holderOf(file)));
    }
    lock->removeOnRelease = !existed;
    // The holder's record; a full disk leaves it short, which only makes a message vaguer.
    if (::ftruncate(lock->fd, 0) == 0) {
        const ssize_t n = ::pwrite(lock->fd, record.data(), record.size(), 0);
        static_cast<void>(n);
    }
#endif
    return lock;
}

}  // namespace instants
