#include "instants/scratch/layout.h"

#include "internal.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace instants::scratch {

namespace {

constexpr std::array<std::array<std::uint8_t, 2>, 30> losingPairs() {
    std::array<std::array<std::uint8_t, 2>, 30> pairs{};
    std::size_t n = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            if (a + b != kDedeWinningSum) {
                pairs[n++] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
            }
        }
    }
    return pairs;
}

std::string euros(Cents c) {
    return formatEuros(c, true);
}

/// Partial Fisher–Yates: the first `k` entries of a shuffled [0, n), drawn as
/// uniform(n), uniform(n - 1), ... (the zone of each winning part).
template <std::size_t N>
std::array<std::uint8_t, N> pickZones(std::size_t k, RandomSource& rng) {
    std::array<std::uint8_t, N> order{};
    for (std::size_t i = 0; i < N; ++i) {
        order[i] = static_cast<std::uint8_t>(i);
    }
    for (std::size_t i = 0; i < k; ++i) {
        const auto j = i + static_cast<std::size_t>(rng.uniform(N - i));
        std::swap(order[i], order[j]);
    }
    return order;
}

/// The winning parts of a layout, largest first, and the bonus.
struct Reading {
    std::array<Cents, kMaxParts> parts{};
    std::size_t partCount = 0;
    bool tooMany = false;
    Cents bonus = 0;
    Cents prize = 0;
};

/// Largest first (at most kMaxParts values: an insertion sort).
void sortParts(Reading& r) {
    for (std::size_t i = 1; i < r.partCount; ++i) {
        for (std::size_t j = i; j > 0 && r.parts[j - 1] < r.parts[j]; --j) {
            std::swap(r.parts[j - 1], r.parts[j]);
        }
    }
}

void addPart(Reading& r, Cents amount) {
    r.prize += amount;
    if (r.partCount == kMaxParts) {
        r.tooMany = true;
        return;
    }
    r.parts[r.partCount++] = amount;
}

Reading read(const Layout& layout) {
    Reading r;
    if (const auto* d = std::get_if<DedeLayout>(&layout)) {
        for (const DedeThrow& t : d->throws) {
            if (wins(t)) {
                addPart(r, t.gain);
            }
        }
    } else {
        const auto& h = std::get<HappyLayout>(layout);
        for (const HappyMonth& m : h.months) {
            if (wins(m)) {
                addPart(r, m.amount);
            }
        }
        r.bonus = h.bonus;
        r.prize += h.bonus;
    }
    sortParts(r);
    return r;
}

std::optional<std::size_t> matchCombination(const GamePlan& p, const Reading& r) {
    if (r.tooMany) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < p.combinations.size(); ++i) {
        const Combination& c = p.combinations[i];
        if (c.prize == r.prize && c.bonus == r.bonus && c.partCount == r.partCount &&
            std::equal(r.parts.begin(), r.parts.begin() + static_cast<std::ptrdiff_t>(r.partCount),
                       c.parts.begin())) {
            return i;
        }
    }
    return std::nullopt;
}

std::string partsInWords(const Reading& r, const char* zone) {
    std::string s;
    for (std::size_t i = 0; i < r.partCount; ++i) {
        s += (i == 0 ? "" : " + ") + euros(r.parts[i]);
    }
    if (r.bonus != 0) {
        s += (s.empty() ? "" : " + ") + std::string("Bonus ") + euros(r.bonus);
    }
    if (s.empty()) {
        s = std::string("no winning ") + zone;
    }
    return s;
}

}  // namespace

const std::array<std::array<std::uint8_t, 2>, 30> kDedeLosingPairs = losingPairs();

GameId gameOf(const Layout& layout) {
    return std::holds_alternative<DedeLayout>(layout) ? GameId::Dede : GameId::Happy2014;
}

bool wins(const DedeThrow& t) {
    return t.dice[0] + t.dice[1] == kDedeWinningSum;
}

