// instants_measure_client: the client's speed figures, measured on the real window.
//
//   instants_measure_client first-frame --db PATH [--size WxH]
//       milliseconds from the start of main() to the first frame of the lobby on screen
//       (QQuickWindow::frameSwapped), with the steps on the way
//   instants_measure_client memory --db PATH [--size WxH]
//       resident memory (VmRSS, VmHWM) after a Happy Dés game of each strategy (stop, Cumul,
//       Figures, Identiques) played on the shown screen, then a ticket of each scratch game,
//       and half way through the top prize's sequence (a scripted DÉDÉ ticket, study mode)
//   instants_measure_client frames dice|scratch|auto|top|record --db PATH [--seconds N] [--size
//   WxH]
//       frame times, animations on, while: a die rolls (stage 1 and Happy Cumul throws, the
//       last Cumul die slowed); a pointer scratches continuously (a long stroke of mouse moves
//       every 4 ms across a Happy 2014 ticket); « Auto » uncovers tickets zone by zone (DÉDÉ
//       and Happy 2014 in turn); the top prize's full-screen sequence plays (scripted 10 000 €
//       DÉDÉ tickets in study mode). Each: the cost of each frame (the window's update request
//       to frameSwapped) and the interval between frames, as p50 / p90 / p99 / max in ms
//   instants_measure_client frames record --db PATH [--seconds N] [--size WxH]
//       the study recording's cost while the pointer moves (hover over the lobby and a Happy 2014
//       ticket, then scratching it), each case N s without and N s with a session recorded:
//       frame cost, the pointer events' delivery, and per frame the sum of both
//
// Output is "key value" lines on stdout (tools/measure_client.sh reads them). The platform is
// the environment's: offscreen for first-frame and memory, xcb under xvfb-run for frames.

#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QGuiApplication>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "clientwindow.h"
#include "renderer.h"

using namespace instants;
using namespace instants::tools;

namespace {

QElapsedTimer g_sinceStart;

void out(const char* key, double value, const char* unit = "") {
    std::printf("%s %.2f%s%s\n", key, value, *unit != 0 ? " " : "", unit);
    std::fflush(stdout);
}

/// VmRSS and VmHWM of this process, in kB.
std::pair<long, long> residentKb() {
    QFile f(QStringLiteral("/proc/self/status"));
    long rss = -1;
    long hwm = -1;
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (line.startsWith("VmRSS:")) {
                rss = line.mid(6).trimmed().split(' ').constFirst().toLong();
            } else if (line.startsWith("VmHWM:")) {
                hwm = line.mid(6).trimmed().split(' ').constFirst().toLong();
            }
        }
    }
    return {rss, hwm};
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::min<double>(
        static_cast<double>(v.size() - 1), p / 100.0 * static_cast<double>(v.size() - 1) + 0.5));
    return v[i];
}

void report(const char* prefix, const std::vector<double>& v) {
    const QByteArray p(prefix);
    std::printf("%s_count %zu\n", prefix, v.size());
    out((p + "_p50_ms").constData(), percentile(v, 50));
    out((p + "_p90_ms").constData(), percentile(v, 90));
    out((p + "_p99_ms").constData(), percentile(v, 99));
    out((p + "_max_ms").constData(), v.empty() ? 0 : *std::max_element(v.begin(), v.end()));
}

