#pragma once
// The console's « Protocole d'étude » tab, for the usability lab (docs/usability-lab.md): the
// study protocol, the current task and its clock, the participant's answers and the markers,
// and after the sessions a replay of a session log or the study's report.

#include <QString>
#include <QStringList>
#include <functional>

#include "consoletab.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace instants::client {

class ProtocolTab : public ConsoleTab {
    Q_OBJECT

public:
    /// Starts a program detached (the replay); tests set their own.
    using Launcher = std::function<bool(const QString& program, const QStringList& arguments)>;

    explicit ProtocolTab(ClientContext* context, QWidget* parent = nullptr);

    void setLauncher(Launcher launcher) { m_launch = std::move(launcher); }

    /// Loads a study protocol for the next sessions (study mode only).
    bool loadProtocolFile(const QString& path);
    /// Starts a replay of a session log in a window of its own (`instants --replay LOG`).
    bool openReplay(const QString& logPath);
    /// Writes the report of the study folder to `htmlPath` (CSV files beside it).
    bool makeReport(const QString& htmlPath);

private:
    void updateProtocolView();

    Launcher m_launch;
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
};

}  // namespace instants::client
