import QtQuick
import QtTest
import Instants

// Behaviour of the presentational components: formatting, signals, keyboard, accessibility
// names, and that every piece of art they name is in the module's resources.
Item {
    id: root
    width: 1200
    height: 800

    Die { id: die; face: 4; width: 96; height: 96 }
    ActionButton { id: button; text: "Jouer"; x: 200 }
    DiceRow { id: row; faces: [0, 3, 6]; y: 200; interactiveIndex: 0 }
    ResponsibleGamingBar { id: bar; y: 400; width: 1200 }
    AmountLabel { id: amount; cents: 123450; y: 500 }
    BalanceChip { id: chip; balanceCents: 4250; y: 560 }
    TicketChoice { id: choice; artwork: 3; title: "Tapis vert"; x: 600; y: 560 }

    SignalSpy { id: thrownSpy; target: die; signalName: "thrown" }
    SignalSpy { id: landedSpy; target: die; signalName: "landed" }
    SignalSpy { id: clickedSpy; target: button; signalName: "clicked" }
    SignalSpy { id: rowSpy; target: row; signalName: "thrown" }
    SignalSpy { id: resetSpy; target: chip; signalName: "resetRequested" }
    SignalSpy { id: choiceSpy; target: choice; signalName: "chosen" }

    // A view that scrolls, its focus followed: a control at its top, one far below.
    Flickable {
        id: scroller
        x: 900; y: 0; width: 200; height: 200
        contentHeight: 1000
        interactive: false
        Item { id: topControl; width: 50; height: 40; activeFocusOnTab: true }
        Item { id: lowControl; y: 900; width: 50; height: 40; activeFocusOnTab: true }
    }
    ScrollCue { id: cue; anchors.fill: scroller; flickable: scroller; followFocus: true }

    Component { id: symbolComponent; SymbolIcon { width: 48; height: 48 } }
    Component { id: monthComponent; MonthCharacter { width: 100; height: 120 } }
    Component { id: imageComponent; Image { width: 64; height: 64; sourceSize: Qt.size(64, 64) } }

    TestCase {
        name: "Components"
        when: windowShown

        function init() {
            // Presses are taken at once here; test_a_control_just_shown_ignores_presses
            // checks the guard with the real delay.
            Theme.motionScale = 0
            Theme.reducedMotion = false
            die.interactive = false
            die.rolling = false
            die.face = 4
            button.enabled = true
            thrownSpy.clear()
            landedSpy.clear()
            clickedSpy.clear()
            rowSpy.clear()
            resetSpy.clear()
        }

        function test_money() {
            compare(Format.money(0), "0,00\u00a0€")
            compare(Format.money(50), "0,50\u00a0€")
            compare(Format.money(123450), "1\u202f234,50\u00a0€")
            compare(Format.money(800000000), "8\u202f000\u202f000,00\u00a0€")
            compare(Format.money(-200), "\u22122,00\u00a0€")
            compare(Format.moneyShort(1000000), "10\u202f000\u00a0€")
            compare(Format.moneyShort(150), "1,50\u00a0€")
            compare(Format.pad(42, 4), "0042")
            compare(Format.pad(1234567, 7), "1234567")
            compare(amount.text, "1\u202f234,50\u00a0€")
        }

        function test_die_ignores_input_when_not_interactive() {
            die.forceActiveFocus()
            keyClick(Qt.Key_Space)
            mouseClick(die)
            compare(thrownSpy.count, 0)
        }

        function test_die_thrown_by_click_and_keys() {
            die.interactive = true
            mouseClick(die)
            compare(thrownSpy.count, 1)
            die.forceActiveFocus()
            verify(die.activeFocus)
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Space)
            compare(thrownSpy.count, 3)
        }

        function test_die_leaves_the_tab_chain_when_no_longer_interactive() {
            die.interactive = true
            verify(die.activeFocusOnTab)
            die.forceActiveFocus()
            verify(die.activeFocus)
            die.interactive = false
            // Once the event that ended its turn has run (a timer of the die's own: a thrown
            // die in the air keeps the focus, docs/accessibility.md).
            tryVerify(function() { return !die.activeFocus && !die.activeFocusOnTab }, 1000)
        }

        function test_die_roll_lands_on_the_given_face() {
            die.face = 6
            die.roll()
            verify(die.tumbling)
            compare(die.Accessible.name, "dé en train de rouler")
            landedSpy.wait(3000)
            verify(!die.animating)
            compare(die.shownFace, 6)
            compare(die.Accessible.name, "dé sur le 6")
        }

        function test_a_die_not_thrown_yet_rests_on_a_face_when_asked() {
            // Happy Dés 2.3.3.1: the stage-1 die is a six-faced die before its first throw.
            die.face = 0
            die.restingFace = 3
            compare(die.shownFace, 3)
            compare(die.Accessible.name, "dé pas encore lancé")
            die.restingFace = 0
            compare(die.shownFace, 0)
            die.restingFace = 3
            die.face = 5
            compare(die.shownFace, 5)
            die.restingFace = 0
        }

        function test_die_rolling_property() {
            die.face = 2
            die.rolling = true
            wait(200)
            verify(die.tumbling)
            compare(landedSpy.count, 0)
            die.rolling = false
            landedSpy.wait(3000)
            compare(die.shownFace, 2)
        }

        function test_a_control_just_shown_ignores_presses() {
            // A double-click's second click, or a press aimed at what was there before, does
            // not land on a control that has just appeared (InputGuard).
            Theme.motionScale = 1
            button.visible = false
            button.visible = true
            mouseClick(button)
            compare(clickedSpy.count, 0)
            button.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(clickedSpy.count, 0)
            wait(Theme.armDuration + 50)
            mouseClick(button)
            compare(clickedSpy.count, 1)
            // A die that becomes throwable is guarded the same way.
            die.interactive = true
            mouseClick(die)
            compare(thrownSpy.count, 0)
            wait(Theme.armDuration + 50)
            mouseClick(die)
            compare(thrownSpy.count, 1)
        }

        function test_die_tumble_path_depends_on_its_seed_not_its_face() {
            // The faces in the air are the seed's: the same whatever face the die lands on,
            // different from another seed's, and never the same face twice in a row.
            let same = 0
            for (let step = 0; step < 40; ++step) {
                const f = die.tumbleFaceAt(12345, step)
                verify(f >= 1 && f <= 6)
                if (step > 0)
                    verify(f !== die.tumbleFaceAt(12345, step - 1))
                if (f === die.tumbleFaceAt(54321, step))
                    ++same
            }
            verify(same < 20)
            die.tumbleSeed = 777
            die.face = 2
            die.rolling = true
            const first = die.shownFace
            die.rolling = false
            die.face = 6
            die.rolling = true
            compare(die.shownFace, first)
            die.rolling = false
        }

        function test_die_reduced_motion_lands_at_once() {
            Theme.reducedMotion = true
            die.face = 1
            die.roll()
            landedSpy.wait(500)
            compare(die.shownFace, 1)
        }

        function test_dice_row() {
            compare(row.Accessible.name, "Dés : –, 3, 6")
            compare(row.children[0].children[0].die.Accessible.name, "dé 1 sur 3 : à lancer")
            compare(row.children[0].children[1].die.Accessible.name, "dé 2 sur 3 : 3")
            const cell = row.children[0].children[0]
            mouseClick(cell.die)
            compare(rowSpy.count, 1)
            compare(rowSpy.signalArguments[0][0], 0)
        }

        function test_button() {
            mouseClick(button)
            button.forceActiveFocus()
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Enter)
            compare(clickedSpy.count, 3)
            button.enabled = false
            mouseClick(button)
            compare(clickedSpy.count, 3)
            compare(button.Accessible.name, "Jouer")
        }

        // A press held on the content (a scratch stroke): the view does not move under it
        // when the focus goes below; the control is brought into view once it is let go.
        function test_the_view_waits_for_a_held_press_to_follow_the_focus() {
            scroller.contentY = 0
            topControl.forceActiveFocus()
            cue.held = true
            lowControl.forceActiveFocus()
            wait(200)  // (the cue reveals again 50 ms after a change)
            compare(scroller.contentY, 0)
            cue.held = false
            tryVerify(() => scroller.contentY > 700, 1000)
            // Not held: followed at once.
            topControl.forceActiveFocus()
            tryCompare(scroller, "contentY", 0, 1000)
        }

        function test_balance_reset() {
            compare(chip.Accessible.name, "Solde démo : 42,50\u00a0€")
            verify(chip.resettable)
        }

        function test_ticket_choice() {
            choiceSpy.clear()
            mouseClick(choice)
            choice.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(choiceSpy.count, 2)
            compare(choice.Accessible.name, "Ticket Tapis vert")
        }

        function test_responsible_gaming_wording() {
            compare(bar.messageText,
                    "Jouer comporte des risques : endettement, dépendance… Appelez le 09 74 75 13 13 (appel non surtaxé)")
        }

        function test_every_symbol_has_art_and_a_name() {
            verify(Theme.happySymbolIds.length >= 12)
            for (let i = 0; i < Theme.happySymbolIds.length; ++i) {
                const symbol = createTemporaryObject(symbolComponent, root, { symbolId: Theme.happySymbolIds[i] })
                verify(symbol.known, Theme.happySymbolIds[i])
                verify(symbol.symbolName.length > 0)
                tryCompare(symbol.children[0], "status", Image.Ready)
            }
            const unknown = createTemporaryObject(symbolComponent, root, { symbolId: "licorne" })
            verify(!unknown.known)
        }

        function test_every_month_has_art_and_a_name() {
            const names = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                           "septembre", "octobre", "novembre", "décembre"]
            for (let m = 1; m <= 12; ++m) {
                const month = createTemporaryObject(monthComponent, root, { month: m })
                compare(month.monthName, names[m - 1])
                let image = null
                for (let c = 0; c < month.children.length; ++c) {
                    if (month.children[c].source !== undefined && String(month.children[c].source).length > 0)
                        image = month.children[c]
                }
                verify(image !== null)
                tryCompare(image, "status", Image.Ready)
            }
        }

        function test_every_asset_loads() {
            const files = ["dice/0.svg", "dice/1.svg", "dice/2.svg", "dice/3.svg", "dice/4.svg",
                "dice/5.svg", "dice/6.svg", "dice/shadow.svg", "universes/cumul.svg",
                "universes/figures.svg", "universes/identiques.svg", "backgrounds/lobby.svg",
                "backgrounds/happy-des.svg", "backgrounds/dede.svg", "backgrounds/happy-2014.svg",
                "icon/instants.svg", "logos/happy-des.svg", "logos/dede.svg", "logos/happy-2014.svg",
                "dede/ticket-1.svg", "dede/ticket-2.svg", "dede/ticket-3.svg", "dede/ticket-4.svg",
                "dede/coin-pile.svg", "happy2014/bonus.svg", "happy2014/ticket.svg",
                "scratch/foil.svg"]
            for (let i = 0; i < files.length; ++i) {
                const image = createTemporaryObject(imageComponent, root, { source: Theme.asset(files[i]) })
                tryCompare(image, "status", Image.Ready, 5000, files[i])
            }
        }
    }
}
