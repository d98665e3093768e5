// No "pragma ComponentBehavior: Bound" here: on Qt 6.4 a Loader cannot instantiate a bound
// Component, and the replay is drawn by one.
import QtQuick
import Instants

// Every game, newest first ("last game recall", Happy 2014 4.1, DÉDÉ 4.3); a game opens into a
// step-by-step replay of its journal events, marked as a replay.
Item {
    id: root

    required property HistoryModel history
    property bool portrait: false
    // The paid game left unfinished ("" when none): its replay offers « Reprendre », and for a
    // ticket its result (DÉDÉ 4.3, Happy 2014 4.1: the unit is consumed, its outcome can be
    // checked in the history).
    property string unfinishedGame: ""
    signal resume(string game)
    // The tickets' games, to uncover a consumed ticket by the rules' automatic path.
    property ScratchPresenter dede: null
    property ScratchPresenter happy2014: null
    // Why « Voir le résultat » could not uncover it (a block being prepared, a journal that
    // cannot be written): said in the notice; empty otherwise.
    property string outcomeRefusal: ""
    readonly property bool replayUnfinished: root.replay.open && !root.replay.gameFinished
                                             && root.replay.game === root.unfinishedGame
    readonly property bool replayConsumed: root.replayUnfinished && root.replay.game !== "happy-des"
    // The ticket's result asked for here: uncovered, then replayed at its last step (the whole
    // ticket and its result); each step stays one press of « Étape précédente » away.
    function showOutcome(): void {
        const row = root.selected
        const ticket = root.replay.game === "dede" ? root.dede : root.happy2014
        if (ticket === null)
            return
        if (!ticket.completeConsumed()) {
            root.outcomeRefusal = ticket.lastError
            return
        }
        root.outcomeRefusal = ""
        root.open(row)
        root.step = root.steps.length
        previousButton.forceActiveFocus(Qt.OtherFocusReason)
    }
    // The game being replayed (row in the model, -1: none) and how many of its steps are shown.
    readonly property Replay replay: root.history.replay
    property int selected: -1
    // When the button pressed stops being usable (« Étape suivante » at the last step), the
    // focus goes to the one that still is, else to the list (Main.qml asks).
    function moveFocus(): void {
        if (previousButton.visible && previousButton.enabled)
            previousButton.forceActiveFocus(Qt.OtherFocusReason)
        else
            list.forceActiveFocus(Qt.OtherFocusReason)
    }
    property int step: 0
    readonly property var steps: root.replay.events
    onStepChanged: root.replay.step = root.step

    function open(row: int): void {
        root.outcomeRefusal = ""
        root.selected = row
        root.history.openReplay(row)
        root.step = root.replay.step
    }
    Component.onDestruction: root.replay.close()

    Rectangle { anchors.fill: parent; color: Theme.cream }

    Grid {
        anchors.fill: parent
        anchors.margins: Theme.space5
        columns: root.portrait ? 1 : 2
        spacing: Theme.space5

        // The list of games.
        Rectangle {
            width: root.portrait ? parent.width : parent.width * 0.42
            height: root.portrait ? (parent.height - Theme.space5) * 0.45 : parent.height
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: Theme.champagne
            border.width: Theme.borderWidth

            Text {
                id: listTitle
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: Theme.space4
                wrapMode: Text.Wrap
                text: qsTr("Historique des parties")
                color: Theme.ink
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                anchors.centerIn: parent
                visible: root.history.count === 0
                text: qsTr("Aucune partie pour l'instant.")
                color: Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            ListView {
                id: list
                objectName: "historyList"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: listTitle.bottom
                anchors.bottom: parent.bottom
                anchors.margins: Theme.space3
                clip: true
                spacing: Theme.space1
                model: root.history
                focus: true
                keyNavigationEnabled: true
                activeFocusOnTab: true
                // A list with its count; each game a list item that takes the focus as the
                // current one (Up and Down), named with its position.
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Parties jouées : %n", "", list.count)
                // The game replayed, else the newest: a current game for the keyboard to start on.
                currentIndex: root.selected >= 0 ? root.selected : 0
                Keys.onReturnPressed: root.open(list.currentIndex)
                Keys.onSpacePressed: root.open(list.currentIndex)

                delegate: Rectangle {
                    id: entry
                    required property int index
                    required property var gameId
                    required property string game
                    required property var stakeCents
                    required property var winCents
                    required property bool finished
                    required property string startedAt
                    width: ListView.view.width
                    // The result beside the game's lines; with a larger text, under them when
                    // both do not fit on a line. At 100 % the row is as designed, the result
                    // always beside (it fits at every window size the layout check covers).
                    readonly property bool stacked: Theme.textScale > 1
                        && entryLines.implicitWidth + entryNet.implicitWidth + Theme.space3 * 3 > entry.width
                    height: entry.stacked ? entryLines.implicitHeight + entryNet.implicitHeight + Theme.space3 * 2
                          : Theme.textScale > 1 ? Math.max(Math.round(Theme.fontBody * 4.2), entryLines.implicitHeight + Theme.space3 * 2)
                          : Math.round(Theme.fontBody * 4.2)
                    radius: Theme.radiusSmall
                    // The game replayed: white with a gold edge (its words keep 4.5:1, the win's
                    // green and the loss's grey included).
                    color: root.selected === index ? "#FFFFFF" : tap.hovered ? Theme.cream : "transparent"
                    border.color: ListView.isCurrentItem && list.activeFocus ? Theme.focus
                                : root.selected === index ? Theme.gold : "transparent"
                    border.width: Theme.focusWidth
                    focus: ListView.isCurrentItem
                    Accessible.role: Accessible.ListItem
                    Accessible.focusable: true
                    Accessible.name: qsTr("Partie %1, %2, mise %3, %4").arg(gameId).arg(GameText.gameTitle(game))
                        .arg(Format.money(stakeCents))
                        .arg(!finished ? qsTr("en cours") : GameText.isWin(winCents, stakeCents) ? qsTr("gagné %1").arg(Format.money(winCents))
                             : winCents > 0 ? qsTr("gain %1").arg(Format.money(winCents)) : qsTr("pas de gain"))
                        + ", " + qsTr("%1 sur %2").arg(index + 1).arg(entry.ListView.view.count)

                    HoverHandler { id: tap }
                    TapHandler { onTapped: root.open(entry.index) }

                    Column {
                        id: entryLines
                        x: Theme.space3
                        y: entry.stacked ? Theme.space3 : Math.round((entry.height - height) / 2)
                        Text {
                            text: "#" + entry.gameId + "  " + GameText.gameTitle(entry.game)
                            color: Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                        // The local date and time, in the interface's language.
                        Text {
                            objectName: "historyDate"
                            text: Format.localDateTime(entry.startedAt)
                            color: Theme.inkMuted
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontCaption
                        }
                        // The stake, the prize and the net result, each named.
                        Text {
                            objectName: "historyMoney"
                            text: qsTr("Mise %1 · Gain %2").arg(Format.money(entry.stakeCents)).arg(Format.money(entry.winCents))
                            color: Theme.inkSoft
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontCaption
                        }
                    }
                    Text {
                        id: entryNet
                        x: entry.stacked ? Theme.space3 : entry.width - Theme.space3 - width
                        y: entry.stacked ? entryLines.y + entryLines.height : Math.round((entry.height - height) / 2)
                        objectName: "historyNet"
                        readonly property int net: entry.winCents - entry.stakeCents
                        text: !entry.finished ? qsTr("en cours")
                            : qsTr("Résultat %1").arg((net > 0 ? "+" : net < 0 ? "\u2212" : "") + Format.money(Math.abs(net)))
                        color: !entry.finished ? Theme.inkMuted : net > 0 ? Theme.win : Theme.loss
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                }
            }
        }

        // The replay of the selected game, step by step: the game drawn as it was after each
        // of its journal's events, with the components of play.
        Rectangle {
            width: root.portrait ? parent.width : parent.width * 0.58 - Theme.space5
            height: root.portrait ? (parent.height - Theme.space5) * 0.55 : parent.height
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: root.selected >= 0 ? Theme.rouge : Theme.champagne
            border.width: Theme.borderWidth

            Text {
                anchors.centerIn: parent
                visible: root.selected < 0
                width: parent.width - Theme.space6 * 2
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Choisissez une partie pour la revoir pas à pas.")
                color: Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }

            Column {
                id: replayPane
                visible: root.selected >= 0
                anchors.fill: parent
                anchors.margins: Theme.space4
                spacing: Theme.space3

                // The marker and the game's name, the name under the marker when both do not
                // fit on a line.
                Flow {
                    id: replayHead
                    width: parent.width
                    spacing: Theme.space3
                    // The replay marker: what is shown is a game already played, not a game.
                    Rectangle {
                        objectName: "replayMarker"
                        width: replayLabel.implicitWidth + Theme.space3 * 2
                        height: replayLabel.implicitHeight + Theme.space1 * 2
                        radius: Theme.radiusSmall
                        color: Theme.rouge
                        Accessible.role: Accessible.StaticText
                        Accessible.name: replayLabel.text
                        Text {
                            id: replayLabel
                            anchors.centerIn: parent
                            text: qsTr("⟲ Rejouée")
                            color: Theme.onDark
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            font.letterSpacing: 1
                        }
                    }
                    Text {
                        objectName: "replayTitle"
                        width: Math.min(implicitWidth, replayHead.width)
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                        text: root.replay.gameId > 0 ? qsTr("Partie %1 — %2").arg(root.replay.gameId).arg(GameText.gameTitle(root.replay.game)) : ""
                        color: Theme.ink
                        font.family: Theme.fontDisplay
                        font.pixelSize: Theme.fontLead
                        font.bold: true
                    }
                }

                // The game as it was at this step.
                Item {
                    id: replayStage
                    objectName: "replayStage"
                    width: parent.width
                    height: parent.height - replayHead.height - caption.height - controls.height - parent.spacing * 3
                    clip: true

                    Text {
                        anchors.centerIn: parent
                        visible: root.replay.lastError.length > 0
                        width: parent.width
                        wrapMode: Text.Wrap
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("Cette partie ne peut pas être rejouée : %1").arg(root.replay.lastError)
                        color: Theme.loss
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                    }
                    Loader {
                        id: replayView
                        objectName: "replayView"
                        anchors.fill: parent
                        active: root.replay.open
                        sourceComponent: root.replay.game === "happy-des" ? happyDesReplay
                                       : root.replay.game === "dede" ? dedeReplay
                                       : root.replay.game === "happy-2014" ? happy2014Replay : null
                    }
                }

                // This step in words.
                Text {
                    id: caption
                    objectName: "replayCaption"
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: root.step > 0 && root.step <= root.steps.length
                          ? qsTr("Étape %1 sur %2 : %3").arg(root.step).arg(root.steps.length).arg(GameText.describeEvent(root.steps[root.step - 1], root.replay.stakeCents))
                          : ""
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    // Each step told as it is shown (the focus stays on the button pressed).
                    onTextChanged: Announcer.say(caption.text)
                }

                Flow {
                    id: controls
                    width: parent.width
                    spacing: Theme.space3
                    // A paid game left unfinished: what it is, and what can be done with it.
                    Text {
                        objectName: "consumedNotice"
                        visible: root.replayUnfinished
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: root.outcomeRefusal.length > 0 && root.replayConsumed
                              ? root.outcomeRefusal
                              : root.replayConsumed && root.replay.game === "happy-2014"
                              ? qsTr("Unité de jeu payée, pas encore entièrement découverte. « Voir le résultat » découvre toutes ses cases comme « Auto » ; « Reprendre » vous la laisse découvrir.")
                              : root.replayConsumed
                              ? qsTr("Ticket payé, pas encore entièrement découvert. « Voir le résultat » découvre toutes ses cases comme « Auto » ; « Reprendre » vous le laisse gratter.")
                              : qsTr("Partie payée, pas encore terminée : « Reprendre » la continue où elle en était.")
                        color: Theme.ink
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                    ActionButton {
                        objectName: "historyOutcome"
                        visible: root.replayConsumed
                        text: qsTr("Voir le résultat")
                        compact: true
                        onClicked: root.showOutcome()
                    }
                    ActionButton {
                        objectName: "historyResume"
                        visible: root.replayUnfinished
                        text: qsTr("Reprendre")
                        kind: ActionButton.Secondary
                        compact: true
                        onClicked: root.resume(root.replay.game)
                    }
                    ActionButton {
                        id: previousButton
                        objectName: "replayPrevious"
                        text: qsTr("◀ Étape précédente")
                        compact: true
                        enabled: root.step > 1
                        onClicked: root.step -= 1
                    }
                    ActionButton {
                        objectName: "replayNext"
                        text: qsTr("Étape suivante ▶")
                        compact: true
                        enabled: root.step < root.steps.length
                        onClicked: root.step += 1
                    }
                    ActionButton {
                        objectName: "replayAll"
                        text: qsTr("Tout voir")
                        kind: ActionButton.Quiet
                        compact: true
                        enabled: root.step < root.steps.length
                        onClicked: root.step = root.steps.length
                    }
                }
            }
        }
    }

    Component {
        id: happyDesReplay
        ReplayHappyDes {
            state: root.replay.happyDes
            stakeCents: root.replay.stakeCents
        }
    }
    Component {
        id: dedeReplay
        DedeTicket {
            ticket: root.replay
            zonesTellThemselves: false  // (the step's caption tells each)
        }
    }
    Component {
        id: happy2014Replay
        Happy2014Ticket {
            ticket: root.replay
            zonesTellThemselves: false  // (the step's caption tells each)
            portrait: root.portrait
        }
    }
}
