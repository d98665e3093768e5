#include "sessionhost.h"

namespace instants::client {

SessionHost::SessionHost(Session::Options options, QObject* parent) : QObject(parent) {
    try {
        m_session = std::make_unique<Session>(std::move(options));
    } catch (const JournalError& e) {
        m_openError = QString::fromStdString(e.what());
    } catch (const std::exception& e) {
        m_openError = QString::fromStdString(e.what());
    }
}

SessionHost::~SessionHost() = default;

bool SessionHost::run(const std::function<void(Session&)>& verb) {
    if (!m_session) {
        emit failed(QStringLiteral("no_session"), m_openError);
        return false;
    }
    const std::int64_t idBefore = m_session->gameId();
    const std::size_t eventsBefore =
        m_session->game() != nullptr ? m_session->game()->eventCount() : 0;
    try {
        verb(*m_session);
    } catch (const SessionError& e) {
        emit failed(QString::fromStdString(e.code()), QString::fromStdString(e.what()));
        return false;
    }
    emit changed();
    if (m_session->game() != nullptr) {
        const bool sameGame = m_session->gameId() == idBefore;
        const std::size_t from = sameGame ? eventsBefore : 0;
        if (from < m_session->game()->eventCount()) {
            emit eventsAppended(m_session->gameId(), static_cast<int>(from));
        }
    }
    return true;
}

}  // namespace instants::client
