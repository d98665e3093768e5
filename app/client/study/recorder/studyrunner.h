#pragma once
// A study protocol run with a participant (docs/usability-lab.md): the consent, the
// instructions, each task in the participant's counterbalanced order (its scenario loaded, its
// success condition watched on the session log's own lines, its time limit), the questionnaires
// after each task and at the end, and the condition's settings for the session. Everything it
// does is a line of the log (task_start, task_end, answer, consent, study_end); the screens
// (study/recorder/StudyOverlay.qml) and the operator console show its state and call its verbs.

#include <QtQml/qqmlregistration.h>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

#include <memory>
#include <optional>

#include "contract.h"
#include "studyprotocol.h"

#include "instants/session/protection.h"

namespace instants::client {

class SettingsAdapter;
class ProtectionAdapter;
class StudyRecorder;

class StudyRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(bool loaded READ loaded NOTIFY protocolChanged FINAL)
    Q_PROPERTY(QString protocolName READ protocolName NOTIFY protocolChanged FINAL)
    Q_PROPERTY(QString protocolFile READ protocolFile NOTIFY protocolChanged FINAL)
    Q_PROPERTY(QString lastError READ lastError NOTIFY protocolChanged FINAL)
    /// The protocol's tasks in the file's order: [{id, instruction}] (in the interface's language).
    Q_PROPERTY(QVariantList tasks READ tasks NOTIFY protocolChanged FINAL)
    Q_PROPERTY(QStringList conditionNames READ conditionNames NOTIFY protocolChanged FINAL)
    /// The condition the next session gets instead of its assigned one ("" : assigned).
    Q_PROPERTY(QString conditionOverride READ conditionOverride WRITE setConditionOverride NOTIFY
                   stateChanged FINAL)
    /// StudyPhase.None (no protocol running), .Consent, .Instructions, .Ready (a task to start),
    /// .Task, .Questionnaire, .Done (every task and questionnaire done), .Declined.
    Q_PROPERTY(instants::client::StudyPhase::Value phase READ phaseKind NOTIFY stateChanged FINAL)
    Q_PROPERTY(QString conditionName READ conditionName NOTIFY stateChanged FINAL)
    Q_PROPERTY(int participantNumber READ participantNumber NOTIFY stateChanged FINAL)
    /// The current (or next) task: its position from 1, the count, id, instruction, limit.
    Q_PROPERTY(int taskNumber READ taskNumber NOTIFY stateChanged FINAL)
    Q_PROPERTY(int taskCount READ taskCount NOTIFY stateChanged FINAL)
    Q_PROPERTY(QString taskId READ taskId NOTIFY stateChanged FINAL)
    Q_PROPERTY(QString taskInstruction READ taskInstruction NOTIFY stateChanged FINAL)
    Q_PROPERTY(int timeLimitS READ timeLimitS NOTIFY stateChanged FINAL)
    /// The running task's time so far (updated four times a second).
    Q_PROPERTY(int taskElapsedMs READ taskElapsedMs NOTIFY tick FINAL)
    /// The consent or the instructions (phases "consent", "instructions").
    Q_PROPERTY(QString text READ text NOTIFY stateChanged FINAL)
    /// Phase "questionnaire": the item asked, {questionnaire, item, type ("likert", "text"),
    /// text, scale, low, high, index (from 0), count, task}.
    Q_PROPERTY(QVariantMap question READ question NOTIFY stateChanged FINAL)
    /// The answers of the session so far, latest last: [{questionnaire, item, value, task}].
    Q_PROPERTY(QVariantList answers READ answers NOTIFY stateChanged FINAL)
    /// The outcome of the last task that ended ("success", "done", ...), "" before the first.
    Q_PROPERTY(QString lastOutcome READ lastOutcome NOTIFY stateChanged FINAL)

public:
    StudyRunner(StudyRecorder* recorder, SettingsAdapter* settings, QObject* parent = nullptr);
    /// Player protection, whose settings a condition may set (session panel, limits, reality
    /// check) for the session only.
    void setProtection(ProtectionAdapter* protection) { m_protection = protection; }
    ~StudyRunner() override;

