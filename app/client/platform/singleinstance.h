#pragma once
// One window per journal on the desktop: a second launch on the journal a running client
// already holds brings that client's window forward and ends, instead of opening a second
// window refused by the journal's lock (docs/protocol.md, "One writer per journal").
//
// The running client listens on a local socket (QLocalServer: a Unix socket, a named pipe on
// Windows) named after the journal's absolute path; a new launch first asks that socket. The
// kiosk, a replay and a screenshot run are not concerned.

#include <QObject>
#include <QPointer>
#include <QString>
#include <QWindow>

class QLocalServer;

namespace instants::client {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    explicit SingleInstance(QObject* parent = nullptr);
    ~SingleInstance() override;

    /// The socket's name for a journal: "instants-" and 16 hex digits of the SHA-256 of its
    /// absolute, clean path.
    static QString serverName(const QString& database);

    /// Asks a running client on `database` to bring its window forward. True when one answered
    /// (`holder` then says which process); false when none runs.
    static bool bringRunningForward(const QString& database, QString& holder);

    /// Listens for later launches on `database`. False (with `error`) if it cannot.
    bool listen(const QString& database, QString& error);
    /// The window brought forward when asked.
    void setWindow(QWindow* window) { m_window = window; }

signals:
    /// A later launch asked for the window (after it was brought forward).
    void broughtForward();

private:
    void answer();
    QLocalServer* m_server = nullptr;
    QPointer<QWindow> m_window;
};

}  // namespace instants::client
