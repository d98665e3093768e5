// Player protection's state, worked out from the journal's protection rows and ledger
// (docs/player-protection.md, "In the journal").
#include "instants/session/protection.h"

#include <algorithm>

namespace instants {

namespace {

constexpr std::array<std::string_view, kAllLimits.size()> kLimitIds{"stake", "loss", "time",
                                                                    "check"};

std::int64_t msOf(const std::string& at) {
    return journalTimeMs(at).value_or(0);
}

/// A member of a row's body, or null.
const Json& field(const Json& body, std::string_view key) {
    static const Json kNull;
    const Json* v = body.isObject() ? body.find(key) : nullptr;
    return v != nullptr ? *v : kNull;
}

std::optional<std::int64_t> optionalInt(const Json& v) {
    return v.isInt() ? std::optional<std::int64_t>(v.asInt()) : std::nullopt;
}

std::string minutesText(std::int64_t ms) {
    return std::to_string(ms / 60000) + " min";
}

}  // namespace

std::string_view limitId(Limit limit) {
    return kLimitIds[static_cast<std::size_t>(limit)];
}

std::optional<Limit> limitFromId(std::string_view id) {
    for (const Limit l : kAllLimits) {
        if (limitId(l) == id) {
            return l;
        }
    }
    return std::nullopt;
}

std::int64_t limitMinimum(Limit limit) {
    return limit == Limit::Stake || limit == Limit::Loss ? 100 : 1;
}

std::int64_t limitMaximum(Limit limit) {
    switch (limit) {
        case Limit::Stake:
            return 100'00;  // 100 €
        case Limit::Loss:
            return 100'000'00;  // 100 000 €
        case Limit::Time:
            return 24 * 60;
        case Limit::Check:
            return 4 * 60;
    }
    return 0;
}

std::string_view setterId(Setter setter) {
    switch (setter) {
        case Setter::Player:
            return "player";
        case Setter::Operator:
            return "operator";
        case Setter::Study:
            return "study";
    }
    return "player";
}

ProtectionState protectionState(const Journal& journal, std::int64_t nowMs, bool gameInProgress) {
    ProtectionState st;
    st.nowMs = nowMs;
    struct Request {
        std::int64_t id;
        std::optional<std::int64_t> value;
        std::int64_t atMs;    ///< when it was made
        std::int64_t fromMs;  ///< when it applies
    };
    std::array<std::vector<Request>, kAllLimits.size()> requests;
    std::optional<Journal::ProtectionRow> session;
    std::int64_t sessionAfterLedger = 0;
    std::int64_t pauseUntil = 0;
    std::int64_t lastCheckMs = 0;
    int shown = 0;
    for (const Journal::ProtectionRow& row : journal.protection()) {
        Json body;
        try {
            body = Json::parse(row.body);
        } catch (const JsonError&) {
            continue;  // the self-check proved the row is the one recorded; an unreadable body
                       // of a later version is not acted on
        }
        const std::int64_t at = msOf(row.at);
        if (row.kind == "limit") {
            const Json& name = field(body, "limit");
            const auto limit = name.isString() ? limitFromId(name.asString()) : std::nullopt;
            if (limit) {
                const std::int64_t delay = optionalInt(field(body, "delay_ms")).value_or(0);
                requests[static_cast<std::size_t>(*limit)].push_back(
                    {row.id, optionalInt(field(body, "value")), at, at + delay});
            }
        } else if (row.kind == "pause") {
            if (field(body, "end").isBool() && field(body, "end").asBool()) {
                pauseUntil = 0;
            } else if (const auto minutes = optionalInt(field(body, "minutes"))) {
                pauseUntil = std::max(pauseUntil, at + *minutes * 60000);
            }
        } else if (row.kind == "session") {
            // A session begun, or ended by the operator or a study ("end").
            if (field(body, "end").isBool() && field(body, "end").asBool()) {
                session.reset();
            } else {
                session = row;
                sessionAfterLedger = optionalInt(field(body, "after_ledger")).value_or(0);
            }
            shown = 0;
            lastCheckMs = 0;
        } else if (row.kind == "check") {
            // The next check counts from the last one shown or answered (a check left open a
            // long time does not come back at once after its answer).
            const Json& event = field(body, "event");
            if (event.isString() && event.asString() == "shown") {
                ++shown;
            }
            lastCheckMs = at;
        }
    }
    // The limits. A request made while an earlier one still waited cancels it (the player's
    // latest word stands: a lowering, or another raise, never lets a waiting removal through);
    // of the requests not cancelled, the latest that has taken effect is in force, and those
    // still waiting are pending.
    for (const Limit l : kAllLimits) {
        const auto& list = requests[static_cast<std::size_t>(l)];
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Request& r = list[i];
            const bool cancelled =
                std::any_of(list.begin() + static_cast<std::ptrdiff_t>(i) + 1, list.end(),
                            [&r](const Request& later) { return later.atMs < r.fromMs; });
            if (cancelled) {
                continue;
            }
            if (r.fromMs <= nowMs) {
                st.limits[l] = r.value;
            } else {
                st.pending.push_back({l, r.value, r.fromMs});
            }
        }
    }
    if (pauseUntil > nowMs) {
        st.pauseUntilMs = pauseUntil;
    }
    // The session: under way from its row while play goes on (a game in progress, or less than
    // kSessionGapMs since the last stake, win, reset or game's end).
    if (session) {
        PlaySession ps;
        ps.startedMs = msOf(session->at);
        ps.afterLedgerId = sessionAfterLedger;
        std::int64_t lastPlay = std::max(ps.startedMs, journal.lastFinishedMs());
        for (const Journal::LedgerRow& r : journal.ledgerAfter(sessionAfterLedger)) {
            lastPlay = std::max(lastPlay, msOf(r.at));
            if (r.kind == "stake") {
                ++ps.games;
                ps.stakes -= r.amount;
            } else if (r.kind == "win") {
                ps.wins += r.amount;
            } else if (r.kind == "reset") {
                ps.resets.push_back({msOf(r.at), r.amount, r.balanceAfter});
            }
        }
        if (gameInProgress || nowMs - lastPlay < kSessionGapMs) {
            ps.begun = true;
            ps.nowMs = nowMs;
            ps.lastPlayMs = lastPlay;
            st.session = std::move(ps);
            st.check.shown = shown;
            if (const auto interval = st.limits[Limit::Check]) {
                st.check.dueMs = std::max(lastCheckMs, st.session.startedMs) + *interval * 60000;
            }
        }
    }
    if (!st.session.begun) {
        st.session.startedMs = nowMs;
        st.session.nowMs = nowMs;
        st.session.afterLedgerId = journal.lastLedgerId();
    }
    const auto sooner = [&st](std::int64_t at) {
        st.changesAtMs = st.changesAtMs ? std::min(*st.changesAtMs, at) : at;
    };
    for (const PendingLimit& p : st.pending) {
        sooner(p.fromMs);
    }
    if (st.pauseUntilMs) {
        sooner(*st.pauseUntilMs);
    }
    if (st.check.dueMs && *st.check.dueMs > nowMs) {
        sooner(*st.check.dueMs);
    }
    if (st.session.begun && !gameInProgress) {
        sooner(st.session.lastPlayMs + kSessionGapMs);
    }
    return st;
}

