// Exact return to player (issue acceptance 3): each strategy within 0.1 point of 70 %, and
// the analytic figures cross-checked against brute-force enumeration.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <utility>

#include "instants/happydes/analysis.h"
#include "instants/happydes/simulator.h"

using namespace instants;
using namespace instants::happydes;

TEST(HappyDesAnalysis, EveryStrategyReturnsSeventyPercentWithinATenthOfAPoint) {
    for (Strategy s : kStrategies) {
        const double rtp = exactOdds(s).rtp.toDouble();
        EXPECT_NEAR(rtp, 0.70, 0.001) << strategyName(s);
    }
}

TEST(HappyDesAnalysis, TheWeightsKeepEveryStrategyWithinThreeMillionthsOfAPointOfSeventy) {
    // How close the fit gets (docs/odds.md): every universe's expected value is 1 to within
    // 4e-8, so no strategy is worth more than 3e-8 (in RTP) more than another.
    for (Strategy s : kStrategies) {
        EXPECT_NEAR(exactOdds(s).rtp.toDouble(), 0.70, 3e-8) << strategyName(s);
    }
    for (Universe u : kUniverses) {
        EXPECT_NEAR(universeExpectedValue(u).toDouble(), 1.0, 4e-8) << universeName(u);
    }
}

TEST(HappyDesAnalysis, StoppingReturnsExactlySeventyPercent) {
    EXPECT_EQ(stage1WinProbability().toString(), "2/3");
    EXPECT_EQ(stage1ExpectedAmount().toString(), "21/20");
    EXPECT_EQ(exactOdds(Strategy::Stop).rtp.toString(), "7/10");
}

TEST(HappyDesAnalysis, WinProbabilitiesMatchBruteForce) {
    // Cumul: enumerate the 6^7 throws; 27 is thrown again.
    std::uint64_t win = 0;
    std::uint64_t again = 0;
    for (int i = 0; i < 279936; ++i) {
        int v = i;
        int score = 0;
        for (int d = 0; d < 7; ++d) {
            score += v % 6 + 1;
            v /= 6;
        }
        win += cumulRangeOf(score) >= 0 ? 1U : 0U;
        again += score == 27 ? 1U : 0U;
    }
    EXPECT_EQ(universeWinProbability(Universe::Cumul).toString(),
              Rational(win, 279936 - again).toString());
    EXPECT_EQ(universeWinProbability(Universe::Figures).toString(),
              Rational(1896, 7776).toString());
    EXPECT_NEAR(universeWinProbability(Universe::Identiques).toDouble(),
                1.0 - std::pow(35.0 / 36.0, 15), 1e-15);
    EXPECT_NEAR(exactOdds(Strategy::Figures).winProbability.toDouble(), 2.0 / 3.0 * 1896 / 7776,
                1e-15);
}

TEST(HappyDesAnalysis, UniverseValuesMatchAFloatingPointRecomputation) {
    auto tableEv = [](const PrizeTable& t) {
        double e = 0;
        for (const Row& r : t.rows()) {
            e += static_cast<double>(r.amount) / 100.0 * static_cast<double>(r.weight) /
                 static_cast<double>(t.denominator());
        }
        return e;
    };
    double identiques = 0;
    for (std::size_t k = 0; k < 15; ++k) {
        identiques +=
            std::pow(35.0 / 36.0, static_cast<double>(k)) / 36.0 * tableEv(identiquesTables()[k]);
    }
    EXPECT_NEAR(universeExpectedValue(Universe::Identiques).toDouble(), identiques, 1e-12);
    const auto ways = cumulScoreCounts();
    std::uint64_t total = 0;
    for (auto w : ways) {
        total += w;
    }
    EXPECT_EQ(total, 279936U);
    EXPECT_EQ(ways[27], 20993U);
    EXPECT_EQ(ways[42], 1U);
}

TEST(HappyDesAnalysis, TheFactsAtTheChoiceAreNeutralAcrossUniverses) {
    // At x4, every universe is worth 4 EUR on average; chances and top prizes differ.
    for (Universe u : kUniverses) {
        const UniverseFacts f = universeFacts(u, 400);
        EXPECT_NEAR(f.expectedValueCents.toDouble(), 400.0, 1e-4) << universeName(u);
        EXPECT_EQ(f.winProbability, universeWinProbability(u));
    }
    EXPECT_EQ(universeFacts(Universe::Cumul, 400).topPrizeCents, 4000000);
    EXPECT_EQ(universeFacts(Universe::Figures, 50).topPrizeCents, 250000);
    EXPECT_EQ(universeFacts(Universe::Identiques, 800).topPrizeCents, 8000000);
}

