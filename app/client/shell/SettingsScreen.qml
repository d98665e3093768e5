pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Language (switches at once), sound and its volume, reduced motion, and the delay before
// DÉDÉ uncovers a ticket left untouched (4.3; on a kiosk the operator's configuration sets it).
Item {
    id: root

    required property SettingsAdapter settings
    // A kiosk: the inactivity delay is the operator's (docs/kiosk.md).
    property bool kioskMode: false
    property int kioskAutoRevealSeconds: 0

    Rectangle { anchors.fill: parent; color: Theme.cream }

    // The panel in the middle where it fits; where it does not (a short window), it scrolls
    // from the top, never over the header.
    Flickable {
        id: scroller
        objectName: "settingsScroller"
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, panel.height + Theme.space5 * 2)
        boundsBehavior: Flickable.StopAtBounds

        Rectangle {
            id: panel
            x: Math.round((scroller.width - width) / 2)
            y: Math.max(Theme.space5, Math.round((scroller.height - height) / 2))
            width: Math.min(scroller.width - Theme.space6 * 2, Math.round(820 * Theme.uiScale))
            height: column.implicitHeight + Theme.space6 * 2
            radius: Theme.radiusLarge
            color: Theme.paper
            border.color: Theme.champagne
            border.width: Theme.borderWidth

            Column {
                id: column
                anchors.fill: parent
                anchors.margins: Theme.space6
                spacing: Theme.space5

                Text {
                    text: qsTr("Réglages")
                    color: Theme.ink
                    font.family: Theme.fontDisplay
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }

                Text { text: qsTr("Langue"); color: Theme.inkSoft; font.family: Theme.fontSans; font.pixelSize: Theme.fontLead; font.bold: true }
                Row {
                    spacing: Theme.space3
                    ActionButton {
                        objectName: "language-fr"
                        text: "Français"
                        kind: ActionButton.Secondary
                        checkable: true
                        exclusive: true
                        groupOption: true
                        checked: root.settings.language === "fr"
                        focus: checked
                        onClicked: root.settings.language = "fr"
                    }
                    ActionButton {
                        objectName: "language-en"
                        text: "English"
                        kind: ActionButton.Secondary
                        checkable: true
                        exclusive: true
                        groupOption: true
                        checked: root.settings.language === "en"
                        focus: checked
                        onClicked: root.settings.language = "en"
                    }
                }
                // A translation that could not be loaded: the screens stay in French.
                Text {
                    objectName: "languageProblem"
                    visible: root.settings.failedLanguage !== ""
                    width: column.width
                    wrapMode: Text.WordWrap
                    text: qsTr("La traduction « %1 » n'a pas pu être chargée : l'affichage reste en français.")
                              .arg(root.settings.failedLanguage === "en" ? "English" : root.settings.failedLanguage)
                    color: Theme.rouge
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }

                Text { text: qsTr("Son"); color: Theme.inkSoft; font.family: Theme.fontSans; font.pixelSize: Theme.fontLead; font.bold: true }
                Row {
                    spacing: Theme.space3
                    ActionButton {
                        objectName: "soundToggle"
                        text: root.settings.muted ? qsTr("Son coupé") : qsTr("Son activé")
                        kind: ActionButton.Secondary
                        checkable: true
                        checked: !root.settings.muted
                        accessibleText: qsTr("Son")
                        accessibleDescription: qsTr("active ou coupe les sons")
                        onClicked: root.settings.muted = !root.settings.muted
                    }
                    ActionButton {
                        objectName: "volumeDown"
                        text: qsTr("Volume −")
                        kind: ActionButton.Secondary
                        compact: true
                        enabled: !root.settings.muted && root.settings.volume > 0
                        onClicked: root.settings.volume = Math.max(0, Math.round((root.settings.volume - 0.1) * 10) / 10)
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        objectName: "volumeValue"
                        text: qsTr("%1 %").arg(Math.round(root.settings.volume * 100))
                        color: Theme.ink
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontLead
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Volume %1 %").arg(Math.round(root.settings.volume * 100))
                    }
                    ActionButton {
                        objectName: "volumeUp"
                        text: qsTr("Volume +")
                        kind: ActionButton.Secondary
                        compact: true
                        enabled: !root.settings.muted && root.settings.volume < 1
                        onClicked: root.settings.volume = Math.min(1, Math.round((root.settings.volume + 0.1) * 10) / 10)
                    }
                }

                Text { text: qsTr("Animations"); color: Theme.inkSoft; font.family: Theme.fontSans; font.pixelSize: Theme.fontLead; font.bold: true }
                ActionButton {
                    objectName: "reducedMotion"
                    text: root.settings.reducedMotion ? qsTr("Mouvements réduits : oui") : qsTr("Mouvements réduits : non")
                    kind: ActionButton.Secondary
                    checkable: true
                    checked: root.settings.reducedMotion
                    accessibleText: qsTr("Mouvements réduits")
                    accessibleDescription: qsTr("pas d'animations longues")
                    onClicked: root.settings.reducedMotion = !root.settings.reducedMotion
                }

                Text { text: qsTr("Découverte automatique (DÉDÉ)"); color: Theme.inkSoft; font.family: Theme.fontSans; font.pixelSize: Theme.fontLead; font.bold: true }
                Text {
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: root.kioskMode
                          ? qsTr("Sur cette borne, un ticket DÉDÉ laissé sans action %1 s se découvre tout seul (réglage de l'exploitant).").arg(root.kioskAutoRevealSeconds)
                          : qsTr("Un ticket DÉDÉ laissé sans action se découvre tout seul (règlement, article 4.3). Un compte à rebours l'annonce dans les dernières secondes ; toute action le repousse.")
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                }
                Row {
                    visible: !root.kioskMode
                    spacing: Theme.space3
                    ActionButton {
                        objectName: "autoRevealDown"
                        text: qsTr("− 5 s")
                        kind: ActionButton.Secondary
                        compact: true
                        enabled: root.settings.autoRevealSeconds > root.settings.minAutoRevealSeconds
                        accessibleDescription: qsTr("raccourcit le délai")
                        onClicked: root.settings.autoRevealSeconds = root.settings.autoRevealSeconds - 5
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        objectName: "autoRevealValue"
                        text: qsTr("après %1 s sans action").arg(root.settings.autoRevealSeconds)
                        color: Theme.ink
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontLead
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Découverte automatique après %1 secondes sans action, de %2 à %3 secondes")
                            .arg(root.settings.autoRevealSeconds).arg(root.settings.minAutoRevealSeconds).arg(root.settings.maxAutoRevealSeconds)
                    }
                    ActionButton {
                        objectName: "autoRevealUp"
                        text: qsTr("+ 5 s")
                        kind: ActionButton.Secondary
                        compact: true
                        enabled: root.settings.autoRevealSeconds < root.settings.maxAutoRevealSeconds
                        accessibleDescription: qsTr("allonge le délai")
                        onClicked: root.settings.autoRevealSeconds = root.settings.autoRevealSeconds + 5
                    }
                }

                // About: the product and its version (project(VERSION), set by main.cpp).
                Text {
                    objectName: "aboutVersion"
                    text: "Instants " + Qt.application.version
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }
    }

    // The bar of where the view is, and « Plus bas » while more lies below.
    ScrollCue {
        anchors.fill: scroller
        flickable: scroller
        followFocus: true
    }
}
