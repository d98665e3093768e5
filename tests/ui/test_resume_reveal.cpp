// A reveal cut short by a real kill -9 is shown again, in order, at the next start; a reveal
// left for the lobby is held and played again in full when the player comes back
// (docs/visual-design.md, "The presentation timeline"; README, "A reveal cut short by a kill is
// shown again, in order, at the next start").
//
// Each test runs the client twice on the same journal and settings file:
//   1. this program again, started with --first-run DIR FUNCTION: the client played with real
//   clicks up to the
//      middle of a reveal. It prints on one line what had been shown ("READY shown=N events=M"
//      and a JSON object: the timeline's shown events, what the last frame drew) and then waits
//      without running its event loop. The test kills it with SIGKILL: no destructor runs,
//      nothing is written at exit, the journal and the settings file stay as they were;
//   2. the client started again in this process on those files, nothing touched in between,
//      watched frame by frame while the rest of the reveal plays.
//
//   aKilledThrowIsThrownAgain      the last die of a Happy Cumul game in the air: the next start
//                                  throws it again on screen, the six others as they were, then
//                                  the engine's events after those shown, in order, with the
//                                  same face; the result, score and balance of the engine's game
//   aKilledAutoRevealGoesOnInOrder a DÉDÉ or Happy 2014 ticket's « Auto » killed half way: the
//                                  next start uncovers the remaining zones, each with its cover
//                                  lifting, in the regulation's order, before the result
//
// The two others run one client, on the test's clock (testclock.h), and leave the game's screen
// by « Accueil » instead of a kill:
//   aThrowLeftIsThrownAgainOnReturn  the last Cumul die in the air: nothing more shown in the
//                                    lobby, « Reprendre », the balance without the win; back,
//                                    the die thrown again, landing, then the result
//   anAutoRevealLeftGoesOnOnReturn   « Auto » half way (DÉDÉ, Happy 2014): back, the zones left
//                                    uncovered one by one, covers lifting, then the result

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "frameprobe.h"
#include "happydespresenter.h"
#include "instants/happydes/game.h"
#include "instants/session/scratch_play.h"
#include "instants/session/session.h"
#include "scratchpresenter.h"
#include "testclock.h"
#include "uiclient.h"

using namespace instants;
using namespace instants::uitest;

