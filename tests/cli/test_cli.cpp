// instants-cli commands, run in-process through the same run() the executable calls.
#include <gtest/gtest.h>

#include <sstream>

#include "commands.h"
#include "instants/happydes/analysis.h"
#include "instants/json.h"

using namespace instants;

namespace {

struct Result {
    int code;
    std::string out;
    std::string err;
};

Result runCli(const std::vector<std::string>& words, const std::string& input = "") {
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    instants::cli::Streams io{in, out, err, false};
    const int code = instants::cli::run(words, io);
    return {code, out.str(), err.str()};
}

}  // namespace

TEST(Cli, UsageErrorsPrintOneLineAndTheUsageAndExitWithTwo) {
    for (const auto& words : std::vector<std::vector<std::string>>{
             {},
             {"frobnicate"},
             {"tables", "--bogus"},
             {"simulate", "--game", "happy-des", "--strategy", "stop", "--games", "12x", "--seed", "1"},
             {"simulate", "--game", "happy-des", "--strategy", "greedy", "--games", "10", "--seed", "1"},
             {"simulate", "--game", "poker", "--strategy", "stop", "--games", "10", "--seed", "1"},
             {"simulate", "--game", "happy-des", "--strategy", "stop", "--games", "10"},
             {"rng", "--seed", "-1", "--bytes", "10"},
             {"rng", "--seed"},
             {"play", "happy-des", "--stake", "150"},
             {"play"},
         }) {
        const Result r = runCli(words);
        EXPECT_EQ(r.code, 2) << (words.empty() ? "(nothing)" : words[0]);
        EXPECT_NE(r.err.find("usage: instants-cli"), std::string::npos);
        EXPECT_TRUE(r.out.empty());
        const std::string first = r.err.substr(0, r.err.find('\n'));
        EXPECT_NE(first.find("instants-cli"), std::string::npos) << first;
    }
    const Result bad = runCli({"simulate", "--game", "happy-des", "--strategy", "stop", "--games",
                            "12x", "--seed", "1"});
    EXPECT_NE(bad.err.find("--games: '12x' is not a whole number"), std::string::npos) << bad.err;
}

TEST(Cli, TablesJsonHasEveryTableInTheDocumentedShape) {
    const Result r = runCli({"tables", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json j = Json::parse(r.out);
    const Json* hd = j.find("happy_des");
    ASSERT_NE(hd, nullptr);
    ASSERT_EQ(hd->find("stage1")->asArray().size(), 4U);
    const Json& first = hd->find("stage1")->asArray()[0];
    EXPECT_EQ(first.find("amount_cents")->asInt(), 400);
    EXPECT_EQ(first.find("odds")->asString(), "66.67");
    EXPECT_EQ(first.find("weight")->asInt(), 15);
    EXPECT_EQ(first.find("denominator")->asInt(), 1000);
    ASSERT_EQ(hd->find("cumul")->asArray().size(), 11U);
    EXPECT_EQ(hd->find("cumul")->asArray()[0].find("min_score")->asInt(), 42);
    EXPECT_EQ(hd->find("cumul")->asArray()[10].find("max_score")->asInt(), 10);
    ASSERT_EQ(hd->find("figures")->asArray().size(), 4U);
    EXPECT_EQ(hd->find("figures")->asArray()[0].find("figure")->asString(), "five_of_a_kind");
    ASSERT_EQ(hd->find("identiques")->asArray().size(), 15U);
    EXPECT_EQ(hd->find("identiques")->asArray()[14].find("throw")->asInt(), 15);
}

TEST(Cli, RtpJsonPrintsEachStrategyWithTwelveSignificantDigitsAndTheExactFraction) {
    const Result r = runCli({"rtp", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json j = Json::parse(r.out);
    for (const char* s : {"stop", "cumul", "figures", "identiques"}) {
        const Json* e = j.find("happy_des")->find(s);
        ASSERT_NE(e, nullptr) << s;
        const double rtp = e->find("rtp")->asDouble();
        EXPECT_NEAR(rtp, 0.70, 0.001) << s;
        const auto exact = happydes::exactOdds(*happydes::strategyFromName(s));
        EXPECT_EQ(e->find("rtp_exact")->asString(), exact.rtp.toString());
        EXPECT_NEAR(rtp, exact.rtp.toDouble(), 1e-15);
        EXPECT_GT(e->find("win_probability")->asDouble(), 0.1);
    }
    EXPECT_EQ(j.find("happy_des")->find("stop")->find("rtp_exact")->asString(), "7/10");
}

TEST(Cli, SimulateJsonReportsTheIntervalAroundTheExactValue) {
    const Result r = runCli({"simulate", "--game", "happy-des", "--strategy", "figures", "--games",
                          "200000", "--seed", "9", "--threads", "2", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json j = Json::parse(r.out);
    EXPECT_EQ(j.find("games")->asInt(), 200000);
    EXPECT_LT(j.find("ci99_low")->asDouble(), j.find("rtp")->asDouble());
    EXPECT_GT(j.find("ci99_high")->asDouble(), j.find("rtp")->asDouble());
    EXPECT_NEAR(j.find("exact_rtp")->asDouble(), 0.7, 1e-6);
    EXPECT_GT(j.find("games_per_second")->asDouble(), 0.0);
    std::int64_t wins = 0;
    for (const auto& [amount, n] : j.find("wins_by_prize")->asObject()) {
        EXPECT_FALSE(amount.empty());
        wins += n.asInt();
    }
    EXPECT_EQ(wins, j.find("wins")->asInt());
    // Reproducible for a seed and a thread count.
    EXPECT_EQ(Json::parse(runCli({"simulate", "--game", "happy-des", "--strategy", "figures",
                               "--games", "200000", "--seed", "9", "--threads", "2", "--json"})
                              .out)
                  .find("total_won_cents")
                  ->asInt(),
              j.find("total_won_cents")->asInt());
}

TEST(Cli, RngWritesTheRawSeededStream) {
    const Result a = runCli({"rng", "--seed", "1", "--bytes", "100000"});
    ASSERT_EQ(a.code, 0);
    ASSERT_EQ(a.out.size(), 100000U);
    EXPECT_EQ(a.out, runCli({"rng", "--seed", "1", "--bytes", "100000"}).out);
    EXPECT_NE(a.out, runCli({"rng", "--seed", "2", "--bytes", "100000"}).out);
    SeededSource s(1);
    std::vector<std::uint8_t> expected(100000);
    s.bytes(expected);
    EXPECT_EQ(a.out, std::string(expected.begin(), expected.end()));
}

TEST(Cli, PlayAsksForEachDecisionAndPlaysTheGameToItsEnd) {
    // With a seed the game is reproducible; answering "1" always picks the first choice
    // (roll, stop), so the game ends after stage 1.
    std::string answers;
    for (int i = 0; i < 50; ++i) {
        answers += "1\n";
    }
    const Result r = runCli({"play", "happy-des", "--seed", "4"}, answers);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("Montant en jeu"), std::string::npos);
    EXPECT_NE(r.out.find("[1] Lancer le dé"), std::string::npos);
    EXPECT_TRUE(r.out.find("Gagné") != std::string::npos || r.out.find("Perdu") != std::string::npos);
    // A bad answer is asked again; input that ends early is reported.
    const Result early = runCli({"play", "happy-des", "--seed", "4"}, "9\n");
    EXPECT_NE(early.out.find("Choix non valable"), std::string::npos);
    EXPECT_EQ(early.code, 1);
}
