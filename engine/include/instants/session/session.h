#pragma once
// The engine-level session: the one object both front ends (the Qt client and instants-cli)
// play through. It owns the demo wallet, the game in progress (at most one), the dealing
// position of each scratch game, and the history, all kept in the durable journal.
//
// Write-ahead (docs/architecture.md, invariant 6): an action is applied to a copy of the game; its
// draws and events are committed to the journal; only then does the session's state change and the
// caller get to show it. If the commit fails, the session is exactly as before the call.
// On opening, an unfinished game is resumed exactly where it was.

#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "instants/json.h"
#include "instants/scratch/dealer.h"
#include "instants/session/journal.h"
#include "instants/session/play.h"
#include "instants/session/protection.h"
#include "instants/session/scenario.h"

namespace instants {

namespace scratch {
class Dealer;
class BlockRegistry;
}  // namespace scratch

/// A refused request: `code` is a stable machine-readable name ("bad_stake",
/// "insufficient_balance", "game_in_progress", "no_game_in_progress", "illegal_action",
/// "unknown_game", "entropy_unavailable", a protection's "paused", "limit_time", "limit_stake",
/// "limit_loss", "bad_limit", "bad_pause", "not_allowed", or "journal_<JournalError code>"), the
/// message says what was wrong in words. The session's state did not change.
class SessionError : public std::runtime_error {
public:
    SessionError(std::string code, const std::string& message)
        : std::runtime_error(message), m_code(std::move(code)) {}
    const std::string& code() const { return m_code; }

private:
    std::string m_code;
};

class Session {
public:
    struct Options {
        std::filesystem::path database;
        /// A reproducible demo: every draw comes from SeededSource streams of this seed (the
        /// action of game g that follows its n-th event draws from stream (g << 24) + n, so a
        /// restart does not change the games), and the scratch games deal from blocks of this
        /// base seed.
        /// Without a seed, draws come from the operating system's entropy.
        std::optional<std::uint64_t> seed;
        Cents initialBalance = 10000;  ///< applies when the database is created
        /// Where the scratch games' block files are kept; empty: "<database>.blocks".
        std::filesystem::path blockDirectory;
        bool durable = true;  ///< synchronous=FULL; false only for benchmarks
        std::string vfs;      ///< SQLite VFS (tests inject write failures with one)
        /// Reports the preparation of a scratch block (verification or generation).
        std::function<void(std::uint64_t done, std::uint64_t total)> blockProgress;
        /// Usability-study mode: scenarios may be loaded (loadScenario). Never in normal play.
        bool studyMode = false;
        /// Told what a dealer set aside and why (a damaged, forged or foreign block file, a
        /// file changed on disk after it was checked), one each, as it happens: which file, the
        /// reason, and the engine's line (notice), which the driver writes on stderr, and the
        /// client on stderr and in the operator console. Called on the thread that opened or
        /// dealt from the block (the client prepares blocks on a worker thread).
        std::function<void(const scratch::SetAside&)> blockNotice;
        /// The wall clock in milliseconds since 1970 (UTC); empty for the system's. Tests move
        /// it to check sessions, limits, pauses and reality checks.
        std::function<std::int64_t()> clock;
    };

    /// Opens (or creates) the journal and resumes an unfinished game. Throws JournalError
    /// for a database it cannot use (never modifying it) and for events that do not rebuild
    /// a game.
    explicit Session(Options options);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    Cents balance() const { return m_balance; }
    Cents initialBalance() const { return m_journal->initialBalance(); }

    /// The game in progress, or else the last game played through this session (finished),
    /// or nullptr. Its id: gameId().
    const Play* game() const { return m_game.get(); }
    std::int64_t gameId() const { return m_gameId; }
    bool inProgress() const { return m_game != nullptr && !m_game->finished(); }

    /// Starts a game: debits the stake and (Happy Dés) draws the stage-1 amount or (scratch)
    /// deals the next ticket of the block, all in one commit. `artwork` (DÉDÉ 4.1, 1 to
    /// kDedeArtworks; 0: none chosen) is recorded in the deal, so that the ticket is shown on
    /// it ever after. Throws SessionError ("bad_artwork" for an artwork out of range, or any
    /// for another game).
    void start(GameKind kind, Cents stake, int artwork = 0);
    /// Applies an action of the game in progress. Throws SessionError.
    void act(std::string_view action);
    /// Demo only: sets the balance back to the initial balance. Refused while a game is in
    /// progress.
    void resetBalance();
    /// Hides the finished games from history() (kiosk, between visitors).
    void clearVisibleHistory();

