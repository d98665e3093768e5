// instants_gallery: a window showing every component and asset of the client's QML module
// (Instants); its own QML is the development module Instants.Gallery.
//
//   instants_gallery [--page N] [--size WxH] [--screenshot FILE] [--delay MS] [--strict]
//
// --screenshot renders the window, waits for the first frames (and --delay more milliseconds),
// saves the picture as FILE (PNG by its extension) and exits: 0 on success, 1 when the QML
// failed to load or the picture could not be saved, 3 with --strict when QML printed warnings.
// Headless: QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software, or under xvfb-run -a.

#include <QtQml/qqmlextensionplugin.h>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QUrl>
#include <QVariantMap>

#include <atomic>
#include <cstdio>
#include <memory>

Q_IMPORT_QML_PLUGIN(InstantsPlugin)

namespace {

std::atomic<int> g_qmlWarnings{0};
QtMessageHandler g_previousHandler = nullptr;

// Counts the warnings that come from QML files (their context names a qrc: file), then hands
// every message to Qt's default handler.
void countingHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const bool fromQml = (context.file != nullptr && QByteArray(context.file).startsWith("qrc:")) ||
                         message.contains(QLatin1String("qrc:/"));
    if (type != QtDebugMsg && type != QtInfoMsg && fromQml) {
        ++g_qmlWarnings;
    }
    if (g_previousHandler != nullptr) {
        g_previousHandler(type, context, message);
    }
}

bool parseSize(const QString& text, QSize& size) {
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2) {
        return false;
    }
    bool okW = false;
    bool okH = false;
    const int w = parts[0].toInt(&okW);
    const int h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 200 || h < 200 || w > 8000 || h > 8000) {
        return false;
    }
    size = QSize(w, h);
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    g_previousHandler = qInstallMessageHandler(countingHandler);

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("instants_gallery"));
    QGuiApplication::setApplicationVersion(QStringLiteral(INSTANTS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Shows every component and asset of the Instants QML module."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption pageOption(QStringLiteral("page"),
                                        QStringLiteral("Page to show first (0 to 4)."),
                                        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size, e.g. 1600x1000."),
                                        QStringLiteral("WxH"));
    const QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window to FILE (PNG) after the first frames, then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption delayOption(
        QStringLiteral("delay"),
        QStringLiteral("With --screenshot: milliseconds to wait after the first frame."),
        QStringLiteral("MS"), QStringLiteral("600"));
    const QCommandLineOption strictOption(
        QStringLiteral("strict"),
        QStringLiteral("Exit with code 3 if the QML printed any warning."));
    parser.addOptions({pageOption, sizeOption, shotOption, delayOption, strictOption});
    parser.process(app);

    bool pageOk = false;
    const int page = parser.value(pageOption).toInt(&pageOk);
    if (!pageOk || page < 0) {
        std::fprintf(stderr, "instants_gallery: --page wants a number from 0\n");
        return 2;
    }
    QSize size(1600, 1000);
    if (parser.isSet(sizeOption) && !parseSize(parser.value(sizeOption), size)) {
        std::fprintf(stderr, "instants_gallery: --size wants WxH, e.g. 1600x1000\n");
        return 2;
    }
    bool delayOk = false;
    const int delay = parser.value(delayOption).toInt(&delayOk);
    if (!delayOk || delay < 0) {
        std::fprintf(stderr, "instants_gallery: --delay wants milliseconds\n");
        return 2;
    }

    QQmlApplicationEngine engine;
    // Qt 6.4: qrc:/qt/qml is not an import path by default.
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({
        {QStringLiteral("page"), page},
        {QStringLiteral("width"), size.width()},
        {QStringLiteral("height"), size.height()},
    });
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Instants/Gallery/Gallery.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "instants_gallery: Gallery.qml did not load\n");
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (window == nullptr) {
        std::fprintf(stderr, "instants_gallery: Gallery.qml's root is not a window\n");
        return 1;
    }

    const bool strict = parser.isSet(strictOption);
    const auto finish = [strict](int code) {
        if (code == 0 && strict && g_qmlWarnings.load() > 0) {
            std::fprintf(stderr, "instants_gallery: %d QML warning(s)\n", g_qmlWarnings.load());
            code = 3;
        }
        QCoreApplication::exit(code);
    };

    if (parser.isSet(shotOption)) {
        const QString file = parser.value(shotOption);
        auto scheduled = std::make_shared<bool>(false);
        const auto grabLater = [window, file, delay, finish, scheduled] {
            if (*scheduled) {
                return;
            }
            *scheduled = true;
            QTimer::singleShot(delay, window, [window, file, finish] {
                const QImage image = window->grabWindow();
                if (image.isNull() || !image.save(file)) {
                    std::fprintf(stderr, "instants_gallery: could not save %s\n", qPrintable(file));
                    finish(1);
                    return;
                }
                finish(0);
            });
        };
        // Grab once the scene has been drawn at least once (then after the delay, so that
        // images and the first animation steps have settled); a platform that never reports
        // a swapped frame still gets its picture after five seconds.
        QObject::connect(window, &QQuickWindow::frameSwapped, window, grabLater);
        QTimer::singleShot(5000, window, grabLater);
    }

    const int code = QGuiApplication::exec();
    if (!parser.isSet(shotOption) && code == 0 && strict && g_qmlWarnings.load() > 0) {
        return 3;
    }
    return code;
}
