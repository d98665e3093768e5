#include "studyprotocol.h"
#include "studylog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QStringList>
#include <cmath>
#include <exception>
#include <utility>

#include "instants/session/scenario.h"

namespace instants::study {

QString Text::in(const QString& language) const {
    return language == QLatin1String("en") && !en.isEmpty() ? en : fr;
}

namespace {

/// A refused protocol: where (a member path) and what.
struct Refusal {
    QString path;
    QString problem;
};

[[noreturn]] void refuse(const QString& path, const QString& problem) {
    throw Refusal{path, problem};
}

QString member(const QString& path, const QString& key) {
    return path.isEmpty() ? key : path + u'.' + key;
}
QString element(const QString& path, qsizetype i) {
    return path + u'[' + QString::number(i) + u']';
}

/// A value as JSON, for messages ("\"maybe\"", 12, [1,2]).
QString jsonText(const QJsonValue& v) {
    const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}

QString quoted(const QString& s) {
    return u'"' + s + u'"';
}

QStringList sortedKeys(const QJsonObject& o) {
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

/// Refuses any member of `o` not in `allowed` (what: "of a task", ...).
void onlyMembers(const QJsonObject& o, const QString& path, const QStringList& allowed,
                 const QString& what) {
    for (const QString& key : sortedKeys(o)) {
        if (!allowed.contains(key)) {
            refuse(member(path, key),
                   QStringLiteral("unknown member %1 (the members %2: %3)")
                       .arg(quoted(key), what, allowed.join(QStringLiteral(", "))));
        }
    }
}

QJsonValue required(const QJsonObject& o, const QString& path, const QString& key) {
    if (!o.contains(key)) {
        refuse(member(path, key), QStringLiteral("required member missing"));
    }
    return o.value(key);
}

QJsonObject objectOf(const QJsonValue& v, const QString& path, const QString& what) {
    if (!v.isObject()) {
        refuse(path, QStringLiteral("must be %1 (a JSON object), not %2").arg(what, jsonText(v)));
    }
    return v.toObject();
}

QJsonArray arrayOf(const QJsonValue& v, const QString& path, const QString& what) {
    if (!v.isArray()) {
        refuse(path, QStringLiteral("must be %1 (a JSON array), not %2").arg(what, jsonText(v)));
    }
    return v.toArray();
}

QString stringOf(const QJsonValue& v, const QString& path) {
    if (!v.isString()) {
        refuse(path, QStringLiteral("must be a string, not %1").arg(jsonText(v)));
    }
    return v.toString();
}

QString nonEmptyStringOf(const QJsonValue& v, const QString& path) {
    const QString s = stringOf(v, path);
    if (s.trimmed().isEmpty()) {
        refuse(path, QStringLiteral("must not be empty"));
    }
    return s;
}

bool boolOf(const QJsonValue& v, const QString& path) {
    if (!v.isBool()) {
        refuse(path, QStringLiteral("must be true or false, not %1").arg(jsonText(v)));
    }
    return v.toBool();
}

int intOf(const QJsonValue& v, const QString& path, int lo, int hi) {
    const double d = v.toDouble();
    if (!v.isDouble() || std::floor(d) != d || d < lo || d > hi) {
        refuse(path, QStringLiteral("must be a whole number from %1 to %2, not %3")
                         .arg(lo)
                         .arg(hi)
                         .arg(jsonText(v)));
    }
    return static_cast<int>(d);
}

/// A string of `allowed`, e.g. `"poker" is not a game (one of: happy-des, dede, happy-2014)`.
QString oneOf(const QJsonValue& v, const QString& path, const QStringList& allowed,
              const QString& what) {
    const QString s = stringOf(v, path);
    if (!allowed.contains(s)) {
        refuse(path, QStringLiteral("%1 is not %2 (one of: %3)")
                         .arg(quoted(s), what, allowed.join(QStringLiteral(", "))));
    }
    return s;
}

/// A text: a string (every language) or {"fr": ..., "en": ...} (fr required); never empty.
Text textOf(const QJsonValue& v, const QString& path) {
    if (v.isString()) {
        return Text{nonEmptyStringOf(v, path), QString()};
    }
    if (!v.isObject()) {
        refuse(path, QStringLiteral(
                         "must be a text: a string or {\"fr\": \"...\", \"en\": \"...\"}, not %1")
                         .arg(jsonText(v)));
    }
    const QJsonObject o = v.toObject();
    onlyMembers(o, path, {QStringLiteral("fr"), QStringLiteral("en")},
                QStringLiteral("of a text are"));
    Text t;
    t.fr = nonEmptyStringOf(required(o, path, QStringLiteral("fr")),
                            member(path, QStringLiteral("fr")));
    if (o.contains(QLatin1String("en"))) {
        t.en = nonEmptyStringOf(o.value(QLatin1String("en")), member(path, QStringLiteral("en")));
    }
    return t;
}

/// Letters, digits, '-' and '_' (docs/usability-lab.md: task ids).
bool isValidId(const QString& id) {
    if (id.isEmpty()) {
        return false;
    }
    for (const QChar c : id) {
        if (!c.isLetter() && !c.isDigit() && c != u'-' && c != u'_') {
            return false;
        }
    }
    return true;
}

QString idOf(const QJsonObject& o, const QString& path) {
    const QString key = QStringLiteral("id");
    const QString id = stringOf(required(o, path, key), member(path, key));
    if (!isValidId(id)) {
        refuse(member(path, key),
               QStringLiteral("%1 is not a valid id (letters, digits, - and _, not empty)")
                   .arg(quoted(id)));
    }
    return id;
}

const QStringList& games() {
    static const QStringList g{QStringLiteral("happy-des"), QStringLiteral("dede"),
                               QStringLiteral("happy-2014")};
    return g;
}

// --- success conditions (docs/usability-lab.md, "Success conditions") ---

const QStringList& successEvents() {
    // Three are the kinds of the log lines that meet them.
    static const QStringList e{QStringLiteral("game_finished"),
                               QStringLiteral("universe_chosen"),
                               kinds::replayOpened,
                               kinds::rulesShown,
                               QStringLiteral("screen_shown"),
                               kinds::settingChanged};
    return e;
}

SuccessCondition successOf(const QJsonValue& v, const QString& path) {
    const QJsonObject o = objectOf(v, path, QStringLiteral("a success condition {\"event\": ...}"));
    SuccessCondition c;
    const QString eventPath = member(path, QStringLiteral("event"));
    c.event = oneOf(required(o, path, QStringLiteral("event")), eventPath, successEvents(),
                    QStringLiteral("a success event"));

    QStringList allowed{QStringLiteral("event")};
    if (c.event == QLatin1String("game_finished")) {
        allowed << QStringLiteral("game") << QStringLiteral("auto") << QStringLiteral("stopped")
                << QStringLiteral("won");
    } else if (c.event == QLatin1String("universe_chosen")) {
        allowed << QStringLiteral("universe");
    } else if (c.event == QLatin1String("replay_opened") ||
               c.event == QLatin1String("rules_shown")) {
        allowed << QStringLiteral("game");
    } else if (c.event == QLatin1String("screen_shown")) {
        allowed << QStringLiteral("screen");
    } else {
        allowed << QStringLiteral("setting");
    }
    onlyMembers(o, path, allowed, QStringLiteral("of a %1 condition are").arg(c.event));

    for (const QString& key : sortedKeys(o)) {
        const QString p = member(path, key);
        const QJsonValue value = o.value(key);
        if (key == QLatin1String("event")) {
            continue;
        }
        if (key == QLatin1String("game")) {
            oneOf(value, p, games(), QStringLiteral("a game"));
        } else if (key == QLatin1String("auto") || key == QLatin1String("stopped") ||
                   key == QLatin1String("won")) {
            boolOf(value, p);
        } else if (key == QLatin1String("universe")) {
            oneOf(
                value, p,
                {QStringLiteral("cumul"), QStringLiteral("figures"), QStringLiteral("identiques")},
                QStringLiteral("a Happy Dés universe"));
        } else if (key == QLatin1String("screen")) {
            oneOf(value, p,
                  {QStringLiteral("lobby"), QStringLiteral("happy-des"), QStringLiteral("dede"),
                   QStringLiteral("happy-2014"), QStringLiteral("history"), QStringLiteral("rules"),
                   QStringLiteral("settings"), QStringLiteral("protection")},
                  QStringLiteral("a screen"));
        } else if (key == QLatin1String("setting")) {
            oneOf(value, p,
                  {QStringLiteral("language"), QStringLiteral("sound"),
                   QStringLiteral("reduced_motion"), QStringLiteral("auto_reveal_seconds"),
                   QStringLiteral("text_size"), QStringLiteral("keys")},
                  QStringLiteral("a setting the participant can change"));
        }
        c.members.insert(key, value);
    }
    if (c.event == QLatin1String("screen_shown")) {
        required(o, path, QStringLiteral("screen"));
    }
    // A condition no game can meet is a mistake in the file: « Auto » is a scratch ticket's,
    // « J'arrête » Happy Dés's.
    const QString game = c.members.value(QLatin1String("game")).toString();
    if (c.members.contains(QLatin1String("auto")) && c.members.contains(QLatin1String("stopped"))) {
        refuse(member(path, QStringLiteral("stopped")),
               QStringLiteral("no game has both: \"auto\" is about scratch tickets, \"stopped\" "
                              "about Happy Dés"));
    }
    if (c.members.contains(QLatin1String("auto")) && game == QLatin1String("happy-des")) {
        refuse(
            member(path, QStringLiteral("auto")),
            QStringLiteral("Happy Dés has no « Auto »: \"auto\" applies to dede and happy-2014"));
    }
    if (c.members.contains(QLatin1String("stopped")) && !game.isEmpty() &&
        game != QLatin1String("happy-des")) {
        refuse(member(path, QStringLiteral("stopped")),
               QStringLiteral("only Happy Dés is ended by « J'arrête », not %1").arg(quoted(game)));
    }
    return c;
}

// --- scenarios ---

/// Runs the engine's validator; its message on a refusal.
std::optional<QString> scenarioProblem(const QByteArray& json) {
    try {
        (void)parseScenario(
            std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return std::nullopt;
}

void readScenario(const QJsonValue& v, const QString& path, const QDir& folder, Task& task) {
    if (v.isString()) {
        task.scenarioFile = nonEmptyStringOf(v, path);
        const QString full = folder.filePath(task.scenarioFile);
        QFile f(full);
        if (!f.open(QIODevice::ReadOnly)) {
            refuse(path, QStringLiteral("the scenario file %1 cannot be read (%2): %3")
                             .arg(task.scenarioFile, QDir::cleanPath(full), f.errorString()));
        }
        const QByteArray bytes = f.readAll();
        const QString withFile = path + QStringLiteral(" (") + task.scenarioFile + u')';
        if (const auto problem = scenarioProblem(bytes)) {
            refuse(withFile, *problem);
        }
        QJsonParseError err{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject()) {
            // The engine's parser accepted what Qt's refuses (e.g. a byte-order mark).
            refuse(withFile,
                   QStringLiteral("not a JSON object Qt can read: %1").arg(err.errorString()));
        }
        task.scenario = doc.object();
    } else if (v.isObject()) {
        if (const auto problem =
                scenarioProblem(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))) {
            refuse(path, *problem);
        }
        task.scenario = v.toObject();
    } else {
        refuse(path, QStringLiteral("must be a scenario file's name or a scenario object, not %1")
                         .arg(jsonText(v)));
    }
}

// --- duplicate keys ---

/// QJsonDocument keeps the last of duplicate keys silently; this scan of a document Qt has
/// already accepted finds the first duplicate and returns its member path.
std::optional<QString> duplicateKey(const QByteArray& json) {
    struct Frame {
        bool object = false;
        bool expectKey = false;
        QSet<QString> keys;
        QString key;
        qsizetype index = 0;
    };
    QList<Frame> stack;
    auto pathOf = [&stack](const QString& last) {
        QString p;
        for (qsizetype d = 0; d + 1 < stack.size(); ++d) {
            const Frame& f = stack.at(d);
            p = f.object ? member(p, f.key) : element(p, f.index);
        }
        return member(p, last);
    };
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json[i];
        if (c == '{' || c == '[') {
            Frame f;
            f.object = c == '{';
            f.expectKey = f.object;
            stack.append(f);
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty()) {
                stack.removeLast();
            }
        } else if (c == ',') {
            if (!stack.isEmpty()) {
                if (stack.last().object) {
                    stack.last().expectKey = true;
                } else {
                    ++stack.last().index;
                }
            }
        } else if (c == '"') {
            const qsizetype start = i + 1;
            bool escaped = false;
            for (++i; i < n; ++i) {
                if (json[i] == '\\') {
                    escaped = true;
                    ++i;
                } else if (json[i] == '"') {
                    break;
                }
            }
            if (stack.isEmpty() || !stack.last().object || !stack.last().expectKey) {
                continue;  // a value
            }
            const QByteArray raw = json.mid(start, i - start);
            const QString key =
                escaped ? QJsonDocument::fromJson("[\"" + raw + "\"]").array().at(0).toString()
                        : QString::fromUtf8(raw);
            Frame& f = stack.last();
            f.expectKey = false;
            if (f.keys.contains(key)) {
                return pathOf(key);
            }
            f.keys.insert(key);
            f.key = key;
        }
    }
    return std::nullopt;
}

Protocol parseRoot(const QJsonObject& root, const QDir& folder) {
    Protocol p;
    onlyMembers(root, QString(),
                {QStringLiteral("schema"), QStringLiteral("name"), QStringLiteral("consent"),
                 QStringLiteral("instructions"), QStringLiteral("tasks"), QStringLiteral("seq"),
                 QStringLiteral("sus"), QStringLiteral("items"), QStringLiteral("conditions"),
                 QStringLiteral("order")},
                QStringLiteral("of a protocol are"));

    const QJsonValue schema = required(root, QString(), QStringLiteral("schema"));
    if (!schema.isDouble()) {
        refuse(QStringLiteral("schema"),
               QStringLiteral("must be the number 1, not %1").arg(jsonText(schema)));
    }
    if (schema.toDouble() != 1.0) {
        refuse(
            QStringLiteral("schema"),
            QStringLiteral("%1 is not a schema this client reads (only 1)").arg(jsonText(schema)));
    }
    p.name =
        nonEmptyStringOf(required(root, QString(), QStringLiteral("name")), QStringLiteral("name"));
    p.consent =
        textOf(required(root, QString(), QStringLiteral("consent")), QStringLiteral("consent"));
    if (root.contains(QLatin1String("instructions"))) {
        p.instructions =
            textOf(root.value(QLatin1String("instructions")), QStringLiteral("instructions"));
    }

    const QJsonArray tasks = arrayOf(required(root, QString(), QStringLiteral("tasks")),
                                     QStringLiteral("tasks"), QStringLiteral("the list of tasks"));
    if (tasks.isEmpty()) {
        refuse(QStringLiteral("tasks"), QStringLiteral("a protocol has at least one task"));
    }
    QHash<QString, qsizetype> taskIds;
    for (qsizetype i = 0; i < tasks.size(); ++i) {
        const QString path = element(QStringLiteral("tasks"), i);
        const QJsonObject o = objectOf(tasks.at(i), path, QStringLiteral("a task"));
        onlyMembers(
            o, path,
            {QStringLiteral("id"), QStringLiteral("instruction"), QStringLiteral("scenario"),
             QStringLiteral("success"), QStringLiteral("time_limit_s")},
            QStringLiteral("of a task are"));
        Task t;
        t.id = idOf(o, path);
        if (taskIds.contains(t.id)) {
            refuse(member(path, QStringLiteral("id")),
                   QStringLiteral("%1 is already the id of tasks[%2]")
                       .arg(quoted(t.id))
                       .arg(taskIds.value(t.id)));
        }
        taskIds.insert(t.id, i);
        t.instruction = textOf(required(o, path, QStringLiteral("instruction")),
                               member(path, QStringLiteral("instruction")));
        if (o.contains(QLatin1String("scenario"))) {
            readScenario(o.value(QLatin1String("scenario")),
                         member(path, QStringLiteral("scenario")), folder, t);
        }
        t.success = successOf(required(o, path, QStringLiteral("success")),
                              member(path, QStringLiteral("success")));
        if (o.contains(QLatin1String("time_limit_s"))) {
            t.timeLimitS = intOf(o.value(QLatin1String("time_limit_s")),
                                 member(path, QStringLiteral("time_limit_s")), 10, 3600);
        }
        p.tasks.append(t);
    }

    if (root.contains(QLatin1String("seq"))) {
        p.seq = boolOf(root.value(QLatin1String("seq")), QStringLiteral("seq"));
    }
    if (root.contains(QLatin1String("sus"))) {
        p.sus = boolOf(root.value(QLatin1String("sus")), QStringLiteral("sus"));
    }

    if (root.contains(QLatin1String("items"))) {
        const QJsonArray items =
            arrayOf(root.value(QLatin1String("items")), QStringLiteral("items"),
                    QStringLiteral("the list of questionnaire items"));
        QHash<QString, qsizetype> itemIds;
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString path = element(QStringLiteral("items"), i);
            const QJsonObject o = objectOf(items.at(i), path, QStringLiteral("an item"));
            Item item;
            const QString type = oneOf(
                required(o, path, QStringLiteral("type")), member(path, QStringLiteral("type")),
                {QStringLiteral("likert"), QStringLiteral("text")}, QStringLiteral("an item type"));
            item.type = type == QLatin1String("likert") ? Item::Type::Likert : Item::Type::FreeText;
            QStringList allowed{QStringLiteral("id"), QStringLiteral("type"),
                                QStringLiteral("when"), QStringLiteral("text")};
            if (item.type == Item::Type::Likert) {
                allowed << QStringLiteral("scale") << QStringLiteral("low")
                        << QStringLiteral("high");
            }
            onlyMembers(o, path, allowed, QStringLiteral("of a %1 item are").arg(type));
            item.id = idOf(o, path);
            if (item.id == QLatin1String("seq") || item.id == QLatin1String("sus")) {
                refuse(member(path, QStringLiteral("id")),
                       QStringLiteral("%1 is the standard questionnaire's name: choose another id")
                           .arg(quoted(item.id)));
            }
            if (itemIds.contains(item.id)) {
                refuse(member(path, QStringLiteral("id")),
                       QStringLiteral("%1 is already the id of items[%2]")
                           .arg(quoted(item.id))
                           .arg(itemIds.value(item.id)));
            }
            itemIds.insert(item.id, i);
            if (o.contains(QLatin1String("when"))) {
                const QString when =
                    oneOf(o.value(QLatin1String("when")), member(path, QStringLiteral("when")),
                          {QStringLiteral("after_task"), QStringLiteral("end")},
                          QStringLiteral("a moment"));
                item.when =
                    when == QLatin1String("after_task") ? Item::When::AfterTask : Item::When::End;
            }
            item.text = textOf(required(o, path, QStringLiteral("text")),
                               member(path, QStringLiteral("text")));
            if (o.contains(QLatin1String("scale"))) {
                item.scale = intOf(o.value(QLatin1String("scale")),
                                   member(path, QStringLiteral("scale")), 3, 11);
            }
            if (o.contains(QLatin1String("low"))) {
                item.low =
                    textOf(o.value(QLatin1String("low")), member(path, QStringLiteral("low")));
            }
            if (o.contains(QLatin1String("high"))) {
                item.high =
                    textOf(o.value(QLatin1String("high")), member(path, QStringLiteral("high")));
            }
            p.items.append(item);
        }
    }

