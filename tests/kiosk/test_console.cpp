// The operator console's main actions, as QTest widget tests over a real seeded session
// (issue 7, tests): reset the demo wallet, export the journal, load a scenario (refused by the
// engine outside study mode, accepted in it), study sessions and markers, the live event
// stream, the blocks' dealing position, the block files set aside, and the observed versus exact
// return table.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <numeric>
#include <utility>
#include <vector>

#include "autoplay.h"
#include "clientcontext.h"
#include "console/consolelauncher.h"
#include "console/operatorconsole.h"
#include "instants/scratch/dealer.h"
#include "instants/scratch/tables.h"
#include "instants/session/session.h"

using namespace instants;
using namespace instants::client;

namespace {

ClientOptions optionsIn(const QTemporaryDir& dir, bool study = false) {
    ClientOptions o;
    o.database = dir.filePath(QStringLiteral("journal.db"));
    o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    o.seed = 11;
    o.mute = true;
    if (study) {
        o.studyFolder = dir.filePath(QStringLiteral("study"));
    }
    return o;
}

/// The games a test played, counted as they were played: the stake the test paid and the win
/// the wallet received (its balance after the game, less its balance before, plus the stake).
struct Played {
    qint64 games = 0;
    Cents stakes = 0;
    Cents wins = 0;
};

/// Plays Happy Dés games to their end with the adapter's verbs (stop on a stage-1 win, or
/// continue into Cumul every other game), adding each to `played` when given.
void playHappyDes(ClientContext& c, int games, Played* played = nullptr) {
    HappyDesAdapter& h = *c.games().happyDes();
    for (int g = 0; g < games; ++g) {
        const Cents stake = g % 2 == 0 ? 100 : 200;
        const qint64 before = c.wallet()->balanceCents();
        QVERIFY(h.play(static_cast<int>(stake)));
        QVERIFY(harness::finishHappyDes(h, g % 2 == 0 ? QString() : QStringLiteral("cumul")));
        QVERIFY(h.finished());
        if (played != nullptr) {
            const Cents win = c.wallet()->balanceCents() - before + stake;
            QVERIFY(win >= 0);
            played->games += 1;
            played->stakes += stake;
            played->wins += win;
        }
    }
}

/// Plays scratch tickets (each at `price`, the regulation's) with « Tout découvrir », adding
/// each to `played` when given.
void playScratch(ScratchAdapter& s, int games, Played* played = nullptr,
                 const WalletAdapter* wallet = nullptr, Cents price = 0) {
    s.prepare();
    QTRY_VERIFY_WITH_TIMEOUT(s.ready(), 120000);
    for (int g = 0; g < games; ++g) {
        const qint64 before = wallet != nullptr ? wallet->balanceCents() : 0;
        QVERIFY(s.play());
        QVERIFY(s.revealAll());
        QVERIFY(s.finished());
        if (played != nullptr) {
            QVERIFY(wallet != nullptr && price > 0);
            const Cents win = wallet->balanceCents() - before + price;
            QVERIFY(win >= 0);
            played->games += 1;
            played->stakes += price;
            played->wins += win;
        }
    }
}

/// wins / stakes in hundredths of a percent, rounded half up, written as the console writes
/// a percentage ("66,67 %", a no-break space before the sign).
QString percentOf(Cents wins, Cents stakes) {
    const qint64 scaled = wins * 10000;
    qint64 bp = scaled / stakes;
    if (2 * (scaled % stakes) >= stakes) {
        ++bp;
    }
    return QStringLiteral("%1,%2\u00A0%").arg(bp / 100).arg(bp % 100, 2, 10, QLatin1Char('0'));
}

/// A prize tier of a regulation: its amount and how many tickets of a block pay it.
struct RegulationRow {
    Cents amount;
    qint64 count;
};

template <typename T>
T* child(OperatorConsole& console, const char* name) {
    T* w = console.findChild<T*>(QLatin1String(name));
    if (w == nullptr) {
        qWarning("no widget %s", name);
    }
    return w;
}

void click(OperatorConsole& console, const char* name) {
    auto* button = child<QPushButton>(console, name);
    QVERIFY(button != nullptr);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

QString cellText(QTableWidget* t, int row, int column) {
    QTableWidgetItem* item = t->item(row, column);
    return item != nullptr ? item->text() : QString();
}

/// A file chooser that answers `path` and remembers it was asked.
OperatorConsole::FileChooser answer(const QString& path, int* asked) {
    return [path, asked](QWidget*, const QString&, const QString&, bool) {
        ++*asked;
        return path;
    };
}

void writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

const char* const kScenario = R"({"name": "deux parties", "games": [
  {"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [3, 2, 5]},
   "then": "continue", "universe": "cumul", "cumul": {"score": 42}},
  {"game": "dede", "prize_cents": 1600, "parts": [800, 400, 400]}]})";

}  // namespace

