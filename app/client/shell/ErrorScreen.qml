import QtQuick
import Instants

// Shown instead of the games when the journal cannot be used: a short explanation (what is
// wrong, that the file was left untouched, what to do, the file), and the engine's own
// diagnosis behind « Détails » (collapsed at first, selectable to copy it into a report).
Rectangle {
    id: root

    // What is wrong, in the interface's language (SessionHost::journalText).
    required property string message
    // The engine's diagnosis (SQLite's words), shown under « Détails ».
    property string detail: ""
    // The journal's file (absolute).
    property string path: ""
    // JournalError::code(): the advice depends on it.
    property string code: ""
    property bool detailsShown: false

    // A damaged or unknown file is moved aside or replaced; the other problems are solved where
    // the sentence above says.
    readonly property string advice: root.code === "newer_schema"
        ? qsTr("Ouvrez-le avec la version d'Instants qui l'a écrit, ou déplacez-le dans un autre dossier pour repartir d'un journal neuf, puis relancez Instants.")
        : root.code === "corrupt" || root.code === "not_a_database" || root.code === "foreign"
        ? qsTr("Pour rejouer, déplacez ce fichier dans un autre dossier (Instants repartira d'un journal neuf), ou remettez à sa place une copie de sauvegarde, puis relancez Instants.")
        : qsTr("Corrigez ce problème, puis relancez Instants.")

    color: Theme.cream

    // The focus goes to « Détails »: what the screen says is said as it shows (a screen reader
    // would otherwise speak « Détails » alone).
    Component.onCompleted: Announcer.say(qsTr("Le journal des parties ne peut pas être ouvert") + ". "
                                         + root.message + " " + qsTr("Le fichier n'a pas été modifié.") + " " + root.advice)

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, column.height + Theme.space7 * 2)
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: column
            x: Math.round((flick.width - width) / 2)
            y: Math.max(Theme.space7, Math.round((flick.height - height) / 2))
            width: Math.min(flick.width - Theme.space7 * 2, Math.round(900 * Theme.uiScale))
            spacing: Theme.space4

            Text {
                width: parent.width
                text: qsTr("Le journal des parties ne peut pas être ouvert")
                color: Theme.rouge
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontHeadline
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "openError"
                width: parent.width
                text: root.message
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere  // a long path breaks anywhere, words do not
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                objectName: "openErrorAdvice"
                width: parent.width
                text: qsTr("Le fichier n'a pas été modifié.") + " " + root.advice
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                objectName: "openErrorPath"
                width: parent.width
                visible: root.path.length > 0
                text: qsTr("Fichier : %1").arg(root.path)
                color: Theme.inkSoft
                font.family: Theme.fontMono
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere  // a path without spaces breaks anywhere
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            ActionButton {
                objectName: "openErrorDetailsToggle"
                visible: root.detail.length > 0
                text: qsTr("Détails")
                kind: ActionButton.Secondary
                compact: true
                checkable: true
                checked: root.detailsShown
                accessibleDescription: root.detailsShown ? qsTr("le message technique est affiché")
                                                         : qsTr("affiche le message technique")
                onClicked: root.detailsShown = !root.detailsShown
                focus: true
            }
            Rectangle {
                width: parent.width
                height: details.implicitHeight + Theme.space4 * 2
                visible: root.detailsShown && root.detail.length > 0
                color: Theme.paper
                border.color: Theme.champagne
                radius: Theme.space2

                TextEdit {
                    id: details
                    objectName: "openErrorDetails"
                    x: Theme.space4
                    y: Theme.space4
                    width: parent.width - Theme.space4 * 2
                    text: root.detail
                    textFormat: TextEdit.PlainText
                    readOnly: true
                    selectByMouse: true
                    selectByKeyboard: true
                    activeFocusOnPress: true
                    persistentSelection: true
                    color: Theme.ink
                    selectionColor: Theme.sky
                    selectedTextColor: Theme.onDark
                    font.family: Theme.fontMono
                    font.pixelSize: Theme.fontCaption
                    // SQLite's words wrap between words; only a word longer than the line (a
                    // path) breaks inside.
                    wrapMode: TextEdit.WrapAtWordBoundaryOrAnywhere
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }
    }
}
