import QtQuick
import Instants

// Kiosk mode's layer over the window (docs/kiosk.md): the countdown before a visitor's session
// is reset, the attract loop (real seeded demo games on a journal of their own), the operator's
// corner (a long press in the top-left corner) and the PIN panel it opens, in that order from
// the bottom. Nothing of it shows outside kiosk mode.
Item {
    id: root

    required property KioskController kiosk
    // Under the countdown, the attract screen and the operator panel, the window's screens take
    // no input (the window disables them: an overlay cannot stop a press by itself).
    readonly property bool blocking: root.kiosk.enabled
                                     && (root.kiosk.countdownActive || root.kiosk.attractActive || operatorPanel.visible)

    // A visitor touched the attract screen: their session starts (the window opens the lobby).
    signal visitorArrived()

    KioskCountdown {
        objectName: "kioskCountdown"
        anchors.fill: parent
        enabled: !operatorPanel.visible
        kiosk: root.kiosk
    }

    Loader {
        objectName: "attractLoader"
        anchors.fill: parent
        active: root.kiosk.enabled && root.kiosk.attractActive
        enabled: !operatorPanel.visible
        sourceComponent: AttractScreen {
            kiosk: root.kiosk
            onTouched: {
                root.kiosk.leaveAttract()
                root.visitorArrived()
            }
        }
    }

    Item {
        objectName: "operatorCorner"
        visible: root.kiosk.enabled
        width: Math.round(96 * Theme.uiScale)
        height: width
        TapHandler {
            longPressThreshold: root.kiosk.cornerHoldMs / 1000
            onLongPressed: operatorPanel.open()
        }
    }

    OperatorPanel {
        id: operatorPanel
        objectName: "operatorPanel"
        anchors.fill: parent
        kiosk: root.kiosk
    }
}
