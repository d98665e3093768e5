import QtQuick
import Instants

// The keyboard-focus indicator: a blue ring inside a white halo, visible on light and dark
// surfaces alike. Place it as a child of the focusable item; it draws just outside its parent.
Item {
    id: root

    property real cornerRadius: Theme.radiusMedium

    anchors.fill: parent
    anchors.margins: -(Theme.focusWidth * 2)

    Rectangle {
        anchors.fill: parent
        radius: root.cornerRadius + Theme.focusWidth * 2
        color: "transparent"
        border.color: "#FFFFFF"
        border.width: Theme.focusWidth * 2
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: Math.round(Theme.focusWidth / 2)
        radius: root.cornerRadius + Theme.focusWidth
        color: "transparent"
        border.color: Theme.focus
        border.width: Theme.focusWidth
    }
}
