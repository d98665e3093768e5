// The Happy Dés view (what a screen shows after a prefix of the events): it agrees with the
// Game rebuilt from the same events at every action boundary, and between the events of one
// action it is the state half-way.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "instants/happydes/game.h"
#include "instants/happydes/view.h"

using namespace instants;
using namespace instants::happydes;

namespace {

/// Compares a view with a game, field by field.
void expectSame(const View& v, const Game& g, const std::string& where) {
    SCOPED_TRACE(where);
    EXPECT_EQ(v.phase, g.phase());
    EXPECT_EQ(v.finished, g.finished());
    EXPECT_EQ(v.win, g.win());
    EXPECT_EQ(v.stage1Amount, g.stage1Amount());
    EXPECT_EQ(v.stage1Face, g.stage1Face());
    EXPECT_EQ(v.stage1Throws, g.stage1Throws());
    EXPECT_EQ(v.universe, g.universe());
    const auto dice = g.dice();
    ASSERT_EQ(v.diceInPlay().size(), dice.size());
    EXPECT_TRUE(std::equal(dice.begin(), dice.end(), v.diceInPlay().begin()));
    if (g.universe() == Universe::Cumul) {
        EXPECT_EQ(v.cumulScore(), g.cumulScore());
        EXPECT_EQ(v.cumulRethrows, g.cumulRethrows());
        const auto prizes = g.cumulPrizes();
        for (std::size_t i = 0; i < prizes.size(); ++i) {
            EXPECT_EQ(v.cumulPrizes[i], prizes[i]);
        }
    }
    if (g.universe() == Universe::Figures) {
        const auto prizes = g.figuresPrizes();
        for (std::size_t i = 0; i < prizes.size(); ++i) {
            EXPECT_EQ(v.figuresPrizes[i], prizes[i]);
        }
        if (g.finished()) {
            EXPECT_EQ(v.figure, g.figure());
        }
    }
    if (g.universe() == Universe::Identiques) {
        EXPECT_EQ(v.identiquesThrow, g.identiquesThrow());
        EXPECT_EQ(v.identiquesPrize, g.identiquesPrize());
        EXPECT_TRUE(std::equal(v.identiquesFaces.begin(), v.identiquesFaces.end(),
                               g.identiquesFaces().begin()));
        EXPECT_EQ(static_cast<int>(v.identiquesTrack.size()), g.identiquesThrow());
    }
}

}  // namespace

TEST(HappyDesView, AgreesWithTheGameAtEveryActionBoundaryOfSeededGames) {
    // GIVEN many seeded games of every path
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        SeededSource rng(seed, 0);
        Game g(seed % 2 == 0 ? kStakeOne : kStakeTwo, rng);
        const Universe wanted = kUniverses[seed % 3];
        expectSame(viewOf(g.stake(), g.events()), g, "after Jouer");
        while (!g.finished()) {
            std::vector<Action> allowed = g.allowedActions();
            Action a = allowed.front();
            for (Action b : allowed) {
                if (b.type == ActionType::Continue ||
                    (b.type == ActionType::ChooseUniverse &&
                     b.arg == static_cast<std::uint8_t>(wanted))) {
                    a = b;
                }
            }
            // WHEN one more action is applied
            g.apply(a, rng);
            // THEN the view of every event so far is the game's state
            expectSame(viewOf(g.stake(), g.events()), g,
                       "seed " + std::to_string(seed) + " after " + actionToString(a));
            ++checked;
        }
    }
    EXPECT_GT(checked, 2000);
}

