// The durable journal (docs/architecture.md, invariant 6) and every bad-database case of the issue:
// each gets a clear message naming the file and the problem, and the file is left untouched.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../support/fault_vfs.h"
#include "../support/temp_dir.h"
#include "instants/session/journal.h"

using namespace instants;
using instants::test::FaultVfs;
using instants::test::TempDir;

namespace {

std::unique_ptr<Journal> openJournal(const std::filesystem::path& p, Cents initial = 10000,
                                     const std::string& vfs = "") {
    Journal::Options o;
    o.initialBalance = initial;
    o.vfs = vfs;
    return Journal::open(p, o);
}

/// Expects opening to fail with `kind`, a message naming the file, and the file unchanged.
/// Nothing is left beside a refused file either: no lock file that was not there before.
void expectRefused(const std::filesystem::path& p, JournalError::Kind kind,
                   const std::string& words) {
    const auto before = instants::test::readBytes(p);
    std::filesystem::path lock = p;
    lock += ".lock";
    const bool lockBefore = std::filesystem::exists(lock);
    try {
        (void)openJournal(p);
        ADD_FAILURE() << "opened " << p;
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), kind) << e.what();
        const std::string what = e.what();
        EXPECT_NE(what.find(p.string()), std::string::npos) << what;
        EXPECT_NE(what.find(words), std::string::npos) << what;
    }
    EXPECT_EQ(instants::test::readBytes(p), before) << "the file was modified";
    EXPECT_EQ(std::filesystem::exists(lock), lockBefore) << "a lock file was left beside " << p;
}

void sql(const std::filesystem::path& p, const char* statement) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(p.string().c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    ASSERT_EQ(sqlite3_exec(db, statement, nullptr, nullptr, &err), SQLITE_OK) << (err ? err : "");
    sqlite3_close(db);
}

}  // namespace

class JournalTest : public ::testing::Test {
protected:
    void TearDown() override { FaultVfs::reset(); }
    TempDir dir;
};

TEST_F(JournalTest, ANewJournalHoldsTheInitialBalanceInWalModeWithFullSync) {
    auto j = openJournal(dir / "j.db", 5000);
    EXPECT_EQ(j->balance(), 5000);
    EXPECT_EQ(j->initialBalance(), 5000);
    EXPECT_EQ(j->ledgerBalance(), 5000);
    EXPECT_FALSE(j->unfinishedGame().has_value());
    EXPECT_TRUE(std::filesystem::exists(dir / "j.db-wal"));
    // The initial balance applies at creation only.
    j.reset();
    EXPECT_EQ(openJournal(dir / "j.db", 999)->balance(), 5000);
}

TEST_F(JournalTest, StakesAndWinsMoveTheBalanceAndTheLedgerTogether) {
    auto j = openJournal(dir / "j.db", 1000);
    const auto id = j->startGame("happy-des", 200, {R"({"type": "a"})"});
    EXPECT_EQ(j->balance(), 800);
    j->appendEvents(id, {R"({"type": "b"})", R"({"type": "c"})"});
    const auto unfinished = j->unfinishedGame();
    ASSERT_TRUE(unfinished.has_value());
    EXPECT_EQ(unfinished->id, id);
    EXPECT_EQ(unfinished->events.size(), 3U);
    EXPECT_EQ(unfinished->events[2], R"({"type": "c"})");
    j->finishGame(id, {R"({"type": "finished"})"}, 450);
    EXPECT_EQ(j->balance(), 1250);
    EXPECT_EQ(j->ledgerBalance(), 1250);
    EXPECT_FALSE(j->unfinishedGame().has_value());
    EXPECT_THROW(j->appendEvents(id, {"{}"}), std::logic_error);
    EXPECT_THROW(j->finishGame(id, {}, 0), std::logic_error);
    EXPECT_THROW(j->startGame("dede", 5000, {}), std::invalid_argument);
    EXPECT_EQ(j->balance(), 1250);
}

