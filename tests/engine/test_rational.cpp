#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "instants/rational.h"

using instants::Rational;

// The arithmetic itself is GMP's; these check the wrapper the engine keeps around it: lowest
// terms and their "p/q" form, the 64-bit conversions, the non-negative domain, the rounding.

TEST(Rational, StaysInLowestTerms) {
    EXPECT_EQ(Rational(150, 1000).toString(), "3/20");
    EXPECT_EQ((Rational(1, 3) + Rational(1, 6)).toString(), "1/2");
    EXPECT_EQ((Rational(2, 3) * Rational(21, 20)).toString(), "7/10");
    EXPECT_EQ((Rational(1) - Rational(1, 4)).toString(), "3/4");
    EXPECT_EQ((Rational(1, 2) / Rational(1, 4)).toString(), "2/1");
    EXPECT_EQ(Rational(0, 5).toString(), "0/1");
    EXPECT_EQ(Rational().toString(), "0/1");
    EXPECT_EQ(Rational(1, 2) - Rational(2, 4), Rational());
    EXPECT_TRUE(Rational(1, 3) < Rational(1, 2));
    EXPECT_FALSE(Rational(1, 2) < Rational(2, 4));
    EXPECT_EQ(Rational(6, 4), Rational(3, 2));
}

TEST(Rational, TakesAndPrintsSixtyFourBitsExactly) {
    // Beyond 32 bits (the width of long on Windows), and the largest values.
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    EXPECT_EQ(Rational(kMax).toString(), "18446744073709551615/1");
    EXPECT_EQ(Rational(1, kMax).toString(), "1/18446744073709551615");
    EXPECT_EQ(Rational(kMax, kMax - 1).toString(), "18446744073709551615/18446744073709551614");
    EXPECT_EQ((Rational(kMax) * Rational(kMax)).toString(),
              "340282366920938463426481119284349108225/1");
    EXPECT_EQ((Rational(kMax) + Rational(1)).toString(), "18446744073709551616/1");
}

TEST(Rational, PowersBeyondOneHundredTwentyEightBits) {
    // (210/216)^15 = (35/36)^15, as analysis.cpp computes it for Identiques: 36^15 > 2^77.
    const Rational p = Rational::pow(Rational(210, 216), 15);
    EXPECT_EQ(p.toString(), "144884079282928466796875/221073919720733357899776");
    EXPECT_EQ(Rational::pow(Rational(36), 15).toString(), "221073919720733357899776/1");
    EXPECT_EQ(Rational::pow(Rational(7, 3), 0).toString(), "1/1");
    EXPECT_EQ(Rational::pow(Rational(), 0).toString(), "1/1");
    EXPECT_EQ(Rational::pow(Rational(), 3).toString(), "0/1");
    // Exact: 1 - p + p is 1 again, with no rounding anywhere.
    EXPECT_EQ((Rational(1) - p) + p, Rational(1));
    EXPECT_EQ(Rational::pow(Rational(2, 3), 200) * Rational::pow(Rational(3, 2), 200), Rational(1));
}

TEST(Rational, RefusesWhatLeavesItsDomain) {
    EXPECT_THROW(Rational(1, 0), std::domain_error);
    EXPECT_THROW(Rational(1) / Rational(), std::domain_error);
    EXPECT_THROW(Rational(1, 3) - Rational(1, 2), std::domain_error);
    EXPECT_NO_THROW(Rational(1, 2) - Rational(1, 2));
}

TEST(Rational, ConvertsToTheNearestDouble) {
    EXPECT_EQ(Rational(7, 10).toDouble(), 0.7);
    EXPECT_EQ(Rational(2, 3).toDouble(), 2.0 / 3.0);
    EXPECT_EQ(Rational(1, 3).toDouble(), 1.0 / 3.0);
    EXPECT_EQ(Rational().toDouble(), 0.0);
    EXPECT_EQ(Rational(3).toDouble(), 3.0);
    // Division of two doubles gives the nearest double of the quotient of doubles; these
    // need the quotient of the exact integers, whose doubles are rounded first.
    // 2^53 + 1 is not a double: the nearest of (2^53 + 1)/3 is 3002399751580331 (exact).
    EXPECT_EQ(Rational((std::uint64_t{1} << 53U) + 1U, 3).toDouble(), 3002399751580331.0);
    // Ties go to the even neighbour: 2^53 + 1 lies halfway between 2^53 and 2^53 + 2.
    EXPECT_EQ(Rational((std::uint64_t{1} << 53U) + 1U).toDouble(), 9007199254740992.0);
    EXPECT_EQ(Rational((std::uint64_t{1} << 53U) + 3U).toDouble(), 9007199254740996.0);
    // Rounds up where truncation would not: 1 - 2^-60 is nearest to 1.0.
    const Rational justBelowOne = Rational(1) - Rational::pow(Rational(1, 2), 60);
    EXPECT_EQ(justBelowOne.toDouble(), 1.0);
    // Just above a midpoint: (1 + 2^-53 + 2^-80) rounds up to 1 + 2^-52.
    const Rational aboveMid =
        Rational(1) + Rational::pow(Rational(1, 2), 53) + Rational::pow(Rational(1, 2), 80);
    EXPECT_EQ(aboveMid.toDouble(), 1.0 + std::ldexp(1.0, -52));
}

TEST(Rational, ConvertsHugeRatiosToDoublesWithoutOverflow) {
    const Rational big = Rational::pow(Rational(10), 400);
    EXPECT_NEAR(((big * Rational(3)) / (big * Rational(7))).toDouble(), 3.0 / 7.0, 1e-16);
    EXPECT_EQ((Rational(3) / (big * Rational(7))).toDouble(), 0.0);  // below the least double
    EXPECT_EQ((big / Rational::pow(Rational(10), 399)).toDouble(), 10.0);
}

TEST(Rational, RoundsAMultipleToTheNearestIntegerHalvesUp) {
    EXPECT_EQ(Rational(7, 10).roundedTimes(10000), 7000U);
    EXPECT_EQ(Rational(1, 8).roundedTimes(100), 13U);  // 12.5: a half goes up
    EXPECT_EQ(Rational(3, 8).roundedTimes(10), 4U);    // 3.75
    EXPECT_EQ(Rational(1, 3).roundedTimes(100), 33U);  // 33.33...
    EXPECT_EQ(Rational(2, 3).roundedTimes(100), 67U);  // 66.66...
    EXPECT_EQ(Rational(1, 4).roundedTimes(2), 1U);     // 0.5
    EXPECT_EQ(Rational(1, 5).roundedTimes(2), 0U);     // 0.4
    EXPECT_EQ(Rational().roundedTimes(10000), 0U);
    // The exact Happy Dés returns in hundredths of a percent, as the operator console shows
    // them: 69.9999997299... % is 7000, 18126010007/25894300000 also.
    EXPECT_EQ(Rational(181439993, 259200000).roundedTimes(10000), 7000U);
    EXPECT_EQ(Rational(18126010007, 25894300000).roundedTimes(10000), 7000U);
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    EXPECT_EQ(Rational(kMax).roundedTimes(1), kMax);
    EXPECT_THROW((void)Rational(kMax).roundedTimes(2), std::overflow_error);
}
