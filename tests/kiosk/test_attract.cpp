// The kiosk's attract loop against a visitor's touch at every phase of every game (docs/kiosk.md,
// "Attract loop"), on the real client in kiosk mode with normal motion, in landscape and in
// portrait. For each phase in turn: the loop reaches it, a visitor touches, the attract game is
// finished by the rules' automatic path, the visitor buys a game of the same kind and walks away
// in the middle of it, the next loop opens on a visitor's starting balance and goes on with the
// next game. Every loop is several games long; no loop may stall on a game the last one left.
#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <set>

#include "instants/session/session.h"
#include "kioskclient.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

constexpr qint64 kStartingBalance = 5000;

/// One phase of one attract game, as the screens show it.
struct Phase {
    int game;  ///< the attract loop's game: 0 Happy Dés, 1 DÉDÉ, 2 Happy 2014
    const char* name;
    /// The phase is on screen; `loopStart`: the attract session's last game before this loop.
    std::function<bool(const KioskController&, qint64 loopStart)> shown;
};

const HappyDesPresenter& hd(const KioskController& k) {
    return *k.attractHappyDesPresenter();
}

const ScratchPresenter& ticket(const KioskController& k, int game) {
    return game == 1 ? *k.attractDedePresenter() : *k.attractHappy2014Presenter();
}

/// A Happy Dés stage-2 die or dice in the air, in `universe`.
Phase stage2InTheAir(const char* name, const char* universe) {
    return {0, name, [universe](const KioskController& k, qint64) {
                return hd(k).inProgress() && hd(k).universe() == QLatin1String(universe) &&
                       !hd(k).tumblingDice().isEmpty();
            }};
}

/// The scratch game's phases (DÉDÉ: 1, Happy 2014: 2).
std::vector<Phase> ticketPhases(int game) {
    return {
        {game, "before the purchase",
         [game](const KioskController& k, qint64) { return !ticket(k, game).inProgress(); }},
        {game, "bought, every zone covered",
         [game](const KioskController& k, qint64) {
             return ticket(k, game).inProgress() && ticket(k, game).revealedCount() == 0;
         }},
        {game, "one zone uncovered",
         [game](const KioskController& k, qint64) {
             return ticket(k, game).inProgress() && ticket(k, game).revealedCount() == 1;
         }},
        {game, "every zone but one uncovered",
         [game](const KioskController& k, qint64) {
             const ScratchPresenter& t = ticket(k, game);
             return t.inProgress() && t.revealedCount() == t.zoneCount() - 1;
         }},
        {game, "its result on screen",
         [game](const KioskController& k, qint64 loopStart) {
             const ScratchPresenter& t = ticket(k, game);
             return t.active() && t.finished() && t.gameId() > loopStart;
         }},
    };
}

/// Every phase, the three games interleaved as the loop plays them (a touch moves the loop on to
/// the next game, so that the next phase is that game's).
std::vector<Phase> everyPhase() {
    const std::vector<Phase> happyDes = {
        {0, "before the purchase",
         [](const KioskController& k, qint64) { return !hd(k).inProgress(); }},
        {0, "the stage-1 amount drawn",
         [](const KioskController& k, qint64) {
             return hd(k).inProgress() && hd(k).amountDrawing();
         }},
        {0, "the stage-1 die in the air",
         [](const KioskController& k, qint64) {
             return hd(k).inProgress() && hd(k).stage1Tumbling();
         }},
        {0, "stage 1 won, « J'arrête » or « Je continue »",
         [](const KioskController& k, qint64) {
             return hd(k).phaseKind() == HappyDesPhase::Stage1Won && hd(k).canAct();
         }},
        {0, "the choice of a universe",
         [](const KioskController& k, qint64) {
             return hd(k).phaseKind() == HappyDesPhase::ChooseUniverse && hd(k).canAct();
         }},
        stage2InTheAir("a Happy Cumul die in the air", "cumul"),
        stage2InTheAir("a Happy Figures die in the air", "figures"),
        stage2InTheAir("Happy Identiques' dice in the air", "identiques"),
        {0, "its result on screen",
         [](const KioskController& k, qint64 loopStart) {
             return hd(k).active() && hd(k).finished() && hd(k).gameId() > loopStart;
         }},
    };
    std::vector<Phase> all;
    const std::vector<Phase> dede = ticketPhases(1);
    const std::vector<Phase> happy2014 = ticketPhases(2);
    for (std::size_t i = 0; i < happyDes.size(); ++i) {
        all.push_back(happyDes[i]);
        if (i < dede.size()) {
            all.push_back(dede[i]);
            all.push_back(happy2014[i]);
        }
    }
    return all;
}

/// The game the attract screen shows (0 Happy Dés, 1 DÉDÉ, 2 Happy 2014); -1 when none.
int attractGame(const KioskClient& c) {
    QQuickItem* loader = c.findAny(QStringLiteral("attractLoader"));
    auto* screen = loader != nullptr ? loader->property("item").value<QQuickItem*>() : nullptr;
    return screen != nullptr ? screen->property("game").toInt() : -1;
}

const char* tileOf(int game) {
    return game == 0 ? "tile-happy-des" : game == 1 ? "tile-dede" : "tile-happy-2014";
}

const char* kindOf(int game) {
    return game == 0 ? "happy-des" : game == 1 ? "dede" : "happy-2014";
}

}  // namespace

