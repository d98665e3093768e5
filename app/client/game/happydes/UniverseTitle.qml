import QtQuick
import Instants

// A Happy Dés universe's name on its screen, with its emblem and on a band of its colour: the
// same emblem and colour as its card (HappyDesUniverses), so each universe looks its own.
Rectangle {
    id: root

    // HappyDesUniverse.Cumul, Figures or Identiques.
    required property int universe

    implicitWidth: row.implicitWidth + Theme.space5 * 2
    implicitHeight: row.implicitHeight + Theme.space2 * 2
    radius: height / 2
    color: Theme.universeColour(root.universe)
    border.color: Theme.goldLight
    border.width: Theme.borderWidth

    Accessible.role: Accessible.Heading
    Accessible.name: title.text

    Row {
        id: row
        anchors.centerIn: parent
        spacing: Theme.space3

        Image {
            anchors.verticalCenter: parent.verticalCenter
            source: root.universe !== HappyDesUniverse.None ? Theme.asset("universes/" + GameText.universeKey(root.universe) + ".svg") : ""
            height: Math.round(Theme.fontTitle * 1.7)
            width: height
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
            Accessible.ignored: true
        }
        Text {
            id: title
            anchors.verticalCenter: parent.verticalCenter
            text: GameText.universeTitle(root.universe)
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            Accessible.ignored: true
        }
    }
}
