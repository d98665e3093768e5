import QtQuick
import Instants

// Stage 1 (2.3): the amount in play, the die the player clicks, and on a 5 or a 6 the choice
// "J'arrête" / "Je continue" with, for each universe, the neutral facts the engine computes
// for this multiplier: the chance of winning, the expected prize and the top prize.
Item {
    id: root

    required property HappyDesPresenter game
    property bool portrait: false

    readonly property bool choosing: root.game.phase === HappyDesPhase.Stage1Won
    // The game ended at stage 1 on a 1, once the die has landed on it.
    readonly property bool lost: root.game.phase === HappyDesPhase.Lost && !root.game.stage1Tumbling
    // The control the player acts on next: the die to throw, then « J'arrête ».
    readonly property Item focusTarget: root.choosing ? (root.game.canAct ? choiceLoader.item?.stopControl ?? null : null)
                                      : die.interactive ? die : null

    Grid {
        anchors.centerIn: parent
        columns: root.portrait || !root.choosing ? 1 : 2
        spacing: Theme.space7
        horizontalItemAlignment: Grid.AlignHCenter
        verticalItemAlignment: Grid.AlignVCenter

        Column {
            id: stage1Column
            spacing: Theme.space4

            Text {
                objectName: "stage1AmountCaption"
                anchors.horizontalCenter: parent.horizontalCenter
                // After a 1 (2.3.3.2) the amount is no longer in play: « Montant perdu ».
                text: root.lost ? qsTr("Montant perdu") : qsTr("Montant en jeu")
                // White, not cream: on the lightest part of the felt it keeps 4.5:1.
                color: "#FFFFFF"
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
            }
            AmountReel {
                objectName: "stage1Amount"
                anchors.horizontalCenter: parent.horizontalCenter
                amounts: root.game.stage1Amounts
                cents: root.game.amountCents
                drawing: root.game.amountDrawing
                isTop: root.game.topAmount
                celebrating: root.game.stage === RevealStage.TopAmount
                lost: root.lost
            }
            // The top amount: the coefficient it would become (2.3.5), in words.
            Text {
                objectName: "topAmountNote"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.game.topAmount && !root.game.amountDrawing
                         && (root.game.phase === HappyDesPhase.Stage1Roll || root.game.phase === HappyDesPhase.Stage1Won)
                text: qsTr("Montant maximum : coefficient ×%1 à l'étape 2").arg(GameText.multiplier(root.game.amountCents))
                color: "#FFFFFF"
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
            // The room of the die's bounce above it, the column's gaps included: in the air, the
            // die never crosses the amount above it (Theme.dieAirRoom).
            Item {
                width: 1
                height: Math.max(0, Math.ceil(die.height * Theme.dieAirRoom) - stage1Column.spacing * 2)
            }
            Die {
                id: die
                objectName: "stage1Die"
                anchors.horizontalCenter: parent.horizontalCenter
                // Larger where there is room (a portrait kiosk): a fifth of the height at most.
                width: Math.round(Math.max(150 * Theme.uiScale, Math.min(root.height * 0.2, root.width * 0.3, 260 * Theme.uiScale)))
                height: width
                face: root.game.stage1Face
                // Before the first throw, a face that decides nothing (2, 3 and 4 only mean a new
                // throw): the die is a six-faced die from the start (2.3.3.1).
                restingFace: 3
                rolling: root.game.stage1Tumbling
                timeline: root.game
                tumbleSeed: root.game.tumbleSeeds[0] ?? 0
                interactive: root.game.phase === HappyDesPhase.Stage1Roll && root.game.canAct
                button: true
                label: qsTr("Dé de l'étape 1")
                onThrown: root.game.roll()
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.game.phase === HappyDesPhase.Stage1Roll
                      ? (root.game.stage1Throws === 0 ? qsTr("Cliquez sur le dé (ou Entrée) : 5 ou 6 gagne, 1 perd, 2, 3 ou 4 se relancent.")
                                                          : qsTr("Relancez le dé (lancer %1).").arg(root.game.stage1Throws + 1))
                      : ""
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                width: Math.min(implicitWidth, root.width - Theme.space6)
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
        }

        // The choice, with the facts and no nudging either way. Made when it shows (a Loader):
        // a screen reader meets its facts visible (HappyDesScreen.qml, the stages' Loaders).
        Loader {
            id: choiceLoader
            active: root.choosing
            visible: root.choosing  // (the Grid lays out no gap for it when it is not there)
            sourceComponent: choicePanel
        }
    }
    Component {
        id: choicePanel
        Rectangle {
            // « J'arrête »: where the focus goes when the choice shows.
            readonly property Item stopControl: stopButton
            // The decision's panel: wide enough for its four columns, the whole width in portrait.
            width: root.portrait ? root.width - Theme.space6 : Math.min(Math.round(760 * Theme.uiScale), root.width - Theme.space6)
            height: choice.implicitHeight + Theme.space5 * 2
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: Theme.champagne
            border.width: Theme.borderWidth

            Column {
                id: choice
                anchors.fill: parent
                anchors.margins: Theme.space5
                spacing: Theme.space4

                Text {
                    width: parent.width
                    objectName: "choiceExplanation"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    // A win only above the stake (docs/visual-design.md): 0,50 € on a 1 € stake
                    // is the amount in play, not « gagné ».
                    text: GameText.isWin(root.game.amountCents, root.game.stakeCents)
                        ? qsTr("Vous avez gagné %1. J'arrête et je l'empoche, ou je continue : le montant est perdu et devient un coefficient ×%2 pour l'un des trois univers.")
                            .arg(Format.money(root.game.amountCents)).arg(GameText.multiplier(root.game.amountCents))
                        : qsTr("Montant en jeu : %1 pour une mise de %2. J'arrête et je le reçois, ou je continue : le montant est perdu et devient un coefficient ×%3 pour l'un des trois univers.")
                            .arg(Format.money(root.game.amountCents)).arg(Format.money(root.game.stakeCents)).arg(GameText.multiplier(root.game.amountCents))
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                }

                // One line per universe, in the same order and style: facts only.
                Grid {
                    id: facts
                    objectName: "stage1Facts"
                    // A study condition may hide them (docs/usability-lab.md, "Conditions").
                    visible: Theme.showFacts
                    width: parent.width
                    columns: 4
                    columnSpacing: Theme.space4
                    rowSpacing: Theme.space2
                    readonly property real cell: (width - 3 * columnSpacing) / 4
                    readonly property list<string> headers: [qsTr("Univers"), qsTr("Chance de gagner"), qsTr("Gain moyen"), qsTr("Lot maximum")]

                    Repeater {
                        model: facts.headers
                        Text {
                            required property string modelData
                            Accessible.role: Accessible.ColumnHeader
                            Accessible.name: text
                            width: facts.cell
                            text: modelData
                            color: Theme.inkMuted
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontCaption
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                    }
                    Repeater {
                        model: root.game.universeFacts
                        delegate: Repeater {
                            id: line
                            required property universeFact modelData
                            model: [GameText.universeTitle(line.modelData.universe),
                                    GameText.winOdds(line.modelData.aboveStakeProbability),
                                    Format.money(Math.round(line.modelData.expectedValueCents)),
                                    Format.moneyShort(line.modelData.topPrizeCents)]
                            Text {
                                required property string modelData
                                required property int index
                                objectName: "fact-" + GameText.universeKey(line.modelData.universe) + "-" + index
                                width: facts.cell
                                text: modelData
                                color: Theme.ink
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontBody
                                font.bold: index === 0
                                wrapMode: Text.Wrap
                                // Each figure with its column's header (« Chance de gagner : 1 sur
                                // 1,97 »), the universe's name first.
                                Accessible.role: Accessible.StaticText
                                Accessible.name: index === 0 ? text : facts.headers[index] + " : " + text
                            }
                        }
                    }
                }

                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Theme.space5
                    ActionButton {
                        id: stopButton
                        objectName: "stopButton"
                        text: qsTr("J'arrête")
                        detail: GameText.isWin(root.game.amountCents, root.game.stakeCents)
                                ? qsTr("je gagne %1").arg(Format.money(root.game.amountCents))
                                : qsTr("je reçois %1").arg(Format.money(root.game.amountCents))
                        kind: ActionButton.Secondary
                        enabled: root.game.canAct
                        onClicked: root.game.stop()
                    }
                    ActionButton {
                        objectName: "continueButton"
                        text: qsTr("Je continue")
                        detail: qsTr("coefficient ×%1").arg(GameText.multiplier(root.game.amountCents))
                        kind: ActionButton.Secondary
                        enabled: root.game.canAct
                        onClicked: root.game.continueToStage2()
                    }
                }
            }
        }
    }
}
