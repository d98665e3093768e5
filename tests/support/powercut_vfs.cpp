#include "powercut_vfs.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <map>
#include <memory>
#include <stdexcept>

#include "wrapped_vfs.h"

namespace instants::test {

namespace {

/// The unit of what a disk writes back on its own: a sector, smaller than SQLite's page, so
/// that TornSectors also tears pages.
constexpr std::int64_t kSector = 512;

/// One file as the disk holds it: its length at its last sync, and the synced contents of
/// every sector changed since (shorter than a sector at the synced end of file, empty past it).
struct Durable {
    std::int64_t syncedSize = 0;
    std::map<std::int64_t, std::string> synced;
};

sqlite3_vfs* g_real = nullptr;
sqlite3_vfs g_vfs;
std::map<std::string, std::unique_ptr<Durable>> g_files;
std::uint64_t g_ops = 0;
std::uint64_t g_cutAt = 0;  // 0: nothing armed
bool g_failed = false;
int g_open = 0;

/// Whether the next write, truncation, sync or deletion reaches the disk: false once power
/// has failed, and for the armed operation itself.
bool powerOn() {
    if (g_failed) {
        return false;
    }
    ++g_ops;
    if (g_cutAt != 0 && g_ops >= g_cutAt) {
        g_failed = true;
        return false;
    }
    return true;
}

struct File {
    wrapped::File head;
    Durable* durable;  // nullptr: a temporary file without a name, not followed
};

File* file(sqlite3_file* f) {
    return reinterpret_cast<File*>(f);
}
using wrapped::real;

std::int64_t sizeOf(sqlite3_file* f) {
    sqlite3_int64 size = 0;
    if (real(f)->pMethods->xFileSize(real(f), &size) != SQLITE_OK) {
        throw std::runtime_error("powercut vfs: cannot read a file's size");
    }
    return size;
}

/// Keeps the synced contents of the sectors [first, last] not changed since the last sync.
void remember(sqlite3_file* f, std::int64_t first, std::int64_t last) {
    Durable* d = file(f)->durable;
    if (d == nullptr) {
        return;
    }
    for (std::int64_t s = first; s <= last; ++s) {
        if (d->synced.count(s) != 0) {
            continue;
        }
        const std::int64_t start = s * kSector;
        const std::int64_t length =
            std::max<std::int64_t>(0, std::min(kSector, d->syncedSize - start));
        std::string bytes(static_cast<std::size_t>(length), '\0');
        if (length > 0) {
            // Short reads (a file truncated since its sync) leave zeros; the truncation kept
            // those sectors first.
            (void)real(f)->pMethods->xRead(real(f), bytes.data(), static_cast<int>(length), start);
        }
        d->synced.emplace(s, std::move(bytes));
    }
}

int xClose(sqlite3_file* f) {
    --g_open;
    return real(f)->pMethods->xClose(real(f));
}
int xWrite(sqlite3_file* f, const void* b, int n, sqlite3_int64 o) {
    if (!powerOn()) {
        return SQLITE_IOERR_WRITE;
    }
    if (n > 0) {
        remember(f, o / kSector, (o + n - 1) / kSector);
    }
    return real(f)->pMethods->xWrite(real(f), b, n, o);
}
int xTruncate(sqlite3_file* f, sqlite3_int64 size) {
    if (!powerOn()) {
        return SQLITE_IOERR_TRUNCATE;
    }
    const std::int64_t now = sizeOf(f);
    if (size < now) {
        remember(f, size / kSector, (now - 1) / kSector);
    }
    return real(f)->pMethods->xTruncate(real(f), size);
}
int xSync(sqlite3_file* f, int) {
    if (!powerOn()) {
        return SQLITE_IOERR_FSYNC;
    }
    // The model is the durability: what is synced here survives restore(). The real fsync
    // adds nothing to it and would only slow the thousand cuts down.
    if (Durable* d = file(f)->durable) {
        d->syncedSize = sizeOf(f);
        d->synced.clear();
    }
    return SQLITE_OK;
}
int xFileControl(sqlite3_file* f, int op, void* a) {
    if (op == SQLITE_FCNTL_SIZE_HINT || op == SQLITE_FCNTL_CHUNK_SIZE) {
        return SQLITE_NOTFOUND;  // file growth goes through xWrite and xTruncate only
    }
    return real(f)->pMethods->xFileControl(real(f), op, a);
}

int xFetch(sqlite3_file*, sqlite3_int64, int, void** p) {
    *p = nullptr;  // no memory-mapped pages: every read goes through xRead
    return SQLITE_OK;
}
int xUnfetch(sqlite3_file*, sqlite3_int64, void*) {
    return SQLITE_OK;
}

sqlite3_io_methods g_methods;

bool exists(const char* name) {
    struct stat st {};
    return ::stat(name, &st) == 0;
}

std::int64_t sizeOnDisk(const char* name) {
    struct stat st {};
    return ::stat(name, &st) == 0 ? static_cast<std::int64_t>(st.st_size) : 0;
}

int xOpen(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* outFlags) {
    wrapped::prepare(f, sizeof(File));
    File* h = file(f);
    h->durable = nullptr;
    const bool isNew = name != nullptr && !exists(name);
    if (isNew && g_failed) {
        return SQLITE_CANTOPEN;  // nothing is created once power has failed
    }
    const int rc = g_real->xOpen(g_real, name, real(f), flags, outFlags);
    if (rc != SQLITE_OK) {
        return rc;
    }
    f->pMethods = &g_methods;
    ++g_open;
    if (name != nullptr && (flags & SQLITE_OPEN_DELETEONCLOSE) == 0) {
        auto& d = g_files[name];
        if (!d) {
            // First seen: what is there now is on disk (a new file, empty, exists from now).
            d = std::make_unique<Durable>();
            d->syncedSize = sizeOnDisk(name);
        }
        h->durable = d.get();
    }
    return SQLITE_OK;
}

int xDelete(sqlite3_vfs*, const char* n, int s) {
    if (!powerOn()) {
        return SQLITE_IOERR_DELETE;
    }
    if (auto it = g_files.find(n); it != g_files.end()) {
        it->second->syncedSize = 0;
        it->second->synced.clear();
    }
    return g_real->xDelete(g_real, n, s);
}

void writeAt(int fd, const std::string& bytes, std::int64_t at, const std::string& path) {
    if (!bytes.empty() && ::pwrite(fd, bytes.data(), bytes.size(), static_cast<off_t>(at)) !=
                              static_cast<ssize_t>(bytes.size())) {
        throw std::runtime_error("powercut vfs: cannot restore " + path);
    }
}

}  // namespace

const char* PowerCutVfs::name() {
    if (g_real == nullptr) {
        g_real = wrapped::makeVfs(g_vfs, "instants-powercut", sizeof(File));
        g_vfs.xOpen = xOpen;
        g_vfs.xDelete = xDelete;
        g_methods = wrapped::passThroughMethods();
        g_methods.xClose = xClose;
        g_methods.xWrite = xWrite;
        g_methods.xTruncate = xTruncate;
        g_methods.xSync = xSync;
        g_methods.xFileControl = xFileControl;
        g_methods.xFetch = xFetch;
        g_methods.xUnfetch = xUnfetch;
        sqlite3_vfs_register(&g_vfs, 0);
    }
    return g_vfs.zName;
}

void PowerCutVfs::armCut(std::uint64_t n) {
    g_cutAt = g_ops + (n == 0 ? 1 : n);
}
void PowerCutVfs::disarm() {
    g_cutAt = 0;
}
bool PowerCutVfs::powerFailed() {
    return g_failed;
}
std::uint64_t PowerCutVfs::operations() {
    return g_ops;
}
int PowerCutVfs::openFiles() {
    return g_open;
}

PowerCutVfs::Restored PowerCutVfs::restore(Loss loss, std::mt19937_64& rng) {
    if (g_open != 0) {
        throw std::logic_error("powercut vfs: restore() with " + std::to_string(g_open) +
                               " file(s) still open");
    }
    Restored out;
    std::bernoulli_distribution coin(0.5);
    for (auto& [path, d] : g_files) {
        if (d->synced.empty() && sizeOnDisk(path.c_str()) == d->syncedSize) {
            continue;
        }
        if (!exists(path.c_str())) {
            d->synced.clear();
            d->syncedSize = 0;
            continue;
        }
        const std::int64_t current = sizeOnDisk(path.c_str());
        // The new length reached the disk, or not (its metadata is written back like a sector).
        const std::int64_t finalSize =
            (loss == Loss::TornSectors && coin(rng)) ? current : d->syncedSize;
        const int fd = ::open(path.c_str(), O_RDWR);
        if (fd < 0) {
            throw std::runtime_error("powercut vfs: cannot open " + path + " to restore it");
        }
        for (const auto& [sector, bytes] : d->synced) {
            const std::int64_t start = sector * kSector;
            if (start >= finalSize) {
                continue;  // past the end the disk kept
            }
            // A sector past the current end (cut off by a truncation since the sync) has no
            // newer contents to keep.
            const bool undo = loss == Loss::Unsynced || start >= current || coin(rng);
            if (!undo) {
                ++out.sectorsKept;
                continue;
            }
            ++out.sectorsUndone;
            writeAt(fd, bytes, start, path);
            // Within the final length but past what was synced: space the file had grown into,
            // never written back: zeros.
            const std::int64_t from = start + static_cast<std::int64_t>(bytes.size());
            const std::int64_t to = std::min(start + kSector, finalSize);
            if (to > from) {
                writeAt(fd, std::string(static_cast<std::size_t>(to - from), '\0'), from, path);
            }
        }
        if (::ftruncate(fd, static_cast<off_t>(finalSize)) != 0) {
            ::close(fd);
            throw std::runtime_error("powercut vfs: cannot restore the length of " + path);
        }
        ::close(fd);
        d->synced.clear();
        d->syncedSize = finalSize;
        ++out.filesChanged;
    }
    g_failed = false;
    g_cutAt = 0;
    return out;
}

void PowerCutVfs::reset() {
    g_files.clear();
    g_ops = 0;
    g_cutAt = 0;
    g_failed = false;
}

}  // namespace instants::test
