// The presentation timeline as a player meets it (DESIGN invariant 9): the real client with
// its animations on, driven by real clicks, keys and strokes, and watched on every frame.
//
//   everyFrameHappyDes:STRATEGY  ≥ 50 seeded games of the strategy (stop, cumul, figures,
//                                identiques), every frame checked (FrameProbe)
//   everyFrameDede, everyFrameHappy2014
//                                ≥ 50 tickets each, by strokes, clicks, keys, « Auto »,
//                                « Tout découvrir » and (DÉDÉ) the inactivity reveal
//   tumblesAreIndependent        ≥ 10 000 tumbles of real Die items: dice heading for the same
//                                face are no more alike in the air than dice heading for others
//   aStopMidRevealResumesTheSameSequence
//                                the program stopped while the last die of a game is in the
//                                air (or a ticket's « Auto » half way): the next start shows
//                                the rest of the reveal, in order, before the result
//   doubleClicksSpendNothingUnseen, rapidClicksThrowOnlyWhatWasSeen
//                                every button double-clicked; « Lancez vos dés » clicked five
//                                times a second: nothing is bought or thrown before the last
//                                reveal has ended, no click lands on a control that appeared
//                                after it was aimed
//
// The reveals run faster than in play (a motion scale), the same stages in the same order.

#include <QElapsedTimer>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <memory>

#include "frameprobe.h"
#include "instants/happydes/game.h"
#include "instants/json.h"
#include "instants/session/scratch_play.h"
#include "instants/session/session.h"
#include "uiclient.h"

using namespace instants;
using namespace instants::uitest;

namespace {

/// The speed of the reveals in the frame tests: every stage at this share of its length.
constexpr double kFrameTestScale = 0.1;
constexpr int kGamesPerCase = 50;

QString typeOf(const Json& e) { return QString::fromStdString(e.find("type")->asString()); }

/// Records, for every event the engine appends, whether the timeline of its game had shown
/// everything before it (nothing bought or thrown before the previous reveal ended).
class SpendWatch : public QObject {
public:
    explicit SpendWatch(UiClient& c) : m_c(c) {
        auto* host = c.context().host();
        for (client::Timeline* t : {static_cast<client::Timeline*>(c.context().happyDesPresenter()),
                                    static_cast<client::Timeline*>(c.context().dedePresenter()),
                                    static_cast<client::Timeline*>(c.context().happy2014Presenter())}) {
            connect(t, &client::Timeline::shown, this, [this, t](qint64 game, int, const QVariantMap& event) {
                m_lastShown[t->kind()] = {game, event.value(QStringLiteral("type")).toString()};
            });
        }
        // Connected after the timelines: they have started the new event's reveal, and shown
        // nothing of it yet.
        connect(host, &client::SessionHost::eventsAppended, this, [this](qint64 gameId, int from) {
            const Play* p = m_c.play();
            if (p == nullptr) {
                return;
            }
            ++m_actions;
            const client::Timeline* t = timelineOf(p->kind());
            const Json first = p->publicEvent(static_cast<std::size_t>(from));
            if (from == 0) {
                // A new game: the last one of its kind was shown to its end.
                for (auto it = m_lastShown.cbegin(); it != m_lastShown.cend(); ++it) {
                    if (it.value().first != 0 && it.value().first != gameId && it.value().second != QLatin1String("finished")) {
                        m_problems << QStringLiteral("game %1 started while game %2 was still being revealed")
                                          .arg(gameId)
                                          .arg(it.value().first);
                    }
                }
            } else if (t->shownEventCount() < from && typeOf(first) != QLatin1String("reveal")) {
                // (A zone is uncovered by the player's own hand, at the pace of their strokes.)
                m_problems << QStringLiteral("%1 recorded while %2 of the %3 events before it were shown")
                                  .arg(typeOf(first))
                                  .arg(t->shownEventCount())
                                  .arg(from);
            }
        });
    }
    const QStringList& problems() const { return m_problems; }
    int actions() const { return m_actions; }

private:
    const client::Timeline* timelineOf(GameKind k) const {
        return k == GameKind::HappyDes ? static_cast<const client::Timeline*>(m_c.context().happyDesPresenter())
               : k == GameKind::Dede   ? static_cast<const client::Timeline*>(m_c.context().dedePresenter())
                                       : static_cast<const client::Timeline*>(m_c.context().happy2014Presenter());
    }
    UiClient& m_c;
    QHash<GameKind, QPair<qint64, QString>> m_lastShown;
    QStringList m_problems;
    int m_actions = 0;
};

}  // namespace

class PresentationTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void everyFrameHappyDes_data();
    void everyFrameHappyDes();
    void everyFrameDede() { everyFrameScratch(GameKind::Dede); }
    void everyFrameHappy2014() { everyFrameScratch(GameKind::Happy2014); }
    void tumblesAreIndependent();
    void doubleClicksSpendNothingUnseen();
    void rapidClicksThrowOnlyWhatWasSeen();
    void aStopMidRevealResumesTheSameSequence();

private:
    ClientSetup setup(const QString& name, quint64 seed, double scale) const {
        ClientSetup s;
        s.database = m_dir.filePath(name + QStringLiteral(".db"));
        s.settingsFile = m_dir.filePath(name + QStringLiteral(".ini"));
        s.seed = seed;
        s.reducedMotion = false;
        s.motionScale = scale;
        return s;
    }
    void openGame(UiClient& c, const QString& screen);
    void playHappyDesGame(UiClient& c, const QString& strategy, bool& applied);
    void everyFrameScratch(GameKind kind);
    void reportProbe(const FrameProbe& probe, const QString& what);

    QTemporaryDir m_dir;
};

void PresentationTest::reportProbe(const FrameProbe& probe, const QString& what) {
    qInfo("%s: %d frames watched, %d of them animating a reveal, %d changes of what carries an outcome, %lld violations",
          qPrintable(what), probe.frames(), probe.animatedFrames(), probe.changes(),
          static_cast<long long>(probe.violations().size()));
    QVERIFY2(probe.violations().isEmpty(), qPrintable(probe.violations().mid(0, 8).join(QLatin1Char('\n'))));
    // The check saw reveals and changes (it would prove nothing otherwise).
    QVERIFY(probe.animatedFrames() > 100);
    QVERIFY(probe.changes() > 100);
}

void PresentationTest::openGame(UiClient& c, const QString& screen) {
    UI_CHECK(c.waitUntilIdle());
    if (c.screen() == screen) {
        return;
    }
    if (c.screen() != QLatin1String("lobby")) {
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        UI_CHECK(c.waitUntilIdle());
    }
    UI_CHECK(c.click(c.find(QStringLiteral("tile-") + screen)));
    QTRY_COMPARE(c.screen(), screen);
    UI_CHECK(c.waitUntilIdle());
}

// --- Happy Dés, every frame -----------------------------------------------------------------

void PresentationTest::everyFrameHappyDes_data() {
    QTest::addColumn<QString>("strategy");
    for (const char* s : {"stop", "cumul", "figures", "identiques"}) {
        QTest::newRow(s) << QString::fromLatin1(s);
    }
}

