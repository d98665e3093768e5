pragma Singleton
import QtQml

// Whether a control that became usable `sinceMs` ago takes an activation, its arming delay
// being `armMs` (InputGuard). In study mode the window's study recorder decides: during a
// session it logs every activation refused as too soon, and in a replay it decides as the log
// says, whatever the replay's own timing (docs/usability-lab.md, "Replay"). Elsewhere, the
// clock decides.
QtObject {
    id: root

    // The window's study recorder (Main.qml sets it; null outside study mode), a StudyRecorder.
    // A singleton of the module cannot import the module (Qt 6.4 reports a cyclic dependency
    // through GameText, which uses this one), so the type is not named here: a `var`.
    property var study: null
    // The clock the arming delays are measured on: null for the wall clock; a test that moves
    // time itself sets an object with now() (milliseconds), the clock of its animations. That
    // object is the test's own (tests/ui, TestClock: a type the module does not know), taken
    // for its now() alone: a `var`.
    property var clock: null

    function now(): double {
        return root.clock ? root.clock.now() : Date.now()
    }

    function decide(sinceMs: double, armMs: int): bool {
        return root.study ? root.study.arming(sinceMs, armMs) : sinceMs >= armMs
    }
}
