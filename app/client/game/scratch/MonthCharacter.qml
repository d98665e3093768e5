import QtQuick
import Instants

// A Happy 2014 month character (4.2): one of twelve, each carrying its month's name. The art is
// opaque and fills its box, so it can also serve as the cover of the month's zone.
Item {
    id: root

    // 1 (janvier) to 12 (décembre).
    required property int month
    // A winning month (4.3.2): a gold frame and a "Gagnant" ribbon, not colour alone.
    property bool highlighted: false
    property bool dimmed: false

    readonly property list<string> monthNames: [
        qsTr("janvier"), qsTr("février"), qsTr("mars"), qsTr("avril"), qsTr("mai"), qsTr("juin"),
        qsTr("juillet"), qsTr("août"), qsTr("septembre"), qsTr("octobre"), qsTr("novembre"),
        qsTr("décembre")
    ]
    readonly property string monthName: root.month >= 1 && root.month <= 12 ? root.monthNames[root.month - 1] : ""

    implicitWidth: Math.round(150 * Theme.uiScale)
    implicitHeight: Math.round(root.implicitWidth * 240 / 200)
    opacity: root.dimmed ? 0.5 : 1.0

    Accessible.role: Accessible.Graphic
    Accessible.name: root.highlighted ? qsTr("%1, mois gagnant").arg(root.monthName) : root.monthName

    Rectangle {
        anchors.fill: parent
        anchors.margins: -Math.round(6 * Theme.uiScale)
        visible: root.highlighted
        radius: Math.round(root.width * 0.13)
        color: Theme.goldLight
        border.color: Theme.goldDark
        border.width: Theme.borderWidth
    }

    Image {
        anchors.fill: parent
        source: root.month >= 1 && root.month <= 12
                ? Theme.asset("happy2014/months/" + Format.pad(root.month, 2) + ".svg") : ""
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
        fillMode: Image.PreserveAspectFit
    }

    Rectangle {
        visible: root.highlighted
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.top
        width: winText.implicitWidth + Theme.space4 * 2
        height: Math.round(30 * Theme.uiScale)
        radius: height / 2
        color: Theme.win
        border.color: Theme.paper
        border.width: Theme.borderWidth

        Text {
            id: winText
            anchors.centerIn: parent
            text: qsTr("★ Gagnant")
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontCaption
            font.bold: true
        }
    }
}
