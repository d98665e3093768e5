#pragma once
// The study recorder's eyes on the participant's input (docs/study.md): every press, release,
// drag sample, hover sample and key the window receives, as a log line naming the control
// under it by its accessible name (what a screen reader reads), a press on a disabled control
// (`disabled`) or on nothing that takes a press (`dead`), and the character a key typed. F8
// and F9 are the facilitator's (a marker, a screenshot): told apart, never logged as keys.
//
// It watches from in front of the application's other filters (listenFirst), so that an input
// a feature then takes for itself (a press that skips a celebration, the kiosk's exit
// shortcuts) is logged all the same. It only observes: nothing it sees is consumed, but F8/F9.

#include <QJsonObject>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <functional>

#include "keybindings.h"

class QQuickItem;
class QQuickWindow;

namespace instants::client {

class InputObserver : public QObject {
    Q_OBJECT

public:
    /// Hover samples (`move`) and drag samples: at most one line per this many ms.
    static constexpr int kPointerSampleMs = 50;

    struct Sinks {
        std::function<void(const QJsonObject&)> line;  ///< a line to log (no t_ms yet)
        std::function<qint64()> elapsedMs;             ///< the session's clock
        std::function<void()> marker;                  ///< F8
        std::function<void()> screenshot;              ///< F9
    };
    explicit InputObserver(Sinks sinks, QObject* parent = nullptr);

    /// The window whose input is observed (nullptr: none).
    void setWindow(QQuickWindow* window);
    /// Lines are only made while listening (a session is being recorded).
    void setListening(bool listening);
    /// The player's own keys: a letter that stands for an action's standard key is logged as
    /// that key (KeyBindings sends it), once, not as the letter too.
    void setKeyBindings(const KeyBindings* keys) { m_keys = keys; }
    /// Puts this filter in front of the application's others: the last one installed runs
    /// first, and installing again moves this one to the front.
    void listenFirst();

    /// What a screen reader reads of `item` (its accessibility interface), empty for none.
    static QString accessibleName(QQuickItem* item);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool actionableAt(QPointF windowPos) const;
    QQuickItem* controlAt(QPointF windowPos, QString& name) const;

    Sinks m_sinks;
    QPointer<QQuickWindow> m_window;
    QPointer<const KeyBindings> m_keys;
    bool m_listening = false;
    qint64 m_lastDragMs = -1000;
    qint64 m_lastMoveMs = -1000;
};

}  // namespace instants::client
