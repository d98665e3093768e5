#include "clientcontext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>

namespace instants::client {

namespace {

Session::Options sessionOptions(const ClientOptions& o) {
    Session::Options s;
    s.database = o.database.toStdString();
    s.seed = o.seed;
    // The journal's folder is created for the default location; a folder given on the
    // command line must exist (the journal says so clearly otherwise).
    if (o.database == defaultDatabasePath()) {
        QDir().mkpath(QFileInfo(o.database).absolutePath());
    }
    return s;
}

}  // namespace

ClientContext::ClientContext(const ClientOptions& options, QObject* parent)
    : QObject(parent),
      m_host(std::make_unique<SessionHost>(sessionOptions(options))),
      m_wallet(std::make_unique<WalletAdapter>(m_host.get())),
      m_happyDes(std::make_unique<HappyDesAdapter>(m_host.get())),
      m_dede(std::make_unique<ScratchAdapter>(m_host.get(), GameKind::Dede)),
      m_happy2014(std::make_unique<ScratchAdapter>(m_host.get(), GameKind::Happy2014)),
      m_history(std::make_unique<HistoryModel>(m_host.get())),
      m_rules(std::make_unique<RulesAdapter>()),
      m_settings(std::make_unique<SettingsAdapter>(options.settingsFile)) {
    if (!options.language.isEmpty()) {
        m_settings->overrideLanguage(options.language);
    }
    if (options.mute) {
        m_settings->overrideMuted(true);
    }
    connect(m_settings.get(), &SettingsAdapter::languageChanged, this, &ClientContext::applyLanguage);
}

ClientContext::~ClientContext() {
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
    }
}

QVariantMap ClientContext::initialProperties() const {
    return {
        {QStringLiteral("wallet"), QVariant::fromValue(m_wallet.get())},
        {QStringLiteral("happyDes"), QVariant::fromValue(m_happyDes.get())},
        {QStringLiteral("dede"), QVariant::fromValue(m_dede.get())},
        {QStringLiteral("happy2014"), QVariant::fromValue(m_happy2014.get())},
        {QStringLiteral("history"), QVariant::fromValue(m_history.get())},
        {QStringLiteral("rules"), QVariant::fromValue(m_rules.get())},
        {QStringLiteral("settings"), QVariant::fromValue(m_settings.get())},
        {QStringLiteral("openError"), m_host->openError()},
    };
}

void ClientContext::attach(QQmlEngine* engine) {
    m_engine = engine;
    applyLanguage();
}

void ClientContext::applyLanguage() {
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    // French is the source language; other languages load their compiled translation.
    if (m_settings->language() != QLatin1String("fr")) {
        auto t = std::make_unique<QTranslator>();
        if (t->load(QStringLiteral(":/i18n/instants_%1.qm").arg(m_settings->language()))) {
            QCoreApplication::installTranslator(t.get());
            m_translator = std::move(t);
        }
    }
    if (m_engine != nullptr) {
        m_engine->retranslate();
    }
}

}  // namespace instants::client