namespace {

/// The first run plays at a real but short motion scale (the last Cumul die in the air 450 to
/// 850 ms); the next start reveals the rest at the pace of play, so that the die is still in
/// the air when its window has opened on a loaded machine too (the last die of a game with a
/// prize in reach: 1.7 s in the air, then 320 ms at rest before it is shown; the window opens
/// in about 0.7 s, 1.8 s with three of these tests at once on two busy cores).
constexpr double kFirstRunScale = 0.5;
constexpr double kNextStartScale = 1.0;
/// The seed of both runs: its first Happy Cumul game is decided by its seventh die (checked).
constexpr quint64 kSeed = 23;

ClientSetup setupIn(const QString& dir, const QString& name, double scale) {
    ClientSetup s;
    s.database = QDir(dir).filePath(name + QStringLiteral(".db"));
    s.settingsFile = QDir(dir).filePath(name + QStringLiteral(".ini"));
    s.seed = kSeed;
    s.reducedMotion = false;
    s.motionScale = scale;
    return s;
}

QByteArray canonical(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// Event `i` of the engine's game, in public form, as JSON text with sorted keys.
QByteArray engineEvent(const Play& p, std::size_t i) {
    return canonical(
        QJsonDocument::fromJson(QByteArray::fromStdString(p.publicEvent(i).dump())).object());
}

client::ScratchPresenter* scratchPresenterOf(UiClient& c, const QString& kind) {
    return kind == QLatin1String("dede") ? c.context().games().dedePresenter()
                                         : c.context().games().happy2014Presenter();
}

/// The zones of a scratch game, in the regulation's order of an automatic reveal.
QStringList zoneOrder(const QString& kind) {
    QStringList order;
    for (const std::string& z :
         scratchZones(kind == QLatin1String("dede") ? GameKind::Dede : GameKind::Happy2014)) {
        order << QString::fromStdString(z);
    }
    return order;
}

client::Timeline* timelineOf(UiClient& c, const QString& kind) {
    if (kind == QLatin1String("happy-des")) {
        return c.context().games().happyDesPresenter();
    }
    return scratchPresenterOf(c, kind);
}

/// Every event a timeline puts on screen (Timeline::shown), in order.
class ShownLog : public QObject {
public:
    explicit ShownLog(client::Timeline* t) {
        connect(t, &client::Timeline::shown, this,
                [this](qint64 game, int index, const QVariantMap& event) {
                    // Through JSON text, as the first run passes its own.
                    m_shown.append({game, index,
                                    canonical(QJsonDocument::fromJson(
                                                  canonical(QJsonObject::fromVariantMap(event)))
                                                  .object())});
                });
    }
    struct Entry {
        qint64 game;
        int index;
        QByteArray event;
    };
    QList<Entry> of(qint64 game) const {
        QList<Entry> out;
        std::copy_if(m_shown.cbegin(), m_shown.cend(), std::back_inserter(out),
                     [game](const Entry& e) { return e.game == game; });
        return out;
    }

private:
    QList<Entry> m_shown;
};

/// What one frame drew, read from the items on screen.
struct Frame {
    QList<int> faces;      ///< die-0… at rest: the face shown (0: not thrown); -1 while it moves
    QList<int> tumbling;   ///< the dice in the air
    QStringList revealed;  ///< the scratch zones whose content is shown, in the ticket's order
    QStringList lifting;   ///< the scratch zones whose cover is being lifted
    QStringList winning;   ///< the scratch zones marked winning
    QStringList covered;   ///< the scratch zones whose cover is drawn (whole, wiped or fading)
    QString score;
    QString result;
    QString balance;
};

void walk(QQuickItem* item, Frame& f) {
    if (item == nullptr || !item->isVisible()) {
        return;
    }
    const QString name = item->objectName();
    if (name.startsWith(QLatin1String("die-")) && item->property("shownFace").isValid()) {
        const int index = name.mid(4).toInt();
        while (f.faces.size() <= index) {
            f.faces.append(0);
        }
        const bool moving = item->property("animating").toBool();
        f.faces[index] = moving ? -1 : item->property("shownFace").toInt();
        if (item->property("tumbling").toBool()) {
            f.tumbling.append(index);
        }
    } else if (name.startsWith(QLatin1String("zone-")) && item->property("revealed").isValid()) {
        const QString id = name.mid(5);
        if (item->property("revealed").toBool()) {
            f.revealed.append(id);
        }
        if (item->property("lifting").toBool()) {
            f.lifting.append(id);
        }
        if (item->property("paid").toBool()) {
            f.winning.append(id);
        }
        for (QQuickItem* child : item->childItems()) {
            if (child->objectName() == QLatin1String("cover") && child->isVisible() &&
                child->opacity() > 0 && !child->property("revealed").toBool()) {
                f.covered.append(id);
            }
        }
    } else if (name == QLatin1String("score")) {
        f.score = item->property("text").toString();
    } else if (name == QLatin1String("resultText")) {
        f.result = item->property("text").toString();
    } else if (name == QLatin1String("balance")) {
        f.balance = textOf(item);
    }
    for (QQuickItem* child : item->childItems()) {
        walk(child, f);
    }
}

/// Every frame the window draws (QQuickWindow::frameSwapped), as Frame.
class FrameLog : public QObject {
public:
    explicit FrameLog(UiClient& c) : m_window(c.window()) {
        connect(m_window, &QQuickWindow::frameSwapped, this, [this] {
            Frame f;
            walk(m_window->contentItem(), f);
            m_frames.append(f);
        });
    }
    const QList<Frame>& frames() const { return m_frames; }
    /// Asks for one more frame and waits for it (the state on screen now).
    bool drawAgain() {
        const qsizetype before = m_frames.size();
        m_window->update();
        return QTest::qWaitFor([&] { return m_frames.size() > before; }, 5000);
    }

private:
    QQuickWindow* m_window;
    QList<Frame> m_frames;
};

QJsonArray toJson(const QList<int>& v) {
    QJsonArray a;
    for (const int x : v) {
        a.append(x);
    }
    return a;
}

QJsonArray toJson(const QStringList& v) {
    return QJsonArray::fromStringList(v);
}

QList<int> intsOf(const QJsonValue& v) {
    QList<int> out;
    for (const QJsonValue& x : v.toArray()) {
        out.append(x.toInt());
    }
    return out;
}

QStringList stringsOf(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& x : v.toArray()) {
        out.append(x.toString());
    }
    return out;
}

void openGame(UiClient& c, const QString& screen) {
    UI_CHECK(c.waitUntilIdle());
    if (c.screen() == screen) {
        return;
    }
    UI_CHECK(c.click(c.find(QStringLiteral("tile-") + screen)));
    QTRY_COMPARE(c.screen(), screen);
    UI_CHECK(c.waitUntilIdle());
}

/// The frames `fs` of a throw shown again: the other dice as they were (`facesBefore`), die
/// `open` at rest on no face until it is in the air again, then on the engine's `face`; no
/// result before it has landed, and the header's balance without the win (`balanceBefore`).
void checkThrownAgain(const QList<Frame>& fs, int open, const QList<int>& facesBefore, int face,
                      const QString& balanceBefore) {
    QVERIFY(!fs.isEmpty());
    qsizetype firstTumble = -1;
    qsizetype landed = -1;
    for (qsizetype i = 0; i < fs.size(); ++i) {
        if (firstTumble < 0 && fs[i].tumbling == QList<int>{open}) {
            firstTumble = i;
        }
        if (firstTumble >= 0 && landed < 0 && fs[i].tumbling.isEmpty() &&
            fs[i].faces.value(open) > 0) {
            landed = i;
        }
    }
    QVERIFY2(firstTumble >= 0, "the last die was not thrown again on screen");
    QVERIFY2(landed > firstTumble, "the last die never came to rest on screen");
    for (qsizetype i = 0; i < fs.size(); ++i) {
        const Frame& f = fs[i];
        for (int d = 0; d < 7; ++d) {
            if (d != open) {
                QVERIFY2(f.faces.value(d) == facesBefore[d],
                         qPrintable(QStringLiteral("frame %1: die %2 shows %3, before it was %4")
                                        .arg(i)
                                        .arg(d)
                                        .arg(f.faces.value(d))
                                        .arg(facesBefore[d])));
            }
        }
        QVERIFY2(i >= firstTumble || f.faces.value(open) <= 0,
                 qPrintable(QStringLiteral(
                                "frame %1: the last die at rest on %2 before it was thrown again")
                                .arg(i)
                                .arg(f.faces.value(open))));
        QVERIFY2(i < landed || f.faces.value(open) == face,
                 qPrintable(QStringLiteral("frame %1: the last die shows %2, the engine threw %3")
                                .arg(i)
                                .arg(f.faces.value(open))
                                .arg(face)));
        QVERIFY2(i >= landed || f.result.isEmpty(),
                 qPrintable(QStringLiteral("frame %1: the result \"%2\" before the last die landed")
                                .arg(i)
                                .arg(f.result)));
        QVERIFY2(i >= landed || f.balance == balanceBefore,
                 qPrintable(QStringLiteral("frame %1: the header shows %2 before the end is shown")
                                .arg(i)
                                .arg(f.balance)));
    }
}

/// The frames `fs` of a scratch reveal that goes on: the zones `revealedBefore` never covered
/// again; each zone of `rest` (in the regulation's order) shows its content and loses its
/// cover in that order, its cover seen lifting (but `liftedUnseen`, lifted before the first
/// frame); the result only once all `zones` are uncovered, after the last cover lifted.
void checkUncoveredInOrder(const QList<Frame>& fs, const QStringList& revealedBefore,
                           const QStringList& rest, qsizetype zones, const QString& liftedUnseen) {
    QStringList uncovered;  // the content shown, in the order they appeared
    QStringList cleared;    // the cover gone, in the same way
    QSet<QString> lifted;
    qsizetype lastLift = -1;
    qsizetype resultAt = -1;
    for (qsizetype i = 0; i < fs.size(); ++i) {
        const Frame& f = fs[i];
        for (const QString& z : f.revealed) {
            if (!revealedBefore.contains(z) && !uncovered.contains(z)) {
                uncovered << z;
            }
        }
        for (const QString& z : rest) {
            if (!f.covered.contains(z) && !cleared.contains(z)) {
                cleared << z;
            }
        }
        for (const QString& z : revealedBefore) {
            QVERIFY2(!f.covered.contains(z),
                     qPrintable(QStringLiteral("frame %1: %2, uncovered before, is covered again")
                                    .arg(i)
                                    .arg(z)));
        }
        for (const QString& z : f.lifting) {
            if (rest.contains(z)) {
                lifted.insert(z);
                lastLift = i;
            }
        }
        if (resultAt < 0 && !f.result.isEmpty()) {
            resultAt = i;
            QVERIFY2(
                f.revealed.size() == zones && f.covered.isEmpty(),
                qPrintable(
                    QStringLiteral(
                        "frame %1: the result with %2 of the %3 zones uncovered, %4 still covered")
                        .arg(i)
                        .arg(f.revealed.size())
                        .arg(zones)
                        .arg(f.covered.join(QLatin1Char(',')))));
        }
    }
    QCOMPARE(uncovered, rest);
    QCOMPARE(cleared, rest);
    for (const QString& z : rest) {
        if (z == liftedUnseen) {
            continue;  // lifted before the first frame watched here
        }
        QVERIFY2(lifted.contains(z),
                 qPrintable(QStringLiteral("the cover of %1 was not seen lifting").arg(z)));
    }
    QVERIFY2(resultAt > lastLift, "the result was on screen before the last cover was off");
}

/// Plays Happy Dés as a player would, « Je continue » and Happy Cumul, until six of the seven
/// dice of a Cumul game are at rest; `open` is the die left to throw.
void playToTheLastCumulDie(UiClient& c, int& open) {
    client::HappyDesPresenter* presenter = c.context().games().happyDesPresenter();
    QQuickItem* scr = c.screenItem();
    open = -1;
    for (int guard = 0; guard < 300 && open < 0; ++guard) {
        UI_CHECK(c.waitUntilIdle());
        const Play* p = c.play();
        const happydes::Game* g = p != nullptr ? happyDesGameOf(*p) : nullptr;
        harness::HappyDesStep step = harness::nextHappyDesStep(*presenter, QStringLiteral("cumul"));
        if (g == nullptr || g->finished()) {
            step = harness::HappyDesStep{};
        } else if (step.kind == harness::HappyDesStep::ThrowDie) {
            QCOMPARE(g->phase(), happydes::Phase::Cumul);
            const auto dice = g->dice();
            step.die = static_cast<int>(std::find(dice.begin(), dice.end(), 0) - dice.begin());
            if (std::count(dice.begin(), dice.end(), 0) == 1) {
                open = step.die;
                return;
            }
        }
        UI_CHECK(c.click(c.findControl(step, scr)));
    }
    QVERIFY2(open >= 0, "no Happy Cumul game reached its last die");
}

}  // namespace

