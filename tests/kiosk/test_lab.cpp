// The usability lab (docs/usability-lab.md), acceptance 2: a scripted study. Six synthetic
// participants go through a protocol on the real client by real clicks, keys and touches, with
// known behaviour: fixed answers, deliberate dead and rage clicks, known waits, one task given
// up. The report computed from their logs must give back exactly what they did: success
// counts, task times (within the clock's resolution), SUS scores, SEQ answers, dead and rage
// clicks. Also: the condition's settings are really applied for the session and put back
// after; the task order is counterbalanced; a protocol refused at start is reported. Then
// (acceptance 3) each participant's session is replayed at 8x through a client of its own and
// must give the same screens, engine events and protocol lines, leaving every file unchanged.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

#include "kioskclient.h"
#include "sessionreplay.h"
#include "studyreport.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

#define LAB_CHECK(call)                 \
    do {                                \
        call;                           \
        if (QTest::currentTestFailed()) \
            return;                     \
    } while (false)

namespace {

// Three tasks: find DÉDÉ's rules; a Happy Dés game stopped after stage 1 (scripted: 4,00 € on
// the first throw); a DÉDÉ ticket finished with « Auto » (scripted: 2,00 €, limit 2 minutes).
const char* const kProtocol = R"({
  "schema": 1,
  "name": "Étude scriptée",
  "consent": {"fr": "Vous allez tester un jeu de démonstration. Vos actions sont enregistrées.",
              "en": "You are going to test a demo game. Your actions are recorded."},
  "instructions": {"fr": "Trois tâches, puis quelques questions.", "en": "Three tasks, then a few questions."},
  "tasks": [
    {"id": "regles-dede", "instruction": {"fr": "Trouvez les règles de DÉDÉ.", "en": "Find the rules of DÉDÉ."},
     "success": {"event": "rules_shown", "game": "dede"}},
    {"id": "happy-des-stop", "instruction": {"fr": "Jouez une partie de Happy Dés et arrêtez après l'étape 1."},
     "scenario": {"name": "arrêt", "games": [{"game": "happy-des", "stage1": {"amount_cents": 400, "throws": [5]}}]},
     "success": {"event": "game_finished", "game": "happy-des", "stopped": true}},
    {"id": "dede-auto", "instruction": {"fr": "Terminez un ticket DÉDÉ avec « Auto »."},
     "scenario": {"games": [{"game": "dede", "prize_cents": 200}]},
     "success": {"event": "game_finished", "game": "dede", "auto": true}, "time_limit_s": 120}
  ],
  "items": [
    {"id": "confiance", "type": "likert", "scale": 5, "when": "end",
     "text": {"fr": "J'ai confiance dans les résultats affichés."}},
    {"id": "remarque", "type": "text", "when": "end", "text": {"fr": "Une remarque ?"}}
  ],
  "conditions": [
    {"name": "faits-visibles", "settings": {"show_facts": true}},
    {"name": "faits-caches", "settings": {"show_facts": false}}
  ]
})";

enum class Input { Mouse, Keyboard, Touch };

/// What each participant does: how they answer, how long they wait before acting in each task,
/// their SUS answers and its score (worked by hand: 2.5 × (Σ odd (v − 1) + Σ even (5 − v))).
struct Behaviour {
    QString name;
    Input input;
    int waitMs;      ///< before acting, in every task
    QList<int> sus;  ///< items 1 to 10
    double susScore;
    int confiance;         ///< the custom Likert item (1 to 5)
    QString remark;        ///< the free-text item
    bool givesUpHappyDes;  ///< « J'abandonne » in happy-des-stop
    int deadClicks;        ///< deliberate presses on nothing, 1,5 s apart (no rage)
    int rageClicks;        ///< presses on nothing within 200 ms and 12 px (one burst)
    bool slowTriple;       ///< three presses on nothing spread over 1 200 ms: no burst
};

