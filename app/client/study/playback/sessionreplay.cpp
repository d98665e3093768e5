#include "sessionreplay.h"

#include "logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "clientcontext.h"
#include "jsonvariant.h"
#include "studylog.h"
#include "studyprotocol.h"
#include "studyrecorder.h"
#include "timeline.h"

namespace instants::client {

namespace {

/// A jump runs the log this many times faster than it was recorded (not at motion 0: a
/// celebration, or a control just shown and not armed yet, takes presses in a window of time
/// that must still exist).
constexpr double kSeekSpeed = 24;

QString str(const char* s) {
    return QString::fromLatin1(s);
}

}  // namespace

std::unique_ptr<SessionReplay> SessionReplay::open(const ReplayOptions& options, QString& error) {
    std::optional<replay::Plan> plan = replay::readPlan(options.log, options.journal, error);
    if (!plan) {
        return nullptr;
    }
    std::unique_ptr<SessionReplay> r(new SessionReplay);
    r->m_options = options;
    r->m_clock.setSpeed(std::clamp(options.speed, 0.5, 8.0));
    r->m_skipIdle = options.skipIdle;
    r->m_plan = std::move(*plan);
    r->m_pacer = replay::Pacer(r->m_plan.holdUntil, options.idleThresholdMs);
    r->m_timer.setSingleShot(true);
    r->m_timer.setTimerType(Qt::PreciseTimer);
    connect(&r->m_timer, &QTimer::timeout, r.get(), &SessionReplay::tick);
    return r;
}

SessionReplay::~SessionReplay() {
    QCoreApplication::instance()->removeEventFilter(this);
    destroyClient();
}

bool SessionReplay::start(QString& error) {
    if (!buildClient(error)) {
        return false;
    }
    prepareBlocks();
    return true;
}

bool SessionReplay::buildClient(QString& error) {
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        error = QStringLiteral("%1: no temporary folder for the replay (%2)")
                    .arg(QFileInfo(m_plan.logFile).fileName(), m_dir->errorString());
        return false;
    }
    const QString database = m_dir->filePath(str("journal.db"));
    if (!m_options.blockDirectory.isEmpty()) {
        QDir().mkpath(m_options.blockDirectory);
        QFile::link(QDir(m_options.blockDirectory).absolutePath(), database + str(".blocks"));
    }
    ClientOptions o;
    o.database = database;
    o.settingsFile = m_dir->filePath(str("settings.ini"));
    o.seed = 1;
    o.mute = m_options.mute;
    o.studyFolder = m_dir->filePath(str("study"));
    KioskConfig kiosk;
    kiosk.initialBalanceCents = m_plan.balanceCents;
    m_context = std::make_unique<ClientContext>(o, kiosk);
    // The reality checks come at the log's lines, not on the replay's clock.
    m_context->protection()->setAutomaticChecks(false);
    if (!m_context->games().host()->isOpen()) {
        error = m_context->games().host()->openError();
        return false;
    }
    SettingsAdapter* settings = m_context->settings();
    settings->setTransient(true);
    if (m_plan.settings.isEmpty()) {
        settings->setReducedMotion(m_options.reducedMotion);
    } else {
        QVariantMap values = m_plan.settings;
        if (m_options.mute) {
            values.remove(str("sound"));
        }
        settings->applyStudySettings(values);
    }
    // DÉDÉ's inactivity is not timed here: it is performed where the log shows it.
    m_context->games().dedePresenter()->setAutoRevealMs(0);
    for (auto changed :
         {&SettingsAdapter::autoRevealChanged, &SettingsAdapter::autoRevealSecondsChanged,
          &SettingsAdapter::assistiveTechnologyChanged}) {
        connect(settings, changed, this, [this] {
            if (m_context) {
                m_context->games().dedePresenter()->setAutoRevealMs(0);
            }
        });
    }
    Scenario scenario;
    scenario.name = "replay";
    for (const auto& g : m_plan.games) {
        scenario.games.push_back(g->game);
    }
    try {
        m_context->games().host()->session()->loadScenario(std::move(scenario));
    } catch (const std::exception& e) {
        error = QString::fromUtf8(e.what());
        return false;
    }
    applyMotion();
    if (StudyRecorder* study = m_context->study()) {
        // A control's arming: as the log says, not as the replay's clock does.
        study->setArmingScript([this](bool clockSays) {
            if (!m_plan.logsTooSoon) {
                return clockSays;
            }
            if (m_tooSoonLeft > 0) {
                --m_tooSoonLeft;
                ++m_trace.tooSoon;
                return false;
            }
            return true;
        });
    }

    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = m_context->load(*m_engine, m_plan.size);
    if (m_window == nullptr) {
        error = QStringLiteral("%1: the client's screens did not load")
                    .arg(QFileInfo(m_plan.logFile).fileName());
        return false;
    }
    m_window->setTitle(tr("Relecture : %1").arg(m_plan.participant));
    connect(m_window, &QQuickWindow::frameSwapped, this, [this] { m_pacer.frame(wallNow()); });
    if (m_options.showWindow) {
        m_window->show();
    }
    if (!m_input) {
        m_input = std::make_unique<replay::InputInjector>(this);
    }
    // What the replay reproduces.
    connect(m_context->games().host(), &SessionHost::recorded, this, &SessionReplay::onRecorded);
    connect(m_context->study(), &StudyRecorder::logged, this, [this](const QString& line) {
        const QString p = replay::protocolLineOf(QJsonDocument::fromJson(line.toUtf8()).object());
        if (!p.isEmpty()) {
            m_trace.protocol.append(p);
            m_pacer.protocolLine(wallNow());
        }
    });
    for (Timeline* t : {static_cast<Timeline*>(m_context->games().happyDesPresenter()),
                        static_cast<Timeline*>(m_context->games().dedePresenter()),
                        static_cast<Timeline*>(m_context->games().happy2014Presenter())}) {
        connect(t, &Timeline::shown, this,
                [this, t](qint64 gameId, int index) { onShown(t, gameId, index); });
    }
    connect(m_context->games().host(), &SessionHost::prepared, this, [this] {
        if (!m_started) {
            prepareBlocks();
        }
    });
    // The participant's inputs only: the viewer's own go to the control bar or nowhere.
    QCoreApplication::instance()->removeEventFilter(this);
    QCoreApplication::instance()->installEventFilter(this);

