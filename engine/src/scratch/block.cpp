#include "instants/scratch/block.h"

#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <system_error>

#include "internal.h"

namespace instants::scratch {

namespace {

// Fixed part of the header (docs/blocks.md has the same table).
constexpr std::size_t kOffVersion = 8;
constexpr std::size_t kOffGame = 10;
constexpr std::size_t kOffRecordSize = 11;
constexpr std::size_t kOffHeaderSize = 12;
constexpr std::size_t kOffBlock = 16;
constexpr std::size_t kOffTickets = 24;
constexpr std::size_t kOffPrice = 32;
constexpr std::size_t kOffCommitment = 40;
constexpr std::size_t kOffAmountCount = 72;
constexpr std::size_t kOffTierCount = 73;
constexpr std::size_t kOffCombinationCount = 74;
constexpr std::size_t kOffSymbolCount = 75;
constexpr std::size_t kCombinationEntry = 56;
constexpr std::size_t kTierEntry = 16;

constexpr std::uint64_t kTicketsPerChunk = kChunkTickets;

void requireSodium() {
    if (!ensureSodium()) {
        throw std::runtime_error("libsodium could not be initialised");
    }
}

class Writer {
public:
    void u8(std::uint8_t v) { m_bytes.push_back(v); }
    void u16(std::uint16_t v) { le(v, 2); }
    void u32(std::uint32_t v) { le(v, 4); }
    void u64(std::uint64_t v) { le(v, 8); }
    void i64(std::int64_t v) { le(static_cast<std::uint64_t>(v), 8); }
    void bytes(std::span<const std::uint8_t> b) {
        m_bytes.insert(m_bytes.end(), b.begin(), b.end());
    }
    void zeros(std::size_t n) { m_bytes.insert(m_bytes.end(), n, 0); }
    std::vector<std::uint8_t>& out() { return m_bytes; }

private:
    void le(std::uint64_t v, unsigned n) {
        for (unsigned i = 0; i < n; ++i) {
            m_bytes.push_back(static_cast<std::uint8_t>(v >> (8U * i)));
        }
    }
    std::vector<std::uint8_t> m_bytes;
};

std::uint64_t readLe(std::span<const std::uint8_t> b, std::size_t offset, unsigned n) {
    std::uint64_t v = 0;
    for (unsigned i = 0; i < n; ++i) {
        v |= static_cast<std::uint64_t>(b[offset + i]) << (8U * i);
    }
    return v;
}

std::uint64_t expectedHeaderSize(const GamePlan& p) {
    return kFixedHeaderSize + 16U * p.amounts.size() + kTierEntry * p.tiers.size() +
           kCombinationEntry * p.combinations.size();
}

std::string number(std::uint64_t n) {
    return formatCount(n);
}

std::string euros(Cents c) {
    return formatEuros(c, true);
}

/// The name of the header field holding byte `offset`, for messages.
std::string headerField(const GamePlan& p, std::size_t offset) {
    if (offset < kOffVersion) {
        return "magic";
    }
    if (offset < kOffGame) {
        return "format version";
    }
    if (offset == kOffGame) {
        return "game code";
    }
    if (offset == kOffRecordSize) {
        return "record size";
    }
    if (offset < kOffBlock) {
        return "header size";
    }
    if (offset < kOffTickets) {
        return "block number";
    }
    if (offset < kOffPrice) {
        return "ticket count";
    }
    if (offset < kOffCommitment) {
        return "ticket price";
    }
    if (offset < kOffAmountCount) {
        return "seed commitment";
    }
    if (offset == kOffAmountCount) {
        return "amount count";
    }
    if (offset == kOffTierCount) {
        return "tier count";
    }
    if (offset == kOffCombinationCount) {
        return "combination count";
    }
    if (offset == kOffSymbolCount) {
        return "symbol count";
    }
    if (offset < kFixedHeaderSize) {
        return "reserved bytes";
    }
    std::size_t o = offset - kFixedHeaderSize;
    const std::size_t na = p.amounts.size();
    if (o < 8 * na) {
        return "amount #" + std::to_string(o / 8) + "; the plan says " + euros(p.amounts[o / 8]);
    }
    o -= 8 * na;
    if (o < 8 * na) {
        return "decoy weight #" + std::to_string(o / 8) + "; the plan says " +
               number(p.decoyWeights[o / 8]);
    }
    o -= 8 * na;
    if (o < kTierEntry * p.tiers.size()) {
        const PrizeTier& t = p.tiers[o / kTierEntry];
        return "prize tier #" + std::to_string(o / kTierEntry + 1) +
               (o % kTierEntry < 8 ? " amount" : " count") + "; the regulation says " +
               number(t.count) + " × " + euros(t.amount);
    }
    o -= kTierEntry * p.tiers.size();
    const std::size_t c = o / kCombinationEntry;
    return "combination #" + std::to_string(c) + "; the plan says " +
           number(p.combinations[c].count) + " × " + describeCombination(p.combinations[c]);
}

/// Streams bytes into a sink through a buffer, hashing them.
class HashingWriter {
public:
    explicit HashingWriter(ByteSink& sink) : m_sink(sink) {
        requireSodium();
        crypto_generichash_init(&m_state, nullptr, 0, kDigestSize);
        m_buffer.reserve(kBufferSize);
    }
    void put(std::span<const std::uint8_t> b) {
        if (m_buffer.size() + b.size() > kBufferSize) {
            flush();
        }
        m_buffer.insert(m_buffer.end(), b.begin(), b.end());
    }
    Digest finish() {
        flush();
        Digest d{};
        crypto_generichash_final(&m_state, d.data(), d.size());
        m_sink.write(d);
        return d;
    }

private:
    static constexpr std::size_t kBufferSize = 1U << 20U;
    void flush() {
        crypto_generichash_update(&m_state, m_buffer.data(), m_buffer.size());
        m_sink.write(m_buffer);
        m_buffer.clear();
    }
    ByteSink& m_sink;
    crypto_generichash_state m_state{};
    std::vector<std::uint8_t> m_buffer;
};

std::uint8_t amountCode(const GamePlan& p, Cents amount) {
    const std::size_t i = p.amountCode(amount);
    if (i == p.amounts.size()) {
        throw std::invalid_argument(euros(amount) + " is not an amount of " + std::string(p.title));
    }
    return static_cast<std::uint8_t>(i);
}

std::uint8_t faceCode(std::uint8_t face) {
    if (face < 1 || face > 6) {
        throw std::invalid_argument("die face " + std::to_string(int{face}) + " is not 1 to 6");
    }
    return face;
}

std::uint8_t symbolCode(std::uint8_t s) {
    if (s >= happySymbols().size()) {
        throw std::invalid_argument("symbol #" + std::to_string(int{s}) + " does not exist");
    }
    return s;
}

/// Reads `count` records from `first`, decoding and checking each; `raw` sees the bytes of
/// each chunk (for hashing) before its tickets are decoded. Throws BlockError naming the
/// first bad ticket.
void scanRecords(ByteSource& src, const BlockHeader& h, std::uint64_t first, std::uint64_t count,
                 const std::function<void(std::span<const std::uint8_t>)>& raw,
                 const std::function<void(const Ticket&)>& f, const Progress& progress) {
    std::vector<std::uint8_t> chunk(static_cast<std::size_t>(kTicketsPerChunk) * h.recordSize);
    Ticket t;
    t.game = h.game;
    t.block = h.block;
    std::uint64_t done = 0;
    while (done < count) {
        const std::uint64_t n = std::min(kTicketsPerChunk, count - done);
        const std::span<std::uint8_t> bytes(chunk.data(),
                                            static_cast<std::size_t>(n) * h.recordSize);
        src.read(h.recordOffset(first + done), bytes);
        if (raw) {
            raw(bytes);
        }
        for (std::uint64_t i = 0; i < n; ++i) {
            t.index = first + done + i;
            const std::string problem = decodeRecord(
                h.game, bytes.subspan(static_cast<std::size_t>(i) * h.recordSize, h.recordSize), t);
            if (!problem.empty()) {
                throw BlockError(src.name(), problem, t.index);
            }
            if (f) {
                f(t);
            }
        }
        done += n;
        if (progress) {
            progress(done, count);
        }
    }
}

}  // namespace

Digest digestOf(std::span<const std::uint8_t> bytes) {
    requireSodium();
    Digest d{};
    crypto_generichash(d.data(), d.size(), bytes.data(), bytes.size(), nullptr, 0);
    return d;
}

std::optional<Digest> digestFromHex(const std::string& hex) {
    if (hex.size() != kDigestSize * 2) {
        return std::nullopt;
    }
    Digest d{};
    for (std::size_t i = 0; i < kDigestSize; ++i) {
        auto nibble = [](char c) -> int {
            return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        };
        const int hi = nibble(hex[2 * i]);
        const int lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            return std::nullopt;
        }
        d[i] = static_cast<std::uint8_t>(hi * 16 + lo);
    }
    return d;
}

