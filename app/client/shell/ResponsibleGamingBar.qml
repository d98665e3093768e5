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

    // Lay the message on a line of its own when the notice, the message and the session do
    // not fit on one (a narrow window, portrait kiosks): the notice and the session above it.
    property bool compact: width < ageRow.implicitWidth + wideMessage.implicitWidth + Theme.space4 + Theme.space5 * 2
                                   + (chip.visible ? chip.implicitWidth + Theme.space4 : 0)
    // The message as the law words it (for tests and assistive technology).
    readonly property string messageText: root.wording
    readonly property string wording: qsTr("Jouer comporte des risques : endettement, dépendance… Appelez le 09 74 75 13 13 (appel non surtaxé)")

    implicitWidth: 1280
    implicitHeight: layout.implicitHeight + Theme.space3 * 2
    color: Theme.night

    Accessible.role: Accessible.StaticText
    Accessible.name: ageText.text + ". " + root.wording

    // A thin gold rule sets the band apart from the game above it.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: Math.max(2, Math.round(3 * Theme.uiScale))
        color: Theme.gold
    }

    Column {
        id: layout
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - Theme.space5 * 2)
        spacing: Theme.space2

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.space4

            Row {
                id: ageRow
                anchors.verticalCenter: parent.verticalCenter
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
            BandMessage {
                id: wideMessage
                anchors.verticalCenter: parent.verticalCenter
                visible: !root.compact
            }
            SessionChip {
                id: chip
                objectName: "sessionChip"
                anchors.verticalCenter: parent.verticalCenter
                visible: root.protection !== null && root.sessionShown && root.protection.panelShown
                protection: root.protection
                onClicked: root.openProtection()
            }
        }
        BandMessage {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.compact
            width: Math.min(implicitWidth, root.width - Theme.space5 * 2)
            horizontalAlignment: Text.AlignHCenter
        }
    }

    // The legal wording, exactly; on screen the phone number's spaces become no-break spaces so
    // that a narrow band never splits the number.
    component BandMessage: Text {
        wrapMode: Text.Wrap
        text: root.wording.replace(/(\d\d) (?=\d\d)/g, "$1\u00a0")
        color: Theme.onDark
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
    }
}
