// instants-cli rng: a raw ChaCha20 stream for external statistical batteries (dieharder, ent):
// the seeded stream of demos, tests and replays (--seed S), or the stream play draws from,
// keyed and rekeyed from the operating system's entropy (--os). Without --bytes the stream is
// endless: it stops when the reader closes the pipe, which is a normal end (exit 0, quietly).
#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <memory>
#include <optional>
#include <ostream>

#include "args.h"
#include "commands.h"
#include "instants/random.h"

namespace instants::cli {

int cmdRng(const Words& words, Streams& io) {
    const Args args(
        words, "rng",
        "The raw ChaCha20 stream, to standard output: the seeded stream of demos, tests "
        "and replays (--seed S), or the stream of play, keyed and rekeyed from the "
        "operating system (--os). Without --bytes it is endless, until the reader "
        "closes the pipe.",
        {number("seed", "S", "the base seed of the reproducible stream"),
         flag("os", "the stream of play, from the operating system's entropy"),
         number("bytes", "N", "how many bytes to write (default: endless)")});
    if (args.has("seed") && args.has("os")) {
        throw UsageError("--seed S and --os are two different streams: give one of them");
    }
    if (!args.has("seed") && !args.has("os")) {
        throw UsageError("a stream is required: --seed S (reproducible) or --os (as in play)");
    }
    std::optional<std::uint64_t> left;
    if (args.has("bytes")) {
        left = args.unsignedNumber("bytes");
    }
    std::unique_ptr<ChaChaSource> source;
    if (args.has("seed")) {
        source = std::make_unique<SeededSource>(args.unsignedNumber("seed"));
    } else {
        source = std::make_unique<OsSource>();
    }
#ifdef SIGPIPE
    // A reader that closes the pipe (`| head -c`, dieharder at the end of its battery) must
    // end the stream with EPIPE, not kill the process with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
#endif
    std::array<std::uint8_t, 65536> buf{};
    errno = 0;
    while ((!left || *left > 0) && io.out) {
        const std::size_t n =
            left && *left < buf.size() ? static_cast<std::size_t>(*left) : buf.size();
        source->bytes(std::span(buf.data(), n));
        io.out.write(reinterpret_cast<const char*>(buf.data()), static_cast<std::streamsize>(n));
        if (left) {
            *left -= n;
        }
    }
    if (io.out) {
        io.out.flush();
    }
    if (!io.out) {
        const int error = errno;
        if (error == EPIPE) {
            return 0;  // the reader has read what it wanted
        }
        io.err << "instants-cli rng: could not write the stream to standard output"
               << (error != 0 ? std::string(": ") + std::strerror(error) : std::string()) << "\n";
        return 1;
    }
    return 0;
}

}  // namespace instants::cli
