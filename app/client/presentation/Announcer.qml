pragma Singleton
import QtQuick

// What a screen reader says of the game: every die thrown, every zone uncovered, every win or
// loss with the balance after it, every refusal. Qt 6.4 has no announcement call, and Orca 43
// speaks neither name changes nor alerts of a Qt application; it does speak an object of the
// notification role that becomes visible. Main.qml holds that object (objectName
// "announcement-N"): it is hidden, given the sentence and shown again for each message
// (docs/accessibility.md, "How outcomes are spoken").
//
// A screen reader cuts what it is saying when the next message comes, so the messages of one
// action are joined into one sentence (those said within `collectMs`), and two sentences are
// at least `gapMs` apart. The focus move of the same action is spoken first; the message,
// shortly after, is what the player hears in full.
QtObject {
    id: root

    // The sentence being spoken, and how many have been (the same sentence twice is two
    // announcements).
    property string text: ""
    property int count: 0
    // Every sentence since the start, in order (tests and the study log read them).
    property var history: []
    property int collectMs: 150
    property int gapMs: 450

    // The notification objects taken in turn (Main.qml).
    readonly property int slots: 4
    signal spoken(string text, int slot)

    property var pending: []

    // Queues one message; empty messages are dropped.
    function say(message: string): void {
        if (message.length === 0)
            return
        root.pending = root.pending.concat([message])
        if (!root.gap.running)
            root.collect.restart()
    }

    // The messages queued so far, spoken now (a screen that goes away says what it had).
    function flush(): void {
        if (root.pending.length === 0)
            return
        const sentence = root.pending.join(" ")
        root.pending = []
        root.text = sentence
        root.count += 1
        root.history = root.history.concat([sentence]).slice(-200)
        root.spoken(sentence, root.count % root.slots)
        root.gap.restart()
    }

    property Timer collect: Timer {
        interval: root.collectMs
        onTriggered: root.flush()
    }
    property Timer gap: Timer {
        interval: root.gapMs
        onTriggered: if (root.pending.length > 0) root.collect.restart()
    }
}