TEST(HappyDesAnalysis, TheChanceAtTheChoiceIsOfAPrizeAboveTheStake) {
    // The choice's « Chance de gagner » counts a prize above the stake only. Over the stage-1
    // amounts of the 1 EUR stake, weighted as drawn, it gives back each universe's share of
    // games above the stake exactly (exactOdds, itself checked against games played).
    const PrizeTable& stage1 = stage1Table();
    const std::array<std::pair<Universe, Strategy>, 3> played = {
        std::pair{Universe::Cumul, Strategy::Cumul},
        std::pair{Universe::Figures, Strategy::Figures},
        std::pair{Universe::Identiques, Strategy::Identiques}};
    for (const auto& [u, s] : played) {
        Rational sum;
        for (const Row& r : stage1.rows()) {
            const UniverseFacts f = universeFacts(u, r.amount, 100);
            EXPECT_FALSE(f.winProbability < f.aboveStakeProbability) << universeName(u);
            sum = sum + Rational(r.weight, stage1.denominator()) * f.aboveStakeProbability;
        }
        EXPECT_EQ(stage1WinProbability() * sum, exactOdds(s).aboveStakeProbability)
            << universeName(u);
        // A small amount in play makes fewer prizes worth more than the stake: at x0,50 on a
        // 1 EUR stake, a prize must be above 2 EUR of the table; at x100 every prize is.
        EXPECT_TRUE(universeFacts(u, 50, 100).aboveStakeProbability <
                    universeFacts(u, 100, 100).aboveStakeProbability)
            << universeName(u);
        EXPECT_EQ(universeFacts(u, 10000000, 100).aboveStakeProbability, universeWinProbability(u))
            << universeName(u);
        EXPECT_EQ(universeFacts(u, 400).aboveStakeProbability, Rational()) << universeName(u);
    }
}

TEST(HappyDesAnalysis, TheExpectedPrizeIsTheNearestDoubleOfItsExactValue) {
    // Identiques at x15: 690855996381938333106594193/460570666084861162291200 cents, whose
    // nearest double (Python: float(Fraction(...))) is 1499.9999940392352. Dividing the
    // doubles nearest to numerator and denominator gives 1499.9999940392354.
    const UniverseFacts f = universeFacts(Universe::Identiques, 1500);
    EXPECT_EQ(f.expectedValueCents.toString(),
              "690855996381938333106594193/460570666084861162291200");
    EXPECT_EQ(f.expectedValueCents.toDouble(), 1499.9999940392352);
}

TEST(HappyDesAnalysis, TheChanceOfAReturnAboveTheStakeMatchesTheRulesPlayed) {
    // « J'arrête »: stage 1 won (2/3), then 4 € or 2 € of the 1 € stake's table (15 + 150 in
    // 1000) are above the stake; 1 € and 0,50 € are not. Exactly 11 %.
    EXPECT_EQ(exactOdds(Strategy::Stop).aboveStakeProbability, Rational(11, 100));
    for (Strategy s : kStrategies) {
        const StrategyOdds o = exactOdds(s);
        EXPECT_TRUE(Rational(0) < o.aboveStakeProbability) << strategyName(s);
        EXPECT_TRUE(o.aboveStakeProbability < o.winProbability) << strategyName(s);
        // The rules themselves, played 200 000 times at each stake: the share of games that
        // return more than the stake, within five standard errors of the exact value.
        for (Cents stake : {kStakeOne, kStakeTwo}) {
            SimulationOptions opt;
            opt.strategy = s;
            opt.games = 200000;
            opt.seed = 2026 + static_cast<std::uint64_t>(s);
            opt.stake = stake;
            const SimulationResult r = simulate(opt);
            std::uint64_t above = 0;
            for (const auto& [prize, games] : r.winsByPrize) {
                above += prize > stake ? games : 0;
            }
            const double p = o.aboveStakeProbability.toDouble();
            const double seen = static_cast<double>(above) / static_cast<double>(r.games);
            const double se = std::sqrt(p * (1 - p) / static_cast<double>(r.games));
            EXPECT_NEAR(seen, p, 5 * se) << strategyName(s) << " at " << stake;
        }
    }
}
