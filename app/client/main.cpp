// Instants, the game client: a Qt Quick front end over the engine's session.
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <memory>

#ifdef INSTANTS_TEST_HOOKS
#include "testhooks.h"
#endif
#include "accessiblecontrol.h"
#include "clientcontext.h"
#include "console/consolelauncher.h"
#include "datafolder.h"
#include "kioskwindow.h"
#include "quitsignals.h"
#include "renderer.h"
#include "screenshot.h"
#include "sessionreplay.h"
#include "singleinstance.h"
#include "studyreport.h"
#include "systemdnotifier.h"

int main(int argc, char* argv[]) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    // The folders Qt gives: <data>/Instants and <config>/Instants (an organisation name would
    // be one more folder level: <data>/Instants/Instants in 0.1.0; datafolder.h). The domain
    // names nothing on disk: it is what QSettings would use on macOS (fr.instants.Instants).
    QCoreApplication::setApplicationName(QStringLiteral("Instants"));
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setOrganizationDomain(QStringLiteral("instants.fr"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));
    // Parsed before the GUI exists, so that --help and --version work without a display.
    int exitCode = 0;
    QString output;
    bool toStderr = false;
    auto options = instants::client::parseOptions(arguments, exitCode, output, toStderr);
    if (!options) {
        std::fputs(output.toLocal8Bit().constData(), toStderr ? stderr : stdout);
        return exitCode;
    }

    // --study-report DIR --out FILE.html: write the study report and quit, with no window
    // (docs/usability-lab.md, section 4).
    if (!options->studyReport.isEmpty()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        const QGuiApplication reportApp(argc, argv);
        instants::study::ReportSummary summary;
        QString error;
        const bool written = instants::study::writeStudyReport(options->studyReport,
                                                               options->reportOut, summary, error);
        for (const QString& refused : summary.refused)
            std::fprintf(stderr, "instants: %s\n", refused.toLocal8Bit().constData());
        if (!written) {
            std::fprintf(stderr, "instants: %s\n", error.toLocal8Bit().constData());
            return 1;
        }
        for (const QString& file : summary.written)
            std::fprintf(stdout, "%s\n", QDir::toNativeSeparators(file).toLocal8Bit().constData());
        return 0;
    }

    // A QApplication when the operator console (Qt Widgets) may open: --console, kiosk mode.
    const auto app = instants::client::ConsoleLauncher::createApplication(argc, argv, *options);
    // SIGTERM, SIGINT, SIGHUP: the same clean end as closing the window (quitsignals.h).
    instants::client::quitOnTerminationSignals(QCoreApplication::instance());
    // The desktop entry (packaging/linux/fr.instants.Instants.desktop): Wayland's app id.
    QGuiApplication::setDesktopFileName(QStringLiteral("fr.instants.Instants"));
    QGuiApplication::setWindowIcon(
        QIcon(QStringLiteral(":/qt/qml/Instants/assets/icon/instants.svg")));
    // Before the first window: Qt Quick's software renderer where OpenGL itself is software.
    instants::client::chooseRenderer();
    // Before the first QML item: disabled buttons told as disabled (accessiblecontrol.h).
    instants::client::installAccessibleControls();
    // --replay LOG [--speed X]: a recorded study session played back through the screens, on
    // a client of its own; the participant's journal and log are only read
    // (docs/usability-lab.md, "Replay").
    if (!options->replay.isEmpty()) {
        instants::client::ReplayOptions ro;
        ro.log = options->replay;
        ro.speed = options->replaySpeed;
        if (options->database != instants::client::defaultDatabasePath()) {
            ro.journal = options->database;  // --db names the participant's journal
        }
        ro.mute = options->mute;
        ro.skipIdle = qEnvironmentVariableIsSet("INSTANTS_REPLAY_SKIP_IDLE");
        QString error;
        const auto replay = instants::client::SessionReplay::open(ro, error);
        if (!replay || !replay->start(error)) {
            std::fprintf(stderr, "instants: --replay: %s\n", qPrintable(error));
            return 2;
        }
        return QGuiApplication::exec();
    }
    // The journal and the settings of 0.1.0 moved from <data>/Instants/Instants and
    // <config>/Instants/Instants to the folders of this version, when they are the defaults.
    if (options->database == instants::client::defaultDatabasePath()) {
        const QString folder = QFileInfo(options->database).absolutePath();
        const auto moved =
            instants::client::moveEarlierFolder(instants::client::earlierFolderOf(folder), folder,
                                                QFileInfo(options->database).fileName(), true);
        for (const QString& message : moved.messages)
            std::fprintf(stderr, "instants: %s\n", qPrintable(message));
        options->database = moved.use;
    }
    if (options->settingsFile == instants::client::defaultSettingsPath()) {
        const QString folder = QFileInfo(options->settingsFile).absolutePath();
        const auto moved =
            instants::client::moveEarlierFolder(instants::client::earlierFolderOf(folder), folder,
                                                QFileInfo(options->settingsFile).fileName(), false);
        for (const QString& message : moved.messages)
            std::fprintf(stderr, "instants: %s\n", qPrintable(message));
        options->settingsFile = moved.use;
    }
    // On the desktop, one window per journal: a second launch brings the first forward.
    std::unique_ptr<instants::client::SingleInstance> single;
    if (!options->kiosk && options->screenshot.isEmpty()) {
        QString holder;
        if (instants::client::SingleInstance::bringRunningForward(options->database, holder)) {
            std::fprintf(stderr,
                         "instants: %s is already open in a running Instants window (%s): brought "
                         "it forward\n",
                         qPrintable(QDir::toNativeSeparators(options->database)),
                         qPrintable(holder));
            return 0;
        }
        single = std::make_unique<instants::client::SingleInstance>();
        QString error;
        if (!single->listen(options->database, error)) {
            std::fprintf(stderr, "instants: a second launch cannot bring this window forward: %s\n",
                         qPrintable(error));
        }
        QObject::connect(single.get(), &instants::client::SingleInstance::broughtForward, [] {
            std::fprintf(
                stderr,
                "instants: another launch on this journal: the window was brought forward\n");
        });
    }
    instants::client::ClientContext context(*options);
    for (const QString& problem : context.startupProblems()) {
        std::fprintf(stderr, "instants: %s\n", qPrintable(problem));
    }
    QQmlApplicationEngine engine;
    QQuickWindow* window = context.load(engine);
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    // Full screen: the screen's whole geometry, also on an X server without a window manager;
    // in kiosk mode brought back whenever a window manager hides it (kioskwindow.h).
    std::unique_ptr<instants::client::KioskWindow> fullScreen;
    if (window != nullptr && context.kiosk()->enabled()) {
        // Kiosk: full screen without decorations, no pointer shown (touch screens).
        window->setFlag(Qt::FramelessWindowHint, true);
        fullScreen = std::make_unique<instants::client::KioskWindow>(window, true);
        QGuiApplication::setOverrideCursor(Qt::BlankCursor);
        context.kiosk()->start();
        // The kiosk's operator events (PIN attempts, resets) also go to standard error: the
        // systemd journal under the example unit, with the console's live stream.
        QObject::connect(context.kiosk(), &instants::client::KioskController::notice,
                         context.kiosk(), [](const QString& message) {
                             std::fprintf(stderr, "instants: kiosk: %s\n", qPrintable(message));
                         });
    } else if (window != nullptr && options->fullscreen) {
        fullScreen = std::make_unique<instants::client::KioskWindow>(window, false);
    }
    if (single) {
        single->setWindow(window);
    }
    if (window != nullptr && context.study() != nullptr) {
        context.study()->attachWindow(window);
        if (!options->participant.isEmpty() &&
            !context.study()->startSession(options->participant)) {
            std::fprintf(stderr, "instants: %s\n", qPrintable(context.study()->lastError()));
        }
    }
    instants::client::ConsoleLauncher console(&context);
    if (options->console) {
        console.open();
    }
    if (window != nullptr && !options->screenshot.isEmpty()) {
        instants::client::saveFirstFrames(window, options->screenshot);
    }
    // systemd (Type=notify, WatchdogSec=): READY=1 once the event loop runs, then WATCHDOG=1
    // from this thread (systemdnotifier.h).
    instants::client::SystemdNotifier systemd;
    QTimer::singleShot(0, &systemd, &instants::client::SystemdNotifier::ready);
#ifdef INSTANTS_TEST_HOOKS
    instants::client::installTestHang();
#endif
    return QGuiApplication::exec();
}
