#pragma once
// What every game's presenter (HappyDesPresenter, ScratchPresenter) shows the same way: the
// refusal of the last verb and « Réessayer », over the game's engine-side adapter. The
// presentation timeline (Timeline) below it; each game's screen state above it.

#include <QtQml/qqmlregistration.h>
#include <QString>

#include "timeline.h"

namespace instants::client {

class GameAdapter;

class GamePresenter : public instants::client::Timeline {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the base of a game's presenter, provided by the application")
    /// The sentence of the last refusal (empty after a verb that succeeded).
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorChanged FINAL)
    /// « Réessayer » is offered: the journal could not record the last verb (disk full...).
    Q_PROPERTY(bool canRetry READ canRetry NOTIFY errorChanged FINAL)

public:
    QString lastError() const;
    bool canRetry() const;
    /// « Réessayer »: the adapter's retry(), refused while the screen is not ready for it.
    Q_INVOKABLE bool retry();

signals:
    void errorChanged();

protected:
    GamePresenter(SessionHost* host, GameAdapter* adapter, QObject* parent);
    /// Whether « Réessayer » may run now (by default: no reveal under way).
    virtual bool retryAllowed() const { return !busy(); }

private:
    GameAdapter* m_gameAdapter;
};

}  // namespace instants::client
