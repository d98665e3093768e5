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
        // In a room too short for them the cards shrink their emblem, then if need be lose their
        // rule text and set their prizes smaller (compact), the heading giving way to the message
        // line above, which says the same; nothing is scaled (Qt Quick's software renderer cuts
        // the corners of rounded rectangles drawn under a scale and leaves stray lines:
        // docs/visual-design.md, "Layouts that fit").
        Text {
            id: heading
            anchors.horizontalCenter: parent.horizontalCenter
            visible: !cards.compact
            text: qsTr("Choisissez votre univers (coefficient ×%1)").arg(GameText.multiplier(root.game.amountCents))
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        Grid {
            id: cards
            anchors.horizontalCenter: parent.horizontalCenter
            columns: root.portrait ? 1 : 3
            spacing: Theme.space5

            // The cards' height: the tallest in a row, or the three stacked.
            readonly property real cardsHeight: {
                let tallest = 0
                let stacked = 0
                for (let i = 0; i < cardRepeater.count; ++i) {
                    const c = cardRepeater.itemAt(i)
                    if (!c)
                        continue
                    tallest = Math.max(tallest, c.implicitHeight)
                    stacked += c.implicitHeight + (i > 0 ? cards.spacing : 0)
                }
                return root.portrait ? stacked : tallest
            }
            // Measured at full size, then set (not bound: the cards' height follows it): each
            // change of the room lays the cards out in full first. 1 if a smaller emblem is
            // enough, 2 if not (UniverseCard.density).
            property int density: 0
            readonly property bool compact: cards.density >= 2
            function measure(): void {
                if (cards.density !== 0 || cardRepeater.count === 0)
                    return
                const first = cardRepeater.itemAt(0)
                const saving = first ? first.smallEmblemSaving * (root.portrait ? cardRepeater.count : 1) : 0
                const needed = heading.implicitHeight + content.spacing + cards.cardsHeight
                cards.density = needed <= root.height ? 0 : needed - saving <= root.height ? 1 : 2
            }
            function relayout(): void {
                cards.density = 0
                Qt.callLater(cards.measure)
            }
            // A smaller emblem that turns out not to be enough gives way to level 2.
            function verify(): void {
                if (cards.density === 1 && heading.implicitHeight + content.spacing + cards.cardsHeight > root.height + 1)
                    cards.density = 2
            }
            onCardsHeightChanged: Qt.callLater(cards.density === 0 ? cards.measure : cards.verify)
            Connections {
                target: root
                function onHeightChanged(): void { cards.relayout() }
                function onWidthChanged(): void { cards.relayout() }
                function onPortraitChanged(): void { cards.relayout() }
            }

            Repeater {
                id: cardRepeater
                model: root.game.universeFacts

                UniverseCard {
                    id: card
                    required property var modelData
                    required property int index
                    objectName: "universe-" + modelData.universe
                    width: root.portrait ? Math.min(root.width - Theme.space6, Math.round(640 * Theme.uiScale))
                                         : Math.min(Math.round(400 * Theme.uiScale), (root.width - Theme.space5 * 4) / 3)
                    universe: modelData.universe
                    density: cards.density
                    title: GameText.universeTitle(modelData.universe)
                    ruleText: GameText.universeRule(modelData.universe)
                    prizeLines: {
                        const lines = []
                        const prizes = card.modelData.prizeCents
                        // Each amount with what wins it (a score, a figure, a throw).
                        const wins = card.modelData.prizeWins ?? []
                        const amount = cents => cards.compact ? Format.moneyShort(cents) : Format.money(cents)
                        for (let i = 0; i < prizes.length && i < 6; ++i)
                            lines.push(GameText.winCondition(card.modelData.universe, wins[i]) + "\t" + amount(prizes[i]))
                        if (prizes.length > 6)
                            lines.push(qsTr("… jusqu'à %1").arg(amount(prizes[prizes.length - 1])))
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
