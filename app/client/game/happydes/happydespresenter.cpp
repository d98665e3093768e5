#include "happydespresenter.h"

#include <algorithm>

#include "happydesadapter.h"
#include "instants/happydes/analysis.h"
#include "instants/happydes/game.h"
#include "jsonvariant.h"
#include "sessionhost.h"

namespace instants::client {

namespace {

/// The game's own largest prize (the lobby's « Jusqu'à … »), computed once from the tables.
Cents gameTop() {
    static const Cents top = happydes::gameTopPrizeCents();
    return top;
}

}  // namespace

using namespace instants::happydes;

namespace {

/// Events the message line does not tell (the prize rows fill the table).
bool told(EventType t) {
    return t != EventType::CumulPrize && t != EventType::FiguresPrize;
}

}  // namespace

HappyDesPresenter::HappyDesPresenter(SessionHost* host, HappyDesAdapter* adapter, QObject* parent)
    : GamePresenter(host, adapter, parent), m_adapter(adapter) {
    // canAct follows busy, which changes with the timeline's progress.
    connect(this, &Timeline::progressed, this, &HappyDesPresenter::stageUpdated);
    viewChanged();
}

const Game* HappyDesPresenter::game() const {
    const Play* p = currentPlay();
    return p != nullptr ? happyDesGameOf(*p) : nullptr;
}

int HappyDesPresenter::tumbleSeedFor(qint64 gameId, std::size_t index, int die) {
    // splitmix64 of the die's place in the journal: a path per die and per throw, drawn from
    // nothing that was drawn.
    std::uint64_t z = (static_cast<std::uint64_t>(gameId) << 24) ^
                      (static_cast<std::uint64_t>(index) << 4) ^ static_cast<std::uint64_t>(die);
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return static_cast<int>(z & 0x7FFFFFFF);
}

Timeline::Plan HappyDesPresenter::plan(std::size_t index) {
    Plan p;
    const Game* g = game();
    const Event& e = g->events()[index];
    const View before = viewOf(g->stake(), g->events().first(index));
    switch (e.type) {
        case EventType::Stage1Amount:
            // 2.3.1: the amount in play is drawn on a reel; the top one has its moment.
            p.before = {makeStage(RevealStage::Draw, pacing::kAmountDrawMs, "reel")};
            if (e.row == 0) {  // the table's top amount (4 EUR, x4)
                p.after = {makeStage(RevealStage::TopAmount, pacing::kTopAmountMs, "amount-top")};
            }
            break;
        case EventType::Stage1Roll:
            p.before = {makeStage(RevealStage::Tumble, pacing::kTumbleMs, "die-roll"),
                        makeStage(RevealStage::Land, pacing::kLandMs)};
            break;
        case EventType::DieThrown: {
            // Happy Cumul: the last die is slowed while it can still reach a prize.
            const bool slow = before.phase == Phase::Cumul &&
                              before.diceThrown() == before.diceCount - 1 &&
                              !before.reachableCumulRanges().empty();
            p.before = {slow ? makeStage(RevealStage::TumbleSlow, pacing::kSlowTumbleMs, "die-roll")
                             : makeStage(RevealStage::Tumble, pacing::kTumbleMs, "die-roll"),
                        makeStage(RevealStage::Land, pacing::kLandMs)};
            break;
        }
        case EventType::IdentiquesThrow: {
            // The three dice land one after the other; the third is slowed when the first two
            // show the same face (both are on the table by then).
            const bool pair = e.faces[0] == e.faces[1];
            p.before = {
                makeStage(RevealStage::Tumble, pacing::kTumbleMs, "die-roll"),
                makeStage(RevealStage::Land1, pacing::kStaggerMs),
                makeStage(RevealStage::Land2, pair ? pacing::kSuspenseMs : pacing::kStaggerMs),
                makeStage(RevealStage::Land, pacing::kLandMs)};
            break;
        }
        case EventType::CumulRethrow:
            // 2.4.1.3: the 27 stays on the table with its message before the dice are cleared.
            p.before = {makeStage(RevealStage::Hold, pacing::kRethrowHoldMs)};
            break;
        case EventType::CumulPrize:
        case EventType::FiguresPrize:
            p.after = {makeStage(RevealStage::Row, pacing::kPrizeRowMs)};
            break;
        case EventType::IdentiquesPrize:
            p.after = {makeStage(RevealStage::Prize, pacing::kIdentiquesPrizeMs)};
            break;
        case EventType::Finished: {
            const Cents top =
                before.universe
                    ? happydes::universeFacts(*before.universe, before.stage1Amount).topPrizeCents
                    : 0;
            const Tier tier = celebrationTier(e.amount, g->stake(), top);
            p.before = {makeStage(RevealStage::Pause, pacing::kResultPauseMs)};
            if (tier != Tier::None) {
                Stage c = celebrateStage(tier);
                setCelebration(tier, e.amount, g->stake(), static_cast<int>(c.ms),
                               e.amount >= gameTop());
                p.before.append(c);
            }
            p.cue = e.amount == 0        ? QStringLiteral("lose")
                    : tier == Tier::None ? QStringLiteral("reveal")
                                         : QString();
            break;
        }
        case EventType::Stop:
        case EventType::Continue:
        case EventType::UniverseChosen:
            break;
    }
    return p;
}

void HappyDesPresenter::viewChanged() {
    const Game* g = game();
    if (g == nullptr) {
        m_view.reset();
    } else {
        m_view = viewOf(g->stake(), g->events().first(std::min(shownEvents(), g->events().size())));
    }
    emit viewUpdated();
    emit stageUpdated();
}

void HappyDesPresenter::stageChanged() {
    emit stageUpdated();
}

std::optional<Event> HappyDesPresenter::revealing() const {
    const Game* g = game();
    if (g == nullptr || stageKind() == RevealStage::None ||
        revealingEvent() >= g->events().size()) {
        return std::nullopt;
    }
    return g->events()[revealingEvent()];
}

int HappyDesPresenter::landedCount() const {
    const RevealStage::Value s = stageKind();
    return s == RevealStage::Land1   ? 1
           : s == RevealStage::Land2 ? 2
           : s == RevealStage::Land  ? 3
                                     : 0;
}

QString HappyDesPresenter::phase() const {
    return m_view ? QString::fromUtf8(phaseName(m_view->phase).data()) : QString();
}

QList<int> HappyDesPresenter::stage1Amounts() const {
    QList<int> out;
    const Cents factor = m_view && m_view->stake == kStakeTwo ? 2 : 1;  // 2.3.2
    for (const Row& r : stage1Table().rows()) {
        out.append(static_cast<int>(r.amount * factor));
    }
    return out;
}

bool HappyDesPresenter::topAmount() const {
    // Row 0 of the stage-1 table is its top amount (4 EUR, 1 chance in 66.67; x2 at 2 EUR).
    return m_view && !m_view->universe && m_view->stage1Amount > 0 &&
           m_view->stage1Amount == stage1Amounts().constFirst();
}

int HappyDesPresenter::stage1Face() const {
    const auto e = revealing();
    if (e && e->type == EventType::Stage1Roll && landedCount() > 0) {
        return e->faces[0];
    }
    return m_view ? m_view->stage1Face : 0;
}

QString HappyDesPresenter::universe() const {
    return m_view && m_view->universe ? QString::fromUtf8(universeName(*m_view->universe).data())
                                      : QString();
}

QList<int> HappyDesPresenter::dice() const {
    QList<int> out;
    if (!m_view) {
        return out;
    }
    for (std::uint8_t f : m_view->diceInPlay()) {
        out.append(f);
    }
    const auto e = revealing();
    if (e && e->type == EventType::DieThrown && landedCount() > 0 && e->index < out.size()) {
        out[e->index] = e->faces[0];
    }
    return out;
}

QList<PrizeLine> HappyDesPresenter::cumulPrizes() const {
    QList<PrizeLine> out;
    if (!m_view || m_view->universe != Universe::Cumul) {
        return out;
    }
    const std::vector<int> reachable = m_view->reachableCumulRanges();
    const int won = m_view->finished && m_view->win > 0 ? cumulRangeOf(m_view->cumulScore()) : -1;
    const auto ranges = cumulRanges();
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const auto& amount = m_view->cumulPrizes[i];
        PrizeLine line;
        line.minScore = ranges[i].minScore;
        line.maxScore = ranges[i].maxScore;
        line.amountCents = amount ? *amount : -1;
        line.reachable =
            std::find(reachable.begin(), reachable.end(), static_cast<int>(i)) != reachable.end();
        line.won = won == static_cast<int>(i);
        line.aboveStake = line.won && m_view->win > m_view->stake;
        out.append(line);
    }
    return out;
}

