#pragma once
// What counts as the player's input, decided in one place: one application-wide event filter
// sorts each event a person makes into a kind (a key pressed, a press, a pointer move, a wheel
// turn) and reports it. The features that wait on the player listen to it: the kiosk's idle
// countdown (keys, presses, wheel) and DÉDÉ's inactivity delay (every kind, DÉDÉ 4.3). It only
// observes: no event is consumed or changed (the reveal's skip by input and the study replay's
// input gate handle events themselves, docs/architecture.md "Input").

#include <QObject>

class QEvent;

namespace instants::client {

class UserActivity : public QObject {
    Q_OBJECT
public:
    enum Kind : unsigned {
        Key = 1U << 0,    ///< a key pressed
        Press = 1U << 1,  ///< a mouse button pressed, a touch begun
        Move = 1U << 2,   ///< the mouse moved, a touch moved
        Wheel = 1U << 3,  ///< a wheel or touchpad scroll
    };
    static constexpr unsigned kAnyKind = Key | Press | Move | Wheel;

    /// The application's one instance (made on first use, a child of the application).
    static UserActivity* instance();
    /// The kind of input `type` is, or 0 when it is not the player's input.
    static unsigned kindOf(int type);

    /// Calls `onInput` (in `context`'s thread, for as long as `context` lives) for each input
    /// of one of `kinds`.
    template <typename Slot>
    static void watch(const QObject* context, unsigned kinds, Slot onInput) {
        QObject::connect(instance(), &UserActivity::input, context,
                         [kinds, onInput](unsigned kind) {
                             if ((kind & kinds) != 0) {
                                 onInput();
                             }
                         });
    }

signals:
    /// One input event (one Kind).
    void input(unsigned kind);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit UserActivity(QObject* parent);
};

}  // namespace instants::client
