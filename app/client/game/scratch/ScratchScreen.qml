// No "pragma ComponentBehavior: Bound" here: on Qt 6.4 a Loader cannot instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context"), and the
// ticket below is loaded by one.
import QtQuick
import QtQuick.Window
import Instants

// A scratch game (DÉDÉ or Happy 2014): "Jouez" / "Jouer" deals the next ticket of the block and
// the player uncovers its zones; "Auto" deals it and uncovers everything (DÉDÉ 4.3, Happy 2014
// 4.1), zone by zone in the regulation's order. DÉDÉ: after a delay without input the rest
// uncovers itself (4.3), announced by a countdown before it comes. The ticket shown is the
// presentation timeline's (app/client/scratchpresenter.h); the prize is the engine's, one
// indivisible amount (DÉDÉ 4.5, Happy 2014 4.6).
Item {
    id: root

    required property ScratchPresenter ticket
    // The demo balance as shown (it waits for the win's reveal).
    required property int balanceCents
    required property SoundBoard sounds
    property bool portrait: false
    // DÉDÉ 4.1: the artwork chosen (1 to 4). A ticket dealt or resumed brings back the one it
    // was bought on (recorded with its deal), so that it is also the choice shown.
    property int artwork: 1
    readonly property int dealtArtwork: root.ticket.artwork
    onDealtArtworkChanged: if (root.dealtArtwork > 0) root.artwork = root.dealtArtwork

    signal leave()
    // Another game's paid game is open ("" when none): offered with « Reprendre » instead of
    // a new ticket (Main.qml).
    property string otherGame: ""
    readonly property string blockingGame: root.otherGame !== root.ticket.game ? root.otherGame : ""
    signal resume(string game)
    // The demo balance's reset, offered when it no longer pays for a ticket (BalanceShort).
    property int initialBalanceCents: 0
    property bool canReset: true
    signal resetRequested()
    readonly property bool shortOfBalance: root.balanceCents < root.ticket.stakeCents

    readonly property bool dede: root.ticket.game === "dede"
    readonly property string playWord: root.dede ? qsTr("Jouez") : qsTr("Jouer")
    readonly property bool netWin: root.ticket.winCents > root.ticket.stakeCents

    Component.onCompleted: {
        if (root.ticket.inProgress)
            root.playedHere = true
        if (root.dealtArtwork > 0 && root.ticket.inProgress)
            root.artwork = root.dealtArtwork
        root.ticket.prepare()
        root.ticket.setOnScreen(true)
        root.ticket.resumeReveal()  // a reveal cut short by a stop of the program, or left, goes on
        Qt.callLater(root.moveFocus)
        if (root.buyRefused)
            tellRefusalLater.restart()
        if (root.ticket.inProgress)
            Announcer.say(root.underWaySentence())
    }
    // A ticket found under way (a resume, a restart), in a few words: where it stands, not
    // zone by zone (each uncovered zone is a Tab stop that reads it out).
    function underWaySentence(): string {
        let uncovered = 0
        for (let i = 0; i < root.ticket.zoneCount; ++i) {
            if (root.ticket.zoneAt(i).revealed)
                ++uncovered
        }
        return qsTr("Ticket repris : %1 sur %2 cases découvertes.").arg(uncovered).arg(root.ticket.zoneCount)
    }
    // An automatic reveal of a ticket that tells it as a whole (ScratchTicket.summarisesAuto):
    // what it uncovered, as the ticket ends, before the result.
    function tellAutoReveal(): void {
        const happy = ticketLoader.item as Happy2014Ticket
        if (happy !== null && happy.summarisesAuto && happy.uncoveredByAuto)
            Announcer.say(happy.autoSummary())
    }
    // A ticket left while it is being revealed waits (« Reprendre »): the zones not yet shown
    // are uncovered, each with its cover lifting, when the screen comes back.
    Component.onDestruction: {
        root.ticket.setOnScreen(false)
        root.ticket.holdReveal()
    }
    // The journal prepares one block at a time: a request made while the other game's block
    // was being prepared is made again once it is done.
    Connections {
        target: root.ticket
        function onReadyChanged(): void {
            if (!root.ticket.ready && !root.ticket.preparing && root.ticket.lastError.length === 0)
                root.ticket.prepare()
        }
        function onCue(name: string): void {
            root.sounds.play(name)
        }
        function onLiftCovers(): void {
            if (root.ticketItem)
                root.ticketItem.liftRevealedCovers()
            root.sounds.stop("scratch")
        }
    }
    // The ticket on screen: a DedeTicket or a Happy2014Ticket, by the game.
    readonly property ScratchTicket ticketItem: ticketLoader.item as ScratchTicket
    // What its zones ask (each ticket's handlers below call these): the reveal (refused with its
    // sign when the ticket does not take it), the stroke's sound. The handlers are the ticket's
    // own, not a Connections to `ticketItem`: the zones of a resumed ticket tell their covers
    // gone while the ticket is being made, before the Loader gives it as its item (a zone left
    // half wiped would wait for that forever).
    function askReveal(view: ScratchTicket, zone: string): void {
        if (!root.ticket.reveal(zone))
            view.refuseZone(zone)
    }
    // A stroke under way (the view that scrolls the screen does not move under the finger).
    property bool stroking: false
    function scratching(active: bool): void {
        root.stroking = active
        root.ticket.poke()
        if (active)
            root.sounds.play("scratch")
        else
            root.sounds.stop("scratch")
    }
    readonly property bool finished: root.ticket.finished
    onFinishedChanged: {
        if (root.finished) {
            root.sounds.stop("scratch")
            root.tellAutoReveal()
        }
    }
    // A ticket was in play on this screen (its result is then this screen's to show with the
    // focus), not only one that had ended before the screen opened.
    property bool playedHere: false
    readonly property bool ticketInProgress: root.ticket.inProgress
    onTicketInProgressChanged: if (root.ticketInProgress) root.playedHere = true

    // The focus is always on the control the player acts on next (docs/accessibility.md):
    // the ticket's first zone once it is dealt; the ticket's result when it has just ended (no
    // next ticket pressed on the player: docs/player-protection.md); on a screen just opened,
    // « Jouez » / « Jouer » (Enter deals a ticket), or « Accueil » when none can be bought.
    // Never on a hidden or disabled control.
    readonly property Item focusTarget: root.ticket.inProgress
        ? (root.ticketItem ? root.ticketItem.firstZone : null)
        : root.blockingGame.length > 0 ? resumeButton
        : result.visible && root.playedHere ? result.focusTarget
        : root.canBuy ? playButton
        : result.visible ? result.playTarget
        : null
    // A ticket can be bought now (decided by the state, not by `enabled`: a dialog over the
    // page disables it all).
    readonly property bool canBuy: root.ticket.canPlay && root.balanceCents >= root.ticket.stakeCents
                                   && root.blockingGame.length === 0
    // While a reveal runs and the control the game waits for next is not there yet (a die
    // that gave up the focus, a button that went away, a celebration), the focus waits here,
    // inside the game (FocusRecovery), never in the header: a key pressed in the middle of a
    // reveal does nothing, and the focus goes on to that control once the reveal ends.
    readonly property bool revealing: root.ticket.busy
    readonly property Item focusKeeper: keeper
    // (The reveal over, the focus leaves the keeper for the game's next control.)
    // (A timer of the screen's own, not Qt.callLater: the screen may go away in the middle of
    // a reveal, and nothing may run on it after.)
    onRevealingChanged: if (!root.revealing) leaveKeeperLater.restart()
    Timer {
        id: leaveKeeperLater
        interval: 0
        onTriggered: root.leaveKeeper()
    }
    function leaveKeeper(): void {
        if (!keeper.activeFocus)
            return
        root.moveFocus()
        if (keeper.activeFocus)
            keeper.focus = false  // (no control to go to: FocusRecovery finds the first one)
    }
    Item {
        id: keeper
        objectName: "revealFocus"
    }
    readonly property bool focusTargetReady: root.focusTarget !== null && root.focusTarget.visible && root.focusTarget.enabled
    onFocusTargetChanged: Qt.callLater(root.moveFocus)
    // A target that shows up or becomes usable later takes the focus only if the focus is
    // adrift (on nothing usable): not from a control the player went to (the balance's reset,
    // a dialog closed).
    onFocusTargetReadyChanged: if (root.focusTargetReady) Qt.callLater(root.moveFocusIfAdrift)
    function moveFocusIfAdrift(): void {
        if (root.focusAdrift())
            root.moveFocus()
    }
    function focusAdrift(): bool {
        const item = root.Window.activeFocusItem
        return item === null || !item.visible || !item.enabled || !item.activeFocusOnTab
    }
    function moveFocus(): void {
        const target = root.focusTarget
        if (target && target.visible && target.enabled && !target.activeFocus)
            target.forceActiveFocus(Qt.OtherFocusReason)
    }

    // Every input puts the inactivity reveal off (DÉDÉ 4.3), a focus move by Tab included.
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged(): void {
            if (root.ticket.inProgress)
                root.ticket.poke()
        }
    }
    // What a screen reader says besides each zone uncovered (ScratchZone) and the result
    // (GameResult): a refusal, and the inactivity reveal's warning once, when it starts (20 s
    // before, WCAG 2.2.1), with how to get more time; the card then counts down without
    // speaking over the player.
    readonly property bool countingDown: root.ticket.countdownSeconds > 0
    onCountingDownChanged: if (root.countingDown)
        Announcer.say(root.ticket.countdownSeconds === 1
                      ? qsTr("Le ticket se découvrira tout seul dans 1 seconde. Une touche vous laisse plus de temps.")
                      : qsTr("Le ticket se découvrira tout seul dans %1 secondes. Une touche vous laisse plus de temps.").arg(root.ticket.countdownSeconds))
    // Why « Jouez » and « Auto » cannot be pressed, said as the notice shows: on a screen opened
    // with a balance short of the ticket's price, or when the balance becomes short otherwise
    // than by a ticket played here (whose result says it, GameResult.nextRefusal). Checked a
    // turn of the event loop later: a ticket being bought lowers the balance before it shows.
    readonly property bool buyRefused: ticketShort.visible && !(result.visible && root.playedHere)
    onBuyRefusedChanged: if (root.buyRefused) tellRefusalLater.restart()
    Timer {
        id: tellRefusalLater
        interval: 0
        onTriggered: if (root.buyRefused) Announcer.say(ticketShort.reason)
    }
    Connections {
        target: root.ticket
        function onErrorChanged(): void {
            if (root.ticket.lastError.length > 0)
                Announcer.say(root.ticket.lastError)
        }
    }

    Backdrop {
        anchors.fill: parent
        picture: Theme.asset(root.dede ? "backgrounds/dede.svg" : "backgrounds/happy-2014.svg")
    }

    // Portrait: the ticket on top, then what to do. Landscape: DÉDÉ's ticket in the middle of
    // the screen (4.1: « au centre de l'écran de jeu »), what to read on its left and what to do
    // on its right; Happy 2014's ticket on the left, one panel on its right.
    Item {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.space5

        readonly property real spacing: Theme.space5
        readonly property bool centred: root.dede && !root.portrait
        // Centred (DÉDÉ in landscape, 4.1): a column each side of the ticket, a share of the
        // width but never narrower than « Tout découvrir » and the artworks need; otherwise one
        // column beside the ticket.
        readonly property real centredSideShare: 0.22
        readonly property real centredSideMinimum: Math.max(Math.round(250 * Theme.uiScale), Math.ceil(revealAll.implicitWidth))
        readonly property real besideShare: 0.34
        readonly property real sideWidth: layout.centred ? Math.max(Math.round((layout.width - layout.spacing * 2) * layout.centredSideShare),
                                                                    layout.centredSideMinimum)
                                                         : Math.round(layout.width * layout.besideShare - layout.spacing)

        Loader {
            id: ticketLoader
            x: layout.centred ? layout.sideWidth + layout.spacing : 0
            width: root.portrait ? layout.width
                 : layout.centred ? layout.width - (layout.sideWidth + layout.spacing) * 2
                 : layout.width - layout.sideWidth - layout.spacing
            height: root.portrait ? layout.height * 0.62 : layout.height
            sourceComponent: root.dede ? dedeTicket : happyTicket
        }

        // What to read: the game, the message, DÉDÉ's artworks.
        Column {
            id: info
            x: root.portrait || layout.centred ? 0 : ticketLoader.width + layout.spacing
            y: root.portrait ? ticketLoader.height + layout.spacing : 0
            width: root.portrait ? layout.width : layout.sideWidth
            spacing: Theme.space4

            Image {
                source: Theme.asset(root.dede ? "logos/dede.svg" : "logos/happy-2014.svg")
                width: parent.width * 0.8
                height: Math.round(70 * Theme.uiScale)
                sourceSize.width: Math.round(width)
                sourceSize.height: Math.round(height)
                fillMode: Image.PreserveAspectFit
                horizontalAlignment: Image.AlignLeft
                Accessible.role: Accessible.Heading
                Accessible.name: root.ticket.title
            }
            Text {
                objectName: "message"
                width: parent.width
                wrapMode: Text.Wrap
                text: root.ticket.preparing ? qsTr("Préparation du bloc de tickets…")
                    : root.ticket.autoRevealing ? qsTr("Découverte de toutes les zones…")
                    : root.ticket.inProgress ? (root.dede ? qsTr("Grattez les dés et les cases « Gain » (ou cliquez dessus). Deux dés qui font 7 gagnent la case « Gain » du lancer.")
                                                          : qsTr("Grattez les mois et la case « Bonus » (ou cliquez dessus). Deux symboles identiques gagnent la somme du mois."))
                    : root.ticket.finished ? (root.netWin ? qsTr("Ticket gagnant : %1").arg(Format.money(root.ticket.winCents))
                                              : root.ticket.winCents > 0 ? qsTr("Ticket à %1 : le montant de la mise.").arg(Format.money(root.ticket.winCents))
                                              : qsTr("Pas de gain sur ce ticket."))
                    : qsTr("« %1 » : vous grattez vous-même. « Auto » : tout est découvert pour vous.").arg(root.playWord)
                // Over the light dice of DÉDÉ's backdrop (the contrast check at 1024×768).
                color: Theme.onPicture
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontLead
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                width: parent.width
                objectName: "refusal"
                visible: root.ticket.lastError.length > 0
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere  // a path breaks anywhere, words do not
                text: root.ticket.lastError
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                color: Theme.goldLight
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
            }
            // The journal could not record the last action (disk full...), or the block could
            // not be prepared: tried again here once the cause is gone.
            ActionButton {
                objectName: "retry"
                visible: root.ticket.canRetry
                text: qsTr("Réessayer")
                darkBackground: true
                compact: true
                accessibleDescription: root.ticket.lastError
                onVisibleChanged: if (visible) forceActiveFocus()
                onClicked: root.ticket.retry()
            }

            // DÉDÉ 4.1: the four ticket artworks, each named, each a target a finger can hit
            // (at least Theme.touchTarget high): four in a row where they fit, else two.
            Grid {
                id: artworks
                width: parent.width
                visible: root.dede && !root.ticket.inProgress
                spacing: Theme.space2
                // Four across where a cell holds a touch target and the longest word of a title
                // (a larger text broke « Classique » in two), otherwise two.
                columns: (width - spacing * 3) / 4 >= Math.max(Theme.touchTarget * 1.6, longestWord) ? 4 : 2
                readonly property real cellWidth: Math.floor((width - spacing * (columns - 1)) / columns)
                readonly property list<string> titles: [qsTr("Classique"), qsTr("Mer"), qsTr("Tapis vert"), qsTr("Nuit étoilée")]
                readonly property real longestWord: titleFont.height > 0
                    ? Math.ceil(Math.max(...titles.join(" ").split(" ").map(word => titleFont.advanceWidth(word)))) : 0
                FontMetrics {
                    id: titleFont
                    // (TicketChoice's caption, bold as the one chosen.)
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                    font.bold: true
                }
                Repeater {
                    model: Theme.dedeArtworkCount
                    TicketChoice {
                        required property int index
                        objectName: "artwork-" + (index + 1)
                        artwork: index + 1
                        title: artworks.titles[index] ?? ""
                        selected: root.artwork === index + 1
                        width: artworks.cellWidth
                        onChosen: root.artwork = index + 1
                    }
                }
            }
        }

        // What to do: play, the countdown, « Tout découvrir », the result.
        Column {
            id: actions
            x: root.portrait ? 0 : layout.centred ? layout.width - layout.sideWidth : info.x
            y: root.portrait ? info.y + info.height + Theme.space4
             : layout.centred ? 0 : info.height + Theme.space4
            width: root.portrait ? layout.width : layout.sideWidth
            spacing: Theme.space4

            Flow {
                width: parent.width
                spacing: Theme.space3
                visible: !root.ticket.inProgress
                ActionButton {
                    id: playButton
                    objectName: "playButton"
                    text: root.playWord
                    detail: Format.money(root.ticket.stakeCents)
                    enabled: root.canBuy
                    accessibleDescription: ticketShort.visible ? ticketShort.reason : ""
                    focus: true
                    onClicked: root.ticket.play(root.dede ? root.artwork : 0)
                }
                ActionButton {
                    id: autoButton
                    objectName: "autoButton"
                    text: qsTr("Auto")
                    detail: Format.money(root.ticket.stakeCents)
                    kind: ActionButton.Secondary
                    enabled: root.canBuy
                    accessibleDescription: ticketShort.visible ? ticketShort.reason : ""
                    onClicked: root.ticket.playAuto(root.dede ? root.artwork : 0)
                }
            }
            // Why « Jouez » / « Auto » cannot be pressed, and the reset offered.
            BalanceShort {
                id: ticketShort
                width: parent.width
                visible: root.shortOfBalance && !root.ticket.inProgress && root.blockingGame.length === 0
                         && root.ticket.canPlay
                balanceCents: root.balanceCents
                stakeCents: root.ticket.stakeCents
                initialBalanceCents: root.initialBalanceCents
                canReset: root.canReset
                darkBackground: true
                onResetRequested: root.resetRequested()
            }
            // A paid game of another kind is not finished: it comes first, offered here.
            Text {
                objectName: "otherGameNotice"
                width: parent.width
                visible: root.blockingGame.length > 0 && !root.ticket.inProgress
                wrapMode: Text.Wrap
                text: qsTr("Une partie de %1 est en cours : finissez-la avant d'en commencer une autre.").arg(GameText.gameTitle(root.blockingGame))
                color: Theme.onDark
                font.family: Theme.fontSans
                font.pixelSize: Theme.fontBody
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            ActionButton {
                id: resumeButton
                objectName: "resumeOther"
                visible: root.blockingGame.length > 0 && !root.ticket.inProgress
                text: qsTr("Reprendre")
                detail: GameText.gameTitle(root.blockingGame)
                onClicked: root.resume(root.blockingGame)
            }
            // DÉDÉ 4.3: the inactivity reveal announced before it comes (warningMs); any input
            // puts it off (UserActivity sees it before any control would: the card has none).
            Rectangle {
                id: countdown
                objectName: "autoRevealCountdown"
                readonly property int seconds: root.ticket.countdownSeconds
                visible: seconds > 0
                width: parent.width
                height: countdownRow.implicitHeight + Theme.space3 * 2
                radius: Theme.radiusLarge
                color: "#F21E1840"
                border.color: Theme.goldLight
                border.width: Theme.borderWidth
                Accessible.role: Accessible.AlertMessage
                Accessible.name: countdownText.text
                Row {
                    id: countdownRow
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.space3
                    spacing: Theme.space3
                    // The seconds left in a ring that fades as they run out.
                    Item {
                        id: ring
                        // (Wide enough for two digits of a larger text.)
                        width: Math.max(Math.round(44 * Theme.uiScale), Math.ceil(Theme.fontLead * 1.9))
                        height: width
                        anchors.verticalCenter: parent.verticalCenter
                        Rectangle {
                            anchors.fill: parent
                            radius: width / 2
                            color: "transparent"
                            border.color: Theme.gold
                            border.width: Math.max(2, Math.round(3 * Theme.uiScale))
                            opacity: 0.35 + 0.65 * Math.min(1, countdown.seconds * 1000 / Math.max(1, root.ticket.warningMs))
                        }
                        Text {
                            anchors.centerIn: parent
                            text: countdown.seconds
                            color: Theme.goldLight
                            font.family: Theme.fontDisplay
                            font.pixelSize: Theme.fontLead
                            font.bold: true
                        }
                    }
                    Text {
                        id: countdownText
                        anchors.verticalCenter: parent.verticalCenter
                        width: parent.width - ring.width - parent.spacing
                        text: countdown.seconds === 1
                              ? qsTr("Le reste se découvre dans 1 seconde. Une touche ou un geste vous laisse continuer vous-même.")
                              : qsTr("Le reste se découvre dans %1 secondes. Une touche ou un geste vous laisse continuer vous-même.").arg(countdown.seconds)
                        color: Theme.onDark
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                    }
                }
            }
            ActionButton {
                id: revealAll
                objectName: "revealAllButton"
                visible: root.ticket.inProgress
                enabled: !root.ticket.autoRevealing
                text: qsTr("Tout découvrir")
                kind: ActionButton.Secondary
                onClicked: root.ticket.revealAll()
            }
            GameResult {
                id: result
                visible: root.ticket.finished
                stacked: !root.portrait || result.sideBySideWidth > layout.width
                fitted: !root.portrait
                width: root.portrait ? implicitWidth : parent.width
                winCents: root.ticket.winCents
                stakeCents: root.ticket.stakeCents
                balanceCents: root.balanceCents
                showReplay: false
                // A ticket that leaves the balance short: said with its result.
                nextRefusal: root.playedHere && root.shortOfBalance && root.blockingGame.length === 0
                             ? ticketShort.reason : ""
                onLobby: root.leave()
            }
        }
    }

    Component {
        id: dedeTicket
        DedeTicket {
            id: dedeView
            ticket: root.ticket
            chosenArtwork: root.artwork
            onRevealRequested: zone => root.askReveal(dedeView, zone)
            onScratchStarted: zone => root.ticket.scratch(zone)
            onCoverCleared: zone => root.ticket.coverCleared(zone)
            onScratching: active => root.scratching(active)
        }
    }
    Component {
        id: happyTicket
        Happy2014Ticket {
            id: happyView
            ticket: root.ticket
            portrait: root.portrait
            onRevealRequested: zone => root.askReveal(happyView, zone)
            onScratchStarted: zone => root.ticket.scratch(zone)
            onCoverCleared: zone => root.ticket.coverCleared(zone)
            onScratching: active => root.scratching(active)
        }
    }
}