QList<PrizeLine> HappyDesPresenter::figuresPrizes() const {
    QList<PrizeLine> out;
    if (!m_view || m_view->universe != Universe::Figures) {
        return out;
    }
    const auto tables = figureTables();
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const auto& amount = m_view->figuresPrizes[i];
        PrizeLine line;
        line.figure = QString::fromUtf8(figureName(tables[i].figure).data());
        line.amountCents = amount ? *amount : -1;
        line.won = m_view->finished && m_view->figure == tables[i].figure;
        line.aboveStake = line.won && m_view->win > m_view->stake;
        out.append(line);
    }
    return out;
}

QString HappyDesPresenter::figure() const {
    return m_view && m_view->figure ? QString::fromUtf8(figureName(*m_view->figure).data())
                                    : QString();
}

QList<int> HappyDesPresenter::identiquesFaces() const {
    QList<int> out;
    if (!m_view || m_view->universe != Universe::Identiques) {
        return out;
    }
    for (std::uint8_t f : m_view->identiquesFaces) {
        out.append(f);
    }
    const auto e = revealing();
    if (e && e->type == EventType::IdentiquesThrow) {
        const int landed = landedCount();
        for (int i = 0; i < landed && i < 3; ++i) {
            out[i] = e->faces[static_cast<std::size_t>(i)];
        }
    }
    return out;
}

