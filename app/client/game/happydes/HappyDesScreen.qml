import QtQuick
import QtQuick.Window
import Instants

// Happy Dés (regulation annexe 6, article 2), the whole game: the stake and "Jouer", the die
// of stage 1, the choice "J'arrête" / "Je continue" with the neutral facts, the universe
// choice, and the three universes. Every face and amount shown is read from the engine (the
// adapter); the dice only animate towards faces already drawn.
Item {
    id: root

    // The game as shown: the presentation timeline (app/client/happydespresenter.h), and the
    // player's verbs through it.
    required property HappyDesPresenter game
    // The demo balance as shown (it waits for the win's reveal).
    required property int balanceCents
    required property SoundBoard sounds
    property bool portrait: false
    // The stake chosen for the next game (2.2: 1 € or 2 €).
    property int stakeCents: 100

    signal leave()
    // Another game's paid game is open: offered with « Reprendre » (Main.qml).
    property string otherGame: ""
    signal resume(string game)
    // The demo balance's reset, offered when it no longer pays for the stake (BalanceShort).
    property int initialBalanceCents: 0
    property bool canReset: true
    signal resetRequested()

    readonly property int phase: root.game.phase
    readonly property bool playing: root.game.inProgress
    // The game of this visit: the one in progress (resumed or started here) and, once it ends,
    // its result. A new visit after a finished game starts at the stake (2.2: 1 € or 2 €).
    property real visitGame: root.game.inProgress ? root.game.gameId : 0
    readonly property bool showingGame: root.game.active
                                        && (root.game.inProgress || root.game.gameId === root.visitGame)
    // The message line: the last event shown, in words.
    readonly property string message: !root.showingGame ? ""
        : root.game.amountDrawing ? qsTr("Tirage du montant en jeu…")
        : root.game.messageEvent.type !== undefined ? GameText.happyDesSentence(root.game.messageEvent, root.game.amountCents, root.game.stakeCents)
        : ""

    onPlayingChanged: {
        if (root.playing) {
            root.visitGame = root.game.gameId
            // (A game found in progress as the screen is made, its first bindings settling,
            // was not started here: a resume, a restart.)
            if (root.opened)
                root.startedHere = root.game.gameId
            root.tellShown()
        }
    }
    // The game started on this screen (told from its first event).
    property real startedHere: -1
    // The screen is made (Component.onCompleted).
    property bool opened: false

    // What a screen reader says: each event as it is shown (the message line), the result with
    // the balance after it (GameResult), a refusal.
    // Each event is told once, as it is shown, even when several are shown at once (reduced
    // motion); a game found under way (a resume, a restart) is told by where it stands
    // (underWaySentence), the history keeping the rest.
    property real toldGame: -1
    property int toldUpTo: 0
    readonly property int shownEvents: root.game.shownEvents
    onShownEventsChanged: root.tellShown()
    function tellShown(): void {
        if (!root.showingGame)
            return
        if (root.toldGame !== root.game.gameId) {
            root.toldGame = root.game.gameId
            const fresh = root.game.gameId === root.startedHere
            root.toldUpTo = fresh ? 0 : root.game.toldEventsFrom(0).next
            if (!fresh && root.message.length > 0 && !root.game.finished)
                Announcer.say(root.underWaySentence())
        }
        const told = root.game.toldEventsFrom(root.toldUpTo)
        root.toldUpTo = told.next
        let dieShown = false
        for (const event of told.events) {
            if (event.type !== "finished")  // the result is told with the balance (GameResult)
                Announcer.say(GameText.happyDesSentence(event, root.game.amountCents, root.game.stakeCents))
            // (A 27's re-throw shown with its last die: the score is told by the re-throw.)
            dieShown = event.type === "die" ? true : event.type === "cumul_rethrow" ? false : dieShown
        }
        // What the dice make, as it shows under them (HappyDesDice): Cumul's running score
        // after each die, the figure once the five dice of Figures have landed.
        if (dieShown && root.game.universe === HappyDesUniverse.Cumul)
            Announcer.say(qsTr("Score : %1.").arg(root.game.cumulScore))
        else if (dieShown && root.game.universe === HappyDesUniverse.Figures && root.game.figure.length > 0)
            Announcer.say(qsTr("Figure : %1.").arg(GameText.figureName(root.game.figure)))
    }
    // A game found under way, in a few words: that it is taken up again, where it stands (the
    // message line; in a universe, what its dice make and the next die), and where the rest is.
    function underWaySentence(): string {
        const g = root.game
        let next = -1  // the first die not thrown yet (they are thrown in any order)
        const faces = []
        for (let i = 0; i < g.dice.length; ++i) {
            if (g.dice[i] > 0)
                faces.push(g.dice[i])
            else if (next < 0)
                next = i
        }
        // (All the dice thrown, the game not ended yet: its end or a 27's re-throw is being
        // shown; the message line says it.)
        const state = root.phase === HappyDesPhase.ChooseUniverse || (g.universe !== HappyDesUniverse.Identiques && next < 0)
              ? root.message
            : g.universe === HappyDesUniverse.Cumul
              ? qsTr("Happy Cumul : score %1, lancez le dé %2.").arg(g.cumulScore).arg(next + 1)
            : g.universe === HappyDesUniverse.Figures
              ? (faces.length === 0 ? qsTr("Happy Figures : lancez le dé 1.")
                                    : qsTr("Happy Figures : dés %1 ; lancez le dé %2.").arg(faces.join(", ")).arg(next + 1))
            : g.universe === HappyDesUniverse.Identiques
              ? qsTr("Happy Identiques : %1").arg(root.message)  // the last throw, or the prize of the next
            : root.message
        return qsTr("Partie reprise.") + " " + state + " " + qsTr("L'historique en garde le détail.")
    }
    onAmountDrawingChanged: if (root.amountDrawing && root.showingGame) Announcer.say(qsTr("Tirage du montant en jeu…"))
    readonly property bool amountDrawing: root.game.amountDrawing
    Connections {
        target: root.game
        function onErrorChanged(): void {
            if (root.game.lastError.length > 0)
                Announcer.say(root.game.lastError)
        }
    }
    // Why « Jouer » cannot be pressed, said as the stake panel shows it: on a screen opened with
    // a balance short of the stake, after a game that left it short (the result says it first,
    // GameResult), when a stake the balance does not pay for is chosen. Never for a game that
    // starts: its stake leaves the balance under the next one's for a moment before the game
    // shows (the check waits for the start to be taken, a turn of the event loop).
    readonly property bool stakeRefused: stake.visible && stake.shortOfBalance && stake.otherGame.length === 0
                                         && !root.game.busy && !root.game.inProgress
    onStakeRefusedChanged: if (root.stakeRefused) tellRefusalLater.restart()
    Timer {
        id: tellRefusalLater
        interval: 0
        onTriggered: if (root.stakeRefused) Announcer.say(stake.refusal)
    }

    // The focus is always on the control the player acts on next: « Jouer », the die, « J'arrête »,
    // the first universe, the next die, « Lancez vos dés », « Rejouer » (docs/accessibility.md).
    // It moves when that control changes, never onto a hidden or disabled one.
    readonly property Item focusTarget: !root.showingGame ? stake.focusTarget
        : root.game.finished ? result.focusTarget
        : root.phase === HappyDesPhase.ChooseUniverse ? universes.focusTarget
        : stage1.active ? stage1.focusTarget
        : dicePanel.active ? dicePanel.focusTarget
        : identiques.active ? identiques.focusTarget
        : null
    // While a reveal runs and the control the game waits for next is not there yet (a die
    // that gave up the focus, a button that went away, a celebration), the focus waits here,
    // inside the game (FocusRecovery), never in the header: a key pressed in the middle of a
    // reveal does nothing, and the focus goes on to that control once the reveal ends.
    readonly property bool revealing: root.game.busy
    readonly property Item focusKeeper: keeper
    // (The reveal over, the focus leaves the keeper for the game's next control.)
    // (A timer of the screen's own, not Qt.callLater: the screen may go away in the middle of
    // a reveal, and nothing may run on it after.)
    onRevealingChanged: if (!root.revealing) leaveKeeperLater.restart()
    Timer {
        id: leaveKeeperLater
        interval: 0
        onTriggered: root.leaveKeeper()
    }
    function leaveKeeper(): void {
        if (!keeper.activeFocus)
            return
        root.moveFocus()
        if (keeper.activeFocus)
            keeper.focus = false  // (no control to go to: FocusRecovery finds the first one)
    }
    Item {
        id: keeper
        objectName: "revealFocus"
    }
    // A panel that goes with the focus in it (a universe's card once chosen): the focus stays
    // in the game, on its next control or on the keeper, never on the empty Loader left behind.
    Timer {
        id: focusAfterPanel
        interval: 0
        onTriggered: {
            const f = root.Window.activeFocusItem
            if (f !== null && f !== stage1 && f !== universes && f !== dicePanel && f !== identiques)
                return
            root.moveFocus()
            if (!keeper.activeFocus && (root.focusTarget === null || !root.focusTarget.activeFocus))
                keeper.forceActiveFocus(Qt.OtherFocusReason)
        }
    }
    readonly property bool focusTargetReady: root.focusTarget !== null && root.focusTarget.visible && root.focusTarget.enabled
    onFocusTargetChanged: Qt.callLater(root.moveFocus)
    // A target that shows up or becomes usable later takes the focus only if the focus is
    // adrift (on nothing usable): not from a control the player went to (the balance's reset,
    // a dialog closed).
    onFocusTargetReadyChanged: if (root.focusTargetReady) Qt.callLater(root.moveFocusIfAdrift)
    function moveFocusIfAdrift(): void {
        if (root.focusAdrift())
            root.moveFocus()
    }
    function focusAdrift(): bool {
        const item = root.Window.activeFocusItem
        return item === null || !item.visible || !item.enabled || !item.activeFocusOnTab
    }
    function moveFocus(): void {
        const target = root.focusTarget
        if (target && target.visible && target.enabled && !target.activeFocus)
            target.forceActiveFocus(Qt.OtherFocusReason)
    }
    // A reveal cut short by a stop of the program goes on from where the screen was; a game
    // left while it is being revealed waits (« Reprendre »), and its reveal is played again in
    // full when the screen comes back: the die in the air thrown again.
    Component.onCompleted: {
        root.opened = true
        root.game.resumeReveal()
        root.tellShown()
        Qt.callLater(root.moveFocus)
        if (root.stakeRefused)
            tellRefusalLater.restart()
    }
    Component.onDestruction: root.game.holdReveal()

    // The sounds of the reveal, when the timeline says (a die thrown, a win told…).
    Connections {
        target: root.game
        function onCue(name: string): void {
            root.sounds.play(name)
        }
    }

    // The felt's colour at once, until its picture is there (then one full-screen layer less
    // to draw in every frame).
    Rectangle {
        anchors.fill: parent
        color: Theme.feltOf(root.game.universe)
        visible: felt.status !== Image.Ready
    }
    Backdrop {
        id: felt
        anchors.fill: parent
        // The felt takes a while to rasterise: decoded off the GUI thread, the screen answers
        // at once and the felt follows.
        // Each universe has its own table: blue (Cumul), violet (Figures), terracotta
        // (Identiques); stage 1 and the choice of a universe are on the green baize.
        picture: Theme.asset(root.game.universe !== HappyDesUniverse.None ? "backgrounds/happy-des-" + GameText.universeKey(root.game.universe) + ".svg"
                                                            : "backgrounds/happy-des.svg")
    }
    // The table's gilt edge, drawn here rather than in the picture (which is cropped to the
    // screen's shape): whole in landscape and in portrait, at any size.
    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.space1
        radius: Theme.space5
        color: "transparent"
        border.color: Qt.rgba(Theme.gold.r, Theme.gold.g, Theme.gold.b, 0.55)
        border.width: Math.max(2, Math.round(3 * Theme.uiScale))
        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.space2
            radius: Theme.space5 - Theme.space2
            color: "transparent"
            border.color: Qt.rgba(Theme.goldLight.r, Theme.goldLight.g, Theme.goldLight.b, 0.25)
            border.width: 1
        }
    }

    // The title line: logo, stake and amount in play, the message.
    Column {
        id: top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.space5
        spacing: Theme.space2

        Row {
            spacing: Theme.space4
            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.asset("logos/happy-des.svg")
                height: Math.round(56 * Theme.uiScale)
                width: height * 3
                sourceSize.width: Math.round(width)
                sourceSize.height: Math.round(height)
                fillMode: Image.PreserveAspectFit
                horizontalAlignment: Image.AlignLeft
                Accessible.role: Accessible.Heading
                Accessible.name: "Happy Dés"
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                visible: root.showingGame
                text: root.game.universe !== HappyDesUniverse.None
                      ? qsTr("Mise %1 · coefficient ×%2").arg(Format.money(root.game.stakeCents))
                            .arg(GameText.multiplier(root.game.amountCents))
                      : qsTr("Mise %1").arg(Format.money(root.game.stakeCents))
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }
        Text {
            objectName: "message"
            width: parent.width
            text: root.message.length > 0 ? root.message : qsTr("Choisissez votre mise, puis « Jouer ».")
            color: Theme.goldPale
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        // A refusal, in words that say what to do (SessionHost::refusalText).
        Text {
            objectName: "refusal"
            width: parent.width
            visible: root.game.lastError.length > 0
            text: root.game.lastError
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere  // a path breaks anywhere, words do not
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        // The journal could not record the last action (disk full...): it is tried again here
        // once the cause is gone; nothing was played meanwhile.
        ActionButton {
            objectName: "retry"
            visible: root.game.canRetry
            text: qsTr("Réessayer")
            darkBackground: true
            compact: true
            accessibleDescription: root.game.lastError
            onVisibleChanged: if (visible) forceActiveFocus()
            onClicked: root.game.retry()
        }
    }

    Item {
        id: stageArea
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: top.bottom
        anchors.bottom: parent.bottom
        anchors.margins: Theme.space5
        // The result panel has the bottom of the screen to itself: the dice, the prize table
        // and its footnote are laid out above it, never under it.
        anchors.bottomMargin: result.visible ? result.height + Theme.space5 * 2 : Theme.space5

        // No game yet: the stake and "Jouer".
        HappyDesStake {
            id: stake
            anchors.centerIn: parent
            visible: !root.showingGame
            stakeCents: root.stakeCents
            balanceCents: root.balanceCents
            otherGame: root.otherGame !== "happy-des" ? root.otherGame : ""
            onResume: game => root.resume(game)
            onStakeChosen: cents => root.stakeCents = cents
            onPlay: root.game.play(root.stakeCents)
            initialBalanceCents: root.initialBalanceCents
            canReset: root.canReset
            onResetRequested: root.resetRequested()
        }

        // Each stage's panel exists only while it is shown (a Loader each): a screen reader
        // learns an object's states when it first meets it, and Qt 6.4's AT-SPI bridge tells it
        // later only that the object shows, never that it became visible, so a panel made while
        // hidden stays "not visible" to Orca's flat review (docs/accessibility.md).
        Loader {
            id: stage1
            onActiveChanged: if (!active) focusAfterPanel.restart()
            anchors.fill: parent
            active: root.showingGame && root.game.universe === HappyDesUniverse.None && root.phase !== HappyDesPhase.ChooseUniverse
            sourceComponent: stage1Panel
            readonly property Item focusTarget: (stage1.item as HappyDesStage1)?.focusTarget ?? null
        }

        Loader {
            id: universes
            onActiveChanged: if (!active) focusAfterPanel.restart()
            anchors.fill: parent
            active: root.showingGame && root.phase === HappyDesPhase.ChooseUniverse
            sourceComponent: universesPanel
            readonly property Item focusTarget: (universes.item as HappyDesUniverses)?.focusTarget ?? null
        }

        Loader {
            id: dicePanel
            onActiveChanged: if (!active) focusAfterPanel.restart()
            anchors.fill: parent
            active: root.showingGame && (root.game.universe === HappyDesUniverse.Cumul || root.game.universe === HappyDesUniverse.Figures)
            sourceComponent: dicePanelComponent
            readonly property Item focusTarget: (dicePanel.item as HappyDesDice)?.focusTarget ?? null
        }

        Loader {
            id: identiques
            onActiveChanged: if (!active) focusAfterPanel.restart()
            anchors.fill: parent
            active: root.showingGame && root.game.universe === HappyDesUniverse.Identiques
            sourceComponent: identiquesPanel
            readonly property Item focusTarget: (identiques.item as HappyDesIdentiques)?.focusTarget ?? null
        }
    }

    // The stages' panels (the Loaders above).
    Component {
        id: stage1Panel
        HappyDesStage1 {
            game: root.game
            portrait: root.portrait
        }
    }
    Component {
        id: universesPanel
        HappyDesUniverses {
            game: root.game
            portrait: root.portrait
        }
    }
    Component {
        id: dicePanelComponent
        HappyDesDice {
            game: root.game
            portrait: root.portrait
        }
    }
    Component {
        id: identiquesPanel
        HappyDesIdentiques {
            game: root.game
            portrait: root.portrait
        }
    }

    // The end of a game: won or lost, the balance, "Rejouer" and the way back.
    GameResult {
        id: result
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.space5
        visible: root.showingGame && root.game.finished
        // The buttons under the words where both do not fit side by side.
        stacked: result.sideBySideWidth > root.width - Theme.space5 * 2
        winCents: root.game.winCents
        stakeCents: root.game.stakeCents
        balanceCents: root.balanceCents
        canReplay: root.balanceCents >= root.game.stakeCents && !root.game.busy
        shortOfBalance: root.balanceCents < root.game.stakeCents
        initialBalanceCents: root.initialBalanceCents
        canReset: root.canReset
        replayText: qsTr("Rejouer (%1)").arg(Format.money(root.game.stakeCents))
        onReplay: root.game.play(root.game.stakeCents)
        onLobby: root.leave()
        onResetRequested: root.resetRequested()
    }
}
