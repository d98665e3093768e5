// The systemd watchdog (docs/kiosk.md, "Watchdog"), with the test playing systemd: a unix
// datagram socket named by NOTIFY_SOCKET, WATCHDOG_USEC in the client's environment. The real
// client (a process of its own, kiosk mode, offscreen) says READY=1, then WATCHDOG=1 at half
// the interval from its GUI thread; when that thread hangs (INSTANTS_TEST_HANG_AFTER_MS) the
// pings stop while the process lives on, which is what makes systemd restart it.
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <vector>

namespace {

struct Message {
    qint64 at;  ///< ms since the client started
    QByteArray text;
};

}  // namespace

class WatchdogTest : public QObject {
    Q_OBJECT

private slots:
    void readyThenPingsThenSilenceWhenTheGuiHangs();
};

void WatchdogTest::readyThenPingsThenSilenceWhenTheGuiHangs() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("notify")));
    const int fd = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    QVERIFY(static_cast<std::size_t>(path.size()) < sizeof(address.sun_path));
    std::copy(path.begin(), path.end(), address.sun_path);
    QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);

    // WatchdogSec=2: pings every second; the GUI thread hangs 6 s after the event loop starts.
    // (Two seconds leave room for a machine busy with other work.)
    const qint64 watchdogMs = 2000;
    const qint64 hangAfterMs = 6000;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NOTIFY_SOCKET"), QString::fromLocal8Bit(path));
    env.insert(QStringLiteral("WATCHDOG_USEC"), QString::number(watchdogMs * 1000));
    env.remove(QStringLiteral("WATCHDOG_PID"));
    env.insert(QStringLiteral("INSTANTS_TEST_HANG_AFTER_MS"), QString::number(hangAfterMs));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    QProcess client;
    client.setProcessEnvironment(env);
    client.setProcessChannelMode(QProcess::ForwardedOutputChannel);
    client.setReadChannel(QProcess::StandardError);
    QElapsedTimer clock;
    clock.start();
    client.start(QStringLiteral(INSTANTS_CLIENT_BINARY),
                 {QStringLiteral("--kiosk"), QStringLiteral("--db"),
                  dir.filePath(QStringLiteral("journal.db")), QStringLiteral("--settings"),
                  dir.filePath(QStringLiteral("settings.ini")), QStringLiteral("--seed"),
                  QStringLiteral("1")});
    QVERIFY(client.waitForStarted());

    // systemd's side: every datagram, with its arrival time.
    std::vector<Message> messages;
    qint64 readyAt = -1;
    const auto receiveUntil = [&](qint64 deadline) {
        while (clock.elapsed() < deadline) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 50) > 0) {
                char buffer[4096];
                const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
                if (n > 0) {
                    messages.push_back({clock.elapsed(), QByteArray(buffer, static_cast<int>(n))});
                    if (readyAt < 0 && messages.back().text.split('\n').contains("READY=1")) {
                        readyAt = messages.back().at;
                        return;
                    }
                }
            }
        }
    };
    receiveUntil(60000);
    QVERIFY2(readyAt >= 0, "no READY=1 within 60 s");
    // Nothing but READY=1 before it is ready (no ping ahead of readiness).
    for (const Message& m : messages) {
        QVERIFY2(!m.text.contains("WATCHDOG=1"), m.text.constData());
    }
    // Then the pings, through the hang and 5 s beyond.
    const std::size_t first = messages.size();
    receiveUntil(readyAt + hangAfterMs + 5000);
    QCOMPARE(client.state(), QProcess::Running);  // hung, not dead

    std::vector<qint64> pings;
    for (std::size_t i = first; i < messages.size(); ++i) {
        QCOMPARE(messages[i].text, QByteArray("WATCHDOG=1"));
        pings.push_back(messages[i].at);
    }
    QVERIFY2(pings.size() >= 4, qPrintable(QStringLiteral("%1 pings").arg(pings.size())));
    QString gaps;
    qint64 previous = readyAt;
    for (const qint64 at : pings) {
        gaps += QStringLiteral(" %1").arg(at - previous);
        // Before the hang each ping comes within WatchdogSec of the previous one.
        QVERIFY2(at - previous < watchdogMs, qPrintable(QStringLiteral("gaps (ms):") + gaps));
        previous = at;
    }
    qInfo("READY=1 at %lld ms, %zu pings, gaps (ms):%s", readyAt, pings.size(), qPrintable(gaps));
    // After the hang: silence for far longer than WatchdogSec, so systemd would restart it.
    const qint64 last = pings.back();
    QVERIFY2(last <= readyAt + hangAfterMs + watchdogMs,
             qPrintable(QString::number(last - readyAt)));
    QVERIFY2(clock.elapsed() - last >= 2 * watchdogMs,
             qPrintable(QString::number(clock.elapsed() - last)));
    QByteArray errors;
    QTRY_VERIFY_WITH_TIMEOUT(
        (errors += client.readAllStandardError()).contains("the GUI thread now hangs"), 5000);

    client.kill();
    QVERIFY(client.waitForFinished());
    ::close(fd);
}

QTEST_GUILESS_MAIN(WatchdogTest)
#include "test_watchdog.moc"
