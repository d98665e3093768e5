#pragma once
// Which screen the client's window shows: owned here, in C++, so that what observes navigation
// (the study recorder, the study-log replay, the kiosk) reads a typed value instead of a QML
// property by name. The window shows navigator.screen and asks show() to move.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "contract.h"

namespace instants::client {

class Navigator : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(instants::client::ClientScreen::Value screen READ screen WRITE show NOTIFY
                   screenChanged FINAL)
    /// The screen's name ("lobby", "happy-des"…), as the study log writes it.
    Q_PROPERTY(QString screenName READ screenName NOTIFY screenChanged FINAL)

public:
    explicit Navigator(QObject* parent = nullptr) : QObject(parent) {}

    ClientScreen::Value screen() const { return m_screen; }
    QString screenName() const { return ClientScreen::name(m_screen); }
    Q_INVOKABLE void show(ClientScreen::Value screen);
    /// By name: a screen's, or a game's id for its screen ("dede"); false (nothing done) for an
    /// unknown name.
    Q_INVOKABLE bool showNamed(const QString& name);

signals:
    void screenChanged();

private:
    ClientScreen::Value m_screen = ClientScreen::Lobby;
};

}  // namespace instants::client
