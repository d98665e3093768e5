#pragma once
// The presentation timeline of one game (docs/architecture.md, invariant 9). The engine commits
// every event first (the journal invariant); the timeline then reveals the game's public events one
// at a time, in order, each through its stages (a die in the air, the die at rest, a pause, a
// celebration…), and applies an event to what the screen shows only once the stages before it
// have ended. Screens bind to the shown state and animate the current stage; the order of a
// reveal is decided here and nowhere else (no timer in QML decides what is shown when).
//
// Durations are the pacing constants below, scaled by the motion scale (1 in play; tests and
// measurements run faster). Reduced motion takes each stage's reduced duration: 0 for every
// reveal (immediate, in the same order), shorter for a celebration. A timeline whose stages
// all last 0 ms drains at once: what the engine recorded is shown before the verb returns.
//
// While a reveal is under way the timeline is busy and the game's verbs refuse the next step
// (a click on "Lancez vos dés" while the dice roll spends nothing).

#include <QtQml/qqmlregistration.h>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantMap>
#include <deque>
#include <functional>

#include "contract.h"
#include "instants/money.h"
#include "instants/session/play.h"

namespace instants::client {

class SessionHost;

/// The pacing of every reveal, in milliseconds at motion scale 1 (docs/visual-design.md,
/// "Pacing"). A QML animation that plays inside a stage is at most as long as its stage.
namespace pacing {
inline constexpr int kTumbleMs = 900;           ///< a die in the air (Theme.rollDuration)
inline constexpr int kSlowTumbleMs = 1700;      ///< the last Cumul die while a prize is reachable
inline constexpr int kLandMs = 320;             ///< a die at rest before its words (settle: 240)
inline constexpr int kStaggerMs = 260;          ///< Identiques: one die lands after the other
inline constexpr int kSuspenseMs = 760;         ///< … the third one when the first two match
inline constexpr int kAmountDrawMs = 1400;      ///< stage 1: the amount in play drawn on a reel
inline constexpr int kTopAmountMs = 1400;       ///< … and the 4 € (x4) moment
inline constexpr int kPrizeRowMs = 80;          ///< a universe's prizes, one row after another
inline constexpr int kIdentiquesPrizeMs = 650;  ///< the prize of the next Identiques throw
inline constexpr int kRethrowHoldMs = 2400;     ///< a 27 stays with its message (2.4.1.3)
inline constexpr int kDealMs = 250;         ///< a new ticket laid down before anything is uncovered
inline constexpr int kLiftMs = 300;         ///< a scratch cover lifted by a tap or the system
inline constexpr int kZoneGapMs = 180;      ///< … then the next zone of an automatic reveal
inline constexpr int kResultPauseMs = 350;  ///< the last reveal at rest before the result
inline constexpr int kCelebrateSmallMs = 1600;
inline constexpr int kCelebrateBigMs = 3600;
inline constexpr int kCelebrateTopMs = 6500;
inline constexpr int kReducedCelebrateSmallMs = 700;
inline constexpr int kReducedCelebrateBigMs = 1200;
inline constexpr int kReducedCelebrateTopMs = 2500;
/// A control that has just appeared ignores presses this long (QML InputGuard,
/// Theme.armDuration: the same figure).
inline constexpr int kArmMs = 450;
}  // namespace pacing

/// How a win is celebrated (docs/visual-design.md, "Celebrations"): by the win as a multiple
/// of the stake. A win not above the stake is not celebrated (a loss disguised as a win).
enum class Tier { None, Small, Big, Top };
inline constexpr Cents kBigWinMultiple = 10;  ///< a big win is at least ten times the stake
Tier celebrationTier(Cents win, Cents stake, Cents topPrize);
QString tierName(Tier tier);  ///< "none", "small", "big", "top"

/// The base of every game's presenter (HappyDesPresenter, ScratchPresenter). Named in QML
/// (uncreatable) so that the presenters' qmltypes have a prototype and QML can declare a
/// `property Timeline timeline` (a die, a scratch zone) and read busy, stage, flush()... on it.
class Timeline : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the base of a game's presenter, provided by the application")
    /// A reveal is under way or waiting: the game's verbs refuse the next step.
    Q_PROPERTY(bool busy READ busy NOTIFY progressed FINAL)
    /// The current stage (RevealStage.Tumble, .Land, .Draw, .Hold, .Lift, .Celebrate…; None when
    /// idle) and its length in milliseconds (what its animation lasts).
    Q_PROPERTY(instants::client::RevealStage::Value stage READ stageKind NOTIFY progressed FINAL)
    Q_PROPERTY(int stageMs READ stageMs NOTIFY progressed FINAL)
    /// A click or key may end the current stage (a celebration).
    Q_PROPERTY(bool skippable READ skippable NOTIFY progressed FINAL)
    /// During a celebration: {tier, topOfGame, winCents, stakeCents, ms}; empty otherwise.
    Q_PROPERTY(QVariantMap celebration READ celebration NOTIFY progressed FINAL)
    /// The number of the game's events shown so far.
    Q_PROPERTY(int shownEvents READ shownEventCount NOTIFY progressed FINAL)

public:
    ~Timeline() override;