void PresentationTest::playHappyDesGame(UiClient& c, const QString& strategy, bool& applied) {
    applied = false;
    QQuickItem* scr = c.screenItem();
    if (c.context().wallet()->balanceCents() < 1000) {
        c.context().wallet()->resetBalance();
    }
    UI_CHECK(c.waitUntilIdle());
    const std::int64_t before = c.session().gameId();
    if (QQuickItem* replay = c.tryFind(QStringLiteral("replayButton"), scr)) {
        UI_CHECK(c.click(replay));
    } else {
        UI_CHECK(c.click(c.find(QStringLiteral("playButton"), scr)));
    }
    QVERIFY2(c.session().gameId() != before, "no game was started");
    for (int guard = 0; guard < 200; ++guard) {
        UI_CHECK(c.waitUntilIdle());
        const happydes::Game& g = *happyDesGameOf(*c.play());
        if (g.finished()) {
            return;
        }
        QQuickItem* target = nullptr;
        switch (g.phase()) {
            case happydes::Phase::Stage1Roll: target = c.find(QStringLiteral("stage1Die"), scr); break;
            case happydes::Phase::Stage1Won:
                applied = true;
                target = c.find(strategy == QLatin1String("stop") ? QStringLiteral("stopButton") : QStringLiteral("continueButton"), scr);
                break;
            case happydes::Phase::ChooseUniverse: target = c.find(QStringLiteral("universe-") + strategy, scr); break;
            case happydes::Phase::Cumul:
            case happydes::Phase::Figures: {
                const auto dice = g.dice();
                const auto open = std::find(dice.begin(), dice.end(), 0);
                target = c.find(QStringLiteral("die-%1").arg(open - dice.begin()), scr);
                break;
            }
            case happydes::Phase::Identiques: target = c.find(QStringLiteral("throwButton"), scr); break;
            default: QFAIL("unexpected phase");
        }
        if (QTest::currentTestFailed()) {
            return;
        }
        const std::size_t events = c.play()->eventCount();
        UI_CHECK(c.click(target));
        QVERIFY2(c.play()->eventCount() > events, qPrintable(QStringLiteral("a click on %1 did nothing").arg(target->objectName())));
    }
    QFAIL("the game never ended");
}

void PresentationTest::everyFrameHappyDes() {
    QFETCH(QString, strategy);
    UiClient c(setup(QStringLiteral("frames-") + strategy, 100 + static_cast<quint64>(strategy.size()), kFrameTestScale));
    QVERIFY(c.ok());
    FrameProbe probe(c);
    SpendWatch spend(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    int applied = 0;
    int games = 0;
    while (applied < kGamesPerCase && games < 400) {
        bool used = false;
        UI_CHECK(playHappyDesGame(c, strategy, used));
        applied += used ? 1 : 0;
        ++games;
        if (probe.violations().size() > 20) {
            break;
        }
    }
    UI_CHECK(c.waitUntilIdle());
    qInfo("Happy Dés, %s: %d games, %d with the strategy applied", qPrintable(strategy), games, applied);
    UI_CHECK(reportProbe(probe, QStringLiteral("Happy Dés ") + strategy));
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().mid(0, 5).join(QLatin1Char('\n'))));
    QVERIFY(applied >= kGamesPerCase);
}

// --- DÉDÉ and Happy 2014, every frame -------------------------------------------------------