const QList<Behaviour>& behaviours() {
    static const QList<Behaviour> b{
        {QStringLiteral("P01"),
         Input::Mouse,
         150,
         {3, 3, 3, 3, 3, 3, 3, 3, 3, 3},
         50.0,
         4,
         QStringLiteral("RAS"),
         false,
         0,
         0,
         false},
        {QStringLiteral("P02"),
         Input::Keyboard,
         300,
         {5, 1, 5, 1, 5, 1, 5, 1, 5, 1},
         100.0,
         5,
         {},
         false,
         2,
         0,
         false},
        {QStringLiteral("P03"),
         Input::Mouse,
         450,
         {1, 5, 1, 5, 1, 5, 1, 5, 1, 5},
         0.0,
         1,
         {},
         true,
         0,
         0,
         false},
        {QStringLiteral("P04"),
         Input::Keyboard,
         200,
         {4, 2, 4, 2, 4, 2, 4, 2, 4, 2},
         75.0,
         3,
         {},
         false,
         0,
         4,
         false},
        {QStringLiteral("P05"),
         Input::Mouse,
         250,
         {5, 2, 4, 1, 5, 2, 4, 1, 5, 2},
         87.5,
         4,
         QStringLiteral("ok"),
         false,
         0,
         0,
         true},
        {QStringLiteral("P06"),
         Input::Touch,
         350,
         {3, 3, 4, 2, 3, 3, 4, 2, 3, 3},
         60.0,
         2,
         {},
         false,
         0,
         0,
         false},
    };
    return b;
}

/// The SEQ each participant gives after a task: fixed by participant and task.
int seqOf(int participant, int taskIndex) {
    return 1 + (participant * 2 + taskIndex) % 7;
}

const QStringList kTaskIds{QStringLiteral("regles-dede"), QStringLiteral("happy-des-stop"),
                           QStringLiteral("dede-auto")};

