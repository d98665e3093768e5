// The journal proves itself on open (docs/protocol.md, "The journal's self-check"): each way
// of changing or losing its history outside Instants is refused on open, naming the first bad
// row, and the file is left untouched; creation never leaves an empty file; the main file, not
// only the WAL, holds the finished history; a schema-1 journal made by the previous version is
// migrated; recorded times never go backwards.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <deque>

#include "../support/fault_vfs.h"
#include "../support/journal_chain.h"
#include "../support/temp_dir.h"
#include "instants/session/journal.h"
#include "instants/session/session.h"

using namespace instants;
using instants::test::FaultVfs;
using instants::test::TempDir;

#ifndef INSTANTS_TEST_DATA_DIR
#error "INSTANTS_TEST_DATA_DIR must name tests/data"
#endif

namespace {

std::unique_ptr<Journal> openJournal(const std::filesystem::path& p, const std::string& vfs = "") {
    Journal::Options o;
    o.vfs = vfs;
    return Journal::open(p, o);
}

/// A game as the product records one: its events, the last one "finished" with the win.
std::int64_t play(Journal& j, const char* game, Cents stake, Cents win) {
    const auto id = j.startGame(game, stake, {R"({"type": "deal", "block": 0, "ticket": 0})"});
    j.appendEvents(id, {R"({"type": "reveal", "zone": "throw1"})"});
    j.finishGame(id, {R"({"type": "finished", "win_cents": )" + std::to_string(win) + "}"}, win);
    return id;
}

void sql(const std::filesystem::path& p, const std::string& statement) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(p.string().c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    ASSERT_EQ(sqlite3_exec(db, statement.c_str(), nullptr, nullptr, &err), SQLITE_OK)
        << (err ? err : "");
    sqlite3_close(db);
}

std::int64_t sqlInt(const std::filesystem::path& p, const std::string& query) {
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open(p.string().c_str(), &db), SQLITE_OK);
    sqlite3_stmt* s = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, query.c_str(), -1, &s, nullptr), SQLITE_OK) << query;
    std::int64_t v = -1;
    if (sqlite3_step(s) == SQLITE_ROW) {
        v = sqlite3_column_int64(s, 0);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return v;
}

/// Opening (to write, and to read only) refuses the file as inconsistent with `words` in the
/// message, and leaves it byte for byte as it was.
void expectInconsistent(const std::filesystem::path& p, const std::string& words) {
    const auto before = instants::test::readBytes(p);
    for (const bool readOnly : {false, true}) {
        Journal::Options o;
        o.readOnly = readOnly;
        try {
            (void)Journal::open(p, o);
            ADD_FAILURE() << "opened " << p << (readOnly ? " (read-only)" : "");
        } catch (const JournalError& e) {
            EXPECT_EQ(e.code(), "inconsistent") << e.what();
            const std::string what = e.what();
            EXPECT_NE(what.find(words), std::string::npos) << what;
            EXPECT_NE(what.find("left untouched"), std::string::npos) << what;
        }
    }
    EXPECT_EQ(instants::test::readBytes(p), before) << "the file was modified";
}

}  // namespace

class JournalCheckTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto j = openJournal(db());
        play(*j, "dede", 200, 0);         // game 1, ledger 2
        play(*j, "dede", 200, 800);       // game 2, ledger 3, 4
        play(*j, "happy-2014", 300, 0);   // game 3, ledger 5
        play(*j, "happy-des", 100, 400);  // game 4, ledger 6, 7
        j->resetBalance();                // ledger 8
        play(*j, "dede", 200, 0);         // game 5, ledger 9
    }
    void TearDown() override { FaultVfs::reset(); }
    std::filesystem::path db() const { return dir / "j.db"; }
    TempDir dir;
};

TEST_F(JournalCheckTest, ASoundJournalPassesItsSelfCheckAndReopens) {
    auto j = openJournal(db());
    EXPECT_EQ(j->selfCheck(), "");
    EXPECT_EQ(j->balance(), 9800);
    EXPECT_EQ(sqlInt(db(), "PRAGMA user_version"), 3);
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM ledger WHERE length(chain) = 32"), 9);
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM events WHERE length(chain) = 32"), 15);
}

TEST_F(JournalCheckTest, AWalletEditedUpOrBelowZeroIsRefused) {
    sql(db(), "UPDATE wallet SET balance_cents = 9999999900");
    expectInconsistent(
        db(),
        "the wallet holds 9999999900 cents, but the initial balance and the ledger make 9800");
    sql(db(), "UPDATE wallet SET balance_cents = -50000");
    expectInconsistent(db(), "the wallet holds -50000 cents");
}

TEST_F(JournalCheckTest, AGamesWinRaisedWithTheWalletToMatchIsRefused) {
    sql(db(),
        "UPDATE games SET win_cents = 1000000 WHERE id = 5; UPDATE wallet SET balance_cents = "
        "balance_cents + 1000000");
    expectInconsistent(db(), "game 5: its win does not match the ledger");
    // With the ledger's chain recomputed too: the game against its win.
    sql(db(), "UPDATE wallet SET balance_cents = 9800");
    instants::test::rechainJournal(db());
    expectInconsistent(db(), "game 5: its win does not match the ledger");
}

