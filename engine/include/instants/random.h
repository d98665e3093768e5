#pragma once
// The one source of randomness (docs/architecture.md, invariant 3). Every draw of the program goes
// through RandomSource: a ChaCha20 stream seeded from the operating system in play, a ChaCha20
// stream seeded from a number for demos, tests and replays (same seed, same games), and a scripted
// source for tests and usability scenarios. Nothing else in the program draws random numbers.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace instants {

/// Base of every failure of a randomness source.
class RandomError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The operating system could not provide entropy. Play is refused: there is no fallback
/// to a weaker seed.
class EntropyUnavailable : public RandomError {
public:
    using RandomError::RandomError;
};

/// A scripted source was asked for more outcomes than it was given.
class ScriptExhausted : public RandomError {
public:
    using RandomError::RandomError;
};

/// A scripted outcome does not fit the draw it was used for (out of range, or a zero-weight
/// row of a table).
class ScriptMismatch : public RandomError {
public:
    using RandomError::RandomError;
};

/// Every random draw of the engine passes through this interface.
class RandomSource {
public:
    virtual ~RandomSource();

    /// Returns an integer uniformly distributed in [0, bound), without bias (Lemire's
    /// multiply-and-reject method, never a bare modulo). Requires bound >= 1. A draw with a
    /// single possible outcome (bound == 1) consumes nothing from the stream.
    virtual std::uint64_t uniform(std::uint64_t bound) = 0;

    /// Returns an index i with probability weights[i] / total, in exact integer arithmetic:
    /// r = uniform(total), then the first i whose cumulative weight exceeds r. Requires
    /// total == sum(weights) > 0.
    virtual std::size_t weighted(std::span<const std::uint64_t> weights, std::uint64_t total);
};

/// Pure helper behind RandomSource::weighted: the index whose cumulative-weight interval
/// contains r, for r in [0, sum(weights)).
std::size_t weightedIndex(std::span<const std::uint64_t> weights, std::uint64_t r);

/// Lemire's nearly divisionless bounded integer on words of type Word (uint8_t in the
/// exhaustive tests, uint32_t and uint64_t in the engine). `next` yields uniform words;
/// the result is uniform in [0, bound) for 1 <= bound <= max(Word).
template <typename Word, typename Wide, typename Next>
Word lemireBounded(Word bound, Next&& next) {
    constexpr unsigned kBits = sizeof(Word) * 8U;
    Wide m = static_cast<Wide>(next()) * static_cast<Wide>(bound);
    Word low = static_cast<Word>(m);
    if (low < bound) {
        // threshold = 2^bits mod bound: the words below it in the low half are rejected so
        // that every output has exactly floor(2^bits / bound) accepted preimages.
        const Word threshold = static_cast<Word>(static_cast<Word>(-bound) % bound);
        while (low < threshold) {
            m = static_cast<Wide>(next()) * static_cast<Wide>(bound);
            low = static_cast<Word>(m);
        }
    }
    return static_cast<Word>(m >> kBits);
}

/// A raw ChaCha20 keystream as specified by RFC 8439 (32-bit block counter, 96-bit nonce),
/// computed by libsodium and read through a buffer. When the block counter wraps, the nonce
/// is incremented as a 96-bit little-endian integer so that the stream never repeats.
class ChaCha20Stream {
public:
    using Key = std::array<std::uint8_t, 32>;
    using Nonce = std::array<std::uint8_t, 12>;

    ChaCha20Stream(const Key& key, const Nonce& nonce, std::uint32_t initialCounter = 0);
    ~ChaCha20Stream();
    ChaCha20Stream(const ChaCha20Stream&) = delete;
    ChaCha20Stream& operator=(const ChaCha20Stream&) = delete;

    /// Copies the next out.size() bytes of the keystream into out.
    void read(std::span<std::uint8_t> out);

    std::uint32_t next32() {
        if (m_pos + 4 > kBufferSize) {
            return next32Slow();
        }
        std::uint32_t v;
        std::memcpy(&v, m_buffer.data() + m_pos, sizeof v);
        m_pos += 4;
        if constexpr (std::endian::native == std::endian::big) {
            v = (v >> 24U) | ((v >> 8U) & 0xFF00U) | ((v << 8U) & 0xFF0000U) | (v << 24U);
        }
        return v;  // the keystream's bytes read as a little-endian word
    }

    std::uint64_t next64() {
        const std::uint64_t lo = next32();
        const std::uint64_t hi = next32();
        return lo | (hi << 32U);
    }

    /// Replaces the key and restarts the counter (used by the OS-seeded source to rekey).
    void rekey(const Key& key);

private:
    static constexpr std::size_t kBufferSize = 4096;  // 64 ChaCha20 blocks
    void refill();
    std::uint32_t next32Slow();

    Key m_key{};
    Nonce m_nonce{};
    std::uint32_t m_counter = 0;
    std::array<std::uint8_t, kBufferSize> m_buffer{};
    std::size_t m_pos = kBufferSize;
};

