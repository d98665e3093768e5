// Throughput of whole games through the engine-level Session and its SQLite journal (issue 4,
// "Proof"): games per second with the durable journal (WAL, synchronous=FULL: every start,
// action and end is a transaction that reaches the disk before the call returns) and without
// it (synchronous=OFF, durable=false). Every game goes through Session::start / Session::act,
// exactly as the protocol and the front ends play it.
//
// The databases and the block cache live in a fresh temporary folder, removed at exit.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "instants/session/session.h"

using namespace instants;

namespace {

/// A temporary folder for the benchmark's databases; the block files are generated once in
/// it and shared by every benchmark.
class Scratchpad {
public:
    Scratchpad() {
        // A name from the clock, taken only if no such folder exists (create_directory
        // reports false then): portable, and no random number drawn outside the engine.
        const auto base = std::filesystem::temp_directory_path();
        for (auto t = std::chrono::steady_clock::now().time_since_epoch().count();; ++t) {
            m_dir = base / ("instants-bench-" + std::to_string(t));
            if (std::filesystem::create_directory(m_dir)) {
                break;
            }
        }
    }
    ~Scratchpad() {
        std::error_code ignored;
        std::filesystem::remove_all(m_dir, ignored);
    }
    Scratchpad(const Scratchpad&) = delete;
    Scratchpad& operator=(const Scratchpad&) = delete;

    /// A fresh database path (nothing there yet).
    std::filesystem::path database(const std::string& name) {
        const auto path = m_dir / (name + "-" + std::to_string(m_next++) + ".db");
        return path;
    }
    std::filesystem::path blocks() const { return m_dir / "blocks"; }

private:
    std::filesystem::path m_dir;
    int m_next = 0;
};

Scratchpad& scratchpad() {
    static Scratchpad pad;
    return pad;
}

std::unique_ptr<Session> openSession(const std::string& name, bool durable) {
    Session::Options o;
    o.database = scratchpad().database(name);
    o.blockDirectory = scratchpad().blocks();
    o.seed = 20261129;
    o.initialBalance = Cents{1} << 40;  // never short of play money
    o.durable = durable;
    return std::make_unique<Session>(o);
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

/// Happy Dés with a fixed strategy: after stage 1 is won, "stop" (arg 0) or continue into
/// the cumul universe (arg 1); the dice and throws are taken in the order offered.
/// Returns the number of requests (start + actions) the game took.
std::int64_t playHappyDes(Session& s, bool continueToCumul) {
    s.start(GameKind::HappyDes, 100);
    std::int64_t requests = 1;
    while (s.inProgress()) {
        const std::vector<std::string> allowed = s.game()->allowedActions();
        std::string action = allowed.front();
        if (contains(allowed, "stop")) {
            action = continueToCumul ? "continue" : "stop";
        } else if (contains(allowed, "universe:cumul")) {
            action = "universe:cumul";
        }
        s.act(action);
        ++requests;
    }
    return requests;
}

/// A scratch ticket uncovered with "auto".
std::int64_t playScratchAuto(Session& s, GameKind kind) {
    s.start(kind, allowedStakes(kind).front());
    s.act("auto");
    return 2;
}

void report(benchmark::State& state, std::int64_t requests, Session& s) {
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));  // games
    state.counters["requests/s"] =
        benchmark::Counter(static_cast<double>(requests), benchmark::Counter::kIsRate);
    state.counters["requests/game"] =
        static_cast<double>(requests) /
        static_cast<double>(std::max<std::int64_t>(1, state.iterations()));
    benchmark::DoNotOptimize(s.balance());
}

// Arg 0: durable (1) or not (0).
void BM_HappyDesStop(benchmark::State& state) {
    auto s = openSession("happy-des-stop", state.range(0) != 0);
    std::int64_t requests = 0;
    for (auto _ : state) {
        requests += playHappyDes(*s, false);
    }
    report(state, requests, *s);
    state.SetLabel(state.range(0) != 0 ? "durable (synchronous=FULL)" : "durable=false");
}

void BM_HappyDesCumul(benchmark::State& state) {
    auto s = openSession("happy-des-cumul", state.range(0) != 0);
    std::int64_t requests = 0;
    for (auto _ : state) {
        requests += playHappyDes(*s, true);
    }
    report(state, requests, *s);
    state.SetLabel(state.range(0) != 0 ? "durable (synchronous=FULL)" : "durable=false");
}

void BM_DedeAuto(benchmark::State& state) {
    auto s = openSession("dede", state.range(0) != 0);
    s->dealingPosition(GameKind::Dede);  // generates or verifies the block, untimed
    std::int64_t requests = 0;
    for (auto _ : state) {
        requests += playScratchAuto(*s, GameKind::Dede);
    }
    report(state, requests, *s);
    state.SetLabel(state.range(0) != 0 ? "durable (synchronous=FULL)" : "durable=false");
}

void BM_Happy2014Auto(benchmark::State& state) {
    auto s = openSession("happy-2014", state.range(0) != 0);
    s->dealingPosition(GameKind::Happy2014);
    std::int64_t requests = 0;
    for (auto _ : state) {
        requests += playScratchAuto(*s, GameKind::Happy2014);
    }
    report(state, requests, *s);
    state.SetLabel(state.range(0) != 0 ? "durable (synchronous=FULL)" : "durable=false");
}

}  // namespace

// Wall-clock time: with the durable journal most of a game is spent waiting for the disk.
BENCHMARK(BM_HappyDesStop)
    ->ArgName("durable")
    ->Arg(1)
    ->Arg(0)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HappyDesCumul)
    ->ArgName("durable")
    ->Arg(1)
    ->Arg(0)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DedeAuto)
    ->ArgName("durable")
    ->Arg(1)
    ->Arg(0)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Happy2014Auto)
    ->ArgName("durable")
    ->Arg(1)
    ->Arg(0)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
