// Authentic blocks (docs/blocks.md, "Authentic blocks"): nobody chooses outcomes by writing a
// file. A DÉDÉ block whose three 10 000 € tickets are moved to positions 0–2 with its BLAKE2b
// digest recomputed, a block spliced from another seed's records under this seed's header, or
// another seed's block under this one's name, is refused by `verify` and by the dealer, which
// deals the genuine tickets instead; a block rewritten in place after it was checked is never
// dealt from.
#include <gtest/gtest.h>
#include <sodium.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>

#include "../../app/cli/commands.h"
#include "../support/temp_dir.h"
#include "instants/scratch/dealer.h"

namespace instants::scratch {
namespace {

using Bytes = std::vector<std::uint8_t>;
constexpr std::uint64_t kSeed = 2014;
constexpr Cents kTop = 1000000;  // 10 000 €

Bytes readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), {});
}

struct Dir {
    Dir() : path(instants::test::makeTempDir("instants-forgery-test-")) {}
    Dir(const Dir&) = delete;
    Dir& operator=(const Dir&) = delete;
    ~Dir() { std::filesystem::remove_all(path); }
    std::filesystem::path path;
};

void writeAll(const std::filesystem::path& p, const Bytes& b, bool inPlace = false) {
    // In place: the same file (inode) rewritten, as a program that keeps it open would see.
    std::fstream out(p, inPlace ? std::ios::binary | std::ios::in | std::ios::out
                                : std::ios::binary | std::ios::out | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

/// The digest at the end, recomputed over everything before it (unkeyed BLAKE2b-256).
void redigest(Bytes& file) {
    crypto_generichash(file.data() + file.size() - kDigestSize, kDigestSize, file.data(),
                       file.size() - kDigestSize, nullptr, 0);
}

std::uint64_t headerSize(const Bytes& file) {
    return file[12] | (file[13] << 8U) | (file[14] << 16U) |
           (static_cast<std::uint64_t>(file[15]) << 24U);
}

/// Genuine block 0 of kSeed with its top-prize tickets swapped into positions 0, 1, 2.
Bytes topPrizesFirst(const Bytes& genuine) {
    Bytes forged = genuine;
    const std::uint64_t h = headerSize(forged);
    const std::uint64_t n = (forged.size() - h - kDigestSize) / kDedeRecordSize;
    BlockReader reader(std::make_unique<MemorySource>(genuine));
    std::vector<std::uint64_t> top;
    for (std::uint64_t i = 0; i < n && top.size() < 3; ++i) {
        if (reader.ticket(i).prize == kTop) {
            top.push_back(i);
        }
    }
    EXPECT_EQ(top.size(), 3U);
    for (std::uint64_t k = 0; k < top.size(); ++k) {
        std::swap_ranges(
            forged.begin() + static_cast<std::ptrdiff_t>(h + k * kDedeRecordSize),
            forged.begin() + static_cast<std::ptrdiff_t>(h + (k + 1) * kDedeRecordSize),
            forged.begin() + static_cast<std::ptrdiff_t>(h + top[k] * kDedeRecordSize));
    }
    redigest(forged);
    return forged;
}

/// This seed's header and digest over another seed's records.
Bytes spliced(const Bytes& genuine, const Bytes& other) {
    Bytes forged = genuine;
    const std::uint64_t h = headerSize(forged);
    std::copy(other.begin() + static_cast<std::ptrdiff_t>(h), other.end() - kDigestSize,
              forged.begin() + static_cast<std::ptrdiff_t>(h));
    redigest(forged);
    return forged;
}

struct Registry final : BlockRegistry {
    std::map<std::uint64_t, Digest> digests;
    std::optional<Digest> digestOf(const BlockId& id) override {
        const auto it = digests.find(id.number);
        return it == digests.end() ? std::nullopt : std::optional<Digest>(it->second);
    }
    void record(const BlockId& id, const Digest& d) override { digests[id.number] = d; }
};

int runCli(const cli::Words& words, std::string* err = nullptr) {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream e;
    cli::Streams io{in, out, e, false};
    const int code = cli::run(words, io);
    if (err != nullptr) {
        *err = e.str();
    }
    return code;
}

class Forgery : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        genuine = new Bytes(generateBlock({GameId::Dede, kSeed, 0}));
        other = new Bytes(generateBlock({GameId::Dede, kSeed + 1, 0}));
    }
    static void TearDownTestSuite() {
        delete genuine;
        delete other;
    }
    static Bytes* genuine;
    static Bytes* other;
    Dir dir;
    std::filesystem::path cached() const {
        return dir.path / Dealer::fileName({GameId::Dede, kSeed, 0});
    }

    /// The first `n` tickets a fresh dealer deals from the cache, with `registry`.
    std::vector<Ticket> deal(int n, BlockRegistry* registry,
                             std::vector<std::string>* notices = nullptr) {
        Dealer d(GameId::Dede, kSeed, 0, 0, dir.path, {}, registry);
        std::vector<Ticket> out;
        for (int i = 0; i < n; ++i) {
            out.push_back(d.deal());
        }
        if (notices != nullptr) {
            *notices = d.notices();
        }
        return out;
    }
    std::vector<Ticket> genuineTickets(int n) const {
        BlockReader reader(std::make_unique<MemorySource>(*genuine));
        std::vector<Ticket> out;
        for (int i = 0; i < n; ++i) {
            out.push_back(reader.ticket(static_cast<std::uint64_t>(i)));
        }
        return out;
    }
};
Bytes* Forgery::genuine = nullptr;
Bytes* Forgery::other = nullptr;

