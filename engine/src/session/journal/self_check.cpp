// The self-check a journal runs on open (docs/protocol.md, "The journal's self-check"): the
// ledger row by row with the games beside it, then the wallet against the ledger, then the
// events game by game; with schema 2, the two hash chains along the ledger and the events. The
// first problem found is returned, as the message that refuses the journal will say it.
#include <sqlite3.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>

#include "../journal_internal.h"
#include "instants/json.h"

namespace instants {

using journal_detail::eventLink;
using journal_detail::headText;
using journal_detail::ledgerLink;
using journal_detail::Link;
using journal_detail::protectionLink;
using journal_detail::Stmt;

namespace {

std::string cents(std::int64_t c) {
    return std::to_string(c) + " cents";
}

/// Whether a stored digest is `link`.
bool isLink(std::span<const unsigned char> stored, const Link& link) {
    return stored.size() == link.size() && std::equal(stored.begin(), stored.end(), link.begin());
}

/// Reads the database through a memory map while it lives (fewer copies of a large file).
class MemoryMapped {
public:
    explicit MemoryMapped(sqlite3* db) : m_db(db) {
        sqlite3_exec(m_db, "PRAGMA mmap_size=1073741824", nullptr, nullptr, nullptr);
    }
    ~MemoryMapped() { sqlite3_exec(m_db, "PRAGMA mmap_size=0", nullptr, nullptr, nullptr); }
    MemoryMapped(const MemoryMapped&) = delete;
    MemoryMapped& operator=(const MemoryMapped&) = delete;

private:
    sqlite3* m_db;
};

struct Game {
    std::int64_t id = 0;
    Cents stake = 0;
    Cents win = 0;
    bool finished = false;
};

/// The games in id order.
class Games {
public:
    explicit Games(sqlite3* db)
        : m_s(db, "SELECT id, stake_cents, win_cents, finished FROM games ORDER BY id") {}
    /// The next game, or nullopt at the end (or on a read error: failed() then says so).
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

// --- 1. The ledger ----------------------------------------------------------------------------

/// One row of the ledger, as read (its time is read only for its digest).
struct LedgerRow {
    std::int64_t id = 0;
    std::string kind;
    bool hasGame = false;
    std::int64_t game = 0;
    std::int64_t amount = 0;
    std::int64_t after = 0;

    /// "ledger row 7 (stake, game 3)": the row as messages name it.
    std::string name() const {
        return "ledger row " + std::to_string(id) + " (" + kind +
               (hasGame ? ", game " + std::to_string(game) : std::string()) + ")";
    }
};

LedgerRow ledgerRowOf(const Stmt& s) {
    return {s.integer(0), s.text(2), !s.isNull(3), s.integer(3), s.integer(4), s.integer(5)};
}

/// The row is a movement of its kind, and its balance follows from the balance before it.
std::string checkMovement(const LedgerRow& row, Cents initial, Cents balance) {
    if (row.id == 1) {
        if (row.kind != "initial" || row.amount != initial || row.after != initial) {
            return row.name() + ": the first movement must be the initial balance of " +
                   cents(initial);
        }
    } else if (row.kind == "initial") {
        return row.name() + ": only the first movement is the initial balance";
    } else if ((row.kind == "stake" && (!row.hasGame || row.amount >= 0)) ||
               (row.kind == "win" && (!row.hasGame || row.amount <= 0)) ||
               (row.kind == "reset" && (row.hasGame || row.after != initial)) ||
               (row.kind != "stake" && row.kind != "win" && row.kind != "reset")) {
        return row.name() + ": an amount of " + cents(row.amount) + " is not a " + row.kind;
    } else if (row.after != balance + row.amount) {
        return row.name() + ": the balance after it is " + cents(row.after) +
               ", but the balance before, " + cents(balance) + ", plus its amount, " +
               cents(row.amount) + ", is " + cents(balance + row.amount);
    }
    if (row.after < 0) {
        return row.name() + ": the balance after it is negative (" + cents(row.after) + ")";
    }
    return {};
}

/// The row's stored digest follows from `link`, the digest of the row before it; `link`
/// becomes the row's.
std::string checkLedgerLink(const Stmt& s, const LedgerRow& row, Link& link) {
    link =
        ledgerLink(link, row.id, s.text(1), row.kind,
                   row.hasGame ? std::to_string(row.game) : std::string(), row.amount, row.after);
    if (!isLink(s.blob(6), link)) {
        return row.name() +
               ": its digest does not follow from the rows before it (the row, or one before it, "
               "was changed)";
    }
    return {};
}

/// The games beside the ledger: each stake is the next game's, in id order, then come that
/// game's win, if any; a game is complete once the next one starts, or at the end.
class LedgerGames {
public:
    explicit LedgerGames(sqlite3* db) : m_db(db), m_games(db) {}

