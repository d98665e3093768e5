#include "commands.h"

#include <iostream>
#include <map>

#include "args.h"

#ifndef INSTANTS_VERSION
#define INSTANTS_VERSION "0.0.0"
#endif

namespace instants::cli {

std::string usage() {
    return R"(usage: instants-cli COMMAND [OPTIONS]

Happy Dés
  tables [--json]                      the odds tables, with the exact weights
  rtp [--json]                         exact return to player of each strategy
  simulate --game happy-des --strategy stop|cumul|figures|identiques
           --games N --seed S [--threads T] [--stake 100|200] [--json]
                                       Monte Carlo check of the return to player
  play happy-des [--seed S] [--stake 100|200]
                                       play one game in the terminal
DÉDÉ and Happy 2014 emission blocks
  emit --game dede|happy-2014 --seed S [--block N] --out FILE
                                       generate block N (default 0) of base seed S
  verify FILE [--json] (--seed S | --journal DB | --structure-only)
                                       re-check a block file and prove its origin: that base
                                       seed S generated it, or that it is the block journal DB
                                       deals from (exit 1 on the first problem, or when its
                                       origin is not proven); --structure-only: the form alone
  export FILE --format jsonl           one JSON object per ticket, in block order
  block-stats FILE [--json]            prize table, payout rate, near misses, pattern tests
Sessions (demo wallet, durable journal)
  drive --db FILE [--seed S] [--initial-balance-cents N] [--blocks DIR]
                                       the JSON-lines protocol on stdin/stdout
Randomness
  rng --seed S [--bytes N]             the raw seeded ChaCha20 stream, to stdout
  rng --os [--bytes N]                 the raw stream of play (keyed and rekeyed from the
                                       operating system), to stdout; without --bytes both
                                       are endless, until the reader closes the pipe

  --help, help                         this text
  COMMAND --help                       the options of COMMAND and their meaning
  --version                            the version
)";
}

// The emission-block commands (cmd_blocks.cpp).
int cmdEmit(const Words& args, Streams& io);
int cmdVerify(const Words& args, Streams& io);
int cmdExport(const Words& args, Streams& io);
int cmdBlockStats(const Words& args, Streams& io);

namespace {

using Command = int (*)(const Words&, Streams&);

const std::map<std::string, Command>& commands() {
    static const std::map<std::string, Command> kCommands = {
        {"rng", cmdRng},       {"tables", cmdTables},
        {"rtp", cmdRtp},       {"simulate", cmdSimulate},
        {"play", cmdPlay},     {"drive", cmdDrive},
        {"emit", cmdEmit},     {"verify", cmdVerify},
        {"export", cmdExport}, {"block-stats", cmdBlockStats},
    };
    return kCommands;
}

}  // namespace

int run(const Words& argv, Streams& io) {
    if (argv.empty()) {
        io.err << "instants-cli: a command is required\n" << usage();
        return 2;
    }
    const std::string& name = argv[0];
    if (name == "--help" || name == "-h" || name == "help") {
        io.out << usage();
        return 0;
    }
    if (name == "--version") {
        io.out << "instants-cli " << INSTANTS_VERSION << "\n";
        return 0;
    }
    const auto it = commands().find(name);
    if (it == commands().end()) {
        std::vector<std::string> known;
        for (const auto& [command, function] : commands()) {
            known.push_back(command);
        }
        const std::string best = closest(name, known);
        io.err << "instants-cli: unknown command '" << name << "'"
               << (best.empty() ? "" : " (did you mean " + best + "?)") << "\n"
               << usage();
        return 2;
    }
    try {
        const Words rest(argv.begin() + 1, argv.end());
        return it->second(rest, io);
    } catch (const HelpRequest& help) {
        io.out << help.what();
        return 0;
    } catch (const UsageError& e) {
        io.err << "instants-cli " << name << ": " << e.what() << "\n" << usage();
        return 2;
    } catch (const std::exception& e) {
        io.err << "instants-cli " << name << ": " << e.what() << "\n";
        return 1;
    }
}

}  // namespace instants::cli
