#include "timeline.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWindow>
#include <algorithm>
#include <cmath>

#include "jsonvariant.h"
#include "sessionhost.h"

namespace instants::client {

Tier celebrationTier(Cents win, Cents stake, Cents topPrize) {
    if (win <= stake) {
        return Tier::None;  // a loss, or a win not above the stake: shown plainly
    }
    if (topPrize > 0 && win >= topPrize) {
        return Tier::Top;
    }
    return win >= kBigWinMultiple * stake ? Tier::Big : Tier::Small;
}

QString tierName(Tier tier) {
    switch (tier) {
        case Tier::None:
            return QStringLiteral("none");
        case Tier::Small:
            return QStringLiteral("small");
        case Tier::Big:
            return QStringLiteral("big");
        case Tier::Top:
            return QStringLiteral("top");
    }
    return {};
}

Timeline::Timeline(SessionHost* host, GameKind kind, QObject* parent)
    : QObject(parent), m_host(host), m_kind(kind) {
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_manualLeft = 0;
        run();  // the time is up: run() ends the stage
    });
    connect(m_host, &SessionHost::eventsAppended, this, &Timeline::sync);
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this,
            [this] { m_quitting = true; });
    // What the journal holds when the client starts is shown as it is (a resumed game).
    if (const Play* p = currentPlay()) {
        m_gameId = m_host->session()->gameId();
        m_applied = p->eventCount();
    }
}

Timeline::~Timeline() = default;

Timeline::Stage Timeline::makeStage(RevealStage::Value kind, int ms, const char* cue) {
    Stage s;
    s.kind = kind;
    s.name = RevealStage::name(kind);
    s.ms = ms;
    s.cue = QString::fromLatin1(cue);
    return s;
}

const Play* Timeline::currentPlay() const {
    if (!m_host->isOpen()) {
        return nullptr;
    }
    const Play* p = m_host->session()->game();
    return p != nullptr && p->kind() == m_kind ? p : nullptr;
}

bool Timeline::busy() const {
    if (m_stageActive || m_planned || m_viewAnimations > 0) {
        return true;
    }
    const Play* p = currentPlay();
    return p != nullptr && m_applied < p->eventCount();
}

QVariantMap Timeline::celebration() const {
    return m_stageActive && m_stage.kind == RevealStage::Celebrate ? m_celebration : QVariantMap{};
}

Cents Timeline::pendingCreditCents() const {
    const Play* p = currentPlay();
    return p != nullptr && p->finished() && m_applied < p->eventCount() ? p->win() : 0;
}

void Timeline::setMotion(bool reducedMotion, double scale) {
    m_reduced = reducedMotion;
    m_scale = scale < 0 ? 0 : scale;
}

void Timeline::setManualClock(bool manual) {
    m_manual = manual;
    if (manual && m_timer.isActive()) {
        m_manualLeft = m_timer.remainingTime();
        m_timer.stop();
    }
}

void Timeline::advance(int ms) {
    // One stage at a time: the time left over starts the next stage.
    while (ms > 0 && m_stageActive && m_manualLeft > 0) {
        const int step = std::min(ms, m_manualLeft);
        m_manualLeft -= step;
        ms -= step;
        if (m_manualLeft == 0) {
            run();
        }
    }
}

int Timeline::lengthOf(const Stage& s) const {
    const int base = m_reduced ? s.reducedMs : s.ms;
    return static_cast<int>(std::lround(base * m_scale));
}

void Timeline::setCelebration(Tier tier, Cents win, Cents stake, int ms, bool topOfGame) {
    m_celebration = {
        {QStringLiteral("tier"), tierName(tier)},
        {QStringLiteral("topOfGame"), topOfGame},
        {QStringLiteral("winCents"), QVariant::fromValue(static_cast<qint64>(win))},
        {QStringLiteral("stakeCents"), QVariant::fromValue(static_cast<qint64>(stake))},
        {QStringLiteral("ms"), ms}};
}

Timeline::Stage Timeline::celebrateStage(Tier tier) const {
    Stage s = makeStage(RevealStage::Celebrate, 0);
    s.skippable = true;
    switch (tier) {
        case Tier::None:
            break;
        case Tier::Small:
            s.ms = pacing::kCelebrateSmallMs;
            s.reducedMs = pacing::kReducedCelebrateSmallMs;
            s.cue = QStringLiteral("win-small");
            break;
        case Tier::Big:
            s.ms = pacing::kCelebrateBigMs;
            s.reducedMs = pacing::kReducedCelebrateBigMs;
            s.cue = QStringLiteral("win-big");
            break;
        case Tier::Top:
            s.ms = pacing::kCelebrateTopMs;
            s.reducedMs = pacing::kReducedCelebrateTopMs;
            s.cue = QStringLiteral("win-top");
            break;
    }
    return s;
}

void Timeline::sync() {
    const Play* p = currentPlay();
    const qint64 id = p != nullptr ? m_host->session()->gameId() : 0;
    if (id != m_gameId) {
        // Another game (started here), or none of this kind any more: start over on it.
        stopStage();
        m_held = false;
        m_planned = false;
        m_gameId = id;
        m_applied = 0;
        m_celebration.clear();
        viewChanged();
        stageChanged();
        emit progressed();
    }
    run();
}

void Timeline::wake() {
    run();
}

void Timeline::skip() {
    if (m_stageActive && m_stage.skippable) {
        m_timer.stop();
        m_manualLeft = 0;
        m_stage.until = nullptr;
        m_stageLength = 0;
        run();
    }
}

