#include "clientcontext.h"

#include "studylog.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickWindow>

namespace instants::client {

namespace {

KioskConfig kioskConfigFor(const ClientOptions& o) {
    KioskConfig k = o.configFile.isEmpty() ? KioskConfig{} : KioskConfig::load(o.configFile);
    k.enabled = k.enabled || o.kiosk;
    return k;
}

/// The journal: the kiosk configuration may name it; --db wins when it is given.
QString databasePath(const ClientOptions& o, const KioskConfig& k) {
    return (o.database == defaultDatabasePath() && !k.database.isEmpty()) ? k.database : o.database;
}

Session::Options sessionOptions(const ClientOptions& o, const KioskConfig& k) {
    Session::Options s;
    const QString database = databasePath(o, k);
    s.database = database.toStdString();
    s.seed = o.seed;
    s.initialBalance = k.initialBalanceCents;
    s.studyMode = !o.studyFolder.isEmpty();
    s.clock = o.clock;
    // The journal's folder is created for the default location; a folder given on the
    // command line must exist (the journal says so clearly otherwise).
    if (database == defaultDatabasePath()) {
        QDir().mkpath(QFileInfo(database).absolutePath());
    }
    return s;
}

}  // namespace

ClientContext::ClientContext(const ClientOptions& options, QObject* parent)
    : ClientContext(options, kioskConfigFor(options), parent) {}

ClientContext::ClientContext(const ClientOptions& options, const KioskConfig& kiosk,
                             QObject* parent)
    : QObject(parent),
      m_games(std::make_unique<GameStack>(sessionOptions(options, kiosk))),
      m_wallet(std::make_unique<WalletAdapter>(m_games->host())),
      m_protection(std::make_unique<ProtectionAdapter>(m_games->host())),
      m_history(std::make_unique<HistoryModel>(m_games->host())),
      m_rules(std::make_unique<RulesAdapter>()),
      m_settings(std::make_unique<SettingsAdapter>(options.settingsFile)) {
    if (!options.language.isEmpty()) {
        m_settings->overrideLanguage(options.language);
    }
    if (options.mute) {
        m_settings->overrideMuted(true);
    }
    connect(m_settings.get(), &SettingsAdapter::languageChanged, this,
            &ClientContext::applyLanguage);
    m_kioskConfig = kiosk;
    m_kioskConfig.enabled = kiosk.enabled && options.studyFolder.isEmpty();
    // The operator PIN's failure state survives restarts next to the kiosk's journal
    // (docs/kiosk.md, "The PIN policy").
    if (const QString database = databasePath(options, kiosk);
        m_kioskConfig.enabled && m_kioskConfig.pinStateFile.isEmpty() && !database.isEmpty() &&
        database != QLatin1String(":memory:")) {
        m_kioskConfig.pinStateFile =
            QFileInfo(database).absoluteDir().filePath(QStringLiteral("kiosk-pin-state.json"));
    }
    m_problems = m_kioskConfig.problems;
    if (!m_kioskConfig.language.isEmpty() && options.language.isEmpty()) {
        m_settings->overrideLanguage(m_kioskConfig.language);
    }
    if (m_kioskConfig.mutedSetting >= 0 && !options.mute) {
        m_settings->overrideMuted(m_kioskConfig.mutedSetting == 1);
    }
    m_kiosk = std::make_unique<KioskController>(m_kioskConfig, m_games->host());
    m_protection->setMayChange(!m_kioskConfig.enabled || m_kioskConfig.visitorMayChange);
    // A check left on screen by a visitor who walked away is not the next visitor's.
    connect(m_kiosk.get(), &KioskController::visitorLeaving, m_protection.get(),
            &ProtectionAdapter::endCheck);
    // A kiosk's visitors have the usual keys alone: no letter a visitor could leave behind.
    m_settings->keys()->setEnabled(!m_kioskConfig.enabled);
    // Each visitor finds the text at its usual size: at the start (a visitor's choice survives
    // a restart in the settings file) and at every new visitor.
    if (m_kioskConfig.enabled) {
        m_settings->setTextSize(SettingsAdapter::kMinTextSize);
        connect(m_kiosk.get(), &KioskController::visitorReset, m_settings.get(),
                [settings = m_settings.get()] {
                    settings->setTextSize(SettingsAdapter::kMinTextSize);
                });
    }
    m_problems << m_kiosk->pinStateReport();
    // The shown balance leaves out the wins still being revealed; a visitor's reset shows
    // what the rules completed at once.
    for (Timeline* t : m_games->timelines()) {
        m_wallet->watch(t);
        m_protection->watch(t);
        m_history->watch(t);
        t->setSkipByInput(true);
        const QString kind = QString::fromUtf8(gameKindId(t->kind()).data());
        const auto [game, shown] = m_settings->presented(kind);
        t->persistTo([settings = m_settings.get(), kind](
                         qint64 id, int events) { settings->setPresented(kind, id, events); },
                     game, shown);
        connect(m_kiosk.get(), &KioskController::visitorReset, t, &Timeline::flush);
    }
    connect(m_settings.get(), &SettingsAdapter::reducedMotionChanged, this,
            &ClientContext::applyMotion);
    for (auto changed :
         {&SettingsAdapter::autoRevealChanged, &SettingsAdapter::autoRevealSecondsChanged,
          &SettingsAdapter::assistiveTechnologyChanged}) {
        connect(m_settings.get(), changed, this, &ClientContext::applyAutoReveal);
    }
    applyMotion();
    applyAutoReveal();
    if (!options.studyFolder.isEmpty()) {
        m_study = std::make_unique<StudyRecorder>(options.studyFolder, m_games->host());
        m_study->watch(m_games->happyDesPresenter());
        m_study->watch(m_games->dedePresenter());
        m_study->watch(m_games->happy2014Presenter());
        m_study->watchSettings(m_settings.get());
        m_study->watchNavigator(m_navigator.get());
        m_study->watchHistory(m_history.get());
        m_studyRunner = std::make_unique<StudyRunner>(m_study.get(), m_settings.get());
        m_studyRunner->setProtection(m_protection.get());
        // Each reality check shown and answered, each limit and pause: the log's lines.
        connect(m_protection.get(), &ProtectionAdapter::recorded, m_study.get(),
                [study = m_study.get()](const QString& what, const QVariantMap& members) {
                    QVariantMap line = members;
                    line.insert(QStringLiteral("what"), what);
                    study->record(study::kinds::protection, line);
                });
        if (!options.scenario.isEmpty() && !m_study->loadScenario(options.scenario)) {
            m_problems << m_study->lastError();
        }
        if (!options.protocol.isEmpty() && !m_studyRunner->loadProtocol(options.protocol)) {
            m_problems << m_studyRunner->lastError();
        }
    }
}

ClientContext::~ClientContext() {
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
    }
}

