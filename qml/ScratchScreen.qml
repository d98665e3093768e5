// No "pragma ComponentBehavior: Bound" here: on Qt 6.4 a Loader cannot instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context"), and the
// ticket below is loaded by one.
import QtQuick
import Instants.Adapters

// A scratch game (DÉDÉ or Happy 2014): "Jouez" / "Jouer" deals the next ticket of the block and
// the player uncovers its zones; "Auto" deals it and uncovers everything (DÉDÉ 4.3, Happy 2014
// 4.1). DÉDÉ: after a few seconds without action the remaining zones uncover themselves (4.3).
// The prize shown is the engine's, one indivisible amount (DÉDÉ 4.5, Happy 2014 4.6).
Item {
    id: root

    required property ScratchAdapter ticket
    required property int balanceCents
    required property SoundBoard sounds
    property bool portrait: false
    // DÉDÉ 4.1: the artwork chosen (1 to 4).
    property int artwork: 1
    // DÉDÉ 4.3: inactivity before the system uncovers the rest, in milliseconds.
    property int autoRevealMs: 8000
    // Time without action so far (advanced by a timer; tests advance it directly).
    property int idleMs: 0

    signal leave()

    readonly property bool dede: root.ticket.game === "dede"
    readonly property string playWord: root.dede ? qsTr("Jouez") : qsTr("Jouer")

    function poke(): void {
        root.idleMs = 0
    }
    // Advances the inactivity clock (the timer does it every 250 ms).
    function advanceIdle(ms: int): void {
        if (!root.dede || !root.ticket.inProgress)
            return
        root.idleMs += ms
        if (root.idleMs >= root.autoRevealMs) {
            root.idleMs = 0
            root.ticket.revealAll()
        }
    }

    Component.onCompleted: root.ticket.prepare()
    // The journal prepares one block at a time: a request made while the other game's block
    // was being prepared is made again once it is done.
    Connections {
        target: root.ticket
        function onReadyChanged(): void {
            if (!root.ticket.ready && !root.ticket.preparing && root.ticket.lastError.length === 0)
                root.ticket.prepare()
        }
    }

    Timer {
        interval: 250
        repeat: true
        running: root.dede && root.ticket.inProgress
        onTriggered: root.advanceIdle(interval)
    }

    Connections {
        target: root.ticket
        function onZoneRevealed(zone: string): void {
            root.poke()
            root.sounds.play("reveal")
        }
        function onChanged(): void {
            if (root.ticket.finished && ticketLoader.item) {
                ticketLoader.item.revealAllCovers()
                root.sounds.stop("scratch")
            }
        }
    }
    readonly property bool finished: root.ticket.finished
    onFinishedChanged: if (root.finished) root.sounds.play(root.ticket.winCents > 0 ? "win" : "lose")

    Image {
        anchors.fill: parent
        source: Theme.asset(root.dede ? "backgrounds/dede.svg" : "backgrounds/happy-2014.svg")
        sourceSize: Qt.size(width, height)
        fillMode: Image.PreserveAspectCrop
        Accessible.ignored: true
    }

    Grid {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.space5
        columns: root.portrait ? 1 : 2
        spacing: Theme.space5

        Loader {
            id: ticketLoader
            width: root.portrait ? layout.width : layout.width * 0.66
            height: root.portrait ? layout.height * 0.62 : layout.height
            sourceComponent: root.dede ? dedeTicket : happyTicket
        }

        // The side panel: what to do, the result.
        Column {
            width: root.portrait ? layout.width : layout.width * 0.34 - layout.spacing
            spacing: Theme.space4

            Image {
                source: Theme.asset(root.dede ? "logos/dede.svg" : "logos/happy-2014.svg")
                width: parent.width * 0.8
                height: Math.round(70 * Theme.uiScale)
                sourceSize: Qt.size(width, height)
                fillMode: Image.PreserveAspectFit
                horizontalAlignment: Image.AlignLeft
                Accessible.role: Accessible.Heading
                Accessible.name: root.ticket.title
            }
            Text {
                objectName: "message"
                width: parent.width
                wrapMode: Text.Wrap
                text: root.ticket.preparing ? qsTr("Préparation du bloc de tickets…")
                    : root.ticket.inProgress ? (root.dede ? qsTr("Grattez les dés et les cases « Gain » (ou cliquez dessus). Deux dés qui font 7 gagnent la case « Gain » du lancer.")
                                                          : qsTr("Grattez les mois et la case « Bonus » (ou cliquez dessus). Deux symboles identiques gagnent la somme du mois."))
                    : root.ticket.finished ? (root.ticket.winCents > 0 ? qsTr("Ticket gagnant : %1").arg(Format.money(root.ticket.winCents)) : qsTr("Ticket perdant."))
                    : qsTr("« %1 » : vous grattez vous-même. « Auto » : tout est découvert pour vous.").arg(root.playWord)
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                width: parent.width
                visible: root.ticket.lastError.length > 0
                wrapMode: Text.Wrap
                text: root.ticket.lastError
                color: Theme.goldLight
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }

            // DÉDÉ 4.1: the four ticket artworks.
            Flow {
                width: parent.width
                visible: root.dede && !root.ticket.inProgress
                spacing: Theme.space2
                Repeater {
                    model: Theme.dedeArtworkCount
                    TicketChoice {
                        required property int index
                        objectName: "artwork-" + (index + 1)
                        artwork: index + 1
                        selected: root.artwork === index + 1
                        width: Math.round(96 * Theme.uiScale)
                        height: Math.round(72 * Theme.uiScale)
                        onChosen: root.artwork = index + 1
                    }
                }
            }

            Row {
                spacing: Theme.space3
                visible: !root.ticket.inProgress
                ActionButton {
                    objectName: "playButton"
                    text: root.playWord
                    detail: Format.money(root.ticket.stakeCents)
                    enabled: !root.ticket.preparing && root.balanceCents >= root.ticket.stakeCents
                    focus: true
                    onClicked: root.ticket.play()
                }
                ActionButton {
                    objectName: "autoButton"
                    text: qsTr("Auto")
                    detail: Format.money(root.ticket.stakeCents)
                    kind: ActionButton.Secondary
                    enabled: !root.ticket.preparing && root.balanceCents >= root.ticket.stakeCents
                    onClicked: root.ticket.playAuto()
                }
            }
            ActionButton {
                objectName: "revealAllButton"
                visible: root.ticket.inProgress
                text: qsTr("Tout découvrir")
                kind: ActionButton.Secondary
                onClicked: root.ticket.revealAll()
            }
            GameResult {
                visible: root.ticket.finished
                stacked: !root.portrait
                winCents: root.ticket.winCents
                balanceCents: root.balanceCents
                showReplay: false
                onLobby: root.leave()
            }
        }
    }

    Component {
        id: dedeTicket
        DedeTicket {
            ticket: root.ticket
            artworkIndex: root.artwork
            onRevealRequested: zone => { root.poke(); root.ticket.reveal(zone) }
            onScratching: active => {
                root.poke()
                if (active) root.sounds.play("scratch"); else root.sounds.stop("scratch")
            }
        }
    }
    Component {
        id: happyTicket
        Happy2014Ticket {
            ticket: root.ticket
            portrait: root.portrait
            onRevealRequested: zone => { root.poke(); root.ticket.reveal(zone) }
            onScratching: active => {
                root.poke()
                if (active) root.sounds.play("scratch"); else root.sounds.stop("scratch")
            }
        }
    }
}
