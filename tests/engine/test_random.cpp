// Randomness (docs/architecture.md, invariants 2 and 3): unbiased bounded integers, exact weighted
// choice, ChaCha20 known answers (RFC 8439), seeded reproducibility, scripted outcomes, and refusal
// to play without entropy.
#include <gtest/gtest.h>
#include <sodium.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "instants/random.h"

using namespace instants;

namespace {

std::vector<std::uint8_t> hex(const std::string& h) {
    std::vector<std::uint8_t> out;
    for (std::size_t i = 0; i + 1 < h.size(); i += 2) {
        out.push_back(static_cast<std::uint8_t>(std::stoi(h.substr(i, 2), nullptr, 16)));
    }
    return out;
}

ChaCha20Stream::Key rfcKey() {
    ChaCha20Stream::Key k{};
    for (std::size_t i = 0; i < k.size(); ++i) {
        k[i] = static_cast<std::uint8_t>(i);
    }
    return k;
}

std::vector<std::uint8_t> readStream(ChaCha20Stream& s, std::size_t n) {
    std::vector<std::uint8_t> out(n);
    s.read(out);
    return out;
}

/// A fake source whose uniform draws enumerate 0, 1, 2, ... modulo the bound.
class CountingSource : public RandomSource {
public:
    std::uint64_t uniform(std::uint64_t bound) override { return m_next++ % bound; }

private:
    std::uint64_t m_next = 0;
};

}  // namespace

// --- Lemire's method, proven exhaustively on 8-bit words -----------------------------------

TEST(Lemire, EveryOutputHasExactlyTheSameNumberOfAcceptedWordsForEveryBound) {
    // GIVEN every 8-bit word as the first word drawn, WHEN it is accepted (no second word was
    // needed), THEN every output in [0, bound) comes from exactly floor(256 / bound) words.
    for (unsigned bound = 1; bound <= 255; ++bound) {
        std::vector<int> hits(bound, 0);
        int accepted = 0;
        for (unsigned x = 0; x < 256; ++x) {
            int calls = 0;
            const std::uint8_t out = lemireBounded<std::uint8_t, std::uint16_t>(
                static_cast<std::uint8_t>(bound), [&]() -> std::uint8_t {
                    // The first call yields x; a rejected x leads to a second call, which
                    // yields 255: its low byte 256 - bound is never below the threshold
                    // 256 mod bound, so the loop ends.
                    return calls++ == 0 ? static_cast<std::uint8_t>(x) : std::uint8_t{255};
                });
            ASSERT_LT(out, bound);
            if (calls == 1) {
                ++hits[out];
                ++accepted;
            }
        }
        const int expected = 256 / static_cast<int>(bound);
        EXPECT_EQ(accepted, 256 - static_cast<int>(256 % bound)) << "bound " << bound;
        for (unsigned v = 0; v < bound; ++v) {
            ASSERT_EQ(hits[v], expected) << "bound " << bound << " output " << v;
        }
    }
}

TEST(Lemire, TheSeededSourceDrawsWhatLemiresMethodGivesOnItsKeystream) {
    // The source's bounded draw against Lemire's method written out here on the raw ChaCha20
    // keystream of the same key and nonce (the RFC 8439 vectors above check that stream):
    // each 32-bit word x (little-endian) gives m = x * bound; m's low half below
    // 2^32 mod bound is rejected and the next word taken; the draw is m's high half. The
    // bounds just above 2^31 reject almost half the words, so the rejection path is taken
    // as often as the other; a modulo (or no rejection) would give other numbers.
    const std::uint64_t seed = 424242;
    SeededSource source(seed);
    ChaCha20Stream raw(SeededSource::keyForSeed(seed), ChaCha20Stream::Nonce{});
    auto word = [&raw]() {
        std::array<std::uint8_t, 4> b{};
        raw.read(b);
        return static_cast<std::uint64_t>(b[0]) | (static_cast<std::uint64_t>(b[1]) << 8U) |
               (static_cast<std::uint64_t>(b[2]) << 16U) |
               (static_cast<std::uint64_t>(b[3]) << 24U);
    };
    const std::array<std::uint64_t, 6> bounds = {
        6, 1000000, 0x80000001ULL, 0xC0000000ULL, 0xFFFFFFFFULL, 3};
    int rejected = 0;
    int differsFromModulo = 0;
    for (int i = 0; i < 60000; ++i) {
        const std::uint64_t bound = bounds[static_cast<std::size_t>(i) % bounds.size()];
        const std::uint64_t threshold = (std::uint64_t{1} << 32U) % bound;
        std::uint64_t x = word();
        std::uint64_t m = x * bound;
        while ((m & 0xFFFFFFFFULL) < threshold) {
            ++rejected;
            x = word();
            m = x * bound;
        }
        const std::uint64_t expected = m >> 32U;
        differsFromModulo += expected != x % bound ? 1 : 0;
        ASSERT_EQ(source.uniform(bound), expected) << "draw " << i << ", bound " << bound;
    }
    EXPECT_GT(rejected, 5000);  // the rejection path was exercised
    EXPECT_GT(differsFromModulo, 45000);
}