// --- The first run: a child process, killed in the middle of a reveal -----------------------

class FirstRun : public QObject {
    Q_OBJECT

public:
    explicit FirstRun(QString dir) : m_dir(std::move(dir)) {}

private slots:
    void happyDes();
    void dede() { scratch(QStringLiteral("dede")); }
    void happy2014() { scratch(QStringLiteral("happy-2014")); }

private:
    void scratch(const QString& kind);
    /// Prints what had been shown, then waits for the kill (no event is processed any more:
    /// the screen, the journal and the settings file stay as they are at this instant).
    [[noreturn]] void ready(UiClient& c, const QString& kind, const ShownLog& shown,
                            const Frame& last);

    QString m_dir;
};

void FirstRun::ready(UiClient& c, const QString& kind, const ShownLog& shown, const Frame& last) {
    const qint64 game = c.session().gameId();
    QJsonArray events;
    for (const ShownLog::Entry& e : shown.of(game)) {
        events.append(QJsonDocument::fromJson(e.event).object());
    }
    const QJsonObject out{{QStringLiteral("game"), game},
                          {QStringLiteral("shown"), timelineOf(c, kind)->shownEventCount()},
                          {QStringLiteral("events"), static_cast<qint64>(c.play()->eventCount())},
                          {QStringLiteral("shownEvents"), events},
                          {QStringLiteral("faces"), toJson(last.faces)},
                          {QStringLiteral("tumbling"), toJson(last.tumbling)},
                          {QStringLiteral("revealed"), toJson(last.revealed)},
                          {QStringLiteral("lifting"), toJson(last.lifting)}};
    std::printf("READY shown=%d events=%d %s\n", timelineOf(c, kind)->shownEventCount(),
                static_cast<int>(c.play()->eventCount()), canonical(out).constData());
    std::fflush(stdout);
    (void)std::fgetc(stdin);  // the kill comes first; a closed pipe (the test gone) ends it
    std::_Exit(3);
}