QList<IdentiquesCell> HappyDesPresenter::identiquesTrack() const {
    return m_view ? identiquesTrackOf(*m_view) : QList<IdentiquesCell>{};
}

QVariantMap HappyDesPresenter::toldEventsFrom(int from) const {
    const Play* p = currentPlay();
    const Game* g = game();
    if (p == nullptr || g == nullptr || from < 0) {
        return {{QStringLiteral("events"), QVariantList{}},
                {QStringLiteral("next"), std::max(from, 0)}};
    }
    QVariantList out;
    const std::size_t end = std::min(shownEvents(), g->events().size());
    for (std::size_t i = static_cast<std::size_t>(from); i < end; ++i) {
        if (told(g->events()[i].type)) {
            out.append(toVariant(p->publicEvent(i)).toMap());
        }
    }
    return {
        {QStringLiteral("events"), out},
        {QStringLiteral("next"), static_cast<int>(std::max(end, static_cast<std::size_t>(from)))}};
}

QVariantMap HappyDesPresenter::messageEvent() const {
    const Play* p = currentPlay();
    const Game* g = game();
    if (p == nullptr || g == nullptr) {
        return {};
    }
    const auto e = revealing();
    if (e && e->type == EventType::CumulRethrow && stageKind() == RevealStage::Hold) {
        return toVariant(p->publicEvent(revealingEvent())).toMap();
    }
    for (std::size_t i = std::min(shownEvents(), g->events().size()); i-- > 0;) {
        if (told(g->events()[i].type)) {
            return toVariant(p->publicEvent(i)).toMap();
        }
    }
    return {};
}

QList<UniverseFact> HappyDesPresenter::universeFacts() const {
    if (!m_view || m_view->stage1Amount <= 0) {
        return {};
    }
    return m_adapter->universeFacts();
}

QList<int> HappyDesPresenter::tumblingDice() const {
    const auto e = revealing();
    if (!e) {
        return {};
    }
    const RevealStage::Value s = stageKind();
    const bool tumble = s == RevealStage::Tumble || s == RevealStage::TumbleSlow;
    if (e->type == EventType::DieThrown && tumble) {
        return {e->index};
    }
    if (e->type == EventType::IdentiquesThrow) {
        if (tumble) {
            return {0, 1, 2};
        }
        if (s == RevealStage::Land1) {
            return {1, 2};
        }
        if (s == RevealStage::Land2) {
            return {2};
        }
    }
    return {};
}

bool HappyDesPresenter::stage1Tumbling() const {
    const auto e = revealing();
    return e && e->type == EventType::Stage1Roll &&
           (stageKind() == RevealStage::Tumble || stageKind() == RevealStage::TumbleSlow);
}

QList<int> HappyDesPresenter::tumbleSeeds() const {
    QList<int> out;
    const auto e = revealing();
    const int count = e && e->type == EventType::IdentiquesThrow ? 3 : kCumulDice;
    for (int i = 0; i < count; ++i) {
        out.append(e ? tumbleSeedFor(gameId(), revealingEvent(), i) : 0);
    }
    return out;
}

bool HappyDesPresenter::slowTumble() const {
    return stageKind() == RevealStage::TumbleSlow;
}

bool HappyDesPresenter::canAct() const {
    return inProgress() && !busy();
}

bool HappyDesPresenter::play(int stakeCents) {
    return !busy() && m_adapter->play(stakeCents);
}
bool HappyDesPresenter::roll() {
    return canAct() && m_adapter->roll();
}
bool HappyDesPresenter::stop() {
    return canAct() && m_adapter->stop();
}
bool HappyDesPresenter::continueToStage2() {
    return canAct() && m_adapter->continueToStage2();
}
bool HappyDesPresenter::chooseUniverse(HappyDesUniverse::Value universe) {
    return canAct() && universe != HappyDesUniverse::None &&
           m_adapter->chooseUniverse(HappyDesUniverse::name(universe));
}
bool HappyDesPresenter::throwDie(int index) {
    return canAct() && m_adapter->throwDie(index);
}
bool HappyDesPresenter::throwDice() {
    return canAct() && m_adapter->throwDice();
}

}  // namespace instants::client