// --- Weighted choice, exact ----------------------------------------------------------------

TEST(Weighted, EveryRowIsChosenByExactlyItsWeightInDraws) {
    const std::vector<std::uint64_t> weights = {3, 0, 5, 1, 7};
    std::vector<int> count(weights.size(), 0);
    for (std::uint64_t r = 0; r < 16; ++r) {
        ++count[weightedIndex(weights, r)];
    }
    for (std::size_t i = 0; i < weights.size(); ++i) {
        EXPECT_EQ(count[i], static_cast<int>(weights[i])) << "row " << i;
    }
    EXPECT_THROW(weightedIndex(weights, 16), std::invalid_argument);
}

TEST(Weighted, ThroughASourceEnumeratingItsRangeRowsComeInProportionToWeights) {
    CountingSource source;
    const std::vector<std::uint64_t> weights = {15, 150, 545, 290};
    std::vector<int> count(weights.size(), 0);
    for (int i = 0; i < 1000; ++i) {
        ++count[source.weighted(weights, 1000)];
    }
    EXPECT_EQ(count, (std::vector<int>{15, 150, 545, 290}));
}

TEST(Weighted, ASingleRowIsCertainAndConsumesNothing) {
    ScriptedSource script;
    const std::vector<std::uint64_t> one = {1000000};
    EXPECT_EQ(script.weighted(one, 1000000), 0U);
    EXPECT_EQ(script.consumed(), 0U);
}

// --- Chi-square on 10^7 seeded die rolls ----------------------------------------------------

TEST(SeededSource, TenMillionDieRollsPassAChiSquareTest) {
    // H0: the six faces are equally likely. 5 degrees of freedom; the test fails when the
    // statistic exceeds 20.515, the critical value for p = 0.001.
    SeededSource rng(20261129);
    std::array<std::uint64_t, 6> count{};
    constexpr std::uint64_t kRolls = 10'000'000;
    for (std::uint64_t i = 0; i < kRolls; ++i) {
        ++count[rng.uniform(6)];
    }
    const double expected = static_cast<double>(kRolls) / 6.0;
    double chi2 = 0.0;
    for (std::uint64_t c : count) {
        const double d = static_cast<double>(c) - expected;
        chi2 += d * d / expected;
    }
    RecordProperty("chi_square", std::to_string(chi2));
    EXPECT_LT(chi2, 20.515) << "counts " << count[0] << " " << count[1] << " " << count[2] << " "
                            << count[3] << " " << count[4] << " " << count[5];
}

TEST(SeededSource, WideBoundsAreUniformAndInRange) {
    SeededSource rng(7);
    const std::uint64_t bound = (std::uint64_t{1} << 63U) + 12345U;  // rejection path
    std::uint64_t high = 0;
    for (int i = 0; i < 100000; ++i) {
        const std::uint64_t v = rng.uniform(bound);
        ASSERT_LT(v, bound);
        high += v >= bound / 2 ? 1U : 0U;
    }
    EXPECT_NEAR(static_cast<double>(high) / 100000.0, 0.5, 0.01);
}

// --- ChaCha20 known answers (RFC 8439) --------------------------------------------------------

TEST(ChaCha20, MatchesRfc8439BlockFunctionVector_2_3_2) {
    ChaCha20Stream s(rfcKey(), {0, 0, 0, 9, 0, 0, 0, 0x4a, 0, 0, 0, 0}, 1);
    EXPECT_EQ(readStream(s, 64),
              hex("10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
                  "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e"));
}

TEST(ChaCha20, MatchesRfc8439KeystreamVectorsA1) {
    ChaCha20Stream s(ChaCha20Stream::Key{}, ChaCha20Stream::Nonce{}, 0);
    EXPECT_EQ(readStream(s, 128),
              hex("76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
                  "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"
                  "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
                  "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f"));
}

TEST(ChaCha20, MatchesRfc8439EncryptionVector_2_4_2) {
    const std::string plain =
        "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the "
        "future, sunscreen would be it.";
    const auto cipher =
        hex("6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f59"
            "3dabcd62b3571639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d"
            "16ccf806818ce91ab77937365af90bbf74a35be6b40b8eedf2785e42874d");
    ChaCha20Stream s(rfcKey(), {0, 0, 0, 0, 0, 0, 0, 0x4a, 0, 0, 0, 0}, 1);
    const auto ks = readStream(s, plain.size());
    ASSERT_EQ(cipher.size(), plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        ASSERT_EQ(static_cast<std::uint8_t>(static_cast<std::uint8_t>(plain[i]) ^ ks[i]), cipher[i])
            << "byte " << i;
    }
}

