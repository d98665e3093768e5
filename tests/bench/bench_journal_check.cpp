// The journal's self-check on open, measured on a large journal (docs/protocol.md, "The
// journal's self-check"): builds a journal of N games (default 10^6) as the product records
// them — the three kinds in turn, each with its deal, reveals and finished event, its stake and
// its win in the ledger, a reset now and then — then opens it, read-only and to write, three
// times each, and prints the median time of the open and its self-check.
//
// Usage: journal_check_bench [--games N] [--db PATH] [--keep]
//   --db PATH  where to build the journal (default: a temporary folder); an existing journal
//              of PATH is measured as it is, not built again
//   --keep     keep the journal built
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "instants/session/journal.h"

using namespace instants;
namespace fs = std::filesystem;

namespace {

double seconds(const std::chrono::steady_clock::time_point& since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

void build(const fs::path& db, long games) {
    Journal::Options o;
    o.durable = false;  // building only: the measure is of opening
    o.initialBalance = 10000;
    auto j = Journal::open(db, o);
    const auto start = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        const int kind = static_cast<int>(g % 3);
        const char* game = kind == 0 ? "happy-des" : kind == 1 ? "dede" : "happy-2014";
        const Cents stake = kind == 2 ? 300 : 200;
        if (j->balance() < stake) {
            j->resetBalance();
        }
        const Cents win = g % 5 == 0 ? 400 : 0;
        const std::string ticket = std::to_string(g);
        const auto id = j->startGame(
            game, stake,
            {R"({"type": "deal", "block": 0, "ticket": )" + ticket + R"(, "layout": {"ticket": )" +
             ticket +
             R"(, "prize_cents": 0, "throws": [{"dice": [1, 3], "gain_cents": 200}, {"dice": [2, 2], "gain_cents": 400}, {"dice": [5, 3], "gain_cents": 200}]}})"});
        j->appendEvents(id, {R"({"type": "auto"})"});
        j->finishGame(
            id,
            {R"({"type": "reveal", "zone": "throw1"})", R"({"type": "reveal", "zone": "throw2"})",
             R"({"type": "reveal", "zone": "throw3"})",
             R"({"type": "finished", "win_cents": )" + std::to_string(win) +
                 R"(, "winning_zones": []})"},
            win);
        if ((g + 1) % 100000 == 0) {
            std::fprintf(stderr, "built %ld games (%.0f s)\n", g + 1, seconds(start));
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    long games = 1000000;
    fs::path db;
    bool keep = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--games" && i + 1 < argc) {
            games = std::strtol(argv[++i], nullptr, 10);
        } else if (a == "--db" && i + 1 < argc) {
            db = argv[++i];
        } else if (a == "--keep") {
            keep = true;
        } else {
            std::fprintf(stderr, "usage: journal_check_bench [--games N] [--db PATH] [--keep]\n");
            return 2;
        }
    }
    fs::path folder;
    if (db.empty()) {
        folder = fs::temp_directory_path() / ("instants-check-bench-" + std::to_string(::getpid()));
        fs::create_directories(folder);
        db = folder / "journal.db";
    }
    try {
        if (!fs::exists(db)) {
            const auto start = std::chrono::steady_clock::now();
            build(db, games);
            std::printf("built %ld games in %.1f s\n", games, seconds(start));
        }
        std::vector<double> readOnly;
        std::vector<double> writer;
        std::int64_t last = 0;
        for (int run = 0; run < 3; ++run) {
            for (const bool ro : {true, false}) {
                Journal::Options o;
                o.readOnly = ro;
                const auto start = std::chrono::steady_clock::now();
                auto j = Journal::open(db, o);
                (ro ? readOnly : writer).push_back(seconds(start));
                last = j->lastGameId();
            }
        }
        std::sort(readOnly.begin(), readOnly.end());
        std::sort(writer.begin(), writer.end());
        const double mb = static_cast<double>(fs::file_size(db)) / 1e6;
        std::printf(
            "journal of %lld games, %.0f MB: open with its self-check, median of 3: "
            "read-only %.2f s, to write %.2f s (best %.2f / %.2f s)\n",
            static_cast<long long>(last), mb, readOnly[1], writer[1], readOnly[0], writer[0]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "journal_check_bench: %s\n", e.what());
        return 1;
    }
    if (!folder.empty() && !keep) {
        fs::remove_all(folder);
    }
    return 0;
}
