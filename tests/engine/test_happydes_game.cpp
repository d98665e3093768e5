// Happy Dés rules (regulation annexe 6, article 2) through scripted and seeded randomness.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "instants/happydes/game.h"
#include "instants/happydes/simulator.h"

using namespace instants;
using namespace instants::happydes;

namespace {

// Script helpers: a die face f is the uniform outcome f - 1; a prize row is its index.
constexpr std::uint64_t face(int f) {
    return static_cast<std::uint64_t>(f - 1);
}

const Action kRoll{ActionType::Roll};
const Action kStop{ActionType::Stop};
const Action kContinue{ActionType::Continue};
const Action kThrow{ActionType::Throw};
Action universe(Universe u) {
    return {ActionType::ChooseUniverse, static_cast<std::uint8_t>(u)};
}
Action die(int oneBased) {
    return {ActionType::ThrowDie, static_cast<std::uint8_t>(oneBased - 1)};
}

/// Every action the engine knows, including out-of-range arguments.
std::vector<Action> everyAction() {
    std::vector<Action> all = {kRoll, kStop, kContinue, kThrow};
    for (std::uint8_t u = 0; u <= 3; ++u) {
        all.push_back({ActionType::ChooseUniverse, u});
    }
    for (std::uint8_t d = 0; d <= 8; ++d) {
        all.push_back({ActionType::ThrowDie, d});
    }
    return all;
}

/// A game that won stage 1 with 4 EUR (row 0) on a 5, at the given stake.
Game wonStage1(ScriptedSource& s, Cents stake = kStakeOne) {
    s.append(0);        // stage-1 amount: 4 EUR
    s.append(face(5));  // the die
    Game g(stake, s);
    g.apply(kRoll, s);
    return g;
}

std::set<std::string> names(const std::vector<Action>& actions) {
    std::set<std::string> out;
    for (Action a : actions) {
        out.insert(actionToString(a));
    }
    return out;
}

}  // namespace

TEST(HappyDesGame, AStakeOtherThanOneOrTwoEurosIsRefused_2_2) {
    ScriptedSource s({0});
    EXPECT_THROW(Game(150, s), std::invalid_argument);
    EXPECT_THROW(Game(0, s), std::invalid_argument);
    EXPECT_EQ(s.consumed(), 0U);
}

TEST(HappyDesGame, JouerDrawsTheStage1AmountAndTwoEurosDoubleIt_2_3_1_2_3_2) {
    ScriptedSource s({1, 1});
    Game one(kStakeOne, s);
    EXPECT_EQ(one.stage1Amount(), 200);
    Game two(kStakeTwo, s);
    EXPECT_EQ(two.stage1Amount(), 400);
    ASSERT_EQ(two.events().size(), 1U);
    EXPECT_EQ(two.events()[0].type, EventType::Stage1Amount);
    EXPECT_EQ(two.phase(), Phase::Stage1Roll);
}

TEST(HappyDesGame, TwoThreeAndFourThrowAgainOneLosesFiveAndSixWin_2_3_3) {
    ScriptedSource s({3, face(2), face(3), face(4), face(6)});
    Game g(kStakeOne, s);
    for (int i = 0; i < 3; ++i) {
        g.apply(kRoll, s);
        EXPECT_EQ(g.phase(), Phase::Stage1Roll);
    }
    g.apply(kRoll, s);
    EXPECT_EQ(g.phase(), Phase::Stage1Won);
    EXPECT_EQ(g.stage1Throws(), 4);

    ScriptedSource lose({3, face(1)});
    Game l(kStakeOne, lose);
    l.apply(kRoll, lose);
    EXPECT_EQ(l.phase(), Phase::Lost);
    EXPECT_EQ(l.win(), 0);
    EXPECT_TRUE(l.finished());
}

TEST(HappyDesGame, JarreteWinsTheStage1Amount_2_3_4) {
    ScriptedSource s;
    Game g = wonStage1(s, kStakeTwo);
    g.apply(kStop, s);
    EXPECT_EQ(g.phase(), Phase::Won);
    EXPECT_EQ(g.win(), 800);
    EXPECT_EQ(g.events().back().type, EventType::Finished);
    EXPECT_EQ(g.events().back().amount, 800);
}

