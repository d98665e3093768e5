#include "screenpictures.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QQuickWindow>
#include <QThreadPool>

#include "studylog.h"

namespace instants::client {

ScreenPictures::ScreenPictures(Sinks sinks, QObject* parent)
    : QObject(parent), m_sinks(std::move(sinks)) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(kScreenPictureDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &ScreenPictures::take);
}

void ScreenPictures::setWindow(QQuickWindow* window) {
    m_window = window;
}

void ScreenPictures::begin(const QString& folder, const QString& logFile) {
    m_folder = folder;
    m_log = logFile;
    m_pictured.clear();
    m_screenshots = 0;
    if (m_window) {
        schedule();
    }
}

void ScreenPictures::end() {
    m_log.clear();
    m_timer.stop();
}

void ScreenPictures::schedule() {
    if (!m_log.isEmpty() && !m_paused) {
        m_timer.start();
    }
}

void ScreenPictures::setPaused(bool paused) {
    m_paused = paused;
    if (paused) {
        m_timer.stop();
    } else {
        schedule();
    }
}

QString ScreenPictures::stem() const {
    return QFileInfo(m_log).completeBaseName();
}

void ScreenPictures::take() {
    QQuickWindow* window = m_window.data();
    if (window == nullptr || m_log.isEmpty() || m_paused) {
        return;
    }
    const QString screen = m_sinks.screen();
    const QString key =
        QStringLiteral("%1@%2x%3").arg(screen).arg(window->width()).arg(window->height());
    if (m_pictured.contains(key)) {
        return;
    }
    const QImage image = window->grabWindow();
    if (image.isNull()) {
        return;
    }
    m_pictured.insert(key);
    const QString name = stem() + QStringLiteral("-screen-%1-%2x%3.png")
                                      .arg(screen)
                                      .arg(window->width())
                                      .arg(window->height());
    const QVariantMap line{{QStringLiteral("file"), name},
                           {QStringLiteral("width"), window->width()},
                           {QStringLiteral("height"), window->height()},
                           {QStringLiteral("screen"), screen}};
    // The PNG is encoded off the interface's thread (a large window's takes a good part of a
    // second); the line is written once the file is there, in the same session only.
    const QString log = m_log;
    const QString path = QDir(m_folder).filePath(name);
    QPointer<ScreenPictures> self(this);
    QThreadPool::globalInstance()->start([self, image, path, log, line] {
        if (!image.save(path)) {
            return;
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, log, line] {
                if (ScreenPictures* pictures = self.data()) {
                    pictures->saved(log, line);
                }
            },
            Qt::QueuedConnection);
    });
}

void ScreenPictures::saved(const QString& log, const QVariantMap& line) {
    if (m_log == log) {
        m_sinks.line(study::kinds::screenPicture, line);
    }
}

QString ScreenPictures::screenshot() {
    if (!m_window || m_log.isEmpty()) {
        return {};
    }
    const QImage image = m_window->grabWindow();
    ++m_screenshots;
    const QString name =
        stem() + QStringLiteral("-shot%1.png").arg(m_screenshots, 3, 10, QLatin1Char('0'));
    const QString path = QDir(m_folder).filePath(name);
    const bool ok = !image.isNull() && image.save(path);
    m_sinks.line(study::kinds::screenshot,
                 {{QStringLiteral("file"), ok ? name : QString()}, {QStringLiteral("ok"), ok}});
    return ok ? name : QString();
}

}  // namespace instants::client
