// Usability-study scenarios: a scenario yields exactly the scripted outcome through the real
// rules, an impossible one is refused with a clear message, and scenarios cannot be loaded
// outside study mode.
#include <gtest/gtest.h>

#include <numeric>
#include <set>

#include "../support/temp_dir.h"
#include "instants/happydes/game.h"
#include "instants/session/scratch_play.h"
#include "instants/session/session.h"

using namespace instants;

namespace {

Session::Options studyOptions(const test::TempDir& dir, bool study = true) {
    Session::Options o;
    o.database = dir / "j.db";
    o.seed = 4;
    o.blockDirectory = dir / "blocks";
    o.studyMode = study;
    return o;
}

void follow(Session& s, const std::vector<std::string>& path) {
    for (const std::string& a : path) {
        ASSERT_TRUE(s.inProgress()) << a;
        s.act(a);
    }
}

std::string refusal(const std::string& json) {
    try {
        (void)parseScenario(json);
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return "(accepted)";
}

}  // namespace

TEST(Scenario, HappyDesPlaysExactlyTheScriptedGames) {
    // "stage 1 wins 4 € on the third throw, continue into Cumul, score 42" and three others.
    const Scenario sc = parseScenario(R"({"name": "parcours", "games": [
        {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [3, 2, 5]},
         "then": "continue", "universe": "cumul", "cumul": {"score": 42, "prize_cents": 4000000}},
        {"game": "happy-des", "stage1": {"amount_cents": 50, "throws": [1]}},
        {"game": "happy-des", "stage1": {"amount_cents": 200, "throws": [4, 6]}, "then": "stop"},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "figures", "figures": {"figure": "straight"}},
        {"game": "happy-des", "stage1": {"amount_cents": 200, "throws": [6]}, "then": "continue",
         "universe": "identiques", "identiques": {"wins_on_throw": 3, "prize_cents": 1000}},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [6]}, "then": "continue",
         "universe": "cumul", "cumul": {"scores": [27, 25]}}
    ]})");
    ASSERT_EQ(sc.games.size(), 6U);
    EXPECT_EQ(sc.games[0].expectedWin, 4000000);
    test::TempDir dir;
    Session s(studyOptions(dir));
    s.loadScenario(sc);
    const std::vector<Cents> wins = {4000000, 0, 200, 500, 1000, 0};
    for (std::size_t g = 0; g < sc.games.size(); ++g) {
        s.start(GameKind::HappyDes, 100);
        EXPECT_FALSE(s.scriptedDescription().empty());
        follow(s, sc.games[g].path);
        EXPECT_FALSE(s.inProgress()) << g;
        EXPECT_EQ(s.game()->win(), wins[g]) << sc.games[g].description;
        EXPECT_EQ(s.game()->win(), sc.games[g].expectedWin);
        EXPECT_FALSE(s.scenarioDiverged());
    }
    const happydes::Game* g = happyDesGameOf(*s.replayGame(1));
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(g->stage1Throws(), 3);
    EXPECT_EQ(g->cumulScore(), 42);
    EXPECT_EQ(s.scenarioGamesLeft(), 0U);
    // After the scenario, games are drawn normally.
    s.start(GameKind::HappyDes, 100);
    EXPECT_TRUE(s.scriptedDescription().empty());
}

