#pragma once
// Disabled controls told as disabled to assistive technology.
//
// Qt Quick 6.4 never reports an item as disabled: its accessible interface builds the state
// from the `Accessible` attached properties, which have no "disabled", and does not look at
// `enabled`. A screen reader then announces « Volume − » while muted, or « Jouer » with too
// small a balance, as a button that works. This interface stands in for Qt's own for the
// client's buttons (QML items that declare a property `accessibleControl`, ActionButton.qml): the
// same role, name, description, checked state and press action (read from the item's `Accessible`
// attached object through its properties), plus "disabled" when the item is not enabled, and a
// state-change event when that changes.

namespace instants::client {

/// Installs the interface factory. Call once, before the first QML item is created (Qt tries
/// the factories in the order they were installed; Qt Quick installs its own on first use).
void installAccessibleControls();

}  // namespace instants::client