    bool busy() const;
    /// The current stage's name ("tumble"…, as the study log writes it; empty when idle).
    QString stage() const { return m_stageActive ? m_stage.name : QString(); }
    RevealStage::Value stageKind() const {
        return m_stageActive ? m_stage.kind : RevealStage::None;
    }
    int stageMs() const { return m_stageActive ? m_stageLength : 0; }
    bool skippable() const { return m_stageActive && m_stage.skippable; }
    QVariantMap celebration() const;
    int shownEventCount() const { return static_cast<int>(m_applied); }
    GameKind kind() const { return m_kind; }
    qint64 gameId() const { return m_gameId; }

    void setMotion(bool reducedMotion, double scale);
    bool reducedMotion() const { return m_reduced; }
    double motionScale() const { return m_scale; }
    /// Screenshot and test tools: time moves only with advance().
    void setManualClock(bool manual);
    void advance(int ms);

    /// Ends the current stage if it may be skipped (a click or key during a celebration).
    Q_INVOKABLE void skip();
    /// A press of a key, a mouse button or a finger anywhere in the application skips a
    /// skippable stage and goes no further (it reaches no control).
    void setSkipByInput(bool enabled);
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Shows everything recorded at once (a game left behind, a kiosk reset).
    Q_INVOKABLE void flush();
    /// Where the screen's progress is kept across runs: `save(gameId, shown)` after every event
    /// shown; at start, `shown` events of game `gameId` were on screen (the rest of that game,
    /// recorded before a kill, is revealed when its screen opens: resumeReveal()).
    void persistTo(std::function<void(qint64, int)> save, qint64 gameId, int shown);
    /// The game's screen goes away in the middle of a reveal (the player left for the lobby, the
    /// history, the settings): the reveal stops where it is, the event being revealed is taken
    /// back to the start of its stages, and nothing more is shown until the screen comes back
    /// (resumeReveal()), where the rest is revealed in full, in order: the die thrown again,
    /// the celebration played again. Until then the game reads as not finished (« Reprendre »)
    /// and the header's balance waits for its win. A kiosk reset or « Voir le résultat » shows
    /// it all at once (flush()). Nothing to do when no reveal is under way.
    Q_INVOKABLE void holdReveal();
    /// A reveal is held (holdReveal()) until the game's screen comes back.
    bool held() const { return m_held; }
    /// A reveal is being shown now: busy, and not held (what waits for the screen to settle).
    bool revealUnderWay() const { return busy() && !m_held; }
    /// Goes on with a reveal left pending (the screen of the game has opened, after a stop of
    /// the program or after holdReveal()).
    Q_INVOKABLE void resumeReveal();
    /// The screen reports an animation of the reveal (a die settling, a cover lifting) that
    /// starts (true) or ends (false): no event is applied to the shown state while one runs,
    /// so nothing the event carries appears before the animation that reveals it has ended.
    Q_INVOKABLE void trackAnimation(bool running);

