pragma ComponentBehavior: Bound
import QtQuick
import Instants

// 2.4: the player picks one of the three universes; each card shows its rules and its prizes
// at the current multiplier.
Item {
    id: root

    required property HappyDesPresenter game
    // The first universe's card: where the focus goes when the choice opens.
    property Item firstCard: null
    readonly property Item focusTarget: root.firstCard
    property bool portrait: false

    // Where even the compact cards are taller than the room (a short portrait window), they
    // scroll; everywhere else nothing moves.
    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, content.implicitHeight)
        interactive: content.implicitHeight > height + 1
        clip: interactive
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: content
            anchors.horizontalCenter: parent.horizontalCenter
            y: Math.max(0, Math.round((flick.height - content.implicitHeight) / 2))
            spacing: Theme.space5
            // In a room too short for them the cards shrink their emblem, then the heading gives
            // way to the message line above, which says the same, then if need be the cards lose
            // their rule text and set their prizes smaller (compact); nothing is scaled (Qt
            // Quick's software renderer cuts the corners of rounded rectangles drawn under a
            // scale and leaves stray lines: docs/visual-design.md, "Layouts that fit").
            Text {
                id: heading
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, flick.width - Theme.space5 * 2)
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                visible: cards.density < 2
                text: qsTr("Choisissez votre univers (coefficient ×%1)").arg(GameText.multiplier(root.game.amountCents))
                color: Theme.onDark
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
                // Another multiplier, other amounts: the cards are measured again.
                onTextChanged: cards.decide()
            }

            Grid {
                id: cards
                objectName: "universeCards"
                anchors.horizontalCenter: parent.horizontalCenter
                columns: root.portrait ? 1 : 3
                spacing: Theme.space5

                // How much the cards give up (UniverseCard.density): the least that fits. Decided in
                // one go, each level laid out at once and measured (no frame is drawn in between),
                // when the room, the orientation or the multiplier changes, or the screen shows.
                property int density: 0
                readonly property bool compact: cards.density >= 3
                // The cards of a row are as tall as the tallest (their rules wrap to different
                // numbers of lines).
                readonly property real tallest: {
                    let h = 0
                    for (let i = 0; i < cardRepeater.count; ++i) {
                        const c = cardRepeater.itemAt(i)
                        if (c)
                            h = Math.max(h, c.implicitHeight)
                    }
                    return h
                }
                // The cards' height as laid out now: the tallest in a row, or the three stacked.
                function cardsHeight(): real {
                    let tallest = 0
                    let stacked = 0
                    for (let i = 0; i < cardRepeater.count; ++i) {
                        const c = cardRepeater.itemAt(i)
                        if (!c)
                            continue
                        c.forceLayout()
                        tallest = Math.max(tallest, c.implicitHeight)
                        stacked += c.implicitHeight + (i > 0 ? cards.spacing : 0)
                    }
                    return root.portrait ? stacked : tallest
                }
                function fits(): bool {
                    return (heading.visible ? heading.implicitHeight + content.spacing : 0) + cards.cardsHeight() <= root.height + 0.5
                }
                function decide(): void {
                    if (!root.visible || cardRepeater.count === 0)
                        return
                    for (let level = 0; level < 3; ++level) {
                        cards.density = level
                        if (cards.fits())
                            return
                    }
                    cards.density = 3
                }
                Connections {
                    target: root
                    function onHeightChanged(): void { cards.decide() }
                    function onWidthChanged(): void { cards.decide() }
                    function onPortraitChanged(): void { cards.decide() }
                    function onVisibleChanged(): void { cards.decide() }
                }

                Repeater {
                    id: cardRepeater
                    onItemAdded: (index, item) => { if (index === 0) root.firstCard = item }
                    onItemRemoved: (index, item) => { if (item === root.firstCard) root.firstCard = null }
                    model: root.game.universeFacts
                    onCountChanged: Qt.callLater(cards.decide)

                    UniverseCard {
                        id: card
                        required property universeFact modelData
                        required property int index
                        objectName: "universe-" + GameText.universeKey(modelData.universe)
                        width: root.portrait ? Math.min(root.width - Theme.space6, Math.round(640 * Theme.uiScale))
                                             : Math.min(Math.round(400 * Theme.uiScale), (root.width - Theme.space5 * 4) / 3)
                        height: root.portrait ? implicitHeight : cards.tallest
                        universe: modelData.universe
                        density: cards.density
                        title: GameText.universeTitle(modelData.universe)
                        ruleText: GameText.universeRule(modelData.universe)
                        prizeLines: {
                            const lines = []
                            const prizes = card.modelData.prizes
                            // Each amount with what wins it (a score, a figure, a throw).
                            const amount = cents => cards.compact ? Format.moneyShort(cents) : Format.money(cents)
                            for (let i = 0; i < prizes.length && i < 6; ++i)
                                lines.push(GameText.winCondition(card.modelData.universe, prizes[i]) + "\t" + amount(prizes[i].amountCents))
                            if (prizes.length > 6)
                                lines.push(qsTr("… jusqu'à %1").arg(amount(prizes[prizes.length - 1].amountCents)))
                            return lines
                        }
                        // A win is a prize above the stake (docs/visual-design.md), as the
                        // message line and the rules count it.
                        facts: !Theme.showFacts ? [] : [GameText.winChance(card.modelData.aboveStakeProbability)]
                        focus: index === 0
                        onChosen: root.game.chooseUniverse(modelData.universe)
                    }
                }
            }
        }
    }
}