TEST_F(JournalTest, HistoryIsNewestFirstAndHidingKeepsGamesForTheOperator) {
    auto j = openJournal(dir / "j.db");
    for (int i = 0; i < 5; ++i) {
        const auto id = j->startGame(i % 2 ? "dede" : "happy-des", 100 + 100 * (i % 2), {"{}"});
        j->finishGame(id, {}, i);
    }
    const auto h = j->history(3);
    ASSERT_EQ(h.size(), 3U);
    EXPECT_EQ(h[0].id, 5);
    EXPECT_EQ(h[2].id, 3);
    EXPECT_EQ(h[0].win, 4);
    EXPECT_TRUE(h[0].finished);
    EXPECT_FALSE(h[0].finishedAt.empty());
    j->hideHistory();
    EXPECT_TRUE(j->history(0).empty());
    EXPECT_EQ(j->history(0, true).size(), 5U);
    EXPECT_EQ(j->lastGameId(), 5);
}

TEST_F(JournalTest, ResetBalanceRestoresTheInitialBalanceAndIsRecorded) {
    auto j = openJournal(dir / "j.db", 1000);
    const auto id = j->startGame("happy-des", 100, {"{}"});
    j->finishGame(id, {}, 0);
    j->resetBalance();
    EXPECT_EQ(j->balance(), 1000);
    EXPECT_EQ(j->ledgerBalance(), 1000);
}

TEST_F(JournalTest, DealingPositionsAndMetaPersist) {
    {
        auto j = openJournal(dir / "j.db");
        EXPECT_FALSE(j->dealing("dede").has_value());
        j->setDealing("dede", {42, 1, 17});
        j->setMeta("k", "v");
        const auto id = j->startGame(
            "dede", 200, {"{}"}, std::make_pair(std::string("dede"), DealingPosition{42, 1, 18}));
        (void)id;
    }
    auto j = openJournal(dir / "j.db");
    const auto d = j->dealing("dede");
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->baseSeed, 42U);
    EXPECT_EQ(d->block, 1U);
    EXPECT_EQ(d->position, 18U);
    EXPECT_EQ(j->meta("k"), "v");
}

// --- Bad databases ---------------------------------------------------------------------------

TEST_F(JournalTest, AFileWithACorruptHeaderIsRefusedAndLeftUntouched) {
    {
        auto j = openJournal(dir / "j.db");
        j->startGame("happy-des", 100, {"{}"});
    }
    auto bytes = instants::test::readBytes(dir / "j.db");
    ASSERT_GT(bytes.size(), 100U);
    for (int i = 0; i < 16; ++i) {
        bytes[static_cast<std::size_t>(i)] = static_cast<char>('X' + i);
    }
    instants::test::writeBytes(dir / "j.db", bytes);
    expectRefused(dir / "j.db", JournalError::Kind::NotADatabase, "not an SQLite database");
}

TEST_F(JournalTest, AFileThatIsNotADatabaseAtAllIsRefusedAndLeftUntouched) {
    instants::test::writeBytes(dir / "notes.txt", std::vector<char>(5000, 'a'));
    expectRefused(dir / "notes.txt", JournalError::Kind::NotADatabase, "not an Instants journal");
}

TEST_F(JournalTest, ATruncatedFileIsRefusedAndLeftUntouched) {
    {
        auto j = openJournal(dir / "j.db");
        for (int i = 0; i < 400; ++i) {
            const auto id = j->startGame("happy-des", 100, {std::string(300, 'e')});
            j->finishGame(id, {std::string(300, 'f')}, 0);
            if (j->balance() < 100) {
                j->resetBalance();
            }
        }
    }
    ASSERT_FALSE(std::filesystem::exists(dir / "j.db-wal"));  // checkpointed on close
    const auto size = std::filesystem::file_size(dir / "j.db");
    ASSERT_GT(size, 40000U);
    std::filesystem::resize_file(dir / "j.db", size / 2 + 1000);
    expectRefused(dir / "j.db", JournalError::Kind::Corrupt, "damaged");
}

TEST_F(JournalTest, AnotherApplicationsDatabaseIsRefusedAndLeftUntouched) {
    sql(dir / "other.db", "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('x');");
    expectRefused(dir / "other.db", JournalError::Kind::Foreign, "another application");
}

TEST_F(JournalTest, AJournalFromANewerSchemaIsRefusedAndLeftUntouched) {
    { auto j = openJournal(dir / "j.db"); }
    sql(dir / "j.db", "PRAGMA user_version = 7;");
    expectRefused(dir / "j.db", JournalError::Kind::NewerSchema,
                  "newer version of Instants (journal schema 7");
}