Cents prizeOf(const DedeLayout& layout) {
    Cents total = 0;
    for (const DedeThrow& t : layout.throws) {
        total += wins(t) ? t.gain : 0;  // 3.5: the winning throws' gains add up
    }
    return total;
}

bool wins(const HappyMonth& m) {
    return m.symbols[0] == m.symbols[1];
}

Cents prizeOf(const HappyLayout& layout) {
    Cents total = layout.bonus;  // 4.4.2: the Bonus box pays its amount (0 € when it loses)
    for (const HappyMonth& m : layout.months) {
        total += wins(m) ? m.amount : 0;  // 4.3.3: the winning months add up
    }
    return total;
}

Cents prizeOf(const Layout& layout) {
    return std::visit([](const auto& l) { return prizeOf(l); }, layout);
}

// ---------------------------------------------------------------------------------------------

namespace {

DedeLayout dedeLayout(const Combination& c, RandomSource& rng, detail::AmountCodes* codes) {
    const GamePlan& p = plan(GameId::Dede);
    const auto zones = pickZones<kDedeThrows>(c.partCount, rng);
    std::array<int, kDedeThrows> partOf{-1, -1, -1};
    for (std::size_t i = 0; i < c.partCount; ++i) {
        partOf[zones[i]] = static_cast<int>(i);
    }
    const std::uint64_t decoyTotal = p.decoyTotal();
    DedeLayout layout;
    for (std::size_t t = 0; t < kDedeThrows; ++t) {
        DedeThrow& th = layout.throws[t];
        if (partOf[t] >= 0) {
            // 3.4: a winning throw's faces add to 7; any of the six such pairs.
            const auto first = static_cast<std::uint8_t>(1 + rng.uniform(6));
            th.dice = {first, static_cast<std::uint8_t>(kDedeWinningSum - first)};
            th.gain = c.parts[static_cast<std::size_t>(partOf[t])];
            if (codes != nullptr) {
                codes->zones[t] = static_cast<std::uint8_t>(p.amountCode(th.gain));
            }
        } else {
            // 3.6: a losing throw never adds to 7; its Gain box shows a decoy of the table.
            th.dice = kDedeLosingPairs[static_cast<std::size_t>(rng.uniform(30))];
            const std::size_t a = rng.weighted(p.decoyWeights, decoyTotal);
            th.gain = p.amounts[a];
            if (codes != nullptr) {
                codes->zones[t] = static_cast<std::uint8_t>(a);
            }
        }
    }
    return layout;
}

HappyLayout happyLayout(const Combination& c, RandomSource& rng, detail::AmountCodes* codes) {
    const GamePlan& p = plan(GameId::Happy2014);
    const auto symbols = static_cast<std::uint64_t>(happySymbols().size());
    const auto zones = pickZones<kHappyMonths>(c.partCount, rng);
    std::array<int, kHappyMonths> partOf{};
    partOf.fill(-1);
    for (std::size_t i = 0; i < c.partCount; ++i) {
        partOf[zones[i]] = static_cast<int>(i);
    }
    const std::uint64_t decoyTotal = p.decoyTotal();
    HappyLayout layout;
    for (std::size_t m = 0; m < kHappyMonths; ++m) {
        HappyMonth& month = layout.months[m];
        if (partOf[m] >= 0) {
            // 4.3.2: a winning month shows the same symbol twice.
            const auto s = static_cast<std::uint8_t>(rng.uniform(symbols));
            month.symbols = {s, s};
            month.amount = c.parts[static_cast<std::size_t>(partOf[m])];
            if (codes != nullptr) {
                codes->zones[m] = static_cast<std::uint8_t>(p.amountCode(month.amount));
            }
        } else {
            // 4.3.4: a losing month shows two different symbols, uniformly among the ordered
            // pairs, and a decoy amount.
            const std::uint64_t pair = rng.uniform(symbols * (symbols - 1));
            const auto first = static_cast<std::uint8_t>(pair / (symbols - 1));
            auto second = static_cast<std::uint8_t>(pair % (symbols - 1));
            second = static_cast<std::uint8_t>(second + (second >= first ? 1 : 0));
            month.symbols = {first, second};
            const std::size_t a = rng.weighted(p.decoyWeights, decoyTotal);
            month.amount = p.amounts[a];
            if (codes != nullptr) {
                codes->zones[m] = static_cast<std::uint8_t>(a);
            }
        }
    }
    layout.bonus = c.bonus;  // 4.4.2: 0 € when the Bonus box loses
    if (codes != nullptr) {
        codes->bonus = static_cast<std::uint8_t>(p.amountCode(c.bonus));
    }
    return layout;
}

Layout layoutOf(GameId game, std::size_t combination, RandomSource& rng,
                detail::AmountCodes* codes) {
    const GamePlan& p = plan(game);
    if (combination >= p.combinations.size()) {
        throw InvalidCombination(std::string(p.title) + " has no combination #" +
                                 std::to_string(combination));
    }
    if (game == GameId::Dede) {
        return dedeLayout(p.combinations[combination], rng, codes);
    }
    return happyLayout(p.combinations[combination], rng, codes);
}

}  // namespace

