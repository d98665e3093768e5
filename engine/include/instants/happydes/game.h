#pragma once
// Happy Dés (regulation annexe 6, article 2) as an explicit state machine.
//
// A game is created by "Jouer" with its stake and immediately draws its stage-1 amount
// (2.3.1). Each later step is a player action; the draws an action causes are taken from the
// RandomSource passed in, at the moment the regulation says and no earlier
// (docs/architecture.md, invariant 4). Every draw and action is appended to the event list;
// replay() rebuilds a game from that list alone (persistence and history use it). An action the
// current phase does not allow throws IllegalAction and changes nothing (docs/architecture.md,
// invariant 7); a draw that fails (a scripted source running out, entropy failure) also leaves the
// game unchanged, because every action draws everything it needs before it mutates anything.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "instants/happydes/tables.h"
#include "instants/money.h"
#include "instants/random.h"

namespace instants::happydes {

inline constexpr Cents kStakeOne = 100;
inline constexpr Cents kStakeTwo = 200;

enum class Universe : std::uint8_t { Cumul, Figures, Identiques };
inline constexpr std::array<Universe, 3> kUniverses = {Universe::Cumul, Universe::Figures,
                                                       Universe::Identiques};
std::string_view universeName(Universe u);  // "cumul", "figures", "identiques"
std::optional<Universe> universeFromName(std::string_view name);

enum class Phase : std::uint8_t {
    Stage1Roll,      ///< 2.3.3.2: the player throws the die ("roll")
    Stage1Won,       ///< 2.3.4 / 2.3.5: "stop" (J'arrête) or "continue" (Je continue)
    ChooseUniverse,  ///< 2.4: "universe:cumul|figures|identiques"
    Cumul,           ///< 2.4.1.2: seven dice, each thrown by its own action ("die:1".."die:7")
    Figures,         ///< 2.4.2.2: five dice ("die:1".."die:5")
    Identiques,      ///< 2.4.3.1: "throw" (Lancez vos dés), up to fifteen times
    Won,             ///< finished with a prize
    Lost,            ///< finished without a prize
};
std::string_view phaseName(Phase p);  // "stage1_roll", "stage1_won", "choose_universe", ...

enum class ActionType : std::uint8_t { Roll, Stop, Continue, ChooseUniverse, ThrowDie, Throw };

/// A player action. `arg` is the universe for ChooseUniverse and the 0-based die index for
/// ThrowDie.
struct Action {
    ActionType type;
    std::uint8_t arg = 0;
    bool operator==(const Action&) const = default;
};

/// The protocol spelling: "roll", "stop", "continue", "universe:cumul", "die:3" (1-based),
/// "throw".
std::string actionToString(Action a);
std::optional<Action> actionFromString(std::string_view s);

enum class EventType : std::uint8_t {
    Stage1Amount,     ///< draw: row of the stage-1 table; amount = amount in play (x2 at 2 EUR)
    Stage1Roll,       ///< action "roll" + draw: faces[0]
    Stop,             ///< action "stop"
    Continue,         ///< action "continue"
    UniverseChosen,   ///< action: index = universe
    CumulPrize,       ///< draw: index = range, row; amount = prize x multiplier
    FiguresPrize,     ///< draw: index = figure, row; amount = prize x multiplier
    DieThrown,        ///< action "die:N" + draw: index = die (0-based), faces[0]
    CumulRethrow,     ///< rule 2.4.1.3: a score of 27; index = rethrow count (1-based)
    IdentiquesPrize,  ///< draw: index = throw (1-15), row; amount = prize x multiplier
    IdentiquesThrow,  ///< action "throw" + draw: index = throw (1-15), faces[0..2]
    Finished,         ///< outcome: amount = win (0 when lost)
};
std::string_view eventTypeName(EventType t);

struct Event {
    EventType type;
    std::uint8_t index = 0;
    std::uint8_t row = 0;
    std::array<std::uint8_t, 3> faces{};
    Cents amount = 0;
    bool operator==(const Event&) const = default;
};

/// Thrown by Game::apply for an action the current phase does not allow.
class IllegalAction : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

/// Thrown by Game::replay when an event list is not one the rules can produce.
class InvalidEvents : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Game {
public:
    /// "Jouer": a game at stake 100 or 200 cents; draws the stage-1 amount (2.3.1, 2.3.2).
    /// Throws std::invalid_argument for another stake.
    Game(Cents stake, RandomSource& rng);