QVariantMap ClientContext::initialProperties() const {
    return {
        {QStringLiteral("wallet"), QVariant::fromValue(m_wallet.get())},
        {QStringLiteral("protection"), QVariant::fromValue(m_protection.get())},
        {QStringLiteral("navigator"), QVariant::fromValue(m_navigator.get())},
        {QStringLiteral("happyDesPresenter"), QVariant::fromValue(m_games->happyDesPresenter())},
        {QStringLiteral("dedePresenter"), QVariant::fromValue(m_games->dedePresenter())},
        {QStringLiteral("happy2014Presenter"), QVariant::fromValue(m_games->happy2014Presenter())},
        {QStringLiteral("motionScale"), m_motionScale},
        {QStringLiteral("history"), QVariant::fromValue(m_history.get())},
        {QStringLiteral("rules"), QVariant::fromValue(m_rules.get())},
        {QStringLiteral("settings"), QVariant::fromValue(m_settings.get())},
        {QStringLiteral("openError"), m_games->host()->openError()},
        {QStringLiteral("openErrorDetail"), m_games->host()->openDetail()},
        {QStringLiteral("openErrorPath"), m_games->host()->openPath()},
        {QStringLiteral("openErrorCode"), m_games->host()->openCode()},
        {QStringLiteral("kiosk"), QVariant::fromValue(m_kiosk.get())},
        {QStringLiteral("study"), QVariant::fromValue(m_study.get())},
        {QStringLiteral("studyRunner"), QVariant::fromValue(m_studyRunner.get())},
    };
}

