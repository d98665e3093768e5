// The presentation timeline as a player meets it (docs/architecture.md, invariant 9): the real
// client with its animations on, driven by real clicks, keys and strokes, and watched on every
// frame.
//
// Time is the test's (TestClock, docs/testing.md): Qt Quick's animations, the QML Timers, the
// presentation timelines and the controls' arming delays all move only when the test moves
// the clock, a frame at a time, each frame rendered and read by the frame probe. A test runs
// as fast as the machine renders, and sees the same frames whatever the machine's load.
//
//   everyFrameHappyDes:STRATEGY  a study scenario's scripted games (each celebration tier, the
//                                strategy's special cases: a 27 held, the last Cumul die
//                                slowed, a stage-1 re-throw, the top amount), then seeded
//                                games until every kind of reveal of the strategy was animated
//                                at least kEach times; every frame checked (FrameProbe), the
//                                coverage asserted
//   everyFrameDede, everyFrameHappy2014
//                                scripted tickets (each tier, a loss), then seeded ones, by
//                                strokes, clicks, keys, « Auto », « Tout découvrir » and (DÉDÉ)
//                                the inactivity reveal, each way at least kEachMode times
//   tumblesAreIndependent        ≥ 10 000 tumbles of real Die items: dice heading for the same
//                                face are no more alike in the air than dice heading for others
//   doubleClicksSpendNothingUnseen, rapidClicksThrowOnlyWhatWasSeen
//                                every button double-clicked; « Lancez vos dés » clicked five
//                                times a second: nothing is bought or thrown before the last
//                                reveal has ended on screen, no click lands on a control that
//                                appeared after it was aimed
//   theCountUpGoesAStepAtATime   the top prize's count-up at the pace of play, its first frame
//                                drawn late: from 0 to the win, never more than a step a frame
//   aZonePressedDuringAutoSaysSo a covered zone touched, clicked and pressed by key while
//                                « Auto » uncovers the ticket: each press refused with its sign
//
// The frame tests' reveals run faster than in play (a motion scale), the same stages in the
// same order; the click tests run at the pace of play.

#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
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
#include "testclock.h"
#include "uiclient.h"

using namespace instants;
using namespace instants::uitest;

