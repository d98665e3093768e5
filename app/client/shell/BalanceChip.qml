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

    // What the reset did, said where the balance changed: for a few seconds the chip lights and
    // reads « Solde démo remis à » over the new amount, and a screen reader hears the sentence.
    // (Said in the chip rather than in a notice over the screen, which lay across whatever card
    // was under it; docs/visual-design.md, "The demo balance reset".)
    readonly property bool resetNoticeShown: noticeTimer.running
    function sayReset(message: string): void {
        noticeTimer.restart()
        Announcer.say(message)
    }
    Timer {
        id: noticeTimer
        interval: Theme.noticeMs
    }

    implicitWidth: row.implicitWidth + Theme.space4 * 2
    // The same height with and without the reset button, and the width it takes with it
    // (widestWidth): the header lays itself out for the widest chip, so that it does not
    // change rows, nor the screen below it move, when the button comes and goes (at the
    // start and the end of a game).
    implicitHeight: Math.max(Theme.touchTarget, row.implicitHeight + Theme.space2 * 2,
                             reset.height + Theme.space2 * 2)
    readonly property real widestWidth: root.implicitWidth + (root.resettable ? 0 : reset.width + row.spacing)
    readonly property real narrowestWidth: root.implicitWidth - (root.resettable ? reset.width + row.spacing : 0)
    radius: height / 2
    color: root.resetNoticeShown ? Theme.goldLight : Theme.paper
    border.color: root.resetNoticeShown ? Theme.goldDark : Theme.champagne
    border.width: Theme.borderWidth

    Accessible.role: Accessible.StaticText
    Accessible.name: root.resetNoticeShown ? caption.text + " " + amount.text
                                           : qsTr("Solde démo : %1").arg(amount.text)

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
                id: caption
                objectName: "balanceCaption"
                // As wide as the longer of its two wordings: the chip keeps its width when the
                // notice comes and goes (the header does not move).
                width: Math.max(implicitWidth, Math.ceil(longer.advanceWidth))
                text: root.resetNoticeShown ? qsTr("Solde démo remis à") : qsTr("Solde démo")
                color: root.resetNoticeShown ? Theme.ink : Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontCaption
                font.bold: root.resetNoticeShown
                TextMetrics {
                    id: longer
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                    font.bold: true
                    text: qsTr("Solde démo remis à")
                }
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
                // An icon: drawn to the button's size, not the player's text size.
                font.pixelSize: Math.round(22 * Theme.uiScale)  // (Theme.fontLead at 100 %)
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
