#pragma once
// What the tests' SQLite VFSs (fault_vfs.h, powercut_vfs.h) share: a VFS over the system's
// default one, whose files wrap the real files, every call passed through to them unless the
// test's VFS replaces it.

#include <sqlite3.h>

namespace instants::test::wrapped {

/// The head of a test VFS's file: its own fields may follow in a struct that starts with this
/// one; the real file's memory follows that whole struct.
struct File {
    sqlite3_file base;
    sqlite3_file* real;
};

inline sqlite3_file* real(sqlite3_file* f) {
    return reinterpret_cast<File*>(f)->real;
}

/// Methods that pass every call through to the real file: a test VFS copies them and replaces
/// what it changes.
sqlite3_io_methods passThroughMethods();

/// Makes `vfs` a VFS named `name` over the default VFS, for files of `fileBytes` bytes (the
/// test VFS's struct) followed by the real file. Every call passes through to the default VFS;
/// the caller then replaces xOpen (and whatever else it changes) and registers it. Returns the
/// default VFS.
sqlite3_vfs* makeVfs(sqlite3_vfs& vfs, const char* name, int fileBytes);

/// The start of a test VFS's xOpen: no methods yet, the real file placed after `fileBytes`.
inline void prepare(sqlite3_file* f, int fileBytes) {
    auto* file = reinterpret_cast<File*>(f);
    file->base.pMethods = nullptr;
    file->real = reinterpret_cast<sqlite3_file*>(reinterpret_cast<char*>(f) + fileBytes);
}

}  // namespace instants::test::wrapped
