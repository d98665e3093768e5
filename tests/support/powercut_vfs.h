#pragma once
// An SQLite VFS for tests that simulates a power failure, in the manner of SQLite's own crash
// tests (test6.c): it wraps the system's default VFS, passes every call through to the real
// files, and remembers, sector by sector, what each file held when it was last synced. When
// the armed operation comes, power fails: that write (or sync, truncation, deletion) and every
// later one fail and reach nothing, as if the machine stopped there. Once every connection is
// closed, restore() leaves the files as the disk would hold them after the power came back:
// every write not yet synced is undone (Loss::Unsynced), or each unsynced sector is kept or
// undone at random, the file's length too (Loss::TornSectors: the order in which a disk
// writes back its cache is anybody's guess). A synced write is never undone.
//
// Files created while power is on are taken to exist afterwards (empty if never synced);
// deletions while power is on are taken as done. The "-shm" index is memory, as SQLite
// expects: whatever it holds is rebuilt by the next connection.
//
// One test at a time (global state); pass name() to Journal::Options::vfs or
// Session::Options::vfs.

#include <cstdint>
#include <random>
#include <string>

namespace instants::test {

struct PowerCutVfs {
    enum class Loss { Unsynced, TornSectors };

    /// Registers the VFS (idempotent) and returns its name, "instants-powercut".
    static const char* name();

    /// Power fails at the n-th write, truncation, sync or deletion from now (n >= 1).
    static void armCut(std::uint64_t n);
    /// No cut armed (power stays on).
    static void disarm();
    /// Whether power has failed (since the last restore()).
    static bool powerFailed();
    /// Writes, truncations, syncs and deletions done since the VFS was reset.
    static std::uint64_t operations();
    /// Files of this VFS open now.
    static int openFiles();

    /// What restore() did, for the test's report.
    struct Restored {
        std::uint64_t sectorsUndone = 0;
        std::uint64_t sectorsKept = 0;
        int filesChanged = 0;
    };
    /// After a power failure, with every file closed: the files as the disk holds them when
    /// power comes back. Power is then on again, with nothing armed. Throws std::logic_error
    /// if a file is still open.
    static Restored restore(Loss loss, std::mt19937_64& rng);

    /// Forgets every file and count (between tests).
    static void reset();
};

}  // namespace instants::test
