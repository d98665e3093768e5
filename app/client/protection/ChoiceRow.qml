pragma ComponentBehavior: Bound
import QtQuick
import Instants

// One setting chosen among a few values (a limit, the reality check's interval, a pause's
// length): its name, then its options as radio buttons, and what it does.
Column {
    id: root

    required property string label
    // The options: [{ value: int, text: string }]; -1 is "none".
    required property var options
    // The value selected (an option's value, or one no option has: nothing selected).
    property int current: -1
    property string description: ""
    // The arrow keys choose the option beside (a radio group, one Tab stop). Off for a limit,
    // whose every choice is recorded (and a raise waits a day): each option is its own Tab stop
    // and only Enter, Space or a press chooses.
    property bool arrowsChoose: false
    // Each option's objectName is "<objectName>-<value>" ("<objectName>-none" for -1).
    signal chosen(int value)

    spacing: Theme.space2

    Text {
        id: title
        width: root.width
        wrapMode: Text.Wrap
        text: root.label
        color: Theme.inkSoft
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontLead
        font.bold: true
    }
    Flow {
        width: root.width
        spacing: Theme.space2
        Repeater {
            model: root.options
            ActionButton {
                required property var modelData
                objectName: root.objectName + "-" + (modelData.value < 0 ? "none" : modelData.value)
                text: modelData.text
                kind: ActionButton.Secondary
                compact: true
                checkable: true
                exclusive: true
                groupOption: root.arrowsChoose
                enabled: root.enabled
                checked: root.current === modelData.value
                focus: checked
                accessibleText: title.text + " : " + modelData.text
                onClicked: root.chosen(modelData.value)
            }
        }
    }
    Text {
        visible: root.description.length > 0
        width: root.width
        wrapMode: Text.Wrap
        text: root.description
        color: Theme.inkSoft
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
    }
}
