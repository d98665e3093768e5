pragma ComponentBehavior: Bound
import QtQuick
import Instants.Adapters

// Happy Dés (regulation annexe 6, article 2), the whole game: the stake and "Jouer", the die
// of stage 1, the choice "J'arrête" / "Je continue" with the neutral facts, the universe
// choice, and the three universes. Every face and amount shown is read from the engine (the
// adapter); the dice only animate towards faces already drawn.
Item {
    id: root

    required property HappyDesAdapter happyDes
    required property int balanceCents
    required property SoundBoard sounds
    property bool portrait: false
    // The stake chosen for the next game (2.2: 1 € or 2 €).
    property int stakeCents: 100
    // The last event's words, for the message line and assistive technology.
    property string message: ""

    signal leave()

    readonly property string phase: root.happyDes.phase
    readonly property bool playing: root.happyDes.inProgress
    // The game of this visit: the one in progress (resumed or started here) and, once it ends,
    // its result. A new visit after a finished game starts at the stake (2.2: 1 € or 2 €).
    property real visitGame: 0
    readonly property bool showingGame: root.happyDes.active
                                        && (root.happyDes.inProgress || root.happyDes.gameId === root.visitGame)

    onPlayingChanged: root.visitGame = root.happyDes.gameId
    Component.onCompleted: {
        if (!root.happyDes.inProgress)
            return
        // A game resumed (restart, or back from another screen): the message says where it is.
        root.visitGame = root.happyDes.gameId
        const events = root.happyDes.events
        for (let i = 0; i < events.length; ++i) {
            const words = root.describe(events[i])
            if (words.length > 0)
                root.message = words
        }
    }

    function describe(event: var): string {
        switch (event.type) {
        case "stage1_amount":
            return qsTr("Montant en jeu : %1. Cliquez sur le dé.").arg(Format.money(event.amount_cents))
        case "stage1_roll":
            if (event.face === 1)
                return qsTr("Le dé donne 1 : l'étape 1 est perdante.")
            if (event.face >= 5)
                return qsTr("Le dé donne %1 : gagné ! J'arrête ou je continue ?").arg(event.face)
            return qsTr("Le dé donne %1 : relancez le dé.").arg(event.face)
        case "continue":
            return qsTr("Le montant devient un coefficient multiplicateur ×%1. Choisissez un univers.")
                .arg(GameText.multiplier(root.happyDes.amountCents))
        case "universe":
            return event.universe === "cumul" ? qsTr("Happy Cumul : lancez les sept dés.")
                 : event.universe === "figures" ? qsTr("Happy Figures : lancez les cinq dés.")
                 : qsTr("Happy Identiques : lancez vos dés, quinze lancers au plus.")
        case "die":
            return qsTr("Dé %1 : %2.").arg(event.die).arg(event.face)
        case "cumul_rethrow":
            return qsTr("Score de 27 : les sept dés sont relancés, les lots restent en jeu.")
        case "identiques_prize":
            return qsTr("Lancer %1 sur 15 : lot en jeu %2.").arg(event["throw"]).arg(Format.money(event.amount_cents))
        case "identiques_throw":
            return qsTr("Lancer %1 : %2, %3, %4.").arg(event["throw"]).arg(event.faces[0]).arg(event.faces[1]).arg(event.faces[2])
        case "finished":
            return event.win_cents > 0 ? qsTr("Gagné : %1 !").arg(Format.money(event.win_cents))
                                       : qsTr("Perdu. Retentez votre chance.")
        }
        return ""
    }

    Connections {
        target: root.happyDes
        function onEventAppended(event: var): void {
            const words = root.describe(event)
            if (words.length > 0)
                root.message = words
            switch (event.type) {
            case "stage1_roll":
                stage1.rollDie()
                root.sounds.play("die-roll")
                break
            case "die":
                dicePanel.rollDie(event.die - 1)
                root.sounds.play("die-roll")
                break
            case "identiques_throw":
                identiques.rollDice()
                root.sounds.play("die-roll")
                break
            case "finished":
                root.sounds.play(event.win_cents > 0 ? "win" : "lose")
                break
            }
        }
    }

    // The felt's colour at once, until its picture is there (then one full-screen layer less
    // to draw in every frame).
    Rectangle {
        anchors.fill: parent
        color: Theme.felt
        visible: felt.status !== Image.Ready
    }
    Image {
        id: felt
        anchors.fill: parent
        // Not before the screen has its size: a first load at the picture's own size would
        // rasterise it twice.
        source: width > 0 && height > 0 ? Theme.asset("backgrounds/happy-des.svg") : ""
        sourceSize: Qt.size(width, height)
        fillMode: Image.PreserveAspectCrop
        // The felt takes a while to rasterise: decoded off the GUI thread, the screen answers
        // at once and the felt follows.
        asynchronous: true
        Accessible.ignored: true
    }
    // The table's gilt edge, drawn here rather than in the picture (which is cropped to the
    // screen's shape): whole in landscape and in portrait, at any size.
    Rectangle {
        anchors.fill: parent
        anchors.margins: Theme.space1
        radius: Theme.space5
        color: "transparent"
        border.color: Qt.rgba(Theme.gold.r, Theme.gold.g, Theme.gold.b, 0.55)
        border.width: Math.max(2, Math.round(3 * Theme.uiScale))
        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.space2
            radius: Theme.space5 - Theme.space2
            color: "transparent"
            border.color: Qt.rgba(Theme.goldLight.r, Theme.goldLight.g, Theme.goldLight.b, 0.25)
            border.width: 1
        }
    }

    // The title line: logo, stake and amount in play, the message.
    Column {
        id: top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.space5
        spacing: Theme.space2

        Row {
            spacing: Theme.space4
            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.asset("logos/happy-des.svg")
                height: Math.round(56 * Theme.uiScale)
                width: height * 3
                sourceSize: Qt.size(width, height)
                fillMode: Image.PreserveAspectFit
                horizontalAlignment: Image.AlignLeft
                Accessible.role: Accessible.Heading
                Accessible.name: "Happy Dés"
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                visible: root.showingGame
                text: root.happyDes.universe.length > 0
                      ? qsTr("Mise %1 · coefficient ×%2").arg(Format.money(root.happyDes.stakeCents))
                            .arg(GameText.multiplier(root.happyDes.amountCents))
                      : qsTr("Mise %1").arg(Format.money(root.happyDes.stakeCents))
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
        }
        Text {
            objectName: "message"
            width: parent.width
            text: root.message.length > 0 ? root.message : qsTr("Choisissez votre mise, puis « Jouer ».")
            color: Theme.goldLight
            font.family: Theme.fontSans
            font.pixelSize: Theme.fontLead
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }

    Item {
        id: stageArea
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: top.bottom
        anchors.bottom: parent.bottom
        anchors.margins: Theme.space5

        // No game yet: the stake and "Jouer".
        HappyDesStake {
            id: stake
            anchors.centerIn: parent
            visible: !root.showingGame
            stakeCents: root.stakeCents
            balanceCents: root.balanceCents
            onStakeChosen: cents => root.stakeCents = cents
            onPlay: root.happyDes.play(root.stakeCents)
        }

        HappyDesStage1 {
            id: stage1
            anchors.fill: parent
            visible: root.showingGame && (root.phase === "stage1_roll" || root.phase === "stage1_won"
                                          || (root.happyDes.finished && root.happyDes.universe.length === 0))
            happyDes: root.happyDes
            portrait: root.portrait
        }

        HappyDesUniverses {
            anchors.fill: parent
            visible: root.showingGame && root.phase === "choose_universe"
            happyDes: root.happyDes
            portrait: root.portrait
        }

        HappyDesDice {
            id: dicePanel
            anchors.fill: parent
            visible: root.showingGame && (root.happyDes.universe === "cumul" || root.happyDes.universe === "figures")
            happyDes: root.happyDes
            portrait: root.portrait
        }

        HappyDesIdentiques {
            id: identiques
            anchors.fill: parent
            visible: root.showingGame && root.happyDes.universe === "identiques"
            happyDes: root.happyDes
            portrait: root.portrait
        }
    }

    // The end of a game: won or lost, the balance, "Rejouer" and the way back.
    GameResult {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.space5
        visible: root.showingGame && root.happyDes.finished
        winCents: root.happyDes.winCents
        balanceCents: root.balanceCents
        replayText: qsTr("Rejouer (%1)").arg(Format.money(root.happyDes.stakeCents))
        onReplay: root.happyDes.play(root.happyDes.stakeCents)
        onLobby: root.leave()
    }
}
