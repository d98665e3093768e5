pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Happy Identiques (2.4.3): up to fifteen throws of three dice, "Lancez vos dés"; before each
// throw its prize is drawn and shown; three of a kind wins it. A track of the fifteen throws
// keeps each throw's prize and result.
Item {
    id: root

    required property HappyDesPresenter game
    // « Lancez vos dés » keeps the focus through each throw's reveal (not ready until it ends).
    readonly property Item focusTarget: root.game.phase === HappyDesPhase.Identiques ? throwButton : null
    property bool portrait: false

    // A short play area (800×600): closer lines and smaller dice, so that the whole column fits
    // between the message line and the band (the title went over the message, « Lancez vos
    // dés » under the band).
    readonly property bool tight: root.height < Math.round(560 * Theme.uiScale)
    // … and the track in two rows in it (800×600): a compact track, and no « Lancer n / 15 »
    // line (the message line and the track's « ▶ » say it).
    readonly property bool crowded: root.tight && track.columns < 15
    // The dice take the height the other lines leave them (the track takes two rows on a
    // narrow screen: with dice of a fixed share of the height, « Lancez vos dés » went across
    // the felt's edge at 800×600). A die row is a die and its bounce's room tall (DiceRow),
    // and a die no smaller than `smallestDie`, under which its pips blur.
    readonly property int smallestDie: 32
    readonly property real othersHeight: title.height + (throwText.visible ? throwText.height + column.spacing : 0)
                                         + track.height + prizeBox.height + throwButton.height + column.spacing * 4
    readonly property int dieSize: Math.round(Math.max(root.smallestDie, Math.min(120 * Theme.uiScale,
                                                                    root.height * (root.tight ? 0.2 : 0.24),
                                                                    (root.height - root.othersHeight - Theme.space4) / (1 + row.bounceRoom))))

    Column {
        id: column
        anchors.centerIn: parent
        spacing: root.tight ? Theme.space2 : Theme.space5

        UniverseTitle {
            id: title
            anchors.horizontalCenter: parent.horizontalCenter
            universe: HappyDesUniverse.Identiques
        }
        Text {
            id: throwText
            objectName: "identiquesThrow"
            anchors.horizontalCenter: parent.horizontalCenter
            // (A short play area leaves it to the message line and the track's « ▶ ».)
            visible: !root.crowded
            text: qsTr("Lancer %1 / 15").arg(root.game.identiquesThrow)
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        IdentiquesTrack {
            id: track
            objectName: "identiquesTrack"
            anchors.horizontalCenter: parent.horizontalCenter
            compact: root.crowded
            width: Math.min(root.width - Theme.space4, implicitWidth)
            track: root.game.identiquesTrack
        }
        Rectangle {
            id: prizeBox
            anchors.horizontalCenter: parent.horizontalCenter
            width: prize.implicitWidth + Theme.space6 * 2
            height: prize.implicitHeight + Theme.space3 * 2
            radius: Theme.radiusMedium
            // The prize of the throw, just drawn: a short glow of the box and its gold edge (no
            // scale: under one, Qt Quick's software renderer left a stray line by the box).
            readonly property bool glowing: root.game.stage === RevealStage.Prize
            color: prizeBox.glowing ? Theme.goldLight : Theme.paper
            border.color: prizeBox.glowing ? Theme.goldDark : Theme.gold
            border.width: prizeBox.glowing ? Theme.borderWidth * 2 : Theme.borderWidth
            Behavior on color {
                enabled: !Theme.reducedMotion
                ColorAnimation { duration: Theme.durationMedium }
            }
            Text {
                id: prize
                objectName: "identiquesPrize"
                anchors.centerIn: parent
                text: root.game.finished && GameText.isWin(root.game.winCents, root.game.stakeCents)
                      ? qsTr("Lot gagné au lancer %1 : %2").arg(root.game.identiquesThrow).arg(Format.money(root.game.identiquesPrizeCents))
                      : root.game.finished && root.game.winCents > 0
                      ? qsTr("Lot du lancer %1 : %2 pour une mise de %3").arg(root.game.identiquesThrow)
                          .arg(Format.money(root.game.identiquesPrizeCents)).arg(Format.money(root.game.stakeCents))
                      : qsTr("Lot en jeu pour ce lancer : %1").arg(Format.money(root.game.identiquesPrizeCents))
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
        DiceRow {
            id: row
            objectName: "identiquesDice"
            anchors.horizontalCenter: parent.horizontalCenter
            faces: root.game.identiquesFaces
            dieSize: root.dieSize
            label: qsTr("Les trois dés")
            rollingIndices: root.game.tumblingDice
            tumbleSeeds: root.game.tumbleSeeds
            timeline: root.game
            highlightedIndices: root.game.finished && root.game.winCents > 0 ? [0, 1, 2] : []
        }
        ActionButton {
            id: throwButton
            objectName: "throwButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Lancez vos dés")
            iconSource: Theme.asset("dice/5.svg")
            visible: root.game.phase === HappyDesPhase.Identiques
            ready: root.game.canAct
            focus: visible
            onClicked: root.game.throwDice()
        }
    }
}