class ConsoleTest : public QObject {
    Q_OBJECT

private slots:
    void resetsTheDemoWalletBetweenGamesOnly();
    void exportsTheJournalAsJsonLines();
    void scenarioRefusedOutsideStudyMode();
    void scenarioAcceptedInStudyModeAndBadOnesRefused();
    void studySessionsAndMarkers();
    void theProtocolTabRunsTasksShowsAnswersAndMakesTheReport();
    void liveEventStreamOutsideStudyMode();
    void showsTheBlocksDealingPositionAndPrizesLeft();
    void listsTheBlockFilesSetAsideWithTheirReason();
    void observedVersusExactReturn();
    void theLauncherOffersTheConsoleToTheKioskMenu();
};

void ConsoleTest::resetsTheDemoWalletBetweenGamesOnly() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    playHappyDes(c, 3);
    QVERIFY(c.wallet()->balanceCents() != 10000);
    // During a game: refused with the engine's words, nothing changes.
    QVERIFY(c.games().happyDes()->play(100));
    const qint64 during = c.wallet()->balanceCents();
    click(console, "resetWallet");
    QCOMPARE(c.wallet()->balanceCents(), during);
    QVERIFY2(console.lastMessage().contains(
                 QStringLiteral("the demo balance cannot be reset during a game")),
             qPrintable(console.lastMessage()));
    // Between games: back to the initial balance, recorded in the ledger.
    c.games().host()->run([](Session& s) { s.completeAutomatically(); });
    click(console, "resetWallet");
    QCOMPARE(c.wallet()->balanceCents(), 10000);
    QCOMPARE(c.games().host()->session()->journal().ledgerBalance(), 10000);
    QVERIFY(console.lastMessage().contains(QStringLiteral("100,00")));
    QVERIFY(child<QLabel>(console, "balance")->text().contains(QStringLiteral("100,00")));
}

void ConsoleTest::exportsTheJournalAsJsonLines() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    playHappyDes(c, 4);
    playScratch(*c.games().dede(), 2);
    c.games().host()->run([](Session& s) { s.clearVisibleHistory(); });  // a kiosk visitor left
    playHappyDes(c, 1);
    console.refresh();
    auto* table = child<QTableWidget>(console, "journalTable");
    QCOMPARE(table->rowCount(), 7);
    QCOMPARE(cellText(table, 0, 0), QStringLiteral("7"));
    QCOMPARE(cellText(table, 6, 5), QStringLiteral("masquée"));
    QCOMPARE(cellText(table, 0, 5), QStringLiteral("oui"));

    int asked = 0;
    const QString path = dir.filePath(QStringLiteral("journal.jsonl"));
    console.setFileChooser(answer(path, &asked));
    click(console, "exportJournal");
    QCOMPARE(asked, 1);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines.size(), 8);  // seven games and the final newline
    QVERIFY(lines.last().isEmpty());
    const auto games = c.games().host()->session()->journal().history(0, true);
    for (int i = 0; i < 7; ++i) {
        const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
        const GameRecord& g =
            games[games.size() - 1 - static_cast<std::size_t>(i)];  // oldest first
        QCOMPARE(line.value(QStringLiteral("id")).toInteger(), g.id);
        QCOMPARE(line.value(QStringLiteral("game")).toString(), QString::fromStdString(g.game));
        QCOMPARE(line.value(QStringLiteral("stake_cents")).toInteger(), g.stake);
        QCOMPARE(line.value(QStringLiteral("win_cents")).toInteger(), g.win);
        QCOMPARE(line.value(QStringLiteral("hidden")).toBool(), g.hidden);
        QCOMPARE(line.value(QStringLiteral("finished")).toBool(), true);
        const QJsonArray events = line.value(QStringLiteral("events")).toArray();
        QCOMPARE(static_cast<std::size_t>(events.size()), g.events.size());
        for (std::size_t e = 0; e < g.events.size(); ++e) {
            QCOMPARE(events[static_cast<qsizetype>(e)].toObject(),
                     QJsonDocument::fromJson(QByteArray::fromStdString(g.events[e])).object());
        }
    }
    QVERIFY(console.lastMessage().contains(path));
    // Without the previous visitors' games.
    child<QCheckBox>(console, "includeHidden")->setChecked(false);
    QCOMPARE(table->rowCount(), 1);
    click(console, "exportJournal");
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll().count('\n'), 1);
    // A cancelled dialog writes nothing; an unwritable path is reported.
    console.setFileChooser(answer(QString(), &asked));
    click(console, "exportJournal");
    QCOMPARE(asked, 3);
    QVERIFY(!console.exportJournal(dir.filePath(QStringLiteral("no/such/folder/j.jsonl"))));
    QVERIFY(console.lastMessage().contains(QStringLiteral("no/such/folder")));
}

