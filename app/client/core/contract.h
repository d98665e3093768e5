#pragma once
// The typed contract between the client's C++ objects and its QML: the enumerations that
// properties carry and QML compares against (HappyDesPhase.Stage1Roll, HappyDesUniverse.Cumul,
// RevealStage.Tumble, ClientScreen.Dede, StudyPhase.Task), instead of strings. Each also has the
// name the study log, the protocol and the tests use ("stage1_roll", "tumble", "dede", "task"),
// from one table.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <optional>

#include "instants/happydes/game.h"

namespace instants::client {

/// A Happy Dés game's phase as the screen shows it (happydes::Phase, and None without a game).
class HappyDesPhase : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("an enumeration")

public:
    enum Value {
        None,
        Stage1Roll,
        Stage1Won,
        ChooseUniverse,
        Cumul,
        Figures,
        Identiques,
        Won,
        Lost
    };
    Q_ENUM(Value)
    static Value of(happydes::Phase phase);
};

/// A Happy Dés universe (2.4): None before one is chosen. Names as the protocol writes them:
/// "cumul", "figures", "identiques" ("" for None).
class HappyDesUniverse : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("an enumeration")

public:
    enum Value { None, Cumul, Figures, Identiques };
    Q_ENUM(Value)
    static Value of(std::optional<happydes::Universe> universe);
    static QString name(Value universe);
    /// None for an empty or unknown name.
    static Value fromName(const QString& name);
};

/// The stage of a reveal under way (Timeline): None when nothing is being revealed. Its name is
/// the key with a lower-case first letter ("topAmount", "land1").
class RevealStage : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("an enumeration")

public:
    enum Value {
        None,
        Draw,
        TopAmount,
        Tumble,
        TumbleSlow,
        Land1,
        Land2,
        Land,
        Hold,
        Row,
        Prize,
        Pause,
        Celebrate,
        Deal,
        Gap,
        Lift,
        Covers,
    };
    Q_ENUM(Value)
    static QString name(Value stage);
    /// None for an empty or unknown name.
    static Value fromName(const QString& name);
};

/// The screen the client's window shows (Navigator). Names: "lobby", "happy-des", "dede",
/// "happy-2014", "history", "rules", "settings", "protection" (a game's screen is named after its
/// game).
class ClientScreen : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("an enumeration")

public:
    enum Value { Lobby, HappyDes, Dede, Happy2014, History, Rules, Settings, Protection };
    Q_ENUM(Value)
    static QString name(Value screen);
    /// Lobby for an unknown name; `ok` says whether the name was known.
    static Value fromName(const QString& name, bool* ok = nullptr);
};

/// The step of a usability-study protocol (StudyRunner). Names: "", "consent", "instructions",
/// "ready", "task", "questionnaire", "done", "declined".
class StudyPhase : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("an enumeration")

public:
    enum Value { None, Consent, Instructions, Ready, Task, Questionnaire, Done, Declined };
    Q_ENUM(Value)
    static QString name(Value phase);
    static Value fromName(const QString& name);
};

}  // namespace instants::client