std::string toHex(std::span<const std::uint8_t> bytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string s;
    s.reserve(bytes.size() * 2);
    for (std::uint8_t b : bytes) {
        s += kHex[b >> 4U];
        s += kHex[b & 15U];
    }
    return s;
}

std::size_t recordSize(GameId game) {
    return game == GameId::Dede ? kDedeRecordSize : kHappyRecordSize;
}

std::uint64_t blockSeed(GameId game, std::uint64_t baseSeed, std::uint64_t number) {
    requireSodium();
    const std::string text = "instants-block-v1:" + std::string(gameId(game)) + ":" +
                             std::to_string(baseSeed) + ":" + std::to_string(number);
    std::array<std::uint8_t, 32> h{};
    crypto_generichash(h.data(), h.size(), reinterpret_cast<const unsigned char*>(text.data()),
                       text.size(), nullptr, 0);
    return readLe(h, 0, 8);
}

Digest seedCommitment(std::uint64_t seed) {
    requireSodium();
    ChaCha20Stream::Key key = SeededSource::keyForSeed(seed);
    Digest d{};
    crypto_generichash(d.data(), d.size(), key.data(), key.size(), nullptr, 0);
    sodium_memzero(key.data(), key.size());
    return d;
}

std::vector<std::uint8_t> encodeHeader(GameId game, std::uint64_t block, const Digest& commitment) {
    const GamePlan& p = plan(game);
    Writer w;
    w.bytes(kBlockMagic);
    w.u16(kBlockFormatVersion);
    w.u8(static_cast<std::uint8_t>(game));
    w.u8(static_cast<std::uint8_t>(recordSize(game)));
    w.u32(static_cast<std::uint32_t>(expectedHeaderSize(p)));
    w.u64(block);
    w.u64(p.ticketsPerBlock);
    w.i64(p.price);
    w.bytes(commitment);
    w.u8(static_cast<std::uint8_t>(p.amounts.size()));
    w.u8(static_cast<std::uint8_t>(p.tiers.size()));
    w.u8(static_cast<std::uint8_t>(p.combinations.size()));
    w.u8(static_cast<std::uint8_t>(game == GameId::Happy2014 ? happySymbols().size() : 0));
    w.zeros(4);
    for (Cents a : p.amounts) {
        w.i64(a);
    }
    for (std::uint64_t d : p.decoyWeights) {
        w.u64(d);
    }
    for (const PrizeTier& t : p.tiers) {
        w.i64(t.amount);
        w.u64(t.count);
    }
    for (const Combination& c : p.combinations) {
        w.i64(c.prize);
        w.i64(c.bonus);
        w.u64(c.count);
        w.u8(c.partCount);
        w.zeros(7);
        for (Cents part : c.parts) {
            w.i64(part);
        }
    }
    return std::move(w.out());
}

