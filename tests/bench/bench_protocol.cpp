// The JSON-lines protocol's own cost (docs/protocol.md): a request parsed, answered and its
// reply written, and the JSON reader and writer alone on a reply of a few kilobytes. The
// session is not durable (durable=false) and plays Happy Dés only, so that no block is
// generated and the journal's disk waits stay out of the figures.
//
// The database lives in a fresh temporary folder, removed at exit.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>

#include "instants/json.h"
#include "instants/session/protocol.h"
#include "instants/session/session.h"

using namespace instants;

namespace {

class Fixture {
public:
    Fixture() {
        const auto base = std::filesystem::temp_directory_path();
        for (auto t = std::chrono::steady_clock::now().time_since_epoch().count();; ++t) {
            m_dir = base / ("instants-protocol-bench-" + std::to_string(t));
            if (std::filesystem::create_directory(m_dir)) {
                break;
            }
        }
        Session::Options o;
        o.database = m_dir / "bench.db";
        o.blockDirectory = m_dir / "blocks";
        o.seed = 20261129;
        o.initialBalance = Cents{1} << 40;
        o.durable = false;
        m_session = std::make_unique<Session>(o);
        m_protocol = std::make_unique<Protocol>(*m_session);
        // Twenty finished games for the history, then one in progress for the state.
        for (int g = 0; g < 20; ++g) {
            playToTheEnd();
        }
        check(m_protocol->handle(R"({"cmd": "start", "game": "happy-des", "stake_cents": 200})"));
        check(m_protocol->handle(R"({"cmd": "act", "action": "roll"})"));
        m_history = m_protocol->handle(R"({"cmd": "history", "limit": 20})");
    }
    ~Fixture() {
        m_protocol.reset();
        m_session.reset();
        std::error_code ignored;
        std::filesystem::remove_all(m_dir, ignored);
    }
    Fixture(const Fixture&) = delete;
    Fixture& operator=(const Fixture&) = delete;

    Protocol& protocol() { return *m_protocol; }
    const std::string& history() const { return m_history; }

private:
    static void check(const std::string& reply) {
        if (reply.find(R"("ok": true)") == std::string::npos) {
            throw std::runtime_error("bench_protocol: refused: " + reply);
        }
    }

    void playToTheEnd() {
        check(m_protocol->handle(R"({"cmd": "start", "game": "happy-des", "stake_cents": 100})"));
        for (;;) {
            const Json state = Json::parse(m_protocol->handle(R"({"cmd": "state"})"));
            const Json& game = *state.find("state")->find("game");
            if (game.find("finished")->asBool()) {
                return;
            }
            const std::string action = game.find("allowed_actions")->asArray().front().asString();
            check(m_protocol->handle(R"({"cmd": "act", "action": ")" + action + "\"}"));
        }
    }

    std::filesystem::path m_dir;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<Protocol> m_protocol;
    std::string m_history;
};

Fixture& fixture() {
    static Fixture f;
    return f;
}

/// {"cmd": "state"} with a game in progress: the request parsed, the state built and written.
void BM_ProtocolState(benchmark::State& state) {
    Protocol& p = fixture().protocol();
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string reply = p.handle(R"({"cmd": "state"})");
        bytes += reply.size();
        benchmark::DoNotOptimize(reply.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}

/// A request that is refused by the parser (a duplicate key): the error path.
void BM_ProtocolBadJson(benchmark::State& state) {
    Protocol& p = fixture().protocol();
    for (auto _ : state) {
        const std::string reply = p.handle(R"({"cmd": "state", "cmd": "state"})");
        benchmark::DoNotOptimize(reply.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

/// The reader alone, on the reply to {"cmd": "history", "limit": 20}.
void BM_JsonParseHistory(benchmark::State& state) {
    const std::string& text = fixture().history();
    for (auto _ : state) {
        Json j = Json::parse(text);
        benchmark::DoNotOptimize(&j);
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
    state.counters["reply_bytes"] = static_cast<double>(text.size());
}

/// The writer alone, on the same value.
void BM_JsonDumpHistory(benchmark::State& state) {
    const Json value = Json::parse(fixture().history());
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = value.dump();
        bytes += text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}

}  // namespace

BENCHMARK(BM_ProtocolState)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ProtocolBadJson)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_JsonParseHistory)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_JsonDumpHistory)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
