// The journal (journal.h): opening a file, the wallet, the games and their events, the
// dealing positions, the settings, the blocks dealt from and the clock. Its other parts are in
// journal/ (journal_internal.h lists them).
#include "instants/session/journal.h"

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <system_error>

#include "journal_internal.h"

namespace instants {

namespace fs = std::filesystem;

using journal_detail::displayName;
using journal_detail::explain;
using journal_detail::kindOf;
using journal_detail::Stmt;

namespace {

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
    std::snprintf(out, sizeof out, "%04lld-%02u-%02uT%02lld:%02lld:%02lld.%03lldZ",
                  static_cast<long long>(y), m, d, static_cast<long long>(inDay / 3600000),
                  static_cast<long long>(inDay / 60000 % 60),
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
    if (t.size() != 24 || std::sscanf(t.c_str(), "%4d-%2u-%2uT%2u:%2u:%2u.%3uZ", &y, &mo, &d, &h,
                                      &mi, &s, &ms) != 7) {
        return std::nullopt;
    }
    return ((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60000 + s * 1000 + ms;
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

}  // namespace

std::string journalTime(std::int64_t ms) {
    return isoOfMs(ms);
}

std::optional<std::int64_t> journalTimeMs(const std::string& text) {
    return msOfIso(text);
}

Journal::Journal(fs::path path, sqlite3* db) : m_path(std::move(path)), m_db(db) {}

Journal::~Journal() {
    sqlite3_close_v2(m_db);
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
            throw JournalError(
                JournalError::Kind::CannotOpen, path,
                "cannot be created: the folder " + displayName(parent) + " does not exist.");
        }
    }
    if (options.readOnly && !exists) {
        throw JournalError(JournalError::Kind::CannotOpen, path,
                           "does not exist (opened for reading only).");
    }
    if (exists && fs::file_size(path, ec) == 0 && !ec) {
        // Never turned into a fresh wallet: it may be a journal that lost everything.
        throw JournalError(
            JournalError::Kind::Foreign, path,
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
    const int flags =
        (options.readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : SQLITE_OPEN_READWRITE) |
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
        throw JournalError(
            JournalError::Kind::Foreign, path,
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
        throw JournalError(
            JournalError::Kind::Corrupt, path,
            explain(JournalError::Kind::Corrupt, "journal schema " + std::to_string(version) +
                                                     " is not one Instants ever wrote"));
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
            throw JournalError(
                JournalError::Kind::ReadOnly, path,
                explain(JournalError::Kind::ReadOnly,
                        "write-ahead logging is unavailable: journal mode is " + wal.text(0)));
        }
    }
    j->exec(options.durable ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=OFF");
    j->exec("PRAGMA foreign_keys=ON");
    j->m_durable = options.durable;
    if (version < kSchemaVersion) {
        {
            Transaction t(*j);
            if (version == 1) {
                j->migrateFromV1();
            }
            j->migrateToV3();
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
              "SELECT balance_after FROM ledger WHERE kind IN ('initial', 'reset') ORDER BY id "
              "DESC LIMIT 1");
    const int rb = base.step();
    if (rb != SQLITE_ROW) {
        fail(rb, "reading the ledger");
    }
    Stmt after(
        m_db,
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
    Stmt s(m_db, m_schema >= 3
                     ? "SELECT MAX(x) FROM (SELECT MAX(at) AS x FROM ledger UNION ALL SELECT "
                       "MAX(started_at) FROM games UNION ALL SELECT MAX(finished_at) FROM games "
                       "UNION ALL SELECT MAX(at) FROM protection)"
                     : "SELECT MAX(x) FROM (SELECT MAX(at) AS x FROM ledger UNION ALL SELECT "
                       "MAX(started_at) FROM games UNION ALL SELECT MAX(finished_at) FROM games)");
    if (s.step() != SQLITE_ROW || s.isNull(0)) {
        return 0;
    }
    return msOfIso(s.text(0)).value_or(0);
}

std::int64_t Journal::nowMs() const {
    return std::max(m_clock ? m_clock() : systemNowMs(), m_lastAtMs);
}

std::vector<Journal::LedgerRow> Journal::ledgerAfter(std::int64_t id) const {
    Stmt s(m_db,
           "SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger WHERE id > ?1 "
           "ORDER BY id");
    s.bind(1, id);
    std::vector<LedgerRow> rows;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        rows.push_back({s.integer(0), s.text(1), s.text(2), s.isNull(3) ? 0 : s.integer(3),
                        s.integer(4), s.integer(5)});
    }
    if (rc != SQLITE_DONE) {
        fail(rc, "reading the ledger");
    }
    return rows;
}

std::int64_t Journal::lastLedgerId() const {
    Stmt s(m_db, "SELECT COALESCE(MAX(id), 0) FROM ledger");
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the ledger");
    }
    return s.integer(0);
}

std::int64_t Journal::lastFinishedMs() const {
    Stmt s(m_db, "SELECT MAX(finished_at) FROM games");
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        fail(rc, "reading the games");
    }
    return s.isNull(0) ? 0 : msOfIso(s.text(0)).value_or(0);
}

std::vector<Journal::ProtectionRow> Journal::protection() const {
    std::vector<ProtectionRow> rows;
    if (m_schema < 3) {
        return rows;
    }
    Stmt s(m_db, "SELECT id, at, kind, body FROM protection ORDER BY id");
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        rows.push_back({s.integer(0), s.text(1), s.text(2), s.text(3)});
    }
    if (rc != SQLITE_DONE) {
        fail(rc, "reading the protection settings");
    }
    return rows;
}

void Journal::checkpoint() {
    if (m_durable) {
        // Best effort: what it copies is already committed in the WAL.
        sqlite3_wal_checkpoint_v2(m_db, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    }
}

std::int64_t Journal::startGame(
    const std::string& game, Cents stake, const std::vector<std::string>& events,
    const std::optional<std::pair<std::string, DealingPosition>>& dealing,
    const std::optional<std::string>& beginSession) {
    Transaction t(*this);
    if (beginSession) {
        insertSessionBegun(*beginSession);
    }
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
               "ON CONFLICT(game) DO UPDATE SET base_seed = excluded.base_seed, block = "
               "excluded.block, "
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
    Stmt last(m_db,
              "SELECT COALESCE(MAX(seq), 0), (SELECT finished FROM games WHERE id = ?1) "
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
    Stmt g(m_db,
           "UPDATE games SET finished = 1, win_cents = ?2, finished_at = ?3 WHERE id = ?1 AND "
           "finished = 0");
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

void Journal::resetBalance(const std::optional<std::string>& beginSession) {
    resetBalanceIn(beginSession);
    checkpoint();  // once its statements are done
}

void Journal::resetBalanceIn(const std::optional<std::string>& beginSession) {
    Transaction t(*this);
    if (beginSession) {
        insertSessionBegun(*beginSession);
    }
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
    "SELECT id, game, stake_cents, win_cents, finished, hidden, started_at, finished_at FROM "
    "games ";
}

std::optional<GameRecord> Journal::unfinishedGame() const {
    const std::string sql =
        std::string(kGameColumns) + "WHERE finished = 0 ORDER BY id DESC LIMIT 1";
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
    std::string sql =
        std::string(kGameColumns) + (includeHidden ? "" : "WHERE hidden = 0 ") + "ORDER BY id DESC";
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
    Stmt d(
        m_db,
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
    Stmt s(m_db,
           "INSERT INTO meta(key, value) VALUES (?1, ?2) "
           "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    s.bind(1, key);
    s.bind(2, value);
    if (const int rc = s.step(); rc != SQLITE_DONE) {
        fail(rc, "recording settings");
    }
    t.commit();
}

// --- schema 2: blocks and clock ------------------------------------------------------------------

std::string Journal::blockDigest(const std::string& game, std::uint64_t baseSeed,
                                 std::uint64_t block) const {
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
    Stmt s(m_db,
           "INSERT INTO blocks(game, base_seed, number, digest) VALUES (?1, ?2, ?3, ?4) "
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
