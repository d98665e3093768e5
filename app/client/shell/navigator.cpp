#include "navigator.h"

namespace instants::client {

void Navigator::show(ClientScreen::Value screen) {
    if (screen != m_screen) {
        m_screen = screen;
        emit screenChanged();
    }
}

bool Navigator::showNamed(const QString& name) {
    bool ok = false;
    const ClientScreen::Value screen = ClientScreen::fromName(name, &ok);
    if (ok) {
        show(screen);
    }
    return ok;
}

}  // namespace instants::client
