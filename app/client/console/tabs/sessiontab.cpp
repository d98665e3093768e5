#include "sessiontab.h"

#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "clientcontext.h"
#include "instants/session/scenario.h"
#include "instants/session/session.h"
#include "jsonvariant.h"
#include "studylog.h"

namespace instants::client {

using namespace consoleui;

SessionTab::SessionTab(ClientContext* context, QWidget* parent) : ConsoleTab(context, parent) {
    auto* layout = new QVBoxLayout(this);

    auto* study = new QGroupBox(tr("Étude d'utilisabilité"));
    auto* studyForm = new QFormLayout(study);
    m_studyState = new QLabel;
    m_studyState->setObjectName(QStringLiteral("studyState"));
    m_studyState->setWordWrap(true);
    studyForm->addRow(tr("État :"), m_studyState);
    m_participant = new QLineEdit;
    m_participant->setObjectName(QStringLiteral("participant"));
    m_participant->setPlaceholderText(tr("P01"));
    m_startStudy = new QPushButton(tr("Démarrer la session"));
    m_startStudy->setObjectName(QStringLiteral("startStudy"));
    m_stopStudy = new QPushButton(tr("Terminer la session"));
    m_stopStudy->setObjectName(QStringLiteral("stopStudy"));
    auto* participantRow = new QHBoxLayout;
    participantRow->addWidget(m_participant, 1);
    participantRow->addWidget(m_startStudy);
    participantRow->addWidget(m_stopStudy);
    studyForm->addRow(tr("Participant :"), participantRow);
    connect(m_startStudy, &QPushButton::clicked, this,
            [this] { startStudySession(m_participant->text()); });
    connect(m_participant, &QLineEdit::returnPressed, m_startStudy, &QPushButton::click);
    connect(m_stopStudy, &QPushButton::clicked, this, &SessionTab::stopStudySession);

    m_loadScenario = new QPushButton(tr("Charger un scénario…"));
    m_loadScenario->setObjectName(QStringLiteral("loadScenario"));
    m_scenarioState = new QLabel;
    m_scenarioState->setObjectName(QStringLiteral("scenarioState"));
    m_scenarioState->setWordWrap(true);
    auto* scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(m_loadScenario);
    scenarioRow->addWidget(m_scenarioState, 1);
    studyForm->addRow(tr("Scénario :"), scenarioRow);
    connect(m_loadScenario, &QPushButton::clicked, this, [this] {
        const QString path = chooseFile(tr("Charger un scénario d'étude"),
                                        tr("Scénarios (*.json);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            loadScenarioFile(path);
        }
    });

    m_markerNote = new QLineEdit;
    m_markerNote->setObjectName(QStringLiteral("markerNote"));
    m_markerNote->setPlaceholderText(tr("note (facultative)"));
    m_marker = new QPushButton(tr("Poser un repère"));
    m_marker->setObjectName(QStringLiteral("dropMarker"));
    m_screenshot = new QPushButton(tr("Capture d'écran"));
    m_screenshot->setObjectName(QStringLiteral("takeScreenshot"));
    auto* markerRow = new QHBoxLayout;
    markerRow->addWidget(m_markerNote, 1);
    markerRow->addWidget(m_marker);
    markerRow->addWidget(m_screenshot);
    studyForm->addRow(tr("Repères :"), markerRow);
    connect(m_marker, &QPushButton::clicked, this, [this] {
        if (dropMarker(m_markerNote->text())) {
            m_markerNote->clear();
        }
    });
    connect(m_markerNote, &QLineEdit::returnPressed, m_marker, &QPushButton::click);
    connect(m_screenshot, &QPushButton::clicked, this, [this] {
        StudyRecorder* s = m_context->study();
        const QString name = s != nullptr ? s->screenshot() : QString();
        showMessage(
            name.isEmpty()
                ? tr("Aucune capture : pas de session d'étude en cours ni de fenêtre de jeu.")
                : tr("Capture enregistrée : %1").arg(name),
            name.isEmpty());
    });
    layout->addWidget(study);

    auto* wallet = new QGroupBox(tr("Portefeuille de démonstration"));
    auto* walletForm = new QFormLayout(wallet);
    m_balance = new QLabel;
    m_balance->setObjectName(QStringLiteral("balance"));
    m_resetWallet = new QPushButton(tr("Réinitialiser le solde démo"));
    m_resetWallet->setObjectName(QStringLiteral("resetWallet"));
    auto* walletRow = new QHBoxLayout;
    walletRow->addWidget(m_balance, 1);
    walletRow->addWidget(m_resetWallet);
    walletForm->addRow(tr("Solde :"), walletRow);
    connect(m_resetWallet, &QPushButton::clicked, this, &SessionTab::resetWallet);
    layout->addWidget(wallet);

    const KioskConfig& k = m_context->kioskConfig();
    auto* mode = new QLabel(
        k.enabled ? tr("Mode kiosque : retour à l'écran d'attente après %1 s sans activité.")
                        .arg(k.idleSeconds)
        : m_context->study() != nullptr
            ? tr("Mode étude : dossier %1").arg(m_context->study()->folder())
            : tr("Mode joueur (ni kiosque ni étude)."));
    mode->setObjectName(QStringLiteral("modeLabel"));
    mode->setWordWrap(true);
    layout->addWidget(mode);
    layout->addWidget(buildEventsBox(), 1);

    SessionHost* host = m_context->games().host();
    // A block file set aside: in the live stream at once.
    auto streamSetAside = [this](const SetAsideBlock& b) {
        const QJsonObject line{
            {QStringLiteral("kind"), study::kinds::blockSetAside},
            {QStringLiteral("game"), QString::fromUtf8(gameKindId(b.kind).data())},
            {QStringLiteral("file"), b.file},
            {QStringLiteral("reason"), b.reason},
            {QStringLiteral("message"), b.notice}};
        appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    };
    connect(host, &SessionHost::blockSetAside, this, [host, streamSetAside](int index) {
        if (index >= 0 && index < host->setAsideBlocks().size()) {
            streamSetAside(host->setAsideBlocks()[index]);
        }
    });

    // The live event stream: the study log when a participant session is recorded (it holds
    // the engine events too), the engine's events and refusals otherwise.
    StudyRecorder* recorder = m_context->study();
    auto recording = [recorder] { return recorder != nullptr && recorder->active(); };
    if (recorder != nullptr) {
        connect(recorder, &StudyRecorder::logged, this, &SessionTab::appendEvent);
        connect(recorder, &StudyRecorder::activeChanged, this, &SessionTab::updateStudyControls);
        connect(recorder, &StudyRecorder::changed, this, &SessionTab::updateStudyControls);
    }
    connect(
        host, &SessionHost::eventsAppended, this, [this, host, recording](qint64 gameId, int from) {
            const Session* s = host->session();
            if (recording() || s == nullptr || s->game() == nullptr) {
                return;
            }
            const Play& play = *s->game();
            for (std::size_t i = static_cast<std::size_t>(from); i < play.eventCount(); ++i) {
                const QJsonObject line{
                    {QStringLiteral("kind"), study::kinds::engine},
                    {QStringLiteral("game_id"), gameId},
                    {QStringLiteral("game"), QString::fromUtf8(gameKindId(play.kind()).data())},
                    {QStringLiteral("event"),
                     QJsonObject::fromVariantMap(toVariant(play.publicEvent(i)).toMap())}};
                appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
            }
        });
    // The operator sees the engine's own words (the player's screen has the sentence).
    connect(
        host, &SessionHost::failed, this,
        [this, recording](const QString& code, const QString& message, const QString& detail) {
            m_lastRefusal = detail.isEmpty() ? message : detail;
            if (!recording()) {
                const QJsonObject line{{QStringLiteral("kind"), study::kinds::refusal},
                                       {QStringLiteral("code"), code},
                                       {QStringLiteral("message"), m_lastRefusal}};
                appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
            }
        });
    connect(m_context->kiosk(), &KioskController::notice, this, [this](const QString& notice) {
        const QJsonObject line{{QStringLiteral("kind"), study::kinds::kiosk},
                               {QStringLiteral("message"), notice}};
        appendEvent(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)));
    });
    connect(m_context->wallet(), &WalletAdapter::changed, this, &SessionTab::updateStudyControls);

