#include "instants/happydes/game.h"

#include <algorithm>
#include <charconv>

namespace instants::happydes {

namespace {

constexpr std::array<std::string_view, 3> kUniverseNames = {"cumul", "figures", "identiques"};

std::size_t figureIndex(Figure f) {
    const auto tables = figureTables();
    for (std::size_t i = 0; i < tables.size(); ++i) {
        if (tables[i].figure == f) {
            return i;
        }
    }
    return tables.size();
}

int diceCount(Phase p) {
    return p == Phase::Cumul ? kCumulDice : kFiguresDice;
}

/// Draws a row of a table. A single-row table is certain: nothing is drawn (the sources
/// would return 0 without consuming anything; this only saves the call).
std::uint8_t drawRow(RandomSource& rng, const PrizeTable& t) {
    if (t.size() == 1) {
        return 0;
    }
    return static_cast<std::uint8_t>(rng.weighted(t.weights(), t.denominator()));
}

}  // namespace

std::string_view universeName(Universe u) {
    return kUniverseNames[static_cast<std::size_t>(u)];
}

std::optional<Universe> universeFromName(std::string_view name) {
    for (Universe u : kUniverses) {
        if (universeName(u) == name) {
            return u;
        }
    }
    return std::nullopt;
}

std::string_view phaseName(Phase p) {
    switch (p) {
        case Phase::Stage1Roll:
            return "stage1_roll";
        case Phase::Stage1Won:
            return "stage1_won";
        case Phase::ChooseUniverse:
            return "choose_universe";
        case Phase::Cumul:
            return "cumul";
        case Phase::Figures:
            return "figures";
        case Phase::Identiques:
            return "identiques";
        case Phase::Won:
            return "won";
        case Phase::Lost:
            return "lost";
    }
    return "?";
}

std::string_view eventTypeName(EventType t) {
    switch (t) {
        case EventType::Stage1Amount:
            return "stage1_amount";
        case EventType::Stage1Roll:
            return "stage1_roll";
        case EventType::Stop:
            return "stop";
        case EventType::Continue:
            return "continue";
        case EventType::UniverseChosen:
            return "universe";
        case EventType::CumulPrize:
            return "cumul_prize";
        case EventType::FiguresPrize:
            return "figures_prize";
        case EventType::DieThrown:
            return "die";
        case EventType::CumulRethrow:
            return "cumul_rethrow";
        case EventType::IdentiquesPrize:
            return "identiques_prize";
        case EventType::IdentiquesThrow:
            return "identiques_throw";
        case EventType::Finished:
            return "finished";
    }
    return "?";
}

std::string actionToString(Action a) {
    switch (a.type) {
        case ActionType::Roll:
            return "roll";
        case ActionType::Stop:
            return "stop";
        case ActionType::Continue:
            return "continue";
        case ActionType::ChooseUniverse:
            if (a.arg < kUniverseNames.size()) {
                return "universe:" + std::string(kUniverseNames[a.arg]);
            }
            return "universe:?";
        case ActionType::ThrowDie:
            return "die:" + std::to_string(a.arg + 1);
        case ActionType::Throw:
            return "throw";
    }
    return "?";
}

std::optional<Action> actionFromString(std::string_view s) {
    if (s == "roll") {
        return Action{ActionType::Roll};
    }
    if (s == "stop") {
        return Action{ActionType::Stop};
    }
    if (s == "continue") {
        return Action{ActionType::Continue};
    }
    if (s == "throw") {
        return Action{ActionType::Throw};
    }
    if (s.starts_with("universe:")) {
        if (auto u = universeFromName(s.substr(9))) {
            return Action{ActionType::ChooseUniverse, static_cast<std::uint8_t>(*u)};
        }
        return std::nullopt;
    }
    if (s.starts_with("die:")) {
        const std::string_view n = s.substr(4);
        int v = 0;
        auto [p, ec] = std::from_chars(n.data(), n.data() + n.size(), v);
        if (ec == std::errc{} && p == n.data() + n.size() && v >= 1 && v <= kCumulDice) {
            return Action{ActionType::ThrowDie, static_cast<std::uint8_t>(v - 1)};
        }
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------

Game::Game(Cents stake, RandomSource& rng) {
    begin(stake, rng);
}

void Game::restart(Cents stake, RandomSource& rng) {
    begin(stake, rng);
}

void Game::begin(Cents stake, RandomSource& rng) {
    if (stake != kStakeOne && stake != kStakeTwo) {
        throw std::invalid_argument("a Happy Dés stake is 1 EUR or 2 EUR (100 or 200 cents), not " +
                                    std::to_string(stake) + " cents");
    }
    // 2.3.1: after "Jouer", the amount associated with a winning throw is drawn.
    const PrizeTable& table = stage1Table();
    const std::size_t row = drawRow(rng, table);

    m_stake = stake;
    m_phase = Phase::Stage1Roll;
    // 2.3.2: doubled for a 2 EUR stake.
    m_stage1Amount = table.row(row).amount * (stake / kStakeOne);
    m_win = 0;
    m_stage1Face = 0;
    m_stage1Throws = 0;
    m_universe.reset();
    m_dice.fill(0);
    m_diceThrown = 0;
    m_cumulRethrows = 0;
    m_cumulPrizeCount = 0;
    m_figuresPrizeCount = 0;
    m_figure = Figure::None;
    m_identiquesThrow = 0;
    m_identiquesPrize = 0;
    m_identiquesFaces.fill(0);
    m_events.clear();
    record(EventType::Stage1Amount, 0, static_cast<std::uint8_t>(row), m_stage1Amount);
}

std::uint8_t Game::rollDie(RandomSource& rng) {
    // 2.3.3.2 and siblings: each of the six faces is equally likely.
    return static_cast<std::uint8_t>(rng.uniform(6) + 1);
}

bool Game::isAllowed(Action a) const {
    switch (m_phase) {
        case Phase::Stage1Roll:
            return a.type == ActionType::Roll;
        case Phase::Stage1Won:
            return a.type == ActionType::Stop || a.type == ActionType::Continue;
        case Phase::ChooseUniverse:
            return a.type == ActionType::ChooseUniverse && a.arg < kUniverses.size();
        case Phase::Cumul:
        case Phase::Figures:
            return a.type == ActionType::ThrowDie && a.arg < diceCount(m_phase) &&
                   m_dice[a.arg] == 0;
        case Phase::Identiques:
            return a.type == ActionType::Throw;
        case Phase::Won:
        case Phase::Lost:
            return false;
    }
    return false;
}

std::vector<Action> Game::allowedActions() const {
    std::vector<Action> out;
    switch (m_phase) {
        case Phase::Stage1Roll:
            out.push_back({ActionType::Roll});
            break;
        case Phase::Stage1Won:
            out.push_back({ActionType::Stop});
            out.push_back({ActionType::Continue});
            break;
        case Phase::ChooseUniverse:
            for (Universe u : kUniverses) {
                out.push_back({ActionType::ChooseUniverse, static_cast<std::uint8_t>(u)});
            }
            break;
        case Phase::Cumul:
        case Phase::Figures:
            for (int i = 0; i < diceCount(m_phase); ++i) {
                if (m_dice[static_cast<std::size_t>(i)] == 0) {
                    out.push_back({ActionType::ThrowDie, static_cast<std::uint8_t>(i)});
                }
            }
            break;
        case Phase::Identiques:
            out.push_back({ActionType::Throw});
            break;
        case Phase::Won:
        case Phase::Lost:
            break;
    }
    return out;
}

std::string Game::refusal(Action a) const {
    if (isAllowed(a)) {
        return {};
    }
    std::string msg = "action \"" + actionToString(a) + "\" is not allowed in phase \"" +
                      std::string(phaseName(m_phase)) + "\"";
    if (finished()) {
        return msg + ": the game is over";
    }
    if ((m_phase == Phase::Cumul || m_phase == Phase::Figures) && a.type == ActionType::ThrowDie &&
        a.arg < diceCount(m_phase)) {
        return msg + ": die " + std::to_string(a.arg + 1) + " is already thrown";
    }
    msg += " (allowed:";
    for (Action ok : allowedActions()) {
        msg += " " + actionToString(ok);
    }
    return msg + ")";
}

void Game::apply(Action a, RandomSource& rng) {
    if (!isAllowed(a)) {
        throw IllegalAction(refusal(a));
    }
    switch (a.type) {
        case ActionType::Roll: {
            // 2.3.3.2: a draw for each throw of the die.
            const std::uint8_t face = rollDie(rng);
            ++m_stage1Throws;
            m_stage1Face = face;
            record(EventType::Stage1Roll, static_cast<std::uint8_t>(std::min(m_stage1Throws, 255)))
                .faces[0] = face;
            if (face == 1) {
                finish(0);  // 2.3.3.4
            } else if (face >= 5) {
                m_phase = Phase::Stage1Won;  // 2.3.3.5
            }
            // 2.3.3.3: 2, 3 or 4: throw again.
            break;
        }
        case ActionType::Stop:
            // 2.3.4: the player wins the stage-1 amount.
            record(EventType::Stop);
            finish(m_stage1Amount);
            break;
        case ActionType::Continue:
            // 2.3.5: the amount is lost and becomes the multiplier.
            record(EventType::Continue);
            m_phase = Phase::ChooseUniverse;
            break;
        case ActionType::ChooseUniverse:
            chooseUniverse(static_cast<Universe>(a.arg), rng);
            break;
        case ActionType::ThrowDie:
            throwDie(a.arg, rng);
            break;
        case ActionType::Throw:
            throwIdentiques(rng);
            break;
    }
}

void Game::chooseUniverse(Universe u, RandomSource& rng) {
    switch (u) {
        case Universe::Cumul: {
            // 2.4.1.1: on choosing the universe, the prize of each winning score is drawn.
            const auto ranges = cumulRanges();
            std::array<std::uint8_t, 11> rows{};
            for (std::size_t i = 0; i < ranges.size(); ++i) {
                const PrizeTable& t = ranges[i].table;
                rows[i] = drawRow(rng, t);
            }
            record(EventType::UniverseChosen, static_cast<std::uint8_t>(u));
            for (std::size_t i = 0; i < ranges.size(); ++i) {
                m_cumulPrize[i] = multiplied(ranges[i].table.row(rows[i]).amount);
                record(EventType::CumulPrize, static_cast<std::uint8_t>(i), rows[i],
                       m_cumulPrize[i]);
            }
            m_cumulPrizeCount = ranges.size();
            m_phase = Phase::Cumul;
            break;
        }
        case Universe::Figures: {
            // 2.4.2.1: on choosing the universe, the prize of each winning figure is drawn.
            const auto tables = figureTables();
            std::array<std::uint8_t, 4> rows{};
            for (std::size_t i = 0; i < tables.size(); ++i) {
                const PrizeTable& t = tables[i].table;
                rows[i] = drawRow(rng, t);
            }
            record(EventType::UniverseChosen, static_cast<std::uint8_t>(u));
            for (std::size_t i = 0; i < tables.size(); ++i) {
                m_figuresPrize[i] = multiplied(tables[i].table.row(rows[i]).amount);
                record(EventType::FiguresPrize, static_cast<std::uint8_t>(i), rows[i],
                       m_figuresPrize[i]);
            }
            m_figuresPrizeCount = tables.size();
            m_phase = Phase::Figures;
            break;
        }
        case Universe::Identiques: {
            // 2.4.3.3: before each throw, that throw's prize is drawn; here the first.
            const PrizeTable& t = identiquesTables()[0];
            const std::uint8_t row = drawRow(rng, t);
            record(EventType::UniverseChosen, static_cast<std::uint8_t>(u));
            m_identiquesThrow = 1;
            m_identiquesPrize = multiplied(t.row(row).amount);
            record(EventType::IdentiquesPrize, 1, row, m_identiquesPrize);
            m_phase = Phase::Identiques;
            break;
        }
    }
    m_universe = u;
    m_dice.fill(0);
    m_diceThrown = 0;
}

void Game::throwDie(int index, RandomSource& rng) {
    // 2.4.1.2 / 2.4.2.2: a draw for each die the player clicks.
    const std::uint8_t face = rollDie(rng);
    const auto i = static_cast<std::size_t>(index);
    m_dice[i] = face;
    ++m_diceThrown;
    record(EventType::DieThrown, static_cast<std::uint8_t>(index)).faces[0] = face;
    if (m_diceThrown < diceCount(m_phase)) {
        return;
    }
    if (m_phase == Phase::Cumul) {
        const int score = cumulScore();
        const int range = cumulRangeOf(score);
        if (range >= 0) {
            finish(m_cumulPrize[static_cast<std::size_t>(range)]);  // 2.4.1.3
        } else if (score == kCumulRethrowScore) {
            // 2.4.1.3: a score of 27 re-throws the seven dice; the prizes in play stay.
            ++m_cumulRethrows;
            record(EventType::CumulRethrow,
                   static_cast<std::uint8_t>(std::min(m_cumulRethrows, 255)));
            m_dice.fill(0);
            m_diceThrown = 0;
        } else {
            finish(0);
        }
        return;
    }
    // 2.4.2.3: at most one winning figure, the highest.
    m_figure = classifyFigure(std::span<const std::uint8_t, 5>(m_dice.data(), 5));
    if (m_figure == Figure::None) {
        finish(0);
    } else {
        finish(m_figuresPrize[figureIndex(m_figure)]);
    }
}

void Game::throwIdentiques(RandomSource& rng) {
    // 2.4.3.1: the three dice are thrown together, one draw per die.
    std::array<std::uint8_t, 3> faces{};
    for (auto& f : faces) {
        f = rollDie(rng);
    }
    const bool brelan = faces[0] == faces[1] && faces[1] == faces[2];
    const bool last = m_identiquesThrow >= kIdentiquesThrows;
    std::uint8_t nextRow = 0;
    if (!brelan && !last) {
        // 2.4.3.2: after a losing throw, the prize of the next throw is drawn.
        const PrizeTable& t = identiquesTables()[static_cast<std::size_t>(m_identiquesThrow)];
        nextRow = drawRow(rng, t);
    }
    m_identiquesFaces = faces;
    record(EventType::IdentiquesThrow, static_cast<std::uint8_t>(m_identiquesThrow)).faces = faces;
    if (brelan) {
        finish(m_identiquesPrize);
    } else if (last) {
        finish(0);
    } else {
        ++m_identiquesThrow;
        const PrizeTable& t = identiquesTables()[static_cast<std::size_t>(m_identiquesThrow - 1)];
        m_identiquesPrize = multiplied(t.row(nextRow).amount);
        record(EventType::IdentiquesPrize, static_cast<std::uint8_t>(m_identiquesThrow), nextRow,
               m_identiquesPrize);
    }
}

Event& Game::record(EventType type, std::uint8_t index, std::uint8_t row, Cents amount) {
    // Built in place: a temporary assembled from byte stores and copied as one 16-byte
    // word stalls store forwarding, which cost a third of a game's time.
    Event& e = m_events.emplace_back();
    e.type = type;
    e.index = index;
    e.row = row;
    e.amount = amount;
    return e;
}

void Game::finish(Cents win) {
    m_win = win;
    m_phase = win > 0 ? Phase::Won : Phase::Lost;
    record(EventType::Finished, 0, 0, win);
}

std::span<const std::uint8_t> Game::dice() const {
    if (m_phase == Phase::Cumul || (m_universe == Universe::Cumul)) {
        return {m_dice.data(), kCumulDice};
    }
    if (m_phase == Phase::Figures || (m_universe == Universe::Figures)) {
        return {m_dice.data(), kFiguresDice};
    }
    return {};
}

int Game::cumulScore() const {
    int s = 0;
    for (std::uint8_t f : m_dice) {
        s += f;
    }
    return s;
}

// ---------------------------------------------------------------------------------------------

std::vector<std::uint64_t> drawsOf(std::span<const Event> events) {
    std::vector<std::uint64_t> draws;
    auto rowOf = [&](const PrizeTable& t, const Event& e) {
        if (e.row >= t.size()) {
            throw InvalidEvents("event " + std::string(eventTypeName(e.type)) + " names row " +
                                std::to_string(e.row) + " of a " + std::to_string(t.size()) +
                                "-row table");
        }
        if (t.size() > 1) {
            draws.push_back(e.row);
        }
    };
    auto face = [&](std::uint8_t f) {
        if (f < 1 || f > 6) {
            throw InvalidEvents("a die face of " + std::to_string(f) + " in the events");
        }
        draws.push_back(f - 1U);
    };
    for (const Event& e : events) {
        switch (e.type) {
            case EventType::Stage1Amount:
                rowOf(stage1Table(), e);
                break;
            case EventType::Stage1Roll:
            case EventType::DieThrown:
                face(e.faces[0]);
                break;
            case EventType::CumulPrize:
                if (e.index >= cumulRanges().size()) {
                    throw InvalidEvents("a Cumul prize for an unknown score range");
                }
                rowOf(cumulRanges()[e.index].table, e);
                break;
            case EventType::FiguresPrize:
                if (e.index >= figureTables().size()) {
                    throw InvalidEvents("a Figures prize for an unknown figure");
                }
                rowOf(figureTables()[e.index].table, e);
                break;
            case EventType::IdentiquesPrize:
                if (e.index < 1 || e.index > kIdentiquesThrows) {
                    throw InvalidEvents("an Identiques prize for throw " + std::to_string(e.index));
                }
                rowOf(identiquesTables()[e.index - 1U], e);
                break;
            case EventType::IdentiquesThrow:
                for (std::uint8_t f : e.faces) {
                    face(f);
                }
                break;
            case EventType::Stop:
            case EventType::Continue:
            case EventType::UniverseChosen:
            case EventType::CumulRethrow:
            case EventType::Finished:
                break;
        }
    }
    return draws;
}

std::vector<Action> actionsOf(std::span<const Event> events) {
    std::vector<Action> actions;
    for (const Event& e : events) {
        switch (e.type) {
            case EventType::Stage1Roll:
                actions.push_back({ActionType::Roll});
                break;
            case EventType::Stop:
                actions.push_back({ActionType::Stop});
                break;
            case EventType::Continue:
                actions.push_back({ActionType::Continue});
                break;
            case EventType::UniverseChosen:
                actions.push_back({ActionType::ChooseUniverse, e.index});
                break;
            case EventType::DieThrown:
                actions.push_back({ActionType::ThrowDie, e.index});
                break;
            case EventType::IdentiquesThrow:
                actions.push_back({ActionType::Throw});
                break;
            default:
                break;
        }
    }
    return actions;
}

Game Game::replay(Cents stake, std::span<const Event> events) {
    if (events.empty() || events.front().type != EventType::Stage1Amount) {
        throw InvalidEvents("a Happy Dés game's events start with the stage-1 amount");
    }
    ScriptedSource script(drawsOf(events));
    Game g;
    try {
        g.begin(stake, script);
        for (Action a : actionsOf(events)) {
            g.apply(a, script);
        }
    } catch (const std::exception& e) {
        throw InvalidEvents(std::string("the events cannot be replayed: ") + e.what());
    }
    if (g.m_events.size() != events.size()) {
        throw InvalidEvents("the events replay to " + std::to_string(g.m_events.size()) +
                            " events, not " + std::to_string(events.size()));
    }
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (!(g.m_events[i] == events[i])) {
            throw InvalidEvents("event #" + std::to_string(i + 1) + " (" +
                                std::string(eventTypeName(events[i].type)) +
                                ") is not what the rules produce from the events before it");
        }
    }
    return g;
}

}  // namespace instants::happydes