void Timeline::setSkipByInput(bool enabled) {
    if (enabled == m_skipByInput) {
        return;
    }
    m_skipByInput = enabled;
    if (enabled) {
        QCoreApplication::instance()->installEventFilter(this);
    } else {
        QCoreApplication::instance()->removeEventFilter(this);
    }
}

bool Timeline::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type t = event->type();
    if (skippable() &&
        (t == QEvent::KeyPress || t == QEvent::MouseButtonPress || t == QEvent::TouchBegin) &&
        qobject_cast<QWindow*>(watched) != nullptr) {
        skip();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void Timeline::persistTo(std::function<void(qint64, int)> save, qint64 gameId, int shown) {
    m_save = std::move(save);
    const Play* p = currentPlay();
    if (p != nullptr && gameId == m_gameId && shown >= 0 &&
        static_cast<std::size_t>(shown) < p->eventCount()) {
        // A reveal cut short (the program was stopped): what had not been shown is shown again
        // in order when the game's screen opens.
        m_applied = static_cast<std::size_t>(shown);
        viewChanged();
        stageChanged();
        emit progressed();
    }
}

void Timeline::holdReveal() {
    if (!busy()) {
        return;
    }
    m_held = true;
    // The stage under way starts again from the first of its event's stages (before the event
    // is shown: the die thrown again; after it: the celebration again).
    stopStage();
    m_stageIndex = -1;
    // The screen that ran the reveal's animations is gone, and they with it.
    m_viewAnimations = 0;
    stageChanged();
    emit progressed();
}

void Timeline::resumeReveal() {
    m_held = false;
    run();
}

void Timeline::trackAnimation(bool running) {
    m_viewAnimations = std::max(0, m_viewAnimations + (running ? 1 : -1));
    if (m_viewAnimations == 0) {
        // Called from the screen's property changes: go on once they have settled.
        QMetaObject::invokeMethod(this, &Timeline::run, Qt::QueuedConnection);
    }
}

void Timeline::flush() {
    if (m_quitting) {
        return;  // the program is closing: a reveal cut short goes on at the next start
    }
    stopStage();
    m_held = false;
    m_planned = false;
    if (const Play* p = currentPlay()) {
        while (m_applied < p->eventCount()) {
            applyNext({});
        }
        m_viewDirty = false;
        if (m_save) {
            m_save(m_gameId, static_cast<int>(m_applied));
        }
    }
    viewChanged();
    stageChanged();
    emit progressed();
}

void Timeline::startStage(const Stage& s) {
    updateView();
    m_stage = s;
    m_stageActive = true;
    m_stageLength = lengthOf(s);
    m_manualLeft = 0;
    if (!s.cue.isEmpty()) {
        emit cue(s.cue);
    }
    if (m_stageLength > 0) {
        if (m_manual) {
            m_manualLeft = m_stageLength;
        } else {
            m_timer.start(m_stageLength);
        }
    }
    stageChanged();
    emit progressed();
}

void Timeline::stopStage() {
    m_timer.stop();
    m_manualLeft = 0;
    m_stageActive = false;
    m_stageLength = 0;
}

void Timeline::endStage() {
    m_stageActive = false;
    m_stageLength = 0;
    stageChanged();
}

void Timeline::applyNext(const QString& cueName) {
    const Play* p = currentPlay();
    const std::size_t index = m_applied++;
    if (!cueName.isEmpty()) {
        emit cue(cueName);
    }
    emit shown(m_gameId, static_cast<int>(index), toVariant(p->publicEvent(index)).toMap());
    // The screen's state is rebuilt once for all the events applied in a row (before the next
    // stage starts, or when the run ends), not once per event.
    m_viewDirty = true;
}

void Timeline::updateView() {
    if (m_viewDirty) {
        m_viewDirty = false;
        viewChanged();
    }
}

void Timeline::run() {
    if (m_running) {
        return;  // a signal handler acted during a run: the loop picks the new events up
    }
    if (m_held) {
        return;  // the game's screen is away: its reveal goes on when it comes back
    }
    m_running = true;
    bool changed = false;
    const std::size_t appliedBefore = m_applied;
    const qint64 gameBefore = m_gameId;
    for (;;) {
        if (m_stageActive) {
            const bool timeLeft = m_manual ? m_manualLeft > 0 : m_timer.isActive();
            if (timeLeft || (m_stage.until && !m_stage.until())) {
                break;
            }
            endStage();
            changed = true;
        }
        const Play* p = currentPlay();
        if (p == nullptr) {
            break;
        }
        if (!m_planned) {
            if (m_applied >= p->eventCount()) {
                break;
            }
            m_plan = plan(m_applied);
            m_planned = true;
            m_inBefore = true;
            m_stageIndex = -1;
        }
        const QList<Stage>& list = m_inBefore ? m_plan.before : m_plan.after;
        if (m_stageIndex + 1 < list.size()) {
            ++m_stageIndex;
            startStage(list[m_stageIndex]);
            changed = true;
            continue;
        }
        if (m_inBefore) {
            if (m_viewAnimations > 0) {
                break;  // the screen's animation of this reveal is still under way
            }
            applyNext(m_plan.cue);
            m_inBefore = false;
            m_stageIndex = -1;
            changed = true;
            continue;
        }
        m_planned = false;
        changed = true;
    }
    m_running = false;
    updateView();
    if (m_save && (m_applied != appliedBefore || m_gameId != gameBefore)) {
        m_save(m_gameId, static_cast<int>(m_applied));
    }
    if (changed) {
        emit progressed();
    }
}

}  // namespace instants::client