TEST(HappyDesView, A27StaysOnTheTableUntilTheRethrowIsShown_2_4_1_3) {
    // GIVEN a seeded game that continues into Happy Cumul
    std::optional<Game> found;
    for (std::uint64_t seed = 1; !found; ++seed) {
        SeededSource rng(seed, 0);
        Game g(kStakeOne, rng);
        while (g.phase() == Phase::Stage1Roll) {
            g.apply({ActionType::Roll}, rng);
        }
        if (!g.finished()) {
            g.apply({ActionType::Continue}, rng);
            g.apply({ActionType::ChooseUniverse, static_cast<std::uint8_t>(Universe::Cumul)}, rng);
            found = g;
        }
    }
    const Game& cumul = *found;
    // and seven dice making 27 (3 + 4 x 6), then the rethrow the rules add
    std::vector<Event> events(cumul.events().begin(), cumul.events().end());
    const int faces[7] = {3, 4, 4, 4, 4, 4, 4};
    for (int i = 0; i < 7; ++i) {
        Event e{EventType::DieThrown, static_cast<std::uint8_t>(i)};
        e.faces[0] = static_cast<std::uint8_t>(faces[i]);
        events.push_back(e);
    }
    events.push_back(Event{EventType::CumulRethrow, 1});
    // WHEN the view stops before the rethrow event
    const View before = viewOf(kStakeOne, std::span<const Event>(events.data(), events.size() - 1));
    // THEN the seven dice and the 27 are still there, and the game goes on
    EXPECT_EQ(before.cumulScore(), 27);
    EXPECT_EQ(before.diceThrown(), 7);
    EXPECT_EQ(before.phase, Phase::Cumul);
    EXPECT_FALSE(before.finished);
    // AND after it the dice are cleared, the prizes stay
    const View after = viewOf(kStakeOne, events);
    EXPECT_EQ(after.diceThrown(), 0);
    EXPECT_EQ(after.cumulRethrows, 1);
    EXPECT_EQ(after.cumulPrizes, before.cumulPrizes);
    // AND the same list is what the rules make of those draws
    EXPECT_NO_THROW((void)Game::replay(kStakeOne, events));
}

TEST(HappyDesView, ReachableCumulRangesFollowTheDiceShown) {
    View v;
    v.apply(Event{EventType::Stage1Amount, 0, 0, {}, 100});
    Event roll{EventType::Stage1Roll, 1};
    roll.faces[0] = 6;
    v.apply(roll);
    v.apply(Event{EventType::Continue});
    v.apply(Event{EventType::UniverseChosen, static_cast<std::uint8_t>(Universe::Cumul)});
    // No die yet: every range from 7 to 42 can still be reached.
    EXPECT_EQ(v.reachableCumulRanges().size(), cumulRanges().size());
    // Six sixes: only 37 to 42 remain (36-37, 38-39, 40-41, 42).
    for (int i = 0; i < 6; ++i) {
        Event d{EventType::DieThrown, static_cast<std::uint8_t>(i)};
        d.faces[0] = 6;
        v.apply(d);
    }
    std::vector<int> ranges = v.reachableCumulRanges();
    ASSERT_FALSE(ranges.empty());
    for (int r : ranges) {
        EXPECT_GE(cumulRanges()[static_cast<std::size_t>(r)].maxScore, 37);
    }
    EXPECT_EQ(cumulRanges()[static_cast<std::size_t>(ranges.front())].maxScore, 42);
}

TEST(HappyDesView, TheIdentiquesTrackKeepsEveryThrowAndItsPrize_2_4_3) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        SeededSource rng(seed, 1);
        Game g(kStakeOne, rng);
        while (g.phase() == Phase::Stage1Roll) {
            g.apply({ActionType::Roll}, rng);
        }
        if (g.finished()) {
            continue;
        }
        g.apply({ActionType::Continue}, rng);
        g.apply({ActionType::ChooseUniverse, static_cast<std::uint8_t>(Universe::Identiques)}, rng);
        while (!g.finished()) {
            g.apply({ActionType::Throw}, rng);
        }
        const View v = viewOf(g.stake(), g.events());
        ASSERT_EQ(static_cast<int>(v.identiquesTrack.size()), g.identiquesThrow());
        for (std::size_t i = 0; i < v.identiquesTrack.size(); ++i) {
            const IdentiquesThrowView& t = v.identiquesTrack[i];
            EXPECT_EQ(t.number, static_cast<int>(i) + 1);
            EXPECT_TRUE(t.thrown);
            EXPECT_EQ(t.won, i + 1 == v.identiquesTrack.size() && g.win() > 0);
        }
    }
}

TEST(HappyDesView, AnEventTheStateCannotTakeIsRefused) {
    View v;
    EXPECT_THROW(v.apply(Event{EventType::DieThrown, 0}), InvalidEvents);
    v.apply(Event{EventType::Finished});
    EXPECT_THROW(v.apply(Event{EventType::Stop}), InvalidEvents);
}
