#!/usr/bin/env python3
"""Fills translations/instants_en.ts from the English wording kept here, and
translations/instants_fr.ts with the French plural forms, and lists what is missing. French is
the source language (the regulations' words); English is a translation. The French file holds
only the messages counted with %n (lupdate -pluralonly): « 1 seconde », « 5 secondes » instead
of the source's « 5 seconde(s) ».

Usage: python3 tools/translate_en.py [--check]
  --check   exit 1 if any message of the .ts files has no wording here (used by a test).
Run lupdate first when strings change (tools/check_translations.sh prints the commands).
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "translations" / "instants_en.ts"
TS_FR = TS.with_name("instants_fr.ts")

EN = {
    "Le disque est plein : le journal %1 ne peut pas être écrit. Rien n'a été joué ni perdu. Libérez de l'espace sur ce disque, puis touchez « Réessayer ».":
        "The disk is full: the game journal %1 cannot be written. Nothing was played and nothing is lost. Free some space on this disk, then press “Try again”.",
    "Le journal %1 ne peut plus être écrit (le fichier ou son dossier est en lecture seule). Rien n'a été joué ni perdu. Rétablissez le droit d'écriture, puis touchez « Réessayer ».":
        "The game journal %1 can no longer be written (the file or its folder is read-only). Nothing was played and nothing is lost. Make it writable again, then press “Try again”.",
    "Le journal %1 ne peut pas être écrit (erreur d'entrée-sortie). Rien n'a été joué ni perdu. Touchez « Réessayer », ou appelez un responsable.":
        "The game journal %1 cannot be written (input/output error). Nothing was played and nothing is lost. Press “Try again”, or call a staff member.",
    "Réessayer": "Try again",
    "La traduction « %1 » n'a pas pu être chargée : l'affichage reste en français.":
        "The “%1” translation could not be loaded: the screens stay in French.",
    "Ouvrez-le avec la version d'Instants qui l'a écrit, ou déplacez-le dans un autre dossier pour repartir d'un journal neuf, puis relancez Instants.":
        "Open it with the version of Instants that wrote it, or move it to another folder to start a new journal, then start Instants again.",
    "Pour rejouer, déplacez ce fichier dans un autre dossier (Instants repartira d'un journal neuf), ou remettez à sa place une copie de sauvegarde, puis relancez Instants.":
        "To play again, move this file to another folder (Instants will start a new journal), or put a backup copy in its place, then start Instants again.",
    "Corrigez ce problème, puis relancez Instants.": "Fix this problem, then start Instants again.",
    "Le fichier n'a pas été modifié.": "The file was not modified.",
    "Fichier : %1": "File: %1",
    "Détails": "Details",
    "le message technique est affiché": "the technical message is shown",
    "affiche le message technique": "shows the technical message",
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
    "Gain du lancer %1": "“Gain” box of throw %1",
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
    "Ticket n° %1 du bloc %2 (empreinte %3)": "Ticket no. %1 of block %2 (digest %3)",
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
    "1 sur %1 (%2 %)": "1 in %1 (%2%)",
    "aucune": "none",
    "je gagne %1": "I win %1",
    "coefficient ×%1": "multiplier ×%1",
    "Votre mise": "Your stake",
    "mise de 1 €": "stake of 1 €",
    "mise de 2 € : les montants sont doublés": "stake of 2 €: the amounts are doubled",
    "Choisissez votre univers (coefficient ×%1)": "Choose your world (multiplier ×%1)",
    "… jusqu'à %1": "… down to %1",
    "Chance de gagner : 1 sur %1": "Chance of winning: 1 in %1",
    "Chance de gagner : aucune": "Chance of winning: none",
    "Montant perdu": "Amount lost",
    "Ticket %1, spécimen": "%1 ticket, specimen",
    "Spécimen": "Specimen",
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
    "Mise 3 €": "Stake 3 €",
    "Mise 1 € ou 2 €": "Stake 1 € or 2 €",
    "Trois lancers de deux dés : un 7 gagne la case « Gain »": "Three throws of two dice: a 7 wins the “Gain” box",
    "Ticket à 2 €": "2 € ticket",
    "Douze mois et un « Bonus » : deux symboles identiques gagnent": "Twelve months and a “Bonus”: two identical symbols win",
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
    "J'arrête après l'étape 1": "I stop after stage 1",
    "Je continue vers %1": "I continue to %1",
    "Ticket à 2 €. Trois lancers de deux dés, chacun avec sa case « Gain ». Si les deux dés d'un lancer font 7, vous gagnez la somme de sa case « Gain » ; plusieurs lancers gagnants s'additionnent en un lot unique. « Jouez » : vous grattez les zones ; « Auto » : tout est découvert pour vous ; sans action pendant quelques secondes, le reste se découvre seul.":
        "A 2 € ticket. Three throws of two dice, each with its “Gain” box. If a throw's two dice make 7, you win the amount in its “Gain” box; several winning throws add up to one prize. “Play”: you scratch the zones; “Auto”: everything is uncovered for you; after a few seconds without action, the rest uncovers itself.",
    "Chaque bloc de %1 tickets contient exactement %2 tickets gagnants ; taux de retour : %3 %. Les tickets sont distribués dans l'ordre du bloc, mélangé à l'avance.":
        "Each block of %1 tickets holds exactly %2 winning tickets; payout rate: %3 %. Tickets are dealt in the order of the block, shuffled in advance.",
    # The rules' figures (what each one measures)
    'Lire les tables':
        'How to read the tables',
    "Dans chaque univers, le score, la figure ou le lancer obtenu désigne une table\xa0; le lot en jeu y est alors tiré au sort. «\xa01 chance sur…\xa0» est la probabilité de jouer pour cette valeur une fois ce résultat obtenu (règlement, articles 2.4.1.1, 2.4.2.1 et 2.4.3.3), pas la chance de gagner ce lot. Les lots sont ceux d'un coefficient de 1\xa0€\xa0: ils sont multipliés par le montant en jeu de l'étape 1.":
        'In each universe, the score, figure or throw you get points to a table; the prize in play is then drawn from it. “1 chance in…” is the probability of playing for that value once that result is obtained (regulation, articles 2.4.1.1, 2.4.2.1 and 2.4.3.3), not the chance of winning that prize. The prizes are those of a coefficient of 1 €: they are multiplied by the amount in play from stage 1.',
    'Les probabilités publiées sont arrondies au centième\xa0; le jeu tire avec des poids entiers exacts qui les reproduisent. Selon la façon de jouer, pour 100\xa0€ misés, en moyenne\xa0:':
        'The published odds are rounded to the hundredth; the game draws with exact whole-number weights that reproduce them. Depending on how you play, for 100 € staked, on average:',
    '%1\xa0: %2 rendus (taux de retour %3\xa0%)\xa0; %4\xa0% des parties rapportent plus que la mise, %5\xa0% rapportent quelque chose.':
        '%1: %2 returned (payout rate %3 %); %4 % of games return more than the stake, %5 % return something.',
    "Unité de jeu à 3\xa0€. Douze mois, chacun cache deux symboles et une somme\xa0: deux symboles identiques gagnent la somme du mois. La case «\xa0Bonus\xa0» cache une somme, 0\xa0€ si elle perd. Les gains s'additionnent en un lot unique. «\xa0Jouer\xa0»\xa0: vous découvrez les zones\xa0; «\xa0Auto\xa0»\xa0: tout est découvert pour vous.":
        "A 3 € game unit. Twelve months, each hiding two symbols and an amount: two identical symbols win the month's amount. The “Bonus” box hides an amount, 0 € when it loses. The wins add up to one prize. “Play”: you uncover the zones; “Auto”: everything is uncovered for you.",
    "Chaque bloc de %1 unités de jeu contient exactement %2 unités gagnantes\xa0; taux de retour\xa0: %3\xa0%. Les unités de jeu sont distribuées dans l'ordre du bloc, mélangé à l'avance.":
        'Each block of %1 game units holds exactly %2 winning units; payout rate: %3 %. Game units are dealt in the order of the block, shuffled in advance.',
    'Chaque lot est supérieur à la mise\xa0: %1 de gagner plus que la mise.':
        'Every prize is above the stake: %1 to win more than the stake.',
    "Dont %1 d'un lot égal à la mise\xa0; %2 de gagner plus que la mise.":
        'Of which %1 of a prize equal to the stake; %2 to win more than the stake.',
    ' ou (%1)':
        ' or (%1)',
    "Lot": "Prize",
    "Nombre par bloc": "Number per block",
    "Chance": "Chance",
    "Restant dans le bloc": "Left in the block",
    "Jouez": "Play",
    "Préparation du bloc de tickets…": "Preparing the block of tickets…",
    "Grattez les dés et les cases « Gain » (ou cliquez dessus). Deux dés qui font 7 gagnent la case « Gain » du lancer.":
        "Scratch the dice and the “Gain” boxes (or click them). Two dice that make 7 win the throw's “Gain” box.",
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
    "%1 s": "%1 s",
    "%1 min %2 s": "%1 min %2 s",
    "Nouvel essai possible dans %1.": "Next attempt possible in %1.",
    "Trop de codes incorrects : la saisie est bloquée. Réessayez dans %1.":
        "Too many wrong codes: entry is locked. Try again in %1.",
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
    # The block files set aside (docs/blocks.md, "Authentic blocks").
    "Blocs écartés": "Blocks set aside",
    "Un fichier de bloc abîmé, falsifié ou étranger n'est jamais utilisé, effacé ni modifié : il reste tel quel à son emplacement, pour examen, et le bloc est lu ou produit à nouveau depuis sa graine sous le nom suivant (….alt1.blk, ….alt2.blk…).":
        "A damaged, forged or foreign block file is never used, deleted or modified: it stays as it is where it is, for examination, and the block is read, or produced again from its seed, under the next name (….alt1.blk, ….alt2.blk…).",
    "Heure": "Time",
    "Raison": "Reason",
    "Fichier (conservé tel quel)": "File (kept as it is)",
    "Conservés dans le dossier %1.": "Kept in the folder %1.",
    "Message du moteur": "Engine's message",
    "Bloc d'un autre jeu": "A block of another game",
    "Autre bloc de la série (autre numéro)": "Another block of the series (another number)",
    "Bloc d'une autre graine": "A block of another seed",
    "Falsifié ou remplacé : son empreinte n'est pas celle que le journal a enregistrée":
        "Forged or replaced: its digest is not the one the journal recorded",
    "Falsifié : bien formé, mais ce n'est pas le bloc que produit la graine du journal":
        "Forged: well-formed, but not the block the journal's seed produces",
    "Modifié sur le disque après sa vérification": "Changed on disk after it was checked",
    "Abîmé ou illisible : ce n'est pas un fichier de bloc valide": "Damaged or unreadable: not a valid block file",
    "Aucun fichier de bloc écarté depuis le démarrage.": "No block file set aside since the start.",
    "%1 (n'y est plus : déplacé ou effacé hors d'Instants)": "%1 (no longer there: moved or deleted outside Instants)",
    "Impossible d'écrire le journal d'étude %1 : %2": "Cannot write the study log %1: %2",
    # The presentation: reveals, celebrations, neutral results (issue 12).
    "Tirage du montant en jeu": "Drawing the amount in play",
    "Tirage du montant en jeu…": "Drawing the amount in play…",
    "Plus bas": "More below",
    "Un instant…": "One moment…",
    "Le gros lot !": "The jackpot!",
    "Gros gain !": "Big win!",
    "Gagné !": "You win!",
    "le lot maximum du jeu": "the game's top prize",
    "le lot maximum de cette partie": "the top prize this game could pay",
    "Argent fictif · touchez pour continuer": "Play money · touch to go on",
    "pour une mise de %1": "for a stake of %1",
    "Gain : %1": "Prize: %1",
    "Pas de gain": "No win",
    "Gagné : %1.": "Won: %1.",
    "Pas de gain cette fois.": "No win this time.",
    # A return at or below the stake, in neutral words (docs/visual-design.md, "A return is a
    # win only above the stake").
    # A balance short of the stake, said next to the controls (BalanceShort.qml).
    "Solde démo : %1, moins que la mise de %2. Une mise de %3 reste possible.":
        "Demo balance: %1, less than the %2 stake. A %3 stake is still possible.",
    "Solde démo : %1, moins que la mise de %2.": "Demo balance: %1, less than the %2 stake.",
    "Remettre à %1": "Reset to %1",
    "le solde démo, après confirmation": "the demo balance, once confirmed",
    "Solde démo insuffisant pour cette mise : il peut être remis à son montant de départ.":
        "The demo balance is too low for this stake: it can be reset to its starting amount.",
    "Gain : %1 pour une mise de %2": "Prize: %1 for a stake of %2",
    "Le dé donne %1 : montant en jeu %2 pour une mise de %3. J'arrête ou je continue ?":
        "The die shows %1: amount in play %2 for a stake of %3. Stop or continue?",
    "«\u00a0J'arrête\u00a0» : le montant en jeu, %1, vous revient pour une mise de %2.":
        "“I stop”: the amount in play, %1, is paid back for a stake of %2.",
    "Fin : gain %1 pour une mise de %2": "End: prize %1 for a stake of %2",
    "Fin : pas de gain": "End: no prize",
    "Obtenu": "Paid",
    "obtenu": "paid",
    "Lot du lancer %1 : %2 pour une mise de %3": "Prize of throw %1: %2 for a stake of %3",
    "Montant en jeu : %1 pour une mise de %2. J'arrête et je le reçois, ou je continue : le montant est perdu et devient un coefficient ×%3 pour l'un des trois univers.":
        "Amount in play: %1 for a stake of %2. I stop and receive it, or I continue: the amount is lost and becomes a ×%3 multiplier for one of the three universes.",
    "je reçois %1": "I receive %1",
    "gain %1": "prize %1",
    "pas de gain": "no prize",
    "lancer %1 : %2, obtenu": "throw %1: %2, paid",
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
    "Reprendre %1": "Resume %1",
    "une partie payée n'est pas finie": "a paid game is not finished",
    "%1 : partie en cours, reprendre": "%1: game in progress, resume",
    "Reprendre": "Resume",
    # The consumed ticket in the history (DÉDÉ 4.3, Happy 2014 4.1)
    "Ticket payé, pas encore entièrement découvert. « Voir le résultat » découvre toutes ses cases comme « Auto » ; « Reprendre » vous le laisse gratter.":
        "Ticket paid for, not yet fully uncovered. “Show the result” uncovers all its boxes as “Auto” does; “Resume” lets you scratch it yourself.",
    "Partie payée, pas encore terminée : « Reprendre » la continue où elle en était.":
        "Game paid for, not finished yet: “Resume” continues it where it was.",
    "Voir le résultat": "Show the result",
    'Unité de jeu payée, pas encore entièrement découverte. «\xa0Voir le résultat\xa0» découvre toutes ses cases comme «\xa0Auto\xa0»\xa0; «\xa0Reprendre\xa0» vous la laisse découvrir.':
        "Game unit paid for, not yet fully uncovered. “Show the result” uncovers all its boxes as “Auto” does; “Resume” lets you uncover it yourself.",
    "Une partie de %1 est en cours : finissez-la avant d'en commencer une autre.": "A game of %1 is in progress: finish it before starting another.",
    "%1 sur %2": "%1 of %2",
    "Lots du bloc": "The block's prizes",
    "Mouvements réduits": "Reduced motion",
    "Une partie de %1 est en cours : reprenez-la d'abord.": "A game of %1 is in progress: resume it first.",
    "Une partie est en cours : reprenez-la d'abord.": "A game is in progress: resume it first.",
    "Cette mise n'est pas proposée pour ce jeu.": "This stake is not offered for this game.",
    "Aucune partie en cours : commencez-en une.": "No game in progress: start one.",
    "Cette action n'est pas possible à ce moment de la partie.": "This action is not possible at this point of the game.",
    "Les tickets ne peuvent pas être préparés. Réessayez plus tard, ou appelez un responsable.": "The tickets cannot be prepared. Try again later, or call a member of staff.",
    "Le tirage au sort n'est pas disponible sur cet appareil : rien n'a été joué. Appelez un responsable.": "The random draw is not available on this device: nothing was played. Call a member of staff.",
    "Réservé au mode étude.": "Study mode only.",
    "Le journal des parties ne peut pas être écrit : rien n'a été joué. Vérifiez l'espace disque, ou appelez un responsable.": "The game journal cannot be written: nothing was played. Check the disk space, or call a member of staff.",
    "Action refusée : rien n'a été joué. Réessayez, ou appelez un responsable.": "Action refused: nothing was played. Try again, or call a member of staff.",
    "Remettre le solde démo à %1 ? L'historique des parties est gardé.": "Reset the demo balance to %1? The history of games is kept.",
    "Remettre à %1": "Reset to %1",
    "Solde démo remis à %1.": "Demo balance reset to %1.",
    "Solde démo remis à": "Demo balance reset to",
    "Annuler": "Cancel",
    "En cours": "In progress",
    "la partie n'est pas dans le journal": "the game is not in the journal",
    "son journal est incomplet ou abîmé": "its journal is incomplete or damaged",
    "Le journal %1 ne peut pas être ouvert.": "The journal %1 cannot be opened.",
    "%1 n'est pas un journal de parties (ce n'est pas une base SQLite, ou son en-tête est abîmé).": "%1 is not a game journal (it is not an SQLite database, or its header is damaged).",
    "Le journal %1 est abîmé (tronqué ou modifié).": "The journal %1 is damaged (truncated or altered).",
    "%1 est la base de données d'une autre application, pas un journal d'Instants.": "%1 is another application's database, not an Instants journal.",
    "Le journal %1 a été écrit par une version plus récente d'Instants.": "The journal %1 was written by a newer version of Instants.",
    "Le journal %1, ou son dossier, ne peut pas être écrit.": "The journal %1, or its folder, cannot be written.",
    "Le disque est plein : le journal %1 ne peut pas être écrit.": "The disk is full: the journal %1 cannot be written.",
    "Le journal %1 ne peut pas être ouvert ni créé (dossier absent ou droits insuffisants).": "The journal %1 can be neither opened nor created (missing folder or insufficient rights).",
    "Le journal %1 est déjà ouvert par un autre programme Instants : un seul programme à la fois y écrit. Fermez l'autre, ou ouvrez un autre journal.": "The journal %1 is already open in another Instants program: one program at a time writes to it. Close the other one, or open another journal.",
    "Le journal %1 ne passe pas son contrôle d'intégrité : son historique a été modifié ou perdu hors d'Instants, on n'y joue donc pas. Restaurez une sauvegarde ou choisissez un autre fichier.": "The journal %1 fails its integrity check: its history was changed or lost outside Instants, so it is not played on. Restore a backup or choose another file.",
    "Le journal %1 ne peut pas être lu ou écrit (erreur d'entrée-sortie).": "The journal %1 cannot be read or written (input/output error).",
    'Tâche %1 sur %2 : %3': 'Task %1 of %2: %3',
    '%1 restantes': '%1 left',
    "J'abandonne": 'I give up',
    "J'ai terminé": "I'm done",
    'Pause': 'Pause',
    'Lecture': 'Play',
    'Sauter les temps morts': 'Skip idle time',
    '◀ Tâche ou repère': '◀ Task or marker',
    'Tâche ou repère ▶': 'Task or marker ▶',
    'Saut… ': 'Jumping… ',
    '%1 · %2 / %3': '%1 · %2 / %3',
    'tâche %1': 'task %1',
    'Repère %1': 'Marker %1',
    'Question %1 sur %2': 'Question %1 of %2',
    'Tâche %1 sur %2': 'Task %1 of %2',
    'Avant de commencer': 'Before you start',
    'Consignes': 'Instructions',
    'Merci !': 'Thank you!',
    'Merci de votre venue': 'Thank you for coming',
    "Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.": 'Touch “Start” when you are ready; the instruction stays at the top of the screen.',
    "L'étude est terminée. Vous pouvez prévenir l'animateur.": 'The study is over. You may tell the facilitator.',
    "Rien n'a été enregistré d'autre que votre refus. Vous pouvez prévenir l'animateur.": 'Nothing was recorded but your refusal. You may tell the facilitator.',
    'Votre réponse (facultative)': 'Your answer (optional)',
    'Je refuse': 'I decline',
    "J'accepte": 'I agree',
    'Commencer': 'Start',
    'Suivant': 'Next',
    'Continuer': 'Continue',
    "Protocole d'étude": 'Study protocol',
    'Protocole': 'Protocol',
    'Charger un protocole…': 'Load a protocol…',
    'Protocole :': 'Protocol:',
    "Charger un protocole d'étude": 'Load a study protocol',
    'Protocoles (*.json);;Tous les fichiers (*)': 'Protocols (*.json);;All files (*)',
    'Condition de la prochaine session :': 'Condition of the next session:',
    'Tâche en cours': 'Current task',
    'Temps :': 'Time:',
    'Démarrer la tâche': 'Start the task',
    'Passer la tâche': 'Skip the task',
    'Terminer la tâche': 'End the task',
    'Réponses': 'Answers',
    'Repères et notes': 'Markers and notes',
    'Après les sessions': 'After the sessions',
    'Ouvrir un rejeu…': 'Open a replay…',
    'Rapport…': 'Report…',
    'Rejouer une session': 'Replay a session',
    "Journaux d'étude (*.jsonl);;Tous les fichiers (*)": 'Study logs (*.jsonl);;All files (*)',
    "Enregistrer le rapport de l'étude": "Save the study's report",
    'Pages HTML (*.html)': 'HTML pages (*.html)',
    'Repère %1 à %2:%3 · %4': 'Marker %1 at %2:%3 · %4',
    'Protocole refusé : %1': 'Protocol refused: %1',
    'selon le numéro du participant': "by the participant's number",
    'le participant lit le consentement': 'the participant reads the consent',
    'le participant lit les consignes': 'the participant reads the instructions',
    'prête à démarrer': 'ready to start',
    'questionnaire': 'questionnaire',
    'étude terminée': 'study finished',
    'consentement refusé': 'consent declined',
    "en attente d'une session": 'waiting for a session',
    'Participant n° %1 · condition %2 · tâche %3 sur %4 (%5) : %6 — %7': 'Participant no. %1 · condition %2 · task %3 of %4 (%5): %6 — %7',
    '%1:%2 sur %3 s': '%1:%2 of %3 s',
    "Protocole « %1 » chargé : il s'applique aux prochaines sessions.": 'Protocol “%1” loaded: it applies to the next sessions.',
    "Le rejeu de %1 n'a pas pu être lancé.": 'The replay of %1 could not be started.',
    'Rejeu de %1 ouvert dans une fenêtre à part.': 'Replay of %1 opened in a window of its own.',
    'Rapport impossible : %1': 'No report: %1',
    'Relecture : %1': 'Replay: %1',
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
    "Blocs (%n écarté(s))": ("Blocks (%n set aside)", "Blocks (%n set aside)"),
    "%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.": (
        "%n block file set aside since the start.",
        "%n block files set aside since the start, the most recent at the top."),
    "Parties jouées : %n": ("Games played: %n", "Games played: %n"),
    "Score de 27 : %n relance(s) des sept dés.": ("Score of 27: the seven dice thrown again %n time.",
                                                  "Score of 27: the seven dice thrown again %n times."),
    "Vous avez %n minute(s) au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.": ('You have %n minute at most. Touch “Start” when you are ready; the instruction stays at the top of the screen.',
        'You have %n minutes at most. Touch “Start” when you are ready; the instruction stays at the top of the screen.'),
    '%1 · %n tâche(s) · conditions : %2': ('%1 · %n task · conditions: %2',
        '%1 · %n tasks · conditions: %2'),
    'Rapport écrit : %1 (%n participant(s)).': ('Report written: %1 (%n participant).',
        'Report written: %1 (%n participants).'),
    'Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2': ('Report written: %1 (%n participant); files set aside: %2',
        'Report written: %1 (%n participants); files set aside: %2'),
}


# French plural forms (the French rule: 0 and 1 singular): singular, plural.
FR_PLURAL = {
    "Toujours là ? Votre session sera réinitialisée dans %n seconde(s).": (
        "Toujours là ? Votre session sera réinitialisée dans %n seconde.",
        "Toujours là ? Votre session sera réinitialisée dans %n secondes."),
    "%n chiffre(s) saisi(s)": ("%n chiffre saisi", "%n chiffres saisis"),
    "Session de %1 en cours · %n ligne(s) · journal %2": ("Session de %1 en cours · %n ligne · journal %2",
                                                          "Session de %1 en cours · %n lignes · journal %2"),
    "%1 · %n partie(s) scriptée(s) restante(s)": ("%1 · %n partie scriptée restante", "%1 · %n parties scriptées restantes"),
    "%n partie(s) exportée(s) vers %1": ("%n partie exportée vers %1", "%n parties exportées vers %1"),
    "Blocs (%n écarté(s))": ("Blocs (%n écarté)", "Blocs (%n écartés)"),
    "%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.": (
        "%n fichier de bloc écarté depuis le démarrage.",
        "%n fichiers de bloc écartés depuis le démarrage, le plus récent en haut."),
    "Parties jouées : %n": ("Parties jouées : %n", "Parties jouées : %n"),
    "Score de 27 : %n relance(s) des sept dés.": ("Score de 27 : %n relance des sept dés.",
                                                  "Score de 27 : %n relances des sept dés."),
    "Vous avez %n minute(s) au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.": (
        "Vous avez %n minute au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.",
        "Vous avez %n minutes au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran."),
    "%1 · %n tâche(s) · conditions : %2": ("%1 · %n tâche · conditions : %2", "%1 · %n tâches · conditions : %2"),
    "Rapport écrit : %1 (%n participant(s)).": ("Rapport écrit : %1 (%n participant).",
                                                "Rapport écrit : %1 (%n participants)."),
    "Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2": (
        "Rapport écrit : %1 (%n participant) ; fichiers écartés : %2",
        "Rapport écrit : %1 (%n participants) ; fichiers écartés : %2"),
}


def fill(ts: Path, words: dict, plurals: dict, check: bool) -> list:
    """Writes `words` and `plurals` into `ts`; returns the sources that have no wording."""
    tree = ET.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        tr = message.find("translation")
        if tr is None:
            tr = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            forms = plurals.get(source)
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
        wording = words.get(source)
        if wording is None:
            missing.append(source)
            continue
        tr.text = wording
        tr.attrib.pop("type", None)
    if missing:
        print(f"{len(missing)} message(s) of {ts.name} without wording in {__file__}:")
        for s in missing:
            print("  " + repr(s))
    if not check:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        # Keep the DOCTYPE line lupdate writes.
        text = ts.read_text(encoding="utf-8")
        if "<!DOCTYPE TS>" not in text:
            text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
            ts.write_text(text, encoding="utf-8")
    unfinished = ts.read_text(encoding="utf-8").count('type="unfinished"')
    print(f"{ts.name}: {unfinished} unfinished, {len(missing)} missing")
    return missing + ["unfinished"] * unfinished


def main() -> int:
    check = "--check" in sys.argv
    bad = fill(TS, EN, EN_PLURAL, check)
    bad += fill(TS_FR, {}, FR_PLURAL, check)
    return 1 if bad and check else 0


if __name__ == "__main__":
    sys.exit(main())
