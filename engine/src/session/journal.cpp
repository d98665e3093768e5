#include "instants/session/journal.h"

#include "instants/json.h"

#include <sodium.h>
#include <sqlite3.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <array>
#include <chrono>
#include <ctime>
#include <fstream>
#include <span>
#include <system_error>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace instants {

namespace fs = std::filesystem;

namespace {

constexpr const char* kSchemaV1 = R"sql(
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE wallet (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    balance_cents INTEGER NOT NULL
);
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    game        TEXT    NOT NULL,
    stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
    win_cents   INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
    finished    INTEGER NOT NULL DEFAULT 0,
    hidden      INTEGER NOT NULL DEFAULT 0,
    started_at  TEXT    NOT NULL,
    finished_at TEXT
);
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq     INTEGER NOT NULL,
    body    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE ledger (
    id            INTEGER PRIMARY KEY,
    at            TEXT    NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('initial', 'stake', 'win', 'reset')),
    game_id       INTEGER REFERENCES games(id),
    amount_cents  INTEGER NOT NULL,
    balance_after INTEGER NOT NULL
);
CREATE TABLE dealing (
    game      TEXT PRIMARY KEY,
    base_seed TEXT    NOT NULL,
    block     INTEGER NOT NULL,
    position  INTEGER NOT NULL
);
CREATE INDEX games_unfinished ON games(finished) WHERE finished = 0;
)sql";

/// The digest each chained row carries: BLAKE2b-256 of its predecessor's digest (zeros for
/// the first row), a tag naming the table, and the row's fields, each preceded by its length.
using Link = std::array<unsigned char, crypto_generichash_BYTES>;

class Chainer {
public:
    Chainer(const Link& previous, std::string_view table) {
        // One buffer hashed at once: many tiny updates cost more than the hashing.
        thread_local std::string buffer;
        m_buffer = &buffer;
        m_buffer->assign(reinterpret_cast<const char*>(previous.data()), previous.size());
        add(table);
    }
    Chainer& add(std::string_view field) {
        char length[8];
        for (std::size_t i = 0; i < 8; ++i) {
            length[i] = static_cast<char>(static_cast<std::uint64_t>(field.size()) >> (8U * i));
        }
        m_buffer->append(length, sizeof length);
        m_buffer->append(field);
        return *this;
    }
    Chainer& add(std::int64_t value) {
        char digits[24];
        const int n = std::snprintf(digits, sizeof digits, "%lld", static_cast<long long>(value));
        return add(std::string_view(digits, static_cast<std::size_t>(n)));
    }
    Link done() {
        Link out{};
        crypto_generichash(out.data(), out.size(), reinterpret_cast<const unsigned char*>(m_buffer->data()),
                           m_buffer->size(), nullptr, 0);
        return out;
    }

private:
    std::string* m_buffer;
};

Link ledgerLink(const Link& previous, std::int64_t id, const std::string& at, const std::string& kind,
                const std::string& gameId, std::int64_t amount, std::int64_t balanceAfter) {
    return Chainer(previous, "ledger").add(id).add(at).add(kind).add(gameId).add(amount).add(balanceAfter).done();
}

Link eventLink(const Link& previous, std::int64_t n, std::int64_t gameId, std::int64_t seq, const std::string& body) {
    return Chainer(previous, "event").add(n).add(gameId).add(seq).add(body).done();
}

std::string hexOf(std::span<const unsigned char> bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (const unsigned char b : bytes) {
        out += digits[b >> 4U];
        out += digits[b & 15U];
    }
    return out;
}

/// "<last id>:<hex digest>", the head of a chain as kept in the meta table.
std::string headText(std::int64_t last, const Link& link) { return std::to_string(last) + ":" + hexOf(link); }

std::int64_t systemNowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

/// Days since 1970-01-01 of a civil date (H. Hinnant's algorithm), and back.
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
    y -= m <= 2 ? 1 : 0;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

/// "YYYY-MM-DDTHH:MM:SS.mmmZ" (UTC), the journal's time format.
std::string isoOfMs(std::int64_t ms) {
    std::int64_t days = ms >= 0 ? ms / 86400000 : -((-ms + 86399999) / 86400000);
    const std::int64_t inDay = ms - days * 86400000;
    days += 719468;
    const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
    const auto doe = static_cast<unsigned>(days - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2 ? 1 : 0;
    char out[96];
    std::snprintf(out, sizeof out, "%04lld-%02u-%02uT%02lld:%02lld:%02lld.%03lldZ", static_cast<long long>(y), m, d,
                  static_cast<long long>(inDay / 3600000), static_cast<long long>(inDay / 60000 % 60),
                  static_cast<long long>(inDay / 1000 % 60), static_cast<long long>(inDay % 1000));
    return out;
}

/// The inverse of isoOfMs; nullopt for anything else.
std::optional<std::int64_t> msOfIso(const std::string& t) {
    int y = 0;
    unsigned mo = 0;
    unsigned d = 0;
    unsigned h = 0;
    unsigned mi = 0;
    unsigned s = 0;
    unsigned ms = 0;
    if (t.size() != 24 ||
        std::sscanf(t.c_str(), "%4d-%2u-%2uT%2u:%2u:%2u.%3uZ", &y, &mo, &d, &h, &mi, &s, &ms) != 7) {
        return std::nullopt;
    }
    return ((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60000 + s * 1000 + ms;
}

/// A path in UTF-8 for messages, whatever the platform's narrow encoding.
std::string displayName(const fs::path& p) {
    const std::u8string u = p.u8string();
    return {u.begin(), u.end()};
}

/// The SQLite URI that opens `path` for reading only (immutable when it has no "-wal").
std::string readOnlyUri(const fs::path& path) {
    std::error_code ec;
    fs::path absolute = fs::absolute(path, ec);
    if (ec) {
        absolute = path;
    }
    const std::u8string u = absolute.generic_u8string();
    std::string uri = "file:";
    if (!u.empty() && u.front() != u8'/') {
        uri += '/';  // a drive letter (C:/...)
    }
    for (const char8_t c8 : u) {
        const auto c = static_cast<unsigned char>(c8);
        if (c == '%' || c == '?' || c == '#') {
            char hex[4];
            std::snprintf(hex, sizeof hex, "%%%02X", c);
            uri += hex;
        } else {
            uri += static_cast<char>(c);
        }
    }
    fs::path wal = absolute;
    wal += "-wal";
    uri += fs::exists(wal, ec) ? "?mode=ro" : "?mode=ro&immutable=1";
    return uri;
}

JournalError::Kind kindOf(int rc) {
    switch (rc & 0xFF) {
        case SQLITE_NOTADB:
            return JournalError::Kind::NotADatabase;
        case SQLITE_CORRUPT:
            return JournalError::Kind::Corrupt;
        case SQLITE_FULL:
            return JournalError::Kind::DiskFull;
        case SQLITE_READONLY:
        case SQLITE_PERM:
        case SQLITE_AUTH:
            return JournalError::Kind::ReadOnly;
        case SQLITE_CANTOPEN:
            return JournalError::Kind::CannotOpen;
        default:
            return JournalError::Kind::Io;
    }
}

std::string explain(JournalError::Kind kind, const std::string& detail) {
    switch (kind) {
        case JournalError::Kind::NotADatabase:
            return "is not an Instants journal: it is not an SQLite database, or its header is "
                   "damaged (" + detail + "). The file was left untouched.";
        case JournalError::Kind::Corrupt:
            return "is damaged (" + detail +
                   "): it may have been truncated or overwritten. The file was left untouched; "
                   "restore it from a backup or choose another file.";
        case JournalError::Kind::DiskFull:
            return "cannot be written: the disk is full (" + detail +
                   "). Nothing of the last step was recorded; free some space and try again.";
        case JournalError::Kind::ReadOnly:
            return "cannot be written (" + detail +
                   "): the file or its folder is read-only. The journal needs to write the file "
                   "and its -wal and -shm companions next to it.";
        case JournalError::Kind::CannotOpen:
            return "cannot be opened or created (" + detail + ").";
        case JournalError::Kind::InUse:
            return "is in use by " + detail +
                   ": one program at a time writes a journal. Close that program, or open another "
                   "journal. Nothing was changed.";
        case JournalError::Kind::Inconsistent:
            return "fails its self-check: " + detail +
                   ". Its history was changed or lost outside Instants, so it is not played on. "
                   "The file was left untouched; restore it from a backup or choose another file.";
        case JournalError::Kind::Foreign:
        case JournalError::Kind::NewerSchema:
        case JournalError::Kind::Io:
            break;
    }
    return "failed: " + detail;
}

/// A prepared statement, finalised on scope exit.
class Stmt {
public:
    Stmt(sqlite3* db, const char* sql) {
        m_rc = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr);
    }
    ~Stmt() { sqlite3_finalize(m_stmt); }
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    int prepareCode() const { return m_rc; }
    sqlite3_stmt* get() const { return m_stmt; }
    void bind(int i, std::int64_t v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, const std::string& s) {
        sqlite3_bind_text(m_stmt, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    }
    void bindBlob(int i, std::span<const unsigned char> b) {
        sqlite3_bind_blob(m_stmt, i, b.data(), static_cast<int>(b.size()), SQLITE_TRANSIENT);
    }
    void bindNull(int i) { sqlite3_bind_null(m_stmt, i); }
    bool isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }
    /// The column as bytes (empty for NULL).
    std::span<const unsigned char> blob(int col) const {
        const auto* p = static_cast<const unsigned char*>(sqlite3_column_blob(m_stmt, col));
        return {p, p != nullptr ? static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col)) : 0U};
    }
    void reset() { sqlite3_reset(m_stmt); }
    int step() { return sqlite3_step(m_stmt); }
    std::int64_t integer(int col) const { return sqlite3_column_int64(m_stmt, col); }
    std::string text(int col) const {
        const auto* p = sqlite3_column_text(m_stmt, col);
        return p != nullptr ? std::string(reinterpret_cast<const char*>(p),
                                          static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col)))
                            : std::string();
    }

