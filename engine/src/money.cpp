#include "instants/money.h"

#include <cstdlib>

namespace instants {

namespace {

std::string groupThousands(std::uint64_t v, const char* separator) {
    std::string digits = std::to_string(v);
    std::string out;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0) {
            out += separator;
        }
        out += digits[i];
    }
    return out;
}

std::uint64_t magnitude(Cents cents) {
    // Avoids overflow on the most negative value.
    return cents < 0 ? static_cast<std::uint64_t>(-(cents + 1)) + 1U
                     : static_cast<std::uint64_t>(cents);
}

}  // namespace

std::string formatEuros(Cents cents, bool compactWhole) {
    static constexpr const char* kNbsp = "\u00A0";
    const std::uint64_t m = magnitude(cents);
    std::string out = cents < 0 ? "-" : "";
    out += groupThousands(m / 100U, kNbsp);
    const std::uint64_t frac = m % 100U;
    if (!(compactWhole && frac == 0)) {
        out += ',';
        out += static_cast<char>('0' + frac / 10U);
        out += static_cast<char>('0' + frac % 10U);
    }
    out += kNbsp;
    out += "€";
    return out;
}

std::string formatCount(std::uint64_t n) {
    return groupThousands(n, " ");
}

std::string formatDecimal(Cents cents) {
    const std::uint64_t m = magnitude(cents);
    std::string out = cents < 0 ? "-" : "";
    out += std::to_string(m / 100U);
    out += '.';
    const std::uint64_t frac = m % 100U;
    out += static_cast<char>('0' + frac / 10U);
    out += static_cast<char>('0' + frac % 10U);
    return out;
}

}  // namespace instants
