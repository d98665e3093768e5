#pragma once
// An SQLite VFS for tests that wraps the system's default VFS and injects the failures of a
// full disk or a read-only folder, so those cases are tested as root and without mounting
// anything. Register once; set the knobs; pass its name to Journal::Options::vfs.

#include <atomic>
#include <cstdint>

namespace instants::test {

struct FaultVfs {
    /// Writes fail with SQLITE_FULL once this many more bytes have been written (-1: never).
    static std::atomic<std::int64_t> writeBudget;
    /// Opening a file that does not exist yet fails (a folder where nothing can be created).
    static std::atomic<bool> refuseNewFiles;
    /// Every file is opened read-only (as a read-only file on a read-only folder).
    static std::atomic<bool> readOnly;

    /// Registers the VFS (idempotent) and returns its name, "instants-fault".
    static const char* name();
    /// Back to no failure.
    static void reset();
};

}  // namespace instants::test