private:
    sqlite3_stmt* m_stmt = nullptr;
    int m_rc;
};

}  // namespace

JournalError::JournalError(Kind kind, const fs::path& path, const std::string& problem)
    : std::runtime_error(displayName(path) + ": " + problem), m_kind(kind), m_path(path) {}

std::string_view JournalError::code() const {
    switch (m_kind) {
        case Kind::NotADatabase:
            return "not_a_database";
        case Kind::Corrupt:
            return "corrupt";
        case Kind::Foreign:
            return "foreign";
        case Kind::NewerSchema:
            return "newer_schema";
        case Kind::ReadOnly:
            return "read_only";
        case Kind::DiskFull:
            return "disk_full";
        case Kind::CannotOpen:
            return "cannot_open";
        case Kind::InUse:
            return "in_use";
        case Kind::Inconsistent:
            return "inconsistent";
        case Kind::Io:
            break;
    }
    return "io_error";
}

// ---------------------------------------------------------------------------------------------

class Journal::Transaction {
public:
    explicit Transaction(const Journal& j) : m_j(j) {
        const int rc = sqlite3_exec(j.m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK) {
            j.fail(rc, "starting a transaction");
        }
    }
    ~Transaction() {
        if (!m_done) {
            sqlite3_exec(m_j.m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        }
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit() {
        const int rc = sqlite3_exec(m_j.m_db, "COMMIT", nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK) {
            m_j.fail(rc, "committing");
        }
        m_done = true;
    }

private:
    const Journal& m_j;
    bool m_done = false;
};

/// The exclusive writer's lock: "<journal>.lock", held open while the journal is.
/// A lock file this open created is removed again if the open is refused (a foreign or
/// damaged file gets nothing written beside it); once the journal is open it stays.
struct Journal::Lock {
    std::filesystem::path file;
    bool removeOnRelease = false;
#ifdef _WIN32
    HANDLE handle = INVALID_HANDLE_VALUE;
    ~Lock() {
        if (handle != INVALID_HANDLE_VALUE) {
            CloseHandle(handle);  // releases the lock
        }
        if (removeOnRelease) {
            std::error_code ec;
            std::filesystem::remove(file, ec);
        }
    }
#else
    int fd = -1;
    ~Lock() {
        if (fd >= 0) {
            if (removeOnRelease) {
                std::error_code ec;
                std::filesystem::remove(file, ec);  // still held: nobody else has it yet
            }
            ::close(fd);  // releases the lock
        }
    }
#endif
};

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
                               FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_ALWAYS,
                               FILE_ATTRIBUTE_NORMAL, nullptr);
    if (lock->handle == INVALID_HANDLE_VALUE) {
        throw JournalError(JournalError::Kind::ReadOnly, journal,
                           explain(JournalError::Kind::ReadOnly, "its lock file " + displayName(file) + " cannot be created"));
    }
    // The byte locked lies far past the holder's record, which others can still read.
    OVERLAPPED at{};
    at.Offset = 0x40000000;
    if (!LockFileEx(lock->handle, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        throw JournalError(JournalError::Kind::InUse, journal, explain(JournalError::Kind::InUse, holderOf(file)));
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
        const JournalError::Kind kind = e == EACCES || e == EROFS || e == EPERM ? JournalError::Kind::ReadOnly
                                        : e == ENOSPC                            ? JournalError::Kind::DiskFull
                                                                                 : JournalError::Kind::CannotOpen;
        throw JournalError(kind, journal,
                           explain(kind, "its lock file " + displayName(file) + ": " + std::strerror(e)));
    }
    if (::flock(lock->fd, LOCK_EX | LOCK_NB) != 0) {
        throw JournalError(JournalError::Kind::InUse, journal, explain(JournalError::Kind::InUse, holderOf(file)));
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

Journal::Journal(fs::path path, sqlite3* db) : m_path(std::move(path)), m_db(db) {}

Journal::~Journal() { sqlite3_close_v2(m_db); }

void Journal::fail(int rc, const std::string& during) const {
    std::string detail = sqlite3_errstr(rc);
    if (m_db != nullptr && sqlite3_errcode(m_db) == rc) {
        detail = sqlite3_errmsg(m_db);
    }
    const JournalError::Kind kind = kindOf(rc);
    throw JournalError(kind, m_path, explain(kind, detail + ", while " + during));
}

void Journal::exec(const char* sql) {
    char* err = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &err);
    if (rc != SQLITE_OK) {
        const std::string msg = err != nullptr ? err : sqlite3_errstr(rc);
        sqlite3_free(err);
        const JournalError::Kind kind = kindOf(rc);
        throw JournalError(kind, m_path, explain(kind, msg));
    }
}

namespace {

/// Removes a database file and its companions (only ever the creation's own temporary file).
void removeDatabaseFiles(const fs::path& file) {
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        fs::path p = file;
        p += suffix;
        fs::remove(p, ec);
    }
}

}  // namespace

void Journal::create(const fs::path& path, const Options& options) {
    // Built complete under a temporary name, then renamed: a failure (a full disk) never leaves
    // an empty or half-made journal under the final name.
    fs::path building = path;
    building += ".creating";
    removeDatabaseFiles(building);  // a creation cut short; under the writer's lock, so ours
    const std::u8string utf8 = building.u8string();
    const std::string name(utf8.begin(), utf8.end());
    sqlite3* raw = nullptr;
    int rc = sqlite3_open_v2(name.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                             options.vfs.empty() ? nullptr : options.vfs.c_str());
    if (rc != SQLITE_OK) {
        const std::string detail = raw != nullptr ? sqlite3_errmsg(raw) : sqlite3_errstr(rc);
        sqlite3_close_v2(raw);
        removeDatabaseFiles(building);
        const JournalError::Kind kind = kindOf(rc);
        throw JournalError(kind, path, explain(kind, detail));
    }
    try {
        Journal j(path, raw);
        j.m_clock = options.clock;
        sqlite3_extended_result_codes(raw, 1);
        j.exec(options.durable ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=OFF");
        {
            Transaction t(j);
            j.exec(kSchemaV1);
            j.exec(("PRAGMA application_id=" + std::to_string(kApplicationId)).c_str());
            Stmt meta(raw, "INSERT INTO meta(key, value) VALUES ('initial_balance_cents', ?1)");
            meta.bind(1, std::to_string(options.initialBalance));
            if (const int r = meta.step(); r != SQLITE_DONE) {
                j.fail(r, "creating the journal");
            }
            Stmt wallet(raw, "INSERT INTO wallet(id, balance_cents) VALUES (1, ?1)");
            wallet.bind(1, options.initialBalance);
            if (const int r = wallet.step(); r != SQLITE_DONE) {
                j.fail(r, "creating the journal");
            }
            j.migrateFromV1();
            j.insertLedger(j.now(), "initial", std::nullopt, options.initialBalance, options.initialBalance,
                           "creating the journal");
            t.commit();
        }
    } catch (...) {
        // ~Journal closed the connection.
        removeDatabaseFiles(building);
        throw;
    }
    std::error_code ec;
    fs::rename(building, path, ec);
    if (ec) {
        removeDatabaseFiles(building);
        throw JournalError(JournalError::Kind::CannotOpen, path,
                           explain(JournalError::Kind::CannotOpen, "the new journal cannot be put in place: " + ec.message()));
    }
}

std::unique_ptr<Journal> Journal::open(const fs::path& path, const Options& options) {
    std::error_code ec;
    bool exists = fs::exists(path, ec);
    if (exists && !fs::is_regular_file(path, ec)) {
        throw JournalError(JournalError::Kind::CannotOpen, path, "is not a regular file.");
    }
    if (!exists) {
        const fs::path parent = path.has_parent_path() ? path.parent_path() : fs::path(".");
        if (!fs::is_directory(parent, ec)) {
            throw JournalError(JournalError::Kind::CannotOpen, path,
                               "cannot be created: the folder " + displayName(parent) +
                                   " does not exist.");
        }
    }
    if (options.readOnly && !exists) {
        throw JournalError(JournalError::Kind::CannotOpen, path, "does not exist (opened for reading only).");
    }
    if (exists && fs::file_size(path, ec) == 0 && !ec) {
        // Never turned into a fresh wallet: it may be a journal that lost everything.
        throw JournalError(JournalError::Kind::Foreign, path,
                           "is an empty file (0 bytes), not an Instants journal: a journal is never "
                           "left empty, so this may be one whose history was lost. It was left "
                           "untouched; move it away (or choose another file) to start a new journal.");
    }
    // One writer per journal, taken before SQLite opens it (nothing is read or written first).
    std::unique_ptr<Lock> lock = options.readOnly ? nullptr : takeLock(path);
    if (!exists) {
        create(path, options);
    }
    sqlite3* raw = nullptr;
    const int flags = (options.readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : SQLITE_OPEN_READWRITE) |
                      SQLITE_OPEN_NOMUTEX;
    // SQLite takes UTF-8 file names on every platform (path.string() would be the ANSI code
    // page on Windows).
    const std::u8string utf8 = path.u8string();
    std::string name(utf8.begin(), utf8.end());
    if (options.readOnly) {
        name = readOnlyUri(path);
    }
    int rc = sqlite3_open_v2(name.c_str(), &raw, flags,
                             options.vfs.empty() ? nullptr : options.vfs.c_str());
    if (rc != SQLITE_OK) {
        const std::string detail = raw != nullptr ? sqlite3_errmsg(raw) : sqlite3_errstr(rc);
        sqlite3_close_v2(raw);
        const JournalError::Kind kind = kindOf(rc);
        throw JournalError(kind, path, explain(kind, detail));
    }
    std::unique_ptr<Journal> j(new Journal(path, raw));
    j->m_lock = std::move(lock);
    j->m_clock = options.clock;
    if (!options.readOnly && sqlite3_db_readonly(raw, "main") == 1) {
        // SQLite falls back to read-only when the file cannot be opened for writing.
        throw JournalError(JournalError::Kind::ReadOnly, path,
                           explain(JournalError::Kind::ReadOnly, "the file is read-only"));
    }
    sqlite3_busy_timeout(raw, 5000);
    sqlite3_extended_result_codes(raw, 1);

    // Read-only inspection first: nothing is written before the file is known to be ours.
    auto pragmaInt = [&](const char* sql) -> std::int64_t {
        Stmt s(raw, sql);
        if (s.prepareCode() != SQLITE_OK) {
            j->fail(s.prepareCode(), std::string("reading ") + sql);
        }
        const int r = s.step();
        if (r != SQLITE_ROW) {
            j->fail(r, std::string("reading ") + sql);
        }
        return s.integer(0);
    };
    const std::int64_t tables = pragmaInt("SELECT count(*) FROM sqlite_master");
    const auto appId = static_cast<std::int32_t>(pragmaInt("PRAGMA application_id"));
    const std::int64_t version = pragmaInt("PRAGMA user_version");
    if (tables == 0 && appId == 0 && version == 0) {
        throw JournalError(JournalError::Kind::Foreign, path,
                           "is an empty SQLite database, not an Instants journal. It was left untouched.");
    }
    if (appId != kApplicationId) {
        char id[16];
        std::snprintf(id, sizeof id, "0x%08X", static_cast<unsigned>(appId));
        throw JournalError(JournalError::Kind::Foreign, path,
                           std::string("is an SQLite database of another application "
                                       "(application id ") +
                               id + ", not Instants'). It was left untouched.");
    }
    if (version > kSchemaVersion) {
        throw JournalError(JournalError::Kind::NewerSchema, path,
                           "was written by a newer version of Instants (journal schema " +
                               std::to_string(version) + "; this version reads schemas up to " +
                               std::to_string(kSchemaVersion) +
                               "). It was left untouched; use that newer version.");
    }
    if (version < 1) {
        throw JournalError(JournalError::Kind::Corrupt, path,
                           explain(JournalError::Kind::Corrupt,
                                   "journal schema " + std::to_string(version) + " is not one Instants ever wrote"));
    }
    {
        Stmt check(raw, "PRAGMA quick_check");
        if (check.prepareCode() != SQLITE_OK) {
            j->fail(check.prepareCode(), "checking the file");
        }
        const int r = check.step();
        if (r != SQLITE_ROW) {
            j->fail(r, "checking the file");
        }
        const std::string verdict = check.text(0);
        if (verdict != "ok") {
            throw JournalError(JournalError::Kind::Corrupt, path,
                               explain(JournalError::Kind::Corrupt, verdict));
        }
    }
    // A journal of ours must have its wallet.
    {
        Stmt w(raw, "SELECT balance_cents FROM wallet WHERE id = 1");
        if (w.prepareCode() != SQLITE_OK || w.step() != SQLITE_ROW) {
            throw JournalError(JournalError::Kind::Corrupt, path,
                               explain(JournalError::Kind::Corrupt, "the wallet is missing"));
        }
    }
    // The journal proves itself before anything is played on it or written to it.
    j->m_schema = static_cast<int>(version);
    if (const std::string problem = j->selfCheck(); !problem.empty()) {
        throw JournalError(JournalError::Kind::Inconsistent, path,
                           explain(JournalError::Kind::Inconsistent, problem));
    }
    j->m_lastAtMs = j->latestRecordedMs();

    if (options.readOnly) {
        return j;  // nothing is converted or created
    }
    {
        Stmt wal(raw, "PRAGMA journal_mode=WAL");
        if (wal.prepareCode() != SQLITE_OK) {
            j->fail(wal.prepareCode(), "switching to write-ahead logging");
        }
        const int r = wal.step();
        if (r != SQLITE_ROW) {
            j->fail(r, "switching to write-ahead logging");
        }
        if (wal.text(0) != "wal") {
            throw JournalError(JournalError::Kind::ReadOnly, path,
                               explain(JournalError::Kind::ReadOnly,
                                       "write-ahead logging is unavailable: journal mode is " +
                                           wal.text(0)));
        }
    }
    j->exec(options.durable ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=OFF");
    j->exec("PRAGMA foreign_keys=ON");
    j->m_durable = options.durable;
    if (version == 1) {
        {
            Transaction t(*j);
            j->migrateFromV1();
            t.commit();
        }
        j->m_schema = kSchemaVersion;
        j->checkpoint();
    }
    j->m_lock->removeOnRelease = false;
    return j;
}

Cents Journal::balance() const {
    Stmt s(m_db, "SELECT balance_cents FROM wallet WHERE id = 1");
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the balance");
    }
    return s.integer(0);
}

Cents Journal::initialBalance() const {
    const auto v = meta("initial_balance_cents");
    return v ? std::stoll(*v) : 0;
}

Cents Journal::ledgerBalance() const {
    // Since the last reset (or the start), the balance is the reset's balance plus the
    // movements after it.
    Stmt base(m_db,
              "SELECT balance_after FROM ledger WHERE kind IN ('initial', 'reset') ORDER BY id DESC LIMIT 1");
    const int rb = base.step();
    if (rb != SQLITE_ROW) {
        fail(rb, "reading the ledger");
    }
    Stmt after(m_db,
               "SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE kind IN ('stake', 'win') AND id > "
               "(SELECT MAX(id) FROM ledger WHERE kind IN ('initial', 'reset'))");
    const int ra = after.step();
    if (ra != SQLITE_ROW) {
        fail(ra, "reading the ledger");
    }
    return base.integer(0) + after.integer(0);
}

std::string Journal::now() {
    const std::int64_t ms = m_clock ? m_clock() : systemNowMs();
    if (ms >= m_lastAtMs) {
        m_lastAtMs = ms;
        return isoOfMs(ms);
    }
    // The wall clock went back (set by hand, a bad time server): recorded times keep their
    // order, and the setback is recorded with what the clock said.
    const std::string at = isoOfMs(m_lastAtMs);
    Stmt c(m_db, "INSERT INTO clock(at, clock_said) VALUES (?1, ?2)");
    c.bind(1, at);
    c.bind(2, isoOfMs(ms));
    if (const int rc = c.step(); rc != SQLITE_DONE) {
        fail(rc, "recording that the clock went back");
    }
    return at;
}

std::int64_t Journal::latestRecordedMs() const {
    Stmt s(m_db, "SELECT MAX(x) FROM (SELECT MAX(at) AS x FROM ledger UNION ALL SELECT MAX(started_at) FROM games "
                 "UNION ALL SELECT MAX(finished_at) FROM games)");
    if (s.step() != SQLITE_ROW || s.isNull(0)) {
        return 0;
    }
    return msOfIso(s.text(0)).value_or(0);
}

void Journal::checkpoint() {
    if (m_durable) {
        // Best effort: what it copies is already committed in the WAL.
        sqlite3_wal_checkpoint_v2(m_db, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    }
}

void Journal::insertLedger(const std::string& at, const char* kind, std::optional<std::int64_t> gameId,
                           Cents amount, Cents balanceAfter, const char* during) {
    Link previous{};
    std::int64_t id = 1;
    {
        Stmt last(m_db, "SELECT id, chain FROM ledger ORDER BY id DESC LIMIT 1");
        const int rc = last.step();
        if (rc == SQLITE_ROW) {
            id = last.integer(0) + 1;
            const auto b = last.blob(1);
            if (b.size() == previous.size()) {
                std::copy(b.begin(), b.end(), previous.begin());
            }
        } else if (rc != SQLITE_DONE) {
            fail(rc, during);
        }
    }
    const std::string game = gameId ? std::to_string(*gameId) : std::string();
    const Link link = ledgerLink(previous, id, at, kind, game, amount, balanceAfter);
    Stmt l(m_db, "INSERT INTO ledger(id, at, kind, game_id, amount_cents, balance_after, chain) "
                 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    l.bind(1, id);
    l.bind(2, at);
    l.bind(3, std::string(kind));
    if (gameId) {
        l.bind(4, *gameId);
    } else {
        l.bindNull(4);
    }
    l.bind(5, amount);
    l.bind(6, balanceAfter);
    l.bindBlob(7, link);
    if (const int rc = l.step(); rc != SQLITE_DONE) {
        fail(rc, during);
    }
    Stmt head(m_db, "INSERT INTO meta(key, value) VALUES ('chain_ledger', ?1) "
                    "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    head.bind(1, headText(id, link));
    if (const int rc = head.step(); rc != SQLITE_DONE) {
        fail(rc, during);
    }
}

void Journal::insertEvents(std::int64_t gameId, std::int64_t afterSeq,
                           const std::vector<std::string>& events) {
    if (events.empty()) {
        return;
    }
    Link link{};
    std::int64_t n = 0;
    {
        Stmt last(m_db, "SELECT n, chain FROM events WHERE n IS NOT NULL ORDER BY n DESC LIMIT 1");
        const int rc = last.step();
        if (rc == SQLITE_ROW) {
            n = last.integer(0);
            const auto b = last.blob(1);
            if (b.size() == link.size()) {
                std::copy(b.begin(), b.end(), link.begin());
            }
        } else if (rc != SQLITE_DONE) {
            fail(rc, "recording an event");
        }
    }
    Stmt ev(m_db, "INSERT INTO events(game_id, seq, body, n, chain) VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const std::string& e : events) {
        ++n;
        ++afterSeq;
        link = eventLink(link, n, gameId, afterSeq, e);
        ev.bind(1, gameId);
        ev.bind(2, afterSeq);
        ev.bind(3, e);
        ev.bind(4, n);
        ev.bindBlob(5, link);
        if (const int rc = ev.step(); rc != SQLITE_DONE) {
            fail(rc, "recording an event");
        }
        ev.reset();
    }
    Stmt head(m_db, "INSERT INTO meta(key, value) VALUES ('chain_events', ?1) "
                    "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    head.bind(1, headText(n, link));
    if (const int rc = head.step(); rc != SQLITE_DONE) {
        fail(rc, "recording an event");
    }
}

std::int64_t Journal::startGame(const std::string& game, Cents stake,
                                const std::vector<std::string>& events,
                                const std::optional<std::pair<std::string, DealingPosition>>& dealing) {
    Transaction t(*this);
    const Cents before = balance();
    if (stake <= 0 || stake > before) {
        throw std::invalid_argument("a stake must be positive and within the balance");
    }
    auto run = [&](Stmt& s, const char* what) {
        if (s.prepareCode() != SQLITE_OK) {
            fail(s.prepareCode(), what);
        }
        const int rc = s.step();
        if (rc != SQLITE_DONE) {
            fail(rc, what);
        }
    };
    const std::string at = now();
    Stmt g(m_db, "INSERT INTO games(game, stake_cents, started_at) VALUES (?1, ?2, ?3)");
    g.bind(1, game);
    g.bind(2, stake);
    g.bind(3, at);
    run(g, "recording the game");
    const std::int64_t id = sqlite3_last_insert_rowid(m_db);
    Stmt w(m_db, "UPDATE wallet SET balance_cents = balance_cents - ?1 WHERE id = 1");
    w.bind(1, stake);
    run(w, "debiting the stake");
    insertLedger(at, "stake", id, -stake, before - stake, "debiting the stake");
    insertEvents(id, 0, events);
    if (dealing) {
        Stmt d(m_db,
               "INSERT INTO dealing(game, base_seed, block, position) VALUES (?1, ?2, ?3, ?4) "
               "ON CONFLICT(game) DO UPDATE SET base_seed = excluded.base_seed, block = excluded.block, "
               "position = excluded.position");
        d.bind(1, dealing->first);
        d.bind(2, std::to_string(dealing->second.baseSeed));
        d.bind(3, static_cast<std::int64_t>(dealing->second.block));
        d.bind(4, static_cast<std::int64_t>(dealing->second.position));
        run(d, "recording the dealing position");
    }
    t.commit();
    return id;
}

void Journal::appendEvents(std::int64_t gameId, const std::vector<std::string>& events) {
    Transaction t(*this);
    Stmt last(m_db, "SELECT COALESCE(MAX(seq), 0), (SELECT finished FROM games WHERE id = ?1) "
                    "FROM events WHERE game_id = ?1");
    last.bind(1, gameId);
    if (const int rc = last.step(); rc != SQLITE_ROW) {
        fail(rc, "reading the game's events");
    }
    if (last.integer(1) != 0) {
        throw std::logic_error("events appended to a finished game");
    }
    insertEvents(gameId, last.integer(0), events);
    t.commit();
}

void Journal::finishGame(std::int64_t gameId, const std::vector<std::string>& events, Cents win) {
    if (win < 0) {
        throw std::invalid_argument("a win cannot be negative");
    }
    finishGameIn(gameId, events, win);
    checkpoint();  // once its statements are done
}

void Journal::finishGameIn(std::int64_t gameId, const std::vector<std::string>& events, Cents win) {
    Transaction t(*this);
    Stmt last(m_db, "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?1");
    last.bind(1, gameId);
    if (const int rc = last.step(); rc != SQLITE_ROW) {
        fail(rc, "reading the game's events");
    }
    insertEvents(gameId, last.integer(0), events);
    const std::string at = now();
    Stmt g(m_db, "UPDATE games SET finished = 1, win_cents = ?2, finished_at = ?3 WHERE id = ?1 AND finished = 0");
    g.bind(1, gameId);
    g.bind(2, win);
    g.bind(3, at);
    if (const int rc = g.step(); rc != SQLITE_DONE) {
        fail(rc, "finishing the game");
    }
    if (sqlite3_changes(m_db) != 1) {
        throw std::logic_error("finishing a game that is not in progress");
    }
    if (win > 0) {
        const Cents before = balance();
        Stmt w(m_db, "UPDATE wallet SET balance_cents = balance_cents + ?1 WHERE id = 1");
        w.bind(1, win);
        if (const int rc = w.step(); rc != SQLITE_DONE) {
            fail(rc, "crediting the win");
        }
        insertLedger(at, "win", gameId, win, before + win, "crediting the win");
    }
    t.commit();
}

void Journal::resetBalance() {
    resetBalanceIn();
    checkpoint();  // once its statements are done
}

void Journal::resetBalanceIn() {
    Transaction t(*this);
    const Cents initial = initialBalance();
    const Cents before = balance();
    Stmt w(m_db, "UPDATE wallet SET balance_cents = ?1 WHERE id = 1");
    w.bind(1, initial);
    if (const int rc = w.step(); rc != SQLITE_DONE) {
        fail(rc, "resetting the balance");
    }
    insertLedger(now(), "reset", std::nullopt, initial - before, initial, "resetting the balance");
    t.commit();
}


void Journal::hideHistory() {
    Transaction t(*this);
    exec("UPDATE games SET hidden = 1 WHERE finished = 1");
    t.commit();
}

std::vector<std::string> Journal::eventsOf(std::int64_t gameId) const {
    Stmt s(m_db, "SELECT body FROM events WHERE game_id = ?1 ORDER BY seq");
    s.bind(1, gameId);
    std::vector<std::string> out;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        out.push_back(s.text(0));
    }
    if (rc != SQLITE_DONE) {
        fail(rc, "reading events");
    }
    return out;
}

GameRecord Journal::recordFrom(void* stmt) const {
    auto* s = static_cast<sqlite3_stmt*>(stmt);
    GameRecord r;
    r.id = sqlite3_column_int64(s, 0);
    const auto* g = sqlite3_column_text(s, 1);
    r.game = g != nullptr ? reinterpret_cast<const char*>(g) : "";
    r.stake = sqlite3_column_int64(s, 2);
    r.win = sqlite3_column_int64(s, 3);
    r.finished = sqlite3_column_int64(s, 4) != 0;
    r.hidden = sqlite3_column_int64(s, 5) != 0;
    const auto* a = sqlite3_column_text(s, 6);
    r.startedAt = a != nullptr ? reinterpret_cast<const char*>(a) : "";
    const auto* f = sqlite3_column_text(s, 7);
    r.finishedAt = f != nullptr ? reinterpret_cast<const char*>(f) : "";
    r.events = eventsOf(r.id);
    return r;
}

namespace {
constexpr const char* kGameColumns =
    "SELECT id, game, stake_cents, win_cents, finished, hidden, started_at, finished_at FROM games ";
}

std::optional<GameRecord> Journal::unfinishedGame() const {
    const std::string sql = std::string(kGameColumns) + "WHERE finished = 0 ORDER BY id DESC LIMIT 1";
    Stmt s(m_db, sql.c_str());
    const int rc = s.step();
    if (rc == SQLITE_DONE) {
        return std::nullopt;
    }
    if (rc != SQLITE_ROW) {
        fail(rc, "looking for an unfinished game");
    }
    return recordFrom(s.get());
}

std::int64_t Journal::lastGameId() const {
    Stmt s(m_db, "SELECT COALESCE(MAX(id), 0) FROM games");
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the games");
    }
    return s.integer(0);
}

std::optional<GameRecord> Journal::game(std::int64_t id) const {
    const std::string sql = std::string(kGameColumns) + "WHERE id = ?1";
    Stmt s(m_db, sql.c_str());
    s.bind(1, id);
    const int rc = s.step();
    if (rc == SQLITE_DONE) {
        return std::nullopt;
    }
    if (rc != SQLITE_ROW) {
        fail(rc, "reading a game");
    }
    return recordFrom(s.get());
}

std::vector<GameRecord> Journal::history(std::size_t limit, bool includeHidden) const {
    std::string sql = std::string(kGameColumns) + (includeHidden ? "" : "WHERE hidden = 0 ") +
                      "ORDER BY id DESC";
    if (limit > 0) {
        sql += " LIMIT " + std::to_string(limit);
    }
    Stmt s(m_db, sql.c_str());
    std::vector<GameRecord> out;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        out.push_back(recordFrom(s.get()));
    }
    if (rc != SQLITE_DONE) {
        fail(rc, "reading the history");
    }
    return out;
}

std::optional<DealingPosition> Journal::dealing(const std::string& game) const {
    Stmt s(m_db, "SELECT base_seed, block, position FROM dealing WHERE game = ?1");
    s.bind(1, game);
    const int rc = s.step();
    if (rc == SQLITE_DONE) {
        return std::nullopt;
    }
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the dealing position");
    }
    DealingPosition p;
    p.baseSeed = std::stoull(s.text(0));
    p.block = static_cast<std::uint64_t>(s.integer(1));
    p.position = static_cast<std::uint64_t>(s.integer(2));
    return p;
}

void Journal::setDealing(const std::string& game, const DealingPosition& position) {
    Transaction t(*this);
    Stmt d(m_db,
           "INSERT INTO dealing(game, base_seed, block, position) VALUES (?1, ?2, ?3, ?4) "
           "ON CONFLICT(game) DO UPDATE SET base_seed = excluded.base_seed, block = excluded.block, "
           "position = excluded.position");
    d.bind(1, game);
    d.bind(2, std::to_string(position.baseSeed));
    d.bind(3, static_cast<std::int64_t>(position.block));
    d.bind(4, static_cast<std::int64_t>(position.position));
    if (const int rc = d.step(); rc != SQLITE_DONE) {
        fail(rc, "recording the dealing position");
    }
    t.commit();
}

std::optional<std::string> Journal::meta(const std::string& key) const {
    Stmt s(m_db, "SELECT value FROM meta WHERE key = ?1");
    s.bind(1, key);
    const int rc = s.step();
    if (rc == SQLITE_DONE) {
        return std::nullopt;
    }
    if (rc != SQLITE_ROW) {
        fail(rc, "reading settings");
    }
    return s.text(0);
}

void Journal::setMeta(const std::string& key, const std::string& value) {
    Transaction t(*this);
    Stmt s(m_db, "INSERT INTO meta(key, value) VALUES (?1, ?2) "
                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    s.bind(1, key);
    s.bind(2, value);
    if (const int rc = s.step(); rc != SQLITE_DONE) {
        fail(rc, "recording settings");
    }
    t.commit();
}

// --- schema 2: migration, self-check, blocks, clock -------------------------------------------

void Journal::migrateFromV1() {
    exec(R"sql(
ALTER TABLE ledger ADD COLUMN chain BLOB;
ALTER TABLE events ADD COLUMN n INTEGER;
ALTER TABLE events ADD COLUMN chain BLOB;
CREATE TABLE blocks (
    game      TEXT    NOT NULL,
    base_seed TEXT    NOT NULL,
    number    INTEGER NOT NULL,
    digest    TEXT    NOT NULL,
    PRIMARY KEY (game, base_seed, number)
);
CREATE TABLE clock (
    id         INTEGER PRIMARY KEY,
    at         TEXT NOT NULL,
    clock_said TEXT NOT NULL
);
CREATE INDEX ledger_game ON ledger(game_id);
)sql");
    // The existing rows are chained in their order: the ledger by id, the events by game and
    // sequence (one game at a time was ever in progress).
    struct LedgerRow {
        std::int64_t id;
        std::string at, kind, game;
        std::int64_t amount, after;
    };
    std::vector<LedgerRow> ledger;
    {
        Stmt s(m_db, "SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger ORDER BY id");
        int rc = 0;
        while ((rc = s.step()) == SQLITE_ROW) {
            ledger.push_back({s.integer(0), s.text(1), s.text(2), s.isNull(3) ? std::string() : s.text(3),
                              s.integer(4), s.integer(5)});
        }
        if (rc != SQLITE_DONE) {
            fail(rc, "migrating the ledger");
        }
    }
    Link link{};
    {
        Stmt up(m_db, "UPDATE ledger SET chain = ?2 WHERE id = ?1");
        for (const LedgerRow& r : ledger) {
            link = ledgerLink(link, r.id, r.at, r.kind, r.game, r.amount, r.after);
            up.bind(1, r.id);
            up.bindBlob(2, link);
            if (const int rc = up.step(); rc != SQLITE_DONE) {
                fail(rc, "migrating the ledger");
            }
            up.reset();
        }
    }
    if (!ledger.empty()) {
        setMetaIn("chain_ledger", headText(ledger.back().id, link));
    }
    struct EventRow {
        std::int64_t game, seq;
        std::string body;
    };
    std::vector<EventRow> events;
    {
        Stmt s(m_db, "SELECT game_id, seq, body FROM events ORDER BY game_id, seq");
        int rc = 0;
        while ((rc = s.step()) == SQLITE_ROW) {
            events.push_back({s.integer(0), s.integer(1), s.text(2)});
        }
        if (rc != SQLITE_DONE) {
            fail(rc, "migrating the events");
        }
    }
    link = Link{};
    {
        Stmt up(m_db, "UPDATE events SET n = ?3, chain = ?4 WHERE game_id = ?1 AND seq = ?2");
        std::int64_t n = 0;
        for (const EventRow& e : events) {
            link = eventLink(link, ++n, e.game, e.seq, e.body);
            up.bind(1, e.game);
            up.bind(2, e.seq);
            up.bind(3, n);
            up.bindBlob(4, link);
            if (const int rc = up.step(); rc != SQLITE_DONE) {
                fail(rc, "migrating the events");
            }
            up.reset();
        }
    }
    if (!events.empty()) {
        setMetaIn("chain_events", headText(static_cast<std::int64_t>(events.size()), link));
    }
    exec("CREATE UNIQUE INDEX events_order ON events(n)");
    exec("PRAGMA user_version=2");
}

void Journal::setMetaIn(const std::string& key, const std::string& value) {
    Stmt s(m_db, "INSERT INTO meta(key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    s.bind(1, key);
    s.bind(2, value);
    if (const int rc = s.step(); rc != SQLITE_DONE) {
        fail(rc, "recording settings");
    }
}

namespace {

std::string cents(std::int64_t c) { return std::to_string(c) + " cents"; }

}  // namespace

std::string Journal::selfCheck() const {
    // One pass over each table, in order, with the games alongside: games are played one at a
    // time, so in the ledger a game's stake, then its win if any, come before the next game's
    // stake, and its events come together, in sequence, before the next game's.
    const bool chained = m_schema >= 2;
    // Read through a memory map while checking (fewer copies of a large file).
    sqlite3_exec(m_db, "PRAGMA mmap_size=1073741824", nullptr, nullptr, nullptr);
    struct Unmap {
        sqlite3* db;
        ~Unmap() { sqlite3_exec(db, "PRAGMA mmap_size=0", nullptr, nullptr, nullptr); }
    } unmap{m_db};
    const std::optional<std::string> initialText = meta("initial_balance_cents");
    if (!initialText) {
        return "the initial balance is missing from the meta table";
    }
    const Cents initial = std::strtoll(initialText->c_str(), nullptr, 10);

    struct Game {
        std::int64_t id = 0;
        Cents stake = 0;
        Cents win = 0;
        bool finished = false;
    };
    /// The games in id order.
    class Games {
    public:
        explicit Games(sqlite3* db) : m_s(db, "SELECT id, stake_cents, win_cents, finished FROM games ORDER BY id") {}
        /// The next game, or nullopt at the end (or on a read error: error() then says so).
        std::optional<Game> next() {
            const int rc = m_s.step();
            if (rc != SQLITE_ROW) {
                m_failed = rc != SQLITE_DONE;
                return std::nullopt;
            }
            return Game{m_s.integer(0), m_s.integer(1), m_s.integer(2), m_s.integer(3) != 0};
        }
        bool failed() const { return m_failed; }

    private:
        Stmt m_s;
        bool m_failed = false;
    };

    // 1. The ledger, row by row, with each game's stake and win.
    Cents balanceNow = 0;
    {
        Games games(m_db);
        std::optional<Game> current;  // the game of the last stake
        Cents wonByCurrent = 0;
        int winsOfCurrent = 0;
        // A game is complete once the next one starts, or at the end.
        auto closeGame = [&](bool atEnd) -> std::string {
            if (!current) {
                return {};
            }
            const std::string name = "game " + std::to_string(current->id);
            if (winsOfCurrent > 1 || (current->finished && wonByCurrent != current->win) ||
                (!current->finished && winsOfCurrent > 0)) {
                return name + ": its win does not match the ledger";
            }
            if (!current->finished && !atEnd) {
                return name + ": it was never finished, but another game started after it";
            }
            return {};
        };
        Stmt s(m_db, chained ? "SELECT id, at, kind, game_id, amount_cents, balance_after, chain FROM ledger ORDER BY id"
                             : "SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger ORDER BY id");
        Link link{};
        std::int64_t expected = 1;
        Cents balance = 0;
        int rc = 0;
        while ((rc = s.step()) == SQLITE_ROW) {
            const std::int64_t id = s.integer(0);
            const std::string kind = s.text(2);
            const bool hasGame = !s.isNull(3);
            const std::int64_t game = s.integer(3);
            const std::int64_t amount = s.integer(4);
            const std::int64_t after = s.integer(5);
            auto rowName = [&] {
                return "ledger row " + std::to_string(id) + " (" + kind +
                       (hasGame ? ", game " + std::to_string(game) : std::string()) + ")";
            };
            if (id != expected) {
                return "ledger row " + std::to_string(expected) + " is missing (the next row is " +
                       std::to_string(id) + ")";
            }
            if (id == 1) {
                if (kind != "initial" || amount != initial || after != initial) {
                    return rowName() + ": the first movement must be the initial balance of " + cents(initial);
                }
            } else if (kind == "initial") {
                return rowName() + ": only the first movement is the initial balance";
            } else if ((kind == "stake" && (!hasGame || amount >= 0)) || (kind == "win" && (!hasGame || amount <= 0)) ||
                       (kind == "reset" && (hasGame || after != initial)) ||
                       (kind != "stake" && kind != "win" && kind != "reset")) {
                return rowName() + ": an amount of " + cents(amount) + " is not a " + kind;
            } else if (after != balance + amount) {
                return rowName() + ": the balance after it is " + cents(after) + ", but the balance before, " +
                       cents(balance) + ", plus its amount, " + cents(amount) + ", is " + cents(balance + amount);
            }
            if (after < 0) {
                return rowName() + ": the balance after it is negative (" + cents(after) + ")";
            }
            if (chained) {
                link = ledgerLink(link, id, s.text(1), kind, hasGame ? std::to_string(game) : std::string(), amount,
                                  after);
                const auto stored = s.blob(6);
                if (stored.size() != link.size() || !std::equal(stored.begin(), stored.end(), link.begin())) {
                    return rowName() + ": its digest does not follow from the rows before it (the row, or one before it, "
                                 "was changed)";
                }
            }
            if (kind == "stake") {
                if (std::string p = closeGame(false); !p.empty()) {
                    return p;
                }
                const std::int64_t before = current ? current->id : 0;
                current = games.next();
                wonByCurrent = 0;
                winsOfCurrent = 0;
                if (!current || current->id > game) {
                    return rowName() + ": there is no such game, or its stake is recorded twice";
                }
                if (current->id != game) {
                    return "game " + std::to_string(current->id) + ": its stake is not in the ledger";
                }
                if (game <= before || -amount != current->stake) {
                    return rowName() + ": the stake is not the game's (" + cents(current->stake) + ")";
                }
            } else if (kind == "win") {
                if (!current || current->id != game) {
                    return rowName() + ": a win for a game that is not the one being played";
                }
                wonByCurrent += amount;
                ++winsOfCurrent;
            }
            balance = after;
            ++expected;
        }
        if (rc != SQLITE_DONE) {
            return std::string("the ledger cannot be read: ") + sqlite3_errmsg(m_db);
        }
        if (expected == 1) {
            return "the ledger is empty";
        }
        if (std::string p = closeGame(true); !p.empty()) {
            return p;
        }
        if (const std::optional<Game> extra = games.next()) {
            return "game " + std::to_string(extra->id) + ": its stake is not in the ledger";
        }
        if (games.failed()) {
            return std::string("the games cannot be read: ") + sqlite3_errmsg(m_db);
        }
        if (chained && meta("chain_ledger") != headText(expected - 1, link)) {
            return "the ledger ends at row " + std::to_string(expected - 1) +
                   ", not where the journal last recorded it (rows at its end were removed, or its head was changed)";
        }
        balanceNow = balance;
    }
    // 2. The wallet is the sum of the ledger.
    {
        Stmt w(m_db, "SELECT balance_cents FROM wallet WHERE id = 1");
        if (w.step() != SQLITE_ROW) {
            return "the wallet is missing";
        }
        if (w.integer(0) != balanceNow) {
            return "the wallet holds " + cents(w.integer(0)) + ", but the initial balance and the ledger make " +
                   cents(balanceNow);
        }
    }
    // 3. The events, game by game in sequence (and in the order recorded, which is the same),
    // each game's last one against its result, and the chain.
    Games games(m_db);
    std::optional<Game> current;
    std::int64_t lastSeq = 0;
    std::string lastBody;
    auto closeGame = [&]() -> std::string {
        if (!current) {
            return {};
        }
        std::string type;
        std::optional<std::int64_t> win;
        try {
            const Json last = Json::parse(lastBody);
            if (const Json* t = last.find("type"); t != nullptr && t->isString()) {
                type = t->asString();
            }
            if (const Json* w = last.find("win_cents"); w != nullptr && w->isInt()) {
                win = w->asInt();
            }
        } catch (const JsonError&) {
            return "game " + std::to_string(current->id) + ": its last event is not valid JSON";
        }
        if (current->finished ? (type != "finished" || win != current->win) : type == "finished") {
            return "game " + std::to_string(current->id) +
                   ": its last event does not agree with its result (finished or not, and its win)";
        }
        return {};
    };
    Stmt s(m_db, chained ? "SELECT game_id, seq, body, n, chain FROM events ORDER BY game_id, seq"
                         : "SELECT game_id, seq, body FROM events ORDER BY game_id, seq");
    Link link{};
    std::int64_t expected = 1;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        const std::int64_t game = s.integer(0);
        const std::int64_t seq = s.integer(1);
        if (!current || game != current->id) {
            if (std::string p = closeGame(); !p.empty()) {
                return p;
            }
            current = games.next();
            if (!current || current->id > game) {
                return "game " + std::to_string(game) + ": it has events, but there is no such game";
            }
            if (current->id < game) {
                return "game " + std::to_string(current->id) + ": some of its events are missing";
            }
            lastSeq = 0;
        }
        if (seq != lastSeq + 1) {
            return "game " + std::to_string(game) + ": some of its events are missing (event " +
                   std::to_string(lastSeq + 1) + ")";
        }
        lastSeq = seq;
        lastBody = s.text(2);
        if (chained) {
            auto rowName = [&] {
                return "event " + std::to_string(expected) + " (game " + std::to_string(game) + ", event " +
                       std::to_string(seq) + ")";
            };
            if (s.isNull(3) || s.integer(3) != expected) {
                return s.isNull(3) || s.integer(3) > expected
                           ? "event " + std::to_string(expected) + " is missing (the next one is " +
                                 (s.isNull(3) ? std::string("unnumbered") : s.text(3)) + ")"
                           : rowName() + ": recorded out of order";
            }
            link = eventLink(link, expected, game, seq, lastBody);
            const auto stored = s.blob(4);
            if (stored.size() != link.size() || !std::equal(stored.begin(), stored.end(), link.begin())) {
                return rowName() + ": its digest does not follow from the events before it (the event, or one before it, "
                             "was changed)";
            }
        }
        ++expected;
    }
    if (rc != SQLITE_DONE) {
        return std::string("the events cannot be read: ") + sqlite3_errmsg(m_db);
    }
    if (std::string p = closeGame(); !p.empty()) {
        return p;
    }
    if (const std::optional<Game> extra = games.next()) {
        return "game " + std::to_string(extra->id) + ": some of its events are missing";
    }
    if (chained) {
        const std::optional<std::string> head = meta("chain_events");
        if ((expected > 1 || head) && head != headText(expected - 1, link)) {
            return "the events end at " + std::to_string(expected - 1) +
                   ", not where the journal last recorded them (events at their end were removed, or the head was "
                   "changed)";
        }
    }
    return {};
}

std::string Journal::blockDigest(const std::string& game, std::uint64_t baseSeed, std::uint64_t block) const {
    Stmt s(m_db, "SELECT digest FROM blocks WHERE game = ?1 AND base_seed = ?2 AND number = ?3");
    s.bind(1, game);
    s.bind(2, std::to_string(baseSeed));
    s.bind(3, static_cast<std::int64_t>(block));
    const int rc = s.step();
    if (rc == SQLITE_DONE) {
        return {};
    }
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the blocks dealt from");
    }
    return s.text(0);
}

void Journal::setBlockDigest(const std::string& game, std::uint64_t baseSeed, std::uint64_t block,
                             const std::string& digest) {
    Transaction t(*this);
    Stmt s(m_db, "INSERT INTO blocks(game, base_seed, number, digest) VALUES (?1, ?2, ?3, ?4) "
                 "ON CONFLICT(game, base_seed, number) DO UPDATE SET digest = excluded.digest");
    s.bind(1, game);
    s.bind(2, std::to_string(baseSeed));
    s.bind(3, static_cast<std::int64_t>(block));
    s.bind(4, digest);
    if (const int rc = s.step(); rc != SQLITE_DONE) {
        fail(rc, "recording a block dealt from");
    }
    t.commit();
}

std::vector<Journal::ClockSetback> Journal::clockSetbacks() const {
    std::vector<ClockSetback> out;
    if (m_schema < 2) {
        return out;
    }
    Stmt s(m_db, "SELECT at, clock_said FROM clock ORDER BY id");
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        out.push_back({s.text(0), s.text(1)});
    }
    if (rc != SQLITE_DONE) {
        fail(rc, "reading the clock's setbacks");
    }
    return out;
}


}  // namespace instants
