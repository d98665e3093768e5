#include "instants/happydes/simulator.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>
#include <unordered_map>
#include <vector>

namespace instants::happydes {

void playOut(Game& game, Strategy strategy, RandomSource& rng) {
    while (!game.finished()) {
        switch (game.phase()) {
            case Phase::Stage1Roll:
                game.apply({ActionType::Roll}, rng);
                break;
            case Phase::Stage1Won:
                game.apply({strategy == Strategy::Stop ? ActionType::Stop : ActionType::Continue},
                           rng);
                break;
            case Phase::ChooseUniverse: {
                const Universe u = strategy == Strategy::Cumul     ? Universe::Cumul
                                   : strategy == Strategy::Figures ? Universe::Figures
                                                                   : Universe::Identiques;
                game.apply({ActionType::ChooseUniverse, static_cast<std::uint8_t>(u)}, rng);
                break;
            }
            case Phase::Cumul:
            case Phase::Figures: {
                const auto dice = game.dice();
                for (std::size_t i = 0; i < dice.size(); ++i) {
                    if (dice[i] == 0) {
                        game.apply({ActionType::ThrowDie, static_cast<std::uint8_t>(i)}, rng);
                        break;
                    }
                }
                break;
            }
            case Phase::Identiques:
                game.apply({ActionType::Throw}, rng);
                break;
            case Phase::Won:
            case Phase::Lost:
                break;
        }
    }
}

namespace {

struct Partial {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;
    std::uint64_t totalWon = 0;
    double sumSquares = 0.0;  // of win / stake, for the variance only
    std::unordered_map<Cents, std::uint64_t> byPrize;
};

}  // namespace

SimulationResult simulate(const SimulationOptions& o) {
    const unsigned threads = o.threads == 0 ? 1U : o.threads;
    std::vector<Partial> partials(threads);
    std::atomic<std::uint64_t> done{0};
    std::vector<std::exception_ptr> errors(threads);
    const auto start = std::chrono::steady_clock::now();

    auto work = [&](unsigned t) {
        try {
            const std::uint64_t first = o.games * t / threads;
            const std::uint64_t last = o.games * (t + 1) / threads;
            SeededSource rng(o.seed, t);
            Partial& p = partials[t];
            Game game(o.stake, rng);
            const auto stake = static_cast<double>(o.stake);
            std::uint64_t sinceReport = 0;
            for (std::uint64_t i = first; i < last; ++i) {
                if (i != first) {
                    game.restart(o.stake, rng);
                }
                playOut(game, o.strategy, rng);
                const Cents w = game.win();
                if (w > 0) {
                    ++p.wins;
                    p.totalWon += static_cast<std::uint64_t>(w);
                    const double x = static_cast<double>(w) / stake;
                    p.sumSquares += x * x;
                    ++p.byPrize[w];
                }
                if (++sinceReport == 16384) {
                    done.fetch_add(sinceReport, std::memory_order_relaxed);
                    sinceReport = 0;
                }
            }
            done.fetch_add(sinceReport, std::memory_order_relaxed);
            p.games = last - first;
        } catch (...) {
            errors[t] = std::current_exception();
        }
    };

    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) {
        pool.emplace_back(work, t);
    }
    if (o.progress) {
        // Thread 0 works on its own thread too, so this thread can report progress.
        pool.emplace_back(work, 0U);
        while (done.load(std::memory_order_relaxed) < o.games) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            o.progress(done.load(std::memory_order_relaxed));
            bool failed = false;
            for (const auto& e : errors) {
                failed = failed || e != nullptr;
            }
            if (failed) {
                break;
            }
        }
    } else {
        work(0);
    }
    for (auto& th : pool) {
        th.join();
    }
    for (const auto& e : errors) {
        if (e) {
            std::rethrow_exception(e);
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    SimulationResult r;
    double sumSquares = 0.0;
    std::uint64_t totalWon = 0;
    for (const Partial& p : partials) {
        r.games += p.games;
        r.wins += p.wins;
        totalWon += p.totalWon;
        sumSquares += p.sumSquares;
        for (const auto& [amount, n] : p.byPrize) {
            r.winsByPrize[amount] += n;
        }
    }
    r.totalWon = static_cast<Cents>(totalWon);
    r.totalStaked = static_cast<Cents>(r.games) * o.stake;
    r.seconds = seconds;
    if (r.games > 0) {
        const auto n = static_cast<double>(r.games);
        r.rtp = static_cast<double>(totalWon) / static_cast<double>(r.totalStaked);
        const double variance = std::max(0.0, sumSquares / n - r.rtp * r.rtp);
        const double halfWidth = 2.5758293035489004 * std::sqrt(variance / n);
        r.ci99Low = r.rtp - halfWidth;
        r.ci99High = r.rtp + halfWidth;
        r.winRate = static_cast<double>(r.wins) / n;
        r.gamesPerSecond = seconds > 0 ? n / seconds : 0.0;
    }
    return r;
}

}  // namespace instants::happydes
