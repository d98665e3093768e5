#include "instants/scratch/dealer.h"

#include <stdexcept>
#include <system_error>

namespace instants::scratch {

namespace {

constexpr int kMaxAlternates = 100;

std::filesystem::path candidate(const std::filesystem::path& dir, const BlockId& id, int k) {
    std::string name = Dealer::fileName(id);
    if (k > 0) {
        name.insert(name.size() - 4, ".alt" + std::to_string(k));  // before ".blk"
    }
    return dir / name;
}

}  // namespace

std::string Dealer::fileName(const BlockId& id) {
    const Digest c = seedCommitment(id.seed());
    return std::string(gameId(id.game)) + "-b" + std::to_string(id.number) + "-" +
           toHex(std::span(c.data(), 8)) + ".blk";
}

std::string_view reasonId(SetAside::Reason reason) {
    switch (reason) {
        case SetAside::Reason::Damaged:
            return "damaged";
        case SetAside::Reason::OtherGame:
            return "other_game";
        case SetAside::Reason::OtherBlock:
            return "other_block";
        case SetAside::Reason::OtherSeed:
            return "other_seed";
        case SetAside::Reason::NotRecorded:
            return "not_recorded";
        case SetAside::Reason::NotGenerated:
            return "not_generated";
        case SetAside::Reason::ChangedOnDisk:
            return "changed_on_disk";
    }
    return "damaged";
}

BlockRegistry::~BlockRegistry() = default;

void Dealer::noteSetAside(const std::filesystem::path& path, SetAside::Reason reason,
                          std::string notice) {
    m_notices.push_back(notice);
    m_setAside.push_back(SetAside{m_game, path, reason, std::move(notice)});
}

SetAside::Reason Dealer::failedReason(const VerifyReport& report) const {
    // The same checks, in the same order, as verifyBlock's on a readable header.
    if (!report.header) {
        return SetAside::Reason::Damaged;
    }
    const BlockHeader& h = *report.header;
    if (h.game != m_game) {
        return SetAside::Reason::OtherGame;
    }
    if (h.block != m_block) {
        return SetAside::Reason::OtherBlock;
    }
    if (seedCommitment(blockSeed(m_game, m_baseSeed, m_block)) != h.commitment) {
        return SetAside::Reason::OtherSeed;
    }
    return SetAside::Reason::Damaged;
}

Dealer::Dealer(GameId game, std::uint64_t baseSeed, std::uint64_t block, std::uint64_t position,
               std::filesystem::path cacheDir, Progress progress, BlockRegistry* registry)
    : m_game(game),
      m_baseSeed(baseSeed),
      m_block(block),
      m_position(position),
      m_dir(std::move(cacheDir)),
      m_progress(std::move(progress)),
      m_registry(registry) {
    const GamePlan& p = plan(game);
    if (position > p.ticketsPerBlock) {
        throw std::invalid_argument("position " + std::to_string(position) +
                                    " is past the end of a " + std::string(p.title) + " block of " +
                                    std::to_string(p.ticketsPerBlock) + " tickets");
    }
    openBlock(position);
}

void Dealer::accept(const std::filesystem::path& path, const VerifyReport& report) {
    m_reader.emplace(BlockReader::open(path));
    m_file = path;
    m_remaining = report.countsFrom;
    m_digest = report.digest;
    m_chunkDigests = report.chunkDigests;
    m_chunk.reset();
    m_chunkBytes.clear();
}

void Dealer::openBlock(std::uint64_t position) {
    std::error_code ec;
    std::filesystem::create_directories(m_dir, ec);
    if (ec) {
        throw BlockError(m_dir.string(),
                         "the block cache directory cannot be created: " + ec.message());
    }
    m_reader.reset();
    const BlockId id{m_game, m_baseSeed, m_block};
    VerifyOptions options;
    options.countFrom = position;
    options.game = m_game;
    options.block = m_block;
    options.baseSeed = m_baseSeed;
    options.chunkDigests = true;
    options.progress = m_progress;
    const std::optional<Digest> recorded =
        m_registry != nullptr ? m_registry->digestOf(id) : std::nullopt;
    std::optional<Digest> generated;  // the block's digest, generated here once if needed
    for (int k = 0; k <= kMaxAlternates; ++k) {
        const std::filesystem::path path = candidate(m_dir, id, k);
        const bool exists = std::filesystem::exists(path, ec) || ec;
        if (exists) {
            const VerifyReport report = verifyBlockFile(path, options);
            if (!report.ok) {
                noteSetAside(path, failedReason(report),
                             report.message() + " (set aside, kept; trying the next name)");
                continue;
            }
            if (recorded && report.digest != *recorded) {
                noteSetAside(
                    path, SetAside::Reason::NotRecorded,
                    path.string() + ": not the block this journal deals from: its digest " +
                        toHex(report.digest).substr(0, 16) + "… is not the recorded " +
                        toHex(*recorded).substr(0, 16) +
                        "… (a forged or replaced file; set aside, kept; trying the next name)");
                continue;
            }
            if (!recorded) {
                // Nothing recorded yet: the file is proven by generating the block again.
                if (!generated) {
                    NullSink sink;
                    generated = writeBlock(id, sink);
                }
                if (report.digest != *generated) {
                    noteSetAside(path, SetAside::Reason::NotGenerated,
                                 path.string() +
                                     ": a well-formed block, but not the one base seed " +
                                     std::to_string(m_baseSeed) +
                                     " generates (a forged or foreign file; set aside, kept; "
                                     "trying the next name)");
                    continue;
                }
                if (m_registry != nullptr) {
                    m_registry->record(id, report.digest);
                }
            }
            accept(path, report);
            return;
        }
        const Digest written = writeBlockFile(id, path, m_progress);
        const VerifyReport report = verifyBlockFile(path, options);
        if (!report.ok || report.digest != written) {
            // Only a failing disk gets here: what was just written does not read back.
            throw BlockError(path.string(),
                             "the block just written does not verify: " + report.message());
        }
        if (recorded && written != *recorded) {
            throw BlockError(
                path.string(),
                "the block generated from its seed is not the one recorded in the journal");
        }
        if (!recorded && m_registry != nullptr) {
            m_registry->record(id, written);
        }
        accept(path, report);
        return;
    }
    throw BlockError(m_dir.string(), "no usable name left for block #" + std::to_string(m_block) +
                                         " after " + std::to_string(kMaxAlternates) +
                                         " damaged files");
}

Ticket Dealer::readTicket(std::uint64_t position) {
    const std::uint64_t chunk = position / kChunkTickets;
    if (!m_chunk || *m_chunk != chunk) {
        m_chunk.reset();
        m_reader->readChunk(chunk, m_chunkBytes);
        if (chunk >= m_chunkDigests.size() || digestOf(m_chunkBytes) != m_chunkDigests[chunk]) {
            const std::uint64_t first = chunk * kChunkTickets;
            throw BlockError(
                m_file.string(),
                "changed on disk after it was checked (tickets #" + std::to_string(first) +
                    " to #" + std::to_string(first + m_chunkBytes.size() / recordSize(m_game) - 1) +
                    " differ from what was verified)");
        }
        m_chunk = chunk;
    }
    const std::size_t size = recordSize(m_game);
    Ticket t;
    t.game = m_game;
    t.block = m_block;
    t.index = position;
    const auto offset = static_cast<std::size_t>(position - chunk * kChunkTickets) * size;
    const std::string problem =
        decodeRecord(m_game, std::span(m_chunkBytes).subspan(offset, size), t);
    if (!problem.empty()) {
        throw BlockError(m_file.string(), problem, position);
    }
    return t;
}

Ticket Dealer::deal() {
    const GamePlan& p = plan(m_game);
    if (m_position == p.ticketsPerBlock) {
        // The block is exhausted: the next one comes from the next seed of the series.
        const std::uint64_t previous = m_block;
        ++m_block;
        try {
            openBlock(0);
        } catch (...) {
            m_block = previous;
            throw;
        }
        m_position = 0;
    }
    if (!m_reader) {
        openBlock(m_position);  // an earlier attempt to reopen the block failed
    }
    Ticket t;
    try {
        t = readTicket(m_position);
    } catch (const BlockError& e) {
        noteSetAside(m_file, SetAside::Reason::ChangedOnDisk,
                     e.what() + std::string(" (set aside; the block is opened again)"));
        openBlock(m_position);
        t = readTicket(m_position);
    }
    --m_remaining[t.combination];
    ++m_position;
    return t;
}

std::uint64_t Dealer::ticketsLeft() const {
    return plan(m_game).ticketsPerBlock - m_position;
}

std::vector<TierRemaining> Dealer::remaining() const {
    const GamePlan& p = plan(m_game);
    std::vector<TierRemaining> out;
    for (const PrizeTier& t : p.tiers) {
        TierRemaining r{t.amount, 0, t.count};
        for (std::size_t c = 1; c < p.combinations.size(); ++c) {
            if (p.combinations[c].prize == t.amount) {
                r.remaining += m_remaining[c];
            }
        }
        out.push_back(r);
    }
    return out;
}

}  // namespace instants::scratch
