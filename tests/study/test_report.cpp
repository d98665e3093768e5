// The study report (docs/usability-lab.md, sections 3 and 4): the log reader's refusals, the
// statistics, and the figures, CSV files and HTML page of a synthetic study of six
// participants in two conditions with three tasks, whose every figure is known by design.
//
// `study_report_tests --write-sample DIR` writes that study folder to DIR and exits (the
// browser check, report_in_browser.sh, uses it). `--write-big-sample DIR` writes a study of 20
// participants of 30 minutes each instead and prints its size (tools/measure_report.sh).

#include "reportheatmap.h"
#include "studylog.h"
#include "studyreport.h"
#include "studystats.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

using namespace instants::study;

namespace {

const QString kVisible = QStringLiteral("faits-visibles");
const QString kHidden = QStringLiteral("faits-caches");
const QString kTaskA = QStringLiteral("dede-auto");  // on screen "dede"
const QString kTaskB = QStringLiteral("regles");     // on screen "rules"
const QString kTaskC = QStringLiteral("reglage");    // on screen "settings"

// One log being written: JSON lines with kind, t_ms and screen.
class LogWriter {
public:
    void line(qint64 t, const QString& screen, const QString& kind, QJsonObject members = {}) {
        members.insert(QStringLiteral("t_ms"), double(t));
        members.insert(QStringLiteral("kind"), kind);
        members.insert(QStringLiteral("screen"), screen);
        m_lines.append(QJsonDocument(members).toJson(QJsonDocument::Compact));
    }
    /// A press and its release at the same time.
    void press(qint64 t, const QString& screen, int x, int y, const QString& control,
               QJsonObject extra = {}) {
        QJsonObject p{{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
        if (!control.isEmpty())
            p.insert(QStringLiteral("control"), control);
        QJsonObject r = p;
        for (auto it = extra.begin(); it != extra.end(); ++it)
            p.insert(it.key(), it.value());
        line(t, screen, QStringLiteral("press"), p);
        line(t, screen, QStringLiteral("release"), r);
    }
    int count() const { return int(m_lines.size()); }
    QByteArray bytes() const { return m_lines.join('\n') + '\n'; }

private:
    QList<QByteArray> m_lines;
};

struct Participant {
    QString name;
    QString condition;
    QStringList order;
    QMap<QString, qint64> durations;
    QMap<QString, int> seq;
    QList<int> sus;  // item 1 first; fewer than ten: no score
    QSize window;
};

QList<Participant> participants() {
    const auto sus = [](int odd, int even, int items = 10) {
        QList<int> values;
        for (int i = 1; i <= items; ++i)
            values.append(i % 2 ? odd : even);
        return values;
    };
    return {
        {QStringLiteral("P01"),
         kVisible,
         {kTaskA, kTaskB, kTaskC},
         {{kTaskA, 30000}, {kTaskB, 12000}, {kTaskC, 20000}},
         {{kTaskA, 6}, {kTaskB, 7}, {kTaskC, 5}},
         sus(5, 1),
         {1280, 800}},
        {QStringLiteral("P02"),
         kHidden,
         {kTaskB, kTaskC, kTaskA},
         {{kTaskA, 45000}, {kTaskB, 15000}, {kTaskC, 25000}},
         {{kTaskA, 5}, {kTaskB, 7}, {kTaskC, 4}},
         sus(3, 3),
         {1280, 800}},
        {QStringLiteral("P03"),
         kVisible,
         {kTaskC, kTaskA, kTaskB},
         {{kTaskA, 36000}, {kTaskB, 9000}, {kTaskC, 60000}},
         {{kTaskA, 7}, {kTaskB, 6}, {kTaskC, 1}},
         sus(4, 2),
         {1280, 800}},
        {QStringLiteral("P04"),
         kHidden,
         {kTaskC, kTaskB, kTaskA},
         {{kTaskA, 50000}, {kTaskB, 18000}, {kTaskC, 22000}},
         {{kTaskA, 6}, {kTaskB, 7}, {kTaskC, 5}},
         sus(2, 4),
         {1280, 800}},
        {QStringLiteral("P05"),
         kVisible,
         {kTaskA, kTaskC, kTaskB},
         {{kTaskA, 33000}, {kTaskB, 10000}, {kTaskC, 18000}},
         {{kTaskA, 4}, {kTaskB, 7}, {kTaskC, 6}},
         sus(4, 1),
         {1280, 800}},
        {QStringLiteral("P06"),
         kHidden,
         {kTaskB, kTaskA, kTaskC},
         {{kTaskA, 40000}, {kTaskB, 21000}, {kTaskC, 30000}},
         {{kTaskA, 6}, {kTaskB, 6}, {kTaskC, 2}},
         sus(4, 2, 9),
         {1920, 1080}},
    };
}

QString screenOf(const QString& task) {
    if (task == kTaskA)
        return QStringLiteral("dede");
    if (task == kTaskB)
        return QStringLiteral("rules");
    return QStringLiteral("settings");
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool writePicture(const QString& path, QSize size, QColor colour) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(colour);
    QPainter painter(&image);
    painter.fillRect(
        QRect(size.width() / 8, size.height() / 6, size.width() / 3, size.height() / 5),
        colour.darker(140));
    painter.fillRect(
        QRect(size.width() / 2, size.height() / 2, size.width() / 3, size.height() / 4),
        colour.lighter(130));
    painter.end();
    return image.save(path, "PNG");
}

struct Sample {
    int acceptedLines = 0;  // lines of the six accepted logs
    QStringList refusedFiles;
};

// The synthetic study. Timeline of every session: the lobby from 0 to 3000 ms; then each task
// of the participant's order on its own screen, for its duration plus 3000 ms (the task's end
// and the SEQ answer on that screen); then the lobby again for 11000 ms (the SUS).
Sample writeSample(const QString& dirPath) {
    const QDir dir(dirPath);
    Sample sample;
    const QList<Participant> all = participants();
    for (int i = 0; i < all.size(); ++i) {
        const Participant& p = all.at(i);
        const QString base =
            QStringLiteral("%1-20261201-10%2").arg(p.name).arg(i * 100, 4, 10, QLatin1Char('0'));
        LogWriter log;
        QJsonArray order;
        for (const QString& task : p.order)
            order.append(task);
        log.line(
            0, QStringLiteral("lobby"), QStringLiteral("session_start"),
            {{QStringLiteral("participant"), p.name},
             {QStringLiteral("schema"), 2},
             {QStringLiteral("started_at"),
              QStringLiteral("2026-12-01T10:%1:00.000Z").arg(i, 2, 10, QLatin1Char('0'))},
             {QStringLiteral("version"), QStringLiteral("0.1.0")},
             {QStringLiteral("window"), QJsonObject{{QStringLiteral("width"), p.window.width()},
                                                    {QStringLiteral("height"), p.window.height()}}},
             {QStringLiteral("journal"), QStringLiteral("/tmp/journal.sqlite")},
             {QStringLiteral("balance_cents"), 5000},
             {QStringLiteral("protocol"),
              QJsonObject{{QStringLiteral("name"), QStringLiteral("Étude DÉDÉ, décembre 2026")},
                          {QStringLiteral("file"), QStringLiteral("etude.json")},
                          {QStringLiteral("sha256"), QStringLiteral("00")}}},
             {QStringLiteral("participant_number"), i + 1},
             {QStringLiteral("condition"),
              QJsonObject{{QStringLiteral("name"), p.condition},
                          {QStringLiteral("settings"),
                           QJsonObject{{QStringLiteral("show_facts"), p.condition == kVisible}}}}},
             {QStringLiteral("task_order"), order}});
        if (i == 0) {
            // The lobby's picture at half the window's size: the heatmap scales the presses.
            writePicture(dir.absoluteFilePath(base + QStringLiteral("-lobby.png")), {640, 400},
                         QColor(40, 90, 140));
            log.line(500, QStringLiteral("lobby"), QStringLiteral("screen_picture"),
                     {{QStringLiteral("file"), base + QStringLiteral("-lobby.png")},
                      {QStringLiteral("width"), 1280},
                      {QStringLiteral("height"), 800}});
        }
        log.line(1000, QStringLiteral("lobby"), QStringLiteral("consent"),
                 {{QStringLiteral("accepted"), true}});
        if (i == 4)
            log.press(2000, QStringLiteral("lobby"), 340, 200, {},
                      {{QStringLiteral("dead"), true}});
        else
            log.press(2000, QStringLiteral("lobby"), 300 + 10 * i, 200,
                      QStringLiteral("Happy Dés"));

        qint64 t = 3000;
        int shots = 0;
        const auto screenshot = [&](qint64 at, const QString& screen) {
            const QString file =
                QStringLiteral("%1-shot%2.png").arg(base).arg(++shots, 3, 10, QLatin1Char('0'));
            writePicture(dir.absoluteFilePath(file), {640, 400}, QColor(120 + 40 * shots, 60, 90));
            log.line(at, screen, QStringLiteral("screenshot"),
                     {{QStringLiteral("file"), file}, {QStringLiteral("ok"), true}});
        };
        for (int k = 0; k < p.order.size(); ++k) {
            const QString task = p.order.at(k);
            const QString s = screenOf(task);
            const qint64 d = p.durations.value(task);
            log.line(t, s, QStringLiteral("task_start"),
                     {{QStringLiteral("task"), task},
                      {QStringLiteral("number"), k + 1},
                      {QStringLiteral("instruction"),
                       QStringLiteral("Consigne de la tâche %1.").arg(task)},
                      {QStringLiteral("time_limit_s"),
                       task == kTaskA ? QJsonValue(180) : QJsonValue(QJsonValue::Null)}});
            if (task == kTaskA) {
                if (i == 0) {
                    writePicture(dir.absoluteFilePath(base + QStringLiteral("-dede.png")),
                                 {320, 200}, QColor(150, 30, 60));
                    log.line(t + 100, s, QStringLiteral("screen_picture"),
                             {{QStringLiteral("file"), base + QStringLiteral("-dede.png")},
                              {QStringLiteral("width"), 1280},
                              {QStringLiteral("height"), 800}});
                }
                log.press(t + 1000, s, 640, 700, QStringLiteral("Lancer"));
                log.line(t + 1500, s, QStringLiteral("move"),
                         {{QStringLiteral("x"), 500}, {QStringLiteral("y"), 500}});
                if (i == 0) {  // five presses within 800 ms: one burst
                    for (int j = 0; j < 5; ++j)
                        log.press(t + 3000 + 200 * j, s, 400 + 2 * j, 400,
                                  QStringLiteral("Ticket"));
                } else if (i == 1) {  // three presses, the last exactly 1000 ms and 25 px away: one
                                      // burst
                    log.press(t + 3000, s, 400, 400, QStringLiteral("Ticket"));
                    log.press(t + 3400, s, 410, 410, QStringLiteral("Ticket"));
                    log.press(t + 4000, s, 380, 415, QStringLiteral("Ticket"));
                } else if (i == 3) {  // near miss: the third press 1001 ms after the first
                    log.press(t + 3000, s, 400, 400, QStringLiteral("Ticket"));
                    log.press(t + 3500, s, 400, 400, QStringLiteral("Ticket"));
                    log.press(t + 4001, s, 400, 400, QStringLiteral("Ticket"));
                } else if (i == 5) {  // near miss: the third press 31 px from the first
                    log.press(t + 3000, s, 400, 400, QStringLiteral("Ticket"));
                    log.press(t + 3300, s, 405, 400, QStringLiteral("Ticket"));
                    log.press(t + 3600, s, 431, 400, QStringLiteral("Ticket"));
                }
                log.press(t + 6000, s, 200, 300, QStringLiteral("Auto"));
                if (i == 1)
                    log.press(t + 8000, s, 900, 100, QStringLiteral("Jouer, 1,00 €"),
                              {{QStringLiteral("disabled"), true}});
                if (i == 0) {
                    screenshot(t + 8000, s);
                    log.line(t + 10000, s, QStringLiteral("marker"),
                             {{QStringLiteral("number"), 1},
                              {QStringLiteral("note"), QStringLiteral("hésite sur « Auto »")}});
                    screenshot(t + 15000, s);
                }
            } else if (task == kTaskB) {
                log.press(t + 1000, s, 100, 100, QStringLiteral("Règles de DÉDÉ"));
                if (i == 0) {
                    log.press(t + 2000, s, 700, 500, {}, {{QStringLiteral("dead"), true}});
                    log.press(t + 4000, s, 720, 520, {}, {{QStringLiteral("dead"), true}});
                }
                if (i == 1)
                    log.line(
                        t + 5000, s, QStringLiteral("marker"),
                        {{QStringLiteral("number"), 1},
                         {QStringLiteral("note"), QStringLiteral("cherche le bouton retour")}});
            } else {
                log.press(t + 1000, s, 500, 300, QStringLiteral("Son"));
                if (i == 2) {
                    log.press(t + 2000, s, 50, 750, {}, {{QStringLiteral("dead"), true}});
                    log.line(t + 4000, s, QStringLiteral("marker"),
                             {{QStringLiteral("number"), 1}, {QStringLiteral("note"), QString()}});
                    screenshot(t + 7000, s);
                }
                if (i == 3)
                    log.line(t + 3000, s, QStringLiteral("refusal"),
                             {{QStringLiteral("code"), QStringLiteral("insufficient_balance")},
                              {QStringLiteral("message"),
                               QStringLiteral("the stake is above the balance")}});
            }
            const bool failed = i == 2 && task == kTaskC;
            log.line(t + d, s, QStringLiteral("task_end"),
                     {{QStringLiteral("task"), task},
                      {QStringLiteral("number"), k + 1},
                      {QStringLiteral("outcome"),
                       failed ? QStringLiteral("gave_up") : QStringLiteral("success")},
                      {QStringLiteral("success"), !failed},
                      {QStringLiteral("duration_ms"), double(d)}});
            log.line(t + d + 2000, s, QStringLiteral("answer"),
                     {{QStringLiteral("questionnaire"), QStringLiteral("seq")},
                      {QStringLiteral("item"), QStringLiteral("seq")},
                      {QStringLiteral("value"), p.seq.value(task)},
                      {QStringLiteral("scale"), 7},
                      {QStringLiteral("task"), task}});
            t += d + 3000;
        }
        const auto answer = [&](qint64 at, const QString& questionnaire, const QJsonValue& item,
                                const QJsonValue& value, const QJsonValue& scale) {
            log.line(at, QStringLiteral("lobby"), QStringLiteral("answer"),
                     {{QStringLiteral("questionnaire"), questionnaire},
                      {QStringLiteral("item"), item},
                      {QStringLiteral("value"), value},
                      {QStringLiteral("scale"), scale}});
        };
        qint64 at = t;
        for (int item = 1; item <= p.sus.size(); ++item) {
            if (i == 0 && item == 3)  // answered twice: the last answer counts
                answer(at, QStringLiteral("sus"), item, 3, 5);
            answer(i == 0 && item == 3 ? at + 500 : at, QStringLiteral("sus"), item,
                   p.sus.at(item - 1), 5);
            at += 1000;
        }
        if (i == 0) {
            answer(t + 10500, QStringLiteral("confiance"), QStringLiteral("confiance"), 6, 7);
            answer(t + 10700, QStringLiteral("remarques"), QStringLiteral("remarques"),
                   QStringLiteral("Très clair, « Auto » rassure."), QJsonValue(QJsonValue::Null));
        } else if (i == 1) {
            answer(t + 10500, QStringLiteral("confiance"), QStringLiteral("confiance"), 4, 7);
        }
        log.line(t + 10900, QStringLiteral("lobby"), QStringLiteral("study_end"));
        log.line(
            t + 11000, QStringLiteral("lobby"), QStringLiteral("session_end"),
            {{QStringLiteral("summary"), QJsonObject{{QStringLiteral("participant"), p.name}}}});
        writeBytes(dir.absoluteFilePath(base + QStringLiteral(".jsonl")), log.bytes());
        sample.acceptedLines += log.count();
    }

    // Refused: a log cut in the middle of its last line, one without session_end, a foreign
    // JSON-lines file, an unknown schema.
    const QByteArray start =
        R"({"kind":"session_start","participant":"P07","schema":2,"screen":"lobby","t_ms":0})"
        "\n";
    writeBytes(dir.absoluteFilePath(QStringLiteral("P07-20261201-110000.jsonl")),
               start +
                   R"({"control":"Jouer","kind":"press","screen":"lobby","t_ms":10,"x":1,"y":2})"
                   "\n"
                   "{\"control\":\"Jouer\",\"kind\":\"pre");
    writeBytes(
        dir.absoluteFilePath(QStringLiteral("P08-20261201-120000.jsonl")),
        R"({"kind":"session_start","participant":"P08","schema":2,"screen":"lobby","t_ms":0})"
        "\n"
        R"({"kind":"press","screen":"lobby","t_ms":10,"x":1,"y":2})"
        "\n");
    writeBytes(dir.absoluteFilePath(QStringLiteral("notes.jsonl")),
               "{\"hello\":\"world\",\"t_ms\":0}\n");
    writeBytes(
        dir.absoluteFilePath(QStringLiteral("P09-20261201-130000.jsonl")),
        R"({"kind":"session_start","participant":"P09","schema":3,"screen":"lobby","t_ms":0})"
        "\n"
        R"({"kind":"session_end","screen":"lobby","t_ms":5})"
        "\n");
    writeBytes(dir.absoluteFilePath(QStringLiteral("lisez-moi.txt")), "not a log: not read\n");
    sample.refusedFiles = {
        QStringLiteral("P07-20261201-110000.jsonl"), QStringLiteral("P08-20261201-120000.jsonl"),
        QStringLiteral("P09-20261201-130000.jsonl"), QStringLiteral("notes.jsonl")};
    return sample;
}

// The big synthetic study of the report's speed measurement (tools/measure_report.sh;
// docs/usability-lab.md): 20 participants in two conditions, 30 minutes each, three tasks in
// the order of a balanced Latin square, and the lines a real session writes that often: a
// `move` every 50 ms while the pointer moves (60 % of the time), a press and its release about
// every 2 s, `drag` lines while scratching, the `engine` and `shown` lines of a game every
// 25 s or so, markers, a few screenshots and one screen picture per screen, the SEQ after each
// task and the ten SUS items at the end. Deterministic (a fixed seed); the figures are not
// checked: the folder is for timing the report.
struct BigSample {
    int participants = 0;
    qint64 lines = 0;
    qint64 bytes = 0;
    int pictures = 0;
};

BigSample writeBigSample(const QString& dirPath) {
    const QDir dir(dirPath);
    BigSample sample;
    std::mt19937 random(20261201);
    const auto uniform = [&random](qint64 low, qint64 high) {
        return std::uniform_int_distribution<qint64>(low, high)(random);
    };
    const auto chance = [&random](double p) {
        return std::uniform_real_distribution<double>(0, 1)(random) < p;
    };

    constexpr qint64 kSessionMs = 30 * 60 * 1000;
    constexpr qint64 kTickMs = 50;
    struct Task {
        QString id;
        QString screen;
        bool scratch;
    };
    const QList<Task> tasks = {
        {QStringLiteral("dede-auto"), QStringLiteral("dede"), true},
        {QStringLiteral("happy-des-arret"), QStringLiteral("happy-des"), false},
        {QStringLiteral("happy-2014"), QStringLiteral("happy-2014"), true}};
    const QMap<QString, QStringList> controls = {
        {QStringLiteral("lobby"),
         {QStringLiteral("Happy Dés"), QStringLiteral("DÉDÉ"), QStringLiteral("Happy 2014"),
          QStringLiteral("Historique"), QStringLiteral("Règles"), QStringLiteral("Réglages")}},
        {QStringLiteral("dede"),
         {QStringLiteral("Acheter un ticket, 2,00 €"), QStringLiteral("Auto"),
          QStringLiteral("Zone du lancer 1"), QStringLiteral("Zone du gain 2"),
          QStringLiteral("Retour")}},
        {QStringLiteral("happy-des"),
         {QStringLiteral("Jouer, 1,00 €"), QStringLiteral("Dé de l'étape 1 : à lancer"),
          QStringLiteral("J'arrête"), QStringLiteral("Je continue"), QStringLiteral("Retour")}},
        {QStringLiteral("happy-2014"),
         {QStringLiteral("Acheter un ticket, 3,00 €"), QStringLiteral("Auto"),
          QStringLiteral("Case de janvier"), QStringLiteral("Bonus"), QStringLiteral("Retour")}},
        {QStringLiteral("rules"),
         {QStringLiteral("Règles de DÉDÉ"), QStringLiteral("Règles de Happy Dés"),
          QStringLiteral("Retour")}},
    };
    // Williams rows for three tasks: 0 1 2 shifted by r, then the mirrored rows.
    const auto orderOf = [](int row) {
        QList<int> order;
        for (int k = 0; k < 3; ++k)
            order.append((row % 3 + k) % 3);
        if (row >= 3)
            std::reverse(order.begin(), order.end());
        return order;
    };

    for (int i = 0; i < 20; ++i) {
        const QString name = QStringLiteral("P%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        const QString base = QStringLiteral("%1-20261202-%2")
                                 .arg(name)
                                 .arg(90000 + 3100 * i, 6, 10, QLatin1Char('0'));
        const QString condition = i % 2 == 0 ? kVisible : kHidden;
        const QSize window = i % 5 == 4 ? QSize(1920, 1080) : QSize(1280, 800);
        const QList<int> order = orderOf(i % 6);

        // The lines, in any order; sorted by time (stable) before they are written.
        struct Pending {
            qint64 t;
            QString screen;
            QString kind;
            QJsonObject members;
        };
        QList<Pending> pending;
        // The screen shown over time: [from, screen], in time order.
        QList<std::pair<qint64, QString>> screens = {{0, QStringLiteral("lobby")}};
        QList<std::pair<qint64, int>> taskAt = {{0, -1}};  // [from, task index or -1]
        const auto screenAt = [&screens](qint64 t) {
            auto it = std::upper_bound(
                screens.cbegin(), screens.cend(), t,
                [](qint64 v, const std::pair<qint64, QString>& s) { return v < s.first; });
            return std::prev(it)->second;
        };
        const auto taskRunningAt = [&taskAt](qint64 t) {
            auto it = std::upper_bound(
                taskAt.cbegin(), taskAt.cend(), t,
                [](qint64 v, const std::pair<qint64, int>& s) { return v < s.first; });
            return std::prev(it)->second;
        };
        const auto add = [&pending](qint64 t, const QString& screen, const QString& kind,
                                    QJsonObject members = {}) {
            pending.append({t, screen, kind, std::move(members)});
        };

        // The protocol's timeline: the consent and instructions in the lobby, then each task
        // (8 s in the lobby to choose the game, the game, half a minute of its rules midway,
        // the game again), its SEQ on the game's screen, then the lobby; the SUS at the end.
        QJsonArray orderJson;
        for (const int k : order)
            orderJson.append(tasks.at(k).id);
        const qint64 tasksFrom = 20000;
        const qint64 slot = (kSessionMs - tasksFrom - 100000) / 3;
        for (int n = 0; n < 3; ++n) {
            const Task& task = tasks.at(order.at(n));
            const qint64 start = tasksFrom + n * slot;
            const qint64 duration = slot - 40000 - uniform(0, 60000);
            const qint64 middle = start + duration / 2;
            screens.append({start + 8000, task.screen});
            screens.append({middle, QStringLiteral("rules")});
            screens.append({middle + 30000, task.screen});
            screens.append({start + duration + 10000, QStringLiteral("lobby")});
            taskAt.append({start, order.at(n)});
            taskAt.append({start + duration + 1, -1});
            add(start, QStringLiteral("lobby"), QStringLiteral("task_start"),
                {{QStringLiteral("task"), task.id},
                 {QStringLiteral("number"), n + 1},
                 {QStringLiteral("instruction"),
                  QStringLiteral("Consigne de la tâche %1.").arg(task.id)},
                 {QStringLiteral("time_limit_s"), 900}});
            add(middle + 200, QStringLiteral("rules"), QStringLiteral("rules_shown"),
                {{QStringLiteral("game"), task.screen}});
            const bool success = !chance(0.15);
            add(start + duration, task.screen, QStringLiteral("task_end"),
                {{QStringLiteral("task"), task.id},
                 {QStringLiteral("number"), n + 1},
                 {QStringLiteral("outcome"),
                  success ? QStringLiteral("success") : QStringLiteral("gave_up")},
                 {QStringLiteral("success"), success},
                 {QStringLiteral("duration_ms"), double(duration)}});
            add(start + duration + 6000, task.screen, QStringLiteral("answer"),
                {{QStringLiteral("questionnaire"), QStringLiteral("seq")},
                 {QStringLiteral("item"), QStringLiteral("seq")},
                 {QStringLiteral("value"), int(uniform(1, 7))},
                 {QStringLiteral("scale"), 7},
                 {QStringLiteral("task"), task.id}});
        }
        const qint64 susFrom = tasksFrom + 3 * slot + 10000;
        for (int item = 1; item <= 10; ++item) {
            add(susFrom + 6000 * item, QStringLiteral("lobby"), QStringLiteral("answer"),
                {{QStringLiteral("questionnaire"), QStringLiteral("sus")},
                 {QStringLiteral("item"), item},
                 {QStringLiteral("value"), int(uniform(1, 5))},
                 {QStringLiteral("scale"), 5}});
        }
        add(susFrom + 65000, QStringLiteral("lobby"), QStringLiteral("answer"),
            {{QStringLiteral("questionnaire"), QStringLiteral("remarques")},
             {QStringLiteral("item"), QStringLiteral("remarques")},
             {QStringLiteral("value"),
              QStringLiteral(
                  "Participant %1 : « Auto » rassure, le retour est difficile à trouver.")
                  .arg(name)},
             {QStringLiteral("scale"), QJsonValue(QJsonValue::Null)}});
        add(kSessionMs - 1000, QStringLiteral("lobby"), QStringLiteral("study_end"));
        add(3000, QStringLiteral("lobby"), QStringLiteral("consent"),
            {{QStringLiteral("accepted"), true}});

        // One screen picture per screen, 1.5 s after its first showing; small real PNGs.
        QSet<QString> pictured;
        for (const auto& [from, screen] : screens) {
            if (pictured.contains(screen))
                continue;
            pictured.insert(screen);
            const QString file = QStringLiteral("%1-%2.png").arg(base, screen);
            writePicture(dir.absoluteFilePath(file), {window.width() / 4, window.height() / 4},
                         QColor(40 + 7 * i, 90 + 10 * int(pictured.size()), 140));
            ++sample.pictures;
            add(from + 1500, screen, QStringLiteral("screen_picture"),
                {{QStringLiteral("file"), file},
                 {QStringLiteral("width"), window.width()},
                 {QStringLiteral("height"), window.height()}});
        }

        // The pointer: moving 60 % of the time (spells of 0.4 to 3.6 s, pauses of 0.2 to 2.5 s),
        // towards a target that changes; a press about every 2 s; on the scratch games half the
        // presses scratch (drag lines every 50 ms for 0.5 to 1.5 s); now and then a burst of rage
        // clicks; a few dead clicks and clicks on disabled controls.
        double x = window.width() / 2.0;
        double y = window.height() / 2.0;
        double targetX = x;
        double targetY = y;
        bool moving = false;
        qint64 spellEnd = 0;
        qint64 nextPress = uniform(1500, 2500);
        qint64 dragUntil = -1;
        qint64 nextRage = uniform(120000, 400000);
        int keys = 0;
        for (qint64 t = 0; t < kSessionMs - 2000; t += kTickMs) {
            const QString screen = screenAt(t);
            const QStringList names =
                controls.value(screen, controls.value(QStringLiteral("lobby")));
            if (t >= spellEnd) {
                moving = !moving;
                spellEnd = t + (moving ? uniform(400, 3600) : uniform(200, 2500));
                if (moving) {
                    targetX = double(uniform(20, window.width() - 20));
                    targetY = double(uniform(20, window.height() - 20));
                }
            }
            if (moving || dragUntil >= t) {
                x += (targetX - x) * 0.18 + double(uniform(-3, 3));
                y += (targetY - y) * 0.18 + double(uniform(-3, 3));
                x = std::clamp(x, 0.0, double(window.width() - 1));
                y = std::clamp(y, 0.0, double(window.height() - 1));
            }
            const qint64 at = t + uniform(0, 4);
            const QJsonObject point{{QStringLiteral("x"), qRound(x)},
                                    {QStringLiteral("y"), qRound(y)}};
            if (dragUntil >= t) {
                QJsonObject drag = point;
                drag.insert(QStringLiteral("control"), names.at(2));
                add(at, screen, QStringLiteral("drag"), drag);
                if (dragUntil - t < kTickMs) {
                    add(at + 1, screen, QStringLiteral("release"), drag);
                    dragUntil = -1;
                }
                continue;
            }
            if (t >= nextRage) {
                nextRage = t + uniform(120000, 400000);
                const int n = int(uniform(3, 5));
                for (int k = 0; k < n; ++k) {
                    QJsonObject p{{QStringLiteral("x"), qRound(x) + int(uniform(-8, 8))},
                                  {QStringLiteral("y"), qRound(y) + int(uniform(-8, 8))},
                                  {QStringLiteral("control"), names.at(0)}};
                    add(at + 180 * k, screen, QStringLiteral("press"), p);
                    add(at + 180 * k + 70, screen, QStringLiteral("release"), p);
                }
                t += 180 * n;
                nextPress = t + uniform(1200, 2800);
                continue;
            }
            if (t >= nextPress) {
                nextPress = t + uniform(1200, 2800);
                QJsonObject p = point;
                QJsonObject press = point;
                if (chance(0.05)) {
                    p.insert(QStringLiteral("control"), QString());
                    press = p;
                    press.insert(QStringLiteral("dead"), true);
                } else {
                    p.insert(QStringLiteral("control"),
                             names.at(qsizetype(uniform(0, names.size() - 1))));
                    press = p;
                    if (chance(0.01))
                        press.insert(QStringLiteral("disabled"), true);
                }
                add(at, screen, QStringLiteral("press"), press);
                const int running = taskRunningAt(t);
                if (running >= 0 && tasks.at(running).scratch &&
                    screen == tasks.at(running).screen && chance(0.5)) {
                    dragUntil = t + uniform(500, 1500);
                } else {
                    add(at + uniform(70, 160), screen, QStringLiteral("release"), p);
                }
                continue;
            }
            if (moving)
                add(at, screen, QStringLiteral("move"), point);
            if (chance(0.0004) && keys < 40) {
                ++keys;
                add(at, screen, QStringLiteral("key"),
                    {{QStringLiteral("key"), QStringLiteral("Tab")},
                     {QStringLiteral("control"), names.at(0)}});
            }
        }

        // The games: on a task's game screen, one every 20 to 30 s, its engine lines and, a
        // reveal later, their shown lines.
        qint64 gameId = 1000 * (i + 1);
        for (int n = 0; n < 3; ++n) {
            const Task& task = tasks.at(order.at(n));
            for (qint64 t = tasksFrom + n * slot + 10000; t < tasksFrom + (n + 1) * slot - 60000;
                 t += uniform(20000, 30000)) {
                if (screenAt(t) != task.screen || screenAt(t + 18000) != task.screen)
                    continue;
                ++gameId;
                QList<QJsonObject> events;
                if (task.id == QLatin1String("happy-des-arret")) {
                    events.append(
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_amount")},
                                    {QStringLiteral("row"), int(uniform(1, 6))},
                                    {QStringLiteral("amount_cents"), 50}});
                    for (int k = 1; k <= 3; ++k)
                        events.append(
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_roll")},
                                        {QStringLiteral("throw"), k},
                                        {QStringLiteral("face"), int(uniform(1, 6))}});
                } else {
                    events.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("deal")},
                                              {QStringLiteral("game"), task.screen},
                                              {QStringLiteral("block"), 7},
                                              {QStringLiteral("ticket"), int(gameId % 500)}});
                    const int zones = task.screen == QLatin1String("dede") ? 6 : 13;
                    for (int k = 1; k <= zones; ++k) {
                        QJsonObject reveal{{QStringLiteral("type"), QStringLiteral("reveal")}};
                        if (zones == 6) {
                            const int throwNumber = (k + 1) / 2;
                            if (k % 2) {
                                reveal.insert(QStringLiteral("zone"),
                                              QStringLiteral("throw%1").arg(throwNumber));
                                reveal.insert(QStringLiteral("dice"),
                                              QJsonArray{int(uniform(1, 6)), int(uniform(1, 6))});
                            } else {
                                reveal.insert(QStringLiteral("zone"),
                                              QStringLiteral("gain%1").arg(throwNumber));
                                reveal.insert(QStringLiteral("gain_cents"), chance(0.2) ? 400 : 0);
                            }
                        } else {
                            reveal.insert(QStringLiteral("zone"),
                                          k == 13 ? QStringLiteral("bonus")
                                                  : QStringLiteral("month%1").arg(k));
                            reveal.insert(QStringLiteral("symbol"), int(uniform(1, 9)));
                        }
                        events.append(reveal);
                    }
                }
                events.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("finished")},
                                          {QStringLiteral("win_cents"), chance(0.3) ? 200 : 0},
                                          {QStringLiteral("winning_zones"), QJsonArray{}}});
                const qint64 step = 15000 / events.size();
                for (qsizetype k = 0; k < events.size(); ++k) {
                    const qint64 at = t + step * k;
                    QJsonObject engine{{QStringLiteral("game_id"), double(gameId)},
                                       {QStringLiteral("game"), task.screen},
                                       {QStringLiteral("event"), events.at(k)}};
                    if (k == 0 && i == 0)
                        engine.insert(QStringLiteral("scripted"),
                                      QStringLiteral("a ticket that wins 4,00 €"));
                    add(at, task.screen, QStringLiteral("engine"), engine);
                    QJsonObject shown{{QStringLiteral("game_id"), double(gameId)},
                                      {QStringLiteral("game"), task.screen},
                                      {QStringLiteral("index"), int(k)},
                                      {QStringLiteral("event"), events.at(k)}};
                    if (task.screen == QLatin1String("dede") && k > 0 && k + 1 < events.size())
                        shown.insert(QStringLiteral("inscriptions"),
                                     QJsonArray{QStringLiteral("DÉ"), QStringLiteral("GAIN")});
                    add(at + uniform(300, 900), task.screen, QStringLiteral("shown"), shown);
                }
            }
        }

        // Markers about every 4 minutes; three screenshots; a refusal now and then; a resize.
        int markerNumber = 0;
        for (qint64 t = uniform(60000, 240000); t < kSessionMs - 120000;
             t += uniform(150000, 330000)) {
            add(t, screenAt(t), QStringLiteral("marker"),
                {{QStringLiteral("number"), ++markerNumber},
                 {QStringLiteral("note"),
                  markerNumber % 3 ? QStringLiteral("hésite (%1)").arg(markerNumber) : QString()}});
        }
        for (int k = 1; k <= 3; ++k) {
            const qint64 t = tasksFrom + (k - 1) * slot + uniform(60000, 300000);
            const QString file =
                QStringLiteral("%1-shot%2.png").arg(base).arg(k, 3, 10, QLatin1Char('0'));
            writePicture(dir.absoluteFilePath(file), {640, 400},
                         QColor(120 + 40 * k, 60, 90 + 3 * i));
            ++sample.pictures;
            add(t, screenAt(t), QStringLiteral("screenshot"),
                {{QStringLiteral("file"), file}, {QStringLiteral("ok"), true}});
        }
        for (qint64 t = uniform(100000, 400000); t < kSessionMs - 120000;
             t += uniform(200000, 500000)) {
            add(t, screenAt(t), QStringLiteral("refusal"),
                {{QStringLiteral("code"), QStringLiteral("insufficient_balance")},
                 {QStringLiteral("message"), QStringLiteral("the stake is above the balance")}});
        }
        if (i % 7 == 3)
            add(kSessionMs / 2, screenAt(kSessionMs / 2), QStringLiteral("window"),
                {{QStringLiteral("width"), window.width()},
                 {QStringLiteral("height"), window.height() - 40}});

        std::stable_sort(pending.begin(), pending.end(),
                         [](const Pending& a, const Pending& b) { return a.t < b.t; });
        LogWriter log;
        log.line(
            0, QStringLiteral("lobby"), QStringLiteral("session_start"),
            {{QStringLiteral("participant"), name},
             {QStringLiteral("schema"), 2},
             {QStringLiteral("started_at"),
              QStringLiteral("2026-12-02T09:%1:00.000Z").arg(i, 2, 10, QLatin1Char('0'))},
             {QStringLiteral("version"), QStringLiteral("0.1.0")},
             {QStringLiteral("window"), QJsonObject{{QStringLiteral("width"), window.width()},
                                                    {QStringLiteral("height"), window.height()}}},
             {QStringLiteral("journal"), QStringLiteral("/tmp/journal.sqlite")},
             {QStringLiteral("balance_cents"), 5000},
             {QStringLiteral("settings"),
              QJsonObject{{QStringLiteral("language"), QStringLiteral("fr")},
                          {QStringLiteral("sound"), true},
                          {QStringLiteral("reduced_motion"), false},
                          {QStringLiteral("auto_reveal_seconds"), 20},
                          {QStringLiteral("show_facts"), condition == kVisible}}},
             {QStringLiteral("protocol"),
              QJsonObject{
                  {QStringLiteral("name"), QStringLiteral("Étude des trois jeux, décembre 2026")},
                  {QStringLiteral("file"), QStringLiteral("etude.json")},
                  {QStringLiteral("sha256"),
                   QStringLiteral(
                       "5f1c0c5e4a8f3b2d9e7a6c1b0d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e")}}},
             {QStringLiteral("participant_number"), i + 1},
             {QStringLiteral("condition"),
              QJsonObject{{QStringLiteral("name"), condition},
                          {QStringLiteral("settings"),
                           QJsonObject{{QStringLiteral("show_facts"), condition == kVisible}}}}},
             {QStringLiteral("task_order"), orderJson}});
        for (const Pending& p : pending)
            log.line(p.t, p.screen, p.kind, p.members);
        log.line(kSessionMs, QStringLiteral("lobby"), QStringLiteral("session_end"),
                 {{QStringLiteral("summary"),
                   QJsonObject{{QStringLiteral("participant"), name},
                               {QStringLiteral("duration_ms"), double(kSessionMs)}}}});
        const QByteArray bytes = log.bytes();
        writeBytes(dir.absoluteFilePath(base + QStringLiteral(".jsonl")), bytes);
        ++sample.participants;
        sample.lines += log.count();
        sample.bytes += bytes.size();
    }
    return sample;
}

