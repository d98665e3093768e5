import QtQuick

// Shown instead of the games when the journal cannot be used: what was wrong and where. The
// file was not modified.
Rectangle {
    id: root

    required property string message

    color: Theme.cream

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.space7 * 2, Math.round(900 * Theme.uiScale))
        spacing: Theme.space4

        Text {
            width: parent.width
            text: qsTr("Le journal des parties ne peut pas être ouvert")
            color: Theme.rouge
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontHeadline
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            objectName: "openError"
            width: parent.width
            text: root.message
            color: Theme.ink
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere  // a long path breaks anywhere, words do not
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            width: parent.width
            text: qsTr("Le fichier n'a pas été modifié. Choisissez un autre journal avec --db, ou rétablissez celui-ci depuis une sauvegarde.")
            color: Theme.inkSoft
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            wrapMode: Text.Wrap
        }
    }
}
