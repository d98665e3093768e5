#include "layoutcheck.h"

#include <QColor>
#include <QHash>
#include <QMetaObject>
#include <QQmlProperty>
#include <QRectF>
#include <QtMath>
#include <algorithm>

namespace instants::tools {

namespace {

constexpr qreal kTolerance = 1.0;

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
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (!p->objectName().isEmpty()) {
            name += QStringLiteral(" in ") + p->objectName();
            break;
        }
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

// The nearest ancestor that draws a box around an item (a rectangle with a fill or an edge: a
// cell, a card, a panel), up to its layer; null when none.
const QQuickItem* boxOf(const QQuickItem* item) {
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (p->property("layoutLayer").toBool()) {
            return nullptr;
        }
        if (p->inherits("QQuickRectangle") && shown(p)) {
            const bool filled = p->property("color").value<QColor>().alpha() > 0;
            const bool edged =
                QQmlProperty::read(p, QStringLiteral("border.width")).toReal() > 0 &&
                QQmlProperty::read(p, QStringLiteral("border.color")).value<QColor>().alpha() > 0;
            if (filled || edged) {
                return p;
            }
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
        if (isText(item)) {
            const QString text = item->property("text").toString();
            if (!text.trimmed().isEmpty()) {
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
                const QRectF ink = inkRect(item);
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
        }
        // Words that spill out of the box drawn around them (« 10 000€ » wider than its cell).
        if (mine && isText(item) && !item->property("text").toString().trimmed().isEmpty()) {
            const QQuickItem* box = boxOf(item);
            const QRectF ink = inkRect(item).intersected(seen);
            if (box != nullptr && !ink.isEmpty() && !inside(ink, sceneRect(box))) {
                out << QStringLiteral("outside its box: %1 %2 in %3 %4")
                           .arg(describe(item), rectText(ink), describe(box),
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
