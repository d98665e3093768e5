#include "protectionadapter.h"

#include "sessionhost.h"
#include "studyprotocol.h"
#include "timeline.h"

namespace instants::client {

namespace {

/// How often the session's time and the reality check's due time are looked at.
constexpr int kTickMs = 500;

QString timeText(std::int64_t ms) {
    return QString::fromStdString(journalTime(ms));
}

/// The same figures, limits, pause and checks (the clock aside).
bool sameState(const ProtectionState& a, const ProtectionState& b) {
    auto resets = [](const PlaySession& s) {
        std::vector<std::int64_t> out;
        for (const BalanceReset& r : s.resets) {
            out.push_back(r.atMs);
        }
        return out;
    };
    auto pending = [](const ProtectionState& s) {
        std::vector<std::pair<std::int64_t, std::optional<std::int64_t>>> out;
        for (const PendingLimit& p : s.pending) {
            out.emplace_back(p.fromMs, p.value);
        }
        return out;
    };
    return a.session.begun == b.session.begun && a.session.startedMs == b.session.startedMs &&
           a.session.games == b.session.games && a.session.stakes == b.session.stakes &&
           a.session.wins == b.session.wins && resets(a.session) == resets(b.session) &&
           a.limits == b.limits && pending(a) == pending(b) && a.pauseUntilMs == b.pauseUntilMs &&
           a.check.shown == b.check.shown && a.check.dueMs == b.check.dueMs;
}

}  // namespace

ProtectionAdapter::ProtectionAdapter(SessionHost* host, QObject* parent)
    : QObject(parent), m_host(host) {
    connect(m_host, &SessionHost::changed, this, &ProtectionAdapter::refresh);
    m_timer.setInterval(kTickMs);
    connect(&m_timer, &QTimer::timeout, this, &ProtectionAdapter::tick);
    refresh();
    if (m_host->isOpen()) {
        m_timer.start();
    }
}

void ProtectionAdapter::watch(Timeline* timeline) {
    m_timelines.append(timeline);
    // The end of a reveal is the first moment a due check may show.
    connect(timeline, &Timeline::progressed, this, [this] {
        emit changed();  // a win landed: the figures shown take it
        if (!revealing()) {
            tick();
        }
    });
}

void ProtectionAdapter::setPanelShown(bool shown) {
    if (m_panelShown != shown) {
        m_panelShown = shown;
        emit changed();
    }
}

void ProtectionAdapter::setHeld(bool held) {
    if (m_held != held) {
        m_held = held;
        emit heldChanged();
        if (!held) {
            tick();
        }
    }
}

void ProtectionAdapter::setMayChange(bool may) {
    if (m_mayChange != may) {
        m_mayChange = may;
        emit changed();
    }
}

QString ProtectionAdapter::sessionStartedAt() const {
    return m_state.session.begun ? timeText(m_state.session.startedMs) : QString();
}

QList<SessionReset> ProtectionAdapter::resets() const {
    QList<SessionReset> out;
    for (const BalanceReset& r : m_state.session.resets) {
        out.append({timeText(r.atMs), r.amount, r.balanceAfter});
    }
    return out;
}

QList<PendingLimitRow> ProtectionAdapter::pending() const {
    QList<PendingLimitRow> out;
    for (const PendingLimit& p : m_state.pending) {
        out.append(
            {QString::fromUtf8(limitId(p.limit).data()), p.value.value_or(-1), timeText(p.fromMs)});
    }
    return out;
}

QString ProtectionAdapter::pausedUntil() const {
    return m_state.pauseUntilMs ? timeText(*m_state.pauseUntilMs) : QString();
}

bool ProtectionAdapter::timeLimitReached() const {
    const auto minutes = m_state.limits[Limit::Time];
    return minutes && m_state.session.begun && m_state.session.elapsedMs() >= *minutes * 60000;
}

qint64 ProtectionAdapter::pendingCredit() const {
    qint64 pending = 0;
    for (const Timeline* t : m_timelines) {
        pending += t->pendingCreditCents();
    }
    return pending;
}

bool ProtectionAdapter::revealing() const {
    for (const Timeline* t : m_timelines) {
        if (t->busy()) {
            return true;
        }
    }
    return false;
}

void ProtectionAdapter::refresh() {
    // While a block is prepared on the host's worker thread the journal is that thread's: it is
    // read again at the next tick after.
    if (!m_host->isOpen() || m_host->isBusy()) {
        return;
    }
    ProtectionState next = m_host->session()->protection();
    const bool same = sameState(m_state, next);
    m_state = std::move(next);
    if (!same) {
        emit changed();
    }
    emit ticked();
}

void ProtectionAdapter::tick() {
    if (!m_host->isOpen() || m_host->isBusy()) {
        return;
    }
    // The journal is read again when the clock alone changes the state (a check due, a pause's
    // end, a raise applied, the session's end); a verb reads it again too (SessionHost::changed).
    // Otherwise the time moves on.
    const std::int64_t now = m_host->session()->journal().nowMs();
    if (m_state.changesAtMs && now >= *m_state.changesAtMs) {
        refresh();
    } else {
        m_state.nowMs = now;
        if (m_state.session.begun) {
            m_state.session.nowMs = now;
        } else {
            m_state.session.startedMs = now;
            m_state.session.nowMs = now;
        }
        emit ticked();
    }
    // A check due shows once the game under way has ended and nothing is being revealed: it
    // never interrupts a game nor a reveal.
    if (m_automatic && !m_checkShowing && !m_held && m_state.check.dueMs &&
        m_state.nowMs >= *m_state.check.dueMs && !m_host->session()->inProgress() && !revealing()) {
        showCheck();
    }
}

void ProtectionAdapter::showCheck() {
    if (m_checkShowing || !m_host->isOpen() || m_host->isBusy()) {
        return;
    }
    // Recorded first, with the figures it shows (write-ahead, as everything the engine keeps).
    if (!m_host->run([](Session& s) { s.recordCheck("shown"); })) {
        return;
    }
    refresh();
    m_checkShowing = true;
    emit checkShowingChanged();
    emit recorded(QStringLiteral("check_shown"), {{QStringLiteral("elapsed_ms"), elapsedMs()},
                                                  {QStringLiteral("net_cents"), netCents()},
                                                  {QStringLiteral("stakes_cents"), stakesCents()},
                                                  {QStringLiteral("wins_cents"), winsCents()}});
}

void ProtectionAdapter::answer(const char* event) {
    if (!m_checkShowing) {
        return;
    }
    m_host->run([event](Session& s) { s.recordCheck(event); });
    m_checkShowing = false;
    emit checkShowingChanged();
    emit recorded(
        QStringLiteral("check_") + QLatin1String(event),
        {{QStringLiteral("elapsed_ms"), elapsedMs()}, {QStringLiteral("net_cents"), netCents()}});
    refresh();
}

void ProtectionAdapter::continuePlay() {
    answer("continued");
}

void ProtectionAdapter::stopPlay() {
    answer("stopped");
}

void ProtectionAdapter::endCheck() {
    answer("left");
}

bool ProtectionAdapter::runSetting(const std::function<void(Session&)>& verb) {
    QString code;
    QString error;
    const bool ok = m_host->run(verb, code, error);
    m_problem = ok ? QString() : error;
    refresh();
    return ok;
}

Limits ProtectionAdapter::applyStudy(const QJsonObject& settings) {
    const Limits before = m_state.limits;
    // A game the previous participant left is completed by the rules' automatic path (as
    // between kiosk visitors): its figures are not the next participant's.
    m_host->run([](Session& s) { s.completeAutomatically(); });
    setPanelShown(settings.value(QStringLiteral("session_panel")).toBool(true));
    Limits wanted;
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        if (const auto limit = study::protectionLimitOf(it.key()); limit && it->toInt() > 0) {
            wanted[*limit] = it->toInt();
        }
    }
    restoreStudy(wanted);
    return before;
}

