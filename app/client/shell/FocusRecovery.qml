import QtQuick
import QtQuick.Window
import Instants

// The focus never rests on a hidden or disabled item (a control that went away, a closed
// panel): it goes back to the screen's own next control (its moveFocus()), else to the
// first control of the screen in Tab order. The window calls watchFocus() when its focus item
// changes, unwatchFocus() when it goes away, recoverFocus() and focusScreen() (later).
QtObject {
    id: recovery

    required property Window window
    // The window's focus scope, and the Loader of its screen.
    required property FocusScope scope
    required property Loader screenLoader
    // The screen shown (the Loader's item until it changes it).
    required property Navigator navigator

    function focusLost(): bool {
        const item = recovery.window.activeFocusItem
        return item === null || !item.visible || !item.enabled || item === recovery.window.contentItem
            || item === recovery.scope || item === recovery.screenLoader
    }
    // (Watched by hand: a Connections item has an `enabled` of its own.)
    property Item watchedFocus: null
    function focusChangedState(): void {
        if (recovery)  // (not while the window goes away)
            Qt.callLater(recovery.recoverFocus)
    }
    function unwatchFocus(): void {
        if (recovery.watchedFocus) {
            recovery.watchedFocus.visibleChanged.disconnect(recovery.focusChangedState)
            recovery.watchedFocus.enabledChanged.disconnect(recovery.focusChangedState)
        }
        recovery.watchedFocus = null
    }
    function watchFocus(): void {
        recovery.unwatchFocus()
        // In the middle of a reveal, a focus that fell out of the game's controls (a die that
        // landed, a button that went away) goes to the game's keeper at once, before a key
        // pressed can reach anything else. (Never to the keeper of a screen that is leaving:
        // revealKeeper().)
        const keeper = recovery.revealKeeper()
        if (keeper && recovery.focusLost() && recovery.window.active) {
            keeper.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        recovery.watchCurrentFocus()
    }
    // Watches the focused item (hidden or disabled later: recovered), and recovers now if need be.
    function watchCurrentFocus(): void {
        recovery.unwatchFocus()
        recovery.watchedFocus = recovery.window.activeFocusItem
        if (recovery.watchedFocus) {
            recovery.watchedFocus.visibleChanged.connect(recovery.focusChangedState)
            recovery.watchedFocus.enabledChanged.connect(recovery.focusChangedState)
        }
        Qt.callLater(recovery.recoverFocus)
    }
    // The screen's own next control, on the screens that have one (a game, the history).
    function moveScreenFocus(): void {
        const happyDes = recovery.screenLoader.item as HappyDesScreen
        const scratch = recovery.screenLoader.item as ScratchScreen
        const history = recovery.screenLoader.item as HistoryScreen
        if (happyDes)
            happyDes.moveFocus()
        else if (scratch)
            scratch.moveFocus()
        else if (history)
            history.moveFocus()
    }
    // A game screen in the middle of a reveal: where the focus waits until the game's next
    // control is there (null on other screens and when no reveal runs). Null as well for the
    // screen the Loader still holds while it takes it out for the navigator's next one: its
    // focused item leaving the window changes the window's focus from inside Qt's own focus
    // change, and an item of it given the focus then would stay the window's focus item after
    // it is deleted (a crash at the next read of Window.activeFocusItem).
    function revealKeeper(): Item {
        if (!recovery.screenLoader || !recovery.navigator)  // (the window going away)
            return null
        const shown = recovery.navigator.screen
        const happyDes = recovery.screenLoader.item as HappyDesScreen
        const scratch = recovery.screenLoader.item as ScratchScreen
        if (happyDes && happyDes.revealing && shown === ClientScreen.HappyDes)
            return happyDes.focusKeeper
        if (scratch && scratch.revealing
                && shown === (scratch.dede ? ClientScreen.Dede : ClientScreen.Happy2014))
            return scratch.focusKeeper
        return null
    }
    function recoverFocus(): void {
        if (!recovery.focusLost() || !recovery.window.active)
            return
        const screenItem = recovery.screenLoader.item as Item
        recovery.moveScreenFocus()
        if (!recovery.focusLost())
            return
        // During a reveal the focus stays in the game, not on the first control in Tab order
        // (the header's « Accueil »: a second Enter would leave the game in the middle).
        const keeper = recovery.revealKeeper()
        if (keeper) {
            keeper.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        // The first visible, enabled Tab stop of the screen, else of the window.
        let candidate = screenItem ? screenItem.nextItemInFocusChain(true) : null
        for (let i = 0; candidate && i < 200; ++i) {
            if (candidate.visible && candidate.enabled && candidate.activeFocusOnTab) {
                candidate.forceActiveFocus(Qt.OtherFocusReason)
                return
            }
            candidate = candidate.nextItemInFocusChain(true)
        }
    }
    // A screen opened: the focus goes into it, to its own next control or its first one.
    function focusScreen(): void {
        if (!recovery)
            return
        recovery.screenLoader.forceActiveFocus(Qt.OtherFocusReason)
        recovery.moveScreenFocus()
        recovery.recoverFocus()
    }
}
