#pragma once
// Holds the engine's Session for the Qt front end and tells the adapters when it changed.
// Not a QML type: main() creates it and hands it to each adapter.

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "instants/session/session.h"

namespace instants::client {

class SessionHost : public QObject {
    Q_OBJECT

public:
    /// Opens the session; a journal that cannot be used leaves the host without a session
    /// and with openError() set (the client shows it; nothing is modified).
    explicit SessionHost(Session::Options options, QObject* parent = nullptr);
    ~SessionHost() override;

    bool isOpen() const { return m_session != nullptr; }
    QString openError() const { return m_openError; }
    Session* session() const { return m_session.get(); }

    /// Runs a session verb. On success emits changed() (and eventsAppended() for the new
    /// public events of the game); on a refusal emits failed() with the engine's code and
    /// message. Returns whether it succeeded.
    bool run(const std::function<void(Session&)>& verb);

signals:
    /// After every successful verb: balance, game, history may have changed.
    void changed();
    /// The game's public events from index `from` are new (to animate them in order).
    void eventsAppended(qint64 gameId, int from);
    void failed(const QString& code, const QString& message);

private:
    std::unique_ptr<Session> m_session;
    QString m_openError;
};

}  // namespace instants::client
