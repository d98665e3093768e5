#include "useractivity.h"

#include <QCoreApplication>
#include <QEvent>

namespace instants::client {

UserActivity::UserActivity(QObject* parent) : QObject(parent) {
    QCoreApplication::instance()->installEventFilter(this);
}

UserActivity* UserActivity::instance() {
    QCoreApplication* app = QCoreApplication::instance();
    Q_ASSERT(app != nullptr);
    auto* existing = app->findChild<UserActivity*>(QString(), Qt::FindDirectChildrenOnly);
    return existing != nullptr ? existing : new UserActivity(app);
}

unsigned UserActivity::kindOf(int type) {
    switch (type) {
        case QEvent::KeyPress:
            return Key;
        case QEvent::MouseButtonPress:
        case QEvent::TouchBegin:
            return Press;
        case QEvent::MouseMove:
        case QEvent::TouchUpdate:
            return Move;
        case QEvent::Wheel:
            return Wheel;
        default:
            return 0;
    }
}

bool UserActivity::eventFilter(QObject* watched, QEvent* event) {
    if (const unsigned kind = kindOf(event->type()); kind != 0) {
        emit input(kind);
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
