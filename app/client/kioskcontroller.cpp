#include "kioskcontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QTimer>

#include <algorithm>
#include <memory>

#include "sessionhost.h"

namespace instants::client {

KioskController::KioskController(const KioskConfig& config, SessionHost* host, QObject* parent)
    : QObject(parent), m_config(config), m_host(host) {
    // The PIN's waits: a monotonic clock, so that setting the system time does not end them.
    auto monotonic = std::make_shared<QElapsedTimer>();
    monotonic->start();
    m_now = [monotonic] { return monotonic->elapsed(); };
    m_pinTicker = new QTimer(this);
    m_pinTicker->setInterval(250);
    connect(m_pinTicker, &QTimer::timeout, this, [this] {
        if (pinWaitMs() <= 0) {
            m_pinTicker->stop();
        }
        emit pinStateChanged();
    });
    // The attract loop plays real seeded games on a journal of its own, never the visitor's.
    Session::Options o;
    o.database = (m_attractDir.isValid() ? m_attractDir.filePath(QStringLiteral("attract.db"))
                                         : QStringLiteral(":memory:"))
                     .toStdString();
    o.seed = m_config.attractSeed;
    o.initialBalance = 100000000;
    o.blockDirectory = m_attractDir.filePath(QStringLiteral("blocks")).toStdString();
    o.durable = false;
    m_attractHost = std::make_unique<SessionHost>(o);
    m_attractHappyDes = std::make_unique<HappyDesAdapter>(m_attractHost.get());
    m_attractDede = std::make_unique<ScratchAdapter>(m_attractHost.get(), GameKind::Dede);
    m_attractHappy2014 = std::make_unique<ScratchAdapter>(m_attractHost.get(), GameKind::Happy2014);
    m_attractHappyDesPresenter = std::make_unique<HappyDesPresenter>(m_attractHost.get(), m_attractHappyDes.get());
    m_attractDedePresenter = std::make_unique<ScratchPresenter>(m_attractHost.get(), m_attractDede.get());
    m_attractHappy2014Presenter = std::make_unique<ScratchPresenter>(m_attractHost.get(), m_attractHappy2014.get());
}

KioskController::~KioskController() = default;

void KioskController::start() {
    if (!m_config.enabled) {
        return;
    }
    QCoreApplication::instance()->installEventFilter(this);
    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, [this] { advance(1); });
    m_clock->start();
    for (const QString& p : m_config.problems) {
        emit notice(p);
    }
}

bool KioskController::countdownActive() const {
    return m_config.enabled && !m_attract && m_secondsIdle >= m_config.idleSeconds - m_config.countdownSeconds;
}

int KioskController::countdownRemaining() const {
    return std::max(0, m_config.idleSeconds - m_secondsIdle);
}

void KioskController::poke() {
    if (m_secondsIdle != 0) {
        m_secondsIdle = 0;
        emit idleChanged();
    }
}

void KioskController::advance(int seconds) {
    if (!m_config.enabled || m_attract || seconds <= 0) {
        return;
    }
    m_secondsIdle += seconds;
    emit idleChanged();
    if (m_secondsIdle >= m_config.idleSeconds) {
        resetVisitor();
    }
}

void KioskController::resetVisitor() {
    if (m_host->isOpen()) {
        // The rules' automatic path for a game left unfinished, then a fresh wallet and an
        // empty visible history; every step is in the journal.
        m_host->run([](Session& s) { s.completeAutomatically(); });
        m_host->run([](Session& s) {
            s.resetBalance();
            s.clearVisibleHistory();
        });
    }
    ++m_resets;
    m_secondsIdle = 0;
    m_attract = true;
    emit idleChanged();
    emit attractChanged();
    emit visitorReset();
    emit notice(QStringLiteral("visitor session reset (%1)").arg(m_resets));
}

void KioskController::leaveAttract() {
    m_secondsIdle = 0;
    if (m_attract) {
        m_attract = false;
        emit attractChanged();
    }
    emit idleChanged();
}

namespace {

/// The time a PIN event is logged with: UTC, to the millisecond.
QString logTime() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

}  // namespace

qint64 KioskController::pinWaitMs() const {
    return std::max<qint64>(0, m_pinWaitUntil - m_now());
}

int KioskController::pinWaitSeconds() const {
    return static_cast<int>((pinWaitMs() + 999) / 1000);
}

void KioskController::setClock(std::function<qint64()> msecs) {
    m_now = std::move(msecs);
    m_pinWaitUntil = 0;
    emit pinStateChanged();
}

bool KioskController::checkPin(const QString& pin) {
    if (m_config.pin.isEmpty()) {
        return false;
    }
    if (const int wait = pinWaitSeconds(); wait > 0) {
        // Not compared: during a wait the right PIN is refused like any other.
        emit notice(QStringLiteral("%1 operator PIN attempt refused unchecked: %2 for %3 s more")
                        .arg(logTime(), m_pinLockedOut ? QStringLiteral("locked out") : QStringLiteral("delayed"))
                        .arg(wait));
        return false;
    }
    if (pin == m_config.pin) {
        emit notice(QStringLiteral("%1 operator PIN accepted after %2 failure(s)").arg(logTime()).arg(m_pinFailures));
        m_pinFailures = 0;
        m_pinLockedOut = false;
        m_pinWaitUntil = 0;
        emit pinStateChanged();
        return true;
    }
    ++m_pinFailures;
    qint64 waitMs = 0;
    if (m_pinFailures >= m_config.pinLockoutFailures) {
        m_pinLockedOut = true;
        waitMs = qint64{m_config.pinLockoutSeconds} * 1000;
    } else if (m_pinFailures > m_config.pinFreeFailures) {
        const int doublings = std::min(m_pinFailures - m_config.pinFreeFailures - 1, 20);
        waitMs = (qint64{m_config.pinFirstDelaySeconds} * 1000) << doublings;
    }
    m_pinWaitUntil = m_now() + waitMs;
    QString message = QStringLiteral("%1 operator PIN wrong (failure %2)").arg(logTime()).arg(m_pinFailures);
    if (m_pinLockedOut) {
        message += QStringLiteral(": locked out for %1 s").arg(waitMs / 1000);
    } else if (waitMs > 0) {
        message += QStringLiteral(": next attempt in %1 s").arg(waitMs / 1000);
    }
    emit notice(message);
    emit pinStateChanged();
    if (waitMs > 0) {
        m_pinTicker->start();
    }
    return false;
}

bool KioskController::quitWithPin(const QString& pin) {
    if (!checkPin(pin)) {
        return false;
    }
    QCoreApplication::quit();
    return true;
}

void KioskController::setConsoleAvailable(bool available) {
    if (m_consoleAvailable != available) {
        m_consoleAvailable = available;
        emit consoleAvailableChanged();
    }
}

bool KioskController::openConsole() {
    if (!m_consoleAvailable) {
        return false;
    }
    emit consoleRequested();
    return true;
}

bool KioskController::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::ShortcutOverride: {
            auto* key = static_cast<QKeyEvent*>(event);
            const bool exitShortcut = key->key() == Qt::Key_Escape ||
                                      (key->key() == Qt::Key_F4 && (key->modifiers() & Qt::AltModifier)) ||
                                      (key->key() == Qt::Key_Q && (key->modifiers() & Qt::ControlModifier));
            if (event->type() == QEvent::KeyPress) {
                poke();
            }
            if (exitShortcut) {
                return true;  // swallowed in kiosk mode
            }
            break;
        }
        case QEvent::MouseButtonPress:
        case QEvent::TouchBegin:
        case QEvent::Wheel:
            poke();
            break;
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
