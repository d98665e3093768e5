// The plan of a session replay (app/client/study/playback/replayplan.h), without a window: a
// real journal of two games (Happy Dés, then DÉDÉ uncovered by the inactivity of 4.3) and a
// session log written here line by line, as the study recorder writes them. The plan must give
// the steps in order with their gates, the holds of an input that fell during a reveal, DÉDÉ's
// inactivity where the log shows it, the refusals too soon, the tasks, the markers and the
// original's trace, and refuse a log that does not belong to the journal, naming the game and
// the event.

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "instants/session/session.h"
#include "jsonvariant.h"
#include "replayclock.h"
#include "replayplan.h"

using namespace instants;
using namespace instants::client;

namespace {

class ReplayPlanTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_journal = m_dir.filePath(QStringLiteral("participant.db"));
        Session::Options o;
        o.database = m_journal.toStdString();
        o.seed = 20261204;
        o.blockDirectory = m_dir.filePath(QStringLiteral("blocks")).toStdString();
        Session s(o);
        s.start(GameKind::HappyDes, 100);
        s.completeAutomatically();
        s.start(GameKind::Dede, 200);
        s.act("auto");
        s.start(GameKind::Dede, 200);
        s.act("auto");
        ASSERT_FALSE(s.inProgress());
        for (std::int64_t id = 1; id <= 3; ++id) {
            const std::unique_ptr<Play> play = s.replayGame(id);
            ASSERT_NE(play, nullptr);
            QList<QJsonObject> events;
            for (std::size_t i = 0; i < play->eventCount(); ++i) {
                events.append(QJsonObject::fromVariantMap(toVariant(play->publicEvent(i)).toMap()));
            }
            m_events.append(events);
        }
        ASSERT_GE(m_events[0].size(), 2);
        ASSERT_GE(m_events[1].size(), 2);
        ASSERT_GE(m_events[2].size(), 2);
    }

    static QJsonObject line(qint64 t, const QString& kind, const QString& screen,
                            QJsonObject members = {}) {
        members.insert(QStringLiteral("t_ms"), t);
        members.insert(QStringLiteral("kind"), kind);
        members.insert(QStringLiteral("screen"), screen);
        return members;
    }
    QJsonObject engine(qint64 t, int game, int index) const {
        return line(t, QStringLiteral("engine"),
                    game == 1 ? QStringLiteral("happy-des") : QStringLiteral("dede"),
                    {{QStringLiteral("game"),
                      game == 1 ? QStringLiteral("happy-des") : QStringLiteral("dede")},
                     {QStringLiteral("game_id"), game},
                     {QStringLiteral("event"), m_events[game - 1][index]}});
    }
    QJsonObject shown(qint64 t, int game, int index) const {
        QJsonObject l = engine(t, game, index);
        l.insert(QStringLiteral("kind"), QStringLiteral("shown"));
        l.insert(QStringLiteral("index"), index);
        return l;
    }
    static QJsonObject input(qint64 t, const QString& kind, const QString& screen, double x,
                             double y) {
        return line(t, kind, screen, {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}});
    }

    /// The session as it happened: the log's lines in order.
    QList<QJsonObject> session() const {
        QList<QJsonObject> l;
        l.append(line(
            0, QStringLiteral("session_start"), QStringLiteral("lobby"),
            {{QStringLiteral("participant"), QStringLiteral("P07")},
             {QStringLiteral("journal"), m_journal},
             {QStringLiteral("balance_cents"), 5000},
             {QStringLiteral("window"),
              QJsonObject{{QStringLiteral("width"), 1024}, {QStringLiteral("height"), 768}}},
             {QStringLiteral("settings"), QJsonObject{{QStringLiteral("reducedMotion"), true}}}}));
        l.append(
            line(50, QStringLiteral("task_start"), QStringLiteral("lobby"),
                 {{QStringLiteral("task"), QStringLiteral("t1")}, {QStringLiteral("number"), 1}}));
        l.append(input(100, QStringLiteral("press"), QStringLiteral("lobby"), 10, 20));  // step 0
        l.append(line(101, QStringLiteral("too_soon"), QStringLiteral("lobby")));
        l.append(input(150, QStringLiteral("release"), QStringLiteral("lobby"), 10, 20));  // step 1
        l.append(engine(200, 1, 0));
        // A key during the first event's reveal: the reveal waits for it in the replay.
        l.append(line(210, QStringLiteral("key"), QStringLiteral("happy-des"),
                      {{QStringLiteral("key"), QStringLiteral("Return")},
                       {QStringLiteral("text"), QStringLiteral("\r")}}));  // step 2
        l.append(shown(400, 1, 0));
        for (int i = 1; i < m_events[0].size(); ++i) {
            l.append(engine(500 + 10 * i, 1, i));
            l.append(shown(505 + 10 * i, 1, i));
        }
        l.append(line(
            700, QStringLiteral("marker"), QStringLiteral("happy-des"),
            {{QStringLiteral("number"), 1}, {QStringLiteral("note"), QStringLiteral("hésite")}}));
        l.append(input(1000, QStringLiteral("press"), QStringLiteral("dede"), 300, 400));  // step 3
        l.append(engine(1010, 2, 0));  // the deal, just after the press: not an inactivity
        l.append(shown(1100, 2, 0));
        // The rest uncovered by the system 4 s after the last input (4.3).
        for (int i = 1; i < m_events[1].size(); ++i) {
            l.append(engine(5000 + i, 2, i));  // step 4 (the inactivity), before the first
        }
        for (int i = 1; i < m_events[1].size(); ++i) {
            l.append(shown(5200 + i, 2, i));
        }
        // A third game: « Jouer », then « Auto » pressed by the participant (no inactivity).
        l.append(input(5600, QStringLiteral("press"), QStringLiteral("dede"), 500, 600));  // step 5
        l.append(engine(5610, 3, 0));
        l.append(shown(5620, 3, 0));
        l.append(input(5700, QStringLiteral("press"), QStringLiteral("dede"), 700, 600));  // step 6
        for (int i = 1; i < m_events[2].size(); ++i) {
            l.append(engine(5710 + i, 3, i));
        }
        for (int i = 1; i < m_events[2].size(); ++i) {
            l.append(shown(5800 + i, 3, i));
        }
        l.append(line(5900, QStringLiteral("task_end"), QStringLiteral("dede"),
                      {{QStringLiteral("task"), QStringLiteral("t1")},
                       {QStringLiteral("outcome"), QStringLiteral("success")}}));
        l.append(line(6000, QStringLiteral("session_end"), QStringLiteral("dede")));
        return l;
    }

    QString write(const QList<QJsonObject>& lines) {
        const QString path = m_dir.filePath(QStringLiteral("session-%1.jsonl").arg(++m_logs));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        for (const QJsonObject& l : lines) {
            f.write(QJsonDocument(l).toJson(QJsonDocument::Compact) + '\n');
        }
        return path;
    }

    QTemporaryDir m_dir;
    QString m_journal;
    QList<QList<QJsonObject>> m_events;  ///< per game (id 1, 2, 3): its public events
    int m_logs = 0;
};

