// instants-cli drive: the whole engine over a JSON-lines protocol (docs/protocol.md).
#include <iostream>
#include <string>

#include "args.h"
#include "commands.h"
#include "instants/session/protocol.h"

namespace instants::cli {

int cmdDrive(const Words& words, Streams& io) {
    const Args args(words, {"db", "seed", "initial-balance-cents", "blocks"}, {"no-sync"});
    args.expectPositionals(0, "");
    Session::Options o;
    o.database = args.text("db");
    if (args.has("seed")) {
        o.seed = args.unsignedNumber("seed");
    }
    const std::uint64_t initial = args.unsignedNumber("initial-balance-cents", 10000);
    if (initial > (std::uint64_t{1} << 40U)) {
        throw UsageError("--initial-balance-cents: at most 2^40 cents");
    }
    o.initialBalance = static_cast<Cents>(initial);
    o.blockDirectory = args.text("blocks", "");
    o.durable = !args.has("no-sync");
    o.blockNotice = [&io](const std::string& notice) { io.err << "instants-cli drive: block set aside: " << notice << "\n"; };

    std::unique_ptr<Session> session;
    try {
        session = std::make_unique<Session>(o);
    } catch (const JournalError& e) {
        Json reply = Json::object();
        reply.set("ok", false);
        Json err = Json::object();
        err.set("code", "journal_" + std::string(e.code()));
        err.set("message", e.what());
        reply.set("error", std::move(err));
        io.out << reply.dump() << "\n" << std::flush;
        io.err << "instants-cli drive: " << e.what() << "\n";
        return 1;
    }
    Protocol protocol(*session);
    std::string line;
    while (std::getline(io.in, line)) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.find_first_not_of(" \t") == std::string::npos) {
            continue;  // blank lines are not requests
        }
        io.out << protocol.handle(line) << "\n" << std::flush;
    }
    return 0;
}

}  // namespace instants::cli