void ConsoleTest::scenarioRefusedOutsideStudyMode() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    const QString file = dir.filePath(QStringLiteral("s.json"));
    writeFile(file, kScenario);
    int asked = 0;
    console.setFileChooser(answer(file, &asked));
    QVERIFY(child<QPushButton>(console, "startStudy")->isEnabled() == false);
    click(console, "loadScenario");
    QCOMPARE(asked, 1);
    // The engine's refusal, word for word.
    QVERIFY2(console.lastMessage().contains(
                 QStringLiteral("scenarios can only be loaded in usability-study mode")),
             qPrintable(console.lastMessage()));
    QCOMPARE(c.games().host()->session()->scenarioGamesLeft(), std::size_t{0});
    QCOMPARE(child<QLabel>(console, "scenarioState")->text(), QStringLiteral("refusé"));
    // Normal play goes on unscripted.
    QVERIFY(c.games().happyDes()->play(100));
    QVERIFY(c.games().host()->session()->scriptedDescription().empty());
}

void ConsoleTest::scenarioAcceptedInStudyModeAndBadOnesRefused() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, true));
    OperatorConsole console(&c);
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, R"({"games": [{"game": "dede", "prize_cents": 1500}]})");
    int asked = 0;
    console.setFileChooser(answer(bad, &asked));
    click(console, "loadScenario");
    QVERIFY2(console.lastMessage().contains(QStringLiteral("not a prize")),
             qPrintable(console.lastMessage()));
    QCOMPARE(c.study()->scenarioGamesLeft(), 0);

    const QString good = dir.filePath(QStringLiteral("good.json"));
    writeFile(good, kScenario);
    console.setFileChooser(answer(good, &asked));
    click(console, "loadScenario");
    QCOMPARE(c.study()->scenarioGamesLeft(), 2);
    QVERIFY(console.lastMessage().contains(QStringLiteral("deux parties")));
    QVERIFY(
        child<QLabel>(console, "scenarioState")->text().contains(QStringLiteral("2 partie(s)")));
    // The next Happy Dés game is the scripted one.
    QVERIFY(c.games().happyDes()->play(100));
    QCOMPARE(c.games().happyDes()->amountCents(), 400);
    QVERIFY(!c.games().host()->session()->scriptedDescription().empty());
    QTRY_VERIFY(
        child<QLabel>(console, "scenarioState")->text().contains(QStringLiteral("1 partie(s)")));
}

