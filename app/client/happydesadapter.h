#pragma once
// Happy Dés for QML: the state of the current Happy Dés game, as the engine has recorded it,
// and the player's verbs. The adapter never draws or decides: each verb forwards to the
// session, and every property is read back from the engine afterwards.

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace instants {
class Play;
}

namespace instants::client {

class SessionHost;

class HappyDesAdapter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    /// A Happy Dés game is the session's current one (in progress, or the last one played).
    Q_PROPERTY(bool active READ active NOTIFY changed FINAL)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY changed FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY changed FINAL)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY changed FINAL)
    /// "stage1_roll", "stage1_won", "choose_universe", "cumul", "figures", "identiques",
    /// "won", "lost"; empty when not active.
    Q_PROPERTY(QString phase READ phase NOTIFY changed FINAL)
    Q_PROPERTY(int stakeCents READ stakeCents NOTIFY changed FINAL)
    /// The stage-1 amount in play (x2 at 2 EUR); after "Je continue", the multiplier in cents.
    Q_PROPERTY(int amountCents READ amountCents NOTIFY changed FINAL)
    Q_PROPERTY(int stage1Face READ stage1Face NOTIFY changed FINAL)
    Q_PROPERTY(int stage1Throws READ stage1Throws NOTIFY changed FINAL)
    /// "cumul", "figures", "identiques" or empty.
    Q_PROPERTY(QString universe READ universe NOTIFY changed FINAL)
    /// Cumul (7) or Figures (5) dice; 0 for a die not thrown yet.
    Q_PROPERTY(QList<int> dice READ dice NOTIFY changed FINAL)
    Q_PROPERTY(int cumulScore READ cumulScore NOTIFY changed FINAL)
    Q_PROPERTY(int cumulRethrows READ cumulRethrows NOTIFY changed FINAL)
    /// [{minScore, maxScore, amountCents}] in the regulation's order (42 first).
    Q_PROPERTY(QVariantList cumulPrizes READ cumulPrizes NOTIFY changed FINAL)
    /// [{figure, amountCents}]: five_of_a_kind, four_of_a_kind, straight, three_of_a_kind.
    Q_PROPERTY(QVariantList figuresPrizes READ figuresPrizes NOTIFY changed FINAL)
    /// The figure made once the five dice are thrown ("none" when none), else empty.
    Q_PROPERTY(QString figure READ figure NOTIFY changed FINAL)
    Q_PROPERTY(int identiquesThrow READ identiquesThrow NOTIFY changed FINAL)
    Q_PROPERTY(int identiquesPrizeCents READ identiquesPrizeCents NOTIFY changed FINAL)
    Q_PROPERTY(QList<int> identiquesFaces READ identiquesFaces NOTIFY changed FINAL)
    Q_PROPERTY(qint64 winCents READ winCents NOTIFY changed FINAL)
    Q_PROPERTY(QStringList allowedActions READ allowedActions NOTIFY changed FINAL)
    /// The neutral facts at the current multiplier, one map per universe:
    /// {universe, winProbability, expectedValueCents, topPrizeCents, prizeCents: [distinct
    /// prizes of the universe's tables at this multiplier, largest first]}.
    Q_PROPERTY(QVariantList universeFacts READ universeFacts NOTIFY changed FINAL)
    /// The public events so far (maps as in docs/protocol.md).
    Q_PROPERTY(QVariantList events READ events NOTIFY changed FINAL)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorChanged FINAL)
    /// The last verb was refused because the journal could not be written (disk full...):
    /// retry() runs it again once the cause is gone.
    Q_PROPERTY(bool canRetry READ canRetry NOTIFY errorChanged FINAL)

public:
    explicit HappyDesAdapter(SessionHost* host, QObject* parent = nullptr);

    bool active() const;
    bool inProgress() const;
    bool finished() const;
    qint64 gameId() const;
    QString phase() const;
    int stakeCents() const;
    int amountCents() const;
    int stage1Face() const;
    int stage1Throws() const;
    QString universe() const;
    QList<int> dice() const;
    int cumulScore() const;
    int cumulRethrows() const;
    QVariantList cumulPrizes() const;
    QVariantList figuresPrizes() const;
    QString figure() const;
    int identiquesThrow() const;
    int identiquesPrizeCents() const;
    QList<int> identiquesFaces() const;
    qint64 winCents() const;
    QStringList allowedActions() const;
    QVariantList universeFacts() const;
    QVariantList events() const;
    QString lastError() const { return m_lastError; }
    bool canRetry() const { return !m_retryAction.empty(); }

    /// "Jouer" at 100 or 200 cents: debits the stake; the engine draws the stage-1 amount.
    Q_INVOKABLE bool play(int stakeCents);
    /// Throws the stage-1 die.
    Q_INVOKABLE bool roll();
    /// "J'arrête".
    Q_INVOKABLE bool stop();
    /// "Je continue".
    Q_INVOKABLE bool continueToStage2();
    /// "cumul", "figures" or "identiques".
    Q_INVOKABLE bool chooseUniverse(const QString& universe);
    /// Cumul / Figures: throws die `index` (0-based).
    Q_INVOKABLE bool throwDie(int index);
    /// Identiques: "Lancez vos dés".
    Q_INVOKABLE bool throwDice();
    /// Any allowed action by its protocol name (keyboard shortcuts, tests).
    Q_INVOKABLE bool act(const QString& action);
    /// « Réessayer »: the verb the journal could not record, run again (false when there is
    /// none, or when it is refused again).
    Q_INVOKABLE bool retry();

signals:
    void changed();
    /// A new public event of the current Happy Dés game, in order (for animations, sounds,
    /// and assistive technology announcements).
    void eventAppended(const QVariantMap& event);
    void errorChanged();

private:
    const Play* current() const;
    bool run(const std::string& action);
    SessionHost* m_host;
    QString m_lastError;
    std::string m_retryAction;
};

}  // namespace instants::client
