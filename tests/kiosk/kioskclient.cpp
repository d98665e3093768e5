#include "kioskclient.h"

#include <QtQuickTest/quicktest.h>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include "instants/session/session.h"
#include "jsonvariant.h"
#include "sessionreplay.h"
#include "studylogfacts.h"

namespace instants::kiosktest {

namespace {

client::ClientOptions optionsOf(const Setup& setup, const QString& studyFolder) {
    client::ClientOptions o;
    o.database = QDir(setup.folder).filePath(QStringLiteral("journal.db"));
    o.settingsFile = QDir(setup.folder).filePath(QStringLiteral("settings.ini"));
    o.seed = setup.seed;
    o.mute = true;  // no audio device in tests
    o.language = setup.language;
    o.kiosk = setup.kiosk.enabled;
    o.studyFolder = studyFolder;
    o.clock = setup.clock;
    return o;
}

QString studyFolderOf(const Setup& setup) {
    return setup.study ? QDir(setup.folder).filePath(QStringLiteral("study")) : QString();
}

}  // namespace

KioskClient::KioskClient(const Setup& setup)
    : ClientHarness(optionsOf(setup, studyFolderOf(setup)), setup.kiosk, setup),
      m_studyFolder(studyFolderOf(setup)) {
    if (!ok()) {
        return;
    }
    // As main() does: the kiosk's clock and event filter, the study recorder on the window.
    if (setup.startKiosk && context().kiosk()->enabled()) {
        context().kiosk()->start();
        if (!setup.realClock) {
            // The tests move the idle clock themselves (advance()): the application's
            // one-second timer would add a tick whenever a test runs slowly.
            for (QTimer* t : context().kiosk()->findChildren<QTimer*>()) {
                t->stop();
            }
        }
    }
    if (context().study() != nullptr) {
        context().study()->attachWindow(window());
    }
    settle();
}

KioskClient::~KioskClient() {
    if (context().study() != nullptr) {
        context().study()->endSession();
    }
}

QString KioskClient::accessibleName(QQuickItem* item) {
    for (QQuickItem* i = item; i != nullptr; i = i->parentItem()) {
        QQmlContext* context = qmlContext(i);
        if (context == nullptr) {
            continue;
        }
        const QQmlProperty name(i, QStringLiteral("Accessible.name"), context);
        const QString n = name.isValid() ? name.read().toString() : QString();
        if (!n.isEmpty()) {
            return n;
        }
    }
    return {};
}

QString KioskClient::textOf(QQuickItem* item) {
    if (item == nullptr) {
        return {};
    }
    const QVariant text = item->property("text");
    if (text.isValid()) {
        return text.toString();
    }
    for (QQuickItem* child : item->childItems()) {
        const QString t = textOf(child);
        if (!t.isEmpty()) {
            return t;
        }
    }
    return {};
}

QString digitsOf(const QString& text) {
    QString out;
    for (const QChar c : text) {
        if (c.isDigit()) {
            out += c;
        }
    }
    return out;
}

QMap<QString, QByteArray> folderDigests(const QString& folder) {
    QMap<QString, QByteArray> out;
    auto add = [&out](const QDir& dir, const QString& prefix) {
        for (const QFileInfo& f : dir.entryInfoList(QDir::Files)) {
            QFile file(f.absoluteFilePath());
            if (file.open(QIODevice::ReadOnly)) {
                out.insert(
                    prefix + f.fileName(),
                    QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
            }
        }
    };
    const QDir dir(folder);
    add(dir, {});
    add(QDir(dir.filePath(QStringLiteral("study"))), QStringLiteral("study/"));
    return out;
}

}  // namespace instants::kiosktest

namespace instants::kiosktest {

namespace {

// The controls the generator may use, by objectName prefix (the first that matches), how
// often (weights), and whether it leaves the game under way (not taken while the generator
// still plays for the session's engine events). « Rejouer » (replayButton) plays on: at a
// game's end Enter is on the result, not on it (docs/player-protection.md), so the generator
// clicks it to play the next game.
struct Kind {
    const char* prefix;
    int weight;
    bool leaves;
};
const Kind kControls[] = {
    {"tile-", 6, false},      {"stake-", 6, false},          {"playButton", 14, false},
    {"stage1Die", 12, false}, {"continueButton", 5, false},  {"stopButton", 3, false},
    {"universe-", 5, false},  {"die-", 10, false},           {"throwButton", 10, false},
    {"autoButton", 7, false}, {"revealAllButton", 3, false}, {"zone-", 8, false},
    {"lobbyButton", 4, true}, {"nav-resume", 2, false},      {"nav-", 2, true},
    {"historyDate", 2, true}, {"replayNext", 2, true},       {"replayPrevious", 1, true},
    {"replayAll", 1, true},   {"replayButton", 6, false},    {"rules-", 1, true},
};

void collectEnabled(QQuickItem* item, QList<QQuickItem*>& out) {
    if (item == nullptr || !item->isVisible() || item->opacity() <= 0) {
        return;
    }
    if (!item->objectName().isEmpty() && item->isEnabled()) {
        out.append(item);
    }
    for (QQuickItem* child : item->childItems()) {
        collectEnabled(child, out);
    }
}

}  // namespace

void shareBlocks(const QString& folder, quint64 seed) {
    QDir().mkpath(QDir(folder).filePath(QStringLiteral("../blocks-%1").arg(seed)));
    QFile::link(QDir(folder).absoluteFilePath(QStringLiteral("../blocks-%1").arg(seed)),
                QDir(folder).filePath(QStringLiteral("journal.db.blocks")));
}

void generateSession(const QString& folder, const GeneratorOptions& options,
                     GeneratedSession& out) {
    QElapsedTimer wall;
    wall.start();
    const quint32 seed = options.seed;
    Setup s;
    s.folder = folder;
    s.study = true;
    s.seed = 7 + seed % 3;  // three block sets, shared between the sessions
    s.reducedMotion = seed % 4 == 3;
    s.motionScale = options.motionScale;
    shareBlocks(folder, s.seed);
    out.folder = folder;
    out.motion = s.motionScale;
    out.reducedMotion = s.reducedMotion;
    // A wait of the original pace (motion 1) at the client's motion scale.
    auto paced = [&s](int ms) {
        QTest::qWait(std::max(1, static_cast<int>(ms * s.motionScale + 0.5)));
    };
    {
        KioskClient c(s);
        QVERIFY(c.ok());
        out.startMs = wall.elapsed();
        client::StudyRecorder& recorder = *c.context().study();
        QVERIFY(recorder.startSession(QStringLiteral("P%1").arg(seed, 2, 10, QLatin1Char('0'))));
        out.log = recorder.logFile();
        out.journal = QDir(folder).filePath(QStringLiteral("journal.db"));
        // What the session really does, from the client itself: the engine's events as its
        // host records them, and the reveals as its timelines land them.
        QObject observer;
        client::SessionHost* host = c.context().games().host();
        QObject::connect(
            host, &client::SessionHost::recorded, &observer, [&out, host](qint64, int from) {
                const Play* play = host->session() != nullptr ? host->session()->game() : nullptr;
                if (play == nullptr) {
                    return;
                }
                for (std::size_t i = static_cast<std::size_t>(from); i < play->eventCount(); ++i) {
                    out.games += i == 0 ? 1 : 0;
                    out.engine.append({{QStringLiteral("game"),
                                        QString::fromUtf8(gameKindId(play->kind()).data())},
                                       {QStringLiteral("event"),
                                        QJsonObject::fromVariantMap(
                                            client::toVariant(play->publicEvent(i)).toMap())}});
                }
            });
        for (client::Timeline* t :
             {static_cast<client::Timeline*>(c.context().games().happyDesPresenter()),
              static_cast<client::Timeline*>(c.context().games().dedePresenter()),
              static_cast<client::Timeline*>(c.context().games().happy2014Presenter())}) {
            QObject::connect(t, &client::Timeline::shown, &observer,
                             [&out, &recorder] { out.shown += recorder.active() ? 1 : 0; });
        }
        // (A reveal held while its screen is away is still: the participant left it.)
        auto revealing = [&c] {
            return c.context().games().happyDesPresenter()->revealUnderWay() ||
                   c.context().games().dedePresenter()->revealUnderWay() ||
                   c.context().games().happy2014Presenter()->revealUnderWay();
        };
        QQuickWindow* w = c.window();
        auto sent = [&](const char* what, const QString& screen) {
            out.inputs.append(QLatin1String(what) + QLatin1Char(' ') + screen);
            if (!out.screensVisited.contains(screen)) {
                out.screensVisited.append(screen);
            }
        };
        QRandomGenerator rng(seed);
        const int most = options.actions * 3;
        for (int a = 0; a < most; ++a) {
            const bool playing = out.engine.size() < options.minEngineEvents;
            if (a >= options.actions && !playing) {
                break;
            }
            ++out.actions;
            QElapsedTimer still;
            still.start();
            // Waits of the participant's pace, scaled to the motion. Either at once while a
            // reveal runs (a press the screen does not take yet), or once the screens are
            // still, some of them shorter than a control's arming delay (Theme.armDuration):
            // the log says which activations were refused as too soon, and the replay refuses
            // those again (docs/usability-lab.md, "Replay").
            // A scratch game's block is prepared once per seed (a second or two) on its first
            // screen: the participant waits for it (the replay has its blocks ready at once).
            QTRY_VERIFY_WITH_TIMEOUT(!c.context().games().host()->isBusy(), 60000);
            if (options.longIdle && a == options.actions / 2) {
                // An idle stretch, the screens at rest (skipped by « Sauter les temps morts »,
                // which shortens a stretch longer than 3 s of log time: not scaled).
                QTRY_VERIFY_WITH_TIMEOUT(!revealing(), 30000);
                QTest::qWait(4500);
            }
            const int roll = static_cast<int>(rng.bounded(100));
            if (roll < 35 && revealing()) {
                QTest::qWait(static_cast<int>(5 + rng.bounded(20)));
            } else {
                QTRY_VERIFY_WITH_TIMEOUT(!revealing(), 30000);
                out.stillMs += still.elapsed();
                paced(roll < 47 ? static_cast<int>(600 + rng.bounded(600))
                                : static_cast<int>(200 + rng.bounded(200)));
            }
            const QString screen = c.screen();
            const int what = static_cast<int>(rng.bounded(100));
            if (what < 6) {
                // A press on an empty place (or whatever is there).
                const QPoint p(static_cast<int>(rng.bounded(w->width())),
                               static_cast<int>(rng.bounded(w->height())));
                QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, p);
                ++out.presses;
                sent("press", screen);
                continue;
            }
            if (what < 12) {
                const int keys[] = {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Return, Qt::Key_Space,
                                    Qt::Key_Backtab};
                c.key(keys[rng.bounded(5)]);
                ++out.keys;
                sent("key", screen);
                continue;
            }
            if (what < 15) {
                // The pointer moving without a button (schema 2 "move" lines, one per 50 ms).
                for (int m = 0; m < 4; ++m) {
                    QTest::mouseMove(w, QPoint(static_cast<int>(rng.bounded(w->width())),
                                               static_cast<int>(rng.bounded(w->height()))));
                    QTest::qWait(60);
                }
                continue;
            }
            QList<QQuickItem*> items;
            collectEnabled(w->contentItem(), items);
            // A weighted choice among the kinds present, then among their items.
            QList<QPair<QQuickItem*, int>> weighted;
            int sum = 0;
            for (QQuickItem* item : items) {
                for (const Kind& k : kControls) {
                    if (item->objectName().startsWith(QLatin1String(k.prefix))) {
                        const QPointF centre =
                            item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
                        if (QRectF(0, 0, w->width(), w->height()).contains(centre) &&
                            item->width() > 2 && !(playing && k.leaves)) {
                            weighted.append({item, k.weight});
                            sum += k.weight;
                        }
                        break;
                    }
                }
            }
            if (sum == 0) {
                // Nothing to play here (the history, the rules): back to the lobby.
                if (c.click(QStringLiteral("lobbyButton")) ||
                    c.click(QStringLiteral("nav-lobby"))) {
                    ++out.presses;
                    sent("press", screen);
                }
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
                // A scratch stroke across the zone (drag lines at most every 50 ms: real time).
                const QPointF from =
                    item->mapToScene(QPointF(item->width() * 0.15, item->height() * 0.3));
                const QPointF to =
                    item->mapToScene(QPointF(item->width() * 0.85, item->height() * 0.7));
                QTest::mousePress(w, Qt::LeftButton, Qt::NoModifier, from.toPoint());
                ++out.presses;
                sent("press", screen);
                for (int step = 1; step <= 16; ++step) {
                    const double f = step / 16.0;
                    const double wave = (step % 2 == 0) ? 0.0 : item->height() * 0.25;
                    QTest::mouseMove(w, QPointF(from.x() + (to.x() - from.x()) * f,
                                                from.y() + (to.y() - from.y()) * f - wave)
                                            .toPoint());
                    QTest::qWait(20);
                }
                QTest::mouseRelease(w, Qt::LeftButton, Qt::NoModifier, to.toPoint());
            } else if (c.click(item)) {
                ++out.presses;
                sent("press", screen);
            }
        }
        // The session's last reveals land before it ends (not waiting for the timelines to be
        // at rest: a DÉDÉ ticket that finished while one of its covers was being wiped shows its
        // result only after the inactivity delay, 20 s, which a replay does not time).
        QTest::qWait(800);
        recorder.endSession();
    }
    // A screen picture taken just before the end is still being encoded off the interface's
    // thread (StudyRecorder::takeScreenPicture): the participant's files are complete once
    // it is written.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
    QVERIFY(QFileInfo::exists(out.log));
    out.wallMs = wall.elapsed();
}

namespace {

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

/// "" when `a` (what `who` has) and `b` (the log) are equal, else where they first differ.
template <typename T, typename Show>
QString firstDifference(const QList<T>& a, const QList<T>& b, const QString& who,
                        const QString& what, Show show) {
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (!(a[i] == b[i])) {
            return QStringLiteral("%1 %2 %3 is %4, the log's is %5")
                .arg(who, what)
                .arg(i + 1)
                .arg(show(a[i]), show(b[i]));
        }
    }
    if (a.size() != b.size()) {
        return QStringLiteral("%1 has %2 %3s, the log %4")
            .arg(who)
            .arg(a.size())
            .arg(what)
            .arg(b.size());
    }
    return {};
}

}  // namespace

