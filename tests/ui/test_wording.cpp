// The words of money on screen (docs/visual-design.md). A demo balance too short for the stake
// is said next to the controls it disables ("Running out of demo money"). A return at or below
// the stake is never told as a win ("A return is a win only above the stake"): the real client in
// French and in English plays scripted games whose every return is at or below its stake (Happy
// Dés' 0,50 € and 1 € on 1 € at « J'arrête », a brelan at ×0,5, an Identiques prize of 0,50 €, a
// Cumul score paying 1 €, DÉDÉ's 2 € on a 2 € ticket), and at each step of each game, then in the
// history's list and at every step of its replay, every visible text and every name a screen reader
// is given is searched for the words and marks of a win, every visible item for the win's green;
// every sentence announced and every sound cued while they play is recorded and searched too.
// (Happy 2014's smallest prize, 6 €, is above its 3 € price: it has no such return.)

#include <QAccessible>
#include <QColor>
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "happydespresenter.h"
#include "historymodel.h"
#include "instants/happydes/analysis.h"
#include "instants/session/session.h"
#include "replay.h"
#include "scratchadapter.h"
#include "studyrecorder.h"
#include "timeline.h"
#include "uiclient.h"

using namespace instants;
using namespace instants::uitest;

namespace {

/// The words and marks of a win, in the screen's language. « Chance de gagner » (a column of
/// facts) and « Pas de gain » / "No win" (a return of nothing) are not among them.
QRegularExpression winWords(bool english) {
    return english
               ? QRegularExpression(QStringLiteral(R"(\bwon\b|\bi win\b|\byou win\b|\bbig win\b|)"
                                                   R"(\bwinning ticket\b|\bjackpot\b|★)"),
                                    QRegularExpression::CaseInsensitiveOption)
               : QRegularExpression(QStringLiteral(R"(gagné|gagnant|je gagne\b|gros lot|★)"),
                                    QRegularExpression::CaseInsensitiveOption);
}

/// What is on screen that tells a win: a visible text or an accessible name with a win's words
/// or marks, an item drawn in the win's green (its fill, its text or its border).
QStringList winMarksUnder(QQuickItem* item, const QRegularExpression& words,
                          const QList<QColor>& greens) {
    QStringList out;
    if (item == nullptr || !item->isVisible() || item->opacity() <= 0) {
        return out;
    }
    const QString who =
        QStringLiteral("%1 « %2 »")
            .arg(QString::fromUtf8(item->metaObject()->className()), item->objectName());
    const QVariant text = item->property("text");
    if (text.isValid() && text.canConvert<QString>() && words.match(text.toString()).hasMatch()) {
        out << QStringLiteral("%1 shows « %2 »").arg(who, text.toString());
    }
    if (QAccessibleInterface* a = QAccessible::queryAccessibleInterface(item)) {
        const QString name = a->text(QAccessible::Name);
        if (words.match(name).hasMatch()) {
            out << QStringLiteral("%1 is named « %2 »").arg(who, name);
        }
    }
    const QVariant colour = item->property("color");
    if (colour.isValid() && colour.canConvert<QColor>() &&
        greens.contains(colour.value<QColor>())) {
        out << QStringLiteral("%1 is drawn in %2").arg(who, colour.value<QColor>().name());
    }
    if (const QObject* border = item->property("border").value<QObject*>()) {
        const QColor c = border->property("color").value<QColor>();
        if (border->property("width").toReal() > 0 && greens.contains(c)) {
            out << QStringLiteral("%1 has a border in %2").arg(who, c.name());
        }
    }
    for (QQuickItem* child : item->childItems()) {
        out << winMarksUnder(child, words, greens);
    }
    return out;
}

/// A scratch game's screen opened from the lobby (its tile, « tile-<game> »), its block ready and
/// nothing moving.
void openScratchScreen(UiClient& c, const QString& game) {
    UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
    UI_CHECK(c.click(c.find(QStringLiteral("tile-") + game)));
    QTRY_COMPARE(c.screen(), game);
    const client::ScratchAdapter* adapter = game == QLatin1String("dede")
                                                ? c.context().games().dede()
                                                : c.context().games().happy2014();
    QTRY_VERIFY_WITH_TIMEOUT(adapter->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
}

}  // namespace

class WordingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void returnsAtOrBelowTheStakeAreNeverWins_data();
    void returnsAtOrBelowTheStakeAreNeverWins();
    void aShortBalanceIsSaidNextToItsControls();
    void aShortBalanceIsToldWhenItIsTrueAndOnlyThen();
    void theTopPrizeIsNamedForWhatItIs();
    void theRulesFiguresSayWhatTheyMeasure();
    void theChoiceTheLossAndTheSpecimenSayWhatTheyAre();
    void countsAreWrittenInTheScreensLanguage();
    void aGameFoundUnderWayIsToldByItsState();

public slots:
    // Announcer.spoken: each sentence a screen reader is given.
    void said(const QString& text, int) { m_spoken << text; }

private:
    /// A client's set-up for the test part `name`: its journal, settings and study log in the
    /// test's folder, and the study scenario of `games` (a JSON array) written there. A file
    /// that cannot be written fails the test (the caller checks QTest::currentTestFailed()).
    ClientSetup scripted(const QString& name, quint64 seed, const QByteArray& games);

    QTemporaryDir m_dir;
    QStringList m_spoken;
};

ClientSetup WordingTest::scripted(const QString& name, quint64 seed, const QByteArray& games) {
    ClientSetup setup;
    setup.database = m_dir.filePath(name + QStringLiteral(".db"));
    setup.settingsFile = m_dir.filePath(name + QStringLiteral(".ini"));
    setup.seed = seed;
    setup.studyFolder = m_dir.filePath(name + QStringLiteral("-study"));
    setup.scenario = m_dir.filePath(name + QStringLiteral(".json"));
    QFile f(setup.scenario);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(R"({"name": ")" + name.toUtf8() + R"(", "games": )" + games + "}") < 0) {
        QTest::qFail(qPrintable(QStringLiteral("cannot write %1").arg(setup.scenario)), __FILE__,
                     __LINE__);
    }
    return setup;
}

