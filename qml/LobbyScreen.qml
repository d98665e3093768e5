pragma ComponentBehavior: Bound
import QtQuick

// The lobby: the three games, with what each costs.
Item {
    id: root

    required property int balanceCents
    property bool portrait: false

    signal open(string name)

    Backdrop {
        anchors.fill: parent
        // Decoded off the GUI thread: the games answer at once, the sunburst (on the window's
        // cream) follows a moment later.
        picture: Theme.asset("backgrounds/lobby.svg")
    }

    Column {
        anchors.centerIn: parent
        spacing: Theme.space6

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Choisissez votre jeu")
            color: Theme.ink
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontHeadline
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        Grid {
            id: tiles
            anchors.horizontalCenter: parent.horizontalCenter
            columns: root.portrait ? 1 : 3
            spacing: Theme.space6

            GameTile {
                objectName: "tile-happy-des"
                gameId: "happy-des"
                title: "Happy Dés"
                tagline: qsTr("Un dé, puis trois univers : Cumul, Figures, Identiques")
                priceText: qsTr("Mise 1 € ou 2 €")
                focus: true
                onChosen: root.open("happy-des")
            }
            GameTile {
                objectName: "tile-dede"
                gameId: "dede"
                title: "DÉDÉ"
                tagline: qsTr("Trois lancers de deux dés : un 7 gagne la case « Gain »")
                priceText: qsTr("Ticket à 2 €")
                onChosen: root.open("dede")
            }
            GameTile {
                objectName: "tile-happy-2014"
                gameId: "happy-2014"
                title: "Happy 2014"
                tagline: qsTr("Douze mois et un « Bonus » : deux symboles identiques gagnent")
                priceText: qsTr("Ticket à 3 €")
                onChosen: root.open("happy-2014")
            }
        }
    }
}