    /// Follows a row of the ledger (a stake or a win; other rows are no game's).
    std::string follow(const LedgerRow& row) {
        if (row.kind == "stake") {
            return stake(row);
        }
        if (row.kind == "win") {
            return win(row);
        }
        return {};
    }

    /// At the end of the ledger: the last game is complete, and no game is left without a stake.
    std::string end() {
        if (std::string p = close(true); !p.empty()) {
            return p;
        }
        if (const std::optional<Game> extra = m_games.next()) {
            return "game " + std::to_string(extra->id) + ": its stake is not in the ledger";
        }
        if (m_games.failed()) {
            return std::string("the games cannot be read: ") + sqlite3_errmsg(m_db);
        }
        return {};
    }

private:
    /// A stake: the game being played is complete, and the stake is the next game's.
    std::string stake(const LedgerRow& row) {
        if (std::string p = close(false); !p.empty()) {
            return p;
        }
        const std::int64_t before = m_current ? m_current->id : 0;
        m_current = m_games.next();
        m_won = 0;
        m_wins = 0;
        if (!m_current || m_current->id > row.game) {
            return row.name() + ": there is no such game, or its stake is recorded twice";
        }
        if (m_current->id != row.game) {
            return "game " + std::to_string(m_current->id) + ": its stake is not in the ledger";
        }
        if (row.game <= before || -row.amount != m_current->stake) {
            return row.name() + ": the stake is not the game's (" + cents(m_current->stake) + ")";
        }
        return {};
    }

    /// A win: for the game being played.
    std::string win(const LedgerRow& row) {
        if (!m_current || m_current->id != row.game) {
            return row.name() + ": a win for a game that is not the one being played";
        }
        m_won += row.amount;
        ++m_wins;
        return {};
    }

    /// The game being played is complete: the ledger's wins are its result, and it was
    /// finished unless it is the last (`atEnd`).
    std::string close(bool atEnd) const {
        if (!m_current) {
            return {};
        }
        const std::string name = "game " + std::to_string(m_current->id);
        if (m_wins > 1 || (m_current->finished && m_won != m_current->win) ||
            (!m_current->finished && m_wins > 0)) {
            return name + ": its win does not match the ledger";
        }
        if (!m_current->finished && !atEnd) {
            return name + ": it was never finished, but another game started after it";
        }
        return {};
    }