TEST(ChaCha20, BufferedReadsInOddChunksEqualOneContinuousKeystream) {
    ChaCha20Stream chunked(rfcKey(), ChaCha20Stream::Nonce{}, 0);
    std::vector<std::uint8_t> joined;
    for (std::size_t n : {1U, 3U, 4095U, 7U, 64U, 9000U, 5U}) {
        const auto part = readStream(chunked, n);
        joined.insert(joined.end(), part.begin(), part.end());
    }
    std::vector<std::uint8_t> direct(joined.size(), 0);
    const auto key = rfcKey();
    const ChaCha20Stream::Nonce nonce{};
    ensureSodium();
    crypto_stream_chacha20_ietf_xor_ic(direct.data(), direct.data(), direct.size(), nonce.data(), 0,
                                       key.data());
    EXPECT_EQ(joined, direct);
}

TEST(ChaCha20, WordsAreTheKeystreamReadLittleEndianAcrossBufferEdges) {
    ChaCha20Stream bytes(rfcKey(), ChaCha20Stream::Nonce{}, 0);
    ChaCha20Stream words(rfcKey(), ChaCha20Stream::Nonce{}, 0);
    std::array<std::uint8_t, 3> skip{};
    bytes.read(skip);
    words.read(skip);  // misalign so that a word straddles the 4096-byte buffer edge
    for (int i = 0; i < 3000; ++i) {
        std::array<std::uint8_t, 4> b{};
        bytes.read(b);
        const std::uint32_t expected =
            b[0] | (b[1] << 8U) | (b[2] << 16U) | (static_cast<std::uint32_t>(b[3]) << 24U);
        ASSERT_EQ(words.next32(), expected) << "word " << i;
    }
}

TEST(ChaCha20, TheCounterWrapMovesToTheNextNonceInsteadOfRepeating) {
    ChaCha20Stream s(rfcKey(), ChaCha20Stream::Nonce{}, 0xFFFFFFFFU);
    const auto got = readStream(s, 128);
    std::array<std::uint8_t, 64> last{};
    std::array<std::uint8_t, 64> next{};
    const auto key = rfcKey();
    ChaCha20Stream::Nonce n0{};
    ChaCha20Stream::Nonce n1{};
    n1[0] = 1;
    crypto_stream_chacha20_ietf_xor_ic(last.data(), last.data(), 64, n0.data(), 0xFFFFFFFFU,
                                       key.data());
    crypto_stream_chacha20_ietf_xor_ic(next.data(), next.data(), 64, n1.data(), 0, key.data());
    EXPECT_TRUE(std::equal(last.begin(), last.end(), got.begin()));
    EXPECT_TRUE(std::equal(next.begin(), next.end(), got.begin() + 64));
}

TEST(ChaCha20, OurStreamIsLibsodiumsDeterministicGeneratorForTheSameKeyAndNonce) {
    // randombytes_buf_deterministic = ChaCha20 (IETF) with nonce "LibsodiumDRG".
    std::array<std::uint8_t, randombytes_SEEDBYTES> seed{};
    for (std::size_t i = 0; i < seed.size(); ++i) {
        seed[i] = static_cast<std::uint8_t>(200 - i);
    }
    std::vector<std::uint8_t> reference(10000);
    randombytes_buf_deterministic(reference.data(), reference.size(), seed.data());
    ChaCha20Stream::Key key{};
    std::copy(seed.begin(), seed.end(), key.begin());
    const std::string drg = "LibsodiumDRG";
    ChaCha20Stream::Nonce nonce{};
    std::copy(drg.begin(), drg.end(), nonce.begin());
    ChaCha20Stream s(key, nonce, 0);
    EXPECT_EQ(readStream(s, reference.size()), reference);
}

// --- Seeded and OS sources -------------------------------------------------------------------

TEST(SeededSource, TheSameSeedGivesTheSameStreamAndOthersDiffer) {
    auto first = [](std::uint64_t seed, std::uint64_t stream) {
        SeededSource s(seed, stream);
        std::vector<std::uint8_t> out(256);
        s.bytes(out);
        return out;
    };
    EXPECT_EQ(first(42, 0), first(42, 0));
    EXPECT_NE(first(42, 0), first(43, 0));
    EXPECT_NE(first(42, 0), first(42, 1));
}

