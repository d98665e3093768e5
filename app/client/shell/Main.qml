import QtQuick
import QtQuick.Window
import Instants

// The client's window: a header (title, navigation, demo balance, "DÉMO"), the current screen,
// and the responsible-gaming band. Every C++ object is handed in by the application; nothing here
// decides an outcome.
Window {
    id: root

    required property WalletAdapter wallet
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
    // One pixel each, nearly transparent, in the window's corner: Qt reports an item of no size,
    // or of opacity 0, as invisible, and a screen reader then ignores it. No accessible
    // children: the screen reader would read them out after the sentence. Several, taken in
    // turn: a screen reader that is behind drops an event of an object when a newer event of
    // the same object is queued (Orca 43 does), and would lose a sentence.
    Repeater {
        model: Announcer.slots
        Item {
            id: announcement
            required property int index
            objectName: "announcement-" + index
            x: 0
            y: 0
            width: 1
            height: 1
            opacity: 0.01
            visible: false
            z: -1
            Accessible.role: Accessible.Notification
            Accessible.name: ""
            Connections {
                target: Announcer
                function onSpoken(text: string, slot: int): void {
                    if (slot !== announcement.index)
                        return
                    announcement.visible = false
                    announcement.Accessible.name = text
                    announcement.visible = true
                }
            }
        }
    }

    // The focus never rests on a hidden or disabled item (a control that went away, a closed
    // panel): it goes back to the screen's own next control (its moveFocus()), else to the
    // first control of the screen in Tab order.
    function focusLost(): bool {
        const item = root.activeFocusItem
        return item === null || !item.visible || !item.enabled || item === root.contentItem || item === page
            || item === body
    }
    // (Watched by hand: a Connections item has an `enabled` of its own.)
    property Item watchedFocus: null
    function focusChangedState(): void {
        if (root)  // (not while the window goes away)
            Qt.callLater(root.recoverFocus)
    }
    function unwatchFocus(): void {
        if (root.watchedFocus) {
            root.watchedFocus.visibleChanged.disconnect(root.focusChangedState)
            root.watchedFocus.enabledChanged.disconnect(root.focusChangedState)
        }
        root.watchedFocus = null
    }
    Component.onDestruction: root.unwatchFocus()
    onActiveFocusItemChanged: {
        root.unwatchFocus()
        root.watchedFocus = root.activeFocusItem
        if (root.watchedFocus) {
            root.watchedFocus.visibleChanged.connect(root.focusChangedState)
            root.watchedFocus.enabledChanged.connect(root.focusChangedState)
        }
        Qt.callLater(root.recoverFocus)
    }
    // The screen's own next control, on the screens that have one (a game, the history).
    function moveScreenFocus(): void {
        const happyDes = body.item as HappyDesScreen
        const scratch = body.item as ScratchScreen
        const history = body.item as HistoryScreen
        if (happyDes)
            happyDes.moveFocus()
        else if (scratch)
            scratch.moveFocus()
        else if (history)
            history.moveFocus()
    }
    function recoverFocus(): void {
        if (!root.focusLost() || !root.active)
            return
        const screenItem = body.item as Item
        root.moveScreenFocus()
        if (!root.focusLost())
            return
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
    onActiveChanged: if (root.active) Qt.callLater(root.recoverFocus)
    // A screen opened (from the header, by Escape, by « Reprendre »): the focus goes into it, to
    // its own next control or its first one, not left on the header button pressed.
    onScreenChanged: {
        root.navigator.showNamed(root.screen)
        Qt.callLater(root.focusScreen)
    }
    function focusScreen(): void {
        if (!root)
            return
        body.forceActiveFocus(Qt.OtherFocusReason)
        root.moveScreenFocus()
        root.recoverFocus()
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
        // Kiosk: under the countdown, the attract screen and the operator panel nothing can be
        // touched. An overlay cannot stop a press by itself: pointer handlers beneath an item
        // that accepts it still get it. Disabled items get nothing (and keep their focus).
        enabled: !resetConfirm.visible && !studyOverlay.modal
                 && (!root.kioskMode || !(root.kiosk.countdownActive || root.kiosk.attractActive || operatorPanel.visible))

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

        Loader {
            id: body
            objectName: "screenLoader"
            visible: !celebration.covering
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: header.bottom
            anchors.topMargin: root.studyMode ? studyBanner.height : 0
            anchors.bottom: band.top
            focus: true
            sourceComponent: root.openError.length > 0 ? errorScreen
                           : root.navigator.screen === ClientScreen.HappyDes ? happyDesScreen
                           : root.navigator.screen === ClientScreen.Dede ? dedeScreen
                           : root.navigator.screen === ClientScreen.Happy2014 ? happy2014Screen
                           : root.navigator.screen === ClientScreen.History ? historyScreen
                           : root.navigator.screen === ClientScreen.Rules ? rulesScreen
                           : root.navigator.screen === ClientScreen.Settings ? settingsScreen
                           : lobbyScreen
        }

        ResponsibleGamingBar {
            id: band
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
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
    Rectangle {
        id: studyBanner
        objectName: "studyBanner"
        visible: root.studyMode
        // A strip of its own under the header, the screen below it: it covers neither the
        // navigation and the balance nor anything of the screen.
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: header.height
        z: 50
        height: (root.studyPhase === StudyPhase.Task ? taskBar.implicitHeight : studyText.implicitHeight) + Theme.space1 * 2
        color: "#006650"  // the text 7.0:1 on it
        Accessible.role: Accessible.StaticText
        Accessible.name: studyText.text
        Text {
            id: studyText
            anchors.centerIn: parent
            visible: root.studyPhase !== StudyPhase.Task
            text: root.studyMode && root.study.active
                  ? qsTr("ÉTUDE · %1 · F8 repère · F9 capture").arg(root.study.participant)
                  : qsTr("ÉTUDE")
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            font.bold: true
            font.letterSpacing: 2
        }
        // A task running: its instruction stays in view, with the time and the participant's
        // « J'ai terminé » / « J'abandonne » (docs/usability-lab.md).
        Item {
            id: taskBar
            objectName: "studyTaskBar"
            visible: root.studyPhase === StudyPhase.Task
            anchors.fill: parent
            anchors.leftMargin: Theme.space4
            anchors.rightMargin: Theme.space4
            implicitHeight: Math.max(taskText.implicitHeight, taskButtons.implicitHeight) + Theme.space1 * 2
            readonly property int elapsedS: root.studyRunner ? Math.floor(root.studyRunner.taskElapsedMs / 1000) : 0
            readonly property int limitS: root.studyRunner ? root.studyRunner.timeLimitS : 0
            function clock(s: int): string {
                return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0")
            }
            Text {
                id: taskText
                objectName: "studyTaskText"
                anchors.left: parent.left
                anchors.right: taskClock.left
                anchors.rightMargin: Theme.space4
                anchors.verticalCenter: parent.verticalCenter
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
                text: root.studyRunner
                      ? qsTr("Tâche %1 sur %2 : %3").arg(root.studyRunner.taskNumber).arg(root.studyRunner.taskCount)
                            .arg(root.studyRunner.taskInstruction)
                      : ""
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                id: taskClock
                objectName: "studyTaskClock"
                anchors.right: taskButtons.left
                anchors.rightMargin: Theme.space4
                anchors.verticalCenter: parent.verticalCenter
                text: taskBar.limitS > 0 ? qsTr("%1 restantes").arg(taskBar.clock(Math.max(0, taskBar.limitS - taskBar.elapsedS)))
                                         : taskBar.clock(taskBar.elapsedS)
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                Accessible.ignored: true
            }
            Row {
                id: taskButtons
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.space2
                ActionButton {
                    objectName: "studyGiveUp"
                    text: qsTr("J'abandonne")
                    compact: true
                    kind: ActionButton.Secondary
                    onClicked: root.studyRunner.giveUp()
                }
                ActionButton {
                    objectName: "studyDone"
                    text: qsTr("J'ai terminé")
                    compact: true
                    onClicked: root.studyRunner.finishTask()
                }
            }
        }
    }

    // --- Usability study: the protocol between tasks (consent, questionnaires) -----------------
    StudyOverlay {
        id: studyOverlay
        anchors.fill: parent
        z: 52
        runner: root.studyRunner
    }

    // --- The demo balance reset: asked first, then said ------------------------------------------
    Rectangle {
        id: resetConfirm
        objectName: "resetConfirm"
        anchors.fill: parent
        z: 55
        visible: false
        color: "#B3000000"
        property Item returnFocus: null
        readonly property string initialText: Format.money(root.wallet.initialBalanceCents)

        function open(): void {
            resetConfirm.returnFocus = root.activeFocusItem
            resetConfirm.visible = true
            confirmReset.forceActiveFocus(Qt.OtherFocusReason)
            Announcer.say(question.text)
        }
        function close(): void {
            resetConfirm.visible = false
            const back = resetConfirm.returnFocus
            resetConfirm.returnFocus = null
            if (back && back.visible && back.enabled)
                back.forceActiveFocus(Qt.OtherFocusReason)
            else
                Qt.callLater(root.recoverFocus)
        }
        Keys.onEscapePressed: resetConfirm.close()
        TapHandler { onTapped: resetConfirm.close() }

        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.space6 * 2, confirmColumn.implicitWidth + Theme.space6 * 2)
            height: confirmColumn.implicitHeight + Theme.space6 * 2
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: Theme.champagne
            border.width: Theme.borderWidth
            Accessible.role: Accessible.Dialog
            Accessible.name: question.text
            TapHandler {}  // a press on the panel does not close it
            Column {
                id: confirmColumn
                anchors.centerIn: parent
                width: Math.min(implicitWidth, parent.width - Theme.space6 * 2)
                spacing: Theme.space5
                Text {
                    id: question
                    objectName: "resetQuestion"
                    width: Math.min(implicitWidth, Math.round(560 * Theme.uiScale))
                    wrapMode: Text.Wrap
                    text: qsTr("Remettre le solde démo à %1 ? L'historique des parties est gardé.").arg(resetConfirm.initialText)
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Theme.space4
                    ActionButton {
                        id: confirmReset
                        objectName: "confirmReset"
                        text: qsTr("Remettre à %1").arg(resetConfirm.initialText)
                        onClicked: {
                            root.wallet.resetBalance()
                            resetConfirm.close()
                            resetDone.show(qsTr("Solde démo remis à %1.").arg(Format.money(root.wallet.shownBalanceCents)))
                        }
                    }
                    ActionButton {
                        objectName: "cancelReset"
                        text: qsTr("Annuler")
                        kind: ActionButton.Secondary
                        onClicked: resetConfirm.close()
                    }
                }
            }
        }
    }
    // What the reset did, for a few seconds under the header (and to a screen reader).
    Rectangle {
        id: resetDone
        objectName: "resetDone"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: header.height + Theme.space3
        z: 56
        visible: false
        width: doneText.implicitWidth + Theme.space5 * 2
        height: doneText.implicitHeight + Theme.space3 * 2
        radius: Theme.radiusLarge
        color: Theme.ink
        function show(text: string): void {
            doneText.text = text
            resetDone.visible = true
            doneTimer.restart()
            Announcer.say(text)
        }
        Text {
            id: doneText
            objectName: "resetDoneText"
            anchors.centerIn: parent
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Timer {
            id: doneTimer
            interval: 5000
            onTriggered: resetDone.visible = false
        }
    }

    // --- Kiosk: the countdown before a visitor's session is reset -------------------------------
    Rectangle {
        objectName: "kioskCountdown"
        anchors.fill: parent
        z: 60
        visible: root.kioskMode && root.kiosk.countdownActive
        color: "#B3000000"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: countdownText.text
        enabled: !operatorPanel.visible
        TapHandler { onTapped: root.kiosk.poke() }
        Column {
            anchors.centerIn: parent
            spacing: Theme.space4
            Text {
                id: countdownText
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Toujours là ? Votre session sera réinitialisée dans %n seconde(s).", "", root.kiosk.countdownRemaining)
                color: Theme.onDark
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
                width: Math.min(implicitWidth, root.width * 0.85)
                wrapMode: Text.Wrap
            }
            ActionButton {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Je suis là, je continue")
                onClicked: root.kiosk.poke()
            }
        }
    }

    // --- Kiosk: the attract loop (real seeded demo games on a journal of their own) -------------
    Loader {
        objectName: "attractLoader"
        anchors.fill: parent
        z: 70
        active: root.kioskMode && root.kiosk.attractActive
        enabled: !operatorPanel.visible
        sourceComponent: AttractScreen {
            kiosk: root.kiosk
            onTouched: {
                root.kiosk.leaveAttract()
                root.navigator.show(ClientScreen.Lobby)
            }
        }
    }

    // --- Kiosk: the operator gesture (a long press in the top-left corner), then the PIN --------
    Item {
        objectName: "operatorCorner"
        visible: root.kioskMode
        z: 80
        width: Math.round(96 * Theme.uiScale)
        height: width
        TapHandler {
            longPressThreshold: root.kiosk.cornerHoldMs / 1000
            onLongPressed: operatorPanel.open()
        }
    }
    OperatorPanel {
        id: operatorPanel
        objectName: "operatorPanel"
        anchors.fill: parent
        z: 90
        kiosk: root.kiosk
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
        }
    }
    Component {
        id: rulesScreen
        RulesScreen {
            // Study mode: which game's rules are shown (a task's success may be to find them).
            onGameChanged: if (root.studyMode) root.study.record("rules_shown", {game: game})
            Component.onCompleted: if (root.studyMode) root.study.record("rules_shown", {game: game})
            rules: root.rules
            dede: root.dedePresenter
            happy2014: root.happy2014Presenter
            portrait: root.portrait
        }
    }
    Component {
        id: settingsScreen
        SettingsScreen {
            settings: root.settings
            kioskMode: root.kioskMode
            kioskAutoRevealSeconds: root.kiosk.autoRevealSeconds
        }
    }
}
