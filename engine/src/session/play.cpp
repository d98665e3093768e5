#include "instants/session/play.h"

#include "play_internal.h"

namespace instants {

std::string_view gameKindId(GameKind kind) {
    switch (kind) {
        case GameKind::HappyDes:
            return "happy-des";
        case GameKind::Dede:
            return "dede";
        case GameKind::Happy2014:
            return "happy-2014";
    }
    return "?";
}

std::optional<GameKind> gameKindFromId(std::string_view id) {
    for (GameKind k : kGameKinds) {
        if (gameKindId(k) == id) {
            return k;
        }
    }
    return std::nullopt;
}

std::vector<Cents> allowedStakes(GameKind kind) {
    switch (kind) {
        case GameKind::HappyDes:
            return {100, 200};  // Happy Dés 2.2
        case GameKind::Dede:
            return {200};  // DÉDÉ article 2 (online): 2 euros
        case GameKind::Happy2014:
            return {300};  // Happy 2014 article 2: 3 €
    }
    return {};
}

Json Play::publicEvents() const {
    Json out = Json::array();
    for (std::size_t i = 0; i < eventCount(); ++i) {
        out.push(publicEvent(i));
    }
    return out;
}

std::unique_ptr<Play> resumePlay(GameKind kind, Cents stake,
                                 const std::vector<std::string>& events) {
    switch (kind) {
        case GameKind::HappyDes:
            return resumeHappyDes(stake, events);
        case GameKind::Dede:
        case GameKind::Happy2014:
            return resumeScratch(kind, stake, events);
    }
    throw ResumeError("an unknown game");
}

}  // namespace instants
