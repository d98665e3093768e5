// The study protocol (app/study/studyprotocol.*, docs/usability-lab.md section 1): a full file
// read field by field, every refusal with its file, member path and problem, the balanced Latin
// square and the assignment of orders and conditions, the success conditions over log lines,
// and the standard questionnaires (questionnaires.*).
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QPair>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <optional>

#include "instants/session/scenario.h"
#include "questionnaires.h"
#include "studyprotocol.h"

using namespace instants::study;

namespace {

QString dataPath(const QString& relative) {
    return QStringLiteral(INSTANTS_TEST_DATA_DIR "/protocols/") + relative;
}

/// The protocol's path the documents below are parsed as (its scenario files are beside it).
QString protocolPath() {
    return dataPath(QStringLiteral("etude.json"));
}

const char* kTask =
    R"({"id": "t1", "instruction": "Faites-le.", "success": {"event": "rules_shown"}})";

/// A protocol valid but for what `tasks` and `extra` put in it.
QByteArray doc(const QString& tasks = QString::fromLatin1(kTask),
               const QString& extra = QString()) {
    return QStringLiteral(
               R"({"schema": 1, "name": "Étude", "consent": "Acceptez-vous ?", "tasks": [%1]%2})")
        .arg(tasks, extra)
        .toUtf8();
}

/// A protocol whose only task has `success`.
QByteArray withSuccess(const QString& success) {
    return doc(QStringLiteral(R"({"id": "t1", "instruction": "i", "success": %1})").arg(success));
}

/// A protocol whose only task has the extra members `members` (a leading comma included).
QByteArray withTaskMembers(const QString& members) {
    return doc(
        QStringLiteral(R"({"id": "t1", "instruction": "i", "success": {"event": "rules_shown"}%1})")
            .arg(members));
}

QString errorAt(const QByteArray& json, const QString& path) {
    QString error;
    const auto p = parseProtocol(json, path, error);
    return p ? QStringLiteral("(accepted)") : error;
}

QString errorOf(const QByteArray& json) {
    return errorAt(json, protocolPath());
}

QString engineMessage(const QByteArray& scenario) {
    try {
        (void)instants::parseScenario(
            std::string_view(scenario.constData(), static_cast<std::size_t>(scenario.size())));
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return QString();
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// --- docs/usability-lab.md, read as a researcher reads it ---

QString labDocPath() {
    return QStringLiteral(INSTANTS_SOURCE_DIR "/docs/usability-lab.md");
}

/// A fenced block of the document: its info string ("json", or empty), its text, the line of
/// its opening fence and the "## " section it is in.
struct Fence {
    QString info;
    QString body;
    int line = 0;
    QString section;
};

/// Every closed fenced block (an unclosed one is not returned, so the counts fail).
QList<Fence> fencesOf(const QString& markdown) {
    QList<Fence> out;
    QString section;
    std::optional<Fence> open;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& l = lines.at(i);
        if (open) {
            if (l.trimmed() == QLatin1String("```")) {
                out.append(*open);
                open.reset();
            } else {
                open->body += l + QLatin1Char('\n');
            }
        } else if (l.startsWith(QLatin1String("```"))) {
            open = Fence{l.mid(3).trimmed(), QString(), static_cast<int>(i + 1), section};
        } else if (l.startsWith(QLatin1String("## "))) {
            section = l.mid(3).trimmed();
        }
    }
    return out;
}

/// The body rows of the first table after the line `heading` (cells trimmed; the header row
/// and the rule under it left out).
QList<QStringList> tableAfter(const QString& markdown, const QString& heading) {
    QList<QStringList> rows;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    qsizetype i = lines.indexOf(heading);
    if (i < 0) {
        return rows;
    }
    while (i < lines.size() && !lines.at(i).startsWith(QLatin1Char('|'))) {
        ++i;
    }
    for (qsizetype row = 0; i < lines.size() && lines.at(i).startsWith(QLatin1Char('|'));
         ++i, ++row) {
        if (row < 2) {
            continue;
        }
        QString l = lines.at(i).trimmed();
        l = l.mid(1, l.endsWith(QLatin1Char('|')) ? l.size() - 2 : l.size() - 1);
        QStringList cells = l.split(QLatin1Char('|'));
        for (QString& c : cells) {
            c = c.trimmed();
        }
        rows.append(cells);
    }
    return rows;
}

/// The `code` spans of a table cell, in order.
QStringList ticked(const QString& cell) {
    static const QRegularExpression re(QStringLiteral("`([^`]*)`"));
    QStringList out;
    for (auto it = re.globalMatch(cell); it.hasNext();) {
        out << it.next().captured(1);
    }
    return out;
}

/// Puts `value` at the member path `path` ("tasks[2].success.event") of `node`. An array
/// shorter than the index is filled with copies of its last element, each with an id of its
/// own. False when the path does not fit the document.
bool setAt(QJsonValue& node, QStringList path, const QJsonValue& value) {
    if (path.isEmpty()) {
        node = value;
        return true;
    }
    static const QRegularExpression segment(QStringLiteral(R"(^(\w+)(?:\[(\d+)\])?$)"));
    const QRegularExpressionMatch m = segment.match(path.takeFirst());
    if (!m.hasMatch() || !node.isObject()) {
        return false;
    }
    QJsonObject o = node.toObject();
    QJsonValue child = o.value(m.captured(1));
    if (!m.captured(2).isEmpty()) {
        QJsonArray a = child.toArray();
        if (a.isEmpty()) {
            return false;
        }
        const qsizetype index = m.captured(2).toInt();
        while (a.size() <= index) {
            QJsonObject copy = a.last().toObject();
            copy.insert(QStringLiteral("id"), QStringLiteral("%1-%2")
                                                  .arg(copy.value(QLatin1String("id")).toString())
                                                  .arg(a.size()));
            a.append(copy);
        }
        QJsonValue element = a.at(index);
        if (!setAt(element, path, value)) {
            return false;
        }
        a.replace(index, element);
        child = a;
    } else if (!setAt(child, path, value)) {
        return false;
    }
    o.insert(m.captured(1), child);
    node = o;
    return true;
}

QJsonObject engineLine(const QString& game, int gameId, const QJsonObject& event) {
    return {{QStringLiteral("kind"), QStringLiteral("engine")},
            {QStringLiteral("t_ms"), 100},
            {QStringLiteral("screen"), game},
            {QStringLiteral("game"), game},
            {QStringLiteral("game_id"), gameId},
            {QStringLiteral("event"), event}};
}

QJsonObject shownLine(const QString& game, int gameId, int index, const QJsonObject& event) {
    return {{QStringLiteral("kind"), QStringLiteral("shown")},
            {QStringLiteral("t_ms"), 200},
            {QStringLiteral("screen"), game},
            {QStringLiteral("game"), game},
            {QStringLiteral("game_id"), gameId},
            {QStringLiteral("index"), index},
            {QStringLiteral("event"), event}};
}

QJsonObject typed(const QString& type) {
    return {{QStringLiteral("type"), type}};
}
QJsonObject finished(int winCents) {
    return {{QStringLiteral("type"), QStringLiteral("finished")},
            {QStringLiteral("win_cents"), winCents}};
}
QJsonObject scratchFinished(int winCents) {
    QJsonObject e = finished(winCents);
    e.insert(QStringLiteral("winning_zones"), QJsonArray{});
    return e;
}

SuccessCondition condition(const QString& event, const QJsonObject& members = {}) {
    return {event, members};
}

/// The lines of a whole game, engine line then shown line for each event.
QList<QJsonObject> played(const QString& game, int gameId, const QList<QJsonObject>& events) {
    QList<QJsonObject> lines;
    for (int i = 0; i < events.size(); ++i) {
        lines << engineLine(game, gameId, events.at(i)) << shownLine(game, gameId, i, events.at(i));
    }
    return lines;
}

QList<QJsonObject> dedeGame(int gameId, bool byAuto, int winCents) {
    QList<QJsonObject> events{QJsonObject{{QStringLiteral("type"), QStringLiteral("deal")},
                                          {QStringLiteral("game"), QStringLiteral("dede")},
                                          {QStringLiteral("block"), 1},
                                          {QStringLiteral("ticket"), 4}}};
    if (byAuto) {
        events << typed(QStringLiteral("auto"));
    }
    for (const char* zone : {"throw1", "gain1", "throw2", "gain2", "throw3", "gain3"}) {
        events << QJsonObject{{QStringLiteral("type"), QStringLiteral("reveal")},
                              {QStringLiteral("zone"), QLatin1String(zone)}};
    }
    events << scratchFinished(winCents);
    return played(QStringLiteral("dede"), gameId, events);
}

QList<QJsonObject> happyDesStopped(int gameId) {
    return played(QStringLiteral("happy-des"), gameId,
                  {QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_amount")},
                               {QStringLiteral("row"), 3},
                               {QStringLiteral("amount_cents"), 200}},
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_roll")},
                               {QStringLiteral("throw"), 1},
                               {QStringLiteral("face"), 6}},
                   typed(QStringLiteral("stop")), finished(200)});
}