/// Shared implementation of the two ChaCha20 sources. The draw path is inline and final so
/// that a die roll costs a few nanoseconds through the interface.
class ChaChaSource : public RandomSource {
public:
    std::uint64_t uniform(std::uint64_t bound) final { return draw(bound); }
    std::size_t weighted(std::span<const std::uint64_t> weights, std::uint64_t total) final;

    /// Copies raw keystream bytes (for `instants-cli rng` and block seeds). A source that
    /// rekeys (OsSource) counts each 4 bytes as one draw, so raw bytes and draws share one
    /// rekey period.
    void bytes(std::span<std::uint8_t> out);

protected:
    /// rekeyEveryDraws: 0 for a fixed key, otherwise rekey() is called before every
    /// rekeyEveryDraws-th draw.
    ChaChaSource(const ChaCha20Stream::Key& key, const ChaCha20Stream::Nonce& nonce,
                 std::uint64_t rekeyEveryDraws = 0);
    virtual void rekey() {}
    ChaCha20Stream m_stream;

private:
    std::uint64_t draw(std::uint64_t bound) {
        if (bound <= 1) {
            return drawDegenerate(bound);
        }
        if (m_rekeyEvery != 0 && ++m_draws >= m_rekeyEvery) {
            m_draws = 0;
            m_partialBytes = 0;
            rekey();
        }
        if (bound <= 0xFFFFFFFFU) {
            return lemireBounded<std::uint32_t, std::uint64_t>(
                static_cast<std::uint32_t>(bound), [this] { return m_stream.next32(); });
        }
        return drawWide(bound);
    }
    static std::uint64_t drawDegenerate(std::uint64_t bound);
    std::uint64_t drawWide(std::uint64_t bound);

    std::uint64_t m_rekeyEvery;
    std::uint64_t m_draws = 0;
    unsigned m_partialBytes = 0;  // bytes() read into a word not yet counted as a draw
};

/// A reproducible stream for demos, tests and replays: the same seed gives byte-identical
/// games. The key is BLAKE2b-256 (libsodium's crypto_generichash) of the ASCII text
/// "instants-seed-v1:" followed by the seed in decimal; the nonce is the stream number as a
/// 96-bit little-endian integer (0 by default; the simulator gives each thread its own
/// stream of the same seed).
class SeededSource final : public ChaChaSource {
public:
    explicit SeededSource(std::uint64_t seed, std::uint64_t stream = 0);
    static ChaCha20Stream::Key keyForSeed(std::uint64_t seed);
    std::uint64_t seed() const { return m_seed; }

private:
    std::uint64_t m_seed;
};

/// Fills a buffer with entropy from the operating system; returns false when it cannot.
using EntropyFunction = std::function<bool(std::span<std::uint8_t>)>;

/// Entropy from the operating system through libsodium (getrandom / BCryptGenRandom /
/// arc4random). Returns false if libsodium cannot initialise.
bool systemEntropy(std::span<std::uint8_t> out);

/// Play: a ChaCha20 stream keyed from the operating system's entropy, rekeyed from fresh
/// entropy every kRekeyBytes bytes. Throws EntropyUnavailable (at construction or at a rekey)
/// if the entropy function fails: play is refused rather than continued on a weak seed.
class OsSource final : public ChaChaSource {
public:
    static constexpr std::uint64_t kRekeyBytes = 1U << 20U;
    explicit OsSource(EntropyFunction entropy = systemEntropy);

private:
    static ChaCha20Stream::Key freshKey(const EntropyFunction& entropy);
    void rekey() override;
    EntropyFunction m_entropy;
};

/// Replays given outcomes, in order: each uniform(bound) returns the next value (which must
/// be < bound), each weighted(...) returns the next value as the chosen row index (which
/// must name a row of non-zero weight). Throws ScriptExhausted when it runs out and
/// ScriptMismatch when an outcome does not fit its draw. A draw with a single possible
/// outcome consumes no entry, exactly as with the ChaCha20 sources.
class ScriptedSource final : public RandomSource {
public:
    explicit ScriptedSource(std::vector<std::uint64_t> outcomes = {});

    std::uint64_t uniform(std::uint64_t bound) override;
    std::size_t weighted(std::span<const std::uint64_t> weights, std::uint64_t total) override;

    /// Appends more outcomes at the end of the script.
    void append(std::uint64_t outcome) { m_outcomes.push_back(outcome); }
    std::size_t consumed() const { return m_next; }
    std::size_t remaining() const { return m_outcomes.size() - m_next; }

private:
    std::uint64_t take(const char* what);
    std::vector<std::uint64_t> m_outcomes;
    std::size_t m_next = 0;
};

/// Initialises libsodium once (thread-safe); returns false if it cannot be initialised.
bool ensureSodium();

}  // namespace instants
