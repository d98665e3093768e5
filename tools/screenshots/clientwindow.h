#pragma once
// The client's window over a ClientContext, as main() builds it, for the screenshot and
// measurement tools: no command line of its own, a size, and helpers to reach items.

#include <QSize>
#include <QString>
#include <memory>

#include "clientcontext.h"

class QQmlApplicationEngine;
class QQuickItem;
class QQuickWindow;

namespace instants::tools {

/// One step of a Happy Dés game, the verb the screen would call: a new game at 1 € when none
/// is in progress; on a stage-1 win, continue into `universe` (stop when it is empty). On the
/// adapter (the engine's state, at once) or on the presenter (the screen's, refused while a
/// reveal is under way).
template <typename Game>
void happyDesStep(Game& h, const QString& universe) {
    const QString phase = h.phase();
    if (!h.inProgress()) {
        h.play(100);
    } else if (phase == QLatin1String("stage1_roll")) {
        h.roll();
    } else if (phase == QLatin1String("stage1_won")) {
        universe.isEmpty() ? h.stop() : h.continueToStage2();
    } else if (phase == QLatin1String("choose_universe")) {
        h.chooseUniverse(universe);
    } else if (phase == QLatin1String("identiques")) {
        h.throwDice();
    } else {
        h.throwDie(static_cast<int>(h.dice().indexOf(0)));
    }
}

class ClientWindow {
public:
    /// Loads Main.qml with `options` at `size`, reveals paced at `motionScale` (0: at once).
    /// ok() tells whether it worked.
    ClientWindow(const client::ClientOptions& options, QSize size, bool reducedMotion, double motionScale = 1.0);
    ~ClientWindow();
    ClientWindow(const ClientWindow&) = delete;
    ClientWindow& operator=(const ClientWindow&) = delete;

    bool ok() const { return m_window != nullptr; }
    client::ClientContext& context() { return *m_context; }
    QQuickWindow* window() const { return m_window; }

    /// Main.qml's `screen`.
    void show(const QString& screen);
    /// The item the screen Loader holds.
    QQuickItem* screenItem() const;
    /// The first item named `name` under `under` (default: the window's content).
    QQuickItem* find(const QString& name, QQuickItem* under = nullptr) const;

    /// Runs the event loop for `ms` milliseconds (layout, images, short animations).
    static void wait(int ms);
    /// Runs the event loop until no visible image is still loading (at most `timeoutMs`).
    void waitForImages(int timeoutMs = 30000);
    /// True while a visible Image of the window is still loading (an asynchronous picture).
    bool imagesLoading() const;

private:
    std::unique_ptr<client::ClientContext> m_context;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
};

}  // namespace instants::tools
