#pragma once
// Happy Dés as the screen shows it: the presentation timeline of the game (Timeline) over the
// engine's events, and the player's verbs, refused while a reveal is under way. Every value
// here is read from happydes::View of the events shown so far, never from the engine's latest
// state: the score, the figure, the highlighted prize, the result and the balance change only
// once the die that carries them has landed (docs/architecture.md, invariant 9).
//
// The stages of each event (docs/visual-design.md, "Pacing"):
//   stage1_amount    draw (the amount reel) → shown → for the top amount, its moment
//   stage1_roll, die tumble → land (the face at rest) → shown
//   identiques_throw tumble → the dice land one after the other (the third one slowed when
//                    the first two match) → shown
//   cumul_prize…     shown → a short pause per row (the prizes arrive in turn)
//   identiques_prize shown → its moment
//   cumul_rethrow    hold (the 27 and its message on screen) → shown (the dice cleared)
//   finished         pause → celebrate (by tier) → shown (result, balance)

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <optional>

#include "gamepresenter.h"
#include "happydesrows.h"
#include "instants/happydes/view.h"

namespace instants::client {

class HappyDesAdapter;

class HappyDesPresenter : public instants::client::GamePresenter {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(bool active READ active NOTIFY viewUpdated FINAL)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY viewUpdated FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY viewUpdated FINAL)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY viewUpdated FINAL)
    /// The phase shown (HappyDesPhase.Stage1Roll…; None without a game).
    Q_PROPERTY(instants::client::HappyDesPhase::Value phase READ phaseKind NOTIFY viewUpdated FINAL)
    Q_PROPERTY(int stakeCents READ stakeCents NOTIFY viewUpdated FINAL)
    /// The stage-1 amount shown (0 while it is being drawn); after "Je continue", the
    /// multiplier in cents.
    Q_PROPERTY(int amountCents READ amountCents NOTIFY viewUpdated FINAL)
    /// The amounts of the stage-1 table at this stake, largest first (the reel's faces).
    Q_PROPERTY(QList<int> stage1Amounts READ stage1Amounts NOTIFY viewUpdated FINAL)
    /// The amount shown is the table's top one (4 €, x4; 8 € at 2 €).
    Q_PROPERTY(bool topAmount READ topAmount NOTIFY viewUpdated FINAL)
    /// The stage-1 die: its face (during "land", the face landing) and its throws.
    Q_PROPERTY(int stage1Face READ stage1Face NOTIFY stageUpdated FINAL)
    Q_PROPERTY(int stage1Throws READ stage1Throws NOTIFY viewUpdated FINAL)
    Q_PROPERTY(instants::client::HappyDesUniverse::Value universe READ universeKind NOTIFY
                   viewUpdated FINAL)
    /// Cumul (7) or Figures (5) dice as drawn on the table: the faces shown, and the face of
    /// a die that is landing; 0 for a die not thrown.
    Q_PROPERTY(QList<int> dice READ dice NOTIFY stageUpdated FINAL)
    Q_PROPERTY(int cumulScore READ cumulScore NOTIFY viewUpdated FINAL)
    Q_PROPERTY(int cumulRethrows READ cumulRethrows NOTIFY viewUpdated FINAL)
    /// Happy Cumul's prize table, 42 first (empty in another universe).
    Q_PROPERTY(
        QList<instants::client::PrizeLine> cumulPrizes READ cumulPrizes NOTIFY viewUpdated FINAL)
    /// Happy Figures' prize table, five of a kind first (empty in another universe).
    Q_PROPERTY(QList<instants::client::PrizeLine> figuresPrizes READ figuresPrizes NOTIFY
                   viewUpdated FINAL)
    /// The figure once the fifth die is shown ("none" when none), else empty.
    Q_PROPERTY(QString figure READ figure NOTIFY viewUpdated FINAL)
    Q_PROPERTY(int identiquesThrow READ identiquesThrow NOTIFY viewUpdated FINAL)
    Q_PROPERTY(int identiquesPrizeCents READ identiquesPrizeCents NOTIFY viewUpdated FINAL)
    /// The three dice as drawn (the faces of the last throw shown, and those landing).
    Q_PROPERTY(QList<int> identiquesFaces READ identiquesFaces NOTIFY stageUpdated FINAL)
    /// The fifteen throws of Happy Identiques (empty in another universe).
    Q_PROPERTY(QList<instants::client::IdentiquesCell> identiquesTrack READ identiquesTrack NOTIFY
                   viewUpdated FINAL)
    Q_PROPERTY(qint64 winCents READ winCents NOTIFY viewUpdated FINAL)
    /// The event the message line tells (the last one shown, or the rethrow being held).
    Q_PROPERTY(QVariantMap messageEvent READ messageEvent NOTIFY stageUpdated FINAL)
    /// The neutral facts at the multiplier shown (universeFactsOf).
    Q_PROPERTY(QList<instants::client::UniverseFact> universeFacts READ universeFacts NOTIFY
                   viewUpdated FINAL)
    /// The reveal under way: which dice tumble (Cumul/Figures/Identiques indices; the
    /// stage-1 die apart), each die's tumble path, whether the throw is slowed, whether the
    /// stage-1 amount is on its reel.
    Q_PROPERTY(QList<int> tumblingDice READ tumblingDice NOTIFY stageUpdated FINAL)
    Q_PROPERTY(bool stage1Tumbling READ stage1Tumbling NOTIFY stageUpdated FINAL)
    Q_PROPERTY(QList<int> tumbleSeeds READ tumbleSeeds NOTIFY stageUpdated FINAL)
    Q_PROPERTY(bool slowTumble READ slowTumble NOTIFY stageUpdated FINAL)
    Q_PROPERTY(bool amountDrawing READ amountDrawing NOTIFY stageUpdated FINAL)
    /// The player may act now (no reveal under way, a game to play).
    Q_PROPERTY(bool canAct READ canAct NOTIFY stageUpdated FINAL)

