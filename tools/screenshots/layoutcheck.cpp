#include "layoutcheck.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QMetaObject>
#include <QQmlProperty>
#include <QRectF>
#include <QtMath>
#include <algorithm>

namespace instants::tools {

namespace {

constexpr qreal kTolerance = 1.0;
// What crosses an edge by less is a shadow or an outline (checkEdges).
constexpr qreal kAcross = 4.0;

bool shown(const QQuickItem* item) {
    return item->isVisible() && item->opacity() > 0.01 && item->width() > 0.5 &&
           item->height() > 0.5;
}

bool isText(const QQuickItem* item) {
    return item->inherits("QQuickText");
}

bool isControl(const QQuickItem* item) {
    return item->activeFocusOnTab() && item->isEnabled();
}

bool straddles(const QQuickItem* item) {
    return item->property("layoutOverflow").toBool();
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

bool inside(const QRectF& inner, const QRectF& outer) {
    return inner.left() >= outer.left() - kTolerance && inner.top() >= outer.top() - kTolerance &&
           inner.right() <= outer.right() + kTolerance &&
           inner.bottom() <= outer.bottom() + kTolerance;
}

// The nearest ancestor with a name: the control, card or screen an item is a part of.
const QQuickItem* namedAncestor(const QQuickItem* item) {
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (!p->objectName().isEmpty()) {
            return p;
        }
    }
    return nullptr;
}

QString describe(const QQuickItem* item) {
    QString name = item->objectName();
    if (name.isEmpty()) {
        name = QString::fromLatin1(item->metaObject()->className());
        name = name.section(QLatin1Char('_'), 0, 0);
    }
    if (isText(item)) {
        QString text = item->property("text").toString().simplified();
        if (text.size() > 48) {
            text = text.left(45) + QStringLiteral("…");
        }
        name += QStringLiteral(" « ") + text + QStringLiteral(" »");
    }
    // The nearest named ancestor, to find the item in the QML.
    if (const QQuickItem* named = namedAncestor(item)) {
        name += QStringLiteral(" in ") + named->objectName();
    }
    return name;
}

QString rectText(const QRectF& r) {
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(qRound(r.x()))
        .arg(qRound(r.y()))
        .arg(qRound(r.width()))
        .arg(qRound(r.height()));
}

// The layer an item is drawn in: the nearest ancestor that says `layoutLayer: true` (an
// overlay meant to cover the screen, such as a celebration), or none (the screen).
const QQuickItem* layerOf(const QQuickItem* item) {
    for (const QQuickItem* p = item; p != nullptr; p = p->parentItem()) {
        if (p->property("layoutLayer").toBool()) {
            return p;
        }
    }
    return nullptr;
}

// The part of a text's box its words take (its alignment places them in it), in the scene.
QRectF inkRect(const QQuickItem* text) {
    const qreal w = text->width();
    const qreal h = text->height();
    const qreal cw = qMin(w, text->property("contentWidth").toReal());
    const qreal ch = qMin(h, text->property("contentHeight").toReal());
    const int ha = text->property("horizontalAlignment").toInt();
    const int va = text->property("verticalAlignment").toInt();
    const qreal x = (ha & Qt::AlignRight) != 0     ? w - cw
                    : (ha & Qt::AlignHCenter) != 0 ? (w - cw) / 2
                                                   : 0;
    const qreal y = (va & Qt::AlignBottom) != 0    ? h - ch
                    : (va & Qt::AlignVCenter) != 0 ? (h - ch) / 2
                                                   : 0;
    return text->mapRectToScene(QRectF(x, y, cw, ch));
}

// A text's type size, in pixels.
qreal fontSize(const QQuickItem* text) {
    const QFont font = text->property("font").value<QFont>();
    return font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 4 / 3;
}

// An item drawn opaque: a rectangle whose fill has no transparency, under no opacity.
bool opaquePanel(const QQuickItem* item) {
    if (!item->inherits("QQuickRectangle")) {
        return false;
    }
    if (item->property("color").value<QColor>().alpha() < 255) {
        return false;
    }
    qreal opacity = 1.0;
    for (const QQuickItem* p = item; p != nullptr; p = p->parentItem()) {
        opacity *= p->opacity();
    }
    return opacity > 0.99;
}

// A rectangle with a fill or an edge: a cell, a card, a panel.
bool isBox(const QQuickItem* item) {
    if (!item->inherits("QQuickRectangle")) {
        return false;
    }
    const bool filled = item->property("color").value<QColor>().alpha() > 0;
    const bool edged =
        QQmlProperty::read(item, QStringLiteral("border.width")).toReal() > 0 &&
        QQmlProperty::read(item, QStringLiteral("border.color")).value<QColor>().alpha() > 0;
    return filled || edged;
}

// The nearest ancestor that draws a box around an item (a rectangle with a fill or an edge: a
// cell, a card, a panel), up to its layer; null when none.
const QQuickItem* boxOf(const QQuickItem* item) {
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (p->property("layoutLayer").toBool()) {
            return nullptr;
        }
        if (shown(p) && isBox(p)) {
            return p;
        }
    }
    return nullptr;
}

struct Walker {
    QStringList out;
    // The order in which the scene is drawn: an item's children with a negative z below it,
    // then the item, then its other children, each group by z then by order of declaration.
    QHash<const QQuickItem*, int> paintOrder;
    void order(QQuickItem* item) {
        QList<QQuickItem*> children = item->childItems();
        std::stable_sort(children.begin(), children.end(),
                         [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
        for (QQuickItem* c : children) {
            if (c->z() < 0) {
                order(c);
            }
        }
        paintOrder.insert(item, static_cast<int>(paintOrder.size()));
        for (QQuickItem* c : children) {
            if (c->z() >= 0) {
                order(c);
            }
        }
    }
    // Opaque panels, each with the part of it that shows.
    QList<QPair<QQuickItem*, QRectF>> panels;
    // Each with the part of it that shows.
    QList<QPair<QQuickItem*, QRectF>> controls;
    QList<QPair<QQuickItem*, QRectF>> texts;
    // Boxes (a rectangle with a fill or an edge) and what is drawn (rectangles, pictures, words
    // that are not a text's own parts), each with the part of it that shows.
    QList<QPair<QQuickItem*, QRectF>> boxes;
    QList<QPair<QQuickItem*, QRectF>> drawn;

    // Two controls that overlap, neither inside the other (siblings, or cousins under
    // different rows: the header's pages and its balance).
    void checkOverlaps() {
        for (qsizetype i = 0; i < controls.size(); ++i) {
            for (qsizetype j = i + 1; j < controls.size(); ++j) {
                const auto& [a, ra] = controls[i];
                const auto& [b, rb] = controls[j];
                if (a->isAncestorOf(b) || b->isAncestorOf(a) || layerOf(a) != layerOf(b)) {
                    continue;
                }
                report(a, ra, b, rb);
            }
            // A control over a text that is not its own (or a text over a control); a text
            // that is itself a Tab stop (a line of the rules) is its own.
            for (const auto& [t, rt] : texts) {
                const auto& [c, rc] = controls[i];
                if (c != t && !c->isAncestorOf(t) && layerOf(t) == layerOf(c)) {
                    report(c, rc, t, rt);
                }
            }
        }
    }
    // A text under an opaque panel drawn after it (a result panel over a table's last rows):
    // the words it hides are not on screen.
    void checkCovered() {
        // Two texts whose words overlap (« Jusqu'à 30 000 € » under « Ticket à 3 € » on a
        // tile whose words grew taller than it).
        for (qsizetype i = 0; i < texts.size(); ++i) {
            for (qsizetype j = i + 1; j < texts.size(); ++j) {
                const auto& [a, ra] = texts[i];
                const auto& [b, rb] = texts[j];
                if (a->isAncestorOf(b) || b->isAncestorOf(a) || layerOf(a) != layerOf(b)) {
                    continue;
                }
                const QRectF ia = inkRect(a).intersected(ra);
                const QRectF ib = inkRect(b).intersected(rb);
                // (A line's box is taller than its letters: stacked lines may share a few
                // pixels of it, « DÉMO » over « Argent fictif », without touching.)
                const QRectF both = ia.intersected(ib);
                const qreal shared = qMax(kTolerance, 0.25 * qMin(ia.height(), ib.height()));
                if (both.width() > kTolerance && both.height() > shared) {
                    out << QStringLiteral("overlap: %1 %2 and %3 %4")
                               .arg(describe(a), rectText(ia), describe(b), rectText(ib));
                    continue;
                }
                // Two texts side by side on one line with less than a narrow space between
                // them read as one (« Brelan★ 0,50 € »).
                const qreal rowShared = qMin(ia.bottom(), ib.bottom()) - qMax(ia.top(), ib.top());
                const qreal gap = qMax(ia.left(), ib.left()) - qMin(ia.right(), ib.right());
                const qreal space = 0.2 * qMin(fontSize(a), fontSize(b));
                if (rowShared > 0.5 * qMin(ia.height(), ib.height()) && gap < space &&
                    both.width() <= kTolerance) {
                    out << QStringLiteral("cramped: %1 %2 and %3 %4, %5 px apart")
                               .arg(describe(a), rectText(ia), describe(b), rectText(ib))
                               .arg(qMax(0, qRound(gap)));
                }
            }
        }
        for (const auto& [t, rt] : texts) {
            const QRectF ink = inkRect(t).intersected(rt);
            for (const auto& [p, rp] : panels) {
                if (p->isAncestorOf(t) || layerOf(p) != layerOf(t) ||
                    paintOrder.value(p, -1) < paintOrder.value(t, -1)) {
                    continue;
                }
                const QRectF both = ink.intersected(rp);
                if (both.width() > kTolerance && both.height() > kTolerance) {
                    out << QStringLiteral("covered: %1 %2 under %3 %4")
                               .arg(describe(t), rectText(ink), describe(p), rectText(rp));
                }
            }
        }
    }
    // An item drawn over the edge of a box that is not its own (a notice across a card's edge,
    // a die's halo over the result panel's): partly on the box, partly beside it, each part
    // kAcross pixels at least (a shadow a few pixels off its card is not). What is meant to
    // straddle says so (`layoutOverflow`).
    void checkEdges() {
        for (const auto& [x, rx] : drawn) {
            for (const auto& [b, rb] : boxes) {
                // (The parts of one control or card are its own design: a badge on its
                // corner, words over its gloss.)
                if (x == b || b->isAncestorOf(x) || x->isAncestorOf(b) ||
                    layerOf(x) != layerOf(b) || paintOrder.value(b, -1) > paintOrder.value(x, -1) ||
                    (namedAncestor(x) != nullptr && namedAncestor(x) == namedAncestor(b))) {
                    continue;
                }
                const QRectF both = rx.intersected(rb);
                if (both.width() <= kTolerance || both.height() <= kTolerance || inside(rx, rb) ||
                    inside(rb, rx)) {
                    continue;
                }
                // The part of the item beside the box, across the edge it crosses.
                const qreal outX = rx.width() - both.width();
                const qreal outY = rx.height() - both.height();
                const bool acrossX = outX >= kAcross && both.width() >= kAcross &&
                                     both.height() >= rx.height() - kTolerance;
                const bool acrossY = outY >= kAcross && both.height() >= kAcross &&
                                     both.width() >= rx.width() - kTolerance;
                if (acrossX || acrossY) {
                    out << QStringLiteral("across an edge: %1 %2 over the edge of %3 %4")
                               .arg(describe(x), rectText(rx), describe(b), rectText(rb));
                }
            }
        }
    }
    void report(QQuickItem* a, const QRectF& ra, QQuickItem* b, const QRectF& rb) {
        const QRectF both = ra.intersected(rb);
        if (both.width() > kTolerance && both.height() > kTolerance) {
            out << QStringLiteral("overlap: %1 %2 and %3 %4")
                       .arg(describe(a), rectText(ra), describe(b), rectText(rb));
        }
    }

    // `seen`: the part of the scene the item can show in (its clipping ancestors' rectangle):
    // what a scrolled list hides is not on screen.
    // `scale`: the scale the item is drawn under (its ancestors' scales, up to a layer, which is
    // drawn at its own size and scaled as a picture).
    void walk(QQuickItem* item, const QRectF& frame, bool scrolls, const QRectF& seen,
              qreal scale) {
        if (!shown(item)) {
            return;
        }
        const bool layered = QQmlProperty::read(item, QStringLiteral("layer.enabled")).toBool();
        const qreal drawnUnder = layered ? 1.0 : scale * item->scale();
        // Qt Quick's software renderer draws a rounded rectangle under a scale with cut ends and
        // stray lines (« Jouer » on a hovered lobby tile, the universe cards shrunk to fit).
        if (item->inherits("QQuickRectangle") && item->property("radius").toReal() > 0.5 &&
            qAbs(drawnUnder - 1.0) > 0.002) {
            out << QStringLiteral("scaled: %1, a rounded rectangle drawn under a scale of %2")
                       .arg(describe(item))
                       .arg(drawnUnder, 0, 'f', 3);
        }
        const QRectF rect = sceneRect(item);
        const QRectF visiblePart = rect.intersected(seen);
        if (visiblePart.width() < kTolerance || visiblePart.height() < kTolerance) {
            return;
        }
        const bool mine = !straddles(item);
        const bool words = isText(item) && !item->property("text").toString().trimmed().isEmpty();
        // Where the words are drawn (a line's letters, not its box).
        const QRectF ink = words ? inkRect(item) : QRectF();
        if (words) {
            if (item->property("truncated").toBool()) {
                out << QStringLiteral("elided: %1").arg(describe(item));
            }
            const qreal cw = item->property("contentWidth").toReal();
            const qreal ch = item->property("contentHeight").toReal();
            if (cw > item->width() + kTolerance || ch > item->height() + kTolerance) {
                out << QStringLiteral("clipped: %1, its words %2x%3 in a box of %4x%5")
                           .arg(describe(item))
                           .arg(qRound(cw))
                           .arg(qRound(ch))
                           .arg(qRound(item->width()))
                           .arg(qRound(item->height()));
            }
            // Words cut by a clipping parent (a panel too short for its lines); what a
            // list scrolls out of view is not cut.
            if (!scrolls && ink.intersects(seen) && !inside(ink, seen)) {
                out << QStringLiteral("cut: %1 %2, shown in %3")
                           .arg(describe(item), rectText(ink), rectText(seen));
            }
            // What scrolls may be below or above the fold, never beside it.
            const bool offScreen = scrolls ? rect.left() < frame.left() - kTolerance ||
                                                 rect.right() > frame.right() + kTolerance
                                           : !inside(rect, frame);
            if (offScreen) {
                out << QStringLiteral("off screen: %1 %2").arg(describe(item), rectText(rect));
            }
        }
        // Words that spill out of the box drawn around them (« 10 000€ » wider than its cell).
        if (mine && words) {
            const QQuickItem* box = boxOf(item);
            const QRectF shown = ink.intersected(seen);
            if (box != nullptr && !shown.isEmpty() && !inside(shown, sceneRect(box))) {
                out << QStringLiteral("outside its box: %1 %2 in %3 %4")
                           .arg(describe(item), rectText(shown), describe(box),
                                rectText(sceneRect(box)));
            }
        }
        if (mine && (isText(item) || isControl(item)) && item->parentItem() != nullptr) {
            const QQuickItem* parent = item->parentItem();
            const bool framed = parent->width() > 0.5 && parent->height() > 0.5 &&
                                !parent->inherits("QQuickRootItem") &&
                                !parent->inherits("QQuickFlickable") &&
                                parent->parentItem() != nullptr &&
                                !parent->parentItem()->inherits("QQuickFlickable");
            if (framed && !inside(rect, sceneRect(parent))) {
                out << QStringLiteral("outside its parent: %1 %2 in %3")
                           .arg(describe(item), rectText(rect), rectText(sceneRect(parent)));
            }
        }
        if (isControl(item) && !straddles(item)) {
            controls.append({item, visiblePart});
        }
        if (opaquePanel(item) && !straddles(item)) {
            panels.append({item, visiblePart});
        }
        if (!straddles(item) &&
            (item->inherits("QQuickRectangle") || item->inherits("QQuickImage") || isText(item))) {
            drawn.append({item, visiblePart});
            if (isBox(item)) {
                boxes.append({item, visiblePart});
            }
        }
        if (isText(item) && !straddles(item) &&
            !item->property("text").toString().trimmed().isEmpty()) {
            texts.append({item, visiblePart});
        }
        const QList<QQuickItem*> children = item->childItems();
        QRectF inner = frame;
        bool scrolled = scrolls;
        if (item->inherits("QQuickFlickable")) {
            inner = rect;  // what it scrolls may go past the window; it stays in the Flickable
            scrolled = true;
        }
        const QRectF childSeen = item->clip() ? seen.intersected(rect) : seen;
        for (QQuickItem* c : children) {
            walk(c, inner, scrolled, childSeen, drawnUnder);
        }
    }
};

}  // namespace

QStringList checkLayout(QQuickWindow* window) {
    Walker w;
    w.order(window->contentItem());
    const QRectF frame(0, 0, window->width(), window->height());
    for (QQuickItem* c : window->contentItem()->childItems()) {
        w.walk(c, frame, false, frame, 1.0);
    }
    w.checkOverlaps();
    w.checkCovered();
    w.checkEdges();
    w.out.removeDuplicates();
    return w.out;
}

QString checkJump(const QMap<int, QStringList>& tops) {
    if (tops.size() < 2) {
        return {};
    }
    QStringList starts;
    for (auto it = tops.cbegin(); it != tops.cend(); ++it) {
        starts << QStringLiteral("y=%1 on %2")
                      .arg(it.key())
                      .arg(it.value().join(QStringLiteral(", ")));
    }
    return QStringLiteral("jump: the screen below the header starts at %1")
        .arg(starts.join(QStringLiteral("; ")));
}

}  // namespace instants::tools
