#pragma once
// Everything the QML needs, wired once: the session host, one adapter per concern, the
// language switch. main() and the UI tests build the client the same way through this.

#include <QObject>
#include <QSize>
#include <QTranslator>
#include <QVariantMap>
#include <memory>

#include "gamestack.h"
#include "historymodel.h"
#include "kioskconfig.h"
#include "kioskcontroller.h"
#include "navigator.h"
#include "options.h"
#include "protectionadapter.h"
#include "rulesadapter.h"
#include "settingsadapter.h"
#include "studyrecorder.h"
#include "studyrunner.h"
#include "walletadapter.h"

class QQmlApplicationEngine;
class QQmlEngine;
class QQuickWindow;

namespace instants::client {

class ClientContext : public QObject {
    Q_OBJECT

public:
    explicit ClientContext(const ClientOptions& options, QObject* parent = nullptr);
    /// The same, with the kiosk configuration already read (main reads it first: it may name
    /// the journal).
    ClientContext(const ClientOptions& options, const KioskConfig& kiosk,
                  QObject* parent = nullptr);
    ~ClientContext() override;

    /// The player's session and games: the session host, each game's engine side (never handed
    /// to QML; the tests and tools drive it) and each game's presenter (what QML sees).
    const GameStack& games() const { return *m_games; }
    WalletAdapter* wallet() const { return m_wallet.get(); }
    /// Player protection: the session's figures, the limits, the pause, the reality check.
    ProtectionAdapter* protection() const { return m_protection.get(); }
    /// The screen the window shows.
    Navigator* navigator() const { return m_navigator.get(); }
    /// Every presentation timeline: the player's three and the attract loop's.
    QList<Timeline*> timelines() const;
    /// Speeds every reveal up (tests, measurements) or freezes it (0: immediate); 1 in play.
    void setMotionScale(double scale);
    double motionScale() const { return m_motionScale; }
    HistoryModel* history() const { return m_history.get(); }
    RulesAdapter* rules() const { return m_rules.get(); }
    SettingsAdapter* settings() const { return m_settings.get(); }
    KioskController* kiosk() const { return m_kiosk.get(); }
    /// nullptr outside study mode.
    StudyRecorder* study() const { return m_study.get(); }
    /// The study protocol's runner (nullptr outside study mode).
    StudyRunner* studyRunner() const { return m_studyRunner.get(); }
    const KioskConfig& kioskConfig() const { return m_kioskConfig; }
    /// Problems found at start (configuration values replaced by defaults, a scenario refused).
    QStringList startupProblems() const { return m_problems; }

    /// The root's required properties, for QQmlApplicationEngine::setInitialProperties.
    QVariantMap initialProperties() const;

    /// Installs the translator of the current language and keeps it in step with the
    /// settings, retranslating `engine` on a switch.
    void attach(QQmlEngine* engine);

    /// Loads the client's window (Instants' shell/Main.qml) into `engine` with the root's
    /// properties, attached as above; `size`, when valid, is the window's size. Returns the
    /// window, or nullptr when the QML did not load.
    QQuickWindow* load(QQmlApplicationEngine& engine, QSize size = {});

    /// Where the compiled translations are read from, as instants_<language>.qm (by default
    /// the resources, ":/i18n"); the tests point it elsewhere to see a failed load reported.
    void setTranslationsFolder(const QString& folder) { m_translationsFolder = folder; }

private:
    void applyLanguage();
    void applyMotion();
    void applyAutoReveal();

    std::unique_ptr<GameStack> m_games;
    std::unique_ptr<WalletAdapter> m_wallet;
    std::unique_ptr<ProtectionAdapter> m_protection;
    std::unique_ptr<Navigator> m_navigator = std::make_unique<Navigator>();
    std::unique_ptr<HistoryModel> m_history;
    std::unique_ptr<RulesAdapter> m_rules;
    std::unique_ptr<SettingsAdapter> m_settings;
    KioskConfig m_kioskConfig;
    std::unique_ptr<KioskController> m_kiosk;
    std::unique_ptr<StudyRecorder> m_study;
    std::unique_ptr<StudyRunner> m_studyRunner;
    QStringList m_problems;
    std::unique_ptr<QTranslator> m_translator;
    QString m_translationsFolder = QStringLiteral(":/i18n");
    QQmlEngine* m_engine = nullptr;
    double m_motionScale = 1.0;
};

}  // namespace instants::client
