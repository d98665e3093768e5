// The layout check (tools/screenshots/layoutcheck.h) finds each kind of defect it is there for:
// scenes in plain Qt Quick, each with one defect found on the client's screens
// (docs/visual-design.md, "The layout check"), must give that defect and no other; the same scene
// laid out right gives nothing.

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <memory>

#include "layoutcheck.h"

using instants::tools::checkJump;
using instants::tools::checkLayout;

class LayoutCheckTest : public QObject {
    Q_OBJECT

private slots:
    void findsEachKindOfDefect_data();
    void findsEachKindOfDefect();
    void findsAJumpBetweenStates();

private:
    QQmlEngine m_engine;
};

void LayoutCheckTest::findsEachKindOfDefect_data() {
    QTest::addColumn<QByteArray>("scene");
    QTest::addColumn<QString>("found");  // the start of the one problem expected; empty: none

    const QByteArray head = "import QtQuick\nWindow { width: 400; height: 300; visible: true\n";
    // A table and its rule with a result panel below them; `panelY` places the panel.
    auto table = [&head](int panelY) {
        return head +
               "Column { x: 200; y: 20; width: 180\n"
               "  Text { text: '7 à 10'; font.pixelSize: 14 }\n"
               "  Text { objectName: 'rule'; text: 'Scores de 23 à 29'; font.pixelSize: 12 } }\n"
               "Rectangle { objectName: 'result'; x: 20; y: " +
               QByteArray::number(panelY) + "; width: 360; height: 60; color: '#FFF9EE' }\n}\n";
    };
    QTest::newRow("a panel over a table's last row (Happy Cumul's result)")
        << table(30) << QStringLiteral("covered: QQuickText « 7 à 10 »");
    QTest::newRow("the panel below the table") << table(120) << QString();

    QTest::newRow("two texts whose words overlap (a lobby tile's price over its top prize)")
        << head +
               "Text { x: 20; y: 100; text: 'Jusqu\\'à 30 000 €'; font.pixelSize: 18 }\n"
               "Text { x: 20; y: 106; text: 'Ticket à 3 €'; font.pixelSize: 18 } }\n"
        << QStringLiteral("overlap: QQuickText « Jusqu'à 30 000 € »");
    QTest::newRow("two lines stacked close (« DÉMO » over « Argent fictif »)")
        << head +
               "Text { x: 20; y: 100; text: 'DÉMO'; font.pixelSize: 18 }\n"
               "Text { x: 20; y: 100 + 18 * 1.1; text: 'Argent fictif'; font.pixelSize: 12 } }\n"
        << QString();

    QTest::newRow("words wider than their box (« 10 000 € » in a history cell)")
        << head +
               "Text { x: 20; y: 20; width: 30; height: 20; text: '10 000 €'; font.pixelSize: 14 } "
               "}\n"
        << QStringLiteral("clipped: QQuickText « 10 000 € »");
    // A cell drawn as a box, its words as wide as they are, centred in it.
    auto cell = [&head](int width) {
        return head + "Rectangle { x: 20; y: 20; width: " + QByteArray::number(width) +
               "; height: 40; color: 'transparent'; border.width: 1; border.color: 'gray'\n"
               "  Column { anchors.centerIn: parent\n"
               "    Text { text: '✓ 7'; font.pixelSize: 12 }\n"
               "    Text { text: '10 000€'; font.pixelSize: 12 } } } }\n";
    };
    QTest::newRow("words out of the box drawn around them (the replay's Identiques track)")
        << cell(30) << QStringLiteral("outside its box: QQuickText « 10 000€ »");
    QTest::newRow("the words in their box") << cell(80) << QString();
    QTest::newRow("words cut by a panel that clips (the replay's title at 800×600)")
        << head +
               "Rectangle { x: 20; y: 20; width: 200; height: 60; color: 'brown'; clip: true\n"
               "  Text { y: -8; text: 'Happy Identiques'; font.pixelSize: 18 } } }\n"
        << QStringLiteral("cut: QQuickText « Happy Identiques »");
    QTest::newRow("a text elided") << head +
                                          "Text { x: 20; y: 20; width: 30; text: 'Lancez vos dés'; "
                                          "elide: Text.ElideRight } }\n"
                                   << QStringLiteral("elided: QQuickText « Lancez vos dés »");
    QTest::newRow("a text under the window's bottom (« Lancez vos dés » under the band)")
        << head + "Text { x: 20; y: 290; text: 'Lancez vos dés'; font.pixelSize: 18 } }\n"
        << QStringLiteral("off screen: QQuickText « Lancez vos dés »");
    QTest::newRow("a control over a text not its own")
        << head +
               "Text { x: 20; y: 20; text: 'Montant en jeu'; font.pixelSize: 18 }\n"
               "Rectangle { objectName: 'button'; x: 30; y: 22; width: 80; height: 30; "
               "color: 'transparent'; activeFocusOnTab: true } }\n"
        << QStringLiteral("overlap: button");
    // A card, and a notice drawn after it at `noticeY` (the notice is 30 px tall).
    auto notice = [&head](int noticeY) {
        return head +
               "Rectangle { objectName: 'card'; x: 60; y: 40; width: 280; height: 200; "
               "color: '#FFF9EE'; border.width: 1; border.color: 'tan' }\n"
               "Rectangle { objectName: 'notice'; x: 120; y: " +
               QByteArray::number(noticeY) +
               "; width: 160; height: 30; radius: 15; color: '#2A1A12' } }\n";
    };
    QTest::newRow("a notice across a card's edge (the reset's notice under the header)")
        << notice(28) << QStringLiteral("across an edge: notice");
    QTest::newRow("a notice on the card") << notice(60) << QString();
    QTest::newRow("a notice above the card") << notice(5) << QString();
    // A die with its halo, and a result panel drawn before it whose top edge the halo crosses.
    QTest::newRow("a die's halo over the result panel's edge")
        << head +
               "Rectangle { objectName: 'result'; x: 40; y: 200; width: 320; height: 80; "
               "color: '#FFF9EE' }\n"
               "Item { objectName: 'die'; x: 170; y: 140; width: 60; height: 60\n"
               "  Rectangle { anchors.fill: parent; anchors.margins: -12; radius: 20; "
               "color: '#33F5DB95'; border.width: 4; border.color: 'gold' } } }\n"
        << QStringLiteral("across an edge: QQuickRectangle in die");
    // Two texts on one line, `gap` pixels apart.
    auto line = [&head](int gap) {
        return head + "Row { x: 20; y: 20; spacing: " + QByteArray::number(gap) +
               "\n"
               "  Text { text: 'Brelan'; font.pixelSize: 16 }\n"
               "  Text { text: '★ 0,50 €'; font.pixelSize: 16 } } }\n";
    };
    QTest::newRow("two texts on one line with no gap (« Brelan★ 0,50 € »)")
        << line(0) << QStringLiteral("cramped: QQuickText « Brelan »");
    QTest::newRow("two texts on one line a space apart") << line(8) << QString();
    QTest::newRow("a modal layer over the screen (the reset's question)")
        << head +
               "Text { x: 20; y: 20; text: 'Happy 2014'; font.pixelSize: 18 }\n"
               "Rectangle { anchors.fill: parent; color: 'black'; "
               "readonly property bool layoutLayer: true } }\n"
        << QString();
}

