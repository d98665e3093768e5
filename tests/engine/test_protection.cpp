// Player protection in the engine (docs/player-protection.md): limits the Session enforces when
// a game starts (through the protocol as well), kept in the journal's chained protection table
// across restarts; the play session's figures against the ledger; pauses; reality checks. The
// clock is scripted.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "../support/temp_dir.h"
#include "instants/session/protocol.h"
#include "instants/session/session.h"

using namespace instants;
using instants::test::TempDir;

namespace {

constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kT0 = 1'800'000'000'000;  // 2027-01-15

std::int64_t sqlInt(const std::filesystem::path& file, const std::string& query) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(file.string().c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(db, query.c_str(), -1, &s, nullptr);
    std::int64_t v = -1;
    if (sqlite3_step(s) == SQLITE_ROW) {
        v = sqlite3_column_int64(s, 0);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return v;
}

void sqlExec(const std::filesystem::path& file, const std::string& statement) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.string().c_str(), &db), SQLITE_OK);
    char* error = nullptr;
    ASSERT_EQ(sqlite3_exec(db, statement.c_str(), nullptr, nullptr, &error), SQLITE_OK)
        << (error != nullptr ? error : "");
    sqlite3_close(db);
}

std::string errorCode(const std::function<void()>& f) {
    try {
        f();
    } catch (const SessionError& e) {
        return e.code();
    }
    return "(no error)";
}

void finishGame(Session& s) {
    int steps = 0;
    while (s.inProgress()) {
        s.act(s.game()->allowedActions().front());
        ASSERT_LT(++steps, 1000);
    }
}

class ProtectionTest : public ::testing::Test {
protected:
    Session::Options options() {
        Session::Options o;
        o.database = dir / "j.db";
        o.seed = 11;
        o.blockDirectory = instants::test::sharedBlockDirectory();
        o.clock = [this] { return clock; };
        return o;
    }
    std::filesystem::path db() const { return dir / "j.db"; }
    /// Plays one Happy Dés game of `stake` to its end, one minute of the clock.
    void play(Session& s, Cents stake = 100) {
        s.start(GameKind::HappyDes, stake);
        finishGame(s);
        clock += kMinute;
    }
    TempDir dir;
    std::int64_t clock = kT0;
};

}  // namespace

TEST_F(ProtectionTest, AStakeAboveTheLimitIsRefusedAndNothingIsRecorded) {
    Session s(options());
    s.setLimit(Limit::Stake, 100, Setter::Player);
    const auto count = [this](const char* table) {
        return sqlInt(db(), std::string("SELECT COUNT(*) FROM ") + table);
    };
    const auto games = count("games");
    const auto ledger = count("ledger");
    const auto protection = count("protection");
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 200); }), "limit_stake");
    EXPECT_EQ(errorCode([&] { s.start(GameKind::Dede, 200); }), "limit_stake");
    EXPECT_EQ(s.balance(), 10000);
    EXPECT_EQ(count("games"), games);
    EXPECT_EQ(count("ledger"), ledger);
    EXPECT_EQ(count("protection"), protection);  // no session begun by a refused game
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "(no error)");
}

TEST_F(ProtectionTest, TheLossLimitCountsTheSessionsStakesAndWins) {
    Session s(options());
    s.setLimit(Limit::Loss, 500, Setter::Player);
    // Games go on while the stake cannot take the session's loss beyond 5,00 €.
    int played = 0;
    // The session's net from the ledger itself, not from the code under test.
    const auto net = [this] {
        return sqlInt(db(),
                      "SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE kind IN "
                      "('stake', 'win')");
    };
    while (played < 200) {
        const ProtectionState st = s.protection();
        ASSERT_EQ(st.session.net(), net());
        const bool allowed = 100 - net() <= 500;
        const std::string code = errorCode([&] { s.start(GameKind::HappyDes, 100); });
        if (!allowed) {
            EXPECT_EQ(code, "limit_loss")
                << "after " << played << " games, net " << st.session.net();
            break;
        }
        ASSERT_EQ(code, "(no error)") << "net " << st.session.net();
        finishGame(s);
        clock += kMinute;
        ++played;
    }
    const ProtectionState st = s.protection();
    EXPECT_GT(played, 4);
    EXPECT_GT(100 - st.session.net(), 500);
    EXPECT_LE(-st.session.net(), 500);
    EXPECT_EQ(st.session.games, played);
}

