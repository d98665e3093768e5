import QtQuick
import Instants

// The play session always in view, in the responsible-gaming band: its time and net result
// (« Session 12 min · −3,00 € »), or the pause and its end. It opens the responsible-play page.
ActionButton {
    id: root

    // Never null while the chip is shown (the band hides it otherwise).
    required property ProtectionAdapter protection

    readonly property string elapsedText: Format.duration(root.protection.elapsedMs)
    readonly property string netText: (root.protection.netCents > 0 ? "+" : "") + Format.money(root.protection.netCents)

    text: root.protection.paused
          ? qsTr("En pause jusqu'à %1").arg(Format.localTime(root.protection.pausedUntil))
          : root.protection.sessionBegun
            ? qsTr("Session %1 · %2").arg(root.elapsedText).arg(root.netText)
            : qsTr("Jeu responsable")
    kind: ActionButton.Secondary
    darkBackground: true
    compact: true
    accessibleText: root.protection.paused
          ? qsTr("Jeu en pause jusqu'à %1").arg(Format.localTime(root.protection.pausedUntil))
          : root.protection.sessionBegun
            ? qsTr("Session de jeu : %1, résultat %2").arg(root.elapsedText).arg(root.netText)
            : qsTr("Jeu responsable")
    accessibleDescription: qsTr("ouvre le temps de jeu, les limites, la pause et l'aide")
}
