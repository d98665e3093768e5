// instants_screenshots: renders the client's screens to PNG files, each in a state reached
// through the adapters (the same verbs the screens call), on a seeded demo journal.
//
//   instants_screenshots --out DIR [--lang fr|en[,...]] [--size WxH[,WxH...]] [--seed N]
//                        [--only NAME[,NAME...]] [--list] [--check-layout] [--check-contrast]
//                        [--text-size PERCENT[,PERCENT...]]
//
// Files: DIR/<lang>-<landscape|portrait>-<screen>.png. Headless: QT_QPA_PLATFORM=offscreen
// (the software renderer). Exit status: 0 when every picture was written, 1 otherwise, 2 for
// a command-line mistake. tools/screenshots.sh renders the whole gallery.
//
// Several languages or sizes (--lang fr,en --size 800x600,1920x1080): the games are played
// once, in the first language at the first size, and each state is shown in every language at
// every size before the play goes on: the window resized, the language switched at run time
// (as the settings screen does), the picture taken again; then back to the first language and
// size. The animations of a reveal under way are held still meanwhile (HeldClock), so that
// every picture of a state shows the same moment of it. Files: DIR/<lang>-<W>x<H>-<screen>.png;
// with a check, only those of the pictures that failed it. The error screen, whose message is
// worded when the journal is opened, gets a window of its own per language. The run's journals
// and settings are in a temporary folder of its own.
//
// --text-size shows every state at each of the player's text sizes too (the settings' « Taille
// du texte », 100 to SettingsAdapter::kMaxTextSize; a window under 1024x768 keeps the text at
// 100 %); files DIR/<lang>-<W>x<H>-text<P>-<screen>.png for a size other than 100.
//
// --check-layout also checks each screen's layout (layoutcheck.h: texts whole, controls apart,
// inside their frames), prints every violation on standard error with the screen's name, its
// language and size, and exits 1 if there is one. --check-contrast measures every text against
// the pixels of the picture around it (contrastcheck.h, WCAG 1.4.3) the same way.

#include <QAbstractAnimation>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>

#include "clientwindow.h"
#include "contrastcheck.h"
#include "instants/happydes/game.h"
#include "instants/session/play.h"
#include "instants/session/session.h"
#include "layoutcheck.h"

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
    {"lobby-hover",
     "the lobby with the pointer over the last tile: its edge in gold, « Jouer » whole"},
    {"settings", "settings: language, sound, reduced motion"},
    {"settings-keys", "settings: the player's own keys, a letter added, another being chosen"},
    {"reset-confirm", "the demo balance reset, asked first"},
    {"reset-done", "the settings after the reset: what it did, said for a few seconds"},
    {"rules-happy-des", "rules and odds of Happy Dés, from the engine's tables"},
    {"rules-dede", "rules and odds of DÉDÉ: the block's prize table and the prizes left"},
    {"rules-happy-2014", "rules and odds of Happy 2014"},
    {"happy-des-stake", "Happy Dés: the stake (1 € or 2 €) and « Jouer »"},
    {"happy-des-amount-draw", "Happy Dés, stage 1: the amount in play drawn on its reel (mid-way)"},
    {"happy-des-top-amount", "Happy Dés, stage 1: the top amount (4 €, ×4) gets its moment"},
    {"happy-des-stage1", "Happy Dés, stage 1: the amount in play and the die (a re-throw)"},
    {"lobby-unfinished",
     "the lobby with a Happy Dés game left unfinished: « Reprendre » on its tile and in the "
     "header"},
    {"dede-blocked",
     "DÉDÉ while a Happy Dés game is open: « Reprendre Happy Dés » instead of a new ticket"},
    {"happy-des-choice", "Happy Dés: « J'arrête » or « Je continue », with the neutral facts"},
    {"happy-des-universes", "Happy Dés: the three universes at the multiplier"},
    {"happy-des-cumul", "Happy Cumul in the middle of a game: dice, score, prizes in play"},
    {"happy-des-tumble",
     "Happy Cumul: the last die in the air, slowed; the score ranges still in reach marked"},
    {"happy-des-rethrow",
     "Happy Cumul: a 27 stays on the table with its message before the seven dice are thrown "
     "again"},
    {"happy-des-cumul-result",
     "Happy Cumul at the end: the result panel below the whole prize table and its rule"},
    {"happy-des-figures", "Happy Figures at the end: the figure named"},
    {"happy-des-identiques", "Happy Identiques: throw n/15 and the prize in play"},
    {"happy-des-result", "Happy Dés: a won game, the balance, « Rejouer »"},
    {"dede-choice", "DÉDÉ: the four ticket artworks, « Jouez » and « Auto »"},
    {"dede-scratch", "DÉDÉ half scratched: one zone wiped by hand"},
    {"dede-auto-midway",
     "DÉDÉ « Auto »: the zones uncovered one by one, in the regulation's order (mid-way)"},
    {"dede-countdown", "DÉDÉ: the inactivity reveal announced by its countdown"},
    {"dede-finished", "DÉDÉ finished: a winning ticket"},
    {"happy-2014-scratch", "Happy 2014 half scratched"},
    {"happy-2014-finished", "Happy 2014 finished: a winning ticket"},
    {"history",
     "history with a Happy Dés game's replay open: the game redrawn at one of its steps"},
    {"history-ticket",
     "history: a DÉDÉ ticket replayed half way, its zones uncovered in the player's order"},
    {"protection",
     "responsible play: the session's time, stakes, wins and net result with the reset listed, "
     "the reality check's interval, the limits (a raise waiting its day), the pause, the help"},
    {"reality-check", "the reality check after a game: the session's time and net result"},
    {"paused", "a pause under way: its end in the band, the page saying no game starts before"},
    {"history-identiques",
     "history: a Happy Identiques game replayed to its end, its fifteen throws and prizes whole"},
    {"happy-des-universes-study",
     "Happy Dés: the three universes at ×4 under a usability study's banner"},
    {"celebration-small",
     "a small win celebrated: the amount counting up, a burst of coins (4 € for 1 €)"},
    {"celebration-big", "a big win: the screen dimmed, coins and confetti (80 € for 2 €)"},
    {"celebration-top",
     "the top prize: its own full-screen sequence (40 000 € in Happy Cumul at ×4)"},
    {"happy-des-stopped",
     "Happy Dés, « J'arrête » at 4 € for 1 €: the die's ring, the result panel below it"},
    {"happy-des-cumul-top",
     "Happy Cumul after the top prize: its line won (« ★ 40 000,00 € ») beside the result"},
    {"happy-des-figures-won",
     "Happy Figures won at ×4: « Cinq dés identiques » and its « ★ » amount on one line"},
    {"happy-des-identiques-won",
     "Happy Identiques won on the fourteenth throw at ×4: the dice ringed, the result panel"},
    {"happy-des-stage1-motion",
     "the stage-1 die thrown: a picture every 150 ms of it in the air and landing, at every size"},
    {"happy-des-cumul-motion",
     "Happy Cumul, the middle die thrown: a picture every 150 ms of it in the air and landing"},
    {"happy-des-identiques-motion",
     "Happy Identiques, the winning throw: the three dice in the air and landing"},
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