TEST(HappyDesGame, NoStage2PrizeIsDrawnBeforeTheUniverseIsChosen_2_4_1_1) {
    ScriptedSource s;
    Game g = wonStage1(s);
    const std::size_t before = s.consumed();
    g.apply(kContinue, s);
    EXPECT_EQ(s.consumed(), before);
    EXPECT_EQ(g.phase(), Phase::ChooseUniverse);
    EXPECT_EQ(g.stage1Amount(), 400);           // now the multiplier x4
    for (std::uint64_t r : {0U, 1U, 0U, 1U}) {  // 42, 40-41, 38-39, 7-10
        s.append(r);
    }
    g.apply(universe(Universe::Cumul), s);
    EXPECT_EQ(s.consumed(), before + 4);
    const auto prizes = g.cumulPrizes();
    ASSERT_EQ(prizes.size(), 11U);
    EXPECT_EQ(prizes[0], 1000000 * 4);  // 10 000 EUR x4
    EXPECT_EQ(prizes[1], 20000 * 4);
    EXPECT_EQ(prizes[2], 10000 * 4);
    EXPECT_EQ(prizes[3], 1000 * 4);
    EXPECT_EQ(prizes[10], 5000 * 4);
}

TEST(HappyDesGame, CumulPaysThePrizeOfTheScoreRange_2_4_1_3) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    for (std::uint64_t r : {2U, 0U, 0U, 0U}) {
        s.append(r);
    }
    g.apply(universe(Universe::Cumul), s);
    // Dice in any order the player likes: 6 6 6 6 6 5 5 = 40.
    const int faces[] = {6, 6, 6, 6, 6, 5, 5};
    const int order[] = {3, 1, 7, 2, 5, 4, 6};
    for (int i = 0; i < 7; ++i) {
        s.append(face(faces[i]));
        g.apply(die(order[i]), s);
    }
    EXPECT_EQ(g.cumulScore(), 40);
    EXPECT_EQ(g.phase(), Phase::Won);
    EXPECT_EQ(g.win(), 50000 * 4);
}

TEST(HappyDesGame, CumulReThrowsTheSevenDiceOn27AndKeepsThePrizes_2_4_1_3) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    for (std::uint64_t r : {0U, 0U, 0U, 0U}) {
        s.append(r);
    }
    g.apply(universe(Universe::Cumul), s);
    const std::vector<Cents> prizes(g.cumulPrizes().begin(), g.cumulPrizes().end());
    for (int f : {6, 6, 6, 6, 1, 1, 1}) {  // 27
        s.append(face(f));
    }
    for (int d = 1; d <= 7; ++d) {
        g.apply(die(d), s);
    }
    EXPECT_EQ(g.phase(), Phase::Cumul);
    EXPECT_EQ(g.cumulRethrows(), 1);
    EXPECT_EQ(g.cumulScore(), 0);
    EXPECT_EQ(g.events().back().type, EventType::CumulRethrow);
    EXPECT_EQ(names(g.allowedActions()).size(), 7U);
    EXPECT_EQ(std::vector<Cents>(g.cumulPrizes().begin(), g.cumulPrizes().end()), prizes);
    for (int f : {6, 6, 6, 6, 1, 1, 2}) {  // 28: outside the ranges, lost
        s.append(face(f));
    }
    for (int d = 1; d <= 7; ++d) {
        g.apply(die(d), s);
    }
    EXPECT_EQ(g.phase(), Phase::Lost);
    EXPECT_EQ(s.remaining(), 0U);
}

TEST(HappyDesGame, FiguresShowsOneFigureTheHighestAndAFullHouseIsAThreeOfAKind_2_4_2_3) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    for (std::uint64_t r : {3U, 2U, 1U, 0U}) {  // three of a kind: row 0, 4 EUR
        s.append(r);
    }
    g.apply(universe(Universe::Figures), s);
    for (int f : {2, 3, 2, 3, 3}) {
        s.append(face(f));
    }
    for (int d = 1; d <= 5; ++d) {
        g.apply(die(d), s);
    }
    EXPECT_EQ(g.figure(), Figure::ThreeOfAKind);
    EXPECT_EQ(g.win(), 400 * 4);

    ScriptedSource t;
    Game h = wonStage1(t);
    h.apply(kContinue, t);
    for (std::uint64_t r : {0U, 0U, 3U, 0U}) {  // straight: row 3, 5 EUR
        t.append(r);
    }
    h.apply(universe(Universe::Figures), t);
    for (int f : {6, 2, 5, 3, 4}) {
        t.append(face(f));
    }
    for (int d = 5; d >= 1; --d) {
        h.apply(die(d), t);
    }
    EXPECT_EQ(h.figure(), Figure::Straight);
    EXPECT_EQ(h.win(), 500 * 4);
}