    if (m_options.overlay) {
        QQmlComponent component(m_engine.get(),
                                QUrl(str("qrc:/qt/qml/Instants/history/ReplayOverlay.qml")));
        QObject* object =
            component.createWithInitialProperties({{str("replay"), QVariant::fromValue(this)}});
        m_overlay = qobject_cast<QQuickItem*>(object);
        if (m_overlay) {
            m_overlay->setParent(m_window->contentItem());
            m_overlay->setParentItem(m_window->contentItem());
            m_overlay->setZ(10000);
        } else {
            delete object;
            qCWarning(lcReplay, "the replay's overlay did not load: %s",
                      qPrintable(component.errorString()));
        }
    }
    return true;
}

void SessionReplay::destroyClient() {
    m_timer.stop();
    endHolds(m_pacer.releaseAll());
    if (m_overlay) {
        delete m_overlay.data();
    }
    // The QML holds pointers to the adapters: the engine (and its window) goes first.
    m_engine.reset();
    m_context.reset();
    m_dir.reset();
}

void SessionReplay::prepareBlocks() {
    // The scratch blocks the log's screens need, one after the other, before the first input:
    // the participant's client had them ready (a press on « Jouer » meanwhile would be refused).
    for (const QString& game : std::as_const(m_plan.visitedScratch)) {
        const GameKind kind = *gameKindFromId(game.toStdString());
        if (!m_context->games().host()->isPrepared(kind)) {
            if (!m_context->games().host()->isBusy()) {
                m_context->games().host()->prepare(kind);
            }
            return;  // again when prepared
        }
    }
    begin();
}

