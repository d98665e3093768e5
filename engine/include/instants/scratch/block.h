#pragma once
// Emission blocks and their file (format: docs/blocks.md, "The block file").
//
// A block is identified by (game, base seed, block number). Its own seed is derived from
// them (blockSeed); the block's prize combinations are placed by a Fisher–Yates shuffle of
// the whole block on SeededSource(blockSeed, stream 0), and the layouts are generated in
// ticket order from SeededSource(blockSeed, stream 1). A block therefore regenerates byte
// for byte from its identity, and a file can be audited against it.
//
// The file: a header (magic, format version, game, record size, header size, block number,
// ticket count, price, a commitment to the seed, then the whole plan: amounts, decoy weights,
// prize tiers, combinations), fixed-size ticket records, then a BLAKE2b-256 digest
// (libsodium crypto_generichash) of everything before it. Writing streams records through a
// small buffer; reading and verifying read in chunks, so that neither holds the block.
//
// Every failure to read a block is a BlockError whose message names the file and the
// problem, and the ticket when the problem is in a ticket; nothing here crashes on a bad
// file, and nothing here deletes one.

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "instants/scratch/layout.h"
#include "instants/scratch/tables.h"

namespace instants::scratch {

inline constexpr std::array<std::uint8_t, 8> kBlockMagic = {'I', 'N', 'S', 'T',
                                                            'B', 'L', 'K', 0x1A};
inline constexpr std::uint16_t kBlockFormatVersion = 1;
inline constexpr std::size_t kFixedHeaderSize = 80;
inline constexpr std::size_t kDigestSize = 32;
inline constexpr std::size_t kDedeRecordSize = 7;
inline constexpr std::size_t kHappyRecordSize = 20;

using Digest = std::array<std::uint8_t, kDigestSize>;

/// Tickets per chunk: the unit in which records are read, verified and, for the dealer, kept
/// authenticated in memory (a chunk's digest is taken while the block is verified).
inline constexpr std::uint64_t kChunkTickets = 1U << 16U;

/// BLAKE2b-256 of some bytes.
Digest digestOf(std::span<const std::uint8_t> bytes);
/// The digest written by toHex, back; nullopt for anything else.
std::optional<Digest> digestFromHex(const std::string& hex);

/// Lower-case hexadecimal.
std::string toHex(std::span<const std::uint8_t> bytes);

std::size_t recordSize(GameId game);

/// The seed of block `number` of the series started by `baseSeed`: the first 8 bytes, read
/// little-endian, of BLAKE2b-256("instants-block-v1:" game-id ":" baseSeed ":" number), with
/// the numbers in decimal. Different games, series and numbers give unrelated seeds.
std::uint64_t blockSeed(GameId game, std::uint64_t baseSeed, std::uint64_t number);

/// The commitment to a block seed written in the header: BLAKE2b-256 of the ChaCha20 key
/// SeededSource derives from it (SeededSource::keyForSeed). It binds a file to its seed
/// without revealing the seed.
Digest seedCommitment(std::uint64_t blockSeed);

/// What a block is generated from.
struct BlockId {
    GameId game = GameId::Dede;
    std::uint64_t baseSeed = 0;
    std::uint64_t number = 0;
    std::uint64_t seed() const { return blockSeed(game, baseSeed, number); }
};

/// The header of a block file, as read.
struct BlockHeader {
    std::uint16_t version = kBlockFormatVersion;
    GameId game = GameId::Dede;
    std::size_t recordSize = 0;
    std::uint64_t headerSize = 0;
    std::uint64_t block = 0;  ///< block number
    std::uint64_t tickets = 0;
    Cents price = 0;
    Digest commitment{};

