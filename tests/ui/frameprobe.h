#pragma once
// Watches what the window shows on every frame (QQuickWindow::frameSwapped) and checks
// docs/architecture.md, invariant 9: nothing that carries an outcome changes while the animation
// that reveals it is still on screen.
//
// On each frame it reads, from the items themselves:
//   - whether a reveal is being animated: the animations that reveal an outcome run (a die's
//     tumble, its settling or its timed roll, the stage-1 amount's reel, a scratch cover's
//     lift: the animations named "reveal" in the QML of app/client/). It reads the animations, not
//     the components' own flags, so a component that says it is at rest too early is caught;
//   - the outcome-bearing things: the message line, the score, the figure, the prizes marked
//     won, the Identiques prize and throw, the result panel, the header's balance, the
//     winning scratch zones, the celebration's tier.
// While a reveal is animated those may only go away (the last game's result when the next one
// starts), say that something is being drawn, or (the balance) go down by a stake: a frame on
// which one appears or changes otherwise is a violation. It also checks that the shown score
// counts no die still in motion, and that the header never shows a win whose result is not on
// screen.
//
// The outcome-bearing items are found once per screen and kept (the cache is rebuilt when an
// item is added, removed, shown or hidden anywhere in the window), so a frame reads a few dozen
// properties, not the whole tree.
//
// It also records what it saw (coverage): the reveal animations started on screen by kind,
// the timelines' stages started by name, the celebration tiers shown, the slowed dice seen in
// the air; a test asserts that what it claims to have watched was there.

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>

class QQuickItem;
class QQuickWindow;

namespace instants::uitest {

class UiClient;

class FrameProbe : public QObject {
    Q_OBJECT

public:
    explicit FrameProbe(UiClient& client);
    ~FrameProbe() override;

    int frames() const { return m_frames; }
    /// Frames on which a reveal was being animated, and outcome changes seen (both must be
    /// above zero for the check to mean anything).
    int animatedFrames() const { return m_animatedFrames; }
    int changes() const { return m_changes; }
    const QStringList& violations() const { return m_violations; }

    /// Reveal animations seen starting on screen, by kind: "die" (a die of a universe),
    /// "stage1Die", "reel" (the stage-1 amount), "zone" (a scratch cover lifted).
    int animationsStarted(const QString& kind) const { return m_started.value(kind); }
    /// Frames on which a slowed die (Happy Cumul's last) was in the air.
    int slowDieFrames() const { return m_slowDieFrames; }
    /// Stages of the timelines started, by name ("tumble", "tumbleSlow", "hold", "lift"…).
    int stagesStarted(const QString& name) const { return m_stages.value(name); }
    /// Celebration tiers shown on screen ("small", "big", "top"), each counted once per
    /// celebration.
    int celebrationsShown(const QString& tier) const { return m_tiers.value(tier); }
    /// Times the cache of items was rebuilt (a screen or part of one appeared).
    int rebuilds() const { return m_rebuilds; }
    /// The last frame rendered: whether a reveal was animated on it, and the faces shown by
    /// the dice at rest under the item named `group` (e.g. "identiquesDice"), in the screen's
    /// order.
    bool lastFrameAnimating() const { return m_lastAnimating; }
    QList<int> lastFrameDice(const QString& group) const { return m_lastDice.value(group); }
    /// The coverage in one line, for the test's output.
    QString coverage() const;

private:
    enum class Role { Die, Reel, Zone, Prize, Celebration, Text };
    struct Watched {
        QPointer<QQuickItem> item;
        Role role = Role::Text;
        QString name;
        QString group;                     ///< the objectName of its nearest named ancestor
        QList<QPointer<QObject>> reveals;  ///< the item's animations named "reveal"
    };

    void sample();
    void invalidate() { m_dirty = true; }
    void rebuild();
    void collect(QQuickItem* item, const QString& group);

    UiClient& m_client;
    QPointer<QQuickWindow> m_window;
    QList<Watched> m_watched;
    bool m_dirty = true;
    QHash<QString, QString> m_last;
    bool m_haveLast = false;
    int m_frames = 0;
    int m_animatedFrames = 0;
    int m_changes = 0;
    int m_rebuilds = 0;
    QStringList m_violations;
    QHash<QString, bool>
        m_zoneRevealed;  ///< each zone as last seen (a hidden screen keeps its zones)
    QHash<const QQuickItem*, bool> m_wasAnimating;  ///< kept across rebuilds of the cache
    QHash<QString, int> m_started;
    QHash<QString, int> m_stages;
    QHash<QString, int> m_tiers;
    QHash<QObject*, QPair<QString, int>> m_lastStage;
    QString m_lastTier;
    int m_slowDieFrames = 0;
    bool m_lastAnimating = false;
    QHash<QString, QList<int>> m_lastDice;
};

}  // namespace instants::uitest