void PresentationTest::everyFrameScratch(GameKind kind) {
    const QString screen = QString::fromUtf8(gameKindId(kind).data());
    UiClient c(setup(QStringLiteral("frames-") + screen, 77, kFrameTestScale));
    QVERIFY(c.ok());
    FrameProbe probe(c);
    SpendWatch spend(c);
    UI_CHECK(openGame(c, screen));
    client::ScratchAdapter* a = kind == GameKind::Dede ? c.context().dede() : c.context().happy2014();
    client::ScratchPresenter* shown = kind == GameKind::Dede ? c.context().dedePresenter() : c.context().happy2014Presenter();
    QTRY_VERIFY_WITH_TIMEOUT(a->ready(), 120000);
    const int modes = kind == GameKind::Dede ? 6 : 5;
    int byMode[6] = {};
    for (int n = 0; n < kGamesPerCase + modes; ++n) {
        const int mode = n % modes;  // 0 strokes, 1 clicks, 2 keys, 3 Auto, 4 two zones + Tout découvrir, 5 inactivity
        if (c.context().wallet()->balanceCents() < 1000) {
            c.context().wallet()->resetBalance();
        }
        UI_CHECK(c.waitUntilIdle());
        QQuickItem* scr = c.screenItem();
        const std::int64_t before = c.session().gameId();
        UI_CHECK(c.click(c.find(mode == 3 ? QStringLiteral("autoButton") : QStringLiteral("playButton"), scr)));
        QVERIFY2(c.session().gameId() != before, "no ticket was dealt");
        int done = 0;
        for (const std::string& id : scratchZones(kind)) {
            if (mode == 3 || !a->inProgress()) {
                break;
            }
            UI_CHECK(c.waitUntilIdle());
            if ((mode == 4 && done == 2) || (mode == 5 && done == 1)) {
                if (mode == 4) {
                    UI_CHECK(c.click(c.find(QStringLiteral("revealAllButton"), scr)));
                } else {
                    shown->advanceIdle(shown->autoRevealMs());  // DÉDÉ 4.3: the delay ran out
                }
                break;
            }
            QQuickItem* zone = c.find(QStringLiteral("zone-") + QString::fromStdString(id), scr);
            if (mode == 0) {
                UI_CHECK(c.stroke(zone));
            } else if (mode == 2) {
                UI_CHECK(c.pressByKeyboard(zone, done % 2 == 1));
            } else {
                UI_CHECK(c.click(zone));
            }
            ++done;
        }
        UI_CHECK(c.waitUntilIdle());
        QVERIFY(a->finished());
        QVERIFY(shown->finished());
        ++byMode[mode];
    }
    qInfo("%s: tickets by strokes %d, clicks %d, keys %d, Auto %d, Tout découvrir %d, inactivity %d", qPrintable(screen),
          byMode[0], byMode[1], byMode[2], byMode[3], byMode[4], byMode[5]);
    UI_CHECK(reportProbe(probe, screen));
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().mid(0, 5).join(QLatin1Char('\n'))));
}

// --- Dice in the air ------------------------------------------------------------------------

