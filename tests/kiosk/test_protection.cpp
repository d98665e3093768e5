// Player protection where the product is watched (docs/player-protection.md): a study
// protocol's conditions switch each tool on or off for each participant, and the session log
// records every reality check shown and how it was answered; a kiosk's operator settings come
// back for every visitor. The real client (ClientContext + Main.qml) offscreen, the engine on a
// scripted clock.
#include <QtQuickTest/quicktest.h>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "kioskclient.h"
#include "protectionadapter.h"
#include "studylog.h"

using namespace instants;
using namespace instants::client;
using namespace instants::kiosktest;

namespace {

// Two conditions: the tools on (a check every 5 minutes, a loss limit, the session in the
// band), and off (no check, no limit, the band without the session).
const char* const kProtocol = R"({
  "schema": 1,
  "name": "Rappels",
  "consent": {"fr": "Vos actions sont enregistrées."},
  "tasks": [
    {"id": "jouer", "instruction": {"fr": "Jouez quelques parties de Happy Dés."},
     "success": {"event": "screen_shown", "screen": "protection"}}
  ],
  "conditions": [
    {"name": "outils", "settings": {"reality_check_minutes": 5, "loss_limit_cents": 500,
                                     "session_panel": true}},
    {"name": "sans-outils", "settings": {"session_panel": false}}
  ]
})";

constexpr std::int64_t kMinute = 60'000;

/// The `what` of the log's `protection` lines, in order.
QStringList protectionLines(const QString& logFile) {
    QString error;
    const auto log = study::readSessionLog(logFile, error);
    QStringList out;
    if (!log) {
        out << QStringLiteral("(unreadable: %1)").arg(error);
        return out;
    }
    for (const study::LogLine& line : log->lines) {
        if (line.kind == study::kinds::protection) {
            out << line.json.value(QStringLiteral("what")).toString();
        }
    }
    return out;
}

/// Plays one Happy Dés game at 1 € to its end through the game's adapter (stopping at once on
/// a stage-1 win), then lets its reveal end.
bool playOne(KioskClient& c) {
    HappyDesAdapter& h = *c.context().games().happyDes();
    if (!h.play(100)) {
        return false;
    }
    for (int i = 0; i < 60 && h.inProgress(); ++i) {
        if (!(h.phase() == QLatin1String("stage1_won") ? h.stop() : h.roll())) {
            return false;
        }
    }
    return !h.inProgress();
}

}  // namespace

class ProtectionTest : public QObject {
    Q_OBJECT

private slots:
    void aStudyConditionSwitchesTheToolsAndTheLogRecordsEachCheck();
    void theOperatorsSettingsComeBackForEachVisitor();
};

void ProtectionTest::aStudyConditionSwitchesTheToolsAndTheLogRecordsEachCheck() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile pf(dir.filePath(QStringLiteral("rappels.json")));
    QVERIFY(pf.open(QIODevice::WriteOnly));
    pf.write(kProtocol);
    pf.close();
    const auto now = std::make_shared<std::int64_t>(QDateTime::currentMSecsSinceEpoch());
    Setup s;
    s.folder = dir.path();
    s.study = true;
    s.clock = [now] { return *now; };
    KioskClient c(s);
    QVERIFY(c.ok());
    StudyRecorder& study = *c.context().study();
    StudyRunner& runner = *c.context().studyRunner();
    ProtectionAdapter& p = *c.context().protection();
    QVERIFY2(runner.loadProtocol(pf.fileName()), qPrintable(runner.lastError()));

    // Participant 1, the tools on.
    QVERIFY(study.startSession(QStringLiteral("P01")));
    QCOMPARE(runner.conditionName(), QStringLiteral("outils"));
    QCOMPARE(p.checkMinutes(), 5);
    QCOMPARE(p.lossLimitCents(), qint64{500});
    QVERIFY(p.panelShown());
    QVERIFY(c.find(QStringLiteral("sessionChip")) != nullptr);
    // To the task (no check over the protocol's cards: they hold it).
    runner.answerConsent(true);
    runner.proceed();
    if (runner.phase() == QLatin1String("ready")) {
        runner.startTask();
    }
    QTRY_COMPARE(runner.phase(), QStringLiteral("task"));
    QVERIFY(playOne(c));
    // The check falls due: shown once the reveal has ended, and recorded.
    *now += 5 * kMinute;
    QTRY_VERIFY_WITH_TIMEOUT(p.checkShowing(), 20000);
    QTRY_VERIFY(c.find(QStringLiteral("realityCheck")) != nullptr);
    p.continuePlay();
    QVERIFY(!p.checkShowing());
    QVERIFY(playOne(c));
    *now += 5 * kMinute;
    QTRY_VERIFY_WITH_TIMEOUT(p.checkShowing(), 20000);
    p.stopPlay();
    const QString log1 = study.logFile();
    study.endSession();
    QCOMPARE(protectionLines(log1),
             (QStringList{QStringLiteral("check_shown"), QStringLiteral("check_continued"),
                          QStringLiteral("check_shown"), QStringLiteral("check_stopped")}));
    // The limits in force before the session are back (none).
    QCOMPARE(p.checkMinutes(), -1);
    QCOMPARE(p.lossLimitCents(), qint64{-1});

    // Participant 2, the tools off: no session in the band, no check however long the play.
    QVERIFY(study.startSession(QStringLiteral("P02")));
    QCOMPARE(runner.conditionName(), QStringLiteral("sans-outils"));
    QVERIFY(!p.panelShown());
    QTRY_VERIFY(c.find(QStringLiteral("sessionChip")) == nullptr);
    QCOMPARE(p.checkMinutes(), -1);
    QCOMPARE(p.lossLimitCents(), qint64{-1});
    // A new play session for this participant: P01's games are not counted.
    QVERIFY(!p.sessionBegun());
    runner.answerConsent(true);
    runner.proceed();
    if (runner.phase() == QLatin1String("ready")) {
        runner.startTask();
    }
    QTRY_COMPARE(runner.phase(), QStringLiteral("task"));
    QVERIFY(playOne(c));
    QCOMPARE(p.games(), 1);
    *now += 60 * kMinute - 1;
    QTest::qWait(1200);
    QVERIFY(!p.checkShowing());
    // A limit the participant sets is a line of the log.
    QVERIFY(p.setLimit(QStringLiteral("stake"), 100));
    const QString log2 = study.logFile();
    study.endSession();
    QCOMPARE(protectionLines(log2), QStringList{QStringLiteral("limit")});
    QVERIFY(p.panelShown());  // back after the session
}