TEST(HappyDesGame, FiguresWithoutAFigureLoses) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    for (std::uint64_t r : {0U, 0U, 0U, 0U}) {
        s.append(r);
    }
    g.apply(universe(Universe::Figures), s);
    for (int f : {1, 1, 2, 2, 6}) {
        s.append(face(f));
    }
    for (int d = 1; d <= 5; ++d) {
        g.apply(die(d), s);
    }
    EXPECT_EQ(g.figure(), Figure::None);
    EXPECT_EQ(g.phase(), Phase::Lost);
}

TEST(HappyDesGame, IdentiquesDrawsEachThrowsPrizeJustBeforeThatThrow_2_4_3_3) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    s.append(6);  // throw 1: row 6, 5 EUR
    g.apply(universe(Universe::Identiques), s);
    EXPECT_EQ(g.identiquesThrow(), 1);
    EXPECT_EQ(g.identiquesPrize(), 500 * 4);
    // Throw 1 misses; only then is throw 2's prize drawn (row 0: 100 EUR).
    for (std::uint64_t v : {face(1), face(2), face(3), std::uint64_t{0}}) {
        s.append(v);
    }
    g.apply(kThrow, s);
    const auto ev = g.events();
    ASSERT_GE(ev.size(), 2U);
    EXPECT_EQ(ev[ev.size() - 2].type, EventType::IdentiquesThrow);
    EXPECT_EQ(ev.back().type, EventType::IdentiquesPrize);
    EXPECT_EQ(ev.back().index, 2);
    EXPECT_EQ(g.identiquesPrize(), 10000 * 4);
    // Throw 2: a three of a kind wins throw 2's prize and ends the game.
    for (int f : {4, 4, 4}) {
        s.append(face(f));
    }
    g.apply(kThrow, s);
    EXPECT_EQ(g.phase(), Phase::Won);
    EXPECT_EQ(g.win(), 10000 * 4);
    EXPECT_EQ(s.remaining(), 0U);
}

TEST(HappyDesGame, IdentiquesLosesAfterFifteenThrowsWithoutThreeOfAKind_2_4_3_2) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    s.append(0);
    g.apply(universe(Universe::Identiques), s);
    for (int k = 1; k <= 15; ++k) {
        ASSERT_EQ(g.phase(), Phase::Identiques);
        ASSERT_EQ(g.identiquesThrow(), k);
        for (int f : {1, 2, 3}) {
            s.append(face(f));
        }
        if (k < 15 && identiquesTables()[static_cast<std::size_t>(k)].size() > 1) {
            s.append(0);  // the next throw's prize
        }
        g.apply(kThrow, s);
    }
    EXPECT_EQ(g.phase(), Phase::Lost);
    EXPECT_EQ(s.remaining(), 0U);
    int throws = 0;
    int prizes = 0;
    for (const Event& e : g.events()) {
        throws += e.type == EventType::IdentiquesThrow ? 1 : 0;
        prizes += e.type == EventType::IdentiquesPrize ? 1 : 0;
    }
    EXPECT_EQ(throws, 15);
    EXPECT_EQ(prizes, 15);
}

