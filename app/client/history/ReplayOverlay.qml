import QtQuick
import Instants

// Over the screens of a replayed study session (docs/usability-lab.md, "Replay"): the
// participant's pointer trail (its last two seconds), a ripple at each press, the key pressed
// as a caption, and the control bar. Created by the replay over the window's content; the
// trail takes no input (the participant's inputs reach the screens under it) and the bar takes
// only the viewer's.
Item {
    id: root

    required property SessionReplay replay

    width: parent ? parent.width : 0
    height: parent ? parent.height : 0

    // The last two seconds of the session (of log time, whatever the speed).
    readonly property int trailMs: Math.round(2000 / Math.max(0.5, root.replay.speed))
    property var trail: []

    function clock(ms: real): string {
        const s = Math.floor(ms / 1000)
        const m = Math.floor(s / 60)
        return m + ":" + String(s % 60).padStart(2, "0")
    }

    Connections {
        target: root.replay
        function onPointerMoved(x: real, y: real, down: bool): void {
            const now = Date.now()
            const kept = root.trail.filter(p => now - p.t < root.trailMs)
            kept.push({x: x, y: y, t: now, down: down})
            root.trail = kept
            trailCanvas.requestPaint()
            fade.start()
        }
        function onPressedAt(x: real, y: real): void {
            const which = ripples.next
            ripples.next = (ripples.next + 1) % ripples.count
            ripples.rippleAsked(which, x, y)
        }
        function onKeyPressed(key: string): void {
            keyCaption.text = key
            keyFade.restart()
        }
    }

    // --- The trail: a line that fades with age, thicker where a button was held -------------
    Canvas {
        id: trailCanvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.clearRect(0, 0, width, height)
            const now = Date.now()
            const pts = root.trail
            ctx.lineCap = "round"
            for (let i = 1; i < pts.length; ++i) {
                const age = now - pts[i].t
                if (age > root.trailMs)
                    continue
                ctx.strokeStyle = Qt.rgba(0.85, 0.1, 0.45, 0.85 * (1 - age / root.trailMs))
                ctx.lineWidth = pts[i].down ? 6 : 3
                ctx.beginPath()
                ctx.moveTo(pts[i - 1].x, pts[i - 1].y)
                ctx.lineTo(pts[i].x, pts[i].y)
                ctx.stroke()
            }
            if (pts.length > 0) {
                const last = pts[pts.length - 1]
                ctx.fillStyle = Qt.rgba(0.85, 0.1, 0.45, 0.9)
                ctx.beginPath()
                ctx.arc(last.x, last.y, last.down ? 9 : 6, 0, 2 * Math.PI)
                ctx.fill()
            }
        }
    }
    Timer {
        id: fade
        interval: 50
        repeat: true
        onTriggered: {
            const now = Date.now()
            root.trail = root.trail.filter(p => now - p.t < root.trailMs)
            trailCanvas.requestPaint()
            if (root.trail.length === 0)
                fade.stop()
        }
    }

    // --- A ripple at each press ----------------------------------------------------------
    Repeater {
        id: ripples
        property int next: 0
        // Ripple `index` is to play at (x, y): that ripple answers for itself (the Repeater's
        // items are not typed, their ripple() could not be reached from here).
        signal rippleAsked(int index, real x, real y)
        model: 6
        Rectangle {
            id: ripple
            required property int index
            width: 64
            height: 64
            radius: 32
            color: "transparent"
            border.color: "#D91A73"
            border.width: 4
            opacity: 0
            function ripple(): void {
                grow.restart()
            }
            Connections {
                target: ripples
                function onRippleAsked(which: int, x: real, y: real): void {
                    if (which !== ripple.index)
                        return
                    ripple.x = x - ripple.width / 2
                    ripple.y = y - ripple.height / 2
                    ripple.ripple()
                }
            }
            ParallelAnimation {
                id: grow
                NumberAnimation { target: ripple; property: "scale"; from: 0.3; to: 1.4; duration: 450 }
                NumberAnimation { target: ripple; property: "opacity"; from: 1; to: 0; duration: 450 }
            }
        }
    }

    // --- The key pressed ---------------------------------------------------------------------
    Rectangle {
        id: keyBox
        objectName: "replayKey"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: bar.top
        anchors.bottomMargin: 16
        width: keyCaption.implicitWidth + 32
        height: keyCaption.implicitHeight + 16
        radius: 8
        color: "#E6202020"
        opacity: 0
        Text {
            id: keyCaption
            objectName: "replayKeyText"
            anchors.centerIn: parent
            color: "white"
            font.pixelSize: 22
            font.bold: true
        }
        SequentialAnimation {
            id: keyFade
            PropertyAction { target: keyBox; property: "opacity"; value: 1 }
            PauseAnimation { duration: 900 }
            NumberAnimation { target: keyBox; property: "opacity"; to: 0; duration: 300 }
        }
    }

    // --- The control bar (the viewer's; the participant's inputs pass under it) ------------------
    component BarButton: Rectangle {
        id: button
        property string label
        property bool checked: false
        signal activated()
        implicitWidth: buttonText.implicitWidth + 20
        implicitHeight: 32
        radius: 6
        color: button.checked ? "#D91A73" : (buttonTap.pressed ? "#555555" : "#3A3A3A")
        Accessible.role: Accessible.Button
        Accessible.name: button.label
        Accessible.checked: button.checked
        Text {
            id: buttonText
            anchors.centerIn: parent
            text: button.label
            color: "white"
            font.pixelSize: 15
        }
        TapHandler {
            id: buttonTap
            onTapped: button.activated()
        }
    }

    Rectangle {
        id: bar
        objectName: "replayBar"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 84
        color: "#141414"

        Row {
            id: controls
            x: 12
            y: 8
            spacing: 8
            BarButton {
                objectName: "replayPlay"
                label: root.replay.playing ? qsTr("Pause") : qsTr("Lecture")
                onActivated: root.replay.togglePlaying()
            }
            Repeater {
                model: [0.5, 1, 2, 4, 8]
                BarButton {
                    required property real modelData
                    objectName: "replaySpeed-" + modelData
                    label: (modelData === 0.5 ? "0,5" : modelData) + "×"
                    checked: Math.abs(root.replay.speed - modelData) < 0.01
                    onActivated: root.replay.speed = modelData
                }
            }
            BarButton {
                objectName: "replaySkipIdle"
                label: qsTr("Sauter les temps morts")
                checked: root.replay.skipIdle
                onActivated: root.replay.skipIdle = !root.replay.skipIdle
            }
            BarButton {
                objectName: "replayPreviousPoint"
                label: qsTr("◀ Tâche ou repère")
                onActivated: root.replay.jumpBy(-1)
            }
            BarButton {
                objectName: "replayNextPoint"
                label: qsTr("Tâche ou repère ▶")
                onActivated: root.replay.jumpBy(1)
            }
        }
        Text {
            objectName: "replayClock"
            anchors.right: parent.right
            anchors.rightMargin: 12
            y: 14
            color: "white"
            font.pixelSize: 15
            text: (root.replay.seeking ? qsTr("Saut… ") : "")
                  + qsTr("%1 · %2 / %3").arg(root.replay.participant)
                        .arg(root.clock(root.replay.positionMs)).arg(root.clock(root.replay.durationMs))
                  + (root.replay.currentTask.length > 0 ? " · " + qsTr("tâche %1").arg(root.replay.currentTask) : "")
        }

        // The time line: the tasks (bands), the markers (ticks), the current time; a tap jumps.
        Item {
            id: track
            objectName: "replayTimeline"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.margins: 16
            y: 52
            height: 22
            readonly property real span: Math.max(1, root.replay.durationMs)
            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width
                height: 6
                radius: 3
                color: "#5A5A5A"
            }
            Repeater {
                model: root.replay.tasks
                Rectangle {
                    required property replayTask modelData
                    required property int index
                    x: track.width * modelData.tMs / track.span
                    width: Math.max(4, track.width * ((modelData.endMs >= 0 ? modelData.endMs : track.span) - modelData.tMs) / track.span)
                    anchors.verticalCenter: parent.verticalCenter
                    height: 10
                    radius: 3
                    color: index % 2 === 0 ? "#2E8B57" : "#3CB371"
                    TapHandler { onTapped: root.replay.jumpToTask(parent.index) }
                }
            }
            Rectangle {
                x: track.width * root.replay.positionMs / track.span - 1
                width: 3
                height: parent.height
                color: "white"
            }
            Repeater {
                model: root.replay.markers
                Rectangle {
                    required property replayMarker modelData
                    x: track.width * modelData.tMs / track.span - 2
                    width: 5
                    height: parent.height
                    color: "#FFC83D"
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Repère %1").arg(modelData.number)
                    TapHandler { onTapped: root.replay.jumpToMarker(parent.modelData.number) }
                }
            }
            TapHandler {
                onTapped: (point) => root.replay.seek(Math.round(point.position.x / track.width * track.span))
            }
        }
    }
}