void FirstRun::happyDes() {
    UiClient c(setupIn(m_dir, QStringLiteral("happy-des"), kFirstRunScale));
    QVERIFY(c.ok());
    client::HappyDesPresenter* presenter = c.context().games().happyDesPresenter();
    ShownLog shown(presenter);
    FrameLog frames(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    QQuickItem* scr = c.screenItem();
    int open = -1;
    UI_CHECK(playToTheLastCumulDie(c, open));
    const int before = presenter->shownEventCount();
    QCOMPARE(before, static_cast<int>(c.play()->eventCount()));
    // WHEN the last die is clicked, and a frame has drawn it in the air
    UI_CHECK(c.click(c.find(QStringLiteral("die-%1").arg(open), scr)));
    QVERIFY2(static_cast<int>(c.play()->eventCount()) > before,
             "the click on the last die threw nothing");
    const bool inTheAir = QTest::qWaitFor(
        [&] {
            return !frames.frames().isEmpty() &&
                   frames.frames().constLast().tumbling == QList<int>{open} &&
                   presenter->shownEventCount() == before;
        },
        5000);
    QVERIFY2(inTheAir, "no frame drew the last die in the air");
    ready(c, QStringLiteral("happy-des"), shown, frames.frames().constLast());
}

void FirstRun::scratch(const QString& kind) {
    UiClient c(setupIn(m_dir, kind, kFirstRunScale));
    QVERIFY(c.ok());
    client::ScratchPresenter* presenter = scratchPresenterOf(c, kind);
    ShownLog shown(presenter);
    FrameLog frames(c);
    UI_CHECK(openGame(c, kind));
    QTRY_VERIFY_WITH_TIMEOUT(presenter->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
    const int zones = static_cast<int>(zoneOrder(kind).size());
    // WHEN « Auto » is clicked, and a frame has drawn half the zones uncovered, as the timeline
    // has shown them, while the reveal goes on
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    const bool halfWay = QTest::qWaitFor(
        [&] {
            if (frames.frames().isEmpty() || !presenter->busy()) {
                return false;
            }
            const Frame& f = frames.frames().constLast();
            return f.revealed.size() >= zones / 2 &&
                   f.revealed.size() == presenter->revealedCount();
        },
        20000);
    QVERIFY2(halfWay, "no frame drew the « Auto » reveal half way");
    const Frame last = frames.frames().constLast();
    QVERIFY2(last.revealed.size() < zones, "every zone was uncovered before the stop");
    ready(c, kind, shown, last);
}

// --- The test: the first run killed, the second one watched -----------------------------------

class ResumeRevealTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void aKilledThrowIsThrownAgain();
    void aKilledAutoRevealGoesOnInOrder_data();
    void aKilledAutoRevealGoesOnInOrder();
    void aThrowLeftIsThrownAgainOnReturn();
    void anAutoRevealLeftGoesOnOnReturn_data();
    void anAutoRevealLeftGoesOnOnReturn();

private:
    struct Killed {
        qint64 game = 0;
        int shown = 0;
        int events = 0;
        QList<QByteArray> shownEvents;
        QJsonObject screen;
    };
    /// Runs the first run (`function` of FirstRun) in a child process until it says READY,
    /// then kills it with SIGKILL.
    void killAtReady(const QString& function, const QString& dir, Killed& out);
    /// The player leaves the game's screen for the lobby by « Accueil » in the middle of a
    /// reveal of game `game`, `shown` of its events on screen: while away nothing more of it is
    /// shown, however long; the game reads as not finished (« Reprendre » in the header) and the
    /// header's balance waits for its win. Then « Reprendre » brings the screen back, and the
    /// reveal ends.
    void leaveAndComeBack(UiClient& c, TestClock& time, client::Timeline* timeline,
                          const QString& title, qint64 game, int shown);

    QTemporaryDir m_dir;
};

void ResumeRevealTest::killAtReady(const QString& function, const QString& dir, Killed& out) {
    QProcess child;
    child.setProgram(QCoreApplication::applicationFilePath());
    child.setArguments({QStringLiteral("--first-run"), dir, function});
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start();
    QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
    QByteArray output;
    QByteArray line;
    QElapsedTimer clock;
    clock.start();
    while (line.isEmpty() && clock.elapsed() < 240000) {
        if (!child.waitForReadyRead(1000) && child.state() == QProcess::NotRunning) {
            break;
        }
        while (child.canReadLine()) {
            const QByteArray l = child.readLine();
            output += l;
            if (l.startsWith("READY ")) {
                line = l.trimmed();
            }
        }
    }
    if (line.isEmpty()) {
        child.kill();
        child.waitForFinished(10000);
        output += child.readAll();
        QFAIL(qPrintable(
            QStringLiteral("the first run (%1) never reached the middle of its reveal:\n%2")
                .arg(function, QString::fromUtf8(output))));
    }
    QVERIFY2(::kill(static_cast<pid_t>(child.processId()), SIGKILL) == 0, "kill -9 failed");
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QCOMPARE(child.exitCode(), SIGKILL);
    qInfo("first run killed after %.1f s: %s", static_cast<double>(clock.elapsed()) / 1000.0,
          line.left(40).constData());

    const QJsonObject o = QJsonDocument::fromJson(line.mid(line.indexOf('{'))).object();
    QVERIFY2(!o.isEmpty(), line.constData());
    out.game = o.value(QStringLiteral("game")).toInteger();
    out.shown = o.value(QStringLiteral("shown")).toInt();
    out.events = o.value(QStringLiteral("events")).toInt();
    for (const QJsonValue& e : o.value(QStringLiteral("shownEvents")).toArray()) {
        out.shownEvents.append(canonical(e.toObject()));
    }
    out.screen = o;
    // The line's words and its data agree, and the timeline's events are all the game's
    // events shown (none lost, none twice).
    QVERIFY(line.startsWith(
        QStringLiteral("READY shown=%1 events=%2 ").arg(out.shown).arg(out.events).toUtf8()));
    QCOMPARE(out.shownEvents.size(), out.shown);
    QVERIFY2(out.shown < out.events, "the first run had shown everything: no reveal was cut short");
}

void ResumeRevealTest::aKilledThrowIsThrownAgain() {
    QElapsedTimer clock;
    clock.start();
    const QString dir = m_dir.filePath(QStringLiteral("happy-des"));
    QVERIFY(QDir().mkpath(dir));
    Killed k;
    UI_CHECK(killAtReady(QStringLiteral("happyDes"), dir, k));
    // The first run drew six dice at rest and the seventh in the air.
    const QList<int> tumblingBefore = intsOf(k.screen.value(QStringLiteral("tumbling")));
    const QList<int> facesBefore = intsOf(k.screen.value(QStringLiteral("faces")));
    QCOMPARE(tumblingBefore.size(), 1);
    const int open = tumblingBefore.constFirst();
    QCOMPARE(facesBefore.size(), 7);
    QCOMPARE(facesBefore.count(0), 0);

    // WHEN the client starts again on the same journal and settings file
    // On the test's clock (testclock.h): nothing of the reveal moves while the window opens,
    // however long a busy machine takes to open it.
    QElapsedTimer ctor;
    ctor.start();
    TestClock time;
    ClientSetup next = setupIn(dir, QStringLiteral("happy-des"), kNextStartScale);
    next.manualTimelines = true;
    UiClient c(next);
    QVERIFY(c.ok());
    time.attach(c);
    client::HappyDesPresenter* presenter = c.context().games().happyDesPresenter();
    qInfo("the next start opened its window in %lld ms, on the reveal's stage \"%s\"",
          static_cast<long long>(ctor.elapsed()), qPrintable(presenter->stage()));
    ShownLog shown(presenter);
    // (Watched from here: nothing after what the first run had shown is on screen yet.)
    QVERIFY2(presenter->shownEventCount() == k.shown,
             qPrintable(QStringLiteral("the next start showed %1 of the game's %2 events at once; "
                                       "the first run had shown %3, "
                                       "the rest is to be revealed again")
                            .arg(presenter->shownEventCount())
                            .arg(k.events)
                            .arg(k.shown)));
    FrameLog frames(c);
    FrameProbe probe(c);
    QCOMPARE(c.session().gameId(), k.game);
    QCOMPARE(c.screen(), QStringLiteral("happy-des"));
    const Play* p = c.play();
    QVERIFY(p != nullptr);
    const happydes::Game* g = happyDesGameOf(*p);
    QVERIFY(g != nullptr);
    // The premise (the seed): the killed throw is the game's seventh Cumul die, and it decides
    // the game (no 27 to throw again): the die, then the end.
    const auto events = g->events();
    QCOMPARE(static_cast<int>(events.size()), k.events);
    QVERIFY2(
        g->universe() == happydes::Universe::Cumul && g->finished() &&
            events.back().type == happydes::EventType::Finished,
        qPrintable(
            QStringLiteral(
                "with seed %1 the last Cumul die no longer decides the game (%2 events after it, "
                "the game %3): choose another seed")
                .arg(kSeed)
                .arg(k.events - k.shown - 1)
                .arg(g->finished() ? QStringLiteral("finished") : QStringLiteral("not finished"))));
    QVERIFY2(events[static_cast<std::size_t>(k.shown)].type == happydes::EventType::DieThrown &&
                 events[static_cast<std::size_t>(k.shown)].index == open,
             "the first event not shown is not the throw of the die that was in the air");
    QCOMPARE(k.events - k.shown, 2);  // the die, the end
    // What the first run had shown is what the engine recorded first.
    for (int i = 0; i < k.shown; ++i) {
        QCOMPARE(k.shownEvents[i], engineEvent(*p, static_cast<std::size_t>(i)));
    }

    // THEN the rest is revealed: the die in the air again, then at rest, then the result
    QVERIFY2(time.runUntil([&] { return !presenter->busy(); }, 20000), "the reveal never ended");
    UI_CHECK(c.waitUntilIdle());
    const QList<ShownLog::Entry> after = shown.of(k.game);
    QCOMPARE(after.size(), k.events - k.shown);
    for (qsizetype i = 0; i < after.size(); ++i) {
        QCOMPARE(after[i].index, k.shown + static_cast<int>(i));
        QCOMPARE(after[i].event, engineEvent(*p, static_cast<std::size_t>(after[i].index)));
    }
    QCOMPARE(presenter->shownEventCount(), k.events);

    // On screen, frame by frame: the six other dice as the first run left them, die `open` in
    // the air, then at rest on the engine's face; no result before it has landed.
    const QList<Frame>& fs = frames.frames();
    const int face = events[static_cast<std::size_t>(k.shown)].faces[0];
    UI_CHECK(
        checkThrownAgain(fs, open, facesBefore, face, money(c.session().balance() - g->win())));
    QVERIFY2(probe.violations().isEmpty(),
             qPrintable(probe.violations().mid(0, 8).join(QLatin1Char('\n'))));

    // The final screen is the engine's game.
    QVERIFY2(frames.drawAgain(), "no frame drawn at the end");
    const Frame& end = frames.frames().constLast();
    QList<int> dice;
    for (const std::uint8_t d : g->dice()) {
        dice.append(d);
    }
    QCOMPARE(end.faces, dice);
    QCOMPARE(end.score, QStringLiteral("Score : %1").arg(g->cumulScore()));
    const QString result = g->win() > g->stake() ? QStringLiteral("Gagné : %1").arg(money(g->win()))
                           : g->win() > 0        ? QStringLiteral("Gain : %1").arg(money(g->win()))
                                                 : QStringLiteral("Pas de gain");
    QCOMPARE(end.result, result);
    QCOMPARE(end.balance, money(c.session().balance()));
    QCOMPARE(textOf(c.find(QStringLiteral("resultBalance"), c.screenItem())),
             QStringLiteral("Solde démo : %1").arg(money(c.session().balance())));
    qInfo("die %d thrown again (face %d, score %d, win %s); %lld frames watched; %.1f s in all",
          open + 1, face, g->cumulScore(), qPrintable(money(g->win())),
          static_cast<long long>(fs.size()), static_cast<double>(clock.elapsed()) / 1000.0);
}

/// The scratch games of a data-driven test: the game, its first run's function, its title.
void scratchGames() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("title");
    QTest::newRow("dede") << QStringLiteral("dede") << QStringLiteral("dede")
                          << QStringLiteral("DÉDÉ");
    QTest::newRow("happy-2014") << QStringLiteral("happy-2014") << QStringLiteral("happy2014")
                                << QStringLiteral("Happy 2014");
}

