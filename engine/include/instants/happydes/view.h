#pragma once
// What a Happy Dés game looks like after a prefix of its events: the state a screen shows
// while it reveals the events one at a time (docs/architecture.md, invariant 9). A View is built by
// folding the events in order with the rules' own functions (classifyFigure, cumulRangeOf); it
// draws nothing and decides nothing. At every action boundary it agrees with the Game the same
// events rebuild (tested); between the events of one action it is the state half-way, for
// example the seven dice of a 27 still on the table before the rethrow clears them
// (2.4.1.3), or the fifth die of Happy Figures landed before the game's end is told.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "instants/happydes/game.h"
#include "instants/money.h"

namespace instants::happydes {

/// One throw of Happy Identiques as shown: its prize once drawn, its faces once thrown.
struct IdentiquesThrowView {
    int number = 0;  ///< 1 to 15 (2.4.3.1)
    Cents prize = 0;
    bool thrown = false;
    std::array<std::uint8_t, 3> faces{};
    bool won = false;  ///< three of a kind (2.4.3.2)
};

struct View {
    Cents stake = 0;
    /// The phase as the shown events leave it (the phase the Game has after the same action).
    Phase phase = Phase::Stage1Roll;
    /// 0 until the stage-1 amount is shown; after "continue", the multiplier in cents.
    Cents stage1Amount = 0;
    int stage1Face = 0;
    int stage1Throws = 0;
    std::optional<Universe> universe;
    /// Cumul (7) or Figures (5) dice, 0 for a die not thrown (or cleared by a rethrow).
    std::array<std::uint8_t, kCumulDice> dice{};
    int diceCount = 0;
    int cumulRethrows = 0;
    /// The prize in play for each range of cumulRanges() / each table of figureTables(), once
    /// its draw is shown.
    std::array<std::optional<Cents>, 11> cumulPrizes{};
    std::array<std::optional<Cents>, 4> figuresPrizes{};
    /// Figures: the figure of the five dice once the fifth is shown.
    std::optional<Figure> figure;
    /// Identiques: the throw in play, its prize, the faces of the last throw shown, and every
    /// throw so far.
    int identiquesThrow = 0;
    Cents identiquesPrize = 0;
    std::array<std::uint8_t, 3> identiquesFaces{};
    std::vector<IdentiquesThrowView> identiquesTrack;
    bool finished = false;
    Cents win = 0;

    /// The dice in play (diceCount of them).
    std::span<const std::uint8_t> diceInPlay() const {
        return {dice.data(), static_cast<std::size_t>(diceCount)};
    }
    int diceThrown() const;
    int cumulScore() const;
    /// Cumul: the ranges of cumulRanges() the final score can still fall in, given the dice
    /// shown (each die left adds 1 to 6); empty outside Cumul play.
    std::vector<int> reachableCumulRanges() const;

    /// Folds one more event in. Throws InvalidEvents for an event the state cannot take.
    void apply(const Event& e);
};

/// The view after `events` (a prefix of a game's events, in order).
View viewOf(Cents stake, std::span<const Event> events);

}  // namespace instants::happydes
