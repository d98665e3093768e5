#include "walletadapter.h"

#include "sessionhost.h"
#include "timeline.h"

namespace instants::client {

WalletAdapter::WalletAdapter(SessionHost* host, QObject* parent) : QObject(parent), m_host(host) {
    connect(m_host, &SessionHost::changed, this, &WalletAdapter::changed);
}

qint64 WalletAdapter::balanceCents() const {
    return m_host->isOpen() ? m_host->session()->balance() : 0;
}

qint64 WalletAdapter::shownBalanceCents() const {
    qint64 pending = 0;
    for (const Timeline* t : m_timelines) {
        pending += t->pendingCreditCents();
    }
    return balanceCents() - pending;
}

void WalletAdapter::watch(Timeline* timeline) {
    m_timelines.append(timeline);
    connect(timeline, &Timeline::progressed, this, &WalletAdapter::changed);
}

qint64 WalletAdapter::initialBalanceCents() const {
    return m_host->isOpen() ? m_host->session()->initialBalance() : 0;
}

bool WalletAdapter::canReset() const {
    if (!m_host->isOpen() || m_host->session()->inProgress()) {
        return false;
    }
    for (const Timeline* t : m_timelines) {
        if (t->busy()) {
            return false;
        }
    }
    return true;
}

void WalletAdapter::resetBalance() {
    m_host->run([](Session& s) { s.resetBalance(); });
}

}  // namespace instants::client