    if (root.contains(QLatin1String("conditions"))) {
        const QJsonArray conditions =
            arrayOf(root.value(QLatin1String("conditions")), QStringLiteral("conditions"),
                    QStringLiteral("the list of conditions"));
        QHash<QString, qsizetype> names;
        for (qsizetype i = 0; i < conditions.size(); ++i) {
            const QString path = element(QStringLiteral("conditions"), i);
            const QJsonObject o = objectOf(conditions.at(i), path, QStringLiteral("a condition"));
            onlyMembers(o, path, {QStringLiteral("name"), QStringLiteral("settings")},
                        QStringLiteral("of a condition are"));
            Condition c;
            const QString namePath = member(path, QStringLiteral("name"));
            c.name = nonEmptyStringOf(required(o, path, QStringLiteral("name")), namePath);
            if (names.contains(c.name)) {
                refuse(namePath, QStringLiteral("%1 is already the name of conditions[%2]")
                                     .arg(quoted(c.name))
                                     .arg(names.value(c.name)));
            }
            names.insert(c.name, i);
            if (o.contains(QLatin1String("settings"))) {
                const QString settingsPath = member(path, QStringLiteral("settings"));
                c.settings = objectOf(o.value(QLatin1String("settings")), settingsPath,
                                      QStringLiteral("the settings"));
                onlyMembers(
                    c.settings, settingsPath,
                    {QStringLiteral("show_facts"), QStringLiteral("auto_reveal_seconds"),
                     QStringLiteral("language"), QStringLiteral("reduced_motion"),
                     QStringLiteral("sound"), QStringLiteral("session_panel"),
                     QStringLiteral("reality_check_minutes"), QStringLiteral("stake_limit_cents"),
                     QStringLiteral("loss_limit_cents"), QStringLiteral("time_limit_minutes")},
                    QStringLiteral("of a condition's settings are"));
                for (const QString& key : sortedKeys(c.settings)) {
                    const QString sp = member(settingsPath, key);
                    const QJsonValue value = c.settings.value(key);
                    if (key == QLatin1String("auto_reveal_seconds")) {
                        // 0: off; else the settings' range (SettingsAdapter).
                        const int v = intOf(value, sp, 0, 200);
                        if (v != 0 && v < 10) {
                            refuse(sp,
                                   QStringLiteral("%1 is not 0 (off) nor from 10 to 200").arg(v));
                        }
                    } else if (const auto limit = protectionLimitOf(key)) {
                        // 0: none; else within the engine's range.
                        const int v = intOf(value, sp, 0, static_cast<int>(limitMaximum(*limit)));
                        if (v != 0 && v < limitMinimum(*limit)) {
                            refuse(sp, QStringLiteral("%1 is not 0 (none) nor from %2 to %3")
                                           .arg(v)
                                           .arg(limitMinimum(*limit))
                                           .arg(limitMaximum(*limit)));
                        }
                    } else if (key == QLatin1String("language")) {
                        oneOf(value, sp, {QStringLiteral("fr"), QStringLiteral("en")},
                              QStringLiteral("a language"));
                    } else {
                        boolOf(value, sp);
                    }
                }
            }
            p.conditions.append(c);
        }
    }
    if (p.conditions.isEmpty()) {
        p.conditions.append(Condition{QStringLiteral("default"), QJsonObject()});
    }