/// Times frames: from the window's update request (the render loop polishes, syncs, renders
/// and swaps in it) to frameSwapped, and the interval between two frameSwapped. Only frames
/// for which `recording()` holds count.
class FrameClock : public QObject {
public:
    FrameClock(QQuickWindow* window, std::function<bool()> recording)
        : m_window(window), m_recording(std::move(recording)) {
        m_timer.start();
        window->installEventFilter(this);
        connect(window, &QQuickWindow::frameSwapped, this, [this] {
            const double now = static_cast<double>(m_timer.nsecsElapsed()) / 1e6;
            if (m_recording()) {
                if (m_requestAt >= 0) {
                    costs.push_back(now - m_requestAt);
                }
                if (m_lastSwap >= 0 && m_lastRecorded) {
                    intervals.push_back(now - m_lastSwap);
                }
                m_lastRecorded = true;
            } else {
                m_lastRecorded = false;
            }
            m_lastSwap = now;
            m_requestAt = -1;
        });
    }
    std::vector<double> costs;
    std::vector<double> intervals;

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == m_window && (e->type() == QEvent::UpdateRequest || e->type() == QEvent::Expose)) {
            m_requestAt = static_cast<double>(m_timer.nsecsElapsed()) / 1e6;
        }
        return false;
    }

private:
    QQuickWindow* m_window;
    std::function<bool()> m_recording;
    QElapsedTimer m_timer;
    double m_requestAt = -1;
    double m_lastSwap = -1;
    bool m_lastRecorded = false;
};

client::ClientOptions optionsFor(const QString& db, const QTemporaryDir& tmp) {
    client::ClientOptions o;
    o.database = db;
    o.settingsFile = tmp.filePath(QStringLiteral("settings.ini"));
    o.seed = 17;
    o.mute = true;
    return o;
}

