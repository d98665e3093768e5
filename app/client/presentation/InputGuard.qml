import QtQml
import Instants

// A control that has just appeared (or just become usable) ignores presses for
// Theme.armDuration milliseconds: the second click of a double-click, or a press aimed at the
// control that was there before, does not land on it (docs/visual-design.md, "Input").
// Usage: InputGuard { id: guard; usable: root.visible && root.enabled }, then
// `if (guard.armed()) …` in the control's activation. A study session logs each activation
// refused as too soon; its replay refuses the same ones (InputArming).
QtObject {
    id: root

    required property bool usable
    property double usableSince: InputArming.now()

    onUsableChanged: if (root.usable) root.usableSince = InputArming.now()

    function armed(): bool {
        return root.usable && InputArming.decide(InputArming.now() - root.usableSince, Theme.armDuration)
    }
}
