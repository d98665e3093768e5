#pragma once
// What is under the scratch zones of a ticket, the rules that read a prize from it, how a
// layout is generated for a given combination, and the validator that checks any layout
// against the regulations and the plan (used by the block verifier, the dealer and tests).
//
// Generation draws from the RandomSource passed in, always in this order, so that a script
// (ScriptedSource) can dictate a ticket:
//   DÉDÉ:  for each winning part i (0-based, k parts), uniform(3 - i) picks its throw among the
//          throws not yet taken (a partial Fisher–Yates of [1, 2, 3]); then for throws 1..3:
//          winning: uniform(6) gives the first die (the second is 7 minus it);
//          losing:  uniform(30) gives the pair of faces (index in kDedeLosingPairs), then
//                   weighted(decoyWeights) the Gain amount.
//   Happy 2014: for each winning part i, uniform(12 - i) picks its month (partial
//          Fisher–Yates of the months); then for months janvier..décembre:
//          winning: uniform(S) gives the symbol shown twice (S = number of symbols);
//          losing:  uniform(S * (S - 1)) gives the ordered pair of distinct symbols, then
//                   weighted(decoyWeights) the amount.
//          The Bonus box shows the combination's bonus (0 € when it loses); it draws nothing.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <variant>

#include "instants/money.h"
#include "instants/random.h"
#include "instants/scratch/tables.h"

namespace instants::scratch {

/// DÉDÉ 3.1-3.3: one "Lancer": two die faces (1-6) and the amount of its "Gain" box.
struct DedeThrow {
    std::array<std::uint8_t, 2> dice{1, 1};
    Cents gain = 0;
    bool operator==(const DedeThrow&) const = default;
};

struct DedeLayout {
    std::array<DedeThrow, kDedeThrows> throws{};
    bool operator==(const DedeLayout&) const = default;
};

/// Happy 2014 4.3.1: two symbols (indices in happySymbols()) and an amount.
struct HappyMonth {
    std::array<std::uint8_t, 2> symbols{0, 1};
    Cents amount = 0;
    bool operator==(const HappyMonth&) const = default;
};

struct HappyLayout {
    std::array<HappyMonth, kHappyMonths> months{};  ///< janvier first
    Cents bonus = 0;                                ///< 4.4.1; 0 € when the box loses
    bool operator==(const HappyLayout&) const = default;
};

using Layout = std::variant<DedeLayout, HappyLayout>;

GameId gameOf(const Layout& layout);

/// One ticket of a block: its place, its combination and what is under its zones.
struct Ticket {
    GameId game = GameId::Dede;
    std::uint64_t block = 0;       ///< block number
    std::uint64_t index = 0;       ///< position in the block, from 0
    std::uint8_t combination = 0;  ///< index in plan(game).combinations (0: losing)
    Cents prize = 0;
    Layout layout;
    bool operator==(const Ticket&) const = default;
};

// --- rules ----------------------------------------------------------------------------------

/// DÉDÉ 3.4: a throw wins iff its faces add to 7.
bool wins(const DedeThrow& t);
/// DÉDÉ 3.4-3.6: the sum of the Gain boxes of the winning throws (0 when none wins).
Cents prizeOf(const DedeLayout& layout);
/// Happy 2014 4.3.2: a month wins iff its two symbols are identical.
bool wins(const HappyMonth& m);
/// Happy 2014 4.3.3, 4.4.2, 4.6: the winning months' amounts plus the Bonus box.
Cents prizeOf(const HappyLayout& layout);
Cents prizeOf(const Layout& layout);

/// DÉDÉ: the 30 ordered pairs of faces that do not add to 7, in increasing order of
/// (first, second): the faces a losing throw may show.
extern const std::array<std::array<std::uint8_t, 2>, 30> kDedeLosingPairs;

// --- generation -----------------------------------------------------------------------------

/// A layout realising combination `c` of the DÉDÉ plan (draw order: see the top of this file).
DedeLayout makeDedeLayout(const Combination& c, RandomSource& rng);
/// A layout realising combination `c` of the Happy 2014 plan.
HappyLayout makeHappyLayout(const Combination& c, RandomSource& rng);
/// A layout realising combination `combination` (index in plan(game).combinations).
Layout makeLayout(GameId game, std::size_t combination, RandomSource& rng);

/// The index of the combination of `game` paying `prize` with exactly these parts (in any
/// order) and this bonus, if the plan has one.
std::optional<std::size_t> findCombination(GameId game, Cents prize, std::span<const Cents> parts,
                                           Cents bonus = 0);

/// A prize or combination a game cannot make.
class InvalidCombination : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// One ticket for a scripted outcome (usability studies, tests): a layout paying `prize`.
/// With no parts and no bonus, the combination is drawn first (rng.weighted over the counts
/// of that prize's combinations in a block, i.e. as often as a block would make it); with
/// parts and/or a bonus, it is that combination ("a DÉDÉ ticket winning 16 € as 8+4+4":
/// layoutFor(GameId::Dede, 1600, rng, {{800, 400, 400}})). A prize of 0 gives a losing
/// ticket. Throws InvalidCombination when the regulation's table has no such prize or the
/// plan no such combination. The ticket's block and index are left at 0.
Ticket layoutFor(GameId game, Cents prize, RandomSource& rng, std::span<const Cents> parts = {},
                 std::optional<Cents> bonus = std::nullopt);

// --- validation -----------------------------------------------------------------------------

/// The combination of the plan this layout realises (read by the rules), if it is one the
/// plan allows; nullopt otherwise.
std::optional<std::size_t> combinationOf(const Layout& layout);

/// Checks a layout against the regulation and the plan, for a ticket claiming `prize` (and,
/// when given, combination `combination`). Returns the first problem, in words and with the
/// article it breaks, or an empty string when the layout is sound:
///  - DÉDÉ: die faces 1-6 (3.2); Gain amounts of the table only (3.3); the throws adding to 7
///    pay the claimed prize (3.4, 3.5); the winning throws form a combination of article 2.
///  - Happy 2014: symbols of the set; month amounts of the plan's list, never 0 €; Bonus 0 €
///    or an amount of the list; the winning months and the Bonus pay the claimed prize (4.3.2,
///    4.3.3, 4.4.2, 4.6); they form a combination of the plan.
std::string layoutProblem(const Layout& layout, Cents prize,
                          std::optional<std::size_t> combination = std::nullopt);

/// layoutProblem for a whole ticket (its game must be its layout's).
std::string ticketProblem(const Ticket& ticket);

/// "16 € = 8 € + 4 € + 4 €", "9 € = 6 € + Bonus 3 €", "perdant": a combination in words.
std::string describeCombination(const Combination& c);

}  // namespace instants::scratch
