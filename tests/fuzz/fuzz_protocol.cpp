// libFuzzer target: the JSON-lines protocol (Protocol::handle) over arbitrary input.
//
// One Session is opened once per process, on a fresh temporary database with durable=false
// (the journal still commits every change; it only skips the fsync) and a fixed seed, so
// that the draws are reproducible. Each input is split into lines at '\n' and every line is
// handed to Protocol::handle in order, as `instants-cli drive` does, so that sequences
// ("start", then "act"s) are explored. The Session carries over from one input to the next,
// as it does in a long-running driver.
//
// Besides the sanitizers (ASan, UBSan) and uncaught exceptions, it aborts when a reply breaks
// the protocol's contract (docs/protocol.md):
//   - a reply is exactly one line: no newline inside, valid UTF-8, a JSON object;
//   - "ok" is a boolean; a refusal has "error": {"code": string, "message": string};
//   - every reply but history's has "state": {"balance_cents": int, "game": null|object};
//   - a refused request changes nothing (docs/architecture.md, invariant 7): its state is the last
//   state;
//   - the balance the session shows is the journal's, and the ledger's.
//
// Environment: INSTANTS_FUZZ_DIR, where the database goes (default: the temporary folder);
// INSTANTS_FUZZ_BLOCKS, the block cache (tools/fuzz.sh prepares it, so that the sanitized
// process only verifies the blocks once instead of generating them).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "instants/json.h"
#include "instants/session/protocol.h"
#include "instants/session/session.h"

using namespace instants;

namespace {

[[noreturn]] void violation(const std::string& what, std::string_view line,
                            const std::string& reply) {
    std::fprintf(stderr, "fuzz_protocol: %s\n  request: %.*s\n  reply:   %s\n", what.c_str(),
                 static_cast<int>(line.size()), line.data(), reply.c_str());
    std::abort();
}

/// True when s is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, <= U+10FFFF).
bool validUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::size_t n = 0;
        unsigned cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
            cp = c & 0x1FU;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            cp = c & 0x0FU;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            cp = c & 0x07U;
        } else {
            return false;
        }
        if (i + n >= s.size()) {
            return false;
        }
        for (std::size_t k = 1; k <= n; ++k) {
            const auto d = static_cast<unsigned char>(s[i + k]);
            if ((d & 0xC0U) != 0x80U) {
                return false;
            }
            cp = (cp << 6U) | (d & 0x3FU);
        }
        if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            return false;
        }
        i += n + 1;
    }
    return true;
}

struct Fixture {
    std::filesystem::path dir;
    std::unique_ptr<Session> session;
    std::unique_ptr<Protocol> protocol;
    std::optional<Json> lastState;
    std::uint64_t inputs = 0;
    std::uint64_t requests = 0;

    Fixture() {
        const char* base = std::getenv("INSTANTS_FUZZ_DIR");
        dir =
            std::filesystem::path(base != nullptr ? base : std::filesystem::temp_directory_path()) /
            ("instants-fuzz-protocol-" + std::to_string(::getpid()));
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        Session::Options o;
        o.database = dir / "fuzz.db";
        const char* blocks = std::getenv("INSTANTS_FUZZ_BLOCKS");
        o.blockDirectory = blocks != nullptr ? std::filesystem::path(blocks) : dir / "blocks";
        o.seed = 1;
        o.initialBalance = Cents{1} << 40;
        o.durable = false;
        session = std::make_unique<Session>(o);
        protocol = std::make_unique<Protocol>(*session);
    }
    ~Fixture() {
        std::fprintf(stderr, "fuzz_protocol: %llu inputs, %llu requests handled\n",
                     static_cast<unsigned long long>(inputs),
                     static_cast<unsigned long long>(requests));
        protocol.reset();
        session.reset();
        std::error_code ignored;
        std::filesystem::remove_all(dir, ignored);
    }
};

Fixture& fixture() {
    static Fixture f;
    return f;
}

void checkReply(Fixture& f, std::string_view line, const std::string& reply) {
    if (reply.find('\n') != std::string::npos || reply.find('\r') != std::string::npos) {
        violation("the reply spans more than one line", line, reply);
    }
    if (!validUtf8(reply)) {
        violation("the reply is not valid UTF-8", line, reply);
    }
    Json r;
    try {
        r = Json::parse(reply);
    } catch (const JsonError& e) {
        violation(std::string("the reply is not JSON: ") + e.what(), line, reply);
    }
    if (!r.isObject()) {
        violation("the reply is not an object", line, reply);
    }
    const Json* ok = r.find("ok");
    if (ok == nullptr || !ok->isBool()) {
        violation("the reply has no boolean \"ok\"", line, reply);
    }
    if (!ok->asBool()) {
        const Json* e = r.find("error");
        if (e == nullptr || !e->isObject() || e->find("code") == nullptr ||
            !e->find("code")->isString() || e->find("message") == nullptr ||
            !e->find("message")->isString() || e->find("code")->asString().empty()) {
            violation("a refusal without its error code and message", line, reply);
        }
    }
    const Json* state = r.find("state");
    if (state == nullptr) {
        const Json* games = r.find("games");
        if (!ok->asBool() || games == nullptr || !games->isArray()) {
            violation("a reply without a state (and not a history)", line, reply);
        }
        return;
    }
    const Json* balance = state->find("balance_cents");
    const Json* game = state->find("game");
    if (!state->isObject() || balance == nullptr || !balance->isInt() || game == nullptr ||
        !(game->isNull() || game->isObject())) {
        violation("a malformed state", line, reply);
    }
    if (!ok->asBool() && f.lastState && !(*state == *f.lastState)) {
        violation("a refused request changed the state", line, reply);
    }
    if (balance->asInt() != f.session->balance()) {
        violation("the state's balance is not the session's", line, reply);
    }
    f.lastState = *state;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Fixture& f = fixture();
    if (++f.inputs % 1000 == 0) {
        // Keeps "history" replies small over millions of inputs (the games stay recorded).
        f.session->clearVisibleHistory();
        if (f.session->balance() != f.session->journal().balance() ||
            f.session->journal().balance() != f.session->journal().ledgerBalance()) {
            std::fprintf(stderr,
                         "fuzz_protocol: the balance, the journal and the ledger disagree\n");
            std::abort();
        }
    }
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    for (int lines = 0; lines < 64 && start <= input.size(); ++lines) {
        std::size_t end = input.find('\n', start);
        if (end == std::string_view::npos) {
            end = input.size();
        }
        const std::string_view line = input.substr(start, end - start);
        checkReply(f, line, f.protocol->handle(line));
        ++f.requests;
        start = end + 1;
    }
    return 0;
}