class Lab {
public:
    Lab(KioskClient& c, StudyRunner& runner) : m_c(c), m_runner(runner) {
        // The time on task as the log gives it, read here: task_end's duration_ms (the runner's
        // clock, started once the task_start line is written, read before the task_end line
        // is), which lies within the lines' own interval (their t_ms, the recorder's clock) to
        // the millisecond. The test's stopwatch between the two lines runs beside it; like the
        // interval it only bounds the time (from below: the known waits), since how long a
        // busy machine takes to write a line varies.
        QObject::connect(c.context().study(), &StudyRecorder::logged, [this](const QString& line) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            const QString kind = o.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("task_start")) {
                m_clock.start();
                m_startT = o.value(QStringLiteral("t_ms")).toInteger(-1);
            } else if (kind == QLatin1String("task_end")) {
                m_phaseAt = m_clock.elapsed();
                m_intervalMs =
                    m_startT >= 0 ? o.value(QStringLiteral("t_ms")).toInteger(-1) - m_startT : -1;
                m_logMs = o.value(QStringLiteral("duration_ms")).toInteger(-1);
            }
        });
    }

    /// A participant reads before going on: « Continuer », « Commencer » and « Suivant » (all in
    /// the same place) are never pressed three times within a second, which would be a rage
    /// click by the report's thresholds (docs/usability-lab.md, section 3).
    static constexpr int kReadMs = 520;

    void press(const QString& name, Input input) {
        if (name == QLatin1String("studyProceed")) {
            QTest::qWait(kReadMs);
        }
        QQuickItem* item = m_c.waitFor(name);
        QVERIFY2(item != nullptr,
                 qPrintable(QStringLiteral("no visible %1 on %2").arg(name, m_c.screen())));
        QTRY_VERIFY(!item->property("animating").toBool());
        if (input == Input::Touch) {
            m_c.settle();  // laid out: the finger lands where the control is drawn
            m_c.touch(item->mapToScene(QPointF(item->width() / 2, item->height() / 2)), 60);
        } else {
            QVERIFY2(m_c.click(item), qPrintable(name));
        }
    }
    /// A press on a point of the screen with nothing actionable: inside the screen's area,
    /// beside the lobby's tiles (bottom-left corner of the screen loader).
    QPointF nothingPoint(int dx) const {
        QQuickItem* loader = m_c.findAny(QStringLiteral("screenLoader"));
        return loader->mapToScene(QPointF(8 + dx, loader->height() - 8));
    }
    void clickAt(QPointF p) {
        QTest::mouseClick(m_c.window(), Qt::LeftButton, Qt::NoModifier, p.toPoint());
    }
    /// Starts the ready task with « Commencer » and starts the stopwatch.
    void start(Input input) {
        QTRY_COMPARE(m_runner.phase(), QStringLiteral("ready"));
        QTest::qWait(kReadMs);
        QQuickItem* button = m_c.waitFor(QStringLiteral("studyProceed"));
        QTRY_VERIFY(!button->property("animating").toBool());
        if (input == Input::Keyboard) {
            QTRY_VERIFY(button->hasActiveFocus());
            m_c.key(Qt::Key_Return);
        } else {
            m_c.settle();
            if (input == Input::Touch) {
                m_c.touch(button->mapToScene(QPointF(button->width() / 2, button->height() / 2)));
            } else {
                QVERIFY(m_c.click(button));
            }
        }
        QTRY_COMPARE(m_runner.phase(), QStringLiteral("task"));
    }
    /// Waits until the task has ended; its time by the log's lines (`ms`) and by the stopwatch
    /// (`wallMs`).
    void waitEnd(qint64& ms, qint64& wallMs) {
        ms = -1;
        QTRY_VERIFY_WITH_TIMEOUT(m_runner.phase() != QLatin1String("task"), 60000);
        QVERIFY2(m_intervalMs >= 0 && m_logMs >= 0,
                 "no task_start and task_end lines with their t_ms and duration_ms");
        QVERIFY2(
            m_logMs <= m_intervalMs + 1,
            qPrintable(QStringLiteral("duration_ms %1 is longer than the lines' interval, %2 ms")
                           .arg(m_logMs)
                           .arg(m_intervalMs)));
        ms = m_logMs;
        wallMs = m_phaseAt;
    }
    /// Answers the current Likert item with `point`.
    void likert(int point, Input input) {
        QTRY_COMPARE(m_runner.phase(), QStringLiteral("questionnaire"));
        const qsizetype answered = m_runner.answers().size();
        if (input == Input::Keyboard) {
            // As a keyboard user: once the question has the focus (and is said), a digit.
            QQuickItem* overlay = m_c.findAny(QStringLiteral("studyOverlay"));
            QTRY_VERIFY(m_c.window()->activeFocusItem() != nullptr &&
                        overlay->isAncestorOf(m_c.window()->activeFocusItem()));
            m_c.key(Qt::Key_0 + point);
            QTRY_COMPARE(m_c.window()->activeFocusItem(),
                         m_c.findAny(QStringLiteral("studyProceed")));
            m_c.key(Qt::Key_Return);
        } else {
            LAB_CHECK(press(QStringLiteral("studyPoint%1").arg(point), input));
            LAB_CHECK(press(QStringLiteral("studyProceed"), input));
        }
        // Recorded: the next item, or the end of this questionnaire, comes.
        QTRY_COMPARE(m_runner.answers().size(), answered + 1);
    }
    void text(const QString& words, Input input) {
        QTRY_COMPARE(m_runner.question().value(QStringLiteral("type")).toString(),
                     QStringLiteral("text"));
        QQuickItem* area = m_c.waitFor(QStringLiteral("studyAnswerText"));
        QTRY_VERIFY(area->hasActiveFocus());
        for (const QChar ch : words) {
            QTest::keyClick(m_c.window(), ch.toLatin1());
        }
        if (input == Input::Keyboard) {
            m_c.key(Qt::Key_Tab);
            m_c.key(Qt::Key_Return);
        } else {
            LAB_CHECK(press(QStringLiteral("studyProceed"), input));
        }
    }

private:
    KioskClient& m_c;
    StudyRunner& m_runner;
    QElapsedTimer m_clock;
    qint64 m_phaseAt = -1;
    qint64 m_startT = -1;
    qint64 m_logMs = -1;
    qint64 m_intervalMs = -1;
};

}  // namespace

class LabTest : public QObject {
    Q_OBJECT

private slots:
    void aScriptedStudyIsReportedExactly();
    void eachScriptedSessionReplaysFaithfully();
    void aRefusedProtocolIsReportedAtStart();

private:
    /// The scripted study's folder, kept for its replay.
    std::unique_ptr<QTemporaryDir> m_dir;
};

