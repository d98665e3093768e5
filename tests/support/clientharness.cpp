#include "clientharness.h"

#include <QtQuickTest/quicktest.h>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "instants/session/session.h"

namespace instants::harness {

ClientHarness::ClientHarness(const client::ClientOptions& options, const WindowSetup& window)
    : ClientHarness(std::make_unique<client::ClientContext>(options), window) {}

ClientHarness::ClientHarness(const client::ClientOptions& options, const client::KioskConfig& kiosk,
                             const WindowSetup& window)
    : ClientHarness(std::make_unique<client::ClientContext>(options, kiosk), window) {}

ClientHarness::ClientHarness(std::unique_ptr<client::ClientContext> context,
                             const WindowSetup& setup)
    : m_context(std::move(context)) {
    m_context->settings()->setReducedMotion(setup.reducedMotion);
    m_context->setMotionScale(setup.motionScale);
    if (setup.manualTimelines) {
        for (client::Timeline* t : m_context->timelines()) {
            t->setManualClock(true);
        }
    }
    m_engine = std::make_unique<QQmlApplicationEngine>();
    QQuickWindow* window = m_context->load(*m_engine, setup.size);
    if (window == nullptr || !setup.show) {
        m_window = window;
        return;
    }
    window->show();
    window->requestActivate();
    if (!QTest::qWaitForWindowExposed(window)) {
        return;
    }
    (void)QTest::qWaitForWindowActive(window, 2000);
    m_window = window;
    settle();
}

ClientHarness::~ClientHarness() {
    // The QML holds pointers to the adapters: the engine (and its window) goes first.
    m_engine.reset();
    m_context.reset();
}

Session& ClientHarness::session() {
    return *m_context->games().host()->session();
}

const Play* ClientHarness::play() {
    return m_context->games().host()->isOpen() ? session().game() : nullptr;
}

QString ClientHarness::screen() const {
    return m_window != nullptr ? m_window->property("screen").toString() : QString();
}

void ClientHarness::show(const QString& screen) {
    m_window->setProperty("screen", screen);
}

QQuickItem* ClientHarness::screenItem(bool onlyWhenVisible) const {
    QQuickItem* loader = onlyWhenVisible ? tryFind(QStringLiteral("screenLoader"))
                                         : findFirst(QStringLiteral("screenLoader"));
    return loader != nullptr ? loader->property("item").value<QQuickItem*>() : nullptr;
}

namespace {

void collect(QQuickItem* item, const QString& name, bool visibleOnly, QList<QQuickItem*>& out) {
    if (item == nullptr) {
        return;
    }
    if (item->objectName() == name && (!visibleOnly || item->isVisible())) {
        out.append(item);
    }
    for (QQuickItem* child : item->childItems()) {
        collect(child, name, visibleOnly, out);
    }
}

QQuickItem* firstIn(QQuickItem* item, const QString& name) {
    if (item == nullptr) {
        return nullptr;
    }
    if (item->objectName() == name) {
        return item;
    }
    for (QQuickItem* child : item->childItems()) {
        if (QQuickItem* found = firstIn(child, name)) {
            return found;
        }
    }
    return nullptr;
}

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

QList<QQuickItem*> ClientHarness::findAll(const QString& name, QQuickItem* under,
                                          bool visibleOnly) const {
    QList<QQuickItem*> out;
    collect(under != nullptr ? under : (m_window != nullptr ? m_window->contentItem() : nullptr),
            name, visibleOnly, out);
    return out;
}

QQuickItem* ClientHarness::tryFind(const QString& name, QQuickItem* under) const {
    const QList<QQuickItem*> all = findAll(name, under, true);
    return all.size() == 1 ? all.constFirst() : nullptr;
}

QQuickItem* ClientHarness::findFirst(const QString& name, QQuickItem* under) const {
    return firstIn(
        under != nullptr ? under : (m_window != nullptr ? m_window->contentItem() : nullptr), name);
}

QQuickItem* ClientHarness::waitFor(const QString& name, int timeoutMs) {
    QQuickItem* item = nullptr;
    return waitUntil([&] { return (item = tryFind(name)) != nullptr; }, timeoutMs) ? item : nullptr;
}

void ClientHarness::wait(int ms) {
    if (m_time != nullptr) {
        m_time->run(ms);
    } else {
        QTest::qWait(ms);
    }
}

bool ClientHarness::waitUntil(const std::function<bool()>& done, int timeoutMs) {
    return m_time != nullptr ? m_time->runUntil(done, timeoutMs) : QTest::qWaitFor(done, timeoutMs);
}

void ClientHarness::spin(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool ClientHarness::imagesLoading() const {
    return loading(m_window != nullptr ? m_window->contentItem() : nullptr);
}

void ClientHarness::waitForImages(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (imagesLoading() && t.elapsed() < timeoutMs) {
        spin(50);
    }
    spin(50);
}

bool ClientHarness::settle() {
    if (m_window != nullptr && QQuickTest::qIsPolishScheduled(m_window)) {
        return QQuickTest::qWaitForPolish(m_window, 5000);
    }
    return true;
}

bool ClientHarness::click(QQuickItem* item, QString* problem) {
    auto fail = [problem](const QString& why) {
        if (problem != nullptr) {
            *problem = why;
        }
        return false;
    };
    if (item == nullptr || m_window == nullptr) {
        return fail(QStringLiteral("no item to click"));
    }
    (void)settle();
    if (!item->isVisible()) {
        return fail(item->objectName() + QStringLiteral(" is not visible"));
    }
    if (!item->isEnabled()) {
        return fail(item->objectName() + QStringLiteral(" is disabled"));
    }
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    if (!QRectF(0, 0, m_window->width(), m_window->height()).contains(centre)) {
        return fail(QStringLiteral("%1 is outside the window at (%2, %3)")
                        .arg(item->objectName())
                        .arg(centre.x())
                        .arg(centre.y()));
    }
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    return true;
}

bool ClientHarness::longPress(QQuickItem* item, int ms) {
    if (item == nullptr || m_window == nullptr || !item->isVisible()) {
        return false;
    }
    (void)settle();
    const QPoint centre =
        item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, centre);
    QTest::qWait(ms);
    QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, centre);
    return true;
}

void ClientHarness::touch(QPointF point, int holdMs) {
    if (m_touch == nullptr) {
        m_touch = QTest::createTouchDevice();
    }
    QTest::touchEvent(m_window, m_touch).press(0, point.toPoint(), m_window);
    if (holdMs > 0) {
        QTest::qWait(holdMs);
    }
    QTest::touchEvent(m_window, m_touch).release(0, point.toPoint(), m_window);
}

void ClientHarness::key(int key, Qt::KeyboardModifiers modifiers) {
    QTest::keyClick(m_window, static_cast<Qt::Key>(key), modifiers);
}

QQuickItem* ClientHarness::focusItem() const {
    return m_window != nullptr ? m_window->activeFocusItem() : nullptr;
}

bool ClientHarness::stroke(QQuickItem* target, int rows, int movesPerRow, QString* problem) {
    auto fail = [problem](const QString& why) {
        if (problem != nullptr) {
            *problem = why;
        }
        return false;
    };
    if (target == nullptr) {
        return fail(QStringLiteral("no item to stroke"));
    }
    // The zone must live through its own stroke (a rebuilt zone would lose the wipe).
    const QPointer<QQuickItem> item(target);
    (void)settle();
    const qreal w = item->width();
    const qreal h = item->height();
    if (!(w > 4 && h > 4)) {
        return fail(QStringLiteral("%1 is too small to stroke").arg(item->objectName()));
    }
    const qreal margin = 0.06;
    auto at = [&](qreal fx, qreal fy) {
        return item
            ->mapToScene(
                QPointF(w * (margin + (1 - 2 * margin) * fx), h * (margin + (1 - 2 * margin) * fy)))
            .toPoint();
    };
    const QString destroyed = QStringLiteral("the zone was destroyed during the stroke");
    QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, at(0, 0));
    for (int r = 0; r < rows; ++r) {
        const qreal fy = rows > 1 ? static_cast<qreal>(r) / (rows - 1) : 0.5;
        for (int m = 1; m <= movesPerRow; ++m) {
            const qreal t = static_cast<qreal>(m) / movesPerRow;
            const qreal fx = (r % 2 == 0) ? t : 1 - t;
            if (item == nullptr) {
                return fail(destroyed);
            }
            QTest::mouseMove(m_window, at(fx, fy));
        }
    }
    if (item == nullptr) {
        return fail(destroyed);
    }
    const qreal endX = (rows % 2 == 1) ? 1 : 0;
    QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, at(endX, 1));
    (void)settle();
    return true;
}

void useOffscreenUnlessSet() {
    const std::pair<const char*, const char*> defaults[] = {{"QT_QPA_PLATFORM", "offscreen"},
                                                            {"QT_QUICK_BACKEND", "software"},
                                                            {"QSG_RENDER_LOOP", "basic"}};
    for (const auto& [name, value] : defaults) {
        if (qEnvironmentVariableIsEmpty(name)) {
            qputenv(name, value);
        }
    }
}

}  // namespace instants::harness
