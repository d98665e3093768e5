#include "fault_vfs.h"

#include <sqlite3.h>
#include <unistd.h>

#include <cstring>

namespace instants::test {

std::atomic<std::int64_t> FaultVfs::writeBudget{-1};
std::atomic<bool> FaultVfs::refuseNewFiles{false};
std::atomic<bool> FaultVfs::readOnly{false};

namespace {

sqlite3_vfs* g_real = nullptr;
sqlite3_vfs g_vfs;

struct File {
    sqlite3_file base;
    sqlite3_file* real;  // allocated right after this struct
};

sqlite3_file* real(sqlite3_file* f) { return reinterpret_cast<File*>(f)->real; }

int xClose(sqlite3_file* f) { return real(f)->pMethods->xClose(real(f)); }
int xRead(sqlite3_file* f, void* b, int n, sqlite3_int64 o) { return real(f)->pMethods->xRead(real(f), b, n, o); }
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
int xTruncate(sqlite3_file* f, sqlite3_int64 s) { return real(f)->pMethods->xTruncate(real(f), s); }
int xSync(sqlite3_file* f, int flags) { return real(f)->pMethods->xSync(real(f), flags); }
int xFileSize(sqlite3_file* f, sqlite3_int64* s) { return real(f)->pMethods->xFileSize(real(f), s); }
int xLock(sqlite3_file* f, int l) { return real(f)->pMethods->xLock(real(f), l); }
int xUnlock(sqlite3_file* f, int l) { return real(f)->pMethods->xUnlock(real(f), l); }
int xCheckReservedLock(sqlite3_file* f, int* r) { return real(f)->pMethods->xCheckReservedLock(real(f), r); }
int xFileControl(sqlite3_file* f, int op, void* a) { return real(f)->pMethods->xFileControl(real(f), op, a); }
int xSectorSize(sqlite3_file* f) { return real(f)->pMethods->xSectorSize(real(f)); }
int xDeviceCharacteristics(sqlite3_file* f) { return real(f)->pMethods->xDeviceCharacteristics(real(f)); }
int xShmMap(sqlite3_file* f, int i, int sz, int ext, void volatile** p) {
    return real(f)->pMethods->xShmMap(real(f), i, sz, ext, p);
}
int xShmLock(sqlite3_file* f, int o, int n, int fl) { return real(f)->pMethods->xShmLock(real(f), o, n, fl); }
void xShmBarrier(sqlite3_file* f) { real(f)->pMethods->xShmBarrier(real(f)); }
int xShmUnmap(sqlite3_file* f, int d) { return real(f)->pMethods->xShmUnmap(real(f), d); }
int xFetch(sqlite3_file* f, sqlite3_int64 o, int n, void** p) { return real(f)->pMethods->xFetch(real(f), o, n, p); }
int xUnfetch(sqlite3_file* f, sqlite3_int64 o, void* p) { return real(f)->pMethods->xUnfetch(real(f), o, p); }

const sqlite3_io_methods g_methods = {
    3,          xClose,     xRead,     xWrite,    xTruncate,
    xSync,      xFileSize,  xLock,     xUnlock,   xCheckReservedLock,
    xFileControl, xSectorSize, xDeviceCharacteristics, xShmMap, xShmLock,
    xShmBarrier, xShmUnmap, xFetch, xUnfetch,
};

int xOpen(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* outFlags) {
    auto* file = reinterpret_cast<File*>(f);
    file->base.pMethods = nullptr;
    file->real = reinterpret_cast<sqlite3_file*>(file + 1);
    if (name != nullptr && FaultVfs::refuseNewFiles.load() && (flags & SQLITE_OPEN_CREATE) != 0 &&
        access(name, F_OK) != 0) {
        return SQLITE_CANTOPEN;
    }
    if (FaultVfs::readOnly.load() && (flags & SQLITE_OPEN_READWRITE) != 0) {
        flags = (flags & ~(SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)) | SQLITE_OPEN_READONLY;
    }
    const int rc = g_real->xOpen(g_real, name, file->real, flags, outFlags);
    if (rc == SQLITE_OK) {
        file->base.pMethods = &g_methods;
    }
    return rc;
}

int xDelete(sqlite3_vfs*, const char* n, int s) { return g_real->xDelete(g_real, n, s); }
int xAccess(sqlite3_vfs*, const char* n, int flags, int* out) {
    const int rc = g_real->xAccess(g_real, n, flags, out);
    if (rc == SQLITE_OK && flags == SQLITE_ACCESS_READWRITE && FaultVfs::readOnly.load()) {
        *out = 0;
    }
    return rc;
}
int xFullPathname(sqlite3_vfs*, const char* n, int sz, char* out) { return g_real->xFullPathname(g_real, n, sz, out); }
void* xDlOpen(sqlite3_vfs*, const char* f) { return g_real->xDlOpen(g_real, f); }
void xDlError(sqlite3_vfs*, int n, char* m) { g_real->xDlError(g_real, n, m); }
void (*xDlSym(sqlite3_vfs*, void* h, const char* s))(void) { return g_real->xDlSym(g_real, h, s); }
void xDlClose(sqlite3_vfs*, void* h) { g_real->xDlClose(g_real, h); }
int xRandomness(sqlite3_vfs*, int n, char* o) { return g_real->xRandomness(g_real, n, o); }
int xSleep(sqlite3_vfs*, int us) { return g_real->xSleep(g_real, us); }
int xCurrentTime(sqlite3_vfs*, double* t) { return g_real->xCurrentTime(g_real, t); }
int xGetLastError(sqlite3_vfs*, int n, char* b) { return g_real->xGetLastError(g_real, n, b); }
int xCurrentTimeInt64(sqlite3_vfs*, sqlite3_int64* t) { return g_real->xCurrentTimeInt64(g_real, t); }

}  // namespace

const char* FaultVfs::name() {
    if (g_real == nullptr) {
        g_real = sqlite3_vfs_find(nullptr);
        std::memset(&g_vfs, 0, sizeof g_vfs);
        g_vfs.iVersion = 2;
        g_vfs.szOsFile = static_cast<int>(sizeof(File)) + g_real->szOsFile;
        g_vfs.mxPathname = g_real->mxPathname;
        g_vfs.zName = "instants-fault";
        g_vfs.xOpen = xOpen;
        g_vfs.xDelete = xDelete;
        g_vfs.xAccess = xAccess;
        g_vfs.xFullPathname = xFullPathname;
        g_vfs.xDlOpen = xDlOpen;
        g_vfs.xDlError = xDlError;
        g_vfs.xDlSym = xDlSym;
        g_vfs.xDlClose = xDlClose;
        g_vfs.xRandomness = xRandomness;
        g_vfs.xSleep = xSleep;
        g_vfs.xCurrentTime = xCurrentTime;
        g_vfs.xGetLastError = xGetLastError;
        g_vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
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
