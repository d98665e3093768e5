#pragma once
// Internal to the scratch module: shared between layout.cpp and block.cpp.

#include <optional>
#include <string>

#include "instants/scratch/layout.h"

namespace instants::scratch::detail {

/// layoutProblem, with the check that every amount is one of the plan's skipped when
/// `amountsFromCodes` is true: a layout decoded from a block record can only hold amounts of
/// the plan (each is read through its code), and the verifier checks millions of them.
std::string layoutProblem(const Layout& layout, Cents prize, std::optional<std::size_t> combination,
                          bool amountsFromCodes);

}  // namespace instants::scratch::detail
