pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// 2.4: the player picks one of the three universes; each card shows its rules and its prizes
// at the current multiplier.
Item {
    id: root

    required property HappyDesPresenter game
    property bool portrait: false

    Column {
        id: content
        anchors.centerIn: parent
        spacing: Theme.space5
        // Shrunk to fit when the cards are taller than the room (the message line above stays
        // clear).
        scale: Math.min(1, root.height / Math.max(1, content.implicitHeight),
                        root.width / Math.max(1, content.implicitWidth))

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Choisissez votre univers (coefficient ×%1)").arg(GameText.multiplier(root.game.amountCents))
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        Grid {
            anchors.horizontalCenter: parent.horizontalCenter
            columns: root.portrait ? 1 : 3
            spacing: Theme.space5

            Repeater {
                model: root.game.universeFacts

                UniverseCard {
                    id: card
                    required property var modelData
                    required property int index
                    objectName: "universe-" + modelData.universe
                    width: root.portrait ? Math.min(root.width - Theme.space6, Math.round(640 * Theme.uiScale))
                                         : Math.min(Math.round(400 * Theme.uiScale), (root.width - Theme.space5 * 4) / 3)
                    universe: modelData.universe
                    title: GameText.universeTitle(modelData.universe)
                    ruleText: GameText.universeRule(modelData.universe)
                    prizeLines: {
                        const lines = []
                        const prizes = card.modelData.prizeCents
                        // Each amount with what wins it (a score, a figure, a throw).
                        const wins = card.modelData.prizeWins ?? []
                        for (let i = 0; i < prizes.length && i < 6; ++i)
                            lines.push(GameText.winCondition(card.modelData.universe, wins[i]) + "\t" + Format.money(prizes[i]))
                        if (prizes.length > 6)
                            lines.push(qsTr("… jusqu'à %1").arg(Format.money(prizes[prizes.length - 1])))
                        return lines
                    }
                    facts: [qsTr("Chance de gagner : 1 sur %1").arg((1 / card.modelData.winProbability).toFixed(2).replace(".", ","))]
                    focus: index === 0
                    onChosen: root.game.chooseUniverse(modelData.universe)
                }
            }
        }
    }
}