void WordingTest::returnsAtOrBelowTheStakeAreNeverWins_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("fr") << QString();
    QTest::newRow("en") << QStringLiteral("en");
}

void WordingTest::returnsAtOrBelowTheStakeAreNeverWins() {
    QFETCH(QString, language);
    const bool english = !language.isEmpty();
    const QString tag = english ? language : QStringLiteral("fr");
    const QByteArray games = R"([
            {"game": "happy-des", "stage1": {"amount_cents": 50, "throws": [3, 6]}, "then": "stop"},
            {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "stop"},
            {"game": "happy-des", "stage1": {"amount_cents": 50, "throws": [6]}, "then": "continue",
             "universe": "figures", "figures": {"figure": "three_of_a_kind", "prize_cents": 50}},
            {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [5]}, "then": "continue",
             "universe": "identiques", "identiques": {"wins_on_throw": 13}},
            {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [6]}, "then": "continue",
             "universe": "cumul", "cumul": {"score": 31}},
            {"game": "dede", "prize_cents": 200}])";
    // The path each Happy Dés game takes after its stage 1 (empty: « J'arrête »).
    const QStringList universes = {QString(), QString(), QStringLiteral("figures"),
                                   QStringLiteral("identiques"), QStringLiteral("cumul")};
    const QList<qint64> expectedReturns = {50, 100, 50, 50, 100, 200};

    ClientSetup setup = scripted(QStringLiteral("returns-%1").arg(tag), 17, games);
    if (QTest::currentTestFailed()) {
        return;
    }
    setup.language = language;
    UiClient c(setup);
    QVERIFY(c.ok());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));

    const QRegularExpression words = winWords(english);
    // The module's singletons as the window's QML sees them.
    auto singleton = [&c](const char* name) {
        QQmlExpression e(qmlContext(c.root()), c.root(), QString::fromLatin1(name));
        return e.evaluate().value<QObject*>();
    };
    QObject* theme = singleton("Theme");
    QVERIFY(theme != nullptr);
    const QList<QColor> greens = {theme->property("win").value<QColor>(),
                                  theme->property("winLight").value<QColor>()};
    QVERIFY(greens[0].isValid() && greens[1].isValid());

    // What is said and heard while the games play.
    QObject* announcer = singleton("Announcer");
    QVERIFY(announcer != nullptr);
    m_spoken.clear();
    QVERIFY(connect(announcer, SIGNAL(spoken(QString, int)), this, SLOT(said(QString, int))));
    QStringList cues;
    QStringList tiers;
    QObject listening;  // the connections below end with it, before the lists go
    const QList<client::Timeline*> timelines = {c.context().games().happyDesPresenter(),
                                                c.context().games().dedePresenter()};
    for (client::Timeline* t : timelines) {
        connect(t, &client::Timeline::cue, &listening,
                [&cues](const QString& name) { cues << name; });
        connect(t, &client::Timeline::progressed, &listening, [t, &tiers] {
            const QString tier = t->celebration().value(QStringLiteral("tier")).toString();
            if (!tier.isEmpty()) {
                tiers << tier;
            }
        });
    }

    // Every look at the window; what it found is reported at the end, all of it.
    int checks = 0;
    QStringList problems;
    auto look = [&](const QString& where) {
        const QStringList found = winMarksUnder(c.window()->contentItem(), words, greens);
        ++checks;
        if (!found.isEmpty()) {
            problems
                << QStringLiteral("%1 (%2): %3").arg(where, tag, found.join(QStringLiteral("; ")));
        }
    };

    // Happy Dés: each game step by step as a player clicks, looked at after every step.
    UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    auto* h = c.context().games().happyDesPresenter();
    QList<qint64> returns;
    for (int game = 0; game < universes.size(); ++game) {
        UI_CHECK(c.waitUntilIdle());
        for (int guard = 0; guard < 80; ++guard) {
            const harness::HappyDesStep step = harness::nextHappyDesStep(*h, universes[game]);
            if (guard > 0 && step.kind == harness::HappyDesStep::Play) {
                break;  // the game is over
            }
            QQuickItem* control = c.findControl(step, c.screenItem());
            QVERIFY(control != nullptr);
            const QString name = control->objectName();  // (it may go with its panel)
            UI_CHECK(c.click(control));
            UI_CHECK(c.waitUntilIdle());
            UI_CHECK(look(QStringLiteral("Happy Dés game %1, after %2").arg(game + 1).arg(name)));
        }
        QVERIFY(!h->inProgress());
        returns << c.play()->win();
        keepPicture(c.window(), QStringLiteral("return-%1-happy-des-%2").arg(tag).arg(game + 1));
    }

    // DÉDÉ: a 2 € ticket paying 2 €, uncovered by « Auto ».
    UI_CHECK(openScratchScreen(c, QStringLiteral("dede")));
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->finished(), 30000);
    UI_CHECK(c.waitUntilIdle());
    returns << c.play()->win();
    UI_CHECK(look(QStringLiteral("DÉDÉ, the ticket uncovered")));
    keepPicture(c.window(), QStringLiteral("return-%1-dede").arg(tag));
    QCOMPARE(returns, expectedReturns);

    // The history: its list, and every step of every game's replay.
    UI_CHECK(c.click(c.find(QStringLiteral("nav-history"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("history"));
    QQuickItem* scr = c.screenItem();
    QQuickItem* list = c.find(QStringLiteral("historyList"), scr);
    QTRY_COMPARE(list->property("count").toInt(), expectedReturns.size());
    UI_CHECK(look(QStringLiteral("the history's list")));
    client::Replay* replay = c.context().history()->replay();
    for (int row = 0; row < expectedReturns.size(); ++row) {
        QMetaObject::invokeMethod(scr, "open", Q_ARG(int, row));
        QTRY_COMPARE(scr->property("selected").toInt(), row);
        for (int step = 1; step <= replay->steps(); ++step) {
            scr->setProperty("step", step);
            UI_CHECK(c.settle());
            UI_CHECK(look(QStringLiteral("the replay of game %1, step %2 of %3")
                              .arg(row + 1)
                              .arg(step)
                              .arg(replay->steps())));
        }
    }

    for (const QString& p : problems) {
        qWarning("%s", qPrintable(p));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 of %2 looks at the window found "
                                                           "a win's words, marks or colours")
                                                .arg(problems.size())
                                                .arg(checks)));
    // Nothing said or heard as a win: no celebration, no win's sound, no sentence of a win.
    QVERIFY2(tiers.isEmpty(), qPrintable(tiers.join(QLatin1Char(' '))));
    for (const QString& cue : cues) {
        QVERIFY2(!cue.startsWith(QLatin1String("win")), qPrintable(cues.join(QLatin1Char(' '))));
    }
    // (What is still queued, said now: the announcer joins the sentences that come within a
    // moment of each other into one.)
    QVERIFY(QMetaObject::invokeMethod(announcer, "flush"));
    const QStringList spoken = m_spoken;
    // Each game's result was announced, in the neutral words.
    const QString all = spoken.join(QLatin1Char(' '));
    QVERIFY2(all.count(english ? QStringLiteral("Prize: ") : QStringLiteral("Gain : ")) >=
                 expectedReturns.size(),
             qPrintable(all));
    for (const QString& s : spoken) {
        QVERIFY2(!words.match(s).hasMatch(), qPrintable(QStringLiteral("announced: ") + s));
    }
    qInfo("%s: %d looks at the window, %lld characters announced, %lld sounds cued",
          qPrintable(tag), checks, static_cast<long long>(all.size()),
          static_cast<long long>(cues.size()));
}