    for (const QString& problem : m_context->startupProblems()) {
        appendEvent(
            QJsonDocument(QJsonObject{{QStringLiteral("kind"), study::kinds::startupProblem},
                                      {QStringLiteral("message"), problem}})
                .toJson(QJsonDocument::Compact));
    }
    for (const SetAsideBlock& b : host->setAsideBlocks()) {
        streamSetAside(b);
    }
}

QWidget* SessionTab::buildEventsBox() {
    auto* page =
        new QGroupBox(tr("Flux en direct : interactions et événements du moteur (lignes JSON)"));
    auto* layout = new QVBoxLayout(page);
    m_events = new QPlainTextEdit;
    m_events->setObjectName(QStringLiteral("eventStream"));
    m_events->setReadOnly(true);
    m_events->setMaximumBlockCount(5000);
    m_events->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    m_events->setFont(mono);
    layout->addWidget(m_events, 1);
    auto* clear = new QPushButton(tr("Effacer l'affichage"));
    clear->setObjectName(QStringLiteral("clearEvents"));
    connect(clear, &QPushButton::clicked, m_events, &QPlainTextEdit::clear);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(clear);
    layout->addLayout(row);
    return page;
}

void SessionTab::appendEvent(const QString& line) {
    m_events->appendPlainText(line);
}