    /// Kiosk, between visitors: completes the game in progress by the rules' automatic path
    /// (scratch: "auto" uncovers everything; Happy Dés: the die is thrown until stage 1 is
    /// decided and the game stops at the current win; a game already in stage 2 throws its
    /// remaining dice, and one waiting for its universe takes Happy Cumul, the first the
    /// regulation lists). Every step is recorded. Returns whether there was a game to complete.
    bool completeAutomatically();

    /// Player protection (docs/player-protection.md): the play session's figures, the limits
    /// in force and waiting, the pause, the next reality check, from the journal.
    ProtectionState protection() const;
    /// Sets (or, with nullopt, removes) a limit: cents for Stake and Loss, minutes for Time and
    /// Check. A player's raise or removal waits kRaiseDelayMs. Throws SessionError "bad_limit"
    /// for a value out of range.
    void setLimit(Limit limit, std::optional<std::int64_t> value, Setter by);
    /// A pause: no game starts for `minutes` (1 to kMaxPauseMinutes); a pause under way that
    /// ends later is kept. A game in progress can be finished. Throws "bad_pause".
    void pause(std::int64_t minutes, Setter by);
    /// Ends a pause before its time: the operator's (between kiosk visitors) or a study's only;
    /// a player's request is refused with "not_allowed".
    void endPause(Setter by);
    /// Ends the play session now (the kiosk between visitors, a study's participant): the next
    /// game begins a new one, its figures from zero. Refused during a game
    /// ("game_in_progress") and for a player ("not_allowed").
    void endSession(Setter by);
    /// Records a reality check: "shown", "continued" (the player went on), "stopped", or "left"
    /// (no answer: the kiosk's visitor left), with the session's figures at that moment. Throws
    /// "bad_request" for another word.
    void recordCheck(std::string_view event);

    /// Study mode only: the next games of each kind play the scenario's outcomes, in order.
    /// Throws SessionError "not_study_mode" outside study mode.
    void loadScenario(Scenario scenario);
    /// The scripted games not played yet.
    std::size_t scenarioGamesLeft() const { return m_scenario.size(); }
    /// The description of the scripted game in progress (empty when the game is not scripted).
    const std::string& scriptedDescription() const { return m_scripted; }
    /// The participant left the scripted path: the rest of the game was drawn normally.
    bool scenarioDiverged() const;

    /// Newest first; limit 0 means all. The events are in their public form.
    std::vector<GameRecord> history(std::size_t limit) const;
    /// A recorded game, rebuilt, for a step-by-step replay (nullptr if there is no such game).
    std::unique_ptr<Play> replayGame(std::int64_t id) const;

    /// The scratch game's prizes still in the current block, largest first:
    /// {amount, remaining, total}. Prepares the dealer if needed.
    struct Remaining {
        Cents amount;
        std::uint64_t remaining;
        std::uint64_t total;
    };
    std::vector<Remaining> remainingPrizes(GameKind kind);
    /// Where the next ticket of a scratch game comes from.
    DealingPosition dealingPosition(GameKind kind);

    Journal& journal() { return *m_journal; }
    const std::filesystem::path& blockDirectory() const { return m_blockDir; }

    /// The protocol's view: {"balance_cents": N, "game": null | {...}}.
    Json stateJson() const;
    /// One game in the protocol's form: {"id", "game", "stake_cents", "phase",
    /// "allowed_actions", "events", "finished", "win_cents"}.
    static Json gameJson(std::int64_t id, const Play& play);

private:
    RandomSource& rngFor(std::int64_t gameId, std::size_t eventsBefore);
    scratch::Dealer& dealer(GameKind kind);
    void commitProgress(std::unique_ptr<Play> next, std::size_t before);

    Options m_options;
    std::unique_ptr<Journal> m_journal;
    std::filesystem::path m_blockDir;
    Cents m_balance = 0;
    std::unique_ptr<Play> m_game;
    std::int64_t m_gameId = 0;
    std::unique_ptr<RandomSource> m_rng;
    std::deque<ScriptedGame> m_scenario;
    std::unique_ptr<ScenarioSource> m_scenarioRng;  ///< for the scripted Happy Dés game in progress
    std::string m_scripted;
    std::map<GameKind, std::unique_ptr<scratch::Dealer>> m_dealers;
    std::map<GameKind, std::size_t> m_noticesTold;       ///< per dealer: notices already passed on
    std::unique_ptr<scratch::BlockRegistry> m_registry;  ///< the journal's digests of blocks
    void passNotices(GameKind kind);
};

}  // namespace instants
