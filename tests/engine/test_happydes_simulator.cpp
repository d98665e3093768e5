#include <gtest/gtest.h>

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
