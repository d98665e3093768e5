// instants_png_check: checks what a screenshot shows, robustly to font rendering.
//
//   instants_png_check FILE [--min-colours N] [--min-spread S] [--region SPEC]... [--measure BOX]
//
// Not blank: at least N distinct colours (default 200, counted at 5 bits a channel) and a
// standard deviation of the luminance of at least S (default 20, on 0-255).
// The expected screen: each --region "name:x0,y0,x1,y1:#rrggbb:tol:fraction" requires that at
// least `fraction` of the pixels of the box (in fractions of the picture's width and height,
// so that a high-DPI capture at a multiple of the size reads the same) are within `tol` of
// the colour on every channel. Boxes are chosen over large areas of colour (backgrounds,
// banners), never over text.
// --measure BOX prints the box's most common colours (at 4 bits a channel), to choose them.
// Exit status: 0 when every check holds, 1 when one fails (each failure printed), 2 on usage.

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QMap>
#include <QRect>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace {

struct Box {
    double x0, y0, x1, y1;
};

std::optional<Box> parseBox(const QString& text) {
    const QStringList p = text.split(QLatin1Char(','));
    if (p.size() != 4) {
        return std::nullopt;
    }
    Box b{};
    double* v[4] = {&b.x0, &b.y0, &b.x1, &b.y1};
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        *v[i] = p[i].toDouble(&ok);
        if (!ok || *v[i] < 0 || *v[i] > 1) {
            return std::nullopt;
        }
    }
    if (b.x1 <= b.x0 || b.y1 <= b.y0) {
        return std::nullopt;
    }
    return b;
}

QRect pixels(const Box& b, const QImage& image) {
    const int x0 = static_cast<int>(std::floor(b.x0 * image.width()));
    const int y0 = static_cast<int>(std::floor(b.y0 * image.height()));
    const int x1 = std::max(x0 + 1, static_cast<int>(std::ceil(b.x1 * image.width())));
    const int y1 = std::max(y0 + 1, static_cast<int>(std::ceil(b.y1 * image.height())));
    return QRect(QPoint(x0, y0), QPoint(x1 - 1, y1 - 1)).intersected(image.rect());
}

/// The colour at `bits` bits a channel, packed.
quint32 quantised(QRgb c, unsigned bits) {
    const unsigned drop = 8U - bits;
    return ((static_cast<quint32>(qRed(c)) >> drop) << (2U * bits)) |
           ((static_cast<quint32>(qGreen(c)) >> drop) << bits) |
           (static_cast<quint32>(qBlue(c)) >> drop);
}

