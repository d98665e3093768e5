#include "instants/rational.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace instants {

BigUint::BigUint(std::uint64_t v) {
    while (v != 0) {
        m_limbs.push_back(static_cast<std::uint32_t>(v));
        v >>= 32U;
    }
}

void BigUint::trim() {
    while (!m_limbs.empty() && m_limbs.back() == 0) {
        m_limbs.pop_back();
    }
}

std::size_t BigUint::bitLength() const {
    if (m_limbs.empty()) {
        return 0;
    }
    std::size_t bits = (m_limbs.size() - 1) * 32U;
    for (std::uint32_t top = m_limbs.back(); top != 0; top >>= 1U) {
        ++bits;
    }
    return bits;
}

bool BigUint::bit(std::size_t i) const {
    const std::size_t limb = i / 32U;
    return limb < m_limbs.size() && ((m_limbs[limb] >> (i % 32U)) & 1U) != 0;
}

void BigUint::shiftLeft1() {
    std::uint32_t carry = 0;
    for (auto& l : m_limbs) {
        const std::uint32_t next = l >> 31U;
        l = (l << 1U) | carry;
        carry = next;
    }
    if (carry != 0) {
        m_limbs.push_back(carry);
    }
}

int compare(const BigUint& a, const BigUint& b) {
    if (a.m_limbs.size() != b.m_limbs.size()) {
        return a.m_limbs.size() < b.m_limbs.size() ? -1 : 1;
    }
    for (std::size_t i = a.m_limbs.size(); i-- > 0;) {
        if (a.m_limbs[i] != b.m_limbs[i]) {
            return a.m_limbs[i] < b.m_limbs[i] ? -1 : 1;
        }
    }
    return 0;
}

BigUint operator+(const BigUint& a, const BigUint& b) {
    BigUint r;
    const std::size_t n = std::max(a.m_limbs.size(), b.m_limbs.size());
    r.m_limbs.resize(n + 1);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t s = carry + (i < a.m_limbs.size() ? a.m_limbs[i] : 0U) +
                                (i < b.m_limbs.size() ? b.m_limbs[i] : 0U);
        r.m_limbs[i] = static_cast<std::uint32_t>(s);
        carry = s >> 32U;
    }
    r.m_limbs[n] = static_cast<std::uint32_t>(carry);
    r.trim();
    return r;
}

BigUint operator-(const BigUint& a, const BigUint& b) {
    if (compare(a, b) < 0) {
        throw std::domain_error("BigUint subtraction would be negative");
    }
    BigUint r = a;
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < r.m_limbs.size(); ++i) {
        std::int64_t d = static_cast<std::int64_t>(r.m_limbs[i]) - borrow -
                         (i < b.m_limbs.size() ? static_cast<std::int64_t>(b.m_limbs[i]) : 0);
        borrow = 0;
        if (d < 0) {
            d += std::int64_t{1} << 32U;
            borrow = 1;
        }
        r.m_limbs[i] = static_cast<std::uint32_t>(d);
    }
    r.trim();
    return r;
}

BigUint operator*(const BigUint& a, const BigUint& b) {
    BigUint r;
    if (a.isZero() || b.isZero()) {
        return r;
    }
    r.m_limbs.assign(a.m_limbs.size() + b.m_limbs.size(), 0);
    for (std::size_t i = 0; i < a.m_limbs.size(); ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < b.m_limbs.size(); ++j) {
            const std::uint64_t cur = r.m_limbs[i + j] +
                                      static_cast<std::uint64_t>(a.m_limbs[i]) * b.m_limbs[j] +
                                      carry;
            r.m_limbs[i + j] = static_cast<std::uint32_t>(cur);
            carry = cur >> 32U;
        }
        std::size_t k = i + b.m_limbs.size();
        while (carry != 0) {
            const std::uint64_t cur = r.m_limbs[k] + carry;
            r.m_limbs[k] = static_cast<std::uint32_t>(cur);
            carry = cur >> 32U;
            ++k;
        }
    }
    r.trim();
    return r;
}

