#include "gamestack.h"

namespace instants::client {

GameStack::GameStack(const Session::Options& options)
    : m_host(std::make_unique<SessionHost>(options)),
      m_happyDes(std::make_unique<HappyDesAdapter>(m_host.get())),
      m_dede(std::make_unique<ScratchAdapter>(m_host.get(), GameKind::Dede)),
      m_happy2014(std::make_unique<ScratchAdapter>(m_host.get(), GameKind::Happy2014)),
      m_happyDesPresenter(std::make_unique<HappyDesPresenter>(m_host.get(), m_happyDes.get())),
      m_dedePresenter(std::make_unique<ScratchPresenter>(m_host.get(), m_dede.get())),
      m_happy2014Presenter(std::make_unique<ScratchPresenter>(m_host.get(), m_happy2014.get())) {}

// The presenters, declared last, go first: they watch the adapters and the host.
GameStack::~GameStack() = default;

QList<Timeline*> GameStack::timelines() const {
    return {m_happyDesPresenter.get(), m_dedePresenter.get(), m_happy2014Presenter.get()};
}

}  // namespace instants::client