void SessionTab::updateStudyControls() {
    StudyRecorder* study = m_context->study();
    const bool studyMode = study != nullptr;
    const bool active = studyMode && study->active();
    if (!studyMode) {
        m_studyState->setText(
            tr("Mode étude inactif : lancez le client avec --study DOSSIER pour enregistrer des "
               "participants et charger des scénarios."));
    } else if (active) {
        m_studyState->setText(
            tr("Session de %1 en cours · %n ligne(s) · journal %2", "", study->lines())
                .arg(study->participant(), QFileInfo(study->logFile()).fileName()));
    } else {
        m_studyState->setText(tr("Aucune session en cours (dossier %1).").arg(study->folder()));
    }
    m_participant->setEnabled(studyMode);
    m_startStudy->setEnabled(studyMode);
    m_stopStudy->setEnabled(active);
    m_marker->setEnabled(active);
    m_markerNote->setEnabled(active);
    m_screenshot->setEnabled(active);
    // Refused by the engine outside study mode: the button stays, the refusal is shown.
    m_loadScenario->setEnabled(m_context->games().host()->isOpen());
    if (studyMode && !study->scenarioName().isEmpty()) {
        m_scenarioState->setText(
            tr("%1 · %n partie(s) scriptée(s) restante(s)", "", study->scenarioGamesLeft())
                .arg(study->scenarioName()));
    } else if (m_scenarioState->text().isEmpty()) {
        m_scenarioState->setText(tr("aucun"));
    }
    const bool open = m_context->games().host()->isOpen();
    m_balance->setText(open ? money(m_context->wallet()->balanceCents()) : QStringLiteral("—"));
    m_resetWallet->setEnabled(open);
}

bool SessionTab::startStudySession(const QString& participant) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    if (participant.trimmed().isEmpty()) {
        showMessage(tr("Indiquez le participant (par exemple P01)."), true);
        return false;
    }
    if (!study->startSession(participant.trimmed())) {
        showMessage(study->lastError(), true);
        return false;
    }
    showMessage(tr("Session de %1 démarrée : %2").arg(participant.trimmed(), study->logFile()));
    updateStudyControls();
    return true;
}

void SessionTab::stopStudySession() {
    StudyRecorder* study = m_context->study();
    if (study == nullptr || !study->active()) {
        return;
    }
    const QString log = study->logFile();
    study->endSession();
    showMessage(tr("Session terminée ; résumé écrit à côté de %1").arg(log));
    updateStudyControls();
}

bool SessionTab::loadScenarioFile(const QString& path) {
    StudyRecorder* study = m_context->study();
    bool ok = false;
    QString error;
    if (study != nullptr) {
        ok = study->loadScenario(path);
        error = study->lastError();
    } else {
        // Outside study mode the engine refuses any scenario ("not_study_mode"); the console
        // reads and validates the file first so that a malformed one is named as such.
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            error = tr("Le scénario %1 ne peut pas être lu : %2").arg(path, f.errorString());
        } else {
            try {
                Scenario sc = parseScenario(f.readAll().toStdString());
                m_lastRefusal.clear();
                ok = m_context->games().host()->run(
                    [&sc](Session& s) { s.loadScenario(std::move(sc)); });
                error = m_lastRefusal;
            } catch (const ScenarioError& e) {
                error = QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what()));
            }
        }
    }
    if (ok) {
        const QString name = study != nullptr ? study->scenarioName() : QFileInfo(path).fileName();
        const int left =
            static_cast<int>(m_context->games().host()->session()->scenarioGamesLeft());
        m_scenarioState->setText(
            tr("%1 · %n partie(s) scriptée(s) restante(s)", "", left).arg(name));
        showMessage(tr("Scénario chargé : %1").arg(name));
    } else {
        m_scenarioState->setText(tr("refusé"));
        showMessage(tr("Scénario refusé : %1").arg(error), true);
    }
    return ok;
}

bool SessionTab::dropMarker(const QString& note) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr || !study->active()) {
        showMessage(tr("Aucun repère : pas de session d'étude en cours."), true);
        return false;
    }
    study->marker(note);
    showMessage(tr("Repère %1 posé.").arg(study->markers()));
    return true;
}

bool SessionTab::resetWallet() {
    SessionHost* host = m_context->games().host();
    if (!host->isOpen()) {
        showMessage(host->openError(), true);
        return false;
    }
    m_lastRefusal.clear();
    const bool ok = host->run([](Session& s) { s.resetBalance(); });
    if (ok) {
        showMessage(tr("Solde démo réinitialisé à %1.").arg(money(host->session()->balance())));
    } else {
        showMessage(tr("Solde non réinitialisé : %1").arg(m_lastRefusal), true);
    }
    updateStudyControls();
    return ok;
}

}  // namespace instants::client