TEST_F(ReplayPlanTest, TheStepsComeInTheLogsOrderWithTheirGatesAndDedesInactivity) {
    QString error;
    const std::optional<replay::Plan> plan = replay::readPlan(write(session()), {}, error);
    ASSERT_TRUE(plan.has_value()) << error.toStdString();
    using K = replay::Step::Kind;
    ASSERT_EQ(plan->steps.size(), 7);
    const QList<K> kinds{K::Press, K::Release, K::Key, K::Press, K::Inactivity, K::Press, K::Press};
    for (int i = 0; i < kinds.size(); ++i) {
        EXPECT_EQ(plan->steps[i].kind, kinds[i]) << "step " << i;
    }
    EXPECT_EQ(plan->inputCount, 6);
    // The key waits for the first engine event and not for its reveal.
    const replay::Step& key = plan->steps[2];
    EXPECT_EQ(key.tMs, 210);
    EXPECT_EQ(key.key, QStringLiteral("Return"));
    EXPECT_EQ(key.engineBefore, 1);
    EXPECT_EQ(key.shownBefore, 0);
    EXPECT_EQ(key.anchorMs, 200);
    EXPECT_EQ(key.anchorEngine, 1);
    EXPECT_EQ(key.screen, QStringLiteral("happy-des"));
    // The second press waits for every line of the first game; the press is where it was.
    const replay::Step& dedePress = plan->steps[3];
    EXPECT_EQ(dedePress.engineBefore, m_events[0].size());
    EXPECT_EQ(dedePress.shownBefore, m_events[0].size());
    EXPECT_EQ(dedePress.pos, QPointF(300, 400));
    // The inactivity comes with DÉDÉ's "auto" 4 s after the last input, not with the deal, nor
    // with the "auto" of the third game, 10 ms after the participant's press on « Auto ».
    const replay::Step& inactivity = plan->steps[4];
    EXPECT_EQ(inactivity.tMs, 5001);
    EXPECT_EQ(inactivity.engineBefore, m_events[0].size() + 1);
    // The protocol's lines: the first press comes after the task's start.
    EXPECT_EQ(plan->steps[0].protocolBefore, 1);
    EXPECT_EQ(plan->steps[0].protocolMs, 50);
    EXPECT_EQ(plan->original.protocol, QStringList({QStringLiteral("task_start t1"),
                                                    QStringLiteral("task_end t1 success")}));
}

