// Kiosk mode on the real client under the offscreen platform (issue 7, tests): the idle clock
// brings the countdown then the attract loop, a touch leaves it, a visitor's session is reset
// by the rules' automatic path (recorded in the journal), the exit shortcuts are ignored, the
// operator menu needs the PIN, its failure count and lockout survive a restart (a damaged state
// file or a clock set back never shorten them), and a bad configuration value falls back with a
// message that names the key.
#include <QColor>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaMethod>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

#include "autoplay.h"
#include "instants/session/session.h"
#include "kioskclient.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

KioskConfig kioskConfig(const QString& pin = QStringLiteral("2468")) {
    KioskConfig k;
    k.enabled = true;
    k.pin = pin;
    // Long enough that the application's one-second clock cannot matter during a test; the
    // tests move the idle clock with advance().
    k.idleSeconds = 600;
    k.countdownSeconds = 20;
    k.cornerHoldMs = 1000;
    k.initialBalanceCents = 5000;
    return k;
}

Setup kioskSetup(const QTemporaryDir& dir, const KioskConfig& k = kioskConfig()) {
    Setup s;
    s.folder = dir.path();
    s.kiosk = k;
    return s;
}

/// Plays Happy Dés in the visitor's session until stage 1 is won (a game that can still go on).
void startHappyDesWon(KioskClient& c) {
    HappyDesAdapter& h = *c.context().games().happyDes();
    for (int attempt = 0; attempt < 50; ++attempt) {
        QVERIFY(h.play(100));
        while (h.phase() == QLatin1String("stage1_roll")) {
            QVERIFY(h.roll());
        }
        if (h.phase() == QLatin1String("stage1_won")) {
            return;
        }
    }
    QFAIL("no stage-1 win in 50 games");
}

/// The operator PIN's failure state, next to the journal (docs/kiosk.md, "The PIN policy").
QString pinStateFile(const QTemporaryDir& dir) {
    return dir.filePath(QStringLiteral("kiosk-pin-state.json"));
}

/// `count` wrong PINs, each as soon as the wait allows, on the test's monotonic clock `now`.
void wrongPins(KioskController& k, int count, qint64& now) {
    for (int i = 0; i < count; ++i) {
        now += k.pinWaitMs();
        QVERIFY(!k.checkPin(QStringLiteral("1111")));
    }
}

/// The wait before the next PIN attempt after `failures` wrong ones, as docs/kiosk.md ("The PIN
/// policy") gives it: none for 1 to 3, then 5 s doubling (10, 20, 40, 80, 160 s) up to the
/// ninth, 15 minutes from the tenth on.
qint64 documentedPinWaitMs(int failures) {
    if (failures <= 3) {
        return 0;
    }
    if (failures >= 10) {
        return 15 * 60 * 1000;
    }
    return qint64{5000} << (failures - 4);
}

/// The notify signal of `object`'s property `name` (for a QSignalSpy).
QMetaMethod notifySignal(const QObject* object, const char* name) {
    const QMetaObject* meta = object->metaObject();
    const int index = meta->indexOfProperty(name);
    return index < 0 ? QMetaMethod() : meta->property(index).notifySignal();
}

QJsonObject readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

}  // namespace

class KioskTest : public QObject {
    Q_OBJECT

private slots:
    void theApplicationClockMovesTheIdleTime();
    void idleTimeoutShowsTheCountdownThenTheAttractLoop();
    void aTouchLeavesTheAttractLoop();
    void aTouchDuringAnyAttractGameNeverFreezesTheNextLoops();
    void theAttractLoopInPortraitUsesThePortraitScreensAndItsOwnBalance();
    void resetBetweenVisitorsCompletesTheGameAndKeepsTheJournal();
    void resetCompletesScratchTicketsAndStage2();
    void exitShortcutsAreIgnored();
    void theOperatorMenuNeedsThePin();
    void wrongPinsAreDelayedThenLockedOut();
    void guessingEveryFourDigitPinTakesMonths();
    void pinFailuresAndLockoutSurviveARestart();
    void theRealClientRestartedKeepsTheLockout();
    void aDamagedPinStateIsReportedAndLocksOut();
    void aClockSetBackDoesNotShortenTheLockout();
    void withoutAPinTheOperatorMenuStaysLocked();
    void theOperatorMenuOpensTheConsole();
    void badConfigurationValuesFallBackWithAMessage();
    void aMissingConfigurationFileIsReported();
};

void KioskTest::theApplicationClockMovesTheIdleTime() {
    QTemporaryDir dir;
    Setup s = kioskSetup(dir);
    s.realClock = true;  // start()'s one-second timer, as in the application
    KioskClient c(s);
    QVERIFY(c.ok());
    QTRY_VERIFY_WITH_TIMEOUT(c.context().kiosk()->secondsIdle() >= 2, 5000);
    c.key(Qt::Key_Tab);  // any input sets it back
    QVERIFY(c.context().kiosk()->secondsIdle() <= 1);
}

