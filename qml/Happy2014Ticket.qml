pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// A Happy 2014 unit (4.2): the twelve month characters, each hiding two symbols and an amount,
// and the "Bonus" box.
TicketFrame {
    id: root

    required property ScratchPresenter ticket
    property bool playable: root.ticket.inProgress && !root.ticket.autoRevealing
    property bool portrait: false

    signal revealRequested(string zone)
    signal scratchStarted(string zone)
    signal coverCleared(string zone)
    signal scratching(bool active)

    // Lifts every cover over a zone already shown (one half wiped by hand, say).
    function liftRevealedCovers(): void {
        for (let i = 0; i < zones.count; ++i) {
            const zone = zones.itemAt(i) as ScratchZone
            if (zone !== null && zone.revealed)
                zone.liftCover()
        }
    }

    gameName: "Happy 2014"
    priceCents: root.ticket.stakeCents
    blockNumber: root.ticket.block
    ticketNumber: root.ticket.ticketNumber
    artwork: Theme.asset("happy2014/ticket.svg")
    accent: Theme.happy2014

    Item {
        id: board
        anchors.fill: parent
        anchors.margins: Theme.space4

        readonly property int columns: root.portrait ? 4 : 6
        readonly property int rows: 12 / columns
        readonly property real monthsWidth: root.portrait ? width : width * 0.78
        // In portrait the Bonus box (1.1 cells and two gaps) goes under the months.
        readonly property real cell: Math.min(monthsWidth / columns, height / (rows + (root.portrait ? 1.3 : 0)))
        readonly property real gap: cell * 0.08
        // The months (and in portrait the Bonus box under them) centred in the ticket's height.
        readonly property real contentTop: Math.max(0, (height - rows * cell
                                                 - (root.portrait ? gap * 2 + cell * 1.1 : 0)) / 2)

        Repeater {
            id: zones
            // A count, not the list itself: a reveal changes the list, and a list model would
            // rebuild every zone (and lose the stroke under way); each zone reads its own entry
            // (zoneAt, when zonesVersion moves), not the whole list.
            model: root.ticket.zoneCount

            ScratchZone {
                id: zone
                required property int index
                readonly property var modelData: root.ticket.zonesVersion >= 0 ? root.ticket.zoneAt(index) : ({})
                readonly property bool isBonus: modelData.kind === "bonus"
                objectName: "zone-" + modelData.id
                zone: modelData
                playable: root.playable
                timeline: root.ticket
                coverSource: isBonus ? Theme.asset("happy2014/bonus.svg")
                                     : Theme.asset("happy2014/months/" + (modelData.index < 10 ? "0" : "") + modelData.index + ".svg")
                width: isBonus ? board.cell * 1.5 : board.cell - board.gap
                height: isBonus ? board.cell * 1.1 : board.cell - board.gap
                x: isBonus ? (root.portrait ? (board.width - width) / 2 : board.monthsWidth + (board.width - board.monthsWidth - width) / 2)
                           : (index % board.columns) * board.cell + (board.monthsWidth - board.columns * board.cell) / 2
                y: board.contentTop + (isBonus ? (root.portrait ? board.rows * board.cell + board.gap * 2 : (board.rows * board.cell - height) / 2)
                                        : Math.floor(index / board.columns) * board.cell)
                contentWords: isBonus
                              ? (modelData.amountCents !== undefined ? Format.moneyShort(modelData.amountCents) : "")
                              : (modelData.symbols ? GameText.symbolName(modelData.symbols[0]) + ", " + GameText.symbolName(modelData.symbols[1])
                                                     + ", " + Format.moneyShort(modelData.amountCents) : "")
                onRevealRequested: id => root.revealRequested(id)
                onScratchStarted: id => root.scratchStarted(id)
                onCoverCleared: id => root.coverCleared(id)
                onScratching: active => root.scratching(active)

                Rectangle {
                    anchors.fill: parent
                    radius: Theme.radiusMedium
                    color: zone.winning ? Theme.winLight : Theme.paper
                    border.color: Theme.champagne
                    border.width: 1

                    Column {
                        anchors.centerIn: parent
                        spacing: Theme.space1
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: zone.modelData.label
                            color: Theme.inkMuted
                            font.family: Theme.fontSans
                            font.pixelSize: Math.max(10, Math.round(zone.height * 0.12))
                            font.bold: true
                        }
                        Row {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: !zone.isBonus
                            spacing: Theme.space1
                            Repeater {
                                model: zone.modelData.symbols ?? []
                                SymbolIcon {
                                    required property string modelData
                                    objectName: "symbol"
                                    symbolId: modelData
                                    width: zone.width * 0.36
                                    height: width
                                }
                            }
                        }
                        Text {
                            objectName: "amount"
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: zone.modelData.amountCents !== undefined ? Format.moneyShort(zone.modelData.amountCents) : ""
                            color: zone.winning ? Theme.win : Theme.ink
                            font.family: Theme.fontDisplay
                            font.pixelSize: Math.round(zone.height * (zone.isBonus ? 0.3 : 0.2))
                            font.bold: true
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: zone.winning
                            text: qsTr("★ Gagné")
                            color: Theme.win
                            font.family: Theme.fontSans
                            font.pixelSize: Math.max(10, Math.round(zone.height * 0.11))
                            font.bold: true
                        }
                    }
                }
            }
        }
    }
}