void LayoutCheckTest::findsEachKindOfDefect() {
    QFETCH(QByteArray, scene);
    QFETCH(QString, found);
    QQmlComponent component(&m_engine);
    component.setData("import QtQuick.Window\n" + scene, QUrl(QStringLiteral("scene.qml")));
    std::unique_ptr<QObject> object(component.create());
    QVERIFY2(object != nullptr, qPrintable(component.errorString()));
    auto* window = qobject_cast<QQuickWindow*>(object.get());
    QVERIFY(window != nullptr);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QStringList problems = checkLayout(window);
    if (found.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(!problems.isEmpty(), "no problem found");
    bool seen = false;
    for (const QString& p : problems) {
        seen = seen || p.startsWith(found);
    }
    QVERIFY2(seen, qPrintable(problems.join(QLatin1Char('\n'))));
}

void LayoutCheckTest::findsAJumpBetweenStates() {
    QMap<int, QStringList> steady;
    steady[105] =
        QStringList{QStringLiteral("happy-des-stake"), QStringLiteral("happy-des-stage1")};
    QVERIFY(checkJump(steady).isEmpty());
    QMap<int, QStringList> jumping = steady;
    jumping[149] = QStringList{QStringLiteral("happy-des-result")};
    QCOMPARE(checkJump(jumping),
             QStringLiteral("jump: the screen below the header starts at y=105 on "
                            "happy-des-stake, happy-des-stage1; y=149 on happy-des-result"));
}

QTEST_MAIN(LayoutCheckTest)
#include "test_layoutcheck.moc"
