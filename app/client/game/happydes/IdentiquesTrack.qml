pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Happy Identiques (2.4.3): the fifteen throws in a row, each with its prize once drawn and
// its result once thrown: ✗ a miss, ★ three of a kind, ▶ the throw in play.
Item {
    id: root

    // The fifteen throws (HappyDesPresenter.identiquesTrack, or a replayed game's).
    required property list<identiquesCell> track
    // The widest a cell may be. The track fits the width it is given: the fifteen throws on one
    // row, or on two (8 + 7) where one row would make a cell narrower than its words (the
    // history's replay at 800×600): a prize is never cut, a row never ends on one throw.
    property real maxCellWidth: Math.round(58 * Theme.uiScale)
    // Cells as tall as their two lines (the history's replay, in a short panel), not about
    // square.
    property bool compact: false
    readonly property real spacing: Math.round(4 * Theme.uiScale)
    // The room between a cell's words and its edge.
    readonly property real cellPadding: Math.round(3 * Theme.uiScale)
    readonly property real minCellWidth: Math.ceil(Math.max(widestPrize.advanceWidth, widestNumber.advanceWidth))
                                         + 2 * root.cellPadding
    readonly property int columns: Math.floor((root.width - 14 * root.spacing) / 15) >= root.minCellWidth ? 15 : 8
    readonly property real cellWidth: Math.max(root.minCellWidth, Math.min(root.maxCellWidth,
        Math.floor((root.width - (root.columns - 1) * root.spacing) / root.columns)))

    // A prize as a cell writes it: « 10 000€ ».
    function prizeText(cents: int): string {
        return Format.moneyShort(cents).replace("\u00a0€", "€")
    }
    // The widest prize of the track, at least a five-figure one (the cells keep their width
    // as the prizes are drawn).
    readonly property int widestPrizeCents: {
        let widest = 1000000
        for (let i = 0; i < root.track.length; ++i)
            widest = Math.max(widest, root.track[i].prizeCents)
        return widest
    }
    TextMetrics {
        id: widestPrize
        font.family: Theme.fontSans
        font.pixelSize: Math.round(Theme.fontCaption * 0.9)
        font.bold: true
        text: root.prizeText(root.widestPrizeCents)
    }
    TextMetrics {
        id: widestNumber
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontCaption
        font.bold: true
        text: "✓ 15"
    }

    // The fifteen on one row, each cell as wide as its words need at least (a cell's words may
    // be wider than maxCellWidth: the row then takes what they need, and a window without that
    // room takes them in two rows).
    implicitWidth: 15 * (Math.max(root.maxCellWidth, root.minCellWidth) + root.spacing) - root.spacing
    implicitHeight: grid.implicitHeight
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Les quinze lancers")

    Grid {
        id: grid
        anchors.horizontalCenter: parent.horizontalCenter
        columns: root.columns
        spacing: root.spacing

        Repeater {
            model: root.track

            Rectangle {
                id: cell
                required property identiquesCell modelData
                required property int index
                objectName: "track-" + modelData.number
                width: root.cellWidth
                height: root.compact ? Math.ceil(words.implicitHeight) + 2 * root.cellPadding
                                     : Math.round(root.cellWidth * 1.05)
                radius: Theme.radiusSmall
                // The throw that paid: a win (green, ★) only above the stake; at or below it,
                // the paper of the current cell and « ✓ » (docs/visual-design.md).
                readonly property bool win: modelData.won && modelData.aboveStake
                readonly property bool paid: modelData.won
                color: cell.win ? Theme.winLight : modelData.current || cell.paid ? Theme.paper : modelData.thrown ? "#26FFF9EE" : "#14FFF9EE"
                border.color: cell.win ? Theme.win : modelData.current ? Theme.gold : cell.paid ? Theme.inkSoft : "#40FFF9EE"
                border.width: modelData.current || cell.paid ? Theme.borderWidth * 2 : 1
                Accessible.role: Accessible.ListItem
                Accessible.name: !modelData.drawn ? qsTr("lancer %1 : à venir").arg(modelData.number)
                    : cell.win ? qsTr("lancer %1 : %2, gagné").arg(modelData.number).arg(Format.money(modelData.prizeCents))
                    : cell.paid ? qsTr("lancer %1 : %2, obtenu").arg(modelData.number).arg(Format.money(modelData.prizeCents))
                    : modelData.thrown ? qsTr("lancer %1 : %2, perdu").arg(modelData.number).arg(Format.money(modelData.prizeCents))
                    : qsTr("lancer %1 : %2, en jeu").arg(modelData.number).arg(Format.money(modelData.prizeCents))

                Column {
                    id: words
                    anchors.centerIn: parent
                    spacing: 0
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: cell.win ? "★" : cell.paid ? "✓ " + cell.modelData.number : cell.modelData.current ? "▶ " + cell.modelData.number
                            : cell.modelData.thrown ? "✗ " + cell.modelData.number : String(cell.modelData.number)
                        color: cell.win ? Theme.win : cell.modelData.current || cell.paid ? Theme.ink : Theme.onDark
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontCaption
                        font.bold: true
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: cell.modelData.drawn ? root.prizeText(cell.modelData.prizeCents) : "·"
                        color: cell.win ? Theme.win : cell.modelData.current || cell.paid ? Theme.ink : Theme.onDark
                        font.family: Theme.fontSans
                        font.pixelSize: Math.round(Theme.fontCaption * 0.9)
                        font.bold: cell.modelData.current || cell.paid
                    }
                }
            }
        }
    }
}
