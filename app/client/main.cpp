// Instants, the game client: a Qt Quick front end over the engine's session.
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <cstdio>

#include "accessiblecontrol.h"
#include "clientcontext.h"
#include "console/consolelauncher.h"
#include "renderer.h"
#include "screenshot.h"

int main(int argc, char* argv[]) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    QCoreApplication::setApplicationName(QStringLiteral("Instants"));
    QCoreApplication::setOrganizationName(QStringLiteral("Instants"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));
    // Parsed before the GUI exists, so that --help and --version work without a display.
    int exitCode = 0;
    QString output;
    bool toStderr = false;
    const auto options = instants::client::parseOptions(arguments, exitCode, output, toStderr);
    if (!options) {
        std::fputs(output.toLocal8Bit().constData(), toStderr ? stderr : stdout);
        return exitCode;
    }

    // A QApplication when the operator console (Qt Widgets) may open: --console, kiosk mode.
    const auto app = instants::client::ConsoleLauncher::createApplication(argc, argv, *options);
    // The desktop entry (packaging/linux/fr.instants.Instants.desktop): Wayland's app id.
    QGuiApplication::setDesktopFileName(QStringLiteral("fr.instants.Instants"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/qt/qml/Instants/Ui/assets/icon/instants.svg")));
    // Before the first window: Qt Quick's software renderer where OpenGL itself is software.
    instants::client::chooseRenderer();
    // Before the first QML item: disabled buttons told as disabled (accessiblecontrol.h).
    instants::client::installAccessibleControls();
    instants::client::ClientContext context(*options);
    for (const QString& problem : context.startupProblems()) {
        std::fprintf(stderr, "instants: %s\n", qPrintable(problem));
    }
    QQmlApplicationEngine engine;
    QQuickWindow* window = context.load(engine);
    if (engine.rootObjects().isEmpty()) {
        return 1;
    }
    if (window != nullptr && context.kiosk()->enabled()) {
        // Kiosk: full screen without decorations, no pointer shown (touch screens).
        window->setFlag(Qt::FramelessWindowHint, true);
        window->showFullScreen();
        QGuiApplication::setOverrideCursor(Qt::BlankCursor);
        context.kiosk()->start();
    } else if (window != nullptr && options->fullscreen) {
        window->showFullScreen();
    }
    if (window != nullptr && context.study() != nullptr) {
        context.study()->attachWindow(window);
        if (!options->participant.isEmpty()) {
            context.study()->startSession(options->participant);
        }
    }
    instants::client::ConsoleLauncher console(&context);
    if (options->console) {
        console.open();
    }
    if (window != nullptr && !options->screenshot.isEmpty()) {
        instants::client::saveFirstFrames(window, options->screenshot);
    }
    return QGuiApplication::exec();
}
