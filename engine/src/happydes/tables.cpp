#include "instants/happydes/tables.h"

#include <stdexcept>

namespace instants::happydes {

namespace {
#include "tables_data.inc"
}  // namespace

const PrizeTable& stage1Table() {
    static constexpr PrizeTable kTable(kStage1Rows, kStage1Denominator);
    return kTable;
}

std::span<const CumulRange> cumulRanges() {
    return kCumulRanges;
}
std::span<const FigureTable> figureTables() {
    return kFigureTables;
}
std::span<const PrizeTable> identiquesTables() {
    return kIdentiquesTables;
}

const PrizeTable& figureTable(Figure figure) {
    for (const auto& t : kFigureTables) {
        if (t.figure == figure) {
            return t.table;
        }
    }
    throw std::invalid_argument("no prize table for this figure");
}

int cumulRangeOf(int score) {
    for (std::size_t i = 0; i < std::size(kCumulRanges); ++i) {
        if (score >= kCumulRanges[i].minScore && score <= kCumulRanges[i].maxScore) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

Figure classifyFigure(std::span<const std::uint8_t, 5> faces) {
    std::array<int, 7> count{};
    for (std::uint8_t f : faces) {
        ++count[f];
    }
    int most = 0;
    for (int c : count) {
        most = c > most ? c : most;
    }
    if (most == 5) {
        return Figure::FiveOfAKind;
    }
    if (most == 4) {
        return Figure::FourOfAKind;
    }
    // 2.4.2.1: "5 dés dont les valeurs se suivent": 1-2-3-4-5 or 2-3-4-5-6.
    if (most == 1 && (count[1] == 0 || count[6] == 0)) {
        return Figure::Straight;
    }
    if (most == 3) {
        return Figure::ThreeOfAKind;  // a full house shows its three of a kind
    }
    return Figure::None;
}

std::string_view figureName(Figure figure) {
    switch (figure) {
        case Figure::FiveOfAKind:
            return "five_of_a_kind";
        case Figure::FourOfAKind:
            return "four_of_a_kind";
        case Figure::Straight:
            return "straight";
        case Figure::ThreeOfAKind:
            return "three_of_a_kind";
        case Figure::None:
            break;
    }
    return "none";
}

}  // namespace instants::happydes