    /// Rebuilds a game from its events: replays the actions with the recorded draws and
    /// checks that the rules produce exactly the same list. Throws InvalidEvents otherwise.
    static Game replay(Cents stake, std::span<const Event> events);

    /// Starts a new game in this object, reusing its memory (for the simulator).
    void restart(Cents stake, RandomSource& rng);

    /// Applies an action. Throws IllegalAction (nothing changed) when not allowed.
    void apply(Action action, RandomSource& rng);
    bool isAllowed(Action action) const;
    /// The actions allowed now, in a stable order.
    std::vector<Action> allowedActions() const;
    /// Why an action is refused now (empty when it is allowed).
    std::string refusal(Action action) const;

    Phase phase() const { return m_phase; }
    bool finished() const { return m_phase == Phase::Won || m_phase == Phase::Lost; }
    Cents stake() const { return m_stake; }
    /// The stage-1 amount in play, x2 at 2 EUR; after "continue", the multiplier in cents
    /// (400 means x4).
    Cents stage1Amount() const { return m_stage1Amount; }
    Cents win() const { return m_win; }
    std::optional<Universe> universe() const { return m_universe; }
    std::span<const Event> events() const { return m_events; }

    /// Stage 1: the last face thrown (0 before the first throw) and the number of throws.
    int stage1Face() const { return m_stage1Face; }
    int stage1Throws() const { return m_stage1Throws; }

    /// Cumul and Figures: the faces of the dice, 0 for a die not thrown yet.
    std::span<const std::uint8_t> dice() const;
    /// Cumul: the running score of the dice thrown so far, and the number of 27 rethrows.
    int cumulScore() const;
    int cumulRethrows() const { return m_cumulRethrows; }
    /// Cumul: the prize in play (x multiplier) for each range of cumulRanges().
    std::span<const Cents> cumulPrizes() const { return {m_cumulPrize.data(), m_cumulPrizeCount}; }
    /// Figures: the prize in play (x multiplier) for each table of figureTables().
    std::span<const Cents> figuresPrizes() const {
        return {m_figuresPrize.data(), m_figuresPrizeCount};
    }
    /// Figures: the figure made once the five dice are thrown.
    Figure figure() const { return m_figure; }
    /// Identiques: the current throw (1-15), its prize in play, and the last faces thrown.
    int identiquesThrow() const { return m_identiquesThrow; }
    Cents identiquesPrize() const { return m_identiquesPrize; }
    std::span<const std::uint8_t, 3> identiquesFaces() const { return m_identiquesFaces; }

    /// A prize of a stage-2 table, multiplied by this game's multiplier (2.4.1.1 and siblings:
    /// "multipliés par le coefficient multiplicateur découvert à l'étape 1").
    Cents multiplied(Cents tableAmount) const { return tableAmount * m_stage1Amount / 100; }

private:
    Game() = default;
    void begin(Cents stake, RandomSource& rng);
    void finish(Cents win);
    Event& record(EventType type, std::uint8_t index = 0, std::uint8_t row = 0, Cents amount = 0);
    void chooseUniverse(Universe u, RandomSource& rng);
    void throwDie(int index, RandomSource& rng);
    void throwIdentiques(RandomSource& rng);
    static std::uint8_t rollDie(RandomSource& rng);

    Cents m_stake = 0;
    Phase m_phase = Phase::Stage1Roll;
    Cents m_stage1Amount = 0;
    Cents m_win = 0;
    int m_stage1Face = 0;
    int m_stage1Throws = 0;
    std::optional<Universe> m_universe;
    std::array<std::uint8_t, kCumulDice> m_dice{};
    int m_diceThrown = 0;
    int m_cumulRethrows = 0;
    std::array<Cents, 11> m_cumulPrize{};
    std::size_t m_cumulPrizeCount = 0;
    std::array<Cents, 4> m_figuresPrize{};
    std::size_t m_figuresPrizeCount = 0;
    Figure m_figure = Figure::None;
    int m_identiquesThrow = 0;
    Cents m_identiquesPrize = 0;
    std::array<std::uint8_t, 3> m_identiquesFaces{};
    std::vector<Event> m_events;
};

/// The draws recorded in an event list, in the order a RandomSource produced them (die faces
/// as face - 1, prize rows as row indices; draws from single-row tables are not listed, as
/// they consume nothing). Feeding them to a ScriptedSource reproduces the game.
std::vector<std::uint64_t> drawsOf(std::span<const Event> events);
/// The player actions recorded in an event list, in order.
std::vector<Action> actionsOf(std::span<const Event> events);

}  // namespace instants::happydes
