// The scratch games' plans against the regulations, typed again here from the texts
// (the DÉDÉ regulations: the ticket's article 2, the Internet text's article 3; Happy 2014,
// article 3; README, the regulations' titles and dates).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "instants/scratch/tables.h"

namespace instants::scratch {
namespace {

struct Row {
    Cents amount;
    std::uint64_t count;
};

TEST(ScratchTables, DedeBlockIsTheRegulationsTable) {
    // GIVEN the DÉDÉ table of article 2, typed from the regulation
    const std::vector<Row> regulation = {{1'000'000, 3}, {100'000, 30},  {8'000, 450},
                                         {4'000, 5'860}, {1'600, 4'650}, {800, 48'000},
                                         {400, 122'300}, {200, 261'000}};
    const GamePlan& p = plan(GameId::Dede);
    // THEN the plan has the same rows, block size, price and totals
    EXPECT_EQ(p.ticketsPerBlock, 1'500'000U);  // article 1
    EXPECT_EQ(p.price, 200);                   // article 1: 2 euros
    ASSERT_EQ(p.tiers.size(), regulation.size());
    for (std::size_t i = 0; i < regulation.size(); ++i) {
        EXPECT_EQ(p.tiers[i].amount, regulation[i].amount) << "tier " << i;
        EXPECT_EQ(p.tiers[i].count, regulation[i].count) << "tier " << i;
    }
    EXPECT_EQ(p.winners(), 442'293U);
    EXPECT_EQ(p.totalPrizes(), 180'000'000);  // 1 800 000 euros
    EXPECT_EQ(p.totalSales(), 300'000'000);
}

TEST(ScratchTables, Happy2014BlockIsTheRegulationsTable) {
    const std::vector<Row> regulation = {{3'000'000, 2},  {100'000, 8},    {10'000, 1'710},
                                         {4'000, 12'750}, {2'000, 27'350}, {900, 100'000},
                                         {600, 294'000}};
    const GamePlan& p = plan(GameId::Happy2014);
    EXPECT_EQ(p.ticketsPerBlock, 2'000'000U);  // article 2
    EXPECT_EQ(p.price, 300);                   // article 2: 3 €
    ASSERT_EQ(p.tiers.size(), regulation.size());
    for (std::size_t i = 0; i < regulation.size(); ++i) {
        EXPECT_EQ(p.tiers[i].amount, regulation[i].amount) << "tier " << i;
        EXPECT_EQ(p.tiers[i].count, regulation[i].count) << "tier " << i;
    }
    EXPECT_EQ(p.winners(), 435'820U);
    EXPECT_EQ(p.totalPrizes(), 396'000'000);  // 3 960 000 €
}

TEST(ScratchTables, CombinationsSplitEachTierExactly) {
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        ASSERT_FALSE(p.combinations.empty());
        EXPECT_EQ(p.combinations[0].prize, 0);
        EXPECT_EQ(p.combinations[0].partCount, 0);
        EXPECT_EQ(p.combinations[0].count, p.ticketsPerBlock - p.winners());
        std::uint64_t all = 0;
        for (std::size_t c = 0; c < p.combinations.size(); ++c) {
            const Combination& k = p.combinations[c];
            Cents sum = k.bonus;
            for (std::size_t i = 0; i < k.partCount; ++i) {
                sum += k.parts[i];
                EXPECT_TRUE(p.amountIndex(k.parts[i])) << gameId(g) << " combination " << c;
                EXPECT_GT(k.parts[i], 0);
                if (i > 0) {
                    EXPECT_GE(k.parts[i - 1], k.parts[i]) << "parts are largest first";
                }
            }
            EXPECT_EQ(sum, k.prize) << gameId(g) << " combination " << c;
            EXPECT_GT(k.count, 0U);
            all += k.count;
            if (c > 0) {
                EXPECT_TRUE(p.tierIndex(k.prize)) << "every combination pays a tier";
            }
        }
        EXPECT_EQ(all, p.ticketsPerBlock);
        for (const PrizeTier& t : p.tiers) {
            std::uint64_t n = 0;
            for (const Combination& k : p.combinations) {
                n += k.prize == t.amount ? k.count : 0;
            }
            EXPECT_EQ(n, t.count) << gameId(g) << " tier " << t.amount;
        }
    }
}

TEST(ScratchTables, DedeCombinationsAreExactlyThoseOfArticle2) {
    // Article 2: "80 ou (40 + 40)", "40 ou (16 + 16 + 8)", "16 ou (8 + 8) ou (8 + 4 + 4)",
    // "8 ou (4 + 4) ou (4 + 2 + 2)", "4 ou (2 + 2)", and 10 000, 1 000, 2 alone.
    const std::set<std::vector<Cents>> article2 = {
        {1'000'000},         {100'000},       {8'000},    {4'000, 4'000},  {4'000},
        {1'600, 1'600, 800}, {1'600},         {800, 800}, {800, 400, 400}, {800},
        {400, 400},          {400, 200, 200}, {400},      {200, 200},      {200}};
    std::set<std::vector<Cents>> plan2;
    for (const Combination& c : plan(GameId::Dede).combinations) {
        if (c.prize > 0) {
            EXPECT_EQ(c.bonus, 0) << "DÉDÉ has no Bonus box";
            plan2.insert(std::vector<Cents>(c.partList().begin(), c.partList().end()));
        }
    }
    EXPECT_EQ(plan2, article2);
}

TEST(ScratchTables, DedeGainAmountsAreTheTablesOnly) {
    // 3.3: "une somme correspondant à l'un des lots mentionnés dans le tableau de lots à
    // l'exclusion de toute autre somme"
    const GamePlan& p = plan(GameId::Dede);
    std::vector<Cents> tiers;
    for (const PrizeTier& t : p.tiers) {
        tiers.push_back(t.amount);
    }
    std::sort(tiers.begin(), tiers.end());
    EXPECT_EQ(std::vector<Cents>(p.amounts.begin(), p.amounts.end()), tiers);
}

TEST(ScratchTables, AmountsAreSortedAndHappyListStartsWithZeroForTheBonus) {
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        EXPECT_TRUE(std::is_sorted(p.amounts.begin(), p.amounts.end()));
        EXPECT_LE(p.amounts.size(), 16U) << "an amount code is 4 bits in a Happy 2014 record";
        for (std::size_t i = 0; i < p.amounts.size(); ++i) {
            EXPECT_EQ(p.amountIndex(p.amounts[i]), i);
        }
        EXPECT_FALSE(p.amountIndex(123));
    }
    EXPECT_EQ(plan(GameId::Happy2014).amounts[0], 0);  // 4.4.2: a losing Bonus box shows 0 €
}

TEST(ScratchTables, DecoyWeightsCountTheWinningZonesOfEachAmount) {
    // The decoy policy: a losing zone shows amount a with weight "winning zones of a block
    // showing a", which makes the amount under a zone independent of whether it wins.
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        ASSERT_EQ(p.decoyWeights.size(), p.amounts.size());
        std::vector<std::uint64_t> expected(p.amounts.size(), 0);
        for (const Combination& c : p.combinations) {
            for (Cents part : c.partList()) {
                expected[*p.amountIndex(part)] += c.count;
            }
        }
        EXPECT_EQ(std::vector<std::uint64_t>(p.decoyWeights.begin(), p.decoyWeights.end()),
                  expected);
    }
    // Worked numbers for DÉDÉ (docs/blocks.md): 2 € appears under 415 300 winning boxes.
    EXPECT_EQ(plan(GameId::Dede).decoyWeights[0], 415'300U);
    EXPECT_EQ(plan(GameId::Dede).decoyWeights[7], 3U);
    EXPECT_EQ(plan(GameId::Dede).decoyTotal(), 562'178U);
    EXPECT_EQ(plan(GameId::Happy2014).decoyWeights[0], 0U) << "no month shows 0 €";
}

TEST(ScratchTables, HappySymbolsAndMonths) {
    const auto symbols = happySymbols();
    EXPECT_GE(symbols.size(), 12U);
    std::set<std::string_view> ids;
    for (const Symbol& s : symbols) {
        EXPECT_TRUE(ids.insert(s.id).second) << "duplicate symbol id " << s.id;
        EXPECT_FALSE(s.label.empty());
        for (char c : s.id) {
            EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '-') << "id " << s.id << " is not ASCII";
        }
    }
    EXPECT_TRUE(ids.contains("trefle"));
    EXPECT_TRUE(ids.contains("fer-a-cheval"));  // the art's file names
    const auto months = happyMonths();
    ASSERT_EQ(months.size(), 12U);
    EXPECT_EQ(months[0].id, "janvier");
    EXPECT_EQ(months[1].id, "fevrier");
    EXPECT_EQ(months[1].label, "Février");
    EXPECT_EQ(months[7].id, "aout");
    EXPECT_EQ(months[11].id, "decembre");
}

TEST(ScratchTables, GameIds) {
    EXPECT_EQ(gameId(GameId::Dede), "dede");
    EXPECT_EQ(gameId(GameId::Happy2014), "happy-2014");
    EXPECT_EQ(gameFromId("dede"), GameId::Dede);
    EXPECT_EQ(gameFromId("happy-2014"), GameId::Happy2014);
    EXPECT_FALSE(gameFromId("happy-des"));
    EXPECT_FALSE(gameFromId(""));
}

}  // namespace
}  // namespace instants::scratch
