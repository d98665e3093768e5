// The stepping of a session replay (app/client/study/playback/replaypacer.h) and the plan's
// time line (tasks, markers, jumps), without a window or a log: a scripted wall clock, steps
// written here, and what the replayed client "did" told to the pacer at chosen wall times.

#include <gtest/gtest.h>

#include "replayclock.h"
#include "replaypacer.h"
#include "replayplan.h"

using namespace instants::client::replay;

namespace {

/// A step of the log at `tMs`, an input unless told otherwise.
Step stepAt(qint64 tMs, Step::Kind kind = Step::Press) {
    Step s;
    s.kind = kind;
    s.tMs = tMs;
    return s;
}

class ReplayPacerTest : public ::testing::Test {
protected:
    double m_wall = 100;
    Clock m_clock{[this] { return m_wall; }};
    Pacer m_pacer{{}, 3000};
};

TEST_F(ReplayPacerTest, AStepWaitsForTheEngineShownAndProtocolLinesBeforeItAndAnIdleSession) {
    Step s = stepAt(500);
    s.engineBefore = 2;
    s.shownBefore = 1;
    EXPECT_FALSE(m_pacer.gateOpen(s, false));
    m_pacer.engineEvent(110);
    m_pacer.engineEvent(120);
    EXPECT_FALSE(m_pacer.gateOpen(s, false)) << "the reveal before it not shown yet";
    m_pacer.shownEvent(130);
    EXPECT_TRUE(m_pacer.gateOpen(s, false));
    EXPECT_FALSE(m_pacer.gateOpen(s, true)) << "the session busy (a block being prepared)";
    EXPECT_EQ(m_pacer.engineEvents(), 2);
    EXPECT_EQ(m_pacer.shownEvents(), 1);
}

TEST_F(ReplayPacerTest, AfterAProtocolPhaseAStepWaitsForAFrameOfItsScreen) {
    Step s = stepAt(500);
    s.protocolBefore = 1;
    m_pacer.frame(140);
    EXPECT_FALSE(m_pacer.gateOpen(s, false));
    m_pacer.protocolLine(150);
    EXPECT_FALSE(m_pacer.gateOpen(s, false)) << "the last frame came before the phase";
    m_pacer.frame(150);
    EXPECT_FALSE(m_pacer.gateOpen(s, false)) << "a frame of the same moment is not after it";
    m_pacer.frame(166);
    EXPECT_TRUE(m_pacer.gateOpen(s, false));
    EXPECT_EQ(m_pacer.protocolLines(), 1);
}

TEST_F(ReplayPacerTest, AStepIsDueAtItsLogTimeAndNoSoonerAfterWhatItFollowsThanInTheLog) {
    m_clock.reanchor(0);  // log time 0 at wall 100
    const Pacer::Pace twice{2, false, false};
    Step s = stepAt(1000);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, twice), 600);

    // 200 ms of log after an engine event that came late (wall 5000): 100 ms at 2×.
    s.anchorMs = 800;
    s.anchorEngine = 1;
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, twice), 600) << "not reached yet";
    m_pacer.engineEvent(5000);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, twice), 5100);

    // The previous input, delivered late at wall 6000 (log 900): 50 ms after it, from step 1 on.
    m_pacer.delivered(stepAt(900), 6000);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, twice), 5100);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 1, m_wall, m_clock, twice), 6050);
    // What is not an input (a resize, DÉDÉ's inactivity) is no "previous input".
    m_pacer.delivered(stepAt(950, Step::Inactivity), 7000);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 1, m_wall, m_clock, twice), 6050);

    // A reveal's end (a shown line) as the anchor instead, and the protocol phase after it.
    Step t = stepAt(2000);
    t.anchorMs = 1500;
    t.anchorShown = 1;
    t.protocolBefore = 1;
    t.protocolMs = 1900;
    m_pacer.shownEvent(8000);
    EXPECT_DOUBLE_EQ(m_pacer.due(t, 0, m_wall, m_clock, twice), 8250);
    m_pacer.protocolLine(8500);
    EXPECT_DOUBLE_EQ(m_pacer.due(t, 0, m_wall, m_clock, twice), 8550);
}

