#pragma once
// Player protection (docs/player-protection.md): the limits a player sets (or a kiosk's operator,
// or a study's protocol), the pause, the play session and its figures, and the reality check's
// interval. Everything is kept in the journal's protection table, one row per thing set or done,
// and the state in force at a moment is worked out from those rows and the ledger, never kept
// anywhere else. The Session enforces the limits when a game starts.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "instants/json.h"
#include "instants/money.h"
#include "instants/session/journal.h"

namespace instants {

/// What a player can limit. Stake and Loss are in cents, Time and Check in minutes.
enum class Limit {
    Stake,  ///< the stake of one game
    Loss,   ///< the net loss of a play session (stakes minus wins)
    Time,   ///< the length of a play session
    Check,  ///< the reality check's interval (not a restriction: any change applies at once)
};
inline constexpr std::array kAllLimits{Limit::Stake, Limit::Loss, Limit::Time, Limit::Check};

/// "stake", "loss", "time", "check": the names in the journal and the protocol.
std::string_view limitId(Limit limit);
std::optional<Limit> limitFromId(std::string_view id);
/// The values a limit accepts (cents or minutes), for the refusal's message.
std::int64_t limitMinimum(Limit limit);
std::int64_t limitMaximum(Limit limit);

/// Who set something. A player's raise (or removal) of a stake, loss or time limit takes effect
/// only kRaiseDelayMs later; a lowering, and whatever the operator or a study sets, at once.
enum class Setter { Player, Operator, Study };
std::string_view setterId(Setter setter);

/// A play session ends after this long without play (no stake, win, reset or game's end, and no
/// game in progress); the next game begins a new one.
inline constexpr std::int64_t kSessionGapMs = 30LL * 60 * 1000;
/// How long a player's raise or removal of a limit waits before it applies.
inline constexpr std::int64_t kRaiseDelayMs = 24LL * 60 * 60 * 1000;
/// The longest pause (7 days), in minutes.
inline constexpr std::int64_t kMaxPauseMinutes = 7LL * 24 * 60;

/// A value per limit; nullopt: no limit (for Check: no reality check).
struct Limits {
    std::array<std::optional<std::int64_t>, kAllLimits.size()> values{};
    std::optional<std::int64_t> operator[](Limit l) const {
        return values[static_cast<std::size_t>(l)];
    }
    std::optional<std::int64_t>& operator[](Limit l) { return values[static_cast<std::size_t>(l)]; }
    bool operator==(const Limits&) const = default;
};

/// A player's raise waiting for its time.
struct PendingLimit {
    Limit limit = Limit::Stake;
    std::optional<std::int64_t> value;  ///< nullopt: the limit is removed
    std::int64_t fromMs = 0;            ///< when it applies
};

/// A reset of the demo balance during the session (listed, never hidden).
struct BalanceReset {
    std::int64_t atMs = 0;
    Cents amount = 0;  ///< what the reset added (or took away)
    Cents balanceAfter = 0;
};

/// The play session: from its first game (or a reset of the demo balance) to kSessionGapMs
/// without play, or to its end by a kiosk's operator or a study.
struct PlaySession {
    bool begun = false;  ///< false: no session under way; the figures are zero
    std::int64_t startedMs = 0;
    std::int64_t nowMs = 0;
    std::int64_t afterLedgerId = 0;  ///< the ledger's rows after this one are the session's
    std::int64_t lastPlayMs = 0;     ///< its last stake, win, reset or game's end
    int games = 0;                   ///< games started
    Cents stakes = 0;
    Cents wins = 0;
    std::vector<BalanceReset> resets;
    Cents net() const { return wins - stakes; }
    std::int64_t elapsedMs() const { return begun ? nowMs - startedMs : 0; }
};

/// Reality checks shown in the session, and the time the next one is due: the interval after
/// the session's start or the last check shown or answered (nullopt: none set, or no session
/// under way).
struct CheckSchedule {
    int shown = 0;
    std::optional<std::int64_t> dueMs;
};

struct ProtectionState {
    std::int64_t nowMs = 0;
    PlaySession session;
    Limits limits;                             ///< in force now
    std::vector<PendingLimit> pending;         ///< raises and removals not in force yet
    std::optional<std::int64_t> pauseUntilMs;  ///< a pause under way
    CheckSchedule check;
    /// The next time the state changes by the clock alone (a raise applies, the pause ends, a
    /// check falls due, the session ends for want of play); nullopt: none. Until then only
    /// `nowMs` and the session's elapsed time move (the client reads the journal again then).
    std::optional<std::int64_t> changesAtMs;
};

/// The state at `nowMs` from the journal's protection rows and ledger. `gameInProgress` keeps
/// the session under way however long the game waits.
ProtectionState protectionState(const Journal& journal, std::int64_t nowMs, bool gameInProgress);

/// Why a game of `stake` may not start now (code and message, as SessionError takes them), or
/// nullopt: the pause ("paused"), the session's time ("limit_time"), the stake ("limit_stake"),
/// the session's loss with this stake ("limit_loss").
struct ProtectionRefusal {
    std::string code;
    std::string message;
};
std::optional<ProtectionRefusal> protectionRefusal(const ProtectionState& state, Cents stake);

/// The protocol's form of the state (docs/protocol.md, "Player protection").
Json protectionJson(const ProtectionState& state);

}  // namespace instants
