#pragma once
// The player's own keys (Game Accessibility Guidelines, "allow controls to be remapped"): each
// of the four actions the client is played with (activate, next control, previous control,
// back) keeps its standard keys (Enter and Space, Tab, Shift+Tab, Escape: the platform's, which
// screen readers and switch software send) and can be given one more key of the player's
// choice, a letter from A to Z. One application-wide event filter turns a press of that key, on
// one of the client's windows, into the standard key of its action; a text being typed (a
// study's free answer) gets its letters unchanged. Kept with the other settings (INI file);
// docs/accessibility.md, "The player's own keys".

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <array>
#include <functional>

class QKeyEvent;

namespace instants::client {

class KeyBindings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the settings")
    /// The action whose key is being chosen (the next key pressed is taken for it), or -1.
    Q_PROPERTY(int capturing READ capturing NOTIFY capturingChanged FINAL)
    /// Each action's key of the player's, by Action ("J"; empty: none).
    Q_PROPERTY(QStringList keyNames READ keyNames NOTIFY keysChanged FINAL)
    Q_PROPERTY(bool anyKey READ anyKey NOTIFY keysChanged FINAL)

public:
    enum Action { Activate = 0, Next, Previous, Back };
    Q_ENUM(Action)
    static constexpr int kActionCount = 4;

    /// How a key offered for an action was taken.
    enum Outcome {
        Assigned,    ///< the action has it
        Cancelled,   ///< Escape: the choice was given up, the action's key unchanged
        Reserved,    ///< a standard key of the client (Tab, Enter, an arrow, a digit…)
        Taken,       ///< the player's key of another action
        Unsupported  ///< not a letter, or with Ctrl, Alt or Meta held
    };
    Q_ENUM(Outcome)

    /// `stored` gives the key saved for a settings name ("keys/activate"); `store` saves one
    /// (0: none).
    KeyBindings(std::function<int(const QString&)> stored,
                std::function<void(const QString&, int)> store, QObject* parent = nullptr);
    ~KeyBindings() override;
    KeyBindings(const KeyBindings&) = delete;
    KeyBindings& operator=(const KeyBindings&) = delete;

    /// The player's key for `action` (a Qt::Key), or 0.
    Q_INVOKABLE int key(int action) const;
    /// Its name as shown ("J"), or empty.
    Q_INVOKABLE QString keyName(int action) const;
    /// Gives `action` the key `key` (a Qt::Key, with `modifiers`), or says why not.
    Q_INVOKABLE int assign(int action, int key, int modifiers = 0);
    /// `action` keeps its standard keys alone.
    Q_INVOKABLE void clear(int action);
    /// Every action keeps its standard keys alone.
    Q_INVOKABLE void clearAll();
    QStringList keyNames() const;
    /// Whether any action has a key of the player's.
    bool anyKey() const;
    /// The next key pressed on a client window is offered to `action` (Escape gives it up):
    /// captureEnded() tells how it was taken.
    Q_INVOKABLE void capture(int action);
    Q_INVOKABLE void cancelCapture();
    int capturing() const { return m_capturing; }

    /// Off (a kiosk: its visitors have the usual keys alone, none a visitor leaves behind): no
    /// letter is turned into a key and no key is chosen.
    void setEnabled(bool enabled);
    bool enabled() const { return m_enabled; }
    /// The standard key of `action` and its modifiers (what a player's letter stands for).
    static int standardKey(int action);
    static Qt::KeyboardModifiers standardModifiers(int action);
    /// The settings name of `action` ("activate", "next", "previous", "back").
    static QString actionName(int action);
    /// True while the standard key a letter stands for is being sent (the study's log has the
    /// letter's press already, as that key).
    bool sending() const { return m_sending; }

    /// The action whose player's key `event` is, or -1 (also for a key with Ctrl, Alt or Meta,
    /// or while a text is being typed).
    int actionOf(const QKeyEvent& event) const;
    /// The action a player's key was taken by, or -1.
    int actionOfKey(int key) const;

    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void keysChanged();
    void capturingChanged();
    /// The key chosen for `action` was taken as `outcome`; `keyName` names the key pressed,
    /// `otherAction` is the action that has it already (Taken).
    void captureEnded(int action, int outcome, const QString& keyName, int otherAction);

private:
    std::function<void(const QString&, int)> m_store;
    std::array<int, kActionCount> m_keys{};
    int m_capturing = -1;
    // The key whose press ended a choice: its release and its repeats are the choice's too.
    int m_chosenKey = 0;
    bool m_enabled = true;
    bool m_sending = false;

    static bool isLetter(int key);
    static bool isReserved(int key);
};

}  // namespace instants::client