void SessionReplay::begin() {
    if (!m_plan.protocolStart.isEmpty() && m_context->studyRunner() != nullptr) {
        // The protocol run again as the participant saw it: same number, condition and order.
        StudyRunner* runner = m_context->studyRunner();
        const QJsonObject p = m_plan.protocolStart.value(str("protocol")).toObject();
        QStringList order;
        for (const QJsonValue& v : m_plan.protocolStart.value(str("task_order")).toArray()) {
            order << v.toString();
        }
        runner->setReplayAssignment(
            m_plan.protocolStart.value(str("participant_number")).toInt(),
            m_plan.protocolStart.value(str("condition")).toObject().value(str("name")).toString(),
            order);
        if (runner->loadProtocol(p.value(str("file")).toString())) {
            m_context->study()->attachWindow(m_window);
            m_context->study()->startSession(m_plan.participant);
            // The consent laid out and drawn before the first input reaches it.
            QTimer::singleShot(kProtocolSettleMs, this, &SessionReplay::beginSteps);
            return;
        }
    }
    beginSteps();
}

void SessionReplay::beginSteps() {
    m_started = true;
    m_next = 0;
    m_playing = true;
    reanchor(0);
    recordScreen();
    emit playingChanged();
    tick();
}

double SessionReplay::virtualNow() const {
    return m_playing && m_seekTarget < 0 ? m_clock.now() : m_clock.anchorLog();
}

qint64 SessionReplay::positionMs() const {
    return std::clamp(static_cast<qint64>(virtualNow()), qint64{0}, m_plan.durationMs);
}

QString SessionReplay::currentTask() const {
    return m_plan.taskAt(positionMs());
}

void SessionReplay::applyMotion() {
    if (m_context) {
        m_context->setMotionScale(m_options.motionScale /
                                  (m_seekTarget >= 0 ? kSeekSpeed : m_clock.speed()));
    }
}

void SessionReplay::setSpeed(double speed) {
    speed = std::clamp(speed, 0.5, 8.0);
    if (qFuzzyCompare(speed, m_clock.speed())) {
        return;
    }
    const double now = virtualNow();
    reanchor(now);
    m_clock.setSpeed(speed);
    applyMotion();
    emit speedChanged();
    if (m_started && m_playing && m_seekTarget < 0) {
        tick();
    }
}

void SessionReplay::setSkipIdle(bool skip) {
    if (skip == m_skipIdle) {
        return;
    }
    m_skipIdle = skip;
    emit skipIdleChanged();
}

void SessionReplay::play() {
    if (m_playing) {
        return;
    }
    if (m_finished) {
        seek(0);
        return;
    }
    reanchor(m_clock.anchorLog());
    m_playing = true;
    emit playingChanged();
    if (m_started) {
        tick();
    }
}

void SessionReplay::pause() {
    if (!m_playing) {
        return;
    }
    reanchor(virtualNow());
    m_playing = false;
    m_timer.stop();
    emit playingChanged();
    emit positionChanged();
}

void SessionReplay::seek(qint64 ms) {
    ms = std::clamp(ms, qint64{0}, m_plan.durationMs);
    qCDebug(lcReplay, "seek %lld from %.1f started %d finished %d", static_cast<long long>(ms),
            virtualNow(), m_started ? 1 : 0, m_finished ? 1 : 0);
    const bool wasPlaying = m_playing || m_finished;
    if (ms < static_cast<qint64>(virtualNow()) || m_finished || !m_started) {
        // Behind the current time: from the start again, on a fresh client.
        destroyClient();
        m_trace = Trace{};
        m_pacer.reset();
        m_engineIndex.clear();
        m_started = false;
        m_finished = false;
        m_next = 0;
        reanchor(0);
        m_seekTarget = ms;
        QString error;
        if (!buildClient(error)) {
            qCWarning(lcReplay, "%s", qPrintable(error));
            return;
        }
        emit windowChanged();
        emit finishedChanged();
        emit seekingChanged();
        applyMotion();
        prepareBlocks();
        m_playing = wasPlaying;
        return;
    }
    m_seekTarget = ms;
    emit seekingChanged();
    applyMotion();
    tick();
}

void SessionReplay::jumpToTask(int index) {
    if (index >= 0 && index < m_plan.tasks.size()) {
        seek(m_plan.tasks[index].tMs);
    }
}

void SessionReplay::jumpToMarker(int number) {
    for (const replay::Marker& m : std::as_const(m_plan.markers)) {
        if (m.number == number) {
            seek(m.tMs);
            return;
        }
    }
}

