<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="fr">
<context>
    <name>AmountReel</name>
    <message>
        <source>Tirage du montant en jeu</source>
        <translation>Drawing the amount in play</translation>
    </message>
</context>
<context>
    <name>AppHeader</name>
    <message>
        <source>Accueil</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Historique</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Règles et chances</source>
        <translation>Rules and odds</translation>
    </message>
    <message>
        <source>Réglages</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Reprendre %1</source>
        <translation>Resume %1</translation>
    </message>
    <message>
        <source>une partie payée n&apos;est pas finie</source>
        <translation>a paid game is not finished</translation>
    </message>
</context>
<context>
    <name>AttractScreen</name>
    <message>
        <source>Touchez l&apos;écran pour jouer</source>
        <translation>Touch the screen to play</translation>
    </message>
    <message>
        <source>Démonstration · argent fictif · Interdit aux mineurs</source>
        <translation>Demonstration · play money · No under-18s</translation>
    </message>
</context>
<context>
    <name>BalanceChip</name>
    <message>
        <source>Solde démo : %1</source>
        <translation>Demo balance: %1</translation>
    </message>
    <message>
        <source>Solde démo</source>
        <translation>Demo balance</translation>
    </message>
    <message>
        <source>Réinitialiser le solde démo</source>
        <translation>Reset the demo balance</translation>
    </message>
    <message>
        <source>Solde démo remis à</source>
        <translation>Demo balance reset to</translation>
    </message>
</context>
<context>
    <name>BalanceShort</name>
    <message>
        <source>Solde démo : %1, moins que la mise de %2. Une mise de %3 reste possible.</source>
        <translation>Demo balance: %1, less than the %2 stake. A %3 stake is still possible.</translation>
    </message>
    <message>
        <source>Solde démo : %1, moins que la mise de %2.</source>
        <translation>Demo balance: %1, less than the %2 stake.</translation>
    </message>
    <message>
        <source>Remettre à %1</source>
        <translation>Reset to %1</translation>
    </message>
    <message>
        <source>le solde démo, après confirmation</source>
        <translation>the demo balance, once confirmed</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <source>Le gros lot !</source>
        <translation>The jackpot!</translation>
    </message>
    <message>
        <source>Gros gain !</source>
        <translation>Big win!</translation>
    </message>
    <message>
        <source>Gagné !</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>le lot maximum du jeu</source>
        <translation>the game&apos;s top prize</translation>
    </message>
    <message>
        <source>Argent fictif · touchez pour continuer</source>
        <translation>Play money · touch to go on</translation>
    </message>
    <message>
        <source>le lot maximum de cette partie</source>
        <translation>the top prize this game could pay</translation>
    </message>
</context>
<context>
    <name>DedeTicket</name>
    <message>
        <source>et</source>
        <translation>and</translation>
    </message>
    <message>
        <source>★ Gagné</source>
        <translation>★ Won</translation>
    </message>
    <message>
        <source>Obtenu</source>
        <translation>Paid</translation>
    </message>
</context>
<context>
    <name>DemoBadge</name>
    <message>
        <source>Mode démo : argent fictif, aucun gain réel</source>
        <translation>Demo mode: play money, no real winnings</translation>
    </message>
    <message>
        <source>DÉMO</source>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>Argent fictif</source>
        <translation>Play money</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>Dés</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>dé %1 sur %2</source>
        <translation>die %1 of %2</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>%1 : en train de rouler</source>
        <translation>%1: rolling</translation>
    </message>
    <message>
        <source>%1 : à lancer</source>
        <translation>%1: to throw</translation>
    </message>
    <message>
        <source>%1 : pas encore lancé</source>
        <translation>%1: not thrown yet</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>dé en train de rouler</source>
        <translation>die rolling</translation>
    </message>
    <message>
        <source>lancer le dé</source>
        <translation>throw the die</translation>
    </message>
    <message>
        <source>dé pas encore lancé</source>
        <translation>die not thrown yet</translation>
    </message>
    <message>
        <source>dé sur le %1</source>
        <translation>die showing %1</translation>
    </message>
    <message>
        <source>%1 : %2, à relancer</source>
        <translation>%1: %2, throw again</translation>
    </message>
