import QtQuick
import Instants

// The demo balance, with a button that asks to reset it to the starting amount.
Rectangle {
    id: root

    required property int balanceCents
    // Show the reset button.
    property bool resettable: true

    // The player asked to reset the demo balance (the wallet adapter does it).
    signal resetRequested()

    implicitWidth: row.implicitWidth + Theme.space4 * 2
    // The same height with and without the reset button, and the width it takes with it
    // (widestWidth): the header lays itself out for the widest chip, so that it does not
    // change rows, nor the screen below it move, when the button comes and goes (at the
    // start and the end of a game).
    implicitHeight: Math.max(Theme.touchTarget, row.implicitHeight + Theme.space2 * 2,
                             reset.height + Theme.space2 * 2)
    readonly property real widestWidth: root.implicitWidth + (root.resettable ? 0 : reset.width + row.spacing)
    radius: height / 2
    color: Theme.paper
    border.color: Theme.champagne
    border.width: Theme.borderWidth

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Solde démo : %1").arg(amount.text)

    Row {
        id: row
        anchors.centerIn: parent
        spacing: Theme.space3

        // A gold coin.
        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: Math.round(Theme.fontLead * 1.4)
            height: width
            radius: width / 2
            gradient: Gradient {
                GradientStop { position: 0.0; color: Theme.goldLight }
                GradientStop { position: 1.0; color: Theme.gold }
            }
            border.color: Theme.goldDark
            border.width: Math.max(1, Math.round(2 * Theme.uiScale))

            Text {
                anchors.centerIn: parent
                text: "€"
                color: Theme.ink
                Accessible.ignored: true
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
        }

        Column {
            anchors.verticalCenter: parent.verticalCenter

            Text {
                text: qsTr("Solde démo")
                color: Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontCaption
            }
            AmountLabel {
                id: amount
                cents: root.balanceCents
                font.pixelSize: Theme.fontLead
            }
        }

        // The reset button: a circular arrow.
        Rectangle {
            id: reset
            anchors.verticalCenter: parent.verticalCenter
            visible: root.resettable
            width: Math.round(Theme.touchTarget * 0.8)
            height: width
            radius: width / 2
            color: resetTap.pressed ? Theme.champagne : resetHover.hovered ? Theme.cream : "transparent"
            border.color: Theme.champagne
            border.width: Theme.borderWidth
            activeFocusOnTab: true

            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Réinitialiser le solde démo")
            Accessible.focusable: true
            Accessible.onPressAction: root.resetRequested()

            Keys.onPressed: event => {
                if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                    root.resetRequested()
                    event.accepted = true
                }
            }

            Text {
                anchors.centerIn: parent
                text: "\u21BB"
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                font.bold: true
            }

            HoverHandler {
                id: resetHover
                cursorShape: Qt.PointingHandCursor
            }
            TapHandler {
                id: resetTap
                onTapped: root.resetRequested()
            }
            FocusRing {
                visible: reset.activeFocus
                cornerRadius: reset.radius
            }
        }
    }
}
