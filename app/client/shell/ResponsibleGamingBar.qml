import QtQuick
import Instants

// The responsible-gaming band: the 18+ notice and the French message, set apart from the game
// at the bottom of every screen. Its text is the legal wording: do not shorten it. Beside it,
// the play session's time and net result (or the pause), which open the responsible-play page.
Rectangle {
    id: root

    // Player protection (null where there is no session to show: the attract loop, the gallery).
    property ProtectionAdapter protection: null
    property bool sessionShown: true
    signal openProtection()

    // Lay the two parts on two lines when they do not fit on one (portrait kiosks).
    property bool compact: width < ageRow.implicitWidth + message.implicitWidth + Theme.space4 + Theme.space5 * 2
                                   + (chip.visible ? chip.implicitWidth + Theme.space4 : 0)
    // The message as the law words it (for tests and assistive technology).
    readonly property string messageText: message.wording

    implicitWidth: 1280
    implicitHeight: layout.implicitHeight + Theme.space3 * 2
    color: Theme.night

    Accessible.role: Accessible.StaticText
    Accessible.name: ageText.text + ". " + message.wording

    // A thin gold rule sets the band apart from the game above it.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: Math.max(2, Math.round(3 * Theme.uiScale))
        color: Theme.gold
    }

    Grid {
        id: layout
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - Theme.space5 * 2)
        columns: root.compact ? 1 : (chip.visible ? 3 : 2)
        columnSpacing: Theme.space4
        rowSpacing: Theme.space2
        horizontalItemAlignment: root.compact ? Grid.AlignHCenter : Grid.AlignLeft
        verticalItemAlignment: Grid.AlignVCenter

        Row {
            id: ageRow
            spacing: Theme.space2

            // The "18+" disc.
            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: Math.round(Theme.fontBody * 2.8)
                height: width
                radius: width / 2
                color: Theme.paper
                border.color: Theme.rouge
                border.width: Math.max(3, Math.round(4 * Theme.uiScale))

                Text {
                    anchors.centerIn: parent
                    text: qsTr("18+")
                    color: Theme.rouge
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption + 1
                    font.bold: true
                }
            }
            Text {
                id: ageText
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Interdit aux mineurs")
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
        }

        Text {
            id: message
            width: Math.min(implicitWidth, root.width - Theme.space5 * 2)
            wrapMode: Text.Wrap
            horizontalAlignment: root.compact ? Text.AlignHCenter : Text.AlignLeft
            // The legal wording, exactly; on screen the phone number's spaces become no-break
            // spaces so that a narrow band never splits the number.
            readonly property string wording: qsTr("Jouer comporte des risques : endettement, dépendance… Appelez le 09 74 75 13 13 (appel non surtaxé)")
            text: wording.replace(/(\d\d) (?=\d\d)/g, "$1\u00a0")
            color: Theme.onDark
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontBody
        }

        SessionChip {
            id: chip
            objectName: "sessionChip"
            visible: root.protection !== null && root.sessionShown && root.protection.panelShown
            protection: root.protection
            onClicked: root.openProtection()
        }
    }
}