namespace {

/// The speed of the reveals in the frame tests: every stage at this share of its length.
constexpr double kFrameTestScale = 0.1;
/// Each kind of reveal a frame test claims to watch is animated at least this many times.
constexpr int kEach = 10;
/// Games in which the strategy was applied, tickets of each kind: at least this many (the
/// coverage above asks for more where it needs more).
constexpr int kGamesPerCase = 20;
/// Each way of uncovering a ticket is used at least this many times.
constexpr int kEachMode = 3;
/// A frame test that has not seen its coverage after this many games fails.
constexpr int kMaxGames = 250;

QString typeOf(const Json& e) {
    return QString::fromStdString(e.find("type")->asString());
}

/// What a frame test must have seen: a name, the count seen, the least it needs.
struct Need {
    QString what;
    std::function<int()> seen;
    int least;
};

bool covered(const QList<Need>& needs) {
    return std::all_of(needs.cbegin(), needs.cend(),
                       [](const Need& n) { return n.seen() >= n.least; });
}

QString missing(const QList<Need>& needs) {
    QStringList out;
    for (const Need& n : needs) {
        if (n.seen() < n.least) {
            out << QStringLiteral("%1: %2 of %3").arg(n.what).arg(n.seen()).arg(n.least);
        }
    }
    return out.join(QStringLiteral("; "));
}

/// Records, for every event the engine appends, whether the timeline of its game had shown
/// everything before it (nothing bought or thrown before the previous reveal ended).
class SpendWatch : public QObject {
public:
    explicit SpendWatch(UiClient& c) : m_c(c) {
        auto* host = c.context().games().host();
        for (client::Timeline* t :
             {static_cast<client::Timeline*>(c.context().games().happyDesPresenter()),
              static_cast<client::Timeline*>(c.context().games().dedePresenter()),
              static_cast<client::Timeline*>(c.context().games().happy2014Presenter())}) {
            connect(
                t, &client::Timeline::shown, this,
                [this, t](qint64 game, int, const QVariantMap& event) {
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
                    if (it.value().first != 0 && it.value().first != gameId &&
                        it.value().second != QLatin1String("finished")) {
                        m_problems << QStringLiteral(
                                          "game %1 started while game %2 was still being revealed")
                                          .arg(gameId)
                                          .arg(it.value().first);
                    }
                }
            } else if (t->shownEventCount() < from && typeOf(first) != QLatin1String("reveal")) {
                // (A zone is uncovered by the player's own hand, at the pace of their strokes.)
                m_problems << QStringLiteral(
                                  "%1 recorded while %2 of the %3 events before it were shown")
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
        return k == GameKind::HappyDes
                   ? static_cast<const client::Timeline*>(m_c.context().games().happyDesPresenter())
               : k == GameKind::Dede
                   ? static_cast<const client::Timeline*>(m_c.context().games().dedePresenter())
                   : static_cast<const client::Timeline*>(
                         m_c.context().games().happy2014Presenter());
    }
    UiClient& m_c;
    QHash<GameKind, QPair<qint64, QString>> m_lastShown;
    QStringList m_problems;
    int m_actions = 0;
};

/// The scripted games of each frame test (docs/scenarios.md): each celebration tier and the
/// special cases of the game or strategy come first, then the games are drawn (seeded).
QByteArray scenarioFor(const QString& what) {
    auto hd = [](int amount, const char* throws, const char* rest) {
        return QStringLiteral(
                   R"({"game": "happy-des", "stage1": {"amount_cents": %1, "throws": [%2]}%3})")
            .arg(amount)
            .arg(QString::fromLatin1(throws), QString::fromLatin1(rest));
    };
    QStringList games;
    if (what == QLatin1String("stop")) {
        // The universes' top prizes at the top amount (4 €: x4) are the top tier.
        games << hd(400, "3, 2, 5",
                    R"(, "then": "stop")")             // the top amount, re-throws, a small win
              << hd(200, "4, 1", "")                   // stage 1 lost after a re-throw
              << hd(100, "6", R"(, "then": "stop")");  // the stake back: no celebration
    } else if (what == QLatin1String("cumul")) {
        games
            << hd(400, "4, 6",
                  R"(, "then": "continue", "universe": "cumul", "cumul": {"score": 42, "prize_cents": 4000000})")
            << hd(100, "6",
                  R"(, "then": "continue", "universe": "cumul", "cumul": {"scores": [27, 27, 25]})")
            << hd(400, "5", R"(, "then": "continue", "universe": "cumul", "cumul": {"score": 38})")
            << hd(100, "6", R"(, "then": "continue", "universe": "cumul", "cumul": {"score": 30})")
            << hd(100, "6", R"(, "then": "continue", "universe": "cumul", "cumul": {"score": 20})");
    } else if (what == QLatin1String("figures")) {
        games
            << hd(400, "6",
                  R"(, "then": "continue", "universe": "figures", "figures": {"figure": "five_of_a_kind", "prize_cents": 2000000})")
            << hd(400, "6",
                  R"(, "then": "continue", "universe": "figures", "figures": {"figure": "four_of_a_kind"})")
            << hd(100, "5",
                  R"(, "then": "continue", "universe": "figures", "figures": {"figure": "straight"})")
            << hd(100, "6",
                  R"(, "then": "continue", "universe": "figures", "figures": {"figure": "none"})");
    } else if (what == QLatin1String("identiques")) {
        games
            << hd(400, "6",
                  R"(, "then": "continue", "universe": "identiques", "identiques": {"wins_on_throw": 1, "prize_cents": 4000000})")
            << hd(400, "6",
                  R"(, "then": "continue", "universe": "identiques", "identiques": {"wins_on_throw": 2})")
            << hd(100, "6",
                  R"(, "then": "continue", "universe": "identiques", "identiques": {"wins_on_throw": 9})")
            << hd(100, "6",
                  R"(, "then": "continue", "universe": "identiques", "identiques": null)");
    } else if (what == QLatin1String("dede")) {
        games << QStringLiteral(R"({"game": "dede", "prize_cents": 1000000, "parts": [1000000]})")
              << QStringLiteral(R"({"game": "dede", "prize_cents": 8000, "parts": [4000, 4000]})")
              << QStringLiteral(
                     R"({"game": "dede", "prize_cents": 1600, "parts": [800, 400, 400]})")
              << QStringLiteral(R"({"game": "dede", "prize_cents": 0})");
    } else {
        games
            << QStringLiteral(
                   R"({"game": "happy-2014", "prize_cents": 3000000, "parts": [3000000]})")
            << QStringLiteral(R"({"game": "happy-2014", "prize_cents": 10000, "parts": [10000]})")
            << QStringLiteral(
                   R"({"game": "happy-2014", "prize_cents": 900, "parts": [600], "bonus_cents": 300})")
            << QStringLiteral(R"({"game": "happy-2014", "prize_cents": 0})");
    }
    return QStringLiteral(R"({"name": "frames %1", "games": [%2]})")
        .arg(what, games.join(QStringLiteral(",\n")))
        .toUtf8();
}

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
    void theCountUpGoesAStepAtATime();
    void aZonePressedDuringAutoSaysSo_data();
    void aZonePressedDuringAutoSaysSo();

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
    /// The same in study mode with the frame test's scripted games loaded.
    ClientSetup scripted(const QString& name, quint64 seed, const QString& what) const {
        ClientSetup s = setup(name, seed, kFrameTestScale);
        s.studyFolder = m_dir.filePath(name + QStringLiteral("-study"));
        s.scenario = m_dir.filePath(name + QStringLiteral(".json"));
        QFile f(s.scenario);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(scenarioFor(what));
        }
        return s;
    }
    void openGame(UiClient& c, const QString& screen);
    void playHappyDesGame(UiClient& c, const QString& strategy, bool& applied);
    void everyFrameScratch(GameKind kind);
    void reportProbe(const FrameProbe& probe, const QString& what);

