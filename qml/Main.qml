import QtQuick
import QtQuick.Window
import Instants.Adapters

// The client's window: a header (title, navigation, demo balance, "DÉMO"), the current screen,
// and the responsible-gaming band. Every adapter is handed in by the application; nothing here
// decides an outcome.
Window {
    id: root

    required property WalletAdapter wallet
    required property HappyDesAdapter happyDes
    required property ScratchAdapter dede
    required property ScratchAdapter happy2014
    required property HistoryModel history
    required property RulesAdapter rules
    required property SettingsAdapter settings
    // Set when the journal cannot be used: the client says why and plays nothing.
    required property string openError

    // "lobby", "happy-des", "dede", "happy-2014", "history", "rules", "settings".
    property string screen: "lobby"
    readonly property bool portrait: root.height > root.width

    function show(name: string): void {
        root.screen = name
    }

    width: 1280
    height: 720
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    color: Theme.cream
    title: qsTr("Instants — jeux de démonstration")

    // Presentation settings reach the theme.
    Binding { target: Theme; property: "reducedMotion"; value: root.settings.reducedMotion }
    Binding {
        target: Theme
        property: "uiScale"
        value: Math.max(0.7, Math.min(2.2, Math.min(root.width / 1600, root.height / 900)))
                * (root.portrait ? 1.35 : 1.0)
    }

    // An unfinished game in the journal opens where it was (resume after a restart).
    Component.onCompleted: {
        if (root.happyDes.inProgress)
            root.screen = "happy-des"
        else if (root.dede.inProgress)
            root.screen = "dede"
        else if (root.happy2014.inProgress)
            root.screen = "happy-2014"
    }

    SoundBoard {
        id: sounds
        muted: root.settings.muted
        volume: root.settings.volume
    }

    Item {
        id: page
        anchors.fill: parent
        focus: true

        Keys.onEscapePressed: event => {
            if (root.screen !== "lobby") {
                root.screen = "lobby"
                event.accepted = true
            }
        }

        AppHeader {
            id: header
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            screen: root.screen
            portrait: root.portrait
            balanceCents: root.wallet.balanceCents
            canReset: root.wallet.canReset
            onNavigate: name => root.show(name)
            onResetRequested: root.wallet.resetBalance()
        }

        Loader {
            id: body
            objectName: "screenLoader"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: header.bottom
            anchors.bottom: band.top
            focus: true
            sourceComponent: root.openError.length > 0 ? errorScreen
                           : root.screen === "happy-des" ? happyDesScreen
                           : root.screen === "dede" ? dedeScreen
                           : root.screen === "happy-2014" ? happy2014Screen
                           : root.screen === "history" ? historyScreen
                           : root.screen === "rules" ? rulesScreen
                           : root.screen === "settings" ? settingsScreen
                           : lobbyScreen
        }

        ResponsibleGamingBar {
            id: band
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
        }
    }

    Component {
        id: errorScreen
        ErrorScreen { message: root.openError }
    }
    Component {
        id: lobbyScreen
        LobbyScreen {
            portrait: root.portrait
            balanceCents: root.wallet.balanceCents
            onOpen: name => root.show(name)
        }
    }
    Component {
        id: happyDesScreen
        HappyDesScreen {
            happyDes: root.happyDes
            balanceCents: root.wallet.balanceCents
            portrait: root.portrait
            sounds: sounds
            onLeave: root.show("lobby")
        }
    }
    Component {
        id: dedeScreen
        ScratchScreen {
            ticket: root.dede
            balanceCents: root.wallet.balanceCents
            portrait: root.portrait
            sounds: sounds
            onLeave: root.show("lobby")
        }
    }
    Component {
        id: happy2014Screen
        ScratchScreen {
            ticket: root.happy2014
            balanceCents: root.wallet.balanceCents
            portrait: root.portrait
            sounds: sounds
            onLeave: root.show("lobby")
        }
    }
    Component {
        id: historyScreen
        HistoryScreen {
            history: root.history
            portrait: root.portrait
        }
    }
    Component {
        id: rulesScreen
        RulesScreen {
            rules: root.rules
            dede: root.dede
            happy2014: root.happy2014
            portrait: root.portrait
        }
    }
    Component {
        id: settingsScreen
        SettingsScreen { settings: root.settings }
    }
}
