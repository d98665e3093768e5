// The Happy Dés odds tables against the regulation (annexe 6): every published figure is
// reproduced by the stored weights, every table sums to its denominator, and the tables hold
// exactly the regulation's amounts.
#include <gtest/gtest.h>

#include <charconv>
#include <string>
#include <vector>

#include "instants/happydes/analysis.h"
#include "instants/happydes/tables.h"

using namespace instants;
using namespace instants::happydes;

namespace {

/// "66.67" -> 6667 (hundredths).
std::uint64_t hundredths(std::string_view odds) {
    const auto dot = odds.find('.');
    EXPECT_NE(dot, std::string_view::npos) << odds;
    EXPECT_EQ(odds.size() - dot - 1, 2U) << odds;
    std::uint64_t whole = 0;
    std::uint64_t frac = 0;
    std::from_chars(odds.data(), odds.data() + dot, whole);
    std::from_chars(odds.data() + dot + 1, odds.data() + odds.size(), frac);
    return whole * 100 + frac;
}

/// 1/p = D/w rounded half-up to the hundredth, in exact integer arithmetic:
/// floor(100 D / w + 1/2) = floor((200 D + w) / (2 w)).
std::uint64_t publishedFigure(std::uint64_t denominator, std::uint64_t weight) {
    return (200 * denominator + weight) / (2 * weight);
}

void expectReproduces(const PrizeTable& t, const std::string& where) {
    std::uint64_t sum = 0;
    for (const Row& r : t.rows()) {
        ASSERT_GT(r.weight, 0U) << where;
        EXPECT_EQ(publishedFigure(t.denominator(), r.weight), hundredths(r.odds))
            << where << ": amount " << r.amount << ", weight " << r.weight << "/" << t.denominator()
            << " does not round to " << r.odds;
        sum += r.weight;
    }
    EXPECT_EQ(sum, t.denominator()) << where << ": weights do not sum to the denominator";
}

struct Published {
    Cents amount;
    const char* odds;
};

void expectRows(const PrizeTable& t, const std::vector<Published>& expected,
                const std::string& where) {
    ASSERT_EQ(t.size(), expected.size()) << where;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(t.row(i).amount, expected[i].amount) << where << " row " << i;
        EXPECT_EQ(t.row(i).odds, expected[i].odds) << where << " row " << i;
    }
}

}  // namespace

TEST(HappyDesTables, EveryPublishedOddsFigureIsReproducedByTheStoredWeights) {
    expectReproduces(stage1Table(), "stage 1");
    for (const CumulRange& r : cumulRanges()) {
        expectReproduces(r.table, "cumul " + std::to_string(r.minScore));
    }
    for (const FigureTable& f : figureTables()) {
        expectReproduces(f.table, std::string(figureName(f.figure)));
    }
    int k = 1;
    for (const PrizeTable& t : identiquesTables()) {
        expectReproduces(t, "identiques throw " + std::to_string(k++));
    }
}

TEST(HappyDesTables, TheRoundingCheckRejectsAWeightOneUnitOutside) {
    // Stage 1, 4 EUR: 15/1000 gives 66.666.. -> 66.67; 16/1000 gives 62.50.
    EXPECT_EQ(publishedFigure(1000, 15), 6667U);
    EXPECT_NE(publishedFigure(1000, 16), 6667U);
    // Half-up: 1/0.8 = 1.25 exactly stays 1.25; 2/3 -> 1.50 (1.4999.. would be 1.50 too).
    EXPECT_EQ(publishedFigure(1000000, 800000), 125U);
    EXPECT_EQ(publishedFigure(200, 1), 20000U);
}

TEST(HappyDesTables, Stage1HoldsTheRegulationsAmounts_2_3_1) {
    expectRows(stage1Table(), {{400, "66.67"}, {200, "6.67"}, {100, "1.83"}, {50, "3.45"}},
               "stage 1");
}