void PresentationTest::tumblesAreIndependent() {
    // GIVEN three real Die items and the tumble paths the timeline gives the dice of real
    // Happy Identiques throws (seeded games)
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Instants.Ui\nDie { face: 1; width: 40; height: 40 }", QUrl());
    std::unique_ptr<QObject> dice[3];
    for (auto& d : dice) {
        d.reset(component.create());
        QVERIFY2(d != nullptr, qPrintable(component.errorString()));
    }
    constexpr int kSteps = 10;  // faces shown during a tumble (about 900 ms at 85 ms a face)
    long long samePairsEqual = 0;
    long long stepsEqual = 0;
    long long samePairsOther = 0;
    long long stepsOther = 0;
    long long showsOwnFace = 0;
    long long ownSteps = 0;
    int tumbles = 0;
    for (std::uint64_t seed = 1; tumbles < 30000; ++seed) {
        SeededSource rng(seed, 0);
        happydes::Game g(happydes::kStakeOne, rng);
        while (g.phase() == happydes::Phase::Stage1Roll) {
            g.apply({happydes::ActionType::Roll}, rng);
        }
        if (g.finished()) {
            continue;
        }
        g.apply({happydes::ActionType::Continue}, rng);
        g.apply({happydes::ActionType::ChooseUniverse, static_cast<std::uint8_t>(happydes::Universe::Identiques)}, rng);
        while (!g.finished()) {
            g.apply({happydes::ActionType::Throw}, rng);
        }
        const auto events = g.events();
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events[i].type != happydes::EventType::IdentiquesThrow) {
                continue;
            }
            // WHEN each die tumbles towards its face on the path of its place in the journal
            QList<int> path[3];
            for (int d = 0; d < 3; ++d) {
                QObject* die = dice[d].get();
                die->setProperty("rolling", false);
                die->setProperty("face", events[i].faces[static_cast<std::size_t>(d)]);
                die->setProperty("tumbleSeed", client::HappyDesPresenter::tumbleSeedFor(static_cast<qint64>(seed), i, d));
                die->setProperty("rolling", true);
                for (int step = 0; step < kSteps; ++step) {
                    die->setProperty("tumbleStep", step);
                    const int f = die->property("shownFace").toInt();
                    path[d] << f;
                    showsOwnFace += f == events[i].faces[static_cast<std::size_t>(d)] ? 1 : 0;
                    ++ownSteps;
                }
                ++tumbles;
            }
            for (int a = 0; a < 3; ++a) {
                for (int b = a + 1; b < 3; ++b) {
                    int same = 0;
                    for (int step = 0; step < kSteps; ++step) {
                        same += path[a][step] == path[b][step] ? 1 : 0;
                    }
                    const bool equal = events[i].faces[static_cast<std::size_t>(a)] == events[i].faces[static_cast<std::size_t>(b)];
                    (equal ? samePairsEqual : samePairsOther) += 1;
                    (equal ? stepsEqual : stepsOther) += same;
                }
            }
        }
    }
    // THEN two dice show the same face in the air as often (about 1 in 6) whether they are
    // heading for the same face or not, and a die shows its own outcome no more than others
    const double nEqual = static_cast<double>(samePairsEqual) * kSteps;
    const double nOther = static_cast<double>(samePairsOther) * kSteps;
    const double pEqual = static_cast<double>(stepsEqual) / nEqual;
    const double pOther = static_cast<double>(stepsOther) / nOther;
    const double pooled = static_cast<double>(stepsEqual + stepsOther) / (nEqual + nOther);
    const double z = (pEqual - pOther) / std::sqrt(pooled * (1 - pooled) * (1 / nEqual + 1 / nOther));
    const double pOwn = static_cast<double>(showsOwnFace) / static_cast<double>(ownSteps);
    qInfo("%d tumbles: pairs heading for the same face alike on %.4f of the steps (%lld pairs), others %.4f (%lld pairs), "
          "z = %.2f; a die shows its own face on %.4f of the steps",
          tumbles, pEqual, samePairsEqual, pOther, samePairsOther, z, pOwn);
    QVERIFY(tumbles >= 10000);
    QVERIFY(samePairsEqual > 1000);
    QVERIFY2(std::abs(z) < 4.0, "dice with equal outcomes tumble differently from the others");
    QVERIFY2(std::abs(pEqual - 1.0 / 6) < 0.02 && std::abs(pOther - 1.0 / 6) < 0.02, "the paths are not independent");
    QVERIFY2(std::abs(pOwn - 1.0 / 6) < 0.01, "a die's tumble tells its face");
}

// --- Fast and double clicks -----------------------------------------------------------------

namespace {

/// Two clicks at the item's centre, `gapMs` apart, as a player's double-click.
void doubleClick(UiClient& c, QQuickItem* item, int gapMs = 120) {
    QVERIFY(item != nullptr);
    c.settle();
    const QPoint at = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    QTest::mouseClick(c.window(), Qt::LeftButton, Qt::NoModifier, at);
    QTest::qWait(gapMs);
    QTest::mouseClick(c.window(), Qt::LeftButton, Qt::NoModifier, at);
}

/// The game's events after `from`, by type.
QStringList typesSince(UiClient& c, std::size_t from) {
    QStringList out;
    if (const Play* p = c.play()) {
        for (std::size_t i = from; i < p->eventCount(); ++i) {
            out << typeOf(p->publicEvent(i));
        }
    }
    return out;
}

}  // namespace

