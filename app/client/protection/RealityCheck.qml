import QtQuick
import QtQuick.Window
import Instants

// The reality check: at the interval set, once the game under way has ended (its reveal
// included), play waits for this panel. It says how long the session has lasted and its net
// result, and offers to go on or to stop. Nothing is focused that plays on: « Continuer à
// jouer » is a choice, « Arrêter de jouer » comes first.
Rectangle {
    id: root

    required property ProtectionAdapter protection
    // « Arrêter de jouer »: the session's page is shown.
    signal stopped()
    // Closed with no item to give the focus back to.
    signal focusReleased()

    visible: root.protection.checkShowing
    color: "#B3000000"
    // A modal layer over the screen: what it covers is meant to be covered (the layout check).
    readonly property bool layoutLayer: true
    property Item returnFocus: null

    readonly property string sentence: qsTr("Vous jouez depuis %1. Résultat de la session : %2 (mises %3, gains %4).")
        .arg(Format.duration(root.protection.elapsedMs))
        .arg((root.protection.netCents > 0 ? "+" : "") + Format.money(root.protection.netCents))
        .arg(Format.money(root.protection.stakesCents))
        .arg(Format.money(root.protection.winsCents))

    onVisibleChanged: {
        if (root.visible) {
            root.returnFocus = Window.activeFocusItem
            stopButton.forceActiveFocus(Qt.OtherFocusReason)
            Announcer.say(title.text + ". " + root.sentence)
        } else {
            const back = root.returnFocus
            root.returnFocus = null
            if (back && back.visible && back.enabled)
                back.forceActiveFocus(Qt.OtherFocusReason)
            else
                root.focusReleased()
        }
    }
    // A press beside the panel does nothing: an answer is asked for.
    TapHandler {}

    Rectangle {
        objectName: "realityCheckPanel"
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.space6 * 2, Math.round(640 * Theme.uiScale))
        height: column.implicitHeight + Theme.space6 * 2
        radius: Theme.radiusLarge
        color: Theme.paper
        border.color: Theme.champagne
        border.width: Theme.borderWidth
        Accessible.role: Accessible.Dialog
        Accessible.name: title.text
        Accessible.description: root.sentence
        Column {
            id: column
            anchors.centerIn: parent
            width: parent.width - Theme.space6 * 2
            spacing: Theme.space4
            Text {
                id: title
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Point sur votre temps de jeu")
                color: Theme.ink
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "realityCheckFigures"
                width: parent.width
                wrapMode: Text.Wrap
                text: root.sentence
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Flow {
                width: parent.width
                spacing: Theme.space3
                ActionButton {
                    id: stopButton
                    objectName: "checkStop"
                    text: qsTr("Arrêter de jouer")
                    kind: ActionButton.Secondary
                    accessibleDescription: qsTr("affiche le bilan de la session")
                    onClicked: {
                        root.protection.stopPlay()
                        root.stopped()
                    }
                }
                ActionButton {
                    objectName: "checkContinue"
                    text: qsTr("Continuer à jouer")
                    kind: ActionButton.Secondary
                    onClicked: root.protection.continuePlay()
                }
            }
        }
    }
}
