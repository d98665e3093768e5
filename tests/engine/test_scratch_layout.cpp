// Layouts of the scratch games: the rules that read a prize, generation for every
// combination, scripted tickets, and the validator's refusals.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "instants/scratch/layout.h"

namespace instants::scratch {
namespace {

DedeLayout dede(std::array<std::array<std::uint8_t, 2>, 3> dice, std::array<Cents, 3> gains) {
    DedeLayout d;
    for (std::size_t i = 0; i < 3; ++i) {
        d.throws[i] = {dice[i], gains[i]};
    }
    return d;
}

/// A Happy 2014 layout whose months all lose (symbols m, m+1) and show 3 €.
HappyLayout losingHappy() {
    HappyLayout h;
    for (std::size_t m = 0; m < kHappyMonths; ++m) {
        h.months[m].symbols = {static_cast<std::uint8_t>(m),
                               static_cast<std::uint8_t>((m + 1) % 12)};
        h.months[m].amount = 300;
    }
    return h;
}

TEST(ScratchRules, DedeThrowWinsIffFacesAddToSeven) {
    // 3.4: "Si l'addition des 2 faces de dés découvertes sous le lancer 1 correspond à 7"
    for (std::uint8_t a = 1; a <= 6; ++a) {
        for (std::uint8_t b = 1; b <= 6; ++b) {
            EXPECT_EQ(wins(DedeThrow{{a, b}, 200}), a + b == 7) << int{a} << "+" << int{b};
        }
    }
}

TEST(ScratchRules, DedePrizeIsTheSumOfTheWinningThrowsGains) {
    // 3.5: the winning throws' gains add up into one prize
    EXPECT_EQ(prizeOf(dede({{{3, 4}, {6, 1}, {1, 6}}}, {400, 400, 800})), 1600);
    EXPECT_EQ(prizeOf(dede({{{3, 4}, {6, 2}, {1, 1}}}, {400, 1'000'000, 800})), 400);
    // 3.6: losing otherwise, whatever the Gain boxes show
    EXPECT_EQ(prizeOf(dede({{{3, 3}, {6, 2}, {1, 1}}}, {1'000'000, 1'000'000, 800})), 0);
}

TEST(ScratchRules, HappyMonthWinsIffItsSymbolsAreIdentical) {
    HappyLayout h = losingHappy();
    EXPECT_EQ(prizeOf(h), 0);
    h.months[4].symbols = {7, 7};  // 4.3.2
    h.months[4].amount = 600;
    h.months[9].symbols = {0, 0};
    h.bonus = 300;  // 4.4.2, 4.6: the Bonus adds to the months
    EXPECT_TRUE(wins(h.months[4]));
    EXPECT_FALSE(wins(h.months[5]));
    EXPECT_EQ(prizeOf(h), 600 + 300 + 300);
}

TEST(ScratchLayout, EveryCombinationGeneratesSoundLayouts) {
    // GIVEN every combination of both plans and a seeded source
    SeededSource rng(20140101);
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        for (std::size_t c = 0; c < p.combinations.size(); ++c) {
            for (int k = 0; k < 300; ++k) {
                // WHEN a layout is generated for it
                const Layout layout = makeLayout(g, c, rng);
                // THEN the rules read the combination's prize from it, the validator accepts
                // it, and it is that combination
                ASSERT_EQ(prizeOf(layout), p.combinations[c].prize) << gameId(g) << " #" << c;
                ASSERT_EQ(layoutProblem(layout, p.combinations[c].prize, c), "");
                ASSERT_EQ(combinationOf(layout), c);
                if (g == GameId::Dede) {
                    int winning = 0;
                    for (const DedeThrow& t : std::get<DedeLayout>(layout).throws) {
                        winning += wins(t) ? 1 : 0;
                        ASSERT_TRUE(p.amountIndex(t.gain));
                    }
                    ASSERT_EQ(winning, p.combinations[c].partCount);
                } else {
                    const auto& h = std::get<HappyLayout>(layout);
                    int winning = 0;
                    for (const HappyMonth& m : h.months) {
                        winning += wins(m) ? 1 : 0;
                        ASSERT_GT(m.amount, 0);
                    }
                    ASSERT_EQ(winning, p.combinations[c].partCount);
                    ASSERT_EQ(h.bonus, p.combinations[c].bonus);
                }
            }
        }
    }
}

TEST(ScratchLayout, ScriptedDedeTicketWinning16As8Plus4Plus4) {
    // GIVEN the draws of the documented order: zones uniform(3) = 2, uniform(2) = 0 (the
    // last part's zone is certain and draws nothing), then one die per winning throw
    ScriptedSource script({2, 0, /*Lancer 1*/ 2, /*Lancer 2*/ 5, /*Lancer 3*/ 0});
    // WHEN a facilitator asks for "a DÉDÉ ticket winning 16 € as 8+4+4"
    const std::vector<Cents> parts = {800, 400, 400};
    const Ticket t = layoutFor(GameId::Dede, 1600, script, parts);
    // THEN the ticket is exactly the scripted one, and sound
    EXPECT_EQ(script.remaining(), 0U);
    EXPECT_EQ(t.prize, 1600);
    EXPECT_EQ(std::get<DedeLayout>(t.layout), dede({{{3, 4}, {6, 1}, {1, 6}}}, {400, 400, 800}));
    EXPECT_EQ(describeCombination(plan(GameId::Dede).combinations[t.combination]),
              formatEuros(1600, true) + " = " + formatEuros(800, true) + " + " +
                  formatEuros(400, true) + " + " + formatEuros(400, true));
    EXPECT_EQ(ticketProblem(t), "");
}

TEST(ScratchLayout, ScriptedLosingDedeTicketShowsScriptedDecoys) {
    // Losing throws: uniform(30) picks the faces among the non-7 pairs, then weighted() the
    // Gain amount (a scripted weighted draw names the row).
    ScriptedSource script({0, 7, 29, 0, 14, 3});
    const Ticket t = layoutFor(GameId::Dede, 0, script);
    EXPECT_EQ(std::get<DedeLayout>(t.layout),
              dede({{{1, 1}, {6, 6}, {3, 6}}}, {1'000'000, 200, 1600}));
    EXPECT_EQ(t.prize, 0);
    EXPECT_EQ(t.combination, 0);
}

TEST(ScratchLayout, LosingPairsNeverAddToSeven) {
    EXPECT_EQ(kDedeLosingPairs.size(), 30U);
    for (const auto& pair : kDedeLosingPairs) {
        EXPECT_NE(pair[0] + pair[1], 7);
    }
}

TEST(ScratchLayout, PrizeOnlyDrawsTheCombinationAsABlockWould) {
    // 16 € has three combinations: a scripted weighted draw of row 1 is "8 + 8"
    ScriptedSource script({1, 0, 0, 0, 0, 0, 0});
    const Ticket t = layoutFor(GameId::Dede, 1600, script);
    EXPECT_EQ(plan(GameId::Dede).combinations[t.combination].partCount, 2);
    EXPECT_EQ(plan(GameId::Dede).combinations[t.combination].parts[0], 800);
    EXPECT_EQ(ticketProblem(t), "");
}

TEST(ScratchLayout, HappyTicketWithBonus) {
    SeededSource rng(9);
    const std::vector<Cents> months = {600};
    const Ticket t = layoutFor(GameId::Happy2014, 900, rng, months, 300);
    const auto& h = std::get<HappyLayout>(t.layout);
    EXPECT_EQ(h.bonus, 300);
    int winning = 0;
    for (const HappyMonth& m : h.months) {
        if (wins(m)) {
            ++winning;
            EXPECT_EQ(m.amount, 600);
        } else {
            EXPECT_NE(m.symbols[0], m.symbols[1]);  // 4.3.4
        }
    }
    EXPECT_EQ(winning, 1);
    EXPECT_EQ(prizeOf(t.layout), 900);
    EXPECT_EQ(ticketProblem(t), "");
    // A prize by the Bonus box alone
    const Ticket b = layoutFor(GameId::Happy2014, 3'000'000, rng, {}, 3'000'000);
    EXPECT_EQ(std::get<HappyLayout>(b.layout).bonus, 3'000'000);
    EXPECT_EQ(ticketProblem(b), "");
}

TEST(ScratchLayout, ImpossibleScriptsAreRefused) {
    SeededSource rng(1);
    const std::vector<Cents> threeTwos = {200, 200, 200};
    const std::vector<Cents> tenAndSix = {1000, 600};
    const std::vector<Cents> eightAndEight = {800, 800};
    EXPECT_THROW(layoutFor(GameId::Dede, 1000, rng), InvalidCombination);  // no 10 € tier
    EXPECT_THROW(layoutFor(GameId::Dede, 600, rng, threeTwos), InvalidCombination);
    EXPECT_THROW(layoutFor(GameId::Dede, 1600, rng, tenAndSix), InvalidCombination);
    EXPECT_THROW(layoutFor(GameId::Dede, 800, rng, {}, 800), InvalidCombination);  // no Bonus
    EXPECT_THROW(layoutFor(GameId::Dede, 800, rng, eightAndEight), InvalidCombination);
    EXPECT_THROW(layoutFor(GameId::Happy2014, 700, rng), InvalidCombination);
    EXPECT_THROW(layoutFor(GameId::Happy2014, 900, rng, {}, 600), InvalidCombination);
    EXPECT_THROW(makeLayout(GameId::Dede, 99, rng), InvalidCombination);
    try {
        layoutFor(GameId::Dede, 1600, rng, tenAndSix);
        FAIL();
    } catch (const InvalidCombination& e) {
        EXPECT_NE(std::string(e.what()).find("not a combination of DÉDÉ"), std::string::npos)
            << e.what();
    }
}

TEST(ScratchValidator, DedeRefusals) {
    const DedeLayout sound = dede({{{3, 4}, {6, 2}, {1, 1}}}, {400, 200, 800});
    EXPECT_EQ(layoutProblem(sound, 400), "");

    DedeLayout badFace = sound;
    badFace.throws[1].dice = {0, 2};
    EXPECT_NE(layoutProblem(badFace, 400).find("Lancer 2: die face 0 is not 1 to 6 (3.2)"),
              std::string::npos);
    badFace.throws[1].dice = {7, 2};
    EXPECT_NE(layoutProblem(badFace, 400).find("die face 7"), std::string::npos);

    DedeLayout badGain = sound;
    badGain.throws[2].gain = 300;  // 3.3: amounts of the table only
    EXPECT_NE(layoutProblem(badGain, 400).find("Lancer 3: Gain"), std::string::npos);

    // A throw adding to 7 on a ticket claimed as losing (a losing throw must never add to 7)
    EXPECT_NE(layoutProblem(sound, 0).find("the throws adding to 7 pay"), std::string::npos);
    // A ticket claiming more than its throws pay
    EXPECT_NE(layoutProblem(sound, 800).find("but the ticket's prize is"), std::string::npos);

    // Three winning 2 € throws: 6 € is not a combination of article 2
    const DedeLayout sixEuros = dede({{{1, 6}, {2, 5}, {3, 4}}}, {200, 200, 200});
    EXPECT_NE(layoutProblem(sixEuros, 600).find("is not a combination of article 2"),
              std::string::npos);
    // 8 € alone claimed as "4 + 4"
    const DedeLayout eight = dede({{{1, 6}, {2, 2}, {3, 3}}}, {800, 400, 400});
    const auto fourFour = findCombination(GameId::Dede, 800, std::vector<Cents>{400, 400});
    ASSERT_TRUE(fourFour);
    EXPECT_NE(layoutProblem(eight, 800, *fourFour).find("but the ticket claims"),
              std::string::npos);
    EXPECT_EQ(layoutProblem(eight, 800, *combinationOf(eight)), "");
}

TEST(ScratchValidator, HappyRefusals) {
    HappyLayout h = losingHappy();
    EXPECT_EQ(layoutProblem(h, 0), "");

    HappyLayout badSymbol = h;
    const auto past = static_cast<std::uint8_t>(happySymbols().size());
    badSymbol.months[2].symbols = {past, 3};
    EXPECT_NE(layoutProblem(badSymbol, 0).find("mars: symbol #" + std::to_string(past)),
              std::string::npos);

    HappyLayout zeroMonth = h;
    zeroMonth.months[0].amount = 0;  // 0 € is only for the Bonus box
    EXPECT_NE(layoutProblem(zeroMonth, 0).find("janvier: amount"), std::string::npos);

    HappyLayout oddAmount = h;
    oddAmount.months[11].amount = 500;
    EXPECT_NE(layoutProblem(oddAmount, 0).find("decembre: amount"), std::string::npos);

    HappyLayout oddBonus = h;
    oddBonus.bonus = 500;
    EXPECT_NE(layoutProblem(oddBonus, 500).find("Bonus:"), std::string::npos);

    // A losing unit must never show two identical symbols under a month
    HappyLayout pair = h;
    pair.months[6].symbols = {4, 4};
    EXPECT_NE(layoutProblem(pair, 0).find("the winning months and the Bonus pay"),
              std::string::npos);

    // Four winning 3 € months: 12 € is not a prize, and no combination has four months
    HappyLayout four = h;
    for (std::size_t m = 0; m < 4; ++m) {
        four.months[m].symbols = {1, 1};
    }
    EXPECT_NE(layoutProblem(four, 1200).find("not a combination of the plan"), std::string::npos);
    EXPECT_FALSE(combinationOf(four));
}

TEST(ScratchValidator, TicketOfTheWrongGameIsRefused) {
    Ticket t;
    t.game = GameId::Happy2014;
    t.layout = DedeLayout{};
    EXPECT_NE(ticketProblem(t), "");
}

}  // namespace
}  // namespace instants::scratch