TEST_F(JournalCheckTest, ADeletedLedgerRowIsRefusedNamingIt) {
    sql(db(), "DELETE FROM ledger WHERE id = 4");  // game 2's win
    expectInconsistent(db(), "ledger row 4 is missing");
}

TEST_F(JournalCheckTest, TheLastLedgerRowsRemovedAreRefused) {
    // Game 5 and its stake taken out, and the wallet made to match: the chain's head says so.
    sql(db(),
        "DELETE FROM ledger WHERE id = 9; DELETE FROM events WHERE game_id = 5; DELETE FROM games "
        "WHERE id = 5; "
        "UPDATE wallet SET balance_cents = 10000");
    expectInconsistent(db(), "the ledger ends at row 8, not where the journal last recorded it");
}

TEST_F(JournalCheckTest, AFinishedGamesDeletedEventsAreRefused) {
    sql(db(), "DELETE FROM events WHERE game_id = 2");
    expectInconsistent(db(), "game 2: some of its events are missing");
    instants::test::rechainJournal(db());
    expectInconsistent(db(), "game 2: some of its events are missing");
}

TEST_F(JournalCheckTest, AByteFlippedInAFinishedEventIsRefused) {
    // "win_cents": 0 becomes 9 in game 1's finished event: history would show a win of 9.
    sql(db(),
        "UPDATE events SET body = replace(body, '\"win_cents\": 0', '\"win_cents\": 9') WHERE "
        "game_id = 1 AND seq = 3");
    ASSERT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM events WHERE body LIKE '%\"win_cents\": 9%'"), 1);
    expectInconsistent(db(), "event 3 (game 1, event 3): its digest does not follow");
    instants::test::rechainJournal(db());
    expectInconsistent(db(), "game 1: its last event does not agree with its result");
}

TEST_F(JournalCheckTest, AChangedLedgerRowIsRefusedByItsChain) {
    // Only its time changed: every amount still adds up, and the chain tells.
    sql(db(), "UPDATE ledger SET at = '2020-01-01T00:00:00.000Z' WHERE id = 3");
    expectInconsistent(db(), "ledger row 3 (stake, game 2): its digest does not follow");
}

TEST(JournalOpen, AnEmptyFileIsRefusedAndLeftUntouched) {
    TempDir dir;
    instants::test::writeBytes(dir / "j.db", {});
    try {
        (void)openJournal(dir / "j.db");
        FAIL() << "an empty file became a journal";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.code(), "foreign") << e.what();
        EXPECT_NE(std::string(e.what()).find("empty file (0 bytes)"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(std::filesystem::file_size(dir / "j.db"), 0U);
    EXPECT_FALSE(std::filesystem::exists(dir / "j.db-wal"));
}

TEST(JournalOpen, AFullDiskAtCreationLeavesNoFileBehind) {
    TempDir dir;
    for (const std::int64_t budget : {0, 1000, 5000, 20000}) {
        FaultVfs::writeBudget = budget;
        EXPECT_THROW((void)openJournal(dir / "j.db", FaultVfs::name()), JournalError) << budget;
        FaultVfs::reset();
        EXPECT_FALSE(std::filesystem::exists(dir / "j.db"))
            << "after a full disk at " << budget << " bytes";
        EXPECT_FALSE(std::filesystem::exists(dir / "j.db.creating")) << budget;
    }
    // Space is back: the journal is created.
    EXPECT_EQ(openJournal(dir / "j.db")->balance(), 10000);
}

TEST(JournalOpen, TheMainFileHoldsTheFinishedHistoryWithoutItsWal) {
    // A WAL lost (cut to zero, or not copied with the file) loses no finished game.
    TempDir dir;
    auto j = openJournal(dir / "j.db");
    for (int i = 0; i < 3; ++i) {
        play(*j, "dede", 200, i == 1 ? 400 : 0);
    }
    std::filesystem::create_directory(dir / "copy");
    std::filesystem::copy_file(dir / "j.db", dir / "copy" / "j.db");  // without its -wal
    auto copy = openJournal(dir / "copy" / "j.db");
    EXPECT_EQ(copy->lastGameId(), 3);
    EXPECT_EQ(copy->balance(), 10000 - 600 + 400);
    EXPECT_EQ(copy->selfCheck(), "");
}

TEST(JournalOpen, AJournalWithoutItsWalletOrWithAnUnknownSchemaIsRefused) {
    TempDir dir;
    { openJournal(dir / "j.db"); }
    sql(dir / "j.db", "DELETE FROM wallet");
    try {
        (void)openJournal(dir / "j.db");
        FAIL() << "opened without a wallet";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.code(), "corrupt") << e.what();
        EXPECT_NE(std::string(e.what()).find("the wallet is missing"), std::string::npos)
            << e.what();
    }
    TempDir other;
    { openJournal(other / "j.db"); }
    sql(other / "j.db", "PRAGMA user_version = 0");
    try {
        (void)openJournal(other / "j.db");
        FAIL() << "opened schema 0";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.code(), "corrupt") << e.what();
        EXPECT_NE(std::string(e.what()).find("journal schema 0"), std::string::npos) << e.what();
    }
}

