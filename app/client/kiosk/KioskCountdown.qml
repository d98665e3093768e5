import QtQuick
import Instants

// Kiosk: the countdown before a visitor's session is reset (a touch, or the button, keeps it).
Rectangle {
    id: countdown

    required property KioskController kiosk

    visible: countdown.kiosk.enabled && countdown.kiosk.countdownActive
    color: "#B3000000"
    Accessible.role: Accessible.AlertMessage
    Accessible.name: countdownText.text
    TapHandler { onTapped: countdown.kiosk.poke() }
    Column {
        anchors.centerIn: parent
        spacing: Theme.space4
        Text {
            id: countdownText
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Toujours là ? Votre session sera réinitialisée dans %n seconde(s).", "", countdown.kiosk.countdownRemaining)
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontHeadline
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
            width: Math.min(implicitWidth, countdown.width * 0.85)
            wrapMode: Text.Wrap
        }
        ActionButton {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Je suis là, je continue")
            onClicked: countdown.kiosk.poke()
        }
    }
}