// A demo balance too short for the stake is said next to the controls it keeps from being
// pressed, and given to them as their description for a screen reader, in neutral words; the
// reset is offered, not pressed on the player (the focus is not on it); on every game.
void WordingTest::aShortBalanceIsSaidNextToItsControls() {
    // A journal created with 1,50 € (its reset goes back to 1,50 € too).
    const QString db = m_dir.filePath(QStringLiteral("short.db"));
    {
        Session::Options o;
        o.database = db.toStdString();
        o.seed = 5;
        o.initialBalance = 150;
        Session s(o);
        QCOMPARE(s.balance(), 150);
    }
    ClientSetup setup;
    setup.database = db;
    setup.settingsFile = m_dir.filePath(QStringLiteral("short.ini"));
    setup.seed = 5;
    UiClient c(setup);
    QVERIFY(c.ok());
    const QString balance = money(150);
    auto described = [](QQuickItem* control) {
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(control);
        return a != nullptr ? a->text(QAccessible::Description) : QString();
    };

    // Happy Dés: 1 € is still possible, 2 € is not.
    UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    UI_CHECK(c.waitUntilIdle());
    QQuickItem* scr = c.screenItem();
    QVERIFY(c.find(QStringLiteral("playButton"), scr)->isEnabled());
    QVERIFY(c.tryFind(QStringLiteral("balanceShort"), scr) == nullptr);
    UI_CHECK(c.click(c.find(QStringLiteral("stake-200"), scr)));
    UI_CHECK(c.settle());
    QQuickItem* play = c.find(QStringLiteral("playButton"), scr);
    QVERIFY(!play->isEnabled());
    const QString why = textOf(c.find(QStringLiteral("balanceShort"), scr));
    QCOMPARE(why, QStringLiteral("Solde démo : %1, moins que la mise de %2. Une mise de %3 reste "
                                 "possible.")
                      .arg(balance, money(200), money(100)));
    QCOMPARE(described(play), why);
    QQuickItem* offer = c.find(QStringLiteral("resetOffer"), scr);
    QVERIFY(textOf(offer).contains(balance) ||
            offer->property("text").toString().contains(balance));
    QVERIFY(c.focusItem() != offer);
    keepPicture(c.window(), QStringLiteral("short-happy-des"));

    // DÉDÉ (2 €) and Happy 2014 (3 €): neither can be bought.
    for (const auto& [tile, price] :
         {std::pair{QStringLiteral("dede"), 200}, std::pair{QStringLiteral("happy-2014"), 300}}) {
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        UI_CHECK(c.click(c.find(QStringLiteral("tile-") + tile)));
        QTRY_COMPARE(c.screen(), tile);
        QTRY_VERIFY_WITH_TIMEOUT(
            c.tryFind(QStringLiteral("balanceShort"), c.screenItem()) != nullptr, 120000);
        UI_CHECK(c.waitUntilIdle());
        scr = c.screenItem();
        const QString text = textOf(c.find(QStringLiteral("balanceShort"), scr));
        QCOMPARE(
            text,
            QStringLiteral("Solde démo : %1, moins que la mise de %2.").arg(balance, money(price)));
        for (const QString& name : {QStringLiteral("playButton"), QStringLiteral("autoButton")}) {
            QQuickItem* control = c.find(name, scr);
            QVERIFY2(!control->isEnabled(), qPrintable(tile + QLatin1Char(' ') + name));
            QCOMPARE(described(control), text);
        }
        QVERIFY(c.focusItem() != c.find(QStringLiteral("resetOffer"), scr));
        keepPicture(c.window(), QStringLiteral("short-") + tile);
    }

    // The offer opens the reset's question; the reset is the player's to confirm.
    UI_CHECK(c.click(c.find(QStringLiteral("resetOffer"), scr)));
    QTRY_VERIFY(c.tryFind(QStringLiteral("resetConfirm")) != nullptr);
    QCOMPARE(c.session().balance(), 150);
}

