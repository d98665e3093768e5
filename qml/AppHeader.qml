pragma ComponentBehavior: Bound
import QtQuick

// The band at the top of every screen: the name, the way back to the lobby and to history,
// rules and settings, the demo balance (with its reset) and the permanent "DÉMO" marker.
Rectangle {
    id: root

    required property string screen
    required property int balanceCents
    property bool canReset: true
    property bool portrait: false

    signal navigate(string name)
    signal resetRequested()

    readonly property var pages: [
        { name: "lobby", label: qsTr("Accueil") },
        { name: "history", label: qsTr("Historique") },
        { name: "rules", label: qsTr("Règles et chances") },
        { name: "settings", label: qsTr("Réglages") }
    ]

    implicitHeight: root.portrait ? bar.implicitHeight + navRow.implicitHeight + Theme.space3 * 3
                                  : Math.max(Math.round(88 * Theme.uiScale), bar.implicitHeight + Theme.space3 * 2)
    color: "#F2FFF9EE"

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Theme.borderWidth
        color: Theme.champagne
    }

    Item {
        id: bar
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.space3
        anchors.leftMargin: Theme.space5
        anchors.rightMargin: Theme.space5
        implicitHeight: Math.max(brand.implicitHeight, wallet.implicitHeight)
        height: root.portrait ? implicitHeight : root.height - Theme.space3 * 2

        Row {
            id: brand
            anchors.left: parent.left
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space3

            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.asset("icon/instants.svg")
                width: Math.round(52 * Theme.uiScale)
                height: width
                sourceSize: Qt.size(width, height)
                Accessible.ignored: true
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: "Instants"
                color: Theme.rouge
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
        }

        Row {
            id: navRow
            parent: root.portrait ? navHolder : bar
            anchors.left: root.portrait ? parent.left : brand.right
            anchors.leftMargin: root.portrait ? 0 : Theme.space6
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space2

            Repeater {
                model: root.pages

                ActionButton {
                    required property var modelData
                    objectName: "nav-" + modelData.name
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.label
                    kind: ActionButton.Secondary
                    compact: true
                    checked: root.screen === modelData.name
                             || (modelData.name === "lobby"
                                 && ["happy-des", "dede", "happy-2014"].indexOf(root.screen) >= 0)
                    onClicked: root.navigate(modelData.name)
                }
            }
        }

        Row {
            id: wallet
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space4

            BalanceChip {
                objectName: "balance"
                anchors.verticalCenter: parent.verticalCenter
                balanceCents: root.balanceCents
                resettable: root.canReset
                onResetRequested: root.resetRequested()
            }
            DemoBadge {
                anchors.verticalCenter: parent.verticalCenter
                showDetail: !root.portrait
            }
        }
    }

    Item {
        id: navHolder
        visible: root.portrait
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: bar.bottom
        anchors.topMargin: Theme.space3
        anchors.leftMargin: Theme.space5
        height: navRow.implicitHeight
    }
}