void encodeRecord(const Ticket& ticket, std::span<std::uint8_t> out) {
    const GamePlan& p = plan(ticket.game);
    detail::AmountCodes codes;
    if (ticket.game == GameId::Dede) {
        const auto& d = std::get<DedeLayout>(ticket.layout);
        for (std::size_t t = 0; t < kDedeThrows; ++t) {
            codes.zones[t] = amountCode(p, d.throws[t].gain);
        }
    } else {
        const auto& h = std::get<HappyLayout>(ticket.layout);
        for (std::size_t m = 0; m < kHappyMonths; ++m) {
            codes.zones[m] = amountCode(p, h.months[m].amount);
        }
        codes.bonus = amountCode(p, h.bonus);
    }
    detail::encodeRecord(ticket, codes, out);
}

void detail::encodeRecord(const Ticket& ticket, const AmountCodes& codes,
                          std::span<std::uint8_t> out) {
    if (out.size() != recordSize(ticket.game)) {
        throw std::invalid_argument("record buffer of the wrong size");
    }
    out[0] = ticket.combination;
    if (ticket.game == GameId::Dede) {
        const auto& d = std::get<DedeLayout>(ticket.layout);
        for (std::size_t t = 0; t < kDedeThrows; ++t) {
            const DedeThrow& th = d.throws[t];
            out[1 + 2 * t] =
                static_cast<std::uint8_t>(faceCode(th.dice[0]) << 4U | faceCode(th.dice[1]));
            out[2 + 2 * t] = codes.zones[t];
        }
        return;
    }
    const auto& h = std::get<HappyLayout>(ticket.layout);
    out[1] = codes.bonus;
    for (std::size_t m = 0; m < kHappyMonths; ++m) {
        const HappyMonth& month = h.months[m];
        out[2 + m] = static_cast<std::uint8_t>(symbolCode(month.symbols[0]) << 4U |
                                               symbolCode(month.symbols[1]));
    }
    for (std::size_t m = 0; m < kHappyMonths; m += 2) {
        out[14 + m / 2] = static_cast<std::uint8_t>(codes.zones[m] | codes.zones[m + 1] << 4U);
    }
}