void ConsoleTest::studySessionsAndMarkers() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, true));
    OperatorConsole console(&c);
    StudyRecorder& study = *c.study();
    QVERIFY(!child<QPushButton>(console, "dropMarker")->isEnabled());
    QVERIFY(!child<QPushButton>(console, "stopStudy")->isEnabled());
    // An empty participant is refused.
    click(console, "startStudy");
    QVERIFY(!study.active());
    QTest::keyClicks(child<QLineEdit>(console, "participant"), QStringLiteral("P07"));
    click(console, "startStudy");
    QVERIFY(study.active());
    QCOMPARE(study.participant(), QStringLiteral("P07"));
    const QString log = study.logFile();
    child<QLineEdit>(console, "markerNote")->setText(QStringLiteral("hésite"));
    click(console, "dropMarker");
    QVERIFY(child<QLineEdit>(console, "markerNote")->text().isEmpty());
    click(console, "dropMarker");
    QCOMPARE(study.markers(), 2);
    playHappyDes(c, 1);
    // The live stream shows the study log as written.
    const QString stream = child<QPlainTextEdit>(console, "eventStream")->toPlainText();
    QVERIFY(stream.contains(QStringLiteral("\"kind\":\"marker\"")));
    QVERIFY(stream.contains(QStringLiteral("\"note\":\"hésite\"")));
    QVERIFY(stream.contains(QStringLiteral("\"kind\":\"engine\"")));
    click(console, "stopStudy");
    QVERIFY(!study.active());
    QVERIFY(QFile::exists(log.chopped(6) + QStringLiteral("-summary.json")));
    // The log holds the markers as the console dropped them, and the same lines as the stream.
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text.count(QStringLiteral("\"kind\":\"marker\"")), 2);
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QVERIFY2(child<QPlainTextEdit>(console, "eventStream")->toPlainText().contains(line),
                 qPrintable(line));
    }
    QVERIFY(!console.dropMarker(QString()));  // no session any more
}

void ConsoleTest::theProtocolTabRunsTasksShowsAnswersAndMakesTheReport() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir, true));
    OperatorConsole console(&c);
    console.showTab(1);
    StudyRunner& runner = *c.studyRunner();
    // A protocol with a mistake: refused, named in the status line and the tab.
    QFile bad(dir.filePath(QStringLiteral("faux.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"schema": 1, "name": "x", "consent": "c", "tasks": []})");
    bad.close();
    QVERIFY(!console.loadProtocolFile(bad.fileName()));
    QVERIFY2(console.lastMessage().contains(QStringLiteral("faux.json: tasks")),
             qPrintable(console.lastMessage()));
    QVERIFY(child<QLabel>(console, "protocolState")->text().contains(QStringLiteral("faux.json")));
    QFile good(dir.filePath(QStringLiteral("etude.json")));
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write(R"({"schema": 1, "name": "Étude console", "consent": "c", "sus": false,
      "tasks": [{"id": "historique", "instruction": "Ouvrez la page Historique.", "success": {"event": "screen_shown", "screen": "history"}},
                {"id": "reglages", "instruction": "Ouvrez les réglages.", "success": {"event": "screen_shown", "screen": "settings"}}],
      "conditions": [{"name": "a", "settings": {}}, {"name": "b", "settings": {"reduced_motion": true}}], "order": "fixed"})");
    good.close();
    QVERIFY(console.loadProtocolFile(good.fileName()));
    QVERIFY(
        child<QLabel>(console, "protocolState")->text().contains(QStringLiteral("Étude console")));
    // The facilitator chooses the condition, starts the first task from the consent, ends it,
    // skips the second before it starts.
    auto* condition = child<QComboBox>(console, "protocolCondition");
    QCOMPARE(condition->count(), 3);
    condition->setCurrentIndex(2);
    emit condition->activated(2);
    QCOMPARE(runner.conditionOverride(), QStringLiteral("b"));
    QVERIFY(console.startStudySession(QStringLiteral("P01")));
    QCOMPARE(runner.conditionName(), QStringLiteral("b"));  // not P01's own "a"
    QVERIFY(c.settings()->reducedMotion());
    QVERIFY(!child<QPushButton>(console, "endTask")->isEnabled());
    click(console, "startTask");
    QCOMPARE(runner.phase(), QStringLiteral("task"));
    QVERIFY(child<QLabel>(console, "taskState")->text().contains(QStringLiteral("historique")));
    click(console, "endTask");
    QCOMPARE(runner.phase(), QStringLiteral("questionnaire"));  // the SEQ
    runner.answer(6);
    QCOMPARE(child<QListWidget>(console, "answersList")->count(), 1);
    QVERIFY(child<QListWidget>(console, "answersList")
                ->item(0)
                ->text()
                .contains(QStringLiteral("historique · seq")));
    QCOMPARE(runner.phase(), QStringLiteral("ready"));
    click(console, "skipTask");
    QCOMPARE(runner.phase(), QStringLiteral("done"));
    console.dropMarker(QStringLiteral("fin"));
    QCOMPARE(child<QListWidget>(console, "markersList")->count(), 1);
    QVERIFY(child<QListWidget>(console, "markersList")
                ->item(0)
                ->text()
                .contains(QStringLiteral("fin")));
    console.stopStudySession();
    QVERIFY(!c.settings()->reducedMotion());  // the condition's setting put back
    // The log: the facilitator's outcomes.
    QFile log(
        QDir(c.study()->folder())
            .filePath(QDir(c.study()->folder()).entryList({QStringLiteral("*.jsonl")}).value(0)));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(log.readAll());
    QVERIFY(text.contains(QStringLiteral("\"outcome\":\"ended\"")));
    QVERIFY(text.contains(QStringLiteral("\"outcome\":\"skipped\"")));
    // The replay opens in a process of its own, on that log.
    QString program;
    QStringList arguments;
    console.setLauncher([&](const QString& p, const QStringList& a) {
        program = p;
        arguments = a;
        return true;
    });
    QVERIFY(console.openReplay(log.fileName()));
    QCOMPARE(arguments, (QStringList{QStringLiteral("--replay"), log.fileName()}));
    QVERIFY(!program.isEmpty());
    // The report of the study folder.
    const QString html = dir.filePath(QStringLiteral("rapport.html"));
    QVERIFY2(console.makeReport(html), qPrintable(console.lastMessage()));
    QVERIFY(QFile::exists(html));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rapport-tasks.csv"))));
    QVERIFY(console.lastMessage().contains(QStringLiteral("1 participant")));
}