QList<SessionLog> readAll(const QString& dirPath, QStringList& refused) {
    const QDir dir(dirPath);
    QList<SessionLog> logs;
    for (const QString& name :
         dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name)) {
        QString error;
        if (auto log = readSessionLog(dir.absoluteFilePath(name), error))
            logs.append(*log);
        else
            refused.append(error);
    }
    return logs;
}

QByteArray readBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<QByteArray> csvLines(const QString& path) {
    QList<QByteArray> lines = readBytes(path).split('\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines;
}

}  // namespace

class TestReport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_sample = writeSample(m_dir.path());
        m_logs = readAll(m_dir.path(), m_refused);
        m_figures = computeStudyFigures(m_logs);
    }

    void statisticsMatchKnownValues() {
        // GIVEN textbook values
        const QList<double> values = {30000, 45000, 36000, 50000, 33000, 40000};
        const Spread spread = spreadOf(values);
        QCOMPARE(spread.count, 6);
        QCOMPARE(spread.median, 38000.0);
        QCOMPARE(spread.q1, 33750.0);  // type 7: 33000 + 0.25 × 3000
        QCOMPARE(spread.q3, 43750.0);
        QCOMPARE(spread.min, 30000.0);
        QCOMPARE(spread.max, 50000.0);
        QCOMPARE(median({3, 1, 2}), 2.0);
        QVERIFY(std::isnan(median({})));

        QCOMPARE(tQuantile975(1), 12.7062);
        QCOMPARE(tQuantile975(5), 2.5706);
        QCOMPARE(tQuantile975(30), 2.0423);
        // Beyond the table: t(0.975, 40) = 2.02108, t(60) = 2.00030, t(120) = 1.97993.
        QVERIFY(std::abs(tQuantile975(40) - 2.02108) < 1e-4);
        QVERIFY(std::abs(tQuantile975(60) - 2.00030) < 1e-4);
        QVERIFY(std::abs(tQuantile975(120) - 1.97993) < 1e-4);
        QVERIFY(std::abs(tQuantile975(100000) - 1.95996) < 1e-4);
        QVERIFY(std::isnan(tQuantile975(0)));

        // Wilson: 5 of 6 → [0.4365, 0.9699]; 0 of 6 → [0, 0.3903]; 6 of 6 → [0.6097, 1].
        const Interval five = wilsonInterval(5, 6);
        QVERIFY(std::abs(five.estimate - 5.0 / 6) < 1e-12);
        QVERIFY(std::abs(five.low - 0.4365) < 1e-4);
        QVERIFY(std::abs(five.high - 0.9699) < 1e-4);
        const Interval none = wilsonInterval(0, 6);
        QCOMPARE(none.low, 0.0);
        QVERIFY(std::abs(none.high - 0.3903) < 1e-4);
        const Interval every = wilsonInterval(6, 6);
        QVERIFY(std::abs(every.low - 0.6097) < 1e-4);
        QCOMPARE(every.high, 1.0);
        QVERIFY(!wilsonInterval(0, 0).hasEstimate());

        // t interval of 6, 5, 7, 6, 4, 6: mean 5.6667, s = 1.0328, ± 2.5706 × s / √6.
        const Interval seq = meanWithTInterval({6, 5, 7, 6, 4, 6});
        QVERIFY(std::abs(seq.estimate - 34.0 / 6) < 1e-12);
        QVERIFY(std::abs(seq.low - 4.5828) < 1e-4);
        QVERIFY(std::abs(seq.high - 6.7506) < 1e-4);
        QVERIFY(!meanWithTInterval({4}).hasInterval());

        // Geometric mean of 10, 100, 1000 s = 100 s; log interval exp(ln 100 ± 4.3027 × ln 10 /
        // √3).
        const Interval geo = geometricMeanInterval({10000, 100000, 1000000});
        QVERIFY(std::abs(geo.estimate - 100000) < 1e-6);
        const double half = 4.3027 * std::log(10.0) / std::sqrt(3.0);
        QVERIFY(std::abs(geo.low - std::exp(std::log(100000.0) - half)) < 1e-6);
        QVERIFY(std::abs(geo.high - std::exp(std::log(100000.0) + half)) < 1e-3);
    }

    void rageBurstsUseTheDocumentedThresholds() {
        QCOMPARE(kRageMinPresses, 3);
        QCOMPARE(kRageWindowMs, qint64(1000));
        QCOMPARE(kRageRadiusPx, 30.0);
        const QPointF o(100, 100);
        // Exactly 1000 ms and 30 px: a burst.
        QCOMPARE(countRageBursts({0, 500, 1000}, {o, o + QPointF(30, 0), o + QPointF(0, 30)}), 1);
        // 1001 ms: none.
        QCOMPARE(countRageBursts({0, 500, 1001}, {o, o, o}), 0);
        // 31 px from the first: none (even though within 30 px of the second).
        QCOMPARE(countRageBursts({0, 100, 200}, {o, o + QPointF(5, 0), o + QPointF(31, 0)}), 0);
        // Two presses: none.
        QCOMPARE(countRageBursts({0, 100}, {o, o}), 0);
        // Eight quick presses in one place: one burst while they are within 1000 ms of its
        // first; the three after that make a second.
        QList<int> starts;
        QCOMPARE(countRageBursts({0, 100, 200, 300, 400, 1100, 1200, 1300},
                                 {o, o, o, o, o, o, o, o}, &starts),
                 2);
        QCOMPARE(starts, (QList<int>{0, 5}));
        // A press elsewhere in the middle does not break a burst, and is not part of it.
        starts.clear();
        QCOMPARE(countRageBursts({0, 100, 200, 300}, {o, QPointF(600, 600), o, o}, &starts), 1);
        QCOMPARE(starts, QList<int>{0});
    }

    void readerRefusesWhatIsNotACompleteSessionLog_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("error");
        const QByteArray start =
            R"({"kind":"session_start","participant":"X","schema":2,"screen":"lobby","t_ms":0})"
            "\n";
        const QByteArray end = R"({"kind":"session_end","screen":"lobby","t_ms":90})"
                               "\n";
        QTest::newRow("empty") << QByteArray()
                               << QStringLiteral("x.jsonl: empty file: not a session log");
        QTest::newRow("blank lines only")
            << QByteArray("\n\n") << QStringLiteral("x.jsonl: empty file: not a session log");
        QTest::newRow("foreign") << QByteArray("{\"a\":1}\n")
                                 << QStringLiteral(
                                        "x.jsonl: line 1: the first line is not a session_start "
                                        "line: not a session log");
        QTest::newRow("array") << QByteArray("[1,2]\n")
                               << QStringLiteral("x.jsonl: line 1: not a JSON object");
        QTest::newRow("schema 3") << QByteArray(R"({"kind":"session_start","schema":3,"t_ms":0})") +
                                         "\n" + end
                                  << QStringLiteral(
                                         "x.jsonl: line 1: unknown schema 3 (known: 1, 2)");
        QTest::newRow("schema text")
            << QByteArray(R"({"kind":"session_start","schema":"2","t_ms":0})") + "\n" + end
            << QStringLiteral("x.jsonl: line 1: unknown schema \"2\" (known: 1, 2)");
        QTest::newRow("t_ms missing") << start + R"({"kind":"press","screen":"lobby"})" + "\n" + end
                                      << QStringLiteral("x.jsonl: line 2: t_ms missing");
        QTest::newRow("t_ms decreasing")
            << start + R"({"kind":"press","t_ms":50})" + "\n" + R"({"kind":"press","t_ms":40})" +
                   "\n" + end
            << QStringLiteral("x.jsonl: line 3: t_ms decreases (40 after 50)");
        QTest::newRow("no session_end")
            << start + R"({"kind":"press","t_ms":50})" + "\n"
            << QStringLiteral(
                   "x.jsonl: no session_end line: the log is cut (client stopped mid-session)");
        const QByteArray cut = start + R"({"kind":"press","t_ms":50})" + "\n" + "{\"kind\":\"pr";
        QTest::newRow("cut line") << cut << QStringLiteral("x.jsonl: line 3: not JSON");
    }

    void readerRefusesWhatIsNotACompleteSessionLog() {
        QFETCH(QByteArray, content);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.jsonl"));
        QVERIFY(writeBytes(path, content));
        QString got;
        QVERIFY(!readSessionLog(path, got));
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    void readerReadsASchemaOneLog() {
        // The example of docs/study.md, shortened: no schema member, so schema 1.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("P01-20261129-215011.jsonl"));
        QVERIFY(writeBytes(
            path,
            R"({"kind":"session_start","participant":"P01","screen":"lobby","started_at":"2026-11-29T21:50:11.436Z","t_ms":0,"version":"0.1.0"})"
            "\r\n"
            R"({"control":"Happy Dés","kind":"press","screen":"lobby","t_ms":2,"x":442,"y":596})"
            "\n\n"
            R"({"kind":"session_end","screen":"happy-des","t_ms":4293})"));
        QString error;
        const auto log = readSessionLog(path, error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->schema, 1);
        QCOMPARE(log->participant, QStringLiteral("P01"));
        QCOMPARE(log->file, QFileInfo(path).absoluteFilePath());
        QCOMPARE(log->lines.size(), 3);
        QCOMPARE(log->lines.at(1).kind, QStringLiteral("press"));
        QCOMPARE(log->lines.at(1).screen, QStringLiteral("lobby"));
        QCOMPARE(log->lines.at(1).tMs, qint64(2));
        QCOMPARE(log->lines.at(2).lineNumber, 4);
        QCOMPARE(log->start.value(QStringLiteral("version")).toString(), QStringLiteral("0.1.0"));
    }

    void theSampleIsReadWithItsBadFilesRefused() {
        QCOMPARE(m_logs.size(), 6);
        QCOMPARE(m_refused.size(), 4);
        QVERIFY(m_refused.at(0).startsWith(
            QStringLiteral("P07-20261201-110000.jsonl: line 3: not JSON")));
        QVERIFY(m_refused.at(1).startsWith(
            QStringLiteral("P08-20261201-120000.jsonl: no session_end line")));
        QVERIFY(m_refused.at(2).startsWith(
            QStringLiteral("P09-20261201-130000.jsonl: line 1: unknown schema 3")));
        QVERIFY(m_refused.at(3).startsWith(
            QStringLiteral("notes.jsonl: line 1: the first line is not a session_start line")));
        QCOMPARE(m_figures.participants, 6);
        QCOMPARE(m_figures.conditions, (QStringList{kVisible, kHidden}));
        QCOMPARE(m_figures.taskIds, (QStringList{kTaskA, kTaskB, kTaskC}));
        QCOMPARE(m_figures.studyNames, QStringList{QStringLiteral("Étude DÉDÉ, décembre 2026")});
        QCOMPARE(m_figures.sessions.size(), 6);
        QCOMPARE(m_figures.sessions.at(5).participantNumber, 6);
        QCOMPARE(m_figures.sessions.at(5).condition, kHidden);
        QCOMPARE(m_figures.sessions.at(1).taskOrder, (QStringList{kTaskB, kTaskC, kTaskA}));
        QCOMPARE(m_figures.sessions.at(0).consent, std::optional<bool>(true));
        QCOMPARE(m_figures.taskInstructions.value(kTaskB),
                 QStringLiteral("Consigne de la tâche regles."));
    }

    void taskFiguresAreExact() {
        QCOMPARE(m_figures.attempts.size(), 18);
        QCOMPARE(m_figures.tasks.size(), 9);  // 3 tasks × (all + 2 conditions)

        const TaskFigures* a = m_figures.task(kTaskA);
        QVERIFY(a);
        QCOMPARE(a->attempts, 6);
        QCOMPARE(a->successes, 6);
        QCOMPARE(a->durationsMs, (QList<qint64>{30000, 45000, 36000, 50000, 33000, 40000}));
        QCOMPARE(a->participants, (QStringList{"P01", "P02", "P03", "P04", "P05", "P06"}));
        QCOMPARE(a->duration.median, 38000.0);
        QCOMPARE(a->duration.q1, 33750.0);
        QCOMPARE(a->duration.q3, 43750.0);
        QCOMPARE(a->duration.min, 30000.0);
        QCOMPARE(a->duration.max, 50000.0);
        QVERIFY(std::abs(a->success.low - 0.6097) < 1e-4);
        double logSum = 0;
        for (const double d : {30000.0, 45000.0, 36000.0, 50000.0, 33000.0, 40000.0})
            logSum += std::log(d);
        QVERIFY(std::abs(a->geometricMeanMs.estimate - std::exp(logSum / 6)) < 1e-6);
        QVERIFY(a->geometricMeanMs.low < a->geometricMeanMs.estimate &&
                a->geometricMeanMs.estimate < a->geometricMeanMs.high);
        QCOMPARE(a->errors, 1);  // P02's press on a disabled control
        QCOMPARE(a->disabledPresses, 1);
        QCOMPARE(a->refusals, 0);
        QCOMPARE(a->deadClicks, 0);
        QCOMPARE(a->rageClicks, 2);  // P01 and P02; P04 (1001 ms) and P06 (31 px) are near misses
        QCOMPARE(a->seqCount, 6);
        QVERIFY(std::abs(a->seq.estimate - 34.0 / 6) < 1e-12);
        QVERIFY(std::abs(a->seq.low - 4.5828) < 1e-4);
        QVERIFY(std::abs(a->seq.high - 6.7506) < 1e-4);

        const TaskFigures* aVisible = m_figures.task(kTaskA, kVisible);
        const TaskFigures* aHidden = m_figures.task(kTaskA, kHidden);
        QVERIFY(aVisible && aHidden);
        QCOMPARE(aVisible->durationsMs, (QList<qint64>{30000, 36000, 33000}));
        QCOMPARE(aVisible->duration.median, 33000.0);
        QCOMPARE(aHidden->duration.median, 45000.0);
        QCOMPARE(aVisible->rageClicks, 1);
        QCOMPARE(aHidden->rageClicks, 1);
        QCOMPARE(aHidden->errors, 1);
        QVERIFY(std::abs(aVisible->seq.estimate - 17.0 / 3) < 1e-12);

        const TaskFigures* b = m_figures.task(kTaskB);
        QVERIFY(b);
        QCOMPARE(b->successes, 6);
        QCOMPARE(b->deadClicks, 2);
        QCOMPARE(b->errors, 0);
        QCOMPARE(b->duration.median, 13500.0);  // 9, 10, 12, 15, 18, 21 s
        QVERIFY(std::abs(b->seq.estimate - 40.0 / 6) < 1e-12);

        const TaskFigures* c = m_figures.task(kTaskC);
        QVERIFY(c);
        QCOMPARE(c->attempts, 6);
        QCOMPARE(c->successes, 5);  // P03 gave up
        QVERIFY(std::abs(c->success.estimate - 5.0 / 6) < 1e-12);
        QVERIFY(std::abs(c->success.low - 0.4365) < 1e-4);
        QVERIFY(std::abs(c->success.high - 0.9699) < 1e-4);
        QCOMPARE(c->deadClicks, 1);
        QCOMPARE(c->errors, 1);  // P04's refusal
        QCOMPARE(c->refusals, 1);
        QCOMPARE(c->duration.max, 60000.0);
        QVERIFY(std::abs(c->seq.estimate - 23.0 / 6) < 1e-12);
        const TaskFigures* cVisible = m_figures.task(kTaskC, kVisible);
        QVERIFY(cVisible);
        QCOMPARE(cVisible->attempts, 3);
        QCOMPARE(cVisible->successes, 2);
        QCOMPARE(m_figures.task(kTaskC, kHidden)->successes, 3);
        QVERIFY(std::abs(cVisible->seq.estimate - 4.0) < 1e-12);
        QVERIFY(std::abs(m_figures.task(kTaskC, kHidden)->seq.estimate - 11.0 / 3) < 1e-12);

        // P03's failed attempt, in the attempts list.
        const auto failed = std::find_if(
            m_figures.attempts.cbegin(), m_figures.attempts.cend(), [](const TaskAttempt& t) {
                return t.participant == QLatin1String("P03") && t.task == kTaskC;
            });
        QVERIFY(failed != m_figures.attempts.cend());
        QCOMPARE(failed->outcome, QStringLiteral("gave_up"));
        QVERIFY(!failed->success);
        QCOMPARE(failed->number, 1);
        QCOMPARE(failed->deadClicks, 1);
        QCOMPARE(failed->seq, std::optional<int>(1));
        QCOMPARE(m_figures.task(QStringLiteral("no-such-task")), nullptr);
    }

    void susScoresAreExact() {
        QCOMPARE(m_figures.sus.size(), 5);  // P06 answered nine items only
        QCOMPARE(m_figures.sus.value(QStringLiteral("P01")),
                 100.0);  // item 3 answered twice: the last (5) counts
        QCOMPARE(m_figures.sus.value(QStringLiteral("P02")), 50.0);
        QCOMPARE(m_figures.sus.value(QStringLiteral("P03")), 75.0);
        QCOMPARE(m_figures.sus.value(QStringLiteral("P04")), 25.0);
        QCOMPARE(m_figures.sus.value(QStringLiteral("P05")), 87.5);
        QVERIFY(!m_figures.sus.contains(QStringLiteral("P06")));
        const SusFigures visible = m_figures.susByCondition.value(kVisible);
        QCOMPARE(visible.count, 3);
        QCOMPARE(visible.mean.estimate, 87.5);
        // s = 12.5, t(2) = 4.3027: 87.5 ± 4.3027 × 12.5 / √3.
        QVERIFY(std::abs(visible.mean.low - (87.5 - 4.3027 * 12.5 / std::sqrt(3.0))) < 1e-9);
        QVERIFY(std::abs(visible.mean.high - (87.5 + 4.3027 * 12.5 / std::sqrt(3.0))) < 1e-9);
        QCOMPARE(m_figures.susByCondition.value(kHidden).count, 2);
        QCOMPARE(m_figures.susByCondition.value(kHidden).mean.estimate, 37.5);
        QCOMPARE(m_figures.susByCondition.value(QString()).count, 5);
        QCOMPARE(m_figures.susByCondition.value(QString()).mean.estimate, 67.5);
        QCOMPARE(m_figures.participantCondition.value(QStringLiteral("P04")), kHidden);
    }

    void screenFiguresAreExact() {
        QCOMPARE(m_figures.screens.keys(), (QStringList{"dede", "lobby", "rules", "settings"}));
        const ScreenFigures dede = m_figures.screens.value(QStringLiteral("dede"));
        const ScreenFigures lobby = m_figures.screens.value(QStringLiteral("lobby"));
        const ScreenFigures rules = m_figures.screens.value(QStringLiteral("rules"));
        const ScreenFigures settings = m_figures.screens.value(QStringLiteral("settings"));
        // Each task's screen: its duration + 3000 ms per participant; the lobby 3 + 11 s each.
        QCOMPARE(dede.msSpent, qint64(234000 + 6 * 3000));
        QCOMPARE(rules.msSpent, qint64(85000 + 6 * 3000));
        QCOMPARE(settings.msSpent, qint64(175000 + 6 * 3000));
        QCOMPARE(lobby.msSpent, qint64(6 * 14000));
        QCOMPARE(lobby.sessions, 6);
        QCOMPARE(dede.presses, 27);
        QCOMPARE(lobby.presses, 6);
        QCOMPARE(rules.presses, 8);
        QCOMPARE(settings.presses, 7);
        QCOMPARE(m_figures.presses, 48);
        QCOMPARE(dede.deadClicks, 0);
        QCOMPARE(lobby.deadClicks, 1);  // P05, outside any task
        QCOMPARE(rules.deadClicks, 2);
        QCOMPARE(settings.deadClicks, 1);
        QCOMPARE(m_figures.deadClicks, 4);
        QCOMPARE(dede.rageClicks, 2);
        QCOMPARE(m_figures.rageClicks, 2);
        QVERIFY(lobby.pictureFile.endsWith(QStringLiteral("P01-20261201-100000-lobby.png")));
        QCOMPARE(lobby.pictureSize, QSize(1280, 800));
        QVERIFY(dede.pictureFile.endsWith(QStringLiteral("-dede.png")));
        QVERIFY(rules.pictureFile.isEmpty());
        QCOMPARE(rules.windowSize, QSize(1280, 800));
        // P06's presses carry its own window size.
        QCOMPARE(dede.points.constLast().window, QSize(1920, 1080));
        int rageStarts = 0;
        for (const PressPoint& p : dede.points)
            rageStarts += p.rageStart ? 1 : 0;
        QCOMPARE(rageStarts, 2);
    }

    void markersHaveTheirNearestScreenshots() {
        QCOMPARE(m_figures.markers.size(), 3);
        const MarkerFigures& first = m_figures.markers.at(0);
        QCOMPARE(first.participant, QStringLiteral("P01"));
        QCOMPARE(first.number, 1);
        QCOMPARE(first.note, QStringLiteral("hésite sur « Auto »"));
        QCOMPARE(first.tMs, qint64(13000));
        QCOMPARE(first.screen, QStringLiteral("dede"));
        QCOMPARE(first.task, kTaskA);
        QCOMPARE(first.screenshots.size(), 2);
        QVERIFY(first.screenshots.at(0).endsWith(QStringLiteral("-shot001.png")));
        QVERIFY(first.screenshots.at(1).endsWith(QStringLiteral("-shot002.png")));
        QCOMPARE(first.screenshotTimes, (QList<qint64>{11000, 18000}));
        QCOMPARE(m_figures.markers.at(1).participant, QStringLiteral("P02"));
        QVERIFY(m_figures.markers.at(1).screenshots.isEmpty());
        QCOMPARE(m_figures.markers.at(2).participant, QStringLiteral("P03"));
        QCOMPARE(m_figures.markers.at(2).screenshots.size(), 1);  // only one after it
        QCOMPARE(m_figures.markers.at(2).screenshotTimes.at(0) - m_figures.markers.at(2).tMs,
                 qint64(3000));
    }

    void answersAreKeptOncePerItem() {
        // 6 × 3 SEQ + 5 × 10 SUS + 9 SUS (P06) + 3 custom; P01's second answer to item 3 replaces
        // its first.
        QCOMPARE(m_figures.answers.size(), 18 + 50 + 9 + 3);
        const auto item3 = std::find_if(
            m_figures.answers.cbegin(), m_figures.answers.cend(), [](const AnswerFigures& a) {
                return a.participant == QLatin1String("P01") &&
                       a.questionnaire == QLatin1String("sus") && a.item == QLatin1String("3");
            });
        QVERIFY(item3 != m_figures.answers.cend());
        QCOMPARE(item3->value, QStringLiteral("5"));
        QCOMPARE(item3->scale, std::optional<int>(5));
    }

    void heatmapScalesPressesToThePicture() {
        // A white picture of 320 × 200 taken at a window of 1280 × 800, painted 880 wide: a
        // press at (960, 600) lands at (660, 412.5).
        QTemporaryDir dir;
        QImage white(320, 200, QImage::Format_RGB32);
        white.fill(Qt::white);
        QVERIFY(white.save(dir.filePath(QStringLiteral("s.png"))));
        ScreenFigures screen;
        screen.screen = QStringLiteral("lobby");
        screen.pictureFile = dir.filePath(QStringLiteral("s.png"));
        screen.pictureSize = QSize(1280, 800);
        screen.points.append({960, 600, QSize(1280, 800), false, false});
        const QImage heat = paintClickHeatmap(screen);
        QCOMPARE(heat.size(), QSize(880, 550));
        const QColor hot = heat.pixelColor(660, 412);
        QVERIFY2(hot.red() > 180 && hot.blue() < 120, qPrintable(hot.name()));  // the peak: red
        QCOMPARE(heat.pixelColor(20, 20),
                 QColor(Qt::white));  // untouched (a dimmed white is still white)
        QCOMPARE(heat.pixelColor(240, 150),
                 QColor(Qt::white));  // where the press would be unscaled
        QCOMPARE(paintClickHeatmap(screen, 320).size(), QSize(320, 200));

        // Without a picture: a neutral background of the window's size, scaled to 880 wide.
        ScreenFigures bare;
        bare.windowSize = QSize(1920, 1080);
        bare.points.append({960, 540, QSize(1920, 1080), true, false});
        const QImage neutral = paintClickHeatmap(bare);
        QCOMPARE(neutral.size(), QSize(880, 495));
        QVERIFY(neutral.pixelColor(440, 247) != neutral.pixelColor(5, 5));
    }

    void theReportIsWrittenWithItsCsvFiles() {
        const QString out = m_dir.filePath(QStringLiteral("rapport/etude.html"));
        ReportSummary summary;
        QString error;
        QVERIFY2(writeStudyReport(m_dir.path(), out, summary, error), qPrintable(error));
        QVERIFY(error.isEmpty());
        QCOMPARE(summary.participants, 6);
        QCOMPARE(summary.refused, m_refused);
        const QDir outDir(m_dir.filePath(QStringLiteral("rapport")));
        QCOMPARE(summary.written, (QStringList{outDir.absoluteFilePath("etude.html"),
                                               outDir.absoluteFilePath("etude-tasks.csv"),
                                               outDir.absoluteFilePath("etude-answers.csv"),
                                               outDir.absoluteFilePath("etude-events.csv")}));

        const QList<QByteArray> tasks = csvLines(outDir.absoluteFilePath("etude-tasks.csv"));
        QCOMPARE(tasks.value(0),
                 QByteArray("participant,participant_number,condition,task,number,outcome,success,"
                            "duration_ms,errors,dead_clicks,rage_clicks,seq"));
        QCOMPARE(tasks.size(), 1 + 18);
        QVERIFY(tasks.contains("P03,3,faits-visibles,reglage,1,gave_up,false,60000,0,1,0,1"));
        QVERIFY(tasks.contains("P02,2,faits-caches,dede-auto,3,success,true,45000,1,0,1,5"));

        const QList<QByteArray> answers = csvLines(outDir.absoluteFilePath("etude-answers.csv"));
        QCOMPARE(answers.value(0),
                 QByteArray("participant,condition,questionnaire,item,task,value,scale"));
        QCOMPARE(answers.size(), 1 + 80);
        QVERIFY(answers.contains(
            "P01,faits-visibles,remarques,remarques,,\"Très clair, « Auto » rassure.\","));
        QVERIFY(answers.contains("P01,faits-visibles,seq,seq,dede-auto,6,7"));

        const QList<QByteArray> events = csvLines(outDir.absoluteFilePath("etude-events.csv"));
        QCOMPARE(events.value(0),
                 QByteArray(
                     "participant,session_file,condition,t_ms,kind,screen,task,x,y,control,json"));
        QCOMPARE(events.size(), 1 + m_sample.acceptedLines);
        QVERIFY(
            events.contains("P01,P01-20261201-100000.jsonl,faits-visibles,4000,press,dede,dede-"
                            "auto,640,700,Lancer,"));
        QVERIFY(events.contains(
            "P01,P01-20261201-100000.jsonl,faits-visibles,2000,press,lobby,,300,200,Happy Dés,"));
        QVERIFY(
            events.contains("P02,P02-20261201-100100.jsonl,faits-caches,1000,consent,lobby,,,,,\"{"
                            "\"\"accepted\"\":true}\""));

        const QString html = QString::fromUtf8(readBytes(out));
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("<html lang=\"fr\">")));
        // Self-contained: no resource from the network, every image embedded.
        QVERIFY(!html.contains(QStringLiteral("http://")));
        QVERIFY(!html.contains(QStringLiteral("https://")));
        static const QRegularExpression external(
            QStringLiteral("(src|href)\\s*=\\s*\"(?!data:|#)"));
        QVERIFY(!external.match(html).hasMatch());
        const qsizetype images = html.count(QStringLiteral("<img "));
        QCOMPARE(images, 4 + 3);  // 4 screens' heatmaps, 3 screenshots
        QCOMPARE(html.count(QStringLiteral("src=\"data:image/png;base64,")), images);
        QCOMPARE(html.count(QStringLiteral("data:image/")), images);
        QCOMPARE(html.count(QStringLiteral(" alt=\"")), images);
        QVERIFY(html.contains(QStringLiteral("id=\"load-check\"")));
        QVERIFY(html.contains(QStringLiteral("document.body.dataset.imagesLoaded")));
        QCOMPARE(html.count(QStringLiteral("<svg ")),
                 1 + 1 + 3 + 1);  // success, SEQ, a time chart per task, SUS
        // Every participant, the refused files with their reasons, the thresholds.
        for (const char* p : {"P01", "P02", "P03", "P04", "P05", "P06"})
            QVERIFY(
                html.contains(QStringLiteral("<th scope=\"row\">%1</th>").arg(QLatin1String(p))));
        QVERIFY(html.contains(
            QStringLiteral("<code>P08-20261201-120000.jsonl</code> : no session_end line")));
        QVERIFY(html.contains(QStringLiteral(
            "<code>notes.jsonl</code> : line 1: the first line is not a session_start line")));
        QVERIFY(html.contains(QStringLiteral(
            "Au moins 3 appuis en 1000 ms au plus, chacun à 30 px au plus du premier")));
        QVERIFY(html.contains(QStringLiteral("hésite sur « Auto »")));
        QVERIFY(html.contains(QStringLiteral("87,5")));  // P05's SUS, in French notation
        QVERIFY(html.contains(
            QStringLiteral("83\u202f% [44\u202f% ; 97\u202f%]")));  // task C's success rate
        QVERIFY(html.contains(QStringLiteral("<caption>")));
        QVERIFY(!html.contains(QStringLiteral(">nan")));
        QVERIFY(!html.contains(QStringLiteral("\"nan")));
    }

    void aMissingFolderWritesNothing() {
        ReportSummary summary;
        QString error;
        const QString out = m_dir.filePath(QStringLiteral("nothing.html"));
        QVERIFY(!writeStudyReport(m_dir.filePath(QStringLiteral("no-such-folder")), out, summary,
                                  error));
        QVERIFY(error.contains(QStringLiteral("folder not found")));
        QVERIFY(!QFile::exists(out));
        QVERIFY(summary.written.isEmpty());
    }

    void anEmptyFolderGivesAnEmptyReport() {
        QTemporaryDir empty;
        ReportSummary summary;
        QString error;
        QVERIFY2(writeStudyReport(empty.path(), empty.filePath(QStringLiteral("r.html")), summary,
                                  error),
                 qPrintable(error));
        QCOMPARE(summary.participants, 0);
        QCOMPARE(summary.written.size(), 4);
        const QString html = QString::fromUtf8(readBytes(empty.filePath(QStringLiteral("r.html"))));
        QVERIFY(html.contains(QStringLiteral("Aucune session acceptée dans ce dossier.")));
        QCOMPARE(csvLines(empty.filePath(QStringLiteral("r-tasks.csv"))).size(), 1);
    }

private:
    QTemporaryDir m_dir;
    Sample m_sample;
    QList<SessionLog> m_logs;
    QStringList m_refused;
    StudyFigures m_figures;
};

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (argc == 3 && QByteArray(argv[1]) == "--write-sample") {
        const QString dir = QString::fromLocal8Bit(argv[2]);
        if (!QDir().mkpath(dir)) {
            std::fprintf(stderr, "study_report_tests: %s: cannot create the folder\n", argv[2]);
            return 1;
        }
        writeSample(dir);
        return 0;
    }
    if (argc == 3 && QByteArray(argv[1]) == "--write-big-sample") {
        const QString dir = QString::fromLocal8Bit(argv[2]);
        if (!QDir().mkpath(dir)) {
            std::fprintf(stderr, "study_report_tests: %s: cannot create the folder\n", argv[2]);
            return 1;
        }
        const BigSample big = writeBigSample(dir);
        std::printf("participants %d\nlog_lines %lld\nlog_bytes %lld\npictures %d\n",
                    big.participants, static_cast<long long>(big.lines),
                    static_cast<long long>(big.bytes), big.pictures);
        return 0;
    }
    TestReport test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_report.moc"
