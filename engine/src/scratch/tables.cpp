#include "instants/scratch/tables.h"

#include <initializer_list>
#include <stdexcept>
#include <string>

namespace instants::scratch {

namespace {

constexpr Cents kEuro = 100;

// ---------------------------------------------------------------------------------------------
// DÉDÉ (regulation "DÉDÉ", first text: articles 1 and 2; the Internet text, articles 2 and 3,
// has the same table).

// Article 1: "blocs de 1 500 000 tickets", "prix de vente du ticket est fixé à 2 euros".
constexpr std::uint64_t kDedeTickets = 1'500'000;
constexpr Cents kDedePrice = 2 * kEuro;

// Article 2: 442 293 lots for 1 800 000 euros per block.
constexpr PrizeTier kDedeTiers[] = {
    {10'000 * kEuro, 3}, {1'000 * kEuro, 30}, {80 * kEuro, 450},    {40 * kEuro, 5'860},
    {16 * kEuro, 4'650}, {8 * kEuro, 48'000}, {4 * kEuro, 122'300}, {2 * kEuro, 261'000},
};

// 3.3: a Gain box shows one of the table's amounts "à l'exclusion de toute autre somme".
constexpr Cents kDedeAmounts[] = {2 * kEuro,  4 * kEuro,  8 * kEuro,     16 * kEuro,
                                  40 * kEuro, 80 * kEuro, 1'000 * kEuro, 10'000 * kEuro};

constexpr Combination one(Cents a, std::uint64_t count) {
    return {a, 1, {a, 0, 0}, 0, count};
}
constexpr Combination two(Cents a, Cents b, std::uint64_t count) {
    return {a + b, 2, {a, b, 0}, 0, count};
}
constexpr Combination three(Cents a, Cents b, Cents c, std::uint64_t count) {
    return {a + b + c, 3, {a, b, c}, 0, count};
}

// Article 2 lists the combinations of each tier ("80 ou (40 + 40)", "16 ou (8 + 8) ou
// (8 + 4 + 4)", ...). The regulation does not say how often each is used: a tier is split
// equally among its combinations (every split below is exact; docs/blocks.md).
constexpr Combination kDedeCombinations[] = {
    {0, 0, {0, 0, 0}, 0, 1'057'707},  // 1 500 000 - 442 293 losing tickets
    one(10'000 * kEuro, 3),
    one(1'000 * kEuro, 30),
    one(80 * kEuro, 225),
    two(40 * kEuro, 40 * kEuro, 225),
    one(40 * kEuro, 2'930),
    three(16 * kEuro, 16 * kEuro, 8 * kEuro, 2'930),
    one(16 * kEuro, 1'550),
    two(8 * kEuro, 8 * kEuro, 1'550),
    three(8 * kEuro, 4 * kEuro, 4 * kEuro, 1'550),
    one(8 * kEuro, 16'000),
    two(4 * kEuro, 4 * kEuro, 16'000),
    three(4 * kEuro, 2 * kEuro, 2 * kEuro, 16'000),
    one(4 * kEuro, 61'150),
    two(2 * kEuro, 2 * kEuro, 61'150),
    one(2 * kEuro, 261'000),
};

// ---------------------------------------------------------------------------------------------
// Happy 2014 (regulation "Happy 2014": articles 2 and 3).

// Article 2: "blocs de 2 000 000 unités de jeu", "prix de vente de l'unité de jeu est fixé à 3 €".
constexpr std::uint64_t kHappyTickets = 2'000'000;
constexpr Cents kHappyPrice = 3 * kEuro;

// Article 3: 435 820 lots for 3 960 000 € per block.
constexpr PrizeTier kHappyTiers[] = {
    {30'000 * kEuro, 2},  {1'000 * kEuro, 8},   {100 * kEuro, 1'710}, {40 * kEuro, 12'750},
    {20 * kEuro, 27'350}, {9 * kEuro, 100'000}, {6 * kEuro, 294'000},
};

// The amounts a month (4.3.1) or the Bonus box (4.4.1) may show. 0 € is only for a losing
// Bonus box (4.4.2: the box wins "dans le cas où la somme découverte est différente de 0 €").
constexpr Cents kHappyAmounts[] = {
    0,          3 * kEuro,  6 * kEuro,   9 * kEuro,     10 * kEuro,
    20 * kEuro, 40 * kEuro, 100 * kEuro, 1'000 * kEuro, 30'000 * kEuro};

constexpr Combination months(std::initializer_list<Cents> parts, Cents bonus, std::uint64_t count) {
    Combination c{bonus, 0, {0, 0, 0}, bonus, count};
    for (Cents p : parts) {
        c.parts[c.partCount++] = p;
        c.prize += p;
    }
    return c;
}

// Article 3 allows a prize to be "un cumul de gains liés à plusieurs zones ou surfaces de jeu
// gagnantes": each tier is made by a single month, by several months, or with the Bonus box,
// split equally among the ways listed (the first ways take the remainder of 27 350 / 4).
constexpr Combination kHappyCombinations[] = {
    {0, 0, {0, 0, 0}, 0, 1'564'180},  // 2 000 000 - 435 820 losing units
    months({30'000 * kEuro}, 0, 1),
    months({}, 30'000 * kEuro, 1),
    months({1'000 * kEuro}, 0, 4),
    months({}, 1'000 * kEuro, 4),
    months({100 * kEuro}, 0, 570),
    months({40 * kEuro, 40 * kEuro, 20 * kEuro}, 0, 570),
    months({40 * kEuro, 40 * kEuro}, 20 * kEuro, 570),
    months({40 * kEuro}, 0, 4'250),
    months({20 * kEuro, 20 * kEuro}, 0, 4'250),
    months({20 * kEuro}, 20 * kEuro, 4'250),
    months({20 * kEuro}, 0, 6'838),
    months({10 * kEuro, 10 * kEuro}, 0, 6'838),
    months({10 * kEuro}, 10 * kEuro, 6'837),
    months({}, 20 * kEuro, 6'837),
    months({9 * kEuro}, 0, 25'000),
    months({6 * kEuro}, 3 * kEuro, 25'000),
    months({3 * kEuro, 3 * kEuro, 3 * kEuro}, 0, 25'000),
    months({}, 9 * kEuro, 25'000),
    months({6 * kEuro}, 0, 73'500),
    months({3 * kEuro, 3 * kEuro}, 0, 73'500),
    months({3 * kEuro}, 3 * kEuro, 73'500),
    months({}, 6 * kEuro, 73'500),
};

// Decoys: a losing zone shows amount i with weight "number of winning zones of a block that
// show amount i", so that the amount is independent of whether the zone wins.
template <std::size_t NA, std::size_t NC>
constexpr std::array<std::uint64_t, NA> decoyWeightsOf(const Cents (&amounts)[NA],
                                                       const Combination (&combos)[NC]) {
    std::array<std::uint64_t, NA> w{};
    for (const Combination& c : combos) {
        for (std::size_t p = 0; p < c.partCount; ++p) {
            for (std::size_t a = 0; a < NA; ++a) {
                if (amounts[a] == c.parts[p]) {
                    w[a] += c.count;
                }
            }
        }
    }
    return w;
}

constexpr auto kDedeDecoys = decoyWeightsOf(kDedeAmounts, kDedeCombinations);
constexpr auto kHappyDecoys = decoyWeightsOf(kHappyAmounts, kHappyCombinations);

const GamePlan kDedePlan{
    GameId::Dede, "dede",
    "DÉDÉ",       "règlement DÉDÉ, articles 1 et 2 (Internet: articles 2 et 3)",
    kDedePrice,   kDedeTickets,
    kDedeTiers,   kDedeCombinations,
    kDedeAmounts, kDedeDecoys,
};

const GamePlan kHappyPlan{
    GameId::Happy2014, "happy-2014",  "Happy 2014", "règlement Happy 2014, articles 2 et 3",
    kHappyPrice,       kHappyTickets, kHappyTiers,  kHappyCombinations,
    kHappyAmounts,     kHappyDecoys,
};

// Thirteen symbols, each with its own shape (the client's art: assets/happy2014/symbols/<id>.svg,
// in the order of the client's Theme.happySymbolIds).
constexpr Symbol kSymbols[] = {
    {"trefle", "Trèfle"},   {"coeur", "Cœur"},
    {"carreau", "Carreau"}, {"pique", "Pique"},
    {"etoile", "Étoile"},   {"lune", "Lune"},
    {"soleil", "Soleil"},   {"couronne", "Couronne"},
    {"diamant", "Diamant"}, {"fer-a-cheval", "Fer à cheval"},
    {"cloche", "Cloche"},   {"fleur", "Fleur"},
    {"cerise", "Cerises"},
};

constexpr Month kMonths[] = {
    {"janvier", "Janvier"}, {"fevrier", "Février"},   {"mars", "Mars"},
    {"avril", "Avril"},     {"mai", "Mai"},           {"juin", "Juin"},
    {"juillet", "Juillet"}, {"aout", "Août"},         {"septembre", "Septembre"},
    {"octobre", "Octobre"}, {"novembre", "Novembre"}, {"decembre", "Décembre"},
};
static_assert(std::size(kMonths) == kHappyMonths);
static_assert(std::size(kSymbols) >= 12 && std::size(kSymbols) <= 16);  // 4 bits in a record

// Compile-time checks that the data is what the regulations say it is (the tests check it
// again at run time, against numbers typed from the regulations).
template <std::size_t NT, std::size_t NC>
constexpr bool consistent(const PrizeTier (&tiers)[NT], const Combination (&combos)[NC],
                          std::uint64_t tickets, std::uint64_t winners, Cents total) {
    std::uint64_t all = 0;
    std::uint64_t won = 0;
    Cents paid = 0;
    for (const Combination& c : combos) {
        Cents sum = c.bonus;
        for (std::size_t p = 0; p < c.partCount; ++p) {
            sum += c.parts[p];
        }
        if (sum != c.prize) {
            return false;
        }
        all += c.count;
        won += c.prize > 0 ? c.count : 0;
        paid += c.prize * static_cast<Cents>(c.count);
    }
    for (const PrizeTier& t : tiers) {
        std::uint64_t n = 0;
        for (const Combination& c : combos) {
            n += c.prize == t.amount ? c.count : 0;
        }
        if (n != t.count) {
            return false;
        }
    }
    return all == tickets && won == winners && paid == total;
}
static_assert(consistent(kDedeTiers, kDedeCombinations, kDedeTickets, 442'293, 1'800'000 * kEuro));
static_assert(consistent(kHappyTiers, kHappyCombinations, kHappyTickets, 435'820,
                         3'960'000 * kEuro));

}  // namespace

std::string_view gameId(GameId game) {
    return plan(game).id;
}

std::optional<GameId> gameFromId(std::string_view id) {
    for (GameId g : kGames) {
        if (plan(g).id == id) {
            return g;
        }
    }
    return std::nullopt;
}

const GamePlan& plan(GameId game) {
    switch (game) {
        case GameId::Dede:
            return kDedePlan;
        case GameId::Happy2014:
            return kHappyPlan;
    }
    throw std::invalid_argument("unknown scratch game code " +
                                std::to_string(static_cast<int>(game)));
}

std::uint64_t GamePlan::winners() const {
    std::uint64_t n = 0;
    for (const PrizeTier& t : tiers) {
        n += t.count;
    }
    return n;
}

Cents GamePlan::totalPrizes() const {
    Cents total = 0;
    for (const PrizeTier& t : tiers) {
        total += t.amount * static_cast<Cents>(t.count);
    }
    return total;
}

std::uint64_t GamePlan::decoyTotal() const {
    std::uint64_t total = 0;
    for (std::uint64_t w : decoyWeights) {
        total += w;
    }
    return total;
}

std::optional<std::size_t> GamePlan::tierIndex(Cents amount) const {
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        if (tiers[i].amount == amount) {
            return i;
        }
    }
    return std::nullopt;
}

std::span<const Symbol> happySymbols() {
    return kSymbols;
}
std::span<const Month> happyMonths() {
    return kMonths;
}

}  // namespace instants::scratch