int firstFrame(const QString& db, QSize size) {
    QTemporaryDir tmp;
    const double appReady = static_cast<double>(g_sinceStart.nsecsElapsed()) / 1e6;
    QElapsedTimer step;
    step.start();
    ClientWindow w(optionsFor(db, tmp), size, true);
    if (!w.ok()) {
        return 1;
    }
    const double loaded = static_cast<double>(g_sinceStart.nsecsElapsed()) / 1e6;
    // The first frame, then the first frame drawn once every picture has arrived (the lobby's
    // art is rasterised off the GUI thread and follows the first frame).
    bool first = true;
    QObject::connect(w.window(), &QQuickWindow::frameSwapped, w.window(), [&] {
        const double now = static_cast<double>(g_sinceStart.nsecsElapsed()) / 1e6;
        if (first) {
            first = false;
            out("first_frame_ms", now);
            out("application_ready_ms", appReady);
            out("qml_loaded_ms", loaded);
        }
        if (!w.imagesLoading()) {
            out("complete_frame_ms", now);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
    });
    // A picture that arrives asks for a frame of its own; this only makes sure of it.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, w.window(), [&] { w.window()->update(); });
    poll.start(20);
    w.window()->show();
    QTimer::singleShot(10000, qApp, [] { QCoreApplication::exit(1); });
    return QGuiApplication::exec();
}

/// Writes a study scenario of `games` scripted games like `game` (a JSON object), for the
/// top prize's sequence (scripted outcomes need study mode: docs/scenarios.md).
QString scenarioFile(const QTemporaryDir& tmp, const QByteArray& game, int games) {
    const QString path = tmp.filePath(QStringLiteral("scenario.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        return {};
    }
    QByteArray list;
    for (int i = 0; i < games; ++i) {
        list += (i > 0 ? "," : "") + game;
    }
    f.write("{\"name\": \"measure\", \"games\": [" + list + "]}");
    return path;
}

int memory(const QString& db, QSize size) {
    QTemporaryDir tmp;
    // In study mode with two scripted DÉDÉ tickets of the top prize: the second one's
    // full-screen sequence is part of what is measured.
    client::ClientOptions o = optionsFor(db, tmp);
    o.studyFolder = tmp.filePath(QStringLiteral("study"));
    o.scenario = scenarioFile(tmp, R"({"game": "dede", "prize_cents": 1000000})", 2);
    ClientWindow w(o, size, true);
    if (!w.ok()) {
        return 1;
    }
    w.window()->show();
    ClientWindow::wait(300);
    auto [rss0, hwm0] = residentKb();
    out("rss_lobby_mb", static_cast<double>(rss0) / 1024.0, "MB");
    client::HappyDesAdapter& h = *w.context().games().happyDes();
    w.show(QStringLiteral("happy-des"));
    for (const QString& u : {QString(), QStringLiteral("cumul"), QStringLiteral("figures"),
                             QStringLiteral("identiques")}) {
        // Games until one applies the strategy (a stage-1 loss does not).
        bool applied = false;
        for (int game = 0; game < 30 && !applied; ++game) {
            h.play(100);
            for (int guard = 0; h.inProgress() && guard < 200; ++guard) {
                applied = applied || h.phase() == QLatin1String("stage1_won");
                happyDesStep(h, u);
                ClientWindow::wait(15);  // the screen renders each step
            }
        }
        auto [rss, hwm] = residentKb();
        const QByteArray key =
            "rss_after_" + (u.isEmpty() ? QByteArray("stop") : u.toLatin1()) + "_mb";
        out(key.constData(), static_cast<double>(rss) / 1024.0, "MB");
        Q_UNUSED(hwm);
    }
    for (client::ScratchAdapter* a :
         {w.context().games().dede(), w.context().games().happy2014()}) {
        w.show(a->game());
        a->prepare();
        for (int i = 0; i < 1200 && !a->ready(); ++i) {
            ClientWindow::wait(100);
        }
        a->play();
        ClientWindow::wait(50);
        a->revealAll();
        ClientWindow::wait(200);
        auto [rss, hwm] = residentKb();
        const QByteArray key = "rss_after_" + a->game().toLatin1() + "_mb";
        out(key.constData(), static_cast<double>(rss) / 1024.0, "MB");
        Q_UNUSED(hwm);
    }
    // The top prize's sequence, animations on, through the screen's presenter.
    client::ScratchPresenter& d = *w.context().games().dedePresenter();
    w.context().settings()->setReducedMotion(false);
    w.show(d.game());
    ClientWindow::wait(200);
    d.playAuto();
    for (int i = 0; i < 400 && d.celebration().value(QStringLiteral("tier")).toString() !=
                                   QLatin1String("top");
         ++i) {
        ClientWindow::wait(20);
    }
    ClientWindow::wait(3000);  // half way through it
    {
        auto [rssTop, hwmTop] = residentKb();
        out("rss_during_top_prize_mb", static_cast<double>(rssTop) / 1024.0, "MB");
        Q_UNUSED(hwmTop);
    }
    for (int i = 0; i < 600 && d.busy(); ++i) {
        ClientWindow::wait(20);
    }
    w.show(QStringLiteral("history"));
    ClientWindow::wait(200);
    auto [rss, hwm] = residentKb();
    out("rss_final_mb", static_cast<double>(rss) / 1024.0, "MB");
    out("rss_peak_mb", static_cast<double>(hwm) / 1024.0, "MB");
    return 0;
}

int framesDice(const QString& db, QSize size, int seconds) {
    QTemporaryDir tmp;
    ClientWindow w(optionsFor(db, tmp), size, false);  // animations on
    if (!w.ok()) {
        return 1;
    }
    w.window()->show();
    w.show(QStringLiteral("happy-des"));
    // Through the screen's presenter, as a player: a step is taken once the last has landed.
    client::HappyDesPresenter& h = *w.context().games().happyDesPresenter();
    QPointer<QQuickItem> rolling;
    auto dieRolling = [&] { return rolling != nullptr && rolling->property("tumbling").toBool(); };
    FrameClock clock(w.window(), dieRolling);
    int throws = 0;
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if ((rolling != nullptr && rolling->property("animating").toBool()) || h.busy()) {
            return;
        }
        const QString phase = h.phase();
        QString dieName;
        if (h.inProgress() && phase == QLatin1String("stage1_roll")) {
            dieName = QStringLiteral("stage1Die");
        } else if (h.inProgress() && phase == QLatin1String("cumul")) {
            dieName = QStringLiteral("die-%1").arg(h.dice().indexOf(0));
        }
        happyDesStep(h, QStringLiteral("cumul"));
        rolling = dieName.isEmpty() ? nullptr : w.find(dieName, w.screenItem());
        throws += rolling != nullptr ? 1 : 0;
        if (w.context().wallet()->balanceCents() < 500 && w.context().wallet()->canReset()) {
            w.context().wallet()->resetBalance();
        }
    });
    driver.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    std::printf("dice_thrown %d\n", throws);
    report("dice_frame_cost", clock.costs);
    report("dice_frame_interval", clock.intervals);
    return 0;
}

