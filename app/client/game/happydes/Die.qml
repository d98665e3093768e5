import QtQuick
import Instants

// One die. It shows the face it is given and never chooses one: while it tumbles it cycles
// through faces of its own path (tumbleSeed), which depend on nothing drawn and differ from
// die to die, and when the tumble ends it lands on `face`.
//
// In the games the presentation timeline holds `rolling` true while the die is in the air and
// gives it the face only when it lands (app/client/happydespresenter.h). roll() tumbles for
// Theme.rollDuration on its own (the gallery, the attract loop's pictures).
Item {
    id: root

    // 0: blank (not thrown yet); 1 to 6: the face shown, or the face a tumble lands on.
    required property int face
    // The player may throw this die (click, tap, Enter, Space).
    property bool interactive: false
    // While true the die tumbles; when it turns false the die lands on `face`.
    property bool rolling: false
    // A die that is part of the winning figure or throw (a gold ring and a lift, not colour alone:
    // the screen names the figure in words).
    property bool highlighted: false
    // A die that does not count (e.g. outside the figure): drawn faded.
    property bool dimmed: false
    // Optional words for assistive technology, e.g. qsTr("Dé 3 sur 7"); the face is appended.
    property string label: ""
    // The die's own tumble: the faces it shows in the air, their pace, its spin. A number the
    // timeline derives from the die's place in the journal, never from a draw.
    property int tumbleSeed: 0
    // The face drawn while `face` is 0 (not thrown yet): 0 keeps the blank face; the stage-1 die
    // of Happy Dés rests on a face of a six-faced die (2.3.3.1).
    property int restingFace: 0
    // A slowed tumble (the last die of Happy Cumul while a prize is in reach).
    property bool slow: false
    // The game's presentation timeline, told when this die is in motion: it shows nothing
    // the throw carries before the die is at rest (Timeline.trackAnimation).
    property Timeline timeline: null

    onAnimatingChanged: {
        if (root.timeline)
            root.timeline.trackAnimation(root.animating)
        if (root.animating)
            root.updateTabStop()
    }
    Component.onDestruction: if (root.timeline && root.animating) root.timeline.trackAnimation(false)

    readonly property bool tumbling: root.rolling || timedRoll.running
    readonly property bool animating: root.tumbling || settle.running

    // The player asked to throw this die.
    signal thrown()
    // A tumble ended and the die now shows `face`.
    signal landed()

    // Tumbles for Theme.rollDuration milliseconds, then lands on `face`.
    function roll(): void {
        if (Theme.reducedMotion) {
            Qt.callLater(root.landed)
            return
        }
        timedRoll.restart()
    }

    function requestThrow(): void {
        if (root.interactive && guard.armed() && !root.animating)
            root.thrown()
    }

    // A 32-bit mix of the seed and a step (a picture's path, not a draw).
    function mix(seed: int, step: int): real {
        let h = (seed ^ Math.imul(step + 1, 0x9E3779B1)) >>> 0
        h = Math.imul(h ^ (h >>> 16), 0x85EBCA6B) >>> 0
        h = Math.imul(h ^ (h >>> 13), 0xC2B2AE35) >>> 0
        return (h ^ (h >>> 16)) >>> 0
    }
    // The face shown at step `step` of the tumble of seed `seed`: each step turns the die to
    // another face (never the same twice in a row).
    function tumbleFaceAt(seed: int, step: int): int {
        let f = 1 + root.mix(seed, 0) % 6
        for (let k = 1; k <= step; ++k)
            f = 1 + (f + root.mix(seed, k) % 5) % 6
        return f
    }

    property int tumbleStep: 0
    // With reduced motion a die that waits (rolling) shows its blank face instead of cycling.
    readonly property int shownFace: !root.tumbling ? (root.face > 0 ? root.face : root.restingFace)
                                     : Theme.reducedMotion ? 0
                                     : root.tumbleFaceAt(root.tumbleSeed, root.tumbleStep)
    // The pace of the faces and of the spin, the spin's direction: the die's own.
    readonly property int faceInterval: Math.round((68 + root.mix(root.tumbleSeed, 101) % 40) * (root.slow ? 1.7 : 1))
    readonly property int spinDuration: Math.round((430 + root.mix(root.tumbleSeed, 102) % 180) * (root.slow ? 1.6 : 1))
    readonly property bool spinClockwise: root.mix(root.tumbleSeed, 103) % 2 === 0

    implicitWidth: Math.round(96 * Theme.uiScale)
    implicitHeight: implicitWidth
    opacity: root.dimmed ? 0.45 : 1.0
    // activeFocusOnTab is set in updateTabStop(), not bound: Qt refuses to clear it on the item
    // that has the focus, so the focus has to be given up first.
    Component.onCompleted: root.updateTabStop()
    // (Once the throw's events are in: the die thrown is in the air by then.)
    // (A timer of the die's own, not Qt.callLater: nothing may run on a die that went away.)
    onInteractiveChanged: if (root.interactive) root.updateTabStop(); else tabStopLater.restart()
    Timer {
        id: tabStopLater
        interval: 0
        onTriggered: root.updateTabStop()
    }

    // A control that stops being usable gives its focus up first, then leaves the Tab chain.
    // The die the player threw keeps the focus while it is in the air and while the reveal it
    // started goes on (the control used: a key pressed then does nothing), until the game's
    // next control takes it. Given up when it lands, the focus would wait on the panel, which
    // a screen reader does not see: for it the die would have lost its focus to nothing, as
    // long as an amount's reel or a score's count runs.
    // (Given up a moment after the reveal ends: the screen gives the focus to its next
    // control then, straight from the die.)
    readonly property bool holdsFocus: root.animating || (root.timeline !== null && root.timeline.busy)
    onHoldsFocusChanged: if (!root.holdsFocus) tabStopLater.restart()
    function updateTabStop(): void {
        const usable = root.interactive || (root.holdsFocus && root.activeFocus)
        if (!usable && root.activeFocus)
            root.focus = false
        root.activeFocusOnTab = usable
    }

    InputGuard {
        id: guard
        usable: root.interactive && root.enabled && root.visible
    }

    // A die the player throws is a button even between throws (the stage-1 die): a screen
    // reader then tells it as the same control all along, not as a picture.
    property bool button: false
    Accessible.role: root.interactive || root.button ? Accessible.Button : Accessible.Graphic
    Accessible.focusable: root.interactive || root.activeFocus
    Accessible.name: {
        if (root.label.length > 0) {
            if (root.tumbling)
                return qsTr("%1 : en train de rouler").arg(root.label)
            if (root.face < 1)
                return root.interactive ? qsTr("%1 : à lancer").arg(root.label)
                                        : qsTr("%1 : pas encore lancé").arg(root.label)
            return root.interactive ? qsTr("%1 : %2, à relancer").arg(root.label).arg(root.face)
                                    : qsTr("%1 : %2").arg(root.label).arg(root.face)
        }
        if (root.tumbling)
            return qsTr("dé en train de rouler")
        if (root.face < 1)
            return root.interactive ? qsTr("lancer le dé") : qsTr("dé pas encore lancé")
        return qsTr("dé sur le %1").arg(root.face)
    }
    Accessible.onPressAction: root.requestThrow()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            root.requestThrow()
            event.accepted = true
        }
    }

    onTumblingChanged: {
        if (root.tumbling) {
            settle.stop()
            root.tumbleStep = 0
        } else if (Theme.durationMedium > 0) {
            settle.restart()
        } else {
            root.landed()  // no motion: at rest at once
        }
    }

    // The animations that reveal the face (timedRoll, tumble, settle) are named "reveal": a
    // test that watches every frame reads whether they run, not the die's own flags.
    Timer {
        id: timedRoll
        objectName: "reveal"
        interval: Math.max(1, Theme.rollDuration)
    }

    Timer {
        id: faceCycle
        interval: root.faceInterval
        repeat: true
        running: root.tumbling && !Theme.reducedMotion
        onTriggered: root.tumbleStep = root.tumbleStep + 1
    }

    // The shadow on the table: smaller and lighter while the die is in the air.
    Image {
        id: shadow
        source: Theme.asset("dice/shadow.svg")
        width: root.width * 0.96
        height: root.height * 0.3
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
        x: (root.width - width) / 2
        y: root.height * 0.82
        scale: 1.0 - body.lift / root.height * 0.9
        opacity: 1.0 - body.lift / root.height * 1.6
    }

    // An invitation to throw: a ring that ripples out from a die the player may throw. It grows
    // by its margins, not by a scale (a scaled border breaks into segments in the software
    // renderer), and never past half the gap to the next die.
    Rectangle {
        id: ripple
        property real spread: 0
        anchors.fill: body
        anchors.margins: -Math.round(root.width * 0.03 + ripple.spread)
        radius: root.width * 0.26 + ripple.spread
        antialiasing: true
        color: "transparent"
        border.color: Theme.goldLight
        border.width: Math.max(2, Math.round(root.width * 0.035))
        visible: root.interactive && root.enabled && !root.animating
        opacity: Theme.reducedMotion ? 0.8 : 0.0

        SequentialAnimation {
            running: ripple.visible && !Theme.reducedMotion
            loops: Animation.Infinite
            ParallelAnimation {
                NumberAnimation { target: ripple; property: "spread"; from: 0; to: root.width * 0.07; duration: 1100; easing.type: Easing.OutCubic }
                NumberAnimation { target: ripple; property: "opacity"; from: 0.95; to: 0.0; duration: 1100; easing.type: Easing.InQuad }
            }
            PauseAnimation { duration: 350 }
        }
    }

    // The ring of a die that counts in the win: it follows the die's size by its margins, not
    // by a scale (Qt Quick's software renderer cuts the corners of a rounded rectangle drawn
    // under a scale).
    Rectangle {
        id: halo
        readonly property real grown: (body.scale - 1) * root.width / 2
        anchors.fill: body
        anchors.margins: -Math.round(root.width * 0.07 + halo.grown)
        radius: root.width * 0.28 * body.scale
        color: "#33F5DB95"
        border.color: Theme.gold
        border.width: Math.max(3, Math.round(root.width * 0.05))
        visible: root.highlighted && !root.tumbling
        rotation: body.rotation
    }

    Item {
        id: body

        // Height above the table, in pixels (the bounce of a tumble).
        property real lift: 0

        width: root.width
        height: root.height
        y: -lift
        transformOrigin: Item.Center
        scale: (tap.pressed ? 0.95 : hover.hovered && root.interactive ? 1.04 : 1.0)
               * (root.highlighted && !root.tumbling ? 1.06 : 1.0)

        Behavior on scale {
            enabled: !Theme.reducedMotion
            NumberAnimation { duration: Theme.durationFast; easing.type: Easing.OutQuad }
        }

        Image {
            id: faceImage
            anchors.fill: parent
            source: Theme.asset("dice/" + Math.max(0, Math.min(6, root.shownFace)) + ".svg")
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
            smooth: true
            // A squash at each face change suggests the die turning over.
            transform: Scale {
                id: squash
                origin.x: faceImage.width / 2
                origin.y: faceImage.height / 2
                xScale: root.tumbling ? (root.tumbleStep % 2 === 0 ? 0.88 : 1.0) : 1.0
                yScale: root.tumbling ? (root.tumbleStep % 2 === 0 ? 1.0 : 0.9) : 1.0
            }
        }
    }

    // The tumble: spinning and bouncing, as long as `tumbling` holds.
    ParallelAnimation {
        id: tumble
        objectName: "reveal"
        running: root.tumbling && !Theme.reducedMotion
        loops: Animation.Infinite
        RotationAnimation {
            target: body
            property: "rotation"
            from: 0
            to: root.spinClockwise ? 360 : -360
            duration: root.spinDuration
            direction: root.spinClockwise ? RotationAnimation.Clockwise : RotationAnimation.Counterclockwise
        }
        SequentialAnimation {
            NumberAnimation {
                target: body
                property: "lift"
                from: 0
                // (Between 0.12 and Theme.dieLiftMax of a die, each die its own.)
                to: root.height * (Theme.dieLiftMax - (root.mix(root.tumbleSeed, 104) % 9) / 100)
                duration: root.spinDuration / 3
                easing.type: Easing.OutQuad
            }
            NumberAnimation {
                target: body
                property: "lift"
                to: 0
                duration: root.spinDuration / 3
                easing.type: Easing.InQuad
            }
        }
    }

    // Landing: back to rest with a small overshoot, then `landed`.
    SequentialAnimation {
        id: settle
        objectName: "reveal"
        ParallelAnimation {
            RotationAnimation {
                target: body
                property: "rotation"
                to: 0
                duration: Theme.durationMedium
                direction: RotationAnimation.Shortest
                easing.type: Easing.OutBack
            }
            NumberAnimation {
                target: body
                property: "lift"
                to: 0
                duration: Theme.durationFast
                easing.type: Easing.OutBounce
            }
        }
        ScriptAction { script: root.landed() }
    }

    HoverHandler {
        id: hover
        enabled: root.interactive
        cursorShape: Qt.PointingHandCursor
    }

    TapHandler {
        id: tap
        enabled: root.interactive
        onTapped: root.requestThrow()
    }

    FocusRing {
        visible: root.activeFocus
        cornerRadius: root.width * 0.22
    }
}
