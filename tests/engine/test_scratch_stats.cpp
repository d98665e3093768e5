// No pattern a player could exploit (issue 3, section 4), on full blocks.
//
// Every test below is a hypothesis test whose null hypothesis is "no pattern"; it fails when
// the p-value falls below kAlpha = 0.001. With the ~30 p-values computed here, a correct
// generator would fail one by bad luck with probability about 3 %; the seeds are fixed, so a
// run is deterministic. Critical values at 0.001: chi-square 99 df 148.23; |z| 3.29;
// chi-square 2 df 13.82, 7 df 24.32, 8 df 26.12, 11 df 31.26, 29 df 58.30, 155 df 215.15
// (docs/blocks.md). The "power" tests show that each statistic does reject a block with a
// pattern, so that passing means something.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "instants/scratch/stats.h"

namespace instants::scratch {
namespace {

constexpr double kAlpha = 0.001;
constexpr std::uint64_t kSeed = 2014;

const BlockStats& statsOf(GameId game) {
    static std::map<GameId, BlockStats> cache;
    auto it = cache.find(game);
    if (it == cache.end()) {
        const std::vector<std::uint8_t> bytes = generateBlock({game, kSeed, 0});
        BlockReader reader(std::make_unique<MemorySource>(bytes));
        it = cache.emplace(game, blockStats(reader)).first;
    }
    return it->second;
}

// --- the statistics themselves ----------------------------------------------------------------

TEST(ScratchStatistics, PValuesMatchTables) {
    EXPECT_NEAR(chiSquarePValue(3.841459, 1), 0.05, 1e-6);
    EXPECT_NEAR(chiSquarePValue(148.2304, 99), 0.001, 2e-6);
    EXPECT_NEAR(chiSquarePValue(123.2252, 99), 0.05, 1e-5);
    EXPECT_NEAR(chiSquarePValue(13.81551, 2), 0.001, 1e-7);
    EXPECT_NEAR(chiSquarePValue(2.0, 2), std::exp(-1.0), 1e-12);  // 2 df: exp(-x/2)
    EXPECT_DOUBLE_EQ(chiSquarePValue(0.0, 10), 1.0);
    EXPECT_NEAR(chiSquarePValue(186.762, 131), 0.001, 1e-5);
    EXPECT_NEAR(normalTwoSidedPValue(1.959964), 0.05, 1e-6);
    EXPECT_NEAR(normalTwoSidedPValue(-3.290527), 0.001, 1e-7);
}

TEST(ScratchStatistics, HomogeneityPoolsSparseCategories) {
    const std::vector<std::uint64_t> a = {1000, 2000, 3000, 1, 0};
    const std::vector<std::uint64_t> b = {1010, 1990, 3020, 2, 0};
    const TestResult same = homogeneity(a, b);
    EXPECT_GT(same.p, 0.5);
    EXPECT_EQ(same.df, 2.0);  // the sparse category joins the smallest; the empty one drops
    const std::vector<std::uint64_t> c = {1300, 2000, 2700, 1, 0};
    EXPECT_LT(homogeneity(a, c).p, 1e-6);
    EXPECT_LT(uniformFit(std::vector<std::uint64_t>{100, 100, 160}).p, kAlpha);
    const std::vector<std::uint64_t> weights = {1, 2, 0, 1};
    EXPECT_GT(weightedFit(std::vector<std::uint64_t>{250, 500, 0, 250}, weights).p, 0.99);
    EXPECT_EQ(weightedFit(std::vector<std::uint64_t>{250, 500, 0, 250}, weights).df, 2.0);
    EXPECT_LT(weightedFit(std::vector<std::uint64_t>{400, 400, 0, 200}, weights).p, kAlpha);
    EXPECT_EQ(weightedFit(std::vector<std::uint64_t>{250, 500, 1, 250}, weights).p, 0.0);
    EXPECT_GT(uniformFit(std::vector<std::uint64_t>{100, 101, 99}).p, 0.9);
}

TEST(ScratchStatistics, EachSpreadTestRejectsABlockWithAPattern) {
    // GIVEN the tier ranks of a real block
    const std::vector<std::uint8_t> bytes = generateBlock({GameId::Dede, 5, 0});
    std::vector<std::uint8_t> ranks;
    BlockReader reader(std::make_unique<MemorySource>(bytes));
    const GamePlan& p = plan(GameId::Dede);
    reader.forEach(0, reader.header().tickets, [&](const Ticket& t) {
        ranks.push_back(
            t.prize == 0 ? 0 : static_cast<std::uint8_t>(p.tiers.size() - *p.tierIndex(t.prize)));
    });
    const SpreadStats fair = spreadStats(ranks);
    EXPECT_GT(fair.segments.p, kAlpha);
    // WHEN the winners are crowded into the first half, THEN the segment test rejects it
    std::vector<std::uint8_t> crowded = ranks;
    std::stable_partition(crowded.begin(), crowded.begin() + 1'000'000,
                          [](std::uint8_t r) { return r > 0; });
    EXPECT_LT(spreadStats(crowded).segments.p, 1e-12);
    // WHEN every 4th ticket copies the tier of the ticket before it (wins come in pairs
    // more often than chance, a lag-1 pattern), THEN the runs test and the autocorrelation
    // at lag 1 reject it
    std::vector<std::uint8_t> copied = ranks;
    for (std::size_t i = 4; i < copied.size(); i += 4) {
        copied[i] = copied[i - 1];
    }
    const SpreadStats c = spreadStats(copied);
    EXPECT_LT(c.runs.p, kAlpha);
    EXPECT_LT(c.autocorrelation[0].p, kAlpha);
    EXPECT_GT(c.autocorrelation[1].p, 1e-6) << "lag 2 is not what was broken";
    // WHEN the block is not shuffled at all, THEN everything rejects it
    std::vector<std::uint8_t> sorted = ranks;
    std::sort(sorted.begin(), sorted.end());
    const SpreadStats s = spreadStats(sorted);
    EXPECT_LT(s.segments.p, 1e-12);
    EXPECT_LT(s.runs.p, 1e-12);
    EXPECT_LT(s.autocorrelation[9].p, 1e-12);
}

// --- winners spread uniformly -----------------------------------------------------------------

void expectNoSpreadPattern(const BlockStats& s) {
    // Chi-square over 100 equal segments (99 df): fails iff chi2 > 148.23 (p < 0.001).
    EXPECT_GT(s.spread.segments.p, kAlpha) << "chi2 = " << s.spread.segments.statistic;
    EXPECT_EQ(s.spread.segments.df, 99.0);
    // Wald–Wolfowitz runs on win/lose: fails iff |z| > 3.29 (p < 0.001).
    EXPECT_GT(s.spread.runs.p, kAlpha) << "z = " << s.spread.runs.statistic;
    // Autocorrelation of tier ranks at lags 1-10: z = r_k sqrt(n); each |z| must stay
    // below 3.29 (p > 0.001 at every lag).
    for (std::size_t k = 0; k < 10; ++k) {
        EXPECT_GT(s.spread.autocorrelation[k].p, kAlpha)
            << "lag " << k + 1 << ": r = " << s.spread.r[k];
    }
}

TEST(ScratchPatterns, DedeWinnersSpreadUniformly_Segments99df_Runs_Autocorrelation_PAbove0001) {
    expectNoSpreadPattern(statsOf(GameId::Dede));
}

TEST(ScratchPatterns, HappyWinnersSpreadUniformly_Segments99df_Runs_Autocorrelation_PAbove0001) {
    expectNoSpreadPattern(statsOf(GameId::Happy2014));
}

// --- no visible attribute predicts the tier ---------------------------------------------------

TEST(ScratchPatterns, DedeDecoysAndDiceOfLosingThrowsDoNotTellLosingFromWinningTickets_P0001) {
    const BlockStats& s = statsOf(GameId::Dede);
    // The Gain amounts of losing throws on losing tickets vs on winning tickets (8 amounts,
    // the 10 000 € one pooled when sparse): homogeneity chi-square, p > 0.001.
    EXPECT_GT(s.decoyHomogeneity.p, kAlpha) << "chi2 = " << s.decoyHomogeneity.statistic;
    EXPECT_GE(s.decoyHomogeneity.df, 5.0);
    // The faces of losing throws, same comparison (30 pairs, 29 df).
    EXPECT_GT(s.faceHomogeneity.p, kAlpha) << "chi2 = " << s.faceHomogeneity.statistic;
    EXPECT_EQ(s.faceHomogeneity.df, 29.0);
    // Winning throws are spread evenly over Lancer 1, 2, 3 (2 df).
    EXPECT_GT(s.zoneUniformity.p, kAlpha);
}

TEST(ScratchPatterns, HappyDecoysAndSymbolsOfLosingMonthsDoNotTellLosingFromWinningUnits_P0001) {
    const BlockStats& s = statsOf(GameId::Happy2014);
    EXPECT_GT(s.decoyHomogeneity.p, kAlpha) << "chi2 = " << s.decoyHomogeneity.statistic;
    EXPECT_GE(s.decoyHomogeneity.df, 6.0);
    // 13 x 12 = 156 ordered pairs of distinct symbols (155 df).
    EXPECT_GT(s.faceHomogeneity.p, kAlpha) << "chi2 = " << s.faceHomogeneity.statistic;
    EXPECT_EQ(s.faceHomogeneity.df, 155.0);
    // Winning months are spread evenly over the twelve months (11 df).
    EXPECT_GT(s.zoneUniformity.p, kAlpha);
}

TEST(ScratchPatterns, DecoyAmountsFollowTheDocumentedWeights_P0001) {
    // The decoy policy: a losing zone shows amount a with probability w(a) / W, w(a) being
    // the number of winning zones of a block showing a, so that the amount under a zone says
    // nothing about whether it wins. Goodness of fit of all the decoys of the block to these
    // weights (DÉDÉ 7 df: fails iff chi2 > 24.32; Happy 2014 8 df: fails iff chi2 > 26.12).
    for (GameId g : kGames) {
        const BlockStats& s = statsOf(g);
        EXPECT_GT(s.decoyFit.p, kAlpha) << gameId(g) << " chi2 = " << s.decoyFit.statistic;
        EXPECT_EQ(s.decoyFit.df, g == GameId::Dede ? 7.0 : 8.0);
        // Power: decoys drawn uniformly among the amounts are told apart at once.
        std::vector<std::uint64_t> uniform(s.decoysOnLosing.size(), 0);
        std::uint64_t total = 0;
        std::size_t shown = 0;
        for (std::size_t a = 0; a < uniform.size(); ++a) {
            total += s.decoysOnLosing[a] + s.decoysOnWinning[a];
            shown += plan(g).decoyWeights[a] > 0 ? 1U : 0U;
        }
        for (std::size_t a = 0; a < uniform.size(); ++a) {
            uniform[a] = plan(g).decoyWeights[a] > 0 ? total / shown : 0;
        }
        EXPECT_LT(weightedFit(uniform, plan(g).decoyWeights).p, 1e-12);
    }
}

TEST(ScratchPatterns, NearMissesFollowTheDecoyPolicy) {
    // DÉDÉ: losing throws show the 10 000 € amount with probability 3 / 562 178; over
    // ~3.2 million losing throws of losing tickets about 17 do (Poisson; 3..45 holds with
    // p > 0.999). And 10 of the 30 losing pairs of faces add to 6 or 8.
    const BlockStats& d = statsOf(GameId::Dede);
    EXPECT_GE(d.losingTicketsShowing[7], 3U);
    EXPECT_LE(d.losingTicketsShowing[7], 45U);
    const double nearShare =
        static_cast<double>(d.nearSevenThrows) / static_cast<double>(d.losingZones);
    const double sd = std::sqrt(1.0 / 3.0 * 2.0 / 3.0 / static_cast<double>(d.losingZones));
    EXPECT_LT(std::fabs(nearShare - 1.0 / 3.0), 3.29 * sd);
    EXPECT_EQ(d.losingTickets, 1'057'707U);
    EXPECT_EQ(d.totalPrizes, 180'000'000);
    EXPECT_EQ(d.totalSales, 300'000'000);
    const BlockStats& h = statsOf(GameId::Happy2014);
    EXPECT_EQ(h.losingTicketsShowing[0], 0U) << "no month shows 0 €";
    EXPECT_EQ(h.totalPrizes, 396'000'000);
}

}  // namespace
}  // namespace instants::scratch
