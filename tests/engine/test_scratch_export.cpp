// Tickets as JSON (the export format and the journal's record of a dealt ticket), and the
// golden files of tests/data/scratch/: known answers that must not change across builds and
// platforms (block digests and the first tickets of seed 1).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "instants/scratch/block.h"
#include "instants/scratch/export.h"

#ifndef INSTANTS_TEST_DATA_DIR
#error "INSTANTS_TEST_DATA_DIR must name tests/data"
#endif

namespace instants::scratch {
namespace {

std::string golden(const std::string& name) {
    std::ifstream in(std::string(INSTANTS_TEST_DATA_DIR) + "/scratch/" + name, std::ios::binary);
    EXPECT_TRUE(in) << "missing golden file " << name;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(ScratchJson, DedeTicketHasTheIssuesFormat) {
    Ticket t;
    t.game = GameId::Dede;
    t.prize = 800;
    DedeLayout d;
    d.throws[0] = {{3, 4}, 400};
    d.throws[1] = {{1, 1}, 1'000'000};
    d.throws[2] = {{6, 1}, 400};
    t.layout = d;
    const std::string expected =
        R"({"ticket": 0, "prize_cents": 800, "throws": [{"dice": [3, 4], "gain_cents": 400}, )"
        R"({"dice": [1, 1], "gain_cents": 1000000}, {"dice": [6, 1], "gain_cents": 400}]})";
    EXPECT_EQ(ticketJson(t).dump(), expected);
    std::string fast;
    appendTicketJson(fast, t);
    EXPECT_EQ(fast, expected);
}

TEST(ScratchJson, HappyTicketHasTheIssuesFormat) {
    SeededSource rng(1);
    const std::vector<Cents> months = {600};
    Ticket t = layoutFor(GameId::Happy2014, 900, rng, months, 300);
    t.index = 41;
    const std::string text = ticketJson(t).dump();
    EXPECT_EQ(text.rfind(R"({"ticket": 41, "prize_cents": 900, "months": [{"month": "janvier", )"
                         R"("symbols": [")",
                         0),
              0U)
        << text;
    EXPECT_NE(text.find(R"(], "bonus_cents": 300})"), std::string::npos);
    EXPECT_NE(text.find(R"({"month": "decembre", "symbols": [")"), std::string::npos);
    const Json j = Json::parse(text);
    ASSERT_EQ(j.find("months")->asArray().size(), 12U);
    EXPECT_EQ(j.find("months")->asArray()[3].find("month")->asString(), "avril");
    std::string fast;
    appendTicketJson(fast, t);
    EXPECT_EQ(fast, text);
}

TEST(ScratchJson, FastWriterEqualsJsonDumpAndReadsBack) {
    SeededSource rng(2);
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        for (std::size_t c = 0; c < p.combinations.size(); ++c) {
            for (int k = 0; k < 40; ++k) {
                Ticket t;
                t.game = g;
                t.index = rng.uniform(p.ticketsPerBlock);
                t.combination = static_cast<std::uint8_t>(c);
                t.prize = p.combinations[c].prize;
                t.layout = makeLayout(g, c, rng);
                std::string fast;
                appendTicketJson(fast, t);
                ASSERT_EQ(fast, ticketJson(t).dump());
                ASSERT_EQ(ticketFromJson(g, Json::parse(fast)), t);
            }
        }
    }
}

TEST(ScratchJson, MalformedOrRuleBreakingTicketsAreRefused) {
    const auto refused = [](GameId g, const std::string& text, const std::string& why) {
        try {
            ticketFromJson(g, Json::parse(text));
            ADD_FAILURE() << "accepted: " << text;
        } catch (const TicketJsonError& e) {
            EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
        }
    };
    const std::string ok =
        R"({"ticket": 0, "prize_cents": 800, "throws": [{"dice": [3, 4], "gain_cents": 400}, )"
        R"({"dice": [1, 1], "gain_cents": 200}, {"dice": [6, 1], "gain_cents": 400}]})";
    EXPECT_EQ(ticketFromJson(GameId::Dede, Json::parse(ok)).prize, 800);
    refused(GameId::Dede, "[]", "must be an object");
    refused(GameId::Dede, R"({"prize_cents": 0})", "\"ticket\" is missing");
    refused(GameId::Dede, R"({"ticket": -1, "prize_cents": 0})", "\"ticket\" must be");
    refused(GameId::Dede, R"({"ticket": 0, "prize_cents": 0, "throws": []})", "array of 3");
    refused(GameId::Dede,
            R"({"ticket": 0, "prize_cents": 0, "throws": [{"dice": [3, 9], "gain_cents": 400},)"
            R"( {"dice": [1, 1], "gain_cents": 200}, {"dice": [6, 2], "gain_cents": 400}]})",
            "throw 1: a die face");
    // the throws pay 8 € but the ticket says 4 €
    std::string wrong = ok;
    wrong.replace(wrong.find("800"), 3, "400");
    refused(GameId::Dede, wrong, "the throws adding to 7 pay");
    refused(GameId::Happy2014, ok, "\"months\" is missing");
}

// --- golden files -----------------------------------------------------------------------------

struct Head {
    std::string lines;
    std::string digest;
};

Head head(GameId g, std::uint64_t seed, std::uint64_t n) {
    const std::vector<std::uint8_t> bytes = generateBlock({g, seed, 0});
    BlockReader reader(std::make_unique<MemorySource>(bytes));
    Head h;
    reader.forEach(0, n, [&h](const Ticket& t) {
        appendTicketJson(h.lines, t);
        h.lines += '\n';
    });
    h.digest = toHex(reader.storedDigest()) + "\n";
    return h;
}

TEST(ScratchGolden, DedeSeed1FirstTicketsAndDigest) {
    // Regenerate with: instants-cli emit --game dede --seed 1 --out d.blk &&
    //   instants-cli export d.blk --format jsonl | head -n 50
    const Head h = head(GameId::Dede, 1, 50);
    EXPECT_EQ(h.lines, golden("dede-seed1-head50.jsonl"));
    EXPECT_EQ(h.digest, golden("dede-seed1.digest"));
}

TEST(ScratchGolden, Happy2014Seed1FirstUnitsAndDigest) {
    const Head h = head(GameId::Happy2014, 1, 20);
    EXPECT_EQ(h.lines, golden("happy-2014-seed1-head20.jsonl"));
    EXPECT_EQ(h.digest, golden("happy-2014-seed1.digest"));
}

}  // namespace
}  // namespace instants::scratch