TEST(Scenario, ScratchTicketsCarryTheScriptedCombination) {
    const Scenario sc = parseScenario(R"({"games": [
        {"game": "dede", "prize_cents": 1600, "parts": [800, 400, 400]},
        {"game": "happy-2014", "prize_cents": 900, "parts": [600], "bonus_cents": 300},
        {"game": "dede", "prize_cents": 0}
    ]})",
                                      77);
    test::TempDir dir;
    Session s(studyOptions(dir));
    s.loadScenario(sc);
    s.start(GameKind::Dede, 200);
    const scratch::Ticket* t = scratchTicketOf(*s.game());
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->prize, 1600);
    int winning = 0;
    for (const scratch::DedeThrow& th : std::get<scratch::DedeLayout>(t->layout).throws) {
        winning += scratch::wins(th) ? 1 : 0;
    }
    EXPECT_EQ(winning, 3);
    EXPECT_NE(s.game()->publicEvent(0).dump().find("\"scripted\": true"), std::string::npos);
    s.act("auto");
    EXPECT_EQ(s.game()->win(), 1600);
    // Games of another kind in between are not scripted, and wait their turn.
    s.start(GameKind::Happy2014, 300);
    EXPECT_EQ(scratchTicketOf(*s.game())->prize, 900);
    EXPECT_EQ(std::get<scratch::HappyLayout>(scratchTicketOf(*s.game())->layout).bonus, 300);
    s.act("auto");
    s.start(GameKind::Dede, 200);
    s.act("auto");
    EXPECT_EQ(s.game()->win(), 0);
    // A scripted ticket does not consume the block.
    s.start(GameKind::Dede, 200);
    EXPECT_EQ(scratchTicketOf(*s.game())->index, 0U);
    EXPECT_EQ(s.dealingPosition(GameKind::Dede).position, 1U);
    // Resume keeps a scripted ticket.
    s.act("reveal:throw1");
}

TEST(Scenario, AParticipantWhoLeavesTheScriptedPathGetsNormalDraws) {
    const Scenario sc = parseScenario(R"({"games": [
        {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]}, "then": "continue",
         "universe": "cumul", "cumul": {"score": 42}}]})");
    test::TempDir dir;
    Session s(studyOptions(dir));
    s.loadScenario(sc);
    s.start(GameKind::HappyDes, 100);
    s.act("roll");
    s.act("stop");  // not the scripted path
    EXPECT_EQ(s.game()->win(), 400);
    EXPECT_FALSE(s.inProgress());
}

TEST(Scenario, ImpossibleScenariosAreRefusedWithTheGameAndTheProblem) {
    EXPECT_NE(refusal("nope").find("not valid JSON"), std::string::npos);
    EXPECT_NE(refusal(R"({"games": []})").find("\"games\""), std::string::npos);
    EXPECT_NE(refusal(R"({"games": [{"game": "poker"}]})").find("game 1: \"game\" is happy-des"),
              std::string::npos);
    EXPECT_NE(
        refusal(
            R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 300, "throws": [5]}}]})")
            .find("3,00"),
        std::string::npos);
    EXPECT_NE(
        refusal(
            R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5, 6]}}]})")
            .find("only the last stage-1 throw"),
        std::string::npos);
    EXPECT_NE(
        refusal(
            R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [3]}}]})")
            .find("must be 1, 5 or 6"),
        std::string::npos);
    EXPECT_NE(
        refusal(R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]},
        "then": "continue", "universe": "cumul", "cumul": {"score": 43}}]})")
            .find("7 to 42"),
        std::string::npos);
    EXPECT_NE(
        refusal(R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]},
        "then": "continue", "universe": "cumul", "cumul": {"score": 42, "prize_cents": 123}}]})")
            .find("is not a prize of the score range 42-42"),
        std::string::npos);
    EXPECT_NE(
        refusal(R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]},
        "then": "continue", "universe": "cumul", "cumul": {"score": 25, "prize_cents": 400}}]})")
            .find("wins nothing"),
        std::string::npos);
    EXPECT_NE(
        refusal(R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]},
        "then": "continue", "universe": "figures", "figures": {"dice": [1, 1, 2, 2, 6], "prize_cents": 400}}]})")
            .find("no figure"),
        std::string::npos);
    EXPECT_NE(
        refusal(
            R"({"games": [{"game": "dede", "prize_cents": 1600, "parts": [800, 400, 200, 200]}]})")
            .find("not a combination"),
        std::string::npos);
    EXPECT_NE(refusal(R"({"games": [{"game": "dede", "prize_cents": 1500}]})").find("not a prize"),
              std::string::npos);
    EXPECT_NE(
        refusal(
            R"({"games": [{"game": "happy-2014", "prize_cents": 900, "parts": [900], "bonus_cents": 500}]})")
            .find("game 1"),
        std::string::npos);
    EXPECT_NE(
        refusal(R"({"games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]}},
        {"game": "dede", "prize_cents": 7}]})")
            .find("scenario game 2"),
        std::string::npos);
}

