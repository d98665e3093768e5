pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// Happy Cumul (2.4.1: seven dice, the running score, the prize in play for each score range,
// 27 re-throws all seven) and Happy Figures (2.4.2: five dice, the prize in play for each
// figure, the figure recognised and named). Each die is thrown by its own click or key.
Item {
    id: root

    required property HappyDesAdapter happyDes
    property bool portrait: false

    readonly property bool cumul: root.happyDes.universe === "cumul"
    readonly property bool throwing: root.happyDes.phase === "cumul" || root.happyDes.phase === "figures"
    readonly property real dieSize: Math.round((root.cumul ? 92 : 110) * Theme.uiScale)

    function rollDie(index: int): void {
        const die = dice.itemAt(index) as Die
        if (die !== null)
            die.roll()
    }

    // The range the current score falls in (-1: none), once the seven dice are thrown.
    readonly property int wonRange: {
        if (!root.cumul || !root.happyDes.finished || root.happyDes.winCents <= 0)
            return -1
        const prizes = root.happyDes.cumulPrizes
        for (let i = 0; i < prizes.length; ++i)
            if (root.happyDes.cumulScore >= prizes[i].minScore && root.happyDes.cumulScore <= prizes[i].maxScore)
                return i
        return -1
    }

    Grid {
        anchors.centerIn: parent
        columns: root.portrait ? 1 : 2
        spacing: Theme.space7
        verticalItemAlignment: Grid.AlignVCenter
        horizontalItemAlignment: Grid.AlignHCenter

        Column {
            spacing: Theme.space5

            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: GameText.universeTitle(root.happyDes.universe)
                color: Theme.onDark
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            Flow {
                id: diceFlow
                anchors.horizontalCenter: parent.horizontalCenter
                // The dice in one row when it fits (a Flow's implicit width depends on its
                // width, so it is computed from the dice).
                width: Math.min(dice.count * (root.dieSize + diceFlow.spacing) - diceFlow.spacing,
                                root.width * (root.portrait ? 0.95 : 0.55))
                spacing: Theme.space3

                Repeater {
                    id: dice
                    model: root.happyDes.dice.length

                    Die {
                        required property int index
                        objectName: "die-" + index
                        width: root.dieSize
                        height: width
                        face: root.happyDes.dice[index] ?? 0
                        interactive: root.throwing && face === 0
                        label: qsTr("dé %1 sur %2").arg(index + 1).arg(root.happyDes.dice.length)
                        focus: index === 0
                        onThrown: root.happyDes.throwDie(index)
                    }
                }
            }

            Text {
                objectName: "score"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.cumul
                text: qsTr("Score : %1").arg(root.happyDes.cumulScore)
                color: Theme.goldLight
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.cumul && root.happyDes.cumulRethrows > 0
                text: qsTr("Score de 27 : %n relance(s) des sept dés.", "", root.happyDes.cumulRethrows)
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            Text {
                objectName: "figureName"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: !root.cumul && root.happyDes.figure.length > 0
                text: qsTr("Figure : %1").arg(GameText.figureName(root.happyDes.figure))
                color: Theme.goldLight
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.throwing
                text: qsTr("Cliquez sur chaque dé (ou Tab puis Entrée) pour le lancer.")
                color: Theme.onDarkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }

        // The prizes in play (drawn when the universe was chosen, times the multiplier).
        Rectangle {
            width: Math.round(380 * Theme.uiScale)
            height: table.implicitHeight + Theme.space4 * 2
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: Theme.champagne
            border.width: Theme.borderWidth

            Column {
                id: table
                anchors.fill: parent
                anchors.margins: Theme.space4
                spacing: Theme.space1

                Text {
                    text: root.cumul ? qsTr("Lots en jeu par score") : qsTr("Lots en jeu par figure")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                }
                Repeater {
                    model: root.cumul ? root.happyDes.cumulPrizes : root.happyDes.figuresPrizes

                    Rectangle {
                        id: line
                        required property var modelData
                        required property int index
                        readonly property bool won: root.cumul ? index === root.wonRange
                                                               : root.happyDes.finished && root.happyDes.figure === modelData.figure
                        width: table.width
                        height: Math.round(Theme.fontBody * 1.9)
                        radius: Theme.radiusSmall
                        color: won ? Theme.winLight : "transparent"
                        border.color: won ? Theme.win : "transparent"
                        border.width: Theme.borderWidth
                        Accessible.role: Accessible.StaticText
                        Accessible.name: lineLabel.text + " : " + lineAmount.text + (won ? ", " + qsTr("gagné") : "")

                        Text {
                            id: lineLabel
                            anchors.left: parent.left
                            anchors.leftMargin: Theme.space2
                            anchors.verticalCenter: parent.verticalCenter
                            text: root.cumul
                                  ? (line.modelData.minScore === line.modelData.maxScore
                                     ? String(line.modelData.minScore)
                                     : qsTr("%1 à %2").arg(line.modelData.minScore).arg(line.modelData.maxScore))
                                  : GameText.figureName(line.modelData.figure)
                            color: Theme.inkSoft
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            font.bold: line.won
                        }
                        Text {
                            id: lineAmount
                            objectName: "prize-" + line.index
                            anchors.right: parent.right
                            anchors.rightMargin: Theme.space2
                            anchors.verticalCenter: parent.verticalCenter
                            text: (line.won ? "★ " : "") + Format.money(line.modelData.amountCents)
                            color: line.won ? Theme.win : Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                    }
                }
                Text {
                    visible: root.cumul
                    width: table.width
                    text: qsTr("Scores de 23 à 29 (sauf 27) : perdu. 27 : les sept dés sont relancés.")
                    color: Theme.inkMuted
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