// Why « Jouer » / « Jouez » cannot be pressed is told to a screen reader whenever the balance
// is short of the stake: on a screen opened so, and with the result of the game or ticket that
// made it so; never for a valid start whose stake leaves the balance under the next one's.
void WordingTest::aShortBalanceIsToldWhenItIsTrueAndOnlyThen() {
    // A journal created with 3,00 €; a losing DÉDÉ ticket (2 €) and a Happy Dés game lost on
    // its first throw (1 €).
    const QString db = m_dir.filePath(QStringLiteral("told.db"));
    {
        Session::Options o;
        o.database = db.toStdString();
        o.seed = 5;
        o.initialBalance = 300;
        Session s(o);
        QCOMPARE(s.balance(), 300);
    }
    ClientSetup setup = scripted(QStringLiteral("told"), 5, R"([
            {"game": "dede", "prize_cents": 0},
            {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [1]}}])");
    if (QTest::currentTestFailed()) {
        return;
    }
    UiClient c(setup);
    QVERIFY(c.ok());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
    const QString shortOf = QStringLiteral("moins que la mise");
    auto told = [](const QString& said, const QString& sentence) { return said.count(sentence); };

    // DÉDÉ at 3,00 €: nothing refused; the ticket leaves 1,00 €, less than its 2 €: said with
    // its result.
    UI_CHECK(c.click(c.find(QStringLiteral("tile-dede"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("dede"));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->ready(), 120000);
    UI_CHECK(c.waitUntilIdle());
    qsizetype from = c.saidCount();
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->finished(), 30000);
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().balance(), 100);
    const QString dedeShort =
        QStringLiteral("Solde démo : %1, moins que la mise de %2.").arg(money(100), money(200));
    QTRY_VERIFY2(c.said(from).contains(QStringLiteral("Pas de gain. ") + dedeShort),
                 qPrintable(c.said(from)));
    QCOMPARE(told(c.said(from), dedeShort), 1);

    // Happy Dés at 1,00 € and a 1 € stake: « Jouer » can be pressed, nothing refused. The game
    // it starts leaves 0,00 €: no refusal is said while it plays; its result says it.
    UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
    UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    UI_CHECK(c.waitUntilIdle());
    from = c.saidCount();
    UI_CHECK(c.click(c.find(QStringLiteral("playButton"), c.screenItem())));
    auto* h = c.context().games().happyDesPresenter();
    QTRY_VERIFY(h->inProgress());
    UI_CHECK(c.waitUntilIdle());
    QTRY_VERIFY2(c.said(from).contains(QStringLiteral("Lancez le dé.")), qPrintable(c.said(from)));
    QVERIFY2(!c.said(from).contains(shortOf), qPrintable(c.said(from)));
    UI_CHECK(c.click(c.find(QStringLiteral("stage1Die"), c.screenItem())));
    QTRY_VERIFY_WITH_TIMEOUT(!h->inProgress(), 30000);
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.session().balance(), 0);
    const QString happyShort =
        QStringLiteral("Solde démo : %1, moins que la mise de %2.").arg(money(0), money(100));
    QTRY_VERIFY2(c.said(from).contains(QStringLiteral("Pas de gain. ") + happyShort),
                 qPrintable(c.said(from)));
    QVERIFY2(told(c.said(from), happyShort) == 1 && c.said(from).count(shortOf) == 1,
             qPrintable(c.said(from)));
    QCOMPARE(c.focusItem(), c.find(QStringLiteral("gameResult"), c.screenItem()));

    // Each screen opened with the balance short says why its controls cannot be pressed, once.
    for (const auto& [tile, price] :
         {std::pair{QStringLiteral("happy-des"), 100}, std::pair{QStringLiteral("dede"), 200},
          std::pair{QStringLiteral("happy-2014"), 300}}) {
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("tile-") + tile)));
        QTRY_COMPARE(c.screen(), tile);
        const QString sentence =
            QStringLiteral("Solde démo : %1, moins que la mise de %2.").arg(money(0), money(price));
        QTRY_VERIFY2_WITH_TIMEOUT(c.said(from).contains(sentence),
                                  qPrintable(tile + QStringLiteral(": ") + c.said(from)), 120000);
        UI_CHECK(c.waitUntilIdle());
        QCOMPARE(told(c.said(from), sentence), 1);
    }
}

// The top prize's sequence names what the win is the top of: « le lot maximum du jeu » only for
// the game's own largest prize (the lobby's « Jusqu'à … »); 40 000 € on a 1 € Happy Dés stake
// (Happy Cumul's 42 at 4 € in play) is the most that game could pay, and the lobby says
// « Jusqu'à 80 000 € » (2 €, 8 € in play). DÉDÉ's 10 000 € is its game's largest prize.
void WordingTest::theTopPrizeIsNamedForWhatItIs() {
    ClientSetup setup = scripted(QStringLiteral("top"), 5, R"([
            {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]}, "then": "continue",
             "universe": "cumul", "cumul": {"score": 42, "prize_cents": 4000000}},
            {"game": "dede", "prize_cents": 1000000}])");
    if (QTest::currentTestFailed()) {
        return;
    }
    UiClient c(setup);
    QVERIFY(c.ok());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
    // The game's own largest prize, which the lobby's « Jusqu'à … » says.
    QCOMPARE(happydes::gameTopPrizeCents(), Cents{8000000});

    // What the top prize's line says whenever a top celebration is on screen.
    QStringList lines;
    QObject listening;
    for (client::Timeline* t : QList<client::Timeline*>{c.context().games().happyDesPresenter(),
                                                        c.context().games().dedePresenter()}) {
        connect(t, &client::Timeline::progressed, &listening, [t, &c, &lines] {
            if (t->celebration().value(QStringLiteral("tier")).toString() != QLatin1String("top")) {
                return;
            }
            QQuickItem* line = c.tryFind(QStringLiteral("celebrationTopLine"));
            const QString text = line != nullptr ? textOf(line) : QStringLiteral("(no line)");
            if (lines.isEmpty() || lines.constLast() != text) {
                lines << text;
            }
        });
    }

    UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    auto* h = c.context().games().happyDesPresenter();
    UI_CHECK(c.waitUntilIdle());
    for (int guard = 0; guard < 40; ++guard) {
        const harness::HappyDesStep step = harness::nextHappyDesStep(*h, QStringLiteral("cumul"));
        if (guard > 0 && step.kind == harness::HappyDesStep::Play) {
            break;
        }
        QQuickItem* control = c.findControl(step, c.screenItem());
        QVERIFY(control != nullptr);
        UI_CHECK(c.click(control));
        UI_CHECK(c.waitUntilIdle());
    }
    QVERIFY(!h->inProgress());
    QCOMPARE(c.play()->stake(), Cents{100});
    QCOMPARE(c.play()->win(), Cents{4000000});
    QCOMPARE(lines, QStringList{QStringLiteral("le lot maximum de cette partie")});

    UI_CHECK(openScratchScreen(c, QStringLiteral("dede")));
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->finished(), 30000);
    UI_CHECK(c.waitUntilIdle());
    QCOMPARE(c.play()->win(), Cents{1000000});
    QCOMPARE(lines, (QStringList{QStringLiteral("le lot maximum de cette partie"),
                                 QStringLiteral("le lot maximum du jeu")}));
}

