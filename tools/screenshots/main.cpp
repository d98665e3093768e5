// instants_screenshots: renders the client's screens to PNG files, each in a state reached
// through the adapters (the same verbs the screens call), on a seeded demo journal.
//
//   instants_screenshots --out DIR [--lang fr|en] [--size WxH] [--seed N]
//                        [--only NAME[,NAME...]] [--list]
//
// Files: DIR/<lang>-<landscape|portrait>-<screen>.png. Headless: QT_QPA_PLATFORM=offscreen
// (the software renderer). Exit status: 0 when every picture was written, 1 otherwise, 2 for
// a command-line mistake. tools/screenshots.sh renders the whole gallery.

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <cstdio>
#include <functional>

#include "clientwindow.h"
#include "instants/happydes/game.h"
#include "instants/session/play.h"
#include "instants/session/session.h"

using namespace instants;
using namespace instants::tools;

namespace {

struct Shot {
    const char* name;
    const char* what;
};

// In the order they are rendered: each state builds on the journal the previous ones left.
const Shot kShots[] = {
    {"lobby", "the lobby: three games, the demo balance, the responsible-gaming band"},
    {"settings", "settings: language, sound, reduced motion"},
    {"rules-happy-des", "rules and odds of Happy Dés, from the engine's tables"},
    {"rules-dede", "rules and odds of DÉDÉ: the block's prize table and the prizes left"},
    {"rules-happy-2014", "rules and odds of Happy 2014"},
    {"happy-des-stake", "Happy Dés: the stake (1 € or 2 €) and « Jouer »"},
    {"happy-des-stage1", "Happy Dés, stage 1: the amount in play and the die (a re-throw)"},
    {"happy-des-choice", "Happy Dés: « J'arrête » or « Je continue », with the neutral facts"},
    {"happy-des-universes", "Happy Dés: the three universes at the multiplier"},
    {"happy-des-cumul", "Happy Cumul in the middle of a game: dice, score, prizes in play"},
    {"happy-des-figures", "Happy Figures at the end: the figure named"},
    {"happy-des-identiques", "Happy Identiques: throw n/15 and the prize in play"},
    {"happy-des-result", "Happy Dés: a won game, the balance, « Rejouer »"},
    {"dede-choice", "DÉDÉ: the four ticket artworks, « Jouez » and « Auto »"},
    {"dede-scratch", "DÉDÉ half scratched: one zone wiped by hand"},
    {"dede-finished", "DÉDÉ finished: a winning ticket"},
    {"happy-2014-scratch", "Happy 2014 half scratched"},
    {"happy-2014-finished", "Happy 2014 finished: a winning ticket"},
    {"history", "history with a game's replay open"},
    {"error", "the journal cannot be opened"},
};

bool parseSize(const QString& text, QSize& size) {
    const QStringList parts = text.split(QLatin1Char('x'));
    bool okW = false;
    bool okH = false;
    if (parts.size() == 2) {
        size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
    }
    return okW && okH && size.width() >= 800 && size.height() >= 600 && size.width() <= 8000 &&
           size.height() <= 8000;
}

/// Runs the Happy Dés game in progress until `stopWhen` holds or it ends; each step is the
/// verb the screen would call (continue into `universe` on a stage-1 win; stop when empty).
void advance(client::HappyDesAdapter& h, const QString& universe, const std::function<bool()>& stopWhen) {
    for (int guard = 0; h.inProgress() && guard < 300 && !stopWhen(); ++guard) {
        happyDesStep(h, universe);
    }
}

/// Plays new Happy Dés games (stake 100) until `stopWhen` holds at some point of one.
bool playUntil(client::ClientContext& ctx, const QString& universe, const std::function<bool()>& stopWhen,
               int games = 60) {
    client::HappyDesAdapter& h = *ctx.happyDes();
    for (int g = 0; g < games; ++g) {
        if (ctx.wallet()->balanceCents() < 500 && ctx.wallet()->canReset()) {
            ctx.wallet()->resetBalance();
        }
        if (!h.inProgress() && !h.play(100)) {
            return false;
        }
        advance(h, universe, stopWhen);
        if (stopWhen()) {
            return true;
        }
    }
    return false;
}

/// A scratch adapter's block, opened on its worker thread.
bool prepared(client::ScratchAdapter& a) {
    // One block is prepared at a time: ask again while the other game's is being prepared.
    for (int i = 0; i < 1200 && !a.ready(); ++i) {
        if (!a.preparing()) {
            a.prepare();
        }
        ClientWindow::wait(100);
    }
    return a.ready();
}

/// Wipes part of a zone's cover by hand, as strokes would (the engine records the reveal
/// first, as the screen does on the first touch).
void scratchPartly(ClientWindow& w, client::ScratchAdapter& a, const QString& zoneId) {
    QQuickItem* zone = w.find(QStringLiteral("zone-") + zoneId, w.screenItem());
    if (zone == nullptr) {
        return;
    }
    zone->setProperty("wipedByHand", true);
    a.reveal(zoneId);
    QQuickItem* cover = w.find(QStringLiteral("cover"), zone);
    if (cover == nullptr) {
        return;
    }
    const qreal wdt = cover->width();
    const qreal hgt = cover->height();
    // Two and a half passes of a coin: under the completion threshold.
    const QList<QPointF> path = {{0.08, 0.2}, {0.9, 0.28}, {0.15, 0.5}, {0.7, 0.62}, {0.35, 0.8}};
    for (int i = 0; i + 1 < path.size(); ++i) {
        for (int s = 0; s <= 12; ++s) {
            const qreal t = s / 12.0;
            const QPointF p = path[i] * (1 - t) + path[i + 1] * t;
            QMetaObject::invokeMethod(cover, "scratchTo", Q_ARG(QPointF, QPointF(p.x() * wdt, p.y() * hgt)));
        }
    }
    QMetaObject::invokeMethod(cover, "endStroke");
}

}  // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("instants_screenshots"));
    QGuiApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Renders the Instants client's screens to PNG files."));
    parser.addHelpOption();
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Folder for the PNG files."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("fr (default) or en."),
                                        QStringLiteral("LANG"), QStringLiteral("fr"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size (default 1920x1080)."),
                                        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Demo seed (default 3)."),
                                        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption onlyOption(QStringLiteral("only"), QStringLiteral("Only these screens (comma-separated)."),
                                        QStringLiteral("NAMES"));
    const QCommandLineOption listOption(QStringLiteral("list"), QStringLiteral("List the screens and exit."));
    parser.addOptions({outOption, langOption, sizeOption, seedOption, onlyOption, listOption});
    parser.process(app);

    if (parser.isSet(listOption)) {
        for (const Shot& s : kShots) {
            std::printf("%-22s %s\n", s.name, s.what);
        }
        return 0;
    }
    QSize size;
    const QString lang = parser.value(langOption);
    bool seedOk = false;
    const quint64 seed = parser.value(seedOption).toULongLong(&seedOk);
    if (!parser.isSet(outOption) || !parseSize(parser.value(sizeOption), size) ||
        (lang != QLatin1String("fr") && lang != QLatin1String("en")) || !seedOk) {
        std::fputs("instants_screenshots: --out DIR is required; --size WxH (>= 800x600), --lang fr|en, "
                   "--seed N\n", stderr);
        return 2;
    }
    QStringList only = parser.value(onlyOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& name : only) {
        bool known = false;
        for (const Shot& s : kShots) {
            known = known || name == QLatin1String(s.name);
        }
        if (!known) {
            std::fprintf(stderr, "instants_screenshots: no screen named %s (--list)\n", qPrintable(name));
            return 2;
        }
    }
    const QDir out(parser.value(outOption));
    if (!QDir().mkpath(out.absolutePath())) {
        std::fprintf(stderr, "instants_screenshots: cannot create %s\n", qPrintable(out.absolutePath()));
        return 1;
    }
    const QString prefix = lang + (size.width() >= size.height() ? QStringLiteral("-landscape-") : QStringLiteral("-portrait-"));

    QTemporaryDir tmp;
    client::ClientOptions options;
    options.database = tmp.filePath(QStringLiteral("journal.db"));
    options.settingsFile = tmp.filePath(QStringLiteral("settings.ini"));
    options.seed = seed;
    options.language = lang;
    options.mute = true;

    int failures = 0;
    auto wanted = [&](const char* name) { return only.isEmpty() || only.contains(QLatin1String(name)); };
    auto save = [&](ClientWindow& w, const char* name) {
        ClientWindow::wait(150);
        w.waitForImages();
        const QImage image = w.window()->grabWindow();
        const QString file = out.filePath(prefix + QLatin1String(name) + QStringLiteral(".png"));
        if (image.isNull() || !image.save(file)) {
            std::fprintf(stderr, "instants_screenshots: could not write %s\n", qPrintable(file));
            ++failures;
            return;
        }
        std::printf("%s\n", qPrintable(file));
    };

    // The error screen: a journal that is not a database (the file is left as it is).
    if (wanted("error")) {
        client::ClientOptions broken = options;
        broken.database = QDir::temp().filePath(QStringLiteral("instants-screenshots/damaged-journal.db"));
        QDir().mkpath(QFileInfo(broken.database).absolutePath());
        QFile f(broken.database);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            f.write("This is not an SQLite database, but a note someone saved under the journal's name.\n");
        }
        f.close();
        ClientWindow w(broken, size, true, 0);
        if (!w.ok()) {
            return 1;
        }
        w.window()->show();
        save(w, "error");
    }

    bool needGames = false;
    for (const Shot& s : kShots) {
        needGames = needGames || (wanted(s.name) && QLatin1String(s.name) != QLatin1String("error"));
    }
    if (!needGames) {
        return failures == 0 ? 0 : 1;
    }

    // Every state reached at once; the pictures of a reveal under way set the pace themselves.
    ClientWindow w(options, size, true, 0);
    if (!w.ok()) {
        std::fputs("instants_screenshots: the QML did not load\n", stderr);
        return 1;
    }
    w.window()->show();
    client::ClientContext& ctx = w.context();
    client::HappyDesAdapter& h = *ctx.happyDes();

    if (wanted("lobby")) {
        w.show(QStringLiteral("lobby"));
        save(w, "lobby");
    }
    if (wanted("settings")) {
        w.show(QStringLiteral("settings"));
        save(w, "settings");
    }
    for (const char* game : {"happy-des", "dede", "happy-2014"}) {
        const QByteArray name = QByteArray("rules-") + game;
        if (!wanted(name.constData())) {
            continue;
        }
        w.show(QStringLiteral("rules"));
        QQuickItem* rules = w.screenItem();
        rules->setProperty("game", QString::fromLatin1(game));
        if (QLatin1String(game) != QLatin1String("happy-des")) {
            prepared(QLatin1String(game) == QLatin1String("dede") ? *ctx.dede() : *ctx.happy2014());
        }
        save(w, name.constData());
    }

    // Happy Dés, from the stake to the result.
    w.show(QStringLiteral("happy-des"));
    if (wanted("happy-des-stake")) {
        save(w, "happy-des-stake");
    }
    // Stage 1 after a re-throw (2, 3 or 4 shown, the die to throw again).
    playUntil(ctx, QString(), [&] { return h.phase() == QLatin1String("stage1_roll") && h.stage1Face() >= 2; });
    w.show(QStringLiteral("lobby"));
    w.show(QStringLiteral("happy-des"));
    if (wanted("happy-des-stage1")) {
        save(w, "happy-des-stage1");
    }
    // The choice, at a multiplier above 1 if the draws allow.
    playUntil(ctx, QStringLiteral("cumul"), [&] { return h.phase() == QLatin1String("stage1_won"); });
    if (wanted("happy-des-choice")) {
        save(w, "happy-des-choice");
    }
    h.continueToStage2();
    if (wanted("happy-des-universes")) {
        save(w, "happy-des-universes");
    }
    h.chooseUniverse(QStringLiteral("cumul"));
    for (int i = 0; i < 4; ++i) {
        h.throwDie(i);
    }
    if (wanted("happy-des-cumul")) {
        save(w, "happy-des-cumul");
    }
    advance(h, QStringLiteral("cumul"), [] { return false; });
    // Figures to the end, with a figure made if one comes within a few games.
    playUntil(ctx, QStringLiteral("figures"), [&] {
        return h.finished() && h.universe() == QLatin1String("figures") && h.figure() != QLatin1String("none");
    }, 40);
    if (!(h.finished() && h.universe() == QLatin1String("figures"))) {
        playUntil(ctx, QStringLiteral("figures"), [&] { return h.finished() && h.universe() == QLatin1String("figures"); });
    }
    if (wanted("happy-des-figures")) {
        save(w, "happy-des-figures");
    }
    // Identiques in the middle: the third throw's prize shown.
    playUntil(ctx, QStringLiteral("identiques"), [&] {
        return h.phase() == QLatin1String("identiques") && h.identiquesThrow() >= 3;
    });
    if (wanted("happy-des-identiques")) {
        save(w, "happy-des-identiques");
    }
    advance(h, QStringLiteral("identiques"), [] { return false; });
    // A won game ("J'arrête" after stage 1).
    playUntil(ctx, QString(), [&] { return h.finished() && h.winCents() > 0; });
    if (wanted("happy-des-result")) {
        save(w, "happy-des-result");
    }

    // The scratch games.
    for (client::ScratchAdapter* a : {ctx.dede(), ctx.happy2014()}) {
        const bool dede = a == ctx.dede();
        const QString screen = a->game();
        w.show(QStringLiteral("lobby"));
        w.show(screen);
        if (!prepared(*a)) {
            std::fprintf(stderr, "instants_screenshots: the %s block is not ready\n", qPrintable(screen));
            ++failures;
            continue;
        }
        if (dede) {
            w.screenItem()->setProperty("artwork", 2);
            if (wanted("dede-choice")) {
                save(w, "dede-choice");
            }
            ctx.dedePresenter()->setAutoRevealMs(0);  // no inactivity reveal while shooting
        }
        a->play();
        ClientWindow::wait(50);
        const QStringList first = dede ? QStringList{QStringLiteral("throw1"), QStringLiteral("gain1")}
                                       : QStringList{QStringLiteral("janvier"), QStringLiteral("mars"), QStringLiteral("avril"),
                                                     QStringLiteral("juillet"), QStringLiteral("bonus")};
        for (const QString& zone : first) {
            a->reveal(zone);
        }
        ClientWindow::wait(50);
        scratchPartly(w, *a, dede ? QStringLiteral("throw2") : QStringLiteral("fevrier"));
        const QByteArray mid = (screen + QStringLiteral("-scratch")).toLatin1();
        if (wanted(mid.constData())) {
            save(w, mid.constData());
        }
        a->revealAll();
        for (int i = 0; i < 40 && a->winCents() == 0; ++i) {
            if (ctx.wallet()->balanceCents() < 500) {
                ctx.wallet()->resetBalance();
            }
            a->playAuto();
        }
        const QByteArray end = (screen + QStringLiteral("-finished")).toLatin1();
        if (wanted(end.constData())) {
            save(w, end.constData());
        }
    }

    // History with the replay of the figures game open half-way.
    if (wanted("history")) {
        w.show(QStringLiteral("history"));
        QQuickItem* history = w.screenItem();
        const int count = ctx.history()->count();
        int row = 0;
        for (int r = 0; r < count; ++r) {
            const QVariantMap g = ctx.history()->get(r);
            if (g.value(QStringLiteral("game")).toString() == QLatin1String("happy-des") &&
                ctx.history()->events(r).size() >= 12) {
                row = r;
                break;
            }
        }
        QMetaObject::invokeMethod(history, "open", Q_ARG(int, row));
        const int steps = static_cast<int>(history->property("steps").toList().size());
        history->setProperty("step", std::max(1, steps * 2 / 3));
        save(w, "history");
    }
    return failures == 0 ? 0 : 1;
}