void KioskTest::idleTimeoutShowsTheCountdownThenTheAttractLoop() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    QVERIFY(k.enabled());
    QQuickItem* countdown = c.findAny(QStringLiteral("kioskCountdown"));
    QVERIFY(countdown != nullptr);
    QVERIFY(!countdown->isVisible());
    QVERIFY(c.click(QStringLiteral("tile-happy-des")));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));

    // GIVEN a visitor idle for less than idle - countdown seconds: nothing shows.
    k.advance(579);
    QVERIFY(!k.countdownActive());
    QVERIFY(!countdown->isVisible());
    // WHEN the countdown threshold is crossed THEN the warning shows the seconds left.
    k.advance(1);
    QVERIFY(k.countdownActive());
    QTRY_VERIFY(countdown->isVisible());
    QCOMPARE(k.countdownRemaining(), 20);
    // … on a card of its own, not as bare words on the dimmed screen: the question inside an
    // opaque card, dark on light, and a bar of the seconds left that empties.
    QQuickItem* card = c.find(QStringLiteral("countdownCard"));
    QVERIFY2(card != nullptr, "the countdown's words are not on a card");
    QCOMPARE(card->property("color").value<QColor>().alpha(), 255);
    QQuickItem* words = c.find(QStringLiteral("countdownText"));
    QVERIFY(words != nullptr);
    QVERIFY(card->isAncestorOf(words));
    QVERIFY(words->property("color").value<QColor>().lightness() <
            card->property("color").value<QColor>().lightness());
    QVERIFY(KioskClient::textOf(words).contains(QStringLiteral("20 secondes")));
    QQuickItem* bar = c.find(QStringLiteral("countdownBar"));
    QVERIFY(bar != nullptr && card->isAncestorOf(bar));
    const qreal full = bar->childItems().value(0)->width();
    k.advance(10);
    QTRY_VERIFY(bar->childItems().value(0)->width() < full * 0.6);
    k.poke();
    k.advance(580);
    QTRY_COMPARE(k.countdownRemaining(), 20);
    QVERIFY(c.find(QStringLiteral("attractLoader")) == nullptr ||
            !c.findAny(QStringLiteral("attractLoader"))->property("active").toBool());
    // WHEN the idle time is over THEN the visitor's session is reset and the attract loop runs.
    QSignalSpy reset(&k, &KioskController::visitorReset);
    k.advance(20);
    QCOMPARE(reset.count(), 1);
    QVERIFY(k.attractActive());
    QTRY_VERIFY(!countdown->isVisible());
    QQuickItem* attract = c.findAny(QStringLiteral("attractLoader"));
    QVERIFY(attract != nullptr);
    QTRY_VERIFY(attract->property("active").toBool());
    QTRY_VERIFY(c.find(QStringLiteral("attractCall")) != nullptr);
    QCOMPARE(c.screen(), QStringLiteral("lobby"));
    // The attract loop plays real games on its own journal, never the visitor's.
    QTRY_VERIFY_WITH_TIMEOUT(k.attractGames().happyDes()->gameId() > 0, 10000);
    QVERIFY(c.session().journal().history(0, true).empty());
    // The idle clock stands still on the attract screen.
    k.advance(1000);
    QCOMPARE(reset.count(), 1);
}

void KioskTest::aTouchDuringAnyAttractGameNeverFreezesTheNextLoops() {
    // A visitor's touch can come during any game of the attract loop: the loop that starts
    // when they leave must play on (a ticket of the attract session left in progress once
    // kept every later loop refusing its first game).
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    const Session& attract = *k.attractGames().host()->session();
    auto playing = [&attract](GameKind kind) {
        const Play* p = attract.game();
        return p != nullptr && p->kind() == kind && !p->finished();
    };
    for (const GameKind kind :
         {GameKind::Dede, GameKind::HappyDes, GameKind::Happy2014, GameKind::Dede}) {
        k.advance(600);
        QVERIFY(k.attractActive());
        QTRY_VERIFY(c.find(QStringLiteral("attractCall")) != nullptr);
        // WHEN the loop is in the middle of a game of this kind and a visitor touches.
        QTRY_VERIFY_WITH_TIMEOUT(playing(kind), 60000);
        c.touch(QPointF(c.window()->width() * 0.5, c.window()->height() * 0.3));
        QTRY_VERIFY(!k.attractActive());
        QCOMPARE(c.screen(), QStringLiteral("lobby"));
        // THEN the attract session has no game left in progress, and the next loop plays.
        QVERIFY2(attract.game() == nullptr || attract.game()->finished(),
                 qPrintable(QStringLiteral("the attract loop's %1 game was left in progress")
                                .arg(QString::fromUtf8(gameKindId(kind).data()))));
        const qint64 before = attract.gameId();
        k.advance(600);
        QVERIFY(k.attractActive());
        QTRY_VERIFY_WITH_TIMEOUT(attract.gameId() > before, 15000);
        c.touch(QPointF(c.window()->width() * 0.5, c.window()->height() * 0.3));
        QTRY_VERIFY(!k.attractActive());
    }
}

void KioskTest::theAttractLoopInPortraitUsesThePortraitScreensAndItsOwnBalance() {
    // A kiosk in portrait (1080x1920): the attract loop's games are laid out as a visitor's
    // are in portrait, and every one of them shows the attract session's balance (never 0).
    QTemporaryDir dir;
    Setup setup = kioskSetup(dir);
    setup.size = QSize(1080, 1920);
    KioskClient c(setup);
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    const Session& attract = *k.attractGames().host()->session();
    k.advance(600);
    QVERIFY(k.attractActive());
    for (const GameKind kind : {GameKind::HappyDes, GameKind::Dede, GameKind::Happy2014}) {
        QTRY_VERIFY_WITH_TIMEOUT(attract.game() != nullptr && attract.game()->kind() == kind,
                                 60000);
        QQuickItem* demo = c.findAny(QStringLiteral("attractDemo"));
        QVERIFY(demo != nullptr);
        QTRY_VERIFY(demo->property("item").value<QQuickItem*>() != nullptr);
        auto* screen = demo->property("item").value<QQuickItem*>();
        const QString name = QString::fromUtf8(gameKindId(kind).data());
        QVERIFY2(screen->property("portrait").toBool(), qPrintable(name));
        QVERIFY2(screen->height() > screen->width(), qPrintable(name));
        const qint64 shown = k.attractWallet()->shownBalanceCents();
        QVERIFY2(shown > 0, qPrintable(name));
        QTRY_COMPARE(screen->property("balanceCents").toLongLong(),
                     k.attractWallet()->shownBalanceCents());
    }
}

void KioskTest::aTouchLeavesTheAttractLoop() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    k.advance(600);
    QVERIFY(k.attractActive());
    QTRY_VERIFY(c.find(QStringLiteral("attractCall")) != nullptr);
    // A touch anywhere on the attract screen.
    c.touch(QPointF(c.window()->width() * 0.6, c.window()->height() * 0.4));
    QTRY_VERIFY(!k.attractActive());
    QCOMPARE(c.screen(), QStringLiteral("lobby"));
    QTRY_VERIFY(c.find(QStringLiteral("tile-dede")) != nullptr);
    QCOMPARE(k.secondsIdle(), 0);
    // The next visitor plays from the lobby.
    QVERIFY(c.click(QStringLiteral("tile-dede")));
    QTRY_COMPARE(c.screen(), QStringLiteral("dede"));
    // Input restarts the idle clock.
    k.advance(100);
    QCOMPARE(k.secondsIdle(), 100);
    c.key(Qt::Key_Tab);
    QCOMPARE(k.secondsIdle(), 0);
}

