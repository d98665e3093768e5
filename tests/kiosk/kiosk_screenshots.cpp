// kiosk_screenshots: the README gallery's pictures of issue 7 — the attract screen, the study
// banner, the operator PIN panel and the operator console — from the real client (offscreen).
//
//   kiosk_screenshots --out DIR [--size WxH] [--lang fr|en]
//
// Files: DIR/<lang>-landscape-kiosk-countdown.png, <lang>-landscape-kiosk-attract.png,
// <lang>-landscape-study-banner.png, <lang>-landscape-kiosk-operator-pin.png, console.png (the
// console window) and <lang>-landscape-kiosk-console.png (the console over the kiosk, as the
// operator sees it).
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

#include "autoplay.h"
#include "console/operatorconsole.h"
#include "instants/session/session.h"
#include "kioskclient.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

bool save(const QImage& image, const QString& path) {
    const bool ok = !image.isNull() && image.save(path);
    std::fprintf(stderr, "%s %s (%dx%d)\n", ok ? "wrote" : "FAILED", qPrintable(path),
                 image.width(), image.height());
    return ok;
}

/// A few games of each kind through the adapters, so that the journal, the blocks and the
/// returns have something to show.
void playSome(ClientContext& c) {
    HappyDesAdapter& h = *c.games().happyDes();
    for (int g = 0; g < 12; ++g) {
        h.play(g % 2 == 0 ? 100 : 200);
        // Stop every third game, else continue into each universe in turn.
        const QString universe =
            g % 3 == 0 ? QString() : QStringList{"cumul", "figures", "identiques"}[g % 3];
        (void)harness::finishHappyDes(h, universe, 100);
    }
    for (ScratchAdapter* s : {c.games().dede(), c.games().happy2014()}) {
        s->prepare();
        (void)QTest::qWaitFor([s] { return s->ready(); }, 120000);
        for (int g = 0; g < 8; ++g) {
            s->playAuto();
            (void)QTest::qWaitFor([s] { return s->finished(); }, 20000);
        }
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    // As the client does: the study log's session_start names the version.
    QApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));
    QCommandLineParser p;
    p.addHelpOption();
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Output folder."),
                                 QStringLiteral("DIR"));
    const QCommandLineOption sizeOpt(QStringLiteral("size"), QStringLiteral("Window size."),
                                     QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("fr or en."),
                                  QStringLiteral("LANG"), QStringLiteral("fr"));
    const QCommandLineOption studyLog(
        QStringLiteral("study-log"),
        QStringLiteral("Copy the study session's log there (an example for docs/study.md)."),
        QStringLiteral("FILE"));
    p.addOptions({out, sizeOpt, lang, studyLog});
    p.process(app);
    if (!p.isSet(out)) {
        std::fputs("kiosk_screenshots: --out DIR is required\n", stderr);
        return 2;
    }
    const QStringList wh = p.value(sizeOpt).split(QLatin1Char('x'));
    const QSize size(wh.value(0).toInt(), wh.value(1).toInt());
    const QString language = p.value(lang);
    const QDir dir(p.value(out));
    QDir().mkpath(dir.path());
    const QString prefix = language + QStringLiteral("-landscape-");
    bool ok = true;

    // The attract screen: a kiosk left idle.
    {
        QTemporaryDir tmp;
        Setup s;
        s.folder = tmp.path();
        s.kiosk.enabled = true;
        s.kiosk.pin = QStringLiteral("2468");
        s.size = size;
        s.language = language;
        KioskClient c(s);
        if (!c.ok()) {
            return 1;
        }
        c.context().kiosk()->setConsoleAvailable(true);  // as with the console launcher
        // The countdown before a reset, on its card over the dimmed lobby.
        c.context().kiosk()->advance(c.context().kiosk()->idleSeconds() -
                                     c.context().kiosk()->countdownSeconds() + 3);
        QTest::qWait(400);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("kiosk-countdown.png"))) &&
             ok;
        c.context().kiosk()->resetVisitor();
        // The attract loop, once it has played Happy Dés, on its DÉDÉ ticket, a few zones uncovered
        // (one step every 0.4 s with reduced motion, which also keeps the call to touch at full
        // strength).
        (void)QTest::qWaitFor(
            [&c] { return c.context().kiosk()->attractGames().dede()->revealedCount() >= 3; },
            60000);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("kiosk-attract.png"))) &&
             ok;

        // The operator PIN panel after the corner gesture, two digits typed.
        c.context().kiosk()->leaveAttract();
        QTest::qWait(400);
        c.longPress(c.find(QStringLiteral("operatorCorner")), 3300);
        QTest::qWait(300);
        c.click(QStringLiteral("pin-2"));
        c.click(QStringLiteral("pin-4"));
        QTest::qWait(500);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("kiosk-operator-pin.png"))) &&
             ok;
        // Unlocked: the operator menu.
        c.click(QStringLiteral("pin-6"));
        c.click(QStringLiteral("pin-8"));
        c.click(QStringLiteral("pin-OK"));
        QTest::qWait(500);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("kiosk-operator-menu.png"))) &&
             ok;

        // The PIN panel locked out after ten wrong PINs (the waits on a clock of this tool's).
        c.click(QStringLiteral("operatorClose"));
        QTest::qWait(300);
        qint64 now = 0;
        c.context().kiosk()->setClock([&now] { return now; });
        c.longPress(c.find(QStringLiteral("operatorCorner")), 3300);
        QTest::qWait(300);
        for (int attempt = 1; attempt <= 10; ++attempt) {
            c.context().kiosk()->checkPin(QStringLiteral("1111"));
            if (attempt < 10) {
                now += c.context().kiosk()->pinWaitMs();  // each wait waited out
            }
        }
        now += (15 * 60 - (11 * 60 + 58)) * 1000;  // 11 min 58 s of the lockout left
        QTest::qWait(600);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("kiosk-operator-lockout.png"))) &&
             ok;
    }

    // The study banner: a participant session on a Happy Dés game; then the console beside it.
    {
        QTemporaryDir tmp;
        Setup s;
        s.folder = tmp.path();
        s.study = true;
        s.size = size;
        s.language = language;
        KioskClient c(s);
        if (!c.ok()) {
            return 1;
        }
        playSome(c.context());
        // The console first, so that its live stream holds the whole session.
        OperatorConsole console(&c.context());
        console.resize(1100, 720);
        c.context().study()->startSession(QStringLiteral("P01"));
        c.click(QStringLiteral("tile-happy-des"));
        QTest::qWait(300);
        c.click(QStringLiteral("playButton"));
        QTest::qWait(1500);
        ok = save(c.window()->grabWindow(),
                  dir.filePath(prefix + QStringLiteral("study-banner.png"))) &&
             ok;
        console.show();
        (void)QTest::qWaitForWindowExposed(&console);

        console.dropMarker(QStringLiteral("hésite sur « Je continue »"));
        auto* tabs = console.findChild<QTabWidget*>(QStringLiteral("consoleTabs"));
        const QStringList names = {QStringLiteral("session"), QStringLiteral("protocol"),
                                   QStringLiteral("journal"), QStringLiteral("blocks"),
                                   QStringLiteral("returns")};
        for (int i = 0; tabs != nullptr && i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            console.refresh();
            QTest::qWait(200);
            const QString name = i == 0 ? QStringLiteral("console.png")
                                        : QStringLiteral("console-%1.png").arg(names.value(i));
            ok = save(console.grab().toImage(), dir.filePath(name)) && ok;
        }
        // The console over the game at the kiosk's size, as one picture.
        tabs->setCurrentIndex(0);
        QTest::qWait(200);
        QImage screen = c.window()->grabWindow().convertToFormat(QImage::Format_RGB32);
        const QImage win = console.grab().toImage();
        QPainter painter(&screen);
        painter.fillRect(screen.rect(), QColor(0, 0, 0, 90));
        painter.drawImage(
            QPoint((screen.width() - win.width()) / 2, (screen.height() - win.height()) / 2), win);
        painter.end();
        ok = save(screen, dir.filePath(prefix + QStringLiteral("study-console.png"))) && ok;
        if (p.isSet(studyLog)) {
            c.key(Qt::Key_F9);
            c.click(QStringLiteral("stage1Die"));
            QTest::qWait(800);
            c.context().study()->endSession();
            QFile::remove(p.value(studyLog));
            QFile::copy(c.context().study()->logFile(), p.value(studyLog));
        }
    }

    // The usability lab (docs/usability-lab.md): the example protocol run with a participant:
    // the consent, a task ready, the task bar during a task, the SEQ, a SUS item; the console's
    // protocol tab.
    {
        QTemporaryDir tmp;
        Setup s;
        s.folder = tmp.path();
        s.study = true;
        s.size = size;
        s.language = language;
        KioskClient c(s);
        if (!c.ok()) {
            return 1;
        }
        StudyRunner& runner = *c.context().studyRunner();
        if (!runner.loadProtocol(
                QStringLiteral(INSTANTS_SOURCE_DIR "/docs/examples/etude-exemple.json"))) {
            std::fprintf(stderr, "kiosk_screenshots: %s\n", qPrintable(runner.lastError()));
            return 1;
        }
        OperatorConsole console(&c.context());
        console.resize(1100, 720);
        c.context().study()->startSession(QStringLiteral("P01"));
        auto shot = [&](const QString& name) {
            QTest::qWait(400);
            ok = save(c.window()->grabWindow(), dir.filePath(prefix + name)) && ok;
        };
        shot(QStringLiteral("lab-consent.png"));
        c.click(QStringLiteral("studyAccept"));
        QTest::qWait(200);
        c.click(QStringLiteral("studyProceed"));
        shot(QStringLiteral("lab-task-ready.png"));
        c.click(QStringLiteral("studyProceed"));
        QTest::qWait(1200);
        shot(QStringLiteral("lab-task-bar.png"));
        c.click(QStringLiteral("studyDone"));
        c.click(QStringLiteral("studyPoint6"));
        shot(QStringLiteral("lab-seq.png"));
        for (int task = 1; task < runner.taskCount(); ++task) {
            c.click(QStringLiteral("studyProceed"));  // the SEQ's « Suivant »
            QTest::qWait(200);
            c.click(QStringLiteral("studyProceed"));  // « Commencer »
            QTest::qWait(200);
            c.click(QStringLiteral("studyGiveUp"));
            QTest::qWait(200);
            c.click(QStringLiteral("studyPoint4"));
        }
        c.click(QStringLiteral("studyProceed"));
        QTest::qWait(200);
        c.click(QStringLiteral("studyPoint4"));
        shot(QStringLiteral("lab-sus.png"));
        console.show();
        (void)QTest::qWaitForWindowExposed(&console);
        console.showTab(1);
        QTest::qWait(300);
        ok = save(console.grab().toImage(), dir.filePath(QStringLiteral("console-protocol.png"))) &&
             ok;
    }
    return ok ? 0 : 1;
}