void SessionReplay::jumpBy(int direction) {
    if (const std::optional<qint64> to = m_plan.jumpFrom(positionMs(), direction)) {
        seek(*to);
    }
}

void SessionReplay::endSeek() {
    const qint64 target = m_seekTarget;
    m_seekTarget = -1;
    reanchor(static_cast<double>(target));
    applyMotion();
    emit seekingChanged();
    emit positionChanged();
}

Timeline* SessionReplay::timelineOf(const QString& game) const {
    if (game == QLatin1String("happy-des")) {
        return m_context->games().happyDesPresenter();
    }
    return game == QLatin1String("dede")
               ? static_cast<Timeline*>(m_context->games().dedePresenter())
               : static_cast<Timeline*>(m_context->games().happy2014Presenter());
}

bool SessionReplay::anyBusy() const {
    return m_context->games().happyDesPresenter()->revealUnderWay() ||
           m_context->games().dedePresenter()->revealUnderWay() ||
           m_context->games().happy2014Presenter()->revealUnderWay() ||
           m_context->games().host()->isBusy();
}

void SessionReplay::tick() {
    if (!m_started || m_finished || !m_context) {
        return;
    }
    if (!m_playing && m_seekTarget < 0) {
        return;
    }
    QElapsedTimer budget;
    budget.start();
    while (m_next < m_plan.steps.size()) {
        const Step& s = m_plan.steps[m_next];
        if (m_seekTarget >= 0 && s.tMs > m_seekTarget) {
            endSeek();
            if (!m_playing) {
                return;
            }
            continue;
        }
        if (!stepReady(s)) {
            return;
        }
        if (m_pacer.firstAfterProtocol(s)) {
            // The first input after a protocol phase: what its screen queued for the event
            // loop's next turn (its focus, Qt.callLater) runs first, as it did before the
            // participant's input, even when a slow frame made this input late.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
            if (!m_context) {
                return;
            }
        }
        const int index = m_next;
        ++m_next;
        const qint64 stepMs = s.tMs;
        deliver(s);
        if (m_seekTarget < 0 && m_playing && virtualNow() > static_cast<double>(stepMs)) {
            // Delivered late (the screens took longer than the log's pace): the log's clock
            // follows, so that the next gaps keep their length.
            reanchor(static_cast<double>(stepMs));
        }
        endHolds(m_pacer.release(index));
        if (!m_context) {
            return;
        }
        emit positionChanged();
        if (budget.elapsed() > 15) {
            m_timer.start(0);  // let the screens paint and the queued events run
            return;
        }
    }
    // Every input delivered: the session's last moments (its last reveals) up to its end.
    if (m_seekTarget >= 0) {
        endSeek();
    }
    const double left = (static_cast<double>(m_plan.durationMs) - virtualNow()) / m_clock.speed();
    if (left <= 0 && m_trace.shown < m_plan.original.shown) {
        // The last reveals of the log: they land before the replay ends (a little longer).
        completeWipe();
        if (m_pacer.stalledFor(wallNow()) < replay::kStallMs) {
            m_timer.start(10);
            return;
        }
    }
    m_pacer.clearStall();
    if (left > 0 && m_playing) {
        m_timer.start(static_cast<int>(std::ceil(std::min(left, 250.0))));
        emit positionChanged();
        return;
    }
    finish();
}

