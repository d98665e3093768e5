#include "testhooks.h"

#include <QThread>
#include <QTimer>
#include <QtGlobal>

#include <cstdio>

namespace instants::client {

void installTestHang() {
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("INSTANTS_TEST_HANG_AFTER_MS", &ok);
    if (!ok || ms < 0) {
        return;
    }
    QTimer::singleShot(ms, [] {
        std::fputs("instants: INSTANTS_TEST_HANG_AFTER_MS: the GUI thread now hangs\n", stderr);
        std::fflush(stderr);
        for (;;) {
            QThread::sleep(60);
        }
    });
}

}  // namespace instants::client
