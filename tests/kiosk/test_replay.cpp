// The replay of a recorded study session (`instants --replay LOG`, docs/usability-lab.md,
// "Replay"), as a property over many sessions: each session is driven on the real client by a
// seeded generator of real clicks, keys, scratch strokes and presses on empty places, with real
// waits, across the three games, the history's « Rejouée » and the rules; its log is then
// replayed (at 8×, one at 1×, one skipping idle stretches, one with jumps forwards and
// backwards) and the replay must show the same screens and produce the same engine events, in
// the same order, every input of the log delivered, the participant's journal and log
// unchanged to the byte. A cut log and a foreign file are refused with a clear message.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <QElapsedTimer>

#include "instants/session/journal.h"
#include "kioskclient.h"
#include "sessionreplay.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

// The controls the generator may use, by objectName prefix, and how often (weights).
struct Kind {
    const char* prefix;
    int weight;
};
const Kind kControls[] = {
    {"tile-", 6},          {"stake-", 6},         {"playButton", 14},    {"stage1Die", 12},
    {"continueButton", 5}, {"stopButton", 3},     {"universe-", 5},      {"die-", 10},
    {"throwButton", 10},   {"autoButton", 7},     {"revealAllButton", 3}, {"zone-", 8},
    {"lobbyButton", 4},    {"nav-", 2},           {"historyDate", 2},    {"replayNext", 2},
    {"replayPrevious", 1}, {"replayAll", 1},      {"replayButton", 2},   {"rules-", 1},
    {"nav-resume", 2},
};

void collect(QQuickItem* item, QList<QQuickItem*>& out) {
    if (item == nullptr || !item->isVisible() || item->opacity() <= 0) {
        return;
    }
    if (!item->objectName().isEmpty() && item->isEnabled()) {
        out.append(item);
    }
    for (QQuickItem* child : item->childItems()) {
        collect(child, out);
    }
}

struct Recorded {
    QString folder;
    QString log;
    QString journal;
    double motion = 1;
    bool reducedMotion = false;
    int presses = 0;
    QStringList screensVisited;
};

/// The scratch blocks of a session's journal in `folder`: one folder per block seed, shared
/// between the sessions (each is prepared once).
void shareBlocks(const QString& folder, quint64 seed) {
    QDir().mkpath(QDir(folder).filePath(QStringLiteral("../blocks-%1").arg(seed)));
    QFile::link(QDir(folder).absoluteFilePath(QStringLiteral("../blocks-%1").arg(seed)),
                QDir(folder).filePath(QStringLiteral("journal.db.blocks")));
}

/// Holds every mouse press `ms` milliseconds before the window gets it: a replay on a machine
/// too busy to keep its pace.
class SlowPresses : public QObject {
public:
    explicit SlowPresses(int ms) : m_ms(ms) {}
    int held = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::MouseButtonPress) {
            QThread::msleep(static_cast<unsigned long>(m_ms));
            ++held;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    int m_ms;
};

