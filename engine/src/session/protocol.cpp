#include "instants/session/protocol.h"

#include "instants/session/scratch_play.h"

namespace instants {

namespace {

/// A protocol-level refusal of a request.
struct Refusal {
    std::string code;
    std::string message;
};

Json errorReply(const std::string& code, const std::string& message, const Json* state) {
    Json r = Json::object();
    r.set("ok", false);
    if (state != nullptr) {
        r.set("state", *state);
    }
    Json e = Json::object();
    e.set("code", code);
    e.set("message", message);
    r.set("error", std::move(e));
    return r;
}

const Json& member(const Json& request, const char* key, Json::Type type, const char* typeName) {
    const Json* v = request.find(key);
    if (v == nullptr) {
        throw Refusal{"bad_request", std::string("\"") + key + "\" is missing"};
    }
    if (v->type() != type) {
        throw Refusal{"bad_request", std::string("\"") + key + "\" must be " + typeName};
    }
    return *v;
}

}  // namespace

std::string Protocol::handle(std::string_view line) {
    Json request;
    try {
        request = Json::parse(line);
    } catch (const JsonError& e) {
        const Json state = m_session.stateJson();
        return errorReply("bad_json", e.what(), &state).dump();
    }
    try {
        if (!request.isObject()) {
            throw Refusal{"bad_request", "a request is a JSON object such as {\"cmd\": \"state\"}"};
        }
        const std::string cmd = member(request, "cmd", Json::Type::String, "a string").asString();
        Json reply = Json::object();
        if (cmd == "state") {
            // nothing to do
        } else if (cmd == "start") {
            const std::string game =
                member(request, "game", Json::Type::String, "a string").asString();
            const auto kind = gameKindFromId(game);
            if (!kind) {
                throw Refusal{"unknown_game",
                              "\"" + game + "\" is not a game: happy-des, dede or happy-2014"};
            }
            const Json& stake =
                member(request, "stake_cents", Json::Type::Int, "a whole number of cents");
            int artwork = 0;
            if (const Json* a = request.find("artwork")) {
                if (!a->isInt() || !artworkAllowed(GameKind::Dede, a->asInt()) || a->asInt() == 0) {
                    throw Refusal{"bad_request", "\"artwork\" must be a whole number 1 to " +
                                                     std::to_string(kDedeArtworks) +
                                                     " (DÉDÉ's artworks), not " + a->dump()};
                }
                artwork = static_cast<int>(a->asInt());
            }
            m_session.start(*kind, stake.asInt(), artwork);
        } else if (cmd == "act") {
            const std::string action =
                member(request, "action", Json::Type::String, "a string").asString();
            m_session.act(action);
        } else if (cmd == "reset_balance") {
            m_session.resetBalance();
        } else if (cmd == "protection") {
            reply.set("protection", protectionJson(m_session.protection()));
        } else if (cmd == "set_limit") {
            const std::string name =
                member(request, "limit", Json::Type::String, "a string").asString();
            const auto limit = limitFromId(name);
            if (!limit) {
                throw Refusal{"bad_request",
                              "\"" + name + "\" is not a limit: stake, loss, time or check"};
            }
            const Json* v = request.find("value");
            if (v == nullptr || !(v->isNull() || v->isInt())) {
                throw Refusal{"bad_request",
                              "\"value\" must be a whole number (cents for stake and loss, "
                              "minutes for time and check), or null to remove the limit"};
            }
            m_session.setLimit(*limit,
                               v->isInt() ? std::optional<std::int64_t>(v->asInt()) : std::nullopt,
                               Setter::Player);
            reply.set("protection", protectionJson(m_session.protection()));
        } else if (cmd == "pause") {
            const Json& minutes =
                member(request, "minutes", Json::Type::Int, "a whole number of minutes");
            m_session.pause(minutes.asInt(), Setter::Player);
            reply.set("protection", protectionJson(m_session.protection()));
        } else if (cmd == "history") {
            std::size_t limit = 20;
            if (const Json* l = request.find("limit")) {
                if (!l->isInt() || l->asInt() < 0) {
                    throw Refusal{"bad_request", "\"limit\" must be a whole number, 0 for all"};
                }
                limit = static_cast<std::size_t>(l->asInt());
            }
            Json games = Json::array();
            for (const GameRecord& r : m_session.history(limit)) {
                Json g = Json::object();
                g.set("id", r.id);
                g.set("game", r.game);
                g.set("stake_cents", r.stake);
                g.set("win_cents", r.win);
                g.set("finished", r.finished);
                g.set("started_at", r.startedAt);
                g.set("finished_at", r.finishedAt.empty() ? Json() : Json(r.finishedAt));
                Json events = Json::array();
                for (const std::string& e : r.events) {
                    events.push(Json::parse(e));
                }
                g.set("events", std::move(events));
                games.push(std::move(g));
            }
            reply.set("ok", true);
            reply.set("games", std::move(games));
            return reply.dump();
        } else {
            throw Refusal{"unknown_command", "\"" + cmd +
                                                 "\" is not a command: state, start, act, "
                                                 "history, reset_balance, protection, "
                                                 "set_limit or pause"};
        }
        reply.set("ok", true);
        reply.set("state", m_session.stateJson());
        return reply.dump();
    } catch (const Refusal& r) {
        const Json state = m_session.stateJson();
        return errorReply(r.code, r.message, &state).dump();
    } catch (const SessionError& e) {
        const Json state = m_session.stateJson();
        return errorReply(e.code(), e.what(), &state).dump();
    } catch (const JsonError& e) {
        const Json state = m_session.stateJson();
        return errorReply("journal_corrupt", e.what(), &state).dump();
    } catch (const JournalError& e) {
        const Json state = m_session.stateJson();
        return errorReply("journal_" + std::string(e.code()), e.what(), &state).dump();
    }
}

}  // namespace instants
