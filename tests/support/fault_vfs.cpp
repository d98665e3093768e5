#include "fault_vfs.h"

#include <unistd.h>

#include "wrapped_vfs.h"

namespace instants::test {

std::atomic<std::int64_t> FaultVfs::writeBudget{-1};
std::atomic<bool> FaultVfs::refuseNewFiles{false};
std::atomic<bool> FaultVfs::readOnly{false};

namespace {

using wrapped::real;

sqlite3_vfs* g_real = nullptr;
sqlite3_vfs g_vfs;
sqlite3_io_methods g_methods;

int xWrite(sqlite3_file* f, const void* b, int n, sqlite3_int64 o) {
    if (FaultVfs::readOnly.load()) {
        return SQLITE_READONLY;
    }
    const std::int64_t budget = FaultVfs::writeBudget.load();
    if (budget >= 0) {
        if (budget < n) {
            FaultVfs::writeBudget.store(0);
            return SQLITE_FULL;
        }
        FaultVfs::writeBudget.store(budget - n);
    }
    return real(f)->pMethods->xWrite(real(f), b, n, o);
}

int xOpen(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* outFlags) {
    wrapped::prepare(f, sizeof(wrapped::File));
    if (name != nullptr && FaultVfs::refuseNewFiles.load() && (flags & SQLITE_OPEN_CREATE) != 0 &&
        access(name, F_OK) != 0) {
        return SQLITE_CANTOPEN;
    }
    if (FaultVfs::readOnly.load() && (flags & SQLITE_OPEN_READWRITE) != 0) {
        flags = (flags & ~(SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)) | SQLITE_OPEN_READONLY;
    }
    const int rc = g_real->xOpen(g_real, name, real(f), flags, outFlags);
    if (rc == SQLITE_OK) {
        f->pMethods = &g_methods;
    }
    return rc;
}

int xAccess(sqlite3_vfs*, const char* n, int flags, int* out) {
    const int rc = g_real->xAccess(g_real, n, flags, out);
    if (rc == SQLITE_OK && flags == SQLITE_ACCESS_READWRITE && FaultVfs::readOnly.load()) {
        *out = 0;
    }
    return rc;
}

}  // namespace

const char* FaultVfs::name() {
    if (g_real == nullptr) {
        g_real = wrapped::makeVfs(g_vfs, "instants-fault", sizeof(wrapped::File));
        g_vfs.xOpen = xOpen;
        g_vfs.xAccess = xAccess;
        g_methods = wrapped::passThroughMethods();
        g_methods.xWrite = xWrite;
        sqlite3_vfs_register(&g_vfs, 0);
    }
    return g_vfs.zName;
}

void FaultVfs::reset() {
    writeBudget.store(-1);
    refuseNewFiles.store(false);
    readOnly.store(false);
}

}  // namespace instants::test