</context>
<context>
    <name>ErrorScreen</name>
    <message>
        <source>Le journal des parties ne peut pas être ouvert</source>
        <translation>The game journal cannot be opened</translation>
    </message>
    <message>
        <source>Ouvrez-le avec la version d&apos;Instants qui l&apos;a écrit, ou déplacez-le dans un autre dossier pour repartir d&apos;un journal neuf, puis relancez Instants.</source>
        <translation>Open it with the version of Instants that wrote it, or move it to another folder to start a new journal, then start Instants again.</translation>
    </message>
    <message>
        <source>Pour rejouer, déplacez ce fichier dans un autre dossier (Instants repartira d&apos;un journal neuf), ou remettez à sa place une copie de sauvegarde, puis relancez Instants.</source>
        <translation>To play again, move this file to another folder (Instants will start a new journal), or put a backup copy in its place, then start Instants again.</translation>
    </message>
    <message>
        <source>Corrigez ce problème, puis relancez Instants.</source>
        <translation>Fix this problem, then start Instants again.</translation>
    </message>
    <message>
        <source>Le fichier n&apos;a pas été modifié.</source>
        <translation>The file was not modified.</translation>
    </message>
    <message>
        <source>Fichier : %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Détails</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>le message technique est affiché</source>
        <translation>the technical message is shown</translation>
    </message>
    <message>
        <source>affiche le message technique</source>
        <translation>shows the technical message</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>1 chance sur %1</source>
        <translation>1 chance in %1</translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>Rejouer</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>Gagné : %1</source>
        <translation>Won: %1</translation>
    </message>
    <message>
        <source>Solde démo : %1</source>
        <translation>Demo balance: %1</translation>
    </message>
    <message>
        <source>Accueil</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>pour une mise de %1</source>
        <translation>for a stake of %1</translation>
    </message>
    <message>
        <source>Gain : %1</source>
        <translation>Prize: %1</translation>
    </message>
    <message>
        <source>Pas de gain</source>
        <translation>No win</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Lancez les sept dés un par un. Le total des dés fait le score : chaque tranche de scores a son lot. Un score de 27 fait relancer les sept dés.</source>
        <translation>Throw the seven dice one by one. Their total is the score: each range of scores has its prize. A score of 27 throws the seven dice again.</translation>
    </message>
    <message>
        <source>Lancez les cinq dés un par un. Cinq dés identiques, un carré, une suite ou un brelan gagnent le lot de la figure ; seule la plus haute compte.</source>
        <translation>Throw the five dice one by one. Five of a kind, four of a kind, a straight or three of a kind win that figure&apos;s prize; only the highest counts.</translation>
    </message>
    <message>
        <source>Jusqu&apos;à quinze lancers de trois dés. Avant chaque lancer, son lot est tiré ; trois dés identiques le gagnent.</source>
        <translation>Up to fifteen throws of three dice. Before each throw its prize is drawn; three identical dice win it.</translation>
    </message>
    <message>
        <source>Cinq dés identiques</source>
        <translation>Five of a kind</translation>
    </message>
    <message>
        <source>Carré</source>
        <translation>Four of a kind</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Brelan</source>
        <translation>Three of a kind</translation>
    </message>
    <message>
        <source>Aucune figure</source>
        <translation>No figure</translation>
    </message>
    <message>
        <source>Lancer %1</source>
        <translation>Throw %1</translation>
    </message>
    <message>
        <source>Gain du lancer %1</source>
        <translation>“Gain” box of throw %1</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Janvier</source>
        <translation>January</translation>
    </message>
    <message>
        <source>Février</source>
        <translation>February</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>March</translation>
    </message>
    <message>
        <source>Avril</source>
        <translation>April</translation>
    </message>
    <message>
        <source>Mai</source>
        <translation>May</translation>
    </message>
    <message>
        <source>Juin</source>
        <translation>June</translation>
    </message>
    <message>
        <source>Juillet</source>
        <translation>July</translation>
    </message>
    <message>
        <source>Août</source>
        <translation>August</translation>
    </message>
    <message>
        <source>Septembre</source>
        <translation>September</translation>
    </message>
    <message>
        <source>Octobre</source>
        <translation>October</translation>
    </message>
    <message>
        <source>Novembre</source>
        <translation>November</translation>
    </message>
    <message>
        <source>Décembre</source>
        <translation>December</translation>
    </message>
    <message>
        <source>trèfle</source>
        <translation>clover</translation>
    </message>
    <message>
        <source>cœur</source>
        <translation>heart</translation>
    </message>
    <message>
        <source>carreau</source>
        <translation>diamond (card)</translation>
    </message>
    <message>
        <source>pique</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>étoile</source>
        <translation>star</translation>
    </message>
    <message>
        <source>lune</source>
        <translation>moon</translation>
    </message>
    <message>
        <source>soleil</source>
        <translation>sun</translation>
    </message>
    <message>
        <source>couronne</source>
        <translation>crown</translation>
    </message>
    <message>
        <source>diamant</source>
        <translation>gem</translation>
    </message>
    <message>
        <source>fer à cheval</source>
        <translation>horseshoe</translation>
    </message>
    <message>
        <source>cloche</source>
        <translation>bell</translation>
    </message>
    <message>
        <source>fleur</source>
        <translation>flower</translation>
    </message>
    <message>
        <source>cerises</source>
        <translation>cherries</translation>
    </message>
    <message>
        <source>Montant en jeu tiré : %1</source>
        <translation>Amount in play drawn: %1</translation>
    </message>
    <message>
        <source>Dé de l&apos;étape 1 : %1</source>
        <translation>Stage 1 die: %1</translation>
    </message>
    <message>
        <source>Univers choisi : %1</source>
        <translation>World chosen: %1</translation>
    </message>
    <message>
        <source>Lot pour un score de %1 : %2</source>
        <translation>Prize for a score of %1: %2</translation>
    </message>
    <message>
        <source>Lot pour un score de %1 à %2 : %3</source>
        <translation>Prize for a score of %1 to %2: %3</translation>
    </message>
    <message>
        <source>Lot pour %1 : %2</source>
        <translation>Prize for %1: %2</translation>
    </message>
    <message>
        <source>Dé %1 : %2</source>
        <translation>Die %1: %2</translation>
    </message>
    <message>
        <source>Score de 27 : les sept dés sont relancés</source>
        <translation>Score of 27: the seven dice are thrown again</translation>
    </message>
    <message>
        <source>Lot en jeu pour le lancer %1 : %2</source>
        <translation>Prize in play for throw %1: %2</translation>
    </message>
    <message>
        <source>Lancer %1 : %2, %3, %4</source>
        <translation>Throw %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>Ticket n° %1 du bloc %2</source>
        <translation>Ticket no. %1 of block %2</translation>
    </message>
    <message>
        <source>Découvert — %1</source>
        <translation>Uncovered — %1</translation>
    </message>
    <message>
        <source>Fin : gagné %1</source>
        <translation>End: won %1</translation>
    </message>
    <message>
        <source>Le dé donne 1 : l&apos;étape 1 est perdante.</source>
        <translation>The die shows 1: stage 1 is lost.</translation>
    </message>
    <message>
        <source>Le dé donne %1 : gagné ! J&apos;arrête ou je continue ?</source>
        <translation>The die shows %1: won! Stop or continue?</translation>
    </message>
    <message>
        <source>Le dé donne %1 : relancez le dé.</source>
        <translation>The die shows %1: throw again.</translation>
    </message>
    <message>
        <source>Le montant devient un coefficient multiplicateur ×%1. Choisissez un univers.</source>
        <translation>The amount becomes a multiplier ×%1. Choose a world.</translation>
    </message>
    <message>
        <source>Happy Cumul : lancez les sept dés.</source>
        <translation>Happy Cumul: throw the seven dice.</translation>
    </message>
    <message>
        <source>Happy Figures : lancez les cinq dés.</source>
        <translation>Happy Figures: throw the five dice.</translation>
    </message>
    <message>
        <source>Happy Identiques : lancez vos dés, quinze lancers au plus.</source>
        <translation>Happy Identiques: roll your dice, fifteen throws at most.</translation>
    </message>
    <message>
        <source>Dé %1 : %2.</source>
        <translation>Die %1: %2.</translation>
    </message>
    <message>
        <source>Score de 27 : les sept dés sont relancés, les lots restent en jeu.</source>
        <translation>Score of 27: the seven dice are thrown again, the prizes stay in play.</translation>
    </message>
    <message>
        <source>Lancer %1 sur 15 : lot en jeu %2.</source>
        <translation>Throw %1 of 15: prize in play %2.</translation>
    </message>
    <message>
        <source>Lancer %1 : %2, %3, %4.</source>
        <translation>Throw %1: %2, %3, %4.</translation>
    </message>
    <message>
        <source>Pas de gain cette fois.</source>
        <translation>No win this time.</translation>
    </message>
    <message>
        <source>«&#xa0;J&apos;arrête&#xa0;» : le montant en jeu, %1, est gagné.</source>
        <translation>“I stop”: the amount in play, %1, is won.</translation>
    </message>
    <message>
        <source>«&#xa0;J&apos;arrête&#xa0;»</source>
        <translation>“I stop”</translation>
    </message>
    <message>
        <source>«&#xa0;Je continue&#xa0;»</source>
        <translation>“I continue”</translation>
    </message>
    <message>
        <source>«&#xa0;Auto&#xa0;» : le reste est découvert</source>
        <translation>“Auto”: the rest is uncovered</translation>
    </message>
    <message>
        <source>%1 à %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>score de %1</source>
        <translation>score of %1</translation>
    </message>
    <message>
        <source>scores de %1</source>
        <translation>scores of %1</translation>
    </message>
    <message>
        <source>au lancer %1</source>
        <translation>on throw %1</translation>
    </message>
    <message>
        <source>aux lancers %1</source>
        <translation>on throws %1</translation>
    </message>
    <message>
        <source>Ticket n° %1 du bloc %2 (empreinte %3)</source>
        <translation>Ticket no. %1 of block %2 (digest %3)</translation>
    </message>
    <message>
        <source>Gagné : %1</source>
        <translation>Won: %1</translation>
    </message>
    <message>
        <source>Gain : %1 pour une mise de %2</source>
        <translation>Prize: %1 for a stake of %2</translation>
    </message>
    <message>
        <source>Pas de gain</source>
        <translation>No win</translation>
    </message>
    <message>
        <source>Le dé donne %1 : montant en jeu %2 pour une mise de %3. J&apos;arrête ou je continue ?</source>
        <translation>The die shows %1: amount in play %2 for a stake of %3. Stop or continue?</translation>
    </message>
    <message>
        <source>«&#xa0;J&apos;arrête&#xa0;» : le montant en jeu, %1, vous revient pour une mise de %2.</source>
        <translation>“I stop”: the amount in play, %1, is paid back for a stake of %2.</translation>
    </message>
    <message>
        <source>Fin : gain %1 pour une mise de %2</source>
        <translation>End: prize %1 for a stake of %2</translation>
    </message>
    <message>
        <source>Fin : pas de gain</source>
        <translation>End: no prize</translation>
    </message>
    <message>
        <source>1 sur %1 (%2&#xa0;%)</source>
        <translation>1 in %1 (%2%)</translation>
    </message>
    <message>
        <source>aucune</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Chance de gagner&#xa0;: 1 sur %1</source>
        <translation>Chance of winning: 1 in %1</translation>
    </message>
    <message>
        <source>Chance de gagner&#xa0;: aucune</source>
        <translation>Chance of winning: none</translation>
    </message>
    <message>
        <source>Montant en jeu : %1. Lancez le dé.</source>
        <translation>Amount in play: %1. Throw the die.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>%1 (bientôt disponible)</source>
        <translation>%1 (coming soon)</translation>
    </message>
    <message>
        <source>Jouer</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Bientôt</source>
        <translation>Soon</translation>
    </message>
    <message>
        <source>%1 : partie en cours, reprendre</source>
        <translation>%1: game in progress, resume</translation>
    </message>
    <message>
        <source>Reprendre</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>En cours</source>
        <translation>In progress</translation>
    </message>
</context>
<context>
    <name>Happy2014Ticket</name>
    <message>
        <source>★ Gagné</source>
        <translation>★ Won</translation>
    </message>
    <message>
        <source>Obtenu</source>
        <translation>Paid</translation>
    </message>
    <message>
        <source>Tout est découvert. Cases gagnantes : %1.</source>
        <translation>Everything is uncovered. Winning zones: %1.</translation>
    </message>
    <message>
        <source>Tout est découvert.</source>
        <translation>Everything is uncovered.</translation>
    </message>
</context>
<context>
    <name>HappyDesDice</name>
    <message>
        <source>dé %1 sur %2</source>
        <translation>die %1 of %2</translation>
    </message>
    <message>
        <source>Score : %1</source>
        <translation>Score: %1</translation>
    </message>
    <message numerus="yes">
        <source>Score de 27 : %n relance(s) des sept dés.</source>
        <translation>
            <numerusform>Score of 27: the seven dice thrown again %n time.</numerusform>
            <numerusform>Score of 27: the seven dice thrown again %n times.</numerusform>
        </translation>
    </message>
    <message>
        <source>Figure : %1</source>
        <translation>Figure: %1</translation>
    </message>
    <message>
        <source>Cliquez sur chaque dé (ou Tab puis Entrée) pour le lancer.</source>
        <translation>Click each die (or Tab then Enter) to throw it.</translation>
    </message>
    <message>
        <source>Lots en jeu par score</source>
        <translation>Prizes in play by score</translation>
    </message>
    <message>
        <source>Lots en jeu par figure</source>
        <translation>Prizes in play by figure</translation>
    </message>
    <message>
        <source>gagné</source>
        <translation>won</translation>
    </message>
    <message>
        <source>%1 à %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>Scores de 23 à 29 (sauf 27) : perdu. 27 : les sept dés sont relancés.</source>
        <translation>Scores from 23 to 29 (except 27): lost. 27: the seven dice are thrown again.</translation>
    </message>
    <message>
        <source>27 : les sept dés vont être relancés.</source>
        <translation>27: the seven dice will be thrown again.</translation>
    </message>
    <message>
        <source>possible</source>
        <translation>within reach</translation>
    </message>
    <message>
        <source>obtenu</source>
        <translation>paid</translation>
    </message>
</context>
<context>
    <name>HappyDesIdentiques</name>
    <message>
        <source>Lancer %1 / 15</source>
        <translation>Throw %1 / 15</translation>
    </message>
    <message>
        <source>Lot gagné au lancer %1 : %2</source>
        <translation>Prize won on throw %1: %2</translation>
    </message>
    <message>
        <source>Lot en jeu pour ce lancer : %1</source>
        <translation>Prize in play for this throw: %1</translation>
    </message>
    <message>
        <source>Les trois dés</source>
        <translation>The three dice</translation>
    </message>
    <message>
        <source>Lancez vos dés</source>
        <translation>Roll your dice</translation>
    </message>
    <message>
        <source>Lot du lancer %1 : %2 pour une mise de %3</source>
        <translation>Prize of throw %1: %2 for a stake of %3</translation>
    </message>
</context>
<context>
    <name>HappyDesScreen</name>
    <message>
        <source>Mise %1 · coefficient ×%2</source>
        <translation>Stake %1 · multiplier ×%2</translation>
    </message>
    <message>
        <source>Mise %1</source>
        <translation>Stake %1</translation>
    </message>
    <message>
        <source>Rejouer (%1)</source>
        <translation>Play again (%1)</translation>
    </message>
    <message>
        <source>Tirage du montant en jeu…</source>
        <translation>Drawing the amount in play…</translation>
    </message>
    <message>
        <source>Choisissez votre mise, puis «&#xa0;Jouer&#xa0;».</source>
        <translation>Choose your stake, then “Play”.</translation>
    </message>
    <message>
        <source>Réessayer</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Score : %1.</source>
        <translation>Score: %1.</translation>
    </message>
    <message>
        <source>Figure : %1.</source>
        <translation>Figure: %1.</translation>
    </message>
    <message>
        <source>Happy Cumul : score %1, lancez le dé %2.</source>
        <translation>Happy Cumul: score %1, throw die %2.</translation>
    </message>
    <message>
        <source>Happy Figures : lancez le dé 1.</source>
        <translation>Happy Figures: throw die 1.</translation>
    </message>
    <message>
        <source>Happy Figures : dés %1 ; lancez le dé %2.</source>
        <translation>Happy Figures: dice %1; throw die %2.</translation>
    </message>
    <message>
        <source>Partie reprise.</source>
        <translation>Game taken up again.</translation>
    </message>
    <message>
        <source>L&apos;historique en garde le détail.</source>
        <translation>The history keeps the details.</translation>
    </message>
    <message>
        <source>Happy Identiques : %1</source>
        <translation>Happy Identiques: %1</translation>
    </message>
</context>
<context>
    <name>HappyDesStage1</name>
    <message>
        <source>Montant en jeu</source>
        <translation>Amount in play</translation>
    </message>
    <message>
        <source>Dé de l&apos;étape 1</source>
        <translation>Stage 1 die</translation>
    </message>
    <message>
        <source>Cliquez sur le dé (ou Entrée) : 5 ou 6 gagne, 1 perd, 2, 3 ou 4 se relancent.</source>
        <translation>Click the die (or Enter): 5 or 6 wins, 1 loses, 2, 3 or 4 throw again.</translation>
    </message>
    <message>
        <source>Relancez le dé (lancer %1).</source>
        <translation>Throw the die again (throw %1).</translation>
    </message>
    <message>
        <source>Vous avez gagné %1. J&apos;arrête et je l&apos;empoche, ou je continue : le montant est perdu et devient un coefficient ×%2 pour l&apos;un des trois univers.</source>
        <translation>You won %1. Stop and keep it, or continue: the amount is given up and becomes a multiplier ×%2 for one of the three worlds.</translation>
    </message>
    <message>
        <source>Univers</source>
        <translation>World</translation>
    </message>
    <message>
        <source>Chance de gagner</source>
        <translation>Chance of winning</translation>
    </message>
    <message>
        <source>Gain moyen</source>
        <translation>Average win</translation>
    </message>
    <message>
        <source>Lot maximum</source>
        <translation>Top prize</translation>
    </message>
    <message>
        <source>J&apos;arrête</source>
        <translation>I stop</translation>
    </message>
    <message>
        <source>je gagne %1</source>
        <translation>I win %1</translation>
    </message>
    <message>
        <source>Je continue</source>
        <translation>I continue</translation>
    </message>
    <message>
        <source>coefficient ×%1</source>
        <translation>multiplier ×%1</translation>
    </message>
    <message>
        <source>Montant maximum : coefficient ×%1 à l&apos;étape 2</source>
        <translation>Top amount: multiplier ×%1 in stage 2</translation>
    </message>
    <message>
        <source>Montant en jeu : %1 pour une mise de %2. J&apos;arrête et je le reçois, ou je continue : le montant est perdu et devient un coefficient ×%3 pour l&apos;un des trois univers.</source>
        <translation>Amount in play: %1 for a stake of %2. I stop and receive it, or I continue: the amount is lost and becomes a ×%3 multiplier for one of the three universes.</translation>
    </message>
    <message>
        <source>je reçois %1</source>
        <translation>I receive %1</translation>
    </message>
    <message>
        <source>Montant perdu</source>
        <translation>Amount lost</translation>
    </message>
</context>
<context>
    <name>HappyDesStake</name>
    <message>
        <source>Votre mise</source>
        <translation>Your stake</translation>
    </message>
    <message>
        <source>mise de 1 €</source>
        <translation>stake of 1 €</translation>
    </message>
    <message>
        <source>mise de 2 € : les montants sont doublés</source>
        <translation>stake of 2 €: the amounts are doubled</translation>
    </message>
    <message>
        <source>Jouer</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Une partie de %1 est en cours : finissez-la avant d&apos;en commencer une autre.</source>
        <translation>A game of %1 is in progress: finish it before starting another.</translation>
    </message>
    <message>
        <source>Reprendre</source>
        <translation>Resume</translation>
    </message>
</context>
<context>
    <name>HappyDesUniverses</name>
    <message>
        <source>Choisissez votre univers (coefficient ×%1)</source>
        <translation>Choose your world (multiplier ×%1)</translation>
    </message>
    <message>
        <source>… jusqu&apos;à %1</source>
        <translation>… down to %1</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>Historique des parties</source>
        <translation>Game history</translation>
    </message>
    <message>
        <source>Aucune partie pour l&apos;instant.</source>
        <translation>No games yet.</translation>
    </message>
    <message>
        <source>Partie %1, %2, mise %3, %4</source>
        <translation>Game %1, %2, stake %3, %4</translation>
    </message>
    <message>
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>gagné %1</source>
        <translation>won %1</translation>
    </message>
    <message>
        <source>Choisissez une partie pour la revoir pas à pas.</source>
        <translation>Choose a game to replay it step by step.</translation>
    </message>
    <message>
        <source>Partie %1 — %2</source>
        <translation>Game %1 — %2</translation>
    </message>
    <message>
        <source>◀ Étape précédente</source>
        <translation>◀ Previous step</translation>
    </message>
    <message>
        <source>Étape suivante ▶</source>
        <translation>Next step ▶</translation>
    </message>
    <message>
        <source>Tout voir</source>
        <translation>Show all</translation>
    </message>
    <message>
        <source>Mise %1 · Gain %2</source>
        <translation>Stake %1 · Prize %2</translation>
    </message>
    <message>
        <source>Résultat %1</source>
        <translation>Net %1</translation>
    </message>
    <message>
        <source>⟲ Rejouée</source>
        <translation>⟲ Replayed</translation>
    </message>
    <message>
        <source>Cette partie ne peut pas être rejouée : %1</source>
        <translation>This game cannot be replayed: %1</translation>
    </message>
    <message>
        <source>Étape %1 sur %2 : %3</source>
        <translation>Step %1 of %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Parties jouées : %n</source>
        <translation>
            <numerusform>Games played: %n</numerusform>
            <numerusform>Games played: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 sur %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>prize %1</translation>
    </message>
    <message>
        <source>pas de gain</source>
        <translation>no prize</translation>
    </message>
    <message>
        <source>Ticket payé, pas encore entièrement découvert. «&#xa0;Voir le résultat&#xa0;» découvre toutes ses cases comme «&#xa0;Auto&#xa0;»&#xa0;; «&#xa0;Reprendre&#xa0;» vous le laisse gratter.</source>
        <translation>Ticket paid for, not yet fully uncovered. “Show the result” uncovers all its boxes as “Auto” does; “Resume” lets you scratch it yourself.</translation>
    </message>
    <message>
        <source>Partie payée, pas encore terminée&#xa0;: «&#xa0;Reprendre&#xa0;» la continue où elle en était.</source>
        <translation>Game paid for, not finished yet: “Resume” continues it where it was.</translation>
    </message>
    <message>
        <source>Voir le résultat</source>
        <translation>Show the result</translation>
    </message>
    <message>
        <source>Reprendre</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Unité de jeu payée, pas encore entièrement découverte. «&#xa0;Voir le résultat&#xa0;» découvre toutes ses cases comme «&#xa0;Auto&#xa0;»&#xa0;; «&#xa0;Reprendre&#xa0;» vous la laisse découvrir.</source>
        <translation>Game unit paid for, not yet fully uncovered. “Show the result” uncovers all its boxes as “Auto” does; “Resume” lets you uncover it yourself.</translation>
    </message>
</context>
<context>
    <name>IdentiquesTrack</name>
    <message>
        <source>Les quinze lancers</source>
        <translation>The fifteen throws</translation>
    </message>
    <message>
        <source>lancer %1 : à venir</source>
        <translation>throw %1: to come</translation>
    </message>
    <message>
        <source>lancer %1 : %2, gagné</source>
        <translation>throw %1: %2, won</translation>
    </message>
    <message>
        <source>lancer %1 : %2, perdu</source>
        <translation>throw %1: %2, lost</translation>
    </message>
    <message>
        <source>lancer %1 : %2, en jeu</source>
        <translation>throw %1: %2, in play</translation>
    </message>
    <message>
        <source>lancer %1 : %2, obtenu</source>
        <translation>throw %1: %2, paid</translation>
    </message>
</context>
<context>
    <name>KeyRow</name>
    <message>
        <source>%1 : %2, et %3</source>
        <translation>%1: %2, and %3</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 : la touche %2 est ajoutée</source>
        <translation>%1: the key %2 is added</translation>
    </message>
    <message>
        <source>Choix annulé : %1 garde la touche %2</source>
        <translation>Choice cancelled: %1 keeps the key %2</translation>
    </message>
    <message>
        <source>Choix annulé : %1 garde ses touches habituelles</source>
        <translation>Choice cancelled: %1 keeps its usual keys</translation>
    </message>
    <message>
        <source>Cette touche sert déjà au jeu : choisissez une lettre, de A à Z</source>
        <translation>This key is already the game&apos;s: choose a letter, from A to Z</translation>
    </message>
    <message>
        <source>La lettre %1 sert déjà à « %2 » : choisissez-en une autre</source>
        <translation>The letter %1 is already used for “%2”: choose another one</translation>
    </message>
    <message>
        <source>Seules les lettres de A à Z peuvent être ajoutées</source>
        <translation>Only the letters A to Z can be added</translation>
    </message>
    <message>
        <source>Appuyez sur une lettre…</source>
        <translation>Press a letter…</translation>
    </message>
    <message>
        <source>Changer</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Appuyez sur la lettre à ajouter à %1, ou Échap pour annuler</source>
        <translation>Press the letter to add to %1, or Esc to cancel</translation>
    </message>
    <message>
        <source>Changer la touche de %1</source>
        <translation>Change the key of %1</translation>
    </message>
    <message>
        <source>Retirer %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <source>Retirer la touche %1 de %2</source>
        <translation>Remove the key %1 from %2</translation>
    </message>
    <message>
        <source>%1 : la touche %2 est retirée</source>
        <translation>%1: the key %2 is removed</translation>
    </message>
</context>
<context>
    <name>KioskCountdown</name>
    <message numerus="yes">
        <source>Toujours là ? Votre session sera réinitialisée dans %n seconde(s).</source>
        <translation>
            <numerusform>Still there? Your session will be reset in %n second.</numerusform>
            <numerusform>Still there? Your session will be reset in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Je suis là, je continue</source>
        <translation>I&apos;m here, I&apos;ll go on</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Choisissez votre jeu</source>
        <translation>Choose your game</translation>
    </message>
    <message>
        <source>Un dé, puis trois univers : Cumul, Figures, Identiques</source>
        <translation>One die, then three worlds: Cumul, Figures, Identiques</translation>
    </message>
    <message>
        <source>Mise 1 € ou 2 €</source>
        <translation>Stake 1 € or 2 €</translation>
    </message>
    <message>
        <source>Ticket à 2 €</source>
        <translation>2 € ticket</translation>
    </message>
    <message>
        <source>Trois lancers de deux dés : un 7 gagne la case «&#xa0;Gain&#xa0;»</source>
        <translation>Three throws of two dice: a 7 wins the “Gain” box</translation>
    </message>
    <message>
        <source>Douze mois et un «&#xa0;Bonus&#xa0;» : deux symboles identiques gagnent</source>
        <translation>Twelve months and a “Bonus”: two identical symbols win</translation>
    </message>
    <message>
        <source>Jusqu&apos;à %1</source>
        <translation>Up to %1</translation>
    </message>
    <message>
        <source>Mise 3 €</source>
        <translation>Stake 3 €</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Instants — jeux de démonstration</source>
        <translation>Instants — demo games</translation>
    </message>
</context>
<context>
    <name>MonthCharacter</name>
    <message>
        <source>janvier</source>
        <translation>January</translation>
    </message>
    <message>
        <source>février</source>
        <translation>February</translation>
    </message>
    <message>
        <source>mars</source>
        <translation>March</translation>
    </message>
    <message>
        <source>avril</source>
        <translation>April</translation>
    </message>
    <message>
        <source>mai</source>
        <translation>May</translation>
    </message>
    <message>
        <source>juin</source>
        <translation>June</translation>
    </message>
    <message>
        <source>juillet</source>
        <translation>July</translation>
    </message>
    <message>
        <source>août</source>
        <translation>August</translation>
    </message>
    <message>
        <source>septembre</source>
        <translation>September</translation>
    </message>
    <message>
        <source>octobre</source>
        <translation>October</translation>
    </message>
    <message>
        <source>novembre</source>
        <translation>November</translation>
    </message>
    <message>
        <source>décembre</source>
        <translation>December</translation>
    </message>
    <message>
        <source>%1, mois gagnant</source>
        <translation>%1, winning month</translation>
    </message>
    <message>
        <source>★ Gagnant</source>
        <translation>★ Winner</translation>
    </message>
</context>
<context>
    <name>OperatorPanel</name>
    <message>
        <source>Accès opérateur verrouillé : aucun code PIN valable dans la configuration.</source>
        <translation>Operator access locked: no valid PIN in the configuration.</translation>
    </message>
    <message>
        <source>Code incorrect.</source>
        <translation>Wrong code.</translation>
    </message>
    <message>
        <source>Menu opérateur</source>
        <translation>Operator menu</translation>
    </message>
    <message>
        <source>Code opérateur</source>
        <translation>Operator code</translation>
    </message>
    <message numerus="yes">
        <source>%n chiffre(s) saisi(s)</source>
        <translation>
            <numerusform>%n digit entered</numerusform>
            <numerusform>%n digits entered</numerusform>
        </translation>
    </message>
    <message>
        <source>Quitter le kiosque</source>
        <translation>Leave the kiosk</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>Console</translation>
    </message>
    <message>
        <source>Nouveau visiteur</source>
        <translation>New visitor</translation>
    </message>
    <message>
        <source>Retour au jeu</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Trop de codes incorrects : la saisie est bloquée. Réessayez dans %1.</source>
        <translation>Too many wrong codes: entry is locked. Try again in %1.</translation>
    </message>
    <message>
        <source>Nouvel essai possible dans %1.</source>
        <translation>Next attempt possible in %1.</translation>
    </message>
</context>
<context>
    <name>ProtectionScreen</name>
    <message>
        <source>aucune</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Mise par partie</source>
        <translation>Stake per game</translation>
    </message>
    <message>
        <source>Perte par session</source>
        <translation>Loss per session</translation>
    </message>
    <message>
        <source>Durée de session</source>
        <translation>Session length</translation>
    </message>
    <message>
        <source>Rappel du temps de jeu</source>
        <translation>Reality check</translation>
    </message>
    <message>
        <source>Jeu responsable</source>
        <translation>Responsible play</translation>
    </message>
    <message>
        <source>Cette session</source>
        <translation>This session</translation>
    </message>
    <message>
        <source>Session commencée à %1 ; elle se termine après 30 min sans jouer.</source>
        <translation>Session begun at %1; it ends after 30 min without play.</translation>
    </message>
    <message>
        <source>Aucune partie dans cette session : elle commence à la première partie et se termine après 30 min sans jouer.</source>
        <translation>No game in this session yet: it begins with the first game and ends after 30 min without play.</translation>
    </message>
    <message>
        <source>Temps de jeu</source>
        <translation>Time played</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Mises</source>
        <translation>Stakes</translation>
    </message>
    <message>
        <source>Gains</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Résultat net</source>
        <translation>Net result</translation>
    </message>
    <message>
        <source>Aucune remise à zéro du solde démo dans cette session.</source>
        <translation>No reset of the demo balance in this session.</translation>
    </message>
    <message>
        <source>Remises à zéro du solde démo dans cette session :</source>
        <translation>Resets of the demo balance in this session:</translation>
    </message>
    <message>
        <source>%1 : solde remis à %2 (%3 de monnaie fictive)</source>
        <translation>%1: balance reset to %2 (%3 of play money)</translation>
    </message>
    <message>
        <source>Rappels et limites</source>
        <translation>Reality checks and limits</translation>
    </message>
    <message>
        <source>Sur cette borne, ces réglages sont ceux de l&apos;exploitant.</source>
        <translation>On this kiosk, these settings are the operator&apos;s.</translation>
    </message>
    <message>
        <source>Entre deux parties, le jeu s&apos;interrompt pour afficher le temps de jeu et le résultat de la session.</source>
        <translation>Between two games, play stops to show the time played and the session&apos;s result.</translation>
    </message>
    <message>
        <source>Aucun</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Aucune</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Une limite plus basse s&apos;applique tout de suite ; une limite plus haute, ou supprimée, 24 h plus tard.</source>
        <translation>A lower limit applies at once; a higher one, or its removal, 24 h later.</translation>
    </message>
    <message>
        <source>%1 : passe à %2 le %3.</source>
        <translation>%1: becomes %2 on %3.</translation>
    </message>
    <message>
        <source>Faire une pause</source>
        <translation>Take a break</translation>
    </message>
    <message>
        <source>Jeu en pause jusqu&apos;au %1 : aucune partie ne peut commencer avant.</source>
        <translation>Play on a break until %1: no game can start before then.</translation>
    </message>
    <message>
        <source>Durée de la pause</source>
        <translation>Length of the break</translation>
    </message>
    <message>
        <source>Pendant la pause, aucune partie ne commence ; une partie en cours peut être terminée. Une pause ne s&apos;écourte pas.</source>
        <translation>During the break no game starts; a game in progress can be finished. A break cannot be cut short.</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>7 jours</source>
        <translation>7 days</translation>
    </message>
    <message>
        <source>Commencer la pause</source>
        <translation>Start the break</translation>
    </message>
    <message>
        <source>Jeu en pause jusqu&apos;au %1.</source>
        <translation>Play on a break until %1.</translation>
    </message>
    <message>
        <source>Besoin d&apos;aide ?</source>
        <translation>Need help?</translation>
    </message>
    <message>
        <source>Jouer comporte des risques : endettement, dépendance… Si le jeu prend trop de place, parlez-en : Joueurs Info Service, 09 74 75 13 13 (appel non surtaxé), et joueurs-info-service.fr. Les jeux d&apos;argent sont interdits aux mineurs.</source>
        <translation>Gambling involves risks: debt, addiction… If gambling takes up too much room, talk about it: Joueurs Info Service, 09 74 75 13 13 (standard rate), and joueurs-info-service.fr. Gambling is forbidden to under-18s.</translation>
    </message>
</context>
<context>
    <name>RealityCheck</name>
    <message>
        <source>Vous jouez depuis %1. Résultat de la session : %2 (mises %3, gains %4).</source>
        <translation>You have been playing for %1. Session result: %2 (stakes %3, wins %4).</translation>
    </message>
    <message>
        <source>Point sur votre temps de jeu</source>
        <translation>A look at your time at play</translation>
    </message>
    <message>
        <source>Arrêter de jouer</source>
        <translation>Stop playing</translation>
    </message>
    <message>
        <source>affiche le bilan de la session</source>
        <translation>shows the session&apos;s summary</translation>
    </message>
    <message>
        <source>Continuer à jouer</source>
        <translation>Keep playing</translation>
    </message>
</context>
<context>
    <name>RefusedPress</name>
    <message>
        <source>Un instant…</source>
        <translation>One moment…</translation>
    </message>
</context>
<context>
    <name>ReplayHappyDes</name>
    <message>
        <source>Montant en jeu : %1</source>
        <translation>Amount in play: %1</translation>
    </message>
    <message>
        <source>Mise %1</source>
        <translation>Stake %1</translation>
    </message>
    <message>
        <source>Dé de l&apos;étape 1</source>
        <translation>Stage 1 die</translation>
    </message>
    <message>
        <source>coefficient ×%1</source>
        <translation>multiplier ×%1</translation>
    </message>
    <message>
        <source>Dés</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Score : %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Figure : %1</source>
        <translation>Figure: %1</translation>
    </message>
    <message>
        <source>Lancer %1 / 15 · lot en jeu %2</source>
        <translation>Throw %1 / 15 · prize in play %2</translation>
    </message>
    <message>
        <source>Gain : %1</source>
        <translation>Prize: %1</translation>
    </message>
    <message>
        <source>Pas de gain</source>
        <translation>No win</translation>
    </message>
</context>
<context>
    <name>ReplayOverlay</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Sauter les temps morts</source>
        <translation>Skip idle time</translation>
    </message>
    <message>
        <source>◀ Tâche ou repère</source>
        <translation>◀ Task or marker</translation>
    </message>
    <message>
        <source>Tâche ou repère ▶</source>
        <translation>Task or marker ▶</translation>
    </message>
    <message>
        <source>Saut… </source>
        <translation>Jumping… </translation>
    </message>
    <message>
        <source>%1 · %2 / %3</source>
        <translation>%1 · %2 / %3</translation>
    </message>
    <message>
        <source>tâche %1</source>
        <translation>task %1</translation>
    </message>
    <message>
        <source>Repère %1</source>
        <translation>Marker %1</translation>
    </message>
</context>
<context>
    <name>ResetDialog</name>
    <message>
        <source>Remettre le solde démo à %1 ? L&apos;historique des parties est gardé.</source>
        <translation>Reset the demo balance to %1? The history of games is kept.</translation>
    </message>
    <message>
        <source>Remettre à %1</source>
        <translation>Reset to %1</translation>
    </message>
    <message>
        <source>Solde démo remis à %1.</source>
        <translation>Demo balance reset to %1.</translation>
    </message>
    <message>
        <source>Annuler</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ResponsibleGamingBar</name>
    <message>
        <source>18+</source>
        <translation>18+</translation>
    </message>
    <message>
        <source>Interdit aux mineurs</source>
        <translation>Over 18s only</translation>
    </message>
    <message>
        <source>Jouer comporte des risques : endettement, dépendance… Appelez le 09 74 75 13 13 (appel non surtaxé)</source>
        <translation>Gambling involves risks: debt, addiction… Call 09 74 75 13 13 (standard rate)</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Comment jouer</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Étape 1 : montant en jeu (mise de 1 €)</source>
        <translation>Stage 1: amount in play (1 € stake)</translation>
    </message>
    <message>
        <source>Score de %1</source>
        <translation>Score of %1</translation>
    </message>
    <message>
        <source>Score de %1 à %2</source>
        <translation>Score of %1 to %2</translation>
    </message>
    <message>
        <source>Lancer %1</source>
        <translation>Throw %1</translation>
    </message>
    <message>
        <source>Retour au joueur, calculé exactement</source>
        <translation>Return to player, computed exactly</translation>
    </message>
    <message>
        <source>J&apos;arrête après l&apos;étape 1</source>
        <translation>I stop after stage 1</translation>
    </message>
    <message>
        <source>Je continue vers %1</source>
        <translation>I continue to %1</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Nombre par bloc</source>
        <translation>Number per block</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Restant dans le bloc</source>
        <translation>Left in the block</translation>
    </message>
    <message>
        <source>Ticket à 2 €. Trois lancers de deux dés, chacun avec sa case «&#xa0;Gain&#xa0;». Si les deux dés d&apos;un lancer font 7, vous gagnez la somme de sa case «&#xa0;Gain&#xa0;» ; plusieurs lancers gagnants s&apos;additionnent en un lot unique. «&#xa0;Jouez&#xa0;» : vous grattez les zones ; «&#xa0;Auto&#xa0;» : tout est découvert pour vous ; sans action pendant quelques secondes, le reste se découvre seul.</source>
        <translation>A 2 € ticket. Three throws of two dice, each with its “Gain” box. If a throw&apos;s two dice make 7, you win the amount in its “Gain” box; several winning throws add up to one prize. “Play”: you scratch the zones; “Auto”: everything is uncovered for you; after a few seconds without action, the rest uncovers itself.</translation>
    </message>
    <message>
        <source>Le ticket</source>
        <translation>The ticket</translation>
    </message>
    <message>
        <source>Sous chaque lancer, deux faces de dé, chacune écrite en toutes lettres : UN, DEUX, TROIS, QUATRE, CINQ, SIX. Sous chaque case «&#xa0;Gain&#xa0;», une somme en chiffres et la mention «&#xa0;Lancer 1&#xa0;», «&#xa0;Lancer 2&#xa0;» ou «&#xa0;Lancer 3&#xa0;» de son lancer. Ce sont les mentions du règlement (articles 4.1 et 4.2), en français quelle que soit la langue choisie.</source>
        <translation>Under each throw, two dice faces, each written in full letters in French: UN, DEUX, TROIS, QUATRE, CINQ, SIX (one to six). Under each “Gain” box, an amount in figures and the mention “Lancer 1”, “Lancer 2” or “Lancer 3” (throw 1, 2 or 3) of its throw. These are the regulation&apos;s words (articles 4.1 and 4.2), in French whatever the language chosen.</translation>
    </message>
    <message>
        <source>Lots du bloc</source>
        <translation>The block&apos;s prizes</translation>
    </message>
    <message>
        <source>Chaque bloc de %1 unités de jeu contient exactement %2 unités gagnantes&#xa0;; taux de retour&#xa0;: %3&#xa0;%. Les unités de jeu sont distribuées dans l&apos;ordre du bloc, mélangé à l&apos;avance.</source>
        <translation>Each block of %1 game units holds exactly %2 winning units; payout rate: %3 %. Game units are dealt in the order of the block, shuffled in advance.</translation>
    </message>
    <message>
        <source>Chaque lot est supérieur à la mise&#xa0;: %1 de gagner plus que la mise.</source>
        <translation>Every prize is above the stake: %1 to win more than the stake.</translation>
    </message>
    <message>
        <source>Dont %1 d&apos;un lot égal à la mise&#xa0;; %2 de gagner plus que la mise.</source>
        <translation>Of which %1 of a prize equal to the stake; %2 to win more than the stake.</translation>
    </message>
    <message>
        <source> ou (%1)</source>
        <translation> or (%1)</translation>
    </message>
    <message>
        <source>Lire les tables</source>
        <translation>How to read the tables</translation>
    </message>
    <message>
        <source>Dans chaque univers, le score, la figure ou le lancer obtenu désigne une table&#xa0;; le lot en jeu y est alors tiré au sort. «&#xa0;1 chance sur…&#xa0;» est la probabilité de jouer pour cette valeur une fois ce résultat obtenu (règlement, articles 2.4.1.1, 2.4.2.1 et 2.4.3.3), pas la chance de gagner ce lot. Les lots sont ceux d&apos;un coefficient de 1&#xa0;€&#xa0;: ils sont multipliés par le montant en jeu de l&apos;étape 1.</source>
        <translation>In each universe, the score, figure or throw you get points to a table; the prize in play is then drawn from it. “1 chance in…” is the probability of playing for that value once that result is obtained (regulation, articles 2.4.1.1, 2.4.2.1 and 2.4.3.3), not the chance of winning that prize. The prizes are those of a coefficient of 1 €: they are multiplied by the amount in play from stage 1.</translation>
    </message>
    <message>
        <source>%1&#xa0;: %2 rendus (taux de retour %3&#xa0;%)&#xa0;; %4&#xa0;% des parties rapportent plus que la mise, %5&#xa0;% rapportent quelque chose.</source>
        <translation>%1: %2 returned (payout rate %3 %); %4 % of games return more than the stake, %5 % return something.</translation>
    </message>
    <message>
        <source>Chaque bloc de %1 tickets contient exactement %2 tickets gagnants ; taux de retour : %3 %. Les tickets sont distribués dans l&apos;ordre du bloc, mélangé à l&apos;avance.</source>
        <translation>Each block of %1 tickets holds exactly %2 winning tickets; payout rate: %3 %. Tickets are dealt in the order of the block, shuffled in advance.</translation>
    </message>
    <message>
        <source>Les probabilités publiées sont arrondies au centième&#xa0;; le jeu tire avec des poids entiers exacts qui les reproduisent. Selon la façon de jouer, pour 100&#xa0;€ misés, en moyenne&#xa0;:</source>
        <translation>The published odds are rounded to the hundredth; the game draws with exact whole-number weights that reproduce them. Depending on how you play, for 100 € staked, on average:</translation>
    </message>
    <message>
        <source>Unité de jeu à 3&#xa0;€. Douze mois, chacun cache deux symboles et une somme&#xa0;: deux symboles identiques gagnent la somme du mois. La case «&#xa0;Bonus&#xa0;» cache une somme, 0&#xa0;€ si elle perd. Les gains s&apos;additionnent en un lot unique. «&#xa0;Jouer&#xa0;»&#xa0;: vous découvrez les zones&#xa0;; «&#xa0;Auto&#xa0;»&#xa0;: tout est découvert pour vous.</source>
        <translation>A 3 € game unit. Twelve months, each hiding two symbols and an amount: two identical symbols win the month&apos;s amount. The “Bonus” box hides an amount, 0 € when it loses. The wins add up to one prize. “Play”: you uncover the zones; “Auto”: everything is uncovered for you.</translation>
    </message>
    <message>
        <source>Misez 1 € ou 2 € puis «&#xa0;Jouer&#xa0;» : un montant en jeu est tiré (doublé à 2 €). Lancez le dé (clic, toucher ou Entrée) : 5 ou 6 gagne, 1 perd, 2, 3 et 4 se relancent. Sur un 5 ou un 6, «&#xa0;J&apos;arrête&#xa0;» vous donne le montant ; «&#xa0;Je continue&#xa0;» le perd, et il devient un coefficient multiplicateur pour l&apos;univers de votre choix : Happy Cumul, Happy Figures ou Happy Identiques, dont les lots sont multipliés par ce coefficient.</source>
        <translation>Stake 1 € or 2 € then “Play”: an amount in play is drawn (doubled at 2 €). Throw the die (click, touch or Enter): 5 or 6 wins, 1 loses, 2, 3 and 4 throw again. On a 5 or a 6, “I stop” gives you the amount; “I continue” gives it up, and it becomes a multiplier for the world of your choice: Happy Cumul, Happy Figures or Happy Identiques, whose prizes are multiplied by it.</translation>
    </message>
</context>
<context>
    <name>ScratchScreen</name>
    <message>
        <source>Jouez</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Jouer</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Préparation du bloc de tickets…</source>
        <translation>Preparing the block of tickets…</translation>
    </message>
    <message>
        <source>Ticket gagnant : %1</source>
        <translation>Winning ticket: %1</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Tout découvrir</source>
        <translation>Uncover all</translation>
    </message>
    <message>
        <source>Découverte de toutes les zones…</source>
        <translation>Uncovering every zone…</translation>
    </message>
    <message>
        <source>Ticket à %1 : le montant de la mise.</source>
        <translation>A %1 ticket: the amount of the stake.</translation>
    </message>
    <message>
        <source>Pas de gain sur ce ticket.</source>
        <translation>No win on this ticket.</translation>
    </message>
    <message>
        <source>Grattez les dés et les cases «&#xa0;Gain&#xa0;» (ou cliquez dessus). Deux dés qui font 7 gagnent la case «&#xa0;Gain&#xa0;» du lancer.</source>
        <translation>Scratch the dice and the “Gain” boxes (or click them). Two dice that make 7 win the throw&apos;s “Gain” box.</translation>
    </message>
    <message>
        <source>Grattez les mois et la case «&#xa0;Bonus&#xa0;» (ou cliquez dessus). Deux symboles identiques gagnent la somme du mois.</source>
        <translation>Scratch the months and the “Bonus” box (or click them). Two identical symbols win the month&apos;s amount.</translation>
    </message>
    <message>
        <source>«&#xa0;%1&#xa0;» : vous grattez vous-même. «&#xa0;Auto&#xa0;» : tout est découvert pour vous.</source>
        <translation>“%1”: you scratch it yourself. “Auto”: everything is uncovered for you.</translation>
    </message>
    <message>
        <source>Classique</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Mer</source>
        <translation>Sea</translation>
    </message>
    <message>
        <source>Tapis vert</source>
        <translation>Green baize</translation>
    </message>
    <message>
        <source>Nuit étoilée</source>
        <translation>Starry night</translation>
    </message>
    <message>
        <source>Une partie de %1 est en cours : finissez-la avant d&apos;en commencer une autre.</source>
        <translation>A game of %1 is in progress: finish it before starting another.</translation>
    </message>
    <message>
        <source>Reprendre</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Réessayer</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Le ticket se découvrira tout seul dans 1 seconde. Une touche vous laisse plus de temps.</source>
        <translation>The ticket will uncover itself in 1 second. A key gives you more time.</translation>
    </message>
    <message>
        <source>Le ticket se découvrira tout seul dans %1 secondes. Une touche vous laisse plus de temps.</source>
        <translation>The ticket will uncover itself in %1 seconds. A key gives you more time.</translation>
    </message>
    <message>
        <source>Le reste se découvre dans 1 seconde. Une touche ou un geste vous laisse continuer vous-même.</source>
        <translation>The rest uncovers itself in 1 second. A key or a touch lets you go on yourself.</translation>
    </message>
    <message>
        <source>Le reste se découvre dans %1 secondes. Une touche ou un geste vous laisse continuer vous-même.</source>
        <translation>The rest uncovers itself in %1 seconds. A key or a touch lets you go on yourself.</translation>
    </message>
    <message>
        <source>Ticket repris : %1 sur %2 cases découvertes.</source>
        <translation>Ticket taken up again: %1 of %2 zones uncovered.</translation>
    </message>
</context>
<context>
    <name>ScratchZone</name>
    <message>
        <source>%1, à gratter</source>
        <translation>%1, to scratch</translation>
    </message>
    <message>
        <source>gagné</source>
        <translation>won</translation>
    </message>
    <message>
        <source>obtenu</source>
        <translation>paid</translation>
    </message>
</context>
<context>
    <name>ScrollCue</name>
    <message>
        <source>Plus bas</source>
        <translation>More below</translation>
    </message>
    <message>
        <source>Plus haut</source>
        <translation>More above</translation>
    </message>
</context>
<context>
    <name>SessionChip</name>
    <message>
        <source>En pause jusqu&apos;à %1</source>
        <translation>On a break until %1</translation>
    </message>
    <message>
        <source>Session %1 · %2</source>
        <translation>Session %1 · %2</translation>
    </message>
    <message>
        <source>Jeu responsable</source>
        <translation>Responsible play</translation>
    </message>
    <message>
        <source>Jeu en pause jusqu&apos;à %1</source>
        <translation>Play on a break until %1</translation>
    </message>
    <message>
        <source>Session de jeu : %1, résultat %2</source>
        <translation>Play session: %1, net result %2</translation>
    </message>
    <message>
        <source>ouvre le temps de jeu, les limites, la pause et l&apos;aide</source>
        <translation>opens the time played, the limits, the break and help</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Réglages</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Langue</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Son</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Son coupé</source>
        <translation>Sound off</translation>
    </message>
    <message>
        <source>Son activé</source>
        <translation>Sound on</translation>
    </message>
    <message>
        <source>active ou coupe les sons</source>
        <translation>turns the sounds on or off</translation>
    </message>
    <message>
        <source>Volume −</source>
        <translation>Volume −</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Volume %1 %</source>
        <translation>Volume %1 %</translation>
    </message>
    <message>
        <source>Volume +</source>
        <translation>Volume +</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Mouvements réduits : oui</source>
        <translation>Reduced motion: yes</translation>
    </message>
    <message>
        <source>Mouvements réduits : non</source>
        <translation>Reduced motion: no</translation>
    </message>
    <message>
        <source>pas d&apos;animations longues</source>
        <translation>no long animations</translation>
    </message>
    <message>
        <source>Découverte automatique (DÉDÉ)</source>
        <translation>Automatic uncovering (DÉDÉ)</translation>
    </message>
    <message>
        <source>Sur cette borne, un ticket DÉDÉ laissé sans action %1 s se découvre tout seul (réglage de l&apos;exploitant).</source>
        <translation>On this kiosk, a DÉDÉ ticket left untouched for %1 s uncovers itself (the operator&apos;s setting).</translation>
    </message>
    <message>
        <source>raccourcit le délai</source>
        <translation>shortens the delay</translation>
    </message>
    <message>
        <source>après %1 s sans action</source>
        <translation>after %1 s without action</translation>
    </message>
    <message>
        <source>allonge le délai</source>
        <translation>lengthens the delay</translation>
    </message>
    <message>
        <source>Mouvements réduits</source>
        <translation>Reduced motion</translation>
    </message>
    <message>
        <source>La traduction « %1 » n&apos;a pas pu être chargée : l&apos;affichage reste en français.</source>
        <translation>The “%1” translation could not be loaded: the screens stay in French.</translation>
    </message>
    <message>
        <source>Volume au minimum : 0 %</source>
        <translation>Volume at its lowest: 0 %</translation>
    </message>
    <message>
        <source>Volume au maximum : 100 %</source>
        <translation>Volume at its highest: 100 %</translation>
    </message>
    <message>
        <source>Découverte automatique : oui</source>
        <translation>Automatic uncovering: on</translation>
    </message>
    <message>
        <source>Découverte automatique : non</source>
        <translation>Automatic uncovering: off</translation>
    </message>
    <message>
        <source>Découverte automatique</source>
        <translation>Automatic uncovering</translation>
    </message>
    <message>
        <source>un ticket DÉDÉ laissé sans action se découvre tout seul</source>
        <translation>a DÉDÉ ticket left untouched uncovers itself</translation>
    </message>
    <message>
        <source>Découverte automatique activée</source>
        <translation>Automatic uncovering on</translation>
    </message>
    <message>
        <source>Découverte automatique arrêtée : un ticket ne se découvre jamais tout seul</source>
        <translation>Automatic uncovering off: a ticket never uncovers itself</translation>
    </message>
    <message>
        <source>Plus court</source>
        <translation>Shorter</translation>
    </message>
    <message>
        <source>Plus long</source>
        <translation>Longer</translation>
    </message>
    <message>
        <source>Découverte automatique après %1 secondes sans action</source>
        <translation>Automatic uncovering after %1 seconds without action</translation>
    </message>
    <message>
        <source>Délai au minimum : %1 secondes</source>
        <translation>Shortest delay: %1 seconds</translation>
    </message>
    <message>
        <source>Délai au maximum : %1 secondes</source>
        <translation>Longest delay: %1 seconds</translation>
    </message>
    <message>
        <source>Une aide technique (un lecteur d&apos;écran) est en marche : un ticket DÉDÉ ne se découvre jamais tout seul. Découvrez-le à votre rythme.</source>
        <translation>An assistive technology (a screen reader) is running: a DÉDÉ ticket never uncovers itself. Uncover it at your own pace.</translation>
    </message>
    <message>
        <source>Un ticket DÉDÉ laissé sans action se découvre tout seul (règlement, article 4.3). Un compte à rebours l&apos;annonce avant ; toute action le repousse. Vous pouvez aussi l&apos;arrêter.</source>
        <translation>A DÉDÉ ticket left untouched uncovers itself (rules, article 4.3). A countdown announces it first; any action puts it off. You can also turn it off.</translation>
    </message>
    <message>
        <source>Touches</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Chaque action garde ses touches habituelles. Vous pouvez lui ajouter une lettre de votre choix, de A à Z.</source>
        <translation>Each action keeps its usual keys. You can add a letter of your choice to it, from A to Z.</translation>
    </message>
    <message>
        <source>Valider</source>
        <translation>Activate</translation>
    </message>
    <message>
        <source>Suivant</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Précédent</source>
        <translation>Previous</translation>
    </message>
    <message>
        <source>Retour</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Entrée, Espace</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Maj+Tab</source>
        <translation>Shift+Tab</translation>
    </message>
    <message>
        <source>Échap</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Touches habituelles seulement</source>
        <translation>Usual keys only</translation>
    </message>
    <message>
        <source>retire les lettres ajoutées</source>
        <translation>removes the letters added</translation>
    </message>
    <message>
        <source>Touches habituelles seulement : les lettres ajoutées sont retirées</source>
        <translation>Usual keys only: the letters added are removed</translation>
    </message>
    <message>
        <source>Taille du texte</source>
        <translation>Text size</translation>
    </message>
    <message>
        <source>Plus petit</source>
        <translation>Smaller</translation>
    </message>
    <message>
        <source>Plus grand</source>
        <translation>Larger</translation>
    </message>
    <message>
        <source>réduit la taille du texte</source>
        <translation>makes the text smaller</translation>
    </message>
    <message>
        <source>agrandit la taille du texte</source>
        <translation>makes the text larger</translation>
    </message>
    <message>
        <source>%1&#xa0;%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Taille du texte %1&#xa0;%</source>
        <translation>Text size %1&#xa0;%</translation>
    </message>
    <message>
        <source>Taille du texte au minimum : %1&#xa0;%</source>
        <translation>Text size at its smallest: %1&#xa0;%</translation>
    </message>
    <message>
        <source>Taille du texte au maximum : %1&#xa0;%</source>
        <translation>Text size at its largest: %1&#xa0;%</translation>
    </message>
    <message>
        <source>La fenêtre est trop petite pour un texte plus grand : il reste à 100&#xa0;% tant qu&apos;elle ne fait pas au moins 1024&#xa0;×&#xa0;720.</source>
        <translation>The window is too small for larger text: it stays at 100&#xa0;% until the window is at least 1024&#xa0;×&#xa0;720.</translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message>
        <source>ÉTUDE · %1 · F8 repère · F9 capture</source>
        <translation>STUDY · %1 · F8 marker · F9 screenshot</translation>
    </message>
    <message>
        <source>ÉTUDE</source>
        <translation>STUDY</translation>
    </message>
    <message>
        <source>Tâche %1 sur %2 : %3</source>
        <translation>Task %1 of %2: %3</translation>
    </message>
    <message>
        <source>%1 restantes</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <source>J&apos;abandonne</source>
        <translation>I give up</translation>
    </message>
    <message>
        <source>J&apos;ai terminé</source>
        <translation>I&apos;m done</translation>
    </message>
</context>
<context>
    <name>StudyOverlay</name>
    <message>
        <source>Question %1 sur %2</source>
        <translation>Question %1 of %2</translation>
    </message>
    <message>
        <source>Tâche %1 sur %2</source>
        <translation>Task %1 of %2</translation>
    </message>
    <message>
        <source>Avant de commencer</source>
        <translation>Before you start</translation>
    </message>
    <message>
        <source>Consignes</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <source>Merci !</source>
        <translation>Thank you!</translation>
    </message>
    <message>
        <source>Merci de votre venue</source>
        <translation>Thank you for coming</translation>
    </message>
    <message numerus="yes">
        <source>Vous avez %n minute(s) au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l&apos;écran.</source>
        <translation>
            <numerusform>You have %n minute at most. Touch “Start” when you are ready; the instruction stays at the top of the screen.</numerusform>
            <numerusform>You have %n minutes at most. Touch “Start” when you are ready; the instruction stays at the top of the screen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l&apos;écran.</source>
        <translation>Touch “Start” when you are ready; the instruction stays at the top of the screen.</translation>
    </message>
    <message>
        <source>L&apos;étude est terminée. Vous pouvez prévenir l&apos;animateur.</source>
        <translation>The study is over. You may tell the facilitator.</translation>
    </message>
    <message>
        <source>Rien n&apos;a été enregistré d&apos;autre que votre refus. Vous pouvez prévenir l&apos;animateur.</source>
        <translation>Nothing was recorded but your refusal. You may tell the facilitator.</translation>
    </message>
    <message>
        <source>Votre réponse (facultative)</source>
        <translation>Your answer (optional)</translation>
    </message>
    <message>
        <source>Je refuse</source>
        <translation>I decline</translation>
    </message>
    <message>
        <source>J&apos;accepte</source>
        <translation>I agree</translation>
    </message>
    <message>
        <source>Commencer</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Suivant</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Continuer</source>
        <translation>Continue</translation>
    </message>
</context>
<context>
    <name>SymbolIcon</name>
    <message>
        <source>trèfle</source>
        <translation>clover</translation>
    </message>
    <message>
        <source>cœur</source>
        <translation>heart</translation>
    </message>
    <message>
        <source>carreau</source>
        <translation>diamond (card)</translation>
    </message>
    <message>
        <source>pique</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>étoile</source>
        <translation>star</translation>
    </message>
    <message>
        <source>lune</source>
        <translation>moon</translation>
    </message>
    <message>
        <source>soleil</source>
        <translation>sun</translation>
    </message>
    <message>
        <source>couronne</source>
        <translation>crown</translation>
    </message>
    <message>
        <source>diamant</source>
        <translation>gem</translation>
    </message>
    <message>
        <source>fer à cheval</source>
        <translation>horseshoe</translation>
    </message>
    <message>
        <source>cloche</source>
        <translation>bell</translation>
    </message>
    <message>
        <source>fleur</source>
        <translation>flower</translation>
    </message>
    <message>
        <source>cerises</source>
        <translation>cherries</translation>
    </message>
</context>
<context>
    <name>TicketChoice</name>
    <message>
        <source>Ticket %1, choisi</source>
        <translation>Ticket %1, chosen</translation>
    </message>
    <message>
        <source>Ticket %1</source>
        <translation>Ticket %1</translation>
    </message>
</context>
<context>
    <name>TicketFrame</name>
    <message>
        <source>Ticket %1, bloc %2, numéro %3</source>
        <translation>Ticket %1, block %2, number %3</translation>
    </message>
    <message>
        <source>Bloc %1  ·  Ticket n° %2</source>
        <translation>Block %1  ·  Ticket no. %2</translation>
    </message>
    <message>
        <source>Ticket %1, spécimen</source>
        <translation>%1 ticket, specimen</translation>
    </message>
    <message>
        <source>Spécimen</source>
        <translation>Specimen</translation>
    </message>
</context>
<context>
    <name>instants::client::BlocksTab</name>
    <message>
        <source>Lot</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Restants</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Émis</source>
        <translation>Issued</translation>
    </message>
    <message>
        <source>Blocs écartés</source>
        <translation>Blocks set aside</translation>
    </message>
    <message>
        <source>Un fichier de bloc abîmé, falsifié ou étranger n&apos;est jamais utilisé, effacé ni modifié : il reste tel quel à son emplacement, pour examen, et le bloc est lu ou produit à nouveau depuis sa graine sous le nom suivant (….alt1.blk, ….alt2.blk…).</source>
        <translation>A damaged, forged or foreign block file is never used, deleted or modified: it stays as it is where it is, for examination, and the block is read, or produced again from its seed, under the next name (….alt1.blk, ….alt2.blk…).</translation>
    </message>
    <message>
        <source>Heure</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Jeu</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Raison</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Fichier (conservé tel quel)</source>
        <translation>File (kept as it is)</translation>
    </message>
    <message>
        <source>Message du moteur</source>
        <translation>Engine&apos;s message</translation>
    </message>
    <message>
        <source>Bloc d&apos;un autre jeu</source>
        <translation>A block of another game</translation>
    </message>
    <message>
        <source>Autre bloc de la série (autre numéro)</source>
        <translation>Another block of the series (another number)</translation>
    </message>
    <message>
        <source>Bloc d&apos;une autre graine</source>
        <translation>A block of another seed</translation>
    </message>
    <message>
        <source>Falsifié ou remplacé : son empreinte n&apos;est pas celle que le journal a enregistrée</source>
        <translation>Forged or replaced: its digest is not the one the journal recorded</translation>
    </message>
    <message>
        <source>Falsifié : bien formé, mais ce n&apos;est pas le bloc que produit la graine du journal</source>
        <translation>Forged: well-formed, but not the block the journal&apos;s seed produces</translation>
    </message>
    <message>
        <source>Modifié sur le disque après sa vérification</source>
        <translation>Changed on disk after it was checked</translation>
    </message>
    <message>
        <source>Abîmé ou illisible : ce n&apos;est pas un fichier de bloc valide</source>
        <translation>Damaged or unreadable: not a valid block file</translation>
    </message>
    <message>
        <source>Préparation du bloc…</source>
        <translation>Preparing the block…</translation>
    </message>
    <message>
        <source>Bloc pas encore préparé.</source>
        <translation>Block not prepared yet.</translation>
    </message>
    <message>
        <source>Bloc %1 (graine %2) : %3 ticket(s) distribué(s) sur %4</source>
        <translation>Block %1 (seed %2): %3 ticket(s) dealt out of %4</translation>
    </message>
    <message>
        <source>Blocs</source>
        <translation>Blocks</translation>
    </message>
    <message numerus="yes">
        <source>Blocs (%n écarté(s))</source>
        <translation>
            <numerusform>Blocks (%n set aside)</numerusform>
            <numerusform>Blocks (%n set aside)</numerusform>
        </translation>
    </message>
    <message>
        <source>Aucun fichier de bloc écarté depuis le démarrage.</source>
        <translation>No block file set aside since the start.</translation>
    </message>
    <message numerus="yes">
        <source>%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.</source>
        <translation>
            <numerusform>%n block file set aside since the start.</numerusform>
            <numerusform>%n block files set aside since the start, the most recent at the top.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conservés dans le dossier %1.</source>
        <translation>Kept in the folder %1.</translation>
    </message>
    <message>
        <source>%1 (n&apos;y est plus : déplacé ou effacé hors d&apos;Instants)</source>
        <translation>%1 (no longer there: moved or deleted outside Instants)</translation>
    </message>
</context>
<context>
    <name>instants::client::JournalTab</name>
    <message>
        <source>N°</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Jeu</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Mise</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>État</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Début (UTC)</source>
        <translation>Started (UTC)</translation>
    </message>
    <message>
        <source>Événements</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Inclure les parties des visiteurs précédents (masquées)</source>
        <translation>Include the previous visitors&apos; games (hidden)</translation>
    </message>
    <message>
        <source>Exporter (lignes JSON)…</source>
        <translation>Export (JSON lines)…</translation>
    </message>
    <message>
        <source>Exporter le journal</source>
        <translation>Export the journal</translation>
    </message>
    <message>
        <source>Lignes JSON (*.jsonl);;Tous les fichiers (*)</source>
        <translation>JSON lines (*.jsonl);;All files (*)</translation>
    </message>
    <message>
        <source>Actualiser</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>terminée</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>masquée</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>oui</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>Le journal n&apos;est pas disponible pour l&apos;instant.</source>
        <translation>The journal is not available right now.</translation>
    </message>
    <message>
        <source>Export impossible vers %1 : %2</source>
        <translation>Cannot export to %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n partie(s) exportée(s) vers %1</source>
        <translation>
            <numerusform>%n game exported to %1</numerusform>
            <numerusform>%n games exported to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>instants::client::OperatorConsole</name>
    <message>
        <source>Instants — console opérateur</source>
        <translation>Instants — operator console</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Protocole d&apos;étude</source>
        <translation>Study protocol</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Blocs</source>
        <translation>Blocks</translation>
    </message>
    <message>
        <source>Retour aux joueurs</source>
        <translation>Return to player</translation>
    </message>
</context>
<context>
    <name>instants::client::ProtocolTab</name>
    <message>
        <source>Protocole</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Charger un protocole…</source>
        <translation>Load a protocol…</translation>
    </message>
    <message>
        <source>Protocole :</source>
        <translation>Protocol:</translation>
    </message>
    <message>
        <source>Charger un protocole d&apos;étude</source>
        <translation>Load a study protocol</translation>
    </message>
    <message>
        <source>Protocoles (*.json);;Tous les fichiers (*)</source>
        <translation>Protocols (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Condition de la prochaine session :</source>
        <translation>Condition of the next session:</translation>
    </message>
    <message>
        <source>Tâche en cours</source>
        <translation>Current task</translation>
    </message>
    <message>
        <source>État :</source>
        <translation>State:</translation>
    </message>
    <message>
        <source>Temps :</source>
        <translation>Time:</translation>
    </message>
    <message>
        <source>Démarrer la tâche</source>
        <translation>Start the task</translation>
    </message>
    <message>
        <source>Passer la tâche</source>
        <translation>Skip the task</translation>
    </message>
    <message>
        <source>Terminer la tâche</source>
        <translation>End the task</translation>
    </message>
    <message>
        <source>Réponses</source>
        <translation>Answers</translation>
    </message>
    <message>
        <source>Repères et notes</source>
        <translation>Markers and notes</translation>
    </message>
    <message>
        <source>Après les sessions</source>
        <translation>After the sessions</translation>
    </message>
    <message>
        <source>Ouvrir un rejeu…</source>
        <translation>Open a replay…</translation>
    </message>
    <message>
        <source>Rapport…</source>
        <translation>Report…</translation>
    </message>
    <message>
        <source>Rejouer une session</source>
        <translation>Replay a session</translation>
    </message>
    <message>
        <source>Journaux d&apos;étude (*.jsonl);;Tous les fichiers (*)</source>
        <translation>Study logs (*.jsonl);;All files (*)</translation>
    </message>
    <message>
        <source>Enregistrer le rapport de l&apos;étude</source>
        <translation>Save the study&apos;s report</translation>
    </message>
    <message>
        <source>Pages HTML (*.html)</source>
        <translation>HTML pages (*.html)</translation>
    </message>
    <message>
        <source>Repère %1 à %2:%3 · %4</source>
        <translation>Marker %1 at %2:%3 · %4</translation>
    </message>
    <message>
        <source>Mode étude inactif : lancez le client avec --study DOSSIER.</source>
        <translation>Study mode off: start the client with --study FOLDER.</translation>
    </message>
    <message>
        <source>Protocole refusé : %1</source>
        <translation>Protocol refused: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n tâche(s) · conditions : %2</source>
        <translation>
            <numerusform>%1 · %n task · conditions: %2</numerusform>
            <numerusform>%1 · %n tasks · conditions: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>aucun</source>
        <translation>none</translation>
    </message>
    <message>
        <source>selon le numéro du participant</source>
        <translation>by the participant&apos;s number</translation>
    </message>
    <message>
        <source>le participant lit le consentement</source>
        <translation>the participant reads the consent</translation>
    </message>
    <message>
        <source>le participant lit les consignes</source>
        <translation>the participant reads the instructions</translation>
    </message>
    <message>
        <source>prête à démarrer</source>
        <translation>ready to start</translation>
    </message>
    <message>
        <source>en cours</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>questionnaire</source>
        <translation>questionnaire</translation>
    </message>
    <message>
        <source>étude terminée</source>
        <translation>study finished</translation>
    </message>
    <message>
        <source>consentement refusé</source>
        <translation>consent declined</translation>
    </message>
    <message>
        <source>en attente d&apos;une session</source>
        <translation>waiting for a session</translation>
    </message>
    <message>
        <source>Participant n° %1 · condition %2 · tâche %3 sur %4 (%5) : %6 — %7</source>
        <translation>Participant no. %1 · condition %2 · task %3 of %4 (%5): %6 — %7</translation>
    </message>
    <message>
        <source>%1:%2 sur %3 s</source>
        <translation>%1:%2 of %3 s</translation>
    </message>
    <message>
        <source>Protocole « %1 » chargé : il s&apos;applique aux prochaines sessions.</source>
        <translation>Protocol “%1” loaded: it applies to the next sessions.</translation>
    </message>
    <message>
        <source>Le rejeu de %1 n&apos;a pas pu être lancé.</source>
        <translation>The replay of %1 could not be started.</translation>
    </message>
    <message>
        <source>Rejeu de %1 ouvert dans une fenêtre à part.</source>
        <translation>Replay of %1 opened in a window of its own.</translation>
    </message>
    <message>
        <source>Rapport impossible : %1</source>
        <translation>No report: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rapport écrit : %1 (%n participant(s)).</source>
        <translation>
            <numerusform>Report written: %1 (%n participant).</numerusform>
            <numerusform>Report written: %1 (%n participants).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2</source>
        <translation>
            <numerusform>Report written: %1 (%n participant); files set aside: %2</numerusform>
            <numerusform>Report written: %1 (%n participants); files set aside: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>instants::client::Replay</name>
    <message>
        <source>la partie n&apos;est pas dans le journal</source>
        <translation>the game is not in the journal</translation>
    </message>
    <message>
        <source>son journal est incomplet ou abîmé</source>
        <translation>its journal is incomplete or damaged</translation>
    </message>
</context>
<context>
    <name>instants::client::ReturnsTab</name>
    <message>
        <source>Observé : somme des gains sur somme des mises des parties terminées du journal (visiteurs précédents compris). Exact : calculé par le moteur (Happy Dés : toutes stratégies ; DÉDÉ et Happy 2014 : lots du bloc sur ventes du bloc).</source>
        <translation>Observed: total wins over total stakes of the journal&apos;s finished games (previous visitors included). Exact: computed by the engine (Happy Dés: every strategy; DÉDÉ and Happy 2014: the block&apos;s prizes over its sales).</translation>
    </message>
    <message>
        <source>Jeu</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Mises</source>
        <translation>Stakes</translation>
    </message>
    <message>
        <source>Gains</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Observé</source>
        <translation>Observed</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
</context>
<context>
    <name>instants::client::SessionHost</name>
    <message>
        <source>Préparation des tickets en cours…</source>
        <translation>Preparing the tickets…</translation>
    </message>
    <message>
        <source>Une partie de %1 est en cours : reprenez-la d&apos;abord.</source>
        <translation>A game of %1 is in progress: resume it first.</translation>
    </message>
    <message>
        <source>Une partie est en cours : reprenez-la d&apos;abord.</source>
        <translation>A game is in progress: resume it first.</translation>
    </message>
    <message>
        <source>Cette mise n&apos;est pas proposée pour ce jeu.</source>
        <translation>This stake is not offered for this game.</translation>
    </message>
    <message>
        <source>Aucune partie en cours : commencez-en une.</source>
        <translation>No game in progress: start one.</translation>
    </message>
    <message>
        <source>Cette action n&apos;est pas possible à ce moment de la partie.</source>
        <translation>This action is not possible at this point of the game.</translation>
    </message>
    <message>
        <source>Les tickets ne peuvent pas être préparés. Réessayez plus tard, ou appelez un responsable.</source>
        <translation>The tickets cannot be prepared. Try again later, or call a member of staff.</translation>
    </message>
    <message>
        <source>Le tirage au sort n&apos;est pas disponible sur cet appareil : rien n&apos;a été joué. Appelez un responsable.</source>
        <translation>The random draw is not available on this device: nothing was played. Call a member of staff.</translation>
    </message>
    <message>
        <source>Réservé au mode étude.</source>
        <translation>Study mode only.</translation>
    </message>
    <message>
        <source>Le journal des parties ne peut pas être écrit : rien n&apos;a été joué. Vérifiez l&apos;espace disque, ou appelez un responsable.</source>
        <translation>The game journal cannot be written: nothing was played. Check the disk space, or call a member of staff.</translation>
    </message>
    <message>
        <source>Action refusée : rien n&apos;a été joué. Réessayez, ou appelez un responsable.</source>
        <translation>Action refused: nothing was played. Try again, or call a member of staff.</translation>
    </message>
    <message>
        <source>Le journal %1 ne peut pas être ouvert.</source>
        <translation>The journal %1 cannot be opened.</translation>
    </message>
    <message>
        <source>%1 n&apos;est pas un journal de parties (ce n&apos;est pas une base SQLite, ou son en-tête est abîmé).</source>
        <translation>%1 is not a game journal (it is not an SQLite database, or its header is damaged).</translation>
    </message>
    <message>
        <source>Le journal %1 est abîmé (tronqué ou modifié).</source>
        <translation>The journal %1 is damaged (truncated or altered).</translation>
    </message>
    <message>
        <source>%1 est la base de données d&apos;une autre application, pas un journal d&apos;Instants.</source>
        <translation>%1 is another application&apos;s database, not an Instants journal.</translation>
    </message>
    <message>
        <source>Le journal %1 a été écrit par une version plus récente d&apos;Instants.</source>
        <translation>The journal %1 was written by a newer version of Instants.</translation>
    </message>
    <message>
        <source>Le journal %1, ou son dossier, ne peut pas être écrit.</source>
        <translation>The journal %1, or its folder, cannot be written.</translation>
    </message>
    <message>
        <source>Le disque est plein : le journal %1 ne peut pas être écrit.</source>
        <translation>The disk is full: the journal %1 cannot be written.</translation>
    </message>
    <message>
        <source>Le journal %1 ne peut pas être ouvert ni créé (dossier absent ou droits insuffisants).</source>
        <translation>The journal %1 can be neither opened nor created (missing folder or insufficient rights).</translation>
    </message>
    <message>
        <source>Le journal %1 ne peut pas être lu ou écrit (erreur d&apos;entrée-sortie).</source>
        <translation>The journal %1 cannot be read or written (input/output error).</translation>
    </message>
    <message>
        <source>Le journal %1 est déjà ouvert par un autre programme Instants : un seul programme à la fois y écrit. Fermez l&apos;autre, ou ouvrez un autre journal.</source>
        <translation>The journal %1 is already open in another Instants program: one program at a time writes to it. Close the other one, or open another journal.</translation>
    </message>
    <message>
        <source>Le disque est plein : le journal %1 ne peut pas être écrit. Rien n&apos;a été joué ni perdu. Libérez de l&apos;espace sur ce disque, puis touchez « Réessayer ».</source>
        <translation>The disk is full: the game journal %1 cannot be written. Nothing was played and nothing is lost. Free some space on this disk, then press “Try again”.</translation>
    </message>
    <message>
        <source>Le journal %1 ne peut plus être écrit (le fichier ou son dossier est en lecture seule). Rien n&apos;a été joué ni perdu. Rétablissez le droit d&apos;écriture, puis touchez « Réessayer ».</source>
        <translation>The game journal %1 can no longer be written (the file or its folder is read-only). Nothing was played and nothing is lost. Make it writable again, then press “Try again”.</translation>
    </message>
    <message>
        <source>Le journal %1 ne peut pas être écrit (erreur d&apos;entrée-sortie). Rien n&apos;a été joué ni perdu. Touchez « Réessayer », ou appelez un responsable.</source>
        <translation>The game journal %1 cannot be written (input/output error). Nothing was played and nothing is lost. Press “Try again”, or call a staff member.</translation>
    </message>
    <message>
        <source>Le journal %1 ne passe pas son contrôle d&apos;intégrité : son historique a été modifié ou perdu hors d&apos;Instants, on n&apos;y joue donc pas. Restaurez une sauvegarde ou choisissez un autre fichier.</source>
        <translation>The journal %1 fails its integrity check: its history was changed or lost outside Instants, so it is not played on. Restore a backup or choose another file.</translation>
    </message>
    <message>
        <source>Solde démo insuffisant pour cette mise : il peut être remis à son montant de départ.</source>
        <translation>The demo balance is too low for this stake: it can be reset to its starting amount.</translation>
    </message>
    <message>
        <source>Pause en cours jusqu&apos;à %1 : aucune partie ne commence avant.</source>
        <translation>A break is under way until %1: no game starts before then.</translation>
    </message>
    <message>
        <source>Pause en cours : aucune partie ne commence avant sa fin.</source>
        <translation>A break is under way: no game starts before it ends.</translation>
    </message>
    <message>
        <source>Votre limite de durée de session (%1 min) est atteinte : plus de nouvelle partie dans cette session. Une nouvelle session commence après %2 min sans jouer.</source>
        <translation>Your session length limit (%1 min) is reached: no new game in this session. A new session begins after %2 min without play.</translation>
    </message>
    <message>
        <source>Cette mise dépasse votre limite de mise par partie (%1).</source>
        <translation>This stake is above your stake limit per game (%1).</translation>
    </message>
    <message>
        <source>Cette mise pourrait porter la perte de la session au-delà de votre limite (%1 ; perte actuelle : %2).</source>
        <translation>This stake could take the session&apos;s loss beyond your limit (%1; loss so far: %2).</translation>
    </message>
    <message>
        <source>Cette valeur n&apos;est pas proposée.</source>
        <translation>This value is not offered.</translation>
    </message>
    <message>
        <source>Ce réglage n&apos;est pas modifiable ici.</source>
        <translation>This setting cannot be changed here.</translation>
    </message>
</context>
<context>
    <name>instants::client::SessionReplay</name>
    <message>
        <source>Relecture : %1</source>
        <translation>Replay: %1</translation>
    </message>
</context>
<context>
    <name>instants::client::SessionTab</name>
    <message>
        <source>Étude d&apos;utilisabilité</source>
        <translation>Usability study</translation>
    </message>
    <message>
        <source>État :</source>
        <translation>State:</translation>
    </message>
    <message>
        <source>P01</source>
        <translation>P01</translation>
    </message>
    <message>
        <source>Démarrer la session</source>
        <translation>Start the session</translation>
    </message>
    <message>
        <source>Terminer la session</source>
        <translation>End the session</translation>
    </message>
    <message>
        <source>Participant :</source>
        <translation>Participant:</translation>
    </message>
    <message>
        <source>Charger un scénario…</source>
        <translation>Load a scenario…</translation>
    </message>
    <message>
        <source>Scénario :</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>Charger un scénario d&apos;étude</source>
        <translation>Load a study scenario</translation>
    </message>
    <message>
        <source>Scénarios (*.json);;Tous les fichiers (*)</source>
        <translation>Scenarios (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>note (facultative)</source>
        <translation>note (optional)</translation>
    </message>
    <message>
        <source>Poser un repère</source>
        <translation>Drop a marker</translation>
    </message>
    <message>
        <source>Capture d&apos;écran</source>
        <translation>Screenshot</translation>
    </message>
    <message>
        <source>Repères :</source>
        <translation>Markers:</translation>
    </message>
    <message>
        <source>Aucune capture : pas de session d&apos;étude en cours ni de fenêtre de jeu.</source>
        <translation>No screenshot: no study session in progress or no game window.</translation>
    </message>
    <message>
        <source>Capture enregistrée : %1</source>
        <translation>Screenshot saved: %1</translation>
    </message>
    <message>
        <source>Portefeuille de démonstration</source>
        <translation>Demo wallet</translation>
    </message>
    <message>
        <source>Réinitialiser le solde démo</source>
        <translation>Reset the demo balance</translation>
    </message>
    <message>
        <source>Solde :</source>
        <translation>Balance:</translation>
    </message>
    <message>
        <source>Mode kiosque : retour à l&apos;écran d&apos;attente après %1 s sans activité.</source>
        <translation>Kiosk mode: back to the attract screen after %1 s without activity.</translation>
    </message>
    <message>
        <source>Mode étude : dossier %1</source>
        <translation>Study mode: folder %1</translation>
    </message>
    <message>
        <source>Mode joueur (ni kiosque ni étude).</source>
        <translation>Player mode (neither kiosk nor study).</translation>
    </message>
    <message>
        <source>Flux en direct : interactions et événements du moteur (lignes JSON)</source>
        <translation>Live stream: interactions and engine events (JSON lines)</translation>
    </message>
    <message>
        <source>Effacer l&apos;affichage</source>
        <translation>Clear the view</translation>
    </message>
    <message>
        <source>Mode étude inactif : lancez le client avec --study DOSSIER pour enregistrer des participants et charger des scénarios.</source>
        <translation>Study mode off: start the client with --study FOLDER to record participants and load scenarios.</translation>
    </message>
    <message numerus="yes">
        <source>Session de %1 en cours · %n ligne(s) · journal %2</source>
        <translation>
            <numerusform>Session of %1 in progress · %n line · log %2</numerusform>
            <numerusform>Session of %1 in progress · %n lines · log %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Aucune session en cours (dossier %1).</source>
        <translation>No session in progress (folder %1).</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n partie(s) scriptée(s) restante(s)</source>
        <translation>
            <numerusform>%1 · %n scripted game left</numerusform>
            <numerusform>%1 · %n scripted games left</numerusform>
        </translation>
    </message>
    <message>
        <source>aucun</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Mode étude inactif : lancez le client avec --study DOSSIER.</source>
        <translation>Study mode off: start the client with --study FOLDER.</translation>
    </message>
    <message>
        <source>Indiquez le participant (par exemple P01).</source>
        <translation>Enter the participant (for example P01).</translation>
    </message>
    <message>
        <source>Session de %1 démarrée : %2</source>
        <translation>Session of %1 started: %2</translation>
    </message>
    <message>
        <source>Session terminée ; résumé écrit à côté de %1</source>
        <translation>Session ended; summary written next to %1</translation>
    </message>
    <message>
        <source>Le scénario %1 ne peut pas être lu : %2</source>
        <translation>The scenario %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>Scénario chargé : %1</source>
        <translation>Scenario loaded: %1</translation>
    </message>
    <message>
        <source>refusé</source>
        <translation>refused</translation>
    </message>
    <message>
        <source>Scénario refusé : %1</source>
        <translation>Scenario refused: %1</translation>
    </message>
    <message>
        <source>Aucun repère : pas de session d&apos;étude en cours.</source>
        <translation>No marker: no study session in progress.</translation>
    </message>
    <message>
        <source>Repère %1 posé.</source>
        <translation>Marker %1 dropped.</translation>
    </message>
    <message>
        <source>Solde démo réinitialisé à %1.</source>
        <translation>Demo balance reset to %1.</translation>
    </message>
    <message>
        <source>Solde non réinitialisé : %1</source>
        <translation>Balance not reset: %1</translation>
    </message>
</context>
<context>
    <name>instants::client::StudyRecorder</name>
    <message>
        <source>Impossible d&apos;écrire le journal d&apos;étude %1 : %2</source>
        <translation>Cannot write the study log %1: %2</translation>
    </message>
    <message>
        <source>Le scénario %1 ne peut pas être lu : %2</source>
        <translation>The scenario %1 cannot be read: %2</translation>
    </message>
</context>
</TS>