std::string decodeRecord(GameId game, std::span<const std::uint8_t> r, Ticket& ticket) {
    const GamePlan& p = plan(game);
    const std::uint8_t combination = r[0];
    if (combination >= p.combinations.size()) {
        return "combination code " + std::to_string(int{combination}) + " does not exist (" +
               std::string(p.title) + " has " + std::to_string(p.combinations.size()) + ")";
    }
    const std::size_t amounts = p.amounts.size();
    if (game == GameId::Dede) {
        DedeLayout d;
        for (std::size_t t = 0; t < kDedeThrows; ++t) {
            const std::uint8_t dice = r[1 + 2 * t];
            const std::uint8_t gain = r[2 + 2 * t];
            d.throws[t].dice = {static_cast<std::uint8_t>(dice >> 4U),
                                static_cast<std::uint8_t>(dice & 15U)};
            if (gain >= amounts) {
                return "Lancer " + std::to_string(t + 1) + ": Gain code " +
                       std::to_string(int{gain}) + " is not an amount of the table (3.3)";
            }
            d.throws[t].gain = p.amounts[gain];
        }
        ticket.layout = d;
    } else {
        HappyLayout h;
        if (r[1] >= amounts) {
            return "Bonus: amount code " + std::to_string(int{r[1]}) + " does not exist (4.4.1)";
        }
        h.bonus = p.amounts[r[1]];
        for (std::size_t m = 0; m < kHappyMonths; ++m) {
            h.months[m].symbols = {static_cast<std::uint8_t>(r[2 + m] >> 4U),
                                   static_cast<std::uint8_t>(r[2 + m] & 15U)};
            const auto a =
                static_cast<std::uint8_t>(m % 2 == 0 ? r[14 + m / 2] & 15U : r[14 + m / 2] >> 4U);
            if (a >= amounts) {
                return std::string(happyMonths()[m].id) + ": amount code " +
                       std::to_string(int{a}) + " does not exist (4.3.1)";
            }
            h.months[m].amount = p.amounts[a];
        }
        ticket.layout = h;
    }
    ticket.combination = combination;
    ticket.prize = p.combinations[combination].prize;
    return detail::layoutProblem(ticket.layout, ticket.prize, combination, true);
}

// ---------------------------------------------------------------------------------------------

BlockError::BlockError(const std::string& file, const std::string& problem,
                       std::optional<std::uint64_t> ticket)
    : std::runtime_error(file + ": " +
                         (ticket ? "ticket #" + std::to_string(*ticket) + ": " : std::string()) +
                         problem),
      m_file(file),
      m_problem(problem),
      m_ticket(ticket) {}

ByteSink::~ByteSink() = default;
ByteSource::~ByteSource() = default;

