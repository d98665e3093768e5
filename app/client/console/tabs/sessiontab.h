#pragma once
// The console's « Session » tab: the usability study's participant sessions, scenarios (study
// mode only: the engine refuses them otherwise), markers and screenshots, the demo wallet, the
// client's mode, and the live event stream (the study log while a participant session is
// recorded, the engine's events and refusals otherwise).

#include <QString>

#include "consoletab.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace instants::client {

class SessionTab : public ConsoleTab {
    Q_OBJECT

public:
    explicit SessionTab(ClientContext* context, QWidget* parent = nullptr);

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
    /// The study, scenario and wallet rows from the recorder and the session.
    void updateStudyControls();

private:
    QWidget* buildEventsBox();
    void appendEvent(const QString& line);

    QString m_lastRefusal;
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
    QPlainTextEdit* m_events = nullptr;
};

}  // namespace instants::client
