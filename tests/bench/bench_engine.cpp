// Engine speed (issue: engine foundation, section 7). Everything goes through the real rules
// code and the seeded ChaCha20 source; there is no separate fast path.
#include <benchmark/benchmark.h>

#include <vector>

#include "instants/happydes/analysis.h"
#include "instants/happydes/simulator.h"
#include "instants/random.h"

using namespace instants;
using namespace instants::happydes;

static void BM_ChaCha20Bytes(benchmark::State& state) {
    SeededSource rng(1);
    std::vector<std::uint8_t> buf(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        rng.bytes(buf);
        benchmark::DoNotOptimize(buf.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
}
BENCHMARK(BM_ChaCha20Bytes)->Arg(4096)->Arg(1 << 20);

static void BM_DieRoll(benchmark::State& state) {
    SeededSource rng(2);
    RandomSource& source = rng;  // through the interface, as the rules use it
    for (auto _ : state) {
        benchmark::DoNotOptimize(source.uniform(6));
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_DieRoll);

static void BM_WeightedDraw(benchmark::State& state) {
    SeededSource rng(3);
    RandomSource& source = rng;
    const PrizeTable& t = identiquesTables()[0];  // the widest table: 7 rows
    for (auto _ : state) {
        benchmark::DoNotOptimize(source.weighted(t.weights(), t.denominator()));
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_WeightedDraw);

static void BM_Game(benchmark::State& state) {
    const auto strategy = static_cast<Strategy>(state.range(0));
    // Each benchmark thread plays its own stream, as the simulator's threads do.
    SeededSource rng(4, static_cast<std::uint64_t>(state.thread_index()));
    // Each thread's game kept apart from the other's, as the simulator's threads are: the
    // harness's two threads otherwise got event buffers sharing cache lines (1.62x for two
    // threads, where `instants-cli simulate --threads 2` reaches 1.99x).
    std::vector<char> apartBefore(1 << 16);
    Game game(kStakeOne, rng);
    std::vector<char> apartAfter(1 << 16);
    benchmark::DoNotOptimize(apartBefore.data());
    benchmark::DoNotOptimize(apartAfter.data());
    for (auto _ : state) {
        game.restart(kStakeOne, rng);
        playOut(game, strategy, rng);
        benchmark::DoNotOptimize(game.win());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.SetLabel(std::string(strategyName(strategy)));
}
BENCHMARK(BM_Game)->DenseRange(0, 3)->Threads(1)->Threads(2)->UseRealTime();

// The exact return to player (rational arithmetic on arbitrary-precision integers): what
// `instants-cli rtp` and the rules screen compute, and the facts shown at "Je continue".
static void BM_ExactOdds(benchmark::State& state) {
    const auto strategy = static_cast<Strategy>(state.range(0));
    for (auto _ : state) {
        const StrategyOdds o = exactOdds(strategy);
        benchmark::DoNotOptimize(o.rtp.toDouble());
        benchmark::DoNotOptimize(o.rtp.toString());
    }
    state.SetLabel(std::string(strategyName(strategy)));
}
BENCHMARK(BM_ExactOdds)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

static void BM_UniverseFacts(benchmark::State& state) {
    const auto universe = static_cast<Universe>(state.range(0));
    for (auto _ : state) {
        const UniverseFacts f = universeFacts(universe, 1500);
        benchmark::DoNotOptimize(f.expectedValueCents.toDouble());
        benchmark::DoNotOptimize(f.winProbability.toDouble());
    }
}
BENCHMARK(BM_UniverseFacts)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
