#include "accessiblecontrol.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleObject>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>

namespace instants::client {

namespace {

/// The `Accessible` attached object of an item (a child QObject of the item, created by QML).
QObject* attachedOf(const QQuickItem* item) {
    const QList<QObject*> children = item->findChildren<QObject*>(Qt::FindDirectChildrenOnly);
    for (QObject* child : children) {
        if (qstrcmp(child->metaObject()->className(), "QQuickAccessibleAttached") == 0) {
            return child;
        }
    }
    return nullptr;
}

class AccessibleControl final : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit AccessibleControl(QQuickItem* item) : QAccessibleObject(item), m_item(item) {
        // The bridge reads the state on demand; it learns of a change from an event.
        QObject::connect(item, &QQuickItem::enabledChanged, item, [item] {
            QAccessible::State changed;
            changed.disabled = true;
            QAccessibleStateChangeEvent event(item, changed);
            QAccessible::updateAccessibility(&event);
        });
    }

    bool isValid() const override { return !m_item.isNull() && QAccessibleObject::isValid(); }
    QWindow* window() const override { return m_item ? m_item->window() : nullptr; }

    QAccessibleInterface* parent() const override {
        if (!m_item) {
            return nullptr;
        }
        // The nearest ancestor in the tree (as Qt Quick does: items without an `Accessible`
        // are skipped, and their accessible children are the ancestor's); the scene's root item
        // is not in the tree, the window stands for it. A screen reader checks that the
        // parent lists this button among its children (Orca calls it a zombie otherwise).
        QQuickWindow* window = m_item->window();
        QQuickItem* parent = m_item->parentItem();
        while (parent != nullptr && (window == nullptr || parent != window->contentItem()) &&
               attachedOf(parent) == nullptr) {
            parent = parent->parentItem();
        }
        if (window != nullptr && (parent == nullptr || parent == window->contentItem())) {
            return QAccessible::queryAccessibleInterface(window);
        }
        return parent != nullptr ? QAccessible::queryAccessibleInterface(parent) : nullptr;
    }
    // A button has no accessible children (as in Qt Quick: its words are its name).
    int childCount() const override { return 0; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QAccessible::Role role() const override {
        const QVariant role = attached("role");
        return role.isValid() ? static_cast<QAccessible::Role>(role.toInt()) : QAccessible::Button;
    }
    QString text(QAccessible::Text type) const override {
        switch (type) {
            case QAccessible::Name:
                return attached("name").toString();
            case QAccessible::Description:
                return attached("description").toString();
            default:
                return {};
        }
    }

    QAccessible::State state() const override {
        QAccessible::State st;
        if (!m_item) {
            st.invalid = true;
            return st;
        }
        const QQuickWindow* window = m_item->window();
        if (window == nullptr || !window->isVisible() || !m_item->isVisible() ||
            qFuzzyIsNull(m_item->opacity())) {
            st.invisible = true;
        }
        st.focusable = m_item->activeFocusOnTab();
        st.focused = m_item->hasActiveFocus();
        st.disabled = !m_item->isEnabled();
        st.checkable = attached("checkable").toBool();
        st.checked = attached("checked").toBool();
        st.pressed = attached("pressed").toBool();
        return st;
    }

    QRect rect() const override {
        if (!m_item || m_item->window() == nullptr || !m_item->isVisible() ||
            qFuzzyIsNull(m_item->opacity())) {
            return {};
        }
        const QPointF scene = m_item->mapToScene(QPointF(0, 0));
        const QPoint screen = m_item->window()->mapToGlobal(scene.toPoint());
        return {screen, QSize(qRound(m_item->width()), qRound(m_item->height()))};
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ActionInterface) {
            return static_cast<QAccessibleActionInterface*>(this);
        }
        return QAccessibleObject::interface_cast(type);
    }

    QStringList actionNames() const override {
        return m_item && m_item->isEnabled() ? QStringList{pressAction()} : QStringList{};
    }
    void doAction(const QString& name) override {
        if (m_item && m_item->isEnabled() && name == pressAction()) {
            QMetaObject::invokeMethod(m_item.data(), "activate");
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QVariant attached(const char* name) const {
        QObject* a = m_item ? attachedOf(m_item.data()) : nullptr;
        return a != nullptr ? a->property(name) : QVariant{};
    }

    QPointer<QQuickItem> m_item;
};

QAccessibleInterface* controlFactory(const QString&, QObject* object) {
    auto* item = qobject_cast<QQuickItem*>(object);
    if (item == nullptr) {
        return nullptr;
    }
    // By the property's existence, not its value: the factory may be asked while the item is
    // still being built, before its properties have their values.
    if (item->metaObject()->indexOfProperty("accessibleControl") < 0) {
        return nullptr;
    }
    return new AccessibleControl(item);
}

}  // namespace

void installAccessibleControls() {
    static bool installed = false;
    if (!installed) {
        installed = true;
        QAccessible::installFactory(controlFactory);
    }
}

}  // namespace instants::client
