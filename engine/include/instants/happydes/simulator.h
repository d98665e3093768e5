#pragma once
// A multi-threaded Monte Carlo simulator of Happy Dés, through the real rules code
// (happydes::Game), reproducible for a given seed and thread count: thread t draws from
// SeededSource(seed, stream t) and plays its own contiguous share of the games.

#include <cstdint>
#include <functional>
#include <map>

#include "instants/happydes/analysis.h"
#include "instants/happydes/game.h"

namespace instants::happydes {

/// Plays a started game to its end with a fixed strategy: stop on a winning stage 1, or
/// continue into the universe and throw the dice in order.
void playOut(Game& game, Strategy strategy, RandomSource& rng);

struct SimulationOptions {
    Strategy strategy = Strategy::Stop;
    std::uint64_t games = 0;
    std::uint64_t seed = 0;
    unsigned threads = 1;
    Cents stake = kStakeOne;
    /// Called from the calling thread about five times a second with the games done so far.
    std::function<void(std::uint64_t done)> progress;
};

struct SimulationResult {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;
    Cents totalStaked = 0;
    Cents totalWon = 0;
    double rtp = 0.0;
    double ci99Low = 0.0;  ///< normal-approximation 99 % confidence interval on the RTP
    double ci99High = 0.0;
    double winRate = 0.0;
    double seconds = 0.0;
    double gamesPerSecond = 0.0;
    std::map<Cents, std::uint64_t> winsByPrize;  ///< win amount in cents -> number of games
};

SimulationResult simulate(const SimulationOptions& options);

}  // namespace instants::happydes
