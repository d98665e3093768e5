#pragma once
// When a session replay delivers each step of its plan (docs/usability-lab.md, "Replay"): the
// stepping of SessionReplay, apart from its window. Pure: it is told what the replayed client
// did and when (on the replay's wall clock), and answers whether a step may go and at what
// wall time; tests/client/test_replay_pacer.cpp checks it with a scripted clock.
//
// - the gate: a step waits until the replay has reached the engine, shown and protocol lines
//   the log has before it, the session is not busy, and after a protocol phase its screen has
//   been drawn once (a frame after the phase);
// - the due time: the step's log time on the log's clock, and never sooner after the last
//   engine or shown line it follows, its protocol phase or the previous input than in the log;
//   with idle stretches skipped (or during a jump, when nothing is under way) a gap longer than
//   the idle threshold keeps kIdleKeptMs;
// - the stall: how long a step has waited at a closed gate (after kStallMs it goes anyway);
// - the holds: a reveal whose "shown" line the log has after an input waits for that input's
//   step (Plan::holdUntil) before it lands.

#include <QHash>
#include <QList>
#include <QSet>
#include <optional>

#include "replayclock.h"
#include "replayplan.h"

namespace instants::client::replay {

/// An idle stretch is shortened to this (log time): above Theme.armDuration (450 ms), so that
/// a control shown before it is armed when the next press comes.
inline constexpr qint64 kIdleKeptMs = 1000;
/// How long a step waits for the screens to catch up with the log before it goes anyway.
inline constexpr double kStallMs = 4000;

class Pacer {
public:
    /// `holdUntil`: the plan's, per engine line; `idleThresholdMs`: ReplayOptions'.
    Pacer(QList<int> holdUntil, int idleThresholdMs);

    /// Back to the start (a jump backwards rebuilds the client).
    void reset();

    // What the replayed client did, at wall time `wall`.
    void engineEvent(double wall) { m_engineWall.append(wall); }
    void shownEvent(double wall) { m_shownWall.append(wall); }
    void protocolLine(double wall) { m_protocolWall.append(wall); }
    void frame(double wall) { m_lastFrameWall = wall; }
    /// A step sent to the window (an input, or DÉDÉ's inactivity).
    void delivered(const Step& s, double wall);

    int engineEvents() const { return static_cast<int>(m_engineWall.size()); }
    int shownEvents() const { return static_cast<int>(m_shownWall.size()); }
    int protocolLines() const { return static_cast<int>(m_protocolWall.size()); }

    /// Whether the replay has reached the point of the log where `s` was made.
    bool gateOpen(const Step& s, bool sessionBusy) const;

    /// How the log's time is going now.
    struct Pace {
        double speed = 1;   ///< the log's pace (the replay's speed, or a jump's)
        bool idle = false;  ///< idle stretches shortened: skipping or jumping, nothing under way
        bool jumping = false;
    };
    /// The wall time `s` (the plan's step `index`) is due: now (`wallNow`) when jumping, the
    /// wall time `clock` reaches `s.tMs` otherwise, and no sooner after the lines it follows.
    double due(const Step& s, int index, double wallNow, const Clock& clock,
               const Pace& pace) const;
    /// When idle stretches are skipped and `s` is an idle stretch away from the log's time
    /// `logNow`: the log time to go on from.
    std::optional<double> idleSkip(const Step& s, double logNow, const Pace& pace) const;
    int idleThresholdMs() const { return m_idleThresholdMs; }

    /// The first input after protocol phase `s.protocolBefore`: true once (what that phase's
    /// screen queued for the event loop runs before it).
    bool firstAfterProtocol(const Step& s);

    /// A step waits at its gate since `wall` (the first call), for this long now.
    double stalledFor(double wall);
    void clearStall() { m_stallSince = -1; }

    /// The reveal of engine event `engineIndex` is the next its timeline will show, and step
    /// `nextStep` is the next to deliver: true when it must wait (and is now held) until the
    /// step holdUntil gives; false when it may land, or is held already.
    bool hold(int engineIndex, int nextStep);
    /// Step `index` delivered: the engine events whose hold it ends.
    QList<int> release(int index);
    /// Every hold ended (the replay's end): the engine events that were held.
    QList<int> releaseAll();

private:
    double gap(const Step& s, qint64 from, const Pace& pace) const;

    QList<int> m_holdUntil;
    int m_idleThresholdMs;
    QList<double> m_engineWall;
    QList<double> m_shownWall;
    QList<double> m_protocolWall;
    double m_lastFrameWall = -1;
    double m_lastDeliveredWall = 0;
    qint64 m_lastDeliveredT = 0;
    int m_settledProtocol = 0;
    double m_stallSince = -1;
    QHash<int, int> m_holds;  ///< engine event → the step that releases it
    QSet<int> m_released;     ///< engine events whose hold is over
};

}  // namespace instants::client::replay