QList<QJsonObject> happyDesLost(int gameId) {
    return played(QStringLiteral("happy-des"), gameId,
                  {QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_amount")},
                               {QStringLiteral("row"), 0},
                               {QStringLiteral("amount_cents"), 50}},
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("stage1_roll")},
                               {QStringLiteral("throw"), 1},
                               {QStringLiteral("face"), 1}},
                   finished(0)});
}

/// Feeds `lines` and returns whether the condition was met; checks that it was not met before
/// the last line (every game ends with the line that may meet it).
bool metByLastLine(const SuccessCondition& c, const QList<QJsonObject>& lines) {
    SuccessTracker t(c);
    for (int i = 0; i + 1 < lines.size(); ++i) {
        if (t.feed(lines.at(i))) {
            qWarning("met early, by line %d: %s", i,
                     QJsonDocument(lines.at(i)).toJson(QJsonDocument::Compact).constData());
            return false;
        }
    }
    return t.feed(lines.last());
}

bool metBy(const SuccessCondition& c, const QList<QJsonObject>& lines) {
    SuccessTracker t(c);
    for (const QJsonObject& l : lines) {
        t.feed(l);
    }
    return t.met();
}

QJsonObject line(const QString& kind, const QJsonObject& members,
                 const QString& screen = QStringLiteral("lobby")) {
    QJsonObject o = members;
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("t_ms"), 10);
    o.insert(QStringLiteral("screen"), screen);
    return o;
}

}  // namespace

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    void aFullProtocolIsReadFieldByField();
    void aMinimalProtocolTakesTheDefaults();
    void textsFallBackToFrench();
    void refusals_data();
    void refusals();
    void scenarioRefusalsCarryTheEnginesMessage();
    void anUnreadableFileIsNamed();
    void everyDocumentedExampleOfTheLabIsAccepted();
    void latinSquaresAreBalanced();
    void participantsGetTheirRowAndCondition();
    void participantNumbers();
    void gameFinishedByAuto();
    void gameFinishedStoppedAndWon();
    void gameFinishedKeepsStatePerGame();
    void universeChosen();
    void replayRulesAndSettings();
    void screenShown();
    void seqAndSusWording();
    void susScores();
};