TEST(HappyDesGame, EveryIllegalActionIsRefusedInEveryStateAndChangesNothing) {
    // GIVEN a game in each phase (and Cumul/Figures with some dice thrown)
    struct State {
        std::string name;
        Game game;
        std::set<std::string> allowed;
    };
    std::vector<State> states;
    {
        ScriptedSource s({0});
        states.push_back({"stage1_roll", Game(kStakeOne, s), {"roll"}});
    }
    {
        ScriptedSource s;
        states.push_back({"stage1_won", wonStage1(s), {"stop", "continue"}});
    }
    {
        ScriptedSource s;
        Game g = wonStage1(s);
        g.apply(kContinue, s);
        states.push_back(
            {"choose_universe", g, {"universe:cumul", "universe:figures", "universe:identiques"}});
    }
    {
        ScriptedSource s({0, face(3), face(5), 0, 0, 0, 0, face(2), face(6)});
        Game g(kStakeOne, s);
        g.apply(kRoll, s);
        g.apply(kRoll, s);
        g.apply(kContinue, s);
        g.apply(universe(Universe::Cumul), s);
        states.push_back(
            {"cumul", g, {"die:1", "die:2", "die:3", "die:4", "die:5", "die:6", "die:7"}});
        g.apply(die(3), s);
        g.apply(die(7), s);
        states.push_back(
            {"cumul, dice 3 and 7 thrown", g, {"die:1", "die:2", "die:4", "die:5", "die:6"}});
    }
    {
        ScriptedSource s({0, face(6), 0, 0, 0, 0, face(1)});
        Game g(kStakeOne, s);
        g.apply(kRoll, s);
        g.apply(kContinue, s);
        g.apply(universe(Universe::Figures), s);
        states.push_back({"figures", g, {"die:1", "die:2", "die:3", "die:4", "die:5"}});
        g.apply(die(5), s);
        states.push_back({"figures, die 5 thrown", g, {"die:1", "die:2", "die:3", "die:4"}});
    }
    {
        ScriptedSource s({0, face(6), 0});
        Game g(kStakeOne, s);
        g.apply(kRoll, s);
        g.apply(kContinue, s);
        g.apply(universe(Universe::Identiques), s);
        states.push_back({"identiques", g, {"throw"}});
    }
    {
        ScriptedSource s;
        Game g = wonStage1(s);
        g.apply(kStop, s);
        states.push_back({"won", g, {}});
    }
    {
        ScriptedSource s({0, face(1)});
        Game g(kStakeOne, s);
        g.apply(kRoll, s);
        states.push_back({"lost", g, {}});
    }
    ASSERT_EQ(states.size(), 10U);

    for (auto& st : states) {
        // THEN the allowed set is exactly the rules', and every other action is refused
        EXPECT_EQ(names(st.game.allowedActions()), st.allowed) << st.name;
        for (Action a : everyAction()) {
            const bool allowed = st.allowed.contains(actionToString(a)) &&
                                 !(a.type == ActionType::ChooseUniverse && a.arg > 2) &&
                                 !(a.type == ActionType::ThrowDie && a.arg > 6);
            EXPECT_EQ(st.game.isAllowed(a), allowed) << st.name << ": " << actionToString(a);
            if (allowed) {
                EXPECT_TRUE(st.game.refusal(a).empty());
                continue;
            }
            const std::vector<Event> before(st.game.events().begin(), st.game.events().end());
            const Phase phase = st.game.phase();
            ScriptedSource untouched({0, 0, 0, 0, 0, 0});
            try {
                st.game.apply(a, untouched);
                ADD_FAILURE() << st.name << ": " << actionToString(a) << " was accepted";
            } catch (const IllegalAction& e) {
                EXPECT_NE(std::string(e.what()).find(std::string(phaseName(phase))),
                          std::string::npos)
                    << e.what();
            }
            EXPECT_EQ(st.game.phase(), phase) << st.name;
            EXPECT_TRUE(std::equal(before.begin(), before.end(), st.game.events().begin(),
                                   st.game.events().end()))
                << st.name << ": " << actionToString(a);
            EXPECT_EQ(untouched.consumed(), 0U);
        }
    }
}

TEST(HappyDesGame, ADrawThatFailsMidActionLeavesTheGameUnchanged) {
    ScriptedSource s({0, face(5)});
    Game g(kStakeOne, s);
    g.apply(kRoll, s);
    g.apply(kContinue, s);
    s.append(0);
    g.apply(universe(Universe::Identiques), s);
    s.append(face(1));
    s.append(face(2));  // the third die is missing
    const std::vector<Event> before(g.events().begin(), g.events().end());
    EXPECT_THROW(g.apply(kThrow, s), ScriptExhausted);
    EXPECT_EQ(g.identiquesThrow(), 1);
    EXPECT_TRUE(std::equal(before.begin(), before.end(), g.events().begin(), g.events().end()));

    ScriptedSource c({0, face(5), 0, 0});  // two of the four Cumul prize draws
    Game h(kStakeOne, c);
    h.apply(kRoll, c);
    h.apply(kContinue, c);
    EXPECT_THROW(h.apply(universe(Universe::Cumul), c), ScriptExhausted);
    EXPECT_EQ(h.phase(), Phase::ChooseUniverse);
    EXPECT_TRUE(h.cumulPrizes().empty());
}

TEST(HappyDesGame, ActionsHaveAStableProtocolSpelling) {
    for (Action a : everyAction()) {
        const std::string s = actionToString(a);
        const auto back = actionFromString(s);
        const bool valid = !(a.type == ActionType::ChooseUniverse && a.arg > 2) &&
                           !(a.type == ActionType::ThrowDie && a.arg > 6);
        EXPECT_EQ(back.has_value(), valid) << s;
        if (valid) {
            EXPECT_EQ(*back, a) << s;
        }
    }
    for (const char* bad :
         {"", "ROLL", "die:0", "die:8", "die:1x", "universe:", "universe:x", "die:"}) {
        EXPECT_FALSE(actionFromString(bad).has_value()) << bad;
    }
}