DedeLayout makeDedeLayout(const Combination& c, RandomSource& rng) {
    return dedeLayout(c, rng, nullptr);
}

HappyLayout makeHappyLayout(const Combination& c, RandomSource& rng) {
    return happyLayout(c, rng, nullptr);
}

Layout makeLayout(GameId game, std::size_t combination, RandomSource& rng) {
    return layoutOf(game, combination, rng, nullptr);
}

Layout detail::makeLayout(GameId game, std::size_t combination, RandomSource& rng,
                          AmountCodes& codes) {
    return layoutOf(game, combination, rng, &codes);
}

std::optional<std::size_t> findCombination(GameId game, Cents prize, std::span<const Cents> parts,
                                           Cents bonus) {
    if (parts.size() > kMaxParts) {
        return std::nullopt;
    }
    Reading r;
    for (Cents c : parts) {
        addPart(r, c);
    }
    r.prize += bonus;
    r.bonus = bonus;
    sortParts(r);
    if (r.prize != prize) {
        return std::nullopt;
    }
    return matchCombination(plan(game), r);
}

Ticket layoutFor(GameId game, Cents prize, RandomSource& rng, std::span<const Cents> parts,
                 std::optional<Cents> bonus) {
    const GamePlan& p = plan(game);
    if (prize != 0 && !p.tierIndex(prize)) {
        throw InvalidCombination(euros(prize) + " is not a prize of " + std::string(p.title) +
                                 "'s table (" + std::string(p.source) + ")");
    }
    if (game == GameId::Dede && bonus.value_or(0) != 0) {
        throw InvalidCombination("DÉDÉ has no Bonus box");
    }
    std::size_t combination = 0;
    if (!parts.empty() || bonus) {
        const auto found = findCombination(game, prize, parts, bonus.value_or(0));
        if (!found) {
            Reading r;
            for (Cents c : parts) {
                addPart(r, c);
            }
            r.bonus = bonus.value_or(0);
            throw InvalidCombination(euros(prize) + " as " + partsInWords(r, "zone") +
                                     " is not a combination of " + std::string(p.title));
        }
        combination = *found;
    } else if (prize != 0) {
        std::vector<std::size_t> candidates;
        std::vector<std::uint64_t> weights;
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < p.combinations.size(); ++i) {
            if (p.combinations[i].prize == prize) {
                candidates.push_back(i);
                weights.push_back(p.combinations[i].count);
                total += p.combinations[i].count;
            }
        }
        combination = candidates[rng.weighted(weights, total)];
    }
    Ticket t;
    t.game = game;
    t.combination = static_cast<std::uint8_t>(combination);
    t.prize = prize;
    t.layout = makeLayout(game, combination, rng);
    return t;
}

// ---------------------------------------------------------------------------------------------

std::optional<std::size_t> combinationOf(const Layout& layout) {
    return matchCombination(plan(gameOf(layout)), read(layout));
}