TEST_F(ReplayPlanTest, AnInputDuringARevealHoldsThatRevealAndTheRefusalsTooSoonBelongToTheirInput) {
    QString error;
    const std::optional<replay::Plan> plan = replay::readPlan(write(session()), {}, error);
    ASSERT_TRUE(plan.has_value()) << error.toStdString();
    const int engines =
        static_cast<int>(m_events[0].size() + m_events[1].size() + m_events[2].size());
    ASSERT_EQ(plan->holdUntil.size(), engines);
    EXPECT_EQ(plan->holdUntil[0], 2);  // the first event's reveal waits for the key (step 2)
    for (int e = 1; e < engines; ++e) {
        EXPECT_EQ(plan->holdUntil[e], -1) << "engine line " << e;
    }
    EXPECT_EQ(plan->steps[0].tooSoon, 1);
    EXPECT_EQ(plan->steps[1].tooSoon, 0);
    EXPECT_EQ(plan->original.tooSoon, 1);
}

TEST_F(ReplayPlanTest, TheSessionsFrameTasksMarkersGamesAndTraceAreTheLogs) {
    QString error;
    const std::optional<replay::Plan> plan = replay::readPlan(write(session()), {}, error);
    ASSERT_TRUE(plan.has_value()) << error.toStdString();
    EXPECT_EQ(plan->participant, QStringLiteral("P07"));
    EXPECT_EQ(plan->durationMs, 6000);
    EXPECT_EQ(plan->size, QSize(1024, 768));
    EXPECT_EQ(plan->balanceCents, 5000);
    EXPECT_EQ(plan->settings.value(QStringLiteral("reducedMotion")), QVariant(true));
    EXPECT_EQ(plan->journalPath, m_journal);
    ASSERT_EQ(plan->tasks.size(), 1);
    const replay::Task& task = plan->tasks[0];
    EXPECT_EQ(task.id, QStringLiteral("t1"));
    EXPECT_EQ(task.tMs, 50);
    EXPECT_EQ(task.endMs, 5900);
    EXPECT_EQ(task.outcome, QStringLiteral("success"));
    ASSERT_EQ(plan->markers.size(), 1);
    EXPECT_EQ(plan->markers[0].note, QStringLiteral("hésite"));
    ASSERT_EQ(plan->games.size(), 3);
    EXPECT_EQ(plan->games[0]->id, 1);
    EXPECT_EQ(plan->games[0]->game.kind, GameKind::HappyDes);
    EXPECT_EQ(plan->games[1]->id, 2);
    EXPECT_EQ(plan->games[1]->game.kind, GameKind::Dede);
    EXPECT_EQ(plan->games[2]->id, 3);
    EXPECT_EQ(plan->visitedScratch, QStringList{QStringLiteral("dede")});
    const qsizetype events = m_events[0].size() + m_events[1].size() + m_events[2].size();
    EXPECT_EQ(plan->original.engine.size(), events);
    EXPECT_EQ(plan->original.shown, events);
    EXPECT_EQ(plan->original.delivered, 6);
    EXPECT_EQ(
        plan->original.inputScreens,
        QStringList({QStringLiteral("lobby"), QStringLiteral("lobby"), QStringLiteral("happy-des"),
                     QStringLiteral("dede"), QStringLiteral("dede"), QStringLiteral("dede")}));
    EXPECT_EQ(plan->original.screens,
              QStringList(
                  {QStringLiteral("lobby"), QStringLiteral("happy-des"), QStringLiteral("dede")}));
    ASSERT_EQ(plan->shownZone.size(), plan->original.shown);
    EXPECT_EQ(plan->shownZone[0].first, QStringLiteral("happy-des"));
}

