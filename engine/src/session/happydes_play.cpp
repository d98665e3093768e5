// Happy Dés as a Play: the rules object behind the protocol's strings and JSON events.
#include <algorithm>

#include "instants/happydes/game.h"
#include "instants/session/play.h"
#include "play_internal.h"

namespace instants {

using namespace happydes;

namespace {

Json eventJson(const Event& e) {
    Json j = Json::object();
    j.set("type", eventTypeName(e.type));
    switch (e.type) {
        case EventType::Stage1Amount:
            j.set("row", e.row);
            j.set("amount_cents", e.amount);
            break;
        case EventType::Stage1Roll:
            j.set("throw", e.index);
            j.set("face", e.faces[0]);
            break;
        case EventType::Stop:
        case EventType::Continue:
            break;
        case EventType::UniverseChosen:
            j.set("universe", universeName(static_cast<Universe>(e.index)));
            break;
        case EventType::CumulPrize: {
            const CumulRange& r = cumulRanges()[e.index];
            j.set("range", e.index);
            j.set("min_score", r.minScore);
            j.set("max_score", r.maxScore);
            j.set("row", e.row);
            j.set("amount_cents", e.amount);
            break;
        }
        case EventType::FiguresPrize:
            j.set("figure", figureName(figureTables()[e.index].figure));
            j.set("row", e.row);
            j.set("amount_cents", e.amount);
            break;
        case EventType::DieThrown:
            j.set("die", e.index + 1);
            j.set("face", e.faces[0]);
            break;
        case EventType::CumulRethrow:
            j.set("count", e.index);
            break;
        case EventType::IdentiquesPrize:
            j.set("throw", e.index);
            j.set("row", e.row);
            j.set("amount_cents", e.amount);
            break;
        case EventType::IdentiquesThrow: {
            j.set("throw", e.index);
            Json faces = Json::array();
            for (std::uint8_t f : e.faces) {
                faces.push(f);
            }
            j.set("faces", std::move(faces));
            break;
        }
        case EventType::Finished:
            j.set("win_cents", e.amount);
            break;
    }
    return j;
}

std::int64_t intField(const Json& j, const char* key, std::int64_t lo, std::int64_t hi) {
    const Json* v = j.find(key);
    if (v == nullptr || !v->isInt() || v->asInt() < lo || v->asInt() > hi) {
        throw ResumeError(std::string("a Happy Dés event lacks a valid \"") + key +
                          "\": " + j.dump());
    }
    return v->asInt();
}

std::string stringField(const Json& j, const char* key) {
    const Json* v = j.find(key);
    if (v == nullptr || !v->isString()) {
        throw ResumeError(std::string("a Happy Dés event lacks \"") + key + "\": " + j.dump());
    }
    return v->asString();
}

Event eventFrom(const Json& j) {
    if (!j.isObject()) {
        throw ResumeError("a Happy Dés event is not a JSON object: " + j.dump());
    }
    const std::string type = stringField(j, "type");
    Event e{EventType::Finished};
    constexpr std::int64_t kMaxCents = std::int64_t{1} << 40;
    auto u8 = [](std::int64_t v) { return static_cast<std::uint8_t>(v); };
    if (type == "stage1_amount") {
        e = {EventType::Stage1Amount,
             0,
             u8(intField(j, "row", 0, 7)),
             {},
             intField(j, "amount_cents", 0, kMaxCents)};
    } else if (type == "stage1_roll") {
        e = {EventType::Stage1Roll,
             u8(intField(j, "throw", 0, 255)),
             0,
             {u8(intField(j, "face", 1, 6)), 0, 0},
             0};
    } else if (type == "stop") {
        e = {EventType::Stop};
    } else if (type == "continue") {
        e = {EventType::Continue};
    } else if (type == "universe") {
        const auto u = universeFromName(stringField(j, "universe"));
        if (!u) {
            throw ResumeError("an unknown universe: " + j.dump());
        }
        e = {EventType::UniverseChosen, static_cast<std::uint8_t>(*u)};
    } else if (type == "cumul_prize") {
        e = {EventType::CumulPrize,
             u8(intField(j, "range", 0, 10)),
             u8(intField(j, "row", 0, 7)),
             {},
             intField(j, "amount_cents", 0, kMaxCents)};
    } else if (type == "figures_prize") {
        const std::string f = stringField(j, "figure");
        std::int64_t index = -1;
        for (std::size_t i = 0; i < figureTables().size(); ++i) {
            if (figureName(figureTables()[i].figure) == f) {
                index = static_cast<std::int64_t>(i);
            }
        }
        if (index < 0) {
            throw ResumeError("an unknown figure: " + j.dump());
        }
        e = {EventType::FiguresPrize,
             u8(index),
             u8(intField(j, "row", 0, 7)),
             {},
             intField(j, "amount_cents", 0, kMaxCents)};
    } else if (type == "die") {
        e = {EventType::DieThrown,
             u8(intField(j, "die", 1, 7) - 1),
             0,
             {u8(intField(j, "face", 1, 6)), 0, 0},
             0};
    } else if (type == "cumul_rethrow") {
        e = {EventType::CumulRethrow, u8(intField(j, "count", 0, 255))};
    } else if (type == "identiques_prize") {
        e = {EventType::IdentiquesPrize,
             u8(intField(j, "throw", 1, 15)),
             u8(intField(j, "row", 0, 7)),
             {},
             intField(j, "amount_cents", 0, kMaxCents)};
    } else if (type == "identiques_throw") {
        const Json* faces = j.find("faces");
        if (faces == nullptr || !faces->isArray() || faces->asArray().size() != 3) {
            throw ResumeError("an Identiques throw without its three faces: " + j.dump());
        }
        e = {EventType::IdentiquesThrow, u8(intField(j, "throw", 1, 15))};
        for (std::size_t i = 0; i < 3; ++i) {
            const Json& f = faces->asArray()[i];
            if (!f.isInt() || f.asInt() < 1 || f.asInt() > 6) {
                throw ResumeError("a die face out of 1-6: " + j.dump());
            }
            e.faces[i] = u8(f.asInt());
        }
    } else if (type == "finished") {
        e = {EventType::Finished, 0, 0, {}, intField(j, "win_cents", 0, kMaxCents)};
    } else {
        throw ResumeError("an unknown Happy Dés event \"" + type + "\"");
    }
    return e;
}

class HappyDesPlay final : public Play {
public:
    explicit HappyDesPlay(Game game) : m_game(std::move(game)) {}

