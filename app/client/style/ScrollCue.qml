import QtQuick
import QtQuick.Window
import Instants

// What a scrolling screen shows of what it does not: a thin bar of where the view is, and
// while more lies below, a fade at the bottom edge with « Plus bas » (a press scrolls a page).
// With `followFocus`, a control reached by Tab below or above the view is scrolled into it.
// Place it over the Flickable, filling it (docs/visual-design.md, "Scrolling").
Item {
    id: root

    required property Flickable flickable
    // Over the screen by design: the layout check compares its items with each other only.
    readonly property bool layoutLayer: true
    property bool followFocus: false
    // The surface under the content (the fade goes into it).
    property color surface: Theme.cream

    readonly property bool scrolls: root.flickable.contentHeight > root.flickable.height + 1
    readonly property bool moreBelow: root.scrolls
        && root.flickable.contentY + root.flickable.height < root.flickable.contentHeight - 2

    function reveal(item: Item): void {
        const f = root.flickable
        let inside = false
        for (let p = item; p && !inside; p = p.parent)
            inside = p === f.contentItem
        if (!inside)
            return
        const top = f.contentItem.mapFromItem(item, 0, 0).y
        const bottom = Math.max(0, f.contentHeight - f.height)
        // The cue at the bottom takes its own height: a control is brought above it.
        const margin = Theme.space3 + (root.moreBelow ? more.height : 0)
        // (and below « Plus haut », which shows once the view is not at its top)
        if (top < f.contentY)
            f.contentY = Math.max(0, top - Theme.space3 - (root.upCue ? less.height + Theme.space2 : 0))
        else if (top + item.height > f.contentY + f.height - margin)
            f.contentY = Math.min(bottom, top + Math.min(item.height, f.height) - f.height + margin)
    }

    // A press held on the content (a scratch stroke): the view does not move under it; the
    // focused control is brought into view once it is let go.
    property bool held: false
    onHeldChanged: if (!root.held && root.followFocus) revealAgain.restart()

    function revealFocus(): void {
        if (!root.held)
            root.reveal(root.Window.window ? root.Window.window.activeFocusItem : null)
    }
    Connections {
        enabled: root.followFocus
        target: root.Window.window
        function onActiveFocusItemChanged(): void {
            root.revealFocus()
            revealAgain.restart()
        }
    }
    // A control that takes the focus as its screen is made, or whose page grows or shrinks
    // (a larger text), is placed once the layout settles: brought into view again then.
    Connections {
        enabled: root.followFocus
        target: root.flickable
        function onContentHeightChanged(): void {
            revealAgain.restart()
        }
    }
    Timer {
        id: revealAgain
        interval: 50
        onTriggered: root.revealFocus()
    }

    // Where the view is.
    Rectangle {
        objectName: "scrollBar"
        visible: root.scrolls
        anchors.right: parent.right
        anchors.rightMargin: Theme.space1
        width: Math.max(4, Math.round(6 * Theme.uiScale))
        radius: width / 2
        color: Theme.inkSoft
        opacity: 0.55
        height: Math.max(Theme.touchTarget / 2, root.height * root.flickable.height / Math.max(1, root.flickable.contentHeight))
        y: (root.height - height) * (root.flickable.contentY / Math.max(1, root.flickable.contentHeight - root.flickable.height))
    }

    // More below: a fade into the surface, and the words.
    Rectangle {
        visible: root.moreBelow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: more.height + Theme.space5
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.rgba(root.surface.r, root.surface.g, root.surface.b, 0) }
            GradientStop { position: 0.6; color: root.surface }
        }
    }
    ScrollPill {
        id: more
        objectName: "moreBelow"
        visible: root.moreBelow
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.space2
        label: qsTr("Plus bas") + " ↓"
        onTapped: root.flickable.contentY = Math.min(root.flickable.contentHeight - root.flickable.height,
                                                     root.flickable.contentY + root.flickable.height * 0.8)
    }

    // More above, on a view that cannot be dragged (a game's screen, which a drag scratches or
    // throws): « Plus haut », for a player who has no wheel or keys (a touch screen).
    readonly property bool upCue: !root.flickable.interactive
    readonly property bool moreAbove: root.scrolls && root.upCue && root.flickable.contentY > 2
    Rectangle {
        visible: root.moreAbove
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: less.height + Theme.space5
        gradient: Gradient {
            GradientStop { position: 0.4; color: root.surface }
            GradientStop { position: 1.0; color: Qt.rgba(root.surface.r, root.surface.g, root.surface.b, 0) }
        }
    }
    ScrollPill {
        id: less
        objectName: "moreAbove"
        visible: root.moreAbove
        anchors.top: parent.top
        anchors.topMargin: Theme.space2
        label: qsTr("Plus haut") + " ↑"
        onTapped: root.flickable.contentY = Math.max(0, root.flickable.contentY - root.flickable.height * 0.8)
    }

    // « Plus bas » and « Plus haut »: a dark pill with its words, pressed to scroll.
    component ScrollPill: Rectangle {
        id: pill
        property alias label: pillText.text
        signal tapped()
        anchors.horizontalCenter: parent.horizontalCenter
        width: pillText.implicitWidth + Theme.space5 * 2
        height: Math.max(Theme.touchTarget * 0.75, pillText.implicitHeight + Theme.space2 * 2)
        radius: height / 2
        color: Theme.ink
        Accessible.ignored: true  // a screen reader reads the whole page; the words are for the eye
        Text {
            id: pillText
            anchors.centerIn: parent
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontCaption
            font.bold: true
        }
        TapHandler {
            onTapped: pill.tapped()
        }
    }
}
