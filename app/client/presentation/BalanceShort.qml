import QtQuick
import Instants

// The demo balance is short of the stake: said next to the controls it keeps from being pressed
// (and given to them as their description, for a screen reader), in neutral words, with the
// reset offered but never pressed on the player: it is not where the focus goes first
// (docs/visual-design.md, "Running out of demo money").
Column {
    id: root

    required property int balanceCents
    required property int stakeCents
    // A smaller stake the balance still pays for (Happy Dés' 1 € when 2 € is chosen), or 0.
    property int smallerStakeCents: 0
    property int initialBalanceCents: 0
    property bool canReset: true
    property bool darkBackground: false

    signal resetRequested()

    // Why the controls cannot be pressed.
    readonly property string reason: root.smallerStakeCents > 0 && root.balanceCents >= root.smallerStakeCents
        ? qsTr("Solde démo : %1, moins que la mise de %2. Une mise de %3 reste possible.")
            .arg(Format.money(root.balanceCents)).arg(Format.money(root.stakeCents)).arg(Format.money(root.smallerStakeCents))
        : qsTr("Solde démo : %1, moins que la mise de %2.")
            .arg(Format.money(root.balanceCents)).arg(Format.money(root.stakeCents))

    spacing: Theme.space2

    Text {
        objectName: "balanceShort"
        width: parent.width
        wrapMode: Text.Wrap
        horizontalAlignment: root.darkBackground ? Text.AlignLeft : Text.AlignHCenter
        text: root.reason
        color: root.darkBackground ? Theme.onDark : Theme.ink
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    ActionButton {
        objectName: "resetOffer"
        x: root.darkBackground ? 0 : Math.round((root.width - width) / 2)
        visible: root.canReset && root.initialBalanceCents > 0
        // (Short, beside the sentence that names the demo balance: it fits a side panel.)
        text: qsTr("Remettre à %1").arg(Format.money(root.initialBalanceCents))
        accessibleDescription: qsTr("le solde démo, après confirmation")
        kind: ActionButton.Secondary
        compact: true
        darkBackground: root.darkBackground
        onClicked: root.resetRequested()
    }
}
