import QtQuick
import Instants

// The sign of a press a control did not take (a reveal still runs, or the control has just
// appeared): « Un instant… » in a bubble over the control for a moment, the control shakes its
// head (not with reduced motion), and a screen reader hears it, once for a burst of presses.
// A press is never lost without a sign (docs/visual-design.md, "A press refused").
//
// The control places the bubble, calls refuse(), and gives `offset` to the part that shakes
// (`transform: refused.offset`).
Rectangle {
    id: root

    objectName: "refusedCue"
    // How many presses were refused; the sign shows for Theme.refusalMs after the last.
    property int count: 0
    readonly property bool showing: timer.running
    // The shake: a few pixels to each side and back, in about a fifth of a second.
    readonly property real shakeWidth: 5 * Theme.uiScale
    readonly property int shakeStepMs: 60
    readonly property Translate offset: Translate {}

    function refuse(): void {
        root.count += 1
        if (!timer.running)
            Announcer.say(qsTr("Un instant…"))
        timer.restart()
        if (!Theme.reducedMotion)
            shake.restart()
    }

    visible: root.showing
    width: refusedText.implicitWidth + Theme.space4 * 2
    height: refusedText.implicitHeight + Theme.space2 * 2
    radius: height / 2
    color: Theme.ink
    z: 2

    Text {
        id: refusedText
        objectName: "refusedText"
        anchors.centerIn: parent
        text: qsTr("Un instant…")
        color: Theme.onDark
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontCaption
        font.bold: true
    }
    Timer {
        id: timer
        interval: Theme.refusalMs
    }
    SequentialAnimation {
        id: shake
        NumberAnimation { target: root.offset; property: "x"; to: root.shakeWidth; duration: root.shakeStepMs }
        NumberAnimation { target: root.offset; property: "x"; to: -root.shakeWidth; duration: root.shakeStepMs * 1.5 }
        NumberAnimation { target: root.offset; property: "x"; to: 0; duration: root.shakeStepMs }
    }
}
