#pragma once
// The client's window over a ClientContext, as main() builds it, for the screenshot and
// measurement tools: the client harness (tests/support/clientharness.h), loaded but not shown
// (the tools render it offscreen), and the autoplayer's steps (autoplay.h).

#include <QSize>
#include <QString>

#include "autoplay.h"
#include "clientharness.h"

class QQuickItem;

namespace instants::tools {

using harness::happyDesStep;

class ClientWindow : public harness::ClientHarness {
public:
    /// Loads Main.qml with `options` at `size`, reveals paced at `motionScale` (0: at once).
    /// ok() tells whether it worked.
    ClientWindow(const client::ClientOptions& options, QSize size, bool reducedMotion,
                 double motionScale = 1.0);

    /// The first item named `name` under `under` (default: the window's content).
    QQuickItem* find(const QString& name, QQuickItem* under = nullptr) const {
        return findFirst(name, under);
    }
    /// Runs the event loop for `ms` milliseconds (layout, images, short animations).
    static void wait(int ms) { spin(ms); }
};

}  // namespace instants::tools
