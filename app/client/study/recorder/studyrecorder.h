#pragma once
// Usability-study mode: records a participant session as JSON lines in the study folder
// (docs/study.md): every interaction (press, release, drag, key) with its time in ms, the
// screen and the control's accessible name; every engine event; think-aloud markers (F8) and
// screenshots (F9, PNG next to the log, referenced from it); and, when the session ends, a
// summary (games played, time per screen, errors such as clicks on disabled controls).
// Scenarios (the outcomes of the next games) are loaded here, and only here.
//
// Its parts: the log's file and clock (StudyLogWriter), the participant's input
// (InputObserver), the screens' pictures and the screenshots (ScreenPictures); the recorder
// ties them to the session, the games, the screens and the settings, and keeps the summary.

#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QVariantMap>
#include <functional>

#include "inputobserver.h"
#include "screenpictures.h"
#include "studylogwriter.h"

class QQuickWindow;

namespace instants::client {

class Navigator;

class HistoryModel;
class SessionHost;
class SettingsAdapter;
class Timeline;

class StudyRecorder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("provided by the application")
    Q_PROPERTY(QString folder READ folder CONSTANT FINAL)
    /// A participant session is being recorded.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged FINAL)
    Q_PROPERTY(QString participant READ participant NOTIFY activeChanged FINAL)
    Q_PROPERTY(QString logFile READ logFile NOTIFY activeChanged FINAL)
    Q_PROPERTY(int markers READ markers NOTIFY changed FINAL)
    Q_PROPERTY(int lines READ lines NOTIFY changed FINAL)
    Q_PROPERTY(QString scenarioName READ scenarioName NOTIFY changed FINAL)
    Q_PROPERTY(int scenarioGamesLeft READ scenarioGamesLeft NOTIFY changed FINAL)
    Q_PROPERTY(QString lastError READ lastError NOTIFY changed FINAL)

public:
    StudyRecorder(const QString& folder, SessionHost* host, QObject* parent = nullptr);
    ~StudyRecorder() override;

    QString folder() const { return m_folder; }
    bool active() const { return m_log.isOpen(); }
    QString participant() const { return m_participant; }
    QString logFile() const { return m_log.fileName(); }
    int markers() const { return m_markers; }
    int lines() const { return m_log.lines(); }
    QString scenarioName() const { return m_scenarioName; }
    int scenarioGamesLeft() const;
    QString lastError() const { return m_lastError; }

    /// A game's presentation: each event is logged again ("shown") when its reveal has ended
    /// and it is on screen (docs/architecture.md, invariant 9).
    void watch(Timeline* timeline);

    /// The window whose interactions are recorded (screen names, controls, screenshots).
    void attachWindow(QQuickWindow* window);
    /// The settings (logged at the start, and their changes) and the history (« Rejouée »
    /// opened): schema 2 (docs/usability-lab.md).
    void watchSettings(SettingsAdapter* settings);
    /// The screen shown: each change is logged (screen_shown) with its name.
    void watchNavigator(const Navigator* navigator);
    void watchHistory(HistoryModel* history);

    /// A line of the given kind (studylog.h, study::kinds) with these members (the protocol's
    /// runner, the recorder's watchers).
    void record(const QString& kind, const QVariantMap& members = {});
    /// The rules screen shows `game`'s rules (a rules_shown line).
    Q_INVOKABLE void rulesShown(const QString& game);
    /// No screen picture while something covers the screens (the protocol's questionnaires);
    /// one is taken once they are uncovered again.
    void setPicturesPaused(bool paused);
    /// Milliseconds since the session started (0 when none).
    qint64 elapsedMs() const { return m_log.elapsedMs(); }
    /// The wall clock, in ms since 1970 (UTC); empty for the system's. The log's t_ms never
    /// follows it (a monotonic clock); a change of it by kClockJumpMs or more during a session
    /// is recorded as a `clock_changed` line. Tests set it back.
    void setWallClock(std::function<qint64()> clock) { m_log.setWallClock(std::move(clock)); }
    static constexpr qint64 kClockJumpMs = StudyLogWriter::kClockJumpMs;
    /// How long after a screen appears its picture is taken (it has settled by then).
    static constexpr int kScreenPictureDelayMs = ScreenPictures::kScreenPictureDelayMs;
    /// The log's schema (docs/usability-lab.md, section 2).
    static constexpr int kSchema = 2;
    /// Hover samples (`move`) and drag samples: at most one line per this many ms.
    static constexpr int kPointerSampleMs = InputObserver::kPointerSampleMs;

