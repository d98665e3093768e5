#pragma once
// A game in progress, whichever of the three games it is, as the session and the front ends
// see it: a phase, the actions allowed now (protocol strings such as "roll", "die:3",
// "reveal:throw1", "auto"), the events so far, and the win once finished.
//
// Every event exists in two forms: the journal form (complete: a dealt scratch ticket's whole
// layout) and the public form (what the player has been shown: a zone still covered is not
// in it). The journal form is what persistence stores and what resume() rebuilds from.

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "instants/json.h"
#include "instants/money.h"
#include "instants/random.h"

namespace instants {

namespace happydes {
class Game;
}

enum class GameKind : std::uint8_t { HappyDes, Dede, Happy2014 };
inline constexpr GameKind kGameKinds[] = {GameKind::HappyDes, GameKind::Dede, GameKind::Happy2014};

/// "happy-des", "dede", "happy-2014".
std::string_view gameKindId(GameKind kind);
std::optional<GameKind> gameKindFromId(std::string_view id);
/// The stakes a game accepts, in cents: Happy Dés 100 or 200 (2.2), DÉDÉ 200, Happy 2014 300.
std::vector<Cents> allowedStakes(GameKind kind);

/// An action the game does not allow now. Nothing was changed.
class ActionRefused : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Events that do not rebuild a game (a damaged or foreign journal).
class ResumeError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Play {
public:
    virtual ~Play() = default;

    virtual GameKind kind() const = 0;
    virtual Cents stake() const = 0;
    virtual std::string phase() const = 0;
    virtual std::vector<std::string> allowedActions() const = 0;
    virtual bool finished() const = 0;
    virtual Cents win() const = 0;

    /// Applies a protocol action, drawing from rng what it needs. Throws ActionRefused when
    /// the action is unknown or not allowed now; nothing changes then, and nothing changes
    /// either when a draw fails.
    virtual void apply(std::string_view action, RandomSource& rng) = 0;

    virtual std::size_t eventCount() const = 0;
    virtual Json journalEvent(std::size_t i) const = 0;
    virtual Json publicEvent(std::size_t i) const = 0;

    virtual std::unique_ptr<Play> clone() const = 0;

    /// All events in public form, as a JSON array.
    Json publicEvents() const;
};

/// "Jouer" at Happy Dés: draws the stage-1 amount.
std::unique_ptr<Play> startHappyDes(Cents stake, RandomSource& rng);

/// The Happy Dés rules object behind a play (typed state for front ends), or nullptr when
/// the play is another game.
const happydes::Game* happyDesGameOf(const Play& play);

/// Rebuilds a game from its journal events (JSON text, one per event). Throws ResumeError.
std::unique_ptr<Play> resumePlay(GameKind kind, Cents stake,
                                 const std::vector<std::string>& events);

}  // namespace instants
