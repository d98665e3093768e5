#pragma once
// The operator console (Qt Widgets): a window for the shop operator and the
// study facilitator, over the same ClientContext as the game window. It
// assembles one widget per tab (console/tabs/): the session (study sessions,
// scenarios, markers, the demo wallet, the live event stream), the study
// protocol (the usability lab), the journal and its export, the blocks (dealing
// position, prizes remaining, the block files set aside) and the return to
// player; the status line shows every action's result.
//
// It has no rule or draw code of its own: every action is a verb of an adapter,
// the study recorder or the session (through SessionHost::run); the figures
// come from the journal and the engine's analysis (happydes::exactOdds,
// scratch::plan).

#include <QMainWindow>
#include <QString>

#include "blockstab.h"
#include "journaltab.h"
#include "protocoltab.h"
#include "returnstab.h"
#include "sessiontab.h"

class QLabel;
class QTabWidget;

namespace instants::client {

class ClientContext;

class OperatorConsole : public QMainWindow {
    Q_OBJECT

public:
    /// Asks the operator for a file (ConsoleTab::FileChooser); tests set their
    /// own.
    using FileChooser = ConsoleTab::FileChooser;
    /// Starts a program detached (the replay); tests set their own.
    using Launcher = ProtocolTab::Launcher;

    explicit OperatorConsole(ClientContext* context, QWidget* parent = nullptr);
    ~OperatorConsole() override;

    void setFileChooser(const FileChooser& chooser);
    void setLauncher(Launcher launcher) { m_protocol->setLauncher(std::move(launcher)); }

    // The actions behind the buttons, each in its tab. Each reports in the status
    // line (lastMessage()).
    bool startStudySession(const QString& participant) {
        return m_session->startStudySession(participant);
    }
    void stopStudySession() { m_session->stopStudySession(); }
    bool loadScenarioFile(const QString& path) { return m_session->loadScenarioFile(path); }
    bool dropMarker(const QString& note) { return m_session->dropMarker(note); }
    bool resetWallet() { return m_session->resetWallet(); }
    bool exportJournal(const QString& path) { return m_journal->exportJournal(path); }
    bool loadProtocolFile(const QString& path) { return m_protocol->loadProtocolFile(path); }
    bool openReplay(const QString& logPath) { return m_protocol->openReplay(logPath); }
    bool makeReport(const QString& htmlPath) { return m_protocol->makeReport(htmlPath); }

    /// Reloads the study controls, the journal table, the blocks and the returns
    /// from the session. The blocks are prepared (off the GUI thread) only while
    /// their tab is shown.
    void refresh();
    /// Shows a tab: 0 session, 1 study protocol, 2 journal, 3 blocks (and the
    /// files set aside), 4 return to player.
    void showTab(int index);

    QString lastMessage() const { return m_lastMessage; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    /// Every message of the status line (an action's result or refusal).
    void messageShown(const QString& message);

private:
    void showMessage(const QString& message, bool error = false);

    ClientContext* m_context;
    QString m_lastMessage;

    QTabWidget* m_tabs = nullptr;
    QLabel* m_status = nullptr;
    SessionTab* m_session = nullptr;
    ProtocolTab* m_protocol = nullptr;
    JournalTab* m_journal = nullptr;
    BlocksTab* m_blocks = nullptr;
    ReturnsTab* m_returns = nullptr;
};

}  // namespace instants::client
