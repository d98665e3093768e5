#pragma once
// Happy Dés, engine side: the state of the current Happy Dés game as the engine has recorded it
// (ahead of the screen while a reveal is under way, so never handed to QML: HappyDesPresenter is
// the game's one QML-facing object), and the player's verbs. The adapter never draws or
// decides: each verb forwards to the session, and every value is read back from the engine.

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <functional>

#include "gameadapter.h"
#include "happydesrows.h"

namespace instants {
class Play;
class Session;
}  // namespace instants

namespace instants::client {

class HappyDesAdapter : public GameAdapter {
    Q_OBJECT

public:
    explicit HappyDesAdapter(SessionHost* host, QObject* parent = nullptr);

    // active(), inProgress(), finished(), gameId(), lastError(), canRetry(), retry():
    // GameAdapter (a Happy Dés game is the session's current one).

    /// "stage1_roll", "stage1_won", "choose_universe", "cumul", "figures", "identiques",
    /// "won", "lost"; empty when not active.
    QString phase() const;
    int stakeCents() const;
    /// The stage-1 amount in play (x2 at 2 EUR); after "Je continue", the multiplier in cents.
    int amountCents() const;
    int stage1Face() const;
    int stage1Throws() const;
    /// "cumul", "figures", "identiques" or empty.
    QString universe() const;
    /// Cumul (7) or Figures (5) dice; 0 for a die not thrown yet.
    QList<int> dice() const;
    int cumulScore() const;
    int cumulRethrows() const;
    /// The figure made once the five dice are thrown ("none" when none), else empty.
    QString figure() const;
    int identiquesThrow() const;
    int identiquesPrizeCents() const;
    QList<int> identiquesFaces() const;
    qint64 winCents() const;
    /// The neutral facts at the current multiplier, one per universe (universeFactsOf).
    QList<UniverseFact> universeFacts() const;
    /// The public events so far (maps as in docs/protocol.md).
    QVariantList events() const;

    /// "Jouer" at 100 or 200 cents: debits the stake; the engine draws the stage-1 amount.
    bool play(int stakeCents);
    /// Throws the stage-1 die.
    bool roll();
    /// "J'arrête".
    bool stop();
    /// "Je continue".
    bool continueToStage2();
    /// "cumul", "figures" or "identiques".
    bool chooseUniverse(const QString& universe);
    /// Cumul / Figures: throws die `index` (0-based).
    bool throwDie(int index);
    /// Identiques: "Lancez vos dés".
    bool throwDice();

private:
    /// A protocol action ("roll", "die:3"...) on the game in progress.
    bool act(const std::string& action);
};

}  // namespace instants::client