    sqlite3* m_db;
    Games m_games;
    std::optional<Game> m_current;  // the game of the last stake
    Cents m_won = 0;
    int m_wins = 0;
};

/// The ledger, row by row, with each game's stake and win, and its chain up to the head the
/// meta table records. `balanceNow` becomes the balance after its last row.
std::string checkLedger(const Journal& journal, sqlite3* db, bool chained, Cents initial,
                        Cents& balanceNow) {
    LedgerGames games(db);
    Stmt s(db, chained ? "SELECT id, at, kind, game_id, amount_cents, balance_after, chain FROM "
                         "ledger ORDER BY id"
                       : "SELECT id, at, kind, game_id, amount_cents, balance_after FROM ledger "
                         "ORDER BY id");
    Link link{};
    std::int64_t expected = 1;
    Cents balance = 0;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        const LedgerRow row = ledgerRowOf(s);
        if (row.id != expected) {
            return "ledger row " + std::to_string(expected) + " is missing (the next row is " +
                   std::to_string(row.id) + ")";
        }
        if (std::string p = checkMovement(row, initial, balance); !p.empty()) {
            return p;
        }
        if (chained) {
            if (std::string p = checkLedgerLink(s, row, link); !p.empty()) {
                return p;
            }
        }
        if (std::string p = games.follow(row); !p.empty()) {
            return p;
        }
        balance = row.after;
        ++expected;
    }
    if (rc != SQLITE_DONE) {
        return std::string("the ledger cannot be read: ") + sqlite3_errmsg(db);
    }
    if (expected == 1) {
        return "the ledger is empty";
    }
    if (std::string p = games.end(); !p.empty()) {
        return p;
    }
    if (chained && journal.meta("chain_ledger") != headText(expected - 1, link)) {
        return "the ledger ends at row " + std::to_string(expected - 1) +
               ", not where the journal last recorded it (rows at its end were removed, or its "
               "head was changed)";
    }
    balanceNow = balance;
    return {};
}

// --- 2. The wallet ----------------------------------------------------------------------------

/// The wallet holds what the initial balance and the ledger make.
std::string checkWallet(sqlite3* db, Cents ledgerBalance) {
    Stmt w(db, "SELECT balance_cents FROM wallet WHERE id = 1");
    if (w.step() != SQLITE_ROW) {
        return "the wallet is missing";
    }
    if (w.integer(0) != ledgerBalance) {
        return "the wallet holds " + cents(w.integer(0)) +
               ", but the initial balance and the ledger make " + cents(ledgerBalance);
    }
    return {};
}

// --- 3. The events ----------------------------------------------------------------------------

/// A game's last event agrees with its result: "finished" with its win once it is finished,
/// anything else before.
std::string checkLastEvent(const Game& game, const std::string& lastBody) {
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
        return "game " + std::to_string(game.id) + ": its last event is not valid JSON";
    }
    if (game.finished ? (type != "finished" || win != game.win) : type == "finished") {
        return "game " + std::to_string(game.id) +
               ": its last event does not agree with its result (finished or not, and its win)";
    }
    return {};
}

/// The games beside the events: each game's events come together, in id order, numbered
/// from 1; its last one agrees with its result.
class EventGames {
public:
    explicit EventGames(sqlite3* db) : m_games(db) {}

    /// Follows event `seq` of `game`, whose body is `body`.
    std::string follow(std::int64_t game, std::int64_t seq, std::string body) {
        if (!m_current || game != m_current->id) {
            if (std::string p = close(); !p.empty()) {
                return p;
            }
            m_current = m_games.next();
            if (!m_current || m_current->id > game) {
                return "game " + std::to_string(game) +
                       ": it has events, but there is no such game";
            }
            if (m_current->id < game) {
                return "game " + std::to_string(m_current->id) + ": some of its events are missing";
            }
            m_lastSeq = 0;
        }
        if (seq != m_lastSeq + 1) {
            return "game " + std::to_string(game) + ": some of its events are missing (event " +
                   std::to_string(m_lastSeq + 1) + ")";
        }
        m_lastSeq = seq;
        m_lastBody = std::move(body);
        return {};
    }

    /// The body of the last event followed.
    const std::string& lastBody() const { return m_lastBody; }

    /// At the end of the events: the last game's agree with its result, and no game is left
    /// without events.
    std::string end() {
        if (std::string p = close(); !p.empty()) {
            return p;
        }
        if (const std::optional<Game> extra = m_games.next()) {
            return "game " + std::to_string(extra->id) + ": some of its events are missing";
        }
        return {};
    }

private:
    /// The game being followed is complete: its last event agrees with its result.
    std::string close() const {
        if (!m_current) {
            return {};
        }
        return checkLastEvent(*m_current, m_lastBody);
    }