void ConsoleTest::liveEventStreamOutsideStudyMode() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    QVERIFY(!child<QPushButton>(console, "dropMarker")->isEnabled());
    playHappyDes(c, 2);
    const QString stream = child<QPlainTextEdit>(console, "eventStream")->toPlainText();
    std::size_t events = 0;
    for (const GameRecord& g : c.games().host()->session()->history(0)) {
        events += g.events.size();
    }
    QCOMPARE(static_cast<std::size_t>(stream.count(QStringLiteral("\"kind\":\"engine\""))), events);
    // A refusal shows too.
    QVERIFY(!c.games().happyDes()->play(300));
    QVERIFY(child<QPlainTextEdit>(console, "eventStream")
                ->toPlainText()
                .contains(QStringLiteral("\"kind\":\"refusal\"")));
    // And the kiosk's notices.
    c.kiosk()->resetVisitor();
    QVERIFY(child<QPlainTextEdit>(console, "eventStream")
                ->toPlainText()
                .contains(QStringLiteral("visitor session reset")));
}

void ConsoleTest::showsTheBlocksDealingPositionAndPrizesLeft() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    // Not before the operator looks: the session stays free for the player.
    QVERIFY(!c.games().host()->isBusy());
    QVERIFY(
        child<QLabel>(console, "blockState-dede")->text().contains(QStringLiteral("pas encore")));
    // Shown, the blocks are prepared off the GUI thread, one after the other.
    console.showTab(3);
    QTRY_VERIFY_WITH_TIMEOUT(c.games().host()->isPrepared(GameKind::Dede) &&
                                 c.games().host()->isPrepared(GameKind::Happy2014),
                             120000);
    QTRY_VERIFY(!c.games().host()->isBusy());
    playScratch(*c.games().dede(), 3);
    console.refresh();
    auto* state = child<QLabel>(console, "blockState-dede");
    QVERIFY2(state->text().contains(QStringLiteral(": 3 ticket(s) distribué(s) sur 1 500 000")),
             qPrintable(state->text()));
    auto* table = child<QTableWidget>(console, "blockPrizes-dede");
    const auto remaining = c.games().host()->session()->remainingPrizes(GameKind::Dede);
    QCOMPARE(table->rowCount(), static_cast<int>(remaining.size()));
    std::uint64_t dealtWinners = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const auto& r = remaining[static_cast<std::size_t>(row)];
        QCOMPARE(cellText(table, row, 0), QString::fromStdString(formatEuros(r.amount)));
        QCOMPARE(cellText(table, row, 1), QString::fromStdString(formatCount(r.remaining)));
        QCOMPARE(cellText(table, row, 2), QString::fromStdString(formatCount(r.total)));
        dealtWinners += r.total - r.remaining;
    }
    std::uint64_t won = 0;
    for (const GameRecord& g : c.games().host()->session()->history(0)) {
        won += g.win > 0 ? 1 : 0;
    }
    QCOMPARE(dealtWinners, won);
    QVERIFY(child<QLabel>(console, "blockState-happy-2014")
                ->text()
                .contains(QStringLiteral(": 0 ticket(s) distribué(s) sur 2 000 000")));
}