void KioskTest::resetBetweenVisitorsCompletesTheGameAndKeepsTheJournal() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    // GIVEN a visitor who played a few games and left one unfinished after a stage-1 win.
    HappyDesAdapter& h = *c.context().games().happyDes();
    QVERIFY(h.play(200));
    QVERIFY(harness::finishHappyDes(h, QString()));  // stops on a stage-1 win
    startHappyDesWon(c);
    if (QTest::currentTestFailed()) {
        return;
    }
    const qint64 unfinished = h.gameId();
    const int stage1Amount = h.amountCents();
    QVERIFY(c.context().games().happyDes()->inProgress());
    const auto before = c.session().journal().history(0, true);
    QVERIFY(c.context().history()->rowCount() > 0);
    QVERIFY(c.context().wallet()->balanceCents() != 5000);

    // WHEN the visitor walks away.
    k.advance(600);

    // THEN the game was completed by the rules' automatic path (Happy Dés stops at the
    // current win) and recorded; the balance is back; the visible history is empty; the
    // journal keeps every game.
    QVERIFY(!c.session().inProgress());
    const auto game = c.session().journal().game(unfinished);
    QVERIFY(game.has_value());
    QVERIFY(game->finished);
    QCOMPARE(game->win, static_cast<Cents>(stage1Amount));
    // Its events: the draws so far, then the automatic stop and the end with the stage-1 amount.
    const bool stopped =
        std::any_of(game->events.begin(), game->events.end(),
                    [](const std::string& e) { return e.find("stop") != std::string::npos; });
    QVERIFY(stopped);
    QVERIFY(game->events.back().find("finished") != std::string::npos);
    QCOMPARE(c.context().wallet()->balanceCents(), 5000);
    QCOMPARE(c.session().balance(), c.session().journal().ledgerBalance());
    QCOMPARE(c.session().history(0).size(), std::size_t{0});
    QCOMPARE(c.context().history()->rowCount(), 0);
    const auto after = c.session().journal().history(0, true);
    QCOMPARE(after.size(), before.size());
    for (const GameRecord& g : after) {
        QVERIFY(g.hidden);
        QVERIFY(g.finished);
    }
    QCOMPARE(c.screen(), QStringLiteral("lobby"));
    // The operator's "Nouveau visiteur" does the same (through the PIN panel in another test).
    QCOMPARE(k.visitorResets(), 1);
}

void KioskTest::resetCompletesScratchTicketsAndStage2() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    // A DÉDÉ ticket with one zone scratched, then reset.
    ScratchAdapter& d = *c.context().games().dede();
    d.prepare();
    QTRY_VERIFY_WITH_TIMEOUT(d.ready(), 60000);
    QVERIFY(d.play());
    QVERIFY(d.reveal(d.zones().first().id));
    const qint64 ticket = d.gameId();
    k.resetVisitor();
    auto g = c.session().journal().game(ticket);
    QVERIFY(g && g->finished);
    QVERIFY(g->events.back().find("auto") != std::string::npos || g->events.size() > 3);
    QCOMPARE(c.session().balance(), 5000);
    k.leaveAttract();

    // A Happy Dés game in stage 2 (Cumul, two dice thrown), then reset: the remaining dice are
    // thrown and the game ends with its prize.
    startHappyDesWon(c);
    if (QTest::currentTestFailed()) {
        return;
    }
    HappyDesAdapter& h = *c.context().games().happyDes();
    QVERIFY(h.continueToStage2());
    QVERIFY(h.chooseUniverse(QStringLiteral("cumul")));
    QVERIFY(h.throwDie(0));
    QVERIFY(h.throwDie(1));
    const qint64 id = h.gameId();
    k.resetVisitor();
    g = c.session().journal().game(id);
    QVERIFY(g && g->finished);
    const auto replay = c.session().replayGame(id);
    QVERIFY(replay && replay->finished());
    QCOMPARE(g->win, replay->win());
    QCOMPARE(c.session().balance(), 5000);
    QCOMPARE(c.session().history(0).size(), std::size_t{0});
    // Every game ever started is still in the journal, for the operator.
    QCOMPARE(static_cast<qint64>(c.session().journal().history(0, true).size()),
             static_cast<qint64>(c.session().journal().lastGameId()));
}

