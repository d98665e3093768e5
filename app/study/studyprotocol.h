#pragma once
// The usability lab's study protocol (docs/usability-lab.md, section 1): a JSON file of tasks,
// questionnaires, conditions and consent that the client runs with a participant. This header
// reads and validates it, counterbalances the task order (balanced Latin square), assigns
// conditions, and evaluates a task's success condition over the session log's lines.
//
// Validation refuses, with a message "<file name>: <member path>: <problem>", anything the
// document does not define: unknown members everywhere, values outside their lists, impossible
// scenarios (checked by the engine's parseScenario), duplicate ids, duplicate JSON keys.

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

#include "instants/session/protection.h"

namespace instants::study {

/// A text shown to the participant: French always, English optionally.
struct Text {
    QString fr;
    QString en;
    /// The text in `language`: `en` when language is "en" and there is an English text,
    /// otherwise `fr`.
    QString in(const QString& language) const;
};

/// `{"event": NAME, ...}`: the event's name and its other members (validated: only the members
/// the event allows, each with a value in its list).
struct SuccessCondition {
    QString event;
    QJsonObject members;
};

struct Task {
    QString id;
    Text instruction;
    /// The scenario object (inline, or read from `scenarioFile`); empty when the task has none.
    /// The engine's parseScenario accepted it when the protocol was loaded.
    QJsonObject scenario;
    /// The scenario's file as written in the protocol (relative to its folder), or empty.
    QString scenarioFile;
    SuccessCondition success;
    std::optional<int> timeLimitS;
};

/// A custom questionnaire item.
struct Item {
    enum class Type { Likert, FreeText };
    enum class When { AfterTask, End };
    QString id;
    Type type = Type::Likert;
    When when = When::End;
    Text text;
    Text low;   ///< Likert: the label of point 1 (may be empty)
    Text high;  ///< Likert: the label of the last point (may be empty)
    int scale = 7;
};

/// A named variant of presentation settings (docs/usability-lab.md, "Conditions"). `settings`
/// holds only real settings with valid values: show_facts (bool), auto_reveal_seconds (0: off, or
/// 10-200), language ("fr", "en"), reduced_motion (bool), sound (bool).
struct Condition {
    QString name;
    /// Presentation settings, and player protection's: `session_panel`, and the limits
    /// (protectionLimitOf) with 0 for none.
    QJsonObject settings;
};

/// The limit a condition's protection setting sets: "stake_limit_cents", "loss_limit_cents",
/// "time_limit_minutes", "reality_check_minutes" (the check's interval); nullopt for another key.
std::optional<Limit> protectionLimitOf(const QString& key);

struct Protocol {
    int schema = 1;
    QString name;
    QString file;    ///< absolute path
    QString sha256;  ///< lowercase hex of the file's bytes
    Text consent;
    Text instructions;  ///< empty when the file has none
    QList<Task> tasks;  ///< never empty
    bool seq = true;
    bool sus = true;
    QList<Item> items;
    /// Never empty: one condition "default" with no settings when the file has none.
    QList<Condition> conditions;
    enum class Order { LatinSquare, Fixed } order = Order::LatinSquare;

    /// Participant k (from 1): the task indices in order: row (k-1) mod R of
    /// balancedLatinSquare(n) for LatinSquare, 0..n-1 for Fixed. k < 1 wraps round the same way
    /// (mathematical modulo).
    QList<int> taskOrder(int participantNumber) const;
    /// Participant k (from 1): conditions[(k-1) mod C] (mathematical modulo). Requires a
    /// condition, as every protocol parseProtocol returns has.
    const Condition& conditionFor(int participantNumber) const;
};

/// Reads the file at `path` and validates it (parseProtocol). On a problem returns nullopt and
/// sets `error` to "<file name>: <member path>: <problem>", e.g.
/// `etude.json: tasks[2].success.event: "finshed" is not a success event (one of: ...)`.
std::optional<Protocol> loadProtocol(const QString& path, QString& error);
/// Validates `json` as the protocol file `path` (its name is in the messages; scenario files are
/// read relative to its folder; Protocol::file is its absolute path).
std::optional<Protocol> parseProtocol(const QByteArray& json, const QString& path, QString& error);

/// Williams balanced Latin square of n treatments: n rows for even n, 2n for odd n (the rows
/// and their mirrors); each row a permutation of 0..n-1. Row r is 0, 1, n-1, 2, n-2, ... each
/// plus r (mod n); row n + r of an odd n is row r reversed. Over all rows each treatment comes
/// equally often in each position and directly follows each other one equally often. Empty for
/// n < 1.
QList<QList<int>> balancedLatinSquare(int n);

/// The participant number at the end of a name ("P07" -> 7), or 0 when it ends with no digit
/// (or with more than nine).
int participantNumberOf(const QString& name);

/// Evaluates a task's success condition over the session log's lines (schema 2:
/// docs/usability-lab.md section 2, docs/study.md), fed in order from the task's start (a
/// `task_start` line fed is ignored: only what happens after the start counts).
///
/// When each event is met:
/// - game_finished: the `shown` line of a game's {"type":"finished"} event (its reveal has
///   landed). `game` filters on the game; `won` on win_cents > 0; `auto` only matches scratch
///   games (dede, happy-2014): true when the game had an {"type":"auto"} event, false when not;
///   `stopped` only matches Happy Dés: true when the game had a {"type":"stop"} event.
/// - universe_chosen: the `engine` line of a Happy Dés {"type":"universe"} event (the choice),
///   filtered on its `universe`.
/// - replay_opened, rules_shown: a line of that kind, filtered on `game`.
/// - setting_changed: a `setting_changed` line, filtered on `setting`.
/// - screen_shown: any line whose `screen` member is the condition's screen.
/// A game begun before the task's start is known only from the lines fed (an « Auto » before
/// the start is not seen).
class SuccessTracker {
public:
    explicit SuccessTracker(SuccessCondition condition);
    /// Feeds the next log line; true once the condition is met (and from then on).
    bool feed(const QJsonObject& logLine);
    bool met() const { return m_met; }

private:
    struct GameSeen {
        QString kind;
        bool autoPlayed = false;
        bool stopped = false;
    };
    bool matches(const QJsonObject& line);

    SuccessCondition m_condition;
    QHash<qint64, GameSeen> m_games;
    bool m_met = false;
};

}  // namespace instants::study