std::string layoutProblem(const Layout& layout, Cents prize,
                          std::optional<std::size_t> combination) {
    return detail::layoutProblem(layout, prize, combination, false);
}

std::string detail::layoutProblem(const Layout& layout, Cents prize,
                                  std::optional<std::size_t> combination, bool amountsFromCodes) {
    const bool checkAmounts = !amountsFromCodes;
    const GameId game = gameOf(layout);
    const GamePlan& p = plan(game);
    if (game == GameId::Dede) {
        const auto& d = std::get<DedeLayout>(layout);
        for (std::size_t t = 0; t < kDedeThrows; ++t) {
            const DedeThrow& th = d.throws[t];
            const auto where = [t] { return "Lancer " + std::to_string(t + 1) + ": "; };
            for (std::uint8_t face : th.dice) {
                if (face < 1 || face > 6) {
                    return where() + "die face " + std::to_string(int{face}) +
                           " is not 1 to 6 (3.2)";
                }
            }
            if (checkAmounts && p.amountCode(th.gain) == p.amounts.size()) {
                return where() + "Gain " + euros(th.gain) +
                       " is not an amount of the prize table (3.3)";
            }
        }
    } else {
        const auto& h = std::get<HappyLayout>(layout);
        const auto symbols = happySymbols().size();
        for (std::size_t m = 0; m < kHappyMonths; ++m) {
            const HappyMonth& month = h.months[m];
            const auto where = [m] { return std::string(happyMonths()[m].id) + ": "; };
            for (std::uint8_t s : month.symbols) {
                if (s >= symbols) {
                    return where() + "symbol #" + std::to_string(int{s}) + " is not one of the " +
                           std::to_string(symbols) + " symbols (4.3.1)";
                }
            }
            if (month.amount == 0 ||
                (checkAmounts && p.amountCode(month.amount) == p.amounts.size())) {
                return where() + "amount " + euros(month.amount) +
                       " is not an amount a month may show (4.3.1)";
            }
        }
        if (checkAmounts && p.amountCode(h.bonus) == p.amounts.size()) {
            return "Bonus: " + euros(h.bonus) + " is not an amount the Bonus box may show (4.4.1)";
        }
    }
    const Reading r = read(layout);
    if (r.prize != prize) {
        return std::string(game == GameId::Dede ? "the throws adding to 7 pay "
                                                : "the winning months and the Bonus pay ") +
               euros(r.prize) + (game == GameId::Dede ? " (3.4, 3.5)" : " (4.3.3, 4.4.2, 4.6)") +
               " but the ticket's prize is " + euros(prize);
    }
    const auto found = matchCombination(p, r);
    if (!found) {
        return euros(r.prize) + " as " + partsInWords(r, game == GameId::Dede ? "throw" : "month") +
               (game == GameId::Dede ? " is not a combination of article 2"
                                     : " is not a combination of the plan (article 3)");
    }
    if (combination && *combination != *found) {
        if (*combination >= p.combinations.size()) {
            return "combination #" + std::to_string(*combination) + " does not exist";
        }
        return "the layout shows " + describeCombination(p.combinations[*found]) +
               " but the ticket claims " + describeCombination(p.combinations[*combination]);
    }
    return {};
}

std::string ticketProblem(const Ticket& ticket) {
    if (gameOf(ticket.layout) != ticket.game) {
        return "the layout is not a " + std::string(plan(ticket.game).title) + " layout";
    }
    return layoutProblem(ticket.layout, ticket.prize, ticket.combination);
}

std::string describeCombination(const Combination& c) {
    if (c.prize == 0) {
        return "perdant";
    }
    std::string s = euros(c.prize) + " =";
    for (std::size_t i = 0; i < c.partCount; ++i) {
        s += (i == 0 ? " " : " + ") + euros(c.parts[i]);
    }
    if (c.bonus != 0) {
        s += (c.partCount == 0 ? " Bonus " : " + Bonus ") + euros(c.bonus);
    }
    return s;
}

}  // namespace instants::scratch
