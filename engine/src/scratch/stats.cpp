#include "instants/scratch/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace instants::scratch {

namespace {

/// Regularised upper incomplete gamma function Q(a, x) (series for x < a + 1, Lentz's
/// continued fraction otherwise; Numerical Recipes, 6.2).
double gammaQ(double a, double x) {
    if (x <= 0.0) {
        return 1.0;
    }
    const double logPrefix = -x + a * std::log(x) - std::lgamma(a);
    if (x < a + 1.0) {
        double term = 1.0 / a;
        double sum = term;
        double ap = a;
        for (int n = 0; n < 10000; ++n) {
            ap += 1.0;
            term *= x / ap;
            sum += term;
            if (std::fabs(term) < std::fabs(sum) * 1e-16) {
                break;
            }
        }
        return std::max(0.0, 1.0 - sum * std::exp(logPrefix));
    }
    constexpr double kTiny = 1e-300;
    double b = x + 1.0 - a;
    double c = 1.0 / kTiny;
    double d = 1.0 / b;
    double h = d;
    for (int i = 1; i < 10000; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        d = std::fabs(d) < kTiny ? kTiny : d;
        c = b + an / c;
        c = std::fabs(c) < kTiny ? kTiny : c;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < 1e-16) {
            break;
        }
    }
    return std::exp(logPrefix) * h;
}

TestResult chiSquare(double statistic, double df) {
    return {statistic, df, df > 0 ? chiSquarePValue(statistic, df) : 1.0};
}

TestResult normal(double z) {
    return {z, 0.0, normalTwoSidedPValue(z)};
}

double toDouble(std::uint64_t v) {
    return static_cast<double>(v);
}

}  // namespace

double chiSquarePValue(double x, double df) {
    return gammaQ(df / 2.0, x / 2.0);
}

double normalTwoSidedPValue(double z) {
    return std::erfc(std::fabs(z) / std::sqrt(2.0));
}

TestResult homogeneity(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b) {
    const std::size_t k = std::min(a.size(), b.size());
    double totalA = 0.0;
    double totalB = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        totalA += toDouble(a[i]);
        totalB += toDouble(b[i]);
    }
    const double total = totalA + totalB;
    if (totalA == 0.0 || totalB == 0.0) {
        return {};
    }
    // Categories whose expected count is below 5 in either row are pooled into one; a pool
    // still too small joins the smallest large category.
    struct Cell {
        double a;
        double b;
    };
    std::vector<Cell> cells;
    Cell pool{0.0, 0.0};
    const double shareA = totalA / total;
    const double minShare = std::min(shareA, 1.0 - shareA);
    for (std::size_t i = 0; i < k; ++i) {
        const Cell c{toDouble(a[i]), toDouble(b[i])};
        if (c.a + c.b == 0.0) {
            continue;
        }
        if ((c.a + c.b) * minShare < 5.0) {
            pool.a += c.a;
            pool.b += c.b;
        } else {
            cells.push_back(c);
        }
    }
    if (pool.a + pool.b > 0.0) {
        if ((pool.a + pool.b) * minShare >= 5.0 || cells.empty()) {
            cells.push_back(pool);
        } else {
            auto smallest = std::min_element(cells.begin(), cells.end(),
                                             [](Cell x, Cell y) { return x.a + x.b < y.a + y.b; });
            smallest->a += pool.a;
            smallest->b += pool.b;
        }
    }
    double chi2 = 0.0;
    for (const Cell& c : cells) {
        const double n = c.a + c.b;
        const double ea = n * shareA;
        const double eb = n - ea;
        chi2 += (c.a - ea) * (c.a - ea) / ea + (c.b - eb) * (c.b - eb) / eb;
    }
    return chiSquare(chi2, static_cast<double>(cells.size()) - 1.0);
}

TestResult uniformFit(std::span<const std::uint64_t> observed) {
    double total = 0.0;
    for (std::uint64_t o : observed) {
        total += toDouble(o);
    }
    if (observed.size() < 2 || total == 0.0) {
        return {};
    }
    const double expected = total / static_cast<double>(observed.size());
    double chi2 = 0.0;
    for (std::uint64_t o : observed) {
        chi2 += (toDouble(o) - expected) * (toDouble(o) - expected) / expected;
    }
    return chiSquare(chi2, static_cast<double>(observed.size()) - 1.0);
}

