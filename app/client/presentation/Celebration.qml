pragma ComponentBehavior: Bound
import QtQuick
import Instants

// A win celebrated in proportion (docs/visual-design.md, "Celebrations"), while a game's
// timeline is in its "celebrate" stage: the amount counts up to the win, with
//   small  a card and a burst of coins;
//   big    the screen dimmed, a larger card, coins and confetti;
//   top    the game's top prize: a full-screen sequence of its own.
// A win not above the stake is never celebrated (no stage). A click or a key skips it (the
// timeline consumes that press). With reduced motion: the amount at once, nothing moves, and
// the stage is shorter. Everything here is items and animations, which Qt Quick's software
// renderer draws as well as OpenGL does (no particles, no shaders).
Item {
    id: root

    // An overlay over the screen by design: the layout check compares its items with each
    // other, not with the screen under it.
    readonly property bool layoutLayer: true

    // The games' timelines (HappyDesPresenter, ScratchPresenter): the one celebrating is shown.
    required property var timelines

    readonly property var current: {
        for (let i = 0; i < root.timelines.length; ++i) {
            const t = root.timelines[i]
            if (t && t.celebration.tier !== undefined)
                return t
        }
        return null
    }
    readonly property var info: root.current ? root.current.celebration : ({})
    // "small", "big", "top"; empty when nothing is celebrated.
    readonly property string tier: root.info.tier ?? ""
    readonly property int winCents: root.info.winCents ?? 0
    readonly property int stakeCents: root.info.stakeCents ?? 0
    // The top tier names what the win is the top of: the game's own largest prize (the lobby's
    // « Jusqu'à … »), or the largest this game could pay (Happy Dés at a smaller amount in play).
    readonly property bool topOfGame: root.info.topOfGame ?? false
    // The stage's length as the timeline plays it (scaled).
    readonly property int stageMs: root.current ? root.current.stageMs : 0
    readonly property bool moving: !Theme.reducedMotion && root.stageMs > 0
    // The top prize's sequence covers the screen (the window need not draw what is under it).
    readonly property bool covering: root.tier === "top"

    // The amount shown, counting up to the win over most of the stage in countSteps steps: a
    // count the eye follows (slow at first and at the end, on a half cosine), and very large
    // type laid out and drawn again about ten times a second rather than in every frame. One
    // step at a time, on a timer: a frame drawn late (the top prize's picture rasterised as the
    // sequence starts, a busy machine) shows the next step, never a leap of several (0,00 €
    // then 5 000,00 €).
    readonly property int countSteps: 24
    property int countStep: 0
    readonly property real countShare: root.moving ? (1 - Math.cos(Math.PI * root.countStep / root.countSteps)) / 2 : 1
    readonly property string amountText: Format.money(Math.round(root.winCents * root.countShare))

    visible: root.tier.length > 0
    // The responsible-gaming band below stays clear of confetti.
    clip: true
    Accessible.role: Accessible.AlertMessage
    Accessible.name: title.text + " " + Format.money(root.winCents)

    // Each celebration counts from 0 (the tier is empty between two); the count takes most of
    // the stage, the last part holds the amount still.
    onTierChanged: root.countStep = 0
    Timer {
        id: countUp
        running: root.visible && root.moving && root.countStep < root.countSteps
        interval: Math.max(1, Math.round(root.stageMs * (root.tier === "top" ? 0.55 : 0.65) / root.countSteps))
        repeat: true
        onTriggered: root.countStep = Math.min(root.countSteps, root.countStep + 1)
    }

    // Big: the screen behind dimmed.
    Rectangle {
        anchors.fill: parent
        visible: root.tier === "big"
        color: "#8C000000"
    }

    // Top: night blue and beams of light from the centre — one still picture, so that only
    // what moves over it is redrawn in each frame.
    Image {
        // Drawn at the window's size, so that a frame copies the parts under what moves
        // rather than scaling them (8 MB at 1920×1080; larger windows stretch a picture of at
        // most 1920 px a side). Rasterised as the sequence starts, not off the GUI thread: a
        // picture that arrives later repaints the whole screen in the middle of the sequence
        // (p99 5.5 ms instead of 3.8 at 1080×1920).
        anchors.fill: parent
        visible: root.tier === "top"
        sourceSize.width: Math.min(Math.ceil(width), 1920)
        sourceSize.height: Math.min(Math.ceil(height), 1920)
        source: visible ? Theme.asset("celebration/rays.svg") : ""
        Accessible.ignored: true
    }

    // Big and top: confetti falling over the whole screen, each piece on its own course. Few
    // pieces: the software renderer redraws the region each one leaves and enters, and the
    // cost of a frame grows faster than the count (docs/visual-design.md, "Celebrations").
    Repeater {
        model: root.moving && (root.tier === "big" || root.tier === "top") ? (root.tier === "top" ? 18 : 24) : 0
        Rectangle {
            id: piece
            required property int index
            // A fixed spread (golden-ratio steps across, a scrambled order down): a picture,
            // not a draw.
            readonly property real u: (index * 0.6180339887) % 1
            readonly property real v: ((index * 7919) % 101) / 101
            x: u * root.width
            width: Math.round((8 + v * 8) * Theme.uiScale)
            height: Math.round(width * 1.6)
            radius: 2
            // Each piece tilted its own way (a fixed tilt: turning them all costs frames).
            rotation: -35 + piece.v * 70
            color: [Theme.gold, Theme.goldLight, Theme.rougeLight, Theme.cumul, Theme.winLight, Theme.figures][index % 6]
            NumberAnimation on y {
                running: true
                loops: Animation.Infinite
                from: -40 - piece.v * root.height * 0.6
                to: root.height + 40
                duration: Math.round(2200 + piece.u * 1800)
            }
        }
    }

    // The card: the word of the tier and the amount.
    Rectangle {
        id: card
        // Above the coins and confetti: the amount stays readable.
        z: 2
        anchors.centerIn: parent
        width: Math.min(root.width * 0.9, column.implicitWidth + Theme.space7 * 2)
        height: column.implicitHeight + Theme.space6 * 2
        radius: Theme.radiusLarge
        color: root.tier === "top" ? "#F21E1840" : Theme.paper
        border.color: Theme.gold
        border.width: Theme.borderWidth * (root.tier === "small" ? 2 : 3)
        scale: root.moving ? cardIn.value : 1.0
        // Kept as one picture: a coin or a piece of confetti passing over it copies it rather
        // than drawing its very large type again (type above 64 px is drawn as outlines).
        layer.enabled: true
        layer.smooth: true
        QtObject {
            id: cardIn
            property real value: 1.0
        }
        NumberAnimation {
            id: pop
            target: cardIn
            property: "value"
            from: 0.6
            to: 1.0
            duration: Math.round(420 * Theme.motionScale)
            easing.type: Easing.OutBack
        }
        Connections {
            target: root
            function onTierChanged(): void {
                if (root.tier.length > 0 && root.moving)
                    pop.restart()
            }
        }

        Column {
            id: column
            anchors.centerIn: parent
            spacing: Theme.space3
            Text {
                id: title
                objectName: "celebrationTitle"
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.tier === "top" ? qsTr("Le gros lot !") : root.tier === "big" ? qsTr("Gros gain !") : qsTr("Gagné !")
                color: root.tier === "top" ? Theme.goldLight : Theme.goldDark
                font.family: Theme.fontDisplay
                font.pixelSize: root.tier === "top" ? Theme.fontHero : root.tier === "big" ? Theme.fontHeadline : Theme.fontTitle
                font.bold: true
            }
            Text {
                id: amountLine
                objectName: "celebrationAmount"
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.amountText
                color: root.tier === "top" ? Theme.onDark : Theme.win
                font.family: Theme.fontDisplay
                // Its tier's size, or less where the whole amount would be wider than the card
                // can be (a large text in a portrait window): measured once on the amount won,
                // not on each figure of the count.
                readonly property int tierSize: root.tier === "top" ? Math.round(Theme.fontHero * 1.5)
                                              : root.tier === "big" ? Theme.fontHero : Theme.fontHeadline
                readonly property real room: root.width * 0.9 - Theme.space7 * 2
                font.pixelSize: wholeAmount.advanceWidth > room
                                ? Math.floor(tierSize * room / wholeAmount.advanceWidth) : tierSize
                font.bold: true
                TextMetrics {
                    id: wholeAmount
                    font.family: Theme.fontDisplay
                    font.pixelSize: amountLine.tierSize
                    font.bold: true
                    text: Format.money(root.winCents)
                }
            }
            Text {
                objectName: "celebrationTopLine"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: root.tier === "top"
                text: root.topOfGame ? qsTr("le lot maximum du jeu") : qsTr("le lot maximum de cette partie")
                color: Theme.onDarkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Argent fictif · touchez pour continuer")
                color: root.tier === "top" ? Theme.onDarkSoft : Theme.inkMuted
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontCaption
            }
        }
    }

    // Every tier: coins bursting out of the card and falling back, in waves (big and top).
    Repeater {
        model: root.moving ? (root.tier === "top" ? 12 : root.tier === "big" ? 16 : 12) : 0
        Image {
            id: coin
            required property int index
            readonly property real angle: index * 2.39996323  // the golden angle
            readonly property real spread: 0.55 + ((index * 0.618) % 1) * 0.45
            readonly property real reach: coin.spread * Math.min(root.width, root.height) * (root.tier === "small" ? 0.34 : 0.55)
            property real t
            source: Theme.asset("celebration/coin.svg")
            width: Math.round((26 + 14 * coin.spread) * Theme.uiScale)
            height: width
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
            x: root.width / 2 - width / 2 + Math.cos(coin.angle) * coin.reach * coin.t
            // Out along its angle, then pulled down as it falls.
            y: root.height / 2 - height / 2 + Math.sin(coin.angle) * coin.reach * coin.t + coin.t * coin.t * root.height * 0.22
            opacity: coin.t < 0.8 ? 1 : (1 - coin.t) * 5
            visible: coin.t > 0
            SequentialAnimation on t {
                running: true
                loops: root.tier === "small" ? 1 : Animation.Infinite
                PauseAnimation { duration: (coin.index % 8) * 70 }
                NumberAnimation { from: 0; to: 1; duration: 1300; easing.type: Easing.OutQuad }
            }
        }
    }
}
