#include "protocoltab.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "clientcontext.h"
#include "studyreport.h"

namespace instants::client {

ProtocolTab::ProtocolTab(ClientContext* context, QWidget* parent) : ConsoleTab(context, parent) {
    m_launch = [](const QString& program, const QStringList& arguments) {
        return QProcess::startDetached(program, arguments);
    };
    auto* layout = new QVBoxLayout(this);
    StudyRunner* runner = m_context->studyRunner();

    auto* protocol = new QGroupBox(tr("Protocole"));
    auto* form = new QFormLayout(protocol);
    m_protocolState = new QLabel;
    m_protocolState->setObjectName(QStringLiteral("protocolState"));
    m_protocolState->setWordWrap(true);
    m_loadProtocol = new QPushButton(tr("Charger un protocole…"));
    m_loadProtocol->setObjectName(QStringLiteral("loadProtocol"));
    auto* protocolRow = new QHBoxLayout;
    protocolRow->addWidget(m_protocolState, 1);
    protocolRow->addWidget(m_loadProtocol);
    form->addRow(tr("Protocole :"), protocolRow);
    connect(m_loadProtocol, &QPushButton::clicked, this, [this] {
        const QString path = chooseFile(tr("Charger un protocole d'étude"),
                                        tr("Protocoles (*.json);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            loadProtocolFile(path);
        }
    });
    m_condition = new QComboBox;
    m_condition->setObjectName(QStringLiteral("protocolCondition"));
    form->addRow(tr("Condition de la prochaine session :"), m_condition);
    connect(m_condition, &QComboBox::activated, this, [this, runner](int index) {
        if (runner != nullptr) {
            runner->setConditionOverride(index <= 0 ? QString() : m_condition->itemText(index));
        }
    });
    layout->addWidget(protocol);

    auto* task = new QGroupBox(tr("Tâche en cours"));
    auto* taskForm = new QFormLayout(task);
    m_taskState = new QLabel;
    m_taskState->setObjectName(QStringLiteral("taskState"));
    m_taskState->setWordWrap(true);
    taskForm->addRow(tr("État :"), m_taskState);
    m_taskClock = new QLabel;
    m_taskClock->setObjectName(QStringLiteral("taskClock"));
    taskForm->addRow(tr("Temps :"), m_taskClock);
    m_startTask = new QPushButton(tr("Démarrer la tâche"));
    m_startTask->setObjectName(QStringLiteral("startTask"));
    m_skipTask = new QPushButton(tr("Passer la tâche"));
    m_skipTask->setObjectName(QStringLiteral("skipTask"));
    m_endTask = new QPushButton(tr("Terminer la tâche"));
    m_endTask->setObjectName(QStringLiteral("endTask"));
    auto* taskRow = new QHBoxLayout;
    taskRow->addWidget(m_startTask);
    taskRow->addWidget(m_skipTask);
    taskRow->addWidget(m_endTask);
    taskRow->addStretch(1);
    taskForm->addRow(QString(), taskRow);
    layout->addWidget(task);

    auto* lists = new QHBoxLayout;
    auto* answersBox = new QGroupBox(tr("Réponses"));
    auto* answersLayout = new QVBoxLayout(answersBox);
    m_answers = new QListWidget;
    m_answers->setObjectName(QStringLiteral("answersList"));
    answersLayout->addWidget(m_answers);
    auto* markersBox = new QGroupBox(tr("Repères et notes"));
    auto* markersLayout = new QVBoxLayout(markersBox);
    m_markers = new QListWidget;
    m_markers->setObjectName(QStringLiteral("markersList"));
    markersLayout->addWidget(m_markers);
    lists->addWidget(answersBox, 1);
    lists->addWidget(markersBox, 1);
    layout->addLayout(lists, 1);

    auto* after = new QGroupBox(tr("Après les sessions"));
    auto* afterRow = new QHBoxLayout(after);
    m_openReplay = new QPushButton(tr("Ouvrir un rejeu…"));
    m_openReplay->setObjectName(QStringLiteral("openReplay"));
    m_report = new QPushButton(tr("Rapport…"));
    m_report->setObjectName(QStringLiteral("makeReport"));
    afterRow->addWidget(m_openReplay);
    afterRow->addWidget(m_report);
    afterRow->addStretch(1);
    layout->addWidget(after);
    connect(m_openReplay, &QPushButton::clicked, this, [this] {
        const QString path =
            chooseFile(tr("Rejouer une session"),
                       tr("Journaux d'étude (*.jsonl);;Tous les fichiers (*)"), false);
        if (!path.isEmpty()) {
            openReplay(path);
        }
    });
    connect(m_report, &QPushButton::clicked, this, [this] {
        const QString path =
            chooseFile(tr("Enregistrer le rapport de l'étude"), tr("Pages HTML (*.html)"), true);
        if (!path.isEmpty()) {
            makeReport(path);
        }
    });

    if (runner != nullptr) {
        connect(runner, &StudyRunner::protocolChanged, this, &ProtocolTab::updateProtocolView);
        connect(runner, &StudyRunner::stateChanged, this, &ProtocolTab::updateProtocolView);
        connect(runner, &StudyRunner::tick, this, &ProtocolTab::updateProtocolView);
        connect(runner, &StudyRunner::answered, this, [this](const QVariantMap& a) {
            const QString taskId = a.value(QStringLiteral("task")).toString();
            m_answers->addItem(
                QStringLiteral("%1%2 · %3 = %4")
                    .arg(taskId.isEmpty() ? QString() : taskId + QStringLiteral(" · "),
                         a.value(QStringLiteral("questionnaire")).toString(),
                         a.value(QStringLiteral("item")).toString(),
                         a.value(QStringLiteral("value")).toString()));
            m_answers->scrollToBottom();
        });
        connect(m_startTask, &QPushButton::clicked, runner, &StudyRunner::startTask);
        connect(m_skipTask, &QPushButton::clicked, runner, &StudyRunner::skipTask);
        connect(m_endTask, &QPushButton::clicked, runner, &StudyRunner::endTask);
    }
    if (StudyRecorder* study = m_context->study()) {
        connect(study, &StudyRecorder::logged, this, [this](const QString& line) {
            const QJsonObject e = QJsonDocument::fromJson(line.toUtf8()).object();
            const QString kind = e.value(QStringLiteral("kind")).toString();
            if (kind == study::kinds::sessionStart) {
                m_answers->clear();
                m_markers->clear();
            } else if (kind == study::kinds::marker) {
                const qint64 s = e.value(QStringLiteral("t_ms")).toInteger() / 1000;
                m_markers->addItem(tr("Repère %1 à %2:%3 · %4")
                                       .arg(e.value(QStringLiteral("number")).toInt())
                                       .arg(s / 60)
                                       .arg(s % 60, 2, 10, QLatin1Char('0'))
                                       .arg(e.value(QStringLiteral("note")).toString()));
                m_markers->scrollToBottom();
            }
        });
    }
    updateProtocolView();
}

void ProtocolTab::updateProtocolView() {
    StudyRunner* runner = m_context->studyRunner();
    const bool studyMode = runner != nullptr;
    m_loadProtocol->setEnabled(studyMode);
    m_openReplay->setEnabled(true);
    m_report->setEnabled(studyMode);
    if (!studyMode) {
        m_protocolState->setText(tr("Mode étude inactif : lancez le client avec --study DOSSIER."));
        m_taskState->setText(QStringLiteral("—"));
        m_taskClock->setText(QStringLiteral("—"));
        m_condition->setEnabled(false);
        m_startTask->setEnabled(false);
        m_skipTask->setEnabled(false);
        m_endTask->setEnabled(false);
        return;
    }
    if (!runner->lastError().isEmpty()) {
        m_protocolState->setText(tr("Protocole refusé : %1").arg(runner->lastError()));
    } else if (runner->loaded()) {
        m_protocolState->setText(
            tr("%1 · %n tâche(s) · conditions : %2", "", static_cast<int>(runner->tasks().size()))
                .arg(runner->protocolName(), runner->conditionNames().join(QStringLiteral(", "))));
    } else {
        m_protocolState->setText(tr("aucun"));
    }
    const QStringList names = runner->conditionNames();
    if (m_condition->count() != names.size() + 1) {
        m_condition->clear();
        m_condition->addItem(tr("selon le numéro du participant"));
        m_condition->addItems(names);
    }
    m_condition->setCurrentIndex(
        std::max(0, static_cast<int>(names.indexOf(runner->conditionOverride())) + 1));
    m_condition->setEnabled(runner->loaded() && runner->phase().isEmpty());
    const QString phase = runner->phase();
    static const QHash<QString, QString> phases{
        {QStringLiteral("consent"), QT_TR_NOOP("le participant lit le consentement")},
        {QStringLiteral("instructions"), QT_TR_NOOP("le participant lit les consignes")},
        {QStringLiteral("ready"), QT_TR_NOOP("prête à démarrer")},
        {QStringLiteral("task"), QT_TR_NOOP("en cours")},
        {QStringLiteral("questionnaire"), QT_TR_NOOP("questionnaire")},
        {QStringLiteral("done"), QT_TR_NOOP("étude terminée")},
        {QStringLiteral("declined"), QT_TR_NOOP("consentement refusé")},
    };
    if (phase.isEmpty()) {
        m_taskState->setText(runner->loaded() ? tr("en attente d'une session")
                                              : QStringLiteral("—"));
    } else {
        m_taskState->setText(tr("Participant n° %1 · condition %2 · tâche %3 sur %4 (%5) : %6 — %7")
                                 .arg(runner->participantNumber())
                                 .arg(runner->conditionName())
                                 .arg(runner->taskNumber())
                                 .arg(runner->taskCount())
                                 .arg(runner->taskId(), runner->taskInstruction(),
                                      tr(phases.value(phase).toUtf8().constData())));
    }
    const int s = runner->taskElapsedMs() / 1000;
    const QString clock = QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    m_taskClock->setText(phase == QLatin1String("task")
                             ? (runner->timeLimitS() > 0 ? tr("%1:%2 sur %3 s")
                                                               .arg(s / 60)
                                                               .arg(s % 60, 2, 10, QLatin1Char('0'))
                                                               .arg(runner->timeLimitS())
                                                         : clock)
                             : QStringLiteral("—"));
    const bool before = phase == QLatin1String("consent") ||
                        phase == QLatin1String("instructions") || phase == QLatin1String("ready");
    m_startTask->setEnabled(before);
    m_skipTask->setEnabled(phase == QLatin1String("ready") || phase == QLatin1String("task"));
    m_endTask->setEnabled(phase == QLatin1String("task"));
}

bool ProtocolTab::loadProtocolFile(const QString& path) {
    StudyRunner* runner = m_context->studyRunner();
    if (runner == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    if (!runner->loadProtocol(path)) {
        showMessage(tr("Protocole refusé : %1").arg(runner->lastError()), true);
        return false;
    }
    showMessage(tr("Protocole « %1 » chargé : il s'applique aux prochaines sessions.")
                    .arg(runner->protocolName()));
    return true;
}

bool ProtocolTab::openReplay(const QString& logPath) {
    // A window and a process of its own: the replay never touches this session's journal.
    const QStringList arguments{QStringLiteral("--replay"), logPath};
    if (!m_launch(QCoreApplication::applicationFilePath(), arguments)) {
        showMessage(tr("Le rejeu de %1 n'a pas pu être lancé.").arg(logPath), true);
        return false;
    }
    showMessage(
        tr("Rejeu de %1 ouvert dans une fenêtre à part.").arg(QFileInfo(logPath).fileName()));
    return true;
}

bool ProtocolTab::makeReport(const QString& htmlPath) {
    StudyRecorder* study = m_context->study();
    if (study == nullptr) {
        showMessage(tr("Mode étude inactif : lancez le client avec --study DOSSIER."), true);
        return false;
    }
    study::ReportSummary summary;
    QString error;
    if (!study::writeStudyReport(study->folder(), htmlPath, summary, error)) {
        showMessage(tr("Rapport impossible : %1").arg(error), true);
        return false;
    }
    showMessage(
        summary.refused.isEmpty()
            ? tr("Rapport écrit : %1 (%n participant(s)).", "", summary.participants).arg(htmlPath)
            : tr("Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2", "",
                 summary.participants)
                  .arg(htmlPath, summary.refused.join(QStringLiteral(" ; "))),
        !summary.refused.isEmpty());
    return true;
}

}  // namespace instants::client
