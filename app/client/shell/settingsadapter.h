#pragma once
// The player's settings: language, sound, reduced motion, DÉDÉ's inactivity reveal. Kept in an
// INI file (QSettings).

#include <QtQml/qqmlregistration.h>
#include <QAccessible>
#include <QObject>
#include <QPair>
#include <QSettings>
#include <QString>
#include <QVariantMap>
#include <memory>

#include "keybindings.h"

namespace instants::client {

class SettingsAdapter : public QObject, public QAccessible::ActivationObserver {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    /// "fr" (the source language) or "en".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY mutedChanged FINAL)
    /// 0.0 to 1.0.
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY volumeChanged FINAL)
    /// No long animations (accessibility).
    Q_PROPERTY(bool reducedMotion READ reducedMotion WRITE setReducedMotion NOTIFY
                   reducedMotionChanged FINAL)
    /// DÉDÉ 4.3: a ticket left untouched uncovers itself (true, the default), or never (the
    /// player's choice, WCAG 2.2.1 "turn off"; see assistiveTechnology for the other case).
    Q_PROPERTY(bool autoReveal READ autoReveal WRITE setAutoReveal NOTIFY autoRevealChanged FINAL)
    /// Seconds without input before the rest of a ticket uncovers itself, from
    /// kMinAutoRevealSeconds to kMaxAutoRevealSeconds (ten times the default: WCAG 2.2.1 "adjust").
    /// A kiosk's configuration overrides it.
    Q_PROPERTY(int autoRevealSeconds READ autoRevealSeconds WRITE setAutoRevealSeconds NOTIFY
                   autoRevealSecondsChanged FINAL)
    /// An assistive technology (a screen reader) is using the client: no ticket uncovers
    /// itself, whatever the settings or a kiosk's configuration (reading a ticket with a screen
    /// reader's own keys is no input the client sees; docs/accessibility.md).
    Q_PROPERTY(
        bool assistiveTechnology READ assistiveTechnology NOTIFY assistiveTechnologyChanged FINAL)
    /// The neutral facts (chance of winning, average win, top prize) at « J'arrête / Je
    /// continue » and on the universe cards: shown (the default) or hidden. No screen offers
    /// it: a study protocol's condition sets it (docs/usability-lab.md, "Conditions").
    Q_PROPERTY(bool showFacts READ showFacts WRITE setShowFacts NOTIFY showFactsChanged FINAL)
    Q_PROPERTY(int minAutoRevealSeconds READ minAutoRevealSeconds CONSTANT FINAL)
    /// The language whose translation could not be loaded ("en"), the screens staying in
    /// French; empty when the language in use loaded (or is French, the source language).
    Q_PROPERTY(QString failedLanguage READ failedLanguage NOTIFY failedLanguageChanged FINAL)
    Q_PROPERTY(int maxAutoRevealSeconds READ maxAutoRevealSeconds CONSTANT FINAL)
    /// The size of the text, in percent of the size designed for the window: 100 (the default)
    /// to kMaxTextSize in steps of kTextSizeStep: the sizes the layout check passes at on every
    /// screen (WCAG 1.4.4 asks for 200; docs/accessibility.md, "Text size").
    Q_PROPERTY(int textSize READ textSize WRITE setTextSize NOTIFY textSizeChanged FINAL)
    Q_PROPERTY(int minTextSize READ minTextSize CONSTANT FINAL)
    Q_PROPERTY(int maxTextSize READ maxTextSize CONSTANT FINAL)
    Q_PROPERTY(int textSizeStep READ textSizeStep CONSTANT FINAL)
    /// The player's own keys (KeyBindings).
    Q_PROPERTY(instants::client::KeyBindings* keys READ keys CONSTANT FINAL)

public:
    static constexpr int kMinAutoRevealSeconds = 10;
    static constexpr int kMaxAutoRevealSeconds = 200;
    static constexpr int kDefaultAutoRevealSeconds = 20;
    static constexpr int kMinTextSize = 100;
    static constexpr int kMaxTextSize = 200;
    static constexpr int kTextSizeStep = 25;

