import QtQuick
import Instants

// What a screen reader says (Announcer): notifications, each shown again for a sentence.
// One pixel each, nearly transparent, in the window's corner: Qt reports an item of no size,
// or of opacity 0, as invisible, and a screen reader then ignores it. No accessible
// children: the screen reader would read them out after the sentence. Several, taken in
// turn: a screen reader that is behind drops an event of an object when a newer event of
// the same object is queued (Orca 43 does), and would lose a sentence.
Repeater {
    model: Announcer.slots
    Item {
        id: announcement
        required property int index
        objectName: "announcement-" + index
        x: 0
        y: 0
        width: 1
        height: 1
        opacity: 0.01
        visible: false
        z: -1
        Accessible.role: Accessible.Notification
        Accessible.name: ""
        Connections {
            target: Announcer
            function onSpoken(text: string, slot: int): void {
                if (slot !== announcement.index)
                    return
                announcement.visible = false
                announcement.Accessible.name = text
                announcement.visible = true
            }
        }
    }
}
