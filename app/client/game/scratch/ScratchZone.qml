pragma ComponentBehavior: Bound
import QtQuick
import Instants

// One zone of a scratch ticket: what is under it (shown only once the presentation timeline has
// shown the zone's reveal) beneath a C++ scratch-off cover (ScratchArea). The first stroke
// reports the zone as being uncovered by hand; the cover is wiped where the pointer passes and
// completes itself past 60 % (coverCleared). A tap, Enter/Space on the focused zone, or an
// automatic reveal lifts the cover: it fades away within the timeline's "lift" stage.
FocusScope {
    id: root

    // The zone as shown (ScratchPresenter.zoneAt, or a replayed ticket's).
    required property ticketZone zone
    // The picture of the cover (foil, coin pile, month character, bonus box).
    required property url coverSource
    // A word printed on the cover (DÉDÉ's « Gain »), drawn as type at a legible size rather than
    // in the picture (where it shrank with the zone, to 6 px at 800×600); gone once the player
    // scratches or the cover lifts.
    property string coverWord: ""
    // The ticket the zone is on: it says whether the zone takes a press, and hears what the
    // zone asks (a reveal, the first stroke, the cover gone, a stroke under way).
    required property ScratchTicket ticket
    // Its place on the ticket (the Repeater's): the first zone is where the focus goes.
    required property int index
    Component.onCompleted: {
        if (root.index === 0)
            root.ticket.firstZone = root
        if (root.revealed)
            area.revealAll()  // a resumed ticket
    }
    Component.onDestruction: {
        if (root.timeline && root.lifting)
            root.timeline.trackAnimation(false)
        if (root.ticket && root.ticket.firstZone === root)
            root.ticket.firstZone = null
    }
    Connections {
        target: root.ticket
        function onRefusalAsked(zone: string): void {
            if (zone === root.zone.id)
                root.refuse()
        }
        function onLiftAsked(): void {
            if (root.revealed)
                root.liftCover()
        }
    }
    // The zone may be scratched (a ticket in progress).
    readonly property bool playable: root.ticket.playable
    // The ticket is in play but its zones take no press yet (« Auto » uncovers them one after
    // the other, or the last zone and the result are still being shown): a press on a covered
    // zone is refused with its sign (RefusedPress), not lost silently.
    readonly property bool waiting: root.ticket.waiting
    // Its cover is on and no reveal of it is under way: a press has something to do (on a zone
    // uncovered, or whose cover is already lifting, it has nothing left to do).
    readonly property bool covered: !root.revealed && !area.revealed
    readonly property int refusedPresses: refused.count
    readonly property bool refusing: refused.showing
    default property alias content: contentHolder.data

    readonly property bool revealed: root.zone.revealed
    // The zone paid (the regulation's winning zone, shown with the ticket's end) …
    readonly property bool paid: root.zone.winning
    // … and it is marked as a win (green, ★ « Gagné ») only when the ticket returns more than
    // its price; a return at or below it is marked in neutral words and colours (« Obtenu »,
    // docs/visual-design.md, "A return is a win only above the stake").
    readonly property bool winning: root.paid && root.zone.aboveStake
    readonly property alias cover: area

    // What the zone asks its ticket: the reveal (a tap or a key: revealRequested), the first
    // stroke (scratchStarted), the cover off (coverCleared), a stroke under way or ended
    // (scratching: for the scratch sound and the inactivity watch).

    // The player started scratching: the zone is uncovered by the strokes, not all at once.
    property bool wipedByHand: false
    // The cover is being lifted (a tap or an automatic reveal).
    readonly property bool lifting: lift.running
    // The ticket's presentation timeline, told while the cover lifts (Timeline.trackAnimation);
    // a replay waits for no animation: none.
    readonly property Timeline timeline: root.ticket.presenter

    onLiftingChanged: if (root.timeline) root.timeline.trackAnimation(root.lifting)

    // Lifts the cover: a fade, then the foil is gone (at once when motion is off).
    function liftCover(): void {
        if (area.revealed || lift.running)
            return
        if (Theme.durationMedium <= 0)
            area.revealAll()
        else
            lift.start()
    }

    // A press the zone could not pass on (refused by the ticket): the sign, as while it waits.
    function refuse(): void {
        refused.refuse()
    }

    function revealNow(): void {
        if (!root.playable) {
            if (root.waiting && !area.revealed)
                refused.refuse()
            return
        }
        root.wipedByHand = false
        if (!root.revealed)
            root.ticket.revealRequested(root.zone.id)
        else
            root.liftCover()
    }

    // A zone the engine says is revealed (resume, "Auto", a tap) shows at once, unless the
    // player is wiping it by hand: then the strokes (or the threshold) finish it.
    onRevealedChanged: {
        // Told to a screen reader as it is shown: not on a ticket being made (resumed, the
        // screen tells where it stands: ScratchTicket.made), nor one by one in an automatic
        // reveal the screen tells as a whole (ScratchTicket.tellsZones).
        if (root.revealed && root.ticket.made)
            Qt.callLater(root.announceContent)
        if (root.revealed && !root.wipedByHand)
            root.liftCover()
        if (!root.revealed) {
            root.wipedByHand = false
            lift.stop()
            area.opacity = 1
            area.reset()
        }
    }
    // Once the bindings have settled (the content arrives with the same update).
    // (Whether the ticket tells its zones one by one is asked then too: an automatic reveal
    // may start in the same update as its first zone shows.)
    function announceContent(): void {
        if (root.revealed && root.ticket.tellsZones)
            Announcer.say(root.spokenName + " : " + root.contentWords)
    }

    // A zone to scratch is a Tab stop, and so is an uncovered one (its content is read out);
    // a covered zone of no ticket is not. (Never turned off while it holds the focus.)
    activeFocusOnTab: root.playable || root.revealed || root.activeFocus
    Accessible.role: Accessible.Button
    // The zone's name in the screen's language (each « Gain » names its throw), what it holds once
    // uncovered, and « gagné » on a winning zone (not colour alone), « obtenu » on a zone that
    // paid no more than the price.
    readonly property string spokenName: GameText.zoneName(root.zone.id)
    readonly property string spokenText: root.revealed
        ? root.spokenName + " : " + root.contentWords + (root.winning ? ", " + qsTr("gagné") : root.paid ? ", " + qsTr("obtenu") : "")
        : qsTr("%1, à gratter").arg(root.spokenName)
    Accessible.name: root.spokenText
    Accessible.onPressAction: root.revealNow()
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            const covered = root.playable && !root.revealed
            root.revealNow()
            if (covered)
                root.focusNextCoveredZone()
            event.accepted = true
        }
    }
    // Uncovered by a key: the focus goes on to the next zone still covered (in Tab order), as
    // the next die takes it after a throw; it stays when none is left.
    function focusNextCoveredZone(): void {
        let next = root.nextItemInFocusChain(true)
        for (let steps = 0; next && next !== root && steps < 80; ++steps) {
            if (next.focusNextCoveredZone !== undefined && next.playable && !next.revealed) {
                next.forceActiveFocus(Qt.TabFocusReason)
                return
            }
            next = next.nextItemInFocusChain(true)
        }
    }

    // The content in words, for assistive technology (set by the ticket).
    property string contentWords: ""

    // The winning frame (with a star and the word, not colour alone).
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.space1
        radius: Theme.radiusMedium
        color: "transparent"
        border.color: root.winning ? Theme.win : root.paid ? Theme.inkSoft : "transparent"
        border.width: Theme.borderWidth * 2
    }

    Item {
        id: contentHolder
        anchors.fill: parent
        visible: root.revealed
    }

    ScratchArea {
        id: area
        objectName: "cover"
        anchors.fill: parent
        // A refused press: the cover shakes its head (not with reduced motion).
        transform: [refused.offset]
        coverSource: root.coverSource
        brushRadius: Math.max(8, Math.min(width, height) * 0.14)
        threshold: 0.6
        onCompleted: {
            root.wipedByHand = false
            if (!root.revealed)
                root.ticket.revealRequested(root.zone.id)
            root.ticket.coverCleared(root.zone.id)
        }
    }
    Rectangle {
        objectName: "coverWord"
        visible: root.coverWord.length > 0 && !area.revealed && !root.wipedByHand
        opacity: area.opacity
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Math.round(root.height * 0.06)
        width: Math.min(root.width - 4, coverText.implicitWidth + coverText.font.pixelSize * 1.6)
        height: coverText.implicitHeight + Math.round(coverText.font.pixelSize * 0.3)
        radius: height / 2
        color: Theme.rouge
        border.color: "#FFF3D6"
        border.width: Math.max(1, Math.round(Theme.uiScale))
        Text {
            id: coverText
            anchors.centerIn: parent
            text: root.coverWord
            color: Theme.onDark
            font.family: Theme.fontSans
            font.bold: true
            font.letterSpacing: 1
            font.pixelSize: Math.max(Theme.fontCaption, Math.round(root.height * 0.17))
        }
    }

    // Named "reveal": a test that watches every frame reads whether it runs.
    SequentialAnimation {
        id: lift
        objectName: "reveal"
        NumberAnimation { target: area; property: "opacity"; from: 1; to: 0; duration: Theme.durationMedium; easing.type: Easing.InQuad }
        ScriptAction { script: area.revealAll() }
        PropertyAction { target: area; property: "opacity"; value: 1 }
    }

    // Strokes: mouse drag, touch drag, pen.
    PointHandler {
        id: stroke
        enabled: root.playable && !area.revealed
        onActiveChanged: {
            if (active) {
                root.forceActiveFocus()
                root.wipedByHand = true
                if (!root.revealed)
                    root.ticket.scratchStarted(root.zone.id)
                area.scratchTo(stroke.point.position)
            } else {
                area.endStroke()
            }
            root.ticket.scratching(active)
        }
        onPointChanged: if (active) area.scratchTo(stroke.point.position)
    }
    // A tap (or a click, or a gloved touch) uncovers it at once.
    TapHandler {
        enabled: root.playable && !area.revealed
        gesturePolicy: TapHandler.DragThreshold
        onTapped: {
            root.wipedByHand = false
            if (root.revealed)
                root.liftCover()
            else
                root.revealNow()
        }
    }

    // A press (a touch, a click, the start of a stroke) while the zone waits: refused, and said.
    PointHandler {
        enabled: root.waiting && !root.playable && !area.revealed
        onActiveChanged: if (active) refused.refuse()
    }
    // « Un instant… » over the zone while a refused press is answered: drawn and told.
    RefusedPress {
        id: refused
        anchors.centerIn: parent
    }

    // Focus ring.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.space1
        radius: Theme.radiusMedium
        color: "transparent"
        border.color: Theme.focus
        border.width: Theme.focusWidth
        visible: root.activeFocus
    }
}
