#include "settingsadapter.h"

#include <algorithm>
#include <array>

namespace instants::client {

namespace {

/// The delays offered (seconds): fine steps near the default, coarser ones up to ten times it.
constexpr std::array<int, 10> kAutoRevealSteps = {10, 15, 20, 30, 45, 60, 90, 120, 150, 200};
static_assert(kAutoRevealSteps.front() == SettingsAdapter::kMinAutoRevealSeconds);
static_assert(kAutoRevealSteps.back() == SettingsAdapter::kMaxAutoRevealSeconds);

int roundTextSize(int percent) {
    // (Within the range first: a value from a file may be anything.)
    const int step = SettingsAdapter::kTextSizeStep;
    const int within =
        std::clamp(percent, SettingsAdapter::kMinTextSize, SettingsAdapter::kMaxTextSize);
    return SettingsAdapter::kMinTextSize +
           (within - SettingsAdapter::kMinTextSize + step / 2) / step * step;
}

int clampDelay(int seconds) {
    return std::clamp(seconds, SettingsAdapter::kMinAutoRevealSeconds,
                      SettingsAdapter::kMaxAutoRevealSeconds);
}

}  // namespace

SettingsAdapter::SettingsAdapter(const QString& path, QObject* parent)
    : QObject(parent), m_settings(std::make_unique<QSettings>(path, QSettings::IniFormat)) {
    const QString lang =
        m_settings->value(QStringLiteral("player/language"), m_language).toString();
    m_language = isSupportedLanguage(lang) ? lang : QStringLiteral("fr");
    m_muted = m_settings->value(QStringLiteral("player/muted"), m_muted).toBool();
    bool ok = false;
    const double v = m_settings->value(QStringLiteral("player/volume"), m_volume).toDouble(&ok);
    m_volume = ok ? std::clamp(v, 0.0, 1.0) : m_volume;
    m_reducedMotion =
        m_settings->value(QStringLiteral("player/reduced_motion"), m_reducedMotion).toBool();
    const int delay =
        m_settings->value(QStringLiteral("player/auto_reveal_seconds"), m_autoRevealSeconds)
            .toInt(&ok);
    m_autoRevealSeconds = ok ? clampDelay(delay) : m_autoRevealSeconds;
    m_autoReveal = m_settings->value(QStringLiteral("player/auto_reveal"), m_autoReveal).toBool();
    m_showFacts = m_settings->value(QStringLiteral("player/show_facts"), m_showFacts).toBool();
    const int textSize =
        m_settings->value(QStringLiteral("player/text_size"), m_textSize).toInt(&ok);
    m_textSize = ok ? roundTextSize(textSize) : m_textSize;
    m_assistiveTechnology = QAccessible::isActive();
    QAccessible::installActivationObserver(this);
    m_keys = std::make_unique<KeyBindings>(
        [this](const QString& name) { return m_settings->value(name, 0).toInt(); },
        [this](const QString& name, int key) { persist(name, key); });
}

SettingsAdapter::~SettingsAdapter() {
    QAccessible::removeActivationObserver(this);
}

void SettingsAdapter::accessibilityActiveChanged(bool active) {
    if (active == m_assistiveTechnology) {
        return;
    }
    m_assistiveTechnology = active;
    emit assistiveTechnologyChanged();
}

void SettingsAdapter::persist(const QString& key, const QVariant& value) {
    if (!m_transient) {
        m_settings->setValue(key, value);
    }
}

void SettingsAdapter::setShowFacts(bool shown) {
    if (shown == m_showFacts) {
        return;
    }
    m_showFacts = shown;
    persist(QStringLiteral("player/show_facts"), shown);
    emit showFactsChanged();
}

QVariantMap SettingsAdapter::studySettings() const {
    return {{QStringLiteral("language"), m_language},
            {QStringLiteral("sound"), !m_muted},
            {QStringLiteral("reduced_motion"), m_reducedMotion},
            {QStringLiteral("auto_reveal_seconds"), m_autoReveal ? m_autoRevealSeconds : 0},
            {QStringLiteral("show_facts"), m_showFacts},
            {QStringLiteral("text_size"), m_textSize},
            {QStringLiteral("keys"), keysMap()}};
}

QVariantMap SettingsAdapter::keysMap() const {
    QVariantMap keys;
    for (int a = 0; a < KeyBindings::kActionCount; ++a) {
        keys.insert(KeyBindings::actionName(a), m_keys->keyName(a));
    }
    return keys;
}

void SettingsAdapter::applyKeys(const QVariantMap& keys) {
    m_keys->clearAll();
    for (int a = 0; a < KeyBindings::kActionCount; ++a) {
        const QString letter = keys.value(KeyBindings::actionName(a)).toString();
        if (letter.size() == 1 && letter.at(0) >= QLatin1Char('A') &&
            letter.at(0) <= QLatin1Char('Z')) {
            m_keys->assign(a, Qt::Key_A + (letter.at(0).unicode() - 'A'));
        }
    }
}

QVariantMap SettingsAdapter::settingsToRestore() const {
    QVariantMap values = studySettings();
    values.insert(QStringLiteral("auto_reveal_delay"), m_autoRevealSeconds);
    return values;
}

void SettingsAdapter::applyStudySettings(const QVariantMap& values) {
    m_applying = true;
    if (values.contains(QStringLiteral("language"))) {
        overrideLanguage(values.value(QStringLiteral("language")).toString());
    }
    if (values.contains(QStringLiteral("sound"))) {
        overrideMuted(!values.value(QStringLiteral("sound")).toBool());
    }
    const bool wasTransient = m_transient;
    m_transient = true;
    if (values.contains(QStringLiteral("reduced_motion"))) {
        setReducedMotion(values.value(QStringLiteral("reduced_motion")).toBool());
    }
    if (values.contains(QStringLiteral("auto_reveal_seconds"))) {
        const int seconds = values.value(QStringLiteral("auto_reveal_seconds")).toInt();
        if (seconds > 0) {
            setAutoRevealSeconds(seconds);
        }
        setAutoReveal(seconds > 0);
    }
    if (values.contains(QStringLiteral("auto_reveal_delay"))) {
        setAutoRevealSeconds(values.value(QStringLiteral("auto_reveal_delay")).toInt());
    }
    if (values.contains(QStringLiteral("show_facts"))) {
        setShowFacts(values.value(QStringLiteral("show_facts")).toBool());
    }
    if (values.contains(QStringLiteral("text_size"))) {
        setTextSize(values.value(QStringLiteral("text_size")).toInt());
    }
    if (values.contains(QStringLiteral("keys"))) {
        applyKeys(values.value(QStringLiteral("keys")).toMap());
    }
    m_transient = wasTransient;
    m_applying = false;
}

bool SettingsAdapter::isSupportedLanguage(const QString& language) {
    return language == QLatin1String("fr") || language == QLatin1String("en");
}

void SettingsAdapter::setLanguage(const QString& language) {
    if (!isSupportedLanguage(language) || language == m_language) {
        return;
    }
    m_language = language;
    persist(QStringLiteral("player/language"), language);
    emit languageChanged();
}

void SettingsAdapter::setFailedLanguage(const QString& language) {
    if (language != m_failedLanguage) {
        m_failedLanguage = language;
        emit failedLanguageChanged();
    }
}

void SettingsAdapter::overrideLanguage(const QString& language) {
    if (isSupportedLanguage(language) && language != m_language) {
        m_language = language;
        emit languageChanged();
    }
}

void SettingsAdapter::setMuted(bool muted) {
    if (muted == m_muted) {
        return;
    }
    m_muted = muted;
    persist(QStringLiteral("player/muted"), muted);
    emit mutedChanged();
}

void SettingsAdapter::overrideMuted(bool muted) {
    if (muted != m_muted) {
        m_muted = muted;
        emit mutedChanged();
    }
}

void SettingsAdapter::setVolume(double volume) {
    volume = std::clamp(volume, 0.0, 1.0);
    if (qFuzzyCompare(volume + 1.0, m_volume + 1.0)) {
        return;
    }
    m_volume = volume;
    persist(QStringLiteral("player/volume"), volume);
    emit volumeChanged();
}

void SettingsAdapter::setReducedMotion(bool reduced) {
    if (reduced == m_reducedMotion) {
        return;
    }
    m_reducedMotion = reduced;
    persist(QStringLiteral("player/reduced_motion"), reduced);
    emit reducedMotionChanged();
}

void SettingsAdapter::setTextSize(int percent) {
    percent = roundTextSize(percent);
    if (percent == m_textSize) {
        return;
    }
    m_textSize = percent;
    persist(QStringLiteral("player/text_size"), percent);
    emit textSizeChanged();
}

QPair<qint64, int> SettingsAdapter::presented(const QString& kind) const {
    const QStringList v = m_settings->value(QStringLiteral("presentation/") + kind)
                              .toString()
                              .split(QLatin1Char(' '));
    bool okGame = false;
    bool okEvents = false;
    const qint64 game = v.value(0).toLongLong(&okGame);
    const int events = v.value(1).toInt(&okEvents);
    return okGame && okEvents && v.size() == 2 ? qMakePair(game, events) : qMakePair(qint64{0}, 0);
}

void SettingsAdapter::setPresented(const QString& kind, qint64 gameId, int events) {
    m_settings->setValue(QStringLiteral("presentation/") + kind,
                         QStringLiteral("%1 %2").arg(gameId).arg(events));
    m_settings->sync();
}

void SettingsAdapter::setAutoReveal(bool on) {
    if (on == m_autoReveal) {
        return;
    }
    m_autoReveal = on;
    persist(QStringLiteral("player/auto_reveal"), on);
    emit autoRevealChanged();
}

QList<int> SettingsAdapter::autoRevealSteps() const {
    return {kAutoRevealSteps.begin(), kAutoRevealSteps.end()};
}

int SettingsAdapter::nextAutoRevealSeconds(int direction) const {
    // A delay between two steps (a study's condition) goes to the step on the side asked.
    if (direction > 0) {
        const auto above =
            std::upper_bound(kAutoRevealSteps.begin(), kAutoRevealSteps.end(), m_autoRevealSeconds);
        return above == kAutoRevealSteps.end() ? m_autoRevealSeconds : *above;
    }
    const auto below =
        std::lower_bound(kAutoRevealSteps.begin(), kAutoRevealSteps.end(), m_autoRevealSeconds);
    return below == kAutoRevealSteps.begin() ? m_autoRevealSeconds : *(below - 1);
}

void SettingsAdapter::setAutoRevealSeconds(int seconds) {
    seconds = clampDelay(seconds);
    if (seconds == m_autoRevealSeconds) {
        return;
    }
    m_autoRevealSeconds = seconds;
    persist(QStringLiteral("player/auto_reveal_seconds"), seconds);
    emit autoRevealSecondsChanged();
}

}  // namespace instants::client
