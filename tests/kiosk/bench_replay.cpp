// A measurement, not a test (not registered with CTest): a long study session driven on the
// real client by the replay property's generator (generateSession, kioskclient.h), then
// replayed at 8× (docs/usability-lab.md, "Replay"). It prints
//
//   session: <log ms> ms of log, <inputs> inputs, <engine events> engine events
//   replay at 8x: <wall ms> ms wall (log/8: <ms> ms)
//   inputs delivered / in log: <delivered> / <inputs>; gate timeouts: <n>
//   lag delivered - scheduled (ms): p50 <ms>, p99 <ms>, max <ms>
//   engine events equal: yes|no; screens equal: yes|no
//
// the lag being, per input, the wall time it was delivered minus the time the replay's clock
// had it due. Run with the offscreen platform:
//
//   QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic
//       build/ci/tests/kiosk/bench_replay [ACTIONS]        (one command line)
//
// ACTIONS: the generator's actions (default 150; also INSTANTS_REPLAY_BENCH).
// INSTANTS_REPLAY_SHOT=FILE.png saves a picture of the replay mid-session (trail, bar).
// The exit status is not 0 when the session could not be recorded or the replay not finish,
// or when the replay did not deliver every input of the log.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "kioskclient.h"
#include "sessionreplay.h"

using namespace instants::client;
using namespace instants::kiosktest;

namespace {
int g_actions = 150;
}

class ReplayBench : public QObject {
    Q_OBJECT

private slots:
    void measureALongSessionAt8x();
};

void ReplayBench::measureALongSessionAt8x() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GeneratedSession r;
    const QString folder = dir.filePath(QStringLiteral("bench"));
    QVERIFY(QDir().mkpath(folder));
    GeneratorOptions g;
    g.seed = 42;
    g.actions = g_actions;
    generateSession(folder, g, r);
    if (QTest::currentTestFailed()) {
        return;
    }
    ReplayOptions o;
    o.log = r.log;
    o.journal = r.journal;
    o.motionScale = r.motion;
    o.reducedMotion = r.reducedMotion;
    o.speed = 8;
    o.blockDirectory = dir.filePath(QStringLiteral("replay-blocks"));
    QString error;
    auto replay = SessionReplay::open(o, error);
    QVERIFY2(replay && replay->start(error), qPrintable(error));
    QElapsedTimer wall;
    wall.start();
    if (!qEnvironmentVariableIsEmpty("INSTANTS_REPLAY_SHOT")) {
        QTRY_VERIFY_WITH_TIMEOUT(replay->positionMs() > replay->durationMs() / 2, 600000);
        QTest::qWait(30);
        replay->window()->grabWindow().save(qEnvironmentVariable("INSTANTS_REPLAY_SHOT"));
    }
    QTRY_VERIFY_WITH_TIMEOUT(replay->finished(), 600000);
    QList<double> lags = replay->trace().lagMs;
    std::sort(lags.begin(), lags.end());
    auto at = [&](double q) {
        return lags.isEmpty() ? 0.0
                              : lags[std::min<qsizetype>(
                                    lags.size() - 1,
                                    static_cast<qsizetype>(q * static_cast<double>(lags.size())))];
    };
    std::printf("session: %lld ms of log, %d inputs, %lld engine events\n",
                static_cast<long long>(replay->durationMs()), replay->inputsInLog(),
                static_cast<long long>(replay->original().engine.size()));
    std::printf("replay at 8x: %lld ms wall (log/8: %lld ms)\n",
                static_cast<long long>(wall.elapsed()),
                static_cast<long long>(replay->durationMs() / 8));
    std::printf("inputs delivered / in log: %d / %d; gate timeouts: %d\n",
                replay->trace().delivered, replay->inputsInLog(), replay->trace().gateTimeouts);
    std::printf("lag delivered - scheduled (ms): p50 %.2f, p99 %.2f, max %.2f\n", at(0.5), at(0.99),
                lags.isEmpty() ? 0.0 : lags.last());
    std::printf("engine events equal: %s; screens equal: %s\n",
                replay->trace().engine == replay->original().engine ? "yes" : "no",
                replay->trace().inputScreens == replay->original().inputScreens ? "yes" : "no");
    std::fflush(stdout);
    QCOMPARE(replay->trace().delivered, replay->inputsInLog());
}

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);  // as QTEST_MAIN
    if (const int fromEnv = qEnvironmentVariableIntValue("INSTANTS_REPLAY_BENCH"); fromEnv > 0) {
        g_actions = fromEnv;
    }
    QStringList args = app.arguments();
    if (args.size() > 1 && args[1].toInt() > 0) {
        g_actions = args[1].toInt();
        args.removeAt(1);
    }
    ReplayBench bench;
    return QTest::qExec(&bench, args);
}

#include "bench_replay.moc"
