#pragma once

// The layout check: what a screen shows whole, without overlaps, inside its frames. Run by
// instants_screenshots --check-layout on every screen and state of the gallery (CTest
// ui_layout_<sizes>: two runs that together cover 800x600, 1280x720, 1920x1080, 1080x1920 and
// 3840x2160, each state in French and English, the language switched at run time). It fails on:
//   - a text elided, or whose words are wider or taller than its box, or outside the window;
//   - two sibling controls (items that take the focus by Tab) that overlap, a control over a
//     text not its own, two texts whose words overlap;
//   - a text under an opaque panel drawn after it (a result panel over a table's last rows);
//   - a text or a control outside its parent's frame;
//   - a rounded rectangle drawn under a scale other than 1 (outside a layer): Qt Quick's
//     software renderer, the one the client uses without a GPU, cuts its ends and leaves stray
//     lines.
// An item that is meant to straddle its parent's edge (a ribbon, a badge) says so with a QML
// property `layoutOverflow: true`; the check then leaves it (and what it holds) to the parent's
// own frame. Items inside a Flickable are checked against the Flickable, not the window: they
// scroll.

#include <QMap>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>

namespace instants::tools {

// Every violation in `window`, one line each, naming the items by their object name (or
// class) and text.
QStringList checkLayout(QQuickWindow* window);

// A jump: where the screen below the header starts, at one window size, for each state shown
// (y -> the states' names). More than one y means the play area moves when the state changes
// (the header on two rows on one screen and one on the next). Empty when there is none.
QString checkJump(const QMap<int, QStringList>& tops);

}  // namespace instants::tools