void BigUint::divMod(const BigUint& a, const BigUint& b, BigUint& q, BigUint& r) {
    if (b.isZero()) {
        throw std::domain_error("BigUint division by zero");
    }
    q = BigUint();
    r = BigUint();
    const std::size_t bits = a.bitLength();
    q.m_limbs.assign((bits + 31U) / 32U, 0);
    for (std::size_t i = bits; i-- > 0;) {  // schoolbook binary long division
        r.shiftLeft1();
        if (a.bit(i)) {
            if (r.m_limbs.empty()) {
                r.m_limbs.push_back(1);
            } else {
                r.m_limbs[0] |= 1U;
            }
        }
        if (compare(r, b) >= 0) {
            r = r - b;
            q.m_limbs[i / 32U] |= 1U << (i % 32U);
        }
    }
    q.trim();
}

BigUint operator/(const BigUint& a, const BigUint& b) {
    BigUint q;
    BigUint r;
    BigUint::divMod(a, b, q, r);
    return q;
}

BigUint operator%(const BigUint& a, const BigUint& b) {
    BigUint q;
    BigUint r;
    BigUint::divMod(a, b, q, r);
    return r;
}

BigUint BigUint::gcd(BigUint a, BigUint b) {
    while (!b.isZero()) {
        BigUint t = a % b;
        a = std::move(b);
        b = std::move(t);
    }
    return a;
}

BigUint BigUint::pow(std::uint64_t base, unsigned exponent) {
    BigUint r(1);
    const BigUint b(base);
    for (unsigned i = 0; i < exponent; ++i) {
        r = r * b;
    }
    return r;
}

std::string BigUint::toString() const {
    if (isZero()) {
        return "0";
    }
    std::string out;
    BigUint v = *this;
    const BigUint billion(1000000000U);
    while (!v.isZero()) {
        BigUint q;
        BigUint r;
        divMod(v, billion, q, r);
        std::uint32_t chunk = r.isZero() ? 0U : r.m_limbs[0];
        for (int i = 0; i < 9; ++i) {
            out.push_back(static_cast<char>('0' + chunk % 10U));
            chunk /= 10U;
            if (q.isZero() && chunk == 0) {
                break;
            }
        }
        v = std::move(q);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

double BigUint::toDouble() const {
    double v = 0.0;
    for (std::size_t i = m_limbs.size(); i-- > 0;) {
        v = v * 4294967296.0 + static_cast<double>(m_limbs[i]);
    }
    return v;
}

// ---------------------------------------------------------------------------------------------

Rational::Rational(BigUint num, BigUint den) : m_num(std::move(num)), m_den(std::move(den)) {
    if (m_den.isZero()) {
        throw std::domain_error("Rational with a zero denominator");
    }
    const BigUint g = BigUint::gcd(m_num, m_den);
    if (!(g == BigUint(1)) && !g.isZero()) {
        m_num = m_num / g;
        m_den = m_den / g;
    }
    if (m_num.isZero()) {
        m_den = 1;
    }
}

double Rational::toDouble() const {
    // Scale both to at most 1000 bits' worth of doubles without overflow: shift by the
    // common excess so the quotient keeps full double precision.
    const std::size_t nb = m_num.bitLength();
    const std::size_t db = m_den.bitLength();
    if (nb < 1000 && db < 1000) {
        return m_num.toDouble() / m_den.toDouble();
    }
    const std::size_t shift = std::max(nb, db) - 900;
    const BigUint scale = BigUint::pow(2, static_cast<unsigned>(shift));
    return (m_num / scale).toDouble() / (m_den / scale).toDouble();
}

std::string Rational::toString() const { return m_num.toString() + "/" + m_den.toString(); }

Rational operator+(const Rational& a, const Rational& b) {
    return {a.m_num * b.m_den + b.m_num * a.m_den, a.m_den * b.m_den};
}

Rational operator-(const Rational& a, const Rational& b) {
    return {a.m_num * b.m_den - b.m_num * a.m_den, a.m_den * b.m_den};
}

Rational operator*(const Rational& a, const Rational& b) {
    return {a.m_num * b.m_num, a.m_den * b.m_den};
}

Rational operator/(const Rational& a, const Rational& b) {
    return {a.m_num * b.m_den, a.m_den * b.m_num};
}

bool operator<(const Rational& a, const Rational& b) {
    return a.m_num * b.m_den < b.m_num * a.m_den;
}

}  // namespace instants