TestResult weightedFit(std::span<const std::uint64_t> observed,
                       std::span<const std::uint64_t> weights) {
    const std::size_t k = std::min(observed.size(), weights.size());
    double total = 0.0;
    double weightTotal = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        total += toDouble(observed[i]);
        weightTotal += toDouble(weights[i]);
    }
    if (total == 0.0 || weightTotal == 0.0) {
        return {};
    }
    double chi2 = 0.0;
    std::size_t categories = 0;
    for (std::size_t i = 0; i < k; ++i) {
        if (weights[i] == 0) {
            if (observed[i] != 0) {
                return {std::numeric_limits<double>::infinity(), 1.0, 0.0};  // impossible
            }
            continue;
        }
        const double e = total * toDouble(weights[i]) / weightTotal;
        chi2 += (toDouble(observed[i]) - e) * (toDouble(observed[i]) - e) / e;
        ++categories;
    }
    return chiSquare(chi2, static_cast<double>(categories) - 1.0);
}

SpreadStats spreadStats(std::span<const std::uint8_t> ranks, std::size_t segments) {
    SpreadStats s;
    const std::size_t n = ranks.size();
    if (n < 2 || segments < 2 || segments > n) {
        return s;
    }
    std::uint64_t winners = 0;
    for (std::uint8_t r : ranks) {
        winners += r > 0 ? 1U : 0U;
    }
    const double nd = static_cast<double>(n);
    const double p = toDouble(winners) / nd;

    // Win/lose over equal segments: the 2 x segments contingency chi-square,
    // sum (o - e)^2 / (size p (1 - p)).
    if (p > 0.0 && p < 1.0) {
        double chi2 = 0.0;
        for (std::size_t k = 0; k < segments; ++k) {
            const std::size_t begin = k * n / segments;
            const std::size_t end = (k + 1) * n / segments;
            std::uint64_t o = 0;
            for (std::size_t i = begin; i < end; ++i) {
                o += ranks[i] > 0 ? 1U : 0U;
            }
            const double size = static_cast<double>(end - begin);
            const double e = size * p;
            chi2 += (toDouble(o) - e) * (toDouble(o) - e) / (size * p * (1.0 - p));
        }
        s.segments = chiSquare(chi2, static_cast<double>(segments - 1));

        // Wald–Wolfowitz: the number of runs of wins and losses.
        std::uint64_t runs = 1;
        for (std::size_t i = 1; i < n; ++i) {
            runs += (ranks[i] > 0) != (ranks[i - 1] > 0) ? 1U : 0U;
        }
        const double n1 = toDouble(winners);
        const double n2 = nd - n1;
        const double mean = 2.0 * n1 * n2 / nd + 1.0;
        const double var = 2.0 * n1 * n2 * (2.0 * n1 * n2 - nd) / (nd * nd * (nd - 1.0));
        s.runs = normal((toDouble(runs) - mean) / std::sqrt(var));
    }

    // Autocorrelation of the tier ranks; under no pattern r_k is close to N(-1/n, 1/n).
    double mean = 0.0;
    for (std::uint8_t r : ranks) {
        mean += r;
    }
    mean /= nd;
    double denominator = 0.0;
    for (std::uint8_t r : ranks) {
        denominator += (r - mean) * (r - mean);
    }
    for (std::size_t lag = 1; lag <= s.autocorrelation.size(); ++lag) {
        double sum = 0.0;
        for (std::size_t i = 0; i + lag < n; ++i) {
            sum += (ranks[i] - mean) * (ranks[i + lag] - mean);
        }
        const double r = denominator > 0.0 ? sum / denominator : 0.0;
        s.r[lag - 1] = r;
        s.autocorrelation[lag - 1] = normal((r + 1.0 / nd) * std::sqrt(nd));
    }
    return s;
}