TEST(SeededSource, TheKeyIsBlake2bOfTheDocumentedText) {
    const std::string text = "instants-seed-v1:42";
    ChaCha20Stream::Key expected{};
    crypto_generichash(expected.data(), expected.size(),
                       reinterpret_cast<const unsigned char*>(text.data()), text.size(), nullptr,
                       0);
    EXPECT_EQ(SeededSource::keyForSeed(42), expected);
}

TEST(SeededSource, ADrawWithOneOutcomeConsumesNothing) {
    SeededSource a(5);
    SeededSource b(5);
    EXPECT_EQ(a.uniform(1), 0U);
    EXPECT_EQ(a.uniform(1000), b.uniform(1000));
}

TEST(OsSource, RefusesToPlayWhenTheSystemHasNoEntropy) {
    EXPECT_THROW(OsSource([](std::span<std::uint8_t>) { return false; }), EntropyUnavailable);
    EXPECT_THROW(OsSource(EntropyFunction{}), EntropyUnavailable);
}

TEST(OsSource, RefusesToContinueWhenARekeyFindsNoEntropy) {
    int calls = 0;
    OsSource rng([&calls](std::span<std::uint8_t> out) {
        std::fill(out.begin(), out.end(), std::uint8_t{7});
        return ++calls == 1;  // entropy for the first key only
    });
    EXPECT_THROW(
        {
            for (std::uint64_t i = 0; i < OsSource::kRekeyBytes; ++i) {
                (void)rng.uniform(6);
            }
        },
        EntropyUnavailable);
    EXPECT_EQ(calls, 2);
}

TEST(OsSource, RawBytesAreRekeyedFromFreshEntropyAsDrawsAre) {
    // Key i is 32 bytes of value i: each run of raw bytes is checked against the stream of
    // the key it must come from. A key serves kRekeyBytes - 4 bytes (one draw per 4-byte word,
    // the rekey comes before the kRekeyBytes / 4-th), then a fresh key restarts the stream.
    int calls = 0;
    OsSource rng([&calls](std::span<std::uint8_t> out) {
        ++calls;
        std::fill(out.begin(), out.end(), static_cast<std::uint8_t>(calls));
        return true;
    });
    const std::size_t perKey = OsSource::kRekeyBytes - 4;
    std::vector<std::uint8_t> out(2 * perKey + 10);
    // In uneven pieces, so that rekeys fall inside a read.
    for (std::size_t done = 0; done < out.size();) {
        const std::size_t n = std::min<std::size_t>(out.size() - done, 300007);
        rng.bytes(std::span(out.data() + done, n));
        done += n;
    }
    EXPECT_EQ(calls, 3);
    for (int k = 1; k <= 3; ++k) {
        ChaCha20Stream::Key key{};
        key.fill(static_cast<std::uint8_t>(k));
        ChaCha20Stream s(key, ChaCha20Stream::Nonce{}, 0);
        const std::size_t from = static_cast<std::size_t>(k - 1) * perKey;
        const std::size_t n = k < 3 ? perKey : 10;
        const std::vector<std::uint8_t> part(out.begin() + static_cast<std::ptrdiff_t>(from),
                                             out.begin() + static_cast<std::ptrdiff_t>(from + n));
        EXPECT_EQ(part, readStream(s, n)) << "the bytes of key " << k;
    }
}

TEST(OsSource, TwoSourcesFromTheSystemDiffer) {
    OsSource a;
    OsSource b;
    std::vector<std::uint8_t> x(64);
    std::vector<std::uint8_t> y(64);
    a.bytes(x);
    b.bytes(y);
    EXPECT_NE(x, y);
}

// --- Scripted source ---------------------------------------------------------------------------

TEST(ScriptedSource, ReplaysOutcomesInOrderAndFailsLoudlyWhenItRunsOut) {
    ScriptedSource s({4, 2, 0});
    const std::vector<std::uint64_t> w = {1, 1, 1};
    EXPECT_EQ(s.uniform(6), 4U);
    EXPECT_EQ(s.weighted(w, 3), 2U);
    EXPECT_EQ(s.uniform(6), 0U);
    EXPECT_EQ(s.remaining(), 0U);
    try {
        (void)s.uniform(6);
        FAIL() << "no exception";
    } catch (const ScriptExhausted& e) {
        EXPECT_NE(std::string(e.what()).find("ran out"), std::string::npos) << e.what();
    }
}

TEST(ScriptedSource, RefusesOutcomesThatDoNotFitTheDraw) {
    ScriptedSource s({6, 1, 9});
    EXPECT_THROW((void)s.uniform(6), ScriptMismatch);
    const std::vector<std::uint64_t> w = {5, 0, 5};
    EXPECT_THROW((void)s.weighted(w, 10), ScriptMismatch);  // a zero-weight row
    EXPECT_THROW((void)s.weighted(w, 10), ScriptMismatch);  // no such row
}
