#include "kioskcontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QSaveFile>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <memory>

#include "sessionhost.h"
#include "timeline.h"
#include "useractivity.h"

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
    // A visitor's starting demo balance, given back when it runs low (nextAttractGame()).
    o.initialBalance = m_config.initialBalanceCents;
    o.blockDirectory = m_attractDir.filePath(QStringLiteral("blocks")).toStdString();
    o.durable = false;
    m_attractGames = std::make_unique<GameStack>(o);
    m_attractWallet = std::make_unique<WalletAdapter>(m_attractGames->host());
    for (Timeline* t : m_attractGames->timelines()) {
        m_attractWallet->watch(t);
    }
    loadPinState();
    if (m_config.enabled && m_host->isOpen()) {
        applyOperatorProtection(false);
    }
}

void KioskController::applyOperatorProtection(bool newVisitor) {
    const auto wanted = [this](Limit l) -> std::optional<std::int64_t> {
        const qint64 v = l == Limit::Stake  ? m_config.stakeLimitCents
                         : l == Limit::Loss ? m_config.lossLimitCents
                         : l == Limit::Time ? m_config.timeLimitMinutes
                                            : m_config.realityCheckMinutes;
        return v > 0 ? std::optional<std::int64_t>(v) : std::nullopt;
    };
    m_host->run([&wanted, newVisitor](Session& s) {
        if (newVisitor) {
            s.endPause(Setter::Operator);
        }
        const ProtectionState st = s.protection();
        for (const Limit l : kAllLimits) {
            const bool waiting = std::any_of(st.pending.begin(), st.pending.end(),
                                             [l](const PendingLimit& p) { return p.limit == l; });
            if (st.limits[l] != wanted(l) || waiting) {
                s.setLimit(l, wanted(l), Setter::Operator);
            }
        }
        if (newVisitor && !s.inProgress()) {
            s.endSession(Setter::Operator);
        }
    });
}

KioskController::~KioskController() = default;

void KioskController::start() {
    if (!m_config.enabled) {
        return;
    }
    // A visitor's key, press or wheel turn restarts the idle countdown (a pointer moving alone
    // does not: a touch kiosk's visitor touches).
    UserActivity::watch(this, UserActivity::Key | UserActivity::Press | UserActivity::Wheel,
                        [this] { poke(); });
    QCoreApplication::instance()->installEventFilter(this);
    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, [this] { advance(1); });
    m_clock->start();
    for (const QString& p : m_config.problems) {
        emit notice(p);
    }
    for (const QString& p : m_pinStateReport) {
        emit notice(p);
    }
}

bool KioskController::countdownActive() const {
    return m_config.enabled && !m_attract &&
           m_secondsIdle >= m_config.idleSeconds - m_config.countdownSeconds;
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
    emit visitorLeaving();
    if (m_host->isOpen()) {
        // The rules' automatic path for a game left unfinished, then a fresh wallet and an
        // empty visible history; every step is in the journal.
        m_host->run([](Session& s) { s.completeAutomatically(); });
        m_host->run([](Session& s) {
            s.resetBalance();
            s.clearVisibleHistory();
        });
        applyOperatorProtection(true);
    }
    ++m_resets;
    m_secondsIdle = 0;
    endAttractGame();
    // Each loop opens on a visitor's starting balance, as the next visitor will find it.
    resetAttractBalance();
    if (m_attractInterrupted) {
        m_attractInterrupted = false;
        ++m_attractGamesShown;
        emit attractPlaceChanged();
    }
    m_attract = true;
    emit idleChanged();
    emit attractChanged();
    emit visitorReset();
    emit notice(QStringLiteral("visitor session reset (%1)").arg(m_resets));
}

void KioskController::endAttractGame() {
    // The attract session plays one game at a time, like a visitor's: a game a touch
    // interrupted is finished by the rules' automatic path and shown whole, so that the next
    // loop, which starts again from Happy Dés, is not refused its first game.
    SessionHost* host = m_attractGames->host();
    if (host->isOpen() && host->session()->game() != nullptr &&
        !host->session()->game()->finished()) {
        host->run([](Session& s) { s.completeAutomatically(); });
    }
    for (Timeline* t : m_attractGames->timelines()) {
        t->flush();
    }
}