/// Drives one study session with real input chosen by a generator of `seed`.
void recordSession(const QString& folder, quint32 seed, int actions, Recorded& out, bool longIdle = false) {
    Setup s;
    s.folder = folder;
    s.study = true;
    s.seed = 7 + seed % 3;  // three block sets, shared between the sessions
    s.reducedMotion = seed % 4 == 3;
    s.motionScale = 0.25;
    shareBlocks(folder, s.seed);
    out.folder = folder;
    out.motion = s.motionScale;
    out.reducedMotion = s.reducedMotion;
    {
        KioskClient c(s);
        QVERIFY(c.ok());
        StudyRecorder& study = *c.context().study();
        QVERIFY(study.startSession(QStringLiteral("P%1").arg(seed, 2, 10, QLatin1Char('0'))));
        out.log = study.logFile();
        out.journal = QDir(folder).filePath(QStringLiteral("journal.db"));
        QRandomGenerator rng(seed);
        int total = 0;
        for (const Kind& k : kControls) {
            total += k.weight;
        }
        QQuickWindow* w = c.window();
        for (int a = 0; a < actions; ++a) {
            // Real waits. Either at once while a reveal runs (a press the screen does not take
            // yet), or once the screens are still, long enough for a control just shown to be
            // armed (Theme.armDuration): a press within a few milliseconds of that moment is
            // one the replay cannot place on the right side of it (docs/usability-lab.md,
            // "Replay", limits).
            // A scratch game's block is prepared once per seed (a second or two) on its first
            // screen: the participant waits for it (the replay has its blocks ready at once).
            QTRY_VERIFY_WITH_TIMEOUT(!c.context().host()->isBusy(), 60000);
            if (longIdle && a == actions / 2) {
                // An idle stretch, the screens at rest (skipped by « Sauter les temps morts »).
                QTRY_VERIFY_WITH_TIMEOUT(!c.context().happyDesPresenter()->busy() && !c.context().dedePresenter()->busy() &&
                                             !c.context().happy2014Presenter()->busy(),
                                         30000);
                QTest::qWait(4500);
            }
            const int roll = static_cast<int>(rng.bounded(100));
            const bool revealing = c.context().happyDesPresenter()->busy() || c.context().dedePresenter()->busy() ||
                                   c.context().happy2014Presenter()->busy();
            if (roll < 35 && revealing) {
                QTest::qWait(static_cast<int>(5 + rng.bounded(20)));
            } else {
                QTRY_VERIFY_WITH_TIMEOUT(!c.context().happyDesPresenter()->busy() && !c.context().dedePresenter()->busy() &&
                                             !c.context().happy2014Presenter()->busy(),
                                         30000);
                QTest::qWait(roll < 47 ? static_cast<int>(600 + rng.bounded(600)) : static_cast<int>(200 + rng.bounded(200)));

            }
            if (!out.screensVisited.contains(c.screen())) {
                out.screensVisited << c.screen();
            }
            const int what = static_cast<int>(rng.bounded(100));
            if (what < 6) {
                // A press on an empty place (or whatever is there).
                const QPoint p(static_cast<int>(rng.bounded(w->width())), static_cast<int>(rng.bounded(w->height())));
                QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, p);
                ++out.presses;
                continue;
            }
            if (what < 12) {
                const int keys[] = {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Return, Qt::Key_Space, Qt::Key_Backtab};
                c.key(keys[rng.bounded(5)]);
                continue;
            }
            if (what < 15) {
                // The pointer moving without a button (schema 2 "move" lines).
                for (int m = 0; m < 4; ++m) {
                    QTest::mouseMove(w, QPoint(static_cast<int>(rng.bounded(w->width())), static_cast<int>(rng.bounded(w->height()))));
                    QTest::qWait(60);
                }
                continue;
            }
            QList<QQuickItem*> items;
            collect(w->contentItem(), items);
            // A weighted choice among the kinds present, then among their items.
            QList<QPair<QQuickItem*, int>> weighted;
            int sum = 0;
            for (QQuickItem* item : items) {
                for (const Kind& k : kControls) {
                    if (item->objectName().startsWith(QLatin1String(k.prefix))) {
                        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
                        if (QRectF(0, 0, w->width(), w->height()).contains(centre) && item->width() > 2) {
                            weighted.append({item, k.weight});
                            sum += k.weight;
                        }
                        break;
                    }
                }
            }
            if (sum == 0) {
                c.click(QStringLiteral("lobbyButton"));
                continue;
            }
            int pick = static_cast<int>(rng.bounded(sum));
            QQuickItem* item = nullptr;
            for (const auto& [candidate, weight] : weighted) {
                if (pick < weight) {
                    item = candidate;
                    break;
                }
                pick -= weight;
            }
            if (item->objectName().startsWith(QLatin1String("zone-")) && rng.bounded(2) == 0) {
                // A scratch stroke across the zone.
                const QPointF from = item->mapToScene(QPointF(item->width() * 0.15, item->height() * 0.3));
                const QPointF to = item->mapToScene(QPointF(item->width() * 0.85, item->height() * 0.7));
                QTest::mousePress(w, Qt::LeftButton, Qt::NoModifier, from.toPoint());
                for (int step = 1; step <= 16; ++step) {
                    const double f = step / 16.0;
                    const double wave = (step % 2 == 0) ? 0.0 : item->height() * 0.25;
                    QTest::mouseMove(w, QPointF(from.x() + (to.x() - from.x()) * f, from.y() + (to.y() - from.y()) * f - wave).toPoint());
                    QTest::qWait(20);
                }
                QTest::mouseRelease(w, Qt::LeftButton, Qt::NoModifier, to.toPoint());
            } else {
                c.click(item);
            }
            ++out.presses;
        }
        // The session's last reveals land before it ends.
        QTest::qWait(800);
        study.endSession();
    }
    QVERIFY(QFileInfo::exists(out.log));
}

