pragma ComponentBehavior: Bound
import QtQuick
import Instants

// A Happy 2014 unit (4.2): the twelve month characters, each hiding two symbols and an amount,
// and the "Bonus" box.
TicketFrame {
    id: root

    // The ticket to draw: a ScratchPresenter in play, a Replay in the history (the same
    // members: zoneCount, zonesVersion, zoneAt, stakeCents, block, ticketNumber, inProgress,
    // autoRevealing, trackAnimation), read through its own type (the other one is null). Not
    // with `as`: for a C++ type whose base class it does not resolve, qmlcachegen 6.4 turns an
    // `as` cast into C++ that does not compile.
    required property QtObject ticket
    readonly property ScratchPresenter presenter: root.ticket instanceof ScratchPresenter ? root.ticket : null
    readonly property Replay replay: root.ticket instanceof Replay ? root.ticket : null
    // The zones: their number, a count that moves with every change of them, and each one's
    // entry (zoneAt).
    readonly property int zoneCount: root.presenter ? root.presenter.zoneCount : root.replay ? root.replay.zoneCount : 0
    readonly property int zonesVersion: root.presenter ? root.presenter.zonesVersion : root.replay ? root.replay.zonesVersion : 0
    function zoneAt(index: int): var {
        return root.presenter ? root.presenter.zoneAt(index) : root.replay ? root.replay.zoneAt(index) : ({})
    }
    // (A replay is never in progress: nothing to scratch.)
    property bool playable: root.presenter !== null && root.presenter.inProgress && !root.presenter.autoRevealing
    // Its zones take no press yet (« Auto » uncovers them, or the last zone's reveal and the
    // result are still being shown): a press on a covered zone is refused with a sign.
    readonly property bool waiting: root.presenter !== null && !root.playable
                                    && (root.presenter.inProgress || root.presenter.busy)
    property bool portrait: false

    signal revealRequested(string zone)
    signal scratchStarted(string zone)
    signal coverCleared(string zone)
    signal scratching(bool active)
    // A zone's reveal was asked and not taken (its uncovering is already under way): the zone
    // says so (« Un instant… »), the press is not lost silently.
    function refuseZone(id: string): void {
        for (let i = 0; i < zones.count; ++i) {
            const z = zones.itemAt(i)
            if (z && z.zone.id === id)
                z.refuse()
        }
    }

    // The ticket's first zone: where the focus goes when a ticket is dealt.
    property Item firstZone: null

    // Lifts every cover over a zone already shown (one half wiped by hand, say).
    function liftRevealedCovers(): void {
        for (let i = 0; i < zones.count; ++i) {
            const zone = zones.itemAt(i) as ScratchZone
            if (zone !== null && zone.revealed)
                zone.liftCover()
        }
    }

    gameName: "Happy 2014"
    priceCents: root.presenter ? root.presenter.stakeCents : root.replay ? root.replay.stakeCents : 0
    blockNumber: root.presenter ? root.presenter.block : root.replay ? root.replay.block : 0
    ticketNumber: root.presenter ? root.presenter.ticketNumber : root.replay ? root.replay.ticketNumber : 0
    specimen: root.presenter !== null && !root.presenter.active
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
            onItemAdded: (index, item) => { if (index === 0) root.firstZone = item }
            onItemRemoved: (index, item) => { if (item === root.firstZone) root.firstZone = null }
            // A count, not the list itself: a reveal changes the list, and a list model would
            // rebuild every zone (and lose the stroke under way); each zone reads its own entry
            // (zoneAt, when zonesVersion moves), not the whole list.
            model: root.zoneCount

            ScratchZone {
                id: zone
                required property int index
                readonly property var modelData: root.zonesVersion >= 0 ? root.zoneAt(index) : ({})
                readonly property bool isBonus: modelData.kind === "bonus"
                objectName: "zone-" + modelData.id
                zone: modelData
                playable: root.playable
                waiting: root.waiting
                // (A replay waits for no animation: no timeline.)
                timeline: root.presenter
                coverSource: isBonus ? Theme.asset("happy2014/bonus.svg")
                                     : Theme.asset("happy2014/months/" + (modelData.index < 10 ? "0" : "") + modelData.index + ".svg")
                width: isBonus ? board.bonusWidth : board.cell - board.gap
                height: isBonus ? board.bonusHeight : board.cellHeight - board.gap
                x: board.contentLeft + (isBonus ? (root.portrait ? (board.contentWidth - width) / 2 : board.contentWidth - width)
                                         : (index % board.columns) * board.cell + board.gap / 2)
                y: board.contentTop + (isBonus ? (root.portrait ? board.rows * board.cellHeight + board.cell * board.bonusGapCells : (board.contentHeight - height) / 2)
                                        : Math.floor(index / board.columns) * board.cellHeight + board.gap / 2)
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
                                model: zone.modelData.symbols ?? []
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
                            text: zone.modelData.amountCents !== undefined ? Format.moneyShort(zone.modelData.amountCents) : ""
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
