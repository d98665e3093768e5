import QtQuick
import Instants

// What the participant sees of a study protocol between the tasks (docs/usability-lab.md):
// the consent, the instructions, the next task's instruction with « Commencer », the
// questionnaires one item at a time (the Single Ease Question after a task, the System
// Usability Scale at the end, the protocol's own items), and the thanks. By touch, mouse or
// keyboard: Tab moves between the choices, the digits choose a point, Enter goes on. While it
// shows, the game's page below takes no input (Main.qml disables it: `modal`).
Rectangle {
    id: root

    required property StudyRunner runner
    readonly property int phase: root.runner ? root.runner.phase : StudyPhase.None
    readonly property bool modal: phase === StudyPhase.Consent || phase === StudyPhase.Instructions || phase === StudyPhase.Ready
                                  || phase === StudyPhase.Questionnaire || phase === StudyPhase.Done || phase === StudyPhase.Declined
    readonly property var question: root.runner ? root.runner.question : ({})
    readonly property bool likert: question.type === "likert"
    // The point chosen for the current item (0: none yet), and the text typed.
    property int chosen: 0

    objectName: "studyOverlay"
    visible: modal
    color: "#E6101418"
    Accessible.role: Accessible.Dialog
    Accessible.name: heading.text

    onQuestionChanged: { root.chosen = 0; answerText.text = ""; Qt.callLater(root.focusFirst) }
    onPhaseChanged: Qt.callLater(root.focusFirst)
    onVisibleChanged: if (visible) Qt.callLater(root.focusFirst)

    function focusFirst(): void {
        if (!root.visible)
            return
        const target = root.phase === StudyPhase.Consent ? accept
                     : root.phase === StudyPhase.Questionnaire ? (root.likert ? points.itemAt(0) : answerText)
                     : proceedButton.visible ? proceedButton : null
        if (target)
            target.forceActiveFocus(Qt.OtherFocusReason)
        Announcer.say(heading.text + ". " + body.text)
    }
    function submit(): void {
        if (root.likert) {
            if (root.chosen > 0)
                root.runner.answer(root.chosen)
        } else {
            root.runner.answer(answerText.text)
        }
    }

    Keys.onPressed: event => {
        if (root.phase === StudyPhase.Questionnaire && root.likert) {
            const n = event.key - Qt.Key_0
            // A digit chooses its point; « Suivant » takes the focus (Enter goes on).
            if (n >= 1 && n <= root.question.scale && n <= 9) {
                root.chosen = n
                proceedButton.forceActiveFocus(Qt.OtherFocusReason)
                Announcer.say(points.itemAt(n - 1).accessibleText)
                event.accepted = true
            }
        }
    }

    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.space5 * 2, Math.round(820 * Theme.uiScale))
        height: Math.min(parent.height - Theme.space5 * 2, column.implicitHeight + Theme.space6 * 2)
        radius: Theme.radiusLarge
        color: Theme.paper
        border.color: Theme.champagne
        border.width: Theme.borderWidth

        Flickable {
            anchors.fill: parent
            anchors.margins: Theme.space6
            contentHeight: column.implicitHeight
            // Scrolls only a text taller than the card (an interactive Flickable would hold
            // back the touches of the buttons inside it).
            interactive: contentHeight > height
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            Column {
                id: column
                width: parent.width
                spacing: Theme.space5

                Text {
                    id: step
                    objectName: "studyStep"
                    width: parent.width
                    visible: text.length > 0
                    text: root.phase === StudyPhase.Questionnaire
                          ? qsTr("Question %1 sur %2").arg(root.question.index + 1).arg(root.question.count)
                          : root.phase === StudyPhase.Ready ? qsTr("Tâche %1 sur %2").arg(root.runner.taskNumber).arg(root.runner.taskCount)
                          : ""
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    font.letterSpacing: 1
                    Accessible.ignored: true
                }
                Text {
                    id: heading
                    objectName: "studyHeading"
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: root.phase === StudyPhase.Consent ? qsTr("Avant de commencer")
                        : root.phase === StudyPhase.Instructions ? qsTr("Consignes")
                        : root.phase === StudyPhase.Ready ? root.runner.taskInstruction
                        : root.phase === StudyPhase.Questionnaire ? root.question.text ?? ""
                        : root.phase === StudyPhase.Done ? qsTr("Merci !")
                        : root.phase === StudyPhase.Declined ? qsTr("Merci de votre venue")
                        : ""
                    color: Theme.ink
                    font.family: Theme.fontDisplay
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    id: body
                    objectName: "studyText"
                    width: parent.width
                    visible: text.length > 0
                    wrapMode: Text.Wrap
                    text: root.phase === StudyPhase.Consent || root.phase === StudyPhase.Instructions ? root.runner.text
                        : root.phase === StudyPhase.Ready ? (root.runner.timeLimitS > 0
                              ? qsTr("Vous avez %n minute(s) au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.", "", Math.ceil(root.runner.timeLimitS / 60))
                              : qsTr("Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran."))
                        : root.phase === StudyPhase.Done ? qsTr("L'étude est terminée. Vous pouvez prévenir l'animateur.")
                        : root.phase === StudyPhase.Declined ? qsTr("Rien n'a été enregistré d'autre que votre refus. Vous pouvez prévenir l'animateur.")
                        : ""
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    lineHeight: 1.2
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }

                // A point of the scale: one button per point, the end labels under the ends.
                Column {
                    width: parent.width
                    spacing: Theme.space2
                    visible: root.phase === StudyPhase.Questionnaire && root.likert
                    Row {
                        id: pointRow
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: Theme.space2
                        Repeater {
                            id: points
                            model: root.phase === StudyPhase.Questionnaire && root.likert ? root.question.scale : 0
                            ActionButton {
                                required property int index
                                objectName: "studyPoint" + (index + 1)
                                text: String(index + 1)
                                compact: true
                                width: Math.max(implicitHeight, Math.floor((column.width - Theme.space2 * (points.count - 1)) / Math.max(1, points.count)))
                                kind: ActionButton.Secondary
                                checkable: true
                                exclusive: true
                                checked: root.chosen === index + 1
                                accessibleText: index === 0 && root.question.low ? String(index + 1) + ", " + root.question.low
                                              : index === points.count - 1 && root.question.high ? String(index + 1) + ", " + root.question.high
                                              : String(index + 1)
                                onClicked: root.chosen = index + 1
                                KeyNavigation.right: index + 1 < points.count ? points.itemAt(index + 1) : null
                                KeyNavigation.left: index > 0 ? points.itemAt(index - 1) : null
                            }
                        }
                    }
                    Item {
                        width: pointRow.width
                        height: lowLabel.implicitHeight
                        anchors.horizontalCenter: parent.horizontalCenter
                        Text {
                            id: lowLabel
                            anchors.left: parent.left
                            width: parent.width / 2 - Theme.space2
                            text: root.question.low ?? ""
                            wrapMode: Text.Wrap
                            color: Theme.inkSoft
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            Accessible.ignored: true
                        }
                        Text {
                            anchors.right: parent.right
                            width: parent.width / 2 - Theme.space2
                            horizontalAlignment: Text.AlignRight
                            text: root.question.high ?? ""
                            wrapMode: Text.Wrap
                            color: Theme.inkSoft
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            Accessible.ignored: true
                        }
                    }
                }

                // A free answer.
                // A free answer (Qt Quick's own TextEdit: no Controls module to ship).
                Rectangle {
                    width: parent.width
                    visible: root.phase === StudyPhase.Questionnaire && !root.likert
                    height: Math.round(140 * Theme.uiScale)
                    color: Theme.paper
                    border.color: answerText.activeFocus ? Theme.focus : Theme.inkSoft
                    border.width: answerText.activeFocus ? 3 : 1
                    radius: Theme.radiusSmall
                    TextEdit {
                        id: answerText
                        objectName: "studyAnswerText"
                        anchors.fill: parent
                        anchors.margins: Theme.space3
                        wrapMode: TextEdit.Wrap
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontLead
                        color: Theme.ink
                        clip: true
                        Accessible.role: Accessible.EditableText
                        Accessible.name: root.question.text ?? ""
                        // Tab leaves the text (no tab character in an answer): « Suivant » next.
                        Keys.onTabPressed: event => { proceedButton.forceActiveFocus(Qt.TabFocusReason); event.accepted = true }
                        Text {
                            anchors.fill: parent
                            visible: answerText.text.length === 0
                            text: qsTr("Votre réponse (facultative)")
                            color: Theme.inkMuted
                            font: answerText.font
                            wrapMode: Text.Wrap
                            Accessible.ignored: true
                        }
                    }
                }

                Row {
                    anchors.right: parent.right
                    spacing: Theme.space4
                    ActionButton {
                        id: decline
                        objectName: "studyDecline"
                        visible: root.phase === StudyPhase.Consent
                        text: qsTr("Je refuse")
                        kind: ActionButton.Secondary
                        onClicked: root.runner.answerConsent(false)
                    }
                    ActionButton {
                        id: accept
                        objectName: "studyAccept"
                        visible: root.phase === StudyPhase.Consent
                        text: qsTr("J'accepte")
                        onClicked: root.runner.answerConsent(true)
                    }
                    ActionButton {
                        id: proceedButton
                        objectName: "studyProceed"
                        visible: root.phase === StudyPhase.Instructions || root.phase === StudyPhase.Ready || root.phase === StudyPhase.Questionnaire
                        enabled: root.phase !== StudyPhase.Questionnaire || !root.likert || root.chosen > 0
                        text: root.phase === StudyPhase.Ready ? qsTr("Commencer")
                            : root.phase === StudyPhase.Questionnaire ? qsTr("Suivant")
                            : qsTr("Continuer")
                        onClicked: root.phase === StudyPhase.Questionnaire ? root.submit() : root.runner.proceed()
                    }
                }
            }
        }
    }
}
