import QtQuick
import Instants

// A Happy Dés stage-2 universe to choose (2.4): its emblem, its name, its rule in plain words,
// the prizes in play (already multiplied and formatted by the screen) and, optionally, neutral
// facts (chance of winning, expected value, top prize) computed by the engine.
Rectangle {
    id: root

    // HappyDesUniverse.Cumul, Figures or Identiques: picks the emblem and the accent.
    required property int universe
    required property string title
    required property string ruleText
    // One line per prize. A tab separates a label from an amount, drawn as two columns:
    // "42\t10 000,00 €". Lines without a tab are drawn whole.
    property list<string> prizeLines: []
    // Optional neutral facts, one per line, shown under the prizes in a quieter style.
    property list<string> facts: []
    // Optional badge in the corner, e.g. "× 2" for the multiplier won at stage 1.
    property string badge: ""
    // Drawn as the current choice.
    property bool selected: false
    property bool interactive: true
    // How much the card gives up to a short room (HappyDesUniverses), rather than being shrunk:
    //   0  everything;
    //   1  a smaller emblem on a narrower band;
    //   2  the same card (the screen drops its heading above the cards);
    //   3  also no rule text (its words stay in the card's accessible description and in
    //      « Règles et chances ») and the prizes in caption type (`compact`).
    property int density: 0
    readonly property bool smallEmblem: root.density >= 1
    readonly property bool compact: root.density >= 3
    function bandHeight(small: bool): real { return Math.round((small ? 56 : 96) * Theme.uiScale) }
    function emblemSize(small: bool): real { return Math.round((small ? 64 : 120) * Theme.uiScale) }
    function emblemTop(small: bool): real { return Math.round((small ? 12 : 28) * Theme.uiScale) }

    // The player chose this universe.
    signal chosen()

    function choose(): void {
        if (root.interactive && guard.armed())
            root.chosen()
    }

    InputGuard {
        id: guard
        usable: root.interactive && root.enabled && root.visible
    }

    readonly property color accent: Theme.universeColour(root.universe)

    implicitWidth: Math.round(360 * Theme.uiScale)
    // The emblem's top margin, the column, a margin below.
    implicitHeight: root.emblemTop(root.smallEmblem) + column.implicitHeight + Theme.space5
    // Lays the card out now (HappyDesUniverses measures it before a frame is drawn).
    function forceLayout(): void {
        prizes.forceLayout()
        column.forceLayout()
    }
    radius: Theme.radiusLarge
    color: Theme.paper
    border.color: root.selected ? root.accent : tap.pressed && root.interactive ? Theme.goldDark
                : hover.hovered && root.interactive ? Theme.gold : Theme.champagne
    border.width: root.selected ? Theme.borderWidth * 2 : Theme.borderWidth
    // activeFocusOnTab is set in updateTabStop(), not bound: Qt refuses to clear it on the item
    // that has the focus, so the focus has to be given up first.
    Component.onCompleted: root.updateTabStop()
    onInteractiveChanged: root.updateTabStop()

    // A control that stops being usable gives its focus up first, then leaves the Tab chain.
    function updateTabStop(): void {
        const usable = root.interactive
        if (!usable && root.activeFocus)
            root.focus = false
        root.activeFocusOnTab = usable
    }
    // Pressed: the outline darkens (no scale: Qt Quick's software renderer draws rounded
    // rectangles under a scale with cut corners and stray lines, docs/visual-design.md).

    Accessible.role: root.interactive ? Accessible.Button : Accessible.Grouping
    Accessible.name: root.title
    // The rule, each prize with what wins it, and the chance: all the card shows, in words
    // (whatever its density draws).
    Accessible.description: [root.ruleText].concat(root.prizeLines.map(line => line.replace("\t", " : ")))
                                            .concat(root.facts).filter(t => t.length > 0).join(". ")
    Accessible.focusable: root.interactive
    Accessible.onPressAction: root.choose()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            root.choose()
            event.accepted = true
        }
    }

    // The accent band behind the emblem.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: root.border.width
        height: root.bandHeight(root.smallEmblem)
        radius: root.radius - root.border.width
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(root.accent, 1.25) }
            GradientStop { position: 1.0; color: root.accent }
        }

        // Square off the band's lower corners.
        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: parent.radius
            color: root.accent
        }
    }

    Column {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.space5
        anchors.topMargin: root.emblemTop(root.smallEmblem)
        spacing: Theme.space3

        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            source: Theme.asset("universes/" + GameText.universeKey(root.universe) + ".svg")
            width: root.emblemSize(root.smallEmblem)
            height: width
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
        }

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: root.title
            color: Theme.ink
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            wrapMode: Text.Wrap
        }

        Text {
            id: rule
            objectName: "universeRule"
            width: parent.width
            visible: !root.compact
            horizontalAlignment: Text.AlignHCenter
            text: root.ruleText
            color: Theme.inkSoft
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.Wrap
            lineHeight: 1.15
        }

        // The prizes in play.
        Rectangle {
            width: parent.width
            height: prizes.implicitHeight + Theme.space3 * 2
            visible: root.prizeLines.length > 0
            radius: Theme.radiusMedium
            color: Theme.cream

            Column {
                id: prizes
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: Theme.space4
                anchors.rightMargin: Theme.space4
                spacing: Theme.space1

                Repeater {
                    model: root.prizeLines.length

                    Item {
                        id: line
                        required property int index
                        readonly property string whole: root.prizeLines[index] ?? ""
                        readonly property int tab: whole.indexOf("\t")

                        width: prizes.width
                        height: Math.max(left.contentHeight, right.contentHeight)

                        Text {
                            id: left
                            anchors.left: parent.left
                            width: line.tab >= 0 ? parent.width - right.implicitWidth - Theme.space2
                                                 : parent.width
                            text: line.tab >= 0 ? line.whole.slice(0, line.tab) : line.whole
                            color: Theme.inkSoft
                            font.family: Theme.fontSans
                            font.pixelSize: root.compact ? Theme.fontCaption : Theme.fontBody
                            wrapMode: Text.Wrap
                        }
                        Text {
                            id: right
                            anchors.right: parent.right
                            visible: line.tab >= 0
                            text: line.tab >= 0 ? line.whole.slice(line.tab + 1) : ""
                            color: Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: root.compact ? Theme.fontCaption : Theme.fontBody
                            font.bold: true
                        }
                    }
                }
            }
        }

        Repeater {
            model: root.facts.length

            Text {
                required property int index
                width: column.width
                text: root.facts[index] ?? ""
                color: Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontCaption
                wrapMode: Text.Wrap
            }
        }
    }

    // The multiplier badge.
    Rectangle {
        visible: root.badge.length > 0
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.space3
        width: Math.max(height, badgeText.implicitWidth + Theme.space3 * 2)
        height: Math.round(40 * Theme.uiScale)
        radius: height / 2
        color: Theme.goldLight
        border.color: Theme.goldDark
        border.width: Theme.borderWidth

        Text {
            id: badgeText
            anchors.centerIn: parent
            text: root.badge
            color: Theme.ink
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            font.bold: true
        }
    }

    // The selected mark: a tick in a disc (not colour alone).
    Rectangle {
        visible: root.selected
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: Theme.space3
        width: Math.round(40 * Theme.uiScale)
        height: width
        radius: width / 2
        color: Theme.paper
        border.color: root.accent
        border.width: Theme.borderWidth

        Text {
            anchors.centerIn: parent
            text: "\u2713"
            color: root.accent
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
        }
    }

    HoverHandler {
        id: hover
        enabled: root.interactive
        cursorShape: Qt.PointingHandCursor
    }

    TapHandler {
        id: tap
        enabled: root.interactive
        onTapped: root.choose()
    }

    FocusRing {
        visible: root.activeFocus
        cornerRadius: root.radius
    }
}
