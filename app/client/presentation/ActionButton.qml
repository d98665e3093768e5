import QtQuick
import Instants

// The game's buttons: "Jouer", "Auto", "J'arrête", "Je continue", "Lancez vos dés", "Rejouer"…
// Primary is the main action of a screen (bordeaux), Secondary an alternative (outlined),
// Quiet a minor one (text only, e.g. "Retour").
Item {
    id: root

    enum Kind { Primary, Secondary, Quiet }

    required property string text
    property int kind: ActionButton.Primary
    // An optional second line in smaller type, e.g. the stake: "2,00 €".
    property string detail: ""
    // An optional icon drawn before the text (an asset URL, e.g. Theme.asset("dice/5.svg")).
    property url iconSource: ""
    // Light text on dark backgrounds (felt, night) for Secondary and Quiet buttons.
    property bool darkBackground: false
    // For toggle-like use (stake 1 € / 2 €): `checkable` tells assistive technology it is a
    // toggle, `checked` draws it as selected.
    property bool checkable: false
    property bool checked: false
    // One choice of several (the stake, the language, the page, the rules' game): told as a
    // radio button; a checkable button alone (sound, reduced motion) as a check box. (Qt 6.4
    // does not tell a checkable push button as checkable; these roles carry the state.)
    property bool exclusive: false
    // One option of a choice made with the arrow keys (the language, the rules' game): the
    // choice is one Tab stop, its selected option; Left and Right select the option beside
    // and take the focus with them (a radio group; Up and Down stay the screen's, scrolling the
    // rules), so that the focus ring is always on the option selected. Options are the
    // siblings that say so.
    property bool groupOption: false
    property string accessibleDescription: ""
    // The name a screen reader says, when it is not the text shown (a toggle whose text tells
    // its state: « Son » with its checked state, not « Son coupé », unchecked).
    property string accessibleText: ""
    // Smaller type and padding, for toolbars and tabs.
    property bool compact: false

    // False for the control the game waits for next while a reveal still runs (« Lancez vos
    // dés » during a throw): it keeps the focus and its place, is drawn faded, and takes no
    // press until it is ready, then only once it is armed (InputGuard).
    property bool ready: true

    readonly property bool pressed: tap.pressed
    // A press the button did not take (a reveal still runs, or it has just appeared): it says
    // so for a moment (RefusedPress), so that a press is never lost without a sign.
    readonly property int refusedPresses: refused.count
    readonly property bool refusing: refused.showing

    signal clicked()

    function activate(): void {
        if (root.ready && guard.armed()) {
            root.clicked()
            return
        }
        if (!root.enabled || !root.visible)
            return
        refused.refuse()
    }

    // A button that has just appeared under the pointer does not take the click aimed at
    // what was there before.
    InputGuard {
        id: guard
        usable: root.enabled && root.visible && root.ready
    }

    readonly property color fillColor: {
        if (root.kind === ActionButton.Primary)
            return root.pressed ? Theme.rougeDark : hover.hovered ? Theme.rougeLight : Theme.rouge
        if (root.kind === ActionButton.Secondary) {
            if (root.checked)
                return root.darkBackground ? Theme.onDark : Theme.ink
            return root.pressed ? (root.darkBackground ? "#33FFFFFF" : Theme.champagne)
                                : hover.hovered ? (root.darkBackground ? "#1FFFFFFF" : Theme.cream)
                                                : (root.darkBackground ? "#14FFFFFF" : Theme.paper)
        }
        return root.pressed || hover.hovered ? (root.darkBackground ? "#1FFFFFFF" : "#14000000") : "transparent"
    }
    readonly property color textColor: {
        if (root.kind === ActionButton.Primary)
            return Theme.onDark
        if (root.kind === ActionButton.Secondary && root.checked)
            return root.darkBackground ? Theme.ink : Theme.onDark
        return root.darkBackground ? Theme.onDark : (root.kind === ActionButton.Quiet ? Theme.rouge : Theme.ink)
    }

    implicitWidth: Math.max(root.compact ? Theme.touchTarget * 1.5 : Theme.touchTarget * 2.4,
                            content.implicitWidth + (root.compact ? Theme.space4 : Theme.space6) * 2)
    implicitHeight: Math.max(Theme.touchTarget, content.implicitHeight + Theme.space3 * 2)
    opacity: root.enabled && root.ready ? 1.0 : 0.45
    // (An option that has the focus stays a Tab stop until the focus leaves it: Qt refuses to
    // take it from the focused item.)
    activeFocusOnTab: !root.groupOption || root.checked || root.activeFocus
    // The selection changed under the focus (another way than the arrows): the focus follows it.
    onCheckedChanged: if (root.groupOption && !root.checked && root.activeFocus) Qt.callLater(root.focusSelected)

    // Told as disabled when it is not enabled (app/client/accessiblecontrol.h: Qt Quick 6.4
    // does not report it).
    readonly property bool accessibleControl: true
    Accessible.role: !root.checkable ? Accessible.Button
                   : root.exclusive ? Accessible.RadioButton : Accessible.CheckBox
    Accessible.name: root.accessibleText.length > 0 ? root.accessibleText
                   : root.detail.length > 0 ? root.text + ", " + root.detail : root.text
    Accessible.description: root.accessibleDescription
    Accessible.checkable: root.checkable
    Accessible.checked: root.checked
    Accessible.focusable: true
    Accessible.onPressAction: root.activate()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            root.activate()
            event.accepted = true
        } else if (root.groupOption && (event.key === Qt.Key_Left || event.key === Qt.Key_Right
                                        || event.key === Qt.Key_Up || event.key === Qt.Key_Down)) {
            // Arrows inside a choice, Tab between choices (the platforms' radio groups).
            root.selectBeside(event.key === Qt.Key_Right || event.key === Qt.Key_Down ? 1 : -1)
            event.accepted = true
        }
    }
    // The options of this one's choice, in order.
    function groupOptions(): var {
        const siblings = root.parent ? root.parent.children : []
        const options = []
        for (let i = 0; i < siblings.length; ++i) {
            const o = siblings[i]
            if (o.groupOption === true && o.visible && o.enabled)
                options.push(o)
        }
        return options
    }
    function focusSelected(): void {
        const options = root.groupOptions()
        for (let i = 0; i < options.length; ++i) {
            if (options[i].checked) {
                (options[i] as ActionButton).forceActiveFocus(Qt.OtherFocusReason)
                return
            }
        }
    }
    // The option `step` places after this one (before it when negative), round the choice.
    function selectBeside(step: int): void {
        const options = root.groupOptions()
        const here = options.indexOf(root)
        if (here < 0 || options.length < 2)
            return
        const next = options[(here + step + options.length) % options.length] as ActionButton
        next.activate()
        next.forceActiveFocus(Qt.TabFocusReason)
    }

    // A soft drop shadow under raised (primary) buttons.
    Rectangle {
        anchors.fill: face
        anchors.topMargin: Math.round(4 * Theme.uiScale)
        anchors.bottomMargin: -Math.round(4 * Theme.uiScale)
        radius: face.radius
        color: root.kind === ActionButton.Primary ? "#5A0716" : "#26000000"
        visible: root.kind !== ActionButton.Quiet
        opacity: root.pressed ? 0.0 : 1.0
    }

    Rectangle {
        id: face
        anchors.fill: parent
        // A refused press: the button shakes its head (not with reduced motion).
        transform: [refused.offset]
        anchors.topMargin: root.pressed ? Math.round(3 * Theme.uiScale) : 0
        anchors.bottomMargin: root.pressed ? -Math.round(3 * Theme.uiScale) : 0
        radius: height / 2
        color: root.fillColor
        border.width: root.kind === ActionButton.Secondary ? Theme.borderWidth
                    : root.kind === ActionButton.Primary ? Math.max(1, Math.round(Theme.uiScale)) : 0
        border.color: root.kind === ActionButton.Primary ? Theme.rougeDark
                    : root.darkBackground ? Theme.onDarkSoft : Theme.ink

        // A gentle top gloss on the primary button.
        Rectangle {
            visible: root.kind === ActionButton.Primary
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Math.round(3 * Theme.uiScale)
            height: parent.height * 0.45
            radius: height / 2
            gradient: Gradient {
                GradientStop { position: 0.0; color: "#40FFFFFF" }
                GradientStop { position: 1.0; color: "#00FFFFFF" }
            }
        }

        Row {
            id: content
            anchors.centerIn: parent
            spacing: Theme.space3

            Image {
                anchors.verticalCenter: parent.verticalCenter
                visible: String(root.iconSource).length > 0
                source: root.iconSource
                width: Math.round(Theme.fontLead * 1.5)
                height: width
                sourceSize.width: Math.round(width)
                sourceSize.height: Math.round(height)
            }

            Column {
                anchors.verticalCenter: parent.verticalCenter

                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: root.text
                    color: root.textColor
                    font.family: Theme.fontSans
                    font.pixelSize: root.compact ? Theme.fontBody : Theme.fontLead
                    font.bold: true
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    visible: root.detail.length > 0
                    text: root.detail
                    color: root.textColor
                    opacity: 0.9
                    font.family: Theme.fontSans
                    font.pixelSize: Theme.fontCaption
                }
            }
        }
    }

    HoverHandler {
        id: hover
        cursorShape: Qt.PointingHandCursor
    }

    TapHandler {
        id: tap
        onTapped: root.activate()
    }

    // « Un instant… » over the button while a refused press is answered: drawn and told.
    RefusedPress {
        id: refused
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: Theme.space2
    }

    FocusRing {
        visible: root.activeFocus
        cornerRadius: root.height / 2
    }
}
