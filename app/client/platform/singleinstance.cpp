#include "singleinstance.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QWindow>

namespace instants::client {

namespace {
constexpr int kAnswerMs = 3000;
}

SingleInstance::SingleInstance(QObject* parent) : QObject(parent) {}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName(const QString& database) {
    const QString path = QDir::cleanPath(QFileInfo(database).absoluteFilePath());
    const QByteArray digest = QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256);
    return QStringLiteral("instants-") + QString::fromLatin1(digest.toHex().left(16));
}

bool SingleInstance::bringRunningForward(const QString& database, QString& holder) {
    QLocalSocket socket;
    socket.connectToServer(serverName(database));
    if (!socket.waitForConnected(kAnswerMs)) {
        return false;  // none runs (or a stale socket: the next listen() removes it)
    }
    socket.write("raise\n");
    socket.flush();
    if (!socket.waitForReadyRead(kAnswerMs)) {
        return false;
    }
    const QByteArray reply = socket.readLine().trimmed();
    if (!reply.startsWith("ok")) {
        return false;
    }
    holder = QString::fromUtf8(reply.mid(2).trimmed());
    return true;
}

bool SingleInstance::listen(const QString& database, QString& error) {
    const QString name = serverName(database);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(name)) {
        // A socket left by a client that died (kill -9): nobody answered it, so it is stale.
        QLocalServer::removeServer(name);
        if (!m_server->listen(name)) {
            error = m_server->errorString();
            return false;
        }
    }
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::answer);
    return true;
}

void SingleInstance::answer() {
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                return;
            }
            if (socket->readLine().trimmed() != "raise") {
                socket->disconnectFromServer();
                return;
            }
            if (m_window) {
                m_window->setWindowStates(m_window->windowStates() & ~Qt::WindowMinimized);
                m_window->show();
                m_window->raise();
                m_window->requestActivate();
            }
            socket->write("ok process " + QByteArray::number(QCoreApplication::applicationPid()) +
                          "\n");
            socket->flush();
            emit broughtForward();
        });
    }
}

}  // namespace instants::client
