#pragma once
// The rows of Happy Dés' tables as the screen shows them, typed (QML value types): a line of
// Happy Cumul's or Happy Figures' prize table, a cell of Happy Identiques' track of fifteen
// throws, and the neutral facts of each universe at the moment of the choice. HappyDesPresenter
// gives them as lists (QList<PrizeLine>, QList<IdentiquesCell>, QList<UniverseFact>), the
// history's replay the track of a game replayed; QML reads them as `list<prizeLine>`,
// `list<identiquesCell>` and `list<universeFact>`, each field by its name.

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include "contract.h"

namespace instants::happydes {
class Game;
struct View;
}  // namespace instants::happydes

namespace instants::client {

/// A line of a prize table: Happy Cumul's score range (2.4.1) or Happy Figures' figure
/// (2.4.2), the prize drawn for it, and how it stands.
struct PrizeLine {
    Q_GADGET
    QML_VALUE_TYPE(prizeLine)
    /// Cumul: the range of scores (a single score when both are equal); 0 for Figures.
    Q_PROPERTY(int minScore MEMBER minScore FINAL)
    Q_PROPERTY(int maxScore MEMBER maxScore FINAL)
    /// Figures: the figure's protocol name ("five_of_a_kind"…); empty for Cumul.
    Q_PROPERTY(QString figure MEMBER figure FINAL)
    /// The prize drawn for the line; -1 until it is shown.
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    /// Cumul, while the dice are thrown: the dice left can still reach the range.
    Q_PROPERTY(bool reachable MEMBER reachable FINAL)
    /// The line that paid, once the game's end is shown.
    Q_PROPERTY(bool won MEMBER won FINAL)
    /// … and paid more than the stake: a win (docs/visual-design.md, "The words of money").
    Q_PROPERTY(bool aboveStake MEMBER aboveStake FINAL)

public:
    int minScore = 0;
    int maxScore = 0;
    QString figure;
    qint64 amountCents = -1;
    bool reachable = false;
    bool won = false;
    bool aboveStake = false;

    bool operator==(const PrizeLine&) const = default;
};

/// A throw of Happy Identiques' fifteen (2.4.3): its prize once drawn, its dice once thrown.
struct IdentiquesCell {
    Q_GADGET
    QML_VALUE_TYPE(identiquesCell)
    /// 1 to 15.
    Q_PROPERTY(int number MEMBER number FINAL)
    /// Its prize has been drawn (shown), and the amount.
    Q_PROPERTY(bool drawn MEMBER drawn FINAL)
    Q_PROPERTY(qint64 prizeCents MEMBER prizeCents FINAL)
    /// Its three dice have been thrown (shown), and their faces (empty until then).
    Q_PROPERTY(bool thrown MEMBER thrown FINAL)
    Q_PROPERTY(QList<int> faces MEMBER faces FINAL)
    /// Three of a kind: the throw won its prize; a win only above the stake.
    Q_PROPERTY(bool won MEMBER won FINAL)
    Q_PROPERTY(bool aboveStake MEMBER aboveStake FINAL)
    /// The throw in play (drawn, not thrown, the game not over).
    Q_PROPERTY(bool current MEMBER current FINAL)

public:
    int number = 0;
    bool drawn = false;
    qint64 prizeCents = 0;
    bool thrown = false;
    QList<int> faces;
    bool won = false;
    bool aboveStake = false;
    bool current = false;

    bool operator==(const IdentiquesCell&) const = default;
};

/// A range of Happy Cumul's scores (2.4.1), a single score when both ends are equal.
struct ScoreRange {
    Q_GADGET
    QML_VALUE_TYPE(scoreRange)
    Q_PROPERTY(int min MEMBER min FINAL)
    Q_PROPERTY(int max MEMBER max FINAL)

public:
    int min = 0;
    int max = 0;
    bool operator==(const ScoreRange&) const = default;
};

/// A prize of a universe's tables at the game's multiplier, with what wins it: the score
/// ranges (Cumul), the figures (Figures) or the throws (Identiques) whose table holds it.
struct UniversePrize {
    Q_GADGET
    QML_VALUE_TYPE(universePrize)
    Q_PROPERTY(qint64 amountCents MEMBER amountCents FINAL)
    Q_PROPERTY(QList<instants::client::ScoreRange> scores MEMBER scores FINAL)
    /// The figures' protocol names ("five_of_a_kind"…).
    Q_PROPERTY(QStringList figures MEMBER figures FINAL)
    /// The throws, 1 to 15.
    Q_PROPERTY(QList<int> throws MEMBER throws FINAL)

public:
    qint64 amountCents = 0;
    QList<ScoreRange> scores;
    QStringList figures;
    QList<int> throws;
    bool operator==(const UniversePrize&) const = default;
};

/// The neutral facts of a universe at the game's multiplier (docs/decisions.md, « J'arrête /
/// Je continue »): the chances, the expected value, the top prize, and its prizes.
struct UniverseFact {
    Q_GADGET
    QML_VALUE_TYPE(universeFact)
    /// A HappyDesUniverse value, read as an int: Qt 6.4's QML passes an enumeration read from a
    /// value type to no typed function (GameText.universeTitle(universe: int)).
    Q_PROPERTY(int universe READ universeValue FINAL)
    /// Any prize.
    Q_PROPERTY(double winProbability MEMBER winProbability FINAL)
    /// A prize above the game's stake: the « Chance de gagner » shown.
    Q_PROPERTY(double aboveStakeProbability MEMBER aboveStakeProbability FINAL)
    Q_PROPERTY(double expectedValueCents MEMBER expectedValueCents FINAL)
    Q_PROPERTY(qint64 topPrizeCents MEMBER topPrizeCents FINAL)
    /// Each distinct prize once, largest first.
    Q_PROPERTY(QList<instants::client::UniversePrize> prizes MEMBER prizes FINAL)

public:
    HappyDesUniverse::Value universe = HappyDesUniverse::None;
    double winProbability = 0;
    double aboveStakeProbability = 0;
    double expectedValueCents = 0;
    qint64 topPrizeCents = 0;
    QList<UniversePrize> prizes;
    int universeValue() const { return universe; }
    bool operator==(const UniverseFact&) const = default;
};

/// The three universes' facts at `game`'s stage-1 amount and stake, in the engine's order.
QList<UniverseFact> universeFactsOf(const happydes::Game& game);

/// The fifteen cells of the Identiques track as `view` shows them (empty outside Identiques):
/// the game's screen and the history's replay draw the same track.
QList<IdentiquesCell> identiquesTrackOf(const happydes::View& view);

}  // namespace instants::client
