pragma ComponentBehavior: Bound
import QtQuick
import Instants

// One odds table of the regulation: each prize with its published "1 chance sur X".
Item {
    id: root

    required property string title
    // Rows from the rules adapter: {amountCents, odds, weight, denominator}.
    required property var rows

    width: parent ? parent.width : implicitWidth
    implicitWidth: lines.implicitWidth
    implicitHeight: lines.implicitHeight

    // A Tab stop, read out whole by a screen reader, once: its name is its title, then each
    // prize with its odds. (Not a description beside a name of the title alone: Orca reads a
    // panel's lines of text as well as its description, and said each prize twice; it skips
    // the lines its name already holds. docs/accessibility.md, "Each thing said once".)
    objectName: "oddsTable"
    activeFocusOnTab: true
    Accessible.role: Accessible.Grouping
    Accessible.name: {
        const parts = []
        for (let i = 0; i < root.rows.length; ++i)
            parts.push(Format.money(root.rows[i].amountCents) + ", " + Format.odds(root.rows[i].odds))
        return root.title + " : " + parts.join(" ; ")
    }
    Accessible.focusable: true

    Column {
        id: lines
        width: root.width
        spacing: Theme.space1

        Text {
            Accessible.role: Accessible.Heading
            Accessible.name: text
            text: root.title
            color: Theme.ink
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            font.bold: true
        }
        Repeater {
            model: root.rows
            Row {
                id: line
                required property var modelData
                spacing: Theme.space5
                Accessible.role: Accessible.StaticText
                Accessible.name: amount.text + ", " + odds.text
                Text {
                    id: amount
                    width: Math.round(160 * Theme.uiScale * Theme.textScale)  // (its words grow with the text size)
                    horizontalAlignment: Text.AlignRight
                    text: Format.money(line.modelData.amountCents)
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                }
                Text {
                    id: odds
                    text: Format.odds(line.modelData.odds)
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                }
            }
        }
    }
    FocusRing {
        visible: root.activeFocus
        cornerRadius: Theme.radiusSmall
    }
}