void ResumeRevealTest::aKilledAutoRevealGoesOnInOrder_data() {
    scratchGames();
}

void ResumeRevealTest::aKilledAutoRevealGoesOnInOrder() {
    QFETCH(QString, kind);
    QFETCH(QString, function);
    QElapsedTimer clock;
    clock.start();
    const QString dir = m_dir.filePath(kind);
    QVERIFY(QDir().mkpath(dir));
    Killed k;
    UI_CHECK(killAtReady(function, dir, k));
    const QStringList revealedBefore = stringsOf(k.screen.value(QStringLiteral("revealed")));
    const QStringList order = zoneOrder(kind);

    // WHEN the client starts again on the same journal and settings file
    // On the test's clock (testclock.h): nothing of the reveal moves while the window opens,
    // however long a busy machine takes to open it.
    TestClock time;
    ClientSetup next = setupIn(dir, kind, kNextStartScale);
    next.manualTimelines = true;
    UiClient c(next);
    QVERIFY(c.ok());
    time.attach(c);
    client::ScratchPresenter* presenter = scratchPresenterOf(c, kind);
    ShownLog shown(presenter);
    // (Watched from here. The first zone left may be shown as the screen opens: its cover lifts
    // after; nothing else.)
    const int atStart = presenter->shownEventCount();
    QVERIFY2(atStart >= k.shown && atStart <= k.shown + 1,
             qPrintable(QStringLiteral("the next start showed %1 of the ticket's %2 events at "
                                       "once; the first run had shown %3, "
                                       "the rest is to be revealed again")
                            .arg(atStart)
                            .arg(k.events)
                            .arg(k.shown)));
    FrameLog frames(c);
    FrameProbe probe(c);
    QCOMPARE(c.session().gameId(), k.game);
    QCOMPARE(c.screen(), kind);
    const Play* p = c.play();
    QVERIFY(p != nullptr);
    QCOMPARE(static_cast<int>(p->eventCount()), k.events);
    QVERIFY(p->finished());
    for (int i = 0; i < k.shown; ++i) {
        QCOMPARE(k.shownEvents[i], engineEvent(*p, static_cast<std::size_t>(i)));
    }
    // The engine's « Auto »: the ticket dealt, every zone in the regulation's order, the end.
    QStringList recorded;
    for (std::size_t i = 0; i < p->eventCount(); ++i) {
        const Json e = p->publicEvent(i);
        if (e.find("type")->asString() == "reveal") {
            recorded << QString::fromStdString(e.find("zone")->asString());
        }
    }
    QCOMPARE(recorded, order);
    QCOMPARE(QString::fromStdString(p->publicEvent(p->eventCount() - 1).find("type")->asString()),
             QStringLiteral("finished"));
    // The first run had drawn the first half of them uncovered, as its timeline had shown them.
    QVERIFY(!revealedBefore.isEmpty());
    QCOMPARE(revealedBefore, order.mid(0, revealedBefore.size()));
    QCOMPARE(k.shown,
             2 + static_cast<int>(revealedBefore.size()));  // the deal, « Auto », the zones
    const QStringList rest = order.mid(revealedBefore.size());

    // THEN the remaining zones are uncovered one after the other, then the result
    QVERIFY2(time.runUntil([&] { return !presenter->busy(); }, 30000), "the reveal never ended");
    UI_CHECK(c.waitUntilIdle());
    const QList<ShownLog::Entry> after = shown.of(k.game);
    QCOMPARE(after.size(), k.events - atStart);
    for (qsizetype i = 0; i < after.size(); ++i) {
        QCOMPARE(after[i].index, atStart + static_cast<int>(i));
        QCOMPARE(after[i].event, engineEvent(*p, static_cast<std::size_t>(after[i].index)));
    }
    // On screen, frame by frame.
    const QList<Frame>& fs = frames.frames();
    QVERIFY(!fs.isEmpty());
    // The first zone left may have been shown as the screen opened (atStart above), before the
    // first frame watched here (a busy machine opens the window later): its content is then
    // there from the first frame, its cover lifting or already gone.
    const int shownAtOpen = atStart - k.shown;
    const QStringList openedWith = shownAtOpen == 1 ? rest.mid(0, 1) : QStringList();
    QCOMPARE(fs.constFirst().revealed, revealedBefore + openedWith);
    QVERIFY2(fs.constFirst().result.isEmpty(), "the result was on screen at the start");
    // The zones uncovered before the stop show no cover again; every other zone shows its
    // cover at first, then its content, its cover lifting, and the cover gone, one zone after
    // the other in the regulation's order.
    const bool openedCoverGone = shownAtOpen == 1 && fs.constFirst().covered == rest.mid(1);
    QVERIFY2(fs.constFirst().covered == rest || openedCoverGone,
             qPrintable(QStringLiteral("at the next start the covers of %1 are drawn; those of %2 "
                                       "(the zones left) were expected")
                            .arg(fs.constFirst().covered.join(QLatin1Char(',')),
                                 rest.join(QLatin1Char(',')))));
    UI_CHECK(checkUncoveredInOrder(fs, revealedBefore, rest, order.size(),
                                   openedCoverGone ? rest.constFirst() : QString()));
    QVERIFY2(probe.violations().isEmpty(),
             qPrintable(probe.violations().mid(0, 8).join(QLatin1Char('\n'))));

    // The final screen is the engine's ticket.
    QVERIFY2(frames.drawAgain(), "no frame drawn at the end");
    const Frame& end = frames.frames().constLast();
    QCOMPARE(end.revealed, order);
    QStringList winning;
    const Json finished = p->publicEvent(p->eventCount() - 1);
    for (const Json& z : finished.find("winning_zones")->asArray()) {
        winning << QString::fromStdString(z.asString());
    }
    QStringList shownWinning = end.winning;
    std::sort(winning.begin(), winning.end());
    std::sort(shownWinning.begin(), shownWinning.end());
    QCOMPARE(shownWinning, winning);
    const QString result = p->win() > p->stake() ? QStringLiteral("Gagné : %1").arg(money(p->win()))
                           : p->win() > 0        ? QStringLiteral("Gain : %1").arg(money(p->win()))
                                                 : QStringLiteral("Pas de gain");
    QCOMPARE(end.result, result);
    QCOMPARE(end.balance, money(c.session().balance()));
    qInfo(
        "%s: %lld zones uncovered before the stop, %lld after it; %lld frames watched; %.1f s in "
        "all",
        qPrintable(kind), static_cast<long long>(revealedBefore.size()),
        static_cast<long long>(rest.size()), static_cast<long long>(fs.size()),
        static_cast<double>(clock.elapsed()) / 1000.0);
}

