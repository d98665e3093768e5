<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="fr">
<context>
    <name>HappyDesDice</name>
    <message numerus="yes">
        <source>Score de 27 : %n relance(s) des sept dés.</source>
        <translation><numerusform>Score de 27 : %n relance des sept dés.</numerusform><numerusform>Score de 27 : %n relances des sept dés.</numerusform></translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message numerus="yes">
        <source>Parties jouées : %n</source>
        <translation><numerusform>Parties jouées : %n</numerusform><numerusform>Parties jouées : %n</numerusform></translation>
    </message>
</context>
<context>
    <name>KioskCountdown</name>
    <message numerus="yes">
        <source>Toujours là ? Votre session sera réinitialisée dans %n seconde(s).</source>
        <translation><numerusform>Toujours là ? Votre session sera réinitialisée dans %n seconde.</numerusform><numerusform>Toujours là ? Votre session sera réinitialisée dans %n secondes.</numerusform></translation>
    </message>
</context>
<context>
    <name>OperatorPanel</name>
    <message numerus="yes">
        <source>%n chiffre(s) saisi(s)</source>
        <translation><numerusform>%n chiffre saisi</numerusform><numerusform>%n chiffres saisis</numerusform></translation>
    </message>
</context>
<context>
    <name>StudyOverlay</name>
    <message numerus="yes">
        <source>Vous avez %n minute(s) au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.</source>
        <translation><numerusform>Vous avez %n minute au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.</numerusform><numerusform>Vous avez %n minutes au plus. Touchez « Commencer » quand vous êtes prêt ; la consigne reste affichée en haut de l'écran.</numerusform></translation>
    </message>
</context>
<context>
    <name>instants::client::BlocksTab</name>
    <message numerus="yes">
        <source>Blocs (%n écarté(s))</source>
        <translation><numerusform>Blocs (%n écarté)</numerusform><numerusform>Blocs (%n écartés)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n fichier(s) de bloc écarté(s) depuis le démarrage, le plus récent en haut.</source>
        <translation><numerusform>%n fichier de bloc écarté depuis le démarrage.</numerusform><numerusform>%n fichiers de bloc écartés depuis le démarrage, le plus récent en haut.</numerusform></translation>
    </message>
</context>
<context>
    <name>instants::client::JournalTab</name>
    <message numerus="yes">
        <source>%n partie(s) exportée(s) vers %1</source>
        <translation><numerusform>%n partie exportée vers %1</numerusform><numerusform>%n parties exportées vers %1</numerusform></translation>
    </message>
</context>
<context>
    <name>instants::client::ProtocolTab</name>
    <message numerus="yes">
        <source>%1 · %n tâche(s) · conditions : %2</source>
        <translation><numerusform>%1 · %n tâche · conditions : %2</numerusform><numerusform>%1 · %n tâches · conditions : %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rapport écrit : %1 (%n participant(s)).</source>
        <translation><numerusform>Rapport écrit : %1 (%n participant).</numerusform><numerusform>Rapport écrit : %1 (%n participants).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rapport écrit : %1 (%n participant(s)) ; fichiers écartés : %2</source>
        <translation><numerusform>Rapport écrit : %1 (%n participant) ; fichiers écartés : %2</numerusform><numerusform>Rapport écrit : %1 (%n participants) ; fichiers écartés : %2</numerusform></translation>
    </message>
</context>
<context>
    <name>instants::client::SessionTab</name>
    <message numerus="yes">
        <source>Session de %1 en cours · %n ligne(s) · journal %2</source>
        <translation><numerusform>Session de %1 en cours · %n ligne · journal %2</numerusform><numerusform>Session de %1 en cours · %n lignes · journal %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n partie(s) scriptée(s) restante(s)</source>
        <translation><numerusform>%1 · %n partie scriptée restante</numerusform><numerusform>%1 · %n parties scriptées restantes</numerusform></translation>
    </message>
</context>
</TS>