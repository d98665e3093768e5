pragma ComponentBehavior: Bound
import QtQuick
import Instants

// A Happy 2014 unit (4.2): the twelve month characters, each hiding two symbols and an amount,
// and the "Bonus" box.
ScratchTicket {
    id: root

    gameName: "Happy 2014"
    // Thirteen zones: an automatic reveal is told as a whole (about 35 s zone by zone).
    summarisesAuto: true
    // A zone's words once uncovered: a month's two symbols and amount, the Bonus's amount.
    function zoneWords(zone: ticketZone): string {
        return zone.kind === "bonus"
            ? (zone.hasAmount ? Format.moneyShort(zone.amountCents) : "")
            : (zone.symbols.length === 2 ? GameText.symbolName(zone.symbols[0]) + ", " + GameText.symbolName(zone.symbols[1])
                                           + ", " + Format.moneyShort(zone.amountCents) : "")
    }
    // What an automatic reveal uncovered, in one sentence: the zones that pay (every one of
    // the ticket, those uncovered by hand before included: a zone is known to pay only at the
    // ticket's end), or nothing more when none does (the result follows, in neutral words,
    // GameResult); each zone stays a Tab stop that reads it out.
    function autoSummary(): string {
        const paying = []
        for (let i = 0; i < root.zoneCount; ++i) {
            const zone = root.zoneAt(i)
            if (zone.winning)
                paying.push(GameText.zoneName(zone.id) + " : " + root.zoneWords(zone))
        }
        return paying.length === 0 ? qsTr("Tout est découvert.")
                                   : qsTr("Tout est découvert. Cases gagnantes : %1.").arg(paying.join(" ; "))
    }
    artwork: Theme.asset("happy2014/ticket.svg")
    accent: Theme.happy2014

    Item {
        id: board
        anchors.fill: parent
        // Inside the artwork's own frame.
        anchors.margins: Math.max(Theme.space4, Math.round(Math.min(root.width, root.height) * 0.06))

        // A month is drawn upright, as its character is (200 x 240).
        readonly property real aspect: 1.2
        // Landscape: the months in rows and the Bonus box on their right; portrait: the Bonus box
        // under them. Its size and its gap from the months, in month cells (a cell is a month's
        // width):
        readonly property real bonusGapCells: root.portrait ? 0.25 : 0.3
        readonly property real bonusWidthCells: root.portrait ? 1.6 : 1.4
        // …its height: a cell (portrait) or a month's height (landscape), times this.
        readonly property real bonusHeightCells: 1.1
        // The number of months a row (6, 4 or 3) is the one that gives them the most room.
        function cellFor(columns: int): real {
            const rows = 12 / columns
            return root.portrait ? Math.min(width / columns, height / (rows * aspect + bonusGapCells + bonusHeightCells))
                                 : Math.min(width / (columns + bonusGapCells + bonusWidthCells), height / (rows * aspect))
        }
        readonly property int columns: [6, 4, 3].reduce((best, c) => board.cellFor(c) > board.cellFor(best) + 0.5 ? c : best, 6)
        readonly property int rows: 12 / columns
        readonly property real cell: board.cellFor(board.columns)
        readonly property real cellHeight: cell * aspect
        readonly property real gap: Math.round(cell * 0.07)
        readonly property real bonusWidth: cell * bonusWidthCells
        readonly property real bonusHeight: (root.portrait ? cell : cellHeight) * bonusHeightCells
        // The months and the Bonus box, centred in the ticket both ways.
        readonly property real contentWidth: root.portrait ? columns * cell : (columns + bonusGapCells) * cell + bonusWidth
        readonly property real contentHeight: root.portrait ? rows * cellHeight + cell * bonusGapCells + bonusHeight : rows * cellHeight
        readonly property real contentLeft: Math.round((width - contentWidth) / 2)
        readonly property real contentTop: Math.round((height - contentHeight) / 2)

        Repeater {
            id: zones
            // A count, not the list itself: a reveal changes the list, and a list model would
            // rebuild every zone (and lose the stroke under way); each zone reads its own entry
            // (zoneAt, when zonesVersion moves), not the whole list.
            model: root.zoneCount

            ScratchZone {
                id: zone
                readonly property ticketZone modelData: root.zonesVersion >= 0 ? root.zoneAt(zone.index) : root.noZone
                readonly property bool isBonus: modelData.kind === "bonus"
                objectName: "zone-" + modelData.id
                ticket: root
                zone: modelData
                coverSource: isBonus ? Theme.asset("happy2014/bonus.svg")
                                     : Theme.asset("happy2014/months/" + (modelData.index < 10 ? "0" : "") + modelData.index + ".svg")
                width: isBonus ? board.bonusWidth : board.cell - board.gap
                height: isBonus ? board.bonusHeight : board.cellHeight - board.gap
                x: board.contentLeft + (isBonus ? (root.portrait ? (board.contentWidth - width) / 2 : board.contentWidth - width)
                                         : (zone.index % board.columns) * board.cell + board.gap / 2)
                y: board.contentTop + (isBonus ? (root.portrait ? board.rows * board.cellHeight + board.cell * board.bonusGapCells : (board.contentHeight - height) / 2)
                                        : Math.floor(zone.index / board.columns) * board.cellHeight + board.gap / 2)
                contentWords: root.zoneWords(modelData)

                Rectangle {
                    anchors.fill: parent
                    radius: Theme.radiusMedium
                    color: zone.winning ? Theme.winLight : Theme.paper
                    border.color: Theme.champagne
                    border.width: 1

                    Column {
                        anchors.centerIn: parent
                        width: parent.width - Theme.space2 * 2
                        spacing: Theme.space1
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 8
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
                                model: zone.modelData.symbols
                                SymbolIcon {
                                    required property string modelData
                                    objectName: "symbol"
                                    symbolId: modelData
                                    width: zone.width * 0.38
                                    height: width
                                }
                            }
                        }
                        Text {
                            objectName: "amount"
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            // Every amount fits its card, 30 000 € included.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 8
                            text: zone.modelData.hasAmount ? Format.moneyShort(zone.modelData.amountCents) : ""
                            color: zone.winning ? Theme.win : Theme.ink
                            font.family: Theme.fontDisplay
                            font.pixelSize: Math.round(zone.isBonus ? zone.height * 0.3 : zone.width * 0.24)
                            font.bold: true
                        }
                        // The win in words and a star; a month that paid no more than the
                        // ticket's price, in neutral words.
                        Text {
                            objectName: "zoneMark"
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: zone.paid
                            text: zone.winning ? qsTr("★ Gagné") : qsTr("Obtenu")
                            color: zone.winning ? Theme.win : Theme.ink
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
