pragma ComponentBehavior: Bound
import QtQuick
import Instants

// The band at the top of every screen: the name, the way back to the lobby and to history,
// rules and settings, the demo balance (with its reset) and the permanent "DÉMO" marker.
Rectangle {
    id: root

    required property string screen
    required property int balanceCents
    property bool canReset: true
    // False when the journal cannot be used: neither balance nor pages are shown.
    property bool journalUsable: true
    property bool portrait: false
    // A game not finished, shown elsewhere: « Reprendre » leads back to it ("" when none).
    property string resumeGame: ""

    signal navigate(string name)
    signal resetRequested()

    // The demo balance was reset: the balance chip says so (`message`, the whole sentence, to a
    // screen reader).
    function sayBalanceReset(message: string): void {
        balanceChip.sayReset(message)
    }

    readonly property var pages: [
        { name: "lobby", label: qsTr("Accueil") },
        { name: "history", label: qsTr("Historique") },
        { name: "rules", label: qsTr("Règles et chances") },
        { name: "settings", label: qsTr("Réglages") }
    ]

    // The pages under the name and the balance (two rows) in portrait, and wherever one row
    // would not hold the name, the pages and the balance side by side (a narrow window).
    // The header lays itself out for its widest state, so that it does not change rows, nor the
    // screen below it move, when a game starts, ends or is left unfinished: the chip's reset
    // button (no game in play) or the widest « Reprendre … » (a game left unfinished), never
    // both at once, counted whether shown or not.
    readonly property bool twoRows: root.portrait || root.steadyWidth + root.changingWidth > bar.width
    // One row's width without its parts that come and go …
    readonly property real steadyWidth: brand.implicitWidth + Theme.space6 + root.navOneRowWidth + Theme.space4
        + wallet.implicitWidth - (root.resumeGame.length > 0 ? resume.implicitWidth + navRow.spacing : 0)
        - (root.journalUsable ? balanceChip.implicitWidth - balanceChip.narrowestWidth : 0)
    // … and the widest of those: the chip's reset button or a « Reprendre … ».
    readonly property real changingWidth: Math.max(
        root.journalUsable ? balanceChip.widestWidth - balanceChip.narrowestWidth : 0,
        root.journalUsable ? root.widestResumeWidth + navRow.spacing : 0)
    // The widest « Reprendre … » button of the three games (its words in the button's font,
    // FontMetrics.height read so that a change of font measures them again).
    readonly property real widestResumeWidth: resumeFont.height > 0
        ? Math.max(Theme.touchTarget * 1.5, Math.ceil(Math.max(...["happy-des", "dede", "happy-2014"].map(
              game => resumeFont.advanceWidth(qsTr("Reprendre %1").arg(GameText.gameTitle(game)))))) + Theme.space4 * 2)
        : 0
    // The pages on one row: their widths side by side (the row, once it wraps, is narrower).
    // Counted from what the header shows, not from the buttons' `visible`, which is false for
    // all of them while the header itself is hidden (under the top prize's celebration): the
    // header keeps its height then, and the screen under it does not move.
    // (The same for the chip and « Reprendre … » above.)
    readonly property real navOneRowWidth: {
        let width = 0
        let count = 0
        for (let i = 0; i < navRow.children.length; ++i) {
            const button = navRow.children[i]
            if (button !== resume && button.implicitWidth > 0) {
                width += button.implicitWidth
                ++count
            }
        }
        if (root.resumeGame.length > 0) {
            width += resume.implicitWidth
            ++count
        }
        return Math.ceil(width + Math.max(0, count - 1) * navRow.spacing)
    }
    // Under the name (portrait, a narrow window, a large text), the pages take as many rows as
    // they need, counted with the widest « Reprendre … » whether shown or not: the header keeps
    // its height when a game is left unfinished or taken up again.
    readonly property int navRows: {
        const widths = []
        for (let i = 0; i < navRow.children.length; ++i) {
            const button = navRow.children[i]
            if (button !== resume && button.implicitWidth > 0)
                widths.push(button.implicitWidth)
        }
        if (root.journalUsable)
            widths.push(root.widestResumeWidth)
        let rows = 1
        let x = 0
        for (const width of widths) {
            if (x > 0 && x + width > bar.width) {
                ++rows
                x = 0
            }
            x += width + navRow.spacing
        }
        return rows
    }
    readonly property real navHeight: root.navRows * resume.implicitHeight + (root.navRows - 1) * navRow.spacing
    FontMetrics {
        id: resumeFont
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontBody
        font.bold: true
    }

    implicitHeight: root.twoRows ? bar.implicitHeight + root.navHeight + Theme.space3 * 3
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
        height: root.twoRows ? implicitHeight : root.height - Theme.space3 * 2

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
                sourceSize.width: Math.round(width)
                sourceSize.height: Math.round(height)
                Accessible.ignored: true
            }
            Text {
                objectName: "brandName"
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

        // The pages: beside the name on one row, or on rows of their own under it. Placed by
        // x and y, not re-anchored (an anchor to the name from another parent is refused).
        Flow {
            id: navRow
            visible: root.journalUsable
            x: root.twoRows ? 0 : brand.width + Theme.space6
            y: root.twoRows ? bar.height + Theme.space3 : Math.round((bar.height - navRow.height) / 2)
            width: root.twoRows ? bar.width : root.navOneRowWidth + 1  // (+1: a row never wraps by a rounding)
            spacing: Theme.space2

            Repeater {
                model: root.pages

                ActionButton {
                    required property var modelData
                    objectName: "nav-" + modelData.name
                    text: modelData.label
                    kind: ActionButton.Secondary
                    compact: true
                    // Only the page shown: inside a game no page of the header is (« Accueil »
                    // leads back to the lobby, it is not where the player is).
                    checkable: true
                    exclusive: true
                    checked: root.screen === modelData.name
                    onClicked: root.navigate(modelData.name)
                }
            }
            ActionButton {
                id: resume
                objectName: "nav-resume"
                visible: root.resumeGame.length > 0
                text: qsTr("Reprendre %1").arg(GameText.gameTitle(root.resumeGame))
                accessibleDescription: qsTr("une partie payée n'est pas finie")
                compact: true
                onClicked: root.navigate(root.resumeGame)
            }
        }

        Row {
            id: wallet
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space4

            BalanceChip {
                id: balanceChip
                objectName: "balance"
                visible: root.journalUsable
                anchors.verticalCenter: parent.verticalCenter
                balanceCents: root.balanceCents
                resettable: root.canReset
                onResetRequested: root.resetRequested()
            }
            DemoBadge {
                objectName: "demoBadge"
                anchors.verticalCenter: parent.verticalCenter
                // « Argent fictif » says what « DÉMO » means: kept in portrait too (a kiosk's
                // 1080×1920 has the room); only a window too narrow for it drops it.
                showDetail: root.width >= Math.round(600 * Theme.uiScale)
            }
        }
    }
}
