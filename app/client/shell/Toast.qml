import QtQuick
import Instants

// A short notice, for a few seconds (and to a screen reader). Its text is "<objectName>Text".
Rectangle {
    id: toast

    visible: false
    width: doneText.implicitWidth + Theme.space5 * 2
    height: doneText.implicitHeight + Theme.space3 * 2
    radius: Theme.radiusLarge
    color: Theme.ink
    function show(text: string): void {
        doneText.text = text
        toast.visible = true
        doneTimer.restart()
        Announcer.say(text)
    }
    Text {
        id: doneText
        objectName: toast.objectName + "Text"
        anchors.centerIn: parent
        color: Theme.onDark
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
        font.bold: true
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Timer {
        id: doneTimer
        interval: 5000
        onTriggered: toast.visible = false
    }
}
