import QtQuick

// A titled paragraph of the rules screen.
Column {
    id: root

    required property string title
    required property string text

    width: parent ? parent.width : implicitWidth
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
