import QtQuick
import Instants

// One action of the settings' « Touches »: its standard keys, the letter the player added, and
// « Changer » (the next key pressed is offered to the action; Escape gives up) and « Retirer ».
// Each step is said: the invitation to press a key, the letter taken, or why it was not.
Grid {
    id: root

    required property KeyBindings keys
    required property int action
    required property string actionName
    required property string standardKeys

    readonly property string playerKey: root.keys.keyNames[root.action] ?? ""
    readonly property bool choosing: root.keys.capturing === root.action
    readonly property string summary: root.playerKey.length > 0
        ? qsTr("%1 : %2, et %3").arg(root.actionName).arg(root.standardKeys).arg(root.playerKey)
        : qsTr("%1 : %2").arg(root.actionName).arg(root.standardKeys)

    // Why a key pressed was not taken, in words that say what to do.
    function outcomeText(outcome: int, keyName: string, otherAction: int): string {
        switch (outcome) {
        case KeyBindings.Assigned:
            return qsTr("%1 : la touche %2 est ajoutée").arg(root.actionName).arg(keyName)
        case KeyBindings.Cancelled:
            return root.playerKey.length > 0
                ? qsTr("Choix annulé : %1 garde la touche %2").arg(root.actionName).arg(root.playerKey)
                : qsTr("Choix annulé : %1 garde ses touches habituelles").arg(root.actionName)
        case KeyBindings.Reserved:
            return qsTr("Cette touche sert déjà au jeu : choisissez une lettre, de A à Z")
        case KeyBindings.Taken:
            return qsTr("La lettre %1 sert déjà à « %2 » : choisissez-en une autre").arg(keyName).arg(root.nameOf(otherAction))
        default:
            return qsTr("Seules les lettres de A à Z peuvent être ajoutées")
        }
    }
    // Every action's name, by KeyBindings.Action (to name the one that has a letter already).
    required property list<string> actionNames
    function nameOf(action: int): string {
        return action >= 0 && action < root.actionNames.length ? root.actionNames[action] : ""
    }

    // The focus on this row's « Changer » (a button that goes takes it there).
    function takeFocus(): void {
        changeButton.forceActiveFocus(Qt.TabFocusReason)
    }

    Connections {
        target: root.keys
        function onCaptureEnded(action: int, outcome: int, keyName: string, otherAction: int): void {
            if (action === root.action)
                Announcer.say(root.outcomeText(outcome, keyName, otherAction))
        }
    }
    // A choice left open is given up with the screen.
    onVisibleChanged: if (!root.visible && root.choosing) root.keys.cancelCapture()
    Component.onDestruction: if (root.choosing) root.keys.cancelCapture()

    // The keys and the buttons side by side where the row is wide enough (the buttons of the
    // four rows one under the other), else the buttons under the keys.
    readonly property bool sideBySide: root.width >= Math.round(520 * Theme.uiScale)
    columns: root.sideBySide ? 2 : 1
    columnSpacing: Theme.space3
    rowSpacing: Theme.space2
    verticalItemAlignment: Grid.AlignVCenter

    Text {
        objectName: "keySummary-" + root.action
        width: root.sideBySide ? Math.round(root.width / 2) - root.columnSpacing : root.width
        wrapMode: Text.Wrap
        text: root.summary
        color: Theme.ink
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Row {
        spacing: Theme.space3
        ActionButton {
            id: changeButton
            objectName: "keyChange-" + root.action
            text: root.choosing ? qsTr("Appuyez sur une lettre…") : qsTr("Changer")
            kind: ActionButton.Secondary
            compact: true
            accessibleText: root.choosing ? qsTr("Appuyez sur la lettre à ajouter à %1, ou Échap pour annuler").arg(root.actionName)
                                          : qsTr("Changer la touche de %1").arg(root.actionName)
            // A choice is given up when the focus leaves it (a dialog, another control).
            onActiveFocusChanged: if (!activeFocus && root.choosing) root.keys.cancelCapture()
            onClicked: {
                // (By the mouse too: the focus on this button, which the choice belongs to.)
                changeButton.forceActiveFocus(Qt.TabFocusReason)
                root.keys.capture(root.action)
                Announcer.say(qsTr("Appuyez sur la lettre à ajouter à %1, ou Échap pour annuler").arg(root.actionName))
            }
        }
        ActionButton {
            objectName: "keyClear-" + root.action
            visible: root.playerKey.length > 0 && !root.choosing
            text: qsTr("Retirer %1").arg(root.playerKey)
            kind: ActionButton.Secondary
            compact: true
            accessibleText: qsTr("Retirer la touche %1 de %2").arg(root.playerKey).arg(root.actionName)
            onClicked: {
                const letter = root.playerKey
                // (The button goes: the focus stays in the row, on « Changer ».)
                root.takeFocus()
                root.keys.clear(root.action)
                Announcer.say(qsTr("%1 : la touche %2 est retirée").arg(root.actionName).arg(letter))
            }
        }
    }
}