// --- A reveal left for the lobby, then come back to (no stop of the program) ---------------

void ResumeRevealTest::leaveAndComeBack(UiClient& c, TestClock& time, client::Timeline* timeline,
                                        const QString& title, qint64 game, int shown) {
    const Play* p = c.play();
    QVERIFY(p != nullptr && p->finished());
    // WHEN the player leaves for the lobby
    UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
    QVERIFY2(time.runUntil([&] { return c.screen() == QLatin1String("lobby"); }, 5000),
             "« Accueil » did not lead to the lobby");
    // THEN, away for longer than any reveal lasts, nothing more of the game is shown
    time.run(8000);
    QCOMPARE(c.session().gameId(), game);
    QVERIFY2(timeline->shownEventCount() == shown,
             qPrintable(QStringLiteral("%1 of the game's events shown while the player was away; "
                                       "%2 were on screen when the player left")
                            .arg(timeline->shownEventCount())
                            .arg(shown)));
    QVERIFY2(timeline->held(), "the reveal was not held when its screen went away");
    // The game waits for the player: « Reprendre » in the header, the balance without its win.
    QCOMPARE(textOf(c.find(QStringLiteral("nav-resume"))),
             QStringLiteral("Reprendre %1").arg(title));
    QCOMPARE(textOf(c.find(QStringLiteral("balance"))), money(c.session().balance() - p->win()));
    // WHEN the player comes back by « Reprendre »
    UI_CHECK(c.click(c.find(QStringLiteral("nav-resume"))));
    QVERIFY2(time.runUntil([&] { return !timeline->busy(); }, 30000), "the reveal never ended");
    QCOMPARE(timeline->shownEventCount(), static_cast<int>(p->eventCount()));
}

