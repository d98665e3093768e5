#pragma once
// Watches what the window shows on every frame (QQuickWindow::frameSwapped) and checks DESIGN
// invariant 9: nothing that carries an outcome changes while the animation that reveals it is
// still on screen.
//
// On each frame it reads, from the items themselves:
//   - whether a reveal is being animated: a die in motion (Die.animating), the stage-1 amount
//     on its reel (AmountReel.drawing), a scratch cover lifting (ScratchZone.lifting);
//   - the outcome-bearing things: the message line, the score, the figure, the prizes marked
//     won, the Identiques prize and throw, the result panel, the header's balance, the
//     winning scratch zones, the celebration's tier.
// While a reveal is animated those may only go away (the last game's result when the next one
// starts), say that something is being drawn, or (the balance) go down by a stake: a frame on
// which one appears or changes otherwise is a violation. It also
// checks that the shown score counts no die still in motion, and that the header never shows
// a win whose result is not on screen.

#include <QHash>
#include <QObject>
#include <QPointer>
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

private:
    void sample();

    UiClient& m_client;
    QPointer<QQuickWindow> m_window;
    QHash<QString, QString> m_last;
    int m_lastZonesShown = 0;
    bool m_haveLast = false;
    int m_frames = 0;
    int m_animatedFrames = 0;
    int m_changes = 0;
    QStringList m_violations;
};

}  // namespace instants::uitest