void ConsoleTest::listsTheBlockFilesSetAsideWithTheirReason() {
    // The client's block folder, before the session starts: random bytes under the name of
    // DÉDÉ's block 0 of seed 11, and a genuine block of another seed under its first alternate.
    QTemporaryDir dir;
    const ClientOptions options = optionsIn(dir);
    const QString folder = options.database + QStringLiteral(".blocks");
    QVERIFY(QDir().mkpath(folder));
    const QString name =
        QString::fromStdString(scratch::Dealer::fileName({scratch::GameId::Dede, 11, 0}));
    QString alternate = name;
    alternate.insert(alternate.size() - 4, QStringLiteral(".alt1"));
    const QString damaged = QDir(folder).filePath(name);
    const QString foreign = QDir(folder).filePath(alternate);
    QByteArray noise(64 * 1024, '\0');
    QRandomGenerator(16).fillRange(reinterpret_cast<quint32*>(noise.data()), noise.size() / 4);
    writeFile(damaged, noise);
    const std::vector<std::uint8_t> other = scratch::generateBlock({scratch::GameId::Dede, 12, 0});
    const QByteArray otherBytes(reinterpret_cast<const char*>(other.data()),
                                static_cast<qsizetype>(other.size()));
    writeFile(foreign, otherBytes);

    ClientContext c(options);
    OperatorConsole console(&c);
    auto* table = child<QTableWidget>(console, "setAsideBlocks");
    auto* state = child<QLabel>(console, "setAsideState");
    auto* tabs = child<QTabWidget>(console, "consoleTabs");
    QVERIFY(table != nullptr && state != nullptr && tabs != nullptr);
    // Nothing set aside yet: the empty state says so.
    QCOMPARE(table->rowCount(), 0);
    QVERIFY2(state->text().contains(QStringLiteral("Aucun fichier de bloc écarté")),
             qPrintable(state->text()));
    QCOMPARE(tabs->tabText(3), QStringLiteral("Blocs"));

    // A DÉDÉ game: the dealer sets both files aside (on the worker thread) and deals from a
    // block it generates under the next name; the console lists them as they come.
    const QDateTime before = QDateTime::currentDateTime().addSecs(-1);
    playScratch(*c.games().dede(), 1);
    QTRY_COMPARE(table->rowCount(), 2);
    QVERIFY2(state->text().contains(QStringLiteral("2 fichier(s) de bloc écarté(s)")),
             qPrintable(state->text()));
    QCOMPARE(tabs->tabText(3), QStringLiteral("Blocs (2 écarté(s))"));
    // Newest first: the other seed's block, then the random bytes.
    struct Row {
        QString file;
        QString reason;
        const char* engine;
    };
    const Row rows[] = {
        {foreign, QStringLiteral("Bloc d'une autre graine"),
         "the seed commitment is not that of block #0 of base seed 11"},
        {damaged, QStringLiteral("Abîmé ou illisible : ce n'est pas un fichier de bloc valide"),
         "set aside, kept"},
    };
    for (int row = 0; row < 2; ++row) {
        const Row& r = rows[row];
        const QDateTime when =
            QDateTime::fromString(cellText(table, row, 0), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QVERIFY2(when.isValid() && when >= before && when <= QDateTime::currentDateTime(),
                 qPrintable(cellText(table, row, 0)));
        QCOMPARE(cellText(table, row, 1), QStringLiteral("DÉDÉ"));
        QCOMPARE(cellText(table, row, 2), r.reason);
        QCOMPARE(cellText(table, row, 3), QFileInfo(r.file).fileName());
        QCOMPARE(table->item(row, 3)->toolTip(),
                 QDir::toNativeSeparators(QFileInfo(r.file).absoluteFilePath()));
        QVERIFY2(cellText(table, row, 4).contains(QLatin1String(r.engine)),
                 qPrintable(cellText(table, row, 4)));
    }
    // Where they are kept.
    QVERIFY2(state->text().contains(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath())),
             qPrintable(state->text()));
    // Kept where they were, as they were; the block dealt from is the next name's.
    QFile kept(damaged);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), noise);
    QFile keptForeign(foreign);
    QVERIFY(keptForeign.open(QIODevice::ReadOnly));
    QVERIFY(keptForeign.readAll() == otherBytes);
    QVERIFY(c.games().host()->session()->history(0).front().finished);
    // The live stream has them too.
    const QString stream = child<QPlainTextEdit>(console, "eventStream")->toPlainText();
    QCOMPARE(stream.count(QStringLiteral("\"kind\":\"block_set_aside\"")), 2);
    QVERIFY(stream.contains(QStringLiteral("\"reason\":\"other_seed\"")));

    // To look at it: INSTANTS_CONSOLE_GRAB=file.png writes the « Blocs » tab as drawn.
    const QString grab = qEnvironmentVariable("INSTANTS_CONSOLE_GRAB");
    if (!grab.isEmpty()) {
        console.resize(1000, 680);
        console.showTab(3);
        console.show();
        QTRY_VERIFY_WITH_TIMEOUT(
            !c.games().host()->isBusy() && c.games().host()->isPrepared(GameKind::Happy2014),
            120000);
        console.refresh();
        QTest::qWait(200);
        QVERIFY(console.grab().save(grab));
        // And with nothing set aside, beside it (…-empty.png).
        QTemporaryDir clean;
        ClientContext fresh(optionsIn(clean));
        OperatorConsole empty(&fresh);
        empty.resize(1000, 680);
        empty.showTab(3);
        empty.show();
        QTRY_VERIFY_WITH_TIMEOUT(fresh.games().host()->isPrepared(GameKind::Dede) &&
                                     fresh.games().host()->isPrepared(GameKind::Happy2014),
                                 120000);
        QTRY_VERIFY(!fresh.games().host()->isBusy());
        empty.refresh();
        QTest::qWait(200);
        QVERIFY(empty.grab().save(
            QString(grab).replace(QStringLiteral(".png"), QStringLiteral("-empty.png"))));
    }
}

