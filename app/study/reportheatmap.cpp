#include "reportheatmap.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace instants::study {

namespace {

// The colour ramp of the density, 0 (low) to 1 (high): blue, cyan, green, yellow, red.
QColor rampColour(double v) {
    struct Stop {
        double at;
        int r, g, b;
    };
    static constexpr Stop stops[] = {{0.0, 49, 54, 149},
                                     {0.25, 69, 170, 220},
                                     {0.5, 90, 200, 90},
                                     {0.75, 250, 220, 60},
                                     {1.0, 215, 40, 30}};
    v = std::clamp(v, 0.0, 1.0);
    for (std::size_t i = 1; i < std::size(stops); ++i) {
        if (v <= stops[i].at) {
            const Stop& a = stops[i - 1];
            const Stop& b = stops[i];
            const double f = (v - a.at) / (b.at - a.at);
            return QColor(int(a.r + f * (b.r - a.r)), int(a.g + f * (b.g - a.g)),
                          int(a.b + f * (b.b - a.b)));
        }
    }
    return QColor(215, 40, 30);
}

}  // namespace

double heatmapSigma(int width) {
    return std::max(6.0, 0.015 * width);
}

QImage paintClickHeatmap(const ScreenFigures& screen, int width) {
    QImage picture;
    if (!screen.pictureFile.isEmpty())
        picture.load(screen.pictureFile);
    // The space the press coordinates are in when they carry no window size.
    const QSize reference = screen.pictureSize.isValid()  ? screen.pictureSize
                            : screen.windowSize.isValid() ? screen.windowSize
                                                          : QSize(1280, 800);
    const QSize canvas = picture.isNull() ? reference : picture.size();
    // Every heatmap at the same width, whatever the picture's resolution.
    const double scale = double(width) / canvas.width();
    const QSize out(std::max(1, int(std::lround(canvas.width() * scale))),
                    std::max(1, int(std::lround(canvas.height() * scale))));

    QImage image(out, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    if (picture.isNull()) {
        painter.fillRect(image.rect(), QColor(233, 236, 239));
        painter.setPen(QPen(QColor(206, 212, 218), 1));
        const int step = std::max(20, out.width() / 16);
        for (int x = step; x < out.width(); x += step)
            painter.drawLine(x, 0, x, out.height());
        for (int y = step; y < out.height(); y += step)
            painter.drawLine(0, y, out.width(), y);
    } else {
        painter.drawImage(QRect(QPoint(0, 0), out), picture);
        // Dimmed, so that the colours stand out on any screen.
        painter.fillRect(image.rect(), QColor(255, 255, 255, 70));
    }

    // Each press in output pixels.
    QList<QPointF> points;
    points.reserve(screen.points.size());
    for (const PressPoint& p : screen.points) {
        const QSize from = p.window.isValid() ? p.window : reference;
        points.append(
            QPointF(p.x * out.width() / from.width(), p.y * out.height() / from.height()));
    }

    // The density: a Gaussian kernel per press, truncated at 3 σ.
    const double sigma = heatmapSigma(out.width());
    const int radius = int(std::ceil(3 * sigma));
    QList<float> density(qsizetype(out.width()) * out.height(), 0.0f);
    float peak = 0;
    for (const QPointF& p : points) {
        const int cx = int(std::lround(p.x()));
        const int cy = int(std::lround(p.y()));
        for (int y = std::max(0, cy - radius); y <= std::min(out.height() - 1, cy + radius); ++y) {
            for (int x = std::max(0, cx - radius); x <= std::min(out.width() - 1, cx + radius);
                 ++x) {
                const double dx = x - p.x();
                const double dy = y - p.y();
                const double d2 = dx * dx + dy * dy;
                if (d2 > double(radius) * radius)
                    continue;
                float& cell = density[qsizetype(y) * out.width() + x];
                cell += float(std::exp(-d2 / (2 * sigma * sigma)));
                peak = std::max(peak, cell);
            }
        }
    }
    if (peak > 0) {
        QImage overlay(out, QImage::Format_ARGB32);
        overlay.fill(Qt::transparent);
        for (int y = 0; y < out.height(); ++y) {
            auto* row = reinterpret_cast<QRgb*>(overlay.scanLine(y));
            for (int x = 0; x < out.width(); ++x) {
                const double v = density.at(qsizetype(y) * out.width() + x) / peak;
                if (v < 0.03)
                    continue;
                const QColor c = rampColour(v);
                const int alpha = int(std::lround(255 * std::min(0.78, 0.25 + 0.6 * v)));
                row[x] = qRgba(c.red(), c.green(), c.blue(), alpha);
            }
        }
        painter.drawImage(0, 0, overlay);
    }

    // Dead clicks: a cross; rage bursts: a ring at the burst's first press.
    const double mark = std::max(4.0, sigma * 0.6);
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF p = points.at(i);
        if (screen.points.at(i).dead) {
            QPainterPath cross;
            cross.moveTo(p + QPointF(-mark, -mark));
            cross.lineTo(p + QPointF(mark, mark));
            cross.moveTo(p + QPointF(-mark, mark));
            cross.lineTo(p + QPointF(mark, -mark));
            painter.setPen(QPen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(cross);
            painter.setPen(QPen(QColor(33, 37, 41), 2, Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(cross);
        }
        if (screen.points.at(i).rageStart) {
            const double r = mark * 2.2;
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(Qt::white, 5));
            painter.drawEllipse(p, r, r);
            painter.setPen(QPen(QColor(176, 0, 32), 3));
            painter.drawEllipse(p, r, r);
        }
    }
    painter.end();
    return image;
}

}  // namespace instants::study