void KioskTest::exitShortcutsAreIgnored() {
    QTemporaryDir dir;
    // Control: outside kiosk mode Escape leaves a game screen for the lobby.
    {
        Setup s;
        s.folder = dir.filePath(QStringLiteral("player"));
        QVERIFY(QDir().mkpath(s.folder));
        KioskClient player(s);
        QVERIFY(player.ok());
        QVERIFY(player.click(QStringLiteral("tile-happy-des")));
        QTRY_COMPARE(player.screen(), QStringLiteral("happy-des"));
        player.key(Qt::Key_Escape);
        QTRY_COMPARE(player.screen(), QStringLiteral("lobby"));
        QVERIFY(player.window()->close());
    }
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    QVERIFY(c.click(QStringLiteral("tile-happy-des")));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    QQuickItem* loader = c.find(QStringLiteral("screenLoader"));
    QVERIFY(loader != nullptr);
    QObject* screenBefore = loader->property("item").value<QObject*>();
    QSignalSpy quit(QCoreApplication::instance(), &QCoreApplication::aboutToQuit);
    QSignalSpy screenChanges(c.window(), notifySignal(c.window(), "screen"));
    QSignalSpy screenItemChanges(loader, notifySignal(loader, "item"));
    QSignalSpy visibility(c.window(), &QWindow::visibleChanged);
    QSignalSpy resets(c.context().kiosk(), &KioskController::visitorReset);
    QVERIFY(screenChanges.isValid() && screenItemChanges.isValid());
    // A letter added to the keys (say, in the settings file) is no key on a kiosk: its
    // visitors have the usual keys alone. J on « Jouer » starts nothing.
    KeyBindings* keys = c.context().settings()->keys();
    QCOMPARE(keys->assign(KeyBindings::Activate, Qt::Key_J),
             static_cast<int>(KeyBindings::Assigned));
    QTRY_COMPARE(c.focusItem()->objectName(), QStringLiteral("playButton"));
    c.key(Qt::Key_J);
    c.key(Qt::Key_Escape);
    c.key(Qt::Key_F4, Qt::AltModifier);
    c.key(Qt::Key_Q, Qt::ControlModifier);
    // The sentinel: an input with a known effect that comes after theirs, the operator corner's
    // long press (the panel opens once the corner has been held cornerHoldMs, 1 s). Whatever
    // the shortcuts had set off, queued or on a shorter timer, has happened by then.
    QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
    QVERIFY(panel != nullptr);
    QVERIFY(!panel->isVisible());
    QVERIFY(c.longPress(c.find(QStringLiteral("operatorCorner")), 1300));
    QTRY_VERIFY(panel->isVisible());
    // THEN nothing else happened: no screen change (not even there and back), no reset, the
    // window never hidden, no quit.
    QCOMPARE(screenChanges.count(), 0);
    QCOMPARE(screenItemChanges.count(), 0);
    QCOMPARE(c.screen(), QStringLiteral("happy-des"));
    QCOMPARE(resets.count(), 0);
    QVERIFY(!c.session().inProgress());
    QVERIFY(!keys->enabled());
    QCOMPARE(visibility.count(), 0);
    QVERIFY(c.window()->isVisible());
    QCOMPARE(quit.count(), 0);
    // A close request (what a window manager sends for Alt+F4) is refused too.
    QVERIFY(!c.window()->close());
    QVERIFY(c.window()->isVisible());
    QCOMPARE(loader->property("item").value<QObject*>(), screenBefore);
}

void KioskTest::theOperatorMenuNeedsThePin() {
    QTemporaryDir dir;
    // (A visitor before the restart chose a larger text: the kiosk starts at the usual size.)
    QSettings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat)
        .setValue(QStringLiteral("player/text_size"), 125);
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    QCOMPARE(c.context().settings()->textSize(), 100);
    QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
    QVERIFY(panel != nullptr);
    QVERIFY(!panel->isVisible());
    // A short tap in the corner does nothing; the long press opens the PIN panel. The long
    // press is the sentinel: the panel must open once, and only when the corner has been held
    // cornerHoldMs (1 s), not earlier through the tap before it.
    QQuickItem* corner = c.find(QStringLiteral("operatorCorner"));
    QVERIFY(corner != nullptr);
    QElapsedTimer clock;
    clock.start();
    qint64 openedAt = -1;
    int panelChanges = 0;
    QObject guard;
    connect(panel, &QQuickItem::visibleChanged, &guard, [&] {
        ++panelChanges;
        if (panel->isVisible() && openedAt < 0) {
            openedAt = clock.elapsed();
        }
    });
    QVERIFY(c.click(corner));
    const QPoint centre =
        corner->mapToScene(QPointF(corner->width() / 2, corner->height() / 2)).toPoint();
    const qint64 pressedAt = clock.elapsed();
    QTest::mousePress(c.window(), Qt::LeftButton, Qt::NoModifier, centre);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible(), 10000);
    QTest::mouseRelease(c.window(), Qt::LeftButton, Qt::NoModifier, centre);
    // Qt's coarse timers may fire up to 5 % early: 900 ms is the least a 1 s hold can take.
    QVERIFY2(
        openedAt - pressedAt >= 900,
        qPrintable(QStringLiteral(
                       "the panel opened %1 ms after the long press began (the tap came before it)")
                       .arg(openedAt - pressedAt)));
    QCOMPARE(panelChanges, 1);
    QVERIFY(panel->isVisible());
    QVERIFY(c.find(QStringLiteral("operatorQuit")) == nullptr);

    // A wrong PIN is refused.
    for (const char* digit : {"1", "3", "5", "7"}) {
        QVERIFY(c.click(QStringLiteral("pin-") + QLatin1String(digit)));
    }
    QVERIFY(c.click(QStringLiteral("pin-OK")));
    // The keypad's touches reach nothing underneath.
    QCOMPARE(c.screen(), QStringLiteral("lobby"));
    QVERIFY(!c.session().inProgress());
    QTRY_COMPARE(panel->property("message").toString(), QStringLiteral("Code incorrect."));
    QVERIFY(!panel->property("unlocked").toBool());
    QVERIFY(c.find(QStringLiteral("operatorQuit")) == nullptr);
    QVERIFY(!c.context().kiosk()->checkPin(QStringLiteral("1357")));
    QVERIFY(!c.context().kiosk()->quitWithPin(QStringLiteral("1357")));

    // The right PIN (typed on the keyboard this time) unlocks the operator menu.
    for (Qt::Key key : {Qt::Key_2, Qt::Key_4, Qt::Key_6, Qt::Key_8}) {
        c.key(key);
    }
    c.key(Qt::Key_Return);
    QTRY_VERIFY(panel->property("unlocked").toBool());
    QVERIFY(c.find(QStringLiteral("operatorQuit")) != nullptr);
    QVERIFY(c.find(QStringLiteral("operatorReset")) != nullptr);

    // "Nouveau visiteur" resets the session and closes the panel, and gives the next visitor
    // the text at its usual size (ClientContext).
    c.context().settings()->setTextSize(125);
    QVERIFY2(c.context().games().happyDes()->play(100),
             qPrintable(c.context().games().happyDes()->lastError() + c.screen()));
    QVERIFY(c.click(QStringLiteral("operatorReset")));
    QTRY_VERIFY(!panel->isVisible());
    QVERIFY(c.context().kiosk()->attractActive());
    QVERIFY(!c.session().inProgress());
    QCOMPARE(c.context().kiosk()->visitorResets(), 1);
    QTRY_COMPARE(c.context().settings()->textSize(), 100);
}

