// Emission blocks: every ticket of a full block of each game against the rules and the
// table, reproducibility, and refusal of damaged, truncated, empty and foreign files.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "instants/scratch/block.h"

namespace instants::scratch {
namespace {

using Bytes = std::vector<std::uint8_t>;

/// One full block per (game, seed), generated once per process.
const Bytes& block(GameId game, std::uint64_t seed) {
    static std::map<std::pair<GameId, std::uint64_t>, Bytes> cache;
    auto it = cache.find({game, seed});
    if (it == cache.end()) {
        it = cache.emplace(std::make_pair(game, seed), generateBlock({game, seed, 0})).first;
    }
    return it->second;
}

VerifyReport verifyBytes(const Bytes& bytes, const VerifyOptions& options = {}) {
    MemorySource source(bytes, "block.blk");
    return verifyBlock(source, options);
}

/// The regulation's tables, typed from the texts, independent of the engine's data.
std::map<Cents, std::uint64_t> regulationTable(GameId game) {
    if (game == GameId::Dede) {
        return {{0, 1'057'707}, {200, 261'000}, {400, 122'300}, {800, 48'000}, {1'600, 4'650},
                {4'000, 5'860}, {8'000, 450},   {100'000, 30},  {1'000'000, 3}};
    }
    return {{0, 1'564'180},  {600, 294'000},  {900, 100'000}, {2'000, 27'350},
            {4'000, 12'750}, {10'000, 1'710}, {100'000, 8},   {3'000'000, 2}};
}

class TempDir {
public:
    TempDir() : m_path(instants::test::makeTempDir("instants-scratch-test-")) {}
    ~TempDir() { std::filesystem::remove_all(m_path); }
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

// --- every ticket of a full block -------------------------------------------------------------

TEST(ScratchBlock, EveryTicketOfAFullDedeBlockFollowsTheRules) {
    // GIVEN a full DÉDÉ block
    const Bytes& bytes = block(GameId::Dede, 1);
    BlockReader reader(std::make_unique<MemorySource>(bytes));
    ASSERT_EQ(reader.header().tickets, 1'500'000U);
    // WHEN every ticket is read, THEN each follows the rules, checked here independently
    std::map<Cents, std::uint64_t> prizes;
    const std::map<Cents, std::uint64_t> table = regulationTable(GameId::Dede);
    std::uint64_t next = 0;
    Cents total = 0;
    reader.forEach(0, reader.header().tickets, [&](const Ticket& t) {
        ASSERT_EQ(t.index, next++);
        const auto& d = std::get<DedeLayout>(t.layout);
        Cents paid = 0;
        std::multiset<Cents> winning;
        for (const DedeThrow& th : d.throws) {
            ASSERT_GE(th.dice[0], 1);  // 3.2
            ASSERT_LE(th.dice[0], 6);
            ASSERT_GE(th.dice[1], 1);
            ASSERT_LE(th.dice[1], 6);
            ASSERT_TRUE(table.contains(th.gain));  // 3.3
            ASSERT_NE(th.gain, 0);
            if (th.dice[0] + th.dice[1] == 7) {  // 3.4
                paid += th.gain;
                winning.insert(th.gain);
            }
        }
        ASSERT_EQ(paid, t.prize) << "ticket " << t.index;  // 3.5, 3.6
        if (winning.size() > 1) {
            // Article 2: the only multi-throw combinations
            static const std::set<std::multiset<Cents>> allowed = {
                {4000, 4000}, {1600, 1600, 800}, {800, 800}, {800, 400, 400},
                {400, 400},   {400, 200, 200},   {200, 200}};
            ASSERT_TRUE(allowed.contains(winning)) << "ticket " << t.index;
        }
        ASSERT_EQ(ticketProblem(t), "");
        ++prizes[t.prize];
        total += t.prize;
    });
    EXPECT_EQ(next, 1'500'000U);
    // AND the block holds exactly the table of article 2
    EXPECT_EQ(prizes, regulationTable(GameId::Dede));
    EXPECT_EQ(total, 180'000'000);
    EXPECT_TRUE(verifyBytes(bytes).ok);
}

TEST(ScratchBlock, EveryUnitOfAFullHappy2014BlockFollowsTheRules) {
    const Bytes& bytes = block(GameId::Happy2014, 1);
    BlockReader reader(std::make_unique<MemorySource>(bytes));
    ASSERT_EQ(reader.header().tickets, 2'000'000U);
    std::map<Cents, std::uint64_t> prizes;
    std::uint64_t next = 0;
    Cents total = 0;
    const std::vector<Cents> monthAmounts = {300,  600,   900,     1000,     2000,
                                             4000, 10000, 100'000, 3'000'000};
    reader.forEach(0, reader.header().tickets, [&](const Ticket& t) {
        ASSERT_EQ(t.index, next++);
        const auto& h = std::get<HappyLayout>(t.layout);
        Cents paid = h.bonus;  // 4.4.2: 0 € when the box loses
        for (const HappyMonth& m : h.months) {
            ASSERT_LT(m.symbols[0], happySymbols().size());
            ASSERT_LT(m.symbols[1], happySymbols().size());
            ASSERT_NE(std::find(monthAmounts.begin(), monthAmounts.end(), m.amount),
                      monthAmounts.end());
            if (m.symbols[0] == m.symbols[1]) {  // 4.3.2
                paid += m.amount;
            }
        }
        ASSERT_EQ(paid, t.prize) << "unit " << t.index;  // 4.3.3, 4.6
        if (t.prize == 0) {
            for (const HappyMonth& m : h.months) {
                ASSERT_NE(m.symbols[0], m.symbols[1]);  // losing months: different symbols
            }
            ASSERT_EQ(h.bonus, 0);
        }
        ASSERT_EQ(ticketProblem(t), "");
        ++prizes[t.prize];
        total += t.prize;
    });
    EXPECT_EQ(next, 2'000'000U);
    EXPECT_EQ(prizes, regulationTable(GameId::Happy2014));
    EXPECT_EQ(total, 396'000'000);
    EXPECT_TRUE(verifyBytes(bytes).ok);
}

TEST(ScratchBlock, VerifyReportsTheCombinationCounts) {
    const VerifyReport r = verifyBytes(block(GameId::Dede, 1));
    ASSERT_TRUE(r.ok) << r.message();
    const GamePlan& p = plan(GameId::Dede);
    ASSERT_EQ(r.combinationCounts.size(), p.combinations.size());
    for (std::size_t c = 0; c < p.combinations.size(); ++c) {
        EXPECT_EQ(r.combinationCounts[c], p.combinations[c].count);
    }
    EXPECT_NE(r.message().find("block.blk: sound DÉDÉ block #0"), std::string::npos);
}

// --- reproducibility --------------------------------------------------------------------------

TEST(ScratchBlock, SameSeedGivesAByteIdenticalBlock) {
    for (GameId g : kGames) {
        const Bytes again = generateBlock({g, 1, 0});
        EXPECT_TRUE(again == block(g, 1)) << gameId(g);
    }
}

TEST(ScratchBlock, DifferentSeedsOrBlockNumbersGiveDifferentBlocks) {
    const Bytes& a = block(GameId::Dede, 1);
    const Bytes& b = block(GameId::Dede, 2);
    const Bytes c = generateBlock({GameId::Dede, 1, 1});
    ASSERT_EQ(a.size(), b.size());
    ASSERT_EQ(a.size(), c.size());
    const std::size_t header = static_cast<std::size_t>(
        BlockReader(std::make_unique<MemorySource>(a)).header().headerSize);
    std::size_t differAB = 0;
    std::size_t differAC = 0;
    for (std::size_t i = header; i < a.size(); ++i) {
        differAB += a[i] != b[i] ? 1U : 0U;
        differAC += a[i] != c[i] ? 1U : 0U;
    }
    // Unrelated blocks agree on a record byte only by chance (well under half the time).
    EXPECT_GT(differAB, (a.size() - header) / 2);
    EXPECT_GT(differAC, (a.size() - header) / 2);
    EXPECT_TRUE(verifyBytes(b).ok);
    EXPECT_TRUE(verifyBytes(c).ok);
}

TEST(ScratchBlock, BlockSeedsAreDerivedFromGameBaseSeedAndNumber) {
    std::set<std::uint64_t> seeds;
    for (GameId g : kGames) {
        for (std::uint64_t base : {0ULL, 1ULL, 2ULL, 18446744073709551615ULL}) {
            for (std::uint64_t n = 0; n < 5; ++n) {
                EXPECT_TRUE(seeds.insert(blockSeed(g, base, n)).second);
            }
        }
    }
    // The documented derivation, computed outside the project (Python's hashlib):
    //   int.from_bytes(blake2b(b"instants-block-v1:dede:7:3", digest_size=32)
    //                  .digest()[:8], "little")
    EXPECT_EQ(blockSeed(GameId::Dede, 7, 3), 0xd2b3b5ee0d5c655cULL);
    EXPECT_EQ(blockSeed(GameId::Happy2014, 0, 0), 0x452bac8a49b6d345ULL);
    EXPECT_EQ(blockSeed(GameId::Happy2014, 1, 2), 0x4aeed9ec26634215ULL);
    EXPECT_EQ(blockSeed(GameId::Dede, 18446744073709551615ULL, 4), 0xc4f23cc94bad82f9ULL);
    EXPECT_EQ(BlockId({GameId::Dede, 7, 3}).seed(), 0xd2b3b5ee0d5c655cULL);
    // The commitment binds the seed: BLAKE2b-256 of the key BLAKE2b-256("instants-seed-v1:1")
    // (hashlib again); different seeds, different commitments.
    EXPECT_EQ(toHex(seedCommitment(1)),
              "ade231375a735388232a9a74c20cb30e4fd1c7f3d57881a8e8f1a153d04ef220");
    EXPECT_NE(seedCommitment(1), seedCommitment(2));
}

TEST(ScratchBlock, VerifyWithTheSeedRegeneratesTheBlock) {
    const Bytes& bytes = block(GameId::Dede, 1);
    VerifyOptions right;
    right.baseSeed = 1;
    right.regenerate = true;
    EXPECT_TRUE(verifyBytes(bytes, right).ok);
    VerifyOptions wrong;
    wrong.baseSeed = 2;
    const VerifyReport r = verifyBytes(bytes, wrong);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.problem.find("seed commitment"), std::string::npos) << r.problem;
    VerifyOptions otherGame;
    otherGame.game = GameId::Happy2014;
    EXPECT_NE(verifyBytes(bytes, otherGame).problem.find("not a Happy 2014 block"),
              std::string::npos);
    VerifyOptions otherBlock;
    otherBlock.block = 4;
    EXPECT_NE(verifyBytes(bytes, otherBlock).problem.find("not block #4"), std::string::npos);
}

// --- damaged files ----------------------------------------------------------------------------

/// Flips byte `at` (xor `mask`) and expects verify to fail with a clear message; returns
/// whether the problem was found in a ticket (rather than by the header checks or the digest).
bool expectFlipRefused(const Bytes& original, std::size_t at, std::uint8_t mask) {
    Bytes damaged = original;
    damaged[at] ^= mask;
    const VerifyReport r = verifyBytes(damaged);
    EXPECT_FALSE(r.ok) << "flipping byte " << at << " went unnoticed";
    EXPECT_FALSE(r.problem.empty());
    EXPECT_EQ(r.message().rfind("block.blk: ", 0), 0U) << "the message names the file";
    const BlockHeader h = BlockReader(std::make_unique<MemorySource>(original)).header();
    if (r.ticket) {
        // A problem found in a ticket names the very ticket that was damaged.
        EXPECT_GE(at, h.headerSize);
        EXPECT_EQ(*r.ticket, (at - h.headerSize) / h.recordSize) << r.message();
        EXPECT_NE(r.message().find("ticket #" + std::to_string(*r.ticket)), std::string::npos);
    }
    return r.ticket.has_value();
}

TEST(ScratchBlockDamage, FlippingAnyHeaderByteOfADedeBlockIsRefused) {
    const Bytes& bytes = block(GameId::Dede, 1);
    const std::size_t header = static_cast<std::size_t>(
        BlockReader(std::make_unique<MemorySource>(bytes)).header().headerSize);
    for (std::size_t at = 0; at < header; at += at < kFixedHeaderSize ? 1 : 7) {
        SCOPED_TRACE("header byte " + std::to_string(at));
        expectFlipRefused(bytes, at, 0x01);
    }
}

TEST(ScratchBlockDamage, FlippingRecordAndDigestBytesOfADedeBlockIsRefused) {
    const Bytes& bytes = block(GameId::Dede, 1);
    const BlockHeader h = BlockReader(std::make_unique<MemorySource>(bytes)).header();
    std::vector<std::size_t> positions;
    // The first and last records byte by byte, records spread over the block, the digest.
    for (std::size_t i = 0; i < h.recordSize; ++i) {
        positions.push_back(static_cast<std::size_t>(h.headerSize) + i);
        positions.push_back(static_cast<std::size_t>(h.recordOffset(h.tickets - 1)) + i);
    }
    SeededSource rng(77);
    for (int k = 0; k < 16; ++k) {
        positions.push_back(
            static_cast<std::size_t>(h.headerSize + rng.uniform(h.tickets * h.recordSize)));
    }
    for (std::size_t i = 0; i < kDigestSize; i += 8) {
        positions.push_back(bytes.size() - kDigestSize + i);
    }
    int inTicket = 0;
    for (std::size_t at : positions) {
        SCOPED_TRACE("byte " + std::to_string(at));
        inTicket += expectFlipRefused(bytes, at, at % 2 == 0 ? 0x01 : 0x80) ? 1 : 0;
    }
    // Most record flips break a rule and are named by ticket; the others meet the digest.
    EXPECT_GT(inTicket, 10);
}

TEST(ScratchBlockDamage, FlippingBytesOfAHappy2014BlockIsRefused) {
    const Bytes& bytes = block(GameId::Happy2014, 1);
    const BlockHeader h = BlockReader(std::make_unique<MemorySource>(bytes)).header();
    // Header: magic, version, game, record size, header size, block number, ticket count,
    // price, seed commitment, counts, reserved, plan; then bytes of one record (combination,
    // Bonus, a month's symbols, two months' amounts), a record far in the block, and the
    // digest. (Each flip the digest alone catches costs a full pass over 40 MB: DÉDÉ, whose
    // records are smaller, gets the many-position tests above.)
    std::vector<std::size_t> positions = {
        0,  8,  10, 11, 12, 16,  24,   33,
        40, 72, 75, 79, 80, 200, 1000, static_cast<std::size_t>(h.headerSize) - 1};
    for (std::size_t i : std::array<std::size_t, 4>{0, 1, 5, 16}) {
        positions.push_back(static_cast<std::size_t>(h.recordOffset(1000)) + i);
    }
    positions.push_back(static_cast<std::size_t>(h.recordOffset(1'234'567)) + 2);
    positions.push_back(bytes.size() - 1);
    for (std::size_t at : positions) {
        SCOPED_TRACE("byte " + std::to_string(at));
        expectFlipRefused(bytes, at, 0x10);
    }
}

TEST(ScratchBlockDamage, TruncatedEmptyAndOverlongFilesAreRefused) {
    const Bytes& bytes = block(GameId::Dede, 1);
    const BlockHeader h = BlockReader(std::make_unique<MemorySource>(bytes)).header();
    const std::vector<std::size_t> lengths = {0,
                                              1,
                                              7,
                                              8,
                                              40,
                                              79,
                                              80,
                                              81,
                                              static_cast<std::size_t>(h.headerSize) - 1,
                                              static_cast<std::size_t>(h.headerSize),
                                              static_cast<std::size_t>(h.headerSize) + 3,
                                              bytes.size() / 2,
                                              bytes.size() - kDigestSize - 1,
                                              bytes.size() - kDigestSize,
                                              bytes.size() - 1};
    for (std::size_t n : lengths) {
        SCOPED_TRACE("length " + std::to_string(n));
        const Bytes cut(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(n));
        const VerifyReport r = verifyBytes(cut);
        ASSERT_FALSE(r.ok);
        if (n == 0) {
            EXPECT_NE(r.problem.find("empty"), std::string::npos) << r.problem;
        } else {
            EXPECT_NE(r.problem.find("truncated"), std::string::npos) << r.problem;
        }
    }
    const Bytes cut(bytes.begin(),
                    bytes.begin() + static_cast<std::ptrdiff_t>(h.recordOffset(538) + 3));
    EXPECT_NE(verifyBytes(cut).problem.find("ends inside ticket #538"), std::string::npos);
    Bytes longer = bytes;
    longer.push_back(0);
    EXPECT_NE(verifyBytes(longer).problem.find("1 unexpected bytes after the digest"),
              std::string::npos);
}

TEST(ScratchBlockDamage, ForeignFilesAreRefused) {
    const std::vector<Bytes> foreign = {
        Bytes{'h', 'e', 'l', 'l', 'o', '\n'},
        Bytes{0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13},
        Bytes(4096, 0),
        Bytes{'I', 'N', 'S', 'T', 'B', 'L', 'K'},
    };
    for (const Bytes& b : foreign) {
        const VerifyReport r = verifyBytes(b);
        EXPECT_FALSE(r.ok);
        EXPECT_FALSE(r.header);
        EXPECT_FALSE(r.problem.empty());
    }
    EXPECT_NE(verifyBytes(foreign[0]).problem.find("not an Instants block file"),
              std::string::npos);
    // A block of a future format version, or of an unknown game
    Bytes future = block(GameId::Dede, 1);
    future[8] = 2;
    EXPECT_NE(verifyBytes(future).problem.find("format version 2 is not supported"),
              std::string::npos);
    Bytes unknown = block(GameId::Dede, 1);
    unknown[10] = 9;
    EXPECT_NE(verifyBytes(unknown).problem.find("unknown game code 9"), std::string::npos);
    // A DÉDÉ block whose table says 4 tickets of 10 000 €
    Bytes table = block(GameId::Dede, 1);
    const std::size_t tier0Count = kFixedHeaderSize + 16 * 8 + 8;
    ASSERT_EQ(table[tier0Count], 3);
    table[tier0Count] = 4;
    EXPECT_NE(verifyBytes(table).problem.find("prize tier #1 count"), std::string::npos)
        << verifyBytes(table).problem;
}

TEST(ScratchBlockDamage, ARuleBreakingTicketIsNamed) {
    // GIVEN a block whose ticket 12 345 is rewritten as a sound ticket of another
    // combination (so the counts no longer meet the table), with a correct digest
    Bytes bytes = block(GameId::Dede, 1);
    BlockReader reader(std::make_unique<MemorySource>(bytes));
    const BlockHeader h = reader.header();
    Ticket t = reader.ticket(12'345);
    SeededSource rng(3);
    const std::uint8_t other = t.combination == 0 ? 1 : 0;
    t.layout = makeLayout(GameId::Dede, other, rng);
    t.combination = other;
    t.prize = plan(GameId::Dede).combinations[other].prize;
    encodeRecord(t, std::span(bytes.data() + h.recordOffset(12'345), h.recordSize));
    const VerifyReport r = verifyBytes(bytes);
    // THEN verify says which combination's count is off
    ASSERT_FALSE(r.ok);
    EXPECT_NE(r.problem.find("the plan has"), std::string::npos) << r.problem;

    // GIVEN a throw of ticket 7 turned into a 7 on a ticket that stays "losing"
    Bytes bad = block(GameId::Dede, 1);
    BlockReader r2(std::make_unique<MemorySource>(bad));
    std::uint64_t losing = 0;
    while (r2.ticket(losing).prize != 0) {
        ++losing;
    }
    bad[static_cast<std::size_t>(h.recordOffset(losing)) + 1] = 0x34;  // Lancer 1: 3 and 4
    const VerifyReport r3 = verifyBytes(bad);
    ASSERT_FALSE(r3.ok);
    ASSERT_TRUE(r3.ticket);
    EXPECT_EQ(*r3.ticket, losing);
    EXPECT_NE(
        r3.message().find("ticket #" + std::to_string(losing) + ": the throws adding to 7 pay"),
        std::string::npos)
        << r3.message();
}

// --- records ----------------------------------------------------------------------------------

TEST(ScratchRecord, RoundTripsEveryCombination) {
    SeededSource rng(5);
    for (GameId g : kGames) {
        const GamePlan& p = plan(g);
        for (std::size_t c = 0; c < p.combinations.size(); ++c) {
            for (int k = 0; k < 50; ++k) {
                Ticket t;
                t.game = g;
                t.combination = static_cast<std::uint8_t>(c);
                t.prize = p.combinations[c].prize;
                t.layout = makeLayout(g, c, rng);
                Bytes record(recordSize(g));
                encodeRecord(t, record);
                Ticket back;
                back.game = g;
                ASSERT_EQ(decodeRecord(g, record, back), "");
                ASSERT_EQ(back, t);
            }
        }
    }
}

TEST(ScratchRecord, CodesOutOfRangeAreNamed) {
    Bytes dede = {1, 0x16, 0, 0x25, 0, 0x34, 9};
    Ticket t;
    EXPECT_NE(decodeRecord(GameId::Dede, dede, t).find("Lancer 3: Gain code 9"), std::string::npos);
    dede[0] = 200;
    EXPECT_NE(decodeRecord(GameId::Dede, dede, t).find("combination code 200"), std::string::npos);
    Bytes happy(kHappyRecordSize, 0);
    for (std::size_t m = 0; m < 12; ++m) {
        happy[2 + m] = 0x01;
    }
    for (std::size_t i = 14; i < 20; ++i) {
        happy[i] = 0x11;
    }
    EXPECT_EQ(decodeRecord(GameId::Happy2014, happy, t), "");
    happy[19] = 0xF1;  // décembre: amount code 15
    EXPECT_NE(decodeRecord(GameId::Happy2014, happy, t).find("decembre: amount code 15"),
              std::string::npos);
    Ticket bad;
    bad.game = GameId::Dede;
    std::get<DedeLayout>(bad.layout).throws[0].gain = 12345;
    Bytes out(kDedeRecordSize);
    EXPECT_THROW(encodeRecord(bad, out), std::invalid_argument);
}

// --- files ------------------------------------------------------------------------------------

TEST(ScratchBlockFile, WriteThenVerifyAndNeverOverwrite) {
    TempDir dir;
    const auto path = dir.path() / "d.blk";
    const Digest d = writeBlockFile({GameId::Dede, 1, 0}, path);
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "d.blk.partial"));
    EXPECT_EQ(std::filesystem::file_size(path), block(GameId::Dede, 1).size());
    const VerifyReport r = verifyBlockFile(path);
    ASSERT_TRUE(r.ok) << r.message();
    EXPECT_EQ(r.digest, d);
    EXPECT_THROW(writeBlockFile({GameId::Dede, 2, 0}, path), BlockError);
    EXPECT_EQ(verifyBlockFile(path).digest, d) << "the existing file is untouched";
    // Random access reads the same tickets as the in-memory block
    BlockReader file = BlockReader::open(path);
    BlockReader memory(std::make_unique<MemorySource>(block(GameId::Dede, 1)));
    for (std::uint64_t i : {0ULL, 1ULL, 777'777ULL, 1'499'999ULL}) {
        EXPECT_EQ(file.ticket(i), memory.ticket(i));
    }
    EXPECT_THROW(file.ticket(1'500'000), std::out_of_range);
}

TEST(ScratchBlockFile, MissingAndDirectoryPathsAreNamed) {
    TempDir dir;
    const VerifyReport missing = verifyBlockFile(dir.path() / "nope.blk");
    EXPECT_FALSE(missing.ok);
    EXPECT_NE(missing.message().find("nope.blk: no such file"), std::string::npos);
    const VerifyReport directory = verifyBlockFile(dir.path());
    EXPECT_FALSE(directory.ok);
    EXPECT_NE(directory.problem.find("is a directory"), std::string::npos);
    EXPECT_THROW(BlockReader::open(dir.path() / "nope.blk"), BlockError);
}

}  // namespace
}  // namespace instants::scratch