int framesScratch(const QString& db, QSize size, int seconds) {
    QTemporaryDir tmp;
    ClientWindow w(optionsFor(db, tmp), size, false);
    if (!w.ok()) {
        return 1;
    }
    w.window()->show();
    client::ScratchAdapter& a = *w.context().games().happy2014();
    w.show(a.game());
    a.prepare();
    for (int i = 0; i < 1200 && !a.ready(); ++i) {
        ClientWindow::wait(100);
    }
    if (!a.ready()) {
        std::fputs("the Happy 2014 block did not open\n", stderr);
        return 1;
    }
    bool pressed = false;
    FrameClock clock(w.window(), [&] { return pressed; });

    // The board: the union of the zones, scratched by rows a coin apart, back and forth.
    QRectF board;
    auto measureBoard = [&] {
        board = QRectF();
        for (const char* id : {"janvier", "juin", "juillet", "decembre", "bonus"}) {
            if (QQuickItem* z =
                    w.find(QStringLiteral("zone-") + QLatin1String(id), w.screenItem())) {
                board = board.united(QRectF(z->mapToScene(QPointF(0, 0)), z->size()));
            }
        }
    };
    qreal x = 0;
    qreal y = 0;
    int direction = 1;
    int tickets = 0;
    int moves = 0;
    const qreal speed = 6;  // px per 4 ms: 1 500 px/s, a brisk scratch
    QTimer driver;
    driver.setInterval(4);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (!a.inProgress()) {
            if (pressed) {
                QTest::mouseRelease(w.window(), Qt::LeftButton, Qt::NoModifier,
                                    QPoint(qRound(x), qRound(y)));
                pressed = false;
            }
            if (w.context().wallet()->balanceCents() < 500 && w.context().wallet()->canReset()) {
                w.context().wallet()->resetBalance();
            }
            a.play();
            ++tickets;
            measureBoard();
            x = board.left() + 4;
            y = board.top() + 4;
            direction = 1;
            return;
        }
        if (!pressed) {
            QTest::mousePress(w.window(), Qt::LeftButton, Qt::NoModifier,
                              QPoint(qRound(x), qRound(y)));
            pressed = true;
            return;
        }
        x += speed * direction;
        if (x > board.right() - 4 || x < board.left() + 4) {
            direction = -direction;
            x = std::clamp(x, board.left() + 4, board.right() - 4);
            y += 14;
            if (y > board.bottom() - 4) {
                y = board.top() + 4;
            }
        }
        QTest::mouseMove(w.window(), QPoint(qRound(x), qRound(y)));
        ++moves;
    });
    driver.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    std::printf("scratch_tickets %d\nscratch_moves %d\n", tickets, moves);
    report("scratch_frame_cost", clock.costs);
    report("scratch_frame_interval", clock.intervals);
    return 0;
}

