// instants-cli emit / verify / export / block-stats: the scratch games' emission blocks.
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "args.h"
#include "commands.h"
#include "instants/json.h"
#include "instants/money.h"
#include "instants/scratch/block.h"
#include "instants/scratch/export.h"
#include "instants/scratch/stats.h"
#include "instants/session/journal.h"

namespace instants::cli {

using namespace instants::scratch;

namespace {

GameId parseGame(const std::string& s) {
    if (auto g = gameFromId(s)) {
        return *g;
    }
    throw UsageError("--game: '" + s + "' is not one of dede, happy-2014");
}

/// A progress bar on stderr, only on a terminal.
Progress progressBar(Streams& io, std::string label) {
    if (!io.interactive) {
        return {};
    }
    return [&io, label = std::move(label)](std::uint64_t done, std::uint64_t total) {
        constexpr int kWidth = 40;
        const double f = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
        const int filled = static_cast<int>(f * kWidth);
        io.err << "\r  " << label << " [" << std::string(static_cast<std::size_t>(filled), '#')
               << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] "
               << std::setw(3) << static_cast<int>(f * 100.0) << " %" << std::flush;
        if (done == total) {
            io.err << "\r" << std::string(label.size() + kWidth + 14, ' ') << "\r" << std::flush;
        }
    };
}

std::string grouped(std::uint64_t n) {
    return formatCount(n);
}

std::string euros(Cents c) {
    return formatEuros(c, true);
}

/// Right-aligns UTF-8 text ("10 000 €" has a no-break space and a euro sign) in `width`
/// columns.
std::string alignRight(const std::string& text, std::size_t width) {
    std::size_t columns = 0;
    for (char ch : text) {
        columns += (static_cast<unsigned char>(ch) & 0xC0U) != 0x80U ? 1U : 0U;
    }
    return columns >= width ? text : std::string(width - columns, ' ') + text;
}

std::string fixed(double v, int decimals) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(decimals) << v;
    return s.str();
}

/// "1 chance sur X" as the regulations print odds: "3 333,33".
std::string odds(std::uint64_t tickets, std::uint64_t count) {
    if (count == 0) {
        return "-";
    }
    const std::uint64_t hundredths = (tickets * 100 + count / 2) / count;  // rounded half up
    const std::uint64_t cents = hundredths % 100;
    return grouped(hundredths / 100) + "," + (cents < 10 ? "0" : "") + std::to_string(cents);
}

std::string pValue(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, p < 1e-4 ? "%.2e" : "%.4f", p);
    return buf;
}

Json testJson(const TestResult& t) {
    Json j = Json::object();
    j.set("statistic", t.statistic);
    if (t.df > 0) {
        j.set("df", t.df);
    }
    j.set("p", t.p);
    return j;
}

std::string testLine(const TestResult& t) {
    if (t.df > 0) {
        return "chi-square " + fixed(t.statistic, 2) + ", " + fixed(t.df, 0) +
               " df, p = " + pValue(t.p);
    }
    return "z = " + fixed(t.statistic, 3) + ", p = " + pValue(t.p);
}

/// Verifies `file` (progress on a terminal); prints the problem and returns false if unsound.
bool verifiedOrReport(const std::string& file, Streams& io, VerifyReport& report) {
    VerifyOptions options;
    options.progress = progressBar(io, "verifying");
    report = verifyBlockFile(file, options);
    if (!report.ok) {
        io.err << "instants-cli: " << report.message() << "\n";
    }
    return report.ok;
}

}  // namespace

int cmdEmit(const Words& words, Streams& io) {
    const Args args(
        words, "emit",
        "Generate block N of the emission of base seed S of a scratch game, into a "
        "new file.",
        {text("game", "GAME", "dede or happy-2014").mandatory(),
         number("seed", "S", "the base seed of the emission").mandatory(),
         number("block", "N", "the block's number in the emission (default 0)"),
         text("out", "FILE", "the block file to write; it must not exist").mandatory()});
    const BlockId id{parseGame(args.text("game")), args.unsignedNumber("seed"),
                     args.unsignedNumber("block", 0)};
    const std::string out = args.text("out");
    if (out.empty()) {
        throw UsageError("--out: a file name is needed");
    }
    const GamePlan& p = plan(id.game);
    try {
        const Digest d = writeBlockFile(id, out, progressBar(io, "emitting " + std::string(p.id)));
        io.out << "wrote " << out << ": " << p.title << " block #" << id.number << " of seed "
               << id.baseSeed << ", " << grouped(p.ticketsPerBlock) << " tickets, digest "
               << toHex(d) << "\n";
    } catch (const BlockError& e) {
        io.err << "instants-cli emit: " << e.what() << "\n";
        return 1;
    }
    return 0;
}

