#include "instants/random.h"

#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <string>

namespace instants {

bool ensureSodium() {
    static const bool ok = sodium_init() >= 0;
    return ok;
}

RandomSource::~RandomSource() = default;

std::size_t weightedIndex(std::span<const std::uint64_t> weights, std::uint64_t r) {
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        cumulative += weights[i];
        if (r < cumulative) {
            return i;
        }
    }
    throw std::invalid_argument("weightedIndex: r is not below the sum of the weights");
}

std::size_t RandomSource::weighted(std::span<const std::uint64_t> weights, std::uint64_t total) {
    if (total == 0) {
        throw std::invalid_argument("weighted draw over a table whose weights sum to zero");
    }
    if (weights.size() == 1) {
        return 0;  // a certain outcome is not drawn
    }
    return weightedIndex(weights, uniform(total));
}

// ---------------------------------------------------------------------------------------------

ChaCha20Stream::ChaCha20Stream(const Key& key, const Nonce& nonce, std::uint32_t initialCounter)
    : m_key(key), m_nonce(nonce), m_counter(initialCounter) {
    if (!ensureSodium()) {
        throw EntropyUnavailable("libsodium could not be initialised");
    }
}

ChaCha20Stream::~ChaCha20Stream() {
    sodium_memzero(m_key.data(), m_key.size());
    sodium_memzero(m_buffer.data(), m_buffer.size());
}

void ChaCha20Stream::rekey(const Key& key) {
    m_key = key;
    m_nonce.fill(0);
    m_counter = 0;
    m_pos = kBufferSize;
}

void ChaCha20Stream::refill() {
    constexpr std::uint32_t kBlocks = kBufferSize / 64U;
    std::uint32_t produced = 0;
    while (produced < kBlocks) {
        // Blocks available before the 32-bit counter wraps.
        const std::uint64_t untilWrap = (std::uint64_t{1} << 32U) - m_counter;
        const auto n =
            static_cast<std::uint32_t>(std::min<std::uint64_t>(kBlocks - produced, untilWrap));
        std::uint8_t* out = m_buffer.data() + static_cast<std::size_t>(produced) * 64U;
        std::memset(out, 0, static_cast<std::size_t>(n) * 64U);
        crypto_stream_chacha20_ietf_xor_ic(out, out, static_cast<unsigned long long>(n) * 64U,
                                           m_nonce.data(), m_counter, m_key.data());
        produced += n;
        if (n == untilWrap) {
            m_counter = 0;
            for (auto& byte : m_nonce) {  // 96-bit little-endian increment
                if (++byte != 0) {
                    break;
                }
            }
        } else {
            m_counter += n;
        }
    }
    m_pos = 0;
}

std::uint32_t ChaCha20Stream::next32Slow() {
    std::array<std::uint8_t, 4> b{};
    read(b);
    return static_cast<std::uint32_t>(b[0]) | static_cast<std::uint32_t>(b[1]) << 8U |
           static_cast<std::uint32_t>(b[2]) << 16U | static_cast<std::uint32_t>(b[3]) << 24U;
}

void ChaCha20Stream::read(std::span<std::uint8_t> out) {
    std::size_t done = 0;
    while (done < out.size()) {
        if (m_pos == kBufferSize) {
            refill();
        }
        const std::size_t n = std::min(out.size() - done, kBufferSize - m_pos);
        std::memcpy(out.data() + done, m_buffer.data() + m_pos, n);
        m_pos += n;
        done += n;
    }
}

// ---------------------------------------------------------------------------------------------

ChaChaSource::ChaChaSource(const ChaCha20Stream::Key& key, const ChaCha20Stream::Nonce& nonce,
                           std::uint64_t rekeyEveryDraws)
    : m_stream(key, nonce), m_rekeyEvery(rekeyEveryDraws) {}

std::uint64_t ChaChaSource::drawDegenerate(std::uint64_t bound) {
    if (bound == 0) {
        throw std::invalid_argument("uniform draw with an empty range");
    }
    return 0;  // a single outcome is certain and consumes nothing
}

std::uint64_t ChaChaSource::drawWide(std::uint64_t bound) {
    // Ranges beyond 32 bits (never used by the current tables, but allowed): rejection
    // sampling in the manner of arc4random_uniform. Words below 2^64 mod bound are rejected,
    // so each residue has exactly floor(2^64 / bound) preimages.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t x = m_stream.next64();
        if (x >= threshold) {
            return x % bound;
        }
    }
}

std::size_t ChaChaSource::weighted(std::span<const std::uint64_t> weights, std::uint64_t total) {
    if (total == 0) {
        throw std::invalid_argument("weighted draw over a table whose weights sum to zero");
    }
    if (weights.size() == 1) {
        return 0;  // a certain outcome is not drawn
    }
    const std::uint64_t r = draw(total);
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        cumulative += weights[i];
        if (r < cumulative) {
            return i;
        }
    }
    throw std::invalid_argument("weighted draw: the weights sum to less than the total");
}

