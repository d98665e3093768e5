pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// Every game, newest first ("last game recall", Happy 2014 4.1, DÉDÉ 4.3); a game opens into a
// step-by-step replay of its journal events, marked as a replay.
Item {
    id: root

    required property HistoryModel history
    property bool portrait: false
    // The game being replayed (row in the model, -1: none) and how many of its steps are shown.
    property int selected: -1
    property int step: 0
    property var steps: []

    function open(row: int): void {
        root.selected = row
        root.steps = root.history.events(row)
        root.step = Math.min(1, root.steps.length)
    }

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
                anchors.top: parent.top
                anchors.margins: Theme.space4
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
                currentIndex: root.selected
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
                    height: Math.round(Theme.fontBody * 3.2)
                    radius: Theme.radiusSmall
                    color: root.selected === index ? Theme.goldLight : tap.hovered ? Theme.cream : "transparent"
                    border.color: ListView.isCurrentItem && list.activeFocus ? Theme.focus : "transparent"
                    border.width: Theme.focusWidth
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("Partie %1, %2, mise %3, %4").arg(gameId).arg(GameText.gameTitle(game))
                        .arg(Format.money(stakeCents))
                        .arg(!finished ? qsTr("en cours") : winCents > 0 ? qsTr("gagné %1").arg(Format.money(winCents)) : qsTr("perdu"))

                    HoverHandler { id: tap }
                    TapHandler { onTapped: root.open(entry.index) }

                    Column {
                        anchors.left: parent.left
                        anchors.leftMargin: Theme.space3
                        anchors.verticalCenter: parent.verticalCenter
                        Text {
                            text: "#" + entry.gameId + "  " + GameText.gameTitle(entry.game)
                            color: Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                        Text {
                            text: entry.startedAt.replace("T", " ").slice(0, 16) + " UTC · " + qsTr("mise %1").arg(Format.money(entry.stakeCents))
                            color: Theme.inkMuted
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontCaption
                        }
                    }
                    Text {
                        anchors.right: parent.right
                        anchors.rightMargin: Theme.space3
                        anchors.verticalCenter: parent.verticalCenter
                        text: !entry.finished ? qsTr("en cours") : entry.winCents > 0 ? "+" + Format.money(entry.winCents) : qsTr("perdu")
                        color: entry.winCents > 0 ? Theme.win : Theme.loss
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                }
            }
        }

        // The replay of the selected game, step by step.
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
                visible: root.selected >= 0
                anchors.fill: parent
                anchors.margins: Theme.space4
                spacing: Theme.space3

                Row {
                    spacing: Theme.space3
                    // The visible replay marker.
                    Rectangle {
                        objectName: "replayMarker"
                        width: replayLabel.implicitWidth + Theme.space3 * 2
                        height: replayLabel.implicitHeight + Theme.space1 * 2
                        radius: Theme.radiusSmall
                        color: Theme.rouge
                        Text {
                            id: replayLabel
                            anchors.centerIn: parent
                            text: qsTr("REVOIR · rejeu")
                            color: Theme.onDark
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontCaption
                            font.bold: true
                            font.letterSpacing: 1
                        }
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: root.selected >= 0
                              ? qsTr("Partie %1 — %2").arg(root.history.get(root.selected).gameId)
                                    .arg(GameText.gameTitle(root.history.get(root.selected).game))
                              : ""
                        color: Theme.ink
                        font.family: Theme.fontDisplay
                        font.pixelSize: Theme.fontLead
                        font.bold: true
                    }
                }

                ListView {
                    id: stepList
                    objectName: "replaySteps"
                    width: parent.width
                    height: parent.height - controls.height - Theme.space3 * 3 - replayLabel.height
                    clip: true
                    model: root.steps.slice(0, root.step)
                    onCountChanged: positionViewAtEnd()
                    delegate: Text {
                        required property var modelData
                        required property int index
                        width: ListView.view.width
                        text: (index + 1) + ". " + GameText.describeEvent(modelData)
                        color: index === root.step - 1 ? Theme.ink : Theme.inkSoft
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        font.bold: index === root.step - 1
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }

                Row {
                    id: controls
                    spacing: Theme.space3
                    ActionButton {
                        objectName: "replayPrevious"
                        text: qsTr("◀ Étape précédente")
                        kind: ActionButton.Secondary
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
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("%1 / %2").arg(root.step).arg(root.steps.length)
                        color: Theme.inkMuted
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                    }
                }
            }
        }
    }
}