namespace {

/// Every text of the items under `item` (visible or scrolled out of view), the narrow and
/// ordinary no-break spaces written as spaces.
QStringList textsUnder(QQuickItem* item) {
    QStringList out;
    if (item == nullptr) {
        return out;
    }
    const QVariant t = item->property("text");
    if (t.isValid() && t.canConvert<QString>() && !t.toString().isEmpty()) {
        QString text = t.toString();
        text.replace(QChar(0x202F), QLatin1Char(' ')).replace(QChar(0x00A0), QLatin1Char(' '));
        out << text;
    }
    for (QQuickItem* child : item->childItems()) {
        out << textsUnder(child);
    }
    return out;
}

}  // namespace

// The rules' figures say what they measure: the regulation's « 1 chance sur … » of Happy Dés'
// universes is the chance of playing for that prize (said once, above the tables), every odds
// figure has its thousands grouped, each way of playing gives its average return in euros for
// 100 € staked and its share of games that return more than the stake (a return of the stake
// is not a win), DÉDÉ's table gives the prize combinations of its article 2 and the chance of
// more than the stake, and Happy 2014's units are « unités de jeu » as its regulation says.
void WordingTest::theRulesFiguresSayWhatTheyMeasure() {
    ClientSetup setup;
    setup.database = m_dir.filePath(QStringLiteral("rules.db"));
    setup.settingsFile = m_dir.filePath(QStringLiteral("rules.ini"));
    setup.seed = 3;
    UiClient c(setup);
    QVERIFY(c.ok());
    UI_CHECK(c.click(c.find(QStringLiteral("nav-rules"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("rules"));
    QQuickItem* scr = c.screenItem();
    const QRegularExpression ungrouped(QStringLiteral(R"(\d{4})"));

    // Happy Dés.
    QStringList texts = textsUnder(scr);
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("est la probabilité de jouer pour cette valeur")),
             qPrintable(all.left(400)));
    for (const QString& t : texts) {
        if (t.contains(QStringLiteral("chance sur"))) {
            QVERIFY2(!ungrouped.match(t).hasMatch(), qPrintable(t));
        }
    }
    QCOMPARE(textOf(c.find(QStringLiteral("rtp-stop"), scr))
                 .replace(QChar(0x202F), QLatin1Char(' '))
                 .replace(QChar(0x00A0), QLatin1Char(' ')),
             QStringLiteral("J'arrête après l'étape 1 : 70,00 € rendus (taux de retour "
                            "70,0000 %) ; 11,00 % des parties rapportent plus que la mise, "
                            "66,67 % rapportent quelque chose."));
    for (const char* s : {"cumul", "figures", "identiques"}) {
        const QString line = textOf(c.find(QStringLiteral("rtp-") + QLatin1String(s), scr));
        QVERIFY2(line.contains(QStringLiteral("des parties rapportent plus que la mise")),
                 qPrintable(line));
    }

    // DÉDÉ: the combinations of article 2, and the chance of more than the stake.
    UI_CHECK(c.click(c.find(QStringLiteral("rules-dede"), scr)));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->ready(), 120000);
    QTRY_VERIFY(textsUnder(scr).contains(QStringLiteral("80 € ou (40 + 40)")));
    texts = textsUnder(scr);
    QVERIFY(texts.contains(QStringLiteral("16 € ou (8 + 8) ou (8 + 4 + 4)")));
    QVERIFY(texts.contains(QStringLiteral("10 000 €")));
    const QString dedeFacts = textOf(c.find(QStringLiteral("blockFacts"), scr))
                                  .replace(QChar(0x202F), QLatin1Char(' '))
                                  .replace(QChar(0x00A0), QLatin1Char(' '));
    QVERIFY2(dedeFacts.contains(QStringLiteral(
                 "Dont 261 000 d'un lot égal à la mise ; 1 chance sur 8,27 de gagner plus que "
                 "la mise.")),
             qPrintable(dedeFacts));
    for (const QString& t : texts) {
        if (t.contains(QStringLiteral("chance sur"))) {
            QVERIFY2(!ungrouped.match(t).hasMatch(), qPrintable(t));
        }
    }

    // Happy 2014: « unités de jeu », every prize above the stake.
    UI_CHECK(c.click(c.find(QStringLiteral("rules-happy-2014"), scr)));
    QTRY_VERIFY(
        textOf(c.find(QStringLiteral("blockFacts"), scr)).contains(QStringLiteral("unités")));
    const QString happyFacts = textOf(c.find(QStringLiteral("blockFacts"), scr));
    QVERIFY2(!happyFacts.contains(QStringLiteral("ticket")), qPrintable(happyFacts));
    QVERIFY2(happyFacts.contains(QStringLiteral("Chaque lot est supérieur à la mise")),
             qPrintable(happyFacts));
    const QString how = textsUnder(scr).join(QLatin1Char('\n'));
    QVERIFY2(how.contains(QStringLiteral("Unité de jeu à 3 €")), qPrintable(how.left(300)));
    keepPicture(c.window(), QStringLiteral("rules-happy-2014"));
}

