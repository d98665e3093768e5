#pragma once
// What the two engine-side game adapters (HappyDesAdapter, ScratchAdapter) share: the current
// game of their kind as the engine has recorded it, the verb runner, and « Réessayer » after a
// verb the journal could not record. Plain C++ over the session host: never handed to QML.

#include <QObject>
#include <QString>
#include <functional>

#include "instants/session/play.h"
#include "instants/session/session.h"

namespace instants::client {

class SessionHost;

class GameAdapter : public QObject {
    Q_OBJECT

public:
    GameKind kind() const { return m_kind; }
    /// A game of this kind is the session's current one (in progress, or the last one played).
    bool active() const { return current() != nullptr; }
    bool inProgress() const { return current() != nullptr && !current()->finished(); }
    bool finished() const { return current() != nullptr && current()->finished(); }
    qint64 gameId() const;
    /// The sentence of the last refusal (empty after a verb that succeeded).
    QString lastError() const { return m_lastError; }
    /// The last verb was refused because the journal could not be written (disk full...), or
    /// a block could not be prepared: retry() tries again once the cause is gone.
    bool canRetry() const { return static_cast<bool>(m_retry); }
    /// « Réessayer »: what could not be done, again; false when there is nothing to retry or it
    /// is refused again.
    bool retry();

signals:
    void changed();
    void errorChanged();

protected:
    GameAdapter(SessionHost* host, GameKind kind, QObject* parent);
    /// The session's current game when it is of this kind, else nullptr.
    const Play* current() const;
    /// Runs a verb on the session. When the journal could not record it, « Réessayer » runs
    /// `again` (by default, the verb itself).
    bool run(const std::function<void(Session&)>& verb, std::function<bool()> again = {});
    /// The refusal shown and what « Réessayer » does (nothing: no retry offered).
    void setError(const QString& error, std::function<bool()> again);
    SessionHost* host() const { return m_host; }

private:
    SessionHost* m_host;
    GameKind m_kind;
    QString m_lastError;
    std::function<bool()> m_retry;
};

}  // namespace instants::client
