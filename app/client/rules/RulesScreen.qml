pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Window
import Instants

// Rules and odds, generated from the engine's tables and exact figures (nothing retyped here):
// for Happy Dés the four tables with their published odds and the exact return to player of
// each way to play; for DÉDÉ and Happy 2014 the block's prize table with the odds of each
// prize, the payout rate and the prizes still in the current block.
Item {
    id: root

    required property RulesAdapter rules
    required property ScratchPresenter dede
    required property ScratchPresenter happy2014
    property bool portrait: false
    property string game: "happy-des"

    readonly property ScratchPresenter scratch: root.game === "dede" ? root.dede : root.happy2014

    onGameChanged: if (root.game !== "happy-des") root.scratch.prepare()
    // One block is prepared at a time: ask again once the other one is done.
    Connections {
        target: root.scratch
        function onReadyChanged(): void {
            if (root.game !== "happy-des" && !root.scratch.ready && !root.scratch.preparing
                    && root.scratch.lastError.length === 0)
                root.scratch.prepare()
        }
    }

    // Happy 2014 calls its ticket an « unité de jeu » (articles 2 to 4); DÉDÉ's regulation a
    // ticket.
    readonly property bool units: root.game === "happy-2014"

    // The block's figures in words: its size, its winners, its return, and the chance of a prize
    // above the price (DÉDÉ's 2 € prize gives the stake back: counted apart).
    function blockFacts(): string {
        const t = root.scratch
        const size = (root.units
                      ? qsTr("Chaque bloc de %1 unités de jeu contient exactement %2 unités gagnantes ; taux de retour : %3 %. Les unités de jeu sont distribuées dans l'ordre du bloc, mélangé à l'avance.")
                      : qsTr("Chaque bloc de %1 tickets contient exactement %2 tickets gagnants ; taux de retour : %3 %. Les tickets sont distribués dans l'ordre du bloc, mélangé à l'avance."))
            .arg(Format.groupThousands(t.ticketsPerBlock))
            .arg(Format.groupThousands(t.winnersPerBlock))
            .arg((100 * t.payoutRate).toFixed(0))
        if (t.aboveStakePerBlock <= 0)
            return size
        const above = Format.odds((t.ticketsPerBlock / t.aboveStakePerBlock).toFixed(2))
        return size + " " + (t.stakeReturnsPerBlock === 0
            ? qsTr("Chaque lot est supérieur à la mise : %1 de gagner plus que la mise.").arg(above)
            : qsTr("Dont %1 d'un lot égal à la mise ; %2 de gagner plus que la mise.")
                  .arg(Format.groupThousands(t.stakeReturnsPerBlock)).arg(above))
    }

    // A prize of the block as the regulation writes it, with the ways it is made (DÉDÉ article
    // 2: « 80 € ou (40 + 40) »).
    function prizeWays(tier: blockPrize): string {
        let text = Format.moneyShort(tier.amountCents)
        if (root.game !== "dede")
            return text
        const ways = tier.combinations
        for (let i = 0; i < ways.length; ++i) {
            const parts = ways[i].parts
            if (parts.length < 2)
                continue
            const amounts = []
            for (let k = 0; k < parts.length; ++k)
                amounts.push(Format.groupThousands(parts[k] / 100))
            text += qsTr(" ou (%1)").arg(amounts.join(" + "))
        }
        return text
    }

    Rectangle { anchors.fill: parent; color: Theme.cream }

    // By keyboard: Up and Down scroll by a few lines, Page Up and Page Down by a screen, Home
    // and End to either end, wherever the focus is on the screen (but on the game's tabs, where
    // the arrows choose the game); Tab goes from paragraph to
    // table, each scrolled into view as it takes the focus (docs/accessibility.md). The focus
    // goes with the view: Home and End take it to the first and the last paragraph or table,
    // and a scroll that leaves the focused one out of view takes it to the first one in view
    // (a screen reader reads where the eye is, and the next Tab goes on from there).
    Keys.onPressed: event => {
        const line = Theme.fontBody * 3
        const page = flick.height * 0.9
        const bottom = Math.max(0, flick.contentHeight - flick.height)
        let y = flick.contentY
        switch (event.key) {
        case Qt.Key_Down: y += line; break
        case Qt.Key_Up: y -= line; break
        case Qt.Key_PageDown: y += page; break
        case Qt.Key_PageUp: y -= page; break
        case Qt.Key_End: y = bottom; break
        case Qt.Key_Home: y = 0; break
        default: return
        }
        flick.contentY = Math.max(0, Math.min(bottom, y))
        event.accepted = true
        root.bringFocusIntoView(event.key === Qt.Key_Home ? "first" : event.key === Qt.Key_End ? "last" : "inView")
    }
    // The paragraphs and tables of the game shown, top to bottom (each one Tab stop).
    function readables(): list<Item> {
        const found = []
        const walk = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (!child.visible)
                    continue
                if (child.activeFocusOnTab)
                    found.push(child)
                else
                    walk(child)
            }
        }
        walk(content)
        return found.sort((a, b) => content.mapFromItem(a, 0, 0).y - content.mapFromItem(b, 0, 0).y)
    }
    function bringFocusIntoView(where: string): void {
        const items = root.readables()
        if (items.length === 0)
            return
        const top = item => content.mapFromItem(item, 0, 0).y
        const inView = item => top(item) < flick.contentY + flick.height && top(item) + item.height > flick.contentY
        const focused = root.Window.window ? root.Window.window.activeFocusItem : null
        let target = null
        if (where === "first")
            target = items[0]
        else if (where === "last")
            target = items[items.length - 1]
        else if (focused !== null && content.contains(content.mapFromItem(focused, 0, 0)) && !inView(focused))
            // The first one that starts in view, else the one the view is inside (a tall table).
            target = items.find(item => top(item) >= flick.contentY && inView(item)) ?? items.find(inView) ?? null
        if (target !== null && !target.activeFocus) {
            root.focusFollowsView = true  // the view stays where the key put it
            target.forceActiveFocus(Qt.OtherFocusReason)
            root.focusFollowsView = false
        }
    }
    property bool focusFollowsView: false
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged(): void {
            const item = root.Window.window ? root.Window.window.activeFocusItem : null
            if (root.focusFollowsView || item === null || !content.contains(content.mapFromItem(item, 0, 0)))
                return
            const top = content.mapFromItem(item, 0, 0).y
            const bottom = Math.max(0, flick.contentHeight - flick.height)
            if (top < flick.contentY)
                flick.contentY = Math.max(0, top - Theme.space3)
            else if (top + item.height > flick.contentY + flick.height)
                flick.contentY = Math.min(bottom, top + Math.min(item.height, flick.height) - flick.height + Theme.space3)
        }
    }

    Row {
        id: tabs
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: Theme.space5
        spacing: Theme.space2
        Repeater {
            model: ["happy-des", "dede", "happy-2014"]
            ActionButton {
                required property string modelData
                objectName: "rules-" + modelData
                text: GameText.gameTitle(modelData)
                kind: ActionButton.Secondary
                compact: true
                checkable: true
                exclusive: true
                groupOption: true
                checked: root.game === modelData
                onClicked: root.game = modelData
            }
        }
    }

    Flickable {
        id: flick
        objectName: "rulesScroller"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: tabs.bottom
        anchors.bottom: parent.bottom
        anchors.margins: Theme.space5
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: content
            width: flick.width
            spacing: Theme.space4

            // --- Happy Dés -----------------------------------------------------------------------
            Column {
                visible: root.game === "happy-des"
                width: parent.width
                spacing: Theme.space4

                RulesParagraph {
                    title: qsTr("Comment jouer")
                    text: qsTr("Misez 1 € ou 2 € puis « Jouer » : un montant en jeu est tiré (doublé à 2 €). Lancez le dé (clic, toucher ou Entrée) : 5 ou 6 gagne, 1 perd, 2, 3 et 4 se relancent. Sur un 5 ou un 6, « J'arrête » vous donne le montant ; « Je continue » le perd, et il devient un coefficient multiplicateur pour l'univers de votre choix : Happy Cumul, Happy Figures ou Happy Identiques, dont les lots sont multipliés par ce coefficient.")
                }
                RulesTable {
                    title: qsTr("Étape 1 : montant en jeu (mise de 1 €)")
                    rows: root.rules.stage1
                }
                RulesParagraph {
                    objectName: "howToReadTheTables"
                    title: qsTr("Lire les tables")
                    text: qsTr("Dans chaque univers, le score, la figure ou le lancer obtenu désigne une table ; le lot en jeu y est alors tiré au sort. « 1 chance sur… » est la probabilité de jouer pour cette valeur une fois ce résultat obtenu (règlement, articles 2.4.1.1, 2.4.2.1 et 2.4.3.3), pas la chance de gagner ce lot. Les lots sont ceux d'un coefficient de 1 € : ils sont multipliés par le montant en jeu de l'étape 1.")
                }
                RulesParagraph { title: "Happy Cumul"; text: GameText.universeRule(HappyDesUniverse.Cumul) }
                Repeater {
                    model: root.rules.cumul
                    RulesTable {
                        required property var modelData
                        width: content.width
                        title: modelData.minScore === modelData.maxScore
                               ? qsTr("Score de %1").arg(modelData.minScore)
                               : qsTr("Score de %1 à %2").arg(modelData.minScore).arg(modelData.maxScore)
                        rows: modelData.prizes
                    }
                }
                RulesParagraph { title: "Happy Figures"; text: GameText.universeRule(HappyDesUniverse.Figures) }
                Repeater {
                    model: root.rules.figures
                    RulesTable {
                        required property var modelData
                        width: content.width
                        title: GameText.figureName(modelData.figure)
                        rows: modelData.prizes
                    }
                }
                RulesParagraph { title: "Happy Identiques"; text: GameText.universeRule(HappyDesUniverse.Identiques) }
                Repeater {
                    model: root.rules.identiques
                    RulesTable {
                        required property var modelData
                        width: content.width
                        title: qsTr("Lancer %1").arg(modelData["throw"])
                        rows: modelData.prizes
                    }
                }
                RulesParagraph {
                    title: qsTr("Retour au joueur, calculé exactement")
                    text: qsTr("Les probabilités publiées sont arrondies au centième ; le jeu tire avec des poids entiers exacts qui les reproduisent. Selon la façon de jouer, pour 100 € misés, en moyenne :")
                }
                Repeater {
                    model: root.rules.strategies
                    Text {
                        required property var modelData
                        objectName: "rtp-" + modelData.strategy
                        width: content.width
                        text: qsTr("%1 : %2 rendus (taux de retour %3 %) ; %4 % des parties rapportent plus que la mise, %5 % rapportent quelque chose.")
                                    .arg(modelData.strategy === "stop" ? qsTr("J'arrête après l'étape 1")
                                                                       : qsTr("Je continue vers %1").arg(GameText.universeTitle(GameText.universeNamed(modelData.strategy))))
                                    .arg(Format.money(Math.round(10000 * modelData.rtp)))
                                    .arg(Format.percent(modelData.rtp, 4))
                                    .arg(Format.percent(modelData.aboveStakeProbability, 2))
                                    .arg(Format.percent(modelData.winProbability, 2))
                        color: Theme.ink
                        font.family: Theme.fontSans
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                        activeFocusOnTab: true
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        Accessible.focusable: true
                        FocusRing { visible: parent.activeFocus; cornerRadius: Theme.radiusSmall }
                    }
                }
            }

            // --- DÉDÉ and Happy 2014 -----------------------------------------------------------
            Column {
                visible: root.game !== "happy-des"
                width: parent.width
                spacing: Theme.space4

                RulesParagraph {
                    title: qsTr("Comment jouer")
                    text: root.game === "dede"
                          ? qsTr("Ticket à 2 €. Trois lancers de deux dés, chacun avec sa case « Gain ». Si les deux dés d'un lancer font 7, vous gagnez la somme de sa case « Gain » ; plusieurs lancers gagnants s'additionnent en un lot unique. « Jouez » : vous grattez les zones ; « Auto » : tout est découvert pour vous ; sans action pendant quelques secondes, le reste se découvre seul.")
                          : qsTr("Unité de jeu à 3 €. Douze mois, chacun cache deux symboles et une somme : deux symboles identiques gagnent la somme du mois. La case « Bonus » cache une somme, 0 € si elle perd. Les gains s'additionnent en un lot unique. « Jouer » : vous découvrez les zones ; « Auto » : tout est découvert pour vous.")
                }
                RulesParagraph {
                    visible: root.game === "dede"
                    title: qsTr("Le ticket")
                    text: qsTr("Sous chaque lancer, deux faces de dé, chacune écrite en toutes lettres : UN, DEUX, TROIS, QUATRE, CINQ, SIX. Sous chaque case « Gain », une somme en chiffres et la mention « Lancer 1 », « Lancer 2 » ou « Lancer 3 » de son lancer. Ce sont les mentions du règlement (articles 4.1 et 4.2), en français quelle que soit la langue choisie.")
                }
                Text {
                    width: parent.width
                    activeFocusOnTab: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.focusable: true
                    objectName: "blockFacts"
                    text: root.blockFacts()
                    color: Theme.ink
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                }
                Item {
                    id: scratchBox
                    objectName: "blockPrizes"
                    width: parent.width
                    height: scratchTable.height
                    // A Tab stop read out whole, once (its name holds it all, as RulesTable's):
                    // each prize with its count, its chance and what is left of it in the
                    // block, each figure named by its column.
                    activeFocusOnTab: true
                    Accessible.role: Accessible.Grouping
                    Accessible.focusable: true
                    Accessible.name: {
                        const rows = []
                        const table = root.scratch.prizeTable
                        for (let i = 0; i < table.length; ++i) {
                            const left = root.scratch.remainingPrizes[i]
                            rows.push(root.prizeWays(table[i]) + " : "
                                      + scratchTable.headers[1] + " " + Format.groupThousands(table[i].count) + ", "
                                      + scratchTable.headers[2] + " " + Format.odds(table[i].odds)
                                      + (left !== undefined ? ", " + scratchTable.headers[3] + " " + Format.groupThousands(left.remaining) : ""))
                        }
                        return qsTr("Lots du bloc") + " : " + rows.join(" ; ")
                    }
                    Grid {
                        id: scratchTable
                        width: parent.width
                        readonly property list<string> headers: [qsTr("Lot"), qsTr("Nombre par bloc"), qsTr("Chance"), qsTr("Restant dans le bloc")]
                        columns: 4
                        rowSpacing: Theme.space1
                        columnSpacing: Theme.space4
                        readonly property real cell: (width - 3 * columnSpacing) / 4
                        Repeater {
                            model: scratchTable.headers
                            Text {
                                required property string modelData
                                width: scratchTable.cell
                                wrapMode: Text.Wrap
                                text: modelData
                                color: Theme.inkMuted
                                font.family: Theme.fontSans
                                font.pixelSize: Theme.fontCaption
                                font.bold: true
                            }
                        }
                        Repeater {
                            model: root.scratch.prizeTable
                            delegate: Repeater {
                                id: tier
                                required property blockPrize modelData
                                required property int index
                                readonly property var remainingEntry: root.scratch.remainingPrizes[index]
                                model: [root.prizeWays(tier.modelData),
                                        Format.groupThousands(tier.modelData.count),
                                        Format.odds(tier.modelData.odds),
                                        tier.remainingEntry !== undefined ? Format.groupThousands(tier.remainingEntry.remaining) : "…"]
                                Text {
                                    required property string modelData
                                    width: scratchTable.cell
                                    text: modelData
                                    color: Theme.ink
                                    font.family: Theme.fontSans
                                    font.pixelSize: Theme.fontBody
                                    wrapMode: Text.Wrap
                                    Accessible.role: Accessible.StaticText
                                    Accessible.name: text
                                }
                            }
                        }
                    }
                    FocusRing { visible: scratchBox.activeFocus; cornerRadius: Theme.radiusSmall }
                }
            }
        }
    }

    // The bar of where the view is, and « Plus bas » while more lies below.
    ScrollCue {
        anchors.fill: flick
        flickable: flick
        followFocus: false
    }
}