void ProtectionAdapter::restoreStudy(const Limits& limits) {
    endCheck();
    m_host->run([&limits](Session& s) {
        s.endPause(Setter::Study);
        for (const Limit l : kAllLimits) {
            const ProtectionState st = s.protection();
            if (st.limits[l] != limits[l] || !st.pending.empty()) {
                s.setLimit(l, limits[l], Setter::Study);
            }
        }
        if (!s.inProgress()) {
            s.endSession(Setter::Study);
        }
    });
    refresh();
}

bool ProtectionAdapter::setLimit(const QString& limit, qint64 value) {
    const auto which = limitFromId(limit.toStdString());
    if (!which) {
        m_problem = SessionHost::refusalText(QStringLiteral("bad_limit"), nullptr);
        emit changed();
        return false;
    }
    if (!m_mayChange) {
        m_problem = SessionHost::refusalText(QStringLiteral("not_allowed"), nullptr);
        emit changed();
        return false;
    }
    const std::optional<std::int64_t> v =
        value < 0 ? std::nullopt : std::optional<std::int64_t>(value);
    const bool ok = runSetting([&](Session& s) { s.setLimit(*which, v, Setter::Player); });
    if (ok) {
        emit recorded(QStringLiteral("limit"),
                      {{QStringLiteral("limit"), limit}, {QStringLiteral("value"), value}});
    }
    return ok;
}

bool ProtectionAdapter::pause(int minutes) {
    if (!m_mayChange) {
        m_problem = SessionHost::refusalText(QStringLiteral("not_allowed"), nullptr);
        emit changed();
        return false;
    }
    const bool ok = runSetting([minutes](Session& s) { s.pause(minutes, Setter::Player); });
    if (ok) {
        emit recorded(QStringLiteral("pause"), {{QStringLiteral("minutes"), minutes},
                                                {QStringLiteral("until"), pausedUntil()}});
    }
    return ok;
}

}  // namespace instants::client
