#include "instants/rational.h"

#include <bit>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace instants {

namespace {

// From 64 bits whatever the width of long (32 bits on Windows): mpz_class(unsigned long)
// would truncate there.
mpz_class fromU64(std::uint64_t v) {
    mpz_class z;
    mpz_import(z.get_mpz_t(), 1, -1, sizeof v, 0, 0, &v);
    return z;
}

std::uint64_t toU64(const mpz_class& z) {
    if (sgn(z) < 0 || mpz_sizeinbase(z.get_mpz_t(), 2) > 64) {
        throw std::overflow_error("Rational: " + z.get_str() + " does not fit in 64 bits");
    }
    std::uint64_t v = 0;
    mpz_export(&v, nullptr, -1, sizeof v, 0, 0, z.get_mpz_t());
    return v;
}

}  // namespace

Rational::Rational(std::uint64_t num, std::uint64_t den) {
    if (den == 0) {
        throw std::domain_error("Rational with a zero denominator");
    }
    m_value.get_num() = fromU64(num);
    m_value.get_den() = fromU64(den);
    m_value.canonicalize();
}

Rational Rational::pow(const Rational& base, unsigned exponent) {
    mpq_class r;
    mpz_pow_ui(r.get_num_mpz_t(), base.m_value.get_num_mpz_t(), exponent);
    mpz_pow_ui(r.get_den_mpz_t(), base.m_value.get_den_mpz_t(), exponent);
    return Rational(std::move(r));  // powers of coprime integers stay coprime
}

double Rational::toDouble() const {
    // mpq_get_d truncates towards zero: the value lies in [lo, hi), hi the next double up;
    // the exact midpoint (doubles convert exactly) decides, a tie going to the even one.
    const double lo = mpq_get_d(m_value.get_mpq_t());
    const double hi = std::nextafter(lo, std::numeric_limits<double>::infinity());
    if (m_value == lo || !std::isfinite(hi)) {
        return lo;
    }
    const mpq_class mid = (mpq_class(lo) + mpq_class(hi)) / 2;
    const int c = cmp(m_value, mid);
    if (c != 0) {
        return c < 0 ? lo : hi;
    }
    // Consecutive non-negative doubles have consecutive bit patterns.
    return (std::bit_cast<std::uint64_t>(lo) & 1U) == 0 ? lo : hi;
}

std::string Rational::toString() const {
    return m_value.get_num().get_str() + "/" + m_value.get_den().get_str();
}

std::uint64_t Rational::roundedTimes(std::uint64_t scale) const {
    const mpz_class& den = m_value.get_den();
    const mpz_class scaled = m_value.get_num() * fromU64(scale) + den / 2;
    return toU64(mpz_class(scaled / den));
}

Rational operator+(const Rational& a, const Rational& b) {
    return Rational(mpq_class(a.m_value + b.m_value));
}

Rational operator-(const Rational& a, const Rational& b) {
    if (a.m_value < b.m_value) {
        throw std::domain_error("Rational subtraction would be negative");
    }
    return Rational(mpq_class(a.m_value - b.m_value));
}

Rational operator*(const Rational& a, const Rational& b) {
    return Rational(mpq_class(a.m_value * b.m_value));
}

Rational operator/(const Rational& a, const Rational& b) {
    if (sgn(b.m_value) == 0) {
        throw std::domain_error("Rational division by zero");
    }
    return Rational(mpq_class(a.m_value / b.m_value));
}

bool operator==(const Rational& a, const Rational& b) {
    return a.m_value == b.m_value;
}

bool operator<(const Rational& a, const Rational& b) {
    return a.m_value < b.m_value;
}

}  // namespace instants
