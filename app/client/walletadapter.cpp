#include "walletadapter.h"

#include "sessionhost.h"

namespace instants::client {

WalletAdapter::WalletAdapter(SessionHost* host, QObject* parent) : QObject(parent), m_host(host) {
    connect(m_host, &SessionHost::changed, this, &WalletAdapter::changed);
}

qint64 WalletAdapter::balanceCents() const {
    return m_host->isOpen() ? m_host->session()->balance() : 0;
}

qint64 WalletAdapter::initialBalanceCents() const {
    return m_host->isOpen() ? m_host->session()->initialBalance() : 0;
}

bool WalletAdapter::canReset() const { return m_host->isOpen() && !m_host->session()->inProgress(); }

void WalletAdapter::resetBalance() {
    m_host->run([](Session& s) { s.resetBalance(); });
}

}  // namespace instants::client
