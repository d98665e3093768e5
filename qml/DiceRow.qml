import QtQuick

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
    property real dieSize: Math.round(88 * Theme.uiScale)
    property real spacing: Math.round(root.dieSize * 0.22)
    // Words for assistive technology, e.g. qsTr("Lancer 1").
    property string label: qsTr("Dés")

    // The player asked to throw die `index` (or, with allInteractive, the whole row).
    signal thrown(int index)
    // Die `index` finished its tumble.
    signal landed(int index)

    // Tumbles die `index` (see Die.roll()).
    function roll(index: int): void {
        const die = repeater.itemAt(index) as Die
        if (die)
            die.roll()
    }

    // Tumbles every die, a few milliseconds apart.
    function rollAll(): void {
        for (let i = 0; i < repeater.count; ++i) {
            const die = repeater.itemAt(i) as Die
            if (die)
                die.roll()
        }
    }

    implicitWidth: row.implicitWidth
    implicitHeight: root.dieSize * 1.15

    Accessible.role: Accessible.Grouping
    Accessible.name: {
        const shown = []
        for (let i = 0; i < root.faces.length; ++i)
            shown.push(root.faces[i] > 0 ? String(root.faces[i]) : "–")
        return root.label + " : " + shown.join(", ")
    }

    Row {
        id: row
        anchors.centerIn: parent
        spacing: root.spacing

        Repeater {
            id: repeater
            model: root.faces.length

            Die {
                required property int index

                width: root.dieSize
                height: root.dieSize
                face: root.faces[index] ?? 0
                interactive: root.allInteractive || index === root.interactiveIndex
                highlighted: root.highlightedIndices.indexOf(index) >= 0
                dimmed: root.dimmedIndices.indexOf(index) >= 0
                label: qsTr("dé %1 sur %2").arg(index + 1).arg(root.faces.length)
                onThrown: root.thrown(index)
                onLanded: root.landed(index)
            }
        }
    }
}
