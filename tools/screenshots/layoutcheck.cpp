#include "layoutcheck.h"

#include <QMetaObject>
#include <QQmlProperty>
#include <QRectF>
#include <QtMath>

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

struct Walker {
    QStringList out;
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
                // What scrolls may be below or above the fold, never beside it.
                const bool offScreen = scrolls ? rect.left() < frame.left() - kTolerance ||
                                                     rect.right() > frame.right() + kTolerance
                                               : !inside(rect, frame);
                if (offScreen) {
                    out << QStringLiteral("off screen: %1 %2").arg(describe(item), rectText(rect));
                }
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
    const QRectF frame(0, 0, window->width(), window->height());
    for (QQuickItem* c : window->contentItem()->childItems()) {
        w.walk(c, frame, false, frame, 1.0);
    }
    w.checkOverlaps();
    w.out.removeDuplicates();
    return w.out;
}

}  // namespace instants::tools
