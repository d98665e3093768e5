#include "uiclient.h"

#include <algorithm>

#include <QDir>
#include <QJSValue>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSequentialIterable>
#include <QTest>

#include "instants/session/session.h"

namespace instants::uitest {

namespace {

client::ClientOptions optionsOf(const ClientSetup& setup) {
    client::ClientOptions o;
    o.database = setup.database;
    o.settingsFile = setup.settingsFile;
    o.seed = setup.seed;
    o.language = setup.language;
    o.studyFolder = setup.studyFolder;
    o.scenario = setup.scenario;
    o.mute = true;  // no audio device in tests
    o.clock = setup.clock;
    return o;
}

}  // namespace

UiClient::UiClient(const ClientSetup& setup) : ClientHarness(optionsOf(setup), setup) {}

QObject* UiClient::root() const {
    return window();
}

namespace {

/// The module's Announcer singleton as the window's QML sees it: what a screen reader is given.
QStringList announcerHistory(QObject* root) {
    QQmlExpression announcer(qmlContext(root), root, QStringLiteral("Announcer"));
    const QObject* said = announcer.evaluate().value<QObject*>();
    if (said == nullptr) {
        QTest::qFail("the window's QML has no Announcer", __FILE__, __LINE__);
        return {};
    }
    return said->property("history").toStringList();
}

}  // namespace

QString UiClient::said(qsizetype from) const {
    return announcerHistory(root()).mid(from).join(QStringLiteral(" | "));
}

qsizetype UiClient::saidCount() const {
    return announcerHistory(root()).size();
}

QQuickItem* UiClient::find(const QString& name, QQuickItem* under) const {
    const QList<QQuickItem*> all = findAll(name, under, true);
    if (all.size() != 1) {
        QTest::qFail(
            qPrintable(QStringLiteral("expected one visible item \"%1\" on screen %2, found %3")
                           .arg(name, screen())
                           .arg(all.size())),
            __FILE__, __LINE__);
        return nullptr;
    }
    return all.constFirst();
}

QQuickItem* UiClient::findControl(const harness::HappyDesStep& step, QQuickItem* under) {
    if (step.kind == harness::HappyDesStep::Play &&
        tryFind(QStringLiteral("replayButton"), under) != nullptr) {
        return find(QStringLiteral("replayButton"), under);
    }
    return find(step.control(), under);
}

QQuickItem* UiClient::waitFor(const QString& name, int timeoutMs) {
    QQuickItem* item = ClientHarness::waitFor(name, timeoutMs);
    return item != nullptr ? item : find(name);  // find() reports the failure
}

void UiClient::waitUntilIdle(int timeoutMs) {
    const int arm = qRound(client::pacing::kArmMs * context().motionScale());
    if (time() != nullptr) {
        // On the test's time: until every reveal has ended, then the arming delay of the
        // controls that appeared at its end (and one frame more).
        const QList<client::Timeline*> timelines = context().timelines();
        const bool idle = time()->runUntil(
            [&] {
                return std::none_of(timelines.cbegin(), timelines.cend(),
                                    [](const client::Timeline* t) { return t->revealUnderWay(); });
            },
            timeoutMs);
        QVERIFY2(idle,
                 qPrintable(QStringLiteral("a reveal still ran after %1 ms of the test's time")
                                .arg(timeoutMs)));
        if (arm > 0) {
            time()->run(arm + 20);
        }
        settle();
        return;
    }
    for (client::Timeline* t : context().timelines()) {
        QTRY_VERIFY_WITH_TIMEOUT(!t->revealUnderWay(), timeoutMs);
    }
    if (arm > 0) {
        QTest::qWait(arm + 25);
    }
    settle();
}

void UiClient::settle() {
    QVERIFY2(ClientHarness::settle(), "the window did not lay out");
}

void UiClient::click(QQuickItem* item) {
    QVERIFY(item != nullptr);
    UI_CHECK(settle());
    QString problem;
    QVERIFY2(ClientHarness::click(item, &problem), qPrintable(problem));
}

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
        seen << (f != nullptr ? (f->objectName().isEmpty()
                                     ? QString::fromLatin1(f->metaObject()->className())
                                     : f->objectName())
                              : QStringLiteral("(none)"));
        key(Qt::Key_Tab);
        settle();
    }
    QFAIL(qPrintable(
        QStringLiteral("Tab never reached %1 on screen %2; the focus went %3")
            .arg(item->objectName(), screen(), seen.mid(0, 20).join(QStringLiteral(" > ")))));
}

void UiClient::pressByKeyboard(QQuickItem* item, bool useSpace) {
    UI_CHECK(tabTo(item));
    key(useSpace ? Qt::Key_Space : Qt::Key_Return);
    settle();
}

void UiClient::chooseByKeyboard(QQuickItem* option) {
    QVERIFY(option != nullptr);
    QVERIFY(option->property("groupOption").toBool());
    settle();
    const auto inChoice = [option](const QQuickItem* f) {
        return f != nullptr && f->parentItem() == option->parentItem() &&
               f->property("groupOption").toBool();
    };
    for (int i = 0; i < 60 && !inChoice(focusItem()); ++i) {
        key(Qt::Key_Tab);
        settle();
    }
    QVERIFY2(inChoice(focusItem()), "Tab never reached the choice");
    for (int i = 0; i < 8 && focusItem() != option; ++i) {
        key(Qt::Key_Right);
        settle();
    }
    QVERIFY2(focusItem() == option && option->property("checked").toBool(),
             "Right never selected the option");
}

void UiClient::stroke(QQuickItem* item, int rows, int movesPerRow) {
    QVERIFY(item != nullptr);
    QString problem;
    QVERIFY2(ClientHarness::stroke(item, rows, movesPerRow, &problem), qPrintable(problem));
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
    return sign + digits + grouped + QLatin1Char(',') +
           (rest < 10 ? QStringLiteral("0") : QString()) + QString::number(rest) +
           QStringLiteral("\u00a0€");
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

void keepPicture(QQuickWindow* window, const QString& name) {
    const QString dir = qEnvironmentVariable("INSTANTS_UI_SHOTS");
    if (dir.isEmpty()) {
        return;
    }
    QDir().mkpath(dir);
    const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
    QVERIFY2(window->grabWindow().save(path), qPrintable(path));
    qInfo("picture: %s", qPrintable(path));
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
