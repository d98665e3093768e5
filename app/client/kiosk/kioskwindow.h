#pragma once
// The kiosk's window on its screen (docs/kiosk.md, "Full screen" and "Supported set-ups").
//
// Full screen: showFullScreen() asks the window manager; with none (a bare X server) nobody
// honours the request, so the window is also given its screen's geometry explicitly, and again
// whenever that geometry changes (a rotation, a new resolution) or the window changes screen.
//
// Self-restore (kiosk mode): a window manager may still minimise the window, hide it (show
// desktop) or switch to another desktop. Whenever the window is not full screen, not exposed or
// not active while no other window of the application has the focus (the operator console
// may), it is shown full screen again, raised and activated, after a short delay; a check each
// second catches what no signal reports.

#include <QMetaObject>
#include <QObject>

class QQuickWindow;
class QScreen;
class QTimer;

namespace instants::client {

class KioskWindow : public QObject {
    Q_OBJECT

public:
    /// Shows `window` full screen now; `selfRestore` in kiosk mode.
    KioskWindow(QQuickWindow* window, bool selfRestore, QObject* parent = nullptr);

    /// Times the window was brought back (self-restore).
    int restores() const { return m_restores; }

private:
    void cover();
    void followScreen(QScreen* screen);
    bool needsRestore() const;
    void restore();

    QQuickWindow* m_window;
    QMetaObject::Connection m_screenGeometry;
    QTimer* m_restoreTimer = nullptr;
    QTimer* m_check = nullptr;
    int m_restores = 0;
};

}  // namespace instants::client
