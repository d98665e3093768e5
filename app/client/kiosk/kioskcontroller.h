#pragma once
// Kiosk mode for retail outlets: idle detection with a countdown, the reset between visitors
// (the game in progress completed by the rules' automatic path, the demo balance reset, the
// visible history cleared; the journal keeps everything), the attract loop's own demo session,
// exit shortcuts swallowed, and the operator PIN.
//
// The idle clock advances through advance(seconds) (a one-second timer in the application; tests
// call it directly).
//
// The operator PIN is guarded against guessing (docs/kiosk.md, "The PIN policy"): the first
// KioskConfig::pinFreeFailures wrong PINs cost nothing, each later one imposes a wait that
// doubles from pinFirstDelaySeconds, and from the pinLockoutFailures-th wrong PIN on each wrong
// PIN locks the keypad for pinLockoutSeconds. No attempt is taken during a wait, the right PIN
// included; the right PIN clears the count. Every refusal is logged (notice()) with its time.
// The waits are measured on a monotonic clock that tests can replace (setClock()).
//
// The failure state survives a restart (a kill, a power cut, the service manager restarting
// the client): the count, the time of the last wrong PIN and the end of its wait are written
// atomically (a temporary file renamed over the old one, synced) to KioskConfig::pinStateFile
// at each wrong and right PIN, and read back at start, where the wait goes on for what is left
// of it on the system clock. A last failure dated after the system clock's present (the clock
// was set back) starts the whole wait again from the start; a file that cannot be read is
// reported (pinStateReport()), kept as <file>.damaged and taken as a full lockout.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <memory>

#include "gamestack.h"
#include "kioskconfig.h"
#include "walletadapter.h"

class QTimer;

namespace instants::client {

class SessionHost;

class KioskController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(bool enabled READ enabled CONSTANT FINAL)
    Q_PROPERTY(bool pinConfigured READ pinConfigured CONSTANT FINAL)
    Q_PROPERTY(int idleSeconds READ idleSeconds CONSTANT FINAL)
    Q_PROPERTY(int countdownSeconds READ countdownSeconds CONSTANT FINAL)
    Q_PROPERTY(int cornerHoldMs READ cornerHoldMs CONSTANT FINAL)
    Q_PROPERTY(int autoRevealSeconds READ autoRevealSeconds CONSTANT FINAL)
    Q_PROPERTY(QStringList configProblems READ configProblems CONSTANT FINAL)
    Q_PROPERTY(int secondsIdle READ secondsIdle NOTIFY idleChanged FINAL)
    /// The countdown before a visitor's session is reset is showing.
    Q_PROPERTY(bool countdownActive READ countdownActive NOTIFY idleChanged FINAL)
    Q_PROPERTY(int countdownRemaining READ countdownRemaining NOTIFY idleChanged FINAL)
    /// The attract screen is showing (no visitor).
    Q_PROPERTY(bool attractActive READ attractActive NOTIFY attractChanged FINAL)
    /// The attract loop's demo games (a separate seeded session on a temporary journal), as
    /// the attract screen shows them, paced like a visitor's games.
    Q_PROPERTY(instants::client::HappyDesPresenter* attractHappyDesPresenter READ
                   attractHappyDesPresenter CONSTANT FINAL)
    Q_PROPERTY(instants::client::ScratchPresenter* attractDedePresenter READ attractDedePresenter
                   CONSTANT FINAL)
    Q_PROPERTY(instants::client::ScratchPresenter* attractHappy2014Presenter READ
                   attractHappy2014Presenter CONSTANT FINAL)
    /// The attract session's demo balance, as its screens show it (a win once revealed).
    Q_PROPERTY(instants::client::WalletAdapter* attractWallet READ attractWallet CONSTANT FINAL)
    /// The attract loop's place: the games it has shown or left since the start. The game it
    /// shows is attractGamesShown % 3 (Happy Dés, DÉDÉ, Happy 2014); a loop a visitor
    /// interrupted goes on with the next game, the next universe and the next artwork.
    Q_PROPERTY(int attractGamesShown READ attractGamesShown NOTIFY attractPlaceChanged FINAL)
    Q_PROPERTY(int visitorResets READ visitorResets NOTIFY visitorReset FINAL)
    /// The operator console (Qt Widgets) can be opened from the operator menu: the application
    /// runs as a QApplication and a console launcher listens to consoleRequested().
    Q_PROPERTY(bool consoleAvailable READ consoleAvailable NOTIFY consoleAvailableChanged FINAL)
    /// Wrong PINs since the last right one.
    Q_PROPERTY(int pinFailures READ pinFailures NOTIFY pinStateChanged FINAL)
    /// Seconds (rounded up) before the next PIN attempt is taken; 0 when one is taken now.
    Q_PROPERTY(int pinWaitSeconds READ pinWaitSeconds NOTIFY pinStateChanged FINAL)
    /// The wait is a lockout (pinLockoutFailures reached), not one of the growing delays.
    Q_PROPERTY(bool pinLockedOut READ pinLockedOut NOTIFY pinStateChanged FINAL)

public:
    KioskController(const KioskConfig& config, SessionHost* host, QObject* parent = nullptr);
    ~KioskController() override;

