#pragma once
// The Happy Dés odds tables (regulation annexe 6, articles 2.3.1, 2.4.1.1, 2.4.2.1, 2.4.3.3),
// stored once, as data. Every amount is in cents for a 1 EUR stake at coefficient 1. Each row
// carries the odds the regulation publishes ("1 chance sur X", rounded half-up to the
// hundredth) and the exact integer weight the engine draws with; a table's weights sum to its
// denominator. How the weights were chosen: docs/odds.md and tools/fit_happy_des_weights.py.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "instants/money.h"

namespace instants::happydes {

/// One row of an odds table.
struct Row {
    Cents amount;           ///< at coefficient 1 (stage 1: for a 1 EUR stake)
    std::string_view odds;  ///< as published, with a dot: "66.67"
    std::uint64_t weight;   ///< probability = weight / denominator
};

/// A table of rows from which exactly one is drawn.
class PrizeTable {
public:
    static constexpr std::size_t kMaxRows = 8;

    template <std::size_t N>
    constexpr PrizeTable(const Row (&rows)[N], std::uint64_t denominator)
        : m_rows(rows), m_denominator(denominator) {
        static_assert(N >= 1 && N <= kMaxRows);
        for (std::size_t i = 0; i < N; ++i) {
            m_weights[i] = rows[i].weight;
        }
    }

    std::size_t size() const { return m_rows.size(); }
    const Row& row(std::size_t i) const { return m_rows[i]; }
    std::span<const Row> rows() const { return m_rows; }
    /// The weights, contiguous, for RandomSource::weighted.
    std::span<const std::uint64_t> weights() const { return {m_weights.data(), m_rows.size()}; }
    std::uint64_t denominator() const { return m_denominator; }

private:
    std::span<const Row> m_rows;
    std::array<std::uint64_t, kMaxRows> m_weights{};
    std::uint64_t m_denominator;
};

/// The winning figures of Happy Figures, in increasing rank. A full house counts as a three
/// of a kind (2.4.2.3: at most one winning figure, the highest).
enum class Figure : std::uint8_t { None, ThreeOfAKind, Straight, FourOfAKind, FiveOfAKind };

struct CumulRange {
    int minScore;
    int maxScore;
    PrizeTable table;
};

struct FigureTable {
    Figure figure;
    PrizeTable table;
};

/// 2.3.1: the stage-1 amount "en jeu".
const PrizeTable& stage1Table();
/// 2.4.1.1: one table per winning score range, in the regulation's order (42 first).
std::span<const CumulRange> cumulRanges();
/// 2.4.2.1: one table per figure, in the regulation's order (five of a kind first).
std::span<const FigureTable> figureTables();
/// 2.4.3.3: one table per throw, throws 1 to 15.
std::span<const PrizeTable> identiquesTables();

/// The table of a figure (Figure::None has none).
const PrizeTable& figureTable(Figure figure);

/// Index in cumulRanges() of the range containing score, or -1 when the score is not a
/// winning one (a score of 27 is handled by the rules, not by the table).
int cumulRangeOf(int score);

inline constexpr int kCumulDice = 7;
inline constexpr int kFiguresDice = 5;
inline constexpr int kIdentiquesDice = 3;
inline constexpr int kIdentiquesThrows = 15;
inline constexpr int kCumulRethrowScore = 27;  // 2.4.1.3

/// The figure made by five dice (faces 1-6).
Figure classifyFigure(std::span<const std::uint8_t, 5> faces);

std::string_view figureName(Figure figure);  // "five_of_a_kind", ..., "none"

}  // namespace instants::happydes