/// Comma-separated sizes, each at least 800x600, none twice.
bool parseSizes(const QString& text, QList<QSize>& sizes) {
    for (const QString& part : text.split(QLatin1Char(','))) {
        QSize size;
        if (!parseSize(part.trimmed(), size) || sizes.contains(size)) {
            return false;
        }
        sizes << size;
    }
    return !sizes.isEmpty();
}

/// Comma-separated text sizes in percent (those the settings offer), none twice.
bool parseTextSizes(const QString& text, QList<int>& percents) {
    for (const QString& part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int percent = part.trimmed().toInt(&ok);
        if (!ok || percent < client::SettingsAdapter::kMinTextSize ||
            percent > client::SettingsAdapter::kMaxTextSize ||
            percent % client::SettingsAdapter::kTextSizeStep != 0 || percents.contains(percent)) {
            return false;
        }
        percents << percent;
    }
    return !percents.isEmpty();
}

/// Comma-separated languages of the client (fr, en), none twice.
bool parseLanguages(const QString& text, QStringList& langs) {
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QString lang = part.trimmed();
        if ((lang != QLatin1String("fr") && lang != QLatin1String("en")) || langs.contains(lang)) {
            return false;
        }
        langs << lang;
    }
    return !langs.isEmpty();
}

/// The clock of Qt Quick's animations, as the default one (the wall clock, a tick every 16 ms),
/// that can be held still: while held, no animation moves, and none jumps when it is released.
/// Installed before any window exists.
class HeldClock : public QAnimationDriver {
public:
    HeldClock() {
        m_tick.setInterval(16);
        m_tick.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_tick, &QTimer::timeout, this, [this] {
            if (!m_held) {
                advance();
            }
        });
    }
    void hold() {
        if (!m_held) {
            m_held = true;
            m_heldSince = m_wall.isValid() ? m_wall.elapsed() : 0;
        }
    }
    void release() {
        if (m_held) {
            m_held = false;
            if (isRunning()) {
                m_pausedFor += m_wall.elapsed() - m_heldSince;
            }
        }
    }
    bool held() const { return m_held; }
    qint64 elapsed() const override {
        if (!isRunning()) {
            return 0;
        }
        return (m_held ? m_heldSince : m_wall.elapsed()) - m_pausedFor;
    }

protected:
    void start() override {
        m_wall.start();
        m_pausedFor = 0;
        m_heldSince = 0;
        m_tick.start();
        QAnimationDriver::start();
    }
    void stop() override {
        m_tick.stop();
        QAnimationDriver::stop();
    }

private:
    QTimer m_tick;
    QElapsedTimer m_wall;
    qint64 m_heldSince = 0;
    qint64 m_pausedFor = 0;
    bool m_held = false;
};

/// True between pacedTo and unpaced: the picture shows a reveal under way.
bool g_midReveal = false;

/// Runs the Happy Dés game in progress until `stopWhen` holds or it ends; each step is the
/// verb the screen would call (continue into `universe` on a stage-1 win; stop when empty).
void advance(client::HappyDesAdapter& h, const QString& universe,
             const std::function<bool()>& stopWhen) {
    for (int guard = 0; h.inProgress() && guard < 300 && !stopWhen(); ++guard) {
        happyDesStep(h, universe);
    }
}

