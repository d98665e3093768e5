import QtQuick
import Instants

// A titled paragraph of the rules screen.
Item {
    id: root

    required property string title
    required property string text

    width: parent ? parent.width : implicitWidth
    implicitWidth: lines.implicitWidth
    implicitHeight: lines.implicitHeight

    // A Tab stop, read out whole by a screen reader (its title, then its text); the rules
    // screen scrolls it into view (RulesScreen.qml).
    activeFocusOnTab: true
    Accessible.role: Accessible.Paragraph
    Accessible.name: root.title
    Accessible.description: root.text
    Accessible.focusable: true

    Column {
        id: lines
        width: root.width
        spacing: Theme.space1

        Text {
            width: root.width
            text: root.title
            color: Theme.ink
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontLead
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            width: root.width
            text: root.text
            color: Theme.inkSoft
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.Wrap
            lineHeight: 1.15
        }
    }
    FocusRing {
        visible: root.activeFocus
        cornerRadius: Theme.radiusSmall
    }
}