    Games m_games;
    std::optional<Game> m_current;
    std::int64_t m_lastSeq = 0;
    std::string m_lastBody;
};

/// The event's number is `expected`, and its stored digest follows from `link`, the digest
/// of the event before it; `link` becomes the event's.
std::string checkEventLink(const Stmt& s, std::int64_t expected, std::int64_t game,
                           std::int64_t seq, const std::string& body, Link& link) {
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
    link = eventLink(link, expected, game, seq, body);
    if (!isLink(s.blob(4), link)) {
        return rowName() +
               ": its digest does not follow from the events before it (the event, or one before "
               "it, was changed)";
    }
    return {};
}

/// The events, game by game in sequence (and in the order recorded, which is the same), each
/// game's last one against its result, and their chain up to the head the meta table records.
std::string checkEvents(const Journal& journal, sqlite3* db, bool chained) {
    EventGames games(db);
    Stmt s(db, chained ? "SELECT game_id, seq, body, n, chain FROM events ORDER BY game_id, seq"
                       : "SELECT game_id, seq, body FROM events ORDER BY game_id, seq");
    Link link{};
    std::int64_t expected = 1;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        const std::int64_t game = s.integer(0);
        const std::int64_t seq = s.integer(1);
        if (std::string p = games.follow(game, seq, s.text(2)); !p.empty()) {
            return p;
        }
        if (chained) {
            if (std::string p = checkEventLink(s, expected, game, seq, games.lastBody(), link);
                !p.empty()) {
                return p;
            }
        }
        ++expected;
    }
    if (rc != SQLITE_DONE) {
        return std::string("the events cannot be read: ") + sqlite3_errmsg(db);
    }
    if (std::string p = games.end(); !p.empty()) {
        return p;
    }
    if (chained) {
        const std::optional<std::string> head = journal.meta("chain_events");
        if ((expected > 1 || head) && head != headText(expected - 1, link)) {
            return "the events end at " + std::to_string(expected - 1) +
                   ", not where the journal last recorded them (events at their end were removed, "
                   "or the head was changed)";
        }
    }
    return {};
}

/// The protection rows in order, each chained to the one before it, up to the head the meta
/// table records.
std::string checkProtection(const Journal& journal, sqlite3* db) {
    Stmt s(db, "SELECT id, at, kind, body, chain FROM protection ORDER BY id");
    if (s.prepareCode() != SQLITE_OK) {
        return "the protection table is missing";
    }
    Link link{};
    std::int64_t expected = 1;
    int rc = 0;
    while ((rc = s.step()) == SQLITE_ROW) {
        const std::int64_t id = s.integer(0);
        if (id != expected) {
            return "protection row " + std::to_string(expected) + " is missing (the next one is " +
                   std::to_string(id) + ")";
        }
        link = protectionLink(link, id, s.text(1), s.text(2), s.text(3));
        if (!isLink(s.blob(4), link)) {
            return "protection row " + std::to_string(id) +
                   ": its digest does not follow from the rows before it (the row, or one before "
                   "it, was changed)";
        }
        ++expected;
    }
    if (rc != SQLITE_DONE) {
        return "the protection table cannot be read";
    }
    const std::optional<std::string> head = journal.meta("chain_protection");
    if (!head) {
        return "the protection rows' head is missing from the meta table (rows, or the head, were "
               "removed)";
    }
    if (head != headText(expected - 1, link)) {
        return "the protection rows end at " + std::to_string(expected - 1) +
               ", not where the journal last recorded them (rows at their end were removed, or "
               "the head was changed)";
    }
    return {};
}

}  // namespace

std::string Journal::selfCheck() const {
    // One pass over each table, in order, with the games alongside: games are played one at a
    // time, so in the ledger a game's stake, then its win if any, come before the next game's
    // stake, and its events come together, in sequence, before the next game's.
    const bool chained = m_schema >= 2;
    const MemoryMapped mapped(m_db);
    const std::optional<std::string> initialText = meta("initial_balance_cents");
    if (!initialText) {
        return "the initial balance is missing from the meta table";
    }
    const Cents initial = std::strtoll(initialText->c_str(), nullptr, 10);

    Cents balanceNow = 0;
    if (std::string p = checkLedger(*this, m_db, chained, initial, balanceNow); !p.empty()) {
        return p;
    }
    if (std::string p = checkWallet(m_db, balanceNow); !p.empty()) {
        return p;
    }
    if (std::string p = checkEvents(*this, m_db, chained); !p.empty()) {
        return p;
    }
    return m_schema >= 3 ? checkProtection(*this, m_db) : std::string();
}

}  // namespace instants
