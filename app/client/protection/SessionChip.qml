import QtQuick
import Instants

// The play session always in view, in the responsible-gaming band: its time and net result
// (« Session 12 min · −3,00 € »), or the pause and its end. It opens the responsible-play page.
ActionButton {
    id: root

    // Null where there is no session to show (the band's gallery): the chip is not shown then.
    property ProtectionAdapter protection: null

    readonly property bool paused: root.protection !== null && root.protection.paused
    readonly property bool begun: root.protection !== null && root.protection.sessionBegun
    readonly property string untilText: root.paused ? Format.localTime(root.protection.pausedUntil) : ""
    readonly property string elapsedText: root.begun ? Format.duration(root.protection.elapsedMs) : ""
    readonly property string netText: root.begun
        ? (root.protection.netCents > 0 ? "+" : "") + Format.money(root.protection.netCents) : ""

    text: root.paused ? qsTr("En pause jusqu'à %1").arg(root.untilText)
        : root.begun ? qsTr("Session %1 · %2").arg(root.elapsedText).arg(root.netText)
        : qsTr("Jeu responsable")
    kind: ActionButton.Secondary
    darkBackground: true
    compact: true
    accessibleText: root.paused ? qsTr("Jeu en pause jusqu'à %1").arg(root.untilText)
        : root.begun ? qsTr("Session de jeu : %1, résultat %2").arg(root.elapsedText).arg(root.netText)
        : qsTr("Jeu responsable")
    accessibleDescription: qsTr("ouvre le temps de jeu, les limites, la pause et l'aide")
}
