#pragma once
// Usability-study scenarios: the facilitator scripts the outcomes of a participant's next games
// (docs/scenarios.md). A scenario is JSON; parseScenario() compiles each game into the draws
// the engine's scripted randomness source will deliver (Happy Dés) or the ticket to deal (DÉDÉ,
// Happy 2014), and validates it against the rules by playing it through the real rules code:
// an impossible scenario is refused with a message naming the game and the problem.
//
// Scenarios change nothing in normal play: a Session accepts one only when it was opened in
// study mode.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "instants/random.h"
#include "instants/scratch/layout.h"
#include "instants/session/journal.h"
#include "instants/session/play.h"

namespace instants {

class ScenarioError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One scripted game.
struct ScriptedGame {
    GameKind kind = GameKind::HappyDes;
    /// Happy Dés: the draws, in the order the rules make them, for a ScriptedSource; and the
    /// player's path they assume ("roll", ..., "continue", "universe:cumul", "die:1", ...).
    std::vector<std::uint64_t> draws;
    std::vector<std::string> path;
    Cents scriptedStake = 0;  ///< the stake the scenario was validated at (Happy Dés)
    Cents expectedWin = 0;    ///< at the scripted stake
    /// DÉDÉ / Happy 2014: the ticket to deal instead of the block's next one.
    std::optional<scratch::Ticket> ticket;
    /// The deal event says "scripted" (a scenario's ticket). False when a recorded ticket of a
    /// block is dealt again (scriptedGameOf): the deal then reads exactly as it was recorded.
    bool markScripted = true;
    /// A recorded ticket dealt again: the digest of the block it was dealt from (the deal
    /// event's "block_digest"), so that the deal reads exactly as it was recorded.
    std::string blockDigest;
    /// The game in words, e.g. "Happy Dés: 4,00 € on throw 3, continue, Happy Cumul score 42".
    std::string description;
};

struct Scenario {
    std::string name;
    std::vector<ScriptedGame> games;
};

/// Parses and validates a scenario. `layoutSeed` seeds the parts of scripted tickets the
/// scenario leaves open (which throws or months win, decoys). Throws ScenarioError.
Scenario parseScenario(std::string_view json, std::uint64_t layoutSeed = 0);

/// A recorded game as a scripted game, for the replay of a study session
/// (docs/usability-lab.md, "Replay"): Happy Dés, the draws its events record (in the order the
/// rules make them: happydes::drawsOf) and the path of its actions; DÉDÉ and Happy 2014, the
/// ticket it dealt, with its block and number, its deal marked "scripted" only if it was. A
/// game started from it and played along the same path records exactly the same events (at
/// the same stake). `description` is left empty. Throws ScenarioError for a record of an
/// unknown game or whose events do not rebuild.
ScriptedGame scriptedGameOf(const GameRecord& record);

/// Serves scripted draws while they fit the draws asked for, then (when the script runs out or
/// the participant takes another path) draws from a seeded fallback stream. diverged() tells
/// whether that happened.
class ScenarioSource final : public RandomSource {
public:
    ScenarioSource(std::vector<std::uint64_t> draws, std::uint64_t fallbackSeed);
    std::uint64_t uniform(std::uint64_t bound) override;
    std::size_t weighted(std::span<const std::uint64_t> weights, std::uint64_t total) override;
    bool diverged() const { return m_diverged; }

private:
    ScriptedSource m_script;
    SeededSource m_fallback;
    bool m_diverged = false;
};

}  // namespace instants
