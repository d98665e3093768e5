pragma ComponentBehavior: Bound
import QtQuick
import Instants

// The lobby: the three games, with what each costs.
Item {
    id: root

    required property int balanceCents
    property bool portrait: false
    // The game whose paid game is not finished ("" when none): its tile offers « Reprendre ».
    property string unfinishedGame: ""
    // Each game's largest prize in cents (RulesAdapter.topPrizes: from the engine's tables).
    property var topPrizes: ({})
    function topPrizeText(game: string): string {
        const cents = root.topPrizes[game] ?? 0
        return cents > 0 ? qsTr("Jusqu'à %1").arg(Format.moneyShort(cents)) : ""
    }

    signal open(string name)

    Backdrop {
        anchors.fill: parent
        // Decoded off the GUI thread: the games answer at once, the sunburst (on the window's
        // cream) follows a moment later.
        picture: Theme.asset("backgrounds/lobby.svg")
    }

    // The games in the middle where they fit; where they do not (large text, a short window),
    // the page scrolls from the top, never over the header.
    Flickable {
        id: scroller
        objectName: "lobbyScroller"
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, games.height + Theme.space5 * 2)
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: games
            x: Math.round((scroller.width - width) / 2)
            y: Math.max(Theme.space5, Math.round((scroller.height - height) / 2))
            spacing: Theme.space6

            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, scroller.width - Theme.space6 * 2)
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Choisissez votre jeu")
                color: Theme.ink
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }

            Grid {
                id: tiles
                anchors.horizontalCenter: parent.horizontalCenter
                columns: root.portrait ? 1 : 3
                spacing: Theme.space6
                // Three tiles side by side that always fit the window's width; in portrait, one under
                // the other across the width, the art beside the words.
                readonly property real tileWidth: root.portrait ? Math.min(Math.round(860 * Theme.uiScale), root.width - Theme.space6 * 2)
                    : Math.min(Math.round(400 * Theme.uiScale), Math.floor((root.width - Theme.space6 * 2 - Theme.space5 * 2) / 3))
                // One height for the three: the tallest tile's.
                readonly property real tileHeight: Math.max(happyDesTile.implicitHeight, dedeTile.implicitHeight, happy2014Tile.implicitHeight)

                GameTile {
                    id: happyDesTile
                    objectName: "tile-happy-des"
                    width: tiles.tileWidth
                    height: tiles.tileHeight
                    horizontal: root.portrait
                    gameId: "happy-des"
                    title: "Happy Dés"
                    tagline: qsTr("Un dé, puis trois univers : Cumul, Figures, Identiques")
                    priceText: qsTr("Mise 1 € ou 2 €")
                    topPrizeText: root.topPrizeText("happy-des")
                    unfinished: root.unfinishedGame === "happy-des"
                    focus: true
                    onChosen: root.open("happy-des")
                }
                GameTile {
                    id: dedeTile
                    objectName: "tile-dede"
                    width: tiles.tileWidth
                    height: tiles.tileHeight
                    horizontal: root.portrait
                    gameId: "dede"
                    title: "DÉDÉ"
                    tagline: qsTr("Trois lancers de deux dés : un 7 gagne la case « Gain »")
                    priceText: qsTr("Ticket à 2 €")
                    topPrizeText: root.topPrizeText("dede")
                    unfinished: root.unfinishedGame === "dede"
                    onChosen: root.open("dede")
                }
                GameTile {
                    id: happy2014Tile
                    objectName: "tile-happy-2014"
                    width: tiles.tileWidth
                    height: tiles.tileHeight
                    horizontal: root.portrait
                    gameId: "happy-2014"
                    title: "Happy 2014"
                    tagline: qsTr("Douze mois et un « Bonus » : deux symboles identiques gagnent")
                    // Article 4.1: « sa mise de 3 € » for an « unité de jeu », not a ticket.
                    priceText: qsTr("Mise 3 €")
                    topPrizeText: root.topPrizeText("happy-2014")
                    unfinished: root.unfinishedGame === "happy-2014"
                    onChosen: root.open("happy-2014")
                }
            }
        }
    }

    ScrollCue {
        anchors.fill: scroller
        flickable: scroller
        followFocus: true
    }
}
