import QtQuick
import Instants

// A value set with two buttons (the volume, DÉDÉ's delay): each press says the new value; at
// either end the button stays where it is, with the focus, and says that the value is at its
// end (a button disabled under the focus would send the focus elsewhere on the page).
// On one row, or on as many as its width needs when it is given one (a large text).
Flow {
    id: root

    required property string valueText
    // What a screen reader says of the value, after each change and as the value's name.
    required property string spokenValue
    required property string downText
    required property string upText
    property string downDescription: ""
    property string upDescription: ""
    required property bool canDown
    required property bool canUp
    // Said when a press finds the value at its end.
    required property string lowestText
    required property string highestText
    // Both buttons usable (the volume while the sound is on).
    property bool available: true
    property string downName: ""
    property string upName: ""
    property string valueName: ""

    signal down()
    signal up()

    spacing: Theme.space3

    function press(direction: int): void {
        if (direction < 0 ? !root.canDown : !root.canUp) {
            Announcer.say(direction < 0 ? root.lowestText : root.highestText)
            return
        }
        if (direction < 0)
            root.down()
        else
            root.up()
        Announcer.say(root.spokenValue)
    }

    ActionButton {
        id: downButton
        objectName: root.downName
        text: root.downText
        kind: ActionButton.Secondary
        compact: true
        enabled: root.available
        accessibleDescription: root.downDescription
        onClicked: root.press(-1)
    }
    Text {
        objectName: root.valueName
        // As tall as the buttons, its words in their middle (a Flow places by the top).
        height: Math.max(implicitHeight, downButton.height)
        verticalAlignment: Text.AlignVCenter
        text: root.valueText
        color: Theme.ink
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontLead
        Accessible.role: Accessible.StaticText
        Accessible.name: root.spokenValue
    }
    ActionButton {
        objectName: root.upName
        text: root.upText
        kind: ActionButton.Secondary
        compact: true
        enabled: root.available
        accessibleDescription: root.upDescription
        onClicked: root.press(1)
    }
}