TEST(JournalMigration, AJournalOfSchema1MadeByThePreviousVersionIsMigratedWithItsHistory) {
    // tests/data/journal/v1-history.db: written by the previous version's `instants-cli drive`
    // (seed 2014) from v1-history.jsonl: 14 games of the three kinds, a reset, the last DÉDÉ
    // ticket in progress.
    TempDir dir;
    const auto file = dir / "v1.db";
    std::filesystem::copy_file(
        std::filesystem::path(INSTANTS_TEST_DATA_DIR) / "journal" / "v1-history.db", file);
    ASSERT_EQ(sqlInt(file, "PRAGMA user_version"), 1);
    const auto games = sqlInt(file, "SELECT COUNT(*) FROM games");
    const auto events = sqlInt(file, "SELECT COUNT(*) FROM events");
    const auto ledger = sqlInt(file, "SELECT COUNT(*) FROM ledger");
    const auto wallet = sqlInt(file, "SELECT balance_cents FROM wallet");
    ASSERT_EQ(games, 14);
    std::vector<GameRecord> before;
    {
        // Read-only: checked (without chains), not converted.
        Journal::Options ro;
        ro.readOnly = true;
        auto j = Journal::open(file, ro);
        EXPECT_EQ(j->selfCheck(), "");
        before = j->history(0, true);
    }
    ASSERT_EQ(sqlInt(file, "PRAGMA user_version"), 1);
    {
        auto j = openJournal(file);
        EXPECT_EQ(j->selfCheck(), "");
        EXPECT_EQ(j->balance(), wallet);
        const auto after = j->history(0, true);
        ASSERT_EQ(after.size(), before.size());
        for (std::size_t i = 0; i < after.size(); ++i) {
            EXPECT_EQ(after[i].events, before[i].events) << "game " << after[i].id;
            EXPECT_EQ(after[i].win, before[i].win);
            EXPECT_EQ(after[i].startedAt, before[i].startedAt);
        }
    }
    EXPECT_EQ(sqlInt(file, "PRAGMA user_version"), 3);
    EXPECT_EQ(sqlInt(file, "SELECT COUNT(*) FROM events WHERE length(chain) = 32"), events);
    EXPECT_EQ(sqlInt(file, "SELECT COUNT(*) FROM ledger WHERE length(chain) = 32"), ledger);
    // The migrated journal plays on: its unfinished ticket resumes and finishes.
    Session::Options o;
    o.database = file;
    o.seed = 2014;
    o.blockDirectory = dir / "blocks";
    {
        Session s(o);
        ASSERT_TRUE(s.inProgress());
        s.act("auto");
        EXPECT_FALSE(s.inProgress());
    }
    EXPECT_EQ(openJournal(file)->selfCheck(), "");
}

TEST(JournalClock, RecordedTimesNeverGoBackAndASetbackIsRecorded) {
    TempDir dir;
    std::deque<std::int64_t> times = {1'780'000'000'000, 1'780'000'001'000,
                                      1'780'000'001'000 - 3'600'000,  // an hour back, mid-game
                                      1'780'000'001'000 - 3'500'000};
    Journal::Options o;
    o.clock = [&times] {
        const std::int64_t t = times.front();
        if (times.size() > 1) {
            times.pop_front();
        }
        return t;
    };
    auto j = Journal::open(dir / "j.db", o);  // creation: the first time
    const auto id = j->startGame("dede", 200, {R"({"type": "deal"})"});
    j->finishGame(id, {R"({"type": "finished", "win_cents": 400})"}, 400);
    const auto g = j->game(id);
    ASSERT_TRUE(g.has_value());
    EXPECT_EQ(g->startedAt, "2026-05-28T20:26:41.000Z");
    EXPECT_EQ(g->finishedAt, g->startedAt) << "a game never finishes before it started";
    const auto setbacks = j->clockSetbacks();
    ASSERT_EQ(setbacks.size(), 1U);
    EXPECT_EQ(setbacks[0].recordedAt, "2026-05-28T20:26:41.000Z");
    EXPECT_EQ(setbacks[0].clockSaid, "2026-05-28T19:26:41.000Z");
    EXPECT_EQ(
        sqlInt(dir / "j.db",
               "SELECT COUNT(*) FROM ledger a JOIN ledger b ON b.id = a.id + 1 WHERE b.at < a.at"),
        0);
    j.reset();
    // Reopened with the clock still behind: still no time before the latest recorded.
    auto again = Journal::open(dir / "j.db", o);
    again->resetBalance();
    EXPECT_EQ(again->clockSetbacks().size(), 2U);
    EXPECT_EQ(
        sqlInt(dir / "j.db",
               "SELECT COUNT(*) FROM ledger a JOIN ledger b ON b.id = a.id + 1 WHERE b.at < a.at"),
        0);
}