TEST_F(JournalTest, AMissingFolderIsNamed) {
    try {
        (void)openJournal(dir / "no" / "such" / "j.db");
        FAIL();
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::CannotOpen);
        EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "no"));
}

TEST_F(JournalTest, AFolderWhereNothingCanBeCreatedIsReportedAsReadOnlyOrUnopenable) {
    // A journal that exists, in a folder where its -wal file cannot be created (injected: the
    // tests run as root, who may write anywhere).
    { auto j = openJournal(dir / "j.db"); }
    std::filesystem::remove(dir / "j.db-wal");
    std::filesystem::remove(dir / "j.db-shm");
    const auto before = instants::test::readBytes(dir / "j.db");
    FaultVfs::refuseNewFiles = true;
    try {
        (void)openJournal(dir / "j.db", 10000, FaultVfs::name());
        FAIL() << "opened";
    } catch (const JournalError& e) {
        EXPECT_TRUE(e.kind() == JournalError::Kind::ReadOnly ||
                    e.kind() == JournalError::Kind::CannotOpen)
            << e.what();
        EXPECT_NE(std::string(e.what()).find((dir / "j.db").string()), std::string::npos);
    }
    EXPECT_EQ(instants::test::readBytes(dir / "j.db"), before);
    // And a new journal cannot be created there.
    EXPECT_THROW((void)openJournal(dir / "new.db", 10000, FaultVfs::name()), JournalError);
    EXPECT_FALSE(std::filesystem::exists(dir / "new.db"));
}

TEST_F(JournalTest, AReadOnlyFileIsRefusedWithAClearMessage) {
    { auto j = openJournal(dir / "j.db"); }
    const auto before = instants::test::readBytes(dir / "j.db");
    FaultVfs::readOnly = true;
    try {
        (void)openJournal(dir / "j.db", 10000, FaultVfs::name());
        FAIL() << "opened";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::ReadOnly) << e.what();
        EXPECT_NE(std::string(e.what()).find("read-only"), std::string::npos) << e.what();
    }
    EXPECT_EQ(instants::test::readBytes(dir / "j.db"), before);
}

TEST_F(JournalTest, ARealReadOnlyFolderIsRefused) {
    // A folder the process may read but not write. Root may write anywhere, so as root the
    // check runs in a child process that drops to the unprivileged user "nobody" (65534).
    std::filesystem::permissions(
        dir.path(), std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                        std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                        std::filesystem::perms::others_exec);
    auto attempt = [&]() -> int {
        try {
            (void)openJournal(dir / "j.db");
            return 1;  // opened: wrong
        } catch (const JournalError& e) {
            const bool named =
                std::string(e.what()).find((dir / "j.db").string()) != std::string::npos;
            const bool kind = e.kind() == JournalError::Kind::ReadOnly ||
                              e.kind() == JournalError::Kind::CannotOpen;
            return named && kind ? 0 : 2;
        }
    };
    if (geteuid() != 0) {
        std::filesystem::permissions(
            dir.path(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
        EXPECT_EQ(attempt(), 0);
        EXPECT_FALSE(std::filesystem::exists(dir / "j.db"));
        return;
    }
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (setgid(65534) != 0 || setuid(65534) != 0) {
            _exit(3);
        }
        _exit(attempt());
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0)
        << "1: opened in a read-only folder; 2: unclear message; 3: could not drop privileges";
    EXPECT_FALSE(std::filesystem::exists(dir / "j.db"));
}

TEST_F(JournalTest, AFullDiskRefusesTheStepAndLosesNothingRecordedBefore) {
    auto j = openJournal(dir / "j.db", 10000, FaultVfs::name());
    const auto id = j->startGame("happy-des", 100, {R"({"type": "first"})"});
    FaultVfs::writeBudget = 0;
    try {
        j->appendEvents(id, {std::string(5000, 'x')});
        FAIL() << "written on a full disk";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::DiskFull) << e.what();
        EXPECT_NE(std::string(e.what()).find("disk is full"), std::string::npos) << e.what();
    }
    EXPECT_THROW(j->finishGame(id, {}, 500), JournalError);
    FaultVfs::reset();
    const auto g = j->unfinishedGame();
    ASSERT_TRUE(g.has_value());
    EXPECT_EQ(g->events.size(), 1U);
    EXPECT_EQ(j->balance(), 9900);
    j->finishGame(id, {}, 500);
    EXPECT_EQ(j->balance(), 10400);
    EXPECT_EQ(j->ledgerBalance(), 10400);
}

