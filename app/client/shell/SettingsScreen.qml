pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Window
import Instants

// Language (switches at once), sound and its volume, reduced motion, the text size, and the
// delay before DÉDÉ uncovers a ticket left untouched (4.3; on a kiosk the operator's
// configuration sets it).
Item {
    id: root

    required property SettingsAdapter settings
    // A kiosk: the inactivity delay is the operator's (docs/kiosk.md).
    property bool kioskMode: false
    property int kioskAutoRevealSeconds: 0
    // The window is large enough for a text larger than designed (Main.roomForLargerText).
    property bool roomForLargerText: true

    Rectangle { anchors.fill: parent; color: Theme.cream }

    // A new text size moves everything under the words that grew: the control pressed is
    // brought back into view once the page is laid out again.
    Connections {
        target: Theme
        function onTextScaleChanged(): void {
            Qt.callLater(() => cue.reveal(root.Window.window ? root.Window.window.activeFocusItem : null))
        }
    }

    // The language chosen, said a moment after the switch: every text of the window changes
    // with it, and a screen reader (Orca) drops what was queued before the focus moved in such
    // a flood of changes (docs/accessibility.md, "How outcomes are spoken").
    Timer {
        id: languageSaid
        property string sentence: ""
        function tell(words: string): void {
            languageSaid.sentence = words
            languageSaid.restart()
        }
        interval: 300
        onTriggered: Announcer.say(languageSaid.sentence)
    }

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
            // (Wider with a larger text, as far as the window goes.)
            width: Math.min(scroller.width - Theme.space6 * 2, Math.round(820 * Theme.uiScale * Theme.textScale))
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

                SectionTitle { text: qsTr("Langue") }
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
                        // Said in the language chosen (the words are that language's own).
                        onClicked: {
                            const changed = root.settings.language !== "fr"
                            root.settings.language = "fr"
                            if (changed)
                                languageSaid.tell("Langue : français")
                        }
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
                        // Said in the language chosen (the words are that language's own).
                        onClicked: {
                            const changed = root.settings.language !== "en"
                            root.settings.language = "en"
                            if (changed)
                                languageSaid.tell("Language: English")
                        }
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

                SectionTitle { text: qsTr("Son") }
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
                    SettingStepper {
                        downName: "volumeDown"
                        upName: "volumeUp"
                        valueName: "volumeValue"
                        downText: qsTr("Volume −")
                        upText: qsTr("Volume +")
                        available: !root.settings.muted
                        valueText: qsTr("%1 %").arg(Math.round(root.settings.volume * 100))
                        spokenValue: qsTr("Volume %1 %").arg(Math.round(root.settings.volume * 100))
                        canDown: root.settings.volume > 0
                        canUp: root.settings.volume < 1
                        lowestText: qsTr("Volume au minimum : 0 %")
                        highestText: qsTr("Volume au maximum : 100 %")
                        onDown: root.settings.volume = Math.max(0, Math.round((root.settings.volume - 0.1) * 10) / 10)
                        onUp: root.settings.volume = Math.min(1, Math.round((root.settings.volume + 0.1) * 10) / 10)
                    }
                }

                SectionTitle { text: qsTr("Animations") }
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

                SectionTitle { text: qsTr("Taille du texte") }
                SettingStepper {
                    width: column.width
                    downName: "textSmaller"
                    upName: "textLarger"
                    valueName: "textSizeValue"
                    downText: qsTr("Plus petit")
                    upText: qsTr("Plus grand")
                    downDescription: qsTr("réduit la taille du texte")
                    upDescription: qsTr("agrandit la taille du texte")
                    valueText: qsTr("%1 %").arg(root.settings.textSize)
                    // In a window too small for it, what is shown is said too.
                    spokenValue: qsTr("Taille du texte %1 %").arg(root.settings.textSize)
                                 + (textRoom.visible ? ". " + textRoom.text : "")
                    canDown: root.settings.textSize > root.settings.minTextSize
                    canUp: root.settings.textSize < root.settings.maxTextSize
                    lowestText: qsTr("Taille du texte au minimum : %1 %").arg(root.settings.minTextSize)
                    highestText: qsTr("Taille du texte au maximum : %1 %").arg(root.settings.maxTextSize)
                    onDown: root.settings.textSize -= root.settings.textSizeStep
                    onUp: root.settings.textSize += root.settings.textSizeStep
                }
                Text {
                    id: textRoom
                    objectName: "textSizeRoom"
                    visible: !root.roomForLargerText && root.settings.textSize > root.settings.minTextSize
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: qsTr("La fenêtre est trop petite pour un texte plus grand : il reste à 100 % tant qu'elle ne fait pas au moins 1024 × 720.")
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }

                SectionTitle { text: qsTr("Découverte automatique (DÉDÉ)") }
                Text {
                    objectName: "autoRevealInfo"
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: root.settings.assistiveTechnology
                          ? qsTr("Une aide technique (un lecteur d'écran) est en marche : un ticket DÉDÉ ne se découvre jamais tout seul. Découvrez-le à votre rythme.")
                          : root.kioskMode
                          ? qsTr("Sur cette borne, un ticket DÉDÉ laissé sans action %1 s se découvre tout seul (réglage de l'exploitant).").arg(root.kioskAutoRevealSeconds)
                          : qsTr("Un ticket DÉDÉ laissé sans action se découvre tout seul (règlement, article 4.3). Un compte à rebours l'annonce avant ; toute action le repousse. Vous pouvez aussi l'arrêter.")
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ActionButton {
                    objectName: "autoRevealToggle"
                    visible: !root.kioskMode && !root.settings.assistiveTechnology
                    text: root.settings.autoReveal ? qsTr("Découverte automatique : oui") : qsTr("Découverte automatique : non")
                    kind: ActionButton.Secondary
                    checkable: true
                    checked: root.settings.autoReveal
                    accessibleText: qsTr("Découverte automatique")
                    accessibleDescription: qsTr("un ticket DÉDÉ laissé sans action se découvre tout seul")
                    onClicked: {
                        root.settings.autoReveal = !root.settings.autoReveal
                        Announcer.say(root.settings.autoReveal ? qsTr("Découverte automatique activée") : qsTr("Découverte automatique arrêtée : un ticket ne se découvre jamais tout seul"))
                    }
                }
                SettingStepper {
                    width: column.width
                    visible: !root.kioskMode && !root.settings.assistiveTechnology && root.settings.autoReveal
                    downName: "autoRevealDown"
                    upName: "autoRevealUp"
                    valueName: "autoRevealValue"
                    downText: qsTr("Plus court")
                    upText: qsTr("Plus long")
                    downDescription: qsTr("raccourcit le délai")
                    upDescription: qsTr("allonge le délai")
                    valueText: qsTr("après %1 s sans action").arg(root.settings.autoRevealSeconds)
                    spokenValue: qsTr("Découverte automatique après %1 secondes sans action").arg(root.settings.autoRevealSeconds)
                    canDown: root.settings.nextAutoRevealSeconds(-1) !== root.settings.autoRevealSeconds
                    canUp: root.settings.nextAutoRevealSeconds(1) !== root.settings.autoRevealSeconds
                    lowestText: qsTr("Délai au minimum : %1 secondes").arg(root.settings.minAutoRevealSeconds)
                    highestText: qsTr("Délai au maximum : %1 secondes").arg(root.settings.maxAutoRevealSeconds)
                    onDown: root.settings.autoRevealSeconds = root.settings.nextAutoRevealSeconds(-1)
                    onUp: root.settings.autoRevealSeconds = root.settings.nextAutoRevealSeconds(1)
                }

                // The player's own keys (KeyBindings): each action keeps its standard keys and
                // can have one letter more (docs/accessibility.md, "The player's own keys"). Not
                // on a kiosk: its visitors have the usual keys alone.
                Column {
                    width: column.width
                    spacing: Theme.space5
                    visible: !root.kioskMode

                    SectionTitle { text: qsTr("Touches") }
                    Text {
                        objectName: "keysInfo"
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: qsTr("Chaque action garde ses touches habituelles. Vous pouvez lui ajouter une lettre de votre choix, de A à Z.")
                        color: Theme.inkSoft
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                    Repeater {
                        id: keyRows
                        // By KeyBindings.Action.
                        readonly property list<string> names: [qsTr("Valider"), qsTr("Suivant"), qsTr("Précédent"), qsTr("Retour")]
                        readonly property list<string> standards: [qsTr("Entrée, Espace"), qsTr("Tab"), qsTr("Maj+Tab"), qsTr("Échap")]
                        model: keyRows.names.length
                        delegate: KeyRow {
                            required property int index
                            width: column.width
                            keys: root.settings.keys
                            action: index
                            actionName: keyRows.names[index]
                            actionNames: keyRows.names
                            standardKeys: keyRows.standards[index]
                        }
                    }
                    ActionButton {
                        objectName: "keysReset"
                        visible: root.settings.keys.anyKey
                        text: qsTr("Touches habituelles seulement")
                        kind: ActionButton.Secondary
                        compact: true
                        accessibleDescription: qsTr("retire les lettres ajoutées")
                        onClicked: {
                            // (The button goes: the focus stays in the section, on the first
                            // « Changer ».)
                            (keyRows.itemAt(0) as KeyRow)?.takeFocus()
                            root.settings.keys.clearAll()
                            Announcer.say(qsTr("Touches habituelles seulement : les lettres ajoutées sont retirées"))
                        }
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
        id: cue
        anchors.fill: scroller
        flickable: scroller
        followFocus: true
    }

    // A section's title, across the panel (its words wrap with a large text).
    component SectionTitle: Text {
        width: parent.width
        wrapMode: Text.Wrap
        color: Theme.inkSoft
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontLead
        font.bold: true
    }
}
