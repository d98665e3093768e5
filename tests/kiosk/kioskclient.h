#pragma once
// The real client for the kiosk, study and console tests: a ClientContext built as main()
// builds it (kiosk configuration, study folder), the Instants module's shell/Main.qml in a
// window under the offscreen platform, and helpers to find items by objectName and to click,
// touch, long-press and type on them with real input events.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

#include "clientharness.h"

class QQuickItem;

namespace instants::client {
class SessionReplay;
}

namespace instants::kiosktest {

/// The client's options and its window's (harness::WindowSetup: size, reduced motion, the speed
/// of every reveal: 0 at once, 1 as in play).
struct Setup : harness::WindowSetup {
    QString folder;             ///< journal, settings and (study) the study folder go here
    client::KioskConfig kiosk;  ///< kiosk.enabled for kiosk mode
    bool study = false;         ///< --study <folder>/study
    quint64 seed = 7;
    bool startKiosk = true;  ///< KioskController::start() as main() does (kiosk mode)
    bool realClock = false;  ///< keep its one-second timer running (tests call advance())
    QString language;        ///< empty: French
    /// The engine's wall clock (ms since 1970, UTC); empty: the system's.
    std::function<std::int64_t()> clock;
};

/// The client harness (tests/support/clientharness.h) with the kiosk's clock and the study
/// recorder started as main() starts them; its helpers answer quietly (nullptr, false).
class KioskClient : public harness::ClientHarness {
public:
    explicit KioskClient(const Setup& setup);
    ~KioskClient() override;

    QString studyFolder() const { return m_studyFolder; }

    /// The one visible item named `name` (nullptr when none or several).
    QQuickItem* find(const QString& name) const { return tryFind(name); }
    /// Any item named `name`, visible or not.
    QQuickItem* findAny(const QString& name) const { return findFirst(name); }
    using ClientHarness::click;
    bool click(const QString& name) { return click(find(name)); }
    /// The item's accessible name (what the study log names a control by).
    static QString accessibleName(QQuickItem* item);
    /// An item's text (Text.text), or the text of its first child that has one.
    static QString textOf(QQuickItem* item);

private:
    QString m_studyFolder;
};

/// The digits of a text ("Gagné : 40 000,00 €" -> "4000000").
QString digitsOf(const QString& text);

/// A participant's files: every file of `folder` and of its `study` folder, by name (study/…),
/// with its SHA-256 (a replay must leave them as they were).
QMap<QString, QByteArray> folderDigests(const QString& folder);

/// A study session driven on the real client by a seeded generator of real input (clicks on the
/// visible enabled controls of the three games, the history and its « Rejouée », the rules;
/// presses on empty places; keys; scratch strokes; hover moves), with what it really did,
/// observed on the client and not read from the log (docs/usability-lab.md, "Replay").
struct GeneratedSession {
    QString folder;
    QString log;
    QString journal;
    double motion = 1;
    bool reducedMotion = false;
    int presses = 0;  ///< mouse presses sent to the window (clicks, strokes, empty places)
    int keys = 0;     ///< keys sent to the window
    /// Per press or key sent, in order: "press <screen>" or "key <screen>", the screen the
    /// client showed when it was sent.
    QStringList inputs;
    QStringList screensVisited;  ///< the screens inputs were sent on, each once, in order
    /// {game, event} of every engine event, as the client's host recorded it.
    QList<QJsonObject> engine;
    int games = 0;       ///< games started
    int shown = 0;       ///< reveals landed (the timelines' `shown`) while the session ran
    int actions = 0;     ///< the generator's actions
    qint64 wallMs = 0;   ///< how long the recording took
    qint64 startMs = 0;  ///< … of it, the client's start
    qint64 stillMs = 0;  ///< … waiting for the client to be at rest (no block prepared, no reveal)
};

struct GeneratorOptions {
    quint32 seed = 1;
    int actions = 20;
    /// The client's motion scale; the generator's waits are scaled to it (the arming delay of
    /// a control, Theme.armDuration, is 450 ms × motion).
    double motionScale = 0.25;
    /// An idle stretch of 4.5 s (log time) in the middle, the screens at rest.
    bool longIdle = false;
    /// The generator plays (the games' controls only, no way out of a game) until the session
    /// has this many engine events, with up to twice `actions` more actions for it.
    int minEngineEvents = 0;
};

/// The scratch blocks of a session's journal in `folder`: one folder per block seed, shared
/// between the sessions (each is prepared once).
void shareBlocks(const QString& folder, quint64 seed);

/// Records a session in `folder` (journal, study folder) driven by the generator of `options`.
/// Fails the current test when the client cannot be built or stays busy.
void generateSession(const QString& folder, const GeneratorOptions& options, GeneratedSession& out);

/// A finished replay against its log (docs/usability-lab.md, "Replay"): every input delivered,
/// none ahead of the screens, the same engine events (game, event) in order, the same reveals,
/// the same activations refused as too soon, the same screen under each input and in sequence,
/// the same protocol lines. The log is read apart (studylogfacts.h), and both the replay's
/// reading of it and what the replay did are compared with that reading. Fails the current
/// test on a difference, naming `label` and the first event that differs.
void compareReplay(const client::SessionReplay& replay, const QString& label);

}  // namespace instants::kiosktest
