// The replay of a recorded study session (`instants --replay LOG`, docs/usability-lab.md,
// "Replay"), as a property over many sessions: each session is driven on the real client by a
// seeded generator (generateSession, kioskclient.h) of real clicks, keys, scratch strokes and
// presses on empty places, with waits of a participant's pace scaled to the client's motion,
// across the three games, the history's « Rejouée » and the rules, and plays games in every
// session; its log is then replayed (at 8×, one at 1×, one skipping idle stretches, one with
// jumps forwards and backwards) and the replay must show the same screens and produce the same
// engine events, in the same order, every input of the log delivered, the participant's
// journal and log unchanged to the byte. Both the replay and its log are compared with what
// the generator did on its client (its presses and keys and their screens, the engine events
// its host recorded, the reveals its timelines landed) and with the log read apart from the
// replay's own reader (studylogfacts.h). A cut log and a foreign file are refused with a clear
// message. The measurement of a long session at 8× is bench_replay.cpp (not a test).
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

#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>

#include "instants/session/journal.h"
#include "kioskclient.h"
#include "sessionreplay.h"
#include "studylogfacts.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

/// Every session of the property plays: at least this many engine events (games started,
/// dice thrown, zones scratched), so that "the same engine events" is a claim about games.
constexpr int kMinEngineEvents = 5;

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

enum class Mode { Speed8, Speed1, SkipIdle, Jumps };

/// What a finished replay of `r` did against what the generator really did in the session
/// (observed on its client, not read from the log), and the log against it.
void compareWithSession(const SessionReplay& replay, const GeneratedSession& r,
                        const QString& label) {
    const LogFacts log = readLogFacts(r.log);
    QVERIFY2(log.ok, qPrintable(log.error));
    const SessionReplay::Trace& got = replay.trace();
    QCOMPARE(got.inputScreens.size(), log.inputKinds.size());  // (compareReplay)
    // Every press and key the generator sent is in the log, on the screen it was sent on, and
    // the replay delivered it on that screen.
    QStringList logged;
    QStringList replayed;
    for (qsizetype i = 0; i < log.inputKinds.size(); ++i) {
        if (log.inputKinds[i] == QLatin1String("press") ||
            log.inputKinds[i] == QLatin1String("key")) {
            logged.append(log.inputKinds[i] + QLatin1Char(' ') + log.inputScreens[i]);
            replayed.append(log.inputKinds[i] + QLatin1Char(' ') + got.inputScreens[i]);
        }
    }
    auto first = [&label](const QStringList& a, const QString& who) -> QString {
        return QStringLiteral(
                   "%1: %2 has %3 presses and keys, the generator sent %4 (%5 presses, %6 keys)")
            .arg(label, who)
            .arg(a.size());
    };
    for (const auto& [list, who] : {std::pair{&logged, QStringLiteral("the log")},
                                    std::pair{&replayed, QStringLiteral("the replay")}}) {
        for (qsizetype i = 0; i < std::min(list->size(), r.inputs.size()); ++i) {
            QVERIFY2((*list)[i] == r.inputs[i],
                     qPrintable(QStringLiteral(
                                    "%1: %2's press or key %3 is « %4 », the generator sent « %5 »")
                                    .arg(label, who)
                                    .arg(i + 1)
                                    .arg((*list)[i], r.inputs[i])));
        }
        QVERIFY2(list->size() == r.inputs.size(),
                 qPrintable(first(*list, who).arg(r.inputs.size()).arg(r.presses).arg(r.keys)));
    }
    QCOMPARE(log.presses, r.presses);
    QCOMPARE(log.keys, r.keys);
    // Every screen the generator sent input on, the replay delivered input on.
    for (const QString& screen : r.screensVisited) {
        QVERIFY2(got.inputScreens.contains(screen),
                 qPrintable(QStringLiteral("%1: the replay never showed %2").arg(label, screen)));
    }
    // The engine events the session's client recorded, in order, are the log's and the replay's.
    auto compact = [](const QJsonObject& o) {
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    };
    for (const auto& [list, who] : {std::pair{&log.engine, QStringLiteral("the log")},
                                    std::pair{&got.engine, QStringLiteral("the replay")}}) {
        for (qsizetype i = 0; i < std::min(list->size(), r.engine.size()); ++i) {
            QVERIFY2(
                (*list)[i] == r.engine[i],
                qPrintable(QStringLiteral("%1: %2's engine event %3 is %4, the session's was %5")
                               .arg(label, who)
                               .arg(i + 1)
                               .arg(compact((*list)[i]), compact(r.engine[i]))));
        }
        QVERIFY2(list->size() == r.engine.size(),
                 qPrintable(QStringLiteral("%1: %2 has %3 engine events, the session had %4")
                                .arg(label, who)
                                .arg(list->size())
                                .arg(r.engine.size())));
    }
    QCOMPARE(log.games.size(), r.games);
    // The reveals the session's timelines landed.
    QCOMPARE(log.shown, r.shown);
    QCOMPARE(got.shown, r.shown);
}

