import QtQuick
import QtQuick.Window
import Instants

// The client's window: a header (title, navigation, demo balance, "DÉMO"), the current screen,
// and the responsible-gaming band. Every C++ object is handed in by the application; nothing here
// decides an outcome.
Window {
    id: root

    required property WalletAdapter wallet
    // Player protection: the session's time and figures, the limits, the pause, the reality check.
    required property ProtectionAdapter protection
    // The screen shown: owned by the C++ Navigator.
    required property Navigator navigator
    // The games as the screens show them: their presentation timelines (docs/architecture.md, invariant 9).
    required property HappyDesPresenter happyDesPresenter
    required property ScratchPresenter dedePresenter
    required property ScratchPresenter happy2014Presenter
    // Every duration's factor (1 in play; tests and measurements set it).
    property real motionScale: 1.0
    required property HistoryModel history
    required property RulesAdapter rules
    required property SettingsAdapter settings
    // Set when the journal cannot be used: the client says why and plays nothing.
    required property string openError
    // With it: the engine's diagnosis (« Détails »), the journal's file and JournalError's code.
    property string openErrorDetail: ""
    property string openErrorPath: ""
    property string openErrorCode: ""
    readonly property bool journalUsable: root.openError.length === 0
    // Kiosk mode (retail outlets) and usability-study mode (null outside study mode).
    required property KioskController kiosk
    required property StudyRecorder study
    // The study protocol's runner (null outside study mode).
    required property StudyRunner studyRunner
    readonly property int studyPhase: root.studyRunner ? root.studyRunner.phase : StudyPhase.None

    readonly property bool kioskMode: root.kiosk.enabled
    readonly property bool studyMode: root.study !== null

    // The screen's name ("lobby", "happy-des"…), kept in step with the navigator both ways, for
    // the headers' and the lobby's signals that carry names.
    property string screen: "lobby"
    Connections {
        target: root.navigator
        function onScreenChanged(): void {
            root.screen = root.navigator.screenName
        }
    }
    // The game whose stake is taken and that is not finished ("" when none): offered with
    // « Reprendre » in the lobby, the header and the other games' screens, never lost from view.
    readonly property string unfinishedGame: root.happyDesPresenter.inProgress ? "happy-des"
                                           : root.dedePresenter.inProgress ? "dede"
                                           : root.happy2014Presenter.inProgress ? "happy-2014" : ""
    readonly property bool portrait: root.height > root.width
    // A screen that draws a game is shown: a game's own, or the history's, which replays one
    // (not the lobby, the other pages or the journal's error). Past 125 % it is laid out taller
    // than the window and scrolls (screenScroller).
    readonly property bool gameDrawn: root.journalUsable
        && (root.navigator.screen === ClientScreen.HappyDes || root.navigator.screen === ClientScreen.Dede
            || root.navigator.screen === ClientScreen.Happy2014 || root.navigator.screen === ClientScreen.History)
    // A text larger than designed needs a window of at least 1024×720 (1080×1920 upright, a
    // portrait kiosk's screen), the smallest sizes the layout check shows it at: in a smaller
    // one the screens have no room for it, and the text stays at 100 % (the settings say so).
    // docs/accessibility.md, "Text size".
    readonly property bool roomForLargerText: root.portrait ? root.width >= 1080 && root.height >= 1920
                                                            : root.width >= 1024 && root.height >= 720

    function show(name: string): void {
        root.navigator.showNamed(name)
    }

    width: 1280
    height: 720
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    color: Theme.cream
    title: qsTr("Instants — jeux de démonstration")

    // Kiosk: the window cannot be closed (the operator leaves through the PIN).
    onClosing: close => close.accepted = !root.kioskMode

    // Kiosk: a visitor's session ends on the attract screen, a new one starts in the lobby.
    Connections {
        target: root.kiosk
        function onVisitorReset(): void {
            root.navigator.show(ClientScreen.Lobby)
        }
    }

    // Presentation settings reach the theme.
    Binding { target: Theme; property: "reducedMotion"; value: root.settings.reducedMotion }
    Binding { target: Theme; property: "showFacts"; value: root.settings.showFacts }
    Binding { target: Theme; property: "textScale"; value: root.roomForLargerText ? root.settings.textSize / 100 : 1 }
    Binding { target: Format; property: "language"; value: root.settings.language }
    Binding { target: Theme; property: "motionScale"; value: root.motionScale }
    Binding { target: InputArming; property: "study"; value: root.study }
    Binding {
        target: Theme
        property: "uiScale"
        value: Math.max(0.7, Math.min(2.2, Math.min(root.width / 1600, root.height / 900)))
                * (root.portrait ? 1.35 : 1.0)
    }

    // An unfinished game in the journal opens where it was (resume after a restart).
    Component.onCompleted: {
        // The window takes the keyboard on its own, with no window manager to give it (a bare
        // kiosk display): keys reach it, and a screen reader follows its focus.
        root.requestActivate()
        if (root.happyDesPresenter.inProgress)
            root.navigator.show(ClientScreen.HappyDes)
        else if (root.dedePresenter.inProgress)
            root.navigator.show(ClientScreen.Dede)
        else if (root.happy2014Presenter.inProgress)
            root.navigator.show(ClientScreen.Happy2014)
    }

    // What a screen reader says (Announcer): notifications, each shown again for a sentence.
    Announcements {}

    // The focus never rests on a hidden or disabled item (a control that went away, a closed
    // panel): it goes back to the screen's own next control, else to the first one in Tab order.
    FocusRecovery {
        id: focusRecovery
        window: root
        scope: page
        screenLoader: body
        navigator: root.navigator
    }
    Component.onDestruction: focusRecovery.unwatchFocus()
    onActiveFocusItemChanged: {
        focusRecovery.watchFocus()
        console.debug(focusTrace, "focus:", root.activeFocusItem, "in", root.activeFocusItem ? root.activeFocusItem.parent : null)
    }
    // Where the focus goes, item by item: off unless asked for (QT_LOGGING_RULES
    // "instants.focus.debug=true"; the real-stack test does, docs/testing.md).
    LoggingCategory {
        id: focusTrace
        name: "instants.focus"
        defaultLogLevel: LoggingCategory.Warning
    }
    onActiveChanged: if (root.active) Qt.callLater(focusRecovery.recoverFocus)
    // A screen opened (from the header, by Escape, by « Reprendre »): the focus goes into it, to
    // its own next control or its first one, not left on the header button pressed.
    onScreenChanged: {
        root.navigator.showNamed(root.screen)
        Qt.callLater(focusRecovery.focusScreen)
    }

    SoundBoard {
        id: soundBoard
        muted: root.settings.muted
        volume: root.settings.volume
    }

    // A focus scope: the screen's own control keeps the focus within it (an Item here would
    // take the focus itself, and leave nothing focused a screen reader could follow).
    FocusScope {
        id: page
        anchors.fill: parent
        focus: true
        // Under a dialog, a study card or the kiosk's layer (countdown, attract screen, operator
        // panel) nothing can be touched. An overlay cannot stop a press by itself: pointer
        // handlers beneath an item that accepts it still get it. Disabled items get nothing
        // (and keep their focus).
        enabled: !resetConfirm.visible && !realityCheck.visible && !studyOverlay.modal && !kioskLayer.blocking

        Keys.onEscapePressed: event => {
            if (root.navigator.screen !== ClientScreen.Lobby && !root.kioskMode) {
                root.navigator.show(ClientScreen.Lobby)
                event.accepted = true
            }
        }

        AppHeader {
            id: header
            // Under the top prize's full-screen sequence nothing of the screen shows: not drawn.
            visible: !celebration.covering
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            screen: root.screen
            portrait: root.portrait
            balanceCents: root.wallet.shownBalanceCents
            canReset: root.wallet.canReset
            // No journal, no balance to show nor pages to open: the error screen only.
            journalUsable: root.journalUsable
            resumeGame: root.unfinishedGame !== root.screen ? root.unfinishedGame : ""
            onNavigate: name => root.show(name)
            onResetRequested: resetConfirm.open()
        }

        // The screen, between the header and the band. A game's screen (and the history's,
        // which draws a game) is laid out for the height it has; with a text larger than 125 %
        // its words need more than a window of 720 px leaves it, and it is laid out taller and
        // scrolls (the wheel, the focus followed, « Plus bas »), never by a drag, which scratches
        // and throws (docs/accessibility.md, "Text size"). The other screens scroll their own
        // content.
        Flickable {
            id: screenScroller
            objectName: "screenScroller"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: header.bottom
            anchors.topMargin: root.studyMode ? studyBanner.height : 0
            anchors.bottom: band.top
            visible: !celebration.covering
            contentWidth: width
            contentHeight: body.height
            interactive: false
            // Clipped only while it scrolls (a clip costs in every frame of a reveal).
            clip: screenScroll.scrolls
            boundsBehavior: Flickable.StopAtBounds
            WheelHandler {
                enabled: screenScroll.scrolls
                onWheel: event => screenScroller.contentY = Math.max(0, Math.min(
                    screenScroller.contentHeight - screenScroller.height,
                    screenScroller.contentY - (event.pixelDelta.y !== 0 ? event.pixelDelta.y : event.angleDelta.y / 120 * Theme.touchTarget)))
            }
            // A new screen starts at its top.
            Connections {
                target: root.navigator
                function onScreenChanged(): void {
                    screenScroller.contentY = 0
                }
            }

            Loader {
                id: body
                objectName: "screenLoader"
                width: screenScroller.width
                // A game drawn past 125 %: the room it would have with the designed text, as
                // many times taller as its words are larger. The header and the band grow with
                // the text too, so that room is counted from the window: the window's height
                // times the text's size, less the header and the band as they are (at 200 % in
                // 1280×720, 1 440 px less 395: the 325 px shown scroll over 1 045).
                height: root.gameDrawn && Theme.textScale > 1.25
                        ? Math.max(screenScroller.height, Math.round(
                              screenScroller.height + (Theme.textScale - 1) * (root.height - screenScroller.anchors.topMargin)))
                        : screenScroller.height
                focus: true
                sourceComponent: root.openError.length > 0 ? errorScreen
                               : root.navigator.screen === ClientScreen.HappyDes ? happyDesScreen
                               : root.navigator.screen === ClientScreen.Dede ? dedeScreen
                               : root.navigator.screen === ClientScreen.Happy2014 ? happy2014Screen
                               : root.navigator.screen === ClientScreen.History ? historyScreen
                               : root.navigator.screen === ClientScreen.Rules ? rulesScreen
                               : root.navigator.screen === ClientScreen.Settings ? settingsScreen
                               : root.navigator.screen === ClientScreen.Protection ? protectionScreen
                               : lobbyScreen
            }
        }
        ScrollCue {
            id: screenScroll
            anchors.fill: screenScroller
            visible: !celebration.covering
            flickable: screenScroller
            followFocus: true
            held: (body.item as ScratchScreen)?.stroking ?? false
        }

        ResponsibleGamingBar {
            id: band
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            protection: root.protection
            sessionShown: root.journalUsable
            onOpenProtection: root.navigator.show(ClientScreen.Protection)
        }
    }

    // --- A win celebrated in proportion (the timelines' "celebrate" stage) --------------------
    Celebration {
        id: celebration
        objectName: "celebration"
        anchors.fill: parent
        // The responsible-gaming band stays in view.
        anchors.bottomMargin: band.height
        z: 40
        timelines: [root.happyDesPresenter, root.dedePresenter, root.happy2014Presenter]
    }

    // --- Usability study: a banner on every screen -----------------------------------------------
    // A strip of its own under the header, the screen below it: it covers neither the
    // navigation and the balance nor anything of the screen.
    StudyBar {
        id: studyBanner
        objectName: "studyBanner"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: header.height
        z: 50
        study: root.study
        runner: root.studyRunner
    }

    // --- Usability study: the protocol between tasks (consent, questionnaires) -----------------
    StudyOverlay {
        id: studyOverlay
        anchors.fill: parent
        z: 52
        runner: root.studyRunner
    }

    // --- The demo balance reset: asked first, then said ------------------------------------------
    ResetDialog {
        id: resetConfirm
        objectName: "resetConfirm"
        anchors.fill: parent
        z: 55
        wallet: root.wallet
        onBalanceReset: message => header.sayBalanceReset(message)
        onFocusReleased: Qt.callLater(focusRecovery.recoverFocus)
    }

    // --- The reality check: once the game under way has ended, at the interval set ------------
    RealityCheck {
        id: realityCheck
        objectName: "realityCheck"
        anchors.fill: parent
        anchors.bottomMargin: band.height
        z: 54
        protection: root.protection
        onStopped: root.navigator.show(ClientScreen.Protection)
        // Never over another modal layer, nor taking its focus: a check due waits for it.
        Binding {
            target: root.protection
            property: "held"
            value: resetConfirm.visible || studyOverlay.modal || kioskLayer.blocking
        }
        onFocusReleased: Qt.callLater(focusRecovery.recoverFocus)
    }

    // --- Kiosk: the countdown, the attract loop, the operator's corner and PIN panel ----------
    KioskLayer {
        id: kioskLayer
        anchors.fill: parent
        z: 60
        kiosk: root.kiosk
        onVisitorArrived: root.navigator.show(ClientScreen.Lobby)
    }

    Component {
        id: errorScreen
        ErrorScreen {
            message: root.openError
            detail: root.openErrorDetail
            path: root.openErrorPath
            code: root.openErrorCode
        }
    }
    Component {
        id: lobbyScreen
        LobbyScreen {
            portrait: root.portrait
            topPrizes: root.rules.topPrizes
            balanceCents: root.wallet.shownBalanceCents
            unfinishedGame: root.unfinishedGame
            onOpen: name => root.show(name)
        }
    }
    Component {
        id: happyDesScreen
        HappyDesScreen {
            game: root.happyDesPresenter
            balanceCents: root.wallet.shownBalanceCents
            initialBalanceCents: root.wallet.initialBalanceCents
            canReset: root.wallet.canReset
            onResetRequested: resetConfirm.open()
            portrait: root.portrait
            sounds: soundBoard
            otherGame: root.unfinishedGame
            onLeave: root.navigator.show(ClientScreen.Lobby)
            onResume: name => root.show(name)
        }
    }
    Component {
        id: dedeScreen
        ScratchScreen {
            ticket: root.dedePresenter
            balanceCents: root.wallet.shownBalanceCents
            initialBalanceCents: root.wallet.initialBalanceCents
            canReset: root.wallet.canReset
            onResetRequested: resetConfirm.open()
            portrait: root.portrait
            sounds: soundBoard
            otherGame: root.unfinishedGame
            onLeave: root.navigator.show(ClientScreen.Lobby)
            onResume: name => root.show(name)
        }
    }
    Component {
        id: happy2014Screen
        ScratchScreen {
            ticket: root.happy2014Presenter
            balanceCents: root.wallet.shownBalanceCents
            initialBalanceCents: root.wallet.initialBalanceCents
            canReset: root.wallet.canReset
            onResetRequested: resetConfirm.open()
            portrait: root.portrait
            sounds: soundBoard
            otherGame: root.unfinishedGame
            onLeave: root.navigator.show(ClientScreen.Lobby)
            onResume: name => root.show(name)
        }
    }
    Component {
        id: historyScreen
        HistoryScreen {
            history: root.history
            portrait: root.portrait
            unfinishedGame: root.unfinishedGame
            onResume: name => root.show(name)
            dede: root.dedePresenter
            happy2014: root.happy2014Presenter
        }
    }
    Component {
        id: rulesScreen
        RulesScreen {
            // Study mode: which game's rules are shown (a task's success may be to find them).
            onGameChanged: if (root.studyMode) root.study.rulesShown(game)
            Component.onCompleted: if (root.studyMode) root.study.rulesShown(game)
            rules: root.rules
            dede: root.dedePresenter
            happy2014: root.happy2014Presenter
            portrait: root.portrait
        }
    }
    Component {
        id: protectionScreen
        ProtectionScreen {
            protection: root.protection
            kioskMode: root.kioskMode
        }
    }
    Component {
        id: settingsScreen
        SettingsScreen {
            settings: root.settings
            kioskMode: root.kioskMode
            kioskAutoRevealSeconds: root.kiosk.autoRevealSeconds
            roomForLargerText: root.roomForLargerText
        }
    }
}