/// Plays new Happy Dés games (stake 100) until `stopWhen` holds at some point of one.
bool playUntil(client::ClientContext& ctx, const QString& universe,
               const std::function<bool()>& stopWhen, int games = 60) {
    client::HappyDesAdapter& h = *ctx.games().happyDes();
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
/// The strokes alone, on a zone already revealed: a foil resized comes back whole
/// (ScratchArea::rebuildMask), so the window at another size gets them again. False when the
/// zone has no foil left partly wiped.
bool wipePartly(ClientWindow& w, const QString& zoneId) {
    QQuickItem* zone = w.find(QStringLiteral("zone-") + zoneId, w.screenItem());
    QQuickItem* cover = zone != nullptr ? w.find(QStringLiteral("cover"), zone) : nullptr;
    if (cover == nullptr) {
        return false;
    }
    const qreal wdt = cover->width();
    const qreal hgt = cover->height();
    // Two and a half passes of a coin: under the completion threshold.
    const QList<QPointF> path = {{0.08, 0.2}, {0.9, 0.28}, {0.15, 0.5}, {0.7, 0.62}, {0.35, 0.8}};
    for (int i = 0; i + 1 < path.size(); ++i) {
        for (int s = 0; s <= 12; ++s) {
            const qreal t = s / 12.0;
            const QPointF p = path[i] * (1 - t) + path[i + 1] * t;
            QMetaObject::invokeMethod(cover, "scratchTo",
                                      Q_ARG(QPointF, QPointF(p.x() * wdt, p.y() * hgt)));
        }
    }
    QMetaObject::invokeMethod(cover, "endStroke");
    const qreal uncovered = cover->property("uncovered").toReal();
    return uncovered > 0 && !cover->property("revealed").toBool();
}

void scratchPartly(ClientWindow& w, client::ScratchAdapter& a, const QString& zoneId) {
    QQuickItem* zone = w.find(QStringLiteral("zone-") + zoneId, w.screenItem());
    if (zone == nullptr) {
        return;
    }
    zone->setProperty("wipedByHand", true);
    a.reveal(zoneId);
    wipePartly(w, zoneId);
}

/// The animations on, the reveals of `timeline` on a clock this tool moves by hand.
void paced(client::ClientContext& ctx, client::Timeline& timeline) {
    ctx.settings()->setReducedMotion(false);
    ctx.setMotionScale(1.0);
    timeline.setManualClock(true);
    g_midReveal = true;
}

/// Plays `verb` with the reveals paced as in play on a clock this tool moves by hand, and stops
/// `msInto` milliseconds into the `nth` stage named `stage` of `timeline` (the screen's own
/// animations run meanwhile). Returns false when the reveal ended without that stage.
bool pacedTo(client::ClientContext& ctx, client::Timeline& timeline,
             const std::function<void()>& verb, const QString& stage, int msInto, int nth = 1) {
    paced(ctx, timeline);
    verb();
    int seen = 0;
    QString last;
    for (int guard = 0; guard < 4000 && timeline.busy(); ++guard) {
        const QString now = timeline.stage();
        if (now == stage && now != last) {
            ++seen;
        }
        last = now;
        if (now == stage && seen == nth) {
            for (int t = 0; t < msInto; t += 20) {
                timeline.advance(20);
                ClientWindow::wait(20);
            }
            return true;
        }
        timeline.advance(10);
        ClientWindow::wait(5);
    }
    return false;
}

/// Back to immediate reveals after pacedTo (what was under way is shown at once).
void unpaced(client::ClientContext& ctx, client::Timeline& timeline) {
    g_midReveal = false;
    timeline.setManualClock(false);
    timeline.flush();
    ctx.setMotionScale(0);
    ctx.settings()->setReducedMotion(true);
    ClientWindow::wait(50);
}

/// Happy Dés up to Happy Cumul with `diceLeft` dice to throw (new games as needed).
bool cumulWithDiceLeft(client::ClientContext& ctx, int diceLeft) {
    client::HappyDesAdapter& h = *ctx.games().happyDes();
    return playUntil(ctx, QStringLiteral("cumul"), [&] {
        return h.phase() == QLatin1String("cumul") && h.dice().count(0) == diceLeft;
    });
}

}  // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("instants_screenshots"));
    QGuiApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Renders the Instants client's screens to PNG files."));
    parser.addHelpOption();
    const QCommandLineOption outOption(
        QStringLiteral("out"), QStringLiteral("Folder for the PNG files."), QStringLiteral("DIR"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QStringLiteral("fr (default) or en; several, comma-separated, each state in each."),
        QStringLiteral("LANG"), QStringLiteral("fr"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QStringLiteral(
            "Window size (default 1920x1080); several, comma-separated, each state at each."),
        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Demo seed (default 3)."),
                                        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption onlyOption(QStringLiteral("only"),
                                        QStringLiteral("Only these screens (comma-separated)."),
                                        QStringLiteral("NAMES"));
    const QCommandLineOption listOption(QStringLiteral("list"),
                                        QStringLiteral("List the screens and exit."));
    const QCommandLineOption tagOption(
        QStringLiteral("tag"),
        QStringLiteral("Appended to the file names (e.g. gl for the OpenGL renderer)."),
        QStringLiteral("TAG"));
    const QCommandLineOption checkOption(
        QStringLiteral("check-layout"),
        QStringLiteral("Check each screen's layout; exit 1 on a violation."));
    const QCommandLineOption contrastOption(
        QStringLiteral("check-contrast"),
        QStringLiteral("Measure each text's contrast on the picture; exit 1 below WCAG AA."));
    const QCommandLineOption textOption(
        QStringLiteral("text-size"),
        QStringLiteral("The player's text size in percent (default 100); several, comma-separated, "
                       "each state at each."),
        QStringLiteral("PERCENT"), QStringLiteral("100"));
    parser.addOptions({outOption, langOption, sizeOption, seedOption, onlyOption, listOption,
                       tagOption, checkOption, contrastOption, textOption});
    parser.process(app);

    if (parser.isSet(listOption)) {
        for (const Shot& s : kShots) {
            std::printf("%-22s %s\n", s.name, s.what);
        }
        return 0;
    }
    QList<QSize> sizes;
    QStringList langs;
    QList<int> texts;
    bool seedOk = false;
    const quint64 seed = parser.value(seedOption).toULongLong(&seedOk);
    if (!parser.isSet(outOption) || !parseSizes(parser.value(sizeOption), sizes) ||
        !parseLanguages(parser.value(langOption), langs) ||
        !parseTextSizes(parser.value(textOption), texts) || !seedOk) {
        std::fputs(
            "instants_screenshots: --out DIR is required; --size WxH[,WxH...] (>= 800x600), "
            "--lang fr|en[,...], --text-size PERCENT[,...] (100, 125), --seed N\n",
            stderr);
        return 2;
    }
    QStringList only = parser.value(onlyOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& name : only) {
        bool known = false;
        for (const Shot& s : kShots) {
            known = known || name == QLatin1String(s.name);
        }
        if (!known) {
            std::fprintf(stderr, "instants_screenshots: no screen named %s (--list)\n",
                         qPrintable(name));
            return 2;
        }
    }
    const QDir out(parser.value(outOption));
    if (!QDir().mkpath(out.absolutePath())) {
        std::fprintf(stderr, "instants_screenshots: cannot create %s\n",
                     qPrintable(out.absolutePath()));
        return 1;
    }
    // The games are played in the first language at the first size.
    const QString lang = langs.constFirst();
    const QSize size = sizes.constFirst();
    const int text = texts.constFirst();
    const bool variants = langs.size() > 1 || sizes.size() > 1 || texts.size() > 1;
    // Held while the pictures of a reveal under way are taken in every language and size.
    HeldClock* clock = nullptr;
    if (variants) {
        clock = new HeldClock;
        clock->setParent(&app);
        clock->install();
    }

    // This run's own files (journals, settings): nothing shared with another run.
    QTemporaryDir tmp(QDir::temp().filePath(QStringLiteral("instants-screenshots-XXXXXX")));
    if (!tmp.isValid()) {
        std::fprintf(stderr, "instants_screenshots: no temporary folder: %s\n",
                     qPrintable(tmp.errorString()));
        return 1;
    }
    client::ClientOptions options;
    options.database = tmp.filePath(QStringLiteral("journal.db"));
    options.settingsFile = tmp.filePath(QStringLiteral("settings.ini"));
    options.seed = seed;
    options.language = lang;
    options.mute = true;
    // Every window of the run starts at the first text size (the study's window too: its own
    // settings file).
    QSettings(options.settingsFile, QSettings::IniFormat)
        .setValue(QStringLiteral("player/text_size"), text);

    int failures = 0;
    int layoutProblems = 0;
    int contrastProblems = 0;
    int contrastTexts = 0;
    double contrastLowest = 0;
    int pictures = 0;
    auto wanted = [&](const char* name) {
        return only.isEmpty() || only.contains(QLatin1String(name));
    };
    const QString tag =
        parser.isSet(tagOption) ? QLatin1Char('-') + parser.value(tagOption) : QString();
    // One picture of the window as it is, in `shownLang` at `shownSize`: checked, then written.
    // Checking in several languages or sizes, only the pictures that show a problem are written
    // (a 3840x2160 PNG costs more to write than to check); otherwise every one is.
    const bool checking = parser.isSet(checkOption) || parser.isSet(contrastOption);
    const bool everyPicture = !(checking && variants);
    // Where the screen below the header starts, per language and size: each y with the states
    // that start there. Two values at one size are a jump (the header one row on one screen and
    // two on the next: the play area moved under the pointer at purchase and at the result).
    std::map<QString, QMap<int, QStringList>> screenTops;
    std::map<const QQuickWindow*, int> windows;
    auto windowName = [&windows](const QQuickWindow* window) {
        const int n = windows.emplace(window, static_cast<int>(windows.size()) + 1).first->second;
        return n == 1 ? QString() : QStringLiteral(" (window %1)").arg(n);
    };
    // False while a reveal in motion is pictured frame by frame (motionFrames): its frames get
    // the layout check, not the contrast check (a die passes over words for an instant).
    bool atRest = true;
    auto picture = [&](ClientWindow& w, const char* name, const QString& shownLang,
                       QSize shownSize) {
        const QImage image = w.window()->grabWindow();
        // The text size in effect: the setting's, or 100 in a window too small for a larger one
        // (Main.roomForLargerText).
        const int shownText = w.window()->property("roomForLargerText").toBool()
                                  ? w.context().settings()->textSize()
                                  : client::SettingsAdapter::kMinTextSize;
        const QString textTag = shownText == client::SettingsAdapter::kMinTextSize
                                    ? QString()
                                    : QStringLiteral("text%1-").arg(shownText);
        // (In the messages: "1280x720" or "1280x720 text 200 %".)
        const QString textNote =
            textTag.isEmpty() ? QString() : QStringLiteral(" text %1 %").arg(shownText);
        const QString where =
            (variants ? QStringLiteral("%1x%2-").arg(shownSize.width()).arg(shownSize.height())
                      : (shownSize.width() >= shownSize.height() ? QStringLiteral("landscape-")
                                                                 : QStringLiteral("portrait-"))) +
            textTag;
        const QString file = out.filePath(shownLang + QLatin1Char('-') + where +
                                          QLatin1String(name) + tag + QStringLiteral(".png"));
        if (image.isNull() || image.size() != shownSize * w.window()->devicePixelRatio()) {
            std::fprintf(stderr, "instants_screenshots: %s %dx%d %s: the picture is %dx%d\n",
                         qPrintable(shownLang), shownSize.width(), shownSize.height(), name,
                         image.width(), image.height());
            ++failures;
            return;
        }
        ++pictures;
        int problems = 0;
        if (parser.isSet(contrastOption) && atRest) {
            const tools::ContrastResult contrast = tools::checkContrast(w.window(), image);
            for (const QString& p : contrast.problems) {
                std::fprintf(stderr, "contrast: %s %dx%d%s %s: %s\n", qPrintable(shownLang),
                             shownSize.width(), shownSize.height(), qPrintable(textNote), name,
                             qPrintable(p));
            }
            problems += static_cast<int>(contrast.problems.size());
            contrastProblems += static_cast<int>(contrast.problems.size());
            contrastTexts += contrast.checked;
            if (contrast.checked > 0 && (contrastLowest == 0 || contrast.lowest < contrastLowest)) {
                contrastLowest = contrast.lowest;
            }
        }
        if (parser.isSet(checkOption)) {
            // (Not the error screen, a window of its own, nor the top prize's sequence, which
            // covers the whole window, header and all.)
            if (QLatin1String(name) != QLatin1String("error") &&
                QLatin1String(name) != QLatin1String("celebration-top") &&
                w.screenItem() != nullptr) {
                // (Where the screen's view starts: a game's screen scrolled to its focused
                // control starts above it.)
                const QQuickItem* view = w.tryFind(QStringLiteral("screenScroller"));
                const int top = qRound(
                    (view != nullptr ? view : w.screenItem())->mapToScene(QPointF(0, 0)).y());
                // (Per window: the celebrations are shot in a window of their own, a study's,
                // its banner hidden but for the universes under it.)
                const QQuickItem* banner = w.tryFind(QStringLiteral("studyBanner"));
                const bool underBanner = banner != nullptr && banner->isVisible();
                screenTops[QStringLiteral("%1 %2x%3%4%5")
                               .arg(shownLang)
                               .arg(shownSize.width())
                               .arg(shownSize.height())
                               .arg(textNote + windowName(w.window()),
                                    underBanner ? QStringLiteral(" under the study's banner")
                                                : QString())][top]
                    << QLatin1String(name);
            }
            const QStringList found = checkLayout(w.window());
            for (const QString& p : found) {
                std::fprintf(stderr, "layout: %s %dx%d%s %s: %s\n", qPrintable(shownLang),
                             shownSize.width(), shownSize.height(), qPrintable(textNote), name,
                             qPrintable(p));
            }
            problems += static_cast<int>(found.size());
            layoutProblems += static_cast<int>(found.size());
        }
        if (everyPicture || problems > 0) {
            if (!image.save(file)) {
                std::fprintf(stderr, "instants_screenshots: could not write %s\n",
                             qPrintable(file));
                ++failures;
            } else {
                std::printf("%s\n", qPrintable(file));
            }
        }
        std::fflush(stdout);
    };
    // The window in `toLang` (switched at run time, as the settings screen does) at `toSize`,
    // laid out again and its pictures loaded.
    auto showAs = [&](ClientWindow& w, const QString& toLang, QSize toSize, int toText) {
        client::SettingsAdapter& settings = *w.context().settings();
        if (settings.language() != toLang) {
            settings.overrideLanguage(toLang);
        }
        settings.setTextSize(toText);
        if (w.window()->size() != toSize) {
            w.window()->resize(toSize);
        }
        for (int i = 0; i < 100 && w.window()->contentItem()->size() != QSizeF(toSize); ++i) {
            ClientWindow::wait(10);
        }
        ClientWindow::wait(50);
        w.waitForImages();
        if (settings.language() != toLang || w.window()->contentItem()->size() != QSizeF(toSize) ||
            !settings.failedLanguage().isEmpty() || settings.textSize() != toText) {
            std::fprintf(stderr,
                         "instants_screenshots: the window is not in %s at %dx%d, text %d %%\n",
                         qPrintable(toLang), toSize.width(), toSize.height(), toText);
            ++failures;
            return false;
        }
        return true;
    };
    // The state the window shows, in every language of `shownLangs` (the first one: the
    // window's) at every size, the first size first. `again` redoes what depends on the
    // window's size (a pointer over an item) after each change, and says whether it worked.
    auto saveIn = [&](ClientWindow& w, const char* name, const QStringList& shownLangs,
                      const std::function<bool()>& again) {
        ClientWindow::wait(150);
        w.waitForImages();
        picture(w, name, shownLangs.constFirst(), size);
        if (!variants) {
            return;
        }
        const bool hold = g_midReveal;
        if (hold) {
            clock->hold();
        }
        // Size by size (a resize lays out and draws the screen again, ticket foils and all; a
        // language switch costs little), each size at every text size in every language,
        // beginning with the one the window is in.
        QStringList order = shownLangs;
        for (const QSize& s : sizes) {
            for (const int t : texts) {
                for (const QString& l : order) {
                    if (l == shownLangs.constFirst() && s == size && t == text) {
                        continue;
                    }
                    if (!showAs(w, l, s, t)) {
                        continue;
                    }
                    // (A window too small for a larger text shows it at 100 %: a picture
                    // already taken.)
                    if (t != client::SettingsAdapter::kMinTextSize &&
                        !w.window()->property("roomForLargerText").toBool()) {
                        continue;
                    }
                    if (again && !again()) {
                        std::fprintf(stderr,
                                     "instants_screenshots: %s: the state could not be shown in "
                                     "%s at %dx%d, text %d %%\n",
                                     name, qPrintable(l), s.width(), s.height(), t);
                        ++failures;
                    }
                    picture(w, name, l, s);
                }
                std::reverse(order.begin(), order.end());
            }
        }
        showAs(w, shownLangs.constFirst(), size, text);
        if (again) {
            again();
        }
        if (hold) {
            clock->release();
        }
    };
    auto save = [&](ClientWindow& w, const char* name, const std::function<bool()>& again = {}) {
        saveIn(w, name, langs, again);
    };
    // A throw in motion: `verb` played with the animations on, on the clock this tool moves, and
    // a picture every kMotionFrameMs (`name`-NNNNms) until the timeline reaches `until` or the
    // reveal ends: dice in the air and landing, at every size, in the window's language. The
    // reveal is left paced (unpaced ends it).
    auto motionFrames = [&](ClientWindow& w, client::Timeline& timeline, const char* name,
                            const std::function<void()>& verb, const QString& until) {
        constexpr int kMotionFrameMs = 150;
        constexpr int kStepMs = 10;
        paced(w.context(), timeline);
        atRest = false;
        verb();
        int frames = 0;
        for (int ms = 0; ms < 8000 && timeline.busy() && timeline.stage() != until; ms += kStepMs) {
            if (ms % kMotionFrameMs == 0) {
                const QByteArray frame = QStringLiteral("%1-%2ms")
                                             .arg(QLatin1String(name))
                                             .arg(ms, 4, 10, QLatin1Char('0'))
                                             .toLatin1();
                saveIn(w, frame.constData(), {langs.constFirst()}, {});
                ++frames;
            }
            timeline.advance(kStepMs);
            ClientWindow::wait(kStepMs);
        }
        atRest = true;
        if (frames < 3) {
            std::fprintf(stderr, "instants_screenshots: %s: %d picture(s) of the throw in motion\n",
                         name, frames);
            ++failures;
        }
    };

    // The error screen: a journal that is not a database (the file is left as it is).
    // Its message is worded when the journal is opened: one window per language.
    if (wanted("error")) {
        client::ClientOptions broken = options;
        broken.database = tmp.filePath(QStringLiteral("damaged-journal.db"));
        QFile f(broken.database);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            f.write(
                "This is not an SQLite database, but a note someone saved under the journal's "
                "name.\n");
        }
        f.close();
        for (const QString& l : langs) {
            broken.language = l;
            ClientWindow w(broken, size, true, 0);
            if (!w.ok()) {
                return 1;
            }
            w.window()->show();
            saveIn(w, "error", {l}, {});
        }
    }

    bool needGames = false;
    for (const Shot& s : kShots) {
        needGames =
            needGames || (wanted(s.name) && QLatin1String(s.name) != QLatin1String("error"));
    }
    if (!needGames) {
        return failures == 0 && layoutProblems == 0 && contrastProblems == 0 ? 0 : 1;
    }

    // Every state reached at once; the pictures of a reveal under way set the pace themselves.
    ClientWindow w(options, size, true, 0);
    if (!w.ok()) {
        std::fputs("instants_screenshots: the QML did not load\n", stderr);
        return 1;
    }
    w.window()->show();
    client::ClientContext& ctx = w.context();
    client::HappyDesAdapter& h = *ctx.games().happyDes();

    if (wanted("lobby")) {
        w.show(QStringLiteral("lobby"));
        save(w, "lobby");
    }
    if (wanted("lobby-hover")) {
        // The pointer resting on the last tile (the lowest one in portrait), wherever the tile
        // is at the window's size.
        auto hover = [&w] {
            bool hovered = false;
            if (QQuickItem* tile = w.find(QStringLiteral("tile-happy-2014"), w.screenItem())) {
                const QPointF at = tile->mapToScene(QPointF(tile->width() / 2, tile->height() / 2));
                QTest::mouseMove(w.window(), at.toPoint());
                ClientWindow::wait(300);
                // The tile's HoverHandler says it has the pointer.
                for (const QObject* o : tile->children()) {
                    hovered = hovered || o->property("hovered").toBool();
                }
            }
            return hovered;
        };
        w.show(QStringLiteral("lobby"));
        w.waitForImages();
        if (!hover()) {
            std::fputs(
                "instants_screenshots: lobby-hover: the pointer is not on the Happy 2014 tile\n",
                stderr);
            ++failures;
        }
        save(w, "lobby-hover", hover);
        QTest::mouseMove(w.window(), QPoint(-1, -1));
    }
    if (wanted("settings")) {
        w.show(QStringLiteral("settings"));
        save(w, "settings");
    }
    if (wanted("settings-keys")) {
        w.show(QStringLiteral("settings"));
        client::KeyBindings* keys = w.context().settings()->keys();
        keys->assign(client::KeyBindings::Activate, Qt::Key_J);
        keys->capture(client::KeyBindings::Next);
        if (QQuickItem* change = w.find(QStringLiteral("keyChange-1")); change != nullptr) {
            change->forceActiveFocus(Qt::TabFocusReason);  // (scrolled into view)
            ClientWindow::wait(400);
            save(w, "settings-keys");
        } else {
            ++failures;
        }
        keys->cancelCapture();
        keys->clearAll();
    }
    if (wanted("reset-confirm")) {
        w.show(QStringLiteral("lobby"));
        QQuickItem* dialog = w.find(QStringLiteral("resetConfirm"));
        if (dialog == nullptr || !QMetaObject::invokeMethod(dialog, "open")) {
            std::fputs("instants_screenshots: reset-confirm: no dialog to open\n", stderr);
            ++failures;
        } else {
            save(w, "reset-confirm");
            QMetaObject::invokeMethod(dialog, "close");
        }
    }
    if (wanted("reset-done")) {
        // Asked on the settings screen, confirmed: the notice of what it did.
        w.show(QStringLiteral("settings"));
        QQuickItem* dialog = w.find(QStringLiteral("resetConfirm"));
        QQuickItem* confirm = w.find(QStringLiteral("confirmReset"));
        if (dialog == nullptr || confirm == nullptr || !QMetaObject::invokeMethod(dialog, "open")) {
            std::fputs("instants_screenshots: reset-done: no dialog to open\n", stderr);
            ++failures;
        } else {
            ClientWindow::wait(600);  // « Remettre » takes presses once armed
            QMetaObject::invokeMethod(confirm, "activate");
            QQuickItem* chip = w.find(QStringLiteral("balance"));
            if (chip == nullptr || !chip->property("resetNoticeShown").toBool()) {
                std::fputs("instants_screenshots: reset-done: the reset said nothing\n", stderr);
                ++failures;
            } else {
                save(w, "reset-done");
            }
        }
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
            prepared(QLatin1String(game) == QLatin1String("dede") ? *ctx.games().dede()
                                                                  : *ctx.games().happy2014());
        }
        save(w, name.constData());
    }

    // Happy Dés, from the stake to the result.
    w.show(QStringLiteral("happy-des"));
    if (wanted("happy-des-stake")) {
        save(w, "happy-des-stake");
    }
    client::HappyDesPresenter& hp = *ctx.games().happyDesPresenter();
    // The amount's reel, half way through its draw.
    if (wanted("happy-des-amount-draw")) {
        pacedTo(
            ctx, hp, [&] { h.play(100); }, QStringLiteral("draw"), 700);
        save(w, "happy-des-amount-draw");
        unpaced(ctx, hp);
    }
    // The top amount's moment (1 chance in 66.67 a game: new games until it comes).
    if (wanted("happy-des-top-amount")) {
        for (int g = 0; g < 400; ++g) {
            advance(h, QString(), [] { return false; });  // the game in progress, to its end
            if (ctx.wallet()->balanceCents() < 500) {
                ctx.wallet()->resetBalance();
            }
            if (pacedTo(
                    ctx, hp, [&] { h.play(100); }, QStringLiteral("topAmount"), 500)) {
                save(w, "happy-des-top-amount");
                unpaced(ctx, hp);
                break;
            }
            unpaced(ctx, hp);
        }
        advance(h, QString(), [] { return false; });
    }
    // Stage 1 after a re-throw (2, 3 or 4 shown, the die to throw again).
    playUntil(ctx, QString(),
              [&] { return h.phase() == QLatin1String("stage1_roll") && h.stage1Face() >= 2; });
    w.show(QStringLiteral("lobby"));
    w.show(QStringLiteral("happy-des"));
    if (wanted("happy-des-stage1")) {
        save(w, "happy-des-stage1");
    }
    // The game left unfinished: offered by the lobby, the header and the other games' screens.
    if (wanted("lobby-unfinished")) {
        w.show(QStringLiteral("lobby"));
        save(w, "lobby-unfinished");
    }
    if (wanted("dede-blocked")) {
        w.show(QStringLiteral("dede"));
        prepared(*ctx.games().dede());
        save(w, "dede-blocked");
    }
    w.show(QStringLiteral("happy-des"));
    // The choice, at a multiplier above 1 if the draws allow.
    playUntil(ctx, QStringLiteral("cumul"),
              [&] { return h.phase() == QLatin1String("stage1_won"); });
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
    // The last die in the air, slowed while a range is still in reach.
    if (wanted("happy-des-tumble")) {
        for (int g = 0; g < 40 && cumulWithDiceLeft(ctx, 1); ++g) {
            if (pacedTo(
                    ctx, hp, [&] { h.throwDie(static_cast<int>(h.dice().indexOf(0))); },
                    QStringLiteral("tumbleSlow"), 800)) {
                save(w, "happy-des-tumble");
                unpaced(ctx, hp);
                break;
            }
            unpaced(ctx, hp);
            advance(h, QStringLiteral("cumul"), [] { return false; });
        }
    }
    // A 27: it stays with its message before the dice are cleared (about 1 game in 12).
    if (wanted("happy-des-rethrow")) {
        for (int g = 0; g < 200 && cumulWithDiceLeft(ctx, 1); ++g) {
            if (pacedTo(
                    ctx, hp, [&] { h.throwDie(static_cast<int>(h.dice().indexOf(0))); },
                    QStringLiteral("hold"), 600)) {
                save(w, "happy-des-rethrow");
                unpaced(ctx, hp);
                break;
            }
            unpaced(ctx, hp);
            advance(h, QStringLiteral("cumul"), [] { return false; });
        }
    }
    advance(h, QStringLiteral("cumul"), [] { return false; });
    if (wanted("happy-des-cumul-result")) {
        save(w, "happy-des-cumul-result");
    }
    // Figures to the end, with a figure made if one comes within a few games.
    playUntil(
        ctx, QStringLiteral("figures"),
        [&] {
            return h.finished() && h.universe() == QLatin1String("figures") &&
                   h.figure() != QLatin1String("none");
        },
        40);
    if (!(h.finished() && h.universe() == QLatin1String("figures"))) {
        playUntil(ctx, QStringLiteral("figures"),
                  [&] { return h.finished() && h.universe() == QLatin1String("figures"); });
    }
    if (wanted("happy-des-figures")) {
        save(w, "happy-des-figures");
    }
    // Identiques in the middle: the third throw's prize shown.
    playUntil(ctx, QStringLiteral("identiques"),
              [&] { return h.phase() == QLatin1String("identiques") && h.identiquesThrow() >= 3; });
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
    for (client::ScratchAdapter* a : {ctx.games().dede(), ctx.games().happy2014()}) {
        const bool dede = a == ctx.games().dede();
        const QString screen = a->game();
        w.show(QStringLiteral("lobby"));
        w.show(screen);
        if (!prepared(*a)) {
            std::fprintf(stderr, "instants_screenshots: the %s block is not ready\n",
                         qPrintable(screen));
            ++failures;
            continue;
        }
        if (dede) {
            w.screenItem()->setProperty("artwork", 2);
            if (wanted("dede-choice")) {
                save(w, "dede-choice");
            }
            ctx.games().dedePresenter()->setAutoRevealMs(0);  // no inactivity reveal while shooting
        }
        a->play(dede ? 2 : 0);  // DÉDÉ 4.1: bought on « Mer », the artwork chosen above
        ClientWindow::wait(50);
        const QStringList first =
            dede ? QStringList{QStringLiteral("throw1"), QStringLiteral("gain1")}
                 : QStringList{QStringLiteral("janvier"), QStringLiteral("mars"),
                               QStringLiteral("avril"), QStringLiteral("juillet"),
                               QStringLiteral("bonus")};
        for (const QString& zone : first) {
            a->reveal(zone);
        }
        ClientWindow::wait(50);
        const QString wiped = dede ? QStringLiteral("throw2") : QStringLiteral("fevrier");
        scratchPartly(w, *a, wiped);
        const QByteArray mid = (screen + QStringLiteral("-scratch")).toLatin1();
        if (wanted(mid.constData())) {
            save(w, mid.constData(), [&] { return wipePartly(w, wiped); });
        }
        a->revealAll();
        client::ScratchPresenter& sp =
            dede ? *ctx.games().dedePresenter() : *ctx.games().happy2014Presenter();
        if (dede && wanted("dede-auto-midway")) {
            // « Auto »: the third zone's cover lifting, the first two uncovered.
            pacedTo(
                ctx, sp, [&] { a->playAuto(); }, QStringLiteral("lift"), 150, 3);
            save(w, "dede-auto-midway");
            unpaced(ctx, sp);
        }
        if (dede && wanted("dede-countdown")) {
            // 4.3: the last seconds before the rest uncovers itself.
            sp.setAutoRevealMs(20000);
            a->play();
            ClientWindow::wait(50);
            a->reveal(QStringLiteral("throw1"));
            ClientWindow::wait(50);
            // The inactivity clock runs on the wall clock: set again to 3 s before the reveal for
            // each picture.
            auto countdown = [&sp] {
                sp.poke();
                sp.advanceIdle(20000 - 3000);
                return sp.countdownSeconds() == 3;
            };
            countdown();
            save(w, "dede-countdown", countdown);
            sp.setAutoRevealMs(0);
            a->revealAll();
            ClientWindow::wait(50);
        }
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
    // A Happy Identiques game replayed to its end: the track of fifteen throws, every prize
    // drawn (the widest, « 10 000€ », in a cell as narrow as the replay makes them).
    if (wanted("history-identiques")) {
        w.show(QStringLiteral("history"));
        QQuickItem* history = w.screenItem();
        int row = -1;
        for (int r = 0; r < ctx.history()->count() && row < 0; ++r) {
            for (const QVariant& e : ctx.history()->events(r)) {
                if (e.toMap().value(QStringLiteral("universe")).toString() ==
                    QLatin1String("identiques")) {
                    row = r;
                }
            }
        }
        if (row >= 0) {
            QMetaObject::invokeMethod(history, "open", Q_ARG(int, row));
            const int steps = static_cast<int>(history->property("steps").toList().size());
            history->setProperty("step", std::max(1, steps - 1));
            save(w, "history-identiques");
        } else {
            ++failures;
        }
    }
    // A scratch ticket replayed: the zones its first steps uncovered, in the player's order.
    if (wanted("history-ticket")) {
        w.show(QStringLiteral("history"));
        QQuickItem* history = w.screenItem();
        int row = -1;
        for (int r = 0; r < ctx.history()->count() && row < 0; ++r) {
            if (ctx.history()->get(r).value(QStringLiteral("game")).toString() ==
                QLatin1String("dede")) {
                row = r;
            }
        }
        if (row >= 0) {
            QMetaObject::invokeMethod(history, "open", Q_ARG(int, row));
            const int steps = static_cast<int>(history->property("steps").toList().size());
            history->setProperty("step", std::max(1, steps / 2));
            save(w, "history-ticket");
        } else {
            ++failures;
        }
    }

    // Player protection, on the session the states above played: limits set (a raise waiting
    // its day), a check, a pause; all lifted after (the operator's setting) for what follows.
    if (wanted("protection") || wanted("reality-check") || wanted("paused")) {
        client::ProtectionAdapter& p = *ctx.protection();
        p.setLimit(QStringLiteral("check"), 20);
        p.setLimit(QStringLiteral("loss"), 2000);
        p.setLimit(QStringLiteral("stake"), 200);
        p.setLimit(QStringLiteral("stake"), 300);  // a raise: waits a day
        if (wanted("protection")) {
            w.show(QStringLiteral("protection"));
            save(w, "protection");
        }
        if (wanted("reality-check")) {
            w.show(QStringLiteral("lobby"));
            p.showCheck();
            save(w, "reality-check");
            p.continuePlay();
        }
        if (wanted("paused")) {
            p.pause(15);
            w.show(QStringLiteral("protection"));
            save(w, "paused");
        }
        ctx.games().host()->run([](Session& s) {
            s.endPause(Setter::Operator);
            for (const Limit l : kAllLimits) {
                s.setLimit(l, std::nullopt, Setter::Operator);
            }
        });
    }

    // The celebrations, from scripted wins (a study scenario, the study banner hidden).
    if (wanted("celebration-small") || wanted("celebration-big") || wanted("celebration-top") ||
        wanted("happy-des-universes-study") || wanted("happy-des-cumul-top") ||
        wanted("happy-des-stopped") || wanted("happy-des-figures-won") ||
        wanted("happy-des-identiques-won") || wanted("happy-des-stage1-motion") ||
        wanted("happy-des-cumul-motion") || wanted("happy-des-identiques-motion")) {
        QTemporaryDir studyTmp;
        client::ClientOptions study = options;
        study.database = studyTmp.filePath(QStringLiteral("study.db"));
        study.settingsFile = studyTmp.filePath(QStringLiteral("study.ini"));
        QSettings(study.settingsFile, QSettings::IniFormat)
            .setValue(QStringLiteral("player/text_size"), text);
        study.studyFolder = studyTmp.filePath(QStringLiteral("study"));
        const QString scenario = studyTmp.filePath(QStringLiteral("tiers.json"));
        QFile f(scenario);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(R"({"name": "gallery", "games": [
              {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]}, "then": "stop"},
              {"game": "dede", "prize_cents": 8000},
              {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [6]}, "then": "continue",
               "universe": "cumul", "cumul": {"score": 42, "prize_cents": 4000000}},
              {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [6]}, "then": "continue",
               "universe": "figures", "figures": {"figure": "five_of_a_kind"}},
              {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [6]}, "then": "continue",
               "universe": "identiques", "identiques": {"wins_on_throw": 14}}]})");
        }
        f.close();
        study.scenario = scenario;
        // The study window's language is switched at run time too: the first window back in
        // French, the source language, keeps no translation of its own installed meanwhile.
        ctx.settings()->overrideLanguage(QStringLiteral("fr"));
        ClientWindow sw(study, size, true, 0);
        if (!sw.ok() || sw.context().study() == nullptr ||
            sw.context().study()->scenarioGamesLeft() != 5) {
            std::fputs("instants_screenshots: the study window or its scenario did not load\n",
                       stderr);
            return 1;
        }
        sw.window()->show();
        QQuickItem* banner = sw.find(QStringLiteral("studyBanner"));
        if (banner != nullptr) {
            banner->setVisible(false);
        }
        client::ClientContext& sc = sw.context();
        client::HappyDesAdapter& sh = *sc.games().happyDes();
        client::HappyDesPresenter& shp = *sc.games().happyDesPresenter();
        sw.show(QStringLiteral("happy-des"));
        // Small: « J'arrête » at 4 € for a 1 € stake (the stage-1 die in the air first).
        sh.play(100);
        if (wanted("happy-des-stage1-motion")) {
            motionFrames(
                sw, shp, "happy-des-stage1-motion", [&] { sh.roll(); }, QString());
            unpaced(sc, shp);
        } else {
            sh.roll();
        }
        pacedTo(
            sc, shp, [&] { sh.stop(); }, QStringLiteral("celebrate"), 700);
        if (wanted("celebration-small")) {
            save(sw, "celebration-small");
        }
        unpaced(sc, shp);
        if (wanted("happy-des-stopped")) {
            save(sw, "happy-des-stopped");
        }
        // Big: an 80 € DÉDÉ ticket with « Auto ».
        sw.show(QStringLiteral("lobby"));
        sw.show(QStringLiteral("dede"));
        client::ScratchAdapter& sd = *sc.games().dede();
        if (prepared(sd)) {
            pacedTo(
                sc, *sc.games().dedePresenter(), [&] { sd.playAuto(); },
                QStringLiteral("celebrate"), 1500);
            if (wanted("celebration-big")) {
                save(sw, "celebration-big");
            }
            unpaced(sc, *sc.games().dedePresenter());
        } else {
            ++failures;
        }
        // Top: a 42 in Happy Cumul at x4.
        sw.show(QStringLiteral("lobby"));
        sw.show(QStringLiteral("happy-des"));
        sh.play(100);
        sh.roll();
        sh.continueToStage2();
        // The universes at the top amount (the widest prizes), with the study's banner shown.
        if (wanted("happy-des-universes-study") && banner != nullptr) {
            banner->setVisible(true);
            save(sw, "happy-des-universes-study");
            banner->setVisible(false);
        }
        sh.chooseUniverse(QStringLiteral("cumul"));
        // The middle die in the air last but one, right under the universe's title.
        for (const int d : {0, 1, 2, 4, 5}) {
            sh.throwDie(d);
        }
        if (wanted("happy-des-cumul-motion")) {
            motionFrames(
                sw, shp, "happy-des-cumul-motion", [&] { sh.throwDie(3); }, QString());
            unpaced(sc, shp);
        } else {
            sh.throwDie(3);
        }
        pacedTo(
            sc, shp, [&] { sh.throwDie(6); }, QStringLiteral("celebrate"), 2600);
        if (wanted("celebration-top")) {
            save(sw, "celebration-top");
        }
        unpaced(sc, shp);
        if (wanted("happy-des-cumul-top")) {
            save(sw, "happy-des-cumul-top");
        }
        // Happy Figures won at ×4: the longest figure's name beside its « ★ » amount.
        sw.show(QStringLiteral("lobby"));
        sw.show(QStringLiteral("happy-des"));
        sh.play(100);
        sh.roll();
        sh.continueToStage2();
        advance(sh, QStringLiteral("figures"), [] { return false; });
        unpaced(sc, shp);
        if (wanted("happy-des-figures-won")) {
            save(sw, "happy-des-figures-won");
        }
        // Happy Identiques won late at ×4: the three dice ringed above the result panel.
        sw.show(QStringLiteral("lobby"));
        sw.show(QStringLiteral("happy-des"));
        sh.play(100);
        sh.roll();
        sh.continueToStage2();
        // The winning throw in motion: the three dice in the air, their landing.
        if (wanted("happy-des-identiques-motion")) {
            advance(sh, QStringLiteral("identiques"), [&] { return sh.identiquesThrow() == 14; });
            motionFrames(
                sw, shp, "happy-des-identiques-motion", [&] { sh.throwDice(); },
                QStringLiteral("celebrate"));
        }
        advance(sh, QStringLiteral("identiques"), [] { return false; });
        unpaced(sc, shp);
        if (wanted("happy-des-identiques-won")) {
            save(sw, "happy-des-identiques-won");
        }
    }
    std::printf(
        "%d picture(s): %d state(s) in %lld language(s) at %lld size(s), %lld text size(s)\n",
        pictures, pictures / static_cast<int>(langs.size() * sizes.size() * texts.size()),
        static_cast<long long>(langs.size()), static_cast<long long>(sizes.size()),
        static_cast<long long>(texts.size()));
    if (parser.isSet(checkOption)) {
        for (const auto& [where, tops] : screenTops) {
            const QString jump = tools::checkJump(tops);
            if (!jump.isEmpty()) {
                std::fprintf(stderr, "layout: %s: %s\n", qPrintable(where), qPrintable(jump));
                ++layoutProblems;
            }
        }
        std::printf("layout check: %d problem(s)\n", layoutProblems);
    }
    if (parser.isSet(contrastOption)) {
        std::printf("contrast check: %d text(s) measured, lowest %.2f:1, %d below WCAG AA\n",
                    contrastTexts, contrastLowest, contrastProblems);
    }
    return failures == 0 && layoutProblems == 0 && contrastProblems == 0 ? 0 : 1;
}