TEST_F(ProtectionTest, ARaiseByThePlayerWaitsADayALoweringAppliesAtOnce) {
    Session s(options());
    s.setLimit(Limit::Loss, 1000, Setter::Player);
    s.setLimit(Limit::Loss, 5000, Setter::Player);
    ProtectionState st = s.protection();
    EXPECT_EQ(st.limits[Limit::Loss], 1000);
    ASSERT_EQ(st.pending.size(), 1U);
    EXPECT_EQ(st.pending[0].value, 5000);
    EXPECT_EQ(st.pending[0].fromMs, kT0 + kRaiseDelayMs);
    clock += kRaiseDelayMs - 1;
    EXPECT_EQ(s.protection().limits[Limit::Loss], 1000);
    clock += 1;
    st = s.protection();
    EXPECT_EQ(st.limits[Limit::Loss], 5000);
    EXPECT_TRUE(st.pending.empty());
    // A removal waits as well; a lowering meanwhile supersedes it.
    s.setLimit(Limit::Loss, std::nullopt, Setter::Player);
    EXPECT_EQ(s.protection().limits[Limit::Loss], 5000);
    s.setLimit(Limit::Loss, 2000, Setter::Player);
    clock += kRaiseDelayMs;
    st = s.protection();
    EXPECT_EQ(st.limits[Limit::Loss], 2000);
    EXPECT_TRUE(st.pending.empty());
    // The operator's (and a study's) settings apply at once; so does the reality check's.
    s.setLimit(Limit::Loss, std::nullopt, Setter::Operator);
    EXPECT_EQ(s.protection().limits[Limit::Loss], std::nullopt);
    s.setLimit(Limit::Check, 10, Setter::Player);
    s.setLimit(Limit::Check, 60, Setter::Player);
    EXPECT_EQ(s.protection().limits[Limit::Check], 60);
}

TEST_F(ProtectionTest, ALaterRequestCancelsARaiseStillWaiting) {
    Session s(options());
    s.setLimit(Limit::Loss, 1000, Setter::Player);
    s.setLimit(Limit::Loss, std::nullopt, Setter::Player);  // a removal: waits a day
    clock += 60 * kMinute;
    s.setLimit(Limit::Loss, 2000, Setter::Player);  // still a raise against 10 €: waits a day
    ProtectionState st = s.protection();
    ASSERT_EQ(st.pending.size(), 1U);
    EXPECT_EQ(st.pending[0].value, 2000);
    // The removal never applies: no hour without a limit.
    clock = kT0 + kRaiseDelayMs;
    EXPECT_EQ(s.protection().limits[Limit::Loss], 1000);
    clock = kT0 + 60 * kMinute + kRaiseDelayMs;
    st = s.protection();
    EXPECT_EQ(st.limits[Limit::Loss], 2000);
    EXPECT_TRUE(st.pending.empty());
}

TEST_F(ProtectionTest, LimitsOutOfRangeAreRefused) {
    Session s(options());
    EXPECT_EQ(errorCode([&] { s.setLimit(Limit::Stake, 0, Setter::Player); }), "bad_limit");
    EXPECT_EQ(errorCode([&] { s.setLimit(Limit::Time, 24 * 60 + 1, Setter::Player); }),
              "bad_limit");
    EXPECT_EQ(errorCode([&] { s.setLimit(Limit::Check, -5, Setter::Player); }), "bad_limit");
    EXPECT_EQ(errorCode([&] { s.pause(0, Setter::Player); }), "bad_pause");
    EXPECT_EQ(errorCode([&] { s.pause(kMaxPauseMinutes + 1, Setter::Player); }), "bad_pause");
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM protection"), 0);
}

TEST_F(ProtectionTest, TheSessionTimeLimitEndsTheSessionUntilAGapWithoutPlay) {
    Session s(options());
    s.setLimit(Limit::Time, 10, Setter::Player);
    play(s);
    clock += 9 * kMinute - 1;
    s.start(GameKind::HappyDes, 100);  // 9:59 into the session
    clock += 5 * kMinute;              // a game in progress is finished, whatever the time
    finishGame(s);
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "limit_time");
    clock += kSessionGapMs - 1;
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "limit_time");
    clock += 1;
    EXPECT_FALSE(s.protection().session.begun);
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "(no error)");
    const ProtectionState st = s.protection();
    EXPECT_TRUE(st.session.begun);
    EXPECT_EQ(st.session.games, 1);
    EXPECT_EQ(st.session.startedMs, clock);
}

TEST_F(ProtectionTest, APauseRefusesNewGamesUntilItsEndButAGameInProgressFinishes) {
    Session s(options());
    s.start(GameKind::HappyDes, 100);
    s.pause(15, Setter::Player);
    finishGame(s);
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "paused");
    EXPECT_EQ(s.protection().pauseUntilMs, kT0 + 15 * kMinute);
    // A shorter pause does not shorten it; the player cannot end it.
    s.pause(5, Setter::Player);
    EXPECT_EQ(s.protection().pauseUntilMs, kT0 + 15 * kMinute);
    EXPECT_EQ(errorCode([&] { s.endPause(Setter::Player); }), "not_allowed");
    clock += 15 * kMinute - 1;
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "paused");
    clock += 1;
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "(no error)");
    finishGame(s);
    // The operator ends one early (between kiosk visitors).
    s.pause(60, Setter::Player);
    s.endPause(Setter::Operator);
    EXPECT_EQ(s.protection().pauseUntilMs, std::nullopt);
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "(no error)");
}