int main(int argc, char* argv[]) {
    instants::harness::useOffscreenUnlessSet();
    QGuiApplication app(argc, argv);
    WordingTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_wording.moc"

namespace {

/// « 1 sur 8,57 (11,7 %) » as the choice's table writes the chance of a prize above the stake,
/// the spaces written as ordinary ones (textsUnder).
QString oneIn(double probability) {
    QString whole = QString::number(1 / probability, 'f', 2);
    whole.replace(QLatin1Char('.'), QLatin1Char(','));
    for (qsizetype at = whole.indexOf(QLatin1Char(',')) - 3; at > 0; at -= 3) {
        whole.insert(at, QLatin1Char(' '));
    }
    return whole;
}

}  // namespace

// Issue 31 §3 and §5: Happy Dés' choice says « Chance de gagner » for a prize above the stake
// (as the message line and the rules count a win), with its odds grouped as the rules write
// them; a stage 1 lost on a 1 says « Montant perdu », not « Montant en jeu »; a scratch ticket
// not bought yet prints « Spécimen », not « Bloc 0000 · Ticket n° 0000000 ».
void WordingTest::theChoiceTheLossAndTheSpecimenSayWhatTheyAre() {
    ClientSetup setup = scripted(QStringLiteral("choice"), 9, R"([
            {"game": "happy-des", "stage1": {"amount_cents": 50, "throws": [6]}, "then": "continue",
             "universe": "identiques", "identiques": {"wins_on_throw": 2}},
            {"game": "happy-des", "stage1": {"amount_cents": 100, "throws": [3, 1]}}])");
    if (QTest::currentTestFailed()) {
        return;
    }
    UiClient c(setup);
    QVERIFY(c.ok());
    QVERIFY(c.context().study()->startSession(QStringLiteral("P")));

    UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
    auto* h = c.context().games().happyDesPresenter();
    UI_CHECK(c.waitUntilIdle());
    // ×0,50 on a 1 € stake: a prize is a win only above 2 € of the universe's table.
    bool sawChoice = false;
    bool sawCards = false;
    for (int guard = 0; guard < 40; ++guard) {
        const harness::HappyDesStep step =
            harness::nextHappyDesStep(*h, QStringLiteral("identiques"));
        if (guard > 0 && step.kind == harness::HappyDesStep::Play) {
            break;
        }
        const QStringList texts = textsUnder(c.screenItem());
        if (step.kind == harness::HappyDesStep::Continue ||
            step.kind == harness::HappyDesStep::Choose) {
            for (happydes::Universe u : happydes::kUniverses) {
                const happydes::UniverseFacts f = happydes::universeFacts(u, 50, 100);
                const double above = f.aboveStakeProbability.toDouble();
                QVERIFY(above < f.winProbability.toDouble());
                const QString expected =
                    step.kind == harness::HappyDesStep::Continue
                        ? QStringLiteral("1 sur %1 (%2 %)")
                              .arg(oneIn(above),
                                   QString::number(100 * above, 'f', 1).replace('.', ','))
                        : QStringLiteral("Chance de gagner : 1 sur %1").arg(oneIn(above));
                QVERIFY2(texts.contains(expected),
                         qPrintable(expected + QStringLiteral(" not in: ") +
                                    texts.join(QStringLiteral(" | "))));
                // The chance of any prize, which counts a return below the stake, is not given
                // as the chance of winning.
                QVERIFY(!texts.contains(QStringLiteral("Chance de gagner : 1 sur %1")
                                            .arg(oneIn(f.winProbability.toDouble()))));
            }
            (step.kind == harness::HappyDesStep::Continue ? sawChoice : sawCards) = true;
        }
        QQuickItem* control = c.findControl(step, c.screenItem());
        QVERIFY(control != nullptr);
        UI_CHECK(c.click(control));
        UI_CHECK(c.waitUntilIdle());
    }
    QVERIFY(sawChoice);
    QVERIFY(sawCards);

    // The second game: 3, then 1. Its amount is lost, and said so once the die has landed.
    QQuickItem* caption = nullptr;
    for (int guard = 0; guard < 10; ++guard) {
        const harness::HappyDesStep step = harness::nextHappyDesStep(*h, QString());
        if (guard > 0 && step.kind == harness::HappyDesStep::Play) {
            break;
        }
        QQuickItem* control = c.findControl(step, c.screenItem());
        QVERIFY(control != nullptr);
        UI_CHECK(c.click(control));
        UI_CHECK(c.waitUntilIdle());
        caption = c.find(QStringLiteral("stage1AmountCaption"), c.screenItem());
        if (h->inProgress()) {
            QCOMPARE(textOf(caption), QStringLiteral("Montant en jeu"));
        }
    }
    QVERIFY(!h->inProgress());
    QCOMPARE(c.play()->win(), Cents{0});
    QCOMPARE(textOf(caption), QStringLiteral("Montant perdu"));
    QQuickItem* amount = c.find(QStringLiteral("stage1Amount"), c.screenItem());
    QVERIFY(textsUnder(amount).contains(QStringLiteral("1,00 €")));

    // DÉDÉ before its ticket is bought, then the ticket bought.
    UI_CHECK(openScratchScreen(c, QStringLiteral("dede")));
    QQuickItem* numbers = c.find(QStringLiteral("ticketNumbers"), c.screenItem());
    QCOMPARE(textOf(numbers), QStringLiteral("Spécimen"));
    UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->finished(), 30000);
    UI_CHECK(c.waitUntilIdle());
    QVERIFY2(textOf(numbers).startsWith(QStringLiteral("Bloc ")), qPrintable(textOf(numbers)));
}