void KioskTest::wrongPinsAreDelayedThenLockedOut() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    // The PIN's monotonic clock, driven by the test.
    qint64 now = 1000;
    k.setClock([&now] { return now; });
    QSignalSpy notices(&k, &KioskController::notice);
    QVERIFY(c.longPress(c.find(QStringLiteral("operatorCorner")), 1300));
    QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
    QVERIFY(panel != nullptr);
    QTRY_VERIFY(panel->isVisible());
    const auto type = [&c](const char* digits) {
        for (const char* d = digits; *d != 0; ++d) {
            c.key(Qt::Key_0 + (*d - '0'));
        }
        c.key(Qt::Key_Return);
    };
    const auto waitText = [&c] {
        QQuickItem* t = c.find(QStringLiteral("pinWait"));
        return t == nullptr ? QString() : t->property("text").toString();
    };

    // GIVEN three wrong PINs: no wait.
    for (int i = 1; i <= 3; ++i) {
        type("1111");
        QCOMPARE(k.pinFailures(), i);
        QCOMPARE(k.pinWaitSeconds(), 0);
    }
    QTRY_COMPARE(panel->property("message").toString(), QStringLiteral("Code incorrect."));
    QVERIFY(c.find(QStringLiteral("pinWait")) == nullptr);

    // WHEN a fourth is typed THEN the next attempt waits 5 s; the panel says so and takes none.
    type("1111");
    QCOMPARE(k.pinFailures(), 4);
    QCOMPARE(k.pinWaitSeconds(), 5);
    QVERIFY(!k.pinLockedOut());
    QTRY_COMPARE(waitText(), QStringLiteral("Nouvel essai possible dans 5 s."));
    QVERIFY(!c.click(QStringLiteral("pin-1")));  // the keypad is disabled
    type("2468");                                // the right PIN, typed during the wait
    QVERIFY(!panel->property("unlocked").toBool());
    QCOMPARE(panel->property("entered").toString(), QString());
    QVERIFY(!k.checkPin(QStringLiteral("2468")));  // nor taken through the controller
    QCOMPARE(k.pinFailures(), 4);
    now += 2000;
    QTRY_COMPARE(waitText(), QStringLiteral("Nouvel essai possible dans 3 s."));

    // Each later wrong PIN doubles the wait.
    now += 3000;
    for (const int seconds : {10, 20, 40, 80, 160}) {
        QTRY_VERIFY(!panel->property("waiting").toBool());
        QTRY_VERIFY(c.find(QStringLiteral("pin-OK")) != nullptr &&
                    c.find(QStringLiteral("pin-OK"))->isEnabled());
        type("1111");
        QCOMPARE(k.pinWaitSeconds(), seconds);
        QVERIFY(!k.pinLockedOut());
        now += seconds * 1000;
    }
    QCOMPARE(k.pinFailures(), 9);

    // The tenth locks the keypad for 15 minutes; the right PIN is refused until it ends.
    QTRY_VERIFY(!panel->property("waiting").toBool());
    type("1111");
    QCOMPARE(k.pinFailures(), 10);
    QVERIFY(k.pinLockedOut());
    QCOMPARE(k.pinWaitSeconds(), 900);
    QTRY_COMPARE(
        waitText(),
        QStringLiteral(
            "Trop de codes incorrects : la saisie est bloquée. Réessayez dans 15 min 00 s."));
    now += 899000;
    QTRY_COMPARE(
        waitText(),
        QStringLiteral("Trop de codes incorrects : la saisie est bloquée. Réessayez dans 1 s."));
    type("2468");
    QVERIFY(!panel->property("unlocked").toBool());
    QVERIFY(!k.checkPin(QStringLiteral("2468")));

    // WHEN the lockout is over THEN the right PIN opens the operator menu and clears the count.
    now += 1000;
    QTRY_VERIFY(!panel->property("waiting").toBool());
    QTRY_VERIFY(c.find(QStringLiteral("pinWait")) == nullptr);
    type("2468");
    QTRY_VERIFY(panel->property("unlocked").toBool());
    QVERIFY(c.find(QStringLiteral("operatorQuit")) != nullptr);
    QCOMPARE(k.pinFailures(), 0);
    QVERIFY(!k.pinLockedOut());

    // Every wrong PIN was logged with its time (UTC, to the millisecond) and its number, and
    // every attempt refused during a wait too.
    static const QRegularExpression stamped(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z "));
    QStringList wrong;
    QStringList refused;
    for (const QList<QVariant>& n : std::as_const(notices)) {
        const QString line = n.at(0).toString();
        if (line.contains(QStringLiteral("operator PIN wrong"))) {
            wrong << line;
        } else if (line.contains(QStringLiteral("refused unchecked"))) {
            refused << line;
        }
        if (line.contains(QStringLiteral("operator PIN"))) {
            QVERIFY2(stamped.match(line).hasMatch(), qPrintable(line));
        }
    }
    QCOMPARE(wrong.size(), 10);
    for (int i = 0; i < wrong.size(); ++i) {
        QVERIFY2(wrong.at(i).contains(QStringLiteral("(failure %1)").arg(i + 1)),
                 qPrintable(wrong.at(i)));
    }
    QVERIFY2(wrong.at(3).endsWith(QStringLiteral(": next attempt in 5 s")),
             qPrintable(wrong.at(3)));
    QVERIFY2(wrong.at(9).endsWith(QStringLiteral(": locked out for 900 s")),
             qPrintable(wrong.at(9)));
    QCOMPARE(refused.size(), 2);  // the two tried through the controller; the panel took none
    QVERIFY(notices.last().at(0).toString().endsWith(
        QStringLiteral("operator PIN accepted after 10 failure(s)")));
}