void ProtectionTest::theOperatorsSettingsComeBackForEachVisitor() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto now = std::make_shared<std::int64_t>(QDateTime::currentMSecsSinceEpoch());
    Setup s;
    s.folder = dir.path();
    s.kiosk.enabled = true;
    s.kiosk.realityCheckMinutes = 10;
    s.kiosk.stakeLimitCents = 100;
    s.kiosk.visitorMayChange = false;
    s.clock = [now] { return *now; };
    auto c = std::make_unique<KioskClient>(s);
    QVERIFY(c->ok());
    ProtectionAdapter* p = c->context().protection();
    QCOMPARE(p->checkMinutes(), 10);
    QCOMPARE(p->stakeLimitCents(), qint64{100});
    QVERIFY(!p->mayChange());
    // A visitor cannot change them from the page, nor take a pause there…
    QVERIFY(!p->setLimit(QStringLiteral("stake"), -1));
    QCOMPARE(p->stakeLimitCents(), qint64{100});
    QVERIFY(!p->problem().isEmpty());
    QVERIFY(!p->pause(15));
    QVERIFY(!p->paused());
    // … plays, and is given a pause (through the engine, as where the operator allows it).
    c->context().kiosk()->leaveAttract();
    QVERIFY(playOne(*c));
    c->context().games().host()->session()->pause(60, Setter::Player);
    // The kiosk restarts (a crash, a power cut): the visitor's session and pause go on.
    c.reset();
    c = std::make_unique<KioskClient>(s);
    QVERIFY(c->ok());
    p = c->context().protection();
    Session* session = c->context().games().host()->session();
    QVERIFY(session->protection().session.begun);
    QCOMPARE(session->protection().session.games, 1);
    QVERIFY(session->protection().pauseUntilMs.has_value());
    QCOMPARE(p->stakeLimitCents(), qint64{100});
    // The check falls due on screen; the visitor walks away.
    c->context().kiosk()->leaveAttract();
    *now += 10 * kMinute;
    QTRY_VERIFY_WITH_TIMEOUT(p->checkShowing(), 20000);
    c->context().kiosk()->resetVisitor();
    // The next visitor: the operator's settings, no pause, no session, no check on screen; the
    // check left open is recorded as left.
    QTRY_VERIFY(!p->checkShowing());
    const ProtectionState st = session->protection();
    QVERIFY(!st.pauseUntilMs.has_value());
    QVERIFY(!st.session.begun);
    QCOMPARE(st.limits[Limit::Stake], std::optional<std::int64_t>(100));
    QCOMPARE(st.limits[Limit::Check], std::optional<std::int64_t>(10));
    QVERIFY(st.pending.empty());
    int left = 0;
    for (const Journal::ProtectionRow& row : session->journal().protection()) {
        left += row.kind == "check" && row.body.find("\"left\"") != std::string::npos ? 1 : 0;
    }
    QCOMPARE(left, 1);
}

QTEST_MAIN(ProtectionTest)
#include "test_protection.moc"
