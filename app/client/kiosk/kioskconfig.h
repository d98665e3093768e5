#pragma once
// The kiosk configuration file (INI, read with QSettings): every key is documented in
// docs/kiosk.md and validated at start; a bad value is named in a message and replaced by a
// safe default.

#include <QString>
#include <QStringList>

namespace instants::client {

struct KioskConfig {
    bool enabled = false;        ///< [kiosk] enabled
    QString pin;                 ///< [kiosk] pin, 4 to 8 digits; empty: the operator cannot leave
    int idleSeconds = 60;        ///< [kiosk] idle_seconds, 10 to 3600: idle time before the reset
    int countdownSeconds = 10;   ///< [kiosk] countdown_seconds, 3 to 60: warning before the reset
    int cornerHoldMs = 3000;     ///< [kiosk] corner_hold_ms, 1000 to 10000: operator gesture
    quint64 attractSeed = 2026;  ///< [kiosk] attract_seed: the attract loop's demo games
    int autoRevealSeconds = 8;   ///< [games] auto_reveal_seconds, 2 to 60 (DÉDÉ 4.3)
    qint64 initialBalanceCents = 10000;  ///< [games] initial_balance_cents, 100 to 100 000 000
    QString database;                    ///< [journal] path (empty: the default)
    QString language;                    ///< [player] language, fr or en (empty: the saved setting)
    int mutedSetting = -1;               ///< [player] muted: -1 unset, 0 or 1
    // Player protection (docs/player-protection.md, "On a kiosk"): what each visitor starts
    // with, put back between visitors. 0: none.
    int realityCheckMinutes = 0;   ///< [protection] reality_check_minutes, 0 or 1 to 240
    qint64 stakeLimitCents = 0;    ///< [protection] stake_limit_cents, 0 or 100 to 10 000
    qint64 lossLimitCents = 0;     ///< [protection] loss_limit_cents, 0 or 100 to 10 000 000
    int timeLimitMinutes = 0;      ///< [protection] time_limit_minutes, 0 or 1 to 1440
    bool visitorMayChange = true;  ///< [protection] visitor_may_change: the limits and interval
    // The PIN policy (docs/kiosk.md, "The PIN policy"); fixed, not read from the file.
    int pinFreeFailures = 3;       ///< wrong PINs without any wait
    int pinFirstDelaySeconds = 5;  ///< the wait after the first wrong PIN beyond them; doubles
    int pinLockoutFailures = 10;   ///< from this wrong PIN on, each one locks the keypad
    int pinLockoutSeconds = 900;   ///< for this long (15 minutes)
    /// Where the PIN's failure state survives restarts (docs/kiosk.md, "The PIN policy"): the
    /// journal's folder, kiosk-pin-state.json (set by ClientContext in kiosk mode, not read from
    /// the file). Empty: kept in memory only.
    QString pinStateFile;

    /// One message per bad value: "<file>: [kiosk] idle_seconds = 'abc' is not a whole number
    /// from 10 to 3600; using 60".
    QStringList problems;

    /// Reads and validates `path`. A missing file gives the defaults and a problem.
    static KioskConfig load(const QString& path);
};

}  // namespace instants::client
