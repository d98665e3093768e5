#pragma once
// A scratch-off cover: a foil drawn over whatever lies beneath it in QML, wiped where the
// pointer passes with a coin-like brush. The mask and the uncovered share are computed here
// in C++ (not in a QML Canvas loop) and it paints with the software renderer and OpenGL.
//
// QML feeds strokes (scratchTo / endStroke, from a DragHandler or PointHandler) and reads
// `uncovered`; once it reaches `threshold`, the item completes itself (the foil fades) and
// emits completed() once. revealAll() does the same at once (tap, Enter/Space, "Auto").

#include <QtQml/qqmlregistration.h>
#include <QImage>
#include <QPointF>
#include <QQuickPaintedItem>

namespace instants::client {

class ScratchArea : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    /// The foil picture (a resource URL such as "qrc:/qt/qml/Instants/assets/..."); a
    /// silver gradient when empty.
    Q_PROPERTY(
        QUrl coverSource READ coverSource WRITE setCoverSource NOTIFY coverSourceChanged FINAL)
    /// Brush radius in item pixels (a coin's edge).
    Q_PROPERTY(
        qreal brushRadius READ brushRadius WRITE setBrushRadius NOTIFY brushRadiusChanged FINAL)
    /// The share of the area, 0 to 1, at which the zone completes itself.
    Q_PROPERTY(qreal threshold READ threshold WRITE setThreshold NOTIFY thresholdChanged FINAL)
    /// The share of the area uncovered so far, 0 to 1.
    Q_PROPERTY(qreal uncovered READ uncovered NOTIFY uncoveredChanged FINAL)
    /// True once completed (threshold reached or revealAll()).
    Q_PROPERTY(bool revealed READ revealed NOTIFY revealedChanged FINAL)

public:
    explicit ScratchArea(QQuickItem* parent = nullptr);

    QUrl coverSource() const { return m_coverSource; }
    void setCoverSource(const QUrl& url);
    qreal brushRadius() const { return m_brushRadius; }
    void setBrushRadius(qreal r);
    qreal threshold() const { return m_threshold; }
    void setThreshold(qreal t);
    qreal uncovered() const { return m_uncovered; }
    bool revealed() const { return m_revealed; }

    /// Scratches from the last point of the current stroke (if any) to `point`.
    Q_INVOKABLE void scratchTo(QPointF point);
    /// Ends the current stroke (the next scratchTo starts a new one).
    Q_INVOKABLE void endStroke();
    /// Uncovers everything and completes.
    Q_INVOKABLE void revealAll();
    /// A fresh foil (a new ticket).
    Q_INVOKABLE void reset();

    void paint(QPainter* painter) override;

signals:
    void coverSourceChanged();
    void brushRadiusChanged();
    void thresholdChanged();
    void uncoveredChanged();
    void revealedChanged();
    /// Emitted once, when the zone completes itself or is revealed at once.
    void completed();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void rebuildMask();
    QImage renderCover(QSize size) const;
    void stamp(QPointF from, QPointF to);
    void measure();
    void complete();

    QUrl m_coverSource;
    QImage m_cover;     ///< the foil as drawn, with transparent holes where scratched
    QImage m_pristine;  ///< the foil whole, at the item's size (a fresh ticket's cover)
    QUrl m_pristineSource;
    QImage m_alpha;  ///< coarse grid (1 cell = kCell px): 255 covered, 0 uncovered
    qreal m_brushRadius = 18;
    qreal m_threshold = 0.6;
    qreal m_uncovered = 0;
    bool m_revealed = false;
    bool m_inStroke = false;
    QPointF m_last;
};

}  // namespace instants::client
