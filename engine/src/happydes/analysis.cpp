#include "instants/happydes/analysis.h"

#include <algorithm>

namespace instants::happydes {

namespace {

/// Expected amount of a table, in units of 100 cents (so a coefficient-1 table gives the
/// expected prize per unit of multiplier).
Rational tableExpectation(const PrizeTable& t) {
    Rational sum;
    for (const Row& r : t.rows()) {
        sum = sum + Rational(static_cast<std::uint64_t>(r.amount)) * Rational(r.weight);
    }
    return sum / (Rational(t.denominator()) * Rational(100));
}

struct FigureCounts {
    std::array<std::uint64_t, 5> byFigure{};  // indexed by Figure
};

FigureCounts countFigures() {
    FigureCounts c;
    std::array<std::uint8_t, 5> d{};
    for (int i = 0; i < 7776; ++i) {
        int v = i;
        for (auto& f : d) {
            f = static_cast<std::uint8_t>(v % 6 + 1);
            v /= 6;
        }
        ++c.byFigure[static_cast<std::size_t>(classifyFigure(d))];
    }
    return c;
}

/// Outcomes of three dice (out of 216) that make a three of a kind.
std::uint64_t brelanCount() {
    std::uint64_t n = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            for (int c = 1; c <= 6; ++c) {
                n += (a == b && b == c) ? 1U : 0U;
            }
        }
    }
    return n;
}

}  // namespace

std::string_view strategyName(Strategy s) {
    switch (s) {
        case Strategy::Stop:
            return "stop";
        case Strategy::Cumul:
            return "cumul";
        case Strategy::Figures:
            return "figures";
        case Strategy::Identiques:
            return "identiques";
    }
    return "?";
}

std::optional<Strategy> strategyFromName(std::string_view name) {
    for (Strategy s : kStrategies) {
        if (strategyName(s) == name) {
            return s;
        }
    }
    return std::nullopt;
}

std::array<std::uint64_t, 43> cumulScoreCounts() {
    std::array<std::uint64_t, 43> ways{};
    ways[0] = 1;
    for (int die = 0; die < kCumulDice; ++die) {
        std::array<std::uint64_t, 43> next{};
        for (std::size_t s = 0; s < ways.size(); ++s) {
            for (std::size_t f = 1; f <= 6 && s + f < next.size(); ++f) {
                next[s + f] += ways[s];
            }
        }
        ways = next;
    }
    return ways;
}

Rational stage1WinProbability() {
    // Faces 5 and 6 win, 1 loses, 2-4 throw again: P(win) = (2/6) / (3/6).
    return {2, 3};
}

Rational stage1ExpectedAmount() {
    return tableExpectation(stage1Table());
}

Rational universeWinProbability(Universe u) {
    switch (u) {
        case Universe::Cumul: {
            // 2.4.1.3: 27 re-throws, so the game ends on the first non-27 total:
            // P(range r) = n_r / (6^7 - n_27).
            const auto ways = cumulScoreCounts();
            std::uint64_t wins = 0;
            for (const CumulRange& r : cumulRanges()) {
                for (int s = r.minScore; s <= r.maxScore; ++s) {
                    wins += ways[static_cast<std::size_t>(s)];
                }
            }
            return {wins, 279936U - ways[kCumulRethrowScore]};
        }
        case Universe::Figures: {
            const FigureCounts c = countFigures();
            return {7776U - c.byFigure[static_cast<std::size_t>(Figure::None)], 7776U};
        }
        case Universe::Identiques: {
            // 1 - (1 - 1/36)^15
            const std::uint64_t miss = 216U - brelanCount();
            return Rational(1) - Rational::pow(Rational(miss, 216U), kIdentiquesThrows);
        }
    }
    return {};
}

