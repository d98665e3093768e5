import QtQuick
import Instants

// A row of dice (Happy Cumul: 7, Happy Figures: 5, Happy Identiques: 3, a DÉDÉ throw: 2).
// It shows the faces it is given; the screen decides which die may be thrown next.
Item {
    id: root

    // One entry per die: 0 (not thrown yet) or 1 to 6.
    required property list<int> faces
    // The die the player may throw now (-1: none). All dice when `allInteractive`.
    property int interactiveIndex: -1
    property bool allInteractive: false
    // Dice to ring in gold (part of the winning figure) and dice to fade (not part of it).
    property list<int> highlightedIndices: []
    property list<int> dimmedIndices: []
    // Dice held in the air by the presentation timeline, and each die's tumble path.
    property list<int> rollingIndices: []
    property list<int> tumbleSeeds: []
    // The presentation timeline the dice report their motion to (Die.timeline).
    property Timeline timeline: null
    property real dieSize: Math.round(88 * Theme.uiScale)
    property real spacing: Math.round(root.dieSize * 0.22)
    // Words for assistive technology, e.g. qsTr("Lancer 1").
    property string label: qsTr("Dés")
    // Write each face in words under its die (DÉDÉ 3.2 / 4.2: "UN", "DEUX"…).
    property bool showWords: false
    property color wordColor: Theme.ink


    // The player asked to throw die `index` (or, with allInteractive, the whole row).
    signal thrown(int index)
    // Die `index` finished its tumble.
    signal landed(int index)

    // Tumbles die `index` (see Die.roll()).
    function roll(index: int): void {
        root.rollAsked(index)
    }

    // Tumbles every die.
    function rollAll(): void {
        root.rollAsked(-1)
    }

    // Die `index` (-1: every die) is to tumble: each die of the row answers for itself (the
    // Repeater's items are not typed, their dice could not be reached from here).
    signal rollAsked(int index)

    // Dice thrown on screen (they tumble): the row keeps the room of their bounce above them
    // (Theme.dieAirRoom), so that a die in the air never crosses what is above the row. A row
    // that only shows faces keeps a little room for the lift of a winning die.
    property bool tumbles: root.timeline !== null
    // The room above the row, in dice.
    readonly property real bounceRoom: root.tumbles ? Theme.dieAirRoom : 0.15
    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight + root.dieSize * root.bounceRoom

    Accessible.role: Accessible.Grouping
    Accessible.name: {
        const shown = []
        for (let i = 0; i < root.faces.length; ++i)
            shown.push(root.faces[i] > 0 ? String(root.faces[i]) : "–")
        return root.label + " : " + shown.join(", ")
    }

    Row {
        id: row
        // At the bottom under dice that tumble (their room above them), in the middle otherwise.
        x: (root.width - row.width) / 2
        y: root.tumbles ? root.height - row.height : (root.height - row.height) / 2
        spacing: root.spacing

        Repeater {
            id: repeater
            model: root.faces.length

            Column {
                id: cell

                required property int index
                readonly property alias die: die

                spacing: Math.round(root.dieSize * 0.06)

                Connections {
                    target: root
                    function onRollAsked(which: int): void {
                        if (which < 0 || which === cell.index)
                            die.roll()
                    }
                }

                Die {
                    id: die
                    width: root.dieSize
                    height: root.dieSize
                    face: root.faces[cell.index] ?? 0
                    interactive: root.allInteractive || cell.index === root.interactiveIndex
                    highlighted: root.highlightedIndices.indexOf(cell.index) >= 0
                    dimmed: root.dimmedIndices.indexOf(cell.index) >= 0
                    rolling: root.rollingIndices.indexOf(cell.index) >= 0
                    tumbleSeed: root.tumbleSeeds[cell.index] ?? cell.index
                    timeline: root.timeline
                    label: qsTr("dé %1 sur %2").arg(cell.index + 1).arg(root.faces.length)
                    onThrown: root.thrown(cell.index)
                    onLanded: root.landed(cell.index)
                }
                Text {
                    objectName: "faceWord"
                    visible: root.showWords
                    // As wide as its die: the words of two dice never touch; the widest,
                    // « QUATRE », is shrunk to the die if it has to be.
                    width: root.dieSize
                    horizontalAlignment: Text.AlignHCenter
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 6
                    text: die.face >= 1 && die.face <= 6 && !die.tumbling ? GameText.faceWord(die.face) : " "
                    color: root.wordColor
                    font.family: Theme.fontSans
                    font.pixelSize: Math.max(Theme.fontCaption, Math.round(root.dieSize * 0.2))
                    font.bold: true
                    font.letterSpacing: root.dieSize >= 60 ? 1 : 0
                }
            }
        }
    }
}