    if (root.contains(QLatin1String("order"))) {
        const QString order = oneOf(root.value(QLatin1String("order")), QStringLiteral("order"),
                                    {QStringLiteral("latin_square"), QStringLiteral("fixed")},
                                    QStringLiteral("an order"));
        p.order =
            order == QLatin1String("fixed") ? Protocol::Order::Fixed : Protocol::Order::LatinSquare;
    }
    return p;
}

qsizetype wrap(int participantNumber, qsizetype count) {
    const qsizetype r = (static_cast<qsizetype>(participantNumber) - 1) % count;
    return r < 0 ? r + count : r;
}

}  // namespace

QList<int> Protocol::taskOrder(int participantNumber) const {
    const int n = static_cast<int>(tasks.size());
    if (order == Order::Fixed || n == 0) {
        QList<int> out;
        for (int i = 0; i < n; ++i) {
            out.append(i);
        }
        return out;
    }
    const QList<QList<int>> square = balancedLatinSquare(n);
    return square.at(wrap(participantNumber, square.size()));
}

const Condition& Protocol::conditionFor(int participantNumber) const {
    return conditions.at(wrap(participantNumber, conditions.size()));
}

std::optional<Protocol> loadProtocol(const QString& path, QString& error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("%1: cannot be read (%2): %3")
                    .arg(QFileInfo(path).fileName(), QFileInfo(path).absoluteFilePath(),
                         f.errorString());
        return std::nullopt;
    }
    return parseProtocol(f.readAll(), path, error);
}

