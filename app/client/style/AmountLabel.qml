import QtQuick
import Instants

// An amount of money, written the French way ("1 234,50 €"). Money arrives as integer cents;
// this only formats it for display.
Text {
    id: root

    required property int cents
    // Drop ",00" on whole amounts, as tickets print them ("10 000 €").
    property bool compact: false
    // Write "+" before positive amounts (a win in a history line).
    property bool showPlus: false

    text: (root.showPlus && root.cents > 0 ? "+" : "")
          + (root.compact ? Format.moneyShort(root.cents) : Format.money(root.cents))
    color: Theme.ink
    font.family: Theme.fontSans
    font.pixelSize: Theme.fontLead
    font.bold: true

    Accessible.role: Accessible.StaticText
    Accessible.name: root.text
}
