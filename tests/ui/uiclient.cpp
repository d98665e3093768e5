#include "uiclient.h"

#include <algorithm>

#include <QJSValue>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSequentialIterable>
#include <QTest>
#include <QtQuickTest/quicktest.h>

#include "instants/session/session.h"

namespace instants::uitest {

UiClient::UiClient(const ClientSetup& setup) {
    client::ClientOptions o;
    o.database = setup.database;
    o.settingsFile = setup.settingsFile;
    o.seed = setup.seed;
    o.language = setup.language;
    o.studyFolder = setup.studyFolder;
    o.scenario = setup.scenario;
    o.mute = true;  // no audio device in tests
    m_context = std::make_unique<client::ClientContext>(o);
    m_context->settings()->setReducedMotion(setup.reducedMotion);
    m_context->setMotionScale(setup.motionScale);
    if (setup.manualTimelines) {
        for (client::Timeline* t : m_context->timelines()) {
            t->setManualClock(true);
        }
    }

    m_engine = std::make_unique<QQmlApplicationEngine>();
    QQuickWindow* window = m_context->load(*m_engine, setup.size);
    if (window == nullptr) {
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

UiClient::~UiClient() {
    // The QML holds pointers to the adapters: the engine (and its window) goes first.
    m_engine.reset();
    m_context.reset();
}

Session& UiClient::session() { return *m_context->host()->session(); }

const Play* UiClient::play() {
    return m_context->host()->isOpen() ? session().game() : nullptr;
}

QObject* UiClient::root() const { return m_window; }

QString UiClient::screen() const { return m_window != nullptr ? m_window->property("screen").toString() : QString(); }

QQuickItem* UiClient::screenItem() const {
    QQuickItem* loader = tryFind(QStringLiteral("screenLoader"));
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

}  // namespace

QList<QQuickItem*> UiClient::findAll(const QString& name, QQuickItem* under, bool visibleOnly) const {
    QList<QQuickItem*> out;
    collect(under != nullptr ? under : (m_window != nullptr ? m_window->contentItem() : nullptr), name,
            visibleOnly, out);
    return out;
}

QQuickItem* UiClient::tryFind(const QString& name, QQuickItem* under) const {
    const QList<QQuickItem*> all = findAll(name, under, true);
    return all.size() == 1 ? all.constFirst() : nullptr;
}

QQuickItem* UiClient::find(const QString& name, QQuickItem* under) const {
    const QList<QQuickItem*> all = findAll(name, under, true);
    if (all.size() != 1) {
        QTest::qFail(qPrintable(QStringLiteral("expected one visible item \"%1\" on screen %2, found %3")
                                    .arg(name, screen())
                                    .arg(all.size())),
                     __FILE__, __LINE__);
        return nullptr;
    }
    return all.constFirst();
}

void UiClient::wait(int ms) {
    if (m_time != nullptr) {
        m_time->run(ms);
    } else {
        QTest::qWait(ms);
    }
}

QQuickItem* UiClient::waitFor(const QString& name, int timeoutMs) {
    QQuickItem* item = nullptr;
    auto present = [&] { return (item = tryFind(name)) != nullptr; };
    const bool found = m_time != nullptr ? m_time->runUntil(present, timeoutMs) : QTest::qWaitFor(present, timeoutMs);
    if (!found) {
        return find(name);  // reports the failure
    }
    return item;
}

void UiClient::waitUntilIdle(int timeoutMs) {
    const int arm = qRound(client::pacing::kArmMs * m_context->motionScale());
    if (m_time != nullptr) {
        // On the test's time: until every reveal has ended, then the arming delay of the
        // controls that appeared at its end (and one frame more).
        const QList<client::Timeline*> timelines = m_context->timelines();
        const bool idle = m_time->runUntil(
            [&] { return std::none_of(timelines.cbegin(), timelines.cend(), [](const client::Timeline* t) { return t->busy(); }); },
            timeoutMs);
        QVERIFY2(idle, qPrintable(QStringLiteral("a reveal still ran after %1 ms of the test's time").arg(timeoutMs)));
        if (arm > 0) {
            m_time->run(arm + 20);
        }
        settle();
        return;
    }
    for (client::Timeline* t : m_context->timelines()) {
        QTRY_VERIFY_WITH_TIMEOUT(!t->busy(), timeoutMs);
    }
    if (arm > 0) {
        QTest::qWait(arm + 25);
    }
    settle();
}

void UiClient::settle() {
    if (m_window != nullptr && QQuickTest::qIsPolishScheduled(m_window)) {
        QVERIFY2(QQuickTest::qWaitForPolish(m_window, 5000), "the window did not lay out");
    }
}

void UiClient::click(QQuickItem* item) {
    QVERIFY(item != nullptr);
    settle();
    QVERIFY2(item->isVisible(), qPrintable(item->objectName() + QStringLiteral(" is not visible")));
    QVERIFY2(item->isEnabled(), qPrintable(item->objectName() + QStringLiteral(" is disabled")));
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    const QRectF inside(0, 0, m_window->width(), m_window->height());
    QVERIFY2(inside.contains(centre),
             qPrintable(QStringLiteral("%1 is outside the window at (%2, %3)")
                            .arg(item->objectName())
                            .arg(centre.x())
                            .arg(centre.y())));
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

void UiClient::key(int key, Qt::KeyboardModifiers modifiers) {
    QTest::keyClick(m_window, static_cast<Qt::Key>(key), modifiers);
}

QQuickItem* UiClient::focusItem() const { return m_window != nullptr ? m_window->activeFocusItem() : nullptr; }

void UiClient::tabTo(QQuickItem* item, int maxTabs) {
    QVERIFY(item != nullptr);
    settle();
    auto focused = [&] {
        QQuickItem* f = focusItem();
        return f != nullptr && (f == item || item->isAncestorOf(f));
    };
    QStringList seen;
    for (int i = 0; i <= maxTabs; ++i) {
        if (focused()) {
            return;
        }
        QQuickItem* f = focusItem();
        seen << (f != nullptr ? (f->objectName().isEmpty() ? QString::fromLatin1(f->metaObject()->className())
                                                           : f->objectName())
                              : QStringLiteral("(none)"));
        key(Qt::Key_Tab);
        settle();
    }
    QFAIL(qPrintable(QStringLiteral("Tab never reached %1 on screen %2; the focus went %3")
                         .arg(item->objectName(), screen(), seen.mid(0, 20).join(QStringLiteral(" > ")))));
}

void UiClient::pressByKeyboard(QQuickItem* item, bool useSpace) {
    UI_CHECK(tabTo(item));
    key(useSpace ? Qt::Key_Space : Qt::Key_Return);
    settle();
}

void UiClient::stroke(QQuickItem* target, int rows, int movesPerRow) {
    QVERIFY(target != nullptr);
    // The zone must live through its own stroke (a rebuilt zone would lose the wipe).
    const QPointer<QQuickItem> item(target);
    settle();
    const qreal w = item->width();
    const qreal h = item->height();
    QVERIFY(w > 4 && h > 4);
    const qreal margin = 0.06;
    auto at = [&](qreal fx, qreal fy) {
        return item->mapToScene(QPointF(w * (margin + (1 - 2 * margin) * fx), h * (margin + (1 - 2 * margin) * fy)))
            .toPoint();
    };
    QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, at(0, 0));
    for (int r = 0; r < rows; ++r) {
        const qreal fy = rows > 1 ? static_cast<qreal>(r) / (rows - 1) : 0.5;
        for (int m = 1; m <= movesPerRow; ++m) {
            const qreal t = static_cast<qreal>(m) / movesPerRow;
            const qreal fx = (r % 2 == 0) ? t : 1 - t;
            QVERIFY2(item != nullptr, "the zone was destroyed during the stroke");
            QTest::mouseMove(m_window, at(fx, fy));
        }
    }
    QVERIFY2(item != nullptr, "the zone was destroyed during the stroke");
    const qreal endX = (rows % 2 == 1) ? 1 : 0;
    QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, at(endX, 1));
    settle();
}

QString money(qint64 cents) {
    const QString sign = cents < 0 ? QStringLiteral("\u2212") : QString();
    const qint64 magnitude = cents < 0 ? -cents : cents;
    QString digits = QString::number(magnitude / 100);
    QString grouped;
    while (digits.size() > 3) {
        grouped = QStringLiteral("\u202f") + digits.right(3) + grouped;
        digits.chop(3);
    }
    const qint64 rest = magnitude % 100;
    return sign + digits + grouped + QLatin1Char(',') + (rest < 10 ? QStringLiteral("0") : QString()) +
           QString::number(rest) + QStringLiteral("\u00a0€");
}

QString moneyShort(qint64 cents) {
    if (cents % 100 != 0) {
        return money(cents);
    }
    QString m = money(cents);
    return m.replace(QStringLiteral(",00\u00a0€"), QStringLiteral("\u00a0€"));
}

namespace {

QQuickItem* amountLabelUnder(QQuickItem* item) {
    for (QQuickItem* child : item->childItems()) {
        if (child->property("cents").isValid() && child->property("text").isValid()) {
            return child;
        }
        if (QQuickItem* inner = amountLabelUnder(child)) {
            return inner;
        }
    }
    return nullptr;
}

}  // namespace

QString textOf(QQuickItem* item) {
    if (item == nullptr) {
        return QStringLiteral("<no item>");
    }
    const QVariant t = item->property("text");
    if (t.isValid()) {
        return t.toString();
    }
    if (QQuickItem* label = amountLabelUnder(item)) {
        return label->property("text").toString();
    }
    return QStringLiteral("<no text>");
}

QList<int> intList(const QVariant& value) {
    QList<int> out;
    QVariant v = value;
    if (v.userType() == qMetaTypeId<QJSValue>()) {
        v = v.value<QJSValue>().toVariant();
    }
    if (v.canConvert<QVariantList>()) {
        for (const QVariant& e : v.toList()) {
            out.append(e.toInt());
        }
        return out;
    }
    if (v.canConvert<QSequentialIterable>()) {
        const QSequentialIterable it = v.value<QSequentialIterable>();
        for (const QVariant& e : it) {
            out.append(e.toInt());
        }
    }
    return out;
}

}  // namespace instants::uitest
