#pragma once
// The service manager's notifications (docs/kiosk.md, "Watchdog"): under a systemd unit of
// Type=notify the client says READY=1 once its event loop runs, and, when the unit sets
// WatchdogSec= (WATCHDOG_USEC in the environment), sends WATCHDOG=1 from the GUI thread at half
// that interval. A GUI thread that stops turning its event loop stops the pings, and systemd
// restarts the unit: a hung client is restarted, not only a dead one.
//
// Through libsystemd's sd_notify() where it was found at build time (INSTANTS_HAVE_SYSTEMD);
// elsewhere, and without NOTIFY_SOCKET, nothing is sent.

#include <QObject>

class QTimer;

namespace instants::client {

class SystemdNotifier : public QObject {
    Q_OBJECT

public:
    explicit SystemdNotifier(QObject* parent = nullptr);

    /// Built with libsystemd.
    static bool available();
    /// Sends READY=1 (with a STATUS= line) and starts the watchdog's pings if the service
    /// manager asked for them.
    void ready();
    /// The pings' interval, in milliseconds (0: no watchdog).
    int watchdogIntervalMs() const { return m_intervalMs; }

private:
    QTimer* m_ping = nullptr;
    int m_intervalMs = 0;
};

}  // namespace instants::client
