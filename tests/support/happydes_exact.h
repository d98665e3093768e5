#pragma once
// The exact distribution of a Happy Dés game's win under a fixed strategy, computed here from
// the stored tables and the regulation's rules by enumerating the dice: an oracle for the
// simulator's interval, independent of the simulator and of the engine's analysis (which only
// computes expectations). Probabilities in long double: the tables' weights are exact
// integers, so the only error is rounding.

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <vector>

#include "instants/happydes/analysis.h"
#include "instants/happydes/tables.h"

namespace instants::test {

/// win in cents -> probability (the losing games at 0).
using WinDistribution = std::map<Cents, long double>;

namespace detail {

inline long double rowProbability(const happydes::PrizeTable& t, std::size_t i) {
    return static_cast<long double>(t.row(i).weight) / static_cast<long double>(t.denominator());
}

/// 2.4.2.1, restated: five of a kind, four of a kind, a straight (1-5 or 2-6), three of a
/// kind (a full house too); anything else wins nothing.
inline happydes::Figure figureOf(const std::array<int, 5>& dice) {
    std::array<int, 7> count{};
    for (int d : dice) {
        ++count[static_cast<std::size_t>(d)];
    }
    const int most = *std::max_element(count.begin(), count.end());
    if (most == 5) {
        return happydes::Figure::FiveOfAKind;
    }
    if (most == 4) {
        return happydes::Figure::FourOfAKind;
    }
    if (most == 1 && (count[1] == 0 || count[6] == 0)) {
        return happydes::Figure::Straight;
    }
    return most == 3 ? happydes::Figure::ThreeOfAKind : happydes::Figure::None;
}

}  // namespace detail

/// The distribution of the win of one game at `stake` (100 or 200 cents) under `strategy`.
inline WinDistribution exactWinDistribution(happydes::Strategy strategy, Cents stake) {
    using namespace happydes;
    WinDistribution dist;
    // The universe's outcome, for a coefficient-1 prize table: (table, probability) pairs.
    struct Outcome {
        const PrizeTable* table;
        long double p;
    };
    std::vector<Outcome> universe;
    switch (strategy) {
        case Strategy::Stop:
            break;
        case Strategy::Cumul: {
            // Seven dice; a total of 27 is thrown again (2.4.1.3), so the game ends on the
            // first other total.
            std::array<std::uint64_t, 43> ways{};
            for (int i = 0; i < 279936; ++i) {
                int v = i;
                int score = 0;
                for (int d = 0; d < 7; ++d) {
                    score += v % 6 + 1;
                    v /= 6;
                }
                ++ways[static_cast<std::size_t>(score)];
            }
            const auto ending = static_cast<long double>(279936 - ways[27]);
            for (const CumulRange& r : cumulRanges()) {
                std::uint64_t n = 0;
                for (int s = r.minScore; s <= r.maxScore; ++s) {
                    n += ways[static_cast<std::size_t>(s)];
                }
                universe.push_back({&r.table, static_cast<long double>(n) / ending});
            }
            break;
        }
        case Strategy::Figures: {
            std::map<Figure, std::uint64_t> count;
            for (int i = 0; i < 7776; ++i) {
                int v = i;
                std::array<int, 5> dice{};
                for (int& d : dice) {
                    d = v % 6 + 1;
                    v /= 6;
                }
                ++count[detail::figureOf(dice)];
            }
            for (const FigureTable& f : figureTables()) {
                universe.push_back({&f.table, static_cast<long double>(count[f.figure]) / 7776.0L});
            }
            break;
        }
        case Strategy::Identiques: {
            // Three dice, fifteen throws; throw k is the first three of a kind with
            // probability (35/36)^(k-1) x 1/36, and pays from throw k's table.
            const auto tables = identiquesTables();
            for (std::size_t k = 0; k < tables.size(); ++k) {
                universe.push_back(
                    {&tables[k], std::pow(35.0L / 36.0L, static_cast<long double>(k)) / 36.0L});
            }
            break;
        }
    }
    // Stage 1: 5 and 6 win, 1 loses, 2 to 4 throw again: won with probability 2/3, for an
    // amount drawn from the stage-1 table (doubled at 2 EUR). In a universe the amount is the
    // multiplier: a prize of the coefficient-1 table times amount / 1 EUR, in whole cents.
    const PrizeTable& stage1 = stage1Table();
    long double lost = 1.0L / 3.0L;
    for (std::size_t i = 0; i < stage1.size(); ++i) {
        const long double p1 = 2.0L / 3.0L * detail::rowProbability(stage1, i);
        const Cents amount = stage1.row(i).amount * stake / 100;
        if (strategy == Strategy::Stop) {
            dist[amount] += p1;
            continue;
        }
        long double won = 0.0L;
        for (const Outcome& o : universe) {
            for (std::size_t j = 0; j < o.table->size(); ++j) {
                const long double p = p1 * o.p * detail::rowProbability(*o.table, j);
                dist[o.table->row(j).amount * amount / 100] += p;
                won += p;
            }
        }
        lost += p1 - won;
    }
    dist[0] += lost;
    return dist;
}

/// Mean and variance of the win per unit staked (win / stake), the simulator's RTP variable.
struct Moments {
    long double mean = 0;
    long double variance = 0;
};

inline Moments momentsPerStake(const WinDistribution& dist, Cents stake) {
    long double m1 = 0;
    long double m2 = 0;
    for (const auto& [win, p] : dist) {
        const long double x = static_cast<long double>(win) / static_cast<long double>(stake);
        m1 += p * x;
        m2 += p * x * x;
    }
    return {m1, m2 - m1 * m1};
}

}  // namespace instants::test
