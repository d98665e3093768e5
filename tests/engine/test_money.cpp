#include <gtest/gtest.h>

#include "instants/money.h"

using instants::formatDecimal;
using instants::formatEuros;

TEST(Money, FormatsEurosTheFrenchWay) {
    EXPECT_EQ(formatEuros(400), "4,00\u00A0€");
    EXPECT_EQ(formatEuros(50), "0,50\u00A0€");
    EXPECT_EQ(formatEuros(1000000), "10\u00A0000,00\u00A0€");
    EXPECT_EQ(formatEuros(123456789), "1\u00A0234\u00A0567,89\u00A0€");
    EXPECT_EQ(formatEuros(-250), "-2,50\u00A0€");
    EXPECT_EQ(formatEuros(0), "0,00\u00A0€");
}

TEST(Money, CompactWholeEurosDropTheDecimals) {
    EXPECT_EQ(formatEuros(400, true), "4\u00A0€");
    EXPECT_EQ(formatEuros(450, true), "4,50\u00A0€");
    EXPECT_EQ(formatEuros(3000000, true), "30\u00A0000\u00A0€");
}

TEST(Money, FormatsPlainDecimals) {
    EXPECT_EQ(formatDecimal(400), "4.00");
    EXPECT_EQ(formatDecimal(5), "0.05");
    EXPECT_EQ(formatDecimal(-123456), "-1234.56");
    EXPECT_EQ(formatDecimal(INT64_MIN), "-92233720368547758.08");
}
