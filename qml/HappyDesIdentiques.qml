pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// Happy Identiques (2.4.3): up to fifteen throws of three dice, "Lancez vos dés"; before each
// throw its prize is drawn and shown; three of a kind wins it.
Item {
    id: root

    required property HappyDesAdapter happyDes
    property bool portrait: false

    function rollDice(): void {
        row.rollAll()
    }

    Column {
        anchors.centerIn: parent
        spacing: Theme.space5

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: "Happy Identiques"
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            objectName: "identiquesThrow"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Lancer %1 / 15").arg(root.happyDes.identiquesThrow)
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: prize.implicitWidth + Theme.space6 * 2
            height: prize.implicitHeight + Theme.space3 * 2
            radius: Theme.radiusMedium
            color: Theme.paper
            border.color: Theme.gold
            border.width: Theme.borderWidth
            Text {
                id: prize
                objectName: "identiquesPrize"
                anchors.centerIn: parent
                text: root.happyDes.finished && root.happyDes.winCents > 0
                      ? qsTr("Lot gagné au lancer %1 : %2").arg(root.happyDes.identiquesThrow).arg(Format.money(root.happyDes.identiquesPrizeCents))
                      : qsTr("Lot en jeu pour ce lancer : %1").arg(Format.money(root.happyDes.identiquesPrizeCents))
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
            faces: root.happyDes.identiquesFaces
            dieSize: Math.round(120 * Theme.uiScale)
            label: qsTr("Les trois dés")
            highlightedIndices: root.happyDes.finished && root.happyDes.winCents > 0 ? [0, 1, 2] : []
        }
        ActionButton {
            objectName: "throwButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Lancez vos dés")
            iconSource: Theme.asset("dice/5.svg")
            visible: root.happyDes.phase === "identiques"
            focus: visible
            onClicked: root.happyDes.throwDice()
        }
    }
}
