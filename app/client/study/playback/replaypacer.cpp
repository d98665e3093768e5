#include "replaypacer.h"

#include <algorithm>
#include <utility>

namespace instants::client::replay {

Pacer::Pacer(QList<int> holdUntil, int idleThresholdMs)
    : m_holdUntil(std::move(holdUntil)), m_idleThresholdMs(idleThresholdMs) {}

void Pacer::reset() {
    m_engineWall.clear();
    m_shownWall.clear();
    m_protocolWall.clear();
    m_lastFrameWall = -1;
    m_lastDeliveredWall = 0;
    m_lastDeliveredT = 0;
    m_settledProtocol = 0;
    m_stallSince = -1;
    m_holds.clear();
    m_released.clear();
}

void Pacer::delivered(const Step& s, double wall) {
    if (s.isInput()) {
        m_lastDeliveredWall = wall;
        m_lastDeliveredT = s.tMs;
    }
}

bool Pacer::gateOpen(const Step& s, bool sessionBusy) const {
    if (engineEvents() < s.engineBefore || shownEvents() < s.shownBefore ||
        protocolLines() < s.protocolBefore || sessionBusy) {
        return false;
    }
    // After a protocol phase (a card shown, hidden or changed), its screen drawn once: laid out,
    // so that a press lands on what the participant saw there.
    return s.protocolBefore == 0 || m_lastFrameWall > m_protocolWall[s.protocolBefore - 1];
}

double Pacer::gap(const Step& s, qint64 from, const Pace& pace) const {
    const qint64 g = s.tMs - from;
    return static_cast<double>(pace.idle && g > m_idleThresholdMs ? kIdleKeptMs : g) / pace.speed;
}

double Pacer::due(const Step& s, int index, double wallNow, const Clock& clock,
                  const Pace& pace) const {
    double due = pace.jumping ? wallNow : clock.wallAt(static_cast<double>(s.tMs), pace.speed);
    if (s.anchorEngine > 0 && engineEvents() >= s.anchorEngine) {
        due = std::max(due, m_engineWall[s.anchorEngine - 1] + gap(s, s.anchorMs, pace));
    }
    if (s.anchorShown > 0 && shownEvents() >= s.anchorShown) {
        due = std::max(due, m_shownWall[s.anchorShown - 1] + gap(s, s.anchorMs, pace));
    }
    if (index > 0) {
        due = std::max(due, m_lastDeliveredWall + gap(s, m_lastDeliveredT, pace));
    }
    if (s.protocolBefore > 0 && protocolLines() >= s.protocolBefore) {
        due = std::max(due, m_protocolWall[s.protocolBefore - 1] + gap(s, s.protocolMs, pace));
    }
    return due;
}

std::optional<double> Pacer::idleSkip(const Step& s, double logNow, const Pace& pace) const {
    if (!pace.idle || pace.jumping || static_cast<double>(s.tMs) - logNow <= m_idleThresholdMs) {
        return std::nullopt;
    }
    return static_cast<double>(s.tMs - kIdleKeptMs);
}

bool Pacer::firstAfterProtocol(const Step& s) {
    if (!s.isInput() || s.protocolBefore <= m_settledProtocol) {
        return false;
    }
    m_settledProtocol = s.protocolBefore;
    return true;
}

double Pacer::stalledFor(double wall) {
    if (m_stallSince < 0) {
        m_stallSince = wall;
    }
    return wall - m_stallSince;
}

bool Pacer::hold(int engineIndex, int nextStep) {
    const int e = engineIndex;
    if (e < 0 || e >= m_holdUntil.size() || m_holdUntil[e] < 0 || m_released.contains(e) ||
        m_holdUntil[e] < nextStep || m_holds.contains(e)) {
        return false;
    }
    m_holds.insert(e, m_holdUntil[e]);
    return true;
}

QList<int> Pacer::release(int index) {
    QList<int> ended;
    for (auto it = m_holds.begin(); it != m_holds.end();) {
        if (it.value() <= index) {
            ended.append(it.key());
            m_released.insert(it.key());
            it = m_holds.erase(it);
        } else {
            ++it;
        }
    }
    std::sort(ended.begin(), ended.end());
    return ended;
}

QList<int> Pacer::releaseAll() {
    QList<int> ended = m_holds.keys();
    m_holds.clear();
    std::sort(ended.begin(), ended.end());
    return ended;
}

}  // namespace instants::client::replay