enum class Mode { Speed8, Speed1, SkipIdle, Jumps };

/// Replays `r` and checks the property; `blocks` is the replays' block folder.
void checkReplay(const Recorded& r, Mode mode, const QString& blocks, QString& report) {
    const QMap<QString, QByteArray> before = folderDigests(r.folder);
    QVERIFY(!before.isEmpty());
    ReplayOptions o;
    o.log = r.log;
    o.journal = r.journal;
    o.motionScale = r.motion;
    o.reducedMotion = r.reducedMotion;
    o.speed = mode == Mode::Speed1 ? 1 : 8;
    o.skipIdle = mode == Mode::SkipIdle;
    o.blockDirectory = blocks;
    QString error;
    std::unique_ptr<SessionReplay> replay = SessionReplay::open(o, error);
    QVERIFY2(replay != nullptr, qPrintable(error));
    QVERIFY2(replay->start(error), qPrintable(error));
    if (mode == Mode::Jumps) {
        // Forwards to the middle, then back to a fifth (a fresh client, fast to it), then on.
        QTRY_VERIFY_WITH_TIMEOUT(replay->positionMs() > 0, 60000);
        replay->seek(replay->durationMs() / 2);
        QTRY_VERIFY_WITH_TIMEOUT(!replay->seeking(), 60000);
        QVERIFY(replay->positionMs() >= replay->durationMs() / 2);
        replay->seek(replay->durationMs() / 5);
        QTRY_VERIFY_WITH_TIMEOUT(!replay->seeking() && replay->positionMs() >= replay->durationMs() / 5, 60000);
    }
    QTRY_VERIFY_WITH_TIMEOUT(replay->finished(), 180000);
    compareReplay(*replay, QFileInfo(r.log).fileName());
    if (QTest::currentTestFailed()) {
        return;
    }
    const SessionReplay::Trace& got = replay->trace();
    if (mode == Mode::SkipIdle) {
        // The 4.5 s stretch at least, less what is kept of it.
        QVERIFY2(got.skippedMs >= 3000, qPrintable(QString::number(got.skippedMs)));
    } else {
        QCOMPARE(got.skippedMs, qint64{0});
    }
    report += QStringLiteral("%1: %2 inputs, %3 engine events, %4 screens, %5 s skipped\n")
                  .arg(QFileInfo(r.log).fileName())
                  .arg(got.delivered)
                  .arg(got.engine.size())
                  .arg(got.screens.size())
                  .arg(static_cast<double>(got.skippedMs) / 1000.0, 0, 'f', 1);
    replay.reset();
    // Nothing of the participant's changed.
    QCOMPARE(folderDigests(r.folder), before);
}

}  // namespace

class ReplayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aReplayedSessionShowsTheSameScreensAndEngineEvents_data();
    void aReplayedSessionShowsTheSameScreensAndEngineEvents();
    void aCutOrForeignLogIsRefusedClearly();
    void aPressRefusedAsTooSoonIsRefusedAgainHoweverLateTheReplayIs();
    /// tools/measure_replay.sh (INSTANTS_REPLAY_BENCH=actions): a long session at 8×.
    void measureALongSessionAt8x();

private:
    QTemporaryDir m_dir;
    Recorded m_sample;  ///< a session of the property that played games
};

void ReplayTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    // INSTANTS_KEEP_TEST_FILES=1 keeps the sessions for a look after a failure.
    m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("INSTANTS_KEEP_TEST_FILES"));
    qInfo("sessions in %s", qPrintable(m_dir.path()));
}

void ReplayTest::aReplayedSessionShowsTheSameScreensAndEngineEvents_data() {
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("mode");
    // Twelve sessions: most replayed at 8×; one at 1×, one skipping idle stretches,
    // one with jumps.
    for (quint32 seed = 1; seed <= 12; ++seed) {
        const Mode mode = seed == 2 ? Mode::Speed1 : seed == 3 ? Mode::SkipIdle : seed == 4 ? Mode::Jumps : Mode::Speed8;
        QTest::addRow("session %u", seed) << seed << static_cast<int>(mode);
    }
}

void ReplayTest::aReplayedSessionShowsTheSameScreensAndEngineEvents() {
    QFETCH(quint32, seed);
    QFETCH(int, mode);
    // GIVEN a study session driven by real input of a seeded generator
    Recorded r;
    const QString folder = m_dir.filePath(QStringLiteral("s%1").arg(seed));
    QVERIFY(QDir().mkpath(folder));
    recordSession(folder, seed, seed == 2 ? 14 : 20, r, static_cast<Mode>(mode) == Mode::SkipIdle);
    if (QTest::currentTestFailed()) {
        return;
    }
    // WHEN it is replayed THEN the replay is the session again, and its files are unchanged
    QString report;
    checkReplay(r, static_cast<Mode>(mode), m_dir.filePath(QStringLiteral("replay-blocks")), report);
    if (!QTest::currentTestFailed() && m_sample.log.isEmpty() && report.contains(QStringLiteral(" engine events")) &&
        !report.contains(QStringLiteral(", 0 engine events"))) {
        m_sample = r;
    }
    qInfo("%s", qPrintable(report.trimmed()));
}