TEST_F(Forgery, TopPrizesMovedFirstWithTheDigestRecomputedAreRefusedByVerifyAndTheDealer) {
    const Bytes forged = topPrizesFirst(*genuine);
    writeAll(cached(), forged);
    // It is well-formed: the structure alone cannot tell.
    EXPECT_EQ(runCli({"verify", cached().string(), "--structure-only"}), 0);
    std::string err;
    EXPECT_EQ(runCli({"verify", cached().string()}, &err), 1);
    EXPECT_NE(err.find("its origin is not proven"), std::string::npos) << err;
    EXPECT_EQ(runCli({"verify", cached().string(), "--seed", std::to_string(kSeed)}, &err), 1);
    EXPECT_NE(err.find("not the block that base seed 2014 generates"), std::string::npos) << err;
    // The dealer, with nothing recorded (it generates the block again) and with the digest
    // recorded: the genuine tickets, not three top prizes in a row.
    for (const bool withRegistry : {false, true}) {
        Registry registry;
        if (withRegistry) {
            registry.digests[0] =
                digestOf(std::span(*genuine).first(genuine->size() - kDigestSize));
        }
        std::vector<std::string> notices;
        const auto dealt = deal(3, withRegistry ? &registry : nullptr, &notices);
        EXPECT_EQ(dealt, genuineTickets(3)) << withRegistry;
        EXPECT_FALSE(std::all_of(dealt.begin(), dealt.end(),
                                 [](const Ticket& t) { return t.prize == kTop; }));
        ASSERT_FALSE(notices.empty());
        EXPECT_NE(notices.front().find(withRegistry ? "not the block this journal deals from"
                                                    : "not the one base seed"),
                  std::string::npos)
            << notices.front();
        EXPECT_NE(notices.front().find("set aside"), std::string::npos);
        EXPECT_EQ(readAll(cached()), forged) << "the forged file is kept as it was";
        std::string alternate = Dealer::fileName({GameId::Dede, kSeed, 0});
        alternate.insert(alternate.size() - 4, ".alt1");
        std::filesystem::remove(dir.path / alternate);
    }
}

TEST_F(Forgery, AnotherSeedsRecordsUnderThisSeedsHeaderAndAnotherSeedsBlockAreRefused) {
    for (const bool splice : {true, false}) {
        const Bytes forged = splice ? spliced(*genuine, *other) : *other;
        writeAll(cached(), forged);
        std::string err;
        EXPECT_EQ(runCli({"verify", cached().string(), "--seed", std::to_string(kSeed)}, &err), 1)
            << splice;
        std::vector<std::string> notices;
        EXPECT_EQ(deal(2, nullptr, &notices), genuineTickets(2)) << splice;
        ASSERT_FALSE(notices.empty());
        std::filesystem::remove_all(dir.path);
        std::filesystem::create_directories(dir.path);
    }
}