TEST_F(JournalTest, AReadOnlyOpenReadsEverythingAndWritesNothing) {
    // GIVEN a journal with a finished game, closed (no -wal left)
    const auto p = dir / "ro.db";
    {
        auto j = openJournal(p, 5000);
        const auto id = j->startGame("dede", 200, {R"({"type":"deal"})"});
        j->finishGame(id, {R"({"type":"finished","win_cents":0})"}, 0);
    }
    ASSERT_FALSE(std::filesystem::exists(dir / "ro.db-wal"));
    const auto before = instants::test::readBytes(p);
    // WHEN it is opened for reading only
    Journal::Options o;
    o.readOnly = true;
    {
        auto j = Journal::open(p, o);
        // THEN it reads as written
        EXPECT_EQ(j->balance(), 4800);
        EXPECT_EQ(j->initialBalance(), 5000);
        const auto g = j->game(1);
        ASSERT_TRUE(g.has_value());
        EXPECT_EQ(g->game, "dede");
        EXPECT_EQ(g->events.size(), 2U);
        // AND every write is refused as read-only
        try {
            j->resetBalance();
            ADD_FAILURE() << "wrote a read-only journal";
        } catch (const JournalError& e) {
            EXPECT_EQ(e.kind(), JournalError::Kind::ReadOnly) << e.what();
        }
    }
    // AND nothing was written, nor created next to it
    EXPECT_EQ(instants::test::readBytes(p), before);
    EXPECT_FALSE(std::filesystem::exists(dir / "ro.db-wal"));
    EXPECT_FALSE(std::filesystem::exists(dir / "ro.db-shm"));
    // A missing file is not created, and another application's database is refused.
    EXPECT_THROW((void)Journal::open(dir / "absent.db", o), JournalError);
    EXPECT_FALSE(std::filesystem::exists(dir / "absent.db"));
    sql(dir / "other.db", "CREATE TABLE t(x); PRAGMA application_id=7;");
    try {
        (void)Journal::open(dir / "other.db", o);
        ADD_FAILURE() << "opened a foreign database";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::Foreign) << e.what();
    }
}

TEST_F(JournalTest, AReadOnlyOpenSeesWhatALiveWriterCommitted) {
    // GIVEN a journal still open by its writer (its last commit in the -wal)
    const auto p = dir / "live.db";
    auto writer = openJournal(p, 10000);
    writer->startGame("happy-2014", 300, {R"({"type":"deal"})"});
    ASSERT_TRUE(std::filesystem::exists(dir / "live.db-wal"));
    // WHEN a reader opens it read-only THEN it sees the game in progress
    Journal::Options o;
    o.readOnly = true;
    auto reader = Journal::open(p, o);
    EXPECT_EQ(reader->balance(), 9700);
    ASSERT_TRUE(reader->unfinishedGame().has_value());
    EXPECT_EQ(reader->unfinishedGame()->game, "happy-2014");
}

TEST_F(JournalTest, ASecondWriterIsRefusedNamingTheHolderAndAReaderIsNot) {
    // One writer per journal: the second Journal::open for writing,
    // here in the same process (another process: tests/fault/single_writer_test.py).
    auto first = openJournal(dir / "j.db", 5000);
    first->startGame("happy-des", 100,
                     {R"({"type": "stage1_amount", "row": 0, "amount_cents": 400})"});
    try {
        auto second = openJournal(dir / "j.db", 5000);
        FAIL() << "a second writer opened the journal";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::InUse);
        EXPECT_EQ(e.code(), "in_use");
        const std::string what = e.what();
        EXPECT_NE(what.find("j.db"), std::string::npos) << what;
        EXPECT_NE(what.find("process " + std::to_string(::getpid())), std::string::npos) << what;
    }
    // The refusal changed nothing, and a reader is not a writer.
    Journal::Options ro;
    ro.readOnly = true;
    EXPECT_EQ(Journal::open(dir / "j.db", ro)->balance(), 4900);
    EXPECT_EQ(first->balance(), 4900);
    // Closed: the next writer opens it.
    first.reset();
    EXPECT_EQ(openJournal(dir / "j.db", 5000)->balance(), 4900);
}
