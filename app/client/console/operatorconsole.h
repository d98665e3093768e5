#pragma once
// The operator console (Qt Widgets): a window for the shop operator and the study facilitator,
// over the same ClientContext as the game window (issue 7, part 3). It starts and stops study
// sessions, loads scenarios (study mode only: the engine refuses them otherwise), shows the
// live event stream, drops markers, resets the demo wallet, shows and exports the journal,
// shows the current blocks' dealing position and prizes remaining, the block files set aside
// (« Blocs écartés »: when, which file, why; docs/blocks.md, "Authentic blocks"), and the
// observed versus exact return of each game.
//
// It has no rule or draw code of its own: every action is a verb of an adapter, the study
// recorder or the session (through SessionHost::run); the figures come from the journal and
// the engine's analysis (happydes::exactOdds, scratch::plan).

#include <QMainWindow>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "instants/money.h"
#include "instants/session/play.h"

class QCheckBox;
class QComboBox;
class QListWidget;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace instants {
class Session;
}

namespace instants::client {

class ClientContext;

/// One game's return: observed over the journal (every finished game, hidden ones included)
/// and exact from the engine.
struct GameReturn {
    GameKind kind = GameKind::HappyDes;
    qint64 games = 0;    ///< finished games in the journal
    Cents stakes = 0;    ///< their stakes
    Cents wins = 0;      ///< their wins
    /// Exact return in hundredths of a percent (7000 = 70,00 %), and as a fraction "p/q".
    /// Happy Dés: the same for every strategy (exactRange false); otherwise the lowest and
    /// highest over the strategies.
    qint64 exactLowBp = 0;
    qint64 exactHighBp = 0;
    QString exactFraction;
    /// Observed return in hundredths of a percent (wins * 10000 / stakes, rounded); -1 when
    /// nothing was staked yet.
    qint64 observedBp() const;
};

/// The three games' returns from `session`'s journal and the engine's exact figures.
std::vector<GameReturn> gameReturns(Session& session);
/// "70,00 %" from hundredths of a percent.
QString formatPercent(qint64 basisPoints);

class OperatorConsole : public QMainWindow {
    Q_OBJECT

public:
    /// Asks the operator for a file: open (save false) or save (save true). Returns the path,
    /// or an empty string when cancelled. The default uses QFileDialog; tests set their own.
    using FileChooser = std::function<QString(QWidget* parent, const QString& caption,
                                              const QString& filter, bool save)>;

    explicit OperatorConsole(ClientContext* context, QWidget* parent = nullptr);
    ~OperatorConsole() override;

    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    // The actions behind the buttons. Each reports in the status line (lastMessage()).
    /// Study mode: starts recording `participant` (ends the current session first).
    bool startStudySession(const QString& participant);
    /// Study mode: ends the session and writes its summary.
    void stopStudySession();
    /// Loads a scenario. In study mode through the study recorder; outside it the engine's
    /// refusal is shown (a scenario is never loaded in normal play).
    bool loadScenarioFile(const QString& path);
    /// A think-aloud marker in the study log.
    bool dropMarker(const QString& note);
    /// Sets the demo balance back to its initial value (refused while a game is in progress).
    bool resetWallet();
    /// Writes the journal's games (the ones the table shows) as JSON lines, one game a line.
    bool exportJournal(const QString& path);
    /// Reloads the journal table, the blocks and the returns from the session. The blocks are
    /// prepared (off the GUI thread) only while their tab is shown.
    void refresh();
    /// Shows a tab: 0 session, 1 study protocol, 2 journal, 3 blocks (and the files set
    /// aside), 4 return to player.
    void showTab(int index);
    /// What the « Blocs écartés » list says a reason is (scratch::reasonId), in the interface's
    /// language.
    static QString setAsideReasonText(const QString& reason);

    // The usability lab (docs/usability-lab.md).
    /// Loads a study protocol for the next sessions (study mode only).
    bool loadProtocolFile(const QString& path);
    /// Starts a replay of a session log in a window of its own (`instants --replay LOG`).
    bool openReplay(const QString& logPath);
    /// Writes the report of the study folder to `htmlPath` (CSV files beside it).
    bool makeReport(const QString& htmlPath);
    /// Starts a program detached (the replay); tests set their own.
    using Launcher = std::function<bool(const QString& program, const QStringList& arguments)>;
    void setLauncher(Launcher launcher) { m_launch = std::move(launcher); }

    QString lastMessage() const { return m_lastMessage; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    /// Every message of the status line (an action's result or refusal).
    void messageShown(const QString& message);

private:
    QWidget* buildSessionTab();
    QWidget* buildEventsBox();
    QWidget* buildProtocolTab();
    void updateProtocolView();
    QWidget* buildJournalTab();
    QWidget* buildBlocksTab();
    QWidget* buildReturnsTab();
    void showMessage(const QString& message, bool error = false);
    void appendEvent(const QString& line);
    void updateStudyControls();
    void refreshJournal();
    void refreshBlocks();
    void refreshSetAside();
    void refreshReturns();
    bool canReadSession() const;

    ClientContext* m_context;
    FileChooser m_chooseFile;
    Launcher m_launch;
    QString m_lastMessage;
    QString m_lastRefusal;

    QTabWidget* m_tabs = nullptr;
    QLabel* m_status = nullptr;
    // Session tab.
    QLabel* m_studyState = nullptr;
    QLineEdit* m_participant = nullptr;
    QPushButton* m_startStudy = nullptr;
    QPushButton* m_stopStudy = nullptr;
    QPushButton* m_loadScenario = nullptr;
    QLabel* m_scenarioState = nullptr;
    QLineEdit* m_markerNote = nullptr;
    QPushButton* m_marker = nullptr;
    QPushButton* m_screenshot = nullptr;
    QLabel* m_balance = nullptr;
    QPushButton* m_resetWallet = nullptr;
    // Protocol tab.
    QLabel* m_protocolState = nullptr;
    QPushButton* m_loadProtocol = nullptr;
    QComboBox* m_condition = nullptr;
    QLabel* m_taskState = nullptr;
    QLabel* m_taskClock = nullptr;
    QPushButton* m_startTask = nullptr;
    QPushButton* m_skipTask = nullptr;
    QPushButton* m_endTask = nullptr;
    QListWidget* m_answers = nullptr;
    QListWidget* m_markers = nullptr;
    QPushButton* m_openReplay = nullptr;
    QPushButton* m_report = nullptr;
    // Events tab.
    QPlainTextEdit* m_events = nullptr;
    // Journal tab.
    QTableWidget* m_journal = nullptr;
    QCheckBox* m_includeHidden = nullptr;
    QPushButton* m_export = nullptr;
    // Blocks tab: DÉDÉ then Happy 2014.
    QWidget* m_blocksPage = nullptr;
    QLabel* m_blockState[2] = {nullptr, nullptr};
    QTableWidget* m_blockTable[2] = {nullptr, nullptr};
    QWidget* m_setAsideBox = nullptr;
    QLabel* m_setAsideState = nullptr;
    QTableWidget* m_setAside = nullptr;
    // Returns tab.
    QTableWidget* m_returns = nullptr;
};

}  // namespace instants::client