TEST(HappyDesTables, CumulHoldsTheRegulationsRangesAndAmounts_2_4_1_1) {
    const auto ranges = cumulRanges();
    ASSERT_EQ(ranges.size(), 11U);
    const std::vector<std::pair<int, int>> bounds = {{42, 42}, {40, 41}, {38, 39}, {36, 37},
                                                     {34, 35}, {30, 33}, {20, 22}, {16, 19},
                                                     {13, 15}, {11, 12}, {7, 10}};
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        EXPECT_EQ(ranges[i].minScore, bounds[i].first);
        EXPECT_EQ(ranges[i].maxScore, bounds[i].second);
    }
    expectRows(ranges[0].table, {{1000000, "6.67"}, {800000, "5.56"}, {500000, "1.49"}}, "42");
    expectRows(ranges[1].table, {{50000, "2.69"}, {20000, "1.59"}}, "40-41");
    expectRows(ranges[2].table, {{10000, "5.00"}, {5000, "1.25"}}, "38-39");
    expectRows(ranges[3].table, {{1000, "1.00"}}, "36-37");
    expectRows(ranges[4].table, {{500, "1.00"}}, "34-35");
    expectRows(ranges[5].table, {{100, "1.00"}}, "30-33");
    expectRows(ranges[6].table, {{100, "1.00"}}, "20-22");
    expectRows(ranges[7].table, {{200, "1.00"}}, "16-19");
    expectRows(ranges[8].table, {{500, "1.00"}}, "13-15");
    expectRows(ranges[9].table, {{1000, "1.00"}}, "11-12");
    expectRows(ranges[10].table, {{2000, "1.22"}, {5000, "5.63"}}, "7-10");
    // Scores 23-29 (27 aside) and none other lose.
    for (int s = 7; s <= 42; ++s) {
        const bool losing = (s >= 23 && s <= 29);
        EXPECT_EQ(cumulRangeOf(s) < 0, losing) << "score " << s;
    }
}

TEST(HappyDesTables, FiguresHoldTheRegulationsAmounts_2_4_2_1) {
    const auto f = figureTables();
    ASSERT_EQ(f.size(), 4U);
    EXPECT_EQ(f[0].figure, Figure::FiveOfAKind);
    expectRows(f[0].table,
               {{500000, "200.00"}, {100000, "25.00"}, {50000, "14.29"}, {10000, "1.13"}}, "five");
    EXPECT_EQ(f[1].figure, Figure::FourOfAKind);
    expectRows(f[1].table, {{5000, "16.67"}, {2000, "5.00"}, {1000, "1.35"}}, "four");
    EXPECT_EQ(f[2].figure, Figure::Straight);
    expectRows(f[2].table, {{5000, "28.57"}, {2000, "5.41"}, {1000, "6.67"}, {500, "1.59"}},
               "straight");
    EXPECT_EQ(f[3].figure, Figure::ThreeOfAKind);
    expectRows(f[3].table, {{400, "100.00"}, {300, "50.00"}, {200, "3.29"}, {100, "1.50"}},
               "three");
}

TEST(HappyDesTables, IdentiquesHoldTheRegulationsAmounts_2_4_3_3) {
    const std::vector<std::vector<Published>> expected = {
        {{1000000, "33333.33"},
         {100000, "10000.00"},
         {5000, "57.97"},
         {2500, "66.67"},
         {1000, "3.45"},
         {800, "2.80"},
         {500, "3.13"}},
        {{10000, "1000.00"}, {1000, "12.50"}, {500, "4.65"}, {300, "1.42"}},
        {{5000, "2000.00"}, {1000, "105.26"}, {500, "1.96"}, {200, "2.08"}},
        {{15000, "2000.00"}, {1500, "10.39"}, {600, "2.54"}, {300, "1.96"}},
        {{10000, "200.00"}, {1000, "2.57"}, {200, "1.65"}},
        {{5000, "100.00"}, {500, "5.26"}, {200, "1.25"}},
        {{300, "3.33"}, {100, "1.43"}},
        {{500, "10.00"}, {100, "1.11"}},
        {{150, "5.00"}, {100, "1.25"}},
        {{100, "1.00"}},
        {{1000, "33.33"}, {100, "1.03"}},
        {{2500, "1000.00"}, {100, "1.00"}},
        {{50, "1.00"}},
        {{5000, "500.00"}, {50, "1.00"}},
        {{50, "1.00"}},
    };
    const auto tables = identiquesTables();
    ASSERT_EQ(tables.size(), expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
        expectRows(tables[k], expected[k], "throw " + std::to_string(k + 1));
    }
}

