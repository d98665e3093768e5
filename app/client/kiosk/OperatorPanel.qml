pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Kiosk operator access: after the corner gesture, the PIN set in the configuration; then
// leave the kiosk or go back to the game.
Rectangle {
    id: root

    required property KioskController kiosk
    property string entered: ""
    property bool unlocked: false
    property string message: ""
    // During a wait after wrong PINs (docs/kiosk.md, "The PIN policy") no attempt is taken.
    readonly property int waitSeconds: root.kiosk.pinWaitSeconds
    readonly property bool waiting: root.waitSeconds > 0 && !root.unlocked

    function open(): void {
        root.entered = ""
        root.unlocked = false
        root.message = root.kiosk.pinConfigured ? "" : qsTr("Accès opérateur verrouillé : aucun code PIN valable dans la configuration.")
        root.visible = true
        // The keypad, or (locked: no PIN, or a wait) the message that says so, read out by a
        // screen reader.
        if (root.waiting)
            waitText.forceActiveFocus()
        else if (keypad.visible)
            keypad.forceActiveFocus()
        else
            messageText.forceActiveFocus()
    }
    function close(): void {
        root.visible = false
        root.entered = ""
    }
    function press(digit: string): void {
        if (!root.waiting && root.entered.length < 8)
            root.entered += digit
    }
    function duration(seconds: int): string {
        if (seconds < 60)
            return qsTr("%1 s").arg(seconds)
        return qsTr("%1 min %2 s").arg(Math.floor(seconds / 60)).arg(String(seconds % 60).padStart(2, "0"))
    }
    function submit(): void {
        if (root.waiting)
            return
        if (root.kiosk.checkPin(root.entered)) {
            root.unlocked = true
            root.message = ""
        } else {
            root.message = qsTr("Code incorrect.")
        }
        root.entered = ""
    }

    visible: false
    color: "#CC000000"
    // The keypad is disabled during a wait: the focus (and a screen reader) goes to the text
    // that gives the time left, and back to the keypad when it ends.
    onWaitingChanged: {
        if (!root.visible)
            return
        if (root.waiting)
            waitText.forceActiveFocus()
        else if (keypad.visible)
            keypad.forceActiveFocus()
    }
    // Nothing below is touchable while the panel is open: Main disables what lies underneath
    // (a handler here would not stop the press reaching the pointer handlers below).

    Rectangle {
        anchors.centerIn: parent
        width: Math.round(420 * Theme.uiScale)
        height: column.implicitHeight + Theme.space6 * 2
        radius: Theme.radiusLarge
        color: Theme.paper

        Column {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.space6
            spacing: Theme.space4

            Text {
                text: root.unlocked ? qsTr("Menu opérateur") : qsTr("Code opérateur")
                color: Theme.ink
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Text {
                visible: !root.unlocked
                objectName: "pinDots"
                text: root.entered.length > 0 ? "●".repeat(root.entered.length) : "—"
                color: Theme.ink
                font.pixelSize: Theme.fontHeadline
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%n chiffre(s) saisi(s)", "", root.entered.length)
            }
            Text {
                id: messageText
                width: parent.width
                visible: root.message.length > 0
                activeFocusOnTab: visible
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.focusable: true
                text: root.message
                color: Theme.rouge
                wrapMode: Text.Wrap
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            Text {
                id: waitText
                objectName: "pinWait"
                width: parent.width
                visible: root.waiting
                activeFocusOnTab: visible
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.focusable: true
                text: root.kiosk.pinLockedOut
                      ? qsTr("Trop de codes incorrects : la saisie est bloquée. Réessayez dans %1.").arg(root.duration(root.waitSeconds))
                      : qsTr("Nouvel essai possible dans %1.").arg(root.duration(root.waitSeconds))
                color: Theme.ink
                wrapMode: Text.Wrap
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
            Grid {
                id: keypad
                visible: !root.unlocked && root.kiosk.pinConfigured
                enabled: !root.waiting
                opacity: enabled ? 1 : 0.4
                columns: 3
                spacing: Theme.space2
                // (No `focus: true`: the panel is not a focus scope, and the hidden keypad would
                // take the window's focus from the game at start; open() gives it the focus.)
                Keys.onPressed: event => {
                    if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9)
                        root.press(String(event.key - Qt.Key_0))
                    else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                        root.submit()
                    event.accepted = true
                }
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"]
                    ActionButton {
                        required property string modelData
                        objectName: "pin-" + modelData
                        text: modelData
                        kind: modelData === "OK" ? ActionButton.Primary : ActionButton.Secondary
                        compact: true
                        implicitWidth: Math.round(96 * Theme.uiScale)
                        onClicked: {
                            if (modelData === "OK")
                                root.submit()
                            else if (modelData === "⌫")
                                root.entered = root.entered.slice(0, -1)
                            else
                                root.press(modelData)
                        }
                    }
                }
            }
            // Wraps within the panel: up to four buttons once unlocked.
            Flow {
                width: parent.width
                spacing: Theme.space3
                ActionButton {
                    objectName: "operatorQuit"
                    visible: root.unlocked
                    text: qsTr("Quitter le kiosque")
                    onClicked: Qt.quit()
                }
                ActionButton {
                    objectName: "operatorConsole"
                    visible: root.unlocked && root.kiosk.consoleAvailable
                    text: qsTr("Console")
                    kind: ActionButton.Secondary
                    onClicked: {
                        root.kiosk.openConsole()
                        root.close()
                    }
                }
                ActionButton {
                    objectName: "operatorReset"
                    visible: root.unlocked
                    text: qsTr("Nouveau visiteur")
                    kind: ActionButton.Secondary
                    onClicked: { root.kiosk.resetVisitor(); root.close() }
                }
                ActionButton {
                    objectName: "operatorClose"
                    text: qsTr("Retour au jeu")
                    kind: ActionButton.Quiet
                    onClicked: root.close()
                }
            }
        }
    }
}