namespace {

/// Probability that a table's prize, in cents at coefficient 1, is above `threshold`.
Rational tableAbove(const PrizeTable& t, Rational threshold) {
    std::uint64_t above = 0;
    for (const Row& r : t.rows()) {
        if (threshold < Rational(static_cast<std::uint64_t>(r.amount))) {
            above += r.weight;
        }
    }
    return {above, t.denominator()};
}

/// Σ over the universe's ending outcomes of P(outcome) × f(its prize table).
template <typename F>
Rational overUniverse(Universe u, F f) {
    Rational ev;
    switch (u) {
        case Universe::Cumul: {
            const auto ways = cumulScoreCounts();
            const std::uint64_t ending = 279936U - ways[kCumulRethrowScore];
            for (const CumulRange& r : cumulRanges()) {
                std::uint64_t n = 0;
                for (int s = r.minScore; s <= r.maxScore; ++s) {
                    n += ways[static_cast<std::size_t>(s)];
                }
                ev = ev + Rational(n, ending) * f(r.table);
            }
            break;
        }
        case Universe::Figures: {
            const FigureCounts c = countFigures();
            for (const FigureTable& t : figureTables()) {
                ev = ev +
                     Rational(c.byFigure[static_cast<std::size_t>(t.figure)], 7776U) * f(t.table);
            }
            break;
        }
        case Universe::Identiques: {
            // Throw k wins with probability (35/36)^(k-1) x 1/36.
            const std::uint64_t hit = brelanCount();
            const std::uint64_t miss = 216U - hit;
            const auto tables = identiquesTables();
            for (unsigned k = 1; k <= tables.size(); ++k) {
                const Rational p = Rational::pow(Rational(miss, 216U), k - 1) * Rational(hit, 216U);
                ev = ev + p * f(tables[k - 1]);
            }
            break;
        }
    }
    return ev;
}

/// Probability that a game played by `s` returns more than its stake: stage 1 won, then the
/// amount drawn (Stop), or the universe's prize times that amount (a universe), above the
/// stake. At a 1 € stake (every amount scales with it): amount > 100 cents, or prize × amount
/// / 100 > 100 cents.
Rational aboveStake(Strategy s) {
    Rational p;
    const PrizeTable& stage1 = stage1Table();
    for (const Row& r : stage1.rows()) {
        const Rational amount(static_cast<std::uint64_t>(r.amount));
        Rational beyond;
        if (s == Strategy::Stop) {
            beyond = Rational(100) < amount ? Rational(1) : Rational(0);
        } else {
            const Universe u = s == Strategy::Cumul     ? Universe::Cumul
                               : s == Strategy::Figures ? Universe::Figures
                                                        : Universe::Identiques;
            const Rational threshold = Rational(10000) / amount;
            beyond = overUniverse(u, [&](const PrizeTable& t) { return tableAbove(t, threshold); });
        }
        p = p + Rational(r.weight, stage1.denominator()) * beyond;
    }
    return stage1WinProbability() * p;
}

}  // namespace

Rational universeExpectedValue(Universe u) {
    return overUniverse(u, [](const PrizeTable& t) { return tableExpectation(t); });
}

StrategyOdds exactOdds(Strategy s) {
    // The stage-1 amount (x2 at 2 EUR) scales with the stake, so the RTP is the same at both
    // stakes: RTP = P(stage 1 won) x E[amount per unit staked] x (EV of the universe).
    const Rational base = stage1WinProbability() * stage1ExpectedAmount();
    switch (s) {
        case Strategy::Stop:
            return {base, stage1WinProbability(), aboveStake(s)};
        case Strategy::Cumul:
            return {base * universeExpectedValue(Universe::Cumul),
                    stage1WinProbability() * universeWinProbability(Universe::Cumul),
                    aboveStake(s)};
        case Strategy::Figures:
            return {base * universeExpectedValue(Universe::Figures),
                    stage1WinProbability() * universeWinProbability(Universe::Figures),
                    aboveStake(s)};
        case Strategy::Identiques:
            return {base * universeExpectedValue(Universe::Identiques),
                    stage1WinProbability() * universeWinProbability(Universe::Identiques),
                    aboveStake(s)};
    }
    return {};
}

UniverseFacts universeFacts(Universe u, Cents multiplierCents, Cents stakeCents) {
    UniverseFacts f{u, universeWinProbability(u), {}, 0, {}};
    if (stakeCents > 0 && multiplierCents > 0) {
        // A prize of `amount` cents at coefficient 1 pays amount x multiplier / 100: above the
        // stake when amount > stake x 100 / multiplier.
        const Rational threshold = Rational(static_cast<std::uint64_t>(stakeCents) * 100U,
                                            static_cast<std::uint64_t>(multiplierCents));
        f.aboveStakeProbability =
            overUniverse(u, [&](const PrizeTable& t) { return tableAbove(t, threshold); });
    }
    // universeExpectedValue is in units of the multiplier.
    f.expectedValueCents =
        universeExpectedValue(u) * Rational(static_cast<std::uint64_t>(multiplierCents));
    Cents top = 0;
    auto consider = [&](const PrizeTable& t) {
        for (const Row& r : t.rows()) {
            top = std::max(top, r.amount);
        }
    };
    switch (u) {
        case Universe::Cumul:
            for (const CumulRange& r : cumulRanges()) {
                consider(r.table);
            }
            break;
        case Universe::Figures:
            for (const FigureTable& t : figureTables()) {
                consider(t.table);
            }
            break;
        case Universe::Identiques:
            for (const PrizeTable& t : identiquesTables()) {
                consider(t);
            }
            break;
    }
    f.topPrizeCents = top * multiplierCents / 100;
    return f;
}

Cents gameTopPrizeCents() {
    Cents top = 0;
    for (const Row& r : stage1Table().rows()) {
        const Cents multiplier = r.amount * (kStakeTwo / kStakeOne);  // 2.3.2: doubled at 2 €
        for (Universe u : {Universe::Cumul, Universe::Figures, Universe::Identiques}) {
            top = std::max(top, universeFacts(u, multiplier).topPrizeCents);
        }
    }
    return top;
}

}  // namespace instants::happydes