void PresentationTest::doubleClicksSpendNothingUnseen() {
    // The pace of play (motion scale 1): a double-click's clicks 120 ms apart.
    UiClient c(setup(QStringLiteral("double"), 7, 1.0));
    QVERIFY(c.ok());
    SpendWatch spend(c);
    UI_CHECK(c.waitUntilIdle());

    // A lobby tile: the game's screen opens, nothing is bought.
    const std::int64_t none = c.session().gameId();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().gameId(), none);

    // « Jouer »: one game, and its die is not thrown by the second click.
    QQuickItem* scr = c.screenItem();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("playButton"), scr)));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().gameId(), none + 1);
    QCOMPARE(typesSince(c, 0), QStringList{QStringLiteral("stage1_amount")});

    // The stage-1 die: one throw per double-click, until stage 1 is decided.
    for (int guard = 0; guard < 20 && c.context().happyDes()->phase() == QLatin1String("stage1_roll"); ++guard) {
        const std::size_t before = c.play()->eventCount();
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("stage1Die"), scr)));
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(typesSince(c, before).value(0), QStringLiteral("stage1_roll"));
        QVERIFY2(typesSince(c, before).count(QStringLiteral("stage1_roll")) == 1, "the second click threw the die again");
    }
    // Until a game continues into a universe: « Je continue » double-clicked chooses nothing.
    for (int game = 0; game < 30 && c.context().happyDes()->phase() != QLatin1String("stage1_won"); ++game) {
        if (c.context().happyDes()->phase() == QLatin1String("stage1_roll")) {
            UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), scr)));
        } else {
            UI_CHECK(c.click(c.find(QStringLiteral("replayButton"), scr)));
        }
        UI_CHECK(c.waitUntilIdle());
    }
    QCOMPARE(c.context().happyDes()->phase(), QStringLiteral("stage1_won"));
    std::size_t before = c.play()->eventCount();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("continueButton"), scr)));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(typesSince(c, before), QStringList{QStringLiteral("continue")});
    // A universe double-clicked: chosen once, no die thrown.
    before = c.play()->eventCount();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("universe-figures"), scr)));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(typesSince(c, before).value(0), QStringLiteral("universe"));
    QVERIFY(!typesSince(c, before).contains(QStringLiteral("die")));
    // Each die double-clicked: thrown once.
    for (int d = 0; d < 5; ++d) {
        before = c.play()->eventCount();
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("die-%1").arg(d), scr)));
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(typesSince(c, before).count(QStringLiteral("die")), 1);
    }
    QVERIFY(c.context().happyDes()->finished());
    // « Rejouer »: one game, its die not thrown.
    const std::int64_t game = c.session().gameId();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("replayButton"), scr)));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().gameId(), game + 1);
    QCOMPARE(typesSince(c, 0), QStringList{QStringLiteral("stage1_amount")});

    // The scratch games: « Jouez »/« Jouer » deals one ticket and uncovers nothing (« Tout
    // découvrir » takes its place); « Auto » deals one; « Tout découvrir » buys nothing after.
    for (const GameKind kind : {GameKind::Dede, GameKind::Happy2014}) {
        const QString name = QString::fromUtf8(gameKindId(kind).data());
        // Happy Dés' game is left unfinished: it resumes later; the scratch game is played.
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        UI_CHECK(c.waitUntilIdle());
        UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
        for (int guard = 0; guard < 30 && c.context().happyDes()->inProgress(); ++guard) {
            UI_CHECK(c.waitUntilIdle());
            if (c.context().happyDes()->phase() == QLatin1String("stage1_won")) {
                UI_CHECK(c.click(c.find(QStringLiteral("stopButton"), c.screenItem())));
            } else {
                UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), c.screenItem())));
            }
        }
        UI_CHECK(openGame(c, name));
        client::ScratchAdapter* a = kind == GameKind::Dede ? c.context().dede() : c.context().happy2014();
        QTRY_VERIFY_WITH_TIMEOUT(a->ready(), 120000);
        UI_CHECK(c.waitUntilIdle());
        scr = c.screenItem();
        std::int64_t id = c.session().gameId();
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("playButton"), scr)));
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(c.session().gameId(), id + 1);
        QCOMPARE(typesSince(c, 0), QStringList{QStringLiteral("deal")});
        id = c.session().gameId();
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("revealAllButton"), scr)));
        UI_CHECK(c.waitUntilIdle());
        QVERIFY(a->finished());
        QCOMPARE(c.session().gameId(), id);
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("autoButton"), scr)));
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(c.session().gameId(), id + 1);
        QVERIFY(a->finished());
        // The result's « Accueil »: the lobby, and no tile opened by the second click.
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("lobbyButton"), scr)));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        QTest::qWait(300);
        QCOMPARE(c.screen(), QStringLiteral("lobby"));
    }
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().join(QLatin1Char('\n'))));
    QVERIFY(spend.actions() > 20);
}