TEST(Scenario, ScenariosCannotBeLoadedOutsideStudyMode) {
    test::TempDir dir;
    Session s(studyOptions(dir, false));
    try {
        s.loadScenario(parseScenario(R"({"games": [{"game": "dede", "prize_cents": 0}]})"));
        FAIL() << "loaded";
    } catch (const SessionError& e) {
        EXPECT_EQ(e.code(), "not_study_mode");
    }
    EXPECT_EQ(s.scenarioGamesLeft(), 0U);
}

TEST(Session, CompletingAutomaticallyFollowsTheRulesAndRecordsEveryStep) {
    test::TempDir dir;
    Session s(studyOptions(dir, false));
    EXPECT_FALSE(s.completeAutomatically());
    for (int i = 0; i < 30; ++i) {
        const GameKind kind = kGameKinds[static_cast<std::size_t>(i % 3)];
        s.start(kind, allowedStakes(kind).front());
        // Leave the game at various points.
        for (int step = 0; step < i % 4 && s.inProgress(); ++step) {
            const auto allowed = s.game()->allowedActions();
            const std::string a =
                allowed.size() > 1 && allowed[1] == "continue" ? "continue" : allowed.front();
            s.act(a);
        }
        const std::string before = s.game()->phase();
        const bool wasInProgress = s.inProgress();
        EXPECT_EQ(s.completeAutomatically(), wasInProgress);
        EXPECT_FALSE(s.inProgress());
        if (kind == GameKind::HappyDes && before == "stage1_won") {
            EXPECT_EQ(s.game()->win(), happyDesGameOf(*s.game())->stage1Amount());
        }
        EXPECT_EQ(s.journal().ledgerBalance(), s.balance());
    }
}

namespace {

/// Plays `kind` at `stake` to its end (or `steps` actions) by the rules' first allowed action,
/// with a seeded session; returns the game's record.
GameRecord playRecorded(Session& s, GameKind kind, Cents stake, std::size_t seedSteps) {
    s.start(kind, stake);
    std::size_t n = 0;
    while (s.inProgress() && n < seedSteps) {
        const auto allowed = s.game()->allowedActions();
        // Varied paths: continue after stage 1 when offered, then the universe in turn.
        std::string a = allowed.front();
        for (const std::string& x : allowed) {
            if (x == "continue" || x == "universe:" + std::string(n % 3 == 0   ? "cumul"
                                                                  : n % 3 == 1 ? "figures"
                                                                               : "identiques")) {
                a = x;
            }
        }
        if (kind != GameKind::HappyDes && n % 2 == 1 && allowed.size() > 2) {
            a = allowed[allowed.size() - 2];  // a zone other than the first
        }
        s.act(a);
        ++n;
    }
    return *s.journal().game(s.gameId());
}

}  // namespace

TEST(Scenario, ARecordedGameScriptedAgainReplaysExactlyItsEvents) {
    // GIVEN recorded games of every kind, finished and not, from a seeded session
    test::TempDir dir;
    Session original(studyOptions(dir));
    std::vector<GameRecord> records;
    for (std::size_t g = 0; g < 18; ++g) {
        const GameKind kind = kGameKinds[g % 3];
        const Cents stake =
            kind == GameKind::HappyDes ? (g % 2 == 0 ? 100 : 200) : allowedStakes(kind).front();
        records.push_back(playRecorded(original, kind, stake, g == 17 ? 2 : 1000));
        if (original.balance() < 400) {
            original.resetBalance();
        }
    }
    ASSERT_TRUE(original.inProgress());  // the last one is left unfinished
    // WHEN each is turned into a scripted game and played again along its path in another
    // session (another seed)
    test::TempDir other;
    Session::Options o = studyOptions(other);
    o.seed = 99;
    o.blockDirectory = dir / "blocks";
    Session replay(o);
    for (const GameRecord& r : records) {
        const ScriptedGame sg = scriptedGameOf(r);
        EXPECT_TRUE(sg.description.empty());
        replay.loadScenario(Scenario{"", {sg}});
        replay.start(*gameKindFromId(r.game), r.stake);
        follow(replay, sg.path);
        // THEN it records exactly the original's events, and the same result
        const GameRecord again = *replay.journal().game(replay.gameId());
        EXPECT_EQ(again.events, r.events) << r.game << " game " << r.id;
        EXPECT_EQ(again.finished, r.finished);
        EXPECT_EQ(again.win, r.win);
        EXPECT_FALSE(replay.scenarioDiverged());
        if (replay.inProgress()) {
            break;
        }
        if (replay.balance() < 400) {
            replay.resetBalance();
        }
    }
    // A record that does not rebuild is refused with the game named.
    GameRecord bad = records.front();
    bad.events.push_back(R"({"type":"finished","win_cents":1})");
    try {
        (void)scriptedGameOf(bad);
        ADD_FAILURE() << "accepted";
    } catch (const ScenarioError& e) {
        EXPECT_NE(std::string(e.what()).find("game " + std::to_string(bad.id)), std::string::npos)
            << e.what();
    }
    bad.game = "poker";
    EXPECT_THROW((void)scriptedGameOf(bad), ScenarioError);
}