TEST(HappyDesTables, EveryStage2PrizeTimesEveryMultiplierIsAWholeNumberOfCents) {
    std::vector<Cents> multipliers;
    for (const Row& r : stage1Table().rows()) {
        multipliers.push_back(r.amount);      // 1 EUR stake
        multipliers.push_back(2 * r.amount);  // 2 EUR stake
    }
    auto check = [&](const PrizeTable& t) {
        for (const Row& r : t.rows()) {
            for (Cents m : multipliers) {
                EXPECT_EQ(r.amount * m % 100, 0) << r.amount << " x " << m;
            }
        }
    };
    for (const CumulRange& r : cumulRanges()) {
        check(r.table);
    }
    for (const FigureTable& f : figureTables()) {
        check(f.table);
    }
    for (const PrizeTable& t : identiquesTables()) {
        check(t);
    }
}

TEST(HappyDesTables, FiguresAreClassifiedAsTheRegulationReads) {
    // Exhaustive over 6^5: 6 five of a kind, 150 four of a kind, 240 straights, and 1 500
    // three of a kind, of which 300 are full houses (2.4.2.3: one figure, the highest).
    std::array<int, 5> counts{};
    int fullHouses = 0;
    std::array<std::uint8_t, 5> d{};
    for (int i = 0; i < 7776; ++i) {
        int v = i;
        std::array<int, 7> n{};
        for (auto& f : d) {
            f = static_cast<std::uint8_t>(v % 6 + 1);
            v /= 6;
            ++n[f];
        }
        const Figure fig = classifyFigure(d);
        ++counts[static_cast<std::size_t>(fig)];
        bool three = false;
        bool two = false;
        for (int c : n) {
            three = three || c == 3;
            two = two || c == 2;
        }
        if (three && two) {
            ++fullHouses;
            EXPECT_EQ(fig, Figure::ThreeOfAKind);
        }
    }
    EXPECT_EQ(counts[static_cast<std::size_t>(Figure::FiveOfAKind)], 6);
    EXPECT_EQ(counts[static_cast<std::size_t>(Figure::FourOfAKind)], 150);
    EXPECT_EQ(counts[static_cast<std::size_t>(Figure::Straight)], 240);
    EXPECT_EQ(counts[static_cast<std::size_t>(Figure::ThreeOfAKind)], 1500);
    EXPECT_EQ(fullHouses, 300);
    const std::array<std::uint8_t, 5> straight = {3, 5, 2, 4, 6};
    const std::array<std::uint8_t, 5> notStraight = {1, 3, 4, 5, 6};
    EXPECT_EQ(classifyFigure(straight), Figure::Straight);
    EXPECT_EQ(classifyFigure(notStraight), Figure::None);
}

TEST(HappyDesTables, TheFullHouseReadingIsTheOneThatMakesTheExpectedValuesAgree) {
    // With full houses counted as three of a kind, Figures is worth its multiplier (EV 1);
    // without, it would be worth about 0.947, far from the other universes.
    const double ev = universeExpectedValue(Universe::Figures).toDouble();
    EXPECT_NEAR(ev, 1.0, 1e-6);
    double withoutFullHouse = 0.0;
    const double threeEv = [] {
        double e = 0;
        const PrizeTable& t = figureTable(Figure::ThreeOfAKind);
        for (const Row& r : t.rows()) {
            e += static_cast<double>(r.amount) / 100.0 * static_cast<double>(r.weight) /
                 static_cast<double>(t.denominator());
        }
        return e;
    }();
    withoutFullHouse = ev - 300.0 / 7776.0 * threeEv;
    EXPECT_LT(withoutFullHouse, 0.95);
}