void MemorySink::write(std::span<const std::uint8_t> bytes) {
    m_bytes.insert(m_bytes.end(), bytes.begin(), bytes.end());
}

Digest writeBlock(const BlockId& id, ByteSink& sink, const Progress& progress) {
    const GamePlan& p = plan(id.game);
    const std::uint64_t seed = id.seed();
    HashingWriter out(sink);
    out.put(encodeHeader(id.game, id.number, seedCommitment(seed)));

    // The block's combinations, in plan order, then a Fisher–Yates shuffle of the whole
    // block (Durstenfeld's form: position i takes a uniformly chosen one of positions
    // [0, i]), so that every arrangement of the tickets is equally likely.
    std::vector<std::uint8_t> column;
    column.reserve(static_cast<std::size_t>(p.ticketsPerBlock));
    for (std::size_t c = 0; c < p.combinations.size(); ++c) {
        column.insert(column.end(), static_cast<std::size_t>(p.combinations[c].count),
                      static_cast<std::uint8_t>(c));
    }
    SeededSource shuffle(seed, 0);
    for (std::size_t i = column.size() - 1; i > 0; --i) {
        const auto j = static_cast<std::size_t>(shuffle.uniform(i + 1));
        std::swap(column[i], column[j]);
    }

    SeededSource layouts(seed, 1);
    const std::size_t size = recordSize(id.game);
    std::array<std::uint8_t, kHappyRecordSize> record{};
    detail::AmountCodes codes;
    Ticket t;
    t.game = id.game;
    t.block = id.number;
    for (std::uint64_t i = 0; i < p.ticketsPerBlock; ++i) {
        const std::uint8_t c = column[static_cast<std::size_t>(i)];
        t.index = i;
        t.combination = c;
        t.prize = p.combinations[c].prize;
        t.layout = detail::makeLayout(id.game, c, layouts, codes);
        detail::encodeRecord(t, codes, std::span(record.data(), size));
        out.put(std::span(record.data(), size));
        if (progress && ((i + 1) % kTicketsPerChunk == 0 || i + 1 == p.ticketsPerBlock)) {
            progress(i + 1, p.ticketsPerBlock);
        }
    }
    return out.finish();
}

std::vector<std::uint8_t> generateBlock(const BlockId& id) {
    MemorySink sink;
    sink.bytes().reserve(static_cast<std::size_t>(
        expectedHeaderSize(plan(id.game)) + plan(id.game).ticketsPerBlock * recordSize(id.game) +
        kDigestSize));
    writeBlock(id, sink);
    return std::move(sink.bytes());
}

namespace {

class FileSink final : public ByteSink {
public:
    explicit FileSink(const std::filesystem::path& path) : m_path(path) {
        m_out.open(path, std::ios::binary | std::ios::trunc);
        if (!m_out) {
            throw BlockError(path.string(), "cannot be created for writing");
        }
    }
    void write(std::span<const std::uint8_t> bytes) override {
        m_out.write(reinterpret_cast<const char*>(bytes.data()),
                    static_cast<std::streamsize>(bytes.size()));
        if (!m_out) {
            throw BlockError(m_path.string(), "write failed (is the disk full?)");
        }
    }
    void close() {
        m_out.flush();
        m_out.close();
        if (!m_out) {
            throw BlockError(m_path.string(), "could not be completed (is the disk full?)");
        }
    }

private:
    std::filesystem::path m_path;
    std::ofstream m_out;
};

}  // namespace

Digest writeBlockFile(const BlockId& id, const std::filesystem::path& path,
                      const Progress& progress) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        throw BlockError(path.string(), "already exists; a block file is never overwritten");
    }
    std::filesystem::path partial = path;
    partial += ".partial";
    Digest d{};
    {
        FileSink sink(partial);
        d = writeBlock(id, sink, progress);
        sink.close();
    }
    std::filesystem::rename(partial, path, ec);
    if (ec) {
        throw BlockError(path.string(),
                         "could not be created from " + partial.string() + ": " + ec.message());
    }
    return d;
}

// ---------------------------------------------------------------------------------------------