// Issue 31 §5: a count is written with the plural of the screen's language (« 5 secondes »,
// « 1 relance »), never the source's « seconde(s) ».
void WordingTest::countsAreWrittenInTheScreensLanguage() {
    struct Count {
        const char* context;
        const char* source;
        int n;
        QString french;
        QString english;
    };
    const QList<Count> counts = {
        {"KioskCountdown", "Toujours là ? Votre session sera réinitialisée dans %n seconde(s).", 5,
         QStringLiteral("Toujours là ? Votre session sera réinitialisée dans 5 secondes."),
         QStringLiteral("Still there? Your session will be reset in 5 seconds.")},
        {"KioskCountdown", "Toujours là ? Votre session sera réinitialisée dans %n seconde(s).", 1,
         QStringLiteral("Toujours là ? Votre session sera réinitialisée dans 1 seconde."),
         QStringLiteral("Still there? Your session will be reset in 1 second.")},
        {"HappyDesDice", "Score de 27 : %n relance(s) des sept dés.", 1,
         QStringLiteral("Score de 27 : 1 relance des sept dés."),
         QStringLiteral("Score of 27: the seven dice thrown again 1 time.")},
        {"HappyDesDice", "Score de 27 : %n relance(s) des sept dés.", 2,
         QStringLiteral("Score de 27 : 2 relances des sept dés."),
         QStringLiteral("Score of 27: the seven dice thrown again 2 times.")},
        {"OperatorPanel", "%n chiffre(s) saisi(s)", 3, QStringLiteral("3 chiffres saisis"),
         QStringLiteral("3 digits entered")}};
    for (const QString& language : {QString(), QStringLiteral("en")}) {
        const QString tag = language.isEmpty() ? QStringLiteral("fr") : language;
        ClientSetup setup;
        setup.database = m_dir.filePath(QStringLiteral("counts-%1.db").arg(tag));
        setup.settingsFile = m_dir.filePath(QStringLiteral("counts-%1.ini").arg(tag));
        setup.language = language;
        UiClient c(setup);
        QVERIFY(c.ok());
        for (const Count& count : counts) {
            const QString shown =
                QCoreApplication::translate(count.context, count.source, nullptr, count.n);
            QCOMPARE(shown, language.isEmpty() ? count.french : count.english);
        }
    }
}

