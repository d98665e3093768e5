#pragma once
// Dealing the tickets of a scratch game, strictly in block order (docs/architecture.md, invariant
// 5: no ticket is dealt twice or skipped).
//
// A dealer is fully described by (game, base seed, block number, position): persistence
// stores the block number and the position (and the base seed once), and a dealer rebuilt
// from them deals exactly the ticket that comes next. Block n of a series is the block of
// BlockId{game, baseSeed, n} (block.h); when a block is exhausted the next deal opens block
// n + 1.
//
// Block files are kept in a cache directory, named "<game>-b<n>-<16 hex digits of the seed
// commitment>.blk". Opening a block verifies its file (digest, every ticket, the table, and
// that it is the block of this game, number and seed) and authenticates it (docs/blocks.md,
// "Authentic blocks"): its digest must be the one the registry (the journal) recorded for
// that block, and a block the registry has no digest for is generated again from its seed and
// compared before its digest is recorded. A missing file is generated. A file that is damaged,
// foreign, forged or unreadable is never deleted or overwritten: it is set aside, the block is
// written under the next free alternate name ("....alt1.blk", "....alt2.blk", ...) and a
// notice says so. Tickets are read from the file a chunk at a time, and a chunk is dealt from
// only if its digest is the one taken when the file was verified: a file changed on disk
// afterwards is never dealt from. The dealer holds no layouts, only one chunk of records, the
// chunks' digests and the counts of the prizes still in the block.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "instants/scratch/block.h"

namespace instants::scratch {

/// The prizes left in a block, from the current position: one entry per tier of the plan.
struct TierRemaining {
    Cents amount;
    std::uint64_t remaining;  ///< in tickets not yet dealt
    std::uint64_t total;      ///< in the whole block
};

/// Where the digests of the blocks a dealer deals from are kept (the journal, for a session).
class BlockRegistry {
public:
    virtual ~BlockRegistry();
    /// The digest recorded for block `id`, if any.
    virtual std::optional<Digest> digestOf(const BlockId& id) = 0;
    /// Records the digest of block `id` (generated here, or proven by generating it again).
    virtual void record(const BlockId& id, const Digest& digest) = 0;
};

/// A block file a dealer could not use. It is set aside: left where it is, never deleted nor
/// overwritten (the block is read or written under the next alternate name), and said here.
struct SetAside {
    enum class Reason {
        Damaged,        ///< not a sound block file (random bytes, truncated, modified, unreadable)
        OtherGame,      ///< a block of another game
        OtherBlock,     ///< another block of the series (another number)
        OtherSeed,      ///< a block of another base seed (its seed commitment is not this one's)
        NotRecorded,    ///< well-formed, but its digest is not the one the journal recorded
        NotGenerated,   ///< well-formed, but not the block the base seed generates (forged)
        ChangedOnDisk,  ///< changed on disk after it was checked, while it was dealt from
    };
    GameId game = GameId::Dede;
    std::filesystem::path file;  ///< where the file is, and stays
    Reason reason = Reason::Damaged;
    std::string notice;  ///< the whole line, in the engine's words (as Dealer::notices())
};

/// A stable name for a reason: "damaged", "other_game", "other_block", "other_seed",
/// "not_recorded", "not_generated", "changed_on_disk".
std::string_view reasonId(SetAside::Reason reason);

class Dealer {
public:
    /// The next ticket to deal is ticket `position` of block `block` (0 <= position <=
    /// ticketsPerBlock; the latter means the block is exhausted and the next deal opens
    /// block + 1). Opens (verifying, or generating) the block file in `cacheDir`, creating
    /// the directory if needed. `progress` reports the verification or generation of a block.
    /// Throws std::invalid_argument for a position past the block, BlockError when no sound
    /// block file can be had (e.g. an unwritable directory).
    /// `registry` may be null: every block file found is then generated again and compared.
    Dealer(GameId game, std::uint64_t baseSeed, std::uint64_t block, std::uint64_t position,
           std::filesystem::path cacheDir, Progress progress = {},
           BlockRegistry* registry = nullptr);

    /// Deals the next ticket (its block and index say where it was) and advances. Opens the
    /// next block first when the current one is exhausted. If the file fails between deals
    /// (changed on disk), the block is opened again (verified or regenerated) and the ticket
    /// read again; the position does not move on any failure.
    Ticket deal();

    GameId game() const { return m_game; }
    std::uint64_t baseSeed() const { return m_baseSeed; }
    /// The block of the next ticket.
    std::uint64_t block() const { return m_block; }
    /// The position in block() of the next ticket (== ticketsPerBlock once exhausted).
    std::uint64_t position() const { return m_position; }
    /// Tickets not yet dealt in the current block.
    std::uint64_t ticketsLeft() const;

    /// Prizes remaining by tier from the current position (largest prize first).
    std::vector<TierRemaining> remaining() const;
    /// The same by combination of the plan (index 0: losing tickets).
    const std::vector<std::uint64_t>& remainingByCombination() const { return m_remaining; }

    /// The file the current block is read from, and its digest.
    const std::filesystem::path& blockFile() const { return m_file; }
    const Digest& blockDigest() const { return m_digest; }
    /// What the dealer had to do about files it could not use, oldest first.
    const std::vector<std::string>& notices() const { return m_notices; }
    /// The same, one entry each: which file, and why it was set aside.
    const std::vector<SetAside>& setAside() const { return m_setAside; }

    /// The canonical file name of a block in a cache directory (without alternates).
    static std::string fileName(const BlockId& id);

private:
    void openBlock(std::uint64_t position);
    /// Ticket `position` of the current block, from an authenticated chunk; throws BlockError
    /// when the file no longer holds what was verified.
    Ticket readTicket(std::uint64_t position);
    /// Accepts a verified file whose digest is authentic.
    void accept(const std::filesystem::path& path, const VerifyReport& report);
    /// Records that `path` was set aside, and the notice that says so.
    void noteSetAside(const std::filesystem::path& path, SetAside::Reason reason,
                      std::string notice);
    /// Why a file that failed verification is not the block expected (game, number, seed), or
    /// else that it is damaged.
    SetAside::Reason failedReason(const VerifyReport& report) const;

    GameId m_game;
    std::uint64_t m_baseSeed;
    std::uint64_t m_block;
    std::uint64_t m_position;
    std::filesystem::path m_dir;
    Progress m_progress;
    std::filesystem::path m_file;
    std::optional<BlockReader> m_reader;
    std::vector<std::uint64_t> m_remaining;
    std::vector<std::string> m_notices;
    std::vector<SetAside> m_setAside;
    BlockRegistry* m_registry = nullptr;
    Digest m_digest{};
    std::vector<Digest> m_chunkDigests;
    std::optional<std::uint64_t> m_chunk;  ///< the chunk in m_chunkBytes
    std::vector<std::uint8_t> m_chunkBytes;
};

}  // namespace instants::scratch
