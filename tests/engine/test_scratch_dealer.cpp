// Dealing: strictly in block order, from (game, base seed, block, position) alone, with the
// block file cached, verified, regenerated when missing, and never deleted when damaged.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "../support/temp_dir.h"
#include "instants/scratch/dealer.h"

namespace instants::scratch {
namespace {

using Bytes = std::vector<std::uint8_t>;

class TempDir {
public:
    // A folder that does not exist yet (the dealer creates it), in a fresh one of this run.
    TempDir()
        : m_root(instants::test::makeTempDir("instants-dealer-test-")), m_path(m_root / "d") {}
    ~TempDir() {
        std::error_code ec;
        std::filesystem::permissions(m_path, std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::add, ec);
        std::filesystem::remove_all(m_root, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_root;
    std::filesystem::path m_path;
};

Bytes readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), {});
}

void writeAll(const std::filesystem::path& p, const Bytes& b) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

constexpr std::uint64_t kBase = 424242;

TEST(ScratchDealer, DealsTheBlockStrictlyInOrder) {
    TempDir dir;
    // GIVEN a dealer at the start of block 0, and the same block generated in memory
    Dealer dealer(GameId::Dede, kBase, 0, 0, dir.path() / "cache");
    const Bytes expected = generateBlock({GameId::Dede, kBase, 0});
    BlockReader reference(std::make_unique<MemorySource>(expected));
    EXPECT_EQ(dealer.blockFile().filename().string(), Dealer::fileName({GameId::Dede, kBase, 0}));
    // WHEN tickets are dealt, THEN they are the block's tickets 0, 1, 2, ... in order
    for (std::uint64_t i = 0; i < 2000; ++i) {
        EXPECT_EQ(dealer.position(), i);
        const Ticket t = dealer.deal();
        ASSERT_EQ(t.index, i);
        ASSERT_EQ(t.block, 0U);
        ASSERT_EQ(t, reference.ticket(i));
    }
    EXPECT_EQ(dealer.ticketsLeft(), 1'500'000U - 2000U);
    EXPECT_TRUE(dealer.notices().empty());
}

TEST(ScratchDealer, ADealerRebuiltFromItsPositionDealsTheSameNextTicket) {
    TempDir dir;
    Dealer first(GameId::Dede, kBase, 0, 0, dir.path());
    for (int i = 0; i < 500; ++i) {
        first.deal();
    }
    // GIVEN only (block, position) persisted
    const std::uint64_t block = first.block();
    const std::uint64_t position = first.position();
    // WHEN a new dealer is built from them (the file is in the cache, verified)
    Dealer second(GameId::Dede, kBase, block, position, dir.path());
    // THEN both deal the same tickets from there on, with the same prizes remaining
    for (int i = 0; i < 100; ++i) {
        ASSERT_EQ(first.deal(), second.deal());
    }
    EXPECT_EQ(first.remainingByCombination(), second.remainingByCombination());
}

TEST(ScratchDealer, PrizesRemainingFollowTheDeals) {
    TempDir dir;
    Dealer dealer(GameId::Happy2014, kBase, 0, 0, dir.path());
    const GamePlan& p = plan(GameId::Happy2014);
    // At the start, the whole table remains
    std::vector<TierRemaining> r = dealer.remaining();
    ASSERT_EQ(r.size(), p.tiers.size());
    for (std::size_t i = 0; i < r.size(); ++i) {
        EXPECT_EQ(r[i].amount, p.tiers[i].amount);
        EXPECT_EQ(r[i].remaining, p.tiers[i].count);
        EXPECT_EQ(r[i].total, p.tiers[i].count);
    }
    std::vector<std::uint64_t> dealt(p.tiers.size(), 0);
    for (int i = 0; i < 3000; ++i) {
        const Ticket t = dealer.deal();
        if (t.prize > 0) {
            ++dealt[*p.tierIndex(t.prize)];
        }
    }
    r = dealer.remaining();
    for (std::size_t i = 0; i < r.size(); ++i) {
        EXPECT_EQ(r[i].remaining, p.tiers[i].count - dealt[i]) << "tier " << r[i].amount;
    }
    // A dealer rebuilt at the same position counts the same
    Dealer again(GameId::Happy2014, kBase, 0, 3000, dir.path());
    const std::vector<TierRemaining> r2 = again.remaining();
    for (std::size_t i = 0; i < r.size(); ++i) {
        EXPECT_EQ(r2[i].remaining, r[i].remaining);
    }
}

TEST(ScratchDealer, AnExhaustedBlockIsFollowedByTheNextBlockOfTheSeries) {
    TempDir dir;
    const std::uint64_t last = 1'500'000 - 2;
    Dealer dealer(GameId::Dede, kBase, 3, last, dir.path());
    EXPECT_EQ(dealer.deal().index, last);
    const Ticket end = dealer.deal();
    EXPECT_EQ(end.index, last + 1);
    EXPECT_EQ(end.block, 3U);
    EXPECT_EQ(dealer.position(), 1'500'000U);
    EXPECT_EQ(dealer.ticketsLeft(), 0U);
    for (const TierRemaining& t : dealer.remaining()) {
        EXPECT_EQ(t.remaining, 0U) << "nothing is left in an exhausted block";
    }
    // WHEN the next ticket is dealt, THEN it is ticket 0 of block 4, from block 4's seed
    const Ticket next = dealer.deal();
    EXPECT_EQ(next.block, 4U);
    EXPECT_EQ(next.index, 0U);
    EXPECT_EQ(dealer.block(), 4U);
    EXPECT_EQ(dealer.position(), 1U);
    const Bytes block4 = generateBlock({GameId::Dede, kBase, 4});
    EXPECT_EQ(next, BlockReader(std::make_unique<MemorySource>(block4)).ticket(0));
    EXPECT_TRUE(std::filesystem::exists(dir.path() / Dealer::fileName({GameId::Dede, kBase, 4})));
    // A dealer persisted as "block 3, exhausted" resumes the same way
    Dealer resumed(GameId::Dede, kBase, 3, 1'500'000, dir.path());
    EXPECT_EQ(resumed.deal(), next);
}

TEST(ScratchDealer, ADamagedCachedFileIsKeptAndTheBlockWrittenUnderANewName) {
    TempDir dir;
    std::filesystem::path canonical;
    {
        Dealer dealer(GameId::Dede, kBase, 0, 0, dir.path());
        canonical = dealer.blockFile();
    }
    // GIVEN the cached file damaged by one byte
    Bytes damaged = readAll(canonical);
    damaged[damaged.size() / 2] ^= 0x40;
    writeAll(canonical, damaged);
    // WHEN a dealer needs the block again
    Dealer dealer(GameId::Dede, kBase, 0, 10, dir.path());
    // THEN the damaged file is untouched, the block is read from a new file, a notice says
    // what happened, and the tickets are the block's
    EXPECT_EQ(readAll(canonical), damaged);
    EXPECT_NE(dealer.blockFile(), canonical);
    EXPECT_NE(dealer.blockFile().filename().string().find(".alt1.blk"), std::string::npos);
    ASSERT_EQ(dealer.notices().size(), 1U);
    EXPECT_NE(dealer.notices()[0].find(canonical.string()), std::string::npos);
    EXPECT_NE(dealer.notices()[0].find("kept"), std::string::npos);
    const Bytes expected = generateBlock({GameId::Dede, kBase, 0});
    EXPECT_EQ(dealer.deal(), BlockReader(std::make_unique<MemorySource>(expected)).ticket(10));
    // AND the next dealer finds the sound alternate directly
    Dealer later(GameId::Dede, kBase, 0, 11, dir.path());
    EXPECT_EQ(later.blockFile(), dealer.blockFile());
}

TEST(ScratchDealer, AForeignFileUnderTheBlocksNameIsNotDeleted) {
    TempDir dir;
    std::filesystem::create_directories(dir.path());
    const auto canonical = dir.path() / Dealer::fileName({GameId::Dede, kBase, 0});
    writeAll(canonical, Bytes{'m', 'y', ' ', 'n', 'o', 't', 'e', 's'});
    // The block of another seed under the name is refused too (its commitment differs)
    const auto alt1 = dir.path() / (canonical.stem().string() + ".alt1.blk");
    writeBlockFile({GameId::Dede, kBase + 1, 0}, alt1);
    Dealer dealer(GameId::Dede, kBase, 0, 0, dir.path());
    EXPECT_EQ(readAll(canonical).size(), 8U);
    EXPECT_TRUE(verifyBlockFile(alt1).ok);
    EXPECT_NE(dealer.blockFile().filename().string().find(".alt2.blk"), std::string::npos);
    ASSERT_EQ(dealer.notices().size(), 2U);
    EXPECT_NE(dealer.notices()[1].find("seed commitment"), std::string::npos);
}

TEST(ScratchDealer, AFileRemovedBetweenDealsIsRegenerated) {
    TempDir dir;
    Dealer dealer(GameId::Dede, kBase, 0, 0, dir.path());
    const Ticket first = dealer.deal();
    EXPECT_EQ(first.index, 0U);
    std::filesystem::remove(dealer.blockFile());
    std::filesystem::create_directories(dir.path());
    // The open file may still be readable (POSIX), or not (Windows): either way the next
    // ticket is ticket 1 of the same block.
    const Ticket second = dealer.deal();
    EXPECT_EQ(second.index, 1U);
    const Bytes expected = generateBlock({GameId::Dede, kBase, 0});
    EXPECT_EQ(second, BlockReader(std::make_unique<MemorySource>(expected)).ticket(1));
}

TEST(ScratchDealer, BadPositionsAndDirectoriesAreRefused) {
    TempDir dir;
    EXPECT_THROW(Dealer(GameId::Dede, kBase, 0, 1'500'001, dir.path()), std::invalid_argument);
    // A cache "directory" that is a file
    std::filesystem::create_directories(dir.path());
    writeAll(dir.path() / "file", Bytes{1});
    EXPECT_THROW(Dealer(GameId::Dede, kBase, 0, 0, dir.path() / "file"), BlockError);
}

}  // namespace
}  // namespace instants::scratch