std::optional<Protocol> parseProtocol(const QByteArray& json, const QString& path, QString& error) {
    const QFileInfo info(path);
    const QString fileName = path.isEmpty() ? QStringLiteral("protocol") : info.fileName();
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(err.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column =
            QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size() + 1;
        error = QStringLiteral("%1: not valid JSON at byte %2 (line %3, column %4): %5")
                    .arg(fileName)
                    .arg(err.offset)
                    .arg(line)
                    .arg(column)
                    .arg(err.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        error = QStringLiteral(
                    "%1: a protocol is a JSON object {\"schema\": 1, \"name\": ..., \"tasks\": "
                    "[...]}, not an array")
                    .arg(fileName);
        return std::nullopt;
    }
    if (const auto dup = duplicateKey(json)) {
        error =
            QStringLiteral("%1: %2: member given twice (only one is allowed)").arg(fileName, *dup);
        return std::nullopt;
    }
    try {
        Protocol p = parseRoot(doc.object(), info.absoluteDir());
        p.file = info.absoluteFilePath();
        p.sha256 =
            QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex());
        error.clear();
        return p;
    } catch (const Refusal& r) {
        error = r.path.isEmpty() ? fileName + QStringLiteral(": ") + r.problem
                                 : QStringLiteral("%1: %2: %3").arg(fileName, r.path, r.problem);
    }
    return std::nullopt;
}

