#include "instants/happydes/view.h"

#include <numeric>
#include <string>

namespace instants::happydes {

namespace {

[[noreturn]] void refuse(const Event& e, const char* why) {
    throw InvalidEvents("event " + std::string(eventTypeName(e.type)) + ": " + why);
}

}  // namespace

int View::diceThrown() const {
    int n = 0;
    for (std::uint8_t f : diceInPlay()) {
        n += f != 0 ? 1 : 0;
    }
    return n;
}

int View::cumulScore() const {
    const auto d = diceInPlay();
    return std::accumulate(d.begin(), d.end(), 0);
}

std::vector<int> View::reachableCumulRanges() const {
    std::vector<int> out;
    if (phase != Phase::Cumul) {
        return out;
    }
    const int left = diceCount - diceThrown();
    const int low = cumulScore() + left;
    const int high = cumulScore() + 6 * left;
    const auto ranges = cumulRanges();
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        if (ranges[i].maxScore >= low && ranges[i].minScore <= high) {
            out.push_back(static_cast<int>(i));
        }
    }
    return out;
}

void View::apply(const Event& e) {
    if (finished) {
        refuse(e, "the game is already over");
    }
    switch (e.type) {
        case EventType::Stage1Amount:
            stage1Amount = e.amount;  // 2.3.1, x2 at 2 EUR (2.3.2)
            phase = Phase::Stage1Roll;
            break;
        case EventType::Stage1Roll:
            stage1Face = e.faces[0];
            stage1Throws = e.index;
            // 2.3.3.3 - 2.3.3.5
            phase = stage1Face == 1   ? Phase::Lost
                    : stage1Face >= 5 ? Phase::Stage1Won
                                      : Phase::Stage1Roll;
            break;
        case EventType::Stop:
            phase = Phase::Won;  // 2.3.4
            break;
        case EventType::Continue:
            phase = Phase::ChooseUniverse;  // 2.3.5
            break;
        case EventType::UniverseChosen: {
            if (e.index >= kUniverses.size()) {
                refuse(e, "no such universe");
            }
            universe = kUniverses[e.index];
            dice.fill(0);
            diceCount = *universe == Universe::Cumul     ? kCumulDice
                        : *universe == Universe::Figures ? kFiguresDice
                                                         : 0;
            phase = *universe == Universe::Cumul     ? Phase::Cumul
                    : *universe == Universe::Figures ? Phase::Figures
                                                     : Phase::Identiques;
            break;
        }
        case EventType::CumulPrize:
            if (e.index >= cumulPrizes.size()) {
                refuse(e, "no such score range");
            }
            cumulPrizes[e.index] = e.amount;  // 2.4.1.1
            break;
        case EventType::FiguresPrize:
            if (e.index >= figuresPrizes.size()) {
                refuse(e, "no such figure");
            }
            figuresPrizes[e.index] = e.amount;  // 2.4.2.1
            break;
        case EventType::DieThrown: {
            if (e.index >= diceCount) {
                refuse(e, "no such die");
            }
            dice[e.index] = e.faces[0];
            if (diceThrown() < diceCount) {
                break;
            }
            if (phase == Phase::Cumul) {
                // 2.4.1.3: a winning range wins, 27 throws again (the rethrow event follows and
                // clears the dice), any other score loses.
                const int score = cumulScore();
                phase = cumulRangeOf(score) >= 0      ? Phase::Won
                        : score == kCumulRethrowScore ? Phase::Cumul
                                                      : Phase::Lost;
            } else {
                // 2.4.2.3: at most one winning figure, the highest.
                figure = classifyFigure(std::span<const std::uint8_t, 5>(dice.data(), 5));
                phase = *figure == Figure::None ? Phase::Lost : Phase::Won;
            }
            break;
        }
        case EventType::CumulRethrow:
            cumulRethrows = e.index;
            dice.fill(0);
            phase = Phase::Cumul;
            break;
        case EventType::IdentiquesPrize:
            // 2.4.3.3: the prize of a throw is drawn before it.
            identiquesThrow = e.index;
            identiquesPrize = e.amount;
            identiquesTrack.push_back({.number = e.index, .prize = e.amount});
            break;
        case EventType::IdentiquesThrow: {
            if (identiquesTrack.empty() || identiquesTrack.back().number != e.index) {
                refuse(e, "a throw without its prize");
            }
            identiquesFaces = e.faces;
            IdentiquesThrowView& t = identiquesTrack.back();
            t.thrown = true;
            t.faces = e.faces;
            t.won = e.faces[0] == e.faces[1] && e.faces[1] == e.faces[2];  // 2.4.3.2
            phase = t.won                          ? Phase::Won
                    : e.index >= kIdentiquesThrows ? Phase::Lost
                                                   : Phase::Identiques;
            break;
        }
        case EventType::Finished:
            finished = true;
            win = e.amount;
            phase = win > 0 ? Phase::Won : Phase::Lost;
            break;
    }
}

View viewOf(Cents stake, std::span<const Event> events) {
    View v;
    v.stake = stake;
    for (const Event& e : events) {
        v.apply(e);
    }
    return v;
}

}  // namespace instants::happydes