void LabTest::aScriptedStudyIsReportedExactly() {
    m_dir = std::make_unique<QTemporaryDir>();
    QTemporaryDir& dir = *m_dir;
    // INSTANTS_LAB_KEEP=1 keeps the study folder (logs, pictures) to look at.
    dir.setAutoRemove(!qEnvironmentVariableIsSet("INSTANTS_LAB_KEEP"));
    if (!dir.autoRemove()) {
        qInfo("study folder kept: %s", qPrintable(dir.path()));
    }
    QFile pf(dir.filePath(QStringLiteral("etude.json")));
    QVERIFY(pf.open(QIODevice::WriteOnly));
    pf.write(kProtocol);
    pf.close();
    Setup s;
    s.folder = dir.path();
    s.study = true;
    KioskClient c(s);
    QVERIFY(c.ok());
    StudyRecorder& study = *c.context().study();
    StudyRunner& runner = *c.context().studyRunner();
    QVERIFY2(runner.loadProtocol(pf.fileName()), qPrintable(runner.lastError()));
    SettingsAdapter& settings = *c.context().settings();
    QVERIFY(settings.showFacts());
    Lab lab(c, runner);
    // DÉDÉ's block ready before the first participant (its preparation is not what is tested).
    c.context().games().dedePresenter()->prepare();
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->ready(), 60000);
    c.context().games().happy2014Presenter()->prepare();
    QTRY_VERIFY_WITH_TIMEOUT(c.context().games().happy2014()->ready(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!c.context().games().host()->isBusy(), 60000);

    // Known per participant: times by the stopwatch, outcomes, answers.
    QHash<QString, QHash<QString, qint64>> stopwatch;  // participant → task → ms
    QHash<QString, QString> conditionOf;
    std::set<QStringList> orders;
    int p = 0;
    for (const Behaviour& b : behaviours()) {
        ++p;
        QVERIFY(study.startSession(b.name));
        QCOMPARE(runner.phase(), QStringLiteral("consent"));
        QCOMPARE(runner.participantNumber(), p);
        conditionOf[b.name] = runner.conditionName();
        // The condition is the participant's own: 1, 3, 5 see the facts, 2, 4, 6 do not.
        QCOMPARE(runner.conditionName(),
                 p % 2 == 1 ? QStringLiteral("faits-visibles") : QStringLiteral("faits-caches"));
        QCOMPARE(settings.showFacts(), p % 2 == 1);
        QVERIFY(c.findAny(QStringLiteral("studyOverlay"))->isVisible());
        LAB_CHECK(lab.press(QStringLiteral("studyAccept"),
                            b.input == Input::Keyboard ? Input::Mouse : b.input));
        QTRY_COMPARE(runner.phase(), QStringLiteral("instructions"));
        LAB_CHECK(lab.press(QStringLiteral("studyProceed"),
                            b.input == Input::Keyboard ? Input::Mouse : b.input));
        QStringList order;
        for (int t = 0; t < 3; ++t) {
            QTRY_COMPARE(runner.phase(), QStringLiteral("ready"));
            const QString task = runner.taskId();
            order << task;
            LAB_CHECK(lab.start(b.input));
            // The deliberate clicks on nothing, in the first task (on the screen shown then).
            if (t == 0) {
                for (int i = 0; i < b.deadClicks; ++i) {
                    lab.clickAt(lab.nothingPoint(0));
                    QTest::qWait(1500);
                }
                for (int i = 0; i < b.rageClicks; ++i) {
                    lab.clickAt(lab.nothingPoint(i * 4));
                    QTest::qWait(40);
                }
                if (b.slowTriple) {
                    for (int i = 0; i < 3; ++i) {
                        lab.clickAt(lab.nothingPoint(0));
                        if (i < 2) {
                            QTest::qWait(600);
                        }
                    }
                }
            }
            QTest::qWait(b.waitMs);
            if (task == QLatin1String("regles-dede")) {
                LAB_CHECK(lab.press(QStringLiteral("nav-rules"),
                                    b.input == Input::Keyboard ? Input::Mouse : b.input));
                QTRY_COMPARE(c.screen(), QStringLiteral("rules"));
                LAB_CHECK(lab.press(QStringLiteral("rules-dede"),
                                    b.input == Input::Keyboard ? Input::Mouse : b.input));
            } else if (task == QLatin1String("happy-des-stop")) {
                if (b.givesUpHappyDes) {
                    LAB_CHECK(lab.press(QStringLiteral("studyGiveUp"), Input::Mouse));
                } else {
                    const Input in = b.input == Input::Keyboard ? Input::Mouse : b.input;
                    LAB_CHECK(lab.press(QStringLiteral("nav-lobby"), in));
                    QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
                    LAB_CHECK(lab.press(QStringLiteral("tile-happy-des"), in));
                    QTRY_COMPARE(c.screen(), QStringLiteral("happy-des"));
                    // A block prepared in the background (the rules screen asks for one) refuses
                    // a stake for a moment ("busy"); the participants wait for it.
                    QTRY_VERIFY_WITH_TIMEOUT(!c.context().games().host()->isBusy(), 60000);
                    LAB_CHECK(lab.press(QStringLiteral("stake-100"), in));
                    LAB_CHECK(lab.press(QStringLiteral("playButton"), in));
                    QTRY_COMPARE(c.context().games().happyDes()->phase(),
                                 QStringLiteral("stage1_roll"));
                    LAB_CHECK(lab.press(QStringLiteral("stage1Die"), in));
                    QTRY_COMPARE(c.context().games().happyDes()->phase(),
                                 QStringLiteral("stage1_won"));
                    // The condition, on screen: the facts at « J'arrête / Je continue » (the
                    // choice's panel is made once the die's reveal shows the win).
                    QQuickItem* facts = nullptr;
                    QTRY_VERIFY((facts = c.findAny(QStringLiteral("stage1Facts"))) != nullptr);
                    QTRY_COMPARE(facts->isVisible(), p % 2 == 1);
                    LAB_CHECK(lab.press(QStringLiteral("stopButton"), in));
                }
            } else {
                const Input in = b.input == Input::Keyboard ? Input::Mouse : b.input;
                LAB_CHECK(lab.press(QStringLiteral("nav-lobby"), in));
                QTRY_COMPARE(c.screen(), QStringLiteral("lobby"));
                LAB_CHECK(lab.press(QStringLiteral("tile-dede"), in));
                QTRY_COMPARE(c.screen(), QStringLiteral("dede"));
                QTRY_VERIFY_WITH_TIMEOUT(c.context().games().dede()->ready(), 60000);
                LAB_CHECK(lab.press(QStringLiteral("autoButton"), in));
            }
            qint64 ms = -1;
            qint64 wallMs = -1;
            LAB_CHECK(lab.waitEnd(ms, wallMs));
            QVERIFY(ms >= b.waitMs);
            QVERIFY(wallMs >= b.waitMs);
            stopwatch[b.name][task] = ms;
            // The SEQ after each task (none is skipped here).
            LAB_CHECK(lab.likert(seqOf(p, static_cast<int>(kTaskIds.indexOf(task))), b.input));
        }
        orders.insert(order);
        // The end: the ten SUS items, the custom Likert item and the remark.
        QCOMPARE(runner.question().value(QStringLiteral("questionnaire")).toString(),
                 QStringLiteral("sus"));
        for (int item = 0; item < 10; ++item) {
            LAB_CHECK(lab.likert(b.sus.at(item), b.input));
        }
        LAB_CHECK(lab.likert(b.confiance, b.input));
        LAB_CHECK(lab.text(b.remark, b.input));
        QTRY_COMPARE(runner.phase(), QStringLiteral("done"));
        study.endSession();
        QCOMPARE(runner.phase(), QString());
        // The condition's settings are put back after the session.
        QVERIFY(settings.showFacts());
        LAB_CHECK(lab.press(QStringLiteral("nav-lobby"), Input::Mouse));
    }
    // Counterbalanced: six participants, six different orders of the three tasks.
    QCOMPARE(orders.size(), std::size_t{6});

    // THEN the report's figures are exactly what the participants did.
    QList<study::SessionLog> logs;
    for (const QString& name :
         QDir(study.folder()).entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name)) {
        QString error;
        auto log = study::readSessionLog(QDir(study.folder()).filePath(name), error);
        QVERIFY2(log.has_value(), qPrintable(error));
        logs << *log;
    }
    QCOMPARE(logs.size(), 6);
    const study::StudyFigures f = study::computeStudyFigures(logs);
    QCOMPARE(f.participants, 6);
    // Success counts: every attempt succeeds but P03's given-up Happy Dés game.
    for (const QString& task : kTaskIds) {
        const study::TaskFigures* all = f.task(task);
        QVERIFY2(all != nullptr, qPrintable(task));
        QCOMPARE(all->attempts, 6);
        QCOMPARE(all->successes, task == QLatin1String("happy-des-stop") ? 5 : 6);
        QCOMPARE(all->seqCount, 6);
        double seqSum = 0;
        for (int i = 1; i <= 6; ++i) {
            seqSum += seqOf(i, static_cast<int>(kTaskIds.indexOf(task)));
        }
        QVERIFY(std::abs(all->seq.estimate - seqSum / 6) < 1e-9);
        // Time on task: each participant's equals the one the test read from the log's
        // task_end line, to the millisecond (within the lines' interval and at least the
        // participant's known waits, above).
        QCOMPARE(all->durationsMs.size(), 6);
        for (int i = 0; i < all->durationsMs.size(); ++i) {
            const qint64 known = stopwatch.value(all->participants.at(i)).value(task);
            QVERIFY2(all->durationsMs.at(i) == known,
                     qPrintable(QStringLiteral("%1 %2: report %3 ms, the log's task_end line %4 ms")
                                    .arg(all->participants.at(i), task)
                                    .arg(all->durationsMs.at(i))
                                    .arg(known)));
        }
        for (const QString& condition :
             {QStringLiteral("faits-visibles"), QStringLiteral("faits-caches")}) {
            const study::TaskFigures* byCondition = f.task(task, condition);
            QVERIFY(byCondition != nullptr);
            QCOMPARE(byCondition->attempts, 3);
        }
    }
    const study::TaskFigures* given =
        f.task(QStringLiteral("happy-des-stop"), QStringLiteral("faits-visibles"));
    QCOMPARE(given->successes, 2);  // P03 gave up
    bool sawGiveUp = false;
    for (const study::TaskAttempt& a : f.attempts) {
        if (a.participant == QLatin1String("P03") && a.task == QLatin1String("happy-des-stop")) {
            QCOMPARE(a.outcome, QStringLiteral("gave_up"));
            QVERIFY(!a.success);
            sawGiveUp = true;
        }
    }
    QVERIFY(sawGiveUp);
    // SUS exactly, per participant and per condition.
    for (const Behaviour& b : behaviours()) {
        QVERIFY2(f.sus.contains(b.name), qPrintable(b.name));
        QCOMPARE(f.sus.value(b.name), b.susScore);
    }
    QCOMPARE(f.susByCondition.value(QStringLiteral("faits-visibles")).count, 3);
    QVERIFY(std::abs(f.susByCondition.value(QStringLiteral("faits-visibles")).mean.estimate -
                     (50.0 + 0.0 + 87.5) / 3) < 1e-9);
    QVERIFY(std::abs(f.susByCondition.value(QStringLiteral("faits-caches")).mean.estimate -
                     (100.0 + 75.0 + 60.0) / 3) < 1e-9);
    // Dead clicks: P02's two, P04's four, P05's three, and no other press (every click on a
    // control was taken). Rage: P04's burst only (P05's three are spread over 1 200 ms).
    QCOMPARE(f.deadClicks, 9);
    QCOMPARE(f.rageClicks, 1);
    // The custom answers, as given.
    int remarks = 0;
    for (const study::AnswerFigures& a : f.answers) {
        if (a.questionnaire == QLatin1String("remarque") && !a.value.isEmpty()) {
            ++remarks;
            QVERIFY(a.value == QLatin1String("RAS") || a.value == QLatin1String("ok"));
        }
    }
    QCOMPARE(remarks, 2);

    // The log itself: schema 2, the assignment, pointer samples, screen pictures.
    const QJsonObject start = logs.first().start;
    QCOMPARE(start.value(QStringLiteral("schema")).toInt(), 2);
    QCOMPARE(
        start.value(QStringLiteral("protocol")).toObject().value(QStringLiteral("name")).toString(),
        QStringLiteral("Étude scriptée"));
    QCOMPARE(start.value(QStringLiteral("task_order")).toArray().size(), 3);
    QCOMPARE(
        start.value(QStringLiteral("window")).toObject().value(QStringLiteral("width")).toInt(),
        1280);
    // A screen shown for long enough (the lobby of the deliberate clicks) has its picture.
    int pictures = 0;
    for (const study::SessionLog& log : logs) {
        for (const study::LogLine& e : log.lines) {
            if (e.kind == QLatin1String("screen_picture")) {
                QVERIFY(
                    QFile::exists(QDir(study.folder())
                                      .filePath(e.json.value(QStringLiteral("file")).toString())));
                ++pictures;
            }
        }
    }
    QVERIFY(pictures >= 1);
    QVERIFY(f.screens.contains(QStringLiteral("lobby")));
    QVERIFY(!f.screens.value(QStringLiteral("lobby")).pictureFile.isEmpty());

    // And the report is written, with its CSV files.
    study::ReportSummary summary;
    QString error;
    QVERIFY2(study::writeStudyReport(study.folder(), dir.filePath(QStringLiteral("rapport.html")),
                                     summary, error),
             qPrintable(error));
    QCOMPARE(summary.participants, 6);
    QVERIFY(summary.refused.isEmpty());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rapport-tasks.csv"))));
}

