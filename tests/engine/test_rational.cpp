#include <gtest/gtest.h>

#include "instants/rational.h"

using instants::BigUint;
using instants::Rational;

TEST(BigUint, ArithmeticBeyondSixtyFourBits) {
    const BigUint a = BigUint::pow(36, 15);  // 221073919720733357899776
    EXPECT_EQ(a.toString(), "221073919720733357899776");
    const BigUint b = a * a;
    EXPECT_EQ((b / a).toString(), a.toString());
    EXPECT_TRUE((b % a).isZero());
    EXPECT_EQ((a + BigUint(1) - a).toString(), "1");
    EXPECT_EQ(BigUint::gcd(BigUint::pow(35, 14) * BigUint(12), BigUint::pow(35, 3) * BigUint(18))
                  .toString(),
              (BigUint::pow(35, 3) * BigUint(6)).toString());
    EXPECT_THROW(BigUint(1) - BigUint(2), std::domain_error);
    EXPECT_THROW(BigUint(1) / BigUint(0), std::domain_error);
}

TEST(Rational, StaysInLowestTerms) {
    const Rational r(BigUint(150), BigUint(1000));
    EXPECT_EQ(r.toString(), "3/20");
    EXPECT_EQ((Rational(1, 3) + Rational(1, 6)).toString(), "1/2");
    EXPECT_EQ((Rational(2, 3) * Rational(21, 20)).toString(), "7/10");
    EXPECT_EQ((Rational(1) - Rational(1, 4)).toString(), "3/4");
    EXPECT_EQ((Rational(1, 2) / Rational(1, 4)).toString(), "2/1");
    EXPECT_TRUE(Rational(1, 3) < Rational(1, 2));
    EXPECT_DOUBLE_EQ(Rational(7, 10).toDouble(), 0.7);
    EXPECT_EQ(Rational(0, 5).toString(), "0/1");
}

TEST(Rational, ConvertsHugeRatiosToDoublesWithoutOverflow) {
    const Rational r(BigUint::pow(10, 400) * BigUint(3), BigUint::pow(10, 400) * BigUint(7));
    EXPECT_NEAR(r.toDouble(), 3.0 / 7.0, 1e-15);
}