void KioskController::leaveAttract() {
    m_secondsIdle = 0;
    if (m_attract) {
        endAttractGame();
        m_attract = false;
        // The next loop goes on with the game after the one the visitor interrupted.
        m_attractInterrupted = true;
        emit attractChanged();
    }
    emit idleChanged();
}

void KioskController::nextAttractGame() {
    ++m_attractGamesShown;
    emit attractPlaceChanged();
    int dearest = 0;
    for (const ScratchPresenter* p :
         {m_attractGames->dedePresenter(), m_attractGames->happy2014Presenter()}) {
        dearest = std::max(dearest, p->stakeCents());
    }
    const SessionHost* host = m_attractGames->host();
    if (host->isOpen() && host->session()->balance() < dearest) {
        resetAttractBalance();
    }
}

void KioskController::resetAttractBalance() {
    SessionHost* host = m_attractGames->host();
    if (host->isOpen() &&
        (host->session()->game() == nullptr || host->session()->game()->finished())) {
        host->run([](Session& s) { s.resetBalance(); });
    }
}

namespace {

/// The time a PIN event is logged with: UTC, to the millisecond.
QString logTime() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

const QString kPinStateFormat = QStringLiteral("instants-kiosk-pin-state");
constexpr qint64 kMaxPinWaitMs = qint64{24} * 3600 * 1000;  ///< longer in a state file: damaged

/// The system clock, in milliseconds since the epoch.
qint64 utcNow() {
    return QDateTime::currentMSecsSinceEpoch();
}

QString utcText(qint64 msecs) {
    return QDateTime::fromMSecsSinceEpoch(msecs).toUTC().toString(Qt::ISODateWithMs);
}

/// The PIN state as written by savePinState().
struct PinState {
    int failures = 0;
    qint64 lastFailure = 0;  ///< ms since the epoch
    qint64 waitUntil = 0;
};

/// Parses a state file; the reason it cannot be used otherwise.
QString parsePinState(const QByteArray& bytes, PinState& out) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        return QStringLiteral("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    }
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(QStringLiteral("format")).toString() != kPinStateFormat) {
        return QStringLiteral("not an operator PIN state (no \"format\": \"%1\")")
            .arg(kPinStateFormat);
    }
    if (o.value(QStringLiteral("version")).toInt(-1) != 1) {
        return QStringLiteral("version %1 is not known")
            .arg(o.value(QStringLiteral("version")).toVariant().toString());
    }
    const QJsonValue failures = o.value(QStringLiteral("failures"));
    const double f = failures.toDouble(-1);
    if (!failures.isDouble() || f < 0 || f > 1000000 ||
        f != static_cast<double>(static_cast<int>(f))) {
        return QStringLiteral("failures = %1 is not a whole number from 0 to 1000000")
            .arg(failures.isDouble() ? QString::number(f) : QStringLiteral("(not a number)"));
    }
    out.failures = static_cast<int>(f);
    if (out.failures == 0) {
        return {};
    }
    const auto time = [&o](const QString& key, qint64& msecs) {
        const QString text = o.value(key).toString();
        const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (!t.isValid()) {
            return QStringLiteral("%1 = '%2' is not a time (ISO 8601)").arg(key, text);
        }
        msecs = t.toMSecsSinceEpoch();
        return QString();
    };
    if (QString e = time(QStringLiteral("last_failure"), out.lastFailure); !e.isEmpty()) {
        return e;
    }
    if (QString e = time(QStringLiteral("wait_until"), out.waitUntil); !e.isEmpty()) {
        return e;
    }
    if (out.waitUntil < out.lastFailure || out.waitUntil - out.lastFailure > kMaxPinWaitMs) {
        return QStringLiteral("the wait from last_failure to wait_until is not 0 to 24 hours");
    }
    return {};
}

QString seconds(qint64 msecs) {
    return QString::number((msecs + 999) / 1000);
}

}  // namespace

