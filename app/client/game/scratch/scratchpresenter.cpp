#include "scratchpresenter.h"

#include <QEvent>
#include <QGuiApplication>
#include <cmath>
#include <cstdio>

#include "instants/scratch/tables.h"
#include "instants/session/scratch_play.h"
#include "jsonvariant.h"
#include "scratchadapter.h"
#include "sessionhost.h"
#include "useractivity.h"

namespace instants::client {

namespace {

QString typeOf(const Play& p, std::size_t i) {
    const Json e = p.publicEvent(i);
    return QString::fromStdString(e.find("type")->asString());
}

}  // namespace

ScratchPresenter::ScratchPresenter(SessionHost* host, ScratchAdapter* adapter, QObject* parent)
    : GamePresenter(host, adapter, parent), m_adapter(adapter) {
    connect(m_adapter, &ScratchAdapter::readyChanged, this, &ScratchPresenter::readyChanged);
    connect(m_adapter, &ScratchAdapter::readyChanged, this, &ScratchPresenter::viewUpdated);
    connect(m_adapter, &ScratchAdapter::changed, this, &ScratchPresenter::viewUpdated);
    connect(this, &Timeline::progressed, this, &ScratchPresenter::viewUpdated);
    connect(this, &Timeline::progressed, this, &ScratchPresenter::updateIdleClock);
    m_idleTimer.setInterval(kIdleTickMs);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] { advanceIdle(kIdleTickMs); });
    if (kind() == GameKind::Dede) {
        // DÉDÉ 4.3: any input starts the inactivity delay again, a focus move included.
        UserActivity::watch(this, UserActivity::kAnyKind, [this] { poke(); });
        if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
            connect(app, &QGuiApplication::focusObjectChanged, this, &ScratchPresenter::poke);
        }
    }
    viewChanged();
}

QString ScratchPresenter::game() const {
    return m_adapter->game();
}
QString ScratchPresenter::title() const {
    return m_adapter->title();
}
int ScratchPresenter::stakeCents() const {
    return m_adapter->stakeCents();
}
bool ScratchPresenter::ready() const {
    return m_adapter->ready();
}
bool ScratchPresenter::preparing() const {
    return m_adapter->preparing();
}
qint64 ScratchPresenter::block() const {
    return active() ? m_adapter->block() : 0;
}
int ScratchPresenter::artwork() const {
    return active() ? m_adapter->artwork() : 0;
}
qint64 ScratchPresenter::ticketNumber() const {
    return active() ? m_adapter->ticketNumber() : 0;
}
QList<BlockPrize> ScratchPresenter::prizeTable() const {
    QList<BlockPrize> out;
    const scratch::GamePlan& plan = scratchPlanOf(kind());
    for (const scratch::PrizeTier& t : plan.tiers) {
        char odds[32];
        std::snprintf(odds, sizeof odds, "%.2f",
                      static_cast<double>(plan.ticketsPerBlock) / static_cast<double>(t.count));
        // The ways the prize is made (DÉDÉ article 2: « 80 ou (40 + 40) »): each combination's
        // amounts under its winning zones, and Happy 2014's Bonus box.
        BlockPrize prize{static_cast<qint64>(t.amount),
                         static_cast<qint64>(t.count),
                         QString::fromLatin1(odds),
                         {}};
        for (const scratch::Combination& c : plan.combinations) {
            if (c.prize != t.amount) {
                continue;
            }
            PrizeWay way;
            for (Cents part : c.partList()) {
                way.parts.append(static_cast<int>(part));
            }
            way.bonusCents = static_cast<qint64>(c.bonus);
            prize.combinations.append(way);
        }
        out.append(prize);
    }
    return out;
}

qint64 ScratchPresenter::stakeReturnsPerBlock() const {
    const scratch::GamePlan& plan = scratchPlanOf(kind());
    std::uint64_t n = 0;
    for (const scratch::PrizeTier& t : plan.tiers) {
        n += t.amount == plan.price ? t.count : 0;
    }
    return static_cast<qint64>(n);
}

qint64 ScratchPresenter::aboveStakePerBlock() const {
    const scratch::GamePlan& plan = scratchPlanOf(kind());
    std::uint64_t n = 0;
    for (const scratch::PrizeTier& t : plan.tiers) {
        n += t.amount > plan.price ? t.count : 0;
    }
    return static_cast<qint64>(n);
}

