import QtQuick
import Instants

// A Happy 2014 symbol by its id (4.3.1): each has its own shape, not only its own colour.
Item {
    id: root

    // One of Theme.happySymbolIds: "trefle", "coeur", "carreau", "pique", "etoile", "lune",
    // "soleil", "couronne", "diamant", "fer-a-cheval", "cloche", "fleur", "cerise".
    required property string symbolId

    readonly property string symbolName: {
        switch (root.symbolId) {
        case "trefle": return qsTr("trèfle")
        case "coeur": return qsTr("cœur")
        case "carreau": return qsTr("carreau")
        case "pique": return qsTr("pique")
        case "etoile": return qsTr("étoile")
        case "lune": return qsTr("lune")
        case "soleil": return qsTr("soleil")
        case "couronne": return qsTr("couronne")
        case "diamant": return qsTr("diamant")
        case "fer-a-cheval": return qsTr("fer à cheval")
        case "cloche": return qsTr("cloche")
        case "fleur": return qsTr("fleur")
        case "cerise": return qsTr("cerises")
        }
        return ""
    }
    readonly property bool known: root.symbolName.length > 0

    implicitWidth: Math.round(64 * Theme.uiScale)
    implicitHeight: implicitWidth

    Accessible.role: Accessible.Graphic
    Accessible.name: root.symbolName

    Image {
        anchors.fill: parent
        visible: root.known
        source: root.known ? Theme.asset("happy2014/symbols/" + root.symbolId + ".svg") : ""
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
        fillMode: Image.PreserveAspectFit
    }
}
