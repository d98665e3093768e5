#pragma once
// The log's clock of a session replay (docs/usability-lab.md, "Replay"): the time of the
// session log that the replay has reached, from a monotonic wall clock. It is anchored at a
// pair (wall time, log time) and goes on from there at the replay's speed:
//
//     log time = anchor's log time + (wall now − anchor's wall time) × speed
//
// SessionReplay anchors it again wherever the log's time must jump or wait: play and pause, a
// change of speed, a jump, an idle stretch skipped, a step delivered late or a step whose
// screens have not caught up yet. Pure: the wall clock can be scripted (the tests).

#include <QElapsedTimer>
#include <functional>

namespace instants::client::replay {

class Clock {
public:
    /// Milliseconds of a monotonic clock.
    using WallSource = std::function<double()>;
    /// `wall`: empty for a clock started here.
    explicit Clock(WallSource wall = {});

    double wallNow() const;
    /// The log's time now, going on from the anchor at speed().
    double now() const;
    /// Log time `logMs` is now.
    void reanchor(double logMs);
    /// The log's time of the anchor (where a paused replay stands).
    double anchorLog() const { return m_anchorLog; }
    double speed() const { return m_speed; }
    /// The pace from the anchor on (0.5 to 8 in the replay); reanchor first to keep the time.
    void setSpeed(double speed) { m_speed = speed; }
    /// The wall time at which the log reaches `logMs`, going at `pace` from the anchor.
    double wallAt(double logMs, double pace) const;

private:
    WallSource m_source;
    QElapsedTimer m_elapsed;
    double m_anchorWall = 0;
    double m_anchorLog = 0;
    double m_speed = 1;
};

}  // namespace instants::client::replay