int framesAuto(const QString& db, QSize size, int seconds) {
    QTemporaryDir tmp;
    ClientWindow w(optionsFor(db, tmp), size, false);
    if (!w.ok()) {
        return 1;
    }
    w.window()->show();
    client::ClientContext& ctx = w.context();
    for (client::ScratchAdapter* a : {ctx.games().dede(), ctx.games().happy2014()}) {
        for (int i = 0; i < 1200 && !a->ready(); ++i) {
            if (!a->preparing()) {
                a->prepare();
            }
            ClientWindow::wait(100);
        }
        if (!a->ready()) {
            std::fputs("a block did not open\n", stderr);
            return 1;
        }
    }
    client::ScratchPresenter* shown[2] = {ctx.games().dedePresenter(),
                                          ctx.games().happy2014Presenter()};
    int current = 0;
    int tickets = 0;
    bool switched = false;
    // The reveal (from « Auto » on, zone by zone), and apart the frame that lays a new ticket
    // down (the purchase, a beat before the reveal).
    FrameClock clock(w.window(), [&] { return shown[current]->autoRevealing(); });
    FrameClock deal(w.window(), [&] { return shown[current]->stage() == QLatin1String("deal"); });
    w.show(shown[0]->game());
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (shown[current]->busy()) {
            return;
        }
        if (tickets > 0 && tickets % 3 == 0 && !switched) {
            current = 1 - current;  // three tickets of one game, then of the other
            w.show(shown[current]->game());
            switched = true;  // the screen is loaded first; the next ticket then
            return;
        }
        switched = false;
        if (ctx.wallet()->balanceCents() < 500 && ctx.wallet()->canReset()) {
            ctx.wallet()->resetBalance();
        }
        tickets += shown[current]->playAuto() ? 1 : 0;
    });
    driver.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    std::printf("auto_tickets %d\n", tickets);
    report("auto_frame_cost", clock.costs);
    report("auto_frame_interval", clock.intervals);
    report("deal_frame_cost", deal.costs);
    return 0;
}

int framesTop(const QString& db, QSize size, int seconds) {
    // Scripted top prizes need study mode (docs/scenarios.md): one 10 000 € DÉDÉ ticket after
    // the other, each played with « Auto ».
    QTemporaryDir tmp;
    client::ClientOptions o = optionsFor(db, tmp);
    o.studyFolder = tmp.filePath(QStringLiteral("study"));
    o.scenario = scenarioFile(tmp, R"({"game": "dede", "prize_cents": 1000000})", 40);
    ClientWindow w(o, size, false);
    if (!w.ok() || w.context().study() == nullptr ||
        w.context().study()->scenarioGamesLeft() != 40) {
        std::fputs("the study scenario did not load\n", stderr);
        return 1;
    }
    w.window()->show();
    client::ClientContext& ctx = w.context();
    client::ScratchPresenter& d = *ctx.games().dedePresenter();
    w.show(d.game());
    for (int i = 0; i < 1200 && !ctx.games().dede()->ready(); ++i) {
        if (!ctx.games().dede()->preparing()) {
            ctx.games().dede()->prepare();
        }
        ClientWindow::wait(100);
    }
    int sequences = 0;
    FrameClock clock(w.window(), [&] {
        return d.celebration().value(QStringLiteral("tier")).toString() == QLatin1String("top");
    });
    QTimer driver;
    driver.setInterval(20);
    QObject::connect(&driver, &QTimer::timeout, [&] {
        if (!d.busy()) {
            sequences += d.playAuto() ? 1 : 0;
        }
    });
    driver.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    std::printf("top_sequences %d\n", sequences);
    report("top_frame_cost", clock.costs);
    report("top_frame_interval", clock.intervals);
    auto [rss, hwm] = residentKb();
    out("top_rss_mb", static_cast<double>(rss) / 1024.0, "MB");
    out("top_rss_peak_mb", static_cast<double>(hwm) / 1024.0, "MB");
    return 0;
}

/// Frames of one case of `frames record`: the frame cost (as FrameClock), the pointer events'
/// delivery (the window's event filters, the recorder's among them, and Qt Quick's delivery),
/// and their sum per frame: the GUI thread's work for the frame, events since the previous
/// frame included.
struct PointerBucket {
    std::vector<double> costs;
    std::vector<double> busy;
    std::vector<double> intervals;
    std::vector<double> events;
    int lines = 0;
    int tickets = 0;  ///< tickets finished (and the next one bought) while counted
};