BlockStats blockStats(BlockReader& reader, const Progress& progress) {
    const BlockHeader& h = reader.header();
    const GamePlan& p = plan(h.game);
    BlockStats s;
    s.header = h;
    s.combinationCounts.assign(p.combinations.size(), 0);
    s.tierCounts.assign(p.tiers.size(), 0);
    s.losingTicketsShowing.assign(p.amounts.size(), 0);
    s.decoysOnLosing.assign(p.amounts.size(), 0);
    s.decoysOnWinning.assign(p.amounts.size(), 0);
    const std::size_t symbols = happySymbols().size();
    const std::size_t faces = h.game == GameId::Dede ? kDedeLosingPairs.size() : symbols * symbols;
    s.facesOnLosing.assign(faces, 0);
    s.facesOnWinning.assign(faces, 0);
    s.winningZones.assign(h.game == GameId::Dede ? kDedeThrows : kHappyMonths, 0);
    s.totalSales = p.price * static_cast<Cents>(h.tickets);

    // Rank of each combination's tier: 0 losing, 1 the smallest prize, ...
    std::vector<std::uint8_t> rankOf(p.combinations.size(), 0);
    std::vector<std::size_t> tierOf(p.combinations.size(), 0);
    for (std::size_t c = 1; c < p.combinations.size(); ++c) {
        tierOf[c] = *p.tierIndex(p.combinations[c].prize);
        rankOf[c] = static_cast<std::uint8_t>(p.tiers.size() - tierOf[c]);
    }
    std::array<std::uint8_t, 64> pairIndex{};
    for (std::size_t i = 0; i < kDedeLosingPairs.size(); ++i) {
        pairIndex[kDedeLosingPairs[i][0] * 8U + kDedeLosingPairs[i][1]] =
            static_cast<std::uint8_t>(i);
    }

    std::vector<std::uint8_t> ranks(static_cast<std::size_t>(h.tickets));
    reader.forEach(
        0, h.tickets,
        [&](const Ticket& t) {
            const bool winning = t.prize > 0;
            ranks[static_cast<std::size_t>(t.index)] = rankOf[t.combination];
            ++s.combinationCounts[t.combination];
            if (winning) {
                ++s.tierCounts[tierOf[t.combination]];
                s.totalPrizes += t.prize;
            } else {
                ++s.losingTickets;
            }
            std::uint32_t shown = 0;
            auto& decoys = winning ? s.decoysOnWinning : s.decoysOnLosing;
            auto& shownFaces = winning ? s.facesOnWinning : s.facesOnLosing;
            if (const auto* d = std::get_if<DedeLayout>(&t.layout)) {
                for (std::size_t z = 0; z < kDedeThrows; ++z) {
                    const DedeThrow& th = d->throws[z];
                    const std::size_t a = p.amountCode(th.gain);
                    shown |= 1U << a;
                    if (wins(th)) {
                        ++s.winningZones[z];
                        continue;
                    }
                    ++s.losingZones;
                    const int sum = th.dice[0] + th.dice[1];
                    s.nearSevenThrows += sum == 6 || sum == 8 ? 1 : 0;
                    ++decoys[a];
                    ++shownFaces[pairIndex[th.dice[0] * 8U + th.dice[1]]];
                }
            } else {
                const auto& hl = std::get<HappyLayout>(t.layout);
                for (std::size_t z = 0; z < kHappyMonths; ++z) {
                    const HappyMonth& m = hl.months[z];
                    const std::size_t a = p.amountCode(m.amount);
                    shown |= 1U << a;
                    if (wins(m)) {
                        ++s.winningZones[z];
                        continue;
                    }
                    ++s.losingZones;
                    ++decoys[a];
                    ++shownFaces[m.symbols[0] * symbols + m.symbols[1]];
                }
            }
            if (!winning) {
                for (std::size_t a = 0; a < p.amounts.size(); ++a) {
                    s.losingTicketsShowing[a] += (shown >> a) & 1U;
                }
            }
        },
        progress);
    s.spread = spreadStats(ranks);
    s.decoyHomogeneity = homogeneity(s.decoysOnLosing, s.decoysOnWinning);
    std::vector<std::uint64_t> decoys(s.decoysOnLosing.size());
    for (std::size_t a = 0; a < decoys.size(); ++a) {
        decoys[a] = s.decoysOnLosing[a] + s.decoysOnWinning[a];
    }
    s.decoyFit = weightedFit(decoys, p.decoyWeights);
    s.faceHomogeneity = homogeneity(s.facesOnLosing, s.facesOnWinning);
    s.zoneUniformity = uniformFit(s.winningZones);
    return s;
}

}  // namespace instants::scratch