    /// Settings in the INI file at `path`.
    explicit SettingsAdapter(const QString& path, QObject* parent = nullptr);
    ~SettingsAdapter() override;
    SettingsAdapter(const SettingsAdapter&) = delete;
    SettingsAdapter& operator=(const SettingsAdapter&) = delete;

    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    bool muted() const { return m_muted; }
    void setMuted(bool muted);
    double volume() const { return m_volume; }
    void setVolume(double volume);
    bool reducedMotion() const { return m_reducedMotion; }
    void setReducedMotion(bool reduced);
    bool autoReveal() const { return m_autoReveal; }
    void setAutoReveal(bool on);
    int autoRevealSeconds() const { return m_autoRevealSeconds; }
    void setAutoRevealSeconds(int seconds);
    /// The delays the settings offer, shortest first.
    Q_INVOKABLE QList<int> autoRevealSteps() const;
    /// The step of autoRevealSteps() after the current delay (`direction` 1) or before it
    /// (-1); the current delay at either end.
    Q_INVOKABLE int nextAutoRevealSeconds(int direction) const;
    bool assistiveTechnology() const { return m_assistiveTechnology; }
    /// QAccessible::ActivationObserver: an assistive technology started or stopped.
    void accessibilityActiveChanged(bool active) override;
    bool showFacts() const { return m_showFacts; }
    void setShowFacts(bool shown);
    int minAutoRevealSeconds() const { return kMinAutoRevealSeconds; }
    int textSize() const { return m_textSize; }
    /// Rounded to a step and kept between the smallest and the largest size.
    void setTextSize(int percent);
    int minTextSize() const { return kMinTextSize; }
    int maxTextSize() const { return kMaxTextSize; }
    int textSizeStep() const { return kTextSizeStep; }

    /// While transient (a study session under a protocol's condition), changes apply but are
    /// not written to the file: the participant's settings stay as they were.
    void setTransient(bool transient) { m_transient = transient; }
    bool transient() const { return m_transient; }
    /// The settings a study condition can change, by their protocol names (language, sound,
    /// reduced_motion, auto_reveal_seconds (0: off), show_facts, text_size), and the player's own
    /// keys (keys: each action's letter, "" for none: a replay starts with them, a session under a
    /// protocol gives them back).
    QVariantMap studySettings() const;
    /// studySettings() and what they leave out to restore the player's settings after a study
    /// session: the delay of a reveal turned off (`auto_reveal_delay`).
    QVariantMap settingsToRestore() const;
    /// Sets those named in `values` (the others stay), without writing them to the file.
    void applyStudySettings(const QVariantMap& values);
    /// True while applyStudySettings() changes them (a change no participant made).
    bool applyingStudySettings() const { return m_applying; }
    int maxAutoRevealSeconds() const { return kMaxAutoRevealSeconds; }
    KeyBindings* keys() const { return m_keys.get(); }

    /// How far the screen had shown the last game of a kind ("happy-des", "dede",
    /// "happy-2014"): its id and the number of its events shown. Written at once (a kill
    /// loses nothing), so that a restart shows the rest of a reveal cut short.
    QPair<qint64, int> presented(const QString& kind) const;
    void setPresented(const QString& kind, qint64 gameId, int events);

    /// Overrides for this run only (command line): not written to the file.
    void overrideLanguage(const QString& language);
    void overrideMuted(bool muted);

    static bool isSupportedLanguage(const QString& language);

    QString failedLanguage() const { return m_failedLanguage; }
    /// Set by the client when loading a translation failed (empty when it succeeded).
    void setFailedLanguage(const QString& language);

signals:
    void languageChanged();
    void failedLanguageChanged();
    void mutedChanged();
    void volumeChanged();
    void reducedMotionChanged();
    void autoRevealChanged();
    void autoRevealSecondsChanged();
    void assistiveTechnologyChanged();
    void showFactsChanged();
    void textSizeChanged();

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_language = QStringLiteral("fr");
    bool m_muted = false;
    double m_volume = 0.8;
    bool m_reducedMotion = false;
    bool m_autoReveal = true;
    int m_autoRevealSeconds = kDefaultAutoRevealSeconds;
    bool m_assistiveTechnology = false;
    bool m_showFacts = true;
    int m_textSize = kMinTextSize;
    bool m_transient = false;
    bool m_applying = false;
    QString m_failedLanguage;
    std::unique_ptr<KeyBindings> m_keys;

    void persist(const QString& key, const QVariant& value);
    QVariantMap keysMap() const;
    void applyKeys(const QVariantMap& keys);
};

}  // namespace instants::client