class PointerClock : public QObject {
public:
    explicit PointerClock(QQuickWindow* window) : m_window(window) {
        m_timer.start();
        window->installEventFilter(this);
        connect(window, &QQuickWindow::frameSwapped, this, [this] {
            const double now = static_cast<double>(m_timer.nsecsElapsed()) / 1e6;
            if (bucket != nullptr && m_requestAt >= 0) {
                bucket->costs.push_back(now - m_requestAt);
                bucket->busy.push_back(now - m_requestAt + m_pendingEvents);
                if (m_lastSwap >= 0 && m_lastCounted) {
                    bucket->intervals.push_back(now - m_lastSwap);
                }
            }
            m_lastCounted = bucket != nullptr;
            m_lastSwap = now;
            m_requestAt = -1;
            m_pendingEvents = 0;
        });
    }
    /// A pointer event delivered, in ms.
    void addEvent(double ms) {
        m_pendingEvents += ms;
        if (bucket != nullptr) {
            bucket->events.push_back(ms);
        }
    }
    PointerBucket* bucket = nullptr;  ///< nullptr: not counted (the settling after a switch)

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == m_window && (e->type() == QEvent::UpdateRequest || e->type() == QEvent::Expose)) {
            m_requestAt = static_cast<double>(m_timer.nsecsElapsed()) / 1e6;
        }
        return false;
    }

private:
    QQuickWindow* m_window;
    QElapsedTimer m_timer;
    double m_requestAt = -1;
    double m_lastSwap = -1;
    bool m_lastCounted = false;
    double m_pendingEvents = 0;
};

