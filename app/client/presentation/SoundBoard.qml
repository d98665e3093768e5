pragma ComponentBehavior: Bound
import QtQuick
import QtQml.Models
import QtMultimedia
import Instants

// The client's sounds behind one interface: the timelines cue play("die-roll"), "win-small",
// "win-big", "win-top", "lose", "reel", "amount-top", "countdown",
// "click", "scratch", "reveal". Short WAV clips preloaded as sound effects, once the system
// has an audio output (one plugged in later is taken up then). Without one, nothing plays and
// nothing else changes.
Item {
    id: root

    property bool muted: false
    property real volume: 0.8

    readonly property var names: ["die-roll", "lose", "click", "scratch", "reveal", "reel", "amount-top", "win-small",
        "win-big", "win-top", "countdown"]

    function play(name: string): void {
        if (root.muted)
            return
        const i = root.names.indexOf(name)
        if (i < 0)
            return
        const effect = effects.objectAt(i) as SoundEffect
        if (effect !== null)
            effect.play()
    }

    function stop(name: string): void {
        const i = root.names.indexOf(name)
        const effect = i < 0 ? null : effects.objectAt(i) as SoundEffect
        if (effect !== null)
            effect.stop()
    }

    MediaDevices {
        id: devices
    }

    Instantiator {
        id: effects
        active: devices.audioOutputs.length > 0
        model: root.names

        SoundEffect {
            required property string modelData
            source: Theme.asset("sounds/" + modelData + ".wav")
            volume: root.volume
            muted: root.muted
        }
    }
}
