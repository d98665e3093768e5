// instants-cli rng: the raw seeded stream, for external statistical batteries (dieharder).
#include <array>
#include <ostream>

#include "args.h"
#include "commands.h"
#include "instants/random.h"

namespace instants::cli {

int cmdRng(const Words& words, Streams& io) {
    const Args args(words, {"seed", "bytes"}, {});
    args.expectPositionals(0, "");
    const std::uint64_t seed = args.unsignedNumber("seed");
    std::uint64_t left = args.unsignedNumber("bytes");
    SeededSource source(seed);
    std::array<std::uint8_t, 65536> buf{};
    while (left > 0 && io.out) {
        const std::size_t n = left < buf.size() ? static_cast<std::size_t>(left) : buf.size();
        source.bytes(std::span(buf.data(), n));
        io.out.write(reinterpret_cast<const char*>(buf.data()), static_cast<std::streamsize>(n));
        left -= n;
    }
    io.out.flush();
    if (!io.out) {
        // A closed pipe (e.g. `| head -c`) is a normal way to stop reading the stream.
        return left == 0 ? 1 : 0;
    }
    return 0;
}

}  // namespace instants::cli
