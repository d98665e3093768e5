#pragma once
// One session and the three games over it, as the client builds them: the session host, each
// game's engine-side adapter (plain C++: the verbs and the engine's latest state, never
// reachable from QML) and each game's presenter (the one object QML sees of that game: what
// has been shown, paced by its presentation timeline). The player's games (ClientContext) and
// the kiosk's attract loop (KioskController) are both a GameStack.

#include <QList>
#include <memory>

#include "happydesadapter.h"
#include "happydespresenter.h"
#include "instants/session/session.h"
#include "scratchadapter.h"
#include "scratchpresenter.h"
#include "sessionhost.h"

namespace instants::client {

class GameStack {
public:
    explicit GameStack(const Session::Options& options);
    ~GameStack();
    GameStack(const GameStack&) = delete;
    GameStack& operator=(const GameStack&) = delete;

    SessionHost* host() const { return m_host.get(); }

    /// The engine side of each game: verbs, and the state the engine has recorded (ahead of
    /// the screen while a reveal is under way). For the client's own code and the tests.
    HappyDesAdapter* happyDes() const { return m_happyDes.get(); }
    ScratchAdapter* dede() const { return m_dede.get(); }
    ScratchAdapter* happy2014() const { return m_happy2014.get(); }

    /// Each game as the screen shows it: the object handed to QML.
    HappyDesPresenter* happyDesPresenter() const { return m_happyDesPresenter.get(); }
    ScratchPresenter* dedePresenter() const { return m_dedePresenter.get(); }
    ScratchPresenter* happy2014Presenter() const { return m_happy2014Presenter.get(); }

    /// The three presentation timelines.
    QList<Timeline*> timelines() const;

private:
    std::unique_ptr<SessionHost> m_host;
    std::unique_ptr<HappyDesAdapter> m_happyDes;
    std::unique_ptr<ScratchAdapter> m_dede;
    std::unique_ptr<ScratchAdapter> m_happy2014;
    std::unique_ptr<HappyDesPresenter> m_happyDesPresenter;
    std::unique_ptr<ScratchPresenter> m_dedePresenter;
    std::unique_ptr<ScratchPresenter> m_happy2014Presenter;
};

}  // namespace instants::client
