#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "../support/happydes_exact.h"
#include "instants/happydes/simulator.h"

using namespace instants;
using namespace instants::happydes;

TEST(HappyDesSimulator, TheSameSeedAndThreadCountGiveTheSameResult) {
    SimulationOptions o;
    o.strategy = Strategy::Identiques;
    o.games = 200000;
    o.seed = 5;
    o.threads = 2;
    const SimulationResult a = simulate(o);
    const SimulationResult b = simulate(o);
    EXPECT_EQ(a.totalWon, b.totalWon);
    EXPECT_EQ(a.wins, b.wins);
    EXPECT_EQ(a.winsByPrize, b.winsByPrize);
    o.seed = 6;
    EXPECT_NE(simulate(o).totalWon, a.totalWon);
}

TEST(HappyDesSimulator, OneThreadPlaysTheSameGamesAsTheRulesDoDirectly) {
    SimulationOptions o;
    o.strategy = Strategy::Cumul;
    o.games = 10000;
    o.seed = 8;
    const SimulationResult r = simulate(o);
    SeededSource rng(8, 0);
    Cents won = 0;
    for (int i = 0; i < 10000; ++i) {
        Game g(kStakeOne, rng);
        playOut(g, Strategy::Cumul, rng);
        won += g.win();
    }
    EXPECT_EQ(r.totalWon, won);
    EXPECT_EQ(r.totalStaked, 10000 * kStakeOne);
}

namespace {

/// The two-sided 99 % quantile of the normal distribution.
constexpr double kZ99 = 2.5758293035489004;

/// The fourth central moment of win / stake, for the spread of a sample variance.
long double fourthCentralMoment(const instants::test::WinDistribution& dist, Cents stake,
                                long double mean) {
    long double m4 = 0;
    for (const auto& [win, p] : dist) {
        const long double d =
            static_cast<long double>(win) / static_cast<long double>(stake) - mean;
        m4 += p * d * d * d * d;
    }
    return m4;
}

/// Pearson's statistic of the simulated wins against the exact distribution, over the win
/// amounts expected at least 20 times; the others (and any amount the distribution does not
/// have) are pooled in one cell.
std::pair<double, int> chiSquareAndDof(const SimulationResult& r,
                                       const instants::test::WinDistribution& dist) {
    const auto n = static_cast<long double>(r.games);
    std::map<Cents, std::uint64_t> observed = r.winsByPrize;
    observed[0] = r.games - r.wins;
    long double chi2 = 0;
    int cells = 0;
    long double pooledExpected = 0;
    long double pooledObserved = 0;
    for (const auto& [win, p] : dist) {
        const auto it = observed.find(win);
        const long double o = it == observed.end() ? 0 : static_cast<long double>(it->second);
        if (it != observed.end()) {
            observed.erase(it);
        }
        if (n * p >= 20) {
            chi2 += (o - n * p) * (o - n * p) / (n * p);
            ++cells;
        } else {
            pooledExpected += n * p;
            pooledObserved += o;
        }
    }
    for (const auto& [win, count] : observed) {
        pooledObserved += static_cast<long double>(count);  // an amount that cannot be won
    }
    if (pooledExpected > 0 || pooledObserved > 0) {
        chi2 += (pooledObserved - pooledExpected) * (pooledObserved - pooledExpected) /
                std::max(pooledExpected, 1e-300L);
        ++cells;
    }
    return {static_cast<double>(chi2), cells - 1};
}
double chiSquare(const SimulationResult& r, const instants::test::WinDistribution& d) {
    return chiSquareAndDof(r, d).first;
}
int chi2Dof(const SimulationResult& r, const instants::test::WinDistribution& d) {
    return chiSquareAndDof(r, d).second;
}

/// The chi-square critical value for p = 1e-4, by the Wilson-Hilferty approximation (24.2 for
/// 4 degrees of freedom, where the exact value is 23.5; closer beyond).
double chiSquareCritical(int dof) {
    const double k = dof;
    const double z = 3.7190164854556804;  // upper 1e-4 quantile of the normal distribution
    const double t = 1 - 2 / (9 * k) + z * std::sqrt(2 / (9 * k));
    return k * t * t * t;
}

}  // namespace

