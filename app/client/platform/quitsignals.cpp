#include "quitsignals.h"

#include "logging.h"

#include <QCoreApplication>
#include <QObject>

#ifndef _WIN32
#include <sys/socket.h>
#include <unistd.h>
#include <QSocketNotifier>
#include <csignal>
#include <cstdio>
#endif

namespace instants::client {

#ifndef _WIN32
namespace {

int g_signalFd[2] = {-1, -1};  // [0] written by the handler, [1] read by the event loop

extern "C" void onTerminationSignal(int signal) {
    // Only async-signal-safe calls here.
    const unsigned char byte = static_cast<unsigned char>(signal);
    const ssize_t written = ::write(g_signalFd[0], &byte, 1);
    (void)written;  // a full socket already holds a pending quit
}

}  // namespace

bool quitOnTerminationSignals(QObject* parent) {
    if (g_signalFd[0] >= 0) {
        return true;
    }
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalFd) != 0) {
        std::perror("instants: socketpair (termination signals)");
        return false;
    }
    auto* notifier = new QSocketNotifier(g_signalFd[1], QSocketNotifier::Read, parent);
    QObject::connect(notifier, &QSocketNotifier::activated, parent, [notifier] {
        unsigned char byte = 0;
        if (::read(g_signalFd[1], &byte, 1) == 1) {
            qCWarning(lcPlatform, "signal %d received: quitting", static_cast<int>(byte));
        }
        notifier->setEnabled(false);  // one quit is enough
        QCoreApplication::quit();
    });
    struct sigaction action {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    bool ok = true;
    for (const int s : {SIGTERM, SIGINT, SIGHUP}) {
        ok = ::sigaction(s, &action, nullptr) == 0 && ok;
    }
    return ok;
}
#else
bool quitOnTerminationSignals(QObject*) {
    return true;
}
#endif

}  // namespace instants::client