FileSource::FileSource(const std::filesystem::path& path) : m_name(path.string()) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        throw BlockError(m_name, "no such file");
    }
    if (std::filesystem::is_directory(status)) {
        throw BlockError(m_name, "is a directory, not a block file");
    }
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) {
        throw BlockError(m_name, "cannot read its size: " + ec.message());
    }
    m_size = size;
    m_in.open(path, std::ios::binary);
    if (!m_in) {
        throw BlockError(m_name, "cannot be opened for reading (permissions?)");
    }
}

void FileSource::read(std::uint64_t offset, std::span<std::uint8_t> out) {
    m_in.clear();
    m_in.seekg(static_cast<std::streamoff>(offset));
    m_in.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size()));
    if (!m_in || static_cast<std::size_t>(m_in.gcount()) != out.size()) {
        throw BlockError(m_name, "could not read " + std::to_string(out.size()) +
                                     " bytes at offset " + std::to_string(offset) +
                                     " (the file changed while being read?)");
    }
}

void MemorySource::read(std::uint64_t offset, std::span<std::uint8_t> out) {
    if (offset > m_bytes.size() || out.size() > m_bytes.size() - offset) {
        throw BlockError(m_name, "read past the end of the data");
    }
    std::memcpy(out.data(), m_bytes.data() + offset, out.size());
}

BlockReader::BlockReader(std::unique_ptr<ByteSource> source) : m_source(std::move(source)) {
    ByteSource& src = *m_source;
    const std::string name = src.name();
    const std::uint64_t size = src.size();
    if (size == 0) {
        throw BlockError(name, "the file is empty (0 bytes): not a block file");
    }
    std::array<std::uint8_t, kFixedHeaderSize> fixed{};
    const auto got = static_cast<std::size_t>(std::min<std::uint64_t>(size, fixed.size()));
    src.read(0, std::span(fixed.data(), got));
    const std::size_t magicBytes = std::min(got, kBlockMagic.size());
    if (!std::equal(kBlockMagic.begin(),
                    kBlockMagic.begin() + static_cast<std::ptrdiff_t>(magicBytes), fixed.begin())) {
        throw BlockError(name,
                         "not an Instants block file (it does not start with the magic "
                         "\"INSTBLK\\x1a\")");
    }
    if (got < fixed.size()) {
        throw BlockError(name, "truncated: " + std::to_string(size) + " bytes, shorter than the " +
                                   std::to_string(kFixedHeaderSize) + "-byte fixed header");
    }
    BlockHeader& h = m_header;
    h.version = static_cast<std::uint16_t>(readLe(fixed, kOffVersion, 2));
    if (h.version != kBlockFormatVersion) {
        throw BlockError(name, "format version " + std::to_string(h.version) +
                                   " is not supported (this program reads version " +
                                   std::to_string(kBlockFormatVersion) + ")");
    }
    const std::uint8_t code = fixed[kOffGame];
    if (code != static_cast<std::uint8_t>(GameId::Dede) &&
        code != static_cast<std::uint8_t>(GameId::Happy2014)) {
        throw BlockError(name, "unknown game code " + std::to_string(int{code}) +
                                   " (1 is DÉDÉ, 2 is Happy 2014)");
    }
    h.game = static_cast<GameId>(code);
    const GamePlan& p = plan(h.game);
    h.recordSize = fixed[kOffRecordSize];
    if (h.recordSize != recordSize(h.game)) {
        throw BlockError(name, "record size " + std::to_string(h.recordSize) + " is not " +
                                   std::string(p.title) + "'s (" +
                                   std::to_string(recordSize(h.game)) + " bytes)");
    }
    h.headerSize = readLe(fixed, kOffHeaderSize, 4);
    if (h.headerSize != expectedHeaderSize(p)) {
        throw BlockError(name, "header size " + std::to_string(h.headerSize) + " is not " +
                                   std::string(p.title) + "'s (" +
                                   std::to_string(expectedHeaderSize(p)) + " bytes)");
    }
    h.block = readLe(fixed, kOffBlock, 8);
    h.tickets = readLe(fixed, kOffTickets, 8);
    h.price = static_cast<Cents>(readLe(fixed, kOffPrice, 8));
    std::copy_n(fixed.begin() + kOffCommitment, kDigestSize, h.commitment.begin());
    if (size < h.headerSize) {
        throw BlockError(name, "truncated: " + std::to_string(size) + " bytes, shorter than the " +
                                   std::to_string(h.headerSize) + "-byte header");
    }
    // The rest of the header is the plan: it must be the built-in one, byte for byte.
    std::vector<std::uint8_t> header(static_cast<std::size_t>(h.headerSize));
    src.read(0, header);
    const std::vector<std::uint8_t> expected = encodeHeader(h.game, h.block, h.commitment);
    const auto diff = std::mismatch(header.begin(), header.end(), expected.begin());
    if (diff.first != header.end()) {
        const auto at = static_cast<std::size_t>(diff.first - header.begin());
        throw BlockError(name, "header byte " + std::to_string(at) + " (" + headerField(p, at) +
                                   ") differs from the " + std::string(p.title) +
                                   " plan: the table is not the regulation's");
    }
    const std::uint64_t want = h.fileSize();
    if (size < want) {
        const std::uint64_t records = h.recordOffset(h.tickets);
        std::string where;
        if (size < records) {
            where =
                "it ends inside ticket #" + std::to_string((size - h.headerSize) / h.recordSize);
        } else {
            where = "it ends inside the digest";
        }
        throw BlockError(name, "truncated: " + std::to_string(size) + " bytes where a " +
                                   std::string(p.title) + " block has " + std::to_string(want) +
                                   "; " + where);
    }
    if (size > want) {
        throw BlockError(name, std::to_string(size - want) +
                                   " unexpected bytes after the digest (the file has " +
                                   std::to_string(size) + " bytes, a " + std::string(p.title) +
                                   " block has " + std::to_string(want) + ")");
    }
}

