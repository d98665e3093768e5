pragma ComponentBehavior: Bound
import QtQuick
import Instants

// Responsible play (docs/player-protection.md): this session's time, stakes, wins and net
// result with the demo balance's resets listed; the reality check's interval; the limits the
// engine enforces (stake per game, loss and length of a session); a pause; and where to find
// help. Everything shown is the engine's, read from the journal.
Item {
    id: root

    required property ProtectionAdapter protection
    property bool kioskMode: false

    // The pause's length chosen, before « Commencer la pause » (one is always chosen, so that
    // the choice is a Tab stop).
    property int pauseMinutes: 15

    function limitText(limit: string, value: real): string {
        if (value < 0)
            return qsTr("aucune")
        return limit === "time" || limit === "check" ? Format.duration(value * 60000) : Format.money(value)
    }
    function limitName(limit: string): string {
        return limit === "stake" ? qsTr("Mise par partie")
             : limit === "loss" ? qsTr("Perte par session")
             : limit === "time" ? qsTr("Durée de session")
             : qsTr("Rappel du temps de jeu")
    }

    Rectangle { anchors.fill: parent; color: Theme.cream }

    Flickable {
        id: scroller
        objectName: "protectionScroller"
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, panel.height + Theme.space5 * 2)
        boundsBehavior: Flickable.StopAtBounds

        Rectangle {
            id: panel
            x: Math.round((scroller.width - width) / 2)
            y: Theme.space5
            width: Math.min(scroller.width - Theme.space6 * 2, Math.round(900 * Theme.uiScale))
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
                    text: qsTr("Jeu responsable")
                    color: Theme.ink
                    font.family: Theme.fontDisplay
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }

                // --- This session ---------------------------------------------------------
                Text {
                    text: qsTr("Cette session")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "sessionSummary"
                    width: column.width
                    wrapMode: Text.Wrap
                    text: root.protection.sessionBegun
                          ? qsTr("Session commencée à %1 ; elle se termine après 30 min sans jouer.")
                                .arg(Format.localTime(root.protection.sessionStartedAt))
                          : qsTr("Aucune partie dans cette session : elle commence à la première partie et se termine après 30 min sans jouer.")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                // The figures one per line, named: what a screen reader reads row by row.
                Column {
                    objectName: "sessionFigures"
                    visible: root.protection.sessionBegun
                    spacing: Theme.space1
                    Repeater {
                        model: [
                            { name: qsTr("Temps de jeu"), value: Format.duration(root.protection.elapsedMs) },
                            { name: qsTr("Parties"), value: String(root.protection.games) },
                            { name: qsTr("Mises"), value: Format.money(root.protection.stakesCents) },
                            { name: qsTr("Gains"), value: Format.money(root.protection.winsCents) },
                            { name: qsTr("Résultat net"), value: (root.protection.netCents > 0 ? "+" : "") + Format.money(root.protection.netCents) }
                        ]
                        delegate: Row {
                            id: figure
                            required property var modelData
                            spacing: Theme.space4
                            Accessible.role: Accessible.StaticText
                            Accessible.name: figure.modelData.name + " : " + figure.modelData.value
                            Text {
                                // (Its column widens with the text: « Temps de jeu » at 200 %.)
                                width: Math.round(220 * Theme.uiScale * Theme.textScale)
                                text: figure.modelData.name
                                color: Theme.inkSoft
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontBody
                                Accessible.ignored: true
                            }
                            Text {
                                text: figure.modelData.value
                                color: Theme.ink
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                Accessible.ignored: true
                            }
                        }
                    }
                }
                Column {
                    objectName: "sessionResets"
                    width: column.width
                    spacing: Theme.space1
                    Text {
                        width: column.width
                        wrapMode: Text.Wrap
                        text: root.protection.resets.length === 0
                              ? qsTr("Aucune remise à zéro du solde démo dans cette session.")
                              : qsTr("Remises à zéro du solde démo dans cette session :")
                        color: Theme.inkSoft
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                    }
                    Repeater {
                        model: root.protection.resets
                        Text {
                            required property sessionReset modelData
                            width: column.width
                            wrapMode: Text.Wrap
                            text: qsTr("%1 : solde remis à %2 (%3 de monnaie fictive)")
                                .arg(Format.localTime(modelData.at))
                                .arg(Format.money(modelData.balanceAfterCents))
                                .arg((modelData.amountCents > 0 ? "+" : "") + Format.money(modelData.amountCents))
                            color: Theme.ink
                            font.family: Theme.fontSans
                            font.pixelSize: Theme.fontBody
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                    }
                }

                // --- The reality check and the limits ------------------------------------------
                Text {
                    width: column.width
                    wrapMode: Text.Wrap
                    text: qsTr("Rappels et limites")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "operatorSettings"
                    visible: !root.protection.mayChange
                    width: column.width
                    wrapMode: Text.Wrap
                    text: qsTr("Sur cette borne, ces réglages sont ceux de l'exploitant.")
                    color: Theme.inkSoft
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                }
                ChoiceRow {
                    objectName: "limit-check"
                    width: column.width
                    enabled: root.protection.mayChange
                    label: root.limitName("check")
                    description: qsTr("Entre deux parties, le jeu s'interrompt pour afficher le temps de jeu et le résultat de la session.")
                    current: root.protection.checkMinutes
                    options: [
                        { value: -1, text: qsTr("Aucun") },
                        { value: 10, text: Format.duration(10 * 60000) },
                        { value: 20, text: Format.duration(20 * 60000) },
                        { value: 30, text: Format.duration(30 * 60000) },
                        { value: 60, text: Format.duration(60 * 60000) }
                    ]
                    onChosen: value => root.protection.setLimit("check", value)
                }
                ChoiceRow {
                    objectName: "limit-stake"
                    width: column.width
                    enabled: root.protection.mayChange
                    label: root.limitName("stake")
                    current: root.protection.stakeLimitCents
                    options: [
                        { value: -1, text: qsTr("Aucune") },
                        { value: 100, text: Format.money(100) },
                        { value: 200, text: Format.money(200) },
                        { value: 300, text: Format.money(300) }
                    ]
                    onChosen: value => root.protection.setLimit("stake", value)
                }
                ChoiceRow {
                    objectName: "limit-loss"
                    width: column.width
                    enabled: root.protection.mayChange
                    label: root.limitName("loss")
                    current: root.protection.lossLimitCents
                    options: [
                        { value: -1, text: qsTr("Aucune") },
                        { value: 500, text: Format.money(500) },
                        { value: 1000, text: Format.money(1000) },
                        { value: 2000, text: Format.money(2000) },
                        { value: 5000, text: Format.money(5000) }
                    ]
                    onChosen: value => root.protection.setLimit("loss", value)
                }
                ChoiceRow {
                    objectName: "limit-time"
                    width: column.width
                    enabled: root.protection.mayChange
                    label: root.limitName("time")
                    description: qsTr("Une limite plus basse s'applique tout de suite ; une limite plus haute, ou supprimée, 24 h plus tard.")
                    current: root.protection.timeLimitMinutes
                    options: [
                        { value: -1, text: qsTr("Aucune") },
                        { value: 15, text: Format.duration(15 * 60000) },
                        { value: 30, text: Format.duration(30 * 60000) },
                        { value: 60, text: Format.duration(60 * 60000) },
                        { value: 120, text: Format.duration(120 * 60000) }
                    ]
                    onChosen: value => root.protection.setLimit("time", value)
                }
                Repeater {
                    model: root.protection.pending
                    Text {
                        required property pendingLimit modelData
                        objectName: "pending-" + modelData.limit
                        width: column.width
                        wrapMode: Text.Wrap
                        text: qsTr("%1 : passe à %2 le %3.")
                            .arg(root.limitName(modelData.limit))
                            .arg(root.limitText(modelData.limit, modelData.value))
                            .arg(Format.localDateTime(modelData.from))
                        color: Theme.ink
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                Text {
                    objectName: "protectionProblem"
                    visible: root.protection.problem.length > 0
                    width: column.width
                    wrapMode: Text.Wrap
                    text: root.protection.problem
                    color: Theme.rouge
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }

                // --- A pause --------------------------------------------------------------------
                Text {
                    text: qsTr("Faire une pause")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "pauseState"
                    visible: root.protection.paused
                    width: column.width
                    wrapMode: Text.Wrap
                    text: qsTr("Jeu en pause jusqu'au %1 : aucune partie ne peut commencer avant.")
                        .arg(Format.localDateTime(root.protection.pausedUntil))
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ChoiceRow {
                    objectName: "pause-length"
                    width: column.width
                    enabled: !root.kioskMode || root.protection.mayChange
                    label: qsTr("Durée de la pause")
                    description: qsTr("Pendant la pause, aucune partie ne commence ; une partie en cours peut être terminée. Une pause ne s'écourte pas.")
                    current: root.pauseMinutes
                    arrowsChoose: true
                    options: [
                        { value: 15, text: Format.duration(15 * 60000) },
                        { value: 60, text: Format.duration(60 * 60000) },
                        { value: 1440, text: qsTr("24 h") },
                        { value: 10080, text: qsTr("7 jours") }
                    ]
                    onChosen: value => root.pauseMinutes = value
                }
                ActionButton {
                    objectName: "startPause"
                    text: qsTr("Commencer la pause")
                    kind: ActionButton.Secondary
                    enabled: !root.kioskMode || root.protection.mayChange
                    onClicked: {
                        if (root.protection.pause(root.pauseMinutes))
                            Announcer.say(pauseStateText.text)
                    }
                    Text { id: pauseStateText; visible: false; text: qsTr("Jeu en pause jusqu'au %1.").arg(Format.localDateTime(root.protection.pausedUntil)) }
                }

                // --- Help ------------------------------------------------------------------------
                Text {
                    text: qsTr("Besoin d'aide ?")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    objectName: "helpLine"
                    width: column.width
                    wrapMode: Text.Wrap
                    text: qsTr("Jouer comporte des risques : endettement, dépendance… Si le jeu prend trop de place, parlez-en : Joueurs Info Service, 09 74 75 13 13 (appel non surtaxé), et joueurs-info-service.fr. Les jeux d'argent sont interdits aux mineurs.")
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }
    }

    ScrollCue {
        anchors.fill: scroller
        flickable: scroller
        followFocus: true
    }
}