int cmdVerify(const Words& words, Streams& io) {
    const Args args(
        words, "verify",
        "Re-check a block file and prove its origin: that base seed S generated it, or that it is "
        "the block journal DB deals from. Exit 1 on the first problem, or when its origin is not "
        "proven.",
        {positional("FILE", "the block file to verify"),
         flag("json", "one JSON object instead of a line"),
         number("seed", "S", "prove that base seed S generated the block"),
         text("journal", "DB", "prove that it is the block the journal DB deals from"),
         flag("structure-only", "check the form alone, not the origin")});
    const std::string file = args.positionals()[0];
    const bool structureOnly = args.has("structure-only");
    if (structureOnly && (args.has("seed") || args.has("journal"))) {
        throw UsageError(
            "--structure-only checks the form alone: it takes neither --seed nor --journal");
    }
    if (args.has("seed") && args.has("journal")) {
        throw UsageError("--seed and --journal both say where the block comes from: give one");
    }
    VerifyOptions options;
    if (args.has("seed")) {
        options.baseSeed = args.unsignedNumber("seed");
        options.regenerate = true;
    }
    const bool json = args.has("json");
    if (!json) {
        options.progress = progressBar(io, "verifying");
    }
    // With --journal: the base seed that journal deals this game from, and the digest it
    // recorded for this block (the block is generated again when it recorded none).
    std::optional<std::string> recorded;
    if (args.has("journal")) {
        const std::string db = args.text("journal");
        VerifyReport peek;
        try {
            BlockReader reader = BlockReader::open(file);
            const BlockHeader h = reader.header();
            Journal::Options ro;
            ro.readOnly = true;
            const auto journal = Journal::open(db, ro);
            const std::string game(gameId(h.game));
            const auto dealing = journal->dealing(game);
            if (!dealing) {
                io.err << "instants-cli verify: " << db << ": this journal has never dealt " << game
                       << " tickets\n";
                return 1;
            }
            options.baseSeed = dealing->baseSeed;
            const std::string digest = journal->blockDigest(game, dealing->baseSeed, h.block);
            if (digest.empty()) {
                options.regenerate = true;
            } else {
                recorded = digest;
            }
        } catch (const BlockError&) {
            // reported below, by the verification itself
        } catch (const JournalError& e) {
            io.err << "instants-cli verify: " << e.what() << "\n";
            return 1;
        }
    }
    VerifyReport r = verifyBlockFile(file, options);
    if (r.ok && recorded && toHex(r.digest) != *recorded) {
        r.ok = false;
        r.problem = "a well-formed block, but not the one this journal deals from (its digest " +
                    toHex(r.digest).substr(0, 16) + "… is not the recorded " +
                    recorded->substr(0, 16) + "…): a forged or replaced file";
    }
    if (r.ok && !options.baseSeed && !structureOnly) {
        // A well-formed file proves nothing about who made it: its records can be reordered and
        // its digest recomputed. Its origin is proven against a seed or a journal.
        r.ok = false;
        r.problem =
            "well-formed, but its origin is not proven: anyone can reorder a block's tickets and "
            "recompute its digest. Give --seed S (the base seed it was emitted from) or --journal "
            "DB "
            "(the journal that deals from it); --structure-only checks the form alone";
    }
    if (json) {
        Json j = Json::object();
        j.set("file", file);
        j.set("ok", r.ok);
        j.set("authenticated", r.ok && !structureOnly);
        if (r.header) {
            j.set("game", gameId(r.header->game));
            j.set("format_version", int{r.header->version});
            j.set("block", r.header->block);
            j.set("tickets", r.header->tickets);
            j.set("seed_commitment", toHex(r.header->commitment));
        }
        if (r.ok) {
            j.set("digest", toHex(r.digest));
            if (options.baseSeed) {
                j.set("seed", *options.baseSeed);
            }
        } else {
            j.set("problem", r.problem);
            j.set("ticket", r.ticket ? Json(*r.ticket) : Json());
        }
        j.set("message", r.message());
        io.out << j.dump() << "\n";
        return r.ok ? 0 : 1;
    }
    if (!r.ok) {
        io.err << "instants-cli verify: " << r.message() << "\n";
        return 1;
    }
    io.out << r.message()
           << (recorded           ? ", the block its journal deals from"
               : options.baseSeed ? ", generated by seed " + std::to_string(*options.baseSeed)
                                  : std::string(" (form only: its origin was not checked)"))
           << "\n";
    return 0;
}