/// The recording's frame cost while the pointer moves (docs/usability-lab.md: "the recording
/// adds ≤ 1 ms to the p99 frame cost while the pointer moves"), in study mode, animations on:
/// the pointer hovers (no button) over the lobby, then over a Happy 2014 ticket, then scratches
/// that ticket (a drag), a mouse move every 4 ms along a path across the window; while hovering
/// a frame is asked for at each move (as while an animation runs: a hover alone redraws
/// little), while scratching the ticket redraws itself. Each case
/// runs `seconds` without a session and `seconds` with one being recorded
/// (StudyRecorder::startSession), in eight alternating quarters of `seconds` / 4, each after a
/// settling that is not counted: 0.3 s, and 1.2 s after a session's start (its screen picture is
/// taken then: reported apart, as "settle_on") or a new ticket (scratching: each quarter
/// scratches a ticket of its own).
int framesRecord(const QString& db, QSize size, int seconds) {
    QTemporaryDir tmp;
    client::ClientOptions o = optionsFor(db, tmp);
    o.studyFolder = tmp.filePath(QStringLiteral("study"));
    ClientWindow w(o, size, false);
    if (!w.ok() || w.context().study() == nullptr) {
        std::fputs("study mode did not start\n", stderr);
        return 1;
    }
    client::ClientContext& ctx = w.context();
    client::StudyRecorder& recorder = *ctx.study();
    recorder.attachWindow(w.window());  // as main() does
    QQuickWindow* window = w.window();
    window->show();
    ClientWindow::wait(300);
    client::ScratchAdapter& a = *ctx.games().happy2014();
    a.prepare();
    for (int i = 0; i < 1200 && !a.ready(); ++i) {
        ClientWindow::wait(100);
    }
    if (!a.ready()) {
        std::fputs("the Happy 2014 block did not open\n", stderr);
        return 1;
    }

    PointerClock clock(window);
    QElapsedTimer since;
    since.start();
    Qt::MouseButtons buttons = Qt::NoButton;
    QPointF at(window->width() / 2.0, window->height() / 2.0);
    auto send = [&](QEvent::Type type, Qt::MouseButton button) {
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease) {
            buttons.setFlag(button, type == QEvent::MouseButtonPress);
        }
        QElapsedTimer t;
        t.start();
        // Delivered at once (synchronously), so that the time is the event's alone.
        qt_handleMouseEvent(window, at, window->mapToGlobal(at), buttons, button, type,
                            Qt::NoModifier, static_cast<int>(since.elapsed()));
        clock.addEvent(static_cast<double>(t.nsecsElapsed()) / 1e6);
    };
    auto newTicket = [&] {
        if (ctx.wallet()->balanceCents() < 500 && ctx.wallet()->canReset()) {
            ctx.wallet()->resetBalance();
        }
        a.play();
    };
    // The ticket's board (the union of its zones), for the scratching.
    auto board = [&] {
        QRectF r;
        for (const char* id : {"janvier", "juin", "juillet", "decembre", "bonus"}) {
            if (QQuickItem* z =
                    w.find(QStringLiteral("zone-") + QLatin1String(id), w.screenItem())) {
                r = r.united(QRectF(z->mapToScene(QPointF(0, 0)), z->size()));
            }
        }
        return r;
    };

    struct Case {
        const char* name;
        QString screen;
        bool drag;
    };
    const Case cases[] = {{"lobby_hover", QStringLiteral("lobby"), false},
                          {"game_hover", a.game(), false},
                          {"game_drag", a.game(), true}};
    int participant = 0;
    for (const Case& c : cases) {
        PointerBucket off;
        PointerBucket on;
        PointerBucket settleOn;
        w.show(c.screen);
        if (c.screen == a.game() && !a.inProgress()) {
            newTicket();
        }
        ClientWindow::wait(500);
        QRectF area =
            c.drag ? board() : QRectF(QPointF(0, 0), QSizeF(window->size())).adjusted(8, 8, -8, -8);
        if (area.isEmpty()) {
            std::fputs("no ticket board to scratch\n", stderr);
            return 1;
        }
        qreal x = area.left();
        qreal y = area.top();
        int direction = 1;
        int moves = 0;
        int tickets = 0;
        double phase = 0;
        QTimer driver;
        driver.setInterval(4);
        QObject::connect(&driver, &QTimer::timeout, [&] {
            if (!c.drag) {
                window->update();
                // A Lissajous path over the whole window: about 900 px/s at 1920 × 1080.
                phase += 0.004;
                at = QPointF(area.center().x() + area.width() / 2 * std::sin(phase * 2.0),
                             area.center().y() + area.height() / 2 * std::sin(phase * 2.9 + 0.5));
                send(QEvent::MouseMove, Qt::NoButton);
                ++moves;
                return;
            }
            if (!a.inProgress()) {
                if (buttons != Qt::NoButton) {
                    send(QEvent::MouseButtonRelease, Qt::LeftButton);
                }
                newTicket();
                ++tickets;
                if (clock.bucket != nullptr) {
                    ++clock.bucket->tickets;
                }
                area = board();
                x = area.left() + 4;
                y = area.top() + 4;
                direction = 1;
                return;
            }
            if (buttons == Qt::NoButton) {
                at = QPointF(x, y);
                send(QEvent::MouseButtonPress, Qt::LeftButton);
                return;
            }
            x += 6 * direction;  // 1 500 px/s, a brisk scratch
            if (x > area.right() - 4 || x < area.left() + 4) {
                direction = -direction;
                x = std::clamp(x, area.left() + 4, area.right() - 4);
                y += 14;
                if (y > area.bottom() - 4) {
                    y = area.top() + 4;
                }
            }
            at = QPointF(x, y);
            send(QEvent::MouseMove, Qt::NoButton);
            ++moves;
        });
        driver.start();
        // Off, on, off, on…: each a quarter of `seconds`, after its settling.
        for (int part = 0; part < 8; ++part) {
            const bool recording = part % 2 == 1;
            clock.bucket = nullptr;
            if (c.drag) {
                // Each quarter scratches a new ticket from its top left corner, so that those
                // without and with the recording scratch alike.
                if (buttons != Qt::NoButton) {
                    send(QEvent::MouseButtonRelease, Qt::LeftButton);
                }
                if (a.inProgress()) {
                    a.revealAll();
                }
            }
            if (recording) {
                recorder.startSession(
                    QStringLiteral("M%1").arg(++participant, 2, 10, QLatin1Char('0')));
                clock.bucket = &settleOn;
            }
            ClientWindow::wait(recording || c.drag ? 1200 : 300);
            const int linesBefore = recorder.lines();
            clock.bucket = recording ? &on : &off;
            ClientWindow::wait(seconds * 250);
            clock.bucket = nullptr;
            if (recording) {
                on.lines += recorder.lines() - linesBefore;
                recorder.endSession();
            }
        }
        driver.stop();
        if (buttons != Qt::NoButton) {
            send(QEvent::MouseButtonRelease, Qt::LeftButton);
        }
        const QByteArray name = QByteArray("record_") + c.name;
        std::printf("%s_moves %d\n%s_tickets %d\n%s_on_log_lines %d\n", name.constData(), moves,
                    name.constData(), tickets, name.constData(), on.lines);
        for (const auto& [state, b] :
             {std::pair{"off", &off}, std::pair{"on", &on}, std::pair{"settle_on", &settleOn}}) {
            const QByteArray p = name + "_" + state;
            std::printf("%s_tickets %d\n", p.constData(), b->tickets);
            report((p + "_frame_cost").constData(), b->costs);
            report((p + "_frame_busy").constData(), b->busy);
            report((p + "_frame_interval").constData(), b->intervals);
            report((p + "_event").constData(), b->events);
        }
    }
    return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
    g_sinceStart.start();
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    auto value = [&](const QString& name, const QString& fallback) {
        const qsizetype i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    const QString mode = args.value(1);
    const QString db = value(QStringLiteral("--db"), QString());
    const QStringList wh =
        value(QStringLiteral("--size"), QStringLiteral("1920x1080")).split(QLatin1Char('x'));
    const QSize size(wh.value(0).toInt(), wh.value(1).toInt());
    const int seconds = value(QStringLiteral("--seconds"), QStringLiteral("10")).toInt();
    if (db.isEmpty() || size.width() < 800 || size.height() < 600 || seconds < 1) {
        std::fputs(
            "usage: instants_measure_client first-frame|memory|frames dice|scratch|auto|top|record "
            "--db PATH "
            "[--size WxH] [--seconds N]\n",
            stderr);
        return 2;
    }
    if (mode == QLatin1String("first-frame")) {
        return firstFrame(db, size);
    }
    if (mode == QLatin1String("memory")) {
        return memory(db, size);
    }
    if (mode == QLatin1String("frames")) {
        // As the client does (app/client/main.cpp), unless the environment names a renderer.
        const client::RendererChoice r = client::chooseRenderer();
        std::printf("renderer_software %d\n", r.software ? 1 : 0);
        std::fprintf(stderr, "renderer choice: %s\n", qPrintable(r.reason));
    }
    if (mode == QLatin1String("frames") && args.value(2) == QLatin1String("dice")) {
        return framesDice(db, size, seconds);
    }
    if (mode == QLatin1String("frames") && args.value(2) == QLatin1String("scratch")) {
        return framesScratch(db, size, seconds);
    }
    if (mode == QLatin1String("frames") && args.value(2) == QLatin1String("auto")) {
        return framesAuto(db, size, seconds);
    }
    if (mode == QLatin1String("frames") && args.value(2) == QLatin1String("top")) {
        return framesTop(db, size, seconds);
    }
    if (mode == QLatin1String("frames") && args.value(2) == QLatin1String("record")) {
        return framesRecord(db, size, seconds);
    }
    std::fputs(
        "usage: instants_measure_client first-frame|memory|frames dice|scratch|auto|top|record "
        "--db PATH\n",
        stderr);
    return 2;
}
