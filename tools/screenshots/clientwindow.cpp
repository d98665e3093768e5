#include "clientwindow.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>

namespace instants::tools {

ClientWindow::ClientWindow(const client::ClientOptions& options, QSize size, bool reducedMotion, double motionScale)
    : m_context(std::make_unique<client::ClientContext>(options)) {
    m_context->settings()->setReducedMotion(reducedMotion);
    m_context->setMotionScale(motionScale);
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = m_context->load(*m_engine, size);
}

ClientWindow::~ClientWindow() {
    // The QML holds pointers to the adapters: the engine and its window go first.
    m_engine.reset();
    m_context.reset();
}

void ClientWindow::show(const QString& screen) { m_window->setProperty("screen", screen); }

QQuickItem* ClientWindow::screenItem() const {
    QQuickItem* loader = find(QStringLiteral("screenLoader"));
    return loader != nullptr ? loader->property("item").value<QQuickItem*>() : nullptr;
}

namespace {

QQuickItem* findIn(QQuickItem* item, const QString& name) {
    if (item == nullptr) {
        return nullptr;
    }
    if (item->objectName() == name) {
        return item;
    }
    for (QQuickItem* child : item->childItems()) {
        if (QQuickItem* found = findIn(child, name)) {
            return found;
        }
    }
    return nullptr;
}

}  // namespace

QQuickItem* ClientWindow::find(const QString& name, QQuickItem* under) const {
    return findIn(under != nullptr ? under : (m_window != nullptr ? m_window->contentItem() : nullptr), name);
}

namespace {

bool loading(QQuickItem* item) {
    if (item == nullptr || !item->isVisible()) {
        return false;
    }
    // Image, AnimatedImage, BorderImage: status 2 is Loading.
    if (item->inherits("QQuickImageBase") && item->property("status").toInt() == 2) {
        return true;
    }
    const QList<QQuickItem*> children = item->childItems();
    return std::any_of(children.begin(), children.end(), loading);
}

}  // namespace

bool ClientWindow::imagesLoading() const {
    return loading(m_window != nullptr ? m_window->contentItem() : nullptr);
}

void ClientWindow::waitForImages(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (loading(m_window != nullptr ? m_window->contentItem() : nullptr) && t.elapsed() < timeoutMs) {
        wait(50);
    }
    wait(50);
}

void ClientWindow::wait(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

}  // namespace instants::tools