BlockReader BlockReader::open(const std::filesystem::path& path) {
    return BlockReader(std::make_unique<FileSource>(path));
}

Ticket BlockReader::ticket(std::uint64_t index) {
    if (index >= m_header.tickets) {
        throw std::out_of_range("ticket #" + std::to_string(index) +
                                " is past the end of the block");
    }
    std::array<std::uint8_t, kHappyRecordSize> record{};
    const std::span bytes(record.data(), m_header.recordSize);
    m_source->read(m_header.recordOffset(index), bytes);
    Ticket t;
    t.game = m_header.game;
    t.block = m_header.block;
    t.index = index;
    const std::string problem = decodeRecord(m_header.game, bytes, t);
    if (!problem.empty()) {
        throw BlockError(m_source->name(), problem, index);
    }
    return t;
}

void BlockReader::readChunk(std::uint64_t chunk, std::vector<std::uint8_t>& out) {
    const std::uint64_t first = chunk * kChunkTickets;
    if (first >= m_header.tickets) {
        throw std::out_of_range("chunk #" + std::to_string(chunk) +
                                " is past the end of the block");
    }
    const std::uint64_t n = std::min(kChunkTickets, m_header.tickets - first);
    out.resize(static_cast<std::size_t>(n * m_header.recordSize));
    m_source->read(m_header.recordOffset(first), out);
}

void BlockReader::forEach(std::uint64_t first, std::uint64_t count,
                          const std::function<void(const Ticket&)>& f, const Progress& progress) {
    if (first > m_header.tickets || count > m_header.tickets - first) {
        throw std::out_of_range("tickets past the end of the block");
    }
    scanRecords(*m_source, m_header, first, count, {}, f, progress);
}

Digest BlockReader::storedDigest() {
    Digest d{};
    m_source->read(m_header.recordOffset(m_header.tickets), d);
    return d;
}

// ---------------------------------------------------------------------------------------------

std::string VerifyReport::message() const {
    if (!ok) {
        return file + ": " + (ticket ? "ticket #" + std::to_string(*ticket) + ": " : "") + problem;
    }
    const GamePlan& p = plan(header->game);
    return file + ": sound " + std::string(p.title) + " block #" + std::to_string(header->block) +
           ", " + number(header->tickets) + " tickets, " + number(p.winners()) + " winning for " +
           euros(p.totalPrizes()) + ", digest " + toHex(digest);
}

