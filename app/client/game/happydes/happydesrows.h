#pragma once
// The rows of Happy Dés' tables as the screen shows them, typed (QML value types): a line of
// Happy Cumul's or Happy Figures' prize table, and a cell of Happy Identiques' track of fifteen
// throws. HappyDesPresenter gives them as lists (QList<PrizeLine>, QList<IdentiquesCell>), the
// history's replay the track of a game replayed; QML reads them as `list<prizeLine>` and
// `list<identiquesCell>`, each field by its name.

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>

namespace instants::happydes {
struct View;
}

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

/// The fifteen cells of the Identiques track as `view` shows them (empty outside Identiques):
/// the game's screen and the history's replay draw the same track.
QList<IdentiquesCell> identiquesTrackOf(const happydes::View& view);

}  // namespace instants::client
