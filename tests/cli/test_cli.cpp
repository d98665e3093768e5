// instants-cli commands, run in-process through the same run() the executable calls.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#ifndef _WIN32
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#endif

#include "args.h"
#include "commands.h"
#include "instants/happydes/analysis.h"
#include "instants/happydes/simulator.h"
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
             {"simulate", "--game", "happy-des", "--strategy", "stop", "--games", "12x", "--seed",
              "1"},
             {"simulate", "--game", "happy-des", "--strategy", "greedy", "--games", "10", "--seed",
              "1"},
             {"simulate", "--game", "poker", "--strategy", "stop", "--games", "10", "--seed", "1"},
             {"simulate", "--game", "happy-des", "--strategy", "stop", "--games", "10"},
             {"rng", "--seed", "-1", "--bytes", "10"},
             {"rng", "--seed"},
             {"rng"},
             {"rng", "--bytes", "10"},
             {"rng", "--os", "--seed", "1"},
             {"rng", "--os", "--bytes", "ten"},
             {"rng", "--os=1"},
             {"rng", "--os", "extra"},
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
    const Result bad = runCli(
        {"simulate", "--game", "happy-des", "--strategy", "stop", "--games", "12x", "--seed", "1"});
    EXPECT_NE(bad.err.find("--games: '12x' is not a whole number"), std::string::npos) << bad.err;
}

TEST(Cli, EachCommandsHelpListsItsOptionsAndExitsWithZero) {
    // The options of each command, as the usage and the manual page document them.
    const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
        {"tables", {"--json"}},
        {"rtp", {"--json"}},
        {"simulate",
         {"--game", "--strategy", "--games", "--seed", "--threads", "--stake", "--json"}},
        {"play", {"GAME", "--seed", "--stake"}},
        {"emit", {"--game", "--seed", "--block", "--out"}},
        {"verify", {"FILE", "--json", "--seed", "--journal", "--structure-only"}},
        {"export", {"FILE", "--format"}},
        {"block-stats", {"FILE", "--json"}},
        {"drive", {"--db", "--seed", "--initial-balance-cents", "--blocks", "--no-sync"}},
        {"rng", {"--seed", "--os", "--bytes"}},
    };
    for (const auto& [command, options] : commands) {
        for (const char* help : {"--help", "-h"}) {
            // Asked for help, a command does nothing else, even with other words beside.
            const Result r = runCli({command, "--bogus", help});
            EXPECT_EQ(r.code, 0) << command << " " << help;
            EXPECT_TRUE(r.err.empty()) << command << ": " << r.err;
            EXPECT_NE(r.out.find("Usage: instants-cli " + command + " [OPTIONS]"),
                      std::string::npos)
                << r.out;
            for (const std::string& option : options) {
                // Each on a line of its own, with its meaning after it.
                std::istringstream lines(r.out);
                std::string line;
                std::size_t at = std::string::npos;
                while (std::getline(lines, line)) {
                    at = line.find_first_not_of(' ');
                    if (at != std::string::npos && at > 0 &&
                        line.compare(at, option.size() + 1, option + " ") == 0) {
                        break;
                    }
                    at = std::string::npos;
                }
                ASSERT_NE(at, std::string::npos) << command << ": " << option << "\n" << r.out;
                const std::size_t gap = line.find("  ", at + option.size());
                ASSERT_NE(gap, std::string::npos) << command << ": " << line;
                EXPECT_NE(line.find_first_not_of(' ', gap), std::string::npos)
                    << command << ": " << line;
            }
        }
    }
    const std::string simulate = runCli({"simulate", "--help"}).out;
    const std::string games = simulate.substr(simulate.find("--games N"));
    EXPECT_NE(games.substr(0, games.find('\n')).find("REQUIRED"), std::string::npos) << simulate;
    EXPECT_NE(cli::usage().find("COMMAND --help"), std::string::npos);
}

