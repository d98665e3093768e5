#pragma once
// The real client (ClientContext + the Instants module's shell/Main.qml) in a window, for UI
// tests: find items by objectName, click them with real mouse events at their centre, reach
// them with Tab and press them with Enter/Space, scratch them with strokes of mouse moves.
//
// The helpers report problems with QTest's failure macros; after a helper, a caller checks
// QTest::currentTestFailed() (the UI_CHECK macro does it).

#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <functional>

#include "autoplay.h"
#include "clientharness.h"

class QQuickItem;

namespace instants::uitest {

/// Runs a helper and leaves the calling (void) test or helper when it failed.
#define UI_CHECK(call)                  \
    do {                                \
        call;                           \
        if (QTest::currentTestFailed()) \
            return;                     \
    } while (false)

/// The client's options and its window's (harness::WindowSetup: size, reduced motion, the speed
/// of every reveal (0 shows each at once: the functional tests; 1 as in play), manual timelines).
struct ClientSetup : harness::WindowSetup {
    QString database;
    QString settingsFile;
    quint64 seed = 1;
    QString language;     ///< empty: French
    QString studyFolder;  ///< usability-study mode, its log in this folder (empty: normal play)
    QString scenario;     ///< a study scenario loaded at start (study mode only)
    /// The engine's wall clock (ms since 1970, UTC); empty: the system's.
    std::function<std::int64_t()> clock;
};

/// A test's own time (TestClock): the helpers move it instead of waiting on the wall clock
/// when one is given (UiClient::useTime).
using TestTime = harness::TestTime;

/// The client harness (tests/support/clientharness.h) whose helpers report their problems as
/// failures of the current test.
class UiClient : public harness::ClientHarness {
public:
    explicit UiClient(const ClientSetup& setup);

    QObject* root() const;
    /// The sentences the client's Announcer gave a screen reader (its `history`), from the
    /// `from`-th on, joined by " | ".
    QString said(qsizetype from = 0) const;
    /// How many sentences the Announcer has given so far.
    qsizetype saidCount() const;
    /// The item the screen Loader holds (nullptr while a celebration covers it).
    QQuickItem* screenItem() const { return ClientHarness::screenItem(true); }

    /// The one visible item named `name` under `under` (default: the whole window); fails the
    /// test (and returns nullptr) when there is none or more than one.
    QQuickItem* find(const QString& name, QQuickItem* under = nullptr) const;
    /// Waits until `name` is visible (fails after a timeout) and returns it.
    QQuickItem* waitFor(const QString& name, int timeoutMs = 5000);
    /// The control on screen for the next step of the Happy Dés game (autoplay.h): fails the
    /// test when it is not there once. A new game: « Rejouer » when the screen offers it.
    QQuickItem* findControl(const harness::HappyDesStep& step, QQuickItem* under);

    /// Waits until no game's reveal is under way and a control that appeared since is armed
    /// (it takes presses again: InputGuard).
    void waitUntilIdle(int timeoutMs = 30000);

    /// Lets the window lay out (positioners polish before a frame).
    void settle();
    /// A real left click at the item's centre (after layout); fails when the centre is not
    /// inside the window or the item is not visible.
    void click(QQuickItem* item);
    void click(const QString& name) { click(find(name)); }
    /// Presses Tab until `item` (or one of its descendants) has the active focus; fails after
    /// `maxTabs` presses.
    void tabTo(QQuickItem* item, int maxTabs = 60);
    /// Tab to the item, then Enter (or Space).
    void pressByKeyboard(QQuickItem* item, bool useSpace = false);
    /// An option of a choice (ActionButton.groupOption: one Tab stop, on the option selected)
    /// chosen as a keyboard user does: Tab to the choice, then Right until it is selected.
    void chooseByKeyboard(QQuickItem* option);
    /// A scratch stroke over the item with the left button held: press near a corner, a
    /// zig-zag of `rows` passes with `movesPerRow` moves each, release.
    void stroke(QQuickItem* item, int rows = 6, int movesPerRow = 24);
};

/// Money as the client writes it (Format.money): "1 234,50 €" (U+202F, U+00A0).
QString money(qint64 cents);
/// Format.moneyShort: whole amounts without ",00".
QString moneyShort(qint64 cents);
/// The text of an item (Text.text) or its AmountLabel child.
QString textOf(QQuickItem* item);
/// An item's property as an int list (QList<int>, a JS array...).
QList<int> intList(const QVariant& value);
/// A picture of the window for whoever reads the test's output: into $INSTANTS_UI_SHOTS when set.
void keepPicture(QQuickWindow* window, const QString& name);

}  // namespace instants::uitest
