#pragma once
// The real client in a window, for the tests and the tools: a ClientContext built from options
// (as main() builds it), the Instants module's shell/Main.qml loaded by ClientContext::load, and
// helpers to wait for frames and images, find items by objectName and reach them with real
// input events (clicks, keys, strokes, touches). Time is the wall clock unless a test gives its
// own (useTime: the TestClock of tests/ui). The UI tests' UiClient, the kiosk tests'
// KioskClient and the screenshot tool's ClientWindow are thin layers over it.

#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>
#include <functional>
#include <memory>

#include "clientcontext.h"

class QPointingDevice;
class QQmlApplicationEngine;
class QQuickItem;
class QQuickWindow;

namespace instants {
class Session;
class Play;
}  // namespace instants

namespace instants::harness {

/// A test's own time (TestClock): the waits below move it instead of waiting on the wall clock
/// when one is given (ClientHarness::useTime).
class TestTime {
public:
    virtual ~TestTime() = default;
    /// Moves time by `ms`, frame by frame.
    virtual void run(int ms) = 0;
    /// Moves time frame by frame until `done` holds; false when `maxMs` passed first.
    virtual bool runUntil(const std::function<bool()>& done, int maxMs) = 0;
};

/// How the window is opened over the context.
struct WindowSetup {
    QSize size{1280, 720};
    bool reducedMotion = true;
    /// The speed of every reveal: 0 shows each at once, 1 as in play.
    double motionScale = 0;
    /// The presentation timelines on their manual clock from before the window loads (a test
    /// that moves time itself), so no stage ends on the wall clock while it opens.
    bool manualTimelines = false;
    /// Shown, exposed and activated before ok() holds (the tests); false: only loaded (the
    /// screenshot tool renders it offscreen itself).
    bool show = true;
};

class ClientHarness {
public:
    /// The context as main() builds it from `options` (its kiosk configuration from them).
    ClientHarness(const client::ClientOptions& options, const WindowSetup& window);
    /// … with the kiosk configuration given.
    ClientHarness(const client::ClientOptions& options, const client::KioskConfig& kiosk,
                  const WindowSetup& window);
    virtual ~ClientHarness();
    ClientHarness(const ClientHarness&) = delete;
    ClientHarness& operator=(const ClientHarness&) = delete;

    /// The window loaded (and, when asked, was exposed).
    bool ok() const { return m_window != nullptr; }
    client::ClientContext& context() { return *m_context; }
    Session& session();
    /// The game in the session (in progress or the last one), or nullptr.
    const Play* play();
    QQuickWindow* window() const { return m_window; }
    QQmlApplicationEngine* engine() const { return m_engine.get(); }

    /// Main.qml's `screen` ("lobby", "happy-des", ...).
    QString screen() const;
    /// Shows Main.qml's `screen` (as the screens' navigation does).
    void show(const QString& screen);
    /// The item the screen Loader holds; with `onlyWhenVisible`, nullptr while the Loader is
    /// hidden (a celebration covers it).
    QQuickItem* screenItem(bool onlyWhenVisible = false) const;

    /// Every item named `name` under `under` (default: the whole window), in tree order.
    QList<QQuickItem*> findAll(const QString& name, QQuickItem* under = nullptr,
                               bool visibleOnly = false) const;
    /// The one visible item named `name`, or nullptr when there is none or more than one.
    QQuickItem* tryFind(const QString& name, QQuickItem* under = nullptr) const;
    /// The first item named `name`, visible or not, or nullptr.
    QQuickItem* findFirst(const QString& name, QQuickItem* under = nullptr) const;
    /// Waits until `name` is visible (tryFind); nullptr when `timeoutMs` passed first.
    QQuickItem* waitFor(const QString& name, int timeoutMs = 5000);

    /// The waits wait on `time` from now on (nullptr: the wall clock again).
    void useTime(TestTime* time) { m_time = time; }
    TestTime* time() const { return m_time; }
    /// Lets `ms` pass: on the test's time when there is one, else on the wall clock (QTest).
    void wait(int ms);
    /// Waits until `done` holds: on the test's time or the wall clock; false after `timeoutMs`.
    bool waitUntil(const std::function<bool()>& done, int timeoutMs);
    /// Runs the event loop for `ms` milliseconds of the wall clock (layout, images, short
    /// animations), outside any test.
    static void spin(int ms);
    /// Runs the event loop until no visible image is still loading (at most `timeoutMs`).
    void waitForImages(int timeoutMs = 30000);
    /// True while a visible Image of the window is still loading (an asynchronous picture).
    bool imagesLoading() const;

    /// Lets the window lay out (positioners polish before a frame); false when it did not.
    bool settle();
    /// A real left click at the item's centre (after layout); false, saying why in `problem`,
    /// when the item is missing, hidden, disabled or its centre is outside the window.
    bool click(QQuickItem* item, QString* problem = nullptr);
    /// A long press (mouse held `ms` milliseconds) at the item's centre.
    bool longPress(QQuickItem* item, int ms);
    /// A touch (press and release) at a window point, the finger held `holdMs` in between.
    void touch(QPointF point, int holdMs = 0);
    /// A key press and release delivered to the window (its focused item).
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    /// A scratch stroke over the item with the left button held: press near a corner, a
    /// zig-zag of `rows` passes with `movesPerRow` moves each, release. False, saying why, when
    /// the item is too small or was destroyed during the stroke.
    bool stroke(QQuickItem* item, int rows, int movesPerRow, QString* problem = nullptr);
    /// The item with the active focus.
    QQuickItem* focusItem() const;

private:
    ClientHarness(std::unique_ptr<client::ClientContext> context, const WindowSetup& window);

    std::unique_ptr<client::ClientContext> m_context;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
    TestTime* m_time = nullptr;
    QPointingDevice* m_touch = nullptr;
};

/// A test program's window offscreen, drawn by the software renderer in the GUI thread, unless
/// its environment chose otherwise (QT_QPA_PLATFORM, QT_QUICK_BACKEND, QSG_RENDER_LOOP); called
/// before the application object is made.
void useOffscreenUnlessSet();

}  // namespace instants::harness