    QTemporaryDir m_dir;
};

void PresentationTest::reportProbe(const FrameProbe& probe, const QString& what) {
    qInfo(
        "%s: %d frames watched, %d of them animating a reveal, %d changes of what carries an "
        "outcome, %lld violations",
        qPrintable(what), probe.frames(), probe.animatedFrames(), probe.changes(),
        static_cast<long long>(probe.violations().size()));
    qInfo("%s: %s", qPrintable(what), qPrintable(probe.coverage()));
    QVERIFY2(probe.violations().isEmpty(),
             qPrintable(probe.violations().mid(0, 8).join(QLatin1Char('\n'))));
    // The check saw reveals and changes (it would prove nothing otherwise).
    QVERIFY(probe.animatedFrames() > 100);
    QVERIFY(probe.changes() > 20);
}

void PresentationTest::openGame(UiClient& c, const QString& screen) {
    UI_CHECK(c.waitUntilIdle());
    if (c.screen() == screen) {
        return;
    }
    if (c.screen() != QLatin1String("lobby")) {
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        QVERIFY(c.time()->runUntil([&] { return c.screen() == QLatin1String("lobby"); }, 5000));
        UI_CHECK(c.waitUntilIdle());
    }
    UI_CHECK(c.click(c.find(QStringLiteral("tile-") + screen)));
    QVERIFY(c.time()->runUntil([&] { return c.screen() == screen; }, 5000));
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
    UI_CHECK(c.click(c.findControl(harness::HappyDesStep{}, scr)));  // « Jouer » or « Rejouer »
    QVERIFY2(c.session().gameId() != before, "no game was started");
    for (int guard = 0; guard < 200; ++guard) {
        UI_CHECK(c.waitUntilIdle());
        const happydes::Game& g = *happyDesGameOf(*c.play());
        if (g.finished()) {
            return;
        }
        const harness::HappyDesStep step =
            harness::nextHappyDesStep(*c.context().games().happyDes(),
                                      strategy == QLatin1String("stop") ? QString() : strategy);
        QVERIFY2(step.kind != harness::HappyDesStep::Play, "unexpected phase");
        applied = applied || step.kind == harness::HappyDesStep::Stop ||
                  step.kind == harness::HappyDesStep::Continue;
        QQuickItem* target = c.findControl(step, scr);
        if (QTest::currentTestFailed()) {
            return;
        }
        const std::size_t events = c.play()->eventCount();
        const QString name = target->objectName();  // (it may go with its panel)
        UI_CHECK(c.click(target));
        QVERIFY2(c.play()->eventCount() > events,
                 qPrintable(QStringLiteral("a click on %1 did nothing").arg(name)));
    }
    QFAIL("the game never ended");
}

void PresentationTest::everyFrameHappyDes() {
    QFETCH(QString, strategy);
    TestClock clock;
    UiClient c(scripted(QStringLiteral("frames-") + strategy,
                        100 + static_cast<quint64>(strategy.size()), strategy));
    QVERIFY(c.ok());
    QVERIFY2(c.context().startupProblems().isEmpty(),
             qPrintable(c.context().startupProblems().join(QLatin1Char('\n'))));
    clock.attach(c);
    QVERIFY(clock.armingAttached());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
    FrameProbe probe(c);
    SpendWatch spend(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    int applied = 0;
    int games = 0;
    // What this strategy's games must have shown, frame by frame.
    QList<Need> needs = {
        {QStringLiteral("games where the strategy was applied"), [&] { return applied; },
         kGamesPerCase},
        {QStringLiteral("stage-1 dice thrown again (2.3.3.3)"),
         [&] {
             return probe.animationsStarted(QStringLiteral("stage1Die")) -
                    probe.animationsStarted(QStringLiteral("reel"));
         },
         kEach},
        {QStringLiteral("stage-1 amounts drawn on the reel"),
         [&] { return probe.animationsStarted(QStringLiteral("reel")); }, kEach},
        {QStringLiteral("stage-1 dice in the air"),
         [&] { return probe.animationsStarted(QStringLiteral("stage1Die")); }, kEach},
        {QStringLiteral("the top amount's moment"),
         [&] { return probe.stagesStarted(QStringLiteral("topAmount")); }, 1},
        {QStringLiteral("results paused on"),
         [&] { return probe.stagesStarted(QStringLiteral("pause")); }, kEach},
        {QStringLiteral("small wins celebrated"),
         [&] { return probe.celebrationsShown(QStringLiteral("small")); }, 1},
    };
    if (strategy != QLatin1String("stop")) {
        needs << Need{QStringLiteral("universe dice in the air"),
                      [&] { return probe.animationsStarted(QStringLiteral("die")); }, kEach}
              << Need{QStringLiteral("big wins celebrated"),
                      [&] { return probe.celebrationsShown(QStringLiteral("big")); }, 1}
              << Need{QStringLiteral("top prizes celebrated"),
                      [&] { return probe.celebrationsShown(QStringLiteral("top")); }, 1};
    }
    if (strategy == QLatin1String("cumul")) {
        needs << Need{QStringLiteral("27s held (2.4.1.3)"),
                      [&] { return probe.stagesStarted(QStringLiteral("hold")); }, 2}
              << Need{QStringLiteral("last dice slowed"),
                      [&] { return probe.stagesStarted(QStringLiteral("tumbleSlow")); }, kEach}
              << Need{QStringLiteral("frames with a slowed die in the air"),
                      [&] { return probe.slowDieFrames(); }, kEach}
              << Need{QStringLiteral("prize rows lit"),
                      [&] { return probe.stagesStarted(QStringLiteral("row")); }, 1};
    } else if (strategy == QLatin1String("figures")) {
        needs << Need{QStringLiteral("prize rows lit"),
                      [&] { return probe.stagesStarted(QStringLiteral("row")); }, 1};
    } else if (strategy == QLatin1String("identiques")) {
        needs << Need{QStringLiteral("throws landing die by die"),
                      [&] { return probe.stagesStarted(QStringLiteral("land2")); }, kEach}
              << Need{QStringLiteral("next prizes shown"),
                      [&] { return probe.stagesStarted(QStringLiteral("prize")); }, kEach};
    }
    while (games < kMaxGames && !covered(needs)) {
        bool used = false;
        UI_CHECK(playHappyDesGame(c, strategy, used));
        applied += used ? 1 : 0;
        ++games;
        if (games <= 6 && qEnvironmentVariableIsSet("FRAMEPROBE_DEBUG")) {
            qInfo("game %d: win %lld, diverged %d", games, static_cast<long long>(c.play()->win()),
                  c.session().scenarioDiverged());
        }
        if (probe.violations().size() > 20) {
            break;
        }
    }
    UI_CHECK(c.waitUntilIdle());
    qInfo("Happy Dés, %s: %d games, %d with the strategy applied, %d frames rendered",
          qPrintable(strategy), games, applied, clock.frames());
    UI_CHECK(reportProbe(probe, QStringLiteral("Happy Dés ") + strategy));
    QVERIFY2(spend.problems().isEmpty(),
             qPrintable(spend.problems().mid(0, 5).join(QLatin1Char('\n'))));
    QVERIFY2(
        covered(needs),
        qPrintable(QStringLiteral("not seen after %1 games: %2").arg(games).arg(missing(needs))));
    QVERIFY2(!c.session().scenarioDiverged(), "the scripted games were not played as scripted");
}

// --- DÉDÉ and Happy 2014, every frame -------------------------------------------------------

void PresentationTest::everyFrameScratch(GameKind kind) {
    const QString screen = QString::fromUtf8(gameKindId(kind).data());
    TestClock clock;
    UiClient c(scripted(QStringLiteral("frames-") + screen, 77, screen));
    QVERIFY(c.ok());
    QVERIFY2(c.context().startupProblems().isEmpty(),
             qPrintable(c.context().startupProblems().join(QLatin1Char('\n'))));
    clock.attach(c);
    QVERIFY(clock.armingAttached());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
    FrameProbe probe(c);
    SpendWatch spend(c);
    UI_CHECK(openGame(c, screen));
    client::ScratchAdapter* a =
        kind == GameKind::Dede ? c.context().games().dede() : c.context().games().happy2014();
    client::ScratchPresenter* shown = kind == GameKind::Dede
                                          ? c.context().games().dedePresenter()
                                          : c.context().games().happy2014Presenter();
    QTRY_VERIFY_WITH_TIMEOUT(a->ready(), 120000);
    const int modes = kind == GameKind::Dede ? 6 : 5;
    int byMode[6] = {};
    int n = 0;
    QList<Need> needs = {
        {QStringLiteral("tickets"), [&] { return n; }, kGamesPerCase},
        {QStringLiteral("tickets dealt"),
         [&] { return probe.stagesStarted(QStringLiteral("deal")); }, kEach},
        {QStringLiteral("covers lifted on screen"),
         [&] { return probe.animationsStarted(QStringLiteral("zone")); }, kEach},
        {QStringLiteral("zones of an automatic reveal, one after the other"),
         [&] { return probe.stagesStarted(QStringLiteral("gap")); }, kEach},
        {QStringLiteral("results paused on"),
         [&] { return probe.stagesStarted(QStringLiteral("pause")); }, kEach},
        {QStringLiteral("small wins celebrated"),
         [&] { return probe.celebrationsShown(QStringLiteral("small")); }, 1},
        {QStringLiteral("big wins celebrated"),
         [&] { return probe.celebrationsShown(QStringLiteral("big")); }, 1},
        {QStringLiteral("top prizes celebrated"),
         [&] { return probe.celebrationsShown(QStringLiteral("top")); }, 1},
    };
    const QStringList modeNames = {QStringLiteral("strokes"),
                                   QStringLiteral("clicks"),
                                   QStringLiteral("keys"),
                                   QStringLiteral("« Auto »"),
                                   QStringLiteral("two zones and « Tout découvrir »"),
                                   QStringLiteral("the inactivity reveal")};
    for (int m = 0; m < modes; ++m) {
        needs << Need{QStringLiteral("tickets uncovered by ") + modeNames[m],
                      [&byMode, m] { return byMode[m]; }, kEachMode};
    }
    for (; n < kMaxGames && !covered(needs); ++n) {
        const int mode = n % modes;  // 0 strokes, 1 clicks, 2 keys, 3 Auto, 4 two zones + Tout
                                     // découvrir, 5 inactivity
        if (c.context().wallet()->balanceCents() < 1000) {
            c.context().wallet()->resetBalance();
        }
        UI_CHECK(c.waitUntilIdle());
        QQuickItem* scr = c.screenItem();
        const std::int64_t before = c.session().gameId();
        UI_CHECK(c.click(
            c.find(mode == 3 ? QStringLiteral("autoButton") : QStringLiteral("playButton"), scr)));
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
    qInfo(
        "%s: %d tickets: by strokes %d, clicks %d, keys %d, Auto %d, Tout découvrir %d, inactivity "
        "%d; %d frames rendered",
        qPrintable(screen), n, byMode[0], byMode[1], byMode[2], byMode[3], byMode[4], byMode[5],
        clock.frames());
    UI_CHECK(reportProbe(probe, screen));
    QVERIFY2(spend.problems().isEmpty(),
             qPrintable(spend.problems().mid(0, 5).join(QLatin1Char('\n'))));
    QVERIFY2(
        covered(needs),
        qPrintable(QStringLiteral("not seen after %1 tickets: %2").arg(n).arg(missing(needs))));
    QVERIFY2(!c.session().scenarioDiverged(), "the scripted tickets were not dealt as scripted");
}

// --- Dice in the air ------------------------------------------------------------------------

void PresentationTest::tumblesAreIndependent() {
    // GIVEN three real Die items and the tumble paths the timeline gives the dice of real
    // Happy Identiques throws (seeded games)
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Instants\nDie { face: 1; width: 40; height: 40 }",
                      QUrl());
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
        g.apply({happydes::ActionType::ChooseUniverse,
                 static_cast<std::uint8_t>(happydes::Universe::Identiques)},
                rng);
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
                die->setProperty("tumbleSeed", client::HappyDesPresenter::tumbleSeedFor(
                                                   static_cast<qint64>(seed), i, d));
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
                    const bool equal = events[i].faces[static_cast<std::size_t>(a)] ==
                                       events[i].faces[static_cast<std::size_t>(b)];
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
    const double z =
        (pEqual - pOther) / std::sqrt(pooled * (1 - pooled) * (1 / nEqual + 1 / nOther));
    const double pOwn = static_cast<double>(showsOwnFace) / static_cast<double>(ownSteps);
    qInfo(
        "%d tumbles: pairs heading for the same face alike on %.4f of the steps (%lld pairs), "
        "others %.4f (%lld pairs), "
        "z = %.2f; a die shows its own face on %.4f of the steps",
        tumbles, pEqual, samePairsEqual, pOther, samePairsOther, z, pOwn);
    QVERIFY(tumbles >= 10000);
    QVERIFY(samePairsEqual > 1000);
    QVERIFY2(std::abs(z) < 4.0, "dice with equal outcomes tumble differently from the others");
    QVERIFY2(std::abs(pEqual - 1.0 / 6) < 0.02 && std::abs(pOther - 1.0 / 6) < 0.02,
             "the paths are not independent");
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
    c.wait(gapMs);
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
    TestClock clock;
    UiClient c(setup(QStringLiteral("double"), 7, 1.0));
    QVERIFY(c.ok());
    clock.attach(c);
    SpendWatch spend(c);
    UI_CHECK(c.waitUntilIdle());

    // A lobby tile: the game's screen opens, nothing is bought.
    const std::int64_t none = c.session().gameId();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("tile-happy-des"))));
    QVERIFY(clock.runUntil([&] { return c.screen() == QLatin1String("happy-des"); }, 5000));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().gameId(), none);

    // « Jouer »: one game, and its die is not thrown by the second click.
    QQuickItem* scr = c.screenItem();
    UI_CHECK(doubleClick(c, c.find(QStringLiteral("playButton"), scr)));
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().gameId(), none + 1);
    QCOMPARE(typesSince(c, 0), QStringList{QStringLiteral("stage1_amount")});

    // The stage-1 die: one throw per double-click, until stage 1 is decided.
    for (int guard = 0;
         guard < 20 && c.context().games().happyDes()->phase() == QLatin1String("stage1_roll");
         ++guard) {
        const std::size_t before = c.play()->eventCount();
        UI_CHECK(doubleClick(c, c.find(QStringLiteral("stage1Die"), scr)));
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(typesSince(c, before).value(0), QStringLiteral("stage1_roll"));
        QVERIFY2(typesSince(c, before).count(QStringLiteral("stage1_roll")) == 1,
                 "the second click threw the die again");
    }
    // Until a game continues into a universe: « Je continue » double-clicked chooses nothing.
    for (int game = 0;
         game < 30 && c.context().games().happyDes()->phase() != QLatin1String("stage1_won");
         ++game) {
        if (c.context().games().happyDes()->phase() == QLatin1String("stage1_roll")) {
            UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), scr)));
        } else {
            UI_CHECK(c.click(c.find(QStringLiteral("replayButton"), scr)));
        }
        UI_CHECK(c.waitUntilIdle());
    }
    QCOMPARE(c.context().games().happyDes()->phase(), QStringLiteral("stage1_won"));
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
    QVERIFY(c.context().games().happyDes()->finished());
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
        QVERIFY(clock.runUntil([&] { return c.screen() == QLatin1String("lobby"); }, 5000));
        UI_CHECK(c.waitUntilIdle());
        UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
        QVERIFY(clock.runUntil([&] { return c.screen() == QLatin1String("happy-des"); }, 5000));
        for (int guard = 0; guard < 30 && c.context().games().happyDes()->inProgress(); ++guard) {
            UI_CHECK(c.waitUntilIdle());
            if (c.context().games().happyDes()->phase() == QLatin1String("stage1_won")) {
                UI_CHECK(c.click(c.find(QStringLiteral("stopButton"), c.screenItem())));
            } else {
                UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), c.screenItem())));
            }
        }
        UI_CHECK(openGame(c, name));
        client::ScratchAdapter* a =
            kind == GameKind::Dede ? c.context().games().dede() : c.context().games().happy2014();
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
        QVERIFY(clock.runUntil([&] { return c.screen() == QLatin1String("lobby"); }, 5000));
        c.wait(300);
        QCOMPARE(c.screen(), QStringLiteral("lobby"));
    }
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().join(QLatin1Char('\n'))));
    QVERIFY(spend.actions() > 20);
}

