#include "scratcharea.h"

#include <QFile>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <cmath>

namespace instants::client {

namespace {
constexpr int kCell = 4;  // the coverage grid's cell, in pixels

QString localPath(const QUrl& url) {
    if (url.scheme() == QLatin1String("qrc")) {
        return QStringLiteral(":") + url.path();
    }
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}
}  // namespace

ScratchArea::ScratchArea(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    setOpaquePainting(false);
}

void ScratchArea::setCoverSource(const QUrl& url) {
    if (url == m_coverSource) {
        return;
    }
    m_coverSource = url;
    emit coverSourceChanged();
    rebuildMask();
}

void ScratchArea::setBrushRadius(qreal r) {
    if (qFuzzyCompare(r, m_brushRadius) || r <= 0) {
        return;
    }
    m_brushRadius = r;
    emit brushRadiusChanged();
}

void ScratchArea::setThreshold(qreal t) {
    t = std::clamp(t, 0.05, 1.0);
    if (qFuzzyCompare(t, m_threshold)) {
        return;
    }
    m_threshold = t;
    emit thresholdChanged();
}

void ScratchArea::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) {
        rebuildMask();
    }
}

void ScratchArea::rebuildMask() {
    const QSize size(std::max(1, static_cast<int>(std::ceil(width()))),
                     std::max(1, static_cast<int>(std::ceil(height()))));
    // The foil is drawn once for its picture and size; a new ticket starts from a copy of it
    // (a new deal would otherwise rasterise every zone's SVG again in one frame).
    if (m_pristine.size() != size || m_pristineSource != m_coverSource) {
        m_pristine = renderCover(size);
        m_pristineSource = m_coverSource;
    }
    m_cover = m_pristine;
    m_alpha = QImage((size.width() + kCell - 1) / kCell, (size.height() + kCell - 1) / kCell,
                     QImage::Format_Grayscale8);
    m_alpha.fill(255);
    if (m_revealed) {
        m_cover.fill(Qt::transparent);
        m_alpha.fill(0);
    }
    measure();
    update();
}

QImage ScratchArea::renderCover(QSize size) const {
    QImage cover(size, QImage::Format_ARGB32_Premultiplied);
    cover.fill(Qt::transparent);
    QPainter p(&cover);
    p.setRenderHint(QPainter::Antialiasing);
    const QString path = localPath(m_coverSource);
    bool drawn = false;
    if (!path.isEmpty() && path.endsWith(QLatin1String(".svg"))) {
        QSvgRenderer svg(path);
        if (svg.isValid()) {
            svg.render(&p, QRectF(QPointF(0, 0), size));
            drawn = true;
        }
    } else if (!path.isEmpty()) {
        const QImage img(path);
        if (!img.isNull()) {
            p.drawImage(QRectF(QPointF(0, 0), size), img);
            drawn = true;
        }
    }
    if (!drawn) {
        QLinearGradient g(0, 0, size.width(), size.height());
        g.setColorAt(0.0, QColor(0xd9, 0xdd, 0xe2));
        g.setColorAt(0.5, QColor(0xa9, 0xb0, 0xb8));
        g.setColorAt(1.0, QColor(0xcf, 0xd4, 0xda));
        p.fillRect(QRectF(QPointF(0, 0), size), g);
    }
    p.end();
    return cover;
}

void ScratchArea::stamp(QPointF from, QPointF to) {
    if (m_cover.isNull()) {
        return;
    }
    QPainter p(&m_cover);
    p.setRenderHint(QPainter::Antialiasing);
    p.setCompositionMode(QPainter::CompositionMode_Clear);
    QPen pen(Qt::black, 2 * m_brushRadius, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    if (from == to) {
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        p.drawEllipse(to, m_brushRadius, m_brushRadius);
    } else {
        p.drawLine(from, to);
    }
    p.end();
    // The coverage grid: a cell is uncovered when its centre is within the brush's stroke.
    const QRectF box = QRectF(from, to).normalized().adjusted(-m_brushRadius, -m_brushRadius,
                                                              m_brushRadius, m_brushRadius);
    const int x0 = std::max(0, static_cast<int>(box.left()) / kCell);
    const int y0 = std::max(0, static_cast<int>(box.top()) / kCell);
    const int x1 = std::min(m_alpha.width() - 1, static_cast<int>(box.right()) / kCell);
    const int y1 = std::min(m_alpha.height() - 1, static_cast<int>(box.bottom()) / kCell);
    const QPointF dir = to - from;
    const qreal len2 = QPointF::dotProduct(dir, dir);
    const qreal r2 = m_brushRadius * m_brushRadius;
    for (int y = y0; y <= y1; ++y) {
        uchar* row = m_alpha.scanLine(y);
        for (int x = x0; x <= x1; ++x) {
            const QPointF c((x + 0.5) * kCell, (y + 0.5) * kCell);
            qreal t = len2 > 0 ? QPointF::dotProduct(c - from, dir) / len2 : 0;
            t = std::clamp(t, 0.0, 1.0);
            const QPointF q = from + t * dir - c;
            if (QPointF::dotProduct(q, q) <= r2) {
                row[x] = 0;
            }
        }
    }
}

void ScratchArea::measure() {
    if (m_alpha.isNull()) {
        return;
    }
    qint64 open = 0;
    for (int y = 0; y < m_alpha.height(); ++y) {
        const uchar* row = m_alpha.constScanLine(y);
        for (int x = 0; x < m_alpha.width(); ++x) {
            open += row[x] == 0 ? 1 : 0;
        }
    }
    const qreal share =
        static_cast<qreal>(open) / (static_cast<qreal>(m_alpha.width()) * m_alpha.height());
    if (!qFuzzyCompare(share + 1.0, m_uncovered + 1.0)) {
        m_uncovered = share;
        emit uncoveredChanged();
    }
}

void ScratchArea::scratchTo(QPointF point) {
    if (m_revealed) {
        return;
    }
    stamp(m_inStroke ? m_last : point, point);
    m_last = point;
    m_inStroke = true;
    measure();
    update();
    if (m_uncovered >= m_threshold) {
        complete();
    }
}

void ScratchArea::endStroke() {
    m_inStroke = false;
}

void ScratchArea::complete() {
    if (m_revealed) {
        return;
    }
    m_revealed = true;
    m_cover.fill(Qt::transparent);
    m_alpha.fill(0);
    measure();
    update();
    emit revealedChanged();
    emit completed();
}

void ScratchArea::revealAll() {
    complete();
}

void ScratchArea::reset() {
    const bool was = m_revealed;
    m_revealed = false;
    m_inStroke = false;
    rebuildMask();
    if (was) {
        emit revealedChanged();
    }
}

void ScratchArea::paint(QPainter* painter) {
    if (!m_revealed && !m_cover.isNull()) {
        painter->drawImage(QRectF(0, 0, width(), height()), m_cover);
    }
}

}  // namespace instants::client
