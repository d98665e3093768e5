#pragma once
// The demo wallet: the play-money balance and its reset.

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace instants::client {

class SessionHost;

class WalletAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(qint64 balanceCents READ balanceCents NOTIFY changed FINAL)
    Q_PROPERTY(qint64 initialBalanceCents READ initialBalanceCents NOTIFY changed FINAL)
    Q_PROPERTY(bool canReset READ canReset NOTIFY changed FINAL)

public:
    explicit WalletAdapter(SessionHost* host, QObject* parent = nullptr);

    qint64 balanceCents() const;
    qint64 initialBalanceCents() const;
    /// The balance can be reset between games, not during one.
    bool canReset() const;

    Q_INVOKABLE void resetBalance();

signals:
    void changed();

private:
    SessionHost* m_host;
};

}  // namespace instants::client