    GameKind kind() const override { return GameKind::HappyDes; }
    Cents stake() const override { return m_game.stake(); }
    std::string phase() const override { return std::string(phaseName(m_game.phase())); }
    std::vector<std::string> allowedActions() const override {
        std::vector<std::string> out;
        for (Action a : m_game.allowedActions()) {
            out.push_back(actionToString(a));
        }
        return out;
    }
    bool finished() const override { return m_game.finished(); }
    Cents win() const override { return m_game.win(); }

    void apply(std::string_view action, RandomSource& rng) override {
        const auto a = actionFromString(action);
        if (!a) {
            throw ActionRefused("\"" + std::string(action) + "\" is not a Happy Dés action");
        }
        try {
            m_game.apply(*a, rng);
        } catch (const IllegalAction& e) {
            throw ActionRefused(e.what());
        }
    }

    std::size_t eventCount() const override { return m_game.events().size(); }
    Json journalEvent(std::size_t i) const override { return eventJson(m_game.events()[i]); }
    // Everything drawn in Happy Dés is shown when it is drawn.
    Json publicEvent(std::size_t i) const override { return journalEvent(i); }
    std::unique_ptr<Play> clone() const override { return std::make_unique<HappyDesPlay>(*this); }

    const Game& game() const { return m_game; }

private:
    Game m_game;
};

}  // namespace

std::unique_ptr<Play> startHappyDes(Cents stake, RandomSource& rng) {
    return std::make_unique<HappyDesPlay>(Game(stake, rng));
}

std::unique_ptr<Play> resumeHappyDes(Cents stake, const std::vector<std::string>& events) {
    std::vector<Event> parsed;
    parsed.reserve(events.size());
    for (const std::string& text : events) {
        try {
            parsed.push_back(eventFrom(Json::parse(text)));
        } catch (const JsonError& e) {
            throw ResumeError(std::string("a Happy Dés event is not valid JSON: ") + e.what());
        }
    }
    try {
        return std::make_unique<HappyDesPlay>(Game::replay(stake, parsed));
    } catch (const InvalidEvents& e) {
        throw ResumeError(e.what());
    }
}

const happydes::Game* happyDesGameOf(const Play& play) {
    const auto* p = dynamic_cast<const HappyDesPlay*>(&play);
    return p != nullptr ? &p->game() : nullptr;
}

}  // namespace instants
