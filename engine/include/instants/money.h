#pragma once
// Money is integer cents everywhere (docs/architecture.md, invariant 1). No floating point touches
// a stake, a prize or a balance; formatting for display is the only conversion.

#include <cstdint>
#include <string>

namespace instants {

/// An amount of money in euro cents. Signed so that differences are representable.
using Cents = std::int64_t;

/// Formats cents the French way: "1 234,50 €" (thin no-break grouping spaces are replaced by
/// plain no-break spaces, U+00A0, which every font has). Whole euros print without decimals
/// only when `compactWhole` is true ("4 €" rather than "4,00 €").
std::string formatEuros(Cents cents, bool compactWhole = false);

/// A count with its thousands set apart by plain spaces, as the regulations print their
/// tables: 1500000 -> "1 500 000".
std::string formatCount(std::uint64_t n);

/// Formats cents as a plain decimal string with a dot and two decimals: "1234.50".
std::string formatDecimal(Cents cents);

}  // namespace instants