bool SessionReplay::stepReady(const Step& s) {
    const bool jumping = m_seekTarget >= 0;
    const double now = wallNow();
    if (!m_pacer.gateOpen(s, m_context->games().host()->isBusy())) {
        // The screens have not reached this point of the log yet: the log's clock waits.
        const double stalled = m_pacer.stalledFor(now);
        if (stalled > 30) {
            completeWipe();
        }
        if (stalled < replay::kStallMs) {
            if (!jumping) {
                reanchor(std::min(virtualNow(), static_cast<double>(s.tMs)));
            }
            m_timer.start(2);
            return false;
        }
        ++m_trace.gateTimeouts;
        // A replay that no longer follows its log: said (a researcher sees it on the terminal;
        // a test's log shows which gate held).
        qCWarning(lcReplay,
                  "step %d (t %lld) delivered past its gate: engine %d/%d, shown %d/%d, "
                  "protocol %d/%d, busy %d",
                  m_next, static_cast<long long>(s.tMs), m_pacer.engineEvents(), s.engineBefore,
                  m_pacer.shownEvents(), s.shownBefore, m_pacer.protocolLines(), s.protocolBefore,
                  m_context->games().host()->isBusy() ? 1 : 0);
    }
    m_pacer.clearStall();
    // The time this step is due: on the log's clock, and never sooner after the last event it
    // follows (an engine event, a reveal's end, the previous input) than in the log.
    const replay::Pacer::Pace pace{jumping ? kSeekSpeed : m_clock.speed(),
                                   (m_skipIdle || jumping) && !anyBusy(), jumping};
    if (const std::optional<double> skipTo = m_pacer.idleSkip(s, virtualNow(), pace)) {
        m_trace.skippedMs += static_cast<qint64>(*skipTo - virtualNow());
        reanchor(*skipTo);
    }
    const double due = m_pacer.due(s, m_next, now, m_clock, pace);
    if (due > now + 0.25) {
        // With idle stretches skipped, look again soon: the screens may come to rest.
        const double wait = m_skipIdle && !jumping ? std::min(due - now, 100.0) : due - now;
        m_timer.start(static_cast<int>(std::ceil(wait)));
        return false;
    }
    if (s.isInput()) {
        m_trace.lagMs.append(now - due);
    }
    return true;
}

void SessionReplay::completeWipe() {
    // A cover wiped by hand lands when the wipe passes its threshold. The log samples strokes
    // (a drag line every 50 ms at most), so the replayed stroke may fall short of it: the
    // cover then comes off where the log shows the reveal landing.
    const int next = m_trace.shown;
    if (next >= m_plan.shownZone.size() || m_plan.shownZone[next].second.isEmpty()) {
        return;
    }
    const QString& game = m_plan.shownZone[next].first;
    if (game == QLatin1String("dede")) {
        m_context->games().dedePresenter()->coverCleared(m_plan.shownZone[next].second);
    } else if (game == QLatin1String("happy-2014")) {
        m_context->games().happy2014Presenter()->coverCleared(m_plan.shownZone[next].second);
    }
}

void SessionReplay::finish() {
    endHolds(m_pacer.releaseAll());
    reanchor(static_cast<double>(m_plan.durationMs));
    m_finished = true;
    m_playing = false;
    emit playingChanged();
    emit positionChanged();
    emit finishedChanged();
}

QString SessionReplay::screenNow() const {
    return m_window && m_context ? m_context->navigator()->screenName() : QString();
}

void SessionReplay::recordScreen() {
    const QString screen = screenNow();
    if (m_trace.screens.isEmpty() || m_trace.screens.constLast() != screen) {
        m_trace.screens.append(screen);
    }
}

void SessionReplay::deliver(const Step& s) {
    QQuickWindow* w = m_window;
    if (w == nullptr) {
        return;
    }
    if (s.isInput()) {
        m_trace.inputScreens.append(screenNow());
        recordScreen();
    }
    qCDebug(lcReplay, "step %d kind %d t %lld at %.1f,%.1f key %s wall %.1f engine %lld shown %d",
            m_next - 1, static_cast<int>(s.kind), static_cast<long long>(s.tMs), s.pos.x(),
            s.pos.y(), qPrintable(s.key), wallNow(), static_cast<long long>(m_trace.engine.size()),
            m_trace.shown);
    // The overlay lets the participant's inputs through to the screens under it.
    if (m_overlay) {
        m_overlay->setEnabled(false);
    }
    if (s.isInput()) {
        m_tooSoonLeft = s.tooSoon;
    }
    if (s.kind == Step::Inactivity) {
        // DÉDÉ 4.3: what the inactivity delay did in the original, at its moment in the log.
        ++m_trace.inactivityReveals;
        m_context->games().dedePresenter()->revealAll();
    } else if (s.kind == Step::RealityCheck) {
        m_context->protection()->showCheck();
    } else {
        m_input->send(w, s);
    }
    if (m_overlay) {
        m_overlay->setEnabled(true);
    }
    if (s.isInput()) {
        ++m_trace.delivered;
        m_pacer.delivered(s, wallNow());
        if (s.kind == Step::Key) {
            emit keyPressed(s.key);
        } else {
            emit pointerMoved(s.pos.x(), s.pos.y(), s.kind == Step::Press || s.kind == Step::Drag);
            if (s.kind == Step::Press) {
                emit pressedAt(s.pos.x(), s.pos.y());
            }
        }
    }
}