void TestProtocol::aFullProtocolIsReadFieldByField() {
    QString error;
    const auto p = loadProtocol(protocolPath(), error);
    QVERIFY2(p, qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(p->schema, 1);
    QCOMPARE(p->name, QStringLiteral("Étude DÉDÉ, décembre 2026"));
    QCOMPARE(p->file, QFileInfo(protocolPath()).absoluteFilePath());
    QVERIFY(QFileInfo(p->file).isAbsolute());
    QCOMPARE(p->sha256, QString::fromLatin1(QCryptographicHash::hash(fileBytes(protocolPath()),
                                                                     QCryptographicHash::Sha256)
                                                .toHex()));
    QCOMPARE(p->sha256.size(), qsizetype(64));
    QCOMPARE(p->consent.fr, QStringLiteral("Vous allez tester un jeu de démonstration."));
    QCOMPARE(p->consent.en, QStringLiteral("You are going to test a demonstration game."));
    QCOMPARE(p->instructions.fr, QStringLiteral("Vous allez faire trois tâches."));
    QVERIFY(p->instructions.en.isEmpty());

    QCOMPARE(p->tasks.size(), qsizetype(3));
    const Task& a = p->tasks.at(0);
    QCOMPARE(a.id, QStringLiteral("dede-auto"));
    QCOMPARE(a.instruction.en, QStringLiteral("Finish a DÉDÉ ticket with « Auto »."));
    QCOMPARE(a.scenarioFile, QStringLiteral("scenarios/dede-16.json"));
    QCOMPARE(a.scenario.value(QLatin1String("name")).toString(), QStringLiteral("DÉDÉ 16 €"));
    QCOMPARE(a.scenario.value(QLatin1String("games"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("prize_cents"))
                 .toInt(),
             1600);
    QCOMPARE(a.success.event, QStringLiteral("game_finished"));
    QCOMPARE(a.success.members, (QJsonObject{{QStringLiteral("game"), QStringLiteral("dede")},
                                             {QStringLiteral("auto"), true}}));
    QCOMPARE(a.timeLimitS, std::optional<int>(180));

    const Task& b = p->tasks.at(1);
    QCOMPARE(b.id, QStringLiteral("happy_stop"));
    QCOMPARE(b.instruction.fr, QStringLiteral("Arrêtez une partie de Happy Dés après l'étape 1."));
    QVERIFY(b.instruction.en.isEmpty());
    QVERIFY(b.scenarioFile.isEmpty());
    QCOMPARE(b.scenario.value(QLatin1String("name")).toString(), QStringLiteral("arrêt"));
    QCOMPARE(b.success.members.value(QLatin1String("stopped")), QJsonValue(true));
    QCOMPARE(b.success.members.value(QLatin1String("won")), QJsonValue(true));
    QVERIFY(!b.timeLimitS);

    const Task& c = p->tasks.at(2);
    QVERIFY(c.scenario.isEmpty());
    QVERIFY(c.scenarioFile.isEmpty());
    QCOMPARE(c.success.event, QStringLiteral("rules_shown"));
    QCOMPARE(c.timeLimitS, std::optional<int>(3600));

    QCOMPARE(p->seq, false);
    QCOMPARE(p->sus, true);
    QCOMPARE(p->items.size(), qsizetype(3));
    const Item& i0 = p->items.at(0);
    QCOMPARE(i0.id, QStringLiteral("confiance"));
    QCOMPARE(i0.type, Item::Type::Likert);
    QCOMPARE(i0.when, Item::When::End);
    QCOMPARE(i0.scale, 5);
    QCOMPARE(i0.text.en, QStringLiteral("I trust the results shown."));
    QCOMPARE(i0.low.fr, QStringLiteral("Pas du tout d'accord"));
    QCOMPARE(i0.high.en, QStringLiteral("Strongly agree"));
    const Item& i1 = p->items.at(1);
    QCOMPARE(i1.when, Item::When::AfterTask);
    QCOMPARE(i1.scale, 7);
    QVERIFY(i1.low.fr.isEmpty());
    QCOMPARE(i1.text.fr, QStringLiteral("La tâche était claire."));
    const Item& i2 = p->items.at(2);
    QCOMPARE(i2.type, Item::Type::FreeText);
    QCOMPARE(i2.when, Item::When::End);
    QCOMPARE(i2.text.in(QStringLiteral("en")), QStringLiteral("Any comment?"));

    QCOMPARE(p->conditions.size(), qsizetype(3));
    QCOMPARE(p->conditions.at(0).name, QStringLiteral("faits-visibles"));
    QCOMPARE(p->conditions.at(0).settings,
             (QJsonObject{{QStringLiteral("show_facts"), true},
                          {QStringLiteral("auto_reveal_seconds"), 20},
                          {QStringLiteral("language"), QStringLiteral("en")},
                          {QStringLiteral("reduced_motion"), false},
                          {QStringLiteral("sound"), true}}));
    QCOMPARE(p->conditions.at(1).settings, (QJsonObject{{QStringLiteral("show_facts"), false}}));
    QCOMPARE(p->conditions.at(2).name, QStringLiteral("témoin"));
    QVERIFY(p->conditions.at(2).settings.isEmpty());
    QCOMPARE(p->order, Protocol::Order::Fixed);
    QCOMPARE(p->taskOrder(2), (QList<int>{0, 1, 2}));
}

void TestProtocol::aMinimalProtocolTakesTheDefaults() {
    QString error;
    const auto p = parseProtocol(doc(), protocolPath(), error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->seq, true);
    QCOMPARE(p->sus, true);
    QVERIFY(p->items.isEmpty());
    QVERIFY(p->instructions.fr.isEmpty());
    QCOMPARE(p->order, Protocol::Order::LatinSquare);
    QCOMPARE(p->conditions.size(), qsizetype(1));
    QCOMPARE(p->conditions.at(0).name, QStringLiteral("default"));
    QVERIFY(p->conditions.at(0).settings.isEmpty());
    QCOMPARE(p->consent.fr, QStringLiteral("Acceptez-vous ?"));
    QCOMPARE(p->sha256, QString::fromLatin1(
                            QCryptographicHash::hash(doc(), QCryptographicHash::Sha256).toHex()));

    // An empty list of conditions is no condition: the default one.
    const auto q =
        parseProtocol(doc(QString::fromLatin1(kTask), QStringLiteral(R"(, "conditions": [])")),
                      protocolPath(), error);
    QVERIFY2(q, qPrintable(error));
    QCOMPARE(q->conditions.size(), qsizetype(1));
    QCOMPARE(q->conditions.at(0).name, QStringLiteral("default"));
}

void TestProtocol::textsFallBackToFrench() {
    const Text both{QStringLiteral("Bonjour"), QStringLiteral("Hello")};
    QCOMPARE(both.in(QStringLiteral("en")), QStringLiteral("Hello"));
    QCOMPARE(both.in(QStringLiteral("fr")), QStringLiteral("Bonjour"));
    QCOMPARE(both.in(QStringLiteral("de")), QStringLiteral("Bonjour"));
    const Text frOnly{QStringLiteral("Bonjour"), QString()};
    QCOMPARE(frOnly.in(QStringLiteral("en")), QStringLiteral("Bonjour"));
}

void TestProtocol::refusals_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("prefix");     // file name and member path
    QTest::addColumn<QStringList>("words");  // in the problem

    const QString kTaskText = QString::fromLatin1(kTask);
    auto row = [](const char* name, const QByteArray& json, const QString& prefix,
                  const QStringList& words) { QTest::newRow(name) << json << prefix << words; };
    const QString f = QStringLiteral("etude.json: ");

    // The file as a whole.
    row("not JSON", QByteArrayLiteral("{\"schema\": 1,\n  \"name\" \"x\"}"),
        f + QStringLiteral("not valid JSON at byte "),
        {QStringLiteral("line 2"), QStringLiteral("column")});
    row("empty file", QByteArray(), f + QStringLiteral("not valid JSON at byte 0"), {});
    row("not an object", QByteArrayLiteral("[1, 2]"),
        f + QStringLiteral("a protocol is a JSON object"), {QStringLiteral("not an array")});

    // Unknown members, at every level.
    row("unknown member", doc(kTaskText, QStringLiteral(R"(, "nom": "x")")),
        f + QStringLiteral("nom: "),
        {QStringLiteral("unknown member \"nom\""),
         QStringLiteral(
             "schema, name, consent, instructions, tasks, seq, sus, items, conditions, order")});
    row("unknown task member", withTaskMembers(QStringLiteral(R"(, "titre": "x")")),
        f + QStringLiteral("tasks[0].titre: "),
        {QStringLiteral("unknown member"),
         QStringLiteral("id, instruction, scenario, success, time_limit_s")});
    row("unknown text member",
        doc(kTaskText, QStringLiteral(R"(, "instructions": {"fr": "a", "de": "b"})")),
        f + QStringLiteral("instructions.de: "),
        {QStringLiteral("unknown member"), QStringLiteral("fr, en")});

    // Required members, types, values.
    row("no schema", QByteArrayLiteral(R"({"name": "n", "consent": "c", "tasks": []})"),
        f + QStringLiteral("schema: "), {QStringLiteral("required member missing")});
    row("schema 2",
        QStringLiteral(R"({"schema": 2, "name": "n", "consent": "c", "tasks": [%1]})")
            .arg(kTaskText)
            .toUtf8(),
        f + QStringLiteral("schema: "),
        {QStringLiteral("2 is not a schema"), QStringLiteral("only 1")});
    row("schema a string",
        QStringLiteral(R"({"schema": "1", "name": "n", "consent": "c", "tasks": [%1]})")
            .arg(kTaskText)
            .toUtf8(),
        f + QStringLiteral("schema: "),
        {QStringLiteral("must be the number 1"), QStringLiteral("\"1\"")});
    row("no name",
        QStringLiteral(R"({"schema": 1, "consent": "c", "tasks": [%1]})").arg(kTaskText).toUtf8(),
        f + QStringLiteral("name: "), {QStringLiteral("required member missing")});
    row("empty name",
        QStringLiteral(R"({"schema": 1, "name": "  ", "consent": "c", "tasks": [%1]})")
            .arg(kTaskText)
            .toUtf8(),
        f + QStringLiteral("name: "), {QStringLiteral("must not be empty")});
    row("name a number",
        QStringLiteral(R"({"schema": 1, "name": 3, "consent": "c", "tasks": [%1]})")
            .arg(kTaskText)
            .toUtf8(),
        f + QStringLiteral("name: "), {QStringLiteral("must be a string, not 3")});
    row("no consent",
        QStringLiteral(R"({"schema": 1, "name": "n", "tasks": [%1]})").arg(kTaskText).toUtf8(),
        f + QStringLiteral("consent: "), {QStringLiteral("required member missing")});
    row("no tasks", QByteArrayLiteral(R"({"schema": 1, "name": "n", "consent": "c"})"),
        f + QStringLiteral("tasks: "), {QStringLiteral("required member missing")});
    row("empty tasks", doc(QString()), f + QStringLiteral("tasks: "),
        {QStringLiteral("at least one task")});
    row("tasks an object",
        QByteArrayLiteral(R"({"schema": 1, "name": "n", "consent": "c", "tasks": {}})"),
        f + QStringLiteral("tasks: "),
        {QStringLiteral("must be the list of tasks"), QStringLiteral("JSON array")});
    row("task a string", doc(QStringLiteral(R"("t1")")), f + QStringLiteral("tasks[0]: "),
        {QStringLiteral("must be a task"), QStringLiteral("\"t1\"")});
    row("duplicate task id", doc(kTaskText + u',' + kTaskText), f + QStringLiteral("tasks[1].id: "),
        {QStringLiteral("\"t1\" is already the id of tasks[0]")});
    row("invalid task id",
        doc(QStringLiteral(
            R"({"id": "tâche 1", "instruction": "i", "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].id: "),
        {QStringLiteral("\"tâche 1\" is not a valid id"),
         QStringLiteral("letters, digits, - and _")});
    row("empty task id",
        doc(QStringLiteral(
            R"({"id": "", "instruction": "i", "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].id: "), {QStringLiteral("is not a valid id")});
    row("no task id",
        doc(QStringLiteral(R"({"instruction": "i", "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].id: "), {QStringLiteral("required member missing")});
    row("no instruction",
        doc(QStringLiteral(R"({"id": "t1", "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].instruction: "), {QStringLiteral("required member missing")});
    row("no success", doc(QStringLiteral(R"({"id": "t1", "instruction": "i"})")),
        f + QStringLiteral("tasks[0].success: "), {QStringLiteral("required member missing")});

    // Texts.
    row("text a number",
        doc(QStringLiteral(
            R"({"id": "t1", "instruction": 5, "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].instruction: "),
        {QStringLiteral("must be a text"), QStringLiteral("not 5")});
    row("text empty",
        doc(QStringLiteral(
            R"({"id": "t1", "instruction": "", "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].instruction: "), {QStringLiteral("must not be empty")});
    row("text without fr",
        doc(QStringLiteral(
            R"({"id": "t1", "instruction": {"en": "Do it"}, "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[0].instruction.fr: "),
        {QStringLiteral("required member missing")});
    row("text with an empty en",
        doc(kTaskText, QStringLiteral(R"(, "instructions": {"fr": "a", "en": ""})")),
        f + QStringLiteral("instructions.en: "), {QStringLiteral("must not be empty")});
    row("consent an array",
        QStringLiteral(R"({"schema": 1, "name": "n", "consent": ["c"], "tasks": [%1]})")
            .arg(kTaskText)
            .toUtf8(),
        f + QStringLiteral("consent: "), {QStringLiteral("must be a text")});

    // Success conditions.
    row("unknown success event", withSuccess(QStringLiteral(R"({"event": "finshed"})")),
        f + QStringLiteral("tasks[0].success.event: "),
        {QStringLiteral("\"finshed\" is not a success event (one of: game_finished, "
                        "universe_chosen, replay_opened, "
                        "rules_shown, screen_shown, setting_changed)")});
    row("no success event", withSuccess(QStringLiteral(R"({"game": "dede"})")),
        f + QStringLiteral("tasks[0].success.event: "),
        {QStringLiteral("required member missing")});
    row("success not an object", withSuccess(QStringLiteral(R"("game_finished")")),
        f + QStringLiteral("tasks[0].success: "), {QStringLiteral("must be a success condition")});
    row("member the event does not allow",
        withSuccess(QStringLiteral(R"({"event": "rules_shown", "universe": "cumul"})")),
        f + QStringLiteral("tasks[0].success.universe: "),
        {QStringLiteral("unknown member \"universe\""), QStringLiteral("rules_shown condition"),
         QStringLiteral("event, game")});
    row("auto on universe_chosen",
        withSuccess(QStringLiteral(R"({"event": "universe_chosen", "auto": true})")),
        f + QStringLiteral("tasks[0].success.auto: "),
        {QStringLiteral("unknown member"), QStringLiteral("event, universe")});
    row("unknown game",
        withSuccess(QStringLiteral(R"({"event": "game_finished", "game": "poker"})")),
        f + QStringLiteral("tasks[0].success.game: "),
        {QStringLiteral("\"poker\" is not a game (one of: happy-des, dede, happy-2014)")});
    row("unknown game of rules",
        withSuccess(QStringLiteral(R"({"event": "rules_shown", "game": "Dede"})")),
        f + QStringLiteral("tasks[0].success.game: "), {QStringLiteral("\"Dede\" is not a game")});
    row("unknown universe",
        withSuccess(QStringLiteral(R"({"event": "universe_chosen", "universe": "poker"})")),
        f + QStringLiteral("tasks[0].success.universe: "),
        {QStringLiteral(
            "\"poker\" is not a Happy Dés universe (one of: cumul, figures, identiques)")});
    row("unknown screen",
        withSuccess(QStringLiteral(R"({"event": "screen_shown", "screen": "casino"})")),
        f + QStringLiteral("tasks[0].success.screen: "),
        {QStringLiteral("\"casino\" is not a screen (one of: lobby, happy-des, dede, happy-2014, "
                        "history, rules, settings, protection)")});
    row("screen_shown without screen", withSuccess(QStringLiteral(R"({"event": "screen_shown"})")),
        f + QStringLiteral("tasks[0].success.screen: "),
        {QStringLiteral("required member missing")});
    row("unknown setting",
        withSuccess(QStringLiteral(R"({"event": "setting_changed", "setting": "show_facts"})")),
        f + QStringLiteral("tasks[0].success.setting: "),
        {QStringLiteral("\"show_facts\" is not a setting the participant can change (one of: "
                        "language, sound, reduced_motion, "
                        "auto_reveal_seconds, text_size, keys)")});
    row("auto not a bool",
        withSuccess(QStringLiteral(R"({"event": "game_finished", "auto": "yes"})")),
        f + QStringLiteral("tasks[0].success.auto: "),
        {QStringLiteral("must be true or false, not \"yes\"")});
    row("won not a bool", withSuccess(QStringLiteral(R"({"event": "game_finished", "won": 1})")),
        f + QStringLiteral("tasks[0].success.won: "),
        {QStringLiteral("must be true or false, not 1")});
    row("stopped not a bool",
        withSuccess(QStringLiteral(R"({"event": "game_finished", "stopped": null})")),
        f + QStringLiteral("tasks[0].success.stopped: "),
        {QStringLiteral("must be true or false, not null")});
    row("auto on happy-des",
        withSuccess(
            QStringLiteral(R"({"event": "game_finished", "game": "happy-des", "auto": true})")),
        f + QStringLiteral("tasks[0].success.auto: "),
        {QStringLiteral("Happy Dés has no « Auto »")});
    row("stopped on dede",
        withSuccess(
            QStringLiteral(R"({"event": "game_finished", "game": "dede", "stopped": true})")),
        f + QStringLiteral("tasks[0].success.stopped: "),
        {QStringLiteral("only Happy Dés"), QStringLiteral("\"dede\"")});
    row("auto and stopped",
        withSuccess(
            QStringLiteral(R"({"event": "game_finished", "auto": false, "stopped": false})")),
        f + QStringLiteral("tasks[0].success.stopped: "), {QStringLiteral("no game has both")});

    // Time limits.
    row("time limit too short", withTaskMembers(QStringLiteral(R"(, "time_limit_s": 9)")),
        f + QStringLiteral("tasks[0].time_limit_s: "),
        {QStringLiteral("must be a whole number from 10 to 3600, not 9")});
    row("time limit too long", withTaskMembers(QStringLiteral(R"(, "time_limit_s": 3601)")),
        f + QStringLiteral("tasks[0].time_limit_s: "),
        {QStringLiteral("from 10 to 3600, not 3601")});
    row("time limit not whole", withTaskMembers(QStringLiteral(R"(, "time_limit_s": 30.5)")),
        f + QStringLiteral("tasks[0].time_limit_s: "),
        {QStringLiteral("whole number"), QStringLiteral("not 30.5")});
    row("time limit a string", withTaskMembers(QStringLiteral(R"(, "time_limit_s": "60")")),
        f + QStringLiteral("tasks[0].time_limit_s: "),
        {QStringLiteral("whole number"), QStringLiteral("not \"60\"")});

    // Scenarios (the engine's messages: scenarioRefusalsCarryTheEnginesMessage).
    row("scenario file missing",
        withTaskMembers(QStringLiteral(R"(, "scenario": "scenarios/absent.json")")),
        f + QStringLiteral("tasks[0].scenario: "),
        {QStringLiteral("the scenario file scenarios/absent.json cannot be read"),
         QStringLiteral("protocols/scenarios/absent.json")});
    row("scenario file empty name", withTaskMembers(QStringLiteral(R"(, "scenario": "")")),
        f + QStringLiteral("tasks[0].scenario: "), {QStringLiteral("must not be empty")});
    row("scenario a number", withTaskMembers(QStringLiteral(R"(, "scenario": 3)")),
        f + QStringLiteral("tasks[0].scenario: "),
        {QStringLiteral("must be a scenario file's name or a scenario object, not 3")});

    // Items.
    const QString likert = QStringLiteral(R"({"id": "q1", "type": "likert", "text": "T"})");
    auto items = [](const QString& list) {
        return doc(QString::fromLatin1(kTask), QStringLiteral(R"(, "items": [%1])").arg(list));
    };
    row("items an object", doc(kTaskText, QStringLiteral(R"(, "items": {})")),
        f + QStringLiteral("items: "), {QStringLiteral("must be the list of questionnaire items")});
    row("unknown item type", items(QStringLiteral(R"({"id": "q1", "type": "scale", "text": "T"})")),
        f + QStringLiteral("items[0].type: "),
        {QStringLiteral("\"scale\" is not an item type (one of: likert, text)")});
    row("no item type", items(QStringLiteral(R"({"id": "q1", "text": "T"})")),
        f + QStringLiteral("items[0].type: "), {QStringLiteral("required member missing")});
    row("unknown when",
        items(QStringLiteral(R"({"id": "q1", "type": "text", "when": "before", "text": "T"})")),
        f + QStringLiteral("items[0].when: "),
        {QStringLiteral("\"before\" is not a moment (one of: after_task, end)")});
    row("scale too small",
        items(QStringLiteral(R"({"id": "q1", "type": "likert", "scale": 2, "text": "T"})")),
        f + QStringLiteral("items[0].scale: "),
        {QStringLiteral("must be a whole number from 3 to 11, not 2")});
    row("scale too large",
        items(QStringLiteral(R"({"id": "q1", "type": "likert", "scale": 12, "text": "T"})")),
        f + QStringLiteral("items[0].scale: "), {QStringLiteral("from 3 to 11, not 12")});
    row("scale not whole",
        items(QStringLiteral(R"({"id": "q1", "type": "likert", "scale": 5.5, "text": "T"})")),
        f + QStringLiteral("items[0].scale: "), {QStringLiteral("not 5.5")});
    row("scale on a text item",
        items(QStringLiteral(R"({"id": "q1", "type": "text", "scale": 5, "text": "T"})")),
        f + QStringLiteral("items[0].scale: "),
        {QStringLiteral("unknown member"),
         QStringLiteral("of a text item are: id, type, when, text")});
    row("unknown item member",
        items(QStringLiteral(R"({"id": "q1", "type": "likert", "texte": "T", "text": "T"})")),
        f + QStringLiteral("items[0].texte: "),
        {QStringLiteral("unknown member"), QStringLiteral("scale, low, high")});
    row("duplicate item id", items(likert + u',' + likert), f + QStringLiteral("items[1].id: "),
        {QStringLiteral("\"q1\" is already the id of items[0]")});
    row("item id sus", items(QStringLiteral(R"({"id": "sus", "type": "likert", "text": "T"})")),
        f + QStringLiteral("items[0].id: "),
        {QStringLiteral("\"sus\" is the standard questionnaire's name")});
    row("item id seq", items(QStringLiteral(R"({"id": "seq", "type": "text", "text": "T"})")),
        f + QStringLiteral("items[0].id: "),
        {QStringLiteral("\"seq\" is the standard questionnaire's name")});
    row("invalid item id", items(QStringLiteral(R"({"id": "q 1", "type": "text", "text": "T"})")),
        f + QStringLiteral("items[0].id: "), {QStringLiteral("not a valid id")});
    row("item without text", items(QStringLiteral(R"({"id": "q1", "type": "text"})")),
        f + QStringLiteral("items[0].text: "), {QStringLiteral("required member missing")});
    row("item low empty",
        items(QStringLiteral(R"({"id": "q1", "type": "likert", "text": "T", "low": {"fr": ""}})")),
        f + QStringLiteral("items[0].low.fr: "), {QStringLiteral("must not be empty")});
    row("seq not a bool", doc(kTaskText, QStringLiteral(R"(, "seq": "oui")")),
        f + QStringLiteral("seq: "), {QStringLiteral("must be true or false")});
    row("sus not a bool", doc(kTaskText, QStringLiteral(R"(, "sus": 0)")),
        f + QStringLiteral("sus: "), {QStringLiteral("must be true or false, not 0")});

    // Conditions.
    auto conditions = [](const QString& list) {
        return doc(QString::fromLatin1(kTask), QStringLiteral(R"(, "conditions": [%1])").arg(list));
    };
    row("unknown setting of a condition",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"font_size": 2}})")),
        f + QStringLiteral("conditions[0].settings.font_size: "),
        {QStringLiteral("unknown member"),
         QStringLiteral("show_facts, auto_reveal_seconds, language, reduced_motion, sound")});
    row("show_facts not a bool",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"show_facts": "yes"}})")),
        f + QStringLiteral("conditions[0].settings.show_facts: "),
        {QStringLiteral("must be true or false")});
    row("sound not a bool",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"sound": 1}})")),
        f + QStringLiteral("conditions[0].settings.sound: "),
        {QStringLiteral("must be true or false")});
    row("reduced_motion not a bool",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"reduced_motion": "no"}})")),
        f + QStringLiteral("conditions[0].settings.reduced_motion: "),
        {QStringLiteral("must be true or false")});
    row("auto reveal too short",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"auto_reveal_seconds": 9}})")),
        f + QStringLiteral("conditions[0].settings.auto_reveal_seconds: "),
        {QStringLiteral("9 is not 0 (off) nor from 10 to 200")});
    row("auto reveal too long",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"auto_reveal_seconds": 201}})")),
        f + QStringLiteral("conditions[0].settings.auto_reveal_seconds: "),
        {QStringLiteral("from 0 to 200, not 201")});
    row("unknown language",
        conditions(QStringLiteral(R"({"name": "a", "settings": {"language": "de"}})")),
        f + QStringLiteral("conditions[0].settings.language: "),
        {QStringLiteral("\"de\" is not a language (one of: fr, en)")});
    row("settings an array", conditions(QStringLiteral(R"({"name": "a", "settings": []})")),
        f + QStringLiteral("conditions[0].settings: "),
        {QStringLiteral("must be the settings"), QStringLiteral("JSON object")});
    row("empty condition name", conditions(QStringLiteral(R"({"name": "", "settings": {}})")),
        f + QStringLiteral("conditions[0].name: "), {QStringLiteral("must not be empty")});
    row("no condition name", conditions(QStringLiteral(R"({"settings": {}})")),
        f + QStringLiteral("conditions[0].name: "), {QStringLiteral("required member missing")});
    row("duplicate condition names",
        conditions(QStringLiteral(
            R"({"name": "a", "settings": {}}, {"name": "b"}, {"name": "a", "settings": {"sound": false}})")),
        f + QStringLiteral("conditions[2].name: "),
        {QStringLiteral("\"a\" is already the name of conditions[0]")});
    row("unknown condition member", conditions(QStringLiteral(R"({"name": "a", "reglages": {}})")),
        f + QStringLiteral("conditions[0].reglages: "),
        {QStringLiteral("unknown member"), QStringLiteral("name, settings")});

    // Order.
    row("unknown order", doc(kTaskText, QStringLiteral(R"(, "order": "random")")),
        f + QStringLiteral("order: "),
        {QStringLiteral("\"random\" is not an order (one of: latin_square, fixed)")});

    // Duplicate keys, which QJsonDocument would silently merge.
    row("duplicate top-level key", doc(kTaskText, QStringLiteral(R"(, "name": "Autre")")),
        f + QStringLiteral("name: "), {QStringLiteral("member given twice")});
    row("duplicate nested key",
        withSuccess(
            QStringLiteral(R"({"event": "rules_shown", "game": "dede", "game": "happy-des"})")),
        f + QStringLiteral("tasks[0].success.game: "), {QStringLiteral("member given twice")});
    row("duplicate key in the second task",
        doc(kTaskText +
            QStringLiteral(
                R"(, {"id": "t2", "instruction": {"fr": "a", "fr": "b"}, "success": {"event": "rules_shown"}})")),
        f + QStringLiteral("tasks[1].instruction.fr: "), {QStringLiteral("member given twice")});
    row("duplicate escaped key", doc(kTaskText, QStringLiteral(R"(, "n\u0061me": "Autre")")),
        f + QStringLiteral("name: "), {QStringLiteral("member given twice")});
}

