import QtQuick
import Instants

// Kiosk: the countdown before a visitor's session is reset (a touch, or the button, keeps it).
// The screen dims behind a card that holds the question, the seconds left as a bar that
// empties, and the button: words on a surface of their own, never bare on the dimmed screen.
Rectangle {
    id: countdown

    required property KioskController kiosk

    visible: countdown.kiosk.enabled && countdown.kiosk.countdownActive
    color: "#B3000000"
    Accessible.role: Accessible.AlertMessage
    Accessible.name: countdownText.text
    TapHandler { onTapped: countdown.kiosk.poke() }

    // A soft shadow under the card.
    Rectangle {
        anchors.fill: card
        anchors.topMargin: Theme.space2
        anchors.bottomMargin: -Theme.space2
        radius: card.radius
        color: Theme.shadow
    }
    Rectangle {
        id: card
        objectName: "countdownCard"
        anchors.centerIn: parent
        width: Math.min(countdown.width * 0.9, Math.max(column.implicitWidth, 560 * Theme.uiScale) + Theme.space7 * 2)
        height: column.implicitHeight + Theme.space6 * 2
        radius: Theme.radiusLarge
        color: Theme.paper
        border.color: Theme.gold
        border.width: Theme.borderWidth
        Column {
            id: column
            anchors.centerIn: parent
            width: card.width - Theme.space7 * 2
            spacing: Theme.space4
            Text {
                id: countdownText
                objectName: "countdownText"
                width: parent.width
                text: qsTr("Toujours là ? Votre session sera réinitialisée dans %n seconde(s).", "", countdown.kiosk.countdownRemaining)
                color: Theme.ink
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
            }
            // The seconds left, as a bar that empties (the words say the number).
            Rectangle {
                objectName: "countdownBar"
                width: parent.width
                height: Math.max(6, Math.round(8 * Theme.uiScale))
                radius: height / 2
                color: Theme.champagne
                Accessible.ignored: true
                Rectangle {
                    height: parent.height
                    radius: parent.radius
                    color: Theme.rouge
                    width: parent.width * Math.max(0, Math.min(1, countdown.kiosk.countdownRemaining / Math.max(1, countdown.kiosk.countdownSeconds)))
                    Behavior on width { NumberAnimation { duration: Theme.durationMedium } }
                }
            }
            ActionButton {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Je suis là, je continue")
                onClicked: countdown.kiosk.poke()
            }
        }
    }
}
