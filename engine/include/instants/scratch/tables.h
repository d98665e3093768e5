#pragma once
// The scratch games' emission plans, stored once, as data: the prize tables of the
// regulations (DÉDÉ article 2, Happy 2014 article 3), the combinations of winning zones that
// make each prize, the amounts that may appear under a zone, the decoy weights of losing zones
// and the Happy 2014 symbols and months. The block generator, the block-file verifier and the
// rules screen all read these same tables. The choices the regulations leave open (how a tier
// is split among its combinations, which amounts a losing zone shows, the symbol set) are
// documented in docs/blocks.md.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "instants/money.h"

namespace instants::scratch {

/// The two scratch games. The numeric values are the game codes of the block-file format.
enum class GameId : std::uint8_t { Dede = 1, Happy2014 = 2 };

inline constexpr std::array<GameId, 2> kGames = {GameId::Dede, GameId::Happy2014};

/// "dede", "happy-2014": the ids of the command line, the JSON outputs and the file names.
std::string_view gameId(GameId game);
std::optional<GameId> gameFromId(std::string_view id);

/// The most winning zones any combination uses (DÉDÉ: three throws; Happy 2014: three
/// months in this plan).
inline constexpr std::size_t kMaxParts = 3;

/// One row of a regulation's prize table.
struct PrizeTier {
    Cents amount;         ///< the ticket's whole prize (the "lot unique indivisible")
    std::uint64_t count;  ///< winning tickets of this amount in each block
};

/// One way of making a prize: the amounts under the winning zones, plus (Happy 2014) the
/// Bonus box. Combination 0 of every plan is the losing one (prize 0, no part, no bonus).
struct Combination {
    Cents prize;                         ///< sum of the parts and the bonus
    std::uint8_t partCount;              ///< winning throws (DÉDÉ) or months (Happy 2014)
    std::array<Cents, kMaxParts> parts;  ///< their amounts, largest first; unused ones are 0
    Cents bonus;                         ///< Happy 2014 "Bonus" box (0 when it loses); DÉDÉ: 0
    std::uint64_t count;                 ///< tickets of each block made this way

    std::span<const Cents> partList() const { return {parts.data(), partCount}; }
};

/// Everything that defines a game's blocks.
struct GamePlan {
    GameId game;
    std::string_view id;      ///< "dede"
    std::string_view title;   ///< "DÉDÉ", as the regulation writes it
    std::string_view source;  ///< the articles the table comes from
    Cents price;              ///< price of one ticket
    std::uint64_t ticketsPerBlock;
    std::span<const PrizeTier> tiers;           ///< the regulation's table, largest prize first
    std::span<const Combination> combinations;  ///< [0] losing, then tier by tier
    /// Every amount that may appear under a zone, in increasing order. A block record stores
    /// an amount as its index here. Happy 2014's list starts with 0 € (a losing Bonus box).
    std::span<const Cents> amounts;
    /// Weights of the amount shown by a losing zone (DÉDÉ: losing throw's Gain box; Happy
    /// 2014: losing month), by index in `amounts`: each amount's number of appearances under
    /// the winning zones of a block, so that the amount under a zone says nothing about
    /// whether that zone wins (docs/blocks.md, "Decoys").
    std::span<const std::uint64_t> decoyWeights;

    std::uint64_t winners() const;  ///< tickets with a prize, per block
    Cents totalPrizes() const;      ///< sum of the prizes of a block
    Cents totalSales() const { return price * static_cast<Cents>(ticketsPerBlock); }
    std::uint64_t decoyTotal() const;  ///< sum of decoyWeights
    /// Index of `amount` in `amounts`, or amounts.size() when it may not appear.
    std::size_t amountCode(Cents amount) const {
        std::size_t found = amounts.size();
        for (std::size_t i = 0; i < amounts.size(); ++i) {
            found = amounts[i] == amount ? i : found;
        }
        return found;
    }
    /// Index of `amount` in `amounts`, if it may appear.
    std::optional<std::size_t> amountIndex(Cents amount) const {
        const std::size_t i = amountCode(amount);
        return i == amounts.size() ? std::nullopt : std::optional<std::size_t>(i);
    }
    /// Index of the tier paying `amount`, if one does.
    std::optional<std::size_t> tierIndex(Cents amount) const;
};

const GamePlan& plan(GameId game);

/// DÉDÉ 3.1: three throws of two dice, each with its "Gain" box.
inline constexpr std::size_t kDedeThrows = 3;
/// DÉDÉ 3.4: a throw wins iff its faces add to 7.
inline constexpr int kDedeWinningSum = 7;

/// Happy 2014 4.2: twelve characters, one per month.
inline constexpr std::size_t kHappyMonths = 12;

/// A Happy 2014 symbol: an ASCII id for files and protocols, and the French label.
struct Symbol {
    std::string_view id;     ///< "trefle"
    std::string_view label;  ///< "Trèfle"
};

/// The Happy 2014 symbols (the regulation does not name them; docs/blocks.md). A block
/// record stores a symbol as its index here.
std::span<const Symbol> happySymbols();

/// A month of Happy 2014 (4.2): ASCII id ("janvier", "fevrier", ...) and label ("Février").
struct Month {
    std::string_view id;
    std::string_view label;
};
std::span<const Month> happyMonths();

}  // namespace instants::scratch