void ConsoleTest::observedVersusExactReturn() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    OperatorConsole console(&c);
    // Observed: what the games paid and won, counted here while they are played (not read back
    // from the journal's game records the console sums).
    Played played[3];
    playHappyDes(c, 11, &played[0]);
    playScratch(*c.games().dede(), 7, &played[1], c.wallet(), 200);  // DÉDÉ: 2 € (article 1)
    playScratch(*c.games().happy2014(), 5, &played[2], c.wallet(),
                300);  // Happy 2014: 3 € (article 2)
    c.games().host()->run([](Session& s) { s.clearVisibleHistory(); });  // hidden games count too
    QVERIFY(c.games().happyDes()->play(100));                            // unfinished: not counted
    console.refresh();
    auto* table = child<QTableWidget>(console, "returnsTable");
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(played[0].games, qint64(11));
    QCOMPARE(played[0].stakes, Cents(1600));
    QCOMPARE(played[1].stakes, Cents(1400));
    QCOMPARE(played[2].stakes, Cents(1500));
    for (int row = 0; row < 3; ++row) {
        const Played& p = played[row];
        QVERIFY(p.games > 0);
        QCOMPARE(cellText(table, row, 1), QString::number(p.games));
        QCOMPARE(cellText(table, row, 2), QString::fromStdString(formatEuros(p.stakes)));
        QCOMPARE(cellText(table, row, 3), QString::fromStdString(formatEuros(p.wins)));
        QCOMPARE(cellText(table, row, 4), percentOf(p.wins, p.stakes));
    }
    qInfo("observed: Happy Dés %lld/%lld, DÉDÉ %lld/%lld, Happy 2014 %lld/%lld (cents won/staked)",
          static_cast<long long>(played[0].wins), static_cast<long long>(played[0].stakes),
          static_cast<long long>(played[1].wins), static_cast<long long>(played[1].stakes),
          static_cast<long long>(played[2].wins), static_cast<long long>(played[2].stakes));
    // Exact: Happy Dés 70 % whatever the strategy (the regulation's weights, docs/odds.md); the
    // scratch games a block's prizes over its sales, from the regulations' tables typed again
    // here (as tests/engine/test_scratch_tables.cpp does).
    QCOMPARE(cellText(table, 0, 5), QStringLiteral("70,00\u00A0%"));
    QCOMPARE(table->item(0, 5)->toolTip(), QStringLiteral("7/10"));
    const std::vector<RegulationRow> dede = {{1'000'000, 3}, {100'000, 30},  {8'000, 450},
                                             {4'000, 5'860}, {1'600, 4'650}, {800, 48'000},
                                             {400, 122'300}, {200, 261'000}};
    const std::vector<RegulationRow> happy2014 = {{3'000'000, 2},  {100'000, 8},    {10'000, 1'710},
                                                  {4'000, 12'750}, {2'000, 27'350}, {900, 100'000},
                                                  {600, 294'000}};
    struct Regulation {
        const std::vector<RegulationRow>* tiers;
        qint64 tickets;  // a block
        Cents price;
    };
    const Regulation regulations[] = {{&dede, 1'500'000, 200}, {&happy2014, 2'000'000, 300}};
    for (int row = 1; row < 3; ++row) {
        const Regulation& r = regulations[row - 1];
        Cents prizes = 0;
        for (const RegulationRow& t : *r.tiers) {
            prizes += t.amount * t.count;
        }
        const Cents sales = r.tickets * r.price;
        const Cents divisor = std::gcd(prizes, sales);
        QCOMPARE(cellText(table, row, 5), percentOf(prizes, sales));
        QCOMPARE(table->item(row, 5)->toolTip(),
                 QStringLiteral("%1/%2").arg(prizes / divisor).arg(sales / divisor));
    }
    QCOMPARE(cellText(table, 1, 5), QStringLiteral("60,00\u00A0%"));
    QCOMPARE(cellText(table, 2, 5), QStringLiteral("66,00\u00A0%"));
    QCOMPARE(formatPercent(6000), QStringLiteral("60,00\u00A0%"));
    QCOMPARE(formatPercent(13750), QStringLiteral("137,50\u00A0%"));
    QCOMPARE(formatPercent(5), QStringLiteral("0,05\u00A0%"));
    // The console's own figure on chosen sums, whatever the games above happened to win: a
    // half hundredth rounds up, a third is cut at two decimals, no stake has no figure.
    for (const auto& [wins, stakes] : {std::pair<Cents, Cents>{2150, 1600},
                                       {2, 3},
                                       {1, 3},
                                       {1, 8},
                                       {0, 300},
                                       {1'000'000, 200}}) {
        GameReturn r;
        r.stakes = stakes;
        r.wins = wins;
        QCOMPARE(formatPercent(r.observedBp()), percentOf(wins, stakes));
    }
    QCOMPARE(GameReturn{}.observedBp(), qint64(-1));
    QCOMPARE(percentOf(2150, 1600), QStringLiteral("134,38\u00A0%"));
    QCOMPARE(percentOf(2, 3), QStringLiteral("66,67\u00A0%"));
    QCOMPARE(percentOf(1, 8), QStringLiteral("12,50\u00A0%"));
    QCOMPARE(percentOf(1, 80000), QStringLiteral("0,00\u00A0%"));
    QCOMPARE(percentOf(1, 20000), QStringLiteral("0,01\u00A0%"));
}

void ConsoleTest::theLauncherOffersTheConsoleToTheKioskMenu() {
    QTemporaryDir dir;
    ClientContext c(optionsIn(dir));
    QVERIFY(!c.kiosk()->consoleAvailable());
    ConsoleLauncher launcher(&c);
    QVERIFY(c.kiosk()->consoleAvailable());  // a QApplication
    QVERIFY(launcher.console() == nullptr);
    QVERIFY(c.kiosk()->openConsole());
    QVERIFY(launcher.console() != nullptr);
    QVERIFY(launcher.console()->isVisible());
    launcher.console()->close();
    QVERIFY(c.kiosk()->openConsole());  // the same window again
    QVERIFY(launcher.console()->isVisible());
    ClientOptions o;
    QVERIFY(!ConsoleLauncher::needsWidgets(o));
    o.console = true;
    QVERIFY(ConsoleLauncher::needsWidgets(o));
    o = {};
    o.kiosk = true;
    QVERIFY(ConsoleLauncher::needsWidgets(o));
}

QTEST_MAIN(ConsoleTest)
#include "test_console.moc"
