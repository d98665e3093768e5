pragma ComponentBehavior: Bound
import QtQuick
import Instants

// A DÉDÉ ticket (3.1, 4.1): three throws of two dice ("Lancer 1", "Lancer 2", "Lancer 3") and
// their three "Gain" boxes, each box below its throw (the second one set to the right, as the
// regulation places it), on the artwork the player chose.
ScratchTicket {
    id: root
    objectName: "dedeTicket"

    // DÉDÉ 4.1: the artwork chosen for the next ticket (1 to 4), shown while no ticket is in
    // play; a ticket in play, and one in the history, is shown on the artwork it was bought on
    // (recorded with its deal; 0 for a ticket recorded without one: the first).
    property int chosenArtwork: 1
    readonly property int artworkIndex: root.presenter
        ? (root.presenter.inProgress ? Math.max(1, root.presenter.artwork) : root.chosenArtwork)
        : root.replay && root.replay.artwork > 0 ? root.replay.artwork : 1
    gameName: "DÉDÉ"
    artwork: Theme.asset("dede/ticket-" + root.artworkIndex + ".svg")
    accent: Theme.dede

    Item {
        id: board
        anchors.fill: parent
        // Inside the artwork's own frame.
        anchors.margins: Math.max(Theme.space4, Math.round(Math.min(root.width, root.height) * 0.06))

        readonly property real columnWidth: width / 3
        readonly property real zoneWidth: Math.min(columnWidth * 0.86, height * 0.62)
        readonly property real throwHeight: Math.min(height * 0.42, zoneWidth * 0.62)
        readonly property real gainHeight: Math.min(height * 0.34, zoneWidth * 0.5)

        Repeater {
            id: zones
            // A count, not the list itself: a reveal changes the list, and a list model would
            // rebuild every zone (and lose the stroke under way); each zone reads its own entry
            // (zoneAt, when zonesVersion moves), not the whole list.
            model: root.zoneCount

            ScratchZone {
                id: zone
                readonly property ticketZone modelData: root.zonesVersion >= 0 ? root.zoneAt(zone.index) : root.noZone
                readonly property bool isThrow: modelData.kind === "throw"
                readonly property int throwIndex: modelData.index - 1
                objectName: "zone-" + modelData.id
                ticket: root
                zone: modelData
                coverSource: isThrow ? Theme.asset("scratch/foil.svg") : Theme.asset("dede/gain-box.svg")
                // The ticket's own word (kept in every language, as printed).
                coverWord: isThrow ? "" : "Gain"
                width: board.zoneWidth * (isThrow ? 1 : 0.8)
                height: isThrow ? board.throwHeight : board.gainHeight
                x: board.columnWidth * throwIndex + (board.columnWidth - width) / 2
                   + (!isThrow && throwIndex === 1 ? board.columnWidth * 0.18 : 0)
                y: isThrow ? board.height * 0.12 : board.height * 0.12 + board.throwHeight + board.height * 0.14
                contentWords: isThrow
                              ? (modelData.dice.length === 2 ? modelData.dice[0] + " " + qsTr("et") + " " + modelData.dice[1] : "")
                              : (modelData.hasAmount ? Format.moneyShort(modelData.amountCents) : "")

                // Under a throw: the two dice with their words (3.2).
                Rectangle {
                    anchors.fill: parent
                    visible: zone.isThrow
                    radius: Theme.radiusMedium
                    color: Theme.paper
                    DiceRow {
                        objectName: "dice"
                        anchors.centerIn: parent
                        faces: zone.modelData.dice.length === 2 ? zone.modelData.dice : [0, 0]
                        dieSize: Math.min(parent.height * 0.62, parent.width * 0.36)
                        showWords: true
                        label: zone.modelData.label
                        highlightedIndices: zone.paid ? [0, 1] : []
                    }
                }
                // Under a Gain box: the amount in figures and the mention of its throw (3.3, 4.2).
                // The words are the regulation's, in French whatever the interface's language
                // (docs/decisions.md, "The ticket face").
                Rectangle {
                    anchors.fill: parent
                    visible: !zone.isThrow
                    radius: Theme.radiusMedium
                    color: zone.winning ? Theme.winLight : Theme.paper
                    Column {
                        anchors.centerIn: parent
                        width: parent.width - Theme.space2 * 2
                        Text {
                            objectName: "amount"
                            width: parent.width
                            height: Math.round(zone.height * 0.46)
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            // Every amount of the table fits its box, 10 000 € included.
                            fontSizeMode: Text.Fit
                            minimumPixelSize: 8
                            text: zone.modelData.hasAmount ? TicketFace.amountInFigures(zone.modelData.amountCents) : ""
                            color: zone.winning ? Theme.win : Theme.ink
                            font.family: Theme.fontDisplay
                            font.pixelSize: Math.round(zone.height * 0.4)
                            font.bold: true
                        }
                        Text {
                            objectName: "throwMention"
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 8
                            text: TicketFace.throwMention(zone.throwIndex + 1)
                            color: zone.winning ? Theme.win : Theme.inkMuted
                            font.family: Theme.fontSans
                            font.pixelSize: Math.round(zone.height * 0.17)
                            font.bold: true
                        }
                    }
                    // The win, in words and a star as well as in colour; a box that paid no more
                    // than the ticket's price, in neutral words and colours.
                    Rectangle {
                        visible: zone.paid
                        anchors.horizontalCenter: parent.horizontalCenter
                        // Astride the box's top edge; a larger text's mark rises above it
                        // rather than over the amount.
                        anchors.bottom: parent.top
                        anchors.bottomMargin: -Math.min(Math.round(height / 2), Math.round(zone.height * 0.12))
                        width: wonText.implicitWidth + Theme.space3 * 2
                        height: wonText.implicitHeight + Theme.space1
                        radius: height / 2
                        color: zone.winning ? Theme.win : Theme.paper
                        border.color: zone.winning ? Theme.paper : Theme.inkSoft
                        border.width: Theme.borderWidth
                        Text {
                            id: wonText
                            objectName: "zoneMark"
                            anchors.centerIn: parent
                            text: zone.winning ? qsTr("★ Gagné") : qsTr("Obtenu")
                            color: zone.winning ? Theme.onDark : Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: Math.max(Theme.fontCaption, Math.round(zone.height * 0.12))
                            font.bold: true
                        }
                    }
                }
            }
        }

        // The "Lancer N" mentions, beside each throw (3.1), on a paper label that reads on every
        // artwork. The regulation's words, in French in both languages.
        Repeater {
            model: 3
            Rectangle {
                id: throwLabel
                required property int index
                x: board.columnWidth * index + (board.columnWidth - width) / 2
                y: board.height * 0.12 - height - Theme.space1
                width: throwText.implicitWidth + Theme.space3 * 2
                height: throwText.implicitHeight + Theme.space1
                radius: height / 2
                color: Theme.paper
                border.color: Theme.goldDark
                border.width: 1
                Text {
                    id: throwText
                    anchors.centerIn: parent
                    text: TicketFace.throwMention(throwLabel.index + 1)
                    color: Theme.ink
                    font.family: Theme.fontSans
                    // The player's size, down to what fits its column of the ticket (a large
                    // text on a small ticket): the three labels never meet.
                    font.pixelSize: Math.max(1, Math.min(Theme.fontBody, Math.floor(Theme.fontBody
                        * (board.columnWidth - Theme.space2 - Theme.space3 * 2) / Math.max(1, throwWords.advanceWidth))))
                    font.bold: true
                    TextMetrics {
                        id: throwWords
                        text: throwText.text
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                }
            }
        }
    }
}