void LabTest::eachScriptedSessionReplaysFaithfully() {
    // Acceptance 3 on the scripted study: each participant's session, protocol screens and
    // all (consent, task cards, questionnaires), replayed at 8x through a client of its own.
    QVERIFY2(m_dir != nullptr && QFile::exists(m_dir->filePath(QStringLiteral("rapport.html"))),
             "the scripted study did not run to its end");
    const QString folder = m_dir->path();
    const QString studyFolder = QDir(folder).filePath(QStringLiteral("study"));
    const QMap<QString, QByteArray> before = folderDigests(folder);
    const QStringList logs =
        QDir(studyFolder).entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QCOMPARE(logs.size(), 6);
    QTemporaryDir blocks;
    for (const QString& name : logs) {
        ReplayOptions o;
        o.log = QDir(studyFolder).filePath(name);
        o.motionScale = 0;  // as Setup's client played
        o.reducedMotion = true;
        o.speed = 8;
        o.blockDirectory = blocks.path();
        QString error;
        std::unique_ptr<SessionReplay> replay = SessionReplay::open(o, error);
        QVERIFY2(replay != nullptr, qPrintable(error));
        QVERIFY2(replay->start(error), qPrintable(error));
        QTRY_VERIFY2_WITH_TIMEOUT(replay->finished(),
                                  qPrintable(QStringLiteral("%1: at %2 of %3 ms, %4 of %5 inputs")
                                                 .arg(name)
                                                 .arg(replay->positionMs())
                                                 .arg(replay->durationMs())
                                                 .arg(replay->inputsDelivered())
                                                 .arg(replay->inputsInLog())),
                                  120000);
        compareReplay(*replay, name);
        if (QTest::currentTestFailed()) {
            return;
        }
        qInfo("%s: %d inputs, %d engine events, %d screens, the same as recorded", qPrintable(name),
              replay->trace().delivered, static_cast<int>(replay->trace().engine.size()),
              static_cast<int>(replay->trace().screens.size()));
    }
    // Nothing of the participants' changed.
    QCOMPARE(folderDigests(folder), before);
}

void LabTest::aRefusedProtocolIsReportedAtStart() {
    QTemporaryDir dir;
    QFile pf(dir.filePath(QStringLiteral("faux.json")));
    QVERIFY(pf.open(QIODevice::WriteOnly));
    pf.write(R"({"schema": 1, "name": "x", "consent": "c", "tasks": [{"id": "a", "instruction": "i",
                 "success": {"event": "finshed"}}]})");
    pf.close();
    ClientOptions o;
    o.database = dir.filePath(QStringLiteral("j.db"));
    o.settingsFile = dir.filePath(QStringLiteral("s.ini"));
    o.studyFolder = dir.filePath(QStringLiteral("study"));
    o.protocol = pf.fileName();
    o.seed = 3;
    ClientContext context(o);
    const QString problems = context.startupProblems().join(QLatin1Char('\n'));
    QVERIFY2(problems.contains(QStringLiteral("faux.json: tasks[0].success.event")),
             qPrintable(problems));
    QVERIFY(!context.studyRunner()->loaded());
}

QTEST_MAIN(LabTest)
#include "test_lab.moc"
