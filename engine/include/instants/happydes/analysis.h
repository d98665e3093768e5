#pragma once
// Exact return to player of Happy Dés, by rational arithmetic over the stored tables and the
// engine's own rules helpers (classifyFigure, cumulRangeOf): no sampling, no floating point.

#include <array>
#include <string_view>

#include "instants/happydes/game.h"
#include "instants/rational.h"

namespace instants::happydes {

/// The four ways to play a game: stop after a winning stage 1, or continue to a universe.
enum class Strategy : std::uint8_t { Stop, Cumul, Figures, Identiques };
inline constexpr std::array<Strategy, 4> kStrategies = {Strategy::Stop, Strategy::Cumul,
                                                        Strategy::Figures, Strategy::Identiques};
std::string_view strategyName(Strategy s);  // "stop", "cumul", "figures", "identiques"
std::optional<Strategy> strategyFromName(std::string_view name);

struct StrategyOdds {
    Rational rtp;             ///< expected win / stake (independent of the stake, 1 or 2 EUR)
    Rational winProbability;  ///< probability that the game returns something (any prize > 0)
    /// Probability that the game returns more than the stake (a win in the project's words:
    /// docs/visual-design.md, "A return is a win only above the stake"); the same at both
    /// stakes, every amount scaling with the stake.
    Rational aboveStakeProbability;
};

/// Probability that stage 1 is won: 2.3.3.3 re-throws 2, 3 and 4, so 2/6 / (3/6) = 2/3.
Rational stage1WinProbability();
/// Expected stage-1 amount per unit staked (1.05 with the stored weights).
Rational stage1ExpectedAmount();
/// Probability of winning in a universe, and its expected prize per unit of multiplier
/// (the universe's expected value at coefficient 1, in units of the multiplier).
Rational universeWinProbability(Universe u);
Rational universeExpectedValue(Universe u);

StrategyOdds exactOdds(Strategy s);

/// The neutral facts shown at the choice "J'arrête" / "Je continue" (issue: client part 1):
/// for a universe at a given multiplier, the chance of winning, the expected prize and the
/// top prize. Computed from the tables, never nudging: every universe is worth its
/// multiplier on average.
struct UniverseFacts {
    Universe universe;
    Rational winProbability;      ///< probability of any prize (> 0) in the universe
    Rational expectedValueCents;  ///< expected prize in cents at this multiplier
    Cents topPrizeCents;          ///< the largest prize at this multiplier
    /// Probability that the universe's prize at this multiplier is above `stakeCents` (a win
    /// in the project's words: docs/visual-design.md, "A return is a win only above the
    /// stake"); 0 when no stake is given.
    Rational aboveStakeProbability;
};
UniverseFacts universeFacts(Universe u, Cents multiplierCents, Cents stakeCents = 0);

/// The largest prize of the game: the largest stage-1 amount at the 2 € stake (2.3.2: doubled)
/// in the universe whose table goes highest (80 000 €: the lobby's « Jusqu'à … »). A game's
/// own top prize (universeFacts at its multiplier) is below it unless it plays for that much.
Cents gameTopPrizeCents();

/// Number of outcomes of seven dice (out of 6^7) with each total score 7..42.
std::array<std::uint64_t, 43> cumulScoreCounts();

}  // namespace instants::happydes
