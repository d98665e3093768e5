pragma Singleton
import QtQuick

// The client's visual constants: palette, type, spacing, radii, motion, and where the art is.
// "French casino-light": ivory and champagne surfaces, a bordeaux red for the main actions,
// gold for accents, casino felt for the dice table. Text colours meet WCAG AA on the surfaces
// they are used on (see docs/visual-design.md for the contrast figures).
QtObject {
    id: root

    // --- Settings the application binds (presentation only) ----------------------------------
    // Reduced motion: animations shrink to a short fade or nothing (settings screen).
    property bool reducedMotion: false
    // The neutral facts of Happy Dés' choice shown (SettingsAdapter.showFacts).
    property bool showFacts: true
    // A global size factor for very large or very small screens (1.0 is designed for 1080p).
    property real uiScale: 1.0
    // The player's text size (SettingsAdapter.textSize / 100): every font, not the spacing.
    property real textScale: 1.0
    // Every duration is multiplied by this (1 in play; the tests and measurements speed the
    // client up with it, 0 makes everything immediate). The C++ timelines use the same scale.
    property real motionScale: 1.0

    // --- Palette ------------------------------------------------------------------------------
    readonly property color ink: "#2A1A14"          // body text on light surfaces (15.9:1 on paper)
    readonly property color inkSoft: "#5C4A40"      // secondary text (8.0:1 on paper)
    readonly property color inkMuted: "#6E5E54"     // captions (5.9:1 on paper, 5.1:1 on cream)
    readonly property color paper: "#FFF9EE"        // cards, tickets
    readonly property color cream: "#F6EAD3"        // page background, quiet fills
    readonly property color champagne: "#EBD7B0"    // borders on light surfaces
    readonly property color rouge: "#B0142F"        // primary actions (white text 7.0:1)
    readonly property color rougeDark: "#7A0C1F"
    readonly property color rougeLight: "#D8384F"
    readonly property color gold: "#D4A036"
    readonly property color goldDark: "#8C6414"     // gold text on paper (5.1:1)
    readonly property color goldLight: "#F5DB95"
    // Gold for running text on the felt, whose middle is lighter than its edges (6.9:1 there).
    readonly property color goldPale: "#FCEBC0"
    readonly property color felt: "#136049"         // Happy Dés table
    // The table of each universe (its felt's middle tone): backgrounds/happy-des-<universe>.svg.
    // (Both by the universe's HappyDesUniverse value, None first, as GameText.universeKeys:
    // Theme imports nothing of the module, GameText, which imports it, being part of it.)
    function feltOf(universe: int): color {
        const felts = [root.felt, "#114273", "#412066", "#6A2A0B"]
        return universe > 0 && universe < felts.length ? felts[universe] : root.felt
    }
    // Each universe's own colour and emblem (its card and its screen).
    function universeColour(universe: int): color {
        // (Not `[…][universe] ?? felt`: compiled ahead of time by Qt 6.4, that gave the felt
        // for every universe.)
        const colours = [root.felt, root.cumul, root.figures, root.identiques]
        return universe > 0 && universe < colours.length ? colours[universe] : root.felt
    }
    readonly property color feltDark: "#0A3B30"
    readonly property color night: "#1E1840"        // dark bands (responsible gaming, Happy 2014)
    readonly property color sky: "#1D5FA8"          // DÉDÉ
    readonly property color onDark: "#FFF9EE"       // text on rouge, felt, night, sky
    readonly property color onPicture: "#FFFFFF"    // text over a light picture (DÉDÉ's backdrop: the cream gave 4.40:1)
    readonly property color onDarkSoft: "#E6D9C3"
    readonly property color win: "#1F7A4A"          // always paired with a word or an icon
    readonly property color winLight: "#DDF2E4"
    readonly property color loss: "#5F6670"
    readonly property color focus: "#1A73E8"        // keyboard focus ring (with a white halo)
    readonly property color shadow: "#40000000"

    // Universe and game accents (shapes and words carry the meaning too, never colour alone).
    readonly property color cumul: "#1E6DB5"
    readonly property color figures: "#7A3BA3"
    readonly property color identiques: "#B4470F"
    readonly property color happyDes: "#B0142F"
    readonly property color dede: "#1D5FA8"
    readonly property color happy2014: "#4B2A9E"

    // --- Typography ---------------------------------------------------------------------------
    // Families that exist on each desktop; on Linux the DejaVu fonts (fonts-dejavu-core).
    readonly property string fontSans: Qt.platform.os === "windows" ? "Segoe UI"
                                     : Qt.platform.os === "osx" ? "Helvetica Neue" : "DejaVu Sans"
    readonly property string fontDisplay: Qt.platform.os === "windows" || Qt.platform.os === "osx"
                                          ? "Georgia" : "DejaVu Serif"
    readonly property string fontMono: Qt.platform.os === "windows" ? "Consolas"
                                     : Qt.platform.os === "osx" ? "Menlo" : "DejaVu Sans Mono"

    readonly property int fontCaption: Math.round(14 * uiScale * textScale)
    readonly property int fontBody: Math.round(18 * uiScale * textScale)
    readonly property int fontLead: Math.round(22 * uiScale * textScale)
    readonly property int fontTitle: Math.round(30 * uiScale * textScale)
    readonly property int fontHeadline: Math.round(42 * uiScale * textScale)
    readonly property int fontHero: Math.round(64 * uiScale * textScale)

    // --- Spacing (a 4 px grid) and shapes -------------------------------------------------------
    readonly property int space1: Math.round(4 * uiScale)
    readonly property int space2: Math.round(8 * uiScale)
    readonly property int space3: Math.round(12 * uiScale)
    readonly property int space4: Math.round(16 * uiScale)
    readonly property int space5: Math.round(24 * uiScale)
    readonly property int space6: Math.round(32 * uiScale)
    readonly property int space7: Math.round(48 * uiScale)

    readonly property int radiusSmall: Math.round(6 * uiScale)
    readonly property int radiusMedium: Math.round(12 * uiScale)
    readonly property int radiusLarge: Math.round(20 * uiScale)
    readonly property int borderWidth: Math.max(1, Math.round(2 * uiScale))
    readonly property int focusWidth: Math.max(2, Math.round(3 * uiScale))

    // Smallest touch target (kiosks, gloves).
    readonly property int touchTarget: Math.round(56 * uiScale)

    // --- Motion (milliseconds) ------------------------------------------------------------------
    // Each animation inside a reveal fits in its timeline stage (app/client/timeline.h).
    readonly property int durationFast: reducedMotion ? 0 : Math.round(120 * motionScale)
    readonly property int durationMedium: reducedMotion ? 0 : Math.round(240 * motionScale)
    readonly property int durationSlow: reducedMotion ? 0 : Math.round(420 * motionScale)
    // How long a sign stays on screen, whatever the motion: a notice that something changed
    // (the balance reset) and the answer to a press refused while a reveal runs.
    readonly property int noticeMs: 5000
    readonly property int refusalMs: 700
    readonly property int rollDuration: reducedMotion ? 0 : Math.round(900 * motionScale)
    // A tumbling die's bounce, in dice: its highest lift above the table, and the room it takes
    // above its place at rest, that lift and a die turned a quarter round (its box half a
    // diagonal wide: (√2 − 1) / 2 of a die more on each side). The layouts keep that room free
    // above the dice a player throws: a die in the air never crosses a box above it.
    readonly property real dieLiftMax: 0.2
    readonly property real dieAirRoom: dieLiftMax + (Math.SQRT2 - 1) / 2
    // A control that has just appeared ignores presses this long (InputGuard), with reduced
    // motion too: longer than the gap between the two clicks of a double-click.
    readonly property int armDuration: Math.round(450 * motionScale)

    // --- Art ------------------------------------------------------------------------------------
    readonly property string assetRoot: "qrc:/qt/qml/Instants/assets/"

    // The URL of a file under assets/, e.g. asset("dice/5.svg").
    function asset(path: string): url {
        return root.assetRoot + path
    }

    // The DÉDÉ ticket artworks (4.1) and the Happy 2014 symbols, by id.
    readonly property int dedeArtworkCount: 4
    readonly property list<string> happySymbolIds: ["trefle", "coeur", "carreau", "pique", "etoile", "lune",
        "soleil", "couronne", "diamant", "fer-a-cheval", "cloche", "fleur", "cerise"]
}