TEST_F(ReplayPacerTest, IdleStretchesAreShortenedWhenSkippedAndWhileJumping) {
    m_clock.reanchor(0);
    Step s = stepAt(20000);
    s.anchorMs = 2000;
    s.anchorEngine = 1;
    m_pacer.engineEvent(300);
    const Pacer::Pace skipping{1, true, false};
    const Pacer::Pace playing{1, false, false};
    // 18 s after the engine event in the log: kept whole, or down to kIdleKeptMs.
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, playing), 20100);
    ASSERT_EQ(m_pacer.idleSkip(s, 2000, playing), std::nullopt);
    const std::optional<double> skipTo = m_pacer.idleSkip(s, 2000, skipping);
    ASSERT_TRUE(skipTo.has_value());
    EXPECT_DOUBLE_EQ(*skipTo, 20000 - kIdleKeptMs);
    m_clock.reanchor(*skipTo);
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, skipping), 300 + kIdleKeptMs);
    // A gap under the threshold is no idle stretch.
    EXPECT_EQ(m_pacer.idleSkip(s, 18000, skipping), std::nullopt);

    // A jump: due now, or after what it follows at the jump's pace with idle gaps shortened.
    const Pacer::Pace jumping{24, true, true};
    EXPECT_EQ(m_pacer.idleSkip(s, 2000, jumping), std::nullopt) << "a jump does not skip";
    m_wall = 50;
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, jumping), 300 + kIdleKeptMs / 24.0);
    m_wall = 9000;
    EXPECT_DOUBLE_EQ(m_pacer.due(s, 0, m_wall, m_clock, jumping), 9000);
}

TEST_F(ReplayPacerTest, TheFirstInputAfterAProtocolPhaseIsToldOnceAndAStallIsTimed) {
    Step s = stepAt(100);
    s.protocolBefore = 2;
    EXPECT_FALSE(m_pacer.firstAfterProtocol(stepAt(50, Step::Resize)));
    EXPECT_TRUE(m_pacer.firstAfterProtocol(s));
    EXPECT_FALSE(m_pacer.firstAfterProtocol(s));
    s.protocolBefore = 3;
    EXPECT_TRUE(m_pacer.firstAfterProtocol(s));

    EXPECT_DOUBLE_EQ(m_pacer.stalledFor(1000), 0);
    EXPECT_DOUBLE_EQ(m_pacer.stalledFor(1000 + kStallMs), kStallMs);
    m_pacer.clearStall();
    EXPECT_DOUBLE_EQ(m_pacer.stalledFor(9000), 0);
}

TEST_F(ReplayPacerTest, ARevealIsHeldUntilTheInputTheLogHasBeforeItsEnd) {
    // Engine event 0: no input before its end; 1: until step 3; 2: until step 5.
    Pacer pacer({-1, 3, 5}, 3000);
    EXPECT_FALSE(pacer.hold(0, 0));
    EXPECT_FALSE(pacer.hold(7, 0)) << "an event the log does not have";
    EXPECT_TRUE(pacer.hold(1, 0));
    EXPECT_FALSE(pacer.hold(1, 0)) << "held already";
    EXPECT_TRUE(pacer.release(2).isEmpty());
    EXPECT_EQ(pacer.release(3), QList<int>{1});
    EXPECT_FALSE(pacer.hold(1, 0)) << "its hold is over";
    EXPECT_FALSE(pacer.hold(2, 6)) << "its step already delivered";
    EXPECT_TRUE(pacer.hold(2, 4));
    EXPECT_EQ(pacer.releaseAll(), QList<int>{2});
    EXPECT_TRUE(pacer.releaseAll().isEmpty());
    pacer.reset();
    EXPECT_TRUE(pacer.hold(1, 0)) << "a jump backwards replays the holds";
}

TEST(ReplayTimeLine, TheTaskUnderWayAndTheJumpsToTasksAndMarkers) {
    Plan plan;
    plan.tasks = {{QStringLiteral("a"), 1, 1000, 5000, QStringLiteral("success")},
                  {QStringLiteral("b"), 2, 8000, -1, {}}};
    plan.markers = {{1, QStringLiteral("hésite"), 6000}};
    EXPECT_EQ(plan.taskAt(500), QString());
    EXPECT_EQ(plan.taskAt(1000), QStringLiteral("a"));
    EXPECT_EQ(plan.taskAt(5000), QString()) << "ended";
    EXPECT_EQ(plan.taskAt(90000), QStringLiteral("b")) << "never ended in the log";
    EXPECT_EQ(plan.jumpFrom(0, +1), 1000);
    EXPECT_EQ(plan.jumpFrom(1000, +1), 6000);
    EXPECT_EQ(plan.jumpFrom(6000, +1), 8000);
    EXPECT_EQ(plan.jumpFrom(8000, +1), std::nullopt);
    EXPECT_EQ(plan.jumpFrom(8500, -1), 6000) << "the one just passed is skipped";
    EXPECT_EQ(plan.jumpFrom(9500, -1), 8000);
    EXPECT_EQ(plan.jumpFrom(1500, -1), 0) << "to the start";
}

}  // namespace