void ResumeRevealTest::aThrowLeftIsThrownAgainOnReturn() {
    // GIVEN a Happy Cumul game whose last die is in the air, on the test's clock
    const QString dir = m_dir.filePath(QStringLiteral("left-happy-des"));
    QVERIFY(QDir().mkpath(dir));
    TestClock time;
    ClientSetup setup = setupIn(dir, QStringLiteral("happy-des"), kNextStartScale);
    setup.manualTimelines = true;
    UiClient c(setup);
    QVERIFY(c.ok());
    time.attach(c);
    client::HappyDesPresenter* presenter = c.context().games().happyDesPresenter();
    ShownLog shown(presenter);
    FrameLog frames(c);
    UI_CHECK(openGame(c, QStringLiteral("happy-des")));
    int open = -1;
    UI_CHECK(playToTheLastCumulDie(c, open));
    const int before = presenter->shownEventCount();
    UI_CHECK(c.click(c.find(QStringLiteral("die-%1").arg(open), c.screenItem())));
    QVERIFY2(time.runUntil(
                 [&] {
                     return !frames.frames().isEmpty() &&
                            frames.frames().constLast().tumbling == QList<int>{open};
                 },
                 2000),
             "no frame drew the last die in the air");
    QCOMPARE(presenter->shownEventCount(), before);
    const QList<int> facesBefore = frames.frames().constLast().faces;
    const Play* p = c.play();
    const happydes::Game* g = happyDesGameOf(*p);
    QVERIFY(g != nullptr);
    // The premise (the seed): the throw decides the game (the die, then the end).
    QCOMPARE(static_cast<int>(p->eventCount()), before + 2);
    const int face = g->events()[static_cast<std::size_t>(before)].faces[0];

    const qsizetype framesBefore = frames.frames().size();
    UI_CHECK(leaveAndComeBack(c, time, presenter, QStringLiteral("Happy Dés"), c.session().gameId(),
                              before));
    // THEN the die is thrown again: in the air, at rest on the engine's face, then the result,
    // the header's balance without the win until then; each event shown once, in order
    QList<Frame> fs;
    for (qsizetype i = framesBefore; i < frames.frames().size(); ++i) {
        if (frames.frames()[i].faces.size() == 7) {  // the game's screen drawn
            fs.append(frames.frames()[i]);
        }
    }
    UI_CHECK(
        checkThrownAgain(fs, open, facesBefore, face, money(c.session().balance() - g->win())));
    const QList<ShownLog::Entry> log = shown.of(c.session().gameId());
    QCOMPARE(log.size(), static_cast<qsizetype>(p->eventCount()));
    for (qsizetype i = 0; i < log.size(); ++i) {
        QCOMPARE(log[i].index, static_cast<int>(i));
    }
    QVERIFY2(frames.drawAgain(), "no frame drawn at the end");
    QCOMPARE(frames.frames().constLast().balance, money(c.session().balance()));
    QVERIFY(!frames.frames().constLast().result.isEmpty());
    qInfo("die %d thrown again after the lobby (face %d, win %s); %lld frames of the game watched",
          open + 1, face, qPrintable(money(g->win())), static_cast<long long>(fs.size()));
}