void SessionReplay::onRecorded(qint64 gameId, int from) {
    const Session* session = m_context->games().host()->session();
    const Play* play = session->game();
    if (play == nullptr) {
        return;
    }
    const QString game = QString::fromUtf8(gameKindId(play->kind()).data());
    for (std::size_t i = static_cast<std::size_t>(from); i < play->eventCount(); ++i) {
        m_engineIndex.insert({gameId, static_cast<int>(i)},
                             static_cast<int>(m_trace.engine.size()));
        m_trace.engine.append(
            {{str("game"), game},
             {str("event"), QJsonObject::fromVariantMap(toVariant(play->publicEvent(i)).toMap())}});
        m_pacer.engineEvent(wallNow());
        qCDebug(
            lcReplay, "engine %s at wall %.1f",
            QJsonDocument(m_trace.engine.constLast()).toJson(QJsonDocument::Compact).constData(),
            wallNow());
    }
    recordScreen();
    // Emitted before the screens react: a reveal the log shows ending after an input is held
    // before it can land.
    maybeHold(timelineOf(game));
}

void SessionReplay::onShown(Timeline* t, qint64 gameId, int index) {
    Q_UNUSED(gameId);
    Q_UNUSED(index);
    ++m_trace.shown;
    m_pacer.shownEvent(wallNow());
    recordScreen();
    maybeHold(t);
}

void SessionReplay::maybeHold(Timeline* t) {
    const Session* session = m_context->games().host()->session();
    const Play* play = session->game();
    // The next event this timeline will show: of its game, or of the game just started.
    qint64 gameId = t->gameId();
    int next = t->shownEventCount();
    if (play != nullptr && play->kind() == t->kind() && session->gameId() != gameId) {
        gameId = session->gameId();
        next = 0;
    }
    const auto it = m_engineIndex.constFind({gameId, next});
    if (it == m_engineIndex.constEnd()) {
        return;
    }
    if (m_pacer.hold(it.value(), m_next)) {
        t->trackAnimation(true);
        m_held.insert(it.value(), t);
    }
}

void SessionReplay::endHolds(const QList<int>& engineEvents) {
    for (const int e : engineEvents) {
        if (Timeline* t = m_held.take(e)) {
            t->trackAnimation(false);
        }
    }
}

bool SessionReplay::eventFilter(QObject* watched, QEvent* event) {
    QObject* window = m_window.data();
    if ((m_input && m_input->sending()) || window == nullptr || watched != window) {
        return QObject::eventFilter(watched, event);
    }
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseMove:
        case QEvent::Wheel:
        case QEvent::TouchBegin:
        case QEvent::TouchUpdate:
        case QEvent::TouchEnd:
        case QEvent::TouchCancel: {
            // The viewer's own pointer: to the control bar only, past every other filter (a
            // celebration skipped, an input logged), and never to the screens.
            auto* p = static_cast<QPointerEvent*>(event);
            QQuickItem* bar =
                m_overlay ? m_overlay->findChild<QQuickItem*>(str("replayBar")) : nullptr;
            const bool onBar =
                bar != nullptr && !p->points().isEmpty() && bar->isVisible() &&
                bar->contains(bar->mapFromScene(p->points().constFirst().scenePosition()));
            if (onBar || (p->exclusiveGrabber(p->points().value(0)) != nullptr &&
                          event->type() != QEvent::MouseButtonPress)) {
                window->event(event);
            }
            return true;
        }
        case QEvent::KeyPress:
            if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Space &&
                !static_cast<QKeyEvent*>(event)->isAutoRepeat()) {
                togglePlaying();
            }
            return true;
        case QEvent::KeyRelease:
        case QEvent::ShortcutOverride:
            return true;
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