std::optional<ProtectionRefusal> protectionRefusal(const ProtectionState& st, Cents stake) {
    if (st.pauseUntilMs) {
        return ProtectionRefusal{"paused", "play is paused until " + journalTime(*st.pauseUntilMs) +
                                               " (UTC): no game starts before then"};
    }
    if (const auto minutes = st.limits[Limit::Time];
        minutes && st.session.elapsedMs() >= *minutes * 60000) {
        return ProtectionRefusal{
            "limit_time", "the session has lasted " + minutesText(st.session.elapsedMs()) +
                              ", the limit set is " + std::to_string(*minutes) +
                              " min: no game starts in this session (a new one begins after " +
                              minutesText(kSessionGapMs) + " without play)"};
    }
    if (const auto most = st.limits[Limit::Stake]; most && stake > *most) {
        return ProtectionRefusal{"limit_stake", "the stake of " + std::to_string(stake) +
                                                    " cents is above the limit set, " +
                                                    std::to_string(*most) + " cents a game"};
    }
    if (const auto loss = st.limits[Limit::Loss]; loss && stake - st.session.net() > *loss) {
        return ProtectionRefusal{"limit_loss", "with a stake of " + std::to_string(stake) +
                                                   " cents the session's loss could reach " +
                                                   std::to_string(stake - st.session.net()) +
                                                   " cents, above the limit set, " +
                                                   std::to_string(*loss) + " cents"};
    }
    return std::nullopt;
}

Json protectionJson(const ProtectionState& st) {
    auto time = [](std::optional<std::int64_t> ms) { return ms ? Json(journalTime(*ms)) : Json(); };
    auto value = [](std::optional<std::int64_t> v) { return v ? Json(*v) : Json(); };
    Json session = Json::object();
    session.set("begun", st.session.begun);
    session.set("started_at", st.session.begun ? Json(journalTime(st.session.startedMs)) : Json());
    session.set("elapsed_ms", st.session.elapsedMs());
    session.set("games", st.session.games);
    session.set("stakes_cents", st.session.stakes);
    session.set("wins_cents", st.session.wins);
    session.set("net_cents", st.session.net());
    Json resets = Json::array();
    for (const BalanceReset& r : st.session.resets) {
        Json j = Json::object();
        j.set("at", journalTime(r.atMs));
        j.set("amount_cents", r.amount);
        j.set("balance_after_cents", r.balanceAfter);
        resets.push(std::move(j));
    }
    session.set("resets", std::move(resets));
    Json limits = Json::object();
    for (const Limit l : kAllLimits) {
        limits.set(limitId(l), value(st.limits[l]));
    }
    Json pending = Json::array();
    for (const PendingLimit& p : st.pending) {
        Json j = Json::object();
        j.set("limit", limitId(p.limit));
        j.set("value", value(p.value));
        j.set("from", journalTime(p.fromMs));
        pending.push(std::move(j));
    }
    Json out = Json::object();
    out.set("now", journalTime(st.nowMs));
    out.set("session", std::move(session));
    out.set("limits", std::move(limits));
    out.set("pending", std::move(pending));
    out.set("paused_until", time(st.pauseUntilMs));
    out.set("checks_shown", st.check.shown);
    out.set("next_check", time(st.check.dueMs));
    return out;
}

}  // namespace instants