// Each thing is told once, and a game found under way by where it stands (docs/accessibility.md,
// "Each thing said once"). A Happy Dés game taken up again (through the header's « Reprendre »,
// then after a restart) and a Happy 2014 ticket taken up again with five zones uncovered are each
// told in one short sentence, not event by event or zone by zone (they were: the whole game
// again, 340 characters). « Tout découvrir » on Happy 2014 is told as what it uncovered that pays,
// not thirteen zones one by one (about 35 s of speech), « Auto » likewise. The rules' odds tables
// are read once: their name holds their lines, with no description that repeats them (Orca read
// both).
void WordingTest::aGameFoundUnderWayIsToldByItsState() {
    ClientSetup setup = scripted(QStringLiteral("underway"), 5, R"([
            {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [6]},
             "then": "continue", "universe": "cumul", "cumul": {"score": 30}},
            {"game": "happy-2014", "prize_cents": 600, "parts": [600]}])");
    if (QTest::currentTestFailed()) {
        return;
    }
    // A zone told in its own words (« Mars : soleil, étoile, 3 € », « Bonus : 0 € »).
    const QRegularExpression zoneWords(QStringLiteral(
        "(Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre|"
        "Bonus) : "));
    const QRegularExpression eventWords(QStringLiteral("Dé \\d : |Montant en jeu|Le dé donne"));
    // The zones of a ticket that pay (known at its end).
    auto paying = [](const client::ScratchPresenter* ticket) {
        int n = 0;
        for (int i = 0; i < ticket->zoneCount(); ++i) {
            n += ticket->zoneAt(i).winning ? 1 : 0;
        }
        return n;
    };
    auto underWay = [](int score, int nextDie) {
        return QStringLiteral(
                   "Partie reprise. Happy Cumul : score %1, lancez le dé %2. "
                   "L'historique en garde le détail.")
            .arg(score)
            .arg(nextDie);
    };
    {
        UiClient c(setup);
        QVERIFY(c.ok());
        QVERIFY(c.context().study()->startSession(QStringLiteral("P")));
        UI_CHECK(c.click(c.find(QStringLiteral("tile-happy-des"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
        UI_CHECK(c.waitUntilIdle());
        auto* h = c.context().games().happyDesPresenter();
        QVERIFY(h->play(100));
        UI_CHECK(c.waitUntilIdle());
        QVERIFY(h->roll());
        UI_CHECK(c.waitUntilIdle());
        QVERIFY(h->continueToStage2());
        UI_CHECK(c.waitUntilIdle());
        QVERIFY(h->chooseUniverse(client::HappyDesUniverse::Cumul));
        UI_CHECK(c.waitUntilIdle());
        for (int i = 0; i < 3; ++i) {
            QVERIFY(h->throwDie(i));
            UI_CHECK(c.waitUntilIdle());
        }
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        QTest::qWait(600);  // (the Announcer's last sentence of the game given)
        const qsizetype from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("nav-resume"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
        UI_CHECK(c.waitUntilIdle());
        QTRY_VERIFY(c.saidCount() > from);
        QTest::qWait(600);
        QCOMPARE(c.said(from), underWay(h->cumulScore(), 4));
    }
    {
        // After a restart: the client opens on the game in play.
        UiClient c(setup);
        QVERIFY(c.ok());
        QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
        UI_CHECK(c.waitUntilIdle());
        auto* h = c.context().games().happyDesPresenter();
        QTRY_VERIFY(c.said().contains(QStringLiteral("Partie reprise.")));
        QTest::qWait(600);
        QVERIFY2(c.said().contains(underWay(h->cumulScore(), 4)), qPrintable(c.said()));
        QVERIFY2(!c.said().contains(eventWords), qPrintable(c.said()));

        // The game played to its end (a score of 27 has the seven dice thrown again).
        for (int throws = 0; h->inProgress() && throws < 30; ++throws) {
            const QList<int> dice = h->dice();
            const int next = static_cast<int>(dice.indexOf(0));
            QVERIFY2(next >= 0 && h->throwDie(next), qPrintable(h->lastError()));
            UI_CHECK(c.waitUntilIdle());
        }
        QVERIFY(!h->inProgress());

        // A Happy 2014 ticket left with five zones uncovered, taken up again.
        UI_CHECK(openScratchScreen(c, QStringLiteral("happy-2014")));
        UI_CHECK(c.click(c.find(QStringLiteral("playButton"), c.screenItem())));
        auto* t = c.context().games().happy2014Presenter();
        QTRY_VERIFY(t->inProgress());
        UI_CHECK(c.waitUntilIdle());
        qsizetype from = c.saidCount();
        for (const char* z : {"janvier", "fevrier", "mars", "avril", "mai"}) {
            QVERIFY(t->reveal(QString::fromLatin1(z)));
            UI_CHECK(c.waitUntilIdle());
        }
        QTRY_VERIFY2(c.said(from).contains(QStringLiteral("Mai : ")), qPrintable(c.said(from)));
        UI_CHECK(c.click(c.find(QStringLiteral("nav-lobby"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
        QTest::qWait(600);
        from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("nav-resume"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("happy-2014"));
        UI_CHECK(c.waitUntilIdle());
        QTRY_VERIFY(c.saidCount() > from);
        QTest::qWait(600);
        QCOMPARE(c.said(from), QStringLiteral("Ticket repris : 5 sur 13 cases découvertes."));

        // « Tout découvrir »: what it uncovered that pays, once, then the balance.
        from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("revealAllButton"), c.screenItem())));
        QTRY_VERIFY_WITH_TIMEOUT(t->finished(), 30000);
        UI_CHECK(c.waitUntilIdle());
        QTRY_VERIFY(c.said(from).contains(QStringLiteral("Solde démo : ")));
        const QString auto_ = c.said(from);
        QVERIFY2(auto_.startsWith(QStringLiteral("Tout est découvert. Cases gagnantes : ")) &&
                     auto_.count(zoneWords) == paying(t) && auto_.contains(moneyShort(600)),
                 qPrintable(auto_));

        // « Auto » on a new ticket: its first zone shows in the same update as the reveal starts
        // (reduced motion shows it all at once); told with the others, as a whole.
        UI_CHECK(c.waitUntilIdle());
        from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("autoButton"), c.screenItem())));
        QTRY_VERIFY_WITH_TIMEOUT(t->finished(), 30000);
        UI_CHECK(c.waitUntilIdle());
        QTRY_VERIFY(c.said(from).contains(QStringLiteral("Solde démo : ")));
        QTest::qWait(600);
        const QString automatic = c.said(from);
        QVERIFY2(automatic.startsWith(QStringLiteral("Tout est découvert.")) &&
                     automatic.count(zoneWords) == paying(t),
                 qPrintable(automatic));

        // The rules' tables: each a Tab stop named with its lines, nothing repeated beside.
        UI_CHECK(c.click(c.find(QStringLiteral("nav-rules"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("rules"));
        for (const QString& game : {QStringLiteral("happy-des"), QStringLiteral("happy-2014")}) {
            UI_CHECK(c.click(c.find(QStringLiteral("rules-") + game, c.screenItem())));
            c.settle();
            QList<QQuickItem*> tables = c.findAll(QStringLiteral("oddsTable"), c.screenItem());
            tables << c.findAll(QStringLiteral("blockPrizes"), c.screenItem());
            QVERIFY2(!tables.isEmpty(), qPrintable(game));
            for (QQuickItem* table : tables) {
                QAccessibleInterface* access = QAccessible::queryAccessibleInterface(table);
                QVERIFY(access != nullptr);
                const QString name = access->text(QAccessible::Name);
                QVERIFY2(name.contains(QStringLiteral("1 chance sur")), qPrintable(game + name));
                QVERIFY2(access->text(QAccessible::Description).isEmpty(),
                         qPrintable(game + QStringLiteral(": ") + name + QStringLiteral(" / ") +
                                    access->text(QAccessible::Description)));
            }
        }

        // The history's replay of that ticket: each step told once, by its caption (the
        // ticket's zones do not tell themselves besides); « Tout voir » tells its last step,
        // not every zone it uncovers.
        UI_CHECK(c.click(c.find(QStringLiteral("nav-history"))));
        QTRY_COMPARE(c.screen(), QStringLiteral("history"));
        QQuickItem* scr = c.screenItem();
        client::Replay* replay = c.context().history()->replay();
        QMetaObject::invokeMethod(scr, "open", Q_ARG(int, 0));
        QTRY_VERIFY(replay->isOpen() && replay->game() == QLatin1String("happy-2014"));
        QQuickItem* caption = c.find(QStringLiteral("replayCaption"), scr);
        UI_CHECK(c.waitUntilIdle());
        QTest::qWait(600);
        for (int step = 2; step <= 5; ++step) {
            from = c.saidCount();
            UI_CHECK(c.click(c.find(QStringLiteral("replayNext"), scr)));
            QTRY_COMPARE(scr->property("step").toInt(), step);
            QTRY_VERIFY(c.saidCount() > from);
            QTest::qWait(600);
            QCOMPARE(c.said(from), textOf(caption));
        }
        from = c.saidCount();
        UI_CHECK(c.click(c.find(QStringLiteral("replayAll"), scr)));
        QTRY_COMPARE(scr->property("step").toInt(), replay->steps());
        QTRY_VERIFY(c.saidCount() > from);
        QTest::qWait(600);
        QCOMPARE(c.said(from), textOf(caption));
    }
}