qint64 ScratchPresenter::ticketsPerBlock() const {
    return static_cast<qint64>(scratchPlanOf(kind()).ticketsPerBlock);
}
qint64 ScratchPresenter::winnersPerBlock() const {
    return static_cast<qint64>(scratchPlanOf(kind()).winners());
}
double ScratchPresenter::payoutRate() const {
    const scratch::GamePlan& plan = scratchPlanOf(kind());
    return static_cast<double>(plan.totalPrizes()) / static_cast<double>(plan.totalSales());
}

bool ScratchPresenter::retryAllowed() const {
    // Refused only while an automatic reveal uncovers the zones.
    return !autoRevealing();
}

bool ScratchPresenter::finished() const {
    const Play* p = currentPlay();
    return p != nullptr && p->finished() && shownEvents() >= p->eventCount();
}

bool ScratchPresenter::inProgress() const {
    return active() && shownEvents() > 0 && !finished();
}

int ScratchPresenter::revealedCount() const {
    int n = 0;
    for (const TicketZone& z : m_zones) {
        n += z.revealed ? 1 : 0;
    }
    return n;
}

qint64 ScratchPresenter::winCents() const {
    return finished() ? currentPlay()->win() : 0;
}

QStringList ScratchPresenter::winningZones() const {
    QStringList out;
    for (const TicketZone& z : m_zones) {
        if (z.winning) {
            out.append(z.id);
        }
    }
    return out;
}

QList<PrizeLeft> ScratchPresenter::remainingPrizes() const {
    // The block's prizes left, as they were before the ticket on screen was dealt until its
    // end is shown: a count that dropped at the deal would tell the ticket's prize.
    QList<PrizeLeft> out = m_adapter->remainingPrizes();
    const Play* p = currentPlay();
    const scratch::Ticket* t = p != nullptr ? scratchTicketOf(*p) : nullptr;
    if (t == nullptr || t->prize <= 0 || finished()) {
        return out;
    }
    for (PrizeLeft& left : out) {
        if (left.amountCents == t->prize) {
            ++left.remaining;
        }
    }
    return out;
}

bool ScratchPresenter::systemReveal(std::size_t index) const {
    const Play* p = currentPlay();
    for (std::size_t i = index; i-- > 0;) {
        const QString type = typeOf(*p, i);
        if (type == QLatin1String("auto")) {
            return true;
        }
        if (type == QLatin1String("deal")) {
            return false;
        }
    }
    return false;
}

bool ScratchPresenter::autoRevealing() const {
    const Play* p = currentPlay();
    if (p == nullptr || finished()) {
        return false;
    }
    for (std::size_t i = 0; i < std::min(shownEvents(), p->eventCount()); ++i) {
        if (typeOf(*p, i) == QLatin1String("auto")) {
            return true;
        }
    }
    return false;
}

bool ScratchPresenter::canPlay() const {
    return !busy() && !inProgress() && ready() && !preparing();
}

Timeline::Plan ScratchPresenter::plan(std::size_t index) {
    Plan p;
    const Play* game = currentPlay();
    const Json e = game->publicEvent(index);
    const std::string& type = e.find("type")->asString();
    if (type == "deal") {
        // The new ticket is laid down (its covers whole) a beat before any zone is uncovered.
        p.after = {makeStage(RevealStage::Deal, pacing::kDealMs)};
    } else if (type == "reveal") {
        const QString zone = QString::fromStdString(e.find("zone")->asString());
        if (m_wiping.contains(zone)) {
            p.cue = QStringLiteral("reveal");  // the player is uncovering it: no lift of ours
        } else if (systemReveal(index)) {
            p.after = {makeStage(RevealStage::Lift, pacing::kLiftMs, "reveal"),
                       makeStage(RevealStage::Gap, pacing::kZoneGapMs)};
        } else {
            p.after = {makeStage(RevealStage::Lift, pacing::kLiftMs, "reveal")};
        }
    } else if (type == "finished") {
        Stage covers = makeStage(RevealStage::Covers, 0);
        covers.until = [this] { return m_wiping.isEmpty(); };
        p.before = {covers, makeStage(RevealStage::Pause, pacing::kResultPauseMs)};
        const QList<BlockPrize> table = prizeTable();
        const Cents top = table.isEmpty() ? 0 : table.constFirst().amountCents;
        const Cents win = game->win();
        const Tier tier = celebrationTier(win, game->stake(), top);
        if (tier != Tier::None) {
            Stage c = celebrateStage(tier);
            setCelebration(tier, win, game->stake(), c.ms, win >= top);
            p.before.append(c);
        }
        p.cue = win == 0             ? QStringLiteral("lose")
                : tier == Tier::None ? QStringLiteral("reveal")
                                     : QString();
    }
    return p;
}