void ReplayTest::aCutOrForeignLogIsRefusedClearly() {
    // GIVEN a real session's log (one of the property's, which played games), cut (a client
    // killed mid-session), and a foreign file
    Recorded r = m_sample;
    if (r.log.isEmpty()) {
        const QString folder = m_dir.filePath(QStringLiteral("refusals"));
        QVERIFY(QDir().mkpath(folder));
        recordSession(folder, 1, 24, r);
        if (QTest::currentTestFailed()) {
            return;
        }
    }
    QFile log(r.log);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray whole = log.readAll();
    log.close();
    const QString cut = m_dir.filePath(QStringLiteral("cut.jsonl"));
    const QString partial = m_dir.filePath(QStringLiteral("partial.jsonl"));
    const QString foreign = m_dir.filePath(QStringLiteral("notes.jsonl"));
    const QString otherJournal = m_dir.filePath(QStringLiteral("other.db"));
    {
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.lastIndexOf("\n{", whole.size() - 2) + 1));  // without its session_end line
    }
    {
        QFile f(partial);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() - 20));  // the last line cut in its middle
    }
    {
        QFile f(foreign);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"note\": \"not a session\", \"t_ms\": 0}\n");
    }
    const QMap<QString, QByteArray> before = folderDigests(r.folder);
    struct Case {
        QString file;
        QString journal;
        QString words;
    };
    const QList<Case> cases = {
        {cut, r.journal, QStringLiteral("no session_end line")},
        {partial, r.journal, QStringLiteral("not JSON")},
        {foreign, r.journal, QStringLiteral("not a session log")},
        {m_dir.filePath(QStringLiteral("absent.jsonl")), r.journal, QStringLiteral("cannot be read")},
        {r.log, m_dir.filePath(QStringLiteral("absent.db")), QStringLiteral("does not exist")},
    };
    for (const Case& k : cases) {
        ReplayOptions o;
        o.log = k.file;
        o.journal = k.journal;
        QString error;
        // THEN the replay refuses it, naming the file and the problem
        QVERIFY2(SessionReplay::open(o, error) == nullptr, qPrintable(k.file));
        QVERIFY2(error.contains(QFileInfo(k.file).fileName()), qPrintable(error));
        QVERIFY2(error.contains(k.words), qPrintable(error));
    }
    // A journal that is not this session's: the log's games are not in it.
    {
        (void)Journal::open(otherJournal.toStdString(), Journal::Options{});
        ReplayOptions o;
        o.log = r.log;
        o.journal = otherJournal;
        QString error;
        QVERIFY(SessionReplay::open(o, error) == nullptr);
        QVERIFY2(error.contains(QFileInfo(r.log).fileName()) && error.contains(QStringLiteral("not in the journal")), qPrintable(error));
    }
    // The executable says so on standard error, with exit status 2.
    QProcess client;
    client.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    client.start(QStringLiteral(INSTANTS_CLIENT_BINARY), {QStringLiteral("--replay"), cut, QStringLiteral("--db"), r.journal});
    QVERIFY(client.waitForFinished(30000));
    QCOMPARE(client.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(client.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("cut.jsonl")) && err.contains(QStringLiteral("no session_end line")), qPrintable(err));
    QCOMPARE(folderDigests(r.folder), before);
}

void ReplayTest::aPressRefusedAsTooSoonIsRefusedAgainHoweverLateTheReplayIs() {
    // GIVEN a session where the participant pressed « Jouer » the moment it appeared (within
    // its arming delay, Theme.armDuration: 450 ms at motion 1), then went back to the lobby
    const QString folder = m_dir.filePath(QStringLiteral("too-soon"));
    QVERIFY(QDir().mkpath(folder));
    Setup s;
    s.folder = folder;
    s.study = true;
    s.reducedMotion = true;
    s.motionScale = 1;
    shareBlocks(folder, s.seed);
    Recorded r;
    r.folder = folder;
    r.journal = QDir(folder).filePath(QStringLiteral("journal.db"));
    r.motion = 1;
    r.reducedMotion = true;
    {
        KioskClient c(s);
        QVERIFY(c.ok());
        StudyRecorder& study = *c.context().study();
        QVERIFY(study.startSession(QStringLiteral("P-too-soon")));
        r.log = study.logFile();
        QTest::qWait(800);  // the lobby's tiles armed
        QVERIFY(c.click(QStringLiteral("tile-dede")));
        QQuickItem* play = nullptr;
        const bool usable = QTest::qWaitFor(
            [&] {
                return (play = c.find(QStringLiteral("playButton"))) != nullptr && play->isEnabled() &&
                       !c.context().host()->isBusy();
            },
            60000);
        QVERIFY2(usable, qPrintable(QStringLiteral("screen %1, « Jouer » %2").arg(c.screen(), play == nullptr ? QStringLiteral("not found") : QStringLiteral("disabled"))));
        QVERIFY(c.click(play));
        QTest::qWait(800);
        QCOMPARE(study.summary().value(QStringLiteral("too_soon")).toInt(), 1);
        QVERIFY(c.session().game() == nullptr);  // the press was not taken
        QVERIFY(c.click(QStringLiteral("nav-lobby")));  // « Accueil »
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        QTest::qWait(300);
        study.endSession();
    }
    QFile log(r.log);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray lines = log.readAll();
    QCOMPARE(lines.count("\"kind\":\"too_soon\""), 1);
    QVERIFY(!lines.contains("\"kind\":\"engine\""));
    // WHEN it is replayed on a machine so busy that every press comes 600 ms late (the clock
    // alone would then find « Jouer » armed and start a game)
    ReplayOptions o;
    o.log = r.log;
    o.journal = r.journal;
    o.motionScale = 1;
    o.reducedMotion = true;
    o.speed = 1;
    o.blockDirectory = m_dir.filePath(QStringLiteral("replay-blocks"));
    QString error;
    std::unique_ptr<SessionReplay> replay = SessionReplay::open(o, error);
    QVERIFY2(replay != nullptr, qPrintable(error));
    QVERIFY2(replay->start(error), qPrintable(error));
    SlowPresses slow(600);
    replay->window()->installEventFilter(&slow);
    QTRY_VERIFY_WITH_TIMEOUT(replay->finished(), 60000);
    QVERIFY(slow.held >= 3);
    // THEN the press is refused again, as the log says: no game, the same screens
    compareReplay(*replay, QFileInfo(r.log).fileName());
    QCOMPARE(replay->trace().tooSoon, 1);
}

