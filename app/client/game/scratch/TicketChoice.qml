import QtQuick
import Instants

// One of the DÉDÉ ticket artworks to choose from (4.1: the player picks one of four).
Item {
    id: root

    // 1 to Theme.dedeArtworkCount.
    required property int artwork
    property string title: ""
    property bool selected: false
    readonly property bool checked: root.selected

    // The player chose this artwork.
    signal chosen()
    // (What the arrows look for among its siblings.)
    readonly property bool ticketChoice: true

    InputGuard {
        id: guard
        usable: root.enabled && root.visible
    }

    function choose(): void {
        if (guard.armed())
            root.chosen()
    }

    implicitWidth: Math.round(240 * Theme.uiScale)
    implicitHeight: frame.height + caption.implicitHeight + Theme.space2
    // One Tab stop for the four, on the chosen one; the arrows choose among them (the
    // platforms' radio groups). (The focused one stays a Tab stop until the focus leaves it.)
    activeFocusOnTab: root.selected || root.activeFocus

    // One of four: a radio button, checked when chosen (its name says so too).
    Accessible.role: Accessible.RadioButton
    Accessible.checkable: true
    Accessible.checked: root.selected
    Accessible.name: root.selected ? qsTr("Ticket %1, choisi").arg(root.title) : qsTr("Ticket %1").arg(root.title)
    Accessible.focusable: true
    Accessible.onPressAction: root.choose()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            root.choose()
            event.accepted = true
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Right
                   || event.key === Qt.Key_Up || event.key === Qt.Key_Down) {
            root.chooseBeside(event.key === Qt.Key_Right || event.key === Qt.Key_Down ? 1 : -1)
            event.accepted = true
        }
    }
    // The artwork `step` places after this one (before it when negative), round the four: chosen
    // and focused.
    function chooseBeside(step: int): void {
        const siblings = root.parent ? root.parent.children : []
        const options = []
        for (let i = 0; i < siblings.length; ++i) {
            if (siblings[i].ticketChoice === true && siblings[i].visible && siblings[i].enabled)
                options.push(siblings[i])
        }
        const here = options.indexOf(root)
        if (here < 0 || options.length < 2)
            return
        const next = options[(here + step + options.length) % options.length] as TicketChoice
        next.choose()
        next.forceActiveFocus(Qt.TabFocusReason)
    }

    Rectangle {
        id: frame
        width: root.width
        height: Math.round(root.width * 2 / 3)
        radius: Theme.radiusMedium
        // Pressed: a gold edge (no scale: Qt Quick's software renderer cuts the corners of a
        // rounded rectangle drawn under a scale).
        color: root.selected ? Theme.goldLight : hover.hovered ? "#33FFFFFF" : "transparent"
        border.color: root.selected ? Theme.goldDark : tap.pressed ? Theme.gold : "transparent"
        border.width: Theme.borderWidth

        Image {
            anchors.fill: parent
            anchors.margins: Math.round(6 * Theme.uiScale)
            source: Theme.asset("dede/ticket-" + Math.max(1, Math.min(Theme.dedeArtworkCount, root.artwork)) + ".svg")
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
        }

        // The chosen mark: a tick in a disc (not colour alone), in gold: the win's green is
        // kept for wins (docs/visual-design.md, "A return is a win only above the stake").
        Rectangle {
            visible: root.selected
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: -Theme.space2
            width: Math.round(36 * Theme.uiScale)
            height: width
            radius: width / 2
            color: Theme.goldDark
            border.color: Theme.paper
            border.width: Theme.borderWidth

            Text {
                anchors.centerIn: parent
                text: "\u2713"
                color: Theme.onDark
                font.family: Theme.fontSans
                // A mark sized with its disc, not a word: it keeps its size whatever the text's
                // (Theme.fontBody at 100 %); the choice is said by the frame's name and state.
                font.pixelSize: Math.round(18 * Theme.uiScale)
                font.bold: true
            }
        }
    }

    Text {
        id: caption
        anchors.top: frame.bottom
        anchors.topMargin: Theme.space2
        width: root.width
        horizontalAlignment: Text.AlignHCenter
        text: root.title
        wrapMode: Text.Wrap
        color: Theme.onDark
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontCaption
        font.bold: root.selected
    }

    HoverHandler {
        id: hover
        cursorShape: Qt.PointingHandCursor
    }

    TapHandler {
        id: tap
        onTapped: root.choose()
    }

    FocusRing {
        parent: frame
        visible: root.activeFocus
        cornerRadius: frame.radius
    }
}