void ScratchPresenter::viewChanged() {
    const Play* p = currentPlay();
    if (p == nullptr || shownEvents() == 0) {
        m_wiping.clear();
    }
    QList<TicketZone> zones = scratchZonesShown(kind(), p, shownEvents());
    if (zones != m_zones) {
        m_zones = std::move(zones);
        ++m_zonesVersion;
        emit zonesUpdated();
    }
    emit viewUpdated();
    updateIdleClock();
}

void ScratchPresenter::prepare() {
    m_adapter->prepare();
}

bool ScratchPresenter::play(int artwork) {
    if (!canPlay()) {
        return false;
    }
    m_wiping.clear();
    return m_adapter->play(artwork);
}

bool ScratchPresenter::playAuto(int artwork) {
    if (!canPlay()) {
        return false;
    }
    m_wiping.clear();
    return m_adapter->playAuto(artwork);
}

bool ScratchPresenter::reveal(const QString& zone) {
    if (!inProgress() || autoRevealing()) {
        return false;
    }
    poke();
    return m_adapter->reveal(zone);
}

bool ScratchPresenter::scratch(const QString& zone) {
    if (!inProgress() || autoRevealing()) {
        return false;
    }
    poke();
    const bool had = m_wiping.contains(zone);
    m_wiping.insert(zone);
    const bool ok = m_adapter->reveal(zone);
    if (!ok && !had) {
        m_wiping.remove(zone);
    }
    return ok;
}

void ScratchPresenter::coverCleared(const QString& zone) {
    if (m_wiping.remove(zone)) {
        wake();
    }
}

bool ScratchPresenter::revealAll() {
    if (!inProgress() || autoRevealing()) {
        return false;
    }
    return autoRevealAll();
}

bool ScratchPresenter::completeConsumed() {
    if (currentPlay() == nullptr) {
        return false;
    }
    m_wiping.clear();
    // Refused (a block being prepared, the journal unwritable): lastError() says why.
    const bool uncovered = !m_adapter->inProgress() || m_adapter->revealAll();
    flush();
    return uncovered && m_adapter->finished();
}

bool ScratchPresenter::autoRevealAll() {
    // Covers half wiped come off; the zones still covered follow one by one.
    emit liftCovers();
    m_wiping.clear();
    const Play* p = currentPlay();
    const bool ok = p == nullptr || p->finished() || m_adapter->revealAll();
    wake();
    return ok;
}

void ScratchPresenter::setAutoRevealMs(int ms) {
    if (ms == m_autoRevealMs) {
        return;
    }
    m_autoRevealMs = std::max(0, ms);
    m_idleMs = 0;
    emit idleChanged();
    updateIdleClock();
}

int ScratchPresenter::countdownSeconds() const {
    if (kind() != GameKind::Dede || m_autoRevealMs <= 0 || !inProgress() || autoRevealing()) {
        return 0;
    }
    const int left = m_autoRevealMs - m_idleMs;
    return left <= warningMs() ? static_cast<int>(std::ceil(left / 1000.0)) : 0;
}

void ScratchPresenter::poke() {
    if (m_idleMs != 0) {
        m_idleMs = 0;
        emit idleChanged();
    }
}

void ScratchPresenter::advanceIdle(int ms) {
    if (kind() != GameKind::Dede || m_autoRevealMs <= 0 || !inProgress() || autoRevealing()) {
        return;
    }
    const int before = countdownSeconds();
    m_idleMs += ms;
    if (m_idleMs >= m_autoRevealMs) {
        // DÉDÉ 4.3: "En cas d'inactivité du joueur pendant plusieurs secondes, le système
        // découvre automatiquement l'ensemble des zones occultées."
        m_idleMs = 0;
        emit idleChanged();
        autoRevealAll();
        return;
    }
    const int now = countdownSeconds();
    if (now > 0 && now <= kTickSeconds && now != before) {
        emit cue(QStringLiteral("countdown"));
    }
    emit idleChanged();
}

void ScratchPresenter::setOnScreen(bool onScreen) {
    m_onScreen = onScreen;
    m_idleMs = 0;
    emit idleChanged();
    updateIdleClock();
}

void ScratchPresenter::updateIdleClock() {
    const bool run = kind() == GameKind::Dede && m_onScreen && m_autoRevealMs > 0 && inProgress() &&
                     !autoRevealing();
    if (run && !m_idleTimer.isActive()) {
        m_idleMs = 0;
        m_idleTimer.start();
        emit idleChanged();
    } else if (!run && m_idleTimer.isActive()) {
        m_idleTimer.stop();
        m_idleMs = 0;
        emit idleChanged();
    }
}

}  // namespace instants::client
