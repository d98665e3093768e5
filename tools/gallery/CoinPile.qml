import QtQuick
import Instants

// The DÉDÉ "Gain" box (3.1): a pile of three coins with the word « Gain » on it. It can serve
// as the cover of the box's zone.
Item {
    id: root

    // The words on the box (the regulation's word by default).
    property string label: "Gain"
    property bool showLabel: true
    // Draw the box behind the coins (a cover); without it, the coins alone (a decoration).
    property bool boxed: true

    implicitWidth: Math.round(160 * Theme.uiScale)
    implicitHeight: Math.round(140 * Theme.uiScale)

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Case « %1 »").arg(root.label)

    Rectangle {
        anchors.fill: parent
        visible: root.boxed
        radius: Theme.radiusMedium
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#FFF3D6" }
            GradientStop { position: 1.0; color: "#F2D9A0" }
        }
        border.color: Theme.goldDark
        border.width: Theme.borderWidth
    }

    Image {
        id: coins
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: root.height * 0.04
        height: root.showLabel ? root.height * 0.68 : root.height * 0.9
        width: height * 160 / 120
        source: Theme.asset("dede/coin-pile.svg")
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
    }

    Rectangle {
        visible: root.showLabel
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: root.height * 0.06
        width: Math.max(labelText.implicitWidth + Theme.space4 * 2, root.width * 0.5)
        height: labelText.implicitHeight + Theme.space1 * 2
        radius: height / 2
        color: Theme.rouge

        Text {
            id: labelText
            anchors.centerIn: parent
            text: root.label
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Math.max(Theme.fontCaption, Math.round(root.height * 0.13))
            font.bold: true
            font.letterSpacing: 1
        }
    }
}