void KioskTest::guessingEveryFourDigitPinTakesMonths() {
    QTemporaryDir dir;
    const QString rightPin = QStringLiteral("9999");
    KioskConfig config = kioskConfig(rightPin);
    // Each wrong PIN writes and syncs the failure state (10 000 here): kept in memory-backed
    // storage where there is one, which makes the syncs cheap; its survival of a restart is
    // checked by pinFailuresAndLockoutSurviveARestart.
    QTemporaryDir memory(QStringLiteral("/dev/shm/instants-kiosk-pin-XXXXXX"));
    if (memory.isValid()) {
        config.pinStateFile = memory.filePath(QStringLiteral("kiosk-pin-state.json"));
    }
    KioskClient c(kioskSetup(dir, config));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    qint64 now = 0;
    k.setClock([&now] { return now; });
    // An attacker who tries 0000, 0001, … each as soon as the wait allows (one try a second
    // otherwise): the last code is reached after more than 100 days. The waits are the ones
    // docs/kiosk.md ("The PIN policy") promises, not the controller's own figure: before each
    // attempt the right PIN is tried 1 ms before the wait ends and must be refused unchecked,
    // then the attempt is made at the end of the wait and must be compared.
    int failures = 0;
    qint64 lastFailure = 0;
    qint64 lastTry = -1000;
    int refusedEarly = 0;
    for (int code = 0; code <= 9999; ++code) {
        const QString pin = QStringLiteral("%1").arg(code, 4, 10, QLatin1Char('0'));
        const qint64 wait = documentedPinWaitMs(failures);
        const qint64 allowed = lastFailure + wait;
        if (wait > 0 && allowed - 1 > lastTry) {
            now = allowed - 1;
            QVERIFY2(
                !k.checkPin(rightPin),
                qPrintable(QStringLiteral(
                               "the right PIN was taken %1 ms after failure %2, 1 ms before the "
                               "documented wait of %3 ms ended")
                               .arg(wait - 1)
                               .arg(failures)
                               .arg(wait)));
            QCOMPARE(k.pinFailures(), failures);  // not even compared
            ++refusedEarly;
        }
        now = std::max(allowed, lastTry + 1000);
        const bool right = k.checkPin(pin);
        QCOMPARE(right, code == 9999);
        if (!right) {
            ++failures;
            QVERIFY2(
                k.pinFailures() == failures,
                qPrintable(QStringLiteral(
                               "%1 tried %2 ms after failure %3, when the documented wait of %4 ms "
                               "was over, was not taken")
                               .arg(pin)
                               .arg(now - lastFailure)
                               .arg(failures - 1)
                               .arg(wait)));
            lastFailure = now;
        }
        lastTry = now;
    }
    QCOMPARE(k.pinFailures(), 0);  // the right PIN cleared the count
    QVERIFY2(refusedEarly > 9900, qPrintable(QString::number(refusedEarly)));
    const double days = static_cast<double>(now) / 86400000.0;
    qInfo("every 4-digit PIN tried in %.1f days", days);
    QVERIFY2(days > 100, qPrintable(QString::number(days)));
}

void KioskTest::pinFailuresAndLockoutSurviveARestart() {
    QTemporaryDir dir;
    qint64 now = 1000;
    // GIVEN five wrong PINs (the fifth imposes 10 s) on a client that is then stopped.
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        c.context().kiosk()->setClock([&now] { return now; });
        wrongPins(*c.context().kiosk(), 5, now);
        QCOMPARE(c.context().kiosk()->pinWaitSeconds(), 10);
    }
    // WHEN it starts again THEN the count and the wait go on where they were: no attempt during
    // what is left of the 10 s, and the next wrong PIN waits 20 s (the sixth failure).
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        KioskController& k = *c.context().kiosk();
        QCOMPARE(k.pinFailures(), 5);
        QVERIFY(QFileInfo::exists(pinStateFile(dir)));
        QVERIFY2(k.pinWaitSeconds() > 0 && k.pinWaitSeconds() <= 10,
                 qPrintable(QString::number(k.pinWaitSeconds())));
        QVERIFY(!k.pinLockedOut());
        QVERIFY(!k.checkPin(QStringLiteral("2468")));  // the right PIN, refused unchecked
        k.setClock([&now] { return now; });            // keeps what is left of the wait
        QVERIFY(k.pinWaitMs() > 0);
        wrongPins(k, 1, now);
        QCOMPARE(k.pinFailures(), 6);
        QCOMPARE(k.pinWaitSeconds(), 20);
        // Up to the lockout.
        wrongPins(k, 4, now);
        QCOMPARE(k.pinFailures(), 10);
        QVERIFY(k.pinLockedOut());
    }
    // A restart in the lockout: still locked out, for what is left of the 15 minutes; the
    // panel says so.
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        KioskController& k = *c.context().kiosk();
        QCOMPARE(k.pinFailures(), 10);
        QVERIFY(k.pinLockedOut());
        QVERIFY2(k.pinWaitSeconds() > 890 && k.pinWaitSeconds() <= 900,
                 qPrintable(QString::number(k.pinWaitSeconds())));
        const QString report = c.context().startupProblems().join(QLatin1Char('\n'));
        QVERIFY2(report.contains(pinStateFile(dir)) &&
                     report.contains(QStringLiteral("10 failure(s), locked out for")),
                 qPrintable(report));
        QVERIFY(!k.checkPin(QStringLiteral("2468")));
        QVERIFY(c.longPress(c.find(QStringLiteral("operatorCorner")), 1300));
        QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
        QTRY_VERIFY(panel->isVisible());
        QTRY_VERIFY(panel->property("waiting").toBool());
        QQuickItem* wait = c.find(QStringLiteral("pinWait"));
        QVERIFY(wait != nullptr);
        static const QRegularExpression lockedText(
            QStringLiteral("^Trop de codes incorrects : la saisie est bloquée\\. Réessayez dans "
                           "(15 min 00|14 min [0-5]\\d) s\\.$"));
        QVERIFY2(lockedText.match(wait->property("text").toString()).hasMatch(),
                 qPrintable(wait->property("text").toString()));
        // WHEN the lockout is over THEN the right PIN opens the menu and clears the count, which
        // a restart keeps too.
        k.setClock([&now] { return now; });
        now += k.pinWaitMs();
        QTRY_VERIFY(!panel->property("waiting").toBool());
        QVERIFY(k.checkPin(QStringLiteral("2468")));
        QCOMPARE(k.pinFailures(), 0);
    }
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        KioskController& k = *c.context().kiosk();
        QCOMPARE(k.pinFailures(), 0);
        QCOMPARE(k.pinWaitSeconds(), 0);
        k.setClock([&now] { return now; });
        wrongPins(k, 3, now);
        QCOMPARE(k.pinWaitSeconds(), 0);
        wrongPins(k, 1, now);
        QCOMPARE(k.pinWaitSeconds(), 5);
    }
}