void PresentationTest::rapidClicksThrowOnlyWhatWasSeen() {
    // « Lancez vos dés » clicked five times a second through a Happy Identiques game: every
    // throw recorded came from a click made while the screen showed the previous throw's dice
    // at rest (the frame before the click, as the frame probe read it).
    TestClock clock;
    UiClient c(setup(QStringLiteral("rapid"), 9, 1.0));
    QVERIFY(c.ok());
    clock.attach(c);
    FrameProbe probe(c);
    SpendWatch spend(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    QQuickItem* scr = c.screenItem();
    for (int game = 0;
         game < 40 && c.context().games().happyDes()->phase() != QLatin1String("identiques");
         ++game) {
        UI_CHECK(c.waitUntilIdle());
        UI_CHECK(c.click(c.findControl(harness::nextHappyDesStep(*c.context().games().happyDes(),
                                                                 QStringLiteral("identiques")),
                                       scr)));
    }
    QCOMPARE(c.context().games().happyDes()->phase(), QStringLiteral("identiques"));
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* button = c.find(QStringLiteral("throwButton"), scr);
    const QPoint at =
        button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint();
    int clicks = 0;
    int throws = 0;
    int clicksInTheAir = 0;
    QList<int> previousFaces;  // the last throw's faces (none before the first)
    const qint64 start = clock.elapsed();
    while (c.context().games().happyDes()->inProgress() && clicks < 200) {
        // What the player sees when clicking: the last frame rendered.
        const bool atRest = !probe.lastFrameAnimating();
        const QList<int> facesOnScreen = probe.lastFrameDice(QStringLiteral("identiquesDice"));
        clicksInTheAir += atRest ? 0 : 1;
        const std::size_t before = c.play()->eventCount();
        QTest::mouseClick(c.window(), Qt::LeftButton, Qt::NoModifier, at);
        ++clicks;
        for (std::size_t i = before; i < c.play()->eventCount(); ++i) {
            const Json e = c.play()->publicEvent(i);
            if (typeOf(e) != QLatin1String("identiques_throw")) {
                continue;
            }
            ++throws;
            QVERIFY2(
                atRest,
                qPrintable(QStringLiteral(
                               "throw %1 came from a click while a die was in the air on screen")
                               .arg(throws)));
            if (!previousFaces.isEmpty()) {
                QVERIFY2(
                    facesOnScreen == previousFaces,
                    qPrintable(QStringLiteral("throw %1 came from a click while the screen showed "
                                              "dice %2, not the last throw's %3")
                                   .arg(throws)
                                   .arg(QString::number(facesOnScreen.value(0)) + QLatin1Char(',') +
                                        QString::number(facesOnScreen.value(1)) + QLatin1Char(',') +
                                        QString::number(facesOnScreen.value(2)))
                                   .arg(QString::number(previousFaces.value(0)) + QLatin1Char(',') +
                                        QString::number(previousFaces.value(1)) + QLatin1Char(',') +
                                        QString::number(previousFaces.value(2)))));
            }
            previousFaces.clear();
            for (const Json& f : e.find("faces")->asArray()) {
                previousFaces << static_cast<int>(f.asInt());
            }
        }
        c.wait(200);
    }
    UI_CHECK(c.waitUntilIdle());
    qInfo("%d clicks in %.1f s of play threw %d times; %d clicks came while dice were in the air",
          clicks, static_cast<double>(clock.elapsed() - start) / 1000.0, throws, clicksInTheAir);
    QVERIFY(throws >= 2);
    QVERIFY2(clicks > 2 * throws, "the clicks were not faster than the reveals");
    QVERIFY2(clicksInTheAir > throws,
             "too few clicks landed while the dice were in the air to test anything");
    QVERIFY2(probe.violations().isEmpty(),
             qPrintable(probe.violations().mid(0, 8).join(QLatin1Char('\n'))));
    QVERIFY2(spend.problems().isEmpty(), qPrintable(spend.problems().join(QLatin1Char('\n'))));
}

// --- The celebration's count-up -------------------------------------------------------------

void PresentationTest::theCountUpGoesAStepAtATime() {
    // GIVEN DÉDÉ's top prize scripted (10 000 €, the top tier), the animations at their own
    // length, on the test's clock
    TestClock clock;
    ClientSetup s = scripted(QStringLiteral("count-up"), 5, QStringLiteral("dede"));
    s.motionScale = 1.0;
    UiClient c(s);
    QVERIFY(c.ok());
    clock.attach(c);
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
    UI_CHECK(openGame(c, QStringLiteral("dede")));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* celebration = c.root()->findChild<QQuickItem*>(QStringLiteral("celebration"));
    QVERIFY(celebration != nullptr);
    auto tier = [&] { return celebration->property("tier").toString(); };
    // WHEN « Auto » uncovers the ticket, and the celebration's first frame after it appeared
    // is drawn late (150 ms: the top prize's picture rasterised on a busy machine)
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QVERIFY2(clock.runUntil([&] { return tier() == QLatin1String("top"); }, 30000),
             "the top prize was not celebrated");
    const qint64 win = c.play()->win();
    QCOMPARE(win, 1000000);
    QQuickItem* amount = c.find(QStringLiteral("celebrationAmount"));
    QList<qint64> shown;
    auto read = [&] {
        QString digits = textOf(amount);
        digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
        shown.append(digits.toLongLong());
    };
    read();
    const QMetaObject::Connection frames =
        connect(c.window(), &QQuickWindow::frameSwapped, this, [&] {
            if (tier() == QLatin1String("top")) {
                read();
            }
        });
    clock.lateFrame(150);
    QVERIFY2(clock.runUntil([&] { return tier().isEmpty(); }, 20000),
             "the celebration never ended");
    disconnect(frames);
    // THEN the amount counts up from 0 to the win, never down, and no frame shows it more
    // than a step ahead of the frame before (a twelfth of the win: the count has 24 steps,
    // the largest in the middle)
    QVERIFY(shown.size() > 24);
    QCOMPARE(shown.constFirst(), 0);
    QCOMPARE(shown.constLast(), win);
    for (qsizetype i = 1; i < shown.size(); ++i) {
        QVERIFY2(shown[i] >= shown[i - 1] && shown[i] - shown[i - 1] <= win / 12,
                 qPrintable(QStringLiteral("frame %1 of the celebration: %2 after %3 (the win: %4)")
                                .arg(i)
                                .arg(money(shown[i]), money(shown[i - 1]), money(win))));
    }
    qInfo("the count-up over %lld frames: %s, %s, %s … %s", static_cast<long long>(shown.size()),
          qPrintable(money(shown.value(0))), qPrintable(money(shown.value(1))),
          qPrintable(money(shown.value(2))), qPrintable(money(shown.constLast())));
}

// --- A zone pressed while « Auto » uncovers the ticket --------------------------------------

void PresentationTest::aZonePressedDuringAutoSaysSo_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("dede") << static_cast<int>(GameKind::Dede);
    QTest::newRow("happy-2014") << static_cast<int>(GameKind::Happy2014);
}

