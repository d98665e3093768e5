// libFuzzer target: the scratch block-file reader and verifier (engine/include/instants/
// scratch/block.h) over arbitrary bytes.
//
// A real block is 10 or 40 MB and its header must match the regulation's plan byte for
// byte, so raw fuzzed bytes alone would stop at the header checks. Each input is therefore
// used three ways:
//   1. as a whole file: verifyBlock (never throws: it reports) and BlockReader (throws only
//      BlockError) on a MemorySource over the bytes;
//   2. as ticket records (after a block header when the input starts with one): every record
//      goes through decodeRecord; a record that decodes must satisfy the rules
//      (ticketProblem), encode again, and decode to the same ticket;
//   3. as the records of a full-size virtual block: the game's real header, then the input's
//      records repeated over the whole block, then a digest; BlockReader must open it, and
//      reading tickets (at the start, the end, and an index taken from the input) and
//      forEach (from a sound ticket) return sound tickets or throw BlockError naming the ticket,
//      never anything else; a ticket past the end throws std::out_of_range.
// Any other exception escapes and libFuzzer reports it as a crash.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "instants/scratch/block.h"
#include "instants/scratch/layout.h"

using namespace instants::scratch;

namespace {

[[noreturn]] void violation(const std::string& what) {
    std::fprintf(stderr, "fuzz_block_reader: %s\n", what.c_str());
    std::abort();
}

std::uint64_t readLe(std::span<const std::uint8_t> b, std::size_t offset, unsigned n) {
    std::uint64_t v = 0;
    for (unsigned i = 0; i < n && offset + i < b.size(); ++i) {
        v |= static_cast<std::uint64_t>(b[offset + i]) << (8U * i);
    }
    return v;
}

GameId gameFor(std::span<const std::uint8_t> in) {
    // The header's game code (byte 10) when there is one, else by the input's first byte.
    if (in.size() > 10 && (in[10] == 1 || in[10] == 2)) {
        return static_cast<GameId>(in[10]);
    }
    return !in.empty() && (in[0] & 1U) != 0 ? GameId::Happy2014 : GameId::Dede;
}

/// The input's records: what follows a header of `game` when the input starts with the block
/// magic and is longer than that header, else the whole input.
std::span<const std::uint8_t> recordsOf(std::span<const std::uint8_t> in, std::size_t headerSize) {
    if (in.size() > headerSize && std::equal(kBlockMagic.begin(), kBlockMagic.end(), in.begin())) {
        return in.subspan(headerSize);
    }
    return in;
}

/// A full-size block file: a real header, the given records repeated, a digest of zeros.
class VirtualBlock final : public ByteSource {
public:
    VirtualBlock(std::vector<std::uint8_t> header, std::span<const std::uint8_t> records,
                 std::uint64_t tickets, std::size_t recordSize)
        : m_header(std::move(header)), m_records(records.begin(), records.end()) {
        m_recordBytes = tickets * recordSize;
        m_size = m_header.size() + m_recordBytes + kDigestSize;
    }
    std::string name() const override { return "<virtual block>"; }
    std::uint64_t size() const override { return m_size; }
    void read(std::uint64_t offset, std::span<std::uint8_t> out) override {
        if (offset > m_size || out.size() > m_size - offset) {
            throw BlockError(name(), "read past the end of the data");
        }
        for (std::size_t i = 0; i < out.size(); ++i) {
            const std::uint64_t at = offset + i;
            if (at < m_header.size()) {
                out[i] = m_header[static_cast<std::size_t>(at)];
            } else if (at - m_header.size() < m_recordBytes) {
                out[i] =
                    m_records[static_cast<std::size_t>((at - m_header.size()) % m_records.size())];
            } else {
                out[i] = 0;
            }
        }
    }

private:
    std::vector<std::uint8_t> m_header;
    std::vector<std::uint8_t> m_records;
    std::uint64_t m_recordBytes = 0;
    std::uint64_t m_size = 0;
};

void checkTicket(const Ticket& t, GameId game, std::uint64_t index) {
    if (t.game != game || t.index != index) {
        violation("a ticket read at #" + std::to_string(index) + " says it is #" +
                  std::to_string(t.index));
    }
    const std::string problem = ticketProblem(t);
    if (!problem.empty()) {
        violation("a ticket the reader accepted breaks the rules: " + problem);
    }
}

// 1. The bytes as a whole file.
void asFile(std::span<const std::uint8_t> in) {
    MemorySource source(in, "<input>");
    const VerifyReport plain = verifyBlock(source);
    if (plain.ok != plain.problem.empty() || (plain.ok && !plain.header)) {
        violation("an inconsistent report: " + plain.message());
    }
    (void)plain.message();
    VerifyOptions strict;
    strict.game = gameFor(in);
    strict.block = readLe(in, 16, 8);
    strict.baseSeed = readLe(in, 0, 8);
    strict.countFrom = readLe(in, 24, 2);
    const VerifyReport checked = verifyBlock(source, strict);
    if (checked.ok != checked.problem.empty()) {
        violation("an inconsistent report: " + checked.message());
    }
    try {
        BlockReader reader(std::make_unique<MemorySource>(in, "<input>"));
        // Only a complete block of the regulation's size gets here.
        const std::uint64_t n = reader.header().tickets;
        if (n > 0) {
            try {
                checkTicket(reader.ticket(n - 1), reader.header().game, n - 1);
            } catch (const BlockError&) {
            }
        }
    } catch (const BlockError& e) {
        if (std::string(e.what()).empty()) {
            violation("a BlockError without a message");
        }
    }
}

// 2. The bytes as ticket records.
void asRecords(std::span<const std::uint8_t> in) {
    for (GameId game : kGames) {
        const std::size_t size = recordSize(game);
        const std::span<const std::uint8_t> records =
            recordsOf(in, encodeHeader(game, 0, Digest{}).size());
        for (std::size_t at = 0; at + size <= records.size() && at < 256 * size; at += size) {
            const std::span<const std::uint8_t> record = records.subspan(at, size);
            Ticket t;
            t.game = game;
            const std::string problem = decodeRecord(game, record, t);
            if (!problem.empty()) {
                continue;
            }
            checkTicket(t, game, 0);
            std::vector<std::uint8_t> again(size);
            encodeRecord(t, again);  // a ticket that decodes has a code for every value
            Ticket u;
            u.game = game;
            if (!decodeRecord(game, again, u).empty() || !(u == t)) {
                violation("a record does not decode to the same ticket after re-encoding");
            }
        }
    }
}

// 3. The bytes as the records of a full-size block.
void asBlock(std::span<const std::uint8_t> in) {
    const GameId game = gameFor(in);
    const std::uint64_t number = readLe(in, 16, 8);
    Digest commitment{};
    for (std::size_t i = 0; i < commitment.size() && 40 + i < in.size(); ++i) {
        commitment[i] = in[40 + i];
    }
    std::vector<std::uint8_t> header = encodeHeader(game, number, commitment);
    const std::span<const std::uint8_t> records = recordsOf(in, header.size());
    if (records.empty()) {
        return;
    }
    const std::uint64_t tickets = plan(game).ticketsPerBlock;
    auto source =
        std::make_unique<VirtualBlock>(std::move(header), records, tickets, recordSize(game));
    std::unique_ptr<BlockReader> reader;
    try {
        reader = std::make_unique<BlockReader>(std::move(source));
    } catch (const BlockError& e) {
        violation(std::string("a well-formed block was refused: ") + e.what());
    }
    if (reader->header().tickets != tickets || reader->header().block != number ||
        reader->header().game != game) {
        violation("the header read is not the header written");
    }
    const std::uint64_t picked = readLe(in, in.size() > 8 ? in.size() - 8 : 0, 8) % tickets;
    for (std::uint64_t i : {std::uint64_t{0}, std::uint64_t{1}, tickets - 1, picked}) {
        try {
            checkTicket(reader->ticket(i), game, i);
        } catch (const BlockError& e) {
            if (!e.ticket() || *e.ticket() != i) {
                violation(std::string("a bad ticket's error does not name it: ") + e.what());
            }
        }
    }
    if (reader->storedDigest() != Digest{}) {
        violation("the stored digest is not the one at the end of the file");
    }
    try {
        (void)reader->ticket(tickets);
        violation("a ticket past the end of the block was read");
    } catch (const std::out_of_range&) {
    }
    // forEach reads through a buffer of 65 536 records whatever the count (a 1.3 MB
    // allocation, most of the fuzzer's time if done on every input): only from a sound
    // ticket, where a run of records is worth scanning.
    std::uint64_t next = picked > tickets - 64 ? tickets - 64 : picked;
    const std::uint64_t first = next;
    try {
        (void)reader->ticket(first);
    } catch (const BlockError&) {
        return;
    }
    try {
        reader->forEach(first, 64, [&](const Ticket& t) {
            checkTicket(t, game, next);
            ++next;
        });
        if (next != first + 64) {
            violation("forEach skipped tickets");
        }
    } catch (const BlockError& e) {
        if (!e.ticket() || *e.ticket() != next) {
            violation(std::string("forEach's error does not name the bad ticket: ") + e.what());
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> in(data, size);
    asFile(in);
    asRecords(in);
    asBlock(in);
    return 0;
}
