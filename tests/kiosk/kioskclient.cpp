#include "kioskclient.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QTimer>
#include <QtQuickTest/quicktest.h>

#include "instants/session/session.h"
#include "sessionreplay.h"

namespace instants::kiosktest {

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

KioskClient::KioskClient(const Setup& setup) {
    client::ClientOptions o;
    o.database = QDir(setup.folder).filePath(QStringLiteral("journal.db"));
    o.settingsFile = QDir(setup.folder).filePath(QStringLiteral("settings.ini"));
    o.seed = setup.seed;
    o.mute = true;  // no audio device in tests
    o.language = setup.language;
    o.kiosk = setup.kiosk.enabled;
    if (setup.study) {
        m_studyFolder = QDir(setup.folder).filePath(QStringLiteral("study"));
        o.studyFolder = m_studyFolder;
    }
    m_context = std::make_unique<client::ClientContext>(o, setup.kiosk);
    m_context->settings()->setReducedMotion(setup.reducedMotion);
    m_context->setMotionScale(setup.motionScale);

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
    // As main() does: the kiosk's clock and event filter, the study recorder on the window.
    if (setup.startKiosk && m_context->kiosk()->enabled()) {
        m_context->kiosk()->start();
        if (!setup.realClock) {
            // The tests move the idle clock themselves (advance()): the application's
            // one-second timer would add a tick whenever a test runs slowly.
            for (QTimer* t : m_context->kiosk()->findChildren<QTimer*>()) {
                t->stop();
            }
        }
    }
    if (m_context->study() != nullptr) {
        m_context->study()->attachWindow(m_window);
    }
    m_touch = QTest::createTouchDevice();
    settle();
}

KioskClient::~KioskClient() {
    if (m_context && m_context->study() != nullptr) {
        m_context->study()->endSession();
    }
    // The QML holds pointers to the adapters: the engine (and its window) goes first.
    m_engine.reset();
    m_context.reset();
}

QString KioskClient::screen() const {
    return m_window != nullptr ? m_window->property("screen").toString() : QString();
}

QQuickItem* KioskClient::find(const QString& name) const {
    QList<QQuickItem*> all;
    collect(m_window != nullptr ? m_window->contentItem() : nullptr, name, true, all);
    return all.size() == 1 ? all.constFirst() : nullptr;
}

QQuickItem* KioskClient::findAny(const QString& name) const {
    QList<QQuickItem*> all;
    collect(m_window != nullptr ? m_window->contentItem() : nullptr, name, false, all);
    return all.isEmpty() ? nullptr : all.constFirst();
}

QQuickItem* KioskClient::waitFor(const QString& name, int timeoutMs) {
    QQuickItem* item = nullptr;
    (void)QTest::qWaitFor([&] { return (item = find(name)) != nullptr; }, timeoutMs);
    return item;
}

void KioskClient::settle() {
    if (m_window != nullptr && QQuickTest::qIsPolishScheduled(m_window)) {
        (void)QQuickTest::qWaitForPolish(m_window, 5000);
    }
}

bool KioskClient::click(QQuickItem* item) {
    if (item == nullptr || m_window == nullptr) {
        return false;
    }
    settle();
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    if (!item->isVisible() || !item->isEnabled() ||
        !QRectF(0, 0, m_window->width(), m_window->height()).contains(centre)) {
        return false;
    }
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    return true;
}

bool KioskClient::longPress(QQuickItem* item, int ms) {
    if (item == nullptr || m_window == nullptr || !item->isVisible()) {
        return false;
    }
    settle();
    const QPoint centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, centre);
    QTest::qWait(ms);
    QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, centre);
    return true;
}

void KioskClient::touch(QPointF point, int holdMs) {
    QTest::touchEvent(m_window, m_touch).press(0, point.toPoint(), m_window);
    if (holdMs > 0) {
        QTest::qWait(holdMs);
    }
    QTest::touchEvent(m_window, m_touch).release(0, point.toPoint(), m_window);
}

void KioskClient::key(int key, Qt::KeyboardModifiers modifiers) {
    QTest::keyClick(m_window, static_cast<Qt::Key>(key), modifiers);
}

QString KioskClient::accessibleName(QQuickItem* item) {
    for (QQuickItem* i = item; i != nullptr; i = i->parentItem()) {
        QQmlContext* context = qmlContext(i);
        if (context == nullptr) {
            continue;
        }
        const QQmlProperty name(i, QStringLiteral("Accessible.name"), context);
        const QString n = name.isValid() ? name.read().toString() : QString();
        if (!n.isEmpty()) {
            return n;
        }
    }
    return {};
}

QString KioskClient::textOf(QQuickItem* item) {
    if (item == nullptr) {
        return {};
    }
    const QVariant text = item->property("text");
    if (text.isValid()) {
        return text.toString();
    }
    for (QQuickItem* child : item->childItems()) {
        const QString t = textOf(child);
        if (!t.isEmpty()) {
            return t;
        }
    }
    return {};
}

QString digitsOf(const QString& text) {
    QString out;
    for (const QChar c : text) {
        if (c.isDigit()) {
            out += c;
        }
    }
    return out;
}

QMap<QString, QByteArray> folderDigests(const QString& folder) {
    QMap<QString, QByteArray> out;
    auto add = [&out](const QDir& dir, const QString& prefix) {
        for (const QFileInfo& f : dir.entryInfoList(QDir::Files)) {
            QFile file(f.absoluteFilePath());
            if (file.open(QIODevice::ReadOnly)) {
                out.insert(prefix + f.fileName(), QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
            }
        }
    };
    const QDir dir(folder);
    add(dir, {});
    add(QDir(dir.filePath(QStringLiteral("study"))), QStringLiteral("study/"));
    return out;
}

}  // namespace instants::kiosktest

namespace instants::kiosktest {

void compareReplay(const client::SessionReplay& replay, const QString& label) {
    const client::SessionReplay::Trace& got = replay.trace();
    const client::SessionReplay::Trace& want = replay.original();
    // Every input of the log delivered, none late against the screens.
    QVERIFY2(replay.inputsInLog() > 0, qPrintable(label));
    QCOMPARE(got.delivered, replay.inputsInLog());
    QCOMPARE(want.delivered, replay.inputsInLog());
    QCOMPARE(got.gateTimeouts, 0);
    // The activations the original refused as too soon (a control just armed), and only those.
    QCOMPARE(got.tooSoon, want.tooSoon);
    // The same engine events (game, event), in order.
    for (qsizetype i = 0; i < std::min(got.engine.size(), want.engine.size()); ++i) {
        QVERIFY2(got.engine[i] == want.engine[i],
                 qPrintable(QStringLiteral("%1: engine event %2 differs: %3 instead of %4")
                                .arg(label)
                                .arg(i + 1)
                                .arg(QString::fromUtf8(QJsonDocument(got.engine[i]).toJson(QJsonDocument::Compact)),
                                     QString::fromUtf8(QJsonDocument(want.engine[i]).toJson(QJsonDocument::Compact)))));
    }
    QCOMPARE(got.engine.size(), want.engine.size());
    QCOMPARE(got.shown, want.shown);
    // The same screens: under each input, and in sequence.
    QCOMPARE(got.inputScreens, want.inputScreens);
    QCOMPARE(got.screens, want.screens);
    // A protocol session: the same consent, tasks with their outcomes, and answers.
    QCOMPARE(got.protocol, want.protocol);
}

}  // namespace instants::kiosktest