TEST(HappyDesSimulator, TheExactDistributionOracleAgreesWithTheExactAnalysis) {
    // The oracle below enumerates the dice itself; its mean and its chance of a win must be
    // the analysis's exact figures, at both stakes.
    EXPECT_NEAR(std::erfc(kZ99 / std::sqrt(2.0)), 0.01, 1e-15);
    for (Strategy s : kStrategies) {
        for (Cents stake : {kStakeOne, kStakeTwo}) {
            const auto dist = instants::test::exactWinDistribution(s, stake);
            long double total = 0;
            for (const auto& [win, p] : dist) {
                total += p;
            }
            EXPECT_NEAR(static_cast<double>(total), 1.0, 1e-15) << strategyName(s);
            EXPECT_NEAR(static_cast<double>(1.0L - dist.at(0)),
                        exactOdds(s).winProbability.toDouble(), 1e-15)
                << strategyName(s);
            EXPECT_NEAR(static_cast<double>(instants::test::momentsPerStake(dist, stake).mean),
                        exactOdds(s).rtp.toDouble(), 1e-15)
                << strategyName(s) << " at " << stake;
        }
    }
}

TEST(HappyDesSimulator, AMillionGamesOfEachStrategyLandInsideTheirIntervalAroundTheExactRtp) {
    for (Strategy s : kStrategies) {
        for (Cents stake : {kStakeOne, kStakeTwo}) {
            SimulationOptions o;
            o.strategy = s;
            o.games = 1000000;
            o.seed = 2026;
            o.threads = 2;
            o.stake = stake;
            const SimulationResult r = simulate(o);
            const double exact = exactOdds(s).rtp.toDouble();
            EXPECT_LE(r.ci99Low, exact) << strategyName(s) << " at " << stake;
            EXPECT_GE(r.ci99High, exact) << strategyName(s) << " at " << stake;
            EXPECT_NEAR(r.winRate, exactOdds(s).winProbability.toDouble(), 0.003)
                << strategyName(s);
            EXPECT_EQ(r.games, 1000000U);

            // The interval's width, recomputed from the games' own wins (wins_by_prize):
            // the mean win per unit staked plus or minus z99 x sqrt(sample variance / n).
            const auto n = static_cast<long double>(r.games);
            long double sum = 0;
            long double sumSquares = 0;
            for (const auto& [amount, count] : r.winsByPrize) {
                const long double x = static_cast<long double>(amount) / stake;
                sum += static_cast<long double>(count) * x;
                sumSquares += static_cast<long double>(count) * x * x;
            }
            const long double mean = sum / n;
            const long double sampleVariance = sumSquares / n - mean * mean;
            const double half = (r.ci99High - r.ci99Low) / 2;
            EXPECT_NEAR(r.rtp, static_cast<double>(mean), 1e-12) << strategyName(s);
            EXPECT_NEAR((r.ci99High + r.ci99Low) / 2, r.rtp, 1e-12) << strategyName(s);
            EXPECT_NEAR(half, static_cast<double>(kZ99 * std::sqrt(sampleVariance / n)),
                        1e-9 * half)
                << strategyName(s) << " at " << stake;

            // And against the exact distribution. The sample variance lies within four of
            // its standard errors, sqrt((mu4 - sigma^4) / n), of the exact variance (a loose
            // bound where rare large prizes dominate, a tight one for "stop") ...
            const auto dist = instants::test::exactWinDistribution(s, stake);
            const auto exactMoments = instants::test::momentsPerStake(dist, stake);
            const long double sigma2 = exactMoments.variance;
            const long double mu4 = fourthCentralMoment(dist, stake, exactMoments.mean);
            const long double spread = std::sqrt((mu4 - sigma2 * sigma2) / n);
            EXPECT_NEAR(static_cast<double>(sampleVariance), static_cast<double>(sigma2),
                        static_cast<double>(4 * spread))
                << strategyName(s) << " at " << stake << ": half-width " << half
                << ", z99 x sqrt(exact variance / n) = " << kZ99 * std::sqrt(sigma2 / n);
            // ... and the games' wins follow the exact distribution (chi-square over the win
            // amounts, those expected fewer than 20 times pooled), so the variance the
            // interval is computed from is that of the right distribution.
            const double chi2 = chiSquare(r, dist);
            EXPECT_LT(chi2, chiSquareCritical(chi2Dof(r, dist)))
                << strategyName(s) << " at " << stake;
        }
    }
}

TEST(HappyDesSimulator, StopPaysOnlyStage1Amounts) {
    SimulationOptions o;
    o.strategy = Strategy::Stop;
    o.games = 100000;
    o.seed = 3;
    o.stake = kStakeTwo;
    const SimulationResult r = simulate(o);
    ASSERT_EQ(r.winsByPrize.size(), 4U);
    for (const auto& [amount, n] : r.winsByPrize) {
        EXPECT_TRUE(amount == 100 || amount == 200 || amount == 400 || amount == 800) << amount;
        EXPECT_GT(n, 0U);
    }
}
