import QtQuick
import Instants

// A game in the lobby: its art and logo, its name, a line about it and its price. A tile can
// be marked "bientôt" (coming soon): then it is drawn muted and cannot be chosen.
Rectangle {
    id: root

    // "happy-des", "dede" or "happy-2014": picks the art.
    required property string gameId
    required property string title
    property string tagline: ""
    // The price as shown, e.g. "1 € ou 2 €" (formatted by the screen with Format.money…).
    property string priceText: ""
    // The game's largest prize as shown, e.g. « Jusqu'à 10 000 € » (from the engine's tables).
    property string topPrizeText: ""
    property bool comingSoon: false
    // A paid game of this kind is not finished: the tile offers « Reprendre » instead of « Jouer ».
    property bool unfinished: false
    // The art beside the words instead of above them: a portrait window's tiles, one under the
    // other across the width.
    property bool horizontal: false

    // The player chose this game.
    signal chosen()

    InputGuard {
        id: guard
        usable: root.enabled && root.visible
    }

    function choose(): void {
        if (!root.comingSoon && guard.armed())
            root.chosen()
    }

    readonly property color accent: root.gameId === "dede" ? Theme.dede
                                  : root.gameId === "happy-2014" ? Theme.happy2014 : Theme.happyDes

    implicitWidth: Math.round(400 * Theme.uiScale)
    // Tall enough for the art and every line of words, however narrow the tile (a tagline on
    // three lines at 800×600 pushed « Jusqu'à … » under the price): the lobby gives the three
    // tiles the tallest one's height.
    readonly property real wordsHeight: info.implicitHeight + bottomRow.height + Theme.space5 * 3
    implicitHeight: root.horizontal ? Math.max(root.wordsHeight, Math.round(art.width * 9 / 16) + Theme.space2 * 2)
                                    : art.height + Theme.space2 + root.wordsHeight
    radius: Theme.radiusLarge
    color: Theme.paper
    // activeFocusOnTab is set in updateTabStop(), not bound: Qt refuses to clear it on the item
    // that has the focus, so the focus has to be given up first.
    Component.onCompleted: root.updateTabStop()
    onComingSoonChanged: root.updateTabStop()

    // A control that stops being usable gives its focus up first, then leaves the Tab chain.
    function updateTabStop(): void {
        const usable = !root.comingSoon
        if (!usable && root.activeFocus)
            root.focus = false
        root.activeFocusOnTab = usable
    }
    // Under the pointer the tile's edge turns gold and doubles, and darkens while pressed: no
    // scale (Qt Quick's software renderer cuts the ends of rounded rectangles drawn under a
    // scale: « Jouer » lost its right end on a hovered tile, docs/visual-design.md).

    Accessible.role: Accessible.Button
    Accessible.name: root.comingSoon ? qsTr("%1 (bientôt disponible)").arg(root.title)
                   : root.unfinished ? qsTr("%1 : partie en cours, reprendre").arg(root.title) : root.title
    Accessible.description: [root.tagline, root.topPrizeText, root.priceText].filter(t => t.length > 0).join(" ")
    Accessible.focusable: !root.comingSoon
    Accessible.onPressAction: root.choose()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            root.choose()
            event.accepted = true
        }
    }

    // The art: the game's background with its logo, set in the card like a picture in a mat.
    Item {
        id: art
        x: Theme.space2
        y: Theme.space2
        width: root.horizontal ? Math.round(root.width * 0.42) : root.width - Theme.space2 * 2
        height: root.horizontal ? root.height - Theme.space2 * 2 : Math.round(width * 0.55)
        clip: true

        // Both pictures wait for the card's size (a first load at the picture's own size would
        // rasterise it twice) and are rasterised off the GUI thread: the lobby answers at once,
        // the art follows a moment later on the card's colour.
        Image {
            anchors.fill: parent
            source: parent.height > 0 ? Theme.asset("backgrounds/" + root.gameId + ".svg") : ""
            sourceSize.width: Math.round(parent.height * 16 / 9)
            sourceSize.height: Math.round(parent.height)
            fillMode: Image.PreserveAspectCrop
            asynchronous: true
        }
        Image {
            anchors.centerIn: parent
            source: width > 0 ? Theme.asset("logos/" + root.gameId + ".svg") : ""
            width: parent.width * 0.82
            height: width * 160 / 420
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
            asynchronous: true
        }
    }
    // Rounds the art's top corners: a paper-coloured ring as wide as the mat (no clipping
    // effect is needed, so the software renderer draws it too).
    Rectangle {
        anchors.fill: parent
        radius: root.radius
        color: "transparent"
        border.color: Theme.paper
        border.width: Theme.space2
    }

    Column {
        id: info
        anchors.left: root.horizontal ? art.right : parent.left
        anchors.right: parent.right
        anchors.top: root.horizontal ? parent.top : art.bottom
        anchors.margins: Theme.space5
        spacing: Theme.space2

        Text {
            width: parent.width
            text: root.title
            color: Theme.ink
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            wrapMode: Text.Wrap
        }
        Text {
            width: parent.width
            text: root.tagline
            visible: text.length > 0
            color: Theme.inkSoft
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "topPrize"
            width: parent.width
            text: root.topPrizeText
            visible: text.length > 0
            color: Theme.rouge
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontLead
            font.bold: true
            wrapMode: Text.Wrap
        }
    }

    // The price and the call to play, along the bottom; the price above the call where both do
    // not fit on one line (large text).
    Item {
        id: bottomRow
        anchors.left: root.horizontal ? art.right : parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.space5
        readonly property bool stacked: playButton.visible && price.implicitWidth + Theme.space3 + playButton.width > width
        height: stacked ? price.implicitHeight + Theme.space2 + playButton.height : playButton.height

        Text {
            id: price
            anchors.left: parent.left
            width: bottomRow.stacked ? bottomRow.width : bottomRow.width - playButton.width - Theme.space3
            y: bottomRow.stacked ? 0 : Math.round((bottomRow.height - height) / 2)
            wrapMode: Text.Wrap
            // A game left unfinished: said in place of the price (its stake is already taken),
            // beside « Reprendre ».
            text: root.unfinished ? qsTr("En cours") : root.priceText
            color: Theme.goldDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
        }
        Rectangle {
            id: playButton
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            visible: !root.comingSoon
            width: playText.implicitWidth + Theme.space5 * 2
            height: Math.max(Math.round(44 * Theme.uiScale), playText.implicitHeight + Theme.space2 * 2)
            radius: height / 2
            color: root.accent

            Text {
                id: playText
                anchors.centerIn: parent
                text: root.unfinished ? qsTr("Reprendre") : qsTr("Jouer")
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
        }
    }

    // "Bientôt": a muted veil and a ribbon across the art.
    Rectangle {
        anchors.fill: parent
        visible: root.comingSoon
        radius: root.radius
        color: "#99F6EAD3"
    }
    Rectangle {
        visible: root.comingSoon
        anchors.horizontalCenter: art.horizontalCenter
        anchors.verticalCenter: art.bottom
        width: soonText.implicitWidth + Theme.space6 * 2
        height: Math.round(48 * Theme.uiScale)
        radius: Theme.radiusSmall
        color: Theme.ink
        rotation: -3

        Text {
            id: soonText
            anchors.centerIn: parent
            text: qsTr("Bientôt")
            color: Theme.goldLight
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            font.letterSpacing: 2 * Theme.uiScale
        }
    }

    // The tile's outline, over the art's mat.
    Rectangle {
        anchors.fill: parent
        radius: root.radius
        color: "transparent"
        border.color: root.comingSoon ? Theme.champagne : tap.pressed ? Theme.goldDark
                    : hover.hovered ? Theme.gold : Theme.champagne
        border.width: (hover.hovered || tap.pressed) && !root.comingSoon ? Theme.borderWidth * 2 : Theme.borderWidth
    }

    HoverHandler {
        id: hover
        cursorShape: root.comingSoon ? Qt.ArrowCursor : Qt.PointingHandCursor
    }

    TapHandler {
        id: tap
        enabled: !root.comingSoon
        onTapped: root.choose()
    }

    FocusRing {
        visible: root.activeFocus
        cornerRadius: root.radius
    }
}
