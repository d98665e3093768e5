import QtQuick
import Instants

// The end of a game: the amount won, the balance, "Rejouer" and the way back. A win above the
// stake is a win (green, a word); a win not above the stake is told plainly with the stake
// beside it (not dressed as a win); a loss in neutral words (docs/visual-design.md,
// "Celebrations").
Rectangle {
    id: root

    required property int winCents
    property int stakeCents: 0
    readonly property bool netWin: root.winCents > root.stakeCents
    required property int balanceCents
    property string replayText: qsTr("Rejouer")
    property bool canReplay: true
    /// False where the screen keeps its own buttons for the next game (the scratch games'
    /// « Jouez » / « Auto »): one way to deal the next ticket, not two side by side.
    property bool showReplay: true
    // The buttons under the result rather than beside it (a narrow panel).
    property bool stacked: false
    // The panel takes the width it is given and its words wrap to it (a narrow side panel);
    // otherwise it is as wide as its words.
    property bool fitted: false
    readonly property real textWidth: Math.max(0, root.width - Theme.space4 * 2)

    // The demo balance no longer pays for « Rejouer »: said under the result, with the reset
    // offered (BalanceShort), never focused first.
    property bool shortOfBalance: false
    property int initialBalanceCents: 0
    property bool canReset: true

    signal replay()
    signal lobby()
    signal resetRequested()

    // Where the focus goes when the game ends, won or lost: this panel, which reads the result
    // out and does nothing on Enter; « Rejouer » and « Accueil » are a Tab away. No control is
    // pressed on the player at the end of a game (docs/player-protection.md, "No next game
    // pressed on the player").
    readonly property Item focusTarget: root
    // On a screen opened on a game that ended before (the choice to play is the opening):
    // « Rejouer », else « Accueil ». (Decided by the game's state, not by `enabled`: a dialog
    // over the page disables it all.)
    readonly property Item playTarget: root.showReplay && root.canReplay ? replayButton : lobbyButton
    // Why the next game cannot be started, said with the result (the balance is in it): this
    // panel's notice, or the screen's own where it keeps one beside its buttons (the scratch
    // games' « Jouez » / « Auto »).
    property string nextRefusal: root.shortOfBalance ? balanceShort.reason : ""
    // The result as a screen reader says it: won or lost, then the balance after it, and why
    // the next game cannot be played when the balance no longer pays for it.
    readonly property string spokenText: root.Accessible.name + ". "
                                         + (root.nextRefusal.length > 0 ? root.nextRefusal : balanceText.text + ".")
    function announce(): void {
        if (root.visible)
            Announcer.say(root.spokenText)
    }
    onVisibleChanged: if (root.visible) Qt.callLater(root.announce)

    implicitWidth: row.implicitWidth + Theme.space6 * 2
    // The panel's width with its words and buttons side by side (stacked or not): a screen
    // stacks them where this is wider than it (a large text in portrait).
    readonly property real sideBySideWidth: words.implicitWidth + buttons.implicitWidth + row.spacing + Theme.space6 * 2
    // (fitted: the words wrap to the width given, so the panel is only as wide as its parent)
    implicitHeight: row.implicitHeight + Theme.space4 * 2
    radius: Theme.radiusLarge
    color: root.netWin ? Theme.winLight : Theme.paper
    border.color: root.netWin ? Theme.win : Theme.champagne
    border.width: Theme.borderWidth

    objectName: "gameResult"
    activeFocusOnTab: true
    Accessible.role: Accessible.Grouping
    Accessible.name: resultText.text + (root.winCents > 0 && !root.netWin ? ", " + qsTr("pour une mise de %1").arg(Format.money(root.stakeCents)) : "")
    Accessible.description: root.nextRefusal.length > 0 ? root.nextRefusal : balanceText.text
    Accessible.focusable: true

    // Text and buttons side by side, or (stacked, for a narrow side panel) the buttons below.
    Grid {
        id: row
        anchors.centerIn: parent
        columns: root.stacked ? 1 : 2
        spacing: Theme.space5
        rowSpacing: Theme.space3
        verticalItemAlignment: Grid.AlignVCenter

        Column {
            id: words
            spacing: Theme.space1
            Text {
                id: resultText
                width: root.fitted ? root.textWidth : implicitWidth
                wrapMode: root.fitted ? Text.Wrap : Text.NoWrap
                objectName: "resultText"
                text: root.netWin ? qsTr("Gagné : %1").arg(Format.money(root.winCents))
                    : root.winCents > 0 ? qsTr("Gain : %1").arg(Format.money(root.winCents))
                    : qsTr("Pas de gain")
                color: root.netWin ? Theme.win : root.winCents > 0 ? Theme.ink : Theme.loss
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                objectName: "resultStake"
                width: root.fitted ? root.textWidth : implicitWidth
                wrapMode: root.fitted ? Text.Wrap : Text.NoWrap
                visible: root.winCents > 0 && !root.netWin
                text: qsTr("pour une mise de %1").arg(Format.money(root.stakeCents))
                color: Theme.inkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            Text {
                id: balanceText
                objectName: "resultBalance"
                text: qsTr("Solde démo : %1").arg(Format.money(root.balanceCents))
                width: root.fitted ? root.textWidth : implicitWidth
                wrapMode: root.fitted ? Text.Wrap : Text.NoWrap
                color: Theme.inkSoft
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            BalanceShort {
                id: balanceShort
                width: root.fitted ? root.textWidth : Math.round(360 * Theme.uiScale)
                visible: root.shortOfBalance
                balanceCents: root.balanceCents
                stakeCents: root.stakeCents
                initialBalanceCents: root.initialBalanceCents
                canReset: root.canReset
                onResetRequested: root.resetRequested()
            }
        }
        Row {
            id: buttons
            spacing: Theme.space5
            ActionButton {
                id: replayButton
                objectName: "replayButton"
                visible: root.showReplay
                text: root.replayText
                enabled: root.canReplay
                accessibleDescription: !root.canReplay && root.shortOfBalance ? balanceShort.reason : ""
                onClicked: root.replay()
            }
            ActionButton {
                id: lobbyButton
                objectName: "lobbyButton"
                text: qsTr("Accueil")
                kind: ActionButton.Secondary
                onClicked: root.lobby()
            }
        }
    }

    FocusRing {
        visible: root.activeFocus
        cornerRadius: root.radius
    }
}
