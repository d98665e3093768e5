import QtQuick
import Instants

// Happy Dés stage 1 (2.3.1): the amount in play, drawn on a reel. While `drawing`, the reel
// turns through the table's amounts in their fixed order, slowing down (a picture that says
// nothing of the draw); then it shows `cents`, the amount the engine drew. The top amount
// gets its moment (`celebrating`): a gold glow and the multiplier it will be.
Item {
    id: root

    // The stage-1 table's amounts at the stake, largest first.
    required property list<int> amounts
    // The amount drawn (0: not shown yet).
    required property int cents
    property bool drawing: false
    // The top amount's moment, and the words under it.
    property bool celebrating: false
    property bool isTop: false
    // The amount lost (a 1 at stage 1): struck through, so that it never reads as money to come.
    property bool lost: false
    // Pale gold: the felt's middle, where the amount is drawn, is its lightest part.
    property color textColor: Theme.goldPale
    property int pixelSize: Theme.fontHero

    // What the reel shows now (the test reads it as the screen's text).
    readonly property string text: root.drawing ? Format.money(root.amounts[root.step % Math.max(1, root.amounts.length)] ?? 0)
                                  : root.cents > 0 ? Format.money(root.cents) : ""
    property int step: 0

    implicitWidth: Math.max(label.implicitWidth, Math.round(root.pixelSize * 4))
    implicitHeight: label.implicitHeight

    Accessible.role: Accessible.StaticText
    Accessible.name: root.drawing ? qsTr("Tirage du montant en jeu") : root.text

    onDrawingChanged: {
        root.step = 0
        reel.interval = 60
    }

    // The reel's pace: each turn a little slower.
    // Named "reveal": a test that watches every frame reads whether the reel turns.
    Timer {
        id: reel
        objectName: "reveal"
        interval: 60
        repeat: true
        running: root.drawing && !Theme.reducedMotion
        onTriggered: {
            root.step += 1
            reel.interval = Math.min(220, Math.round(reel.interval * 1.12))
        }
    }

    Rectangle {
        id: glow
        radius: height / 2
        color: "#33F5DB95"
        border.color: Theme.gold
        border.width: Math.max(2, Math.round(3 * Theme.uiScale))
        visible: root.isTop && !root.drawing && root.cents > 0
        // The pulse widens the ring by its margins, not by a scale (Qt Quick's software
        // renderer cuts the ends of a rounded rectangle drawn under a scale). It grows a third
        // as much in height: at its largest the ring stays clear of the caption above the reel
        // and of the note under it (the column's spacing, Theme.space4), whose white letters
        // would otherwise stand on the ring's gold.
        anchors.centerIn: label
        readonly property real restWidth: label.implicitWidth + Theme.space6 * 2
        readonly property real restHeight: label.implicitHeight + Theme.space3 * 2
        width: Math.round(glow.restWidth * (1 + pulse.grown))
        height: Math.round(glow.restHeight * (1 + pulse.grown / 3))
        QtObject {
            id: pulse
            // 0 to 0.14: the ring grows by that share each way, as the scale it replaces did.
            property real value: 0
            readonly property real grown: root.celebrating && !Theme.reducedMotion ? pulse.value : 0
        }
        SequentialAnimation {
            running: root.celebrating && !Theme.reducedMotion
            loops: 2
            NumberAnimation { target: pulse; property: "value"; from: 0; to: 0.14; duration: Math.round(300 * Theme.motionScale); easing.type: Easing.OutQuad }
            NumberAnimation { target: pulse; property: "value"; to: 0; duration: Math.round(300 * Theme.motionScale); easing.type: Easing.InQuad }
        }
    }

    // The top amount's moment: sparks thrown out sideways from the ring, six each way, within
    // 35° of the horizontal. They start at the ring's ends, well clear of the amount's
    // letters, and up and down they stay within the amount's height: no spark ever stands
    // next to a text (the amount, the caption above it, the note under it), whose white
    // would lose its contrast on a spark's gold.
    Repeater {
        model: root.celebrating && !Theme.reducedMotion ? 12 : 0
        Text {
            id: spark
            required property int index
            readonly property int side: spark.index < 6 ? 1 : -1
            readonly property real angle: (-35 + (spark.index % 6) * 14) * Math.PI / 180
            property real t
            // Thrown out past the amount's box on purpose (the layout check leaves it).
            readonly property bool layoutOverflow: true
            text: "✦"
            Accessible.ignored: true
            color: index % 2 === 0 ? Theme.goldLight : Theme.gold
            font.pixelSize: Math.round(root.pixelSize * (0.34 + (index % 3) * 0.08))
            x: label.x + label.width / 2 - width / 2
               + spark.side * (glow.restWidth / 2 + Math.cos(angle) * (label.width * 0.25 + 40 * Theme.uiScale) * t)
            y: label.y + label.height / 2 - height / 2 + Math.sin(angle) * label.height * 0.5 * t
            opacity: 1 - t * t
            scale: 0.6 + t * 0.8
            SequentialAnimation on t {
                running: true
                loops: 2
                PauseAnimation { duration: Math.round((spark.index % 4) * 60 * Theme.motionScale) }
                NumberAnimation { from: 0; to: 1; duration: Math.round(600 * Theme.motionScale); easing.type: Easing.OutCubic }
            }
        }
    }

    Text {
        id: label
        anchors.centerIn: parent
        text: root.text.length > 0 ? root.text : " "
        // White on the top amount's gold glow.
        color: root.isTop ? "#FFFFFF" : root.textColor
        font.family: Theme.fontDisplay
        font.pixelSize: root.pixelSize
        font.bold: true
        font.strikeout: root.lost
        opacity: root.drawing ? 0.85 : 1.0
    }
}
