// instants_render_icon: renders the application icon (an SVG) to square PNGs with QtSvg, at
// build time, so that no external rasteriser is needed on any platform.
// Usage: instants_render_icon SVG OUTPUT_PATTERN SIZE...
//   OUTPUT_PATTERN contains %1, replaced by the size: icons/%1x%1/apps/instants.png
// Exits 0 when every PNG was written, 1 otherwise (with the reason on stderr).
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char* argv[]) {
    // No window is shown: the offscreen platform keeps this usable without a display.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fputs("usage: instants_render_icon SVG OUTPUT_PATTERN SIZE...\n", stderr);
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "instants_render_icon: %s is not a valid SVG\n",
                     qPrintable(args.at(1)));
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            std::fprintf(stderr, "instants_render_icon: '%s' is not a size\n",
                         qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString out = args.at(2).arg(size);
        QDir().mkpath(QFileInfo(out).absolutePath());
        if (!image.convertToFormat(QImage::Format_ARGB32).save(out)) {
            std::fprintf(stderr, "instants_render_icon: could not write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
