#pragma once
// The participant's inputs of a session replay (docs/usability-lab.md, "Replay"), sent to the
// replay's window as real Qt events: the mouse's presses, releases, drags and moves from a
// pointing device of the replay's own, a touch screen's taps through the window system's queue
// (QtGui's own entry, as a touch screen's are), the keys as a press and a release with their
// text, and the window's resizes. SessionReplay decides when; this decides how.

#include <QPointer>
#include <QQuickWindow>
#include <Qt>

#include "replayplan.h"

class QPointingDevice;

namespace instants::client::replay {

class InputInjector {
public:
    /// `owner`: the parent of the replay's mouse device.
    explicit InputInjector(QObject* owner);
    InputInjector(const InputInjector&) = delete;
    InputInjector& operator=(const InputInjector&) = delete;

    /// Sends a Press, Release, Drag, Move, Key or Resize step to `window` (others: nothing).
    void send(QQuickWindow* window, const Step& step);
    /// A step's events are being sent (the viewer's own input filter lets them through).
    bool sending() const { return m_sending; }

private:
    void sendPointer(QQuickWindow* window, const Step& step);
    void sendKey(QQuickWindow* window, const Step& step);

    QPointingDevice* m_mouse;
    QPointingDevice* m_touch;
    Qt::MouseButtons m_buttons;
    bool m_sending = false;
};

}  // namespace instants::client::replay