    /// The win the engine has credited whose reveal has not ended yet (the header's balance
    /// waits for it).
    Cents pendingCreditCents() const;

signals:
    void progressed();
    /// A sound to play now ("die-roll", "reveal", "win-small", "lose"…).
    void cue(const QString& name);
    /// Event `index` of game `gameId` is now on screen (the study log's "shown").
    void shown(qint64 gameId, int index, const QVariantMap& event);

protected:
    struct Stage {
        RevealStage::Value kind = RevealStage::None;
        QString name;       ///< RevealStage::name(kind)
        int ms = 0;         ///< at motion scale 1
        int reducedMs = 0;  ///< with reduced motion
        bool skippable = false;
        /// The stage also lasts until this holds (a cover the player is wiping by hand).
        std::function<bool()> until;
        QString cue;  ///< a sound at the start of the stage
    };
    struct Plan {
        QList<Stage> before;  ///< before the event is applied to the shown state
        QList<Stage> after;   ///< after it (still busy)
        QString cue;          ///< a sound when it is applied
    };

    Timeline(SessionHost* host, GameKind kind, QObject* parent);
    static Stage makeStage(RevealStage::Value kind, int ms, const char* cue = "");

    /// How event `index` of the current game is revealed.
    virtual Plan plan(std::size_t index) = 0;
    /// The shown state changed (events applied, or the game replaced).
    virtual void viewChanged() {}
    /// A stage started or ended (derived reveal state, such as which dice tumble).
    virtual void stageChanged() {}

    /// The engine's current game if it is of this kind, else nullptr.
    const Play* currentPlay() const;
    SessionHost* host() const { return m_host; }
    std::size_t shownEvents() const { return m_applied; }
    /// The event being revealed (the one whose stages run).
    std::size_t revealingEvent() const {
        return m_inBefore || m_applied == 0 ? m_applied : m_applied - 1;
    }
    /// The celebration of the game's end, set by plan() for its "celebrate" stage.
    /// `topOfGame`: the win is the game's own largest prize (the lobby's « Jusqu'à … »), not
    /// only the largest this game could pay (Happy Dés at a smaller amount in play).
    void setCelebration(Tier tier, Cents win, Cents stake, int ms, bool topOfGame);
    Stage celebrateStage(Tier tier) const;
    /// Call when a stage's `until` condition may have come true.
    void wake();

private:
    void sync();
    void run();
    void startStage(const Stage& s);
    /// The stage under way stopped where it is (its timer, its time left): none active.
    void stopStage();
    void endStage();
    int lengthOf(const Stage& s) const;
    void applyNext(const QString& cue);
    void updateView();

    SessionHost* m_host;
    GameKind m_kind;
    qint64 m_gameId = 0;
    std::size_t m_applied = 0;
    // The plan of the event being revealed.
    bool m_planned = false;
    Plan m_plan;
    bool m_inBefore = true;
    int m_stageIndex = -1;
    bool m_stageActive = false;
    Stage m_stage;
    int m_stageLength = 0;
    bool m_running = false;
    bool m_held = false;  // holdReveal(): nothing runs until resumeReveal() or flush()
    bool m_skipByInput = false;
    int m_viewAnimations = 0;
    std::function<void(qint64, int)> m_save;
    bool m_quitting = false;
    bool m_viewDirty = false;
    QVariantMap m_celebration;
    // The clock.
    QTimer m_timer;
    bool m_manual = false;
    int m_manualLeft = 0;
    bool m_reduced = false;
    double m_scale = 1.0;
};

}  // namespace instants::client