void KioskTest::theRealClientRestartedKeepsTheLockout() {
    QTemporaryDir dir;
    qint64 now = 0;
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        c.context().kiosk()->setClock([&now] { return now; });
        wrongPins(*c.context().kiosk(), 10, now);
        QVERIFY(c.context().kiosk()->pinLockedOut());
    }
    const QString ini = dir.filePath(QStringLiteral("kiosk.ini"));
    writeFile(ini, "[kiosk]\nenabled=true\npin=2468\n");
    // The client as the example unit runs it, started twice, killed (-9) in between: each time
    // it reports the lockout it goes on with, naming the file.
    for (int run = 1; run <= 2; ++run) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        QProcess client;
        client.setProcessEnvironment(env);
        client.start(QStringLiteral(INSTANTS_CLIENT_BINARY),
                     {QStringLiteral("--kiosk"), QStringLiteral("--config"), ini,
                      QStringLiteral("--db"), dir.filePath(QStringLiteral("journal.db")),
                      QStringLiteral("--settings"), dir.filePath(QStringLiteral("settings.ini")),
                      QStringLiteral("--seed"), QStringLiteral("1")});
        QVERIFY(client.waitForStarted());
        QByteArray errors;
        static const QRegularExpression restored(
            QStringLiteral("kiosk-pin-state\\.json: operator PIN state restored: 10 "
                           "failure\\(s\\), locked out for (\\d+) s more"));
        QRegularExpressionMatch match;
        (void)QTest::qWaitFor(
            [&] {
                errors += client.readAllStandardError();
                match = restored.match(QString::fromUtf8(errors));
                return match.hasMatch() || client.state() != QProcess::Running;
            },
            20000);
        QVERIFY2(match.hasMatch(), errors.constData());
        const int left = match.captured(1).toInt();
        QVERIFY2(left > 850 && left <= 900, qPrintable(match.captured(0)));
        QVERIFY(errors.contains(pinStateFile(dir).toUtf8()));
        QCOMPARE(client.state(), QProcess::Running);
        client.kill();
        QVERIFY(client.waitForFinished());
    }
    const QJsonObject state = readJson(pinStateFile(dir));
    QCOMPARE(state.value(QStringLiteral("failures")).toInt(), 10);
    QVERIFY(state.value(QStringLiteral("locked_out")).toBool());
}

void KioskTest::aDamagedPinStateIsReportedAndLocksOut() {
    // A file that is not the state (truncated by a crash of the disk, garbage), and one whose
    // values make no sense: reported with the file's name, and a full lockout from the start.
    const QList<QByteArray> damaged = {
        QByteArray("{\"format\": \"instants-kiosk-pin-st"), QByteArray("\x00\x01\x02garbage", 10),
        QByteArray("{\"format\": \"instants-kiosk-pin-state\", \"version\": 1, \"failures\": -3}")};
    for (const QByteArray& bytes : damaged) {
        QTemporaryDir dir;
        writeFile(pinStateFile(dir), bytes);
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        KioskController& k = *c.context().kiosk();
        const QString report = c.context().startupProblems().join(QLatin1Char('\n'));
        QVERIFY2(report.contains(pinStateFile(dir) +
                                 QStringLiteral(": the operator PIN state cannot be read")),
                 qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("locked out for 900 s")), qPrintable(report));
        QVERIFY(k.pinLockedOut());
        QCOMPARE(k.pinFailures(), 10);
        QCOMPARE(k.pinWaitSeconds(), 900);
        QVERIFY(!k.checkPin(QStringLiteral("2468")));
        // The damaged file is kept for the operator; a good state replaces it.
        QFile kept(pinStateFile(dir) + QStringLiteral(".damaged"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        QCOMPARE(readJson(pinStateFile(dir)).value(QStringLiteral("failures")).toInt(), 10);
        // After the lockout the right PIN still works and clears the count.
        qint64 now = 0;
        k.setClock([&now] { return now; });
        now += k.pinWaitMs();
        QVERIFY(k.checkPin(QStringLiteral("2468")));
        QCOMPARE(k.pinFailures(), 0);
        QCOMPARE(readJson(pinStateFile(dir)).value(QStringLiteral("failures")).toInt(), 0);
    }
}

void KioskTest::aClockSetBackDoesNotShortenTheLockout() {
    QTemporaryDir dir;
    qint64 now = 0;
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        c.context().kiosk()->setClock([&now] { return now; });
        wrongPins(*c.context().kiosk(), 10, now);
    }
    // The system clock set back two hours while the client was stopped: the file's times are
    // now two hours in the future, the lockout's end included.
    QJsonObject state = readJson(pinStateFile(dir));
    QVERIFY2(!state.isEmpty(), qPrintable(pinStateFile(dir)));
    for (const QString& key : {QStringLiteral("last_failure"), QStringLiteral("wait_until")}) {
        const QDateTime t = QDateTime::fromString(state.value(key).toString(), Qt::ISODateWithMs);
        QVERIFY2(t.isValid(), qPrintable(key));
        state.insert(key, t.addSecs(7200).toString(Qt::ISODateWithMs));
    }
    writeFile(pinStateFile(dir), QJsonDocument(state).toJson());
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        KioskController& k = *c.context().kiosk();
        // THEN the lockout starts again in full (not 2 h 15 min, nor nothing), and the report
        // says why.
        QCOMPARE(k.pinFailures(), 10);
        QVERIFY(k.pinLockedOut());
        QCOMPARE(k.pinWaitSeconds(), 900);
        const QString report = c.context().startupProblems().join(QLatin1Char('\n'));
        QVERIFY2(report.contains(QStringLiteral("set back")), qPrintable(report));
        QVERIFY(!k.checkPin(QStringLiteral("2468")));
    }
    // The file now dates the lockout from the restart: a second restart does not start it
    // again, nor end it.
    const QDateTime last = QDateTime::fromString(
        readJson(pinStateFile(dir)).value(QStringLiteral("last_failure")).toString(),
        Qt::ISODateWithMs);
    QVERIFY(last.isValid());
    QVERIFY(last <= QDateTime::currentDateTimeUtc());
    {
        KioskClient c(kioskSetup(dir));
        QVERIFY(c.ok());
        QVERIFY(c.context().kiosk()->pinLockedOut());
        QVERIFY(c.context().kiosk()->pinWaitSeconds() > 880);
    }
}

