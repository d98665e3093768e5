#include "testclock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickWindow>
#include <memory>

#include "timeline.h"
#include "uiclient.h"

namespace instants::uitest {

TestClock::TestClock() : m_epoch(QDateTime::currentMSecsSinceEpoch()) {
    // A frame is rendered as soon as it is asked for (QPlatformWindow::requestUpdate waits a
    // screen refresh otherwise); read once, at the first request, so set before any window.
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    install();
}

TestClock::~TestClock() {
    detach();
    m_uninstalling = true;
    uninstall();
}

void TestClock::start() {
    if (!isRunning()) {
        m_startMs = m_ms;
        QAnimationDriver::start();
    }
}

void TestClock::stop() {
    // Qt stops its driver while no animation runs and measures the pause on the wall clock;
    // this clock keeps running so that time passes only in run().
    if (m_uninstalling) {
        QAnimationDriver::stop();
    }
}

void TestClock::advance() {
    advanceAnimation();
}

void TestClock::attach(UiClient& client) {
    detach();
    // The arming delays already running were measured on the wall clock: this clock goes on
    // from the wall clock's time now.
    m_epoch = QDateTime::currentMSecsSinceEpoch() - m_ms;
    m_client = &client;
    client.useTime(this);
    m_window = client.window();
    for (client::Timeline* t : client.context().timelines()) {
        t->setManualClock(true);
        m_timelines << t;
    }
    // The window's InputArming singleton, as its own engine gives it to a QML object.
    if (client.engine() != nullptr) {
        QQmlComponent reach(client.engine());
        reach.setData(
            "import QtQml\nimport Instants\nQtObject { readonly property QtObject arming: "
            "InputArming }",
            QUrl());
        const std::unique_ptr<QObject> probe(reach.create());
        if (probe != nullptr) {
            m_arming = probe->property("arming").value<QObject*>();
        }
    }
    if (m_arming != nullptr) {
        m_arming->setProperty("clock", QVariant::fromValue<QObject*>(this));
    }
}

void TestClock::detach() {
    if (m_client != nullptr) {
        m_client->useTime(nullptr);
        m_client = nullptr;
    }
    for (const QPointer<client::Timeline>& t : std::as_const(m_timelines)) {
        if (t != nullptr) {
            t->setManualClock(false);
        }
    }
    m_timelines.clear();
    if (m_arming != nullptr) {
        m_arming->setProperty("clock", QVariant::fromValue<QObject*>(nullptr));
    }
    m_arming = nullptr;
    m_window = nullptr;
}

bool TestClock::armingAttached() const {
    return m_arming != nullptr;
}

void TestClock::frame(int ms) {
    m_ms += ms;
    advanceAnimation();  // Qt Quick's animations and QML Timers
    for (const QPointer<client::Timeline>& t : std::as_const(m_timelines)) {
        if (t != nullptr) {
            t->advance(ms);
        }
    }
    // What the step set off (queued calls, the update request), then the frame it asked for.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    ++m_frames;
}

void TestClock::run(int ms) {
    for (int t = 0; t < ms; t += kFrameMs) {
        frame();
    }
}

void TestClock::lateFrame(int ms) {
    frame(ms);
}

bool TestClock::runUntil(const std::function<bool()>& done, int maxMs) {
    QCoreApplication::processEvents();
    for (int t = 0; !done(); t += kFrameMs) {
        if (t >= maxMs) {
            return false;
        }
        frame();
    }
    return true;
}

}  // namespace instants::uitest