namespace {

/// The dice each throw of a scripted Happy Dés game shows, played through the real rules.
std::vector<std::vector<int>> thrownDice(const ScriptedGame& game) {
    ScriptedSource script(game.draws);
    happydes::Game played(game.scriptedStake, script);
    std::vector<std::vector<int>> throws;
    for (const std::string& a : game.path) {
        played.apply(*happydes::actionFromString(a), script);
        if (a == "throw") {
            const auto f = played.identiquesFaces();
            throws.push_back({f[0], f[1], f[2]});
        }
    }
    if (throws.empty()) {
        const auto d = played.dice();
        throws.emplace_back(d.begin(), d.end());
    }
    return throws;
}

}  // namespace

TEST(Scenario, ScriptedDiceLookThrown) {
    // A scripted miss, score or figure used to show the same dice every time (Identiques' misses
    // always 1 2 3, a five of a kind always 6s): a study participant saw a game that was not
    // random. The dice a scenario does not give are drawn, among the throws that give the
    // scripted result, from a stream of the scenario's seed.
    const std::string json = R"({"games": [
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "identiques"},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "identiques", "identiques": {"wins_on_throw": 4}},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "cumul", "cumul": {"score": 30}},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "figures", "figures": {"figure": "five_of_a_kind"}},
        {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
         "universe": "figures", "figures": {"figure": "none"}}]})";
    std::set<std::vector<int>> misses;
    std::set<int> missFaces;
    std::set<std::vector<int>> scores;
    std::set<int> fives;
    std::set<std::vector<int>> nones;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Scenario sc = parseScenario(json, seed);
        // Fifteen misses: no three of a kind, and not one throw repeated fifteen times.
        const auto fifteen = thrownDice(sc.games[0]);
        ASSERT_EQ(fifteen.size(), 15U);
        for (const auto& t : fifteen) {
            EXPECT_FALSE(t[0] == t[1] && t[1] == t[2]);
            misses.insert(t);
            missFaces.insert(t.begin(), t.end());
        }
        const auto fourth = thrownDice(sc.games[1]);
        ASSERT_EQ(fourth.size(), 4U);
        EXPECT_TRUE(fourth[3][0] == fourth[3][1] && fourth[3][1] == fourth[3][2]);
        const auto seven = thrownDice(sc.games[2]).front();
        ASSERT_EQ(seven.size(), 7U);
        EXPECT_EQ(std::accumulate(seven.begin(), seven.end(), 0), 30);
        scores.insert(seven);
        const auto five = thrownDice(sc.games[3]).front();
        EXPECT_EQ(std::set<int>(five.begin(), five.end()).size(), 1U);
        fives.insert(five.front());
        nones.insert(thrownDice(sc.games[4]).front());
        // The same scenario and seed give the same dice (a replay rebuilds the same games).
        EXPECT_EQ(parseScenario(json, seed).games[0].draws, sc.games[0].draws);
    }
    EXPECT_GE(misses.size(), 60U);    // of 180 misses, not a handful repeated
    EXPECT_EQ(missFaces.size(), 6U);  // every face comes up
    EXPECT_GE(scores.size(), 10U);    // twelve scores of 30, (nearly) all different throws
    EXPECT_GE(fives.size(), 4U);      // five of a kind of several faces
    EXPECT_GE(nones.size(), 10U);
}