TEST_F(ProtectionTest, LimitsAndPauseSurviveARestartAndAreInTheJournal) {
    {
        Session s(options());
        s.setLimit(Limit::Stake, 100, Setter::Player);
        s.setLimit(Limit::Loss, 300, Setter::Player);
        s.setLimit(Limit::Loss, 900, Setter::Player);  // waits a day
        s.setLimit(Limit::Check, 20, Setter::Player);
        s.pause(30, Setter::Player);
    }
    Session s(options());
    const ProtectionState st = s.protection();
    EXPECT_EQ(st.limits[Limit::Stake], 100);
    EXPECT_EQ(st.limits[Limit::Loss], 300);
    EXPECT_EQ(st.limits[Limit::Check], 20);
    EXPECT_EQ(st.limits[Limit::Time], std::nullopt);
    ASSERT_EQ(st.pending.size(), 1U);
    EXPECT_EQ(st.pauseUntilMs, kT0 + 30 * kMinute);
    EXPECT_EQ(errorCode([&] { s.start(GameKind::HappyDes, 100); }), "paused");
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM protection WHERE kind = 'limit'"), 4);
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM protection WHERE kind = 'pause'"), 1);
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM protection WHERE length(chain) = 32"), 5);
}

TEST_F(ProtectionTest, TheSessionsFiguresAreTheLedgersWithItsResetsListed) {
    Session s(options());
    play(s);  // before a gap: another session
    clock += kSessionGapMs;
    for (int i = 0; i < 6; ++i) {
        play(s, i % 2 == 0 ? 100 : 200);
    }
    s.resetBalance();
    s.start(GameKind::Dede, 200);
    finishGame(s);
    const ProtectionState st = s.protection();
    ASSERT_TRUE(st.session.begun);
    const std::string after = " FROM ledger WHERE id > " + std::to_string(st.session.afterLedgerId);
    EXPECT_EQ(st.session.stakes, -sqlInt(db(), "SELECT COALESCE(SUM(amount_cents), 0)" + after +
                                                   " AND kind = 'stake'"));
    EXPECT_EQ(st.session.wins,
              sqlInt(db(), "SELECT COALESCE(SUM(amount_cents), 0)" + after + " AND kind = 'win'"));
    EXPECT_EQ(st.session.stakes, 3 * 100 + 3 * 200 + 200);
    EXPECT_EQ(st.session.games, 7);
    ASSERT_EQ(st.session.resets.size(), 1U);
    EXPECT_EQ(st.session.resets[0].balanceAfter, 10000);
    EXPECT_EQ(st.session.resets[0].amount,
              sqlInt(db(), "SELECT amount_cents FROM ledger WHERE kind = 'reset'"));
    EXPECT_EQ(st.session.startedMs, kT0 + kMinute + kSessionGapMs);
    EXPECT_EQ(st.session.elapsedMs(), 6 * kMinute);
    // Two sessions were begun, each by its first game.
    EXPECT_EQ(sqlInt(db(), "SELECT COUNT(*) FROM protection WHERE kind = 'session'"), 2);
}

TEST_F(ProtectionTest, TheOperatorEndsASessionBetweenVisitorsAndAPlayerCannot) {
    Session s(options());
    play(s);
    play(s);
    EXPECT_EQ(errorCode([&] { s.endSession(Setter::Player); }), "not_allowed");
    EXPECT_EQ(s.protection().session.games, 2);
    s.start(GameKind::HappyDes, 100);
    EXPECT_EQ(errorCode([&] { s.endSession(Setter::Operator); }), "game_in_progress");
    finishGame(s);
    s.endSession(Setter::Operator);
    EXPECT_FALSE(s.protection().session.begun);
    clock += kMinute;
    play(s);
    const ProtectionState st = s.protection();
    EXPECT_TRUE(st.session.begun);
    EXPECT_EQ(st.session.games, 1);
    EXPECT_EQ(st.session.stakes, 100);
}