void KioskTest::withoutAPinTheOperatorMenuStaysLocked() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir, kioskConfig(QString())));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    QVERIFY(!k.pinConfigured());
    QVERIFY(!k.checkPin(QString()));
    QVERIFY(!k.checkPin(QStringLiteral("0000")));
    QVERIFY(c.longPress(c.find(QStringLiteral("operatorCorner")), 1300));
    QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(panel->property("message").toString().contains(QStringLiteral("verrouillé")));
    QVERIFY(c.find(QStringLiteral("pin-OK")) == nullptr);  // no keypad
    c.key(Qt::Key_Return);
    QVERIFY(!panel->property("unlocked").toBool());
    QVERIFY(c.click(QStringLiteral("operatorClose")));
    QTRY_VERIFY(!panel->isVisible());
}

void KioskTest::theOperatorMenuOpensTheConsole() {
    QTemporaryDir dir;
    KioskClient c(kioskSetup(dir));
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    // Without a console launcher (a QGuiApplication), the menu has no "Console".
    QVERIFY(!k.consoleAvailable());
    QVERIFY(!k.openConsole());
    k.setConsoleAvailable(true);
    QSignalSpy requested(&k, &KioskController::consoleRequested);
    QVERIFY(c.longPress(c.find(QStringLiteral("operatorCorner")), 1300));
    QQuickItem* panel = c.findAny(QStringLiteral("operatorPanel"));
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(c.find(QStringLiteral("operatorConsole")) == nullptr);  // locked
    for (Qt::Key key : {Qt::Key_2, Qt::Key_4, Qt::Key_6, Qt::Key_8, Qt::Key_Enter}) {
        c.key(key);
    }
    QTRY_VERIFY(c.find(QStringLiteral("operatorConsole")) != nullptr);
    QVERIFY(c.click(QStringLiteral("operatorConsole")));
    QTRY_COMPARE(requested.count(), 1);
    QTRY_VERIFY(!panel->isVisible());
}

void KioskTest::badConfigurationValuesFallBackWithAMessage() {
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("kiosk.ini"));
    QFile f(ini);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "[kiosk]\nenabled=true\npin=12ab\nidle_seconds=abc\ncountdown_seconds=5\n"
        "corner_hold_ms=50\nattract_seed=-3\ncolour=blue\n"
        "[games]\nauto_reveal_seconds=9\ninitial_balance_cents=12\n"
        "[player]\nlanguage=de\nmuted=perhaps\n");
    f.close();
    const KioskConfig k = KioskConfig::load(ini);
    const QString all = k.problems.join(QLatin1Char('\n'));
    // Each bad value is named with its key, its value and the default used.
    QVERIFY2(all.contains(QStringLiteral(
                 "[kiosk] idle_seconds = 'abc' is not a whole number from 10 to 3600; using 60")),
             qPrintable(all));
    QVERIFY(all.contains(QStringLiteral("[kiosk] pin")));
    QVERIFY(!all.contains(QStringLiteral("12ab")));  // the PIN itself is never printed
    QVERIFY(all.contains(QStringLiteral("[kiosk] corner_hold_ms = '50'")));
    QVERIFY(all.contains(QStringLiteral("[kiosk] attract_seed = '-3'")));
    QVERIFY(all.contains(QStringLiteral("[kiosk] colour is not a known key")));
    QVERIFY(all.contains(QStringLiteral("[games] initial_balance_cents = '12'")));
    QVERIFY(all.contains(QStringLiteral("[player] language = 'de'")));
    QVERIFY(all.contains(QStringLiteral("[player] muted = 'perhaps'")));
    QCOMPARE(k.problems.size(), 8);
    for (const QString& p : k.problems) {
        QVERIFY2(p.startsWith(ini + QStringLiteral(": ")), qPrintable(p));
    }
    // The safe defaults, and the good values kept.
    QVERIFY(k.enabled);
    QVERIFY(k.pin.isEmpty());
    QCOMPARE(k.idleSeconds, 60);
    QCOMPARE(k.countdownSeconds, 5);
    QCOMPARE(k.cornerHoldMs, 3000);
    QCOMPARE(k.attractSeed, quint64{2026});
    QCOMPARE(k.autoRevealSeconds, 9);
    QCOMPARE(k.initialBalanceCents, 10000);
    QVERIFY(k.language.isEmpty());
    QCOMPARE(k.mutedSetting, -1);

    // The client starts with them and reports the problems (main prints them; the console
    // shows them).
    client::ClientOptions o;
    o.database = dir.filePath(QStringLiteral("journal.db"));
    o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    o.configFile = ini;
    o.seed = 1;
    ClientContext context(o);
    QVERIFY(context.kiosk()->enabled());
    QCOMPARE(context.kiosk()->idleSeconds(), 60);
    QCOMPARE(context.startupProblems(), k.problems);
    QCOMPARE(context.kiosk()->configProblems(), k.problems);
    QVERIFY(context.games().host()->isOpen());

    // countdown_seconds must be shorter than idle_seconds.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("[kiosk]\nidle_seconds=20\ncountdown_seconds=30\n");
    f.close();
    const KioskConfig k2 = KioskConfig::load(ini);
    QCOMPARE(k2.countdownSeconds, 10);
    QVERIFY(k2.problems.join(QString()).contains(
        QStringLiteral("[kiosk] countdown_seconds = '30' is not shorter than idle_seconds")));
}

void KioskTest::aMissingConfigurationFileIsReported() {
    QTemporaryDir dir;
    const KioskConfig k = KioskConfig::load(dir.filePath(QStringLiteral("absent.ini")));
    QCOMPARE(k.problems.size(), 1);
    QVERIFY(k.problems.first().contains(QStringLiteral("does not exist")));
    QVERIFY(!k.enabled);
    QCOMPARE(k.idleSeconds, 60);
}

QTEST_MAIN(KioskTest)
#include "test_kiosk.moc"