QList<QList<int>> balancedLatinSquare(int n) {
    QList<QList<int>> rows;
    if (n < 1) {
        return rows;
    }
    // Williams (1949): the first row alternates from both ends, 0, 1, n-1, 2, n-2, ...
    QList<int> first{0};
    int lo = 1;
    int hi = n - 1;
    for (bool takeLo = true; first.size() < n; takeLo = !takeLo) {
        first.append(takeLo ? lo++ : hi--);
    }
    for (int r = 0; r < n; ++r) {
        QList<int> row;
        for (const int x : first) {
            row.append((x + r) % n);
        }
        rows.append(row);
    }
    if (n % 2 == 1) {
        // For odd n the n rows balance only with their mirrors.
        for (int r = 0; r < n; ++r) {
            QList<int> mirrored(rows.at(r).crbegin(), rows.at(r).crend());
            rows.append(mirrored);
        }
    }
    return rows;
}

int participantNumberOf(const QString& name) {
    qsizetype start = name.size();
    while (start > 0 && name.at(start - 1).isDigit() && name.at(start - 1).unicode() < 128) {
        --start;
    }
    const qsizetype digits = name.size() - start;
    if (digits == 0 || digits > 9) {
        return 0;
    }
    return name.mid(start).toInt();
}

SuccessTracker::SuccessTracker(SuccessCondition condition) : m_condition(std::move(condition)) {}