void ChaChaSource::bytes(std::span<std::uint8_t> out) {
    if (m_rekeyEvery == 0) {
        m_stream.read(out);
        return;
    }
    // Raw bytes count against the rekey period as one draw per 4-byte word (m_partialBytes
    // keeps the bytes of a word begun by an earlier read), so that no key serves more than
    // about kRekeyBytes bytes, whether they are read by draws or as bytes.
    std::size_t done = 0;
    while (done < out.size()) {
        if (m_draws + 1 >= m_rekeyEvery) {
            m_draws = 0;
            m_partialBytes = 0;
            rekey();
        }
        const std::uint64_t budget = (m_rekeyEvery - 1 - m_draws) * 4U - m_partialBytes;
        const std::size_t n =
            static_cast<std::size_t>(std::min<std::uint64_t>(out.size() - done, budget));
        m_stream.read(out.subspan(done, n));
        const std::uint64_t bytes = m_partialBytes + n;
        m_draws += bytes / 4U;
        m_partialBytes = static_cast<unsigned>(bytes % 4U);
        done += n;
    }
}

namespace {

ChaCha20Stream::Nonce zeroNonce() {
    return ChaCha20Stream::Nonce{};
}

ChaCha20Stream::Nonce streamNonce(std::uint64_t stream) {
    ChaCha20Stream::Nonce n{};
    for (std::size_t i = 0; i < 8; ++i) {
        n[i] = static_cast<std::uint8_t>(stream >> (8U * i));
    }
    return n;
}

}  // namespace

SeededSource::SeededSource(std::uint64_t seed, std::uint64_t stream)
    : ChaChaSource(keyForSeed(seed), streamNonce(stream)), m_seed(seed) {}

ChaCha20Stream::Key SeededSource::keyForSeed(std::uint64_t seed) {
    if (!ensureSodium()) {
        throw EntropyUnavailable("libsodium could not be initialised");
    }
    const std::string text = "instants-seed-v1:" + std::to_string(seed);
    ChaCha20Stream::Key key{};
    crypto_generichash(key.data(), key.size(), reinterpret_cast<const unsigned char*>(text.data()),
                       text.size(), nullptr, 0);
    return key;
}

bool systemEntropy(std::span<std::uint8_t> out) {
    if (!ensureSodium()) {
        return false;
    }
    randombytes_buf(out.data(), out.size());
    return true;
}

ChaCha20Stream::Key OsSource::freshKey(const EntropyFunction& entropy) {
    ChaCha20Stream::Key key{};
    if (!entropy || !entropy(key)) {
        throw EntropyUnavailable(
            "the operating system provided no entropy: play is refused rather than "
            "continued with a weak seed");
    }
    return key;
}

OsSource::OsSource(EntropyFunction entropy)
    // A draw reads one word almost always (rejections are rare): rekeying every
    // kRekeyBytes / 4 draws rekeys about every kRekeyBytes bytes of keystream.
    : ChaChaSource(freshKey(entropy), zeroNonce(), kRekeyBytes / 4),
      m_entropy(std::move(entropy)) {}

void OsSource::rekey() {
    m_stream.rekey(freshKey(m_entropy));
}

// ---------------------------------------------------------------------------------------------

ScriptedSource::ScriptedSource(std::vector<std::uint64_t> outcomes)
    : m_outcomes(std::move(outcomes)) {}

std::uint64_t ScriptedSource::take(const char* what) {
    if (m_next >= m_outcomes.size()) {
        throw ScriptExhausted("scripted randomness ran out: " + std::string(what) +
                              " needed outcome #" + std::to_string(m_next + 1) +
                              " but the script has only " + std::to_string(m_outcomes.size()));
    }
    return m_outcomes[m_next++];
}

std::uint64_t ScriptedSource::uniform(std::uint64_t bound) {
    if (bound == 0) {
        throw std::invalid_argument("uniform draw with an empty range");
    }
    if (bound == 1) {
        return 0;
    }
    const std::uint64_t v = take("a uniform draw");
    if (v >= bound) {
        throw ScriptMismatch("scripted outcome #" + std::to_string(m_next) + " is " +
                             std::to_string(v) + ", outside the draw's range [0, " +
                             std::to_string(bound) + ")");
    }
    return v;
}

std::size_t ScriptedSource::weighted(std::span<const std::uint64_t> weights, std::uint64_t total) {
    if (total == 0) {
        throw std::invalid_argument("weighted draw over a table whose weights sum to zero");
    }
    if (weights.size() == 1) {
        return 0;
    }
    const std::uint64_t v = take("a weighted draw");
    if (v >= weights.size() || weights[static_cast<std::size_t>(v)] == 0) {
        throw ScriptMismatch("scripted outcome #" + std::to_string(m_next) + " is row " +
                             std::to_string(v) + ", not a possible row of a " +
                             std::to_string(weights.size()) + "-row table");
    }
    return static_cast<std::size_t>(v);
}

}  // namespace instants