void KioskController::startPinWait(qint64 waitMs) {
    m_pinLastFailureUtc = utcNow();
    m_pinWaitUntilUtc = m_pinLastFailureUtc + waitMs;
    m_pinWaitUntil = m_now() + waitMs;
    if (waitMs > 0) {
        m_pinTicker->start();
    }
}

void KioskController::loadPinState() {
    const QString path = m_config.pinStateFile;
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        return;  // the first start: no wrong PIN yet
    }
    QFile file(path);
    PinState state;
    QString damage;
    if (!file.open(QIODevice::ReadOnly)) {
        damage = QStringLiteral("it cannot be opened: %1").arg(file.errorString());
    } else {
        damage = parsePinState(file.readAll(), state);
        file.close();
    }
    if (!damage.isEmpty()) {
        // The safe side: a full lockout from now, as after the pinLockoutFailures-th wrong PIN;
        // after it, the right PIN works and clears the count. The damaged file is kept.
        m_pinFailures = std::max(m_config.pinLockoutFailures, 1);
        m_pinLockedOut = true;
        const qint64 waitMs = qint64{m_config.pinLockoutSeconds} * 1000;
        startPinWait(waitMs);
        QString line = QStringLiteral(
                           "%1: the operator PIN state cannot be read (%2); taken as a lockout: "
                           "%3 failure(s), locked out for %4 s")
                           .arg(path, damage)
                           .arg(m_pinFailures)
                           .arg(seconds(waitMs));
        const QString kept = path + QStringLiteral(".damaged");
        QFile::remove(kept);
        if (QFile::rename(path, kept)) {
            line += QStringLiteral("; the damaged file is kept as %1").arg(kept);
        }
        m_pinStateReport << line;
        if (const QString e = savePinState(); !e.isEmpty()) {
            m_pinStateReport << e;
        }
        return;
    }
    m_pinFailures = state.failures;
    m_pinLockedOut = m_pinFailures >= m_config.pinLockoutFailures;
    if (m_pinFailures == 0) {
        return;
    }
    const qint64 now = utcNow();
    const qint64 waitMs = state.waitUntil - state.lastFailure;
    qint64 remaining = 0;
    if (now < state.lastFailure) {
        // The system clock was set back since the last wrong PIN (or the clock is not set yet at
        // boot): how long ago it happened is unknown, so the whole wait starts again from now.
        startPinWait(waitMs);
        remaining = waitMs;
        m_pinStateReport
            << QStringLiteral(
                   "%1: the last wrong operator PIN is dated %2, after the system clock's "
                   "%3: the clock was set back; its wait of %4 s starts again from now")
                   .arg(path, utcText(state.lastFailure), utcText(now), seconds(waitMs));
        if (const QString e = savePinState(); !e.isEmpty()) {
            m_pinStateReport << e;
        }
    } else {
        m_pinLastFailureUtc = state.lastFailure;
        m_pinWaitUntilUtc = state.waitUntil;
        remaining = std::max<qint64>(0, state.waitUntil - now);
        m_pinWaitUntil = m_now() + remaining;
        if (remaining > 0) {
            m_pinTicker->start();
        }
    }
    QString line = QStringLiteral("%1: operator PIN state restored: %2 failure(s)")
                       .arg(path)
                       .arg(m_pinFailures);
    if (remaining > 0) {
        line += m_pinLockedOut
                    ? QStringLiteral(", locked out for %1 s more").arg(seconds(remaining))
                    : QStringLiteral(", next attempt in %1 s").arg(seconds(remaining));
    } else {
        line += QStringLiteral(", no wait left");
    }
    m_pinStateReport << line;
}

