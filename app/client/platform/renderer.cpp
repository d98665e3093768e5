#include "renderer.h"

#include <QGuiApplication>
#include <QLoggingCategory>
#include <QQuickWindow>
#include <QSGRendererInterface>
#if QT_CONFIG(opengl)
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#endif

namespace instants::client {

namespace {

// QT_LOGGING_RULES="instants.renderer.info=true" prints the choice.
Q_LOGGING_CATEGORY(lcRenderer, "instants.renderer", QtWarningMsg)

// The renderer string of the default OpenGL context, or empty when there is none.
QString openGlRenderer() {
#if !QT_CONFIG(opengl)
    return {};
#else
    QOpenGLContext context;
    if (!context.create()) {
        return {};
    }
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) {
        return {};
    }
    const auto* name = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    QString renderer = name != nullptr ? QString::fromLatin1(name) : QString();
    context.doneCurrent();
    return renderer;
#endif
}

}  // namespace

RendererChoice chooseRenderer() {
    RendererChoice choice;
    if (qEnvironmentVariableIsSet("QT_QUICK_BACKEND") ||
        qEnvironmentVariableIsSet("QSG_RHI_BACKEND")) {
        choice.reason = QStringLiteral("renderer set by the environment");
        qCInfo(lcRenderer).noquote() << choice.reason;
        return choice;
    }
    const QString platform = QGuiApplication::platformName();
    const bool openGlPlatform = platform == QLatin1String("xcb") ||
                                platform.startsWith(QLatin1String("wayland")) ||
                                platform.startsWith(QLatin1String("eglfs"));
    if (!openGlPlatform) {
        choice.reason = QStringLiteral("platform %1: Qt Quick's default renderer").arg(platform);
        qCInfo(lcRenderer).noquote() << choice.reason;
        return choice;
    }
    const QString renderer = openGlRenderer();
    const QString lower = renderer.toLower();
    if (renderer.isEmpty()) {
        choice.software = true;
        choice.reason = QStringLiteral("no OpenGL: Qt Quick's software renderer");
    } else if (lower.contains(QLatin1String("llvmpipe")) ||
               lower.contains(QLatin1String("softpipe")) ||
               lower.contains(QLatin1String("swrast")) ||
               lower.contains(QLatin1String("software rasterizer"))) {
        choice.software = true;
        choice.reason =
            QStringLiteral("OpenGL is a software rasteriser (%1): Qt Quick's software renderer")
                .arg(renderer);
    } else {
        choice.reason = QStringLiteral("OpenGL renderer %1").arg(renderer);
    }
    if (choice.software) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
    qCInfo(lcRenderer).noquote() << choice.reason;
    return choice;
}

}  // namespace instants::client