void PresentationTest::rapidClicksThrowOnlyWhatWasSeen() {
    // « Lancez vos dés » clicked five times a second through a Happy Identiques game: every
    // throw recorded was clicked after the previous one had landed on screen.
    UiClient c(setup(QStringLiteral("rapid"), 9, 1.0));
    QVERIFY(c.ok());
    SpendWatch spend(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    QQuickItem* scr = c.screenItem();
    for (int game = 0; game < 40 && c.context().happyDes()->phase() != QLatin1String("identiques"); ++game) {
        UI_CHECK(c.waitUntilIdle());
        const QString phase = c.context().happyDes()->phase();
        if (!c.context().happyDes()->inProgress()) {
            UI_CHECK(c.click(c.find(c.tryFind(QStringLiteral("replayButton"), scr) ? QStringLiteral("replayButton")
                                                                                   : QStringLiteral("playButton"), scr)));
        } else if (phase == QLatin1String("stage1_roll")) {
            UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), scr)));
        } else if (phase == QLatin1String("stage1_won")) {
            UI_CHECK(c.click(c.find(QStringLiteral("continueButton"), scr)));
        } else if (phase == QLatin1String("choose_universe")) {
            UI_CHECK(c.click(c.find(QStringLiteral("universe-identiques"), scr)));
        }
    }
    QCOMPARE(c.context().happyDes()->phase(), QStringLiteral("identiques"));
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* button = c.find(QStringLiteral("throwButton"), scr);
    const QPoint at = button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint();
    int clicks = 0;
    QElapsedTimer clock;
    clock.start();
    while (c.context().happyDes()->inProgress() && clicks < 200) {
        QTest::mouseClick(c.window(), Qt::LeftButton, Qt::NoModifier, at);
        ++clicks;
        QTest::qWait(200);
    }
    UI_CHECK(c.waitUntilIdle());
    int throws = 0;
    for (const QString& t : typesSince(c, 0)) {
        throws += t == QLatin1String("identiques_throw") ? 1 : 0;
    }
    qInfo("%d clicks in %.1f s threw %d times", clicks, static_cast<double>(clock.elapsed()) / 1000.0, throws);
    QVERIFY(throws >= 1);
    QVERIFY2(clicks > 2 * throws, "the clicks were not faster than the reveals");
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().join(QLatin1Char('\n'))));
}

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

}  // namespace

