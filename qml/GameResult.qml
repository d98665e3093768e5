import QtQuick

// The end of a game: the amount won or "Perdu", the balance, "Rejouer" and the way back.
Rectangle {
    id: root

    required property int winCents
    required property int balanceCents
    property string replayText: qsTr("Rejouer")
    property bool canReplay: true
    /// False where the screen keeps its own buttons for the next game (the scratch games'
    /// « Jouez » / « Auto »): one way to deal the next ticket, not two side by side.
    property bool showReplay: true
    // The buttons under the result rather than beside it (a narrow panel).
    property bool stacked: false

    signal replay()
    signal lobby()

    implicitWidth: row.implicitWidth + Theme.space6 * 2
    implicitHeight: row.implicitHeight + Theme.space4 * 2
    radius: Theme.radiusLarge
    color: root.winCents > 0 ? Theme.winLight : Theme.paper
    border.color: root.winCents > 0 ? Theme.win : Theme.champagne
    border.width: Theme.borderWidth

    Accessible.role: Accessible.Grouping
    Accessible.name: resultText.text

    // Text and buttons side by side, or (stacked, for a narrow side panel) the buttons below.
    Grid {
        id: row
        anchors.centerIn: parent
        columns: root.stacked ? 1 : 2
        spacing: Theme.space5
        rowSpacing: Theme.space3
        verticalItemAlignment: Grid.AlignVCenter

        Column {
            spacing: Theme.space1
            Text {
                id: resultText
                objectName: "resultText"
                text: root.winCents > 0 ? qsTr("Gagné : %1").arg(Format.money(root.winCents)) : qsTr("Perdu")
                color: root.winCents > 0 ? Theme.win : Theme.loss
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                text: qsTr("Solde démo : %1").arg(Format.money(root.balanceCents))
                color: Theme.inkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }
        Row {
            spacing: Theme.space5
            ActionButton {
                objectName: "replayButton"
                visible: root.showReplay
                text: root.replayText
                enabled: root.canReplay
                onClicked: root.replay()
            }
            ActionButton {
                objectName: "lobbyButton"
                text: qsTr("Accueil")
                kind: ActionButton.Secondary
                onClicked: root.lobby()
            }
        }
    }
}