VerifyReport verifyBlock(ByteSource& source, const VerifyOptions& options) {
    VerifyReport report;
    report.file = source.name();
    try {
        requireSodium();
        // BlockReader checks the header, the plan and the size; it needs its own source, so
        // wrap a non-owning view of the caller's.
        class View final : public ByteSource {
        public:
            explicit View(ByteSource& s) : m_s(s) {}
            std::string name() const override { return m_s.name(); }
            std::uint64_t size() const override { return m_s.size(); }
            void read(std::uint64_t o, std::span<std::uint8_t> out) override { m_s.read(o, out); }

        private:
            ByteSource& m_s;
        };
        BlockReader reader(std::make_unique<View>(source));
        const BlockHeader& h = reader.header();
        report.header = h;
        const GamePlan& p = plan(h.game);
        if (options.game && *options.game != h.game) {
            report.problem = "holds a " + std::string(p.title) + " block, not a " +
                             std::string(plan(*options.game).title) + " block";
            return report;
        }
        if (options.block && *options.block != h.block) {
            report.problem = "holds block #" + std::to_string(h.block) + ", not block #" +
                             std::to_string(*options.block);
            return report;
        }
        if (options.baseSeed &&
            seedCommitment(blockSeed(h.game, *options.baseSeed, h.block)) != h.commitment) {
            report.problem = "the seed commitment is not that of block #" +
                             std::to_string(h.block) + " of base seed " +
                             std::to_string(*options.baseSeed);
            return report;
        }

        crypto_generichash_state state;
        crypto_generichash_init(&state, nullptr, 0, kDigestSize);
        {
            std::vector<std::uint8_t> header(static_cast<std::size_t>(h.headerSize));
            source.read(0, header);
            crypto_generichash_update(&state, header.data(), header.size());
        }
        report.combinationCounts.assign(p.combinations.size(), 0);
        report.countsFrom.assign(p.combinations.size(), 0);
        const std::uint64_t from = options.countFrom;
        scanRecords(
            source, h, 0, h.tickets,
            [&state, &report, &options](std::span<const std::uint8_t> b) {
                crypto_generichash_update(&state, b.data(), b.size());
                if (options.chunkDigests) {
                    report.chunkDigests.push_back(digestOf(b));
                }
            },
            [&report, from](const Ticket& t) {
                ++report.combinationCounts[t.combination];
                if (t.index >= from) {
                    ++report.countsFrom[t.combination];
                }
            },
            options.progress);
        for (std::size_t c = 0; c < p.combinations.size(); ++c) {
            if (report.combinationCounts[c] != p.combinations[c].count) {
                report.problem =
                    std::string(c == 0 ? "losing tickets"
                                       : "combination " + describeCombination(p.combinations[c])) +
                    ": " + number(report.combinationCounts[c]) + " tickets, the plan has " +
                    number(p.combinations[c].count) + " (the prize table is not met)";
                return report;
            }
        }
        crypto_generichash_final(&state, report.digest.data(), report.digest.size());
        const Digest stored = reader.storedDigest();
        if (stored != report.digest) {
            report.problem =
                "the BLAKE2b digest does not match the contents: the file was "
                "modified or damaged after it was written (stored " +
                toHex(stored).substr(0, 16) + "…, computed " + toHex(report.digest).substr(0, 16) +
                "…)";
            return report;
        }
        if (options.baseSeed && options.regenerate) {
            NullSink sink;
            const Digest again = writeBlock({h.game, *options.baseSeed, h.block}, sink);
            if (again != report.digest) {
                report.problem = "is a sound block, but not the block that base seed " +
                                 std::to_string(*options.baseSeed) + " generates";
                return report;
            }
        }
        report.ok = true;
    } catch (const BlockError& e) {
        report.problem = e.problem();
        report.ticket = e.ticket();
    } catch (const std::exception& e) {
        report.problem = e.what();
    }
    return report;
}

VerifyReport verifyBlockFile(const std::filesystem::path& path, const VerifyOptions& options) {
    try {
        FileSource source(path);
        return verifyBlock(source, options);
    } catch (const BlockError& e) {
        VerifyReport r;
        r.file = path.string();
        r.problem = e.problem();
        return r;
    }
}

}  // namespace instants::scratch