void ResumeRevealTest::anAutoRevealLeftGoesOnOnReturn_data() {
    scratchGames();
}

void ResumeRevealTest::anAutoRevealLeftGoesOnOnReturn() {
    QFETCH(QString, kind);
    QFETCH(QString, title);
    // GIVEN a ticket's « Auto » half way, on the test's clock
    const QString dir = m_dir.filePath(QStringLiteral("left-") + kind);
    QVERIFY(QDir().mkpath(dir));
    TestClock time;
    ClientSetup setup = setupIn(dir, kind, kNextStartScale);
    setup.manualTimelines = true;
    UiClient c(setup);
    QVERIFY(c.ok());
    time.attach(c);
    client::ScratchPresenter* presenter = scratchPresenterOf(c, kind);
    ShownLog shown(presenter);
    FrameLog frames(c);
    UI_CHECK(openGame(c, kind));
    QTRY_VERIFY_WITH_TIMEOUT(presenter->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
    const QStringList order = zoneOrder(kind);
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QVERIFY2(time.runUntil(
                 [&] {
                     if (frames.frames().isEmpty() || !presenter->busy()) {
                         return false;
                     }
                     const Frame& f = frames.frames().constLast();
                     return f.revealed.size() >= order.size() / 2 &&
                            f.revealed.size() == presenter->revealedCount();
                 },
                 20000),
             "no frame drew the « Auto » reveal half way");
    const QStringList revealedBefore = frames.frames().constLast().revealed;
    QVERIFY(revealedBefore.size() < order.size());
    QCOMPARE(revealedBefore, order.mid(0, revealedBefore.size()));
    const int before = presenter->shownEventCount();

    const qsizetype framesBefore = frames.frames().size();
    UI_CHECK(leaveAndComeBack(c, time, presenter, title, c.session().gameId(), before));
    // THEN the zones left are uncovered one after the other, each cover lifting, then the
    // result; each event shown once, in order
    QList<Frame> fs;
    for (qsizetype i = framesBefore; i < frames.frames().size(); ++i) {
        const Frame& f = frames.frames()[i];
        if (f.revealed.size() + f.covered.size() >= order.size()) {  // the ticket drawn
            fs.append(f);
        }
    }
    QVERIFY(!fs.isEmpty());
    const QStringList rest = order.mid(revealedBefore.size());
    QCOMPARE(fs.constFirst().revealed, revealedBefore);
    QCOMPARE(fs.constFirst().covered, rest);
    UI_CHECK(checkUncoveredInOrder(fs, revealedBefore, rest, order.size(), QString()));
    const QList<ShownLog::Entry> log = shown.of(c.session().gameId());
    QCOMPARE(log.size(), static_cast<qsizetype>(c.play()->eventCount()));
    for (qsizetype i = 0; i < log.size(); ++i) {
        QCOMPARE(log[i].index, static_cast<int>(i));
    }
    QVERIFY2(frames.drawAgain(), "no frame drawn at the end");
    QCOMPARE(frames.frames().constLast().balance, money(c.session().balance()));
    qInfo("%s: %lld zones uncovered before the lobby, %lld after it", qPrintable(kind),
          static_cast<long long>(revealedBefore.size()), static_cast<long long>(rest.size()));
}

int main(int argc, char* argv[]) {
    instants::harness::useOffscreenUnlessSet();
    QGuiApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--first-run") == 0) {
        FirstRun first(QString::fromLocal8Bit(argv[2]));
        return QTest::qExec(&first,
                            {QString::fromLocal8Bit(argv[0]), QString::fromLocal8Bit(argv[3])});
    }
    ResumeRevealTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_resume_reveal.moc"