    bool enabled() const { return m_config.enabled; }
    bool pinConfigured() const { return !m_config.pin.isEmpty(); }
    int idleSeconds() const { return m_config.idleSeconds; }
    int countdownSeconds() const { return m_config.countdownSeconds; }
    int cornerHoldMs() const { return m_config.cornerHoldMs; }
    int autoRevealSeconds() const { return m_config.autoRevealSeconds; }
    QStringList configProblems() const { return m_config.problems; }
    int secondsIdle() const { return m_secondsIdle; }
    bool countdownActive() const;
    int countdownRemaining() const;
    bool attractActive() const { return m_attract; }
    /// The attract loop's games, engine side (the client's code and the tests).
    const GameStack& attractGames() const { return *m_attractGames; }
    HappyDesPresenter* attractHappyDesPresenter() const {
        return m_attractGames->happyDesPresenter();
    }
    ScratchPresenter* attractDedePresenter() const { return m_attractGames->dedePresenter(); }
    WalletAdapter* attractWallet() const { return m_attractWallet.get(); }
    ScratchPresenter* attractHappy2014Presenter() const {
        return m_attractGames->happy2014Presenter();
    }
    int attractGamesShown() const { return m_attractGamesShown; }
    int visitorResets() const { return m_resets; }
    bool consoleAvailable() const { return m_consoleAvailable; }
    void setConsoleAvailable(bool available);
    int pinFailures() const { return m_pinFailures; }
    int pinWaitSeconds() const;
    bool pinLockedOut() const { return m_pinLockedOut && pinWaitSeconds() > 0; }
    /// Milliseconds before the next PIN attempt is taken.
    qint64 pinWaitMs() const;
    /// Replaces the monotonic clock (milliseconds) the PIN's waits are measured on (tests); a
    /// wait that runs goes on for what is left of it on the new clock.
    void setClock(std::function<qint64()> msecs);
    /// The file the PIN's failure state is kept in (empty: in memory only).
    QString pinStateFile() const { return m_config.pinStateFile; }
    /// What the start found in pinStateFile(), one line each, naming the file: the state
    /// restored, a clock set back, a damaged file. Empty when there was nothing to restore.
    QStringList pinStateReport() const { return m_pinStateReport; }

    /// An interaction: the idle clock restarts (and the countdown disappears).
    Q_INVOKABLE void poke();
    /// The idle clock moves on by `seconds`; at idleSeconds the visitor's session is reset.
    Q_INVOKABLE void advance(int seconds);
    /// Between visitors: complete the game in progress automatically, reset the demo balance,
    /// clear the visible history, show the attract screen.
    Q_INVOKABLE void resetVisitor();
    /// A touch on the attract screen: back to the lobby for a new visitor.
    Q_INVOKABLE void leaveAttract();
    /// The attract screen moves on to its next game. Its demo balance is given back (a
    /// visitor's starting balance) when it could not pay for the dearest of its games.
    Q_INVOKABLE void nextAttractGame();
    /// An attempt at the operator's PIN. Always false when none is configured, and during a
    /// wait (pinWaitSeconds() > 0), where the attempt is not even compared. A wrong PIN counts
    /// as a failure, is logged with its time and may start a delay or the lockout.
    Q_INVOKABLE bool checkPin(const QString& pin);
    /// Quits the application, if `pin` is right.
    Q_INVOKABLE bool quitWithPin(const QString& pin);
    /// The operator menu's "Console" (after the PIN): asks for the operator console. Returns
    /// false when none can be opened (consoleAvailable is false).
    Q_INVOKABLE bool openConsole();

    /// In kiosk mode: input restarts the idle clock, and Alt+F4, Escape and Ctrl+Q are
    /// swallowed (the OS's own shortcuts are blocked by the kiosk's OS configuration).
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Starts the one-second clock and installs the filter on the application (kiosk only).
    void start();

signals:
    /// A visitor's session is about to be reset (before anything of it is completed or put
    /// back): what they left on screen closes now.
    void visitorLeaving();
    void idleChanged();
    void attractChanged();
    void visitorReset();
    void attractPlaceChanged();
    /// A message for the operator log (config problems, resets).
    void notice(const QString& message);
    void consoleAvailableChanged();
    /// The operator asked for the console (openConsole()).
    void consoleRequested();
    /// pinFailures, pinWaitSeconds or pinLockedOut changed (while a wait runs, each second).
    void pinStateChanged();

private:
    /// The operator's protection settings: the limits and the reality check's interval of the
    /// configuration; for a new visitor also no pause and the last visitor's session ended (at
    /// start only the limits: a restart of the kiosk ends no session nor pause).
    void applyOperatorProtection(bool newVisitor);
    /// Finishes the attract session's game a touch left unfinished (the rules' automatic path)
    /// and shows it whole.
    void endAttractGame();
    /// The attract session's balance back to a visitor's starting balance.
    void resetAttractBalance();
    /// Reads pinStateFile() at start (the waits continue, see above).
    void loadPinState();
    /// Writes the failure state to pinStateFile(); the error, if any.
    QString savePinState();
    /// A wait of `waitMs` starts now on both clocks (a wrong PIN, a damaged state file).
    void startPinWait(qint64 waitMs);

    KioskConfig m_config;
    SessionHost* m_host;
    int m_secondsIdle = 0;
    bool m_attract = false;
    int m_resets = 0;
    int m_attractGamesShown = 0;
    bool m_attractInterrupted = false;  ///< a visitor left the last loop in the middle of a game
    bool m_consoleAvailable = false;
    QTimer* m_clock = nullptr;
    std::function<qint64()> m_now;
    int m_pinFailures = 0;
    qint64 m_pinWaitUntil = 0;  ///< on m_now's clock
    bool m_pinLockedOut = false;
    qint64 m_pinLastFailureUtc = 0;  ///< ms since the epoch, system clock; 0: none
    qint64 m_pinWaitUntilUtc = 0;    ///< ms since the epoch, system clock
    QStringList m_pinStateReport;
    QTimer* m_pinTicker = nullptr;  ///< while a wait runs: pinStateChanged() for the countdown
    QTemporaryDir m_attractDir;
    std::unique_ptr<GameStack> m_attractGames;
    std::unique_ptr<WalletAdapter> m_attractWallet;
};

}  // namespace instants::client
