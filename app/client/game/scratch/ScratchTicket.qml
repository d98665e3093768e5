pragma ComponentBehavior: Bound
import QtQuick
import Instants

// What the two scratch tickets (DedeTicket, Happy2014Ticket) share: the ticket they draw, its
// zones, whether those take a press, and the ticket's numbers on its frame. Each ticket places
// its own zones (ScratchZone, with `ticket` set to it).
TicketFrame {
    id: root

    // The ticket to draw: a ScratchPresenter in play, a Replay in the history (the same
    // members: zoneCount, zonesVersion, zoneAt, stakeCents, block, ticketNumber, inProgress,
    // autoRevealing, trackAnimation), read through its own type (the other one is null). Not
    // with `as`: for a C++ type whose base class it does not resolve, qmlcachegen 6.4 turns an
    // `as` cast into C++ that does not compile.
    required property QtObject ticket
    readonly property ScratchPresenter presenter: root.ticket instanceof ScratchPresenter ? root.ticket : null
    readonly property Replay replay: root.ticket instanceof Replay ? root.ticket : null
    // The zones: their number, a count that moves with every change of them, and each one's
    // entry (zoneAt).
    readonly property int zoneCount: root.presenter ? root.presenter.zoneCount : root.replay ? root.replay.zoneCount : 0
    readonly property int zonesVersion: root.presenter ? root.presenter.zonesVersion : root.replay ? root.replay.zonesVersion : 0
    function zoneAt(index: int): ticketZone {
        return root.presenter ? root.presenter.zoneAt(index) : root.replay ? root.replay.zoneAt(index) : root.noZone
    }
    // (No zone: a ticket with neither a game nor a replay.)
    property ticketZone noZone
    // (A replay is never in progress: nothing to scratch.)
    property bool playable: root.presenter !== null && root.presenter.inProgress && !root.presenter.autoRevealing
    // Its zones take no press yet (« Auto » uncovers them, or the last zone's reveal and the
    // result are still being shown): a press on a covered zone is refused with a sign.
    readonly property bool waiting: root.presenter !== null && !root.playable
                                    && (root.presenter.inProgress || root.presenter.busy)
    property bool portrait: false

    // What the zones ask (ScratchZone passes its presses on here): a reveal, the first stroke,
    // a cover gone, a stroke under way or ended.
    signal revealRequested(string zone)
    signal scratchStarted(string zone)
    signal coverCleared(string zone)
    signal scratching(bool active)

    // The ticket is made (Component.onCompleted): a zone uncovered before (a ticket resumed
    // or replayed) is not told as it shows; the screen tells where the ticket stands.
    property bool made: false
    Component.onCompleted: {
        root.made = true
        if (root.autoRevealing)  // (a ticket made in the middle of its automatic reveal)
            root.uncoveredByAuto = true
    }
    // An automatic reveal (« Auto », « Tout découvrir ») of a ticket of many zones is told as a
    // whole once it ends (the ticket's autoSummary, said by the screen), not zone by zone.
    property bool summarisesAuto: false
    // The ticket in play is being or was uncovered by an automatic reveal: from the moment it
    // starts until the next ticket (its last zones may show with its end, in one update).
    property bool uncoveredByAuto: false
    readonly property bool autoRevealing: root.presenter !== null && root.presenter.autoRevealing
    onAutoRevealingChanged: if (root.autoRevealing) root.uncoveredByAuto = true
    readonly property real gameId: root.presenter !== null ? root.presenter.gameId : -1
    onGameIdChanged: root.uncoveredByAuto = root.autoRevealing
    // False where something else tells each zone as it shows: the history's replay, whose step
    // caption says the step (the zone, in the same words).
    property bool zonesTellThemselves: true
    // Each zone is told as it is uncovered (ScratchZone), but those of an automatic reveal told
    // as a whole, and those of a replay told by its step.
    readonly property bool tellsZones: root.zonesTellThemselves
                                       && !(root.summarisesAuto && root.uncoveredByAuto)

    // The ticket's first zone (set by the zone itself): where the focus goes when a ticket is
    // dealt.
    property Item firstZone: null

    // A zone's reveal was asked and not taken (its uncovering is already under way): the zone
    // says so (« Un instant… »), the press is not lost silently.
    function refuseZone(id: string): void {
        root.refusalAsked(id)
    }
    // Lifts every cover over a zone already shown (one half wiped by hand, say).
    function liftRevealedCovers(): void {
        root.liftAsked()
    }
    // (Heard by each zone: the ticket does not know its zones' type, which knows the ticket's.)
    signal refusalAsked(string zone)
    signal liftAsked()

    priceCents: root.presenter ? root.presenter.stakeCents : root.replay ? root.replay.stakeCents : 0
    blockNumber: root.presenter ? root.presenter.block : root.replay ? root.replay.block : 0
    ticketNumber: root.presenter ? root.presenter.ticketNumber : root.replay ? root.replay.ticketNumber : 0
    specimen: root.presenter !== null && !root.presenter.active
}