public:
    HappyDesPresenter(SessionHost* host, HappyDesAdapter* adapter, QObject* parent = nullptr);

    bool active() const { return m_view.has_value(); }
    bool inProgress() const { return m_view && !m_view->finished; }
    bool finished() const { return m_view && m_view->finished; }
    /// The phase's protocol name ("stage1_roll"…), for C++ and the tests.
    QString phase() const;
    HappyDesPhase::Value phaseKind() const {
        return m_view ? HappyDesPhase::of(m_view->phase) : HappyDesPhase::None;
    }
    int stakeCents() const { return m_view ? static_cast<int>(m_view->stake) : 0; }
    int amountCents() const { return m_view ? static_cast<int>(m_view->stage1Amount) : 0; }
    QList<int> stage1Amounts() const;
    bool topAmount() const;
    int stage1Face() const;
    int stage1Throws() const { return m_view ? m_view->stage1Throws : 0; }
    /// The universe's protocol name ("cumul"…; empty before one is chosen), for C++ and the
    /// tests.
    QString universe() const;
    HappyDesUniverse::Value universeKind() const {
        return m_view ? HappyDesUniverse::of(m_view->universe) : HappyDesUniverse::None;
    }
    QList<int> dice() const;
    int cumulScore() const { return m_view ? m_view->cumulScore() : 0; }
    int cumulRethrows() const { return m_view ? m_view->cumulRethrows : 0; }
    QList<PrizeLine> cumulPrizes() const;
    QList<PrizeLine> figuresPrizes() const;
    QString figure() const;
    int identiquesThrow() const { return m_view ? m_view->identiquesThrow : 0; }
    int identiquesPrizeCents() const {
        return m_view ? static_cast<int>(m_view->identiquesPrize) : 0;
    }
    QList<int> identiquesFaces() const;
    QList<IdentiquesCell> identiquesTrack() const;
    qint64 winCents() const { return m_view ? m_view->win : 0; }
    QVariantMap messageEvent() const;
    QList<UniverseFact> universeFacts() const;
    QList<int> tumblingDice() const;
    bool stage1Tumbling() const;
    QList<int> tumbleSeeds() const;
    bool slowTumble() const;
    bool amountDrawing() const { return stageKind() == RevealStage::Draw; }
    bool canAct() const;

    /// The tumble path of die `die` thrown by event `index` of game `gameId`: a number the
    /// die's picture cycles from while it is in the air. It depends on nothing drawn.
    static int tumbleSeedFor(qint64 gameId, std::size_t index, int die);

    /// The verbs of HappyDesAdapter, refused (false, nothing done) while a reveal is under way.
    Q_INVOKABLE bool play(int stakeCents);
    Q_INVOKABLE bool roll();
    Q_INVOKABLE bool stop();
    Q_INVOKABLE bool continueToStage2();
    Q_INVOKABLE bool chooseUniverse(instants::client::HappyDesUniverse::Value universe);
    /// The same by the universe's protocol name ("cumul"…), for C++ and the tests.
    bool chooseUniverse(const QString& universe) {
        return chooseUniverse(HappyDesUniverse::fromName(universe));
    }
    Q_INVOKABLE bool throwDie(int index);
    Q_INVOKABLE bool throwDice();

    /// The public events of the game on screen shown so far from index `from` on (of the
    /// events the screen tells in words: the prize tables are not told), in order, and the
    /// index after the last one shown: {events, next}. What a screen reader says of each event
    /// as it is shown (HappyDesScreen.qml), one sentence per event even when several are shown
    /// at once.
    Q_INVOKABLE QVariantMap toldEventsFrom(int from) const;

signals:
    void viewUpdated();
    void stageUpdated();

protected:
    Plan plan(std::size_t index) override;
    void viewChanged() override;
    void stageChanged() override;

private:
    const happydes::Game* game() const;
    /// The dice landing now (index → face) in the current stage.
    std::optional<happydes::Event> revealing() const;
    int landedCount() const;

    HappyDesAdapter* m_adapter;
    std::optional<happydes::View> m_view;
};

}  // namespace instants::client