void PresentationTest::aStopMidRevealResumesTheSameSequence() {
    // A stop of the program is simulated as a kill -9 leaves the disk: the journal as
    // committed, the settings file as it was at that instant (the client is then destroyed,
    // and the settings file put back as it was).
    const ClientSetup s = setup(QStringLiteral("resume-reveal"), 23, 0.5);
    QString shownBefore;
    QByteArray settingsAtStop;
    std::int64_t game = 0;
    {
        UiClient c(s);
        QVERIFY(c.ok());
        UI_CHECK(openGame(c, QStringLiteral("happy-des")));
        QQuickItem* scr = c.screenItem();
        // A Happy Cumul game with six dice thrown.
        for (int guard = 0; guard < 300; ++guard) {
            UI_CHECK(c.waitUntilIdle());
            const Play* p = c.play();
            const happydes::Game* g = p != nullptr ? happyDesGameOf(*p) : nullptr;
            if (g != nullptr && g->phase() == happydes::Phase::Cumul && std::count(g->dice().begin(), g->dice().end(), 0) == 1) {
                break;
            }
            const QString phase = c.context().happyDes()->phase();
            if (g == nullptr || g->finished()) {
                UI_CHECK(c.click(c.find(c.tryFind(QStringLiteral("replayButton"), scr) ? QStringLiteral("replayButton") : QStringLiteral("playButton"), scr)));
            } else if (phase == QLatin1String("stage1_roll")) {
                UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), scr)));
            } else if (phase == QLatin1String("stage1_won")) {
                UI_CHECK(c.click(c.find(QStringLiteral("continueButton"), scr)));
            } else if (phase == QLatin1String("choose_universe")) {
                UI_CHECK(c.click(c.find(QStringLiteral("universe-cumul"), scr)));
            } else {
                const auto dice = g->dice();
                UI_CHECK(c.click(c.find(QStringLiteral("die-%1").arg(std::find(dice.begin(), dice.end(), 0) - dice.begin()), scr)));
            }
        }
        const happydes::Game* g = happyDesGameOf(*c.play());
        QCOMPARE(std::count(g->dice().begin(), g->dice().end(), 0), 1L);
        game = c.session().gameId();
        shownBefore = textOf(c.find(QStringLiteral("balance")));
        // WHEN the last die is thrown and the program stops while it is in the air
        const auto dice = g->dice();
        UI_CHECK(c.click(c.find(QStringLiteral("die-%1").arg(std::find(dice.begin(), dice.end(), 0) - dice.begin()), scr)));
        QVERIFY(c.context().happyDesPresenter()->busy());
        QVERIFY(c.context().happyDesPresenter()->tumblingDice().size() == 1);
        settingsAtStop = readAll(s.settingsFile);
        QVERIFY(!settingsAtStop.isEmpty());
    }
    writeAll(s.settingsFile, settingsAtStop);
    // THEN the next start opens the game, and reveals the last die again before the result
    UiClient c(s);
    QVERIFY(c.ok());
    QCOMPARE(c.session().gameId(), game);
    QCOMPARE(c.screen(), QStringLiteral("happy-des"));
    const happydes::Game* g = happyDesGameOf(*c.play());
    if (g->finished()) {
        // the header waits for the game's end to be shown again
        QCOMPARE(textOf(c.find(QStringLiteral("balance"))), shownBefore);
    }
    FrameProbe probe(c);
    bool sawTumble = false;
    QElapsedTimer t;
    t.start();
    while (c.context().happyDesPresenter()->busy() && t.elapsed() < 20000) {
        sawTumble = sawTumble || !c.context().happyDesPresenter()->tumblingDice().isEmpty();
        QTest::qWait(5);
    }
    QVERIFY2(sawTumble, "the last die was not thrown again on screen");
    UI_CHECK(c.waitUntilIdle());
    QVERIFY(probe.violations().isEmpty());
    QCOMPARE(textOf(c.find(QStringLiteral("score"), c.screenItem())), QStringLiteral("Score : %1").arg(g->cumulScore() == 0 ? 0 : g->cumulScore()));
    QCOMPARE(textOf(c.find(QStringLiteral("balance"))), money(c.session().balance()));
    if (g->finished()) {
        QVERIFY(c.tryFind(QStringLiteral("resultText"), c.screenItem()) != nullptr);
    }
    QCOMPARE(c.context().happyDesPresenter()->shownEventCount(), static_cast<int>(c.play()->eventCount()));
}

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")) {
        qputenv("QT_QUICK_BACKEND", "software");
    }
    if (qEnvironmentVariableIsEmpty("QSG_RENDER_LOOP")) {
        qputenv("QSG_RENDER_LOOP", "basic");
    }
    QGuiApplication app(argc, argv);
    PresentationTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_presentation.moc"