TEST(Cli, AMisspeltOptionOrCommandIsAnsweredWithTheClosestName) {
    auto firstLine = [](const std::vector<std::string>& words) {
        const Result r = runCli(words);
        EXPECT_EQ(r.code, 2) << words[0];
        EXPECT_TRUE(r.out.empty());
        EXPECT_NE(r.err.find("usage: instants-cli"), std::string::npos);
        return r.err.substr(0, r.err.find('\n'));
    };
    EXPECT_EQ(firstLine({"emit", "--sed", "1", "--game", "dede", "--out", "x"}),
              "instants-cli emit: unknown option --sed (did you mean --seed?)");
    EXPECT_EQ(firstLine({"rng", "--os", "--bytse", "1"}),
              "instants-cli rng: unknown option --bytse (did you mean --bytes?)");
    EXPECT_EQ(firstLine({"verify", "f", "--structure"}),
              "instants-cli verify: unknown option --structure (did you mean --structure-only?)");
    EXPECT_EQ(firstLine({"drive", "--db=x", "-seed", "1"}),
              "instants-cli drive: unknown option -seed (did you mean --seed?)");
    EXPECT_EQ(firstLine({"tables", "json"}),
              "instants-cli tables: unexpected argument 'json' (did you mean --json?)");
    EXPECT_EQ(firstLine({"simulte"}),
              "instants-cli: unknown command 'simulte' (did you mean simulate?)");
    EXPECT_EQ(firstLine({"blockstats"}),
              "instants-cli: unknown command 'blockstats' (did you mean block-stats?)");
    // Nothing close: no guess.
    EXPECT_EQ(firstLine({"tables", "--bogus"}), "instants-cli tables: unknown option --bogus");
    EXPECT_EQ(firstLine({"frobnicate"}), "instants-cli: unknown command 'frobnicate'");
    // The other mistakes keep their words.
    EXPECT_EQ(firstLine({"rng", "--seed", "1", "--seed", "2"}),
              "instants-cli rng: option --seed is given twice");
    EXPECT_EQ(firstLine({"emit", "--game", "dede", "--seed", "1"}),
              "instants-cli emit: option --out is required");
    EXPECT_EQ(firstLine({"verify"}), "instants-cli verify: missing the block file to verify");
    EXPECT_EQ(firstLine({"verify", "a", "b", "--structure-only"}),
              "instants-cli verify: unexpected argument 'b'");
    EXPECT_EQ(firstLine({"tables", "--json=false"}), "instants-cli tables: unknown option --json");

    EXPECT_EQ(cli::closest("--jsno", {"--json", "--seed"}), "--json");
    EXPECT_EQ(cli::closest("--ini", {"--initial-balance-cents", "--db"}),
              "--initial-balance-cents");
    EXPECT_EQ(cli::closest("--s", {"--seed", "--stake"}), "");  // too short to say which
    EXPECT_EQ(cli::closest("--xyz", {"--os", "--db"}), "");
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

TEST(Cli, SimulateJsonReportsTheGamesTheSimulatorPlayedAndTheirInterval) {
    const Result r =
        runCli({"simulate", "--game", "happy-des", "--strategy", "figures", "--games", "200000",
                "--seed", "9", "--threads", "2", "--stake", "200", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Json j = Json::parse(r.out);
    // The same simulation through the engine: the command reports what it played.
    happydes::SimulationOptions o;
    o.strategy = happydes::Strategy::Figures;
    o.games = 200000;
    o.seed = 9;
    o.threads = 2;
    o.stake = 200;
    const happydes::SimulationResult e = happydes::simulate(o);
    EXPECT_EQ(j.find("games")->asInt(), 200000);
    EXPECT_EQ(j.find("stake_cents")->asInt(), 200);
    EXPECT_EQ(j.find("wins")->asInt(), static_cast<std::int64_t>(e.wins));
    EXPECT_EQ(j.find("total_won_cents")->asInt(), e.totalWon);
    EXPECT_EQ(j.find("total_staked_cents")->asInt(), 200 * 200000);
    EXPECT_EQ(j.find("ci99_low")->asDouble(), e.ci99Low);
    EXPECT_EQ(j.find("ci99_high")->asDouble(), e.ci99High);
    EXPECT_EQ(j.find("exact_rtp")->asDouble(), happydes::exactOdds(o.strategy).rtp.toDouble());
    // The wins by prize add up to the wins and to the amount won; the RTP is their mean.
    std::int64_t wins = 0;
    std::int64_t won = 0;
    for (const auto& [amount, n] : j.find("wins_by_prize")->asObject()) {
        EXPECT_EQ(e.winsByPrize.at(std::stoll(amount)), static_cast<std::uint64_t>(n.asInt()))
            << amount;
        wins += n.asInt();
        won += std::stoll(amount) * n.asInt();
    }
    EXPECT_EQ(wins, j.find("wins")->asInt());
    EXPECT_EQ(won, j.find("total_won_cents")->asInt());
    EXPECT_DOUBLE_EQ(j.find("rtp")->asDouble(), static_cast<double>(won) / (200.0 * 200000));
    // "exact_inside_ci99" says whether the exact value is in the printed interval.
    const double exact = j.find("exact_rtp")->asDouble();
    EXPECT_EQ(j.find("exact_inside_ci99")->asBool(),
              j.find("ci99_low")->asDouble() <= exact && exact <= j.find("ci99_high")->asDouble());
    EXPECT_GT(j.find("games_per_second")->asDouble(), 0.0);
    // One game has an interval of width 0 at its own return (0, 0.5, 1, 2 or 4 per unit
    // staked when stopping), which never holds 0.7: below it or above it, "false".
    for (int seed = 1; seed <= 8; ++seed) {
        const Json one =
            Json::parse(runCli({"simulate", "--game", "happy-des", "--strategy", "stop", "--games",
                                "1", "--seed", std::to_string(seed), "--json"})
                            .out);
        EXPECT_EQ(one.find("ci99_low")->asDouble(), one.find("rtp")->asDouble());
        EXPECT_EQ(one.find("ci99_high")->asDouble(), one.find("rtp")->asDouble());
        EXPECT_FALSE(one.find("exact_inside_ci99")->asBool()) << "seed " << seed;
    }
    // Reproducible for a seed and a thread count; another seed plays other games.
    EXPECT_EQ(
        Json::parse(runCli({"simulate", "--game", "happy-des", "--strategy", "figures", "--games",
                            "200000", "--seed", "9", "--threads", "2", "--stake", "200", "--json"})
                        .out)
            .find("total_won_cents")
            ->asInt(),
        j.find("total_won_cents")->asInt());
    EXPECT_NE(
        Json::parse(runCli({"simulate", "--game", "happy-des", "--strategy", "figures", "--games",
                            "200000", "--seed", "10", "--threads", "2", "--stake", "200", "--json"})
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

TEST(Cli, RngOsWritesTheRequestedBytesAndDiffersFromRunToRun) {
    const Result a = runCli({"rng", "--os", "--bytes", "100000"});
    ASSERT_EQ(a.code, 0) << a.err;
    EXPECT_TRUE(a.err.empty()) << a.err;
    ASSERT_EQ(a.out.size(), 100000U);
    const Result b = runCli({"rng", "--os", "--bytes", "100000"});
    ASSERT_EQ(b.code, 0) << b.err;
    ASSERT_EQ(b.out.size(), 100000U);
    EXPECT_NE(a.out, b.out);
    // Not the seeded stream of a small seed, nor a constant.
    EXPECT_NE(a.out, runCli({"rng", "--seed", "0", "--bytes", "100000"}).out);
    EXPECT_NE(a.out.find_first_not_of(a.out[0]), std::string::npos);
    // More than the rekey period (1 MiB): the stream goes on across rekeys.
    const Result c = runCli({"rng", "--os", "--bytes", "3000001"});
    ASSERT_EQ(c.code, 0) << c.err;
    EXPECT_EQ(c.out.size(), 3000001U);
    EXPECT_EQ(runCli({"rng", "--os", "--bytes", "0"}).out.size(), 0U);
}

TEST(Cli, RngBadOptionsAreNamed) {
    auto firstLine = [](const std::vector<std::string>& words) {
        const Result r = runCli(words);
        EXPECT_EQ(r.code, 2);
        EXPECT_TRUE(r.out.empty());
        return r.err.substr(0, r.err.find('\n'));
    };
    EXPECT_EQ(
        firstLine({"rng", "--bytes", "10"}),
        "instants-cli rng: a stream is required: --seed S (reproducible) or --os (as in play)");
    EXPECT_EQ(firstLine({"rng", "--os", "--seed", "1"}),
              "instants-cli rng: --seed S and --os are two different streams: give one of them");
    EXPECT_NE(
        firstLine({"rng", "--os", "--bytes", "ten"}).find("--bytes: 'ten' is not a whole number"),
        std::string::npos);
    EXPECT_EQ(firstLine({"rng", "--os=1"}), "instants-cli rng: unknown option --os");
    EXPECT_NE(firstLine({"rng", "--seed", "1", "--bytes"}).find("option --bytes needs a value"),
              std::string::npos);
    // The usage names both streams and the optional byte count.
    const std::string help = runCli({"--help"}).out;
    EXPECT_NE(help.find("rng --seed S [--bytes N]"), std::string::npos);
    EXPECT_NE(help.find("rng --os [--bytes N]"), std::string::npos);
}

#ifndef _WIN32
namespace {

// The real executable, for what only a process shows: pipes, signals, exit codes.
struct Child {
    int code = -1;    // exit code, or -1 if killed by a signal
    int signal = 0;   // the signal that killed it
    std::string err;  // standard error
    std::string out;  // what was read from standard output
};

std::string readFile(const std::string& path) {
    std::string text;
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
        char buf[4096];
        std::size_t n = 0;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
            text.append(buf, n);
        }
        std::fclose(f);
    }
    return text;
}

// Runs instants-cli with `words`. With outPath, standard output is that file; otherwise it is
// a pipe of which `readBytes` bytes are read before the pipe is closed.
Child runProcess(const std::vector<std::string>& words, std::size_t readBytes,
                 const char* outPath = nullptr) {
    char errPath[] = "/tmp/instants-cli-test-XXXXXX";
    const int errFd = mkstemp(errPath);
    EXPECT_GE(errFd, 0);
    int fds[2] = {-1, -1};
    if (outPath == nullptr) {
        EXPECT_EQ(pipe(fds), 0);
    }
    const pid_t pid = fork();
    if (pid == 0) {
        // As a shell starts it: SIGPIPE at its default, whatever this test process does.
        std::signal(SIGPIPE, SIG_DFL);
        const int outFd = outPath != nullptr ? open(outPath, O_WRONLY) : fds[1];
        dup2(outFd, 1);
        dup2(errFd, 2);
        if (outPath == nullptr) {
            close(fds[0]);
        }
        std::vector<char*> argv;
        std::string exe = INSTANTS_CLI;
        argv.push_back(exe.data());
        std::vector<std::string> copy = words;
        for (auto& w : copy) {
            argv.push_back(w.data());
        }
        argv.push_back(nullptr);
        execv(exe.c_str(), argv.data());
        _exit(127);
    }
    Child c;
    if (outPath == nullptr) {
        close(fds[1]);
        std::string buf(65536, '\0');
        while (c.out.size() < readBytes) {
            const std::size_t want = std::min(buf.size(), readBytes - c.out.size());
            const ssize_t n = read(fds[0], buf.data(), want);
            if (n <= 0) {
                break;
            }
            c.out.append(buf.data(), static_cast<std::size_t>(n));
        }
        close(fds[0]);  // the reader has what it wants
    }
    int status = 0;
    EXPECT_EQ(waitpid(pid, &status, 0), pid);
    if (WIFEXITED(status)) {
        c.code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        c.signal = WTERMSIG(status);
    }
    close(errFd);
    c.err = readFile(errPath);
    std::remove(errPath);
    return c;
}

}  // namespace

TEST(CliProcess, AnEndlessRngStreamEndsQuietlyWithZeroWhenTheReaderClosesThePipe) {
    for (const std::vector<std::string>& words : {std::vector<std::string>{"rng", "--seed", "7"},
                                                  std::vector<std::string>{"rng", "--os"}}) {
        const std::size_t n = 3 * 1024 * 1024 + 5;  // more than a buffer and a rekey period
        const Child c = runProcess(words, n);
        EXPECT_EQ(c.signal, 0) << words[1] << ": killed by signal " << c.signal;
        EXPECT_EQ(c.code, 0) << words[1] << ": " << c.err;
        EXPECT_TRUE(c.err.empty()) << words[1] << ": " << c.err;
        EXPECT_EQ(c.out.size(), n) << words[1];
        if (words[1] == "--seed" && c.out.size() == n) {
            SeededSource s(7);
            std::vector<std::uint8_t> expected(n);
            s.bytes(expected);
            EXPECT_EQ(c.out, std::string(expected.begin(), expected.end()));
        }
    }
    // With --bytes, a reader that stops early is a normal end too (not a death by SIGPIPE).
    for (const std::vector<std::string>& words :
         {std::vector<std::string>{"rng", "--seed", "3", "--bytes", "100000000"},
          std::vector<std::string>{"rng", "--os", "--bytes", "100000000"}}) {
        const Child early = runProcess(words, 1000);
        EXPECT_EQ(early.signal, 0) << words[1] << ": killed by signal " << early.signal;
        EXPECT_EQ(early.code, 0) << words[1] << ": " << early.err;
        EXPECT_TRUE(early.err.empty()) << words[1] << ": " << early.err;
        EXPECT_EQ(early.out.size(), 1000U) << words[1];
    }
}

TEST(CliProcess, AnRngStreamThatCannotBeWrittenIsAnErrorNamingTheCause) {
    ASSERT_EQ(access("/dev/full", W_OK), 0) << "/dev/full is needed for this test";
    for (const std::vector<std::string>& words :
         {std::vector<std::string>{"rng", "--seed", "1", "--bytes", "1000000"},
          std::vector<std::string>{"rng", "--os"}}) {
        const Child c = runProcess(words, 0, "/dev/full");
        EXPECT_EQ(c.signal, 0) << words[1];
        EXPECT_EQ(c.code, 1) << words[1];
        EXPECT_EQ(c.err, "instants-cli rng: could not write the stream to standard output: " +
                             std::string(std::strerror(ENOSPC)) + "\n")
            << words[1];
    }
}
#endif

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
    EXPECT_TRUE(r.out.find("Gagné") != std::string::npos ||
                r.out.find("Gain:") != std::string::npos ||
                r.out.find("Perdu") != std::string::npos);
    // A bad answer is asked again; input that ends early is reported.
    const Result early = runCli({"play", "happy-des", "--seed", "4"}, "9\n");
    EXPECT_NE(early.out.find("Choix non valable"), std::string::npos);
    EXPECT_EQ(early.code, 1);
}