/// Replays `r` and checks the property; `blocks` is the replays' block folder.
void checkReplay(const GeneratedSession& r, Mode mode, const QString& blocks, QString& report) {
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
    QElapsedTimer wall;
    wall.start();
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
        QTRY_VERIFY_WITH_TIMEOUT(
            !replay->seeking() && replay->positionMs() >= replay->durationMs() / 5, 60000);
    }
    QTRY_VERIFY_WITH_TIMEOUT(replay->finished(), 180000);
    const qint64 replayMs = wall.elapsed();
    compareReplay(*replay, QFileInfo(r.log).fileName());
    if (QTest::currentTestFailed()) {
        return;
    }
    compareWithSession(*replay, r, QFileInfo(r.log).fileName());
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
    report += QStringLiteral(
                  "%1: %2 inputs (%3 presses, %4 keys), %5 refused as too soon, %6 engine events "
                  "of %7 games, "
                  "%8 screens (%9), %10 s skipped; recorded in %11 s (%13 actions; client start "
                  "%14 s, waits for rest %15 s), replayed in %12 s\n")
                  .arg(QFileInfo(r.log).fileName())
                  .arg(got.delivered)
                  .arg(r.presses)
                  .arg(r.keys)
                  .arg(got.tooSoon)
                  .arg(got.engine.size())
                  .arg(r.games)
                  .arg(got.screens.size())
                  .arg(r.screensVisited.join(QLatin1Char(' ')))
                  .arg(static_cast<double>(got.skippedMs) / 1000.0, 0, 'f', 1)
                  .arg(static_cast<double>(r.wallMs) / 1000.0, 0, 'f', 1)
                  .arg(static_cast<double>(replayMs) / 1000.0, 0, 'f', 1)
                  .arg(r.actions)
                  .arg(static_cast<double>(r.startMs) / 1000.0, 0, 'f', 1)
                  .arg(static_cast<double>(r.stillMs) / 1000.0, 0, 'f', 1);
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

private:
    QTemporaryDir m_dir;
    GeneratedSession m_sample;  ///< a session of the property that played games
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
        const Mode mode = seed == 2   ? Mode::Speed1
                          : seed == 3 ? Mode::SkipIdle
                          : seed == 4 ? Mode::Jumps
                                      : Mode::Speed8;
        QTest::addRow("session %u", seed) << seed << static_cast<int>(mode);
    }
}

void ReplayTest::aReplayedSessionShowsTheSameScreensAndEngineEvents() {
    QFETCH(quint32, seed);
    QFETCH(int, mode);
    // GIVEN a study session driven by real input of a seeded generator
    GeneratedSession r;
    const QString folder = m_dir.filePath(QStringLiteral("s%1").arg(seed));
    QVERIFY(QDir().mkpath(folder));
    GeneratorOptions g;
    g.seed = seed;
    g.actions = seed == 2 ? 14 : 20;
    g.longIdle = static_cast<Mode>(mode) == Mode::SkipIdle;
    g.minEngineEvents = kMinEngineEvents;
    generateSession(folder, g, r);
    if (QTest::currentTestFailed()) {
        return;
    }
    // … that played: games started, and several engine events
    QVERIFY2(r.games >= 1 && r.engine.size() >= kMinEngineEvents,
             qPrintable(QStringLiteral("%1: %2 engine events of %3 games, at least %4 wanted")
                            .arg(QFileInfo(r.log).fileName())
                            .arg(r.engine.size())
                            .arg(r.games)
                            .arg(kMinEngineEvents)));
    // WHEN it is replayed THEN the replay is the session again, and its files are unchanged
    QString report;
    checkReplay(r, static_cast<Mode>(mode), m_dir.filePath(QStringLiteral("replay-blocks")),
                report);
    if (!QTest::currentTestFailed() && m_sample.log.isEmpty()) {
        m_sample = r;
    }
    qInfo("%s", qPrintable(report.trimmed()));
}

void ReplayTest::aCutOrForeignLogIsRefusedClearly() {
    // GIVEN a real session's log (one of the property's, which played games), cut (a client
    // killed mid-session), and a foreign file
    GeneratedSession r = m_sample;
    if (r.log.isEmpty()) {
        const QString folder = m_dir.filePath(QStringLiteral("refusals"));
        QVERIFY(QDir().mkpath(folder));
        GeneratorOptions g;
        g.actions = 24;
        g.minEngineEvents = kMinEngineEvents;
        generateSession(folder, g, r);
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
        f.write(whole.left(whole.lastIndexOf("\n{", whole.size() - 2) +
                           1));  // without its session_end line
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
        {m_dir.filePath(QStringLiteral("absent.jsonl")), r.journal,
         QStringLiteral("cannot be read")},
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
        QVERIFY2(error.contains(QFileInfo(r.log).fileName()) &&
                     error.contains(QStringLiteral("not in the journal")),
                 qPrintable(error));
    }
    // The executable says so on standard error, with exit status 2.
    QProcess client;
    client.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    client.start(QStringLiteral(INSTANTS_CLIENT_BINARY),
                 {QStringLiteral("--replay"), cut, QStringLiteral("--db"), r.journal});
    QVERIFY(client.waitForFinished(30000));
    QCOMPARE(client.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(client.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("cut.jsonl")) &&
                 err.contains(QStringLiteral("no session_end line")),
             qPrintable(err));
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
    GeneratedSession r;
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
                return (play = c.find(QStringLiteral("playButton"))) != nullptr &&
                       play->isEnabled() && !c.context().games().host()->isBusy();
            },
            60000);
        QVERIFY2(usable,
                 qPrintable(QStringLiteral("screen %1, « Jouer » %2")
                                .arg(c.screen(), play == nullptr ? QStringLiteral("not found")
                                                                 : QStringLiteral("disabled"))));
        QVERIFY(c.click(play));
        QTest::qWait(800);
        QCOMPARE(study.summary().value(QStringLiteral("too_soon")).toInt(), 1);
        QVERIFY(c.session().game() == nullptr);         // the press was not taken
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

QTEST_MAIN(ReplayTest)
#include "test_replay.moc"