TEST_F(ProtectionTest, RealityChecksAreDueAtTheIntervalAndRecordedWithTheFigures) {
    Session s(options());
    s.setLimit(Limit::Check, 5, Setter::Player);
    EXPECT_EQ(s.protection().check.dueMs, std::nullopt);  // no session yet
    play(s);
    EXPECT_EQ(s.protection().check.dueMs, kT0 + 5 * kMinute);
    clock = kT0 + 5 * kMinute;
    s.recordCheck("shown");
    clock += 20'000;
    s.recordCheck("continued");
    const ProtectionState st = s.protection();
    EXPECT_EQ(st.check.shown, 1);
    // The next counts from the answer: a check left open does not come back at once.
    EXPECT_EQ(st.check.dueMs, kT0 + 10 * kMinute + 20'000);
    EXPECT_EQ(sqlInt(db(),
                     "SELECT json_extract(body, '$.net_cents') FROM protection WHERE "
                     "kind = 'check' ORDER BY id DESC LIMIT 1"),
              st.session.net());
    EXPECT_EQ(sqlInt(db(),
                     "SELECT json_extract(body, '$.elapsed_ms') FROM protection WHERE "
                     "kind = 'check' AND body LIKE '%shown%'"),
              5 * kMinute);
    EXPECT_EQ(errorCode([&] { s.recordCheck("ignored"); }), "bad_request");
}

TEST_F(ProtectionTest, AChangedOrRemovedProtectionRowIsRefusedOnOpen) {
    {
        Session s(options());
        s.setLimit(Limit::Loss, 300, Setter::Player);
        s.setLimit(Limit::Stake, 100, Setter::Player);
    }
    const auto copy = dir / "copy.db";
    std::filesystem::copy_file(db(), copy);
    sqlExec(db(), "UPDATE protection SET body = replace(body, '300', '99999') WHERE id = 1");
    try {
        Session s(options());
        FAIL() << "a raised limit was accepted";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::Inconsistent);
        EXPECT_NE(std::string(e.what()).find("protection row 1"), std::string::npos) << e.what();
    }
    const auto emptied = dir / "emptied.db";
    std::filesystem::copy_file(copy, emptied);
    sqlExec(copy, "DELETE FROM protection WHERE id = 2");
    try {
        Journal::open(copy, {});
        FAIL() << "a removed limit was accepted";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::Inconsistent);
        EXPECT_NE(std::string(e.what()).find("protection rows end at 1"), std::string::npos)
            << e.what();
    }
    // Every row and the head removed: seen too.
    sqlExec(emptied, "DELETE FROM protection; DELETE FROM meta WHERE key = 'chain_protection'");
    try {
        Journal::open(emptied, {});
        FAIL() << "an emptied protection table was accepted";
    } catch (const JournalError& e) {
        EXPECT_EQ(e.kind(), JournalError::Kind::Inconsistent);
        EXPECT_NE(std::string(e.what()).find("head is missing"), std::string::npos) << e.what();
    }
}

TEST_F(ProtectionTest, TheProtocolSetsLimitsAndRefusesAStakeBeyondThem) {
    Session s(options());
    Protocol p(s);
    auto reply = [&](const std::string& line) { return Json::parse(p.handle(line)); };
    Json r = reply(R"({"cmd": "set_limit", "limit": "stake", "value": 100})");
    ASSERT_TRUE(r.find("ok")->asBool()) << r.dump();
    EXPECT_EQ(r.find("protection")->find("limits")->find("stake")->asInt(), 100);
    r = reply(R"({"cmd": "start", "game": "happy-des", "stake_cents": 200})");
    EXPECT_FALSE(r.find("ok")->asBool());
    EXPECT_EQ(r.find("error")->find("code")->asString(), "limit_stake");
    EXPECT_NE(r.find("error")->find("message")->asString().find("100 cents"), std::string::npos);
    EXPECT_EQ(r.find("state")->find("balance_cents")->asInt(), 10000);
    r = reply(R"({"cmd": "start", "game": "happy-des", "stake_cents": 100})");
    EXPECT_TRUE(r.find("ok")->asBool());
    r = reply(R"({"cmd": "protection"})");
    EXPECT_EQ(r.find("protection")->find("session")->find("stakes_cents")->asInt(), 100);
    EXPECT_EQ(r.find("protection")->find("session")->find("started_at")->asString(),
              "2027-01-15T08:00:00.000Z");
    for (const auto& [line, code] : std::vector<std::pair<std::string, std::string>>{
             {R"({"cmd": "set_limit", "limit": "speed", "value": 1})", "bad_request"},
             {R"({"cmd": "set_limit", "limit": "loss"})", "bad_request"},
             {R"({"cmd": "set_limit", "limit": "loss", "value": "10"})", "bad_request"},
             {R"({"cmd": "set_limit", "limit": "loss", "value": 5})", "bad_limit"},
             {R"({"cmd": "pause"})", "bad_request"},
             {R"({"cmd": "pause", "minutes": 0})", "bad_pause"},
         }) {
        r = reply(line);
        EXPECT_FALSE(r.find("ok")->asBool()) << line;
        EXPECT_EQ(r.find("error")->find("code")->asString(), code) << line;
    }
    r = reply(R"({"cmd": "pause", "minutes": 10})");
    EXPECT_EQ(r.find("protection")->find("paused_until")->asString(), "2027-01-15T08:10:00.000Z");
}