    /// The start of a session's file names for this participant: letters, digits, '-' and '_'
    /// kept ('_' for anything else); a name longer than kMaxStemBytes in UTF-8 keeps a prefix
    /// of whole characters and a digest of the whole name (docs/study.md, "Files"). The log's
    /// `participant` is always the whole name.
    static QString fileStem(const QString& participant);
    /// The longest stem in bytes of UTF-8: with "-YYYYMMDD-HHMMSS-NN" and the longest suffix
    /// ("-screen-happy-2014-99999x99999.png"), well within 255 bytes.
    static constexpr int kMaxStemBytes = 160;
    static constexpr int kStemDigestChars = 8;

    /// Starts recording a participant session (ends the current one first).
    Q_INVOKABLE bool startSession(const QString& participant);
    /// Ends the session and writes its summary. Also done when the application quits.
    Q_INVOKABLE void endSession();
    /// A think-aloud marker.
    Q_INVOKABLE void marker(const QString& note = {});
    /// A screenshot of the window, saved next to the log; returns its file name.
    Q_INVOKABLE QString screenshot();
    /// Loads a scenario file (validated by the engine); false with lastError on a problem.
    Q_INVOKABLE bool loadScenario(const QString& path);
    /// The same, from the scenario's JSON (`path` names it in messages and in the log).
    bool loadScenarioText(const QByteArray& json, const QString& path);
    /// Called at each session start with the participant's name: members for its
    /// session_start line (the protocol's runner assigns the condition and the task order).
    void setSessionPreparer(std::function<QJsonObject(const QString&)> preparer) {
        m_preparer = std::move(preparer);
    }

    /// Whether a control that became usable `sinceMs` ago takes an activation, its arming
    /// delay being `armMs` (InputGuard, through the InputArming singleton). During a session a
    /// refusal is logged as a `too_soon` line, so that a replay refuses the same activations
    /// whatever its own timing (docs/usability-lab.md, "Replay").
    Q_INVOKABLE bool arming(double sinceMs, int armMs);
    /// Decides in the clock's place (given what the clock says): a replay's script of the
    /// log's `too_soon` lines. Empty: the clock decides.
    void setArmingScript(std::function<bool(bool)> script) { m_armingScript = std::move(script); }

    /// The summary of the current session so far (what endSession() writes).
    QJsonObject summary() const;

signals:
    void activeChanged();
    void changed();
    /// Every line written to the log, as written (the console's live stream).
    void logged(const QString& line);

private slots:
    void onScreenMaybeChanged();

private:
    void write(QJsonObject entry);
    /// A line of the participant's input (InputObserver): counted for the summary, written.
    void input(const QJsonObject& line);
    void writeWindow();
    QString screenName() const;
    void trackScreen();

    QString m_folder;
    SessionHost* m_host;
    QPointer<QQuickWindow> m_window;
    QPointer<const Navigator> m_navigator;
    StudyLogWriter m_log;
    InputObserver* m_input = nullptr;
    ScreenPictures* m_pictures = nullptr;
    QString m_participant;
    int m_markers = 0;
    QString m_scenarioName;
    QString m_lastError;
    QPointer<SettingsAdapter> m_settings;
    QJsonObject m_nextInfo;
    std::function<QJsonObject(const QString&)> m_preparer;
    QSize m_windowSize;
    // Summary.
    QString m_screen;
    qint64 m_screenSince = 0;
    QHash<QString, qint64> m_msPerScreen;
    QHash<QString, int> m_gamesByKind;
    int m_disabledClicks = 0;
    int m_refusals = 0;
    int m_tooSoon = 0;  ///< activations refused by a control's arming delay
    std::function<bool(bool)> m_armingScript;
    int m_presses = 0;
    int m_keys = 0;
};

}  // namespace instants::client
