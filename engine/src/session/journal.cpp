#include "instants/session/journal.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
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

constexpr const char* kNow = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

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

std::unique_ptr<Journal> Journal::open(const fs::path& path, const Options& options) {
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
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
    // One writer per journal, taken before SQLite opens it (nothing is read or written first).
    std::unique_ptr<Lock> lock = options.readOnly ? nullptr : takeLock(path);
    sqlite3* raw = nullptr;
    const int flags = (options.readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
                                        : SQLITE_OPEN_READWRITE | (exists ? 0 : SQLITE_OPEN_CREATE)) |
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
    const bool fresh = tables == 0 && appId == 0 && version == 0;
    if (!fresh) {
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
    }

    if (options.readOnly) {
        // Nothing is converted or created: the file must already be a journal of ours.
        if (fresh) {
            throw JournalError(JournalError::Kind::Foreign, path,
                               "is an empty database, not an Instants journal. It was left untouched.");
        }
        Stmt w(raw, "SELECT balance_cents FROM wallet WHERE id = 1");
        if (w.prepareCode() != SQLITE_OK || w.step() != SQLITE_ROW) {
            throw JournalError(JournalError::Kind::Corrupt, path,
                               explain(JournalError::Kind::Corrupt, "the wallet is missing"));
        }
        return j;
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

    if (fresh) {
        Transaction t(*j);
        j->exec(kSchemaV1);
        j->exec(("PRAGMA application_id=" + std::to_string(kApplicationId)).c_str());
        j->exec(("PRAGMA user_version=" + std::to_string(kSchemaVersion)).c_str());
        Stmt meta(raw, "INSERT INTO meta(key, value) VALUES ('initial_balance_cents', ?1)");
        meta.bind(1, std::to_string(options.initialBalance));
        if (const int r = meta.step(); r != SQLITE_DONE) {
            j->fail(r, "creating the journal");
        }
        Stmt wallet(raw, "INSERT INTO wallet(id, balance_cents) VALUES (1, ?1)");
        wallet.bind(1, options.initialBalance);
        if (const int r = wallet.step(); r != SQLITE_DONE) {
            j->fail(r, "creating the journal");
        }
        const std::string ledger = std::string("INSERT INTO ledger(at, kind, amount_cents, balance_after) VALUES (") +
                                   kNow + ", 'initial', ?1, ?1)";
        Stmt l(raw, ledger.c_str());
        l.bind(1, options.initialBalance);
        if (const int r = l.step(); r != SQLITE_DONE) {
            j->fail(r, "creating the journal");
        }
        t.commit();
    }
    // Migrations from older schemas go here (version < kSchemaVersion); there is none yet.

    // A journal of ours must have its wallet.
    Stmt w(raw, "SELECT balance_cents FROM wallet WHERE id = 1");
    if (w.prepareCode() != SQLITE_OK || w.step() != SQLITE_ROW) {
        throw JournalError(JournalError::Kind::Corrupt, path,
                           explain(JournalError::Kind::Corrupt, "the wallet is missing"));
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

void Journal::insertEvents(std::int64_t gameId, std::int64_t afterSeq,
                           const std::vector<std::string>& events) {
    Stmt ev(m_db, "INSERT INTO events(game_id, seq, body) VALUES (?1, ?2, ?3)");
    for (const std::string& e : events) {
        ev.bind(1, gameId);
        ev.bind(2, ++afterSeq);
        ev.bind(3, e);
        if (const int rc = ev.step(); rc != SQLITE_DONE) {
            fail(rc, "recording an event");
        }
        sqlite3_reset(ev.get());
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
    const std::string insertGame =
        std::string("INSERT INTO games(game, stake_cents, started_at) VALUES (?1, ?2, ") + kNow + ")";
    Stmt g(m_db, insertGame.c_str());
    g.bind(1, game);
    g.bind(2, stake);
    run(g, "recording the game");
    const std::int64_t id = sqlite3_last_insert_rowid(m_db);
    Stmt w(m_db, "UPDATE wallet SET balance_cents = balance_cents - ?1 WHERE id = 1");
    w.bind(1, stake);
    run(w, "debiting the stake");
    const std::string insertLedger = std::string(
                                         "INSERT INTO ledger(at, kind, game_id, amount_cents, balance_after) "
                                         "VALUES (") +
                                     kNow + ", 'stake', ?1, ?2, ?3)";
    Stmt l(m_db, insertLedger.c_str());
    l.bind(1, id);
    l.bind(2, -stake);
    l.bind(3, before - stake);
    run(l, "debiting the stake");
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
    Transaction t(*this);
    Stmt last(m_db, "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?1");
    last.bind(1, gameId);
    if (const int rc = last.step(); rc != SQLITE_ROW) {
        fail(rc, "reading the game's events");
    }
    insertEvents(gameId, last.integer(0), events);
    const std::string finish = std::string("UPDATE games SET finished = 1, win_cents = ?2, finished_at = ") +
                               kNow + " WHERE id = ?1 AND finished = 0";
    Stmt g(m_db, finish.c_str());
    g.bind(1, gameId);
    g.bind(2, win);
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
        const std::string insertLedger = std::string(
                                             "INSERT INTO ledger(at, kind, game_id, amount_cents, "
                                             "balance_after) VALUES (") +
                                         kNow + ", 'win', ?1, ?2, ?3)";
        Stmt l(m_db, insertLedger.c_str());
        l.bind(1, gameId);
        l.bind(2, win);
        l.bind(3, before + win);
        if (const int rc = l.step(); rc != SQLITE_DONE) {
            fail(rc, "crediting the win");
        }
    }
    t.commit();
}

void Journal::resetBalance() {
    Transaction t(*this);
    const Cents initial = initialBalance();
    const Cents before = balance();
    Stmt w(m_db, "UPDATE wallet SET balance_cents = ?1 WHERE id = 1");
    w.bind(1, initial);
    if (const int rc = w.step(); rc != SQLITE_DONE) {
        fail(rc, "resetting the balance");
    }
    const std::string insertLedger =
        std::string("INSERT INTO ledger(at, kind, amount_cents, balance_after) VALUES (") + kNow +
        ", 'reset', ?1, ?2)";
    Stmt l(m_db, insertLedger.c_str());
    l.bind(1, initial - before);
    l.bind(2, initial);
    if (const int rc = l.step(); rc != SQLITE_DONE) {
        fail(rc, "resetting the balance");
    }
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

}  // namespace instants