bool SuccessTracker::feed(const QJsonObject& logLine) {
    if (matches(logLine)) {
        m_met = true;
    }
    return m_met;
}

bool SuccessTracker::matches(const QJsonObject& line) {
    const QString kind = line.value(QLatin1String("kind")).toString();
    const QString& event = m_condition.event;
    const QJsonObject& want = m_condition.members;
    auto filter = [&want](const QString& key, const QJsonValue& actual) {
        return !want.contains(key) || want.value(key) == actual;
    };
    if (kind == kinds::taskStart) {
        return false;
    }
    if (event == QLatin1String("screen_shown")) {
        return line.value(QLatin1String("screen")) == want.value(QLatin1String("screen"));
    }
    if (kind == kinds::engine || kind == kinds::shown) {
        // Every game's state is kept whatever the condition, from either line of an event.
        GameSeen& game = m_games[line.value(QLatin1String("game_id")).toInteger(-1)];
        if (line.contains(QLatin1String("game"))) {
            game.kind = line.value(QLatin1String("game")).toString();
        }
        const QJsonObject e = line.value(QLatin1String("event")).toObject();
        const QString type = e.value(QLatin1String("type")).toString();
        if (type == QLatin1String("auto")) {
            game.autoPlayed = true;
        } else if (type == QLatin1String("stop")) {
            game.stopped = true;
        }
        if (event == QLatin1String("game_finished")) {
            if (kind != kinds::shown || type != QLatin1String("finished")) {
                return false;
            }
            const bool scratch =
                game.kind == QLatin1String("dede") || game.kind == QLatin1String("happy-2014");
            if (want.contains(QLatin1String("auto")) &&
                (!scratch || game.autoPlayed != want.value(QLatin1String("auto")).toBool())) {
                return false;
            }
            if (want.contains(QLatin1String("stopped")) &&
                (game.kind != QLatin1String("happy-des") ||
                 game.stopped != want.value(QLatin1String("stopped")).toBool())) {
                return false;
            }
            const bool won = e.value(QLatin1String("win_cents")).toInteger() > 0;
            return filter(QStringLiteral("game"), QJsonValue(game.kind)) &&
                   filter(QStringLiteral("won"), QJsonValue(won));
        }
        if (event == QLatin1String("universe_chosen")) {
            return kind == kinds::engine && type == QLatin1String("universe") &&
                   filter(QStringLiteral("universe"), e.value(QLatin1String("universe")));
        }
        return false;
    }
    if (kind != event) {
        return false;
    }
    if (event == kinds::replayOpened || event == kinds::rulesShown) {
        return filter(QStringLiteral("game"), line.value(QLatin1String("game")));
    }
    if (event == kinds::settingChanged) {
        return filter(QStringLiteral("setting"), line.value(QLatin1String("setting")));
    }
    return false;
}

std::optional<Limit> protectionLimitOf(const QString& key) {
    if (key == QLatin1String("stake_limit_cents")) {
        return Limit::Stake;
    }
    if (key == QLatin1String("loss_limit_cents")) {
        return Limit::Loss;
    }
    if (key == QLatin1String("time_limit_minutes")) {
        return Limit::Time;
    }
    if (key == QLatin1String("reality_check_minutes")) {
        return Limit::Check;
    }
    return std::nullopt;
}

}  // namespace instants::study
