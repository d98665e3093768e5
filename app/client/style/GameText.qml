pragma Singleton
import QtQml
import Instants

// The words of the games, in one place for every screen: universe and figure names, the rules
// in plain words, and an event of the journal told in a sentence (history replay). Display
// only: these functions describe what the engine recorded, they decide nothing.
QtObject {
    id: root

    // A return is a win only above the stake (docs/visual-design.md, "A return is a win only
    // above the stake"): at or below it, no word, mark, colour or sound of a win.
    function isWin(winCents: real, stakeCents: real): bool {
        return winCents > stakeCents
    }

    // The chance of a win (a prize above the stake) at Happy Dés' choice, in the choice's
    // table: « 1 sur 8,57 (11,7 %) », thousands grouped as the rules write them; « aucune »
    // when no prize is above the stake.
    function winOdds(probability: real): string {
        if (probability <= 0)
            return qsTr("aucune")
        return qsTr("1 sur %1 (%2 %)").arg(root.oneIn(probability)).arg(Format.percent(probability, 1))
    }
    // The same as a sentence: « Chance de gagner : 1 sur 8,57 ».
    function winChance(probability: real): string {
        if (probability <= 0)
            return qsTr("Chance de gagner : aucune")
        return qsTr("Chance de gagner : 1 sur %1").arg(root.oneIn(probability))
    }
    // 1 / probability with two decimals, grouped by thousands: 0.00003 -> "33 333,33".
    function oneIn(probability: real): string {
        const parts = (1 / probability).toFixed(2).split(".")
        const whole = Format.groupThousands(parseInt(parts[0]))
        return parts.length > 1 ? whole + "," + parts[1] : whole
    }

    // A game's return in words, the one rule of every screen: « Gagné : 5,00 € » above the
    // stake, « Gain : 1,00 € pour une mise de 1,00 € » at or below it, « Pas de gain ».
    function returnWords(winCents: real, stakeCents: real): string {
        if (root.isWin(winCents, stakeCents))
            return qsTr("Gagné : %1").arg(Format.money(winCents))
        if (winCents > 0)
            return qsTr("Gain : %1 pour une mise de %2").arg(Format.money(winCents)).arg(Format.money(stakeCents))
        return qsTr("Pas de gain")
    }

    // A multiplier given in cents as the regulation writes it: 50 -> "0,5", 400 -> "4".
    function multiplier(cents: int): string {
        const whole = Math.floor(cents / 100)
        const rest = cents % 100
        if (rest === 0)
            return String(whole)
        return whole + "," + (rest % 10 === 0 ? String(rest / 10) : (rest < 10 ? "0" : "") + rest)
    }

    // Each universe's protocol name ("cumul"…), by its HappyDesUniverse value (None first): the
    // name of its emblem's and its table's pictures and of its items; an event's "universe".
    readonly property var universeKeys: ["", "cumul", "figures", "identiques"]
    function universeKey(universe: int): string {
        return root.universeKeys[universe] ?? ""
    }
    function universeNamed(name: string): int {
        return Math.max(HappyDesUniverse.None, root.universeKeys.indexOf(name))
    }

    function universeTitle(universe: int): string {
        switch (universe) {
        case HappyDesUniverse.Cumul: return "Happy Cumul"
        case HappyDesUniverse.Figures: return "Happy Figures"
        case HappyDesUniverse.Identiques: return "Happy Identiques"
        }
        return ""
    }

    function universeRule(universe: int): string {
        switch (universe) {
        case HappyDesUniverse.Cumul:
            return qsTr("Lancez les sept dés un par un. Le total des dés fait le score : chaque tranche de scores a son lot. Un score de 27 fait relancer les sept dés.")
        case HappyDesUniverse.Figures:
            return qsTr("Lancez les cinq dés un par un. Cinq dés identiques, un carré, une suite ou un brelan gagnent le lot de la figure ; seule la plus haute compte.")
        case HappyDesUniverse.Identiques:
            return qsTr("Jusqu'à quinze lancers de trois dés. Avant chaque lancer, son lot est tiré ; trois dés identiques le gagnent.")
        }
        return ""
    }

    function figureName(id: string): string {
        switch (id) {
        case "five_of_a_kind": return qsTr("Cinq dés identiques")
        case "four_of_a_kind": return qsTr("Carré")
        case "straight": return qsTr("Suite")
        case "three_of_a_kind": return qsTr("Brelan")
        case "none": return qsTr("Aucune figure")
        }
        return id
    }

    function gameTitle(id: string): string {
        return id === "happy-des" ? "Happy Dés" : id === "dede" ? "DÉDÉ" : id === "happy-2014" ? "Happy 2014" : id
    }

    // What wins a prize of a universe's card (universePrize), from the engine's tables: the
    // score ranges (Happy Cumul, 2.4.1.1: 42, 40 à 41), the figures (Happy Figures, 2.4.2.1) or
    // the throws (Happy Identiques, 2.4.3.3: 1 to 3 and 5).
    function winCondition(universe: int, prize: universePrize): string {
        if (universe === HappyDesUniverse.Cumul) {
            const ranges = []
            for (let i = 0; i < prize.scores.length; ++i) {
                const r = prize.scores[i]
                ranges.push(r.min === r.max ? String(r.min) : qsTr("%1 à %2").arg(r.min).arg(r.max))
            }
            if (ranges.length === 0)
                return ""
            return ranges.length === 1 && prize.scores[0].min === prize.scores[0].max ? qsTr("score de %1").arg(ranges[0])
                                                                                      : qsTr("scores de %1").arg(ranges.join(", "))
        }
        if (universe === HappyDesUniverse.Figures) {
            const names = []
            for (let i = 0; i < prize.figures.length; ++i)
                names.push(root.figureName(prize.figures[i]))
            return names.join(", ")
        }
        // Throws: consecutive ones as a span, "lancers 1 à 3, 5".
        const numbers = []
        for (let i = 0; i < prize.throws.length; ++i)
            numbers.push(prize.throws[i])
        if (numbers.length === 0)
            return ""
        numbers.sort((a, b) => a - b)
        const spans = []
        for (let i = 0; i < numbers.length; ) {
            let j = i
            while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1)
                ++j
            spans.push(i === j ? String(numbers[i]) : qsTr("%1 à %2").arg(numbers[i]).arg(numbers[j]))
            i = j + 1
        }
        return numbers.length === 1 ? qsTr("au lancer %1").arg(spans[0]) : qsTr("aux lancers %1").arg(spans.join(", "))
    }

    // A DÉDÉ die face as the ticket writes it: in full letters (4.2), the regulation's French in
    // both languages (docs/decisions.md, "The ticket face").
    // Spelt once, in C++ (app/client/ticketface.h), for the ticket, the replay and the study log.
    function faceWord(face: int): string {
        return TicketFace.faceWord(face)
    }

    function zoneName(zone: string): string {
        if (zone.startsWith("throw"))
            return qsTr("Lancer %1").arg(zone.slice(5))
        if (zone.startsWith("gain"))
            return qsTr("Gain du lancer %1").arg(zone.slice(4))
        if (zone === "bonus")
            return qsTr("Bonus")
        const months = {
            janvier: qsTr("Janvier"), fevrier: qsTr("Février"), mars: qsTr("Mars"), avril: qsTr("Avril"),
            mai: qsTr("Mai"), juin: qsTr("Juin"), juillet: qsTr("Juillet"), aout: qsTr("Août"),
            septembre: qsTr("Septembre"), octobre: qsTr("Octobre"), novembre: qsTr("Novembre"),
            decembre: qsTr("Décembre")
        }
        return months[zone] ?? zone
    }

    function symbolName(id: string): string {
        const names = {
            trefle: qsTr("trèfle"), coeur: qsTr("cœur"), carreau: qsTr("carreau"), pique: qsTr("pique"),
            etoile: qsTr("étoile"), lune: qsTr("lune"), soleil: qsTr("soleil"), couronne: qsTr("couronne"),
            diamant: qsTr("diamant"), "fer-a-cheval": qsTr("fer à cheval"), cloche: qsTr("cloche"),
            fleur: qsTr("fleur"), cerise: qsTr("cerises")
        }
        return names[id] ?? id
    }

    // The message line of Happy Dés after an event shown (the live screen; "" when the event
    // tells nothing). `amountCents` is the amount in play or, after « Je continue », the
    // multiplier in cents; `stakeCents` the game's stake (an amount not above it is no win).
    function happyDesSentence(event: var, amountCents: int, stakeCents: int): string {
        switch (event.type) {
        case "stage1_amount":
            return qsTr("Montant en jeu : %1. Lancez le dé.").arg(Format.money(event.amount_cents))
        case "stage1_roll":
            if (event.face === 1)
                return qsTr("Le dé donne 1 : l'étape 1 est perdante.")
            if (event.face >= 5)
                return root.isWin(amountCents, stakeCents)
                    ? qsTr("Le dé donne %1 : gagné ! J'arrête ou je continue ?").arg(event.face)
                    : qsTr("Le dé donne %1 : montant en jeu %2 pour une mise de %3. J'arrête ou je continue ?")
                        .arg(event.face).arg(Format.money(amountCents)).arg(Format.money(stakeCents))
            return qsTr("Le dé donne %1 : relancez le dé.").arg(event.face)
        case "stop":
            return root.isWin(amountCents, stakeCents)
                ? qsTr("« J'arrête » : le montant en jeu, %1, est gagné.").arg(Format.money(amountCents))
                : qsTr("« J'arrête » : le montant en jeu, %1, vous revient pour une mise de %2.")
                    .arg(Format.money(amountCents)).arg(Format.money(stakeCents))
        case "continue":
            return qsTr("Le montant devient un coefficient multiplicateur ×%1. Choisissez un univers.")
                .arg(root.multiplier(amountCents))
        case "universe":
            switch (root.universeNamed(event.universe)) {
            case HappyDesUniverse.Cumul: return qsTr("Happy Cumul : lancez les sept dés.")
            case HappyDesUniverse.Figures: return qsTr("Happy Figures : lancez les cinq dés.")
            }
            return qsTr("Happy Identiques : lancez vos dés, quinze lancers au plus.")
        case "die":
            return qsTr("Dé %1 : %2.").arg(event.die).arg(event.face)
        case "cumul_rethrow":
            return qsTr("Score de 27 : les sept dés sont relancés, les lots restent en jeu.")
        case "identiques_prize":
            return qsTr("Lancer %1 sur 15 : lot en jeu %2.").arg(event["throw"]).arg(Format.money(event.amount_cents))
        case "identiques_throw":
            return qsTr("Lancer %1 : %2, %3, %4.").arg(event["throw"]).arg(event.faces[0]).arg(event.faces[1]).arg(event.faces[2])
        case "finished":
            // A loss in neutral words: nothing that invites another stake.
            return event.win_cents > 0 ? root.returnWords(event.win_cents, stakeCents) + "."
                                       : qsTr("Pas de gain cette fois.")
        }
        return ""
    }

    // One event of a game's journal in words (the public events of docs/protocol.md), of a
    // game staked `stakeCents`.
    function describeEvent(event: var, stakeCents: int): string {
        switch (event.type) {
        case "stage1_amount": return qsTr("Montant en jeu tiré : %1").arg(Format.money(event.amount_cents))
        case "stage1_roll": return qsTr("Dé de l'étape 1 : %1").arg(event.face)
        case "stop": return qsTr("« J'arrête »")
        case "continue": return qsTr("« Je continue »")
        case "universe": return qsTr("Univers choisi : %1").arg(root.universeTitle(root.universeNamed(event.universe)))
        case "cumul_prize":
            return event.min_score === event.max_score
                ? qsTr("Lot pour un score de %1 : %2").arg(event.min_score).arg(Format.money(event.amount_cents))
                : qsTr("Lot pour un score de %1 à %2 : %3").arg(event.min_score).arg(event.max_score).arg(Format.money(event.amount_cents))
        case "figures_prize": return qsTr("Lot pour %1 : %2").arg(root.figureName(event.figure)).arg(Format.money(event.amount_cents))
        case "die": return qsTr("Dé %1 : %2").arg(event.die).arg(event.face)
        case "cumul_rethrow": return qsTr("Score de 27 : les sept dés sont relancés")
        case "identiques_prize": return qsTr("Lot en jeu pour le lancer %1 : %2").arg(event["throw"]).arg(Format.money(event.amount_cents))
        case "identiques_throw": return qsTr("Lancer %1 : %2, %3, %4").arg(event["throw"]).arg(event.faces[0]).arg(event.faces[1]).arg(event.faces[2])
        // The block's digest (its first 16 hexadecimal digits) says which block file it was,
        // as `instants-cli verify` and the journal's blocks table give it (docs/blocks.md, 7a).
        case "deal": return event.block_digest !== undefined
            ? qsTr("Ticket n° %1 du bloc %2 (empreinte %3)").arg(event.ticket).arg(event.block).arg(String(event.block_digest).substring(0, 16))
            : qsTr("Ticket n° %1 du bloc %2").arg(event.ticket).arg(event.block)
        case "auto": return qsTr("« Auto » : le reste est découvert")
        case "reveal": {
            let what = root.zoneName(event.zone) + " : "
            if (event.dice !== undefined)
                what += root.faceWord(event.dice[0]) + " + " + root.faceWord(event.dice[1])
            else if (event.symbols !== undefined)
                what += root.symbolName(event.symbols[0]) + ", " + root.symbolName(event.symbols[1]) + ", " + Format.money(event.amount_cents)
            else if (event.gain_cents !== undefined)
                what += Format.money(event.gain_cents)
            else if (event.amount_cents !== undefined)
                what += Format.money(event.amount_cents)
            return qsTr("Découvert — %1").arg(what)
        }
        case "finished":
            return root.isWin(event.win_cents, stakeCents) ? qsTr("Fin : gagné %1").arg(Format.money(event.win_cents))
                : event.win_cents > 0 ? qsTr("Fin : gain %1 pour une mise de %2").arg(Format.money(event.win_cents)).arg(Format.money(stakeCents))
                : qsTr("Fin : pas de gain")
        }
        return event.type
    }
}
