#pragma once
// Exact non-negative rational arithmetic for the analytic return-to-player computations (the
// denominators reach 216^15 = 2^35 x 3^45, beyond 128 bits), on GMP's C++ class mpq_class
// (docs/decisions.md, "Exact arithmetic"). Used for analysis, never in a draw.

#include <gmpxx.h>

#include <cstdint>
#include <string>

namespace instants {

/// A non-negative rational number, always in lowest terms.
class Rational {
public:
    Rational() = default;
    Rational(std::uint64_t num, std::uint64_t den = 1);  // NOLINT(google-explicit-constructor)

    /// base^exponent (base^0 = 1).
    static Rational pow(const Rational& base, unsigned exponent);

    /// The nearest double (ties to even), as a correctly rounded decimal-to-binary
    /// conversion of the exact value would give.
    double toDouble() const;
    /// "p/q" in lowest terms; an integer n is "n/1".
    std::string toString() const;
    /// round(value x scale), a half rounded up: 0.70 x 10000 = 7000, 1/8 x 100 = 13.
    /// Throws std::overflow_error if the result does not fit in 64 bits.
    std::uint64_t roundedTimes(std::uint64_t scale) const;

    friend Rational operator+(const Rational& a, const Rational& b);
    /// Requires a >= b (throws std::domain_error otherwise).
    friend Rational operator-(const Rational& a, const Rational& b);
    friend Rational operator*(const Rational& a, const Rational& b);
    /// Requires b != 0 (throws std::domain_error otherwise).
    friend Rational operator/(const Rational& a, const Rational& b);
    friend bool operator==(const Rational& a, const Rational& b);
    friend bool operator<(const Rational& a, const Rational& b);

private:
    explicit Rational(mpq_class v) : m_value(std::move(v)) {}
    mpq_class m_value;  // canonical: lowest terms, positive denominator, never negative
};

}  // namespace instants
