#include "instants/session/scenario.h"

#include <algorithm>

#include "instants/happydes/game.h"
#include "instants/json.h"
#include "instants/money.h"
#include "instants/session/scratch_play.h"

namespace instants {

using namespace happydes;

namespace {

[[noreturn]] void fail(std::size_t game, const std::string& what) {
    throw ScenarioError("scenario game " + std::to_string(game + 1) + ": " + what);
}

const Json* member(const Json& o, const char* key) {
    return o.isObject() ? o.find(key) : nullptr;
}

std::int64_t intMember(const Json& o, const char* key, std::size_t g, std::int64_t lo,
                       std::int64_t hi, std::optional<std::int64_t> fallback = std::nullopt) {
    const Json* v = member(o, key);
    if (v == nullptr) {
        if (fallback) {
            return *fallback;
        }
        fail(g, std::string("\"") + key + "\" is missing");
    }
    if (!v->isInt() || v->asInt() < lo || v->asInt() > hi) {
        fail(g, std::string("\"") + key + "\" must be a whole number from " + std::to_string(lo) +
                    " to " + std::to_string(hi) + ", not " + v->dump());
    }
    return v->asInt();
}

std::string stringMember(const Json& o, const char* key, std::size_t g,
                         std::optional<std::string> fallback = std::nullopt) {
    const Json* v = member(o, key);
    if (v == nullptr) {
        if (fallback) {
            return *fallback;
        }
        fail(g, std::string("\"") + key + "\" is missing");
    }
    if (!v->isString()) {
        fail(g, std::string("\"") + key + "\" must be a string");
    }
    return v->asString();
}

/// The row of `table` whose amount x multiplier is `prize`, or the most likely row.
std::uint8_t rowFor(const PrizeTable& table, Cents multiplier, std::optional<Cents> prize,
                    std::size_t g, const std::string& what) {
    if (prize) {
        for (std::size_t i = 0; i < table.size(); ++i) {
            if (table.row(i).amount * multiplier / 100 == *prize) {
                return static_cast<std::uint8_t>(i);
            }
        }
        std::string allowed;
        for (const Row& r : table.rows()) {
            allowed += (allowed.empty() ? "" : ", ") + formatEuros(r.amount * multiplier / 100);
        }
        fail(g, formatEuros(*prize) + " is not a prize of " + what +
                    " at this multiplier (possible: " + allowed + ")");
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < table.size(); ++i) {
        if (table.row(i).weight > table.row(best).weight) {
            best = i;
        }
    }
    return static_cast<std::uint8_t>(best);
}

/// Faces of `dice` dice adding up to `score`, as thrown dice show them: any of the ways to make
/// that score, in any order. From the largest-first faces, a pip moves from one die drawn at
/// random to another many times over (each move keeps the sum), so that a scripted score looks
/// like one thrown (issue: « 6 6 6 6 6 1 1 » every time gave the script away).
std::vector<int> facesFor(int score, int dice, RandomSource& rng) {
    std::vector<int> faces(static_cast<std::size_t>(dice), 1);
    int left = score - dice;
    for (int& f : faces) {
        const int add = std::min(5, left);
        f += add;
        left -= add;
    }
    const auto n = static_cast<std::uint64_t>(dice);
    for (int step = 0; step < 64 * dice; ++step) {
        const auto from = static_cast<std::size_t>(rng.uniform(n));
        const auto to = static_cast<std::size_t>(rng.uniform(n));
        if (from != to && faces[from] > 1 && faces[to] < 6) {
            --faces[from];
            ++faces[to];
        }
    }
    return faces;
}

/// Five dice that make `figure`, drawn as thrown dice until they make it: any of that figure's
/// throws, equally likely (a five of a kind of any face, a straight in any order, a « none »
/// that looks like any other throw). At worst 1 in 1 296 throws makes the figure.
std::vector<int> figureDice(const std::string& figure, std::size_t g, RandomSource& rng) {
    std::optional<Figure> wanted;
    for (Figure f : {Figure::FiveOfAKind, Figure::FourOfAKind, Figure::Straight,
                     Figure::ThreeOfAKind, Figure::None}) {
        if (figureName(f) == figure) {
            wanted = f;
        }
    }
    if (!wanted) {
        fail(g,
             "\"figure\" must be five_of_a_kind, four_of_a_kind, straight, three_of_a_kind or "
             "none, not \"" +
                 figure + "\"");
    }
    for (;;) {
        std::array<std::uint8_t, 5> five{};
        for (std::uint8_t& f : five) {
            f = static_cast<std::uint8_t>(rng.uniform(6) + 1);
        }
        if (classifyFigure(five) == *wanted) {
            return {five.begin(), five.end()};
        }
    }
}

/// Three dice of a throw of Happy Identiques: three of a kind of any face when it wins, and
/// otherwise any throw that is not one (« 1 2 3 » every time gave the script away).
std::vector<int> identiquesDice(bool winning, RandomSource& rng) {
    if (winning) {
        const int face = static_cast<int>(rng.uniform(6)) + 1;
        return {face, face, face};
    }
    for (;;) {
        std::vector<int> three;
        for (int i = 0; i < 3; ++i) {
            three.push_back(static_cast<int>(rng.uniform(6)) + 1);
        }
        if (three[0] != three[1] || three[1] != three[2]) {
            return three;
        }
    }
}

std::vector<int> diceMember(const Json& o, const char* key, std::size_t count, std::size_t g) {
    const Json* v = member(o, key);
    if (v == nullptr || !v->isArray() || v->asArray().size() != count) {
        fail(g, std::string("\"") + key + "\" must be a list of " + std::to_string(count) +
                    " die faces");
    }
    std::vector<int> out;
    for (const Json& f : v->asArray()) {
        if (!f.isInt() || f.asInt() < 1 || f.asInt() > 6) {
            fail(g, std::string("\"") + key + "\": a die face is 1 to 6, not " + f.dump());
        }
        out.push_back(static_cast<int>(f.asInt()));
    }
    return out;
}

std::optional<Cents> optionalCents(const Json& o, const char* key, std::size_t g) {
    if (member(o, key) == nullptr) {
        return std::nullopt;
    }
    return intMember(o, key, g, 0, std::int64_t{1} << 40);
}

ScriptedGame happyDes(const Json& spec, std::size_t g, RandomSource& faces) {
    ScriptedGame s;
    s.kind = GameKind::HappyDes;
    s.scriptedStake = intMember(spec, "stake_cents", g, 100, 200, 100);
    if (s.scriptedStake != kStakeOne && s.scriptedStake != kStakeTwo) {
        fail(g, "a Happy Dés stake is 100 or 200 cents");
    }
    const Json* stage1 = member(spec, "stage1");
    if (stage1 == nullptr || !stage1->isObject()) {
        fail(g, "\"stage1\" is missing: {\"amount_cents\": ..., \"throws\": [...]}");
    }
    // 2.3.1: the amount in play, at the scenario's stake.
    const Cents amount = intMember(*stage1, "amount_cents", g, 1, 100000);
    const PrizeTable& t1 = stage1Table();
    std::optional<std::uint8_t> amountRow;
    for (std::size_t i = 0; i < t1.size(); ++i) {
        if (t1.row(i).amount * (s.scriptedStake / 100) == amount) {
            amountRow = static_cast<std::uint8_t>(i);
        }
    }
    if (!amountRow) {
        fail(g, formatEuros(amount) + " is not a stage-1 amount at a stake of " +
                    formatEuros(s.scriptedStake));
    }
    if (t1.size() > 1) {
        s.draws.push_back(*amountRow);
    }
    const std::vector<int> throws = [&] {
        const Json* v = member(*stage1, "throws");
        if (v == nullptr || !v->isArray() || v->asArray().empty()) {
            fail(g, "\"stage1.throws\" must list the faces of the die, ending with 1, 5 or 6");
        }
        std::vector<int> out;
        for (const Json& f : v->asArray()) {
            if (!f.isInt() || f.asInt() < 1 || f.asInt() > 6) {
                fail(g, "\"stage1.throws\": a die face is 1 to 6, not " + f.dump());
            }
            out.push_back(static_cast<int>(f.asInt()));
        }
        return out;
    }();
    for (std::size_t i = 0; i < throws.size(); ++i) {
        const bool last = i + 1 == throws.size();
        const bool rethrow = throws[i] >= 2 && throws[i] <= 4;
        if (rethrow == last) {
            fail(g, last ? "the last stage-1 throw must be 1, 5 or 6 (2, 3 and 4 are thrown again, "
                           "2.3.3.3)"
                         : "only the last stage-1 throw may be 1, 5 or 6 (the game goes on after "
                           "2, 3 or 4)");
        }
        s.draws.push_back(static_cast<std::uint64_t>(throws[i] - 1));
        s.path.emplace_back("roll");
    }
    s.description = "Happy Dés: " + formatEuros(amount) + " in play, die " +
                    std::to_string(throws.back()) + " on throw " + std::to_string(throws.size());
    if (throws.back() == 1) {
        s.expectedWin = 0;
        if (member(spec, "then") != nullptr) {
            fail(g, "stage 1 is lost on a 1: there is no \"then\"");
        }
        return s;
    }
    const std::string then = stringMember(spec, "then", g, "stop");
    if (then == "stop") {
        s.path.emplace_back("stop");
        s.expectedWin = amount;
        s.description += ", stop: " + formatEuros(amount);
        return s;
    }
    if (then != "continue") {
        fail(g, "\"then\" is \"stop\" or \"continue\", not \"" + then + "\"");
    }
    s.path.emplace_back("continue");
    const Cents multiplier = amount;
    const std::string universe = stringMember(spec, "universe", g);
    const auto u = universeFromName(universe);
    if (!u) {
        fail(g, "\"universe\" is cumul, figures or identiques, not \"" + universe + "\"");
    }
    s.path.push_back("universe:" + universe);
    const Json* detail = member(spec, universe.c_str());
    const Json empty = Json::object();
    const Json& d = detail != nullptr ? *detail : empty;
    const std::optional<Cents> prize = optionalCents(d, "prize_cents", g);
    s.description += ", continue, " + universe;
    switch (*u) {
        case Universe::Cumul: {
            // The score(s): 27 re-throws (2.4.1.3), so a list may end with the final score.
            std::vector<int> scores;
            if (const Json* list = member(d, "scores")) {
                if (!list->isArray() || list->asArray().empty()) {
                    fail(g, "\"cumul.scores\" must be a list of scores");
                }
                for (const Json& v : list->asArray()) {
                    if (!v.isInt()) {
                        fail(g, "\"cumul.scores\" must be whole numbers");
                    }
                    scores.push_back(static_cast<int>(v.asInt()));
                }
            } else {
                scores.push_back(static_cast<int>(intMember(d, "score", g, 7, 42)));
            }
            for (std::size_t i = 0; i < scores.size(); ++i) {
                if (scores[i] < 7 || scores[i] > 42) {
                    fail(g, "a score of seven dice is 7 to 42, not " + std::to_string(scores[i]));
                }
                if ((scores[i] == kCumulRethrowScore) != (i + 1 < scores.size())) {
                    fail(g,
                         "in \"cumul.scores\", every score but the last is 27 (a re-throw) and the "
                         "last is not");
                }
            }
            const int range = cumulRangeOf(scores.back());
            const auto ranges = cumulRanges();
            for (std::size_t r = 0; r < ranges.size(); ++r) {
                const bool winning = static_cast<int>(r) == range;
                if (prize && range < 0) {
                    fail(g, "a score of " + std::to_string(scores.back()) +
                                " wins nothing: no \"prize_cents\"");
                }
                const std::uint8_t row =
                    rowFor(ranges[r].table, multiplier, winning ? prize : std::nullopt, g,
                           "the score range " + std::to_string(ranges[r].minScore) + "-" +
                               std::to_string(ranges[r].maxScore));
                if (ranges[r].table.size() > 1) {
                    s.draws.push_back(row);
                }
                if (winning) {
                    s.expectedWin = ranges[r].table.row(row).amount * multiplier / 100;
                }
            }
            for (int score : scores) {
                const auto thrown = facesFor(score, kCumulDice, faces);
                for (std::size_t i = 0; i < thrown.size(); ++i) {
                    s.draws.push_back(static_cast<std::uint64_t>(thrown[i] - 1));
                    s.path.push_back("die:" + std::to_string(i + 1));
                }
            }
            s.description += " score " + std::to_string(scores.back());
            break;
        }
        case Universe::Figures: {
            std::vector<int> dice = member(d, "dice") != nullptr
                                        ? diceMember(d, "dice", kFiguresDice, g)
                                        : figureDice(stringMember(d, "figure", g), g, faces);
            std::array<std::uint8_t, 5> five{};
            for (std::size_t i = 0; i < 5; ++i) {
                five[i] = static_cast<std::uint8_t>(dice[i]);
            }
            const Figure fig = classifyFigure(five);
            if (prize && fig == Figure::None) {
                fail(g, "these dice make no figure: no \"prize_cents\"");
            }
            for (const FigureTable& t : figureTables()) {
                const bool winning = t.figure == fig;
                const std::uint8_t row = rowFor(t.table, multiplier, winning ? prize : std::nullopt,
                                                g, std::string(figureName(t.figure)));
                if (t.table.size() > 1) {
                    s.draws.push_back(row);
                }
                if (winning) {
                    s.expectedWin = t.table.row(row).amount * multiplier / 100;
                }
            }
            for (std::size_t i = 0; i < dice.size(); ++i) {
                s.draws.push_back(static_cast<std::uint64_t>(dice[i] - 1));
                s.path.push_back("die:" + std::to_string(i + 1));
            }
            s.description += " " + std::string(figureName(fig));
            break;
        }
        case Universe::Identiques: {
            // "wins_on_throw": 1 to 15, or absent / null for fifteen misses.
            std::optional<int> wins;
            if (const Json* w = member(d, "wins_on_throw"); w != nullptr && !w->isNull()) {
                wins = static_cast<int>(intMember(d, "wins_on_throw", g, 1, kIdentiquesThrows));
            }
            if (prize && !wins) {
                fail(g, "fifteen misses win nothing: no \"prize_cents\"");
            }
            const auto tables = identiquesTables();
            const int last = wins.value_or(kIdentiquesThrows);
            for (int k = 1; k <= last; ++k) {
                const PrizeTable& t = tables[static_cast<std::size_t>(k - 1)];
                const bool winning = wins && k == *wins;
                const std::uint8_t row = rowFor(t, multiplier, winning ? prize : std::nullopt, g,
                                                "throw " + std::to_string(k));
                if (t.size() > 1) {
                    s.draws.push_back(row);  // drawn before throw k (2.4.3.3)
                }
                for (int f : identiquesDice(winning, faces)) {
                    s.draws.push_back(static_cast<std::uint64_t>(f - 1));
                }
                s.path.emplace_back("throw");
                if (winning) {
                    s.expectedWin = t.row(row).amount * multiplier / 100;
                }
            }
            s.description +=
                wins ? " three of a kind on throw " + std::to_string(*wins) : " fifteen misses";
            break;
        }
    }
    s.description += ": " + formatEuros(s.expectedWin);
    return s;
}

ScriptedGame scratchGame(GameKind kind, const Json& spec, std::size_t g, RandomSource& rng) {
    ScriptedGame s;
    s.kind = kind;
    const scratch::GameId id =
        kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014;
    const Cents prize = intMember(spec, "prize_cents", g, 0, 10000000);
    std::vector<Cents> parts;
    if (const Json* p = member(spec, "parts")) {
        if (!p->isArray()) {
            fail(g, "\"parts\" must be a list of amounts in cents");
        }
        for (const Json& v : p->asArray()) {
            if (!v.isInt() || v.asInt() <= 0) {
                fail(g, "\"parts\" must be positive amounts in cents, not " + v.dump());
            }
            parts.push_back(v.asInt());
        }
    }
    std::optional<Cents> bonus;
    if (member(spec, "bonus_cents") != nullptr) {
        bonus = intMember(spec, "bonus_cents", g, 0, 10000000);
    }
    try {
        s.ticket = scratch::layoutFor(id, prize, rng, parts, bonus);
    } catch (const scratch::InvalidCombination& e) {
        fail(g, e.what());
    }
    const std::string problem = scratch::ticketProblem(*s.ticket);
    if (!problem.empty()) {
        fail(g, "the scripted ticket is not sound: " + problem);
    }
    s.expectedWin = prize;
    s.description = std::string(kind == GameKind::Dede ? "DÉDÉ" : "Happy 2014") +
                    ": a ticket winning " + formatEuros(prize);
    if (!parts.empty()) {
        std::string list;
        for (Cents c : parts) {
            list += (list.empty() ? "" : " + ") + formatEuros(c);
        }
        s.description += " as " + list;
    }
    if (bonus.value_or(0) > 0) {
        s.description += " with a Bonus of " + formatEuros(*bonus);
    }
    return s;
}

}  // namespace

Scenario parseScenario(std::string_view json, std::uint64_t layoutSeed) {
    Json root;
    try {
        root = Json::parse(json);
    } catch (const JsonError& e) {
        throw ScenarioError(std::string("the scenario is not valid JSON: ") + e.what());
    }
    if (!root.isObject()) {
        throw ScenarioError("a scenario is a JSON object: {\"name\": \"...\", \"games\": [...]}");
    }
    Scenario out;
    if (const Json* n = root.find("name"); n != nullptr && n->isString()) {
        out.name = n->asString();
    }
    const Json* games = root.find("games");
    if (games == nullptr || !games->isArray() || games->asArray().empty()) {
        throw ScenarioError("a scenario lists its games in \"games\": [...]");
    }
    SeededSource layouts(layoutSeed, 0x5C3A);  // its own stream of the seed
    // The faces of scripted dice the scenario does not give (a score, a figure, Identiques'
    // throws): their own stream, so that they look thrown and the same scenario gives the same.
    SeededSource faces(layoutSeed, 0xD1CE);
    for (std::size_t g = 0; g < games->asArray().size(); ++g) {
        const Json& spec = games->asArray()[g];
        if (!spec.isObject()) {
            fail(g, "a game is a JSON object");
        }
        const std::string game = stringMember(spec, "game", g);
        const auto kind = gameKindFromId(game);
        if (!kind) {
            fail(g, "\"game\" is happy-des, dede or happy-2014, not \"" + game + "\"");
        }
        ScriptedGame s = *kind == GameKind::HappyDes ? happyDes(spec, g, faces)
                                                     : scratchGame(*kind, spec, g, layouts);
        if (s.kind == GameKind::HappyDes) {
            // Validate through the real rules: the draws along the path give the expected end.
            ScriptedSource script(s.draws);
            try {
                Game played(s.scriptedStake, script);
                for (const std::string& a : s.path) {
                    played.apply(*actionFromString(a), script);
                }
                if (!played.finished() || played.win() != s.expectedWin ||
                    script.remaining() != 0) {
                    fail(g, "the rules do not play this game to the scripted end");
                }
            } catch (const std::exception& e) {
                fail(g, std::string("the rules refuse this game: ") + e.what());
            }
        }
        out.games.push_back(std::move(s));
    }
    return out;
}

ScriptedGame scriptedGameOf(const GameRecord& record) {
    const auto kind = gameKindFromId(record.game);
    if (!kind) {
        throw ScenarioError("game " + std::to_string(record.id) + " is of an unknown kind \"" +
                            record.game + "\"");
    }
    std::unique_ptr<Play> play;
    try {
        play = resumePlay(*kind, record.stake, record.events);
    } catch (const ResumeError& e) {
        throw ScenarioError("game " + std::to_string(record.id) +
                            " cannot be rebuilt from its events: " + e.what());
    }
    ScriptedGame s;
    s.kind = *kind;
    s.scriptedStake = record.stake;
    s.expectedWin = play->win();
    if (const Game* g = happyDesGameOf(*play)) {
        s.draws = drawsOf(g->events());
        for (const Action& a : actionsOf(g->events())) {
            s.path.push_back(actionToString(a));
        }
        return s;
    }
    const scratch::Ticket* ticket = scratchTicketOf(*play);
    if (ticket == nullptr) {
        throw ScenarioError("game " + std::to_string(record.id) + " has no dealt ticket");
    }
    s.ticket = *ticket;
    const Json deal = play->journalEvent(0);
    const Json* scripted = deal.find("scripted");
    s.markScripted = scripted != nullptr && scripted->isBool() && scripted->asBool();
    if (const Json* digest = deal.find("block_digest"); digest != nullptr && digest->isString()) {
        s.blockDigest = digest->asString();
    }
    for (std::size_t i = 1; i < play->eventCount(); ++i) {
        const Json e = play->journalEvent(i);
        const std::string& type = e.find("type")->asString();
        if (type == "auto") {
            s.path.emplace_back("auto");
            while (i + 1 < play->eventCount() &&
                   play->journalEvent(i + 1).find("type")->asString() == "reveal") {
                ++i;
            }
        } else if (type == "reveal") {
            s.path.push_back("reveal:" + e.find("zone")->asString());
        }
    }
    return s;
}

ScenarioSource::ScenarioSource(std::vector<std::uint64_t> draws, std::uint64_t fallbackSeed)
    : m_script(std::move(draws)), m_fallback(fallbackSeed, 0xFA11BAC) {}

std::uint64_t ScenarioSource::uniform(std::uint64_t bound) {
    if (!m_diverged) {
        try {
            return m_script.uniform(bound);
        } catch (const RandomError&) {
            m_diverged = true;
        }
    }
    return m_fallback.uniform(bound);
}

std::size_t ScenarioSource::weighted(std::span<const std::uint64_t> weights, std::uint64_t total) {
    if (!m_diverged) {
        try {
            return m_script.weighted(weights, total);
        } catch (const RandomError&) {
            m_diverged = true;
        }
    }
    return m_fallback.weighted(weights, total);
}

}  // namespace instants