void compareReplay(const client::SessionReplay& replay, const QString& label) {
    const client::SessionReplay::Trace& got = replay.trace();
    const client::SessionReplay::Trace& want = replay.original();
    // The log as it is in the file, read apart from the replay's own reading of it: both the
    // replay's reading (`want`) and what the replay did (`got`) are compared with it.
    const LogFacts log = readLogFacts(replay.logFile());
    QVERIFY2(log.ok, qPrintable(label + QStringLiteral(": ") + log.error));
    const QString replayed = QStringLiteral("the replay");
    const QString read = QStringLiteral("the replay's reading of the log");
    auto same = [&label](const QString& difference) {
        return difference.isEmpty() ? QString() : label + QStringLiteral(": ") + difference;
    };
    auto count = [](const QString& who, const QString& what, qsizetype a, qsizetype b) {
        return a == b ? QString()
                      : QStringLiteral("%1 has %2 %3, the log %4").arg(who).arg(a).arg(what).arg(b);
    };
    auto text = [](const QString& s) { return s.isEmpty() ? QStringLiteral("(none)") : s; };
    QString d;
#define INSTANTS_SAME(expression) \
    d = same(expression);         \
    QVERIFY2(d.isEmpty(), qPrintable(d))
    // Every input of the log delivered, none late against the screens.
    QVERIFY2(log.inputs > 0, qPrintable(label + QStringLiteral(": no input in the log")));
    INSTANTS_SAME(count(read, QStringLiteral("inputs"), replay.inputsInLog(), log.inputs));
    INSTANTS_SAME(count(replayed, QStringLiteral("inputs delivered"), got.delivered, log.inputs));
    QCOMPARE(got.gateTimeouts, 0);
    // The activations the original refused as too soon (a control just armed), and only those.
    INSTANTS_SAME(count(read, QStringLiteral("too_soon lines"), want.tooSoon, log.tooSoon));
    INSTANTS_SAME(count(replayed, QStringLiteral("activations refused as too soon"), got.tooSoon,
                        log.tooSoon));
    // The same engine events (game, event), in order.
    INSTANTS_SAME(
        firstDifference(want.engine, log.engine, read, QStringLiteral("engine event"), compact));
    INSTANTS_SAME(
        firstDifference(got.engine, log.engine, replayed, QStringLiteral("engine event"), compact));
    // The same reveals.
    INSTANTS_SAME(count(read, QStringLiteral("shown lines"), want.shown, log.shown));
    INSTANTS_SAME(count(replayed, QStringLiteral("reveals landed"), got.shown, log.shown));
    // The same screens: under each input, and in sequence.
    INSTANTS_SAME(firstDifference(want.inputScreens, log.inputScreens, read,
                                  QStringLiteral("input's screen"), text));
    INSTANTS_SAME(firstDifference(got.inputScreens, log.inputScreens, replayed,
                                  QStringLiteral("input's screen"), text));
    INSTANTS_SAME(firstDifference(want.screens, log.screens, read, QStringLiteral("screen"), text));
    INSTANTS_SAME(
        firstDifference(got.screens, log.screens, replayed, QStringLiteral("screen"), text));
    // A protocol session: the same consent, tasks with their outcomes, and answers, one per
    // protocol line of the log.
    QStringList protocolKinds;
    for (const QString& p : want.protocol) {
        protocolKinds.append(p.section(QLatin1Char(' '), 0, 0));
    }
    INSTANTS_SAME(firstDifference(protocolKinds, log.protocolKinds, read,
                                  QStringLiteral("protocol line"), text));
#undef INSTANTS_SAME
    QCOMPARE(got.protocol, want.protocol);
}

}  // namespace instants::kiosktest
