#include "gameadapter.h"

#include "sessionhost.h"

namespace instants::client {

GameAdapter::GameAdapter(SessionHost* host, GameKind kind, QObject* parent)
    : QObject(parent), m_host(host), m_kind(kind) {
    connect(m_host, &SessionHost::changed, this, &GameAdapter::changed);
}

const Play* GameAdapter::current() const {
    if (!m_host->isOpen()) {
        return nullptr;
    }
    const Play* p = m_host->session()->game();
    return p != nullptr && p->kind() == m_kind ? p : nullptr;
}

qint64 GameAdapter::gameId() const {
    return current() != nullptr ? m_host->session()->gameId() : 0;
}

bool GameAdapter::run(const std::function<void(Session&)>& verb, std::function<bool()> again) {
    QString error;
    QString code;
    const bool ok = m_host->run(verb, code, error);
    if (ok || !SessionHost::retryable(code)) {
        setError(error, {});
    } else {
        setError(
            error, again ? std::move(again) : [this, verb] { return run(verb); });
    }
    return ok;
}

void GameAdapter::setError(const QString& error, std::function<bool()> again) {
    const bool hadRetry = static_cast<bool>(m_retry);
    m_retry = std::move(again);
    if (m_lastError != error || hadRetry != static_cast<bool>(m_retry)) {
        m_lastError = error;
        emit errorChanged();
    }
}

bool GameAdapter::retry() {
    if (!m_retry) {
        return false;
    }
    const std::function<bool()> again = m_retry;
    return again();
}

}  // namespace instants::client
