import QtQuick
import Instants

// A Happy Dés game re-played from the journal (the history's « Rejouée »): the step's state as
// the rules' own View gives it (Replay.happyDes), drawn with the components of play: the
// amount in play and the stage-1 die, then the universe's band, its dice, its track of throws,
// its score or figure, and the end. Nothing moves: each step shows the game as it was.
Rectangle {
    id: root

    // Replay.happyDes: {stage1Amount, stage1Face, universe, dice, cumulScore, figure,
    // identiquesThrow, identiquesPrize, identiquesFaces, identiquesTrack, finished, win}.
    required property var state
    required property int stakeCents

    readonly property int universe: root.state.universe ?? HappyDesUniverse.None  // HappyDesUniverse
    readonly property bool stage2: root.universe !== HappyDesUniverse.None
    // The dice take the room the rest leaves (the Identiques track on two rows at 800×600).
    readonly property real dieSize: Math.max(28, Math.min(root.height * 0.2, root.width / (root.universe === HappyDesUniverse.Cumul ? 10 : 7.5),
                                                          root.height - Theme.space4 * 2 - root.restHeight))
    // Everything but the dice, with the spaces between the lines.
    readonly property real restHeight: {
        let h = 0
        let shown = 0
        for (let i = 0; i < lines.children.length; ++i) {
            const item = lines.children[i]
            if (item.visible && item !== dice && item !== stage1Die) {
                h += item.height
                ++shown
            }
        }
        return h + shown * lines.spacing
    }

    radius: Theme.radiusLarge
    color: Theme.feltOf(root.universe)

    // (Each line wraps to the column: a larger text's « Lancer 1 / 15 · lot en jeu … ».)
    Column {
        id: lines
        anchors.centerIn: parent
        width: parent.width - Theme.space4 * 2
        spacing: Theme.space3

        // Stage 1 (2.3): the amount in play and the die.
        Text {
            objectName: "replayAmount"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, parent.width)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: !root.stage2
            text: (root.state.stage1Amount ?? 0) > 0 ? qsTr("Montant en jeu : %1").arg(Format.money(root.state.stage1Amount)) : qsTr("Mise %1").arg(Format.money(root.stakeCents))
            color: Theme.goldLight
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontLead
            font.bold: true
        }
        Die {
            id: stage1Die
            objectName: "replayStage1Die"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: !root.stage2
            width: Math.round(root.dieSize * 1.3)
            height: width
            face: root.state.stage1Face ?? 0
            restingFace: 3
            label: qsTr("Dé de l'étape 1")
        }

        // Stage 2 (2.4): the universe, its dice.
        UniverseTitle {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.stage2
            universe: root.universe
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, parent.width)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: root.stage2
            text: qsTr("coefficient ×%1").arg(GameText.multiplier(root.state.stage1Amount ?? 0))
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
        }
        IdentiquesTrack {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.universe === HappyDesUniverse.Identiques
            compact: true
            width: Math.min(implicitWidth, parent.width)
            track: root.state.identiquesTrack ?? []
        }
        DiceRow {
            id: dice
            objectName: "replayDice"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.stage2
            faces: root.universe === HappyDesUniverse.Identiques ? (root.state.identiquesFaces ?? []) : (root.state.dice ?? [])
            dieSize: root.dieSize
            label: qsTr("Dés")
        }
        Text {
            objectName: "replayScore"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, parent.width)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: root.stage2
            text: root.universe === HappyDesUniverse.Cumul ? qsTr("Score : %1").arg(root.state.cumulScore ?? 0)
                : root.universe === HappyDesUniverse.Figures ? ((root.state.figure ?? "").length > 0 ? qsTr("Figure : %1").arg(GameText.figureName(root.state.figure)) : "")
                : (root.state.identiquesThrow ?? 0) > 0 ? qsTr("Lancer %1 / 15 · lot en jeu %2").arg(root.state.identiquesThrow).arg(Format.money(root.state.identiquesPrize ?? 0))
                : ""
            color: Theme.goldLight
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontLead
            font.bold: true
        }

        // The end.
        Text {
            objectName: "replayResult"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, parent.width)
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            visible: root.state.finished === true
            text: (root.state.win ?? 0) > 0 ? qsTr("Gain : %1").arg(Format.money(root.state.win)) : qsTr("Pas de gain")
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
    }
}
