// instants-cli emit / verify / export / block-stats, driven through the command library
// (the same code as the executable): for several seeds of each game, emit then verify
// succeed, and the exported JSONL, read back line by line with a strict reader of the
// documented format, is consistent ticket by ticket and matches the regulation's table.
#include <gtest/gtest.h>

#include <charconv>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>

#include "../support/temp_dir.h"
#include "commands.h"
#include "instants/json.h"
#include "instants/scratch/export.h"
#include "instants/scratch/tables.h"

namespace instants::scratch {
namespace {

class TempDir {
public:
    TempDir() : m_path(instants::test::makeTempDir("instants-cli-test-")) {}
    ~TempDir() { std::filesystem::remove_all(m_path); }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

private:
    std::filesystem::path m_path;
};

struct Result {
    int code;
    std::string out;
    std::string err;
};

Result run(const cli::Words& words) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    cli::Streams io{in, out, err, false};
    const int code = cli::run(words, io);
    return {code, out.str(), err.str()};
}

/// An output stream buffer that hands over each complete line (exports are gigabytes).
class LineBuffer : public std::streambuf {
public:
    explicit LineBuffer(std::function<void(std::string_view)> onLine)
        : m_onLine(std::move(onLine)) {}
    ~LineBuffer() override = default;
    const std::string& rest() const { return m_partial; }

protected:
    int overflow(int c) override {
        if (c != traits_type::eof()) {
            const char ch = static_cast<char>(c);
            xsputn(&ch, 1);
        }
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        std::string_view data(s, static_cast<std::size_t>(n));
        while (!data.empty()) {
            const auto nl = data.find('\n');
            if (nl == std::string_view::npos) {
                m_partial.append(data);
                break;
            }
            if (m_partial.empty()) {
                m_onLine(data.substr(0, nl));
            } else {
                m_partial.append(data.substr(0, nl));
                m_onLine(m_partial);
                m_partial.clear();
            }
            data.remove_prefix(nl + 1);
        }
        return n;
    }

private:
    std::function<void(std::string_view)> m_onLine;
    std::string m_partial;
};

/// A strict reader of one export line: every separator exactly as documented.
class Cursor {
public:
    explicit Cursor(std::string_view s) : m_s(s) {}
    bool ok() const { return m_ok && m_pos == m_s.size(); }
    void lit(std::string_view l) {
        if (m_s.substr(m_pos, l.size()) != l) {
            m_ok = false;
            m_pos = m_s.size();
            return;
        }
        m_pos += l.size();
    }
    std::int64_t num() {
        std::int64_t v = -1;
        const auto [p, ec] = std::from_chars(m_s.data() + m_pos, m_s.data() + m_s.size(), v);
        if (ec != std::errc{}) {
            m_ok = false;
            return -1;
        }
        m_pos = static_cast<std::size_t>(p - m_s.data());
        return v;
    }
    std::string_view str() {
        lit("\"");
        const auto end = m_s.find('"', m_pos);
        if (!m_ok || end == std::string_view::npos) {
            m_ok = false;
            return {};
        }
        const std::string_view v = m_s.substr(m_pos, end - m_pos);
        m_pos = end + 1;
        return v;
    }

private:
    std::string_view m_s;
    std::size_t m_pos = 0;
    bool m_ok = true;
};

std::map<Cents, std::uint64_t> regulationTable(GameId game) {
    if (game == GameId::Dede) {  // DÉDÉ article 2
        return {{0, 1'057'707}, {200, 261'000}, {400, 122'300}, {800, 48'000}, {1'600, 4'650},
                {4'000, 5'860}, {8'000, 450},   {100'000, 30},  {1'000'000, 3}};
    }
    return {{0, 1'564'180},  {600, 294'000},  {900, 100'000}, {2'000, 27'350},  // Happy 2014 art. 3
            {4'000, 12'750}, {10'000, 1'710}, {100'000, 8},   {3'000'000, 2}};
}

/// Reads one export line; returns the prize the rules give its layout, or -1 when the line
/// is not exactly the documented format.
std::int64_t readLine(GameId g, std::string_view line, std::uint64_t expectedIndex,
                      std::int64_t& claimed) {
    static const std::set<std::int64_t> dedeGains = {200,  400,  800,    1600,
                                                     4000, 8000, 100000, 1000000};
    Cursor c(line);
    c.lit("{\"ticket\": ");
    if (c.num() != static_cast<std::int64_t>(expectedIndex)) {
        return -1;
    }
    c.lit(", \"prize_cents\": ");
    claimed = c.num();
    std::int64_t paid = 0;
    if (g == GameId::Dede) {
        c.lit(", \"throws\": [");
        for (int t = 0; t < 3; ++t) {
            c.lit(t == 0 ? "{\"dice\": [" : ", {\"dice\": [");
            const std::int64_t a = c.num();
            c.lit(", ");
            const std::int64_t b = c.num();
            c.lit("], \"gain_cents\": ");
            const std::int64_t gain = c.num();
            c.lit("}");
            if (a < 1 || a > 6 || b < 1 || b > 6 || !dedeGains.contains(gain)) {
                return -1;
            }
            paid += a + b == 7 ? gain : 0;  // DÉDÉ 3.4, 3.5
        }
        c.lit("]}");
    } else {
        static const char* const months[] = {"janvier",   "fevrier", "mars",     "avril",
                                             "mai",       "juin",    "juillet",  "aout",
                                             "septembre", "octobre", "novembre", "decembre"};
        static const std::set<std::string_view> symbols = [] {
            std::set<std::string_view> ids;
            for (const Symbol& s : happySymbols()) {
                ids.insert(s.id);
            }
            return ids;
        }();
        c.lit(", \"months\": [");
        for (int m = 0; m < 12; ++m) {
            c.lit(m == 0 ? "{\"month\": " : ", {\"month\": ");
            if (c.str() != months[m]) {
                return -1;
            }
            c.lit(", \"symbols\": [");
            const std::string_view s1 = c.str();
            c.lit(", ");
            const std::string_view s2 = c.str();
            c.lit("], \"amount_cents\": ");
            const std::int64_t amount = c.num();
            c.lit("}");
            if (!symbols.contains(s1) || !symbols.contains(s2) || amount <= 0) {
                return -1;
            }
            paid += s1 == s2 ? amount : 0;  // Happy 2014 4.3.2, 4.3.3
        }
        c.lit("], \"bonus_cents\": ");
        paid += c.num();  // 4.4.2, 4.6
        c.lit("}");
    }
    return c.ok() ? paid : -1;
}

void emitVerifyExport(GameId g, std::uint64_t seed) {
    TempDir dir;
    const std::string file = dir.file("block.blk");
    const std::string game(gameId(g));
    // emit
    const Result emitted =
        run({"emit", "--game", game, "--seed", std::to_string(seed), "--out", file});
    ASSERT_EQ(emitted.code, 0) << emitted.err;
    EXPECT_NE(emitted.out.find("wrote " + file), std::string::npos);
    // verify, in words and in JSON
    const Result verified = run({"verify", file, "--structure-only"});
    ASSERT_EQ(verified.code, 0) << verified.err;
    EXPECT_NE(verified.out.find(file + ": sound "), std::string::npos) << verified.out;
    EXPECT_NE(verified.out.find("its origin was not checked"), std::string::npos) << verified.out;
    // Without a seed or a journal, the origin is not proven: refused.
    const Result unproven = run({"verify", file});
    EXPECT_EQ(unproven.code, 1);
    EXPECT_NE(unproven.err.find("its origin is not proven"), std::string::npos) << unproven.err;
    // --seed also regenerates the block to compare (DÉDÉ only: it doubles a Happy 2014 run)
    cli::Words verifyJson = {"verify", file, "--json", "--structure-only"};
    if (g == GameId::Dede) {
        verifyJson.pop_back();
        verifyJson.insert(verifyJson.end(), {"--seed", std::to_string(seed)});
    }
    const Result json = run(verifyJson);
    ASSERT_EQ(json.code, 0) << json.out;
    const Json report = Json::parse(json.out);
    EXPECT_TRUE(report.find("ok")->asBool());
    EXPECT_EQ(report.find("game")->asString(), game);
    // export: every line read strictly, checked by the rules, tallied
    std::map<Cents, std::uint64_t> tally;
    std::uint64_t index = 0;
    std::uint64_t bad = 0;
    LineBuffer buffer([&](std::string_view line) {
        std::int64_t claimed = -2;
        const std::int64_t paid = readLine(g, line, index, claimed);
        if (paid < 0 || paid != claimed) {
            if (++bad < 5) {
                ADD_FAILURE() << "ticket " << index << ": " << line;
            }
        }
        ++tally[claimed];
        if (index % 9973 == 0) {
            // The line is JSON, and reads back into a sound ticket with the same text.
            const Ticket t = ticketFromJson(g, Json::parse(line));
            EXPECT_EQ(ticketJson(t).dump(), line);
        }
        ++index;
    });
    std::ostream out(&buffer);
    std::istringstream in;
    std::ostringstream err;
    cli::Streams io{in, out, err, false};
    ASSERT_EQ(cli::run({"export", file, "--format", "jsonl"}, io), 0) << err.str();
    EXPECT_EQ(buffer.rest(), "") << "the export ends with a newline";
    EXPECT_EQ(bad, 0U);
    EXPECT_EQ(index, plan(g).ticketsPerBlock);
    EXPECT_EQ(tally, regulationTable(g));
}

TEST(ScratchCli, DedeSeed11EmitVerifyExportMatchesTheTable) {
    emitVerifyExport(GameId::Dede, 11);
}
TEST(ScratchCli, DedeSeed12EmitVerifyExportMatchesTheTable) {
    emitVerifyExport(GameId::Dede, 12);
}
TEST(ScratchCli, DedeSeed13EmitVerifyExportMatchesTheTable) {
    emitVerifyExport(GameId::Dede, 13);
}
TEST(ScratchCli, Happy2014Seed11EmitVerifyExportMatchesTheTable) {
    emitVerifyExport(GameId::Happy2014, 11);
}
TEST(ScratchCli, Happy2014Seed12EmitVerifyExportMatchesTheTable) {
    emitVerifyExport(GameId::Happy2014, 12);
}

TEST(ScratchCli, DamagedBlocksExitOneNamingTheFileAndTheTicket) {
    TempDir dir;
    const std::string file = dir.file("d.blk");
    ASSERT_EQ(run({"emit", "--game", "dede", "--seed", "3", "--out", file}).code, 0);
    // emit never overwrites
    const Result again = run({"emit", "--game", "dede", "--seed", "4", "--out", file});
    EXPECT_EQ(again.code, 1);
    EXPECT_NE(again.err.find("already exists"), std::string::npos);
    // Ticket 10: Lancer 1 set to a 7 with a 10 000 € Gain box
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        const std::uint64_t header = 80 + 16 * 8 + 16 * 8 + 56 * 16;
        f.seekp(static_cast<std::streamoff>(header + 10 * 7 + 1));
        const char bytes[2] = {0x16, 0x07};
        f.write(bytes, 2);
    }
    const Result r = run({"verify", file});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find(file + ": ticket #10: the throws adding to 7 pay"), std::string::npos)
        << r.err;
    const Result j = run({"verify", file, "--json"});
    EXPECT_EQ(j.code, 1);
    const Json report = Json::parse(j.out);
    EXPECT_FALSE(report.find("ok")->asBool());
    EXPECT_EQ(report.find("ticket")->asInt(), 10);
    // export and block-stats refuse it too, before printing a ticket
    const Result e = run({"export", file, "--format", "jsonl"});
    EXPECT_EQ(e.code, 1);
    EXPECT_EQ(e.out, "");
    EXPECT_EQ(run({"block-stats", file}).code, 1);
    // truncated and empty files
    std::filesystem::resize_file(file, 5000);
    EXPECT_NE(run({"verify", file}).err.find("truncated"), std::string::npos);
    std::filesystem::resize_file(file, 0);
    EXPECT_NE(run({"verify", file}).err.find("empty"), std::string::npos);
    EXPECT_EQ(run({"verify", dir.file("missing.blk")}).code, 1);
}

TEST(ScratchCli, UsageErrorsExitTwo) {
    TempDir dir;
    EXPECT_EQ(run({"emit", "--game", "happy-des", "--seed", "1", "--out", dir.file("x")}).code, 2);
    EXPECT_EQ(run({"emit", "--game", "dede", "--out", dir.file("x")}).code, 2);
    EXPECT_EQ(run({"emit", "--game", "dede", "--seed", "x", "--out", dir.file("x")}).code, 2);
    EXPECT_EQ(run({"emit", "--game", "dede", "--seed", "1"}).code, 2);
    EXPECT_EQ(run({"verify"}).code, 2);
    EXPECT_EQ(run({"export", dir.file("x"), "--format", "csv"}).code, 2);
    EXPECT_EQ(run({"block-stats"}).code, 2);
    EXPECT_FALSE(std::filesystem::exists(dir.file("x")));
    EXPECT_NE(cli::usage().find("emit --game dede|happy-2014"), std::string::npos);
}

TEST(ScratchCli, BlockStatsShowsTheTablePayoutAndNearMisses) {
    TempDir dir;
    const std::string file = dir.file("d.blk");
    ASSERT_EQ(run({"emit", "--game", "dede", "--seed", "5", "--out", file}).code, 0);
    const Result r = run({"block-stats", file});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("payout rate 60.0000 %"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Near misses"), std::string::npos);
    EXPECT_NE(r.out.find("winners over 100 segments"), std::string::npos);
    const Result j = run({"block-stats", file, "--json"});
    ASSERT_EQ(j.code, 0);
    const Json s = Json::parse(j.out);
    EXPECT_EQ(s.find("total_prizes_cents")->asInt(), 180'000'000);
    EXPECT_EQ(s.find("tiers")->asArray().size(), 8U);
    EXPECT_EQ(s.find("tiers")->asArray()[0].find("tickets")->asInt(), 3);
}

}  // namespace
}  // namespace instants::scratch
