#pragma once
// The time of a UI test, moved by the test (docs/testing.md, "Time that tests control").
//
// Installed, it replaces Qt Quick's animation driver: every animation and QML Timer of the
// window moves only when the test moves this clock. An attached client's presentation
// timelines run on their manual clock, and its controls measure their arming delay
// (InputGuard) on this clock too. run() moves time a frame at a time and has the window render
// each frame (QQuickWindow::frameSwapped, the frame probe's signal) as soon as it is asked for:
// a test renders as fast as the machine can, and what it sees does not depend on the machine's
// load, since no stage can end between two frames the test did not render.

#include <QAnimationDriver>
#include <QList>
#include <QPointer>
#include <functional>

#include "uiclient.h"

class QQuickWindow;

namespace instants::client {
class Timeline;
}

namespace instants::uitest {

class TestClock : public QAnimationDriver, public TestTime {
    Q_OBJECT

public:
    /// The length of one frame (60 Hz).
    static constexpr int kFrameMs = 16;

    TestClock();
    ~TestClock() override;
    TestClock(const TestClock&) = delete;
    TestClock& operator=(const TestClock&) = delete;

    /// The clock's time since Qt's animation timer started it (QUnifiedTimer adds its own
    /// start), in milliseconds.
    qint64 elapsed() const override { return m_ms - m_startMs; }
    /// The same on the scale of Date.now() (InputArming.clock).
    Q_INVOKABLE double now() const { return static_cast<double>(m_epoch + m_ms); }

    /// Puts the client's timelines on their manual clock, its controls' arming delays on this
    /// clock, and its helpers' waits (UiClient::useTime).
    void attach(UiClient& client);
    void detach();

    /// Moves time by `ms`, a frame at a time, each frame rendered.
    void run(int ms) override;
    /// One frame drawn `ms` after the last (a busy machine, a picture rasterised): the
    /// animations and timelines move by `ms` at once.
    void lateFrame(int ms);
    /// Moves time a frame at a time until `done` holds; false when `maxMs` passed first.
    bool runUntil(const std::function<bool()>& done, int maxMs) override;
    /// Frames rendered since the clock was installed.
    int frames() const { return m_frames; }
    /// The controls' arming delays are measured on this clock (InputArming was found).
    bool armingAttached() const;

    void start() override;
    void stop() override;

protected:
    void advance() override;

private:
    void frame(int ms = kFrameMs);

    qint64 m_ms = 0;
    qint64 m_startMs = 0;
    qint64 m_epoch = 0;
    int m_frames = 0;
    bool m_uninstalling = false;
    QPointer<QQuickWindow> m_window;
    UiClient* m_client = nullptr;
    QList<QPointer<client::Timeline>> m_timelines;
    QPointer<QObject> m_arming;
};

}  // namespace instants::uitest
