#include "screenshot.h"

#include "logging.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace instants::client {

void saveFirstFrames(QQuickWindow* window, const QString& file, int settleMs) {
    QTimer::singleShot(settleMs, window, [window, file] {
        const QImage image = window->grabWindow();
        const bool ok = !image.isNull() && image.save(file);
        if (!ok) {
            qCWarning(lcPlatform, "could not write the screenshot %s", qPrintable(file));
        }
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

}  // namespace instants::client
