import QtQuick
import QtQuick.Window
import Instants

// Every component and every asset of the Instants module, on five pages, to look at and to test
// (tools/gallery: instants_gallery --page N --screenshot FILE). Sample values only: no rule.
Window {
    id: root

    property int page: 0
    readonly property list<string> pageNames: [qsTr("Accueil"), qsTr("Happy Dés"), qsTr("DÉDÉ"),
        qsTr("Happy 2014"), qsTr("Art et sons")]

    width: 1600
    height: 1000
    visible: true
    title: qsTr("Instants — galerie des composants")
    color: Theme.cream

    component SectionTitle: Text {
        color: Theme.ink
        font.family: Theme.fontDisplay
        font.pixelSize: Theme.fontLead
        font.bold: true
    }
    component Caption: Text {
        color: Theme.inkMuted
        font.family: Theme.fontSans
        font.pixelSize: Theme.fontCaption
        horizontalAlignment: Text.AlignHCenter
    }
    component Panel: Rectangle {
        radius: Theme.radiusLarge
        color: "#CCFFF9EE"
        border.color: Theme.champagne
        border.width: 1
    }

    Image {
        anchors.fill: parent
        source: root.page === 1 ? Theme.asset("backgrounds/happy-des.svg")
              : root.page === 2 ? Theme.asset("backgrounds/dede.svg")
              : root.page === 3 ? Theme.asset("backgrounds/happy-2014.svg")
                                : Theme.asset("backgrounds/lobby.svg")
        sourceSize.width: Math.round(width)
        sourceSize.height: Math.round(height)
        fillMode: Image.PreserveAspectCrop
    }

    // --- Header: title, pages, balance, demo marker --------------------------------------------
    Rectangle {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: 88
        color: "#E6FFF9EE"

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 2
            color: Theme.champagne
        }

        Row {
            anchors.left: parent.left
            anchors.leftMargin: Theme.space5
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space3

            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.asset("icon/instants.svg")
                width: 56
                height: 56
                sourceSize.width: Math.round(width)
                sourceSize.height: Math.round(height)
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Instants")
                color: Theme.rouge
                font.family: Theme.fontDisplay
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Item { width: Theme.space4; height: 1 }

            Repeater {
                model: root.pageNames.length

                ActionButton {
                    required property int index
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.pageNames[index]
                    kind: ActionButton.Secondary
                    checkable: true
                    checked: root.page === index
                    compact: true
                    implicitHeight: 48
                    onClicked: root.page = index
                }
            }
        }

        Row {
            anchors.right: parent.right
            anchors.rightMargin: Theme.space5
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.space4

            BalanceChip {
                anchors.verticalCenter: parent.verticalCenter
                balanceCents: 10000000
            }
            DemoBadge {
                anchors.verticalCenter: parent.verticalCenter
            }
        }
    }

    // --- Pages ---------------------------------------------------------------------------------
    Item {
        id: pages
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.margins: Theme.space5

        // Page 0: the lobby's pieces.
        Item {
            anchors.fill: parent
            visible: root.page === 0

            Row {
                id: tiles
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.space5

                GameTile {
                    gameId: "happy-des"
                    title: qsTr("Happy Dés")
                    tagline: qsTr("Un dé, puis trois univers : Cumul, Figures ou Identiques.")
                    priceText: qsTr("1 € ou 2 €")
                    width: 360
                    height: 370
                }
                GameTile {
                    gameId: "dede"
                    title: qsTr("DÉDÉ")
                    tagline: qsTr("Trois lancers de deux dés : faites 7 pour gagner.")
                    priceText: Format.moneyShort(200)
                    width: 360
                    height: 370
                }
                GameTile {
                    gameId: "happy-2014"
                    title: qsTr("Happy 2014")
                    tagline: qsTr("Douze mois et une case Bonus à découvrir.")
                    priceText: Format.moneyShort(300)
                    comingSoon: true
                    width: 360
                    height: 370
                }
            }

            Panel {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: tiles.bottom
                anchors.topMargin: Theme.space5
                anchors.bottom: parent.bottom

                Column {
                    anchors.fill: parent
                    anchors.margins: Theme.space5
                    spacing: Theme.space4

                    SectionTitle { text: qsTr("Boutons") }
                    Row {
                        spacing: Theme.space4
                        ActionButton { text: qsTr("Jouer"); detail: Format.money(200) }
                        ActionButton { text: qsTr("Auto"); kind: ActionButton.Secondary }
                        ActionButton { text: qsTr("J'arrête"); kind: ActionButton.Secondary }
                        ActionButton { text: qsTr("Je continue") }
                        ActionButton { text: qsTr("Lancez vos dés"); iconSource: Theme.asset("dice/5.svg") }
                        ActionButton { text: qsTr("Rejouer"); enabled: false }
                        ActionButton { text: qsTr("Retour"); kind: ActionButton.Quiet }
                    }
                    Row {
                        spacing: Theme.space4
                        Caption { text: qsTr("Mise :"); anchors.verticalCenter: parent.verticalCenter; font.pixelSize: Theme.fontBody }
                        ActionButton { text: Format.moneyShort(100); kind: ActionButton.Secondary; checkable: true; checked: true; implicitWidth: 120 }
                        ActionButton { text: Format.moneyShort(200); kind: ActionButton.Secondary; checkable: true; implicitWidth: 120 }
                        Item { width: Theme.space6; height: 1 }
                        SectionTitle { text: qsTr("Montants"); anchors.verticalCenter: parent.verticalCenter }
                        AmountLabel { cents: 50; anchors.verticalCenter: parent.verticalCenter }
                        AmountLabel { cents: 123450; anchors.verticalCenter: parent.verticalCenter }
                        AmountLabel { cents: 1000000; compact: true; color: Theme.goldDark; font.pixelSize: Theme.fontTitle; anchors.verticalCenter: parent.verticalCenter }
                        AmountLabel { cents: 800; showPlus: true; color: Theme.win; anchors.verticalCenter: parent.verticalCenter }
                        AmountLabel { cents: -200; color: Theme.loss; anchors.verticalCenter: parent.verticalCenter }
                    }

                    SectionTitle { text: qsTr("Marqueurs") }
                    Row {
                        spacing: Theme.space5
                        DemoBadge { showDetail: false; anchors.verticalCenter: parent.verticalCenter }
                        BalanceChip { balanceCents: 4250; resettable: false; anchors.verticalCenter: parent.verticalCenter }
                        ResponsibleGamingBar { width: 640; anchors.verticalCenter: parent.verticalCenter }
                    }
                }
            }
        }

        // Page 1: Happy Dés — dice and universes.
        Item {
            anchors.fill: parent
            visible: root.page === 1

            Column {
                id: diceColumn
                anchors.left: parent.left
                anchors.top: parent.top
                width: 600
                spacing: Theme.space4

                Row {
                    spacing: Theme.space6
                    Column {
                        spacing: Theme.space2
                        Die { face: 5; width: 120; height: 120; interactive: true }
                        Caption { text: qsTr("posé sur 5"); color: Theme.onDarkSoft; width: 120 }
                    }
                    Column {
                        spacing: Theme.space2
                        Die { face: 6; width: 120; height: 120; rolling: true }
                        Caption { text: qsTr("en train de rouler"); color: Theme.onDarkSoft; width: 120 }
                    }
                    Column {
                        spacing: Theme.space2
                        Die { id: focusedDie; face: 0; width: 120; height: 120; interactive: true; focus: true }
                        Caption { text: qsTr("à lancer (focus)"); color: Theme.onDarkSoft; width: 120 }
                    }
                }

                Text {
                    text: qsTr("Happy Cumul : dé 5 sur 7 à lancer — score 17")
                    color: Theme.onDark
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                }
                DiceRow {
                    faces: [6, 2, 5, 4, 0, 0, 0]
                    interactiveIndex: 4
                    dieSize: 64
                }
                Text {
                    text: qsTr("Happy Figures : brelan de 4")
                    color: Theme.onDark
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                }
                DiceRow {
                    faces: [4, 1, 4, 6, 4]
                    highlightedIndices: [0, 2, 4]
                    dimmedIndices: [1, 3]
                    dieSize: 72
                }
                Text {
                    text: qsTr("Happy Identiques : lancer 3 sur 15")
                    color: Theme.onDark
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                }
                Row {
                    spacing: Theme.space5
                    DiceRow {
                        anchors.verticalCenter: parent.verticalCenter
                        faces: [2, 2, 5]
                        dieSize: 72
                    }
                    ActionButton {
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Lancez vos dés")
                        iconSource: Theme.asset("dice/3.svg")
                    }
                }
            }

            Row {
                anchors.right: parent.right
                anchors.top: parent.top
                spacing: Theme.space4

                UniverseCard {
                    width: 290
                    height: 600
                    universe: HappyDesUniverse.Cumul
                    title: qsTr("Happy Cumul")
                    ruleText: qsTr("Lancez 7 dés un par un : la somme fait le score.")
                    badge: "× 2"
                    prizeLines: ["42\t10 000,00 €", "40 – 41\t500,00 €", "38 – 39\t100,00 €",
                                 "36 – 37\t10,00 €", qsTr("27 : on relance les 7 dés")]
                    facts: [qsTr("Chance de gagner : 1 sur 2,96"), qsTr("Gain moyen : 2,80 €")]
                }
                UniverseCard {
                    width: 290
                    height: 600
                    universe: HappyDesUniverse.Figures
                    title: qsTr("Happy Figures")
                    ruleText: qsTr("Lancez 5 dés : brelan, carré, suite ou 5 identiques.")
                    badge: "× 2"
                    selected: true
                    prizeLines: [qsTr("5 identiques") + "\t200,00 €", qsTr("Carré") + "\t20,00 €",
                                 qsTr("Suite") + "\t10,00 €", qsTr("Brelan") + "\t2,00 €"]
                    facts: [qsTr("Chance de gagner : 1 sur 6,15")]
                }
                UniverseCard {
                    width: 290
                    height: 600
                    universe: HappyDesUniverse.Identiques
                    title: qsTr("Happy Identiques")
                    ruleText: qsTr("15 lancers de 3 dés : un brelan gagne le lot du lancer.")
                    badge: "× 2"
                    prizeLines: [qsTr("Lot en jeu au lancer 1") + "\t10,00 €"]
                    facts: [qsTr("Chance de gagner : 1 sur 4,35")]
                }
            }
        }

        // Page 2: DÉDÉ — the four artworks, a ticket laid out as 3.1 describes, the Gain box.
        Item {
            anchors.fill: parent
            visible: root.page === 2

            Column {
                id: artworks
                anchors.left: parent.left
                anchors.top: parent.top
                spacing: Theme.space3

                Text {
                    text: qsTr("Choisissez votre ticket")
                    color: Theme.onDark
                    font.family: Theme.fontDisplay
                    font.pixelSize: Theme.fontLead
                    font.bold: true
                }
                Grid {
                    columns: 2
                    spacing: Theme.space4

                    Repeater {
                        model: Theme.dedeArtworkCount

                        TicketChoice {
                            required property int index
                            artwork: index + 1
                            title: [qsTr("Classique"), qsTr("Riviera"), qsTr("Tapis vert"), qsTr("Nuit étoilée")][index]
                            selected: index === 1
                            width: 240
                        }
                    }
                }
                Row {
                    spacing: Theme.space4
                    CoinPile { width: 150; height: 130 }
                    CoinPile { width: 150; height: 130; boxed: false; showLabel: false }
                }
            }

            TicketFrame {
                id: dedeTicket
                anchors.right: parent.right
                anchors.top: parent.top
                width: 940
                height: 640
                gameName: qsTr("DÉDÉ")
                blockNumber: 3
                ticketNumber: 1234
                priceCents: 200
                accent: Theme.dede
                artwork: Theme.asset("dede/ticket-2.svg")

                // 3.1: throws 1 and 3 at the top corners, throw 2 in the middle; Gain 1 under
                // throw 1 (bottom left), Gain 3 under throw 3 (right), Gain 2 bottom right.
                Grid {
                    anchors.centerIn: parent
                    columns: 3
                    columnSpacing: 56
                    rowSpacing: 18

                    Column {
                        spacing: 4
                        Caption { text: qsTr("Lancer 1"); color: Theme.ink; font.bold: true; width: 200; font.pixelSize: Theme.fontBody }
                        DiceRow { faces: [3, 4]; dieSize: 80; highlightedIndices: [0, 1]; showWords: true }
                    }
                    Item { width: 200; height: 1 }
                    Column {
                        spacing: 4
                        Caption { text: qsTr("Lancer 3"); color: Theme.ink; font.bold: true; width: 200; font.pixelSize: Theme.fontBody }
                        Image {
                            source: Theme.asset("scratch/foil.svg")
                            width: 200
                            height: 92
                            sourceSize.width: Math.round(width)
                            sourceSize.height: Math.round(height)
                        }
                    }

                    Item { width: 200; height: 1 }
                    Column {
                        spacing: 4
                        Caption { text: qsTr("Lancer 2"); color: Theme.ink; font.bold: true; width: 200; font.pixelSize: Theme.fontBody }
                        DiceRow { faces: [6, 6]; dieSize: 80; showWords: true }
                    }
                    Rectangle {
                        width: 200
                        height: 120
                        radius: Theme.radiusMedium
                        color: Theme.paper
                        border.color: Theme.goldDark
                        border.width: 2
                        Column {
                            anchors.centerIn: parent
                            Caption { text: qsTr("Gain · Lancer 3"); width: 180 }
                            AmountLabel { cents: 400; compact: true; anchors.horizontalCenter: parent.horizontalCenter; font.pixelSize: Theme.fontTitle }
                        }
                    }

                    Rectangle {
                        width: 200
                        height: 120
                        radius: Theme.radiusMedium
                        color: Theme.winLight
                        border.color: Theme.win
                        border.width: 3
                        Column {
                            anchors.centerIn: parent
                            Caption { text: qsTr("Gain · Lancer 1"); width: 180 }
                            AmountLabel { cents: 1600; compact: true; color: Theme.win; anchors.horizontalCenter: parent.horizontalCenter; font.pixelSize: Theme.fontTitle }
                            Caption { text: qsTr("✓ 3 + 4 = 7 : gagné"); color: Theme.win; font.bold: true; width: 180 }
                        }
                    }
                    Item { width: 200; height: 1 }
                    CoinPile { width: 200; height: 120 }
                }
            }
        }

        // Page 3: Happy 2014 — the twelve months, the Bonus box and the symbols.
        Item {
            anchors.fill: parent
            visible: root.page === 3

            TicketFrame {
                id: happyTicket
                anchors.left: parent.left
                anchors.top: parent.top
                width: 1000
                height: 660
                gameName: qsTr("Happy 2014")
                blockNumber: 12
                ticketNumber: 1999999
                priceCents: 300
                accent: Theme.happy2014
                artwork: Theme.asset("happy2014/ticket.svg")

                Row {
                    anchors.centerIn: parent
                    spacing: 24

                    Grid {
                        anchors.verticalCenter: parent.verticalCenter
                        columns: 6
                        spacing: 12

                        Repeater {
                            model: 12
                            MonthCharacter {
                                required property int index
                                month: index + 1
                                width: 108
                                height: 130
                                highlighted: index === 4
                            }
                        }
                    }
                    Column {
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 12
                        Image {
                            source: Theme.asset("happy2014/bonus.svg")
                            width: 150
                            height: 100
                            sourceSize.width: Math.round(width)
                            sourceSize.height: Math.round(height)
                        }
                        Caption { text: qsTr("Case « Bonus »"); width: 150 }
                    }
                }
            }

            Panel {
                anchors.right: parent.right
                anchors.top: parent.top
                width: 500
                height: symbolsColumn.implicitHeight + Theme.space5 * 2

                Column {
                    id: symbolsColumn
                    anchors.fill: parent
                    anchors.margins: Theme.space5
                    spacing: Theme.space3

                    SectionTitle { text: qsTr("Symboles") }
                    Grid {
                        columns: 5
                        spacing: Theme.space3
                        Repeater {
                            model: Theme.happySymbolIds
                            Column {
                                id: symbolCell
                                required property string modelData
                                spacing: 2
                                SymbolIcon { symbolId: symbolCell.modelData; width: 72; height: 72; anchors.horizontalCenter: parent.horizontalCenter }
                                Caption { text: symbolCell.modelData; width: 80 }
                            }
                        }
                    }

                    SectionTitle { text: qsTr("Mai, découvert") }
                    Rectangle {
                        width: 300
                        height: 110
                        radius: Theme.radiusMedium
                        color: Theme.winLight
                        border.color: Theme.win
                        border.width: 3
                        Row {
                            anchors.centerIn: parent
                            spacing: Theme.space3
                            SymbolIcon { symbolId: "trefle"; width: 60; height: 60; anchors.verticalCenter: parent.verticalCenter }
                            SymbolIcon { symbolId: "trefle"; width: 60; height: 60; anchors.verticalCenter: parent.verticalCenter }
                            AmountLabel { cents: 2000; compact: true; color: Theme.win; font.pixelSize: Theme.fontTitle; anchors.verticalCenter: parent.verticalCenter }
                        }
                    }
                }
            }
        }

        // Page 4: the art inventory and the sounds.
        Item {
            anchors.fill: parent
            visible: root.page === 4

            Panel {
                anchors.fill: parent

                Column {
                    anchors.fill: parent
                    anchors.margins: Theme.space5
                    spacing: Theme.space3

                    SectionTitle { text: qsTr("Dés (assets/dice)") }
                    Row {
                        spacing: Theme.space4
                        Repeater {
                            model: 7
                            Column {
                                required property int index
                                spacing: 2
                                Image { source: Theme.asset("dice/" + parent.index + ".svg"); width: 72; height: 72; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                                Caption { text: parent.index + ".svg"; width: 72 }
                            }
                        }
                        Column {
                            spacing: 2
                            Image { source: Theme.asset("dice/shadow.svg"); width: 96; height: 32; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height); y: 20 }
                            Caption { text: "shadow.svg"; width: 96; topPadding: 40 }
                        }
                        Item { width: Theme.space5; height: 1 }
                        Repeater {
                            model: ["cumul", "figures", "identiques"]
                            Column {
                                required property string modelData
                                spacing: 2
                                Image { source: Theme.asset("universes/" + parent.modelData + ".svg"); width: 88; height: 88; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                                Caption { text: parent.modelData + ".svg"; width: 88 }
                            }
                        }
                    }

                    SectionTitle { text: qsTr("Décors, icône et logos") }
                    Row {
                        spacing: Theme.space4
                        Repeater {
                            model: ["lobby", "happy-des", "dede", "happy-2014"]
                            Column {
                                required property string modelData
                                spacing: 2
                                Image { source: Theme.asset("backgrounds/" + parent.modelData + ".svg"); width: 232; height: 130; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                                Caption { text: "backgrounds/" + parent.modelData + ".svg"; width: 232 }
                            }
                        }
                        Column {
                            spacing: 2
                            Image { source: Theme.asset("icon/instants.svg"); width: 130; height: 130; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                            Caption { text: "icon/instants.svg"; width: 144 }
                        }
                    }
                    Row {
                        spacing: Theme.space4
                        Repeater {
                            model: ["happy-des", "dede", "happy-2014"]
                            Column {
                                required property string modelData
                                spacing: 2
                                Image { source: Theme.asset("logos/" + parent.modelData + ".svg"); width: 252; height: 96; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                                Caption { text: "logos/" + parent.modelData + ".svg"; width: 252 }
                            }
                        }
                        Column {
                            spacing: 2
                            Image { source: Theme.asset("scratch/foil.svg"); width: 144; height: 96; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                            Caption { text: "scratch/foil.svg"; width: 144 }
                        }
                        Column {
                            spacing: 2
                            Image { source: Theme.asset("dede/coin-pile.svg"); width: 128; height: 96; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                            Caption { text: "dede/coin-pile.svg"; width: 128 }
                        }
                        Column {
                            spacing: 2
                            Image { source: Theme.asset("happy2014/bonus.svg"); width: 144; height: 96; sourceSize.width: Math.round(width); sourceSize.height: Math.round(height) }
                            Caption { text: "happy2014/bonus.svg"; width: 144 }
                        }
                    }

                    SectionTitle { text: qsTr("Tickets, mois et symboles (assets/dede, assets/happy2014)") }
                    Row {
                        spacing: Theme.space3
                        Repeater {
                            model: 4
                            Image {
                                required property int index
                                source: Theme.asset("dede/ticket-" + (index + 1) + ".svg")
                                width: 105
                                height: 70
                                sourceSize.width: Math.round(width)
                                sourceSize.height: Math.round(height)
                            }
                        }
                        Image {
                            source: Theme.asset("happy2014/ticket.svg")
                            width: 105
                            height: 70
                            sourceSize.width: Math.round(width)
                            sourceSize.height: Math.round(height)
                        }
                        Repeater {
                            model: 12
                            MonthCharacter {
                                required property int index
                                month: index + 1
                                width: 58
                                height: 70
                            }
                        }
                    }
                    Row {
                        spacing: Theme.space3
                        Repeater {
                            model: Theme.happySymbolIds
                            SymbolIcon {
                                required property string modelData
                                symbolId: modelData
                                width: 52
                                height: 52
                            }
                        }
                    }

                    SectionTitle { text: qsTr("Sons (assets/sounds, faits par tools/make_sounds.py)") }
                    Row {
                        spacing: Theme.space3
                        Repeater {
                            model: ["die-roll.wav", "win-small.wav", "win-big.wav", "win-top.wav", "lose.wav", "click.wav", "scratch.wav",
                                    "reveal.wav", "reel.wav", "amount-top.wav", "countdown.wav"]
                            Rectangle {
                                required property string modelData
                                width: soundName.implicitWidth + Theme.space4 * 2
                                height: 40
                                radius: 20
                                color: Theme.paper
                                border.color: Theme.champagne
                                Text {
                                    id: soundName
                                    anchors.centerIn: parent
                                    text: "♪ " + parent.modelData
                                    color: Theme.inkSoft
                                    font.family: Theme.fontSans
                                    font.pixelSize: Theme.fontCaption
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    ResponsibleGamingBar {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
    }
}
