#include "systemdnotifier.h"

#include <QTimer>

#include <algorithm>
#include <cstdio>

#ifdef INSTANTS_HAVE_SYSTEMD
#include <systemd/sd-daemon.h>
#endif

namespace instants::client {

SystemdNotifier::SystemdNotifier(QObject* parent) : QObject(parent) {}

bool SystemdNotifier::available() {
#ifdef INSTANTS_HAVE_SYSTEMD
    return true;
#else
    return false;
#endif
}

void SystemdNotifier::ready() {
#ifdef INSTANTS_HAVE_SYSTEMD
    sd_notify(0, "READY=1\nSTATUS=Instants is running");
    uint64_t usec = 0;
    if (sd_watchdog_enabled(0, &usec) > 0 && usec > 0) {
        m_intervalMs = static_cast<int>(std::clamp<uint64_t>(usec / 2000, 1, 1u << 30));
        m_ping = new QTimer(this);
        m_ping->setInterval(m_intervalMs);
        // On the GUI thread: the pings stop when its event loop does.
        connect(m_ping, &QTimer::timeout, this, [] { sd_notify(0, "WATCHDOG=1"); });
        m_ping->start();
    }
#endif
}

}  // namespace instants::client