class AttractTest : public QObject {
    Q_OBJECT

private slots:
    void aTouchAtEveryPhaseInLandscape() { touchEveryPhase(QSize(1280, 720)); }
    void aTouchAtEveryPhaseInPortrait() { touchEveryPhase(QSize(1080, 1920)); }

private:
    static void touchEveryPhase(QSize size);
};

void AttractTest::touchEveryPhase(QSize size) {
    QTemporaryDir dir;
    Setup setup;
    setup.folder = dir.path();
    setup.size = size;
    // The defaults people have: normal motion, every reveal at its pace.
    setup.reducedMotion = false;
    setup.motionScale = 1;
    setup.kiosk.enabled = true;
    setup.kiosk.pin = QStringLiteral("2468");
    setup.kiosk.idleSeconds = 600;  // the test moves the idle clock (advance())
    setup.kiosk.countdownSeconds = 20;
    setup.kiosk.initialBalanceCents = kStartingBalance;
    KioskClient c(setup);
    QVERIFY(c.ok());
    KioskController& k = *c.context().kiosk();
    Session& attract = *k.attractGames().host()->session();
    const Session& visitor = c.session();
    const bool portrait = size.height() > size.width();
    std::set<QString> universesTouched;

    // The attract session's wins since `fromGame` (a loop's balance is its start and these).
    auto winsSince = [&attract](qint64 fromGame) {
        qint64 wins = 0;
        for (const GameRecord& g : attract.journal().history(0, true)) {
            wins += g.id > fromGame ? g.win : 0;
        }
        return wins;
    };

    QElapsedTimer clock;
    clock.start();
    // The visitor gone: the attract loop, on a visitor's starting balance.
    k.advance(600);
    QVERIFY(k.attractActive());
    for (const Phase& phase : everyPhase()) {
        const QString label =
            QStringLiteral("%1, %2 (%3x%4)")
                .arg(QLatin1String(kindOf(phase.game)), QString::fromUtf8(phase.name))
                .arg(size.width())
                .arg(size.height());
        qInfo("%s after %llds", qPrintable(label), static_cast<long long>(clock.elapsed() / 1000));
        QCOMPARE(k.attractWallet()->shownBalanceCents(), kStartingBalance);
        const qint64 loopStart = attract.gameId();
        // WHEN the loop shows this phase of this game (several games later if need be).
        QTRY_VERIFY2_WITH_TIMEOUT(attractGame(c) == phase.game && phase.shown(k, loopStart),
                                  qPrintable(QStringLiteral("never reached: %1").arg(label)),
                                  240000);
        if (phase.game == 0 && hd(k).inProgress() && !hd(k).universe().isEmpty()) {
            universesTouched.insert(hd(k).universe());
        }
        // The game as a visitor's is laid out in this shape, with a plausible balance: never
        // 0,00 €, never more than the loop's start and its wins.
        QQuickItem* demo = c.findAny(QStringLiteral("attractDemo"));
        QVERIFY2(demo != nullptr, qPrintable(label));
        auto* screen = demo->property("item").value<QQuickItem*>();
        QVERIFY2(screen != nullptr, qPrintable(label));
        QCOMPARE(screen->property("portrait").toBool(), portrait);
        const qint64 balance = screen->property("balanceCents").toLongLong();
        const qint64 ceiling = kStartingBalance + winsSince(loopStart);
        QVERIFY2(balance > 0 && balance <= ceiling,
                 qPrintable(QStringLiteral("%1: balance %2, start and wins %3")
                                .arg(label)
                                .arg(balance)
                                .arg(ceiling)));
        // … a visitor touches the screen.
        c.touch(QPointF(size.width() * 0.5, size.height() * 0.3));
        QTRY_VERIFY2(!k.attractActive(), qPrintable(label));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        // THEN the attract game is finished (the rules' automatic path), none left in progress.
        QVERIFY2(attract.game() == nullptr || attract.game()->finished(),
                 qPrintable(QStringLiteral("left in progress: %1").arg(label)));
        // … the visitor plays the same game: bought, then left in the middle.
        QTRY_VERIFY2(c.find(QString::fromLatin1(tileOf(phase.game))) != nullptr, qPrintable(label));
        // (A control takes a press once its arming delay has passed: pressed until it opens.)
        QTRY_VERIFY2(c.screen() == QLatin1String(kindOf(phase.game)) ||
                         (c.click(QString::fromLatin1(tileOf(phase.game))) && false),
                     qPrintable(QStringLiteral("the lobby did not open the game: %1").arg(label)));
        QQuickItem* play = nullptr;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (play = c.tryFind(QStringLiteral("playButton"), c.screenItem())) != nullptr &&
                play->isEnabled(),
            qPrintable(QStringLiteral("the visitor cannot buy: %1").arg(label)), 60000);
        const qint64 visitorGames = visitor.gameId();
        QTRY_VERIFY2(
            (visitor.gameId() > visitorGames && visitor.inProgress()) || (c.click(play) && false),
            qPrintable(QStringLiteral("the visitor's game did not start: %1").arg(label)));
        // … and walks away: their game is finished too, and the next loop starts.
        k.advance(600);
        QVERIFY2(!visitor.inProgress(), qPrintable(label));
        QVERIFY2(k.attractActive(), qPrintable(label));
    }
    // The last loop plays on.
    const qint64 last = attract.gameId();
    QTRY_VERIFY_WITH_TIMEOUT(attract.gameId() > last, 60000);
    // Happy Dés was interrupted in each of its universes.
    QCOMPARE(universesTouched.size(), std::size_t{3});
}

QTEST_MAIN(AttractTest)
#include "test_attract.moc"
