#pragma once
// The commands of instants-cli. Each takes the words after its name and the streams to use,
// and returns the process exit code: 0 success, 1 a failed check (e.g. verify), 2 a usage
// error. Commands throw UsageError for command-line mistakes; run() turns it into the
// one-line message, the usage and exit code 2.

#include <iosfwd>
#include <string>
#include <vector>

namespace instants::cli {

struct Streams {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    bool interactive = false;  ///< stdout/stderr is a terminal (progress bars, prompts)
};

using Words = std::vector<std::string>;

int cmdRng(const Words& args, Streams& io);
int cmdTables(const Words& args, Streams& io);
int cmdRtp(const Words& args, Streams& io);
int cmdSimulate(const Words& args, Streams& io);
int cmdPlay(const Words& args, Streams& io);
int cmdDrive(const Words& args, Streams& io);

/// Dispatches argv[1] to a command. Unknown commands and usage errors exit 2.
int run(const Words& argv, Streams& io);

/// The usage text.
std::string usage();

}  // namespace instants::cli