void PresentationTest::aZonePressedDuringAutoSaysSo() {
    // GIVEN a ticket bought by « Auto », at the pace of play, on the test's clock
    QFETCH(int, kind);
    const auto game = static_cast<GameKind>(kind);
    const QString screen = QString::fromUtf8(gameKindId(game).data());
    TestClock clock;
    UiClient c(setup(QStringLiteral("refused-") + screen, 11, 1.0));
    QVERIFY(c.ok());
    clock.attach(c);
    UI_CHECK(openGame(c, screen));
    client::ScratchAdapter* a =
        game == GameKind::Dede ? c.context().games().dede() : c.context().games().happy2014();
    client::ScratchPresenter* shown = game == GameKind::Dede
                                          ? c.context().games().dedePresenter()
                                          : c.context().games().happy2014Presenter();
    QTRY_VERIFY_WITH_TIMEOUT(a->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* scr = c.screenItem();
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), scr)));
    const std::vector<std::string> ids = scratchZones(game);
    QQuickItem* last = c.find(QStringLiteral("zone-") + QString::fromStdString(ids.back()), scr);
    QVERIFY(last != nullptr);
    QVERIFY2(clock.runUntil([&] { return shown->autoRevealing(); }, 5000),
             "« Auto » did not start uncovering the ticket");
    QVERIFY(!last->property("revealed").toBool());
    const std::size_t events = c.play()->eventCount();
    auto refusedPresses = [&] { return last->property("refusedPresses").toInt(); };
    auto signShown = [&] {
        QQuickItem* cue = last->findChild<QQuickItem*>(QStringLiteral("refusedCue"));
        return last->property("refusing").toBool() && cue != nullptr && cue->isVisible();
    };
    // WHEN the last zone, still covered, is clicked (a touch on a kiosk is the same press)
    UI_CHECK(c.click(last));
    // THEN the press is refused, and says so: « Un instant… » over the zone, and to a screen
    // reader; nothing is uncovered out of turn
    QVERIFY2(last->property("refusedPresses").isValid() && refusedPresses() == 1,
             "a press on a covered zone during « Auto » was refused without a sign");
    QVERIFY(signShown());
    keepPicture(c.window(), QStringLiteral("refused-zone-") + screen);
    QVERIFY(!last->property("revealed").toBool());
    QCOMPARE(c.play()->eventCount(), events);
    // … and by the keyboard: Enter on the zone
    last->forceActiveFocus(Qt::TabFocusReason);
    c.key(Qt::Key_Return);
    QCOMPARE(refusedPresses(), 2);
    QVERIFY(signShown());
    QVERIFY(last->hasActiveFocus());
    // The sign goes after a moment; the automatic reveal goes on and uncovers every zone
    QVERIFY2(clock.runUntil([&] { return !signShown(); }, 2000), "the sign stayed");
    UI_CHECK(c.waitUntilIdle());
    QVERIFY(a->finished());
    QVERIFY(last->property("revealed").toBool());
    QVERIFY2(c.said().contains(QStringLiteral("Un instant…")),
             "the refusal was not said to a screen reader");
    // A zone that takes presses again (the next ticket's) takes one without a refusal
    UI_CHECK(c.click(c.find(QStringLiteral("playButton"), c.screenItem())));
    QVERIFY(clock.runUntil([&] { return a->inProgress(); }, 5000));
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* next =
        c.find(QStringLiteral("zone-") + QString::fromStdString(ids.front()), c.screenItem());
    const std::size_t before = c.play()->eventCount();
    UI_CHECK(c.click(next));
    QVERIFY(c.play()->eventCount() > before);
    QCOMPARE(next->property("refusedPresses").toInt(), 0);
}

int main(int argc, char* argv[]) {
    instants::harness::useOffscreenUnlessSet();
    // The test's clock renders a frame as soon as one is asked for (testclock.h).
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    QGuiApplication app(argc, argv);
    PresentationTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_presentation.moc"
