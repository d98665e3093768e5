#include "gamepresenter.h"

#include "gameadapter.h"

namespace instants::client {

GamePresenter::GamePresenter(SessionHost* host, GameAdapter* adapter, QObject* parent)
    : Timeline(host, adapter->kind(), parent), m_gameAdapter(adapter) {
    connect(m_gameAdapter, &GameAdapter::errorChanged, this, &GamePresenter::errorChanged);
}

QString GamePresenter::lastError() const {
    return m_gameAdapter->lastError();
}

bool GamePresenter::canRetry() const {
    return m_gameAdapter->canRetry();
}

bool GamePresenter::retry() {
    return retryAllowed() && m_gameAdapter->retry();
}

}  // namespace instants::client
