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

Dealer::Dealer(GameId game, std::uint64_t baseSeed, std::uint64_t block, std::uint64_t position,
               std::filesystem::path cacheDir, Progress progress)
    : m_game(game),
      m_baseSeed(baseSeed),
      m_block(block),
      m_position(position),
      m_dir(std::move(cacheDir)),
      m_progress(std::move(progress)) {
    const GamePlan& p = plan(game);
    if (position > p.ticketsPerBlock) {
        throw std::invalid_argument("position " + std::to_string(position) +
                                    " is past the end of a " + std::string(p.title) + " block of " +
                                    std::to_string(p.ticketsPerBlock) + " tickets");
    }
    openBlock(position);
}

void Dealer::openBlock(std::uint64_t position) {
    std::error_code ec;
    std::filesystem::create_directories(m_dir, ec);
    if (ec) {
        throw BlockError(m_dir.string(),
                         "the block cache directory cannot be created: " + ec.message());
    }
    const BlockId id{m_game, m_baseSeed, m_block};
    VerifyOptions options;
    options.countFrom = position;
    options.game = m_game;
    options.block = m_block;
    options.baseSeed = m_baseSeed;
    options.progress = m_progress;
    for (int k = 0; k <= kMaxAlternates; ++k) {
        const std::filesystem::path path = candidate(m_dir, id, k);
        const bool exists = std::filesystem::exists(path, ec) || ec;
        if (exists) {
            const VerifyReport report = verifyBlockFile(path, options);
            if (!report.ok) {
                m_notices.push_back(report.message() + " (kept; trying the next name)");
                continue;
            }
            m_reader.emplace(BlockReader::open(path));
            m_file = path;
            m_remaining = report.countsFrom;
            return;
        }
        writeBlockFile(id, path, m_progress);
        const VerifyReport report = verifyBlockFile(path, options);
        if (!report.ok) {
            // Only a failing disk gets here: what was just written does not read back.
            throw BlockError(path.string(),
                             "the block just written does not verify: " + report.message());
        }
        m_reader.emplace(BlockReader::open(path));
        m_file = path;
        m_remaining = report.countsFrom;
        return;
    }
    throw BlockError(m_dir.string(), "no usable name left for block #" + std::to_string(m_block) +
                                         " after " + std::to_string(kMaxAlternates) +
                                         " damaged files");
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
        t = m_reader->ticket(m_position);
    } catch (const BlockError& e) {
        m_notices.push_back(e.what() + std::string(" (the block is opened again)"));
        m_reader.reset();
        openBlock(m_position);
        t = m_reader->ticket(m_position);
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
