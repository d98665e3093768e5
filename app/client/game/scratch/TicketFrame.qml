import QtQuick
import Instants

// A ticket card as a real one prints it: the game's name and price along the top, the play
// area (an artwork, with the screen's zones placed inside), and along the bottom the block and
// ticket numbers with a barcode. Children go into the play area.
Rectangle {
    id: root

    required property string gameName
    property int blockNumber: 0
    property int ticketNumber: 0
    // No ticket bought yet (the choice's preview): no block or ticket number to print, the
    // footer says « Spécimen » instead of « Bloc 0000 · Ticket n° 0000000 ».
    property bool specimen: false
    // Digits of the ticket number (a block of 1 500 000 or 2 000 000 tickets: 7).
    property int ticketDigits: 7
    // The price printed in the corner; negative hides it.
    property int priceCents: -1
    // The play area's artwork (e.g. Theme.asset("dede/ticket-2.svg")); empty: plain paper.
    property url artwork: ""
    property color accent: Theme.rouge

    // The play area: children of the frame are placed in it.
    default property alias content: playArea.data
    readonly property Item area: playArea

    readonly property string blockText: Format.pad(root.blockNumber, 4)
    readonly property string ticketText: Format.pad(root.ticketNumber, root.ticketDigits)

    implicitWidth: Math.round(640 * Theme.uiScale)
    implicitHeight: Math.round(520 * Theme.uiScale)
    radius: Theme.radiusMedium
    color: Theme.paper
    border.color: Theme.champagne
    border.width: Theme.borderWidth

    Accessible.role: Accessible.Grouping
    Accessible.name: root.specimen ? qsTr("Ticket %1, spécimen").arg(root.gameName)
                                   : qsTr("Ticket %1, bloc %2, numéro %3").arg(root.gameName).arg(root.blockText).arg(root.ticketText)

    // A soft shadow to lift the ticket off the page.
    Rectangle {
        z: -1
        anchors.fill: parent
        anchors.topMargin: Math.round(6 * Theme.uiScale)
        anchors.bottomMargin: -Math.round(6 * Theme.uiScale)
        radius: root.radius
        color: "#30000000"
    }

    // Header: the game's name and the price.
    Rectangle {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: root.border.width
        // (Taller with a larger text: the name keeps its margin, the throws' labels below it.)
        height: Math.max(Math.round(56 * Theme.uiScale), gameNameText.implicitHeight + Theme.space2 * 2)
        radius: root.radius - root.border.width
        color: root.accent

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: parent.radius
            color: root.accent
        }
        Text {
            id: gameNameText
            anchors.left: parent.left
            anchors.leftMargin: Theme.space4
            anchors.verticalCenter: parent.verticalCenter
            text: root.gameName
            color: Theme.onDark
            font.family: Theme.fontDisplay
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Rectangle {
            visible: root.priceCents >= 0
            anchors.right: parent.right
            anchors.rightMargin: Theme.space3
            anchors.verticalCenter: parent.verticalCenter
            width: Math.max(height, priceText.implicitWidth + Theme.space3 * 2)
            height: parent.height - Theme.space3
            radius: height / 2
            color: Theme.goldLight
            border.color: Theme.goldDark
            border.width: Theme.borderWidth

            Text {
                id: priceText
                anchors.centerIn: parent
                text: Format.moneyShort(Math.max(0, root.priceCents))
                color: Theme.ink
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                font.bold: true
            }
        }
    }

    Item {
        id: playArea
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.leftMargin: Theme.space2
        anchors.rightMargin: Theme.space2

        Image {
            anchors.fill: parent
            visible: String(root.artwork).length > 0
            source: root.artwork
            sourceSize.width: Math.round(width)
            sourceSize.height: Math.round(height)
            fillMode: Image.Stretch
        }
    }

    // Footer: a tear line, the numbers and a barcode drawn from the numbers' digits.
    Item {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.space3
        height: Math.round(40 * Theme.uiScale)

        Row {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.topMargin: -Theme.space2
            spacing: Math.round(6 * Theme.uiScale)
            clip: true

            Repeater {
                model: Math.max(0, Math.ceil(footer.width / Math.round(12 * Theme.uiScale)))
                Rectangle {
                    width: Math.round(6 * Theme.uiScale)
                    height: Math.max(1, Math.round(2 * Theme.uiScale))
                    color: Theme.champagne
                }
            }
        }

        Text {
            objectName: "ticketNumbers"
            anchors.left: parent.left
            anchors.verticalCenter: parent.verticalCenter
            text: root.specimen ? qsTr("Spécimen") : qsTr("Bloc %1  ·  Ticket n° %2").arg(root.blockText).arg(root.ticketText)
            color: Theme.inkSoft
            font.family: Theme.fontMono
            font.pixelSize: Theme.fontCaption
            font.bold: true
        }

        Row {
            id: barcode
            visible: !root.specimen
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            height: parent.height * 0.7
            spacing: 0

            readonly property string code: root.blockText + root.ticketText

            Repeater {
                model: barcode.code.length * 2

                Rectangle {
                    required property int index
                    readonly property int digit: Number(barcode.code.charAt(Math.floor(index / 2))) || 0

                    width: Math.max(1, Math.round(Theme.uiScale * (index % 2 === 0 ? 2 + digit % 3 : 2 + (digit + 1) % 2)))
                    height: barcode.height
                    color: index % 2 === 0 ? Theme.ink : "transparent"
                }
            }
        }
    }
}