void TestProtocol::refusals() {
    QFETCH(QByteArray, json);
    QFETCH(QString, prefix);
    QFETCH(QStringList, words);
    QString error;
    const auto p = parseProtocol(json, protocolPath(), error);
    QVERIFY2(!p, json.constData());
    QVERIFY2(error.startsWith(prefix), qPrintable(error));
    for (const QString& w : words) {
        QVERIFY2(error.contains(w), qPrintable(QStringLiteral("%1\n  lacks: %2").arg(error, w)));
    }
}

void TestProtocol::scenarioRefusalsCarryTheEnginesMessage() {
    const QString impossible =
        engineMessage(fileBytes(dataPath(QStringLiteral("scenarios/impossible.json"))));
    QVERIFY(impossible.startsWith(QStringLiteral("scenario game 1: ")));
    QCOMPARE(
        errorOf(withTaskMembers(QStringLiteral(R"(, "scenario": "scenarios/impossible.json")"))),
        QStringLiteral("etude.json: tasks[0].scenario (scenarios/impossible.json): ") + impossible);

    const QString broken =
        engineMessage(fileBytes(dataPath(QStringLiteral("scenarios/broken.json"))));
    QVERIFY(broken.startsWith(QStringLiteral("the scenario is not valid JSON")));
    QCOMPARE(errorOf(withTaskMembers(QStringLiteral(R"(, "scenario": "scenarios/broken.json")"))),
             QStringLiteral("etude.json: tasks[0].scenario (scenarios/broken.json): ") + broken);

    // Inline: the same validation, the path without a file name.
    QCOMPARE(
        errorOf(doc(QString::fromLatin1(kTask) +
                    QStringLiteral(
                        R"(, {"id": "t2", "instruction": "i", "success": {"event": "rules_shown"},
                                            "scenario": {"games": [{"game": "poker"}]}})"))),
        QStringLiteral("etude.json: tasks[1].scenario: scenario game 1: \"game\" is happy-des, "
                       "dede or happy-2014, not \"poker\""));
    QCOMPARE(errorOf(withTaskMembers(QStringLiteral(R"(, "scenario": {"name": "vide"})"))),
             QStringLiteral(
                 "etude.json: tasks[0].scenario: a scenario lists its games in \"games\": [...]"));

    // An absolute path is taken as it is.
    const QString absolute =
        QFileInfo(dataPath(QStringLiteral("scenarios/dede-16.json"))).absoluteFilePath();
    QString error;
    const auto p =
        parseProtocol(withTaskMembers(QStringLiteral(R"(, "scenario": "%1")").arg(absolute)),
                      QStringLiteral("/nowhere/x.json"), error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->tasks.at(0).scenarioFile, absolute);
    QCOMPARE(p->tasks.at(0).scenario.value(QLatin1String("name")).toString(),
             QStringLiteral("DÉDÉ 16 €"));
    QCOMPARE(p->file, QStringLiteral("/nowhere/x.json"));
}

void TestProtocol::anUnreadableFileIsNamed() {
    QString error;
    QVERIFY(!loadProtocol(dataPath(QStringLiteral("absent.json")), error));
    QVERIFY2(error.startsWith(QStringLiteral("absent.json: cannot be read")), qPrintable(error));
}

void TestProtocol::everyDocumentedExampleOfTheLabIsAccepted() {
    // What docs/usability-lab.md shows a researcher, read from the document itself: its JSON
    // examples, the refusal it gives as an example, and the values its tables allow.
    const QString text = QString::fromUtf8(fileBytes(labDocPath()));
    QVERIFY2(!text.isEmpty(), qPrintable(labDocPath() + QStringLiteral(" cannot be read")));
    const QList<Fence> fences = fencesOf(text);

    // 1. Every ```json block is a protocol the library accepts, parsed beside etude.json (its
    //    scenario files are relative to the protocol's folder). The document has one.
    int examples = 0;
    for (const Fence& f : fences) {
        if (f.info != QLatin1String("json")) {
            continue;
        }
        ++examples;
        const QString where = QStringLiteral("docs/usability-lab.md line %1").arg(f.line);
        QString error;
        const auto p = parseProtocol(f.body.toUtf8(), protocolPath(), error);
        QVERIFY2(p, qPrintable(where + QStringLiteral(": ") + error));
        // Read as written: every task, item and condition of the example is there.
        const QJsonObject root = QJsonDocument::fromJson(f.body.toUtf8()).object();
        QCOMPARE(p->name, root.value(QLatin1String("name")).toString());
        QCOMPARE(p->tasks.size(), root.value(QLatin1String("tasks")).toArray().size());
        QCOMPARE(p->items.size(), root.value(QLatin1String("items")).toArray().size());
        QCOMPARE(p->conditions.size(), root.value(QLatin1String("conditions")).toArray().size());
    }
    QCOMPARE(examples, 1);

    // 2. The refusal the protocol section gives as an example (an untagged block there, a line
    //    "FILE: MEMBER: PROBLEM" whose problem quotes the wrong value): the JSON example with
    //    that value put at that member gives exactly that line.
    int refusals = 0;
    for (const Fence& f : fences) {
        if (!f.info.isEmpty() || !f.section.startsWith(QLatin1String("1. The protocol file"))) {
            continue;
        }
        const QString where = QStringLiteral("docs/usability-lab.md line %1").arg(f.line);
        const QString line = f.body.trimmed();
        static const QRegularExpression shape(
            QStringLiteral(R"(^([^:\s]+): ([^:\s]+): ("[^"]*") )"));
        const QRegularExpressionMatch m = shape.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(where + QStringLiteral(": not a refusal line: ") + line));
        ++refusals;
        const auto example = std::find_if(fences.cbegin(), fences.cend(), [](const Fence& g) {
            return g.info == QLatin1String("json");
        });
        QVERIFY(example != fences.cend());
        QJsonValue root = QJsonDocument::fromJson(example->body.toUtf8()).object();
        const QJsonValue wrong =
            QJsonDocument::fromJson("[" + m.captured(3).toUtf8() + "]").array().at(0);
        QVERIFY2(wrong.isString(), qPrintable(where));
        QVERIFY2(setAt(root, m.captured(2).split(QLatin1Char('.')), wrong), qPrintable(where));
        QCOMPARE(errorAt(QJsonDocument(root.toObject()).toJson(), dataPath(m.captured(1))), line);
    }
    QCOMPARE(refusals, 1);

    // 3. The success conditions' table: each event alone (unless a member is required), each
    //    listed value of each member accepted, and a value outside the list refused naming
    //    exactly the document's list.
    const QList<QStringList> successRows =
        tableAfter(text, QStringLiteral("### Success conditions"));
    QCOMPARE(successRows.size(), qsizetype(6));
    QMap<QString, QStringList> valuesByMember;  // a member listed without values takes earlier ones
    QStringList events;
    for (const QStringList& row : successRows) {
        QCOMPARE(row.size(), qsizetype(3));
        const QStringList names = ticked(row.at(0));
        QCOMPARE(names.size(), qsizetype(1));
        const QString event = names.at(0);
        events << event;
        static const QRegularExpression memberRe(QStringLiteral(R"(`(\w+)`(?: \(([^)]*)\))?)"));
        QMap<QString, QString> required;  // member -> first value
        QList<QPair<QString, QStringList>> members;
        for (auto it = memberRe.globalMatch(row.at(1)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString name = m.captured(1);
            const QString spec = m.captured(2);
            QStringList values = spec.startsWith(QLatin1String("bool"))
                                     ? QStringList{QStringLiteral("true"), QStringLiteral("false")}
                                     : ticked(spec);
            if (spec.isEmpty()) {
                values = valuesByMember.value(name);
            }
            QVERIFY2(!values.isEmpty(),
                     qPrintable(event + QStringLiteral(": no values for ") + name));
            valuesByMember.insert(name, values);
            if (spec.startsWith(QLatin1String("required"))) {
                required.insert(name, values.at(0));
            }
            members.append({name, values});
        }
        const auto success = [&](const QString& name, const QString& value) {
            QJsonObject o{{QStringLiteral("event"), event}};
            for (auto r = required.cbegin(); r != required.cend(); ++r) {
                o.insert(r.key(), r.value());
            }
            if (!name.isEmpty()) {
                o.insert(name, value == QLatin1String("true")    ? QJsonValue(true)
                               : value == QLatin1String("false") ? QJsonValue(false)
                                                                 : QJsonValue(value));
            }
            return withSuccess(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
        };
        QCOMPARE(errorOf(success(QString(), QString())), QStringLiteral("(accepted)"));
        for (const auto& [name, values] : members) {
            for (const QString& v : values) {
                QVERIFY2(errorOf(success(name, v)) == QLatin1String("(accepted)"),
                         qPrintable(QStringLiteral("%1 %2=%3: %4")
                                        .arg(event, name, v, errorOf(success(name, v)))));
            }
            const QString refused = errorOf(success(name, QStringLiteral("nope")));
            QVERIFY2(refused.contains(QStringLiteral("tasks[0].success.") + name),
                     qPrintable(refused));
            if (values.at(0) != QLatin1String("true")) {
                QVERIFY2(refused.endsWith(
                             QStringLiteral("(one of: %1)").arg(values.join(QStringLiteral(", ")))),
                         qPrintable(refused));
            }
        }
        if (!required.isEmpty()) {
            const QByteArray alone = withSuccess(QStringLiteral(R"({"event": "%1"})").arg(event));
            QVERIFY2(errorOf(alone) != QLatin1String("(accepted)"), qPrintable(event));
        }
    }
    // The events named in the table are the ones the library knows, in its order.
    QVERIFY2(errorOf(withSuccess(QStringLiteral(R"({"event": "nope"})")))
                 .endsWith(QStringLiteral("(one of: %1)").arg(events.join(QStringLiteral(", ")))),
             qPrintable(errorOf(withSuccess(QStringLiteral(R"({"event": "nope"})")))));

    // 4. The conditions' settings table: each value accepted, the next one outside refused.
    const QList<QStringList> settingRows = tableAfter(text, QStringLiteral("### Conditions"));
    QCOMPARE(settingRows.size(), qsizetype(10));
    for (const QStringList& row : settingRows) {
        QCOMPARE(row.size(), qsizetype(3));
        const QString key = ticked(row.at(0)).value(0);
        const QString spec = row.at(1);
        QStringList good;
        QStringList bad{QStringLiteral(R"("nope")")};
        static const QRegularExpression range(QStringLiteral(R"(^(\d+) to (\d+)$)"));
        // A limit: 0 for none (or off), or a range (the values between 0 and the range,
        // refused).
        static const QRegularExpression noneOrRange(
            QStringLiteral(R"(^0 \((?:none|off)\), (\d+) to (\d+)$)"));
        if (spec == QLatin1String("bool")) {
            good = {QStringLiteral("true"), QStringLiteral("false")};
        } else if (const QRegularExpressionMatch n = noneOrRange.match(spec); n.hasMatch()) {
            good = {QStringLiteral("0"), n.captured(1), n.captured(2)};
            bad << QString::number(n.captured(2).toLongLong() + 1) << QStringLiteral("-1");
            if (n.captured(1).toLongLong() > 1) {
                bad << QString::number(n.captured(1).toLongLong() - 1);
            }
        } else if (const QRegularExpressionMatch m = range.match(spec); m.hasMatch()) {
            good = {m.captured(1), m.captured(2)};
            bad << QString::number(m.captured(1).toInt() - 1)
                << QString::number(m.captured(2).toInt() + 1);
        } else {
            for (const QString& v : ticked(spec)) {
                good << QStringLiteral("\"%1\"").arg(v);
            }
        }
        QVERIFY2(!good.isEmpty(), qPrintable(key + QStringLiteral(": values not read: ") + spec));
        for (const QString& v : good) {
            const QByteArray json =
                doc(QString::fromLatin1(kTask),
                    QStringLiteral(R"(, "conditions": [{"name": "a", "settings": {"%1": %2}}])")
                        .arg(key, v));
            QVERIFY2(errorOf(json) == QLatin1String("(accepted)"),
                     qPrintable(key + QLatin1Char('=') + v + QStringLiteral(": ") + errorOf(json)));
        }
        for (const QString& v : bad) {
            const QByteArray json =
                doc(QString::fromLatin1(kTask),
                    QStringLiteral(R"(, "conditions": [{"name": "a", "settings": {"%1": %2}}])")
                        .arg(key, v));
            QVERIFY2(errorOf(json).contains(QStringLiteral("conditions[0].settings.") + key),
                     qPrintable(key + QLatin1Char('=') + v + QStringLiteral(": ") + errorOf(json)));
        }
    }
    // A condition with empty settings, or none, changes nothing and is accepted.
    QCOMPARE(errorOf(doc(QString::fromLatin1(kTask),
                         QStringLiteral(
                             R"(, "conditions": [{"name": "a", "settings": {}}, {"name": "b"}])"))),
             QStringLiteral("(accepted)"));

    // 5. The protocol's members table: the time limit's range, both ends in and just outside.
    const QList<QStringList> memberRows =
        tableAfter(text, QStringLiteral("## 1. The protocol file"));
    QStringList limit;
    for (const QStringList& row : memberRows) {
        if (row.value(0) == QLatin1String("`tasks[].time_limit_s`")) {
            static const QRegularExpression range(QStringLiteral(R"(^(\d+) to (\d+);)"));
            const QRegularExpressionMatch m = range.match(row.value(2));
            QVERIFY2(m.hasMatch(), qPrintable(row.value(2)));
            limit = {m.captured(1), m.captured(2)};
        }
    }
    QCOMPARE(limit.size(), qsizetype(2));
    QCOMPARE(errorOf(withTaskMembers(QStringLiteral(R"(, "time_limit_s": %1)").arg(limit.at(0)))),
             QStringLiteral("(accepted)"));
    QCOMPARE(errorOf(withTaskMembers(QStringLiteral(R"(, "time_limit_s": %1.0)").arg(limit.at(1)))),
             QStringLiteral("(accepted)"));
    QVERIFY(errorOf(withTaskMembers(
                        QStringLiteral(R"(, "time_limit_s": %1)").arg(limit.at(0).toInt() - 1)))
                .contains(QStringLiteral("time_limit_s")));
    QVERIFY(errorOf(withTaskMembers(
                        QStringLiteral(R"(, "time_limit_s": %1)").arg(limit.at(1).toInt() + 1)))
                .contains(QStringLiteral("time_limit_s")));
}

void TestProtocol::latinSquaresAreBalanced() {
    QVERIFY(balancedLatinSquare(0).isEmpty());
    QCOMPARE(balancedLatinSquare(4).at(0), (QList<int>{0, 1, 3, 2}));  // Williams's first row
    QCOMPARE(balancedLatinSquare(4).at(1), (QList<int>{1, 2, 0, 3}));
    for (int n = 1; n <= 8; ++n) {
        const QList<QList<int>> rows = balancedLatinSquare(n);
        const qsizetype r = n % 2 == 0 ? n : 2 * n;
        QCOMPARE(rows.size(), r);
        QList<QList<int>> perPosition(n, QList<int>(n, 0));
        QMap<QPair<int, int>, int> followers;
        for (const QList<int>& row : rows) {
            QCOMPARE(row.size(), qsizetype(n));
            QSet<int> seen;
            for (int pos = 0; pos < n; ++pos) {
                const int t = row.at(pos);
                QVERIFY(t >= 0 && t < n);
                seen.insert(t);
                ++perPosition[t][pos];
                if (pos + 1 < n) {
                    ++followers[qMakePair(t, row.at(pos + 1))];
                }
            }
            QCOMPARE(seen.size(), qsizetype(n));  // a permutation
        }
        const int perCell = static_cast<int>(r / n);
        for (int t = 0; t < n; ++t) {
            for (int pos = 0; pos < n; ++pos) {
                QCOMPARE(perPosition[t][pos], perCell);
            }
        }
        // Every ordered pair (a directly followed by b, a != b) equally often, none missing.
        const int perPair = static_cast<int>(r * (n - 1)) / std::max(1, n * (n - 1));
        QCOMPARE(followers.size(), qsizetype(n * (n - 1)));
        for (auto it = followers.cbegin(); it != followers.cend(); ++it) {
            QVERIFY(it.key().first != it.key().second);
            QCOMPARE(it.value(), perPair);
        }
    }
}

void TestProtocol::participantsGetTheirRowAndCondition() {
    const QString three =
        QString::fromLatin1(kTask) +
        QStringLiteral(
            R"(, {"id": "t2", "instruction": "i", "success": {"event": "rules_shown"}})"
            R"(, {"id": "t3", "instruction": "i", "success": {"event": "rules_shown"}})");
    QString error;
    const auto p = parseProtocol(
        doc(three,
            QStringLiteral(
                R"(, "conditions": [{"name": "A", "settings": {"show_facts": true}}, {"name": "B"}])")),
        protocolPath(), error);
    QVERIFY2(p, qPrintable(error));
    const QList<QList<int>> square = balancedLatinSquare(3);
    QCOMPARE(square.size(), qsizetype(6));
    for (int k = 1; k <= 13; ++k) {
        QCOMPARE(p->taskOrder(k), square.at((k - 1) % 6));
    }
    QCOMPARE(p->taskOrder(1), (QList<int>{0, 1, 2}));
    QCOMPARE(p->taskOrder(2), (QList<int>{1, 2, 0}));
    QCOMPARE(p->taskOrder(4), (QList<int>{2, 1, 0}));  // the first mirrored row
    QCOMPARE(p->taskOrder(7), p->taskOrder(1));
    QCOMPARE(p->taskOrder(0), p->taskOrder(6));  // wraps round

    QCOMPARE(p->conditionFor(1).name, QStringLiteral("A"));
    QCOMPARE(p->conditionFor(2).name, QStringLiteral("B"));
    QCOMPARE(p->conditionFor(3).name, QStringLiteral("A"));
    QCOMPARE(p->conditionFor(10).name, QStringLiteral("B"));
    QCOMPARE(p->conditionFor(0).name, QStringLiteral("B"));
    QCOMPARE(p->conditionFor(1).settings.value(QLatin1String("show_facts")), QJsonValue(true));

    const auto fixed =
        parseProtocol(doc(three, QStringLiteral(R"(, "order": "fixed")")), protocolPath(), error);
    QVERIFY2(fixed, qPrintable(error));
    for (int k = 1; k <= 6; ++k) {
        QCOMPARE(fixed->taskOrder(k), (QList<int>{0, 1, 2}));
    }
    QCOMPARE(fixed->conditionFor(5).name, QStringLiteral("default"));
}

void TestProtocol::participantNumbers() {
    QCOMPARE(participantNumberOf(QStringLiteral("P07")), 7);
    QCOMPARE(participantNumberOf(QStringLiteral("P1")), 1);
    QCOMPARE(participantNumberOf(QStringLiteral("participant-12")), 12);
    QCOMPARE(participantNumberOf(QStringLiteral("P2-3")), 3);
    QCOMPARE(participantNumberOf(QStringLiteral("42")), 42);
    QCOMPARE(participantNumberOf(QStringLiteral("Alice")), 0);
    QCOMPARE(participantNumberOf(QStringLiteral("P07b")), 0);
    QCOMPARE(participantNumberOf(QString()), 0);
    QCOMPARE(participantNumberOf(QStringLiteral("P00")), 0);
    QCOMPARE(participantNumberOf(QStringLiteral("P12345678901")), 0);  // not a participant number
}

void TestProtocol::gameFinishedByAuto() {
    const auto dedeAuto = condition(
        QStringLiteral("game_finished"),
        {{QStringLiteral("game"), QStringLiteral("dede")}, {QStringLiteral("auto"), true}});
    QVERIFY(metByLastLine(dedeAuto, dedeGame(7, true, 1600)));
    QVERIFY(!metBy(dedeAuto, dedeGame(7, false, 1600)));  // finished by hand
    // The engine line of "finished" is not enough: its reveal has to land.
    QList<QJsonObject> unshown = dedeGame(7, true, 0);
    unshown.removeLast();
    QVERIFY(!metBy(dedeAuto, unshown));

    // A Happy 2014 ticket by « Auto » is not a DÉDÉ one.
    QList<QJsonObject> happy2014;
    for (QJsonObject l : dedeGame(9, true, 0)) {
        l.insert(QStringLiteral("game"), QStringLiteral("happy-2014"));
        happy2014 << l;
    }
    QVERIFY(!metBy(dedeAuto, happy2014));
    QVERIFY(metBy(condition(QStringLiteral("game_finished"), {{QStringLiteral("auto"), true}}),
                  happy2014));

    // auto: false: a scratch ticket finished by hand, never a Happy Dés game.
    const auto byHand =
        condition(QStringLiteral("game_finished"), {{QStringLiteral("auto"), false}});
    QVERIFY(metByLastLine(byHand, dedeGame(3, false, 0)));
    QVERIFY(!metBy(byHand, dedeGame(3, true, 0)));
    QVERIFY(!metBy(byHand, happyDesStopped(4)));
}

void TestProtocol::gameFinishedStoppedAndWon() {
    const auto stopped =
        condition(QStringLiteral("game_finished"), {{QStringLiteral("stopped"), true}});
    QVERIFY(metByLastLine(stopped, happyDesStopped(11)));
    QVERIFY(!metBy(stopped, happyDesLost(12)));
    QVERIFY(!metBy(stopped, dedeGame(13, false, 400)));
    const auto notStopped =
        condition(QStringLiteral("game_finished"), {{QStringLiteral("stopped"), false}});
    QVERIFY(metByLastLine(notStopped, happyDesLost(12)));
    QVERIFY(!metBy(notStopped, happyDesStopped(11)));

    const auto won = condition(QStringLiteral("game_finished"), {{QStringLiteral("won"), true}});
    QVERIFY(metByLastLine(won, happyDesStopped(11)));
    QVERIFY(!metBy(won, happyDesLost(12)));
    QVERIFY(metByLastLine(won, dedeGame(5, false, 1600)));
    QVERIFY(!metBy(won, dedeGame(5, false, 0)));
    const auto lost = condition(QStringLiteral("game_finished"), {{QStringLiteral("won"), false}});
    QVERIFY(metByLastLine(lost, happyDesLost(12)));
    QVERIFY(!metBy(lost, happyDesStopped(11)));

    const auto anyHappyDes = condition(QStringLiteral("game_finished"),
                                       {{QStringLiteral("game"), QStringLiteral("happy-des")}});
    QVERIFY(metByLastLine(anyHappyDes, happyDesLost(1)));
    QVERIFY(!metBy(anyHappyDes, dedeGame(2, true, 0)));
    QVERIFY(metByLastLine(condition(QStringLiteral("game_finished")), dedeGame(2, true, 0)));
}

void TestProtocol::gameFinishedKeepsStatePerGame() {
    // « Auto » on one ticket does not make another ticket's end an « Auto » one.
    QList<QJsonObject> lines = dedeGame(1, true, 0);
    lines.removeLast();  // ticket 1 not yet shown finished
    lines << dedeGame(2, false, 0);
    const auto dedeAuto =
        condition(QStringLiteral("game_finished"), {{QStringLiteral("auto"), true}});
    QVERIFY(!metBy(dedeAuto, lines));
    lines << dedeGame(1, true, 0).last();  // ticket 1's end lands now
    QVERIFY(metBy(dedeAuto, lines));

    // Once met, it stays met.
    SuccessTracker t(dedeAuto);
    for (const QJsonObject& l : dedeGame(1, true, 0)) {
        t.feed(l);
    }
    QVERIFY(t.met());
    QVERIFY(t.feed(
        line(QStringLiteral("press"), {{QStringLiteral("x"), 1}, {QStringLiteral("y"), 2}})));
    QVERIFY(t.met());
    QVERIFY(!SuccessTracker(dedeAuto).met());
}

void TestProtocol::universeChosen() {
    const QJsonObject cumul{{QStringLiteral("type"), QStringLiteral("universe")},
                            {QStringLiteral("universe"), QStringLiteral("cumul")}};
    const auto wantCumul = condition(QStringLiteral("universe_chosen"),
                                     {{QStringLiteral("universe"), QStringLiteral("cumul")}});
    SuccessTracker t(wantCumul);
    QVERIFY(!t.feed(engineLine(QStringLiteral("happy-des"), 3, typed(QStringLiteral("continue")))));
    QVERIFY(t.feed(engineLine(QStringLiteral("happy-des"), 3, cumul)));  // the choice itself

    const QJsonObject figures{{QStringLiteral("type"), QStringLiteral("universe")},
                              {QStringLiteral("universe"), QStringLiteral("figures")}};
    QVERIFY(!metBy(wantCumul, played(QStringLiteral("happy-des"), 3,
                                     {typed(QStringLiteral("continue")), figures})));
    QVERIFY(metBy(condition(QStringLiteral("universe_chosen")),
                  played(QStringLiteral("happy-des"), 3, {figures})));
    QVERIFY(!metBy(condition(QStringLiteral("universe_chosen")), happyDesStopped(3)));
}

void TestProtocol::replayRulesAndSettings() {
    const QJsonObject replayDede =
        line(QStringLiteral("replay_opened"),
             {{QStringLiteral("game"), QStringLiteral("dede")}, {QStringLiteral("game_id"), 4}},
             QStringLiteral("history"));
    QVERIFY(metBy(condition(QStringLiteral("replay_opened")), {replayDede}));
    QVERIFY(metBy(condition(QStringLiteral("replay_opened"),
                            {{QStringLiteral("game"), QStringLiteral("dede")}}),
                  {replayDede}));
    QVERIFY(!metBy(condition(QStringLiteral("replay_opened"),
                             {{QStringLiteral("game"), QStringLiteral("happy-des")}}),
                   {replayDede}));
    QVERIFY(!metBy(condition(QStringLiteral("rules_shown")), {replayDede}));

    const QJsonObject rules2014 =
        line(QStringLiteral("rules_shown"),
             {{QStringLiteral("game"), QStringLiteral("happy-2014")}}, QStringLiteral("rules"));
    QVERIFY(metBy(condition(QStringLiteral("rules_shown"),
                            {{QStringLiteral("game"), QStringLiteral("happy-2014")}}),
                  {rules2014}));
    QVERIFY(!metBy(condition(QStringLiteral("rules_shown"),
                             {{QStringLiteral("game"), QStringLiteral("dede")}}),
                   {rules2014}));
    QVERIFY(!metBy(condition(QStringLiteral("replay_opened")), {rules2014}));

    const QJsonObject language = line(QStringLiteral("setting_changed"),
                                      {{QStringLiteral("setting"), QStringLiteral("language")},
                                       {QStringLiteral("value"), QStringLiteral("en")}},
                                      QStringLiteral("settings"));
    QVERIFY(metBy(condition(QStringLiteral("setting_changed")), {language}));
    QVERIFY(metBy(condition(QStringLiteral("setting_changed"),
                            {{QStringLiteral("setting"), QStringLiteral("language")}}),
                  {language}));
    QVERIFY(!metBy(condition(QStringLiteral("setting_changed"),
                             {{QStringLiteral("setting"), QStringLiteral("sound")}}),
                   {language}));
    // Only a setting_changed line: a press on the settings screen is none.
    QVERIFY(!metBy(
        condition(QStringLiteral("setting_changed")),
        {line(QStringLiteral("press"), {{QStringLiteral("control"), QStringLiteral("Langue")}},
              QStringLiteral("settings"))}));
}

void TestProtocol::screenShown() {
    const auto history = condition(QStringLiteral("screen_shown"),
                                   {{QStringLiteral("screen"), QStringLiteral("history")}});
    SuccessTracker t(history);
    // The task's own start line does not count, whatever screen it was on.
    QVERIFY(
        !t.feed(line(QStringLiteral("task_start"), {{QStringLiteral("task"), QStringLiteral("t1")}},
                     QStringLiteral("history"))));
    QVERIFY(!t.feed(line(QStringLiteral("press"),
                         {{QStringLiteral("control"), QStringLiteral("Historique")}},
                         QStringLiteral("lobby"))));
    QVERIFY(!t.feed(line(QStringLiteral("release"), {}, QStringLiteral("rules"))));
    QVERIFY(t.feed(line(QStringLiteral("screen_picture"),
                        {{QStringLiteral("file"), QStringLiteral("x.png")}},
                        QStringLiteral("history"))));
    QVERIFY(t.met());
    QVERIFY(metBy(condition(QStringLiteral("screen_shown"),
                            {{QStringLiteral("screen"), QStringLiteral("dede")}}),
                  dedeGame(1, false, 0)));
    QVERIFY(!metBy(condition(QStringLiteral("screen_shown"),
                             {{QStringLiteral("screen"), QStringLiteral("lobby")}}),
                   dedeGame(1, false, 0)));
}

void TestProtocol::seqAndSusWording() {
    QCOMPARE(seqQuestion().en,
             QStringLiteral("Overall, how difficult or easy was the task to complete?"));
    QVERIFY(!seqQuestion().fr.isEmpty());
    QCOMPARE(seqLow().en, QStringLiteral("Very difficult"));
    QCOMPARE(seqHigh().fr, QStringLiteral("Très facile"));
    QCOMPARE(kSeqScale, 7);
    const QList<Text> items = susItems();
    QCOMPARE(items.size(), qsizetype(10));
    QSet<QString> distinct;
    for (const Text& t : items) {
        QVERIFY(!t.fr.isEmpty());
        QVERIFY(!t.en.isEmpty());
        distinct.insert(t.fr);
        distinct.insert(t.en);
    }
    QCOMPARE(distinct.size(), qsizetype(20));
    QCOMPARE(susItem(1).en,
             QStringLiteral("I think that I would like to use this system frequently."));
    QCOMPARE(susItem(10).en,
             QStringLiteral(
                 "I needed to learn a lot of things before I could get going with this system."));
    QVERIFY(susItem(0).fr.isEmpty());
    QVERIFY(susItem(11).en.isEmpty());
    QCOMPARE(susLow().fr, QStringLiteral("Pas du tout d'accord"));
    QCOMPARE(susHigh().fr, QStringLiteral("Tout à fait d'accord"));
    QCOMPARE(susHigh().en, QStringLiteral("Strongly agree"));
}

void TestProtocol::susScores() {
    QCOMPARE(susScore(QList<int>(10, 3)), std::optional<double>(50.0));
    QCOMPARE(susScore({5, 1, 5, 1, 5, 1, 5, 1, 5, 1}), std::optional<double>(100.0));
    QCOMPARE(susScore({1, 5, 1, 5, 1, 5, 1, 5, 1, 5}), std::optional<double>(0.0));
    QCOMPARE(susScore({4, 2, 4, 2, 4, 2, 4, 2, 4, 2}), std::optional<double>(75.0));
    // Worked by hand: odd items (v - 1) = 4 + 3 + 3 + 4 + 3 = 17, even items (5 - v) = 3 + 4 + 3 +
    // 4 + 2 = 16; 2.5 x 33 = 82.5.
    QCOMPARE(susScore({5, 2, 4, 1, 4, 2, 5, 1, 4, 3}), std::optional<double>(82.5));
    // All 5s: odd items give 4 each, even items 0: 2.5 x 20 = 50 (agreeing with everything).
    QCOMPARE(susScore(QList<int>(10, 5)), std::optional<double>(50.0));

    QVERIFY(!susScore({}));
    QVERIFY(!susScore(QList<int>(9, 3)));
    QVERIFY(!susScore(QList<int>(11, 3)));
    QVERIFY(!susScore({3, 3, 3, 3, 0, 3, 3, 3, 3, 3}));
    QVERIFY(!susScore({3, 3, 3, 3, 3, 3, 3, 3, 3, 6}));
}

QTEST_GUILESS_MAIN(TestProtocol)
#include "test_protocol.moc"
