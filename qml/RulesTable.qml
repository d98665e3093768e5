pragma ComponentBehavior: Bound
import QtQuick

// One odds table of the regulation: each prize with its published "1 chance sur X".
Column {
    id: root

    required property string title
    // Rows from the rules adapter: {amountCents, odds, weight, denominator}.
    required property var rows

    width: parent ? parent.width : implicitWidth
    spacing: Theme.space1

    Text {
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
                width: Math.round(160 * Theme.uiScale)
                horizontalAlignment: Text.AlignRight
                text: Format.money(line.modelData.amountCents)
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            Text {
                id: odds
                text: qsTr("1 chance sur %1").arg(String(line.modelData.odds).replace(".", ","))
                color: Theme.inkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }
    }
}
