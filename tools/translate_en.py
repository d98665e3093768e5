#!/usr/bin/env python3
"""Fills translations/instants_en.ts from the English wording kept here, and lists what is
missing. French is the source language (the regulations' words); English is a translation.

Usage: python3 tools/translate_en.py [--check]
  --check   exit 1 if any message of the .ts has no English wording here (used by a test).
Run lupdate first when strings change (cmake --build BUILD --target update_translations).
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "translations" / "instants_en.ts"

EN = {
    "Mise %1 · Gain %2": "Stake %1 · Prize %2",
    "Résultat %1": "Net %1",
    "⟲ Rejouée": "⟲ Replayed",
    "Cette partie ne peut pas être rejouée : %1": "This game cannot be replayed: %1",
    "Étape %1 sur %2 : %3": "Step %1 of %2: %3",
    "Montant en jeu : %1": "Amount in play: %1",
    "Lancer %1 / 15 · lot en jeu %2": "Throw %1 / 15 · prize in play %2",
    "score de %1": "score of %1",
    "scores de %1": "scores of %1",
    "au lancer %1": "on throw %1",
    "aux lancers %1": "on throws %1",
    "Jusqu'à %1": "Up to %1",
    "Classique": "Classic",
    "Mer": "Sea",
    "Tapis vert": "Green baize",
    "Nuit étoilée": "Starry night",
    "Le ticket": "The ticket",
    "Sous chaque lancer, deux faces de dé, chacune écrite en toutes lettres : UN, DEUX, TROIS, QUATRE, CINQ, SIX. Sous chaque case « Gain », une somme en chiffres et la mention « Lancer 1 », « Lancer 2 » ou « Lancer 3 » de son lancer. Ce sont les mentions du règlement (articles 4.1 et 4.2), en français quelle que soit la langue choisie.": "Under each throw, two dice faces, each written in full letters in French: UN, DEUX, TROIS, QUATRE, CINQ, SIX (one to six). Under each “Gain” box, an amount in figures and the mention “Lancer 1”, “Lancer 2” or “Lancer 3” (throw 1, 2 or 3) of its throw. These are the regulation's words (articles 4.1 and 4.2), in French whatever the language chosen.",
    "Accueil": "Home",
    "Historique": "History",
    "Règles et chances": "Rules and odds",
    "Réglages": "Settings",
    "Solde démo : %1": "Demo balance: %1",
    "Solde démo": "Demo balance",
    "Réinitialiser le solde démo": "Reset the demo balance",
    "Gain": "Win",
    "Case « %1 »": "“%1” box",
    "et": "and",
    "★ Gagné": "★ Won",
    "Lancer %1": "Throw %1",
    "Mode démo : argent fictif, aucun gain réel": "Demo mode: play money, no real winnings",
    "DÉMO": "DEMO",
    "Argent fictif": "Play money",
    "Dés": "Dice",
    "UN": "ONE", "DEUX": "TWO", "TROIS": "THREE", "QUATRE": "FOUR", "CINQ": "FIVE", "SIX": "SIX",
    "dé %1 sur %2": "die %1 of %2",
    "%1 : en train de rouler": "%1: rolling",
    "%1 : à lancer": "%1: to throw",
    "%1 : pas encore lancé": "%1: not thrown yet",
    "%1 : %2": "%1: %2",
    "dé en train de rouler": "die rolling",
    "lancer le dé": "throw the die",
    "dé pas encore lancé": "die not thrown yet",
    "dé sur le %1": "die showing %1",
    "Le journal des parties ne peut pas être ouvert": "The game journal cannot be opened",
    "Le fichier n'a pas été modifié. Choisissez un autre journal avec --db, ou rétablissez celui-ci depuis une sauvegarde.":
        "The file was not modified. Choose another journal with --db, or restore this one from a backup.",
    "Happy Dés": "Happy Dés", "DÉDÉ": "DÉDÉ", "Happy 2014": "Happy 2014",
    "Art et sons": "Art and sounds",
    "Instants — galerie des composants": "Instants — component gallery",
    "Instants": "Instants",
    "Un dé, puis trois univers : Cumul, Figures ou Identiques.": "One die, then three worlds: Cumul, Figures or Identiques.",
    "1 € ou 2 €": "1 € or 2 €",
    "Trois lancers de deux dés : faites 7 pour gagner.": "Three throws of two dice: make 7 to win.",
    "Douze mois et une case Bonus à découvrir.": "Twelve months and a Bonus box to uncover.",
    "Boutons": "Buttons",
    "Jouer": "Play",
    "Auto": "Auto",
    "J'arrête": "I stop",
    "Je continue": "I continue",
    "Lancez vos dés": "Roll your dice",
    "Rejouer": "Play again",
    "Retour": "Back",
    "Mise :": "Stake:",
    "Montants": "Amounts",
    "Marqueurs": "Markers",
    "posé sur 5": "landed on 5",
    "en train de rouler": "rolling",
    "à lancer (focus)": "to throw (focused)",
    "Happy Cumul : dé 5 sur 7 à lancer — score 17": "Happy Cumul: die 5 of 7 to throw — score 17",
    "Happy Figures : brelan de 4": "Happy Figures: three 4s",
    "Happy Identiques : lancer 3 sur 15": "Happy Identiques: throw 3 of 15",
    "Happy Cumul": "Happy Cumul", "Happy Figures": "Happy Figures", "Happy Identiques": "Happy Identiques",
    "Lancez 7 dés un par un : la somme fait le score.": "Throw 7 dice one by one: their sum is the score.",
    "27 : on relance les 7 dés": "27: the 7 dice are thrown again",
    "Chance de gagner : 1 sur 2,96": "Chance of winning: 1 in 2.96",
    "Gain moyen : 2,80 €": "Average win: 2,80 €",
    "Lancez 5 dés : brelan, carré, suite ou 5 identiques.": "Throw 5 dice: three of a kind, four of a kind, straight or five of a kind.",
    "5 identiques": "Five of a kind",
    "Carré": "Four of a kind",
    "Suite": "Straight",
    "Brelan": "Three of a kind",
    "Chance de gagner : 1 sur 6,15": "Chance of winning: 1 in 6.15",
    "15 lancers de 3 dés : un brelan gagne le lot du lancer.": "15 throws of 3 dice: three of a kind wins the throw's prize.",
    "Lot en jeu au lancer 1": "Prize in play on throw 1",
    "Chance de gagner : 1 sur 4,35": "Chance of winning: 1 in 4.35",
    "Choisissez votre ticket": "Choose your ticket",
    "Classique": "Classic", "Riviera": "Riviera", "Tapis vert": "Green baize", "Nuit étoilée": "Starry night",
    "Lancer 1": "Throw 1", "Lancer 2": "Throw 2", "Lancer 3": "Throw 3",
    "Gain · Lancer 3": "Win · Throw 3", "Gain · Lancer 1": "Win · Throw 1",
    "✓ 3 + 4 = 7 : gagné": "✓ 3 + 4 = 7: won",
    "Case « Bonus »": "“Bonus” box",
    "Symboles": "Symbols",
    "Mai, découvert": "May, uncovered",
    "Dés (assets/dice)": "Dice (assets/dice)",
    "Décors, icône et logos": "Backgrounds, icon and logos",
    "Tickets, mois et symboles (assets/dede, assets/happy2014)": "Tickets, months and symbols (assets/dede, assets/happy2014)",
    "Sons (assets/sounds, faits par tools/make_sounds.py)": "Sounds (assets/sounds, made by tools/make_sounds.py)",
    "Gagné : %1": "Won: %1",
    "Perdu": "Lost",
    "Lancez les sept dés un par un. Le total des dés fait le score : chaque tranche de scores a son lot. Un score de 27 fait relancer les sept dés.":
        "Throw the seven dice one by one. Their total is the score: each range of scores has its prize. A score of 27 throws the seven dice again.",
    "Lancez les cinq dés un par un. Cinq dés identiques, un carré, une suite ou un brelan gagnent le lot de la figure ; seule la plus haute compte.":
        "Throw the five dice one by one. Five of a kind, four of a kind, a straight or three of a kind win that figure's prize; only the highest counts.",
    "Jusqu'à quinze lancers de trois dés. Avant chaque lancer, son lot est tiré ; trois dés identiques le gagnent.":
        "Up to fifteen throws of three dice. Before each throw its prize is drawn; three identical dice win it.",
    "Cinq dés identiques": "Five of a kind",
    "Aucune figure": "No figure",
    "Gain du lancer %1": "Win box of throw %1",
    "Bonus": "Bonus",
    "Janvier": "January", "Février": "February", "Mars": "March", "Avril": "April", "Mai": "May", "Juin": "June",
    "Juillet": "July", "Août": "August", "Septembre": "September", "Octobre": "October", "Novembre": "November",
    "Décembre": "December",
    "janvier": "January", "février": "February", "mars": "March", "avril": "April", "mai": "May", "juin": "June",
    "juillet": "July", "août": "August", "septembre": "September", "octobre": "October", "novembre": "November",
    "décembre": "December",
    "trèfle": "clover", "cœur": "heart", "carreau": "diamond (card)", "pique": "spade", "étoile": "star",
    "lune": "moon", "soleil": "sun", "couronne": "crown", "diamant": "gem", "fer à cheval": "horseshoe",
    "cloche": "bell", "fleur": "flower", "cerises": "cherries",
    "Montant en jeu tiré : %1": "Amount in play drawn: %1",
    "Dé de l'étape 1 : %1": "Stage 1 die: %1",
    "« J'arrête »": "“I stop”",
    "« Je continue »": "“I continue”",
    "Univers choisi : %1": "World chosen: %1",
    "Lot pour un score de %1 : %2": "Prize for a score of %1: %2",
    "Lot pour un score de %1 à %2 : %3": "Prize for a score of %1 to %2: %3",
    "Lot pour %1 : %2": "Prize for %1: %2",
    "Dé %1 : %2": "Die %1: %2",
    "Score de 27 : les sept dés sont relancés": "Score of 27: the seven dice are thrown again",
    "Lot en jeu pour le lancer %1 : %2": "Prize in play for throw %1: %2",
    "Lancer %1 : %2, %3, %4": "Throw %1: %2, %3, %4",
    "Ticket n° %1 du bloc %2": "Ticket no. %1 of block %2",
    "« Auto » : le reste est découvert": "“Auto”: the rest is uncovered",
    "Découvert — %1": "Uncovered — %1",
    "Fin : gagné %1": "End: won %1",
    "Fin : perdu": "End: lost",
    "%1 (bientôt disponible)": "%1 (coming soon)",
    "Bientôt": "Soon",
    "Score : %1": "Score: %1",
    "Figure : %1": "Figure: %1",
    "Cliquez sur chaque dé (ou Tab puis Entrée) pour le lancer.": "Click each die (or Tab then Enter) to throw it.",
    "Lots en jeu par score": "Prizes in play by score",
    "Lots en jeu par figure": "Prizes in play by figure",
    "gagné": "won",
    "%1 à %2": "%1 to %2",
    "Scores de 23 à 29 (sauf 27) : perdu. 27 : les sept dés sont relancés.": "Scores from 23 to 29 (except 27): lost. 27: the seven dice are thrown again.",
    "Lancer %1 / 15": "Throw %1 / 15",
    "Lot gagné au lancer %1 : %2": "Prize won on throw %1: %2",
    "Lot en jeu pour ce lancer : %1": "Prize in play for this throw: %1",
    "Les trois dés": "The three dice",
    "Montant en jeu : %1. Cliquez sur le dé.": "Amount in play: %1. Click the die.",
    "Le dé donne 1 : l'étape 1 est perdante.": "The die shows 1: stage 1 is lost.",
    "Le dé donne %1 : gagné ! J'arrête ou je continue ?": "The die shows %1: won! Stop or continue?",
    "Le dé donne %1 : relancez le dé.": "The die shows %1: throw again.",
    "Le montant devient un coefficient multiplicateur ×%1. Choisissez un univers.": "The amount becomes a multiplier ×%1. Choose a world.",
    "Happy Cumul : lancez les sept dés.": "Happy Cumul: throw the seven dice.",
    "Happy Figures : lancez les cinq dés.": "Happy Figures: throw the five dice.",
    "Happy Identiques : lancez vos dés, quinze lancers au plus.": "Happy Identiques: roll your dice, fifteen throws at most.",
    "Dé %1 : %2.": "Die %1: %2.",
    "Score de 27 : les sept dés sont relancés, les lots restent en jeu.": "Score of 27: the seven dice are thrown again, the prizes stay in play.",
    "Lancer %1 sur 15 : lot en jeu %2.": "Throw %1 of 15: prize in play %2.",
    "Lancer %1 : %2, %3, %4.": "Throw %1: %2, %3, %4.",
    "Gagné : %1 !": "Won: %1!",
    "Perdu. Retentez votre chance.": "Lost. Try your luck again.",
    "Mise %1 · coefficient ×%2": "Stake %1 · multiplier ×%2",
    "Mise %1": "Stake %1",
    "Choisissez votre mise, puis « Jouer ».": "Choose your stake, then “Play”.",
    "Rejouer (%1)": "Play again (%1)",
    "Montant en jeu": "Amount in play",
    "Dé de l'étape 1": "Stage 1 die",
    "Cliquez sur le dé (ou Entrée) : 5 ou 6 gagne, 1 perd, 2, 3 ou 4 se relancent.": "Click the die (or Enter): 5 or 6 wins, 1 loses, 2, 3 or 4 throw again.",
    "Relancez le dé (lancer %1).": "Throw the die again (throw %1).",
    "Vous avez gagné %1. J'arrête et je l'empoche, ou je continue : le montant est perdu et devient un coefficient ×%2 pour l'un des trois univers.":
        "You won %1. Stop and keep it, or continue: the amount is given up and becomes a multiplier ×%2 for one of the three worlds.",
    "Univers": "World",
    "Chance de gagner": "Chance of winning",
    "Gain moyen": "Average win",
    "Lot maximum": "Top prize",
    "1 sur %1 (%2 %)": "1 in %1 (%2 %)",
    "je gagne %1": "I win %1",
    "coefficient ×%1": "multiplier ×%1",
    "Votre mise": "Your stake",
    "mise de 1 €": "stake of 1 €",
    "mise de 2 € : les montants sont doublés": "stake of 2 €: the amounts are doubled",
    "Solde insuffisant : remettez le solde démo à zéro.": "Balance too low: reset the demo balance.",
    "Choisissez votre univers (coefficient ×%1)": "Choose your world (multiplier ×%1)",
    "… jusqu'à %1": "… down to %1",
    "Chance de gagner : 1 sur %1": "Chance of winning: 1 in %1",
    "Historique des parties": "Game history",
    "Aucune partie pour l'instant.": "No games yet.",
    "Partie %1, %2, mise %3, %4": "Game %1, %2, stake %3, %4",
    "en cours": "in progress",
    "gagné %1": "won %1",
    "perdu": "lost",
    "mise %1": "stake %1",
    "Choisissez une partie pour la revoir pas à pas.": "Choose a game to replay it step by step.",
    "REVOIR · rejeu": "REPLAY",
    "Partie %1 — %2": "Game %1 — %2",
    "◀ Étape précédente": "◀ Previous step",
    "Étape suivante ▶": "Next step ▶",
    "Tout voir": "Show all",
    "%1 / %2": "%1 / %2",
    "Choisissez votre jeu": "Choose your game",
    "Un dé, puis trois univers : Cumul, Figures, Identiques": "One die, then three worlds: Cumul, Figures, Identiques",
    "Mise 1 € ou 2 €": "Stake 1 € or 2 €",
    "Trois lancers de deux dés : un 7 gagne la case « Gain »": "Three throws of two dice: a 7 wins the “Win” box",
    "Ticket à 2 €": "2 € ticket",
    "Douze mois et un « Bonus » : deux symboles identiques gagnent": "Twelve months and a “Bonus”: two identical symbols win",
    "Ticket à 3 €": "3 € ticket",
    "Instants — jeux de démonstration": "Instants — demo games",
    "%1, mois gagnant": "%1, winning month",
    "★ Gagnant": "★ Winner",
    "18+": "18+",
    "Interdit aux mineurs": "Over 18s only",
    "Jouer comporte des risques : endettement, dépendance… Appelez le 09 74 75 13 13 (appel non surtaxé)":
        "Gambling involves risks: debt, addiction… Call 09 74 75 13 13 (standard rate)",
    "1 chance sur %1": "1 chance in %1",
    "Comment jouer": "How to play",
    "Misez 1 € ou 2 € puis « Jouer » : un montant en jeu est tiré (doublé à 2 €). Cliquez sur le dé : 5 ou 6 gagne, 1 perd, 2, 3 et 4 se relancent. Sur un 5 ou un 6, « J'arrête » vous donne le montant ; « Je continue » le perd, et il devient un coefficient multiplicateur pour l'univers de votre choix : Happy Cumul, Happy Figures ou Happy Identiques, dont les lots sont multipliés par ce coefficient.":
        "Stake 1 € or 2 € then “Play”: an amount in play is drawn (doubled at 2 €). Click the die: 5 or 6 wins, 1 loses, 2, 3 and 4 throw again. On a 5 or a 6, “I stop” gives you the amount; “I continue” gives it up, and it becomes a multiplier for the world of your choice: Happy Cumul, Happy Figures or Happy Identiques, whose prizes are multiplied by it.",
    "Étape 1 : montant en jeu (mise de 1 €)": "Stage 1: amount in play (1 € stake)",
    "Score de %1": "Score of %1",
    "Score de %1 à %2": "Score of %1 to %2",
    "Retour au joueur, calculé exactement": "Return to player, computed exactly",
    "Les probabilités publiées sont arrondies au centième ; le jeu tire avec des poids entiers exacts qui les reproduisent. Pour 100 € misés, le gain moyen est :":
        "The published odds are rounded to the hundredth; the game draws with exact whole-number weights that reproduce them. For 100 € staked, the average win is:",
    "J'arrête après l'étape 1": "I stop after stage 1",
    "Je continue vers %1": "I continue to %1",
    " : %1 % de retour, %2 % de parties gagnantes": ": %1 % return, %2 % of games won",
    "Ticket à 2 €. Trois lancers de deux dés, chacun avec sa case « Gain ». Si les deux dés d'un lancer font 7, vous gagnez la somme de sa case « Gain » ; plusieurs lancers gagnants s'additionnent en un lot unique. « Jouez » : vous grattez les zones ; « Auto » : tout est découvert pour vous ; sans action pendant quelques secondes, le reste se découvre seul.":
        "A 2 € ticket. Three throws of two dice, each with its “Win” box. If a throw's two dice make 7, you win the amount in its “Win” box; several winning throws add up to one prize. “Play”: you scratch the zones; “Auto”: everything is uncovered for you; after a few seconds without action, the rest uncovers itself.",
    "Ticket à 3 €. Douze mois, chacun cache deux symboles et une somme : deux symboles identiques gagnent la somme du mois. La case « Bonus » cache une somme, 0 € si elle perd. Les gains s'additionnent en un lot unique. « Jouer » : vous découvrez les zones ; « Auto » : tout est découvert pour vous.":
        "A 3 € ticket. Twelve months, each hiding two symbols and an amount: two identical symbols win the month's amount. The “Bonus” box hides an amount, 0 € when it loses. The wins add up to one prize. “Play”: you uncover the zones; “Auto”: everything is uncovered for you.",
    "Chaque bloc de %1 tickets contient exactement %2 tickets gagnants ; taux de retour : %3 %. Les tickets sont distribués dans l'ordre du bloc, mélangé à l'avance.":
        "Each block of %1 tickets holds exactly %2 winning tickets; payout rate: %3 %. Tickets are dealt in the order of the block, shuffled in advance.",
    "Lot": "Prize",
    "Nombre par bloc": "Number per block",
    "Chance": "Chance",
    "Restant dans le bloc": "Left in the block",
    "Jouez": "Play",
    "Préparation du bloc de tickets…": "Preparing the block of tickets…",
    "Grattez les dés et les cases « Gain » (ou cliquez dessus). Deux dés qui font 7 gagnent la case « Gain » du lancer.":
        "Scratch the dice and the “Win” boxes (or click them). Two dice that make 7 win the throw's “Win” box.",
    "Grattez les mois et la case « Bonus » (ou cliquez dessus). Deux symboles identiques gagnent la somme du mois.":
        "Scratch the months and the “Bonus” box (or click them). Two identical symbols win the month's amount.",
    "Ticket gagnant : %1": "Winning ticket: %1",
    "Ticket perdant.": "Losing ticket.",
    "« %1 » : vous grattez vous-même. « Auto » : tout est découvert pour vous.": "“%1”: you scratch it yourself. “Auto”: everything is uncovered for you.",
    "Tout découvrir": "Uncover all",
    "%1, à gratter": "%1, to scratch",
    "Langue": "Language",
    "Son": "Sound",
    "Son coupé": "Sound off",
    "Son activé": "Sound on",
    "active ou coupe les sons": "turns the sounds on or off",
    "Volume −": "Volume −",
    "%1 %": "%1 %",
    "Volume %1 %": "Volume %1 %",
    "Volume +": "Volume +",
    "Animations": "Animations",
    "Mouvements réduits : oui": "Reduced motion: yes",
    "Mouvements réduits : non": "Reduced motion: no",
    "pas d'animations longues": "no long animations",
    "Ticket %1, choisi": "Ticket %1, chosen",
    "Ticket %1": "Ticket %1",
    "Ticket %1, bloc %2, numéro %3": "Ticket %1, block %2, number %3",
    "Bloc %1  ·  Ticket n° %2": "Block %1  ·  Ticket no. %2",
    "Préparation des tickets en cours…": "Preparing the tickets…",
    # Kiosk mode, usability-study mode and the operator console (issue 7).
    "Touchez l'écran pour jouer": "Touch the screen to play",
    "Démonstration · argent fictif · Interdit aux mineurs": "Demonstration · play money · No under-18s",
    "ÉTUDE · %1 · F8 repère · F9 capture": "STUDY · %1 · F8 marker · F9 screenshot",
    "ÉTUDE": "STUDY",
    "Je suis là, je continue": "I'm here, I'll go on",
    "Accès opérateur verrouillé : aucun code PIN valable dans la configuration.":
        "Operator access locked: no valid PIN in the configuration.",
    "Code incorrect.": "Wrong code.",
    "Menu opérateur": "Operator menu",
    "Code opérateur": "Operator code",
    "Quitter le kiosque": "Leave the kiosk",
    "Console": "Console",
    "Nouveau visiteur": "New visitor",
    "Retour au jeu": "Back to the game",
    "Instants — console opérateur": "Instants — operator console",
    "Session": "Session",
    "Journal": "Journal",
    "Blocs": "Blocks",
    "Retour aux joueurs": "Return to player",
    "Étude d'utilisabilité": "Usability study",
    "État :": "State:",
    "P01": "P01",
    "Démarrer la session": "Start the session",
    "Terminer la session": "End the session",
    "Participant :": "Participant:",
    "Charger un scénario…": "Load a scenario…",
    "Scénario :": "Scenario:",
    "Charger un scénario d'étude": "Load a study scenario",
    "Scénarios (*.json);;Tous les fichiers (*)": "Scenarios (*.json);;All files (*)",
    "note (facultative)": "note (optional)",
    "Poser un repère": "Drop a marker",
    "Capture d'écran": "Screenshot",
    "Repères :": "Markers:",
    "Aucune capture : pas de session d'étude en cours ni de fenêtre de jeu.":
        "No screenshot: no study session in progress or no game window.",
    "Capture enregistrée : %1": "Screenshot saved: %1",
    "Portefeuille de démonstration": "Demo wallet",
    "Solde :": "Balance:",
    "Mode kiosque : retour à l'écran d'attente après %1 s sans activité.":
        "Kiosk mode: back to the attract screen after %1 s without activity.",
    "Mode étude : dossier %1": "Study mode: folder %1",
    "Mode joueur (ni kiosque ni étude).": "Player mode (neither kiosk nor study).",
    "Flux en direct : interactions et événements du moteur (lignes JSON)":
        "Live stream: interactions and engine events (JSON lines)",
    "Effacer l'affichage": "Clear the view",
    "N°": "No.",
    "Jeu": "Game",
    "Mise": "Stake",
    "État": "State",
    "Visible": "Visible",
    "Début (UTC)": "Started (UTC)",
    "Événements": "Events",
    "Inclure les parties des visiteurs précédents (masquées)": "Include the previous visitors' games (hidden)",
    "Exporter (lignes JSON)…": "Export (JSON lines)…",
    "Exporter le journal": "Export the journal",
    "Lignes JSON (*.jsonl);;Tous les fichiers (*)": "JSON lines (*.jsonl);;All files (*)",
    "Actualiser": "Refresh",
    "Restants": "Left",
    "Émis": "Issued",
    "Observé : somme des gains sur somme des mises des parties terminées du journal (visiteurs précédents compris). Exact : calculé par le moteur (Happy Dés : toutes stratégies ; DÉDÉ et Happy 2014 : lots du bloc sur ventes du bloc).":
        "Observed: total wins over total stakes of the journal's finished games (previous visitors included). "
        "Exact: computed by the engine (Happy Dés: every strategy; DÉDÉ and Happy 2014: the block's prizes over its sales).",
    "Parties": "Games",
    "Mises": "Stakes",
    "Gains": "Wins",
    "Observé": "Observed",
    "Exact": "Exact",
    "Mode étude inactif : lancez le client avec --study DOSSIER pour enregistrer des participants et charger des scénarios.":
        "Study mode off: start the client with --study FOLDER to record participants and load scenarios.",
    "Aucune session en cours (dossier %1).": "No session in progress (folder %1).",
    "aucun": "none",
    "Mode étude inactif : lancez le client avec --study DOSSIER.": "Study mode off: start the client with --study FOLDER.",
    "Indiquez le participant (par exemple P01).": "Enter the participant (for example P01).",
    "Session de %1 démarrée : %2": "Session of %1 started: %2",
    "Session terminée ; résumé écrit à côté de %1": "Session ended; summary written next to %1",
    "Le scénario %1 ne peut pas être lu : %2": "The scenario %1 cannot be read: %2",
    "Scénario chargé : %1": "Scenario loaded: %1",
    "refusé": "refused",
    "Scénario refusé : %1": "Scenario refused: %1",
    "Aucun repère : pas de session d'étude en cours.": "No marker: no study session in progress.",
    "Repère %1 posé.": "Marker %1 dropped.",
    "Solde démo réinitialisé à %1.": "Demo balance reset to %1.",
    "Solde non réinitialisé : %1": "Balance not reset: %1",
    "Le journal n'est pas disponible pour l'instant.": "The journal is not available right now.",
    "Export impossible vers %1 : %2": "Cannot export to %1: %2",
    "terminée": "finished",
    "masquée": "hidden",
    "oui": "yes",
    "Préparation du bloc…": "Preparing the block…",
    "Bloc pas encore préparé.": "Block not prepared yet.",
    "Bloc %1 (graine %2) : %3 ticket(s) distribué(s) sur %4": "Block %1 (seed %2): %3 ticket(s) dealt out of %4",
    "Impossible d'écrire le journal d'étude %1 : %2": "Cannot write the study log %1: %2",
    # The presentation: reveals, celebrations, neutral results (issue 12).
    "Tirage du montant en jeu": "Drawing the amount in play",
    "Tirage du montant en jeu…": "Drawing the amount in play…",
    "Le gros lot !": "The jackpot!",
    "Gros gain !": "Big win!",
    "Gagné !": "You win!",
    "le lot maximum du jeu": "the game's top prize",
    "Argent fictif · touchez pour continuer": "Play money · touch to go on",
    "pour une mise de %1": "for a stake of %1",
    "Gain : %1": "Prize: %1",
    "Pas de gain": "No win",
    "Gagné : %1.": "Won: %1.",
    "Pas de gain cette fois.": "No win this time.",
    "27 : les sept dés vont être relancés.": "27: the seven dice will be thrown again.",
    "possible": "within reach",
    "Montant maximum : coefficient ×%1 à l'étape 2": "Top amount: multiplier ×%1 in stage 2",
    "Les quinze lancers": "The fifteen throws",
    "lancer %1 : à venir": "throw %1: to come",
    "lancer %1 : %2, gagné": "throw %1: %2, won",
    "lancer %1 : %2, perdu": "throw %1: %2, lost",
    "lancer %1 : %2, en jeu": "throw %1: %2, in play",
    "Découverte de toutes les zones…": "Uncovering every zone…",
    "Ticket à %1 : le montant de la mise.": "A %1 ticket: the amount of the stake.",
    "Pas de gain sur ce ticket.": "No win on this ticket.",
    "Découverte automatique (DÉDÉ)": "Automatic uncovering (DÉDÉ)",
    "Le reste se découvre dans 1 seconde. Touchez ou grattez pour continuer vous-même.":
        "The rest uncovers itself in 1 second. Touch or scratch to go on yourself.",
    "Le reste se découvre dans %1 secondes. Touchez ou grattez pour continuer vous-même.":
        "The rest uncovers itself in %1 seconds. Touch or scratch to go on yourself.",
    "« J'arrête » : le montant en jeu, %1, est gagné.": "“I stop”: the amount in play, %1, is won.",
    "Sur cette borne, un ticket DÉDÉ laissé sans action %1 s se découvre tout seul (réglage de l'exploitant).":
        "On this kiosk, a DÉDÉ ticket left untouched for %1 s uncovers itself (the operator's setting).",
    "Un ticket DÉDÉ laissé sans action se découvre tout seul (règlement, article 4.3). Un compte à rebours l'annonce dans les dernières secondes ; toute action le repousse.":
        "A DÉDÉ ticket left untouched uncovers itself (rules, article 4.3). A countdown announces it in the last seconds; any action puts it off.",
    "− 5 s": "− 5 s",
    "+ 5 s": "+ 5 s",
    "raccourcit le délai": "shortens the delay",
    "allonge le délai": "lengthens the delay",
    "après %1 s sans action": "after %1 s without action",
    "Découverte automatique après %1 secondes sans action, de %2 à %3 secondes":
        "Automatic uncovering after %1 seconds without action, from %2 to %3 seconds",
    # Accessibility (issue 14)
    "%1 : %2, à relancer": "%1: %2, throw again",
    "gagné": "won",
}

# Plural forms (%n): singular, plural.
EN_PLURAL = {
    "Toujours là ? Votre session sera réinitialisée dans %n seconde(s).": (
        "Still there? Your session will be reset in %n second.",
        "Still there? Your session will be reset in %n seconds."),
    "%n chiffre(s) saisi(s)": ("%n digit entered", "%n digits entered"),
    "Session de %1 en cours · %n ligne(s) · journal %2": ("Session of %1 in progress · %n line · log %2",
                                                          "Session of %1 in progress · %n lines · log %2"),
    "%1 · %n partie(s) scriptée(s) restante(s)": ("%1 · %n scripted game left", "%1 · %n scripted games left"),
    "%n partie(s) exportée(s) vers %1": ("%n game exported to %1", "%n games exported to %1"),
    "Score de 27 : %n relance(s) des sept dés.": ("Score of 27: the seven dice thrown again %n time.",
                                                  "Score of 27: the seven dice thrown again %n times."),
}


def main() -> int:
    check = "--check" in sys.argv
    tree = ET.parse(TS)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        tr = message.find("translation")
        if tr is None:
            tr = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            forms = EN_PLURAL.get(source)
            if forms is None:
                missing.append(source)
                continue
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
            tr.attrib.pop("type", None)
            continue
        english = EN.get(source)
        if english is None:
            missing.append(source)
            continue
        tr.text = english
        tr.attrib.pop("type", None)
    if missing:
        print(f"{len(missing)} message(s) without English wording in {__file__}:")
        for s in missing:
            print("  " + repr(s))
    if not check:
        tree.write(TS, encoding="utf-8", xml_declaration=True)
        # Keep the DOCTYPE line lupdate writes.
        text = TS.read_text(encoding="utf-8")
        if "<!DOCTYPE TS>" not in text:
            text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
            TS.write_text(text, encoding="utf-8")
    unfinished = TS.read_text(encoding="utf-8").count('type="unfinished"')
    print(f"{TS.name}: {unfinished} unfinished, {len(missing)} missing")
    return 1 if (missing or unfinished) and check else 0


if __name__ == "__main__":
    sys.exit(main())
