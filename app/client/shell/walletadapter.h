#pragma once
// The demo wallet: the play-money balance and its reset. The balance shown on screen waits for
// the presentation: a win the engine has credited appears once its reveal has ended.

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>

namespace instants::client {

class SessionHost;
class Timeline;

class WalletAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    /// The balance as the screens show it: without the wins still being revealed.
    Q_PROPERTY(qint64 shownBalanceCents READ shownBalanceCents NOTIFY changed FINAL)
    Q_PROPERTY(qint64 initialBalanceCents READ initialBalanceCents NOTIFY changed FINAL)
    Q_PROPERTY(bool canReset READ canReset NOTIFY changed FINAL)

public:
    explicit WalletAdapter(SessionHost* host, QObject* parent = nullptr);

    /// The balance in the journal: ahead of the screen while a win is revealed, so C++ only
    /// (the screens show shownBalanceCents).
    qint64 balanceCents() const;
    qint64 shownBalanceCents() const;
    /// A game's presentation whose pending win the shown balance leaves out.
    void watch(Timeline* timeline);
    qint64 initialBalanceCents() const;
    /// The balance can be reset between games (once shown), not during one.
    bool canReset() const;

    Q_INVOKABLE void resetBalance();

signals:
    void changed();

private:
    SessionHost* m_host;
    QList<Timeline*> m_timelines;
};

}  // namespace instants::client
