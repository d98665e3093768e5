#pragma once
// Internal to the scratch module: shared between layout.cpp and block.cpp.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "instants/scratch/layout.h"

namespace instants::scratch::detail {

/// layoutProblem, with the check that every amount is one of the plan's skipped when
/// `amountsFromCodes` is true: a layout decoded from a block record can only hold amounts of
/// the plan (each is read through its code), and the verifier checks millions of them.
std::string layoutProblem(const Layout& layout, Cents prize, std::optional<std::size_t> combination,
                          bool amountsFromCodes);

/// The amount codes (indices in plan().amounts) of a layout's zones, as its generation knows
/// them: throw or month i, and the Bonus box. Lets the block writer skip looking each amount
/// up again.
struct AmountCodes {
    std::array<std::uint8_t, kHappyMonths> zones{};
    std::uint8_t bonus = 0;
};

/// makeLayout, also reporting the amount codes (same draws, same layout).
Layout makeLayout(GameId game, std::size_t combination, RandomSource& rng, AmountCodes& codes);

/// encodeRecord with the amount codes given.
void encodeRecord(const Ticket& ticket, const AmountCodes& codes, std::span<std::uint8_t> out);

}  // namespace instants::scratch::detail