namespace {

/// Plays a game with choices taken from a separate seeded policy stream.
void playRandomly(Game& g, RandomSource& draws, SeededSource& policy) {
    int steps = 0;
    while (!g.finished()) {
        const auto actions = g.allowedActions();
        ASSERT_FALSE(actions.empty());
        g.apply(actions[policy.uniform(actions.size())], draws);
        ASSERT_LT(++steps, 10000) << "a game that does not end";
    }
}

}  // namespace

TEST(HappyDesGame, RandomPlayAlwaysTerminatesAndPaysOnlyPrizesInPlay) {
    SeededSource draws(11);
    SeededSource policy(12);
    for (int i = 0; i < 20000; ++i) {
        Game g(i % 2 == 0 ? kStakeOne : kStakeTwo, draws);
        playRandomly(g, draws, policy);
        ASSERT_GE(g.win(), 0);
        EXPECT_EQ(g.win() > 0, g.phase() == Phase::Won);
        if (g.win() > 0) {
            // The win is the stage-1 amount or one of the prizes shown in play.
            bool shown = false;
            for (const Event& e : g.events()) {
                shown =
                    shown ||
                    ((e.type == EventType::Stage1Amount || e.type == EventType::CumulPrize ||
                      e.type == EventType::FiguresPrize || e.type == EventType::IdentiquesPrize) &&
                     e.amount == g.win());
            }
            EXPECT_TRUE(shown) << "game " << i << " paid " << g.win();
        }
    }
}

TEST(HappyDesGame, EveryGameIsRebuiltExactlyFromItsEvents) {
    SeededSource draws(21);
    SeededSource policy(22);
    for (int i = 0; i < 5000; ++i) {
        const Cents stake = i % 3 == 0 ? kStakeTwo : kStakeOne;
        Game g(stake, draws);
        // Check the rebuild at every step, finished or not.
        while (true) {
            const Game r = Game::replay(stake, g.events());
            ASSERT_EQ(r.phase(), g.phase());
            ASSERT_EQ(r.win(), g.win());
            ASSERT_EQ(names(r.allowedActions()), names(g.allowedActions()));
            if (g.finished()) {
                break;
            }
            const auto actions = g.allowedActions();
            g.apply(actions[policy.uniform(actions.size())], draws);
        }
    }
}

TEST(HappyDesGame, EventsThatTheRulesCannotProduceAreRejected) {
    ScriptedSource s;
    Game g = wonStage1(s);
    g.apply(kContinue, s);
    for (std::uint64_t r : {0U, 0U, 0U, 0U}) {
        s.append(r);
    }
    g.apply(universe(Universe::Cumul), s);
    s.append(face(4));
    g.apply(die(1), s);
    const std::vector<Event> good(g.events().begin(), g.events().end());
    EXPECT_NO_THROW((void)Game::replay(kStakeOne, good));

    auto bad = good;
    bad.back().faces[0] = 7;
    EXPECT_THROW((void)Game::replay(kStakeOne, bad), InvalidEvents);
    bad = good;
    bad[3].amount += 1;  // a prize amount that is not the drawn row's
    EXPECT_THROW((void)Game::replay(kStakeOne, bad), InvalidEvents);
    bad = good;
    bad.resize(5);  // cut inside the universe choice's draws
    EXPECT_THROW((void)Game::replay(kStakeOne, bad), InvalidEvents);
    EXPECT_THROW((void)Game::replay(kStakeTwo, good), InvalidEvents);  // the wrong stake
    EXPECT_THROW((void)Game::replay(kStakeOne, {}), InvalidEvents);
    bad = good;
    bad.push_back(Event{EventType::Stop});  // stop is not allowed in Cumul
    EXPECT_THROW((void)Game::replay(kStakeOne, bad), InvalidEvents);
}

TEST(HappyDesGame, TheSameSeedGivesIdenticalEventLists) {
    auto run = [](std::uint64_t seed) {
        SeededSource draws(seed);
        std::vector<std::vector<Event>> games;
        for (int i = 0; i < 2000; ++i) {
            Game g(kStakeOne, draws);
            playOut(g, kStrategies[static_cast<std::size_t>(i % 4)], draws);
            games.emplace_back(g.events().begin(), g.events().end());
        }
        return games;
    };
    const auto a = run(77);
    EXPECT_EQ(a, run(77));
    EXPECT_NE(a, run(78));
}