TEST_F(ReplayPlanTest, ALogThatIsNotThisJournalsIsRefusedNamingTheGameAndTheEvent) {
    QList<QJsonObject> lines = session();
    // Game 1's second event altered in the log.
    for (QJsonObject& l : lines) {
        if (l.value(QStringLiteral("kind")).toString() == QStringLiteral("engine") &&
            l.value(QStringLiteral("game_id")).toInt() == 1 &&
            l.value(QStringLiteral("event")).toObject() == m_events[0][1]) {
            QJsonObject e = m_events[0][1];
            e.insert(QStringLiteral("forged"), true);
            l.insert(QStringLiteral("event"), e);
            break;
        }
    }
    QString error;
    const QString forged = write(lines);
    EXPECT_FALSE(replay::readPlan(forged, {}, error).has_value());
    EXPECT_EQ(error.toStdString(),
              QStringLiteral("%1: game 1's event 2 in the log is not the journal's (%2): not this "
                             "session's journal")
                  .arg(QFileInfo(forged).fileName(), m_journal)
                  .toStdString());

    // A game the journal does not have.
    lines = session();
    QJsonObject stray = engine(5950, 2, 0);
    stray.insert(QStringLiteral("game_id"), 4);
    lines.insert(lines.size() - 1, stray);
    EXPECT_FALSE(replay::readPlan(write(lines), {}, error).has_value());
    EXPECT_NE(error.indexOf(QStringLiteral("game 4 of the log is not in the journal")), -1)
        << error.toStdString();

    // A log that does not name its journal, and none given.
    lines = session();
    lines[0].remove(QStringLiteral("journal"));
    EXPECT_FALSE(replay::readPlan(write(lines), {}, error).has_value());
    EXPECT_NE(error.indexOf(QStringLiteral("does not name the participant's journal")), -1)
        << error.toStdString();
    // … given on the command line, it is read.
    EXPECT_TRUE(replay::readPlan(write(lines), m_journal, error).has_value())
        << error.toStdString();
}

// The log's clock of a replay (replayclock.h) on a wall clock moved by hand: the log goes on
// at the replay's speed from where it was anchored, and a step's wall time follows the pace
// given (a jump's, or the speed's).
TEST(ReplayClock, TheLogGoesOnFromItsAnchorAtTheReplaysSpeed) {
    double wall = 1000;
    replay::Clock clock([&wall] { return wall; });
    EXPECT_DOUBLE_EQ(clock.wallNow(), 1000);
    EXPECT_DOUBLE_EQ(clock.now(), 0);
    clock.setSpeed(2);
    wall = 1100;
    EXPECT_DOUBLE_EQ(clock.now(), 200);
    // A change of speed keeps the log's time where it is when the replay anchors it first.
    clock.reanchor(clock.now());
    clock.setSpeed(0.5);
    EXPECT_DOUBLE_EQ(clock.now(), 200);
    wall = 1300;
    EXPECT_DOUBLE_EQ(clock.now(), 300);
    EXPECT_DOUBLE_EQ(clock.anchorLog(), 200);
    // Log time 500 comes 600 ms after the anchor's wall time at 0.5x, 12.5 ms at a jump's 24x.
    EXPECT_DOUBLE_EQ(clock.wallAt(500, 0.5), 1700);
    EXPECT_DOUBLE_EQ(clock.wallAt(500, 24), 1100 + 300.0 / 24);
    // Anchored again (a step delivered late, an idle stretch skipped): on from there.
    clock.reanchor(4000);
    EXPECT_DOUBLE_EQ(clock.now(), 4000);
    wall = 1310;
    EXPECT_DOUBLE_EQ(clock.now(), 4005);
    EXPECT_DOUBLE_EQ(clock.wallAt(4000, 0.5), 1300);
}

// Without a scripted wall, the clock's own: monotonic, from zero.
TEST(ReplayClock, ItsOwnWallClockIsMonotonic) {
    replay::Clock clock;
    const double first = clock.wallNow();
    EXPECT_GE(first, 0);
    EXPECT_GE(clock.wallNow(), first);
    EXPECT_GE(clock.now(), 0);
}

}  // namespace
