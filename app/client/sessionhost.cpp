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

SessionHost::~SessionHost() {
    if (m_worker.joinable()) {
        m_worker.join();
    }
}

void SessionHost::prepare(GameKind kind) {
    if (!m_session || m_busy || m_prepared.contains(kind)) {
        return;
    }
    if (m_worker.joinable()) {
        m_worker.join();
    }
    m_busy = true;
    emit busyChanged();
    m_worker = std::thread([this, kind] {
        QString error;
        try {
            (void)m_session->dealingPosition(kind);  // opens (verifies or generates) the block
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, kind, error] {
                m_busy = false;
                if (error.isEmpty()) {
                    m_prepared.insert(kind);
                }
                emit busyChanged();
                emit prepared(static_cast<int>(kind), error);
                if (!error.isEmpty()) {
                    emit failed(QStringLiteral("block_unavailable"), error);
                }
            },
            Qt::QueuedConnection);
    });
}

bool SessionHost::run(const std::function<void(Session&)>& verb) {
    if (!m_session) {
        emit failed(QStringLiteral("no_session"), m_openError);
        return false;
    }
    if (m_busy) {
        emit failed(QStringLiteral("busy"), tr("Préparation des tickets en cours…"));
        return false;
    }
    const std::int64_t idBefore = m_session->gameId();
    const std::size_t eventsBefore =
        m_session->game() != nullptr ? m_session->game()->eventCount() : 0;
    const Cents balanceBefore = m_session->balance();
    bool ok = true;
    try {
        verb(*m_session);
    } catch (const SessionError& e) {
        ok = false;
        emit failed(QString::fromStdString(e.code()), QString::fromStdString(e.what()));
    }
    // A verb made of several steps may have moved on before a later step was refused: what
    // was committed is shown either way.
    const std::size_t eventsAfter = m_session->game() != nullptr ? m_session->game()->eventCount() : 0;
    const bool sameGame = m_session->gameId() == idBefore;
    const bool moved = !sameGame || eventsAfter != eventsBefore || m_session->balance() != balanceBefore;
    if (ok || moved) {
        emit changed();
    }
    if (m_session->game() != nullptr) {
        const std::size_t from = sameGame ? eventsBefore : 0;
        if (from < eventsAfter) {
            emit recorded(m_session->gameId(), static_cast<int>(from));
            emit eventsAppended(m_session->gameId(), static_cast<int>(from));
        }
    }
    return ok;
}

}  // namespace instants::client
