#include "inputinjector.h"

#include <QtGui/qtestsupport_gui.h>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QPointingDevice>
#include <QTouchEvent>

namespace instants::client::replay {

InputInjector::InputInjector(QObject* owner)
    : m_mouse(new QPointingDevice(
          QStringLiteral("replay mouse"), 0x52504c31, QInputDevice::DeviceType::Mouse,
          QPointingDevice::PointerType::Generic,
          QInputDevice::Capability::Position | QInputDevice::Capability::Hover, 1, 3, {}, {},
          owner)),
      m_touch(QTest::createTouchDevice()) {}  // registered with the window system

void InputInjector::send(QQuickWindow* window, const Step& step) {
    if (window == nullptr) {
        return;
    }
    m_sending = true;
    switch (step.kind) {
        case Step::Press:
        case Step::Release:
        case Step::Drag:
        case Step::Move:
            sendPointer(window, step);
            break;
        case Step::Key:
            sendKey(window, step);
            break;
        case Step::Resize:
            window->resize(step.size);
            break;
        case Step::Inactivity:
        case Step::RealityCheck:
            break;
    }
    m_sending = false;
}

void InputInjector::sendPointer(QQuickWindow* w, const Step& s) {
    const bool press = s.kind == Step::Press;
    const bool release = s.kind == Step::Release;
    if (s.touch && (press || release)) {
        // Through the window system's queue, as a touch screen's are (QtGui's own entry,
        // synchronous): the press position and the grabs are kept between the press and the
        // release, so that a tap is a tap.
        const QEventPoint point(1,
                                press ? QEventPoint::State::Pressed : QEventPoint::State::Released,
                                s.pos, w->mapToGlobal(s.pos));
        qt_handleTouchEventv2(w, m_touch, {point});
        return;
    }
    const QEvent::Type type = press     ? QEvent::MouseButtonPress
                              : release ? QEvent::MouseButtonRelease
                                        : QEvent::MouseMove;
    const Qt::MouseButton button = press || release ? Qt::LeftButton : Qt::NoButton;
    m_buttons = press || s.kind == Step::Drag ? Qt::LeftButton : Qt::NoButton;
    QMouseEvent ev(type, s.pos, s.pos, w->mapToGlobal(s.pos), button, m_buttons, Qt::NoModifier,
                   m_mouse);
    ev.setTimestamp(static_cast<quint64>(s.tMs) + 1);
    QCoreApplication::sendEvent(w, &ev);
}

void InputInjector::sendKey(QQuickWindow* w, const Step& s) {
    const QKeySequence seq = QKeySequence::fromString(s.key, QKeySequence::NativeText);
    if (seq.isEmpty()) {
        return;
    }
    const QKeyCombination combo = seq[0];
    const Qt::Key key = combo.key();
    QString text;
    if (key == Qt::Key_Space) {
        text = QStringLiteral(" ");
    } else if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        text = QStringLiteral("\r");
    } else if (!s.text.isEmpty()) {
        text = s.text;
    } else if (s.key.size() == 1) {
        text = s.key.toLower();  // a log written before keys gave their text
    }
    const auto timestamp = static_cast<quint64>(s.tMs) + 1;
    QKeyEvent pressEv(QEvent::KeyPress, key, combo.keyboardModifiers(), text);
    pressEv.setTimestamp(timestamp);
    QCoreApplication::sendEvent(w, &pressEv);
    QKeyEvent releaseEv(QEvent::KeyRelease, key, combo.keyboardModifiers(), text);
    releaseEv.setTimestamp(timestamp);
    QCoreApplication::sendEvent(w, &releaseEv);
}

}  // namespace instants::client::replay
