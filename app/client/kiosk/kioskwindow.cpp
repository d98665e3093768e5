#include "kioskwindow.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>

namespace instants::client {

KioskWindow::KioskWindow(QQuickWindow* window, bool selfRestore, QObject* parent)
    : QObject(parent), m_window(window) {
    connect(m_window, &QWindow::screenChanged, this, &KioskWindow::followScreen);
    followScreen(m_window->screen());
    if (!selfRestore) {
        return;
    }
    // Soon after a change, not at once: the window manager finishes what it was doing first.
    m_restoreTimer = new QTimer(this);
    m_restoreTimer->setSingleShot(true);
    m_restoreTimer->setInterval(150);
    connect(m_restoreTimer, &QTimer::timeout, this, &KioskWindow::restore);
    const auto changed = [this] {
        if (needsRestore()) {
            m_restoreTimer->start();
        }
    };
    connect(m_window, &QWindow::visibilityChanged, this, changed);
    connect(m_window, &QWindow::windowStateChanged, this, changed);
    connect(m_window, &QWindow::activeChanged, this, changed);
    // A desktop switch may unmap the window without any of those signals.
    m_check = new QTimer(this);
    m_check->setInterval(1000);
    connect(m_check, &QTimer::timeout, this, changed);
    m_check->start();
}

void KioskWindow::followScreen(QScreen* screen) {
    disconnect(m_screenGeometry);
    if (screen != nullptr) {
        m_screenGeometry = connect(screen, &QScreen::geometryChanged, this, &KioskWindow::cover);
    }
    cover();
}

void KioskWindow::cover() {
    m_window->showFullScreen();
    if (const QScreen* screen = m_window->screen(); screen != nullptr) {
        m_window->setGeometry(screen->geometry());
    }
}

bool KioskWindow::needsRestore() const {
    const QWindow* focus = QGuiApplication::focusWindow();
    if (focus != nullptr && focus != m_window) {
        return false;  // the operator console (after the PIN) has the focus
    }
    const QScreen* screen = m_window->screen();
    return m_window->visibility() != QWindow::FullScreen || !m_window->isExposed() ||
           !m_window->isActive() ||
           (screen != nullptr && m_window->geometry() != screen->geometry());
}

void KioskWindow::restore() {
    if (!needsRestore()) {
        return;
    }
    ++m_restores;
    if (m_window->visibility() == QWindow::Minimized) {
        m_window->showNormal();
    } else if (!m_window->isExposed()) {
        // Unmapped by the window manager ("show desktop", another desktop) while Qt still
        // thinks it shown: withdrawn and mapped again, the window manager takes it as a new
        // window on the current desktop, in front.
        m_window->hide();
    }
    cover();
    m_window->raise();
    m_window->requestActivate();
}

}  // namespace instants::client
