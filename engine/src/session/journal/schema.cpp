// The journal's schema: a new journal is built at schema 1 and brought to schema 3 by the
// same migrations an older journal goes through on open (schema 2 adds the hash chains over the
// ledger and the events, the blocks dealt from and the clock's setbacks; schema 3 the protection
// table).
#include <sqlite3.h>

#include <string>
#include <system_error>
#include <vector>

#include "../journal_internal.h"

namespace instants {

namespace fs = std::filesystem;

using journal_detail::eventLink;
using journal_detail::explain;
using journal_detail::headText;
using journal_detail::kindOf;
using journal_detail::ledgerLink;
using journal_detail::Link;
using journal_detail::Stmt;

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
    int rc = sqlite3_open_v2(name.c_str(), &raw,
                             SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
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
            j.migrateToV3();
            j.insertLedger(j.now(), "initial", std::nullopt, options.initialBalance,
                           options.initialBalance, "creating the journal");
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
                           explain(JournalError::Kind::CannotOpen,
                                   "the new journal cannot be put in place: " + ec.message()));
    }
}

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
    struct OldLedgerRow {
        std::int64_t id;
        std::string at, kind, game;
        std::int64_t amount, after;
    };
    std::vector<OldLedgerRow> ledger;
    {
        Stmt s(m_db,
               "SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger ORDER BY id");
        int rc = 0;
        while ((rc = s.step()) == SQLITE_ROW) {
            ledger.push_back({s.integer(0), s.text(1), s.text(2),
                              s.isNull(3) ? std::string() : s.text(3), s.integer(4), s.integer(5)});
        }
        if (rc != SQLITE_DONE) {
            fail(rc, "migrating the ledger");
        }
    }
    Link link{};
    {
        Stmt up(m_db, "UPDATE ledger SET chain = ?2 WHERE id = ?1");
        for (const OldLedgerRow& r : ledger) {
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

void Journal::migrateToV3() {
    // The protection table: what the player, a kiosk's operator or a study set (limits, pauses)
    // and what happened (play sessions begun, reality checks shown and answered), each row
    // chained like the ledger (head "chain_protection" in the meta table).
    exec(R"sql(
CREATE TABLE protection (
    id    INTEGER PRIMARY KEY,
    at    TEXT NOT NULL,
    kind  TEXT NOT NULL CHECK (kind IN ('limit', 'pause', 'session', 'check')),
    body  TEXT NOT NULL,
    chain BLOB NOT NULL
);
PRAGMA user_version=3;
)sql");
    // The chain's head from the start (no row yet): deleting every row and the head is seen.
    setMetaIn("chain_protection", headText(0, Link{}));
    m_schema = kSchemaVersion;
}

void Journal::setMetaIn(const std::string& key, const std::string& value) {
    Stmt s(m_db,
           "INSERT INTO meta(key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = "
           "excluded.value");
    s.bind(1, key);
    s.bind(2, value);
    if (const int rc = s.step(); rc != SQLITE_DONE) {
        fail(rc, "recording settings");
    }
}

}  // namespace instants