void ClientContext::attach(QQmlEngine* engine) {
    m_engine = engine;
    applyLanguage();
}

QQuickWindow* ClientContext::load(QQmlApplicationEngine& engine, QSize size) {
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The translation first: the initial properties carry words (why the journal cannot be used).
    attach(&engine);
    QVariantMap props = initialProperties();
    if (size.isValid()) {
        props.insert(QStringLiteral("width"), size.width());
        props.insert(QStringLiteral("height"), size.height());
    }
    engine.setInitialProperties(props);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Instants/shell/Main.qml")));
    return engine.rootObjects().isEmpty()
               ? nullptr
               : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
}

QList<Timeline*> ClientContext::timelines() const {
    return m_games->timelines() + m_kiosk->attractGames().timelines();
}

void ClientContext::setMotionScale(double scale) {
    m_motionScale = scale < 0 ? 0 : scale;
    applyMotion();
    if (m_engine != nullptr) {
        for (QObject* root : qobject_cast<QQmlApplicationEngine*>(m_engine) != nullptr
                                 ? qobject_cast<QQmlApplicationEngine*>(m_engine)->rootObjects()
                                 : QList<QObject*>{}) {
            root->setProperty("motionScale", m_motionScale);
        }
    }
}

void ClientContext::applyMotion() {
    for (Timeline* t : timelines()) {
        t->setMotion(m_settings->reducedMotion(), m_motionScale);
    }
}

void ClientContext::applyAutoReveal() {
    // DÉDÉ 4.3: the player's delay, or never when the player turned it off; a kiosk's
    // configuration sets it for every visitor; never while an assistive technology runs
    // (WCAG 2.2.1, docs/accessibility.md).
    const int configured = m_kioskConfig.enabled      ? m_kioskConfig.autoRevealSeconds
                           : m_settings->autoReveal() ? m_settings->autoRevealSeconds()
                                                      : 0;
    const int seconds = m_settings->assistiveTechnology() ? 0 : configured;
    m_games->dedePresenter()->setAutoRevealMs(seconds * 1000);
}

void ClientContext::applyLanguage() {
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    // French is the source language; other languages load their compiled translation. A
    // translation that cannot be loaded leaves the screens in French, and says so: on stderr
    // and on the settings screen (SettingsAdapter::failedLanguage). French loads its own,
    // which holds only the plural forms of the messages counted with %n (« 5 secondes »
    // rather than the source's « 5 seconde(s) »); without it the screens stay readable, so
    // its failure is said on stderr only.
    QString failed;
    const QString language = m_settings->language();
    auto t = std::make_unique<QTranslator>();
    const QString file = m_translationsFolder + QStringLiteral("/instants_%1.qm").arg(language);
    if (t->load(file) && QCoreApplication::installTranslator(t.get())) {
        m_translator = std::move(t);
    } else {
        if (language != QLatin1String("fr")) {
            failed = language;
        }
        qWarning().noquote()
            << (language == QLatin1String("fr")
                    ? QStringLiteral("instants: the French plural forms could not be loaded from "
                                     "%2; counts are written as their source (« seconde(s) »)")
                          .arg(file)
                    : QStringLiteral("instants: the translation '%1' could not be loaded from "
                                     "%2; the screens stay in French")
                          .arg(language, file));
    }
    m_settings->setFailedLanguage(failed);
    if (m_engine != nullptr) {
        m_engine->retranslate();
    }
}

}  // namespace instants::client