int usage(const char* message) {
    std::fprintf(stderr,
                 "instants_png_check: %s\nusage: instants_png_check FILE [--min-colours N] "
                 "[--min-spread S] [--region name:x0,y0,x1,y1:#rrggbb:tol:fraction]... "
                 "[--measure x0,y0,x1,y1]\n",
                 message);
    return 2;
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    if (args.isEmpty()) {
        return usage("no file");
    }
    const QString file = args.takeFirst();
    int minColours = 200;
    double minSpread = 20;
    QStringList regions;
    QStringList measures;
    while (!args.isEmpty()) {
        const QString option = args.takeFirst();
        if (args.isEmpty()) {
            return usage("an option without its value");
        }
        const QString value = args.takeFirst();
        if (option == QLatin1String("--min-colours")) {
            minColours = value.toInt();
        } else if (option == QLatin1String("--min-spread")) {
            minSpread = value.toDouble();
        } else if (option == QLatin1String("--region")) {
            regions << value;
        } else if (option == QLatin1String("--measure")) {
            measures << value;
        } else {
            return usage("unknown option");
        }
    }

    QImage image(file);
    if (image.isNull()) {
        std::fprintf(stderr, "instants_png_check: %s: not a picture\n", qPrintable(file));
        return 1;
    }
    image = image.convertToFormat(QImage::Format_RGB32);
    int failures = 0;

    // Not blank.
    QSet<quint32> colours;
    double sum = 0;
    double sumSquares = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = line[x];
            colours.insert(quantised(c, 5));
            const double l = 0.2126 * qRed(c) + 0.7152 * qGreen(c) + 0.0722 * qBlue(c);
            sum += l;
            sumSquares += l * l;
        }
    }
    const double n = static_cast<double>(image.width()) * image.height();
    const double spread = std::sqrt(std::max(0.0, sumSquares / n - (sum / n) * (sum / n)));
    std::printf("%s: %dx%d, %lld colours, luminance spread %.1f\n", qPrintable(file), image.width(),
                image.height(), static_cast<long long>(colours.size()), spread);
    if (colours.size() < minColours) {
        std::fprintf(stderr,
                     "instants_png_check: %s: only %lld distinct colours (at least %d expected)\n",
                     qPrintable(file), static_cast<long long>(colours.size()), minColours);
        ++failures;
    }
    if (spread < minSpread) {
        std::fprintf(stderr,
                     "instants_png_check: %s: luminance spread %.1f (at least %.1f expected)\n",
                     qPrintable(file), spread, minSpread);
        ++failures;
    }

    for (const QString& spec : measures) {
        const auto box = parseBox(spec);
        if (!box) {
            return usage("a box is x0,y0,x1,y1 in fractions of the picture");
        }
        const QRect r = pixels(*box, image);
        QMap<quint32, int> count;
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x) {
                const QRgb c = image.pixel(x, y);
                ++count[quantised(c, 4)];
            }
        }
        std::vector<std::pair<int, quint32>> sorted;
        for (auto it = count.cbegin(); it != count.cend(); ++it) {
            sorted.emplace_back(it.value(), it.key());
        }
        std::sort(sorted.rbegin(), sorted.rend());
        std::printf("%s:", qPrintable(spec));
        for (std::size_t i = 0; i < std::min<std::size_t>(5, sorted.size()); ++i) {
            const quint32 k = sorted[i].second;
            std::printf(" #%02x%02x%02x %.0f%%", ((k >> 8U) & 15U) * 17U, ((k >> 4U) & 15U) * 17U,
                        (k & 15U) * 17U, 100.0 * sorted[i].first / (r.width() * r.height()));
        }
        std::printf("\n");
    }

    // The expected screen.
    for (const QString& spec : regions) {
        const QStringList p = spec.split(QLatin1Char(':'));
        const auto box = p.size() == 5 ? parseBox(p[1]) : std::nullopt;
        const QColor colour(p.value(2));
        bool okTol = false;
        bool okFraction = false;
        const int tol = p.value(3).toInt(&okTol);
        const double fraction = p.value(4).toDouble(&okFraction);
        if (!box || !colour.isValid() || !okTol || !okFraction) {
            return usage("a region is name:x0,y0,x1,y1:#rrggbb:tol:fraction");
        }
        const QRect r = pixels(*box, image);
        int near = 0;
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x) {
                const QRgb c = image.pixel(x, y);
                near += std::abs(qRed(c) - colour.red()) <= tol &&
                                std::abs(qGreen(c) - colour.green()) <= tol &&
                                std::abs(qBlue(c) - colour.blue()) <= tol
                            ? 1
                            : 0;
            }
        }
        const double got = static_cast<double>(near) / (r.width() * r.height());
        std::printf("%s: %.0f %% near %s\n", qPrintable(p[0]), 100 * got, qPrintable(p[2]));
        if (got < fraction) {
            std::fprintf(stderr,
                         "instants_png_check: %s: region %s: %.0f %% of its pixels within %d of %s "
                         "(at least %.0f %% expected)\n",
                         qPrintable(file), qPrintable(p[0]), 100 * got, tol, qPrintable(p[2]),
                         100 * fraction);
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}
