import QtQuick
import Instants

// Kiosk attract loop: with no visitor, the client plays real seeded demo games of the three
// games by itself, on a journal of its own, under "Touchez l'écran pour jouer". A touch
// anywhere brings a visitor back to the lobby.
Rectangle {
    id: root
    objectName: "attractScreen"

    required property KioskController kiosk
    // The loop's place is the kiosk's: a loop a visitor interrupted goes on with the next game.
    readonly property int gamesShown: root.kiosk.attractGamesShown
    // 0: Happy Dés, 1: DÉDÉ, 2: Happy 2014.
    readonly property int game: root.gamesShown % 3
    // Each round of the three games plays the next Happy Dés universe and DÉDÉ artwork.
    readonly property int round: Math.floor(root.gamesShown / 3)
    // The game this loop started last, and the one whose end was held on screen.
    property real startedGame: -1
    property real heldGame: -1

    signal touched()

    color: Theme.night

    // The demo player: one step every second, a fixed way of playing (presentation only; every
    // outcome is the engine's draw).
    function step(): void {
        // The games as shown: a step the timeline is not ready for is refused and tried again.
        const hd = root.kiosk.attractHappyDesPresenter
        const scratch = root.game === 1 ? root.kiosk.attractDedePresenter : root.kiosk.attractHappy2014Presenter
        // A game whose end is on screen stays there a moment, then the next game.
        const ended = root.game === 0 ? hd.active && hd.finished : scratch.active && scratch.finished
        const endedGame = root.game === 0 ? hd.gameId : scratch.gameId
        if (ended) {
            if (root.heldGame !== endedGame) {
                root.heldGame = endedGame
                hold.restart()
                return
            }
            if (hold.running)
                return
        }
        if (root.game === 0) {
            if (!hd.inProgress) {
                if (hd.active && hd.finished && root.startedGame === hd.gameId) {
                    root.next()
                    return
                }
                if (hd.play(100))
                    root.startedGame = hd.gameId
                return
            }
            const phase = hd.phase
            if (phase === HappyDesPhase.Stage1Roll)
                hd.roll()
            else if (phase === HappyDesPhase.Stage1Won)
                hd.continueToStage2()
            else if (phase === HappyDesPhase.ChooseUniverse)
                hd.chooseUniverse([HappyDesUniverse.Cumul, HappyDesUniverse.Figures, HappyDesUniverse.Identiques][root.round % 3])
            else if (phase === HappyDesPhase.Identiques)
                hd.throwDice()
            else {
                const dice = hd.dice
                for (let i = 0; i < dice.length; ++i) {
                    if (dice[i] === 0) {
                        hd.throwDie(i)
                        break
                    }
                }
            }
            return
        }
        if (!scratch.ready) {
            scratch.prepare()
            return
        }
        if (!scratch.inProgress) {
            if (scratch.active && scratch.finished && root.startedGame === scratch.gameId) {
                root.next()
                return
            }
            // DÉDÉ's artworks in turn (4.1), as a visitor may choose them.
            if (scratch.play(root.game === 1 ? 1 + root.round % Theme.dedeArtworkCount : 0))
                root.startedGame = scratch.gameId
            return
        }
        const zones = scratch.zones
        for (let z = 0; z < zones.length; ++z) {
            if (!zones[z].revealed) {
                scratch.reveal(zones[z].id)
                break
            }
        }
    }

    function next(): void {
        root.kiosk.nextAttractGame()
    }

    // A result left on screen by an earlier loop is not held again: this loop plays on.
    Component.onCompleted: {
        const shown = root.game === 0 ? root.kiosk.attractHappyDesPresenter
                                      : root.game === 1 ? root.kiosk.attractDedePresenter
                                                        : root.kiosk.attractHappy2014Presenter
        root.heldGame = shown.gameId
    }

    Timer {
        id: ticker
        interval: Theme.reducedMotion ? 400 : 900
        repeat: true
        running: true
        onTriggered: root.step()
    }
    // The result stays on screen a moment before the next game.
    Timer {
        id: hold
        interval: 2500
    }

    // The visitor's screens as a visitor sees them: the layout of the screen's shape, and the
    // attract session's own balance (shown once each win is revealed).
    readonly property bool portrait: root.height > root.width
    readonly property int balanceCents: root.kiosk.attractWallet.shownBalanceCents

    Loader {
        id: demo
        objectName: "attractDemo"
        anchors.fill: parent
        anchors.bottomMargin: banner.height
        enabled: false  // the visitor's touch goes to the overlay, not to the demo
        sourceComponent: root.game === 0 ? happyDesDemo : scratchDemo
    }
    Component {
        id: happyDesDemo
        HappyDesScreen {
            game: root.kiosk.attractHappyDesPresenter
            balanceCents: root.balanceCents
            portrait: root.portrait
            sounds: silent
        }
    }
    Component {
        id: scratchDemo
        ScratchScreen {
            ticket: root.game === 1 ? root.kiosk.attractDedePresenter : root.kiosk.attractHappy2014Presenter
            balanceCents: root.balanceCents
            portrait: root.portrait
            sounds: silent
        }
    }
    SoundBoard {
        id: silent
        muted: true
    }

    Rectangle {
        id: banner
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Math.round(160 * Theme.uiScale)
        color: "#E61E1840"
        Column {
            anchors.centerIn: parent
            spacing: Theme.space2
            Text {
                objectName: "attractCall"
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Touchez l'écran pour jouer")
                color: Theme.goldLight
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHero
                font.bold: true
                SequentialAnimation on opacity {
                    running: !Theme.reducedMotion
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.55; duration: 900 }
                    NumberAnimation { from: 0.55; to: 1; duration: 900 }
                }
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Démonstration · argent fictif · Interdit aux mineurs")
                color: Theme.onDarkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }
    }

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Touchez l'écran pour jouer")
    // Main disables the lobby underneath while this shows, so the touch is this screen's alone.
    TapHandler { onTapped: root.touched() }
    Keys.onPressed: event => { root.touched(); event.accepted = true }
    focus: true
}