QString KioskController::savePinState() {
    const QString path = m_config.pinStateFile;
    if (path.isEmpty()) {
        return {};
    }
    QJsonObject o{{QStringLiteral("format"), kPinStateFormat},
                  {QStringLiteral("version"), 1},
                  {QStringLiteral("failures"), m_pinFailures},
                  {QStringLiteral("locked_out"), m_pinLockedOut},
                  {QStringLiteral("saved"), utcText(utcNow())}};
    if (m_pinFailures > 0) {
        o.insert(QStringLiteral("last_failure"), utcText(m_pinLastFailureUtc));
        o.insert(QStringLiteral("wait_until"), utcText(m_pinWaitUntilUtc));
    }
    // A temporary file in the same folder, synced, then renamed over the old one (QSaveFile):
    // a power cut leaves the old state or the new one, never half of one.
    QSaveFile file(path);
    const auto failed = [&path](const QString& why) {
        return QStringLiteral("%1: the operator PIN state cannot be saved: %2").arg(path, why);
    };
    if (!file.open(QIODevice::WriteOnly)) {
        return failed(file.errorString());
    }
    const QByteArray bytes = QJsonDocument(o).toJson();
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString e = file.errorString();
        file.cancelWriting();
        return failed(e);
    }
#ifdef Q_OS_UNIX
    if (::fsync(file.handle()) != 0) {
        file.cancelWriting();
        return failed(QStringLiteral("fsync failed"));
    }
#endif
    if (!file.commit()) {
        return failed(file.errorString());
    }
#ifdef Q_OS_UNIX
    // The rename itself reaches the disk with the folder's entry.
    const int dir = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(),
                           O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        (void)::fsync(dir);
        ::close(dir);
    }
#endif
    return {};
}

qint64 KioskController::pinWaitMs() const {
    return std::max<qint64>(0, m_pinWaitUntil - m_now());
}

int KioskController::pinWaitSeconds() const {
    return static_cast<int>((pinWaitMs() + 999) / 1000);
}

void KioskController::setClock(std::function<qint64()> msecs) {
    const qint64 left = pinWaitMs();
    m_now = std::move(msecs);
    m_pinWaitUntil = left > 0 ? m_now() + left : 0;
    if (left > 0) {
        m_pinTicker->start();
    }
    emit pinStateChanged();
}

bool KioskController::checkPin(const QString& pin) {
    if (m_config.pin.isEmpty()) {
        return false;
    }
    if (const int wait = pinWaitSeconds(); wait > 0) {
        // Not compared: during a wait the right PIN is refused like any other.
        emit notice(QStringLiteral("%1 operator PIN attempt refused unchecked: %2 for %3 s more")
                        .arg(logTime(), m_pinLockedOut ? QStringLiteral("locked out")
                                                       : QStringLiteral("delayed"))
                        .arg(wait));
        return false;
    }
    if (pin == m_config.pin) {
        emit notice(QStringLiteral("%1 operator PIN accepted after %2 failure(s)")
                        .arg(logTime())
                        .arg(m_pinFailures));
        m_pinFailures = 0;
        m_pinLockedOut = false;
        m_pinWaitUntil = 0;
        m_pinLastFailureUtc = 0;
        m_pinWaitUntilUtc = 0;
        if (const QString e = savePinState(); !e.isEmpty()) {
            emit notice(e);
        }
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
    startPinWait(waitMs);
    // Written before the answer: a restart right after this wrong PIN goes on with its wait.
    const QString saveError = savePinState();
    QString message =
        QStringLiteral("%1 operator PIN wrong (failure %2)").arg(logTime()).arg(m_pinFailures);
    if (m_pinLockedOut) {
        message += QStringLiteral(": locked out for %1 s").arg(waitMs / 1000);
    } else if (waitMs > 0) {
        message += QStringLiteral(": next attempt in %1 s").arg(waitMs / 1000);
    }
    emit notice(message);
    if (!saveError.isEmpty()) {
        emit notice(saveError);
    }
    emit pinStateChanged();
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
    // The exit shortcuts are swallowed in kiosk mode; a swallowed key reaches no other filter, so
    // it counts as the visitor's input here (every other input comes through UserActivity).
    switch (event->type()) {
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::ShortcutOverride: {
            auto* key = static_cast<QKeyEvent*>(event);
            const bool exitShortcut =
                key->key() == Qt::Key_Escape ||
                (key->key() == Qt::Key_F4 && (key->modifiers() & Qt::AltModifier)) ||
                (key->key() == Qt::Key_Q && (key->modifiers() & Qt::ControlModifier));
            if (exitShortcut) {
                if (event->type() == QEvent::KeyPress) {
                    poke();
                }
                return true;
            }
            break;
        }
        default:
            break;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace instants::client
