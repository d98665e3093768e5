#include "instants/session/session.h"

#include <algorithm>

#include "instants/scratch/dealer.h"
#include "instants/session/scratch_play.h"

namespace instants {

namespace {

scratch::GameId scratchId(GameKind kind) {
    return kind == GameKind::Dede ? scratch::GameId::Dede : scratch::GameId::Happy2014;
}

[[noreturn]] void rethrowJournal(const JournalError& e) {
    throw SessionError("journal_" + std::string(e.code()), e.what());
}

std::vector<std::string> texts(const Play& play, std::size_t from) {
    std::vector<std::string> out;
    for (std::size_t i = from; i < play.eventCount(); ++i) {
        out.push_back(play.journalEvent(i).dump());
    }
    return out;
}

/// The blocks a session deals from, as its journal recorded them.
class JournalRegistry final : public scratch::BlockRegistry {
public:
    explicit JournalRegistry(Journal& j) : m_j(j) {}
    std::optional<scratch::Digest> digestOf(const scratch::BlockId& id) override {
        const std::string hex =
            m_j.blockDigest(std::string(scratch::gameId(id.game)), id.baseSeed, id.number);
        if (hex.empty()) {
            return std::nullopt;
        }
        const auto d = scratch::digestFromHex(hex);
        if (!d) {
            throw JournalError(JournalError::Kind::Corrupt, m_j.path(),
                               "records an unreadable digest for block #" +
                                   std::to_string(id.number) + ". The file was left untouched.");
        }
        return d;
    }
    void record(const scratch::BlockId& id, const scratch::Digest& digest) override {
        m_j.setBlockDigest(std::string(scratch::gameId(id.game)), id.baseSeed, id.number,
                           scratch::toHex(digest));
    }

private:
    Journal& m_j;
};

}  // namespace

Session::Session(Options options) : m_options(std::move(options)) {
    Journal::Options jo;
    jo.initialBalance = m_options.initialBalance;
    jo.durable = m_options.durable;
    jo.vfs = m_options.vfs;
    jo.clock = m_options.clock;
    m_journal = Journal::open(m_options.database, jo);
    m_registry = std::make_unique<JournalRegistry>(*m_journal);
    m_blockDir = m_options.blockDirectory.empty()
                     ? std::filesystem::path(m_options.database) += ".blocks"
                     : m_options.blockDirectory;
    m_balance = m_journal->balance();
    if (!m_options.seed) {
        m_rng = std::make_unique<OsSource>();
    }
    const std::optional<GameRecord> unfinished = m_journal->unfinishedGame();
    const std::optional<GameRecord> last =
        unfinished ? unfinished : [&]() -> std::optional<GameRecord> {
        auto h = m_journal->history(1, true);
        return h.empty() ? std::nullopt : std::optional<GameRecord>(h.front());
    }();
    if (last) {
        const auto kind = gameKindFromId(last->game);
        if (!kind) {
            throw JournalError(JournalError::Kind::Corrupt, m_options.database,
                               "records game " + std::to_string(last->id) +
                                   " of an unknown kind \"" + last->game +
                                   "\". The file was left untouched.");
        }
        try {
            m_game = resumePlay(*kind, last->stake, last->events);
        } catch (const ResumeError& e) {
            throw JournalError(JournalError::Kind::Corrupt, m_options.database,
                               "game " + std::to_string(last->id) + " cannot be resumed: " +
                                   e.what() + ". The file was left untouched.");
        }
        if (m_game->finished() != last->finished ||
            (last->finished && m_game->win() != last->win)) {
            throw JournalError(JournalError::Kind::Corrupt, m_options.database,
                               "game " + std::to_string(last->id) +
                                   "'s recorded result does not match its events. The file was "
                                   "left untouched.");
        }
        m_gameId = last->id;
    }
}

Session::~Session() = default;

RandomSource& Session::rngFor(std::int64_t gameId, std::size_t eventsBefore) {
    if (m_scenarioRng) {
        return *m_scenarioRng;
    }
    if (m_options.seed) {
        const auto stream =
            (static_cast<std::uint64_t>(gameId) << 24U) + static_cast<std::uint64_t>(eventsBefore);
        m_rng = std::make_unique<SeededSource>(*m_options.seed, stream);
    }
    return *m_rng;
}

scratch::Dealer& Session::dealer(GameKind kind) {
    auto& slot = m_dealers[kind];
    if (slot) {
        return *slot;
    }
    const std::string id(gameKindId(kind));
    std::optional<DealingPosition> pos = m_journal->dealing(id);
    if (!pos) {
        DealingPosition fresh;
        if (m_options.seed) {
            fresh.baseSeed = *m_options.seed;
        } else {
            std::array<std::uint8_t, 8> bytes{};
            if (!systemEntropy(bytes)) {
                throw SessionError("entropy_unavailable",
                                   "the operating system provided no entropy for a new block");
            }
            for (std::uint8_t b : bytes) {
                fresh.baseSeed = (fresh.baseSeed << 8U) | b;
            }
        }
        // Recorded before the first deal, so that the block's seed never changes.
        m_journal->setDealing(id, fresh);
        pos = fresh;
    }
    scratch::Progress progress;
    if (m_options.blockProgress) {
        progress = [this](std::uint64_t done, std::uint64_t total) {
            m_options.blockProgress(done, total);
        };
    }
    slot = std::make_unique<scratch::Dealer>(scratchId(kind), pos->baseSeed, pos->block,
                                             pos->position, m_blockDir, progress, m_registry.get());
    m_noticesTold[kind] = 0;
    passNotices(kind);
    return *slot;
}

void Session::passNotices(GameKind kind) {
    const auto it = m_dealers.find(kind);
    if (it == m_dealers.end() || !it->second) {
        return;
    }
    const std::vector<scratch::SetAside>& notices = it->second->setAside();
    for (std::size_t& told = m_noticesTold[kind]; told < notices.size(); ++told) {
        if (m_options.blockNotice) {
            m_options.blockNotice(notices[told]);
        }
    }
}

void Session::start(GameKind kind, Cents stake, int artwork) {
    if (inProgress()) {
        throw SessionError("game_in_progress", "game " + std::to_string(m_gameId) + " (" +
                                                   std::string(gameKindId(m_game->kind())) +
                                                   ") is still in progress: finish it first");
    }
    const auto stakes = allowedStakes(kind);
    if (std::find(stakes.begin(), stakes.end(), stake) == stakes.end()) {
        std::string list;
        for (Cents s : stakes) {
            list += (list.empty() ? "" : " or ") + std::to_string(s);
        }
        throw SessionError("bad_stake", std::string(gameKindId(kind)) + " is played at " + list +
                                            " cents, not " + std::to_string(stake));
    }
    if (!artworkAllowed(kind, artwork)) {
        throw SessionError("bad_artwork", artworkRefusal(kind, artwork));
    }
    const ProtectionState guard = protection();
    if (const auto refusal = protectionRefusal(guard, stake)) {
        throw SessionError(refusal->code, refusal->message);
    }
    if (stake > m_balance) {
        throw SessionError("insufficient_balance", "the stake of " + std::to_string(stake) +
                                                       " cents is above the balance of " +
                                                       std::to_string(m_balance) +
                                                       " cents (the demo balance can be reset)");
    }
    try {
        std::unique_ptr<Play> play;
        std::optional<std::pair<std::string, DealingPosition>> dealing;
        // The id this game will get: games are never deleted, so it is the next integer.
        const std::int64_t nextId = m_journal->lastGameId() + 1;
        // A study scenario's next game of this kind, if any.
        const auto scripted =
            std::find_if(m_scenario.begin(), m_scenario.end(),
                         [kind](const ScriptedGame& g) { return g.kind == kind; });
        std::unique_ptr<ScenarioSource> scenarioRng;
        if (scripted != m_scenario.end() && kind == GameKind::HappyDes) {
            scenarioRng = std::make_unique<ScenarioSource>(
                scripted->draws, m_options.seed.value_or(0) ^ static_cast<std::uint64_t>(nextId));
            play = startHappyDes(stake, *scenarioRng);
        } else if (scripted != m_scenario.end()) {
            play = startScratch(kind, stake, *scripted->ticket, scripted->markScripted,
                                scripted->blockDigest, artwork);
        } else if (kind == GameKind::HappyDes) {
            play = startHappyDes(stake, rngFor(nextId, 0));
        } else {
            scratch::Dealer& d = dealer(kind);
            scratch::Ticket ticket;
            try {
                ticket = d.deal();
            } catch (...) {
                passNotices(kind);
                throw;
            }
            passNotices(kind);
            play =
                startScratch(kind, stake, ticket, false, scratch::toHex(d.blockDigest()), artwork);
            dealing = std::make_pair(std::string(gameKindId(kind)),
                                     DealingPosition{d.baseSeed(), d.block(), d.position()});
        }
        std::int64_t id = 0;
        try {
            // A play session begins with this game, in the same commit.
            id = m_journal->startGame(
                std::string(gameKindId(kind)), stake, texts(*play, 0), dealing,
                guard.session.begun ? std::nullopt
                                    : std::optional<std::string>(setterId(Setter::Player)));
        } catch (...) {
            // The dealer moved on in memory; rebuild it from the journal next time.
            m_dealers.erase(kind);
            throw;
        }
        m_game = std::move(play);
        m_gameId = id;
        m_balance -= stake;
        m_scripted.clear();
        m_scenarioRng.reset();
        if (scripted != m_scenario.end()) {
            m_scripted = scripted->description;
            m_scenarioRng = std::move(scenarioRng);
            m_scenario.erase(scripted);
        }
    } catch (const JournalError& e) {
        rethrowJournal(e);
    } catch (const EntropyUnavailable& e) {
        throw SessionError("entropy_unavailable", e.what());
    } catch (const scratch::BlockError& e) {
        throw SessionError("block_unavailable", e.what());
    }
}

void Session::act(std::string_view action) {
    if (!inProgress()) {
        throw SessionError("no_game_in_progress", "there is no game in progress: start one first");
    }
    std::unique_ptr<Play> next = m_game->clone();
    const std::size_t before = next->eventCount();
    try {
        next->apply(action, rngFor(m_gameId, before));
    } catch (const ActionRefused& e) {
        std::string allowed;
        for (const std::string& a : m_game->allowedActions()) {
            allowed += (allowed.empty() ? "" : ", ") + a;
        }
        throw SessionError("illegal_action", std::string(e.what()) + " (allowed: " + allowed + ")");
    } catch (const EntropyUnavailable& e) {
        throw SessionError("entropy_unavailable", e.what());
    }
    commitProgress(std::move(next), before);
}

void Session::commitProgress(std::unique_ptr<Play> next, std::size_t before) {
    try {
        if (next->finished()) {
            m_journal->finishGame(m_gameId, texts(*next, before), next->win());
            m_balance += next->win();
            m_scenarioRng.reset();
        } else {
            m_journal->appendEvents(m_gameId, texts(*next, before));
        }
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
    m_game = std::move(next);
}

bool Session::scenarioDiverged() const {
    return m_scenarioRng && m_scenarioRng->diverged();
}

void Session::loadScenario(Scenario scenario) {
    if (!m_options.studyMode) {
        throw SessionError("not_study_mode",
                           "scenarios can only be loaded in usability-study mode");
    }
    m_scenario.assign(std::make_move_iterator(scenario.games.begin()),
                      std::make_move_iterator(scenario.games.end()));
}

bool Session::completeAutomatically() {
    if (!inProgress()) {
        return false;
    }
    if (m_game->kind() != GameKind::HappyDes) {
        act("auto");
        return true;
    }
    // Happy Dés: the automatic path described in the header.
    int guard = 0;
    while (inProgress() && ++guard < 10000) {
        const std::string phase = m_game->phase();
        const std::vector<std::string> allowed = m_game->allowedActions();
        if (phase == "stage1_won") {
            act("stop");
        } else if (phase == "choose_universe") {
            act("universe:cumul");
        } else {
            act(allowed.front());  // roll, the next die, or throw
        }
    }
    return true;
}

void Session::resetBalance() {
    if (inProgress()) {
        throw SessionError("game_in_progress", "the demo balance cannot be reset during a game");
    }
    try {
        m_journal->resetBalance(protection().session.begun
                                    ? std::nullopt
                                    : std::optional<std::string>(setterId(Setter::Player)));
        m_balance = m_journal->balance();
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

void Session::clearVisibleHistory() {
    try {
        m_journal->hideHistory();
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

ProtectionState Session::protection() const {
    return protectionState(*m_journal, m_journal->nowMs(), inProgress());
}

void Session::setLimit(Limit limit, std::optional<std::int64_t> value, Setter by) {
    if (value && (*value < limitMinimum(limit) || *value > limitMaximum(limit))) {
        const bool cents = limit == Limit::Stake || limit == Limit::Loss;
        throw SessionError("bad_limit", "the " + std::string(limitId(limit)) + " limit is " +
                                            std::to_string(limitMinimum(limit)) + " to " +
                                            std::to_string(limitMaximum(limit)) +
                                            (cents ? " cents" : " minutes") + ", not " +
                                            std::to_string(*value));
    }
    const std::optional<std::int64_t> now = protection().limits[limit];
    // A raise makes play less restrained: removing a limit, or a higher one.
    const bool raise = now && (!value || *value > *now);
    Json body = Json::object();
    body.set("limit", limitId(limit));
    body.set("value", value ? Json(*value) : Json());
    body.set("by", setterId(by));
    if (raise && by == Setter::Player && limit != Limit::Check) {
        body.set("delay_ms", kRaiseDelayMs);
    }
    try {
        m_journal->addProtection("limit", body.dump());
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

void Session::pause(std::int64_t minutes, Setter by) {
    if (minutes < 1 || minutes > kMaxPauseMinutes) {
        throw SessionError("bad_pause", "a pause lasts 1 to " + std::to_string(kMaxPauseMinutes) +
                                            " minutes, not " + std::to_string(minutes));
    }
    Json body = Json::object();
    body.set("minutes", minutes);
    body.set("by", setterId(by));
    try {
        m_journal->addProtection("pause", body.dump());
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

void Session::endPause(Setter by) {
    if (by == Setter::Player) {
        throw SessionError("not_allowed",
                           "a pause runs to its end; only the operator ends it "
                           "early (between kiosk visitors)");
    }
    if (!protection().pauseUntilMs) {
        return;
    }
    Json body = Json::object();
    body.set("end", true);
    body.set("by", setterId(by));
    try {
        m_journal->addProtection("pause", body.dump());
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

void Session::endSession(Setter by) {
    if (by == Setter::Player) {
        throw SessionError("not_allowed", "a play session ends after " +
                                              std::to_string(kSessionGapMs / 60000) +
                                              " minutes without play");
    }
    if (inProgress()) {
        throw SessionError("game_in_progress", "a session cannot end during a game");
    }
    if (!protection().session.begun) {
        return;
    }
    Json body = Json::object();
    body.set("end", true);
    body.set("by", setterId(by));
    try {
        m_journal->addProtection("session", body.dump());
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

void Session::recordCheck(std::string_view event) {
    if (event != "shown" && event != "continued" && event != "stopped" && event != "left") {
        throw SessionError("bad_request",
                           "a reality check is \"shown\", \"continued\", "
                           "\"stopped\" or \"left\", not \"" +
                               std::string(event) + "\"");
    }
    const ProtectionState st = protection();
    Json body = Json::object();
    body.set("event", event);
    body.set("elapsed_ms", st.session.elapsedMs());
    body.set("stakes_cents", st.session.stakes);
    body.set("wins_cents", st.session.wins);
    body.set("net_cents", st.session.net());
    try {
        m_journal->addProtection("check", body.dump());
    } catch (const JournalError& e) {
        rethrowJournal(e);
    }
}

std::vector<GameRecord> Session::history(std::size_t limit) const {
    std::vector<GameRecord> records = m_journal->history(limit);
    for (GameRecord& r : records) {
        const auto kind = gameKindFromId(r.game);
        if (!kind) {
            continue;
        }
        try {
            const auto play = resumePlay(*kind, r.stake, r.events);
            r.events.clear();
            for (std::size_t i = 0; i < play->eventCount(); ++i) {
                r.events.push_back(play->publicEvent(i).dump());
            }
        } catch (const ResumeError&) {
            // Kept in journal form: the history shows what is recorded.
        }
    }
    return records;
}

std::unique_ptr<Play> Session::replayGame(std::int64_t id) const {
    const auto r = m_journal->game(id);
    if (!r) {
        return nullptr;
    }
    const auto kind = gameKindFromId(r->game);
    if (!kind) {
        return nullptr;
    }
    return resumePlay(*kind, r->stake, r->events);
}

std::vector<Session::Remaining> Session::remainingPrizes(GameKind kind) {
    std::vector<Remaining> out;
    if (kind == GameKind::HappyDes) {
        return out;
    }
    for (const scratch::TierRemaining& t : dealer(kind).remaining()) {
        out.push_back({t.amount, t.remaining, t.total});
    }
    return out;
}

DealingPosition Session::dealingPosition(GameKind kind) {
    scratch::Dealer& d = dealer(kind);
    return {d.baseSeed(), d.block(), d.position()};
}

Json Session::gameJson(std::int64_t id, const Play& play) {
    Json g = Json::object();
    g.set("id", id);
    g.set("game", gameKindId(play.kind()));
    g.set("stake_cents", play.stake());
    g.set("phase", play.phase());
    Json allowed = Json::array();
    for (const std::string& a : play.allowedActions()) {
        allowed.push(a);
    }
    g.set("allowed_actions", std::move(allowed));
    g.set("events", play.publicEvents());
    g.set("finished", play.finished());
    g.set("win_cents", play.win());
    return g;
}

Json Session::stateJson() const {
    Json s = Json::object();
    s.set("balance_cents", m_balance);
    s.set("game", m_game ? gameJson(m_gameId, *m_game) : Json());
    return s;
}

}  // namespace instants
