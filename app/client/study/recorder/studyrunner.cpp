#include "studyrunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "protectionadapter.h"
#include "questionnaires.h"
#include "settingsadapter.h"
#include "studylog.h"
#include "studyrecorder.h"

namespace instants::client {

namespace {

const QString kTask = QStringLiteral("task");

QVariantMap textItem(const QString& questionnaire, const QVariant& item, const QString& type,
                     const QString& text, int scale, const QString& low, const QString& high) {
    return {{QStringLiteral("questionnaire"), questionnaire},
            {QStringLiteral("item"), item},
            {QStringLiteral("type"), type},
            {QStringLiteral("text"), text},
            {QStringLiteral("scale"), scale},
            {QStringLiteral("low"), low},
            {QStringLiteral("high"), high}};
}

}  // namespace

StudyRunner::StudyRunner(StudyRecorder* recorder, SettingsAdapter* settings, QObject* parent)
    : QObject(parent), m_recorder(recorder), m_settings(settings) {
    m_recorder->setSessionPreparer(
        [this](const QString& participant) { return prepare(participant); });
    connect(m_recorder, &StudyRecorder::activeChanged, this, &StudyRunner::onSessionActive);
    connect(m_recorder, &StudyRecorder::logged, this, &StudyRunner::onLogged);
    connect(m_settings, &SettingsAdapter::languageChanged, this, &StudyRunner::stateChanged);
    connect(m_settings, &SettingsAdapter::languageChanged, this, &StudyRunner::protocolChanged);
    m_tickTimer.setInterval(250);
    connect(&m_tickTimer, &QTimer::timeout, this, &StudyRunner::tick);
    m_limitTimer.setSingleShot(true);
    connect(&m_limitTimer, &QTimer::timeout, this, [this] {
        if (m_phase == kTask) {
            closeTask(QStringLiteral("timeout"), false);
        }
    });
}

StudyRunner::~StudyRunner() {
    m_recorder->setSessionPreparer({});
    restoreSettings();
}

QString StudyRunner::language() const {
    return m_settings->language();
}

bool StudyRunner::loadProtocol(const QString& path) {
    QString error;
    auto protocol = study::loadProtocol(path, error);
    if (!protocol) {
        m_lastError = error;
        emit protocolChanged();
        return false;
    }
    m_protocol = std::move(protocol);
    m_lastError.clear();
    if (!conditionNames().contains(m_conditionOverride)) {
        m_conditionOverride.clear();
    }
    emit protocolChanged();
    emit stateChanged();
    return true;
}

void StudyRunner::setReplayAssignment(int number, const QString& condition,
                                      const QStringList& taskOrder) {
    m_replay = ReplayAssignment{number, condition, taskOrder};
}

QVariantList StudyRunner::tasks() const {
    QVariantList out;
    if (m_protocol) {
        for (const study::Task& t : m_protocol->tasks) {
            out.append(QVariantMap{{QStringLiteral("id"), t.id},
                                   {QStringLiteral("instruction"), t.instruction.in(language())}});
        }
    }
    return out;
}

QStringList StudyRunner::conditionNames() const {
    QStringList names;
    if (m_protocol) {
        for (const study::Condition& c : m_protocol->conditions) {
            names << c.name;
        }
    }
    return names;
}

void StudyRunner::setConditionOverride(const QString& name) {
    const QString n = conditionNames().contains(name) ? name : QString();
    if (n != m_conditionOverride) {
        m_conditionOverride = n;
        emit stateChanged();
    }
}

QJsonObject StudyRunner::prepare(const QString& participant) {
    if (!m_protocol) {
        return {};
    }
    // The participant's number: from the name (P07: 7), or the next after the sessions of this
    // protocol already in the study folder.
    int number = m_replay ? m_replay->number : study::participantNumberOf(participant);
    if (number < 1) {
        number = 1;
        const QDir folder(m_recorder->folder());
        for (const QString& name : folder.entryList({QStringLiteral("*.jsonl")}, QDir::Files)) {
            QFile f(folder.filePath(name));
            if (f.open(QIODevice::ReadOnly)) {
                const QJsonObject first = QJsonDocument::fromJson(f.readLine()).object();
                if (first.value(QStringLiteral("protocol"))
                        .toObject()
                        .value(QStringLiteral("name"))
                        .toString() == m_protocol->name) {
                    ++number;
                }
            }
        }
    }
    m_participantNumber = number;
    const study::Condition* condition = &m_protocol->conditionFor(number);
    const QString chosen = m_replay ? m_replay->condition : m_conditionOverride;
    for (const study::Condition& c : m_protocol->conditions) {
        if (c.name == chosen) {
            condition = &c;
        }
    }
    m_condition = condition->name;
    m_order = m_protocol->taskOrder(number);
    if (m_replay) {
        QList<int> order;
        for (const QString& id : m_replay->taskOrder) {
            for (int i = 0; i < m_protocol->tasks.size(); ++i) {
                if (m_protocol->tasks.at(i).id == id) {
                    order << i;
                }
            }
        }
        if (order.size() == m_order.size()) {
            m_order = order;
        }
    }
    m_position = 0;
    m_answers.clear();
    m_lastOutcome.clear();
    // The condition's settings, for this session only.
    m_savedSettings = m_settings->settingsToRestore();
    m_settings->setTransient(true);
    m_settings->applyStudySettings(condition->settings.toVariantMap());
    if (m_protection) {
        m_savedLimits = m_protection->applyStudy(condition->settings);
    }

    QJsonArray order;
    for (int i : m_order) {
        order.append(m_protocol->tasks.at(i).id);
    }
    return {
        {QStringLiteral("protocol"), QJsonObject{{QStringLiteral("name"), m_protocol->name},
                                                 {QStringLiteral("file"), m_protocol->file},
                                                 {QStringLiteral("sha256"), m_protocol->sha256}}},
        {QStringLiteral("participant_number"), number},
        {QStringLiteral("condition"),
         QJsonObject{{QStringLiteral("name"), condition->name},
                     {QStringLiteral("settings"), condition->settings}}},
        {QStringLiteral("task_order"), order},
        {QStringLiteral("settings"), QJsonObject::fromVariantMap(m_settings->studySettings())}};
}

void StudyRunner::onSessionActive() {
    if (m_recorder->active()) {
        if (m_protocol && !m_order.isEmpty()) {
            setPhase(QStringLiteral("consent"));
        }
        return;
    }
    // The session ended: whatever was running stops here.
    if (m_phase == kTask) {
        m_limitTimer.stop();
        m_tickTimer.stop();
    }
    m_tracker.reset();
    restoreSettings();
    setPhase({});
}

void StudyRunner::restoreSettings() {
    if (m_protection && m_savedLimits) {
        m_protection->setPanelShown(true);
        m_protection->restoreStudy(*m_savedLimits);
        m_savedLimits.reset();
    }
    if (m_savedSettings) {
        m_settings->applyStudySettings(*m_savedSettings);
        m_settings->setTransient(false);
        m_savedSettings.reset();
    }
}

void StudyRunner::setPhase(const QString& phase) {
    m_phase = phase;
    // The overlay covers the screens in every phase but a task's: no picture of them then.
    m_recorder->setPicturesPaused(!phase.isEmpty() && phase != kTask);
    emit stateChanged();
}

const study::Task* StudyRunner::currentTask() const {
    if (!m_protocol || m_position < 0 || m_position >= m_order.size()) {
        return nullptr;
    }
    return &m_protocol->tasks.at(m_order.at(m_position));
}

QString StudyRunner::taskId() const {
    const study::Task* t = currentTask();
    return t ? t->id : QString();
}

QString StudyRunner::taskInstruction() const {
    const study::Task* t = currentTask();
    return t ? t->instruction.in(language()) : QString();
}

int StudyRunner::timeLimitS() const {
    const study::Task* t = currentTask();
    return t && t->timeLimitS ? *t->timeLimitS : 0;
}

QString StudyRunner::text() const {
    if (!m_protocol) {
        return {};
    }
    if (m_phase == QLatin1String("consent")) {
        return m_protocol->consent.in(language());
    }
    if (m_phase == QLatin1String("instructions")) {
        return m_protocol->instructions.in(language());
    }
    return {};
}

QVariantMap StudyRunner::question() const {
    if (m_phase != QLatin1String("questionnaire") || m_questionIndex >= m_questions.size()) {
        return {};
    }
    QVariantMap q = m_questions.at(m_questionIndex).toMap();
    q.insert(QStringLiteral("index"), m_questionIndex);
    q.insert(QStringLiteral("count"), m_questions.size());
    // The words in the language of the moment (the participant may switch).
    const QString lang = language();
    const QString questionnaire = q.value(QStringLiteral("questionnaire")).toString();
    if (questionnaire == QLatin1String("seq")) {
        q.insert(QStringLiteral("text"), study::seqQuestion().in(lang));
        q.insert(QStringLiteral("low"), study::seqLow().in(lang));
        q.insert(QStringLiteral("high"), study::seqHigh().in(lang));
    } else if (questionnaire == QLatin1String("sus")) {
        q.insert(QStringLiteral("text"),
                 study::susItem(q.value(QStringLiteral("item")).toInt()).in(lang));
        q.insert(QStringLiteral("low"), study::susLow().in(lang));
        q.insert(QStringLiteral("high"), study::susHigh().in(lang));
    } else if (m_protocol) {
        for (const study::Item& item : m_protocol->items) {
            if (item.id == questionnaire) {
                q.insert(QStringLiteral("text"), item.text.in(lang));
                q.insert(QStringLiteral("low"), item.low.in(lang));
                q.insert(QStringLiteral("high"), item.high.in(lang));
            }
        }
    }
    return q;
}

void StudyRunner::answerConsent(bool accepted) {
    if (m_phase != QLatin1String("consent")) {
        return;
    }
    m_recorder->record(study::kinds::consent, {{QStringLiteral("accepted"), accepted}});
    if (!accepted) {
        // Nothing is run without consent; the session ends here.
        m_recorder->endSession();
        setPhase(QStringLiteral("declined"));
        return;
    }
    setPhase(m_protocol->instructions.fr.isEmpty() ? QStringLiteral("ready")
                                                   : QStringLiteral("instructions"));
}

void StudyRunner::proceed() {
    if (m_phase == QLatin1String("instructions")) {
        setPhase(QStringLiteral("ready"));
    } else if (m_phase == QLatin1String("ready")) {
        beginTask();
    }
}

void StudyRunner::startTask() {
    // The facilitator may start the task from the consent or the instructions too.
    if (m_phase == QLatin1String("consent") || m_phase == QLatin1String("instructions") ||
        m_phase == QLatin1String("ready")) {
        if (m_phase == QLatin1String("consent")) {
            m_recorder->record(study::kinds::consent, {{QStringLiteral("accepted"), true}});
        }
        beginTask();
    }
}

void StudyRunner::beginTask() {
    const study::Task* task = currentTask();
    if (task == nullptr || !m_recorder->active()) {
        return;
    }
    if (!task->scenario.isEmpty() && !m_replay) {
        const QString label = task->scenarioFile.isEmpty() ? task->id : task->scenarioFile;
        m_recorder->loadScenarioText(QJsonDocument(task->scenario).toJson(QJsonDocument::Compact),
                                     label);
    }
    m_tracker = std::make_unique<study::SuccessTracker>(task->success);
    setPhase(kTask);
    m_recorder->record(study::kinds::taskStart,
                       {{QStringLiteral("task"), task->id},
                        {QStringLiteral("number"), m_position + 1},
                        {QStringLiteral("instruction"), task->instruction.in(language())},
                        {QStringLiteral("time_limit_s"),
                         task->timeLimitS ? QVariant(*task->timeLimitS) : QVariant()}});
    m_taskClock.start();
    m_tickTimer.start();
    if (task->timeLimitS) {
        m_limitTimer.start(*task->timeLimitS * 1000);
    }
}

void StudyRunner::onLogged(const QString& line) {
    if (m_phase != kTask || !m_tracker) {
        return;
    }
    const QJsonObject entry = QJsonDocument::fromJson(line.toUtf8()).object();
    if (entry.value(QStringLiteral("kind")).toString() == study::kinds::taskStart) {
        return;
    }
    if (m_tracker->feed(entry)) {
        // Ended from a signal of the recorder's write: the line that met it is complete.
        QTimer::singleShot(0, this, [this] {
            if (m_phase == kTask) {
                closeTask(QStringLiteral("success"), true);
            }
        });
    }
}

void StudyRunner::finishTask() {
    if (m_phase == kTask) {
        const bool met = m_tracker && m_tracker->met();
        closeTask(met ? QStringLiteral("success") : QStringLiteral("done"), met);
    }
}

void StudyRunner::giveUp() {
    if (m_phase == kTask) {
        closeTask(QStringLiteral("gave_up"), false);
    }
}

void StudyRunner::skipTask() {
    if (m_phase == kTask) {
        closeTask(QStringLiteral("skipped"), false);
    } else if (m_phase == QLatin1String("ready")) {
        // A task skipped before it started: recorded as such, with no time.
        const study::Task* task = currentTask();
        m_recorder->record(study::kinds::taskEnd,
                           {{QStringLiteral("task"), task->id},
                            {QStringLiteral("number"), m_position + 1},
                            {QStringLiteral("outcome"), QStringLiteral("skipped")},
                            {QStringLiteral("success"), false},
                            {QStringLiteral("duration_ms"), 0}});
        m_lastOutcome = QStringLiteral("skipped");
        nextTaskOrEnd();
    }
}

void StudyRunner::endTask() {
    if (m_phase == kTask) {
        const bool met = m_tracker && m_tracker->met();
        closeTask(met ? QStringLiteral("success") : QStringLiteral("ended"), met);
    }
}

void StudyRunner::closeTask(const QString& outcome, bool success) {
    const study::Task* task = currentTask();
    m_limitTimer.stop();
    m_tickTimer.stop();
    m_tracker.reset();
    m_recorder->record(study::kinds::taskEnd,
                       {{QStringLiteral("task"), task->id},
                        {QStringLiteral("number"), m_position + 1},
                        {QStringLiteral("outcome"), outcome},
                        {QStringLiteral("success"), success},
                        {QStringLiteral("duration_ms"), m_taskClock.elapsed()}});
    m_lastOutcome = outcome;
    afterTask();
}

void StudyRunner::afterTask() {
    // A skipped task asks nothing: there was no experience of it to rate.
    if (m_lastOutcome == QLatin1String("skipped")) {
        nextTaskOrEnd();
        return;
    }
    beginQuestionnaire(false);
}

void StudyRunner::beginQuestionnaire(bool end) {
    m_questions.clear();
    m_questionIndex = 0;
    m_endQuestionnaire = end;
    const QString lang = language();
    if (!end && m_protocol->seq) {
        m_questions.append(textItem(QStringLiteral("seq"), QStringLiteral("seq"),
                                    QStringLiteral("likert"), study::seqQuestion().in(lang),
                                    study::kSeqScale, study::seqLow().in(lang),
                                    study::seqHigh().in(lang)));
    }
    if (end && m_protocol->sus) {
        for (int i = 1; i <= study::kSusItemCount; ++i) {
            m_questions.append(textItem(QStringLiteral("sus"), i, QStringLiteral("likert"),
                                        study::susItem(i).in(lang), study::kSusScale,
                                        study::susLow().in(lang), study::susHigh().in(lang)));
        }
    }
    for (const study::Item& item : m_protocol->items) {
        if ((item.when == study::Item::When::End) == end) {
            const bool likert = item.type == study::Item::Type::Likert;
            m_questions.append(textItem(item.id, item.id,
                                        likert ? QStringLiteral("likert") : QStringLiteral("text"),
                                        item.text.in(lang), likert ? item.scale : 0,
                                        item.low.in(lang), item.high.in(lang)));
        }
    }
    if (m_questions.isEmpty()) {
        if (end) {
            m_recorder->record(study::kinds::studyEnd);
            setPhase(QStringLiteral("done"));
        } else {
            nextTaskOrEnd();
        }
        return;
    }
    setPhase(QStringLiteral("questionnaire"));
}

void StudyRunner::answer(const QVariant& value) {
    if (m_phase != QLatin1String("questionnaire") || m_questionIndex >= m_questions.size()) {
        return;
    }
    const QVariantMap q = m_questions.at(m_questionIndex).toMap();
    const bool likert = q.value(QStringLiteral("type")).toString() == QLatin1String("likert");
    const int scale = q.value(QStringLiteral("scale")).toInt();
    QVariant v;
    if (likert) {
        bool ok = false;
        const int point = value.toInt(&ok);
        if (!ok || point < 1 || point > scale) {
            return;  // not a point of the scale: nothing recorded, the item stays
        }
        v = point;
    } else {
        v = value.toString();
    }
    QVariantMap a{{QStringLiteral("questionnaire"), q.value(QStringLiteral("questionnaire"))},
                  {QStringLiteral("item"), q.value(QStringLiteral("item"))},
                  {QStringLiteral("value"), v},
                  {QStringLiteral("scale"), likert ? QVariant(scale) : QVariant()}};
    if (!m_endQuestionnaire) {
        a.insert(QStringLiteral("task"), taskId());
    }
    m_recorder->record(study::kinds::answer, a);
    m_answers.append(a);
    emit answered(a);
    ++m_questionIndex;
    if (m_questionIndex < m_questions.size()) {
        emit stateChanged();
        return;
    }
    if (m_endQuestionnaire) {
        m_recorder->record(study::kinds::studyEnd);
        setPhase(QStringLiteral("done"));
    } else {
        nextTaskOrEnd();
    }
}

void StudyRunner::nextTaskOrEnd() {
    ++m_position;
    if (m_position < m_order.size()) {
        setPhase(QStringLiteral("ready"));
    } else {
        m_position = static_cast<int>(m_order.size()) - 1;
        beginQuestionnaire(true);
    }
}

}  // namespace instants::client
