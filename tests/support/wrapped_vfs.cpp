#include "wrapped_vfs.h"

#include <cstring>

namespace instants::test::wrapped {

namespace {

int xClose(sqlite3_file* f) {
    return real(f)->pMethods->xClose(real(f));
}
int xRead(sqlite3_file* f, void* b, int n, sqlite3_int64 o) {
    return real(f)->pMethods->xRead(real(f), b, n, o);
}
int xWrite(sqlite3_file* f, const void* b, int n, sqlite3_int64 o) {
    return real(f)->pMethods->xWrite(real(f), b, n, o);
}
int xTruncate(sqlite3_file* f, sqlite3_int64 s) {
    return real(f)->pMethods->xTruncate(real(f), s);
}
int xSync(sqlite3_file* f, int flags) {
    return real(f)->pMethods->xSync(real(f), flags);
}
int xFileSize(sqlite3_file* f, sqlite3_int64* s) {
    return real(f)->pMethods->xFileSize(real(f), s);
}
int xLock(sqlite3_file* f, int l) {
    return real(f)->pMethods->xLock(real(f), l);
}
int xUnlock(sqlite3_file* f, int l) {
    return real(f)->pMethods->xUnlock(real(f), l);
}
int xCheckReservedLock(sqlite3_file* f, int* r) {
    return real(f)->pMethods->xCheckReservedLock(real(f), r);
}
int xFileControl(sqlite3_file* f, int op, void* a) {
    return real(f)->pMethods->xFileControl(real(f), op, a);
}
int xSectorSize(sqlite3_file* f) {
    return real(f)->pMethods->xSectorSize(real(f));
}
int xDeviceCharacteristics(sqlite3_file* f) {
    return real(f)->pMethods->xDeviceCharacteristics(real(f));
}
int xShmMap(sqlite3_file* f, int i, int sz, int ext, void volatile** p) {
    return real(f)->pMethods->xShmMap(real(f), i, sz, ext, p);
}
int xShmLock(sqlite3_file* f, int o, int n, int fl) {
    return real(f)->pMethods->xShmLock(real(f), o, n, fl);
}
void xShmBarrier(sqlite3_file* f) {
    real(f)->pMethods->xShmBarrier(real(f));
}
int xShmUnmap(sqlite3_file* f, int d) {
    return real(f)->pMethods->xShmUnmap(real(f), d);
}
int xFetch(sqlite3_file* f, sqlite3_int64 o, int n, void** p) {
    return real(f)->pMethods->xFetch(real(f), o, n, p);
}
int xUnfetch(sqlite3_file* f, sqlite3_int64 o, void* p) {
    return real(f)->pMethods->xUnfetch(real(f), o, p);
}

sqlite3_vfs* under(sqlite3_vfs* v) {
    return static_cast<sqlite3_vfs*>(v->pAppData);
}

int xOpen(sqlite3_vfs* v, const char* name, sqlite3_file* f, int flags, int* outFlags) {
    return under(v)->xOpen(under(v), name, f, flags, outFlags);
}
int xDelete(sqlite3_vfs* v, const char* n, int s) {
    return under(v)->xDelete(under(v), n, s);
}
int xAccess(sqlite3_vfs* v, const char* n, int flags, int* out) {
    return under(v)->xAccess(under(v), n, flags, out);
}
int xFullPathname(sqlite3_vfs* v, const char* n, int sz, char* out) {
    return under(v)->xFullPathname(under(v), n, sz, out);
}
void* xDlOpen(sqlite3_vfs* v, const char* f) {
    return under(v)->xDlOpen(under(v), f);
}
void xDlError(sqlite3_vfs* v, int n, char* m) {
    under(v)->xDlError(under(v), n, m);
}
void (*xDlSym(sqlite3_vfs* v, void* h, const char* s))(void) {
    return under(v)->xDlSym(under(v), h, s);
}
void xDlClose(sqlite3_vfs* v, void* h) {
    under(v)->xDlClose(under(v), h);
}
int xRandomness(sqlite3_vfs* v, int n, char* o) {
    return under(v)->xRandomness(under(v), n, o);
}
int xSleep(sqlite3_vfs* v, int us) {
    return under(v)->xSleep(under(v), us);
}
int xCurrentTime(sqlite3_vfs* v, double* t) {
    return under(v)->xCurrentTime(under(v), t);
}
int xGetLastError(sqlite3_vfs* v, int n, char* b) {
    return under(v)->xGetLastError(under(v), n, b);
}
int xCurrentTimeInt64(sqlite3_vfs* v, sqlite3_int64* t) {
    return under(v)->xCurrentTimeInt64(under(v), t);
}

}  // namespace

sqlite3_io_methods passThroughMethods() {
    return {
        3,
        xClose,
        xRead,
        xWrite,
        xTruncate,
        xSync,
        xFileSize,
        xLock,
        xUnlock,
        xCheckReservedLock,
        xFileControl,
        xSectorSize,
        xDeviceCharacteristics,
        xShmMap,
        xShmLock,
        xShmBarrier,
        xShmUnmap,
        xFetch,
        xUnfetch,
    };
}

sqlite3_vfs* makeVfs(sqlite3_vfs& vfs, const char* name, int fileBytes) {
    sqlite3_vfs* real = sqlite3_vfs_find(nullptr);
    std::memset(&vfs, 0, sizeof vfs);
    vfs.iVersion = 2;
    vfs.szOsFile = fileBytes + real->szOsFile;
    vfs.mxPathname = real->mxPathname;
    vfs.zName = name;
    vfs.pAppData = real;
    vfs.xOpen = xOpen;
    vfs.xDelete = xDelete;
    vfs.xAccess = xAccess;
    vfs.xFullPathname = xFullPathname;
    vfs.xDlOpen = xDlOpen;
    vfs.xDlError = xDlError;
    vfs.xDlSym = xDlSym;
    vfs.xDlClose = xDlClose;
    vfs.xRandomness = xRandomness;
    vfs.xSleep = xSleep;
    vfs.xCurrentTime = xCurrentTime;
    vfs.xGetLastError = xGetLastError;
    vfs.xCurrentTimeInt64 = xCurrentTimeInt64;
    return real;
}

}  // namespace instants::test::wrapped
