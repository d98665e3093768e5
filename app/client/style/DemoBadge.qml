import QtQuick
import Instants

// The permanent "DÉMO" marker: everything in this client is played with play money.
Rectangle {
    id: root

    // Show the second line ("Argent fictif") under the marker.
    property bool showDetail: true

    implicitWidth: column.implicitWidth + Theme.space4 * 2
    implicitHeight: column.implicitHeight + Theme.space2 * 2
    radius: Theme.radiusSmall
    color: Theme.night
    border.color: Theme.gold
    border.width: Theme.borderWidth
    rotation: -2

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Mode démo : argent fictif, aucun gain réel")

    Column {
        id: column
        anchors.centerIn: parent

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("DÉMO")
            color: Theme.goldLight
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            font.letterSpacing: 3 * Theme.uiScale
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.showDetail
            text: qsTr("Argent fictif")
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontCaption
        }
    }
}
