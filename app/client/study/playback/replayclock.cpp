#include "replayclock.h"

#include <utility>

namespace instants::client::replay {

Clock::Clock(WallSource wall) : m_source(std::move(wall)) {
    m_elapsed.start();
    m_anchorWall = wallNow();
}

double Clock::wallNow() const {
    return m_source ? m_source() : static_cast<double>(m_elapsed.nsecsElapsed()) / 1e6;
}

double Clock::now() const {
    return m_anchorLog + (wallNow() - m_anchorWall) * m_speed;
}

void Clock::reanchor(double logMs) {
    m_anchorLog = logMs;
    m_anchorWall = wallNow();
}

double Clock::wallAt(double logMs, double pace) const {
    return m_anchorWall + (logMs - m_anchorLog) / pace;
}

}  // namespace instants::client::replay
