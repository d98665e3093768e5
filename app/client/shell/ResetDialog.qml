import QtQuick
import QtQuick.Window
import Instants

// The demo balance reset: asked first (Escape or a press beside the panel cancels it).
Rectangle {
    id: resetConfirm

    required property WalletAdapter wallet
    // The balance was reset: what to say about it.
    signal balanceReset(string message)
    // Closed with no item to give the focus back to.
    signal focusReleased()

    visible: false
    color: "#B3000000"
    // A modal layer over the screen: what it covers is meant to be covered (the layout check).
    readonly property bool layoutLayer: true
    property Item returnFocus: null
    readonly property string initialText: Format.money(resetConfirm.wallet.initialBalanceCents)

    function open(): void {
        resetConfirm.returnFocus = Window.activeFocusItem
        resetConfirm.visible = true
        // « Annuler » first: more play money is the player's to confirm, never the default.
        cancelReset.forceActiveFocus(Qt.OtherFocusReason)
        Announcer.say(question.text)
    }
    function close(): void {
        resetConfirm.visible = false
        const back = resetConfirm.returnFocus
        resetConfirm.returnFocus = null
        if (back && back.visible && back.enabled)
            back.forceActiveFocus(Qt.OtherFocusReason)
        else
            resetConfirm.focusReleased()
    }
    Keys.onEscapePressed: resetConfirm.close()
    TapHandler { onTapped: resetConfirm.close() }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.space6 * 2, confirmColumn.implicitWidth + Theme.space6 * 2)
        height: confirmColumn.implicitHeight + Theme.space6 * 2
        radius: Theme.radiusLarge
        color: Theme.paper
        border.color: Theme.champagne
        border.width: Theme.borderWidth
        Accessible.role: Accessible.Dialog
        Accessible.name: question.text
        TapHandler {}  // a press on the panel does not close it
        Column {
            id: confirmColumn
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.width - Theme.space6 * 2)
            spacing: Theme.space5
            Text {
                id: question
                objectName: "resetQuestion"
                width: Math.min(implicitWidth, Math.round(560 * Theme.uiScale))
                wrapMode: Text.Wrap
                text: qsTr("Remettre le solde démo à %1 ? L'historique des parties est gardé.").arg(resetConfirm.initialText)
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.space4
                ActionButton {
                    id: confirmReset
                    objectName: "confirmReset"
                    text: qsTr("Remettre à %1").arg(resetConfirm.initialText)
                    onClicked: {
                        resetConfirm.wallet.resetBalance()
                        resetConfirm.close()
                        resetConfirm.balanceReset(qsTr("Solde démo remis à %1.").arg(Format.money(resetConfirm.wallet.shownBalanceCents)))
                    }
                }
                ActionButton {
                    id: cancelReset
                    objectName: "cancelReset"
                    text: qsTr("Annuler")
                    kind: ActionButton.Secondary
                    onClicked: resetConfirm.close()
                }
            }
        }
    }
}
