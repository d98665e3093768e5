#pragma once
// Exact non-negative rational arithmetic on arbitrary-precision integers, for the analytic
// return-to-player computations (the denominators involve 36^15 x 10^6 and beyond 128 bits).
// Small and unhurried: it is used for analysis, never in a draw.

#include <cstdint>
#include <string>
#include <vector>

namespace instants {

/// An arbitrary-precision unsigned integer (little-endian 32-bit limbs, no leading zeros).
class BigUint {
public:
    BigUint() = default;
    BigUint(std::uint64_t v);  // NOLINT(google-explicit-constructor): numbers convert naturally

    bool isZero() const { return m_limbs.empty(); }
    std::string toString() const;
    /// The value as a double (correctly scaled, about 53 bits of precision).
    double toDouble() const;
    std::size_t bitLength() const;

    friend BigUint operator+(const BigUint& a, const BigUint& b);
    /// Requires a >= b.
    friend BigUint operator-(const BigUint& a, const BigUint& b);
    friend BigUint operator*(const BigUint& a, const BigUint& b);
    /// Quotient and remainder; requires b != 0.
    static void divMod(const BigUint& a, const BigUint& b, BigUint& q, BigUint& r);
    friend BigUint operator/(const BigUint& a, const BigUint& b);
    friend BigUint operator%(const BigUint& a, const BigUint& b);
    friend int compare(const BigUint& a, const BigUint& b);
    friend bool operator==(const BigUint& a, const BigUint& b) { return compare(a, b) == 0; }
    friend bool operator<(const BigUint& a, const BigUint& b) { return compare(a, b) < 0; }
    friend bool operator<=(const BigUint& a, const BigUint& b) { return compare(a, b) <= 0; }
    static BigUint gcd(BigUint a, BigUint b);
    static BigUint pow(std::uint64_t base, unsigned exponent);

private:
    bool bit(std::size_t i) const;
    void shiftLeft1();
    void trim();
    std::vector<std::uint32_t> m_limbs;
};

/// A non-negative rational number, always in lowest terms.
class Rational {
public:
    Rational() : m_num(0), m_den(1) {}
    Rational(BigUint num, BigUint den = 1);  // NOLINT(google-explicit-constructor)

    const BigUint& num() const { return m_num; }
    const BigUint& den() const { return m_den; }
    double toDouble() const;
    /// "p/q" in lowest terms.
    std::string toString() const;

    friend Rational operator+(const Rational& a, const Rational& b);
    /// Requires a >= b.
    friend Rational operator-(const Rational& a, const Rational& b);
    friend Rational operator*(const Rational& a, const Rational& b);
    friend Rational operator/(const Rational& a, const Rational& b);
    friend bool operator==(const Rational& a, const Rational& b) = default;
    friend bool operator<(const Rational& a, const Rational& b);

private:
    BigUint m_num;
    BigUint m_den;
};

}  // namespace instants