void ReplayTest::measureALongSessionAt8x() {
    const int actions = qEnvironmentVariableIntValue("INSTANTS_REPLAY_BENCH");
    if (actions <= 0) {
        QSKIP("a measurement: tools/measure_replay.sh");
    }
    Recorded r;
    const QString folder = m_dir.filePath(QStringLiteral("bench"));
    QVERIFY(QDir().mkpath(folder));
    recordSession(folder, 42, actions, r);
    ReplayOptions o;
    o.log = r.log;
    o.journal = r.journal;
    o.motionScale = r.motion;
    o.speed = 8;
    o.blockDirectory = m_dir.filePath(QStringLiteral("replay-blocks"));
    QString error;
    auto replay = SessionReplay::open(o, error);
    QVERIFY2(replay && replay->start(error), qPrintable(error));
    QElapsedTimer wall;
    wall.start();
    if (!qEnvironmentVariableIsEmpty("INSTANTS_REPLAY_SHOT")) {
        // A picture of the replay as a viewer sees it, mid-session (trail, bar).
        QTRY_VERIFY_WITH_TIMEOUT(replay->positionMs() > replay->durationMs() / 2, 600000);
        QTest::qWait(30);
        replay->window()->grabWindow().save(qEnvironmentVariable("INSTANTS_REPLAY_SHOT"));
    }
    QTRY_VERIFY_WITH_TIMEOUT(replay->finished(), 600000);
    QList<double> lags = replay->trace().lagMs;
    std::sort(lags.begin(), lags.end());
    auto at = [&](double q) { return lags.isEmpty() ? 0.0 : lags[std::min<qsizetype>(lags.size() - 1, static_cast<qsizetype>(q * static_cast<double>(lags.size())))]; };
    std::printf("session: %lld ms of log, %d inputs, %lld engine events\n", static_cast<long long>(replay->durationMs()),
                replay->inputsInLog(), static_cast<long long>(replay->original().engine.size()));
    std::printf("replay at 8x: %lld ms wall (log/8: %lld ms)\n", static_cast<long long>(wall.elapsed()),
                static_cast<long long>(replay->durationMs() / 8));
    std::printf("inputs delivered / in log: %d / %d; gate timeouts: %d\n", replay->trace().delivered, replay->inputsInLog(),
                replay->trace().gateTimeouts);
    std::printf("lag delivered - scheduled (ms): p50 %.2f, p99 %.2f, max %.2f\n", at(0.5), at(0.99), lags.isEmpty() ? 0.0 : lags.last());
    std::printf("engine events equal: %s; screens equal: %s\n", replay->trace().engine == replay->original().engine ? "yes" : "no",
                replay->trace().inputScreens == replay->original().inputScreens ? "yes" : "no");
    QCOMPARE(replay->trace().delivered, replay->inputsInLog());
}

QTEST_MAIN(ReplayTest)
#include "test_replay.moc"
