#include "contract.h"

#include <QMetaEnum>
#include <array>
#include <utility>

namespace instants::client {

namespace {

/// A key with a lower-case first letter ("TopAmount" → "topAmount").
QString lowerFirst(const char* key) {
    QString s = QString::fromLatin1(key);
    if (!s.isEmpty()) {
        s[0] = s[0].toLower();
    }
    return s;
}

/// The value whose key, with a lower-case first letter, is `name`; `none` for another name.
template <typename E>
E fromLowerKey(const QString& name, E none) {
    if (name.isEmpty()) {
        return none;
    }
    QString key = name;
    key[0] = key[0].toUpper();
    bool ok = false;
    const int v = QMetaEnum::fromType<E>().keyToValue(key.toLatin1().constData(), &ok);
    return ok ? static_cast<E>(v) : none;
}

constexpr std::array<std::pair<ClientScreen::Value, const char*>, 8> kScreens{{
    {ClientScreen::Lobby, "lobby"},
    {ClientScreen::HappyDes, "happy-des"},
    {ClientScreen::Dede, "dede"},
    {ClientScreen::Happy2014, "happy-2014"},
    {ClientScreen::History, "history"},
    {ClientScreen::Rules, "rules"},
    {ClientScreen::Settings, "settings"},
    {ClientScreen::Protection, "protection"},
}};

}  // namespace

HappyDesUniverse::Value HappyDesUniverse::of(std::optional<happydes::Universe> universe) {
    if (!universe) {
        return None;
    }
    switch (*universe) {
        case happydes::Universe::Cumul:
            return Cumul;
        case happydes::Universe::Figures:
            return Figures;
        case happydes::Universe::Identiques:
            return Identiques;
    }
    return None;
}

QString HappyDesUniverse::name(Value universe) {
    switch (universe) {
        case Cumul:
            return QString::fromUtf8(happydes::universeName(happydes::Universe::Cumul).data());
        case Figures:
            return QString::fromUtf8(happydes::universeName(happydes::Universe::Figures).data());
        case Identiques:
            return QString::fromUtf8(happydes::universeName(happydes::Universe::Identiques).data());
        case None:
            break;
    }
    return {};
}

HappyDesUniverse::Value HappyDesUniverse::fromName(const QString& name) {
    for (const Value u : {Cumul, Figures, Identiques}) {
        if (name == HappyDesUniverse::name(u)) {
            return u;
        }
    }
    return None;
}

HappyDesPhase::Value HappyDesPhase::of(happydes::Phase phase) {
    switch (phase) {
        case happydes::Phase::Stage1Roll:
            return Stage1Roll;
        case happydes::Phase::Stage1Won:
            return Stage1Won;
        case happydes::Phase::ChooseUniverse:
            return ChooseUniverse;
        case happydes::Phase::Cumul:
            return Cumul;
        case happydes::Phase::Figures:
            return Figures;
        case happydes::Phase::Identiques:
            return Identiques;
        case happydes::Phase::Won:
            return Won;
        case happydes::Phase::Lost:
            return Lost;
    }
    return None;
}

QString RevealStage::name(Value stage) {
    return stage == None ? QString() : lowerFirst(QMetaEnum::fromType<Value>().valueToKey(stage));
}

RevealStage::Value RevealStage::fromName(const QString& name) {
    return fromLowerKey(name, None);
}

QString ClientScreen::name(Value screen) {
    for (const auto& [value, text] : kScreens) {
        if (value == screen) {
            return QString::fromLatin1(text);
        }
    }
    return QStringLiteral("lobby");
}

ClientScreen::Value ClientScreen::fromName(const QString& name, bool* ok) {
    for (const auto& [value, text] : kScreens) {
        if (name == QLatin1String(text)) {
            if (ok != nullptr) {
                *ok = true;
            }
            return value;
        }
    }
    if (ok != nullptr) {
        *ok = false;
    }
    return Lobby;
}

QString StudyPhase::name(Value phase) {
    return phase == None ? QString() : lowerFirst(QMetaEnum::fromType<Value>().valueToKey(phase));
}

StudyPhase::Value StudyPhase::fromName(const QString& name) {
    return fromLowerKey(name, None);
}

}  // namespace instants::client