int cmdExport(const Words& words, Streams& io) {
    const Args args(words, "export",
                    "Verify a block file, then write one JSON object per ticket, in block order.",
                    {positional("FILE", "the block file to export"),
                     text("format", "FORMAT", "jsonl, the only format (the default)")});
    const std::string format = args.text("format", "jsonl");
    if (format != "jsonl") {
        throw UsageError("--format: only jsonl is supported, not '" + format + "'");
    }
    const std::string file = args.positionals()[0];
    VerifyReport report;
    if (!verifiedOrReport(file, io, report)) {
        return 1;
    }
    BlockReader reader = BlockReader::open(file);
    std::string buffer;
    buffer.reserve(1U << 21U);
    bool failed = false;
    reader.forEach(0, reader.header().tickets, [&](const Ticket& t) {
        if (failed) {
            return;
        }
        appendTicketJson(buffer, t);
        buffer += '\n';
        if (buffer.size() >= (1U << 20U)) {
            io.out.write(buffer.data(), static_cast<std::streamsize>(buffer.size()));
            buffer.clear();
            failed = !io.out;  // e.g. a closed pipe: stop reading
        }
    });
    if (!failed) {
        io.out.write(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        io.out.flush();
    }
    return 0;
}

int cmdBlockStats(const Words& words, Streams& io) {
    const Args args(words, "block-stats",
                    "Verify a block file, then show its prize table, payout rate, near misses and "
                    "pattern tests.",
                    {positional("FILE", "the block file"),
                     flag("json", "one JSON object instead of the tables")});
    const std::string file = args.positionals()[0];
    VerifyReport report;
    if (!verifiedOrReport(file, io, report)) {
        return 1;
    }
    BlockReader reader = BlockReader::open(file);
    const BlockStats s = blockStats(reader, progressBar(io, "reading"));
    const GamePlan& p = plan(s.header.game);
    const bool dede = s.header.game == GameId::Dede;
    const double payout = static_cast<double>(s.totalPrizes) / static_cast<double>(s.totalSales);

    if (args.has("json")) {
        Json tiers = Json::array();
        for (std::size_t i = 0; i < p.tiers.size(); ++i) {
            Json combos = Json::array();
            for (std::size_t c = 1; c < p.combinations.size(); ++c) {
                if (p.combinations[c].prize == p.tiers[i].amount) {
                    Json parts = Json::array();
                    for (Cents part : p.combinations[c].partList()) {
                        parts.push(part);
                    }
                    Json e = Json::object();
                    e.set("parts_cents", std::move(parts));
                    e.set("bonus_cents", p.combinations[c].bonus);
                    e.set("tickets", s.combinationCounts[c]);
                    combos.push(std::move(e));
                }
            }
            Json t = Json::object();
            t.set("prize_cents", p.tiers[i].amount);
            t.set("tickets", s.tierCounts[i]);
            t.set("regulation_tickets", p.tiers[i].count);
            t.set("combinations", std::move(combos));
            tiers.push(std::move(t));
        }
        Json near = Json::object();
        for (std::size_t a = 0; a < p.amounts.size(); ++a) {
            if (p.amounts[a] > 0) {
                near.set(std::to_string(p.amounts[a]), s.losingTicketsShowing[a]);
            }
        }
        Json autocorr = Json::array();
        for (const TestResult& t : s.spread.autocorrelation) {
            autocorr.push(testJson(t));
        }
        Json root = Json::object();
        root.set("file", file);
        root.set("game", gameId(s.header.game));
        root.set("block", s.header.block);
        root.set("tickets", s.header.tickets);
        root.set("price_cents", p.price);
        root.set("digest", toHex(report.digest));
        root.set("tiers", std::move(tiers));
        root.set("losing_tickets", s.losingTickets);
        root.set("total_prizes_cents", s.totalPrizes);
        root.set("total_sales_cents", s.totalSales);
        root.set("payout_rate", payout);
        root.set("losing_tickets_showing_cents", std::move(near));
        if (dede) {
            root.set("losing_throws", s.losingZones);
            root.set("losing_throws_adding_to_6_or_8", s.nearSevenThrows);
        } else {
            root.set("losing_months", s.losingZones);
        }
        root.set("segments_chi_square", testJson(s.spread.segments));
        root.set("runs", testJson(s.spread.runs));
        root.set("autocorrelation_lags_1_to_10", std::move(autocorr));
        root.set("decoy_amounts_homogeneity", testJson(s.decoyHomogeneity));
        root.set("decoy_amounts_fit_to_weights", testJson(s.decoyFit));
        root.set(dede ? "losing_dice_homogeneity" : "losing_symbols_homogeneity",
                 testJson(s.faceHomogeneity));
        root.set("winning_zone_uniformity", testJson(s.zoneUniformity));
        io.out << root.dump() << "\n";
        return 0;
    }

    std::ostream& o = io.out;
    o << p.title << " block #" << s.header.block << "  (" << file << ", digest "
      << toHex(report.digest).substr(0, 16) << "…)\n";
    o << grouped(s.header.tickets) << " tickets at " << euros(p.price) << " — " << p.source
      << "\n\n";
    o << alignRight("prize", 14) << "     tickets   1 chance sur   combinations\n";
    for (std::size_t i = 0; i < p.tiers.size(); ++i) {
        std::string combos;
        for (std::size_t c = 1; c < p.combinations.size(); ++c) {
            if (p.combinations[c].prize == p.tiers[i].amount) {
                const std::string d = describeCombination(p.combinations[c]);
                const std::string how = d.substr(d.find('=') + 2);
                combos +=
                    (combos.empty() ? "" : ", ") + how + ": " + grouped(s.combinationCounts[c]);
            }
        }
        o << alignRight(euros(p.tiers[i].amount), 14) << std::setw(12) << grouped(s.tierCounts[i])
          << std::setw(15) << odds(s.header.tickets, s.tierCounts[i]) << "   " << combos << "\n";
    }
    o << alignRight("perdant", 14) << std::setw(12) << grouped(s.losingTickets) << "\n\n";
    const std::uint64_t winners = s.header.tickets - s.losingTickets;
    o << "winning tickets " << grouped(winners) << " (1 chance sur "
      << odds(s.header.tickets, winners) << "), prizes " << euros(s.totalPrizes) << ", sales "
      << euros(s.totalSales) << "\n";
    o << "payout rate " << fixed(100.0 * payout, 4) << " % (" << euros(s.totalPrizes) << " / "
      << euros(s.totalSales) << ")\n\n";

    o << "Near misses: losing tickets showing an amount under a " << (dede ? "Gain box" : "month")
      << " (of " << grouped(s.losingTickets) << ")\n";
    for (std::size_t a = p.amounts.size(); a-- > 0;) {
        if (p.amounts[a] == 0) {
            continue;
        }
        o << alignRight(euros(p.amounts[a]), 14) << std::setw(12)
          << grouped(s.losingTicketsShowing[a]) << "  ("
          << fixed(100.0 * static_cast<double>(s.losingTicketsShowing[a]) /
                       static_cast<double>(s.losingTickets),
                   4)
          << " %)\n";
    }
    if (dede) {
        o << "losing throws adding to 6 or 8: " << grouped(s.nearSevenThrows) << " of "
          << grouped(s.losingZones) << " ("
          << fixed(100.0 * static_cast<double>(s.nearSevenThrows) /
                       static_cast<double>(s.losingZones),
                   2)
          << " %; 10 of the 30 losing pairs of faces)\n";
    }
    o << "\nNo pattern (each p-value should be above 0.001; docs/blocks.md):\n";
    o << "  winners over 100 segments       " << testLine(s.spread.segments) << "\n";
    o << "  runs of wins and losses         " << testLine(s.spread.runs) << "\n";
    std::size_t worst = 0;
    for (std::size_t k = 1; k < s.spread.autocorrelation.size(); ++k) {
        if (s.spread.autocorrelation[k].p < s.spread.autocorrelation[worst].p) {
            worst = k;
        }
    }
    o << "  tier autocorrelation, lags 1-10 smallest p at lag " << worst + 1 << ": "
      << testLine(s.spread.autocorrelation[worst]) << "\n";
    o << "  decoy amounts, losing vs winning tickets  " << testLine(s.decoyHomogeneity) << "\n";
    o << "  decoy amounts vs the decoy weights        " << testLine(s.decoyFit) << "\n";
    o << (dede ? "  losing dice, losing vs winning tickets    "
               : "  losing symbols, losing vs winning tickets ")
      << testLine(s.faceHomogeneity) << "\n";
    o << (dede ? "  winning throws by Lancer 1-3    " : "  winning months by month         ")
      << testLine(s.zoneUniformity) << "\n";
    return 0;
}

}  // namespace instants::cli
