pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Happy Cumul (2.4.1: seven dice, the running score, the prize in play for each score range,
// 27 re-throws all seven) and Happy Figures (2.4.2: five dice, the prize in play for each
// figure, the figure recognised and named). Each die is thrown by its own click or key. While
// the dice left can still reach a score range, its row is marked « possible »; the others fade.
Item {
    id: root

    required property HappyDesPresenter game
    // The next die to throw: it takes the focus when the one before it has landed.
    readonly property Item focusTarget: {
        const n = dice.count
        for (let i = 0; i < n; ++i) {
            const d = dice.itemAt(i)
            if (d && d.interactive)
                return d
        }
        return null
    }
    property bool portrait: false

    readonly property bool cumul: root.game.universe === HappyDesUniverse.Cumul
    readonly property bool throwing: root.game.phase === HappyDesPhase.Cumul || root.game.phase === HappyDesPhase.Figures
    // The dice take the room they have: one row beside the prize table (under it in portrait),
    // a gap of 0.28 die between two dice, so that their rings (a ripple, a winning halo) never
    // touch.
    // (Its words grow with the player's text size, and so does its width.)
    function tableWidthFor(columns: int): real {
        return Math.round((columns === 2 ? 520 : 380) * Theme.uiScale * Theme.textScale)
    }
    readonly property real tableWidth: root.tableWidthFor(root.tableColumns)
    // The prize table fits the height it has, the result panel below it (11 Cumul rows at
    // 800×600 went under the result and the responsible-gaming band): its rows grow shorter
    // down to 1.4 lines, then go into two columns (the largest prizes first, down the left).
    readonly property int prizeRows: (root.cumul ? root.game.cumulPrizes : root.game.figuresPrizes).length
    readonly property real tableFixedHeight: Theme.fontLead * 1.5 + (root.cumul ? Theme.fontCaption * 3 : 0)
                                             + Theme.space4 * 2 + Theme.space1 * 2
    function tableColumnsIn(space: real): int {
        return root.prizeRows * Math.round(Theme.fontBody * 1.4) + root.tableFixedHeight > space ? 2 : 1
    }
    // The table under the dice: in portrait, and where the table beside them (in the columns it
    // would have there) would leave the dice a row of less than 48 px each, or less than the
    // universe's title or the score need (a large text makes the table and those words wide).
    readonly property real smallestDie: Math.round(48 * Theme.uiScale)
    readonly property real diceColumnLeast: Math.max(root.diceCount * root.smallestDie * (1 + root.gapRatio),
                                                     universeTitle.implicitWidth,
                                                     root.cumul ? widestScore.advanceWidth : 0)
    // The widest score (two digits), so that the table does not move as the score grows.
    TextMetrics {
        id: widestScore
        font: score.font
        text: qsTr("Score : %1").arg(88)
    }
    readonly property bool stacked: root.portrait
        || root.width - root.tableWidthFor(root.tableColumnsIn(root.height)) - Theme.space7 - Theme.space4
           < root.diceColumnLeast
    readonly property real tableSpace: root.stacked ? root.height * 0.5 : root.height
    readonly property int tableColumns: root.tableColumnsIn(root.tableSpace)
    readonly property real rowHeight: Math.round(Math.max(Theme.fontBody * 1.4, Math.min(Theme.fontBody * 1.9,
        (root.tableSpace - root.tableFixedHeight) / Math.max(1, Math.ceil(root.prizeRows / root.tableColumns)))))
    readonly property int diceCount: Math.max(1, root.game.dice.length)
    readonly property real gapRatio: 0.28
    readonly property real rowWidth: root.stacked ? root.width * 0.95
                                                   : root.width - root.tableWidth - Theme.space7 - Theme.space4
    readonly property real dieSize: Math.floor(Math.max(40, Math.min(
        (root.rowWidth - root.diceCount) / (root.diceCount + (root.diceCount - 1) * root.gapRatio),
        root.height * (root.stacked ? 0.16 : 0.26),
        170 * Theme.uiScale)))

    // A 27 held on the table before the seven dice are thrown again (2.4.1.3).
    readonly property bool rethrowHeld: root.game.stage === RevealStage.Hold

    Grid {
        anchors.centerIn: parent
        columns: root.stacked ? 1 : 2
        spacing: Theme.space7
        verticalItemAlignment: Grid.AlignVCenter
        horizontalItemAlignment: Grid.AlignHCenter

        Column {
            id: diceColumn
            spacing: Theme.space5

            UniverseTitle {
                id: universeTitle
                anchors.horizontalCenter: parent.horizontalCenter
                universe: root.game.universe
            }

            Flow {
                id: diceFlow
                anchors.horizontalCenter: parent.horizontalCenter
                // The dice in one row: their size is computed to fit it (dieSize).
                width: dice.count * (root.dieSize + diceFlow.spacing) - diceFlow.spacing
                spacing: Math.floor(root.dieSize * root.gapRatio)
                // The room of a die's bounce above the row, the title's gap included: a die in
                // the air never crosses the title's band (Theme.dieAirRoom).
                topPadding: Math.max(0, Math.ceil(root.dieSize * Theme.dieAirRoom) - diceColumn.spacing)

                Repeater {
                    id: dice
                    model: root.game.dice.length

                    Die {
                        required property int index
                        objectName: "die-" + index
                        width: root.dieSize
                        height: width
                        face: root.game.dice[index] ?? 0
                        rolling: root.game.tumblingDice.indexOf(index) >= 0
                        timeline: root.game
                        tumbleSeed: root.game.tumbleSeeds[index] ?? index
                        slow: root.game.slowTumble
                        interactive: root.throwing && face === 0 && root.game.canAct
                        // A button, thrown or not, like the stage-1 die: a screen reader learns
                        // an object's role once (Qt 6.4's AT-SPI bridge tells no role change), so
                        // a role that changed would be said wrong ("image" for a die to throw).
                        button: true
                        label: qsTr("dé %1 sur %2").arg(index + 1).arg(root.game.dice.length)
                        focus: index === 0
                        onThrown: root.game.throwDie(index)
                    }
                }
            }

            Text {
                id: score
                objectName: "score"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.cumul
                text: qsTr("Score : %1").arg(root.game.cumulScore)
                color: Theme.goldLight
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                objectName: "rethrowNote"
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, root.rowWidth)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: root.cumul && (root.game.cumulRethrows > 0 || root.rethrowHeld)
                text: root.rethrowHeld ? qsTr("27 : les sept dés vont être relancés.")
                                       : qsTr("Score de 27 : %n relance(s) des sept dés.", "", root.game.cumulRethrows)
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            Text {
                objectName: "figureName"
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, root.rowWidth)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: !root.cumul && root.game.figure.length > 0
                text: qsTr("Figure : %1").arg(GameText.figureName(root.game.figure))
                // Gold and large only for a figure that wins above the stake (a brelan at ×0,5
                // paying 0,50 € on 1 € is told plainly).
                readonly property bool win: GameText.isWin(root.game.winCents, root.game.stakeCents)
                color: win ? Theme.goldLight : Theme.onDark
                font.family: Theme.fontDisplay
                font.pixelSize: win ? Theme.fontHeadline : Theme.fontLead
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, root.rowWidth)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: root.throwing && !root.rethrowHeld
                text: qsTr("Cliquez sur chaque dé (ou Tab puis Entrée) pour le lancer.")
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }

        // The prizes in play (drawn when the universe was chosen, times the multiplier).
        Rectangle {
            width: root.tableWidth
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
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                    text: root.cumul ? qsTr("Lots en jeu par score") : qsTr("Lots en jeu par figure")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                }
                Grid {
                    id: prizeGrid
                    width: table.width
                    flow: Grid.TopToBottom
                    rows: Math.max(1, Math.ceil(root.prizeRows / root.tableColumns))
                    columnSpacing: Theme.space3
                    readonly property real lineWidth: (width - (root.tableColumns - 1) * columnSpacing) / root.tableColumns

                    Repeater {
                        model: root.cumul ? root.game.cumulPrizes : root.game.figuresPrizes

                        Rectangle {
                            id: line
                            required property prizeLine modelData
                            required property int index
                            // The line that paid; a win (green, ★, « gagné ») only above the stake,
                            // otherwise marked in neutral words and colours (docs/visual-design.md).
                            readonly property bool paid: modelData.won
                            readonly property bool won: line.paid && modelData.aboveStake
                            readonly property bool drawn: modelData.amountCents >= 0
                            // Cumul: a range the dice left can still reach, while the dice are thrown.
                            readonly property bool inReach: root.cumul && root.throwing && modelData.reachable
                            width: prizeGrid.lineWidth
                            height: root.rowHeight
                            radius: Theme.radiusSmall
                            color: won ? Theme.winLight : inReach ? "#1FD4A036" : "transparent"
                            border.color: won ? Theme.win : paid ? Theme.inkSoft : "transparent"
                            // Out of reach: told by a quieter colour and weight, not by transparency
                            // (which took the words below 4.5:1 on the felt's paper).
                            readonly property bool outOfReach: root.cumul && root.throwing && !inReach
                            border.width: Theme.borderWidth
                            Accessible.role: Accessible.StaticText
                            Accessible.name: lineLabel.text + " : " + lineAmount.text + (won ? ", " + qsTr("gagné") : paid ? ", " + qsTr("obtenu") : inReach ? ", " + qsTr("possible") : "")

                            // « possible »: a gold bar on the left of a range still in reach.
                            Rectangle {
                                visible: line.inReach
                                anchors.left: parent.left
                                anchors.top: parent.top
                                anchors.bottom: parent.bottom
                                anchors.margins: Theme.space1
                                width: Math.max(3, Math.round(4 * Theme.uiScale))
                                radius: width / 2
                                color: Theme.gold
                            }

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
                                color: line.outOfReach ? Theme.inkMuted : Theme.inkSoft
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontBody
                                font.bold: line.paid
                            }
                            Text {
                                id: lineAmount
                                objectName: "prize-" + line.index
                                anchors.right: parent.right
                                anchors.rightMargin: Theme.space2
                                anchors.verticalCenter: parent.verticalCenter
                                text: !line.drawn ? "…" : (line.won ? "★ " : line.paid ? "✓ " : "") + Format.money(line.modelData.amountCents)
                                color: line.won ? Theme.win : line.outOfReach ? Theme.inkMuted : Theme.ink
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontBody
                                font.bold: !line.outOfReach
                            }
                        }
                    }
                }
                Text {
                    visible: root.cumul
                    width: table.width
                    text: qsTr("Scores de 23 à 29 (sauf 27) : perdu. 27 : les sept dés sont relancés.")
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    color: Theme.inkMuted
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