    bool loaded() const { return m_protocol.has_value(); }
    QString protocolName() const { return m_protocol ? m_protocol->name : QString(); }
    QString protocolFile() const { return m_protocol ? m_protocol->file : QString(); }
    QString lastError() const { return m_lastError; }
    QVariantList tasks() const;
    QStringList conditionNames() const;
    QString conditionOverride() const { return m_conditionOverride; }
    void setConditionOverride(const QString& name);
    /// The phase's name ("consent"…; the study log's and the tests').
    QString phase() const { return m_phase; }
    StudyPhase::Value phaseKind() const { return StudyPhase::fromName(m_phase); }
    QString conditionName() const { return m_condition; }
    int participantNumber() const { return m_participantNumber; }
    int taskNumber() const { return m_position + 1; }
    int taskCount() const { return static_cast<int>(m_order.size()); }
    QString taskId() const;
    QString taskInstruction() const;
    int timeLimitS() const;
    int taskElapsedMs() const {
        return m_phase == QLatin1String("task") ? static_cast<int>(m_taskClock.elapsed()) : 0;
    }
    QString text() const;
    QVariantMap question() const;
    QVariantList answers() const { return m_answers; }
    QString lastOutcome() const { return m_lastOutcome; }

    /// Loads (and validates) a protocol for the next sessions; false with lastError.
    Q_INVOKABLE bool loadProtocol(const QString& path);
    /// A replay (sessionreplay.h): the next session gets the participant number, condition and
    /// task order its log recorded, and no task loads its scenario (the replay scripts every
    /// game from the participant's journal).
    void setReplayAssignment(int number, const QString& condition, const QStringList& taskOrder);

    // The participant's verbs.
    /// The consent: accepted (the instructions, or the first task, come next) or declined
    /// (the session ends).
    Q_INVOKABLE void answerConsent(bool accepted);
    /// From the instructions to the first task; from "ready" the task starts.
    Q_INVOKABLE void proceed();
    /// « J'ai terminé »: the task ends; a success only when its condition is met.
    Q_INVOKABLE void finishTask();
    /// « J'abandonne ».
    Q_INVOKABLE void giveUp();
    /// The current item's answer: a point of the scale (likert) or a text.
    Q_INVOKABLE void answer(const QVariant& value);

    // The facilitator's verbs (the console).
    Q_INVOKABLE void startTask();
    Q_INVOKABLE void skipTask();
    Q_INVOKABLE void endTask();

signals:
    void protocolChanged();
    void stateChanged();
    void tick();
    /// An answer was given (the console's live list).
    void answered(const QVariantMap& answer);

private:
    QJsonObject prepare(const QString& participant);
    void onSessionActive();
    void onLogged(const QString& line);
    void setPhase(const QString& phase);
    void beginTask();
    void closeTask(const QString& outcome, bool success);
    void afterTask();
    void beginQuestionnaire(bool end);
    void nextTaskOrEnd();
    void restoreSettings();
    QString language() const;
    const study::Task* currentTask() const;

    StudyRecorder* m_recorder;
    SettingsAdapter* m_settings;
    ProtectionAdapter* m_protection = nullptr;
    std::optional<study::Protocol> m_protocol;
    QString m_lastError;
    QString m_conditionOverride;
    QString m_phase;
    QString m_condition;
    int m_participantNumber = 0;
    QList<int> m_order;
    int m_position = 0;
    QElapsedTimer m_taskClock;
    QTimer m_tickTimer;
    QTimer m_limitTimer;
    std::unique_ptr<study::SuccessTracker> m_tracker;
    QVariantList m_questions;
    int m_questionIndex = 0;
    bool m_endQuestionnaire = false;
    QVariantList m_answers;
    QString m_lastOutcome;
    std::optional<QVariantMap> m_savedSettings;
    std::optional<Limits> m_savedLimits;  ///< the limits in force before a condition's
    struct ReplayAssignment {
        int number = 0;
        QString condition;
        QStringList taskOrder;
    };
    std::optional<ReplayAssignment> m_replay;
};

}  // namespace instants::client