    std::uint64_t recordOffset(std::uint64_t index) const {
        return headerSize + index * recordSize;
    }
    /// Header, records and digest.
    std::uint64_t fileSize() const { return recordOffset(tickets) + kDigestSize; }
};

/// The header bytes of a block of `game` (the plan is the built-in one).
std::vector<std::uint8_t> encodeHeader(GameId game, std::uint64_t block, const Digest& commitment);

/// Writes a ticket's record (recordSize(ticket.game) bytes) into `out`. Throws
/// std::invalid_argument when a value has no code (a face, symbol or amount out of the
/// plan); it does not check the rules (ticketProblem does).
void encodeRecord(const Ticket& ticket, std::span<std::uint8_t> out);

/// Reads a record into `ticket` (game, block and index are set by the caller). Returns the
/// first problem (a code out of range, a layout that breaks a rule, a combination that the
/// layout does not show), or an empty string.
std::string decodeRecord(GameId game, std::span<const std::uint8_t> record, Ticket& ticket);

/// A block file that cannot be used. what() is "FILE: problem".
class BlockError : public std::runtime_error {
public:
    BlockError(const std::string& file, const std::string& problem,
               std::optional<std::uint64_t> ticket = std::nullopt);
    const std::string& file() const { return m_file; }
    const std::string& problem() const { return m_problem; }
    std::optional<std::uint64_t> ticket() const { return m_ticket; }

private:
    std::string m_file;
    std::string m_problem;
    std::optional<std::uint64_t> m_ticket;
};

/// Called now and then with the tickets done so far.
using Progress = std::function<void(std::uint64_t done, std::uint64_t total)>;

// --- writing --------------------------------------------------------------------------------

/// Where writeBlock puts its bytes.
class ByteSink {
public:
    virtual ~ByteSink();
    virtual void write(std::span<const std::uint8_t> bytes) = 0;
};

/// Collects the bytes in memory (tests, fuzz corpora).
class MemorySink final : public ByteSink {
public:
    void write(std::span<const std::uint8_t> bytes) override;
    std::vector<std::uint8_t>& bytes() { return m_bytes; }

private:
    std::vector<std::uint8_t> m_bytes;
};

/// Discards the bytes (writeBlock still returns the digest: regenerating to audit a file).
class NullSink final : public ByteSink {
public:
    void write(std::span<const std::uint8_t>) override {}
};

/// Generates block `id` and streams the whole file into `sink`; returns its digest.
Digest writeBlock(const BlockId& id, ByteSink& sink, const Progress& progress = {});

/// The whole file of block `id`, in memory.
std::vector<std::uint8_t> generateBlock(const BlockId& id);

/// Writes block `id` to `path` through `path` + ".partial", renamed once complete and
/// flushed, so that `path` never holds a partial block. Throws BlockError when the file
/// cannot be written. Overwrites nothing but the ".partial" file: refuses if `path` exists.
Digest writeBlockFile(const BlockId& id, const std::filesystem::path& path,
                      const Progress& progress = {});

// --- reading --------------------------------------------------------------------------------

/// Where a block is read from.
class ByteSource {
public:
    virtual ~ByteSource();
    virtual std::string name() const = 0;
    virtual std::uint64_t size() const = 0;
    /// Reads out.size() bytes at `offset`; throws BlockError if it cannot.
    virtual void read(std::uint64_t offset, std::span<std::uint8_t> out) = 0;
};

class FileSource final : public ByteSource {
public:
    /// Throws BlockError when the file cannot be opened.
    explicit FileSource(const std::filesystem::path& path);
    std::string name() const override { return m_name; }
    std::uint64_t size() const override { return m_size; }
    void read(std::uint64_t offset, std::span<std::uint8_t> out) override;

private:
    std::string m_name;
    std::ifstream m_in;
    std::uint64_t m_size = 0;
};

class MemorySource final : public ByteSource {
public:
    MemorySource(std::span<const std::uint8_t> bytes, std::string name = "<memory>")
        : m_bytes(bytes), m_name(std::move(name)) {}
    std::string name() const override { return m_name; }
    std::uint64_t size() const override { return m_bytes.size(); }
    void read(std::uint64_t offset, std::span<std::uint8_t> out) override;

private:
    std::span<const std::uint8_t> m_bytes;
    std::string m_name;
};

/// Random access to the tickets of a block file. Opening reads and checks the header (magic,
/// version, game, sizes, the plan against the regulation's) and the file size; it does not
/// check the digest (verifyBlock does). Every ticket read is decoded and checked against the
/// rules; a bad one throws BlockError naming it.
class BlockReader {
public:
    /// Throws BlockError.
    explicit BlockReader(std::unique_ptr<ByteSource> source);
    static BlockReader open(const std::filesystem::path& path);

    const BlockHeader& header() const { return m_header; }
    const ByteSource& source() const { return *m_source; }

    Ticket ticket(std::uint64_t index);

    /// The records of chunk `chunk` (tickets [chunk·kChunkTickets, …), the last chunk shorter),
    /// as they are in the file now, into `out`.
    void readChunk(std::uint64_t chunk, std::vector<std::uint8_t>& out);

    /// Calls `f` on tickets [first, first + count) in order, reading in large chunks.
    void forEach(std::uint64_t first, std::uint64_t count,
                 const std::function<void(const Ticket&)>& f, const Progress& progress = {});

    /// The digest stored at the end of the file.
    Digest storedDigest();

private:
    std::unique_ptr<ByteSource> m_source;
    BlockHeader m_header;
};

struct VerifyOptions {
    /// Also count the combinations of tickets [countFrom, end) (the dealer's "remaining").
    std::uint64_t countFrom = 0;
    /// When set, the block must be of this game.
    std::optional<GameId> game;
    /// When set, the header's block number must be this one.
    std::optional<std::uint64_t> block;
    /// When set, the header's seed commitment must be that of the seed of block
    /// (game, baseSeed, header's block number).
    std::optional<std::uint64_t> baseSeed;
    /// With baseSeed: also regenerate the block and compare the digests, which proves the
    /// file is exactly the block of that seed (about as long as emitting it).
    bool regenerate = false;
    /// Also take the digest of each chunk of records as it is read (VerifyReport::chunkDigests):
    /// what the dealer later compares each chunk with before dealing from it.
    bool chunkDigests = false;
    Progress progress;
};

struct VerifyReport {
    std::string file;
    bool ok = false;
    std::string problem;                           ///< the first problem; empty when ok
    std::optional<std::uint64_t> ticket;           ///< the ticket the problem is in
    std::optional<BlockHeader> header;             ///< when the header could be read
    std::vector<std::uint64_t> combinationCounts;  ///< by combination, whole block
    std::vector<std::uint64_t> countsFrom;         ///< by combination, from countFrom
    Digest digest{};                               ///< computed (== stored when ok)
    std::vector<Digest> chunkDigests;              ///< with VerifyOptions::chunkDigests

    /// "FILE: problem" (with "ticket #N: " when in a ticket), or "FILE: sound block ...".
    std::string message() const;
};

/// Re-checks everything: header and plan, file size, the expected game, block and seed when
/// given, every record against the rules and its combination, the combination counts against
/// the plan (hence the prize table), the digest, and, when asked, the regenerated block.
/// Never throws for a bad file: the report says what is wrong.
VerifyReport verifyBlock(ByteSource& source, const VerifyOptions& options = {});
VerifyReport verifyBlockFile(const std::filesystem::path& path, const VerifyOptions& options = {});

}  // namespace instants::scratch