TEST_F(Forgery, ABlockRewrittenInPlaceAfterItWasCheckedIsNeverDealtFrom) {
    Registry registry;
    // The genuine block, checked by a dealer positioned near the end of its first chunk.
    const std::uint64_t start = kChunkTickets - 2;
    Dealer d(GameId::Dede, kSeed, 0, start, dir.path, {}, &registry);
    ASSERT_EQ(readAll(cached()), *genuine);
    // Rewritten in place: every record from the second chunk on replaced by another seed's,
    // the digest recomputed.
    Bytes forged = *genuine;
    const std::uint64_t h = headerSize(forged);
    std::copy(other->begin() + static_cast<std::ptrdiff_t>(h + kChunkTickets * kDedeRecordSize),
              other->end() - kDigestSize,
              forged.begin() + static_cast<std::ptrdiff_t>(h + kChunkTickets * kDedeRecordSize));
    redigest(forged);
    writeAll(cached(), forged, true);
    ASSERT_EQ(readAll(cached()), forged);
    BlockReader reader(std::make_unique<MemorySource>(*genuine));
    for (std::uint64_t i = start; i < start + 4; ++i) {
        EXPECT_EQ(d.deal(), reader.ticket(i)) << "ticket #" << i << " is not the block's";
    }
    ASSERT_FALSE(d.notices().empty());
    EXPECT_NE(d.notices().front().find("changed on disk after it was checked"), std::string::npos)
        << d.notices().front();
    EXPECT_NE(d.blockFile(), cached()) << "still dealing from the changed file";
    ASSERT_FALSE(d.setAside().empty());
    EXPECT_EQ(reasonId(d.setAside().front().reason), "changed_on_disk");
    EXPECT_EQ(d.setAside().front().file, cached());
}

TEST_F(Forgery, EachFileSetAsideIsNamedWithItsReason) {
    // What the client's operator console lists: which file, and why, one entry each, in the
    // order of notices().
    Bytes noise(genuine->size());
    randombytes_buf(noise.data(), noise.size());
    const std::vector<std::pair<Bytes, std::string_view>> cases = {
        {noise, "damaged"},
        {*other, "other_seed"},
        {generateBlock({GameId::Dede, kSeed, 1}), "other_block"},
        {generateBlock({GameId::Happy2014, kSeed, 0}), "other_game"},
        {topPrizesFirst(*genuine), "not_generated"},
    };
    for (const auto& [bytes, reason] : cases) {
        writeAll(cached(), bytes);
        Dealer d(GameId::Dede, kSeed, 0, 0, dir.path);
        ASSERT_EQ(d.setAside().size(), 1U) << reason;
        ASSERT_EQ(d.notices().size(), 1U) << reason;
        EXPECT_EQ(reasonId(d.setAside()[0].reason), reason) << d.notices()[0];
        EXPECT_EQ(d.setAside()[0].file, cached());
        EXPECT_EQ(d.setAside()[0].game, GameId::Dede);
        EXPECT_EQ(d.setAside()[0].notice, d.notices()[0]);
        EXPECT_EQ(readAll(cached()), bytes) << "kept as it was";
        std::filesystem::remove_all(dir.path);
        std::filesystem::create_directories(dir.path);
    }
    Registry registry;
    registry.digests[0] = digestOf(std::span(*genuine).first(genuine->size() - kDigestSize));
    writeAll(cached(), topPrizesFirst(*genuine));
    Dealer d(GameId::Dede, kSeed, 0, 0, dir.path, {}, &registry);
    ASSERT_EQ(d.setAside().size(), 1U);
    EXPECT_EQ(reasonId(d.setAside()[0].reason), "not_recorded");
}

}  // namespace
}  // namespace instants::scratch
