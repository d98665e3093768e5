import QtQuick
import Instants

// 2.2: the player chooses a stake of 1 € or 2 €, then "Jouer".
Rectangle {
    id: root

    required property int stakeCents
    required property int balanceCents
    // Another game not finished ("" when none): it is offered instead of a new stake.
    property string otherGame: ""
    // The demo balance's reset, offered when the balance is short (BalanceShort).
    property int initialBalanceCents: 0
    property bool canReset: true

    signal stakeChosen(int cents)
    signal play()
    signal resume(string game)
    signal resetRequested()

    // The control the player acts on: « Jouer », or the chosen stake when the balance is short.
    readonly property bool canPlay: root.balanceCents >= root.stakeCents && root.otherGame.length === 0
    readonly property Item focusTarget: root.otherGame.length > 0 ? resumeButton
                                      : root.canPlay ? playButton
                                      : root.stakeCents === 200 ? stake200 : stake100
    readonly property bool shortOfBalance: root.balanceCents < root.stakeCents
    readonly property string refusal: shortNotice.reason

    implicitWidth: column.implicitWidth + Theme.space7 * 2
    implicitHeight: column.implicitHeight + Theme.space6 * 2
    radius: Theme.radiusLarge
    color: Theme.paper
    border.color: Theme.champagne
    border.width: Theme.borderWidth

    Column {
        id: column
        anchors.centerIn: parent
        spacing: Theme.space5

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Votre mise")
            color: Theme.ink
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.space4
            ActionButton {
                id: stake100
                objectName: "stake-100"
                groupOption: true
                text: Format.money(100)
                kind: ActionButton.Secondary
                checkable: true
                exclusive: true
                checked: root.stakeCents === 100
                accessibleDescription: qsTr("mise de 1 €")
                onClicked: root.stakeChosen(100)
            }
            ActionButton {
                id: stake200
                objectName: "stake-200"
                groupOption: true
                text: Format.money(200)
                kind: ActionButton.Secondary
                checkable: true
                exclusive: true
                checked: root.stakeCents === 200
                accessibleDescription: qsTr("mise de 2 € : les montants sont doublés")
                onClicked: root.stakeChosen(200)
            }
        }
        ActionButton {
            id: playButton
            objectName: "playButton"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Jouer")
            detail: Format.money(root.stakeCents)
            enabled: root.canPlay
            accessibleDescription: root.otherGame.length > 0 || enabled ? "" : root.refusal
            focus: true
            onClicked: root.play()
        }
        // Why « Jouer » cannot be pressed, in neutral words, and the reset offered.
        BalanceShort {
            id: shortNotice
            objectName: "stakeRefusal"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(Math.round(520 * Theme.uiScale), Math.max(playButton.width, implicitWidth))
            visible: root.shortOfBalance && root.otherGame.length === 0
            balanceCents: root.balanceCents
            stakeCents: root.stakeCents
            smallerStakeCents: root.stakeCents > 100 ? 100 : 0
            initialBalanceCents: root.initialBalanceCents
            canReset: root.canReset
            onResetRequested: root.resetRequested()
        }
        // A paid game of another kind is not finished: it comes first.
        Text {
            objectName: "otherGameNotice"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.otherGame.length > 0
            width: Math.min(implicitWidth, Math.round(520 * Theme.uiScale))
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Une partie de %1 est en cours : finissez-la avant d'en commencer une autre.").arg(GameText.gameTitle(root.otherGame))
            color: Theme.ink
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        ActionButton {
            id: resumeButton
            objectName: "resumeOther"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.otherGame.length > 0
            text: qsTr("Reprendre")
            detail: GameText.gameTitle(root.otherGame)
            onClicked: root.resume(root.otherGame)
        }
    }
}
