#include "inputobserver.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTouchEvent>

#include <algorithm>

#include "studylog.h"

namespace instants::client {

InputObserver::InputObserver(Sinks sinks, QObject* parent)
    : QObject(parent), m_sinks(std::move(sinks)) {}

void InputObserver::setWindow(QQuickWindow* window) {
    m_window = window;
    if (m_window) {
        listenFirst();
    }
}

void InputObserver::setListening(bool listening) {
    m_listening = listening;
    m_lastMoveMs = -1000;
    m_lastDragMs = -1000;
    if (listening && m_window) {
        listenFirst();
    }
}

void InputObserver::listenFirst() {
    // The participant's every input is logged, including one that a feature then takes for
    // itself: a key or a press that skips a celebration (the presentation timelines' filter
    // consumes it) or the kiosk's exit shortcuts. The application's filters run before the
    // window's and the last one installed runs first. Events to the window only.
    QCoreApplication::instance()->installEventFilter(this);
}

QString InputObserver::accessibleName(QQuickItem* item) {
    // What a screen reader reads: the item's accessibility interface (QtQuick's, over the
    // item's attached Accessible), not a QML property looked up by name.
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
    return iface != nullptr && iface->isValid() ? iface->text(QAccessible::Name) : QString();
}

namespace {

/// The topmost item with an accessible name under `scenePos` in `item`'s subtree: children in
/// paint order (z, then declaration), the item itself last. Invisible items and their
/// subtrees do not count; neither does an item without a name (an empty Loader or an
/// overlay that covers the window), whose children are still searched.
QQuickItem* namedItemAt(QQuickItem* item, QPointF scenePos, QString& name,
                        const std::function<QString(QQuickItem*)>& nameOf) {
    if (!item->isVisible() || item->opacity() <= 0.0) {
        return nullptr;
    }
    QList<QQuickItem*> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    for (auto it = children.rbegin(); it != children.rend(); ++it) {
        if (QQuickItem* hit = namedItemAt(*it, scenePos, name, nameOf)) {
            return hit;
        }
    }
    if (item->contains(item->mapFromScene(scenePos))) {
        const QString n = nameOf(item);
        if (!n.isEmpty()) {
            name = n;
            return item;
        }
    }
    return nullptr;
}

}  // namespace

bool InputObserver::actionableAt(QPointF windowPos) const {
    if (!m_window) {
        return false;
    }
    // Something that takes a press: a control by its accessible role (the game's buttons, dice,
    // zones, tiles and choices use pointer handlers, which an item does not show), or an item
    // that accepts mouse buttons itself (MouseArea, text fields). Disabled ones do not count.
    auto takes = [](QQuickItem* item) -> QString {
        if (!item->isEnabled()) {
            return {};
        }
        // A Flickable takes presses to scroll, not to act: a press on its empty parts is dead.
        // So does the item it scrolls, which a wheel's handler in it makes take every button
        // (the game screens' scroller, Main.qml).
        const bool scrolls =
            item->inherits("QQuickFlickable") ||
            (item->parentItem() != nullptr && item->parentItem()->inherits("QQuickFlickable") &&
             item->parentItem()->property("contentItem").value<QQuickItem*>() == item);
        if (item->acceptedMouseButtons() != Qt::NoButton && !scrolls) {
            return QStringLiteral("x");
        }
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
        if (iface == nullptr || !iface->isValid()) {
            return {};
        }
        switch (iface->role()) {
            case QAccessible::Button:
            case QAccessible::CheckBox:
            case QAccessible::RadioButton:
            case QAccessible::ComboBox:
            case QAccessible::Slider:
            case QAccessible::SpinBox:
            case QAccessible::EditableText:
            case QAccessible::Link:
            case QAccessible::PageTab:
            case QAccessible::MenuItem:
            case QAccessible::ListItem:
                return QStringLiteral("x");
            default:
                return {};
        }
    };
    QString unused;
    return namedItemAt(m_window->contentItem(), windowPos, unused, takes) != nullptr;
}

QQuickItem* InputObserver::controlAt(QPointF windowPos, QString& name) const {
    if (!m_window) {
        return nullptr;
    }
    return namedItemAt(m_window->contentItem(), windowPos, name,
                       [](QQuickItem* i) { return accessibleName(i); });
}

bool InputObserver::eventFilter(QObject* watched, QEvent* event) {
    if (!m_listening || watched != m_window) {
        return QObject::eventFilter(watched, event);
    }
    switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseMove: {
            auto* m = static_cast<QMouseEvent*>(event);
            const bool press = event->type() == QEvent::MouseButtonPress;
            const bool release = event->type() == QEvent::MouseButtonRelease;
            if (!press && !release) {
                const bool hover = m->buttons() == Qt::NoButton;
                qint64& last = hover ? m_lastMoveMs : m_lastDragMs;
                if (m_sinks.elapsedMs() - last < kPointerSampleMs) {
                    break;  // a sample too soon after the last one
                }
                last = m_sinks.elapsedMs();
                if (hover) {
                    // The pointer's trail (heatmaps, replay): the position alone.
                    m_sinks.line({{QStringLiteral("kind"), study::kinds::move},
                                  {QStringLiteral("x"), qRound(m->scenePosition().x())},
                                  {QStringLiteral("y"), qRound(m->scenePosition().y())}});
                    break;
                }
            }
            QString name;
            QQuickItem* control = controlAt(m->scenePosition(), name);
            QJsonObject e{{QStringLiteral("kind"), press     ? study::kinds::press
                                                   : release ? study::kinds::release
                                                             : study::kinds::drag},
                          {QStringLiteral("x"), qRound(m->scenePosition().x())},
                          {QStringLiteral("y"), qRound(m->scenePosition().y())},
                          {QStringLiteral("control"), name}};
            if (press) {
                // A click on a control that is shown but disabled (an error worth noting).
                bool disabled = false;
                for (QQuickItem* i = control; i != nullptr; i = i->parentItem()) {
                    if (!i->isEnabled()) {
                        e.insert(QStringLiteral("disabled"), true);
                        disabled = true;
                        break;
                    }
                }
                if (!disabled && !actionableAt(m->scenePosition())) {
                    e.insert(QStringLiteral("dead"), true);
                }
            }
            m_sinks.line(e);
            break;
        }
        case QEvent::TouchBegin:
        case QEvent::TouchEnd: {
            auto* t = static_cast<QTouchEvent*>(event);
            if (t->points().isEmpty()) {
                break;
            }
            const QPointF p = t->points().first().scenePosition();
            QString name;
            controlAt(p, name);
            QJsonObject e{
                {QStringLiteral("kind"),
                 event->type() == QEvent::TouchBegin ? study::kinds::press : study::kinds::release},
                {QStringLiteral("touch"), true},
                {QStringLiteral("x"), qRound(p.x())},
                {QStringLiteral("y"), qRound(p.y())},
                {QStringLiteral("control"), name}};
            if (event->type() == QEvent::TouchBegin) {
                if (!actionableAt(p)) {
                    e.insert(QStringLiteral("dead"), true);
                }
            }
            m_sinks.line(e);
            break;
        }
        case QEvent::KeyPress: {
            auto* k = static_cast<QKeyEvent*>(event);
            if (k->isAutoRepeat()) {
                break;
            }
            // A player's letter is logged as the key it stands for, at its press (a reveal's
            // skip may take it before it is turned into that key); that key, sent, is not
            // logged again.
            const KeyBindings* keys = m_keys.data();
            if (keys != nullptr && keys->sending()) {
                break;
            }
            const int action = keys != nullptr && keys->capturing() < 0 ? keys->actionOf(*k) : -1;
            const int key = action >= 0 ? KeyBindings::standardKey(action) : k->key();
            const Qt::KeyboardModifiers modifiers =
                action >= 0 ? KeyBindings::standardModifiers(action) : k->modifiers();
            if (k->key() == Qt::Key_F8) {
                m_sinks.marker();
                return true;
            }
            if (k->key() == Qt::Key_F9) {
                m_sinks.screenshot();
                return true;
            }
            QQuickItem* focus = m_window ? m_window->activeFocusItem() : nullptr;
            QString name;
            for (QQuickItem* i = focus; i != nullptr && name.isEmpty(); i = i->parentItem()) {
                name = accessibleName(i);
            }
            QJsonObject line{
                {QStringLiteral("kind"), study::kinds::key},
                {QStringLiteral("key"), QKeySequence(static_cast<int>(modifiers) | key).toString()},
                {QStringLiteral("control"), name}};
            // The character typed, when the key gives a printable one: the key's name does not
            // tell "R" from "r" (a free answer replays as it was typed).
            if (action < 0 && k->text().size() == 1 && k->text().at(0).isPrint()) {
                line.insert(QStringLiteral("text"), k->text());
            }
            m_sinks.line(line);
            break;
        }
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
