#include "contrastcheck.h"

#include <QColor>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtMath>
#include <algorithm>
#include <vector>

namespace instants::tools {

namespace {

// WCAG 2.2 relative luminance of an sRGB colour.
double channel(int c) {
    const double s = c / 255.0;
    return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
}
double luminance(QRgb c) {
    return 0.2126 * channel(qRed(c)) + 0.7152 * channel(qGreen(c)) + 0.0722 * channel(qBlue(c));
}

// The opacity an item is drawn with: its own and every ancestor's.
double drawnOpacity(const QQuickItem* item) {
    double o = 1.0;
    for (const QQuickItem* p = item; p != nullptr; p = p->parentItem()) {
        o *= p->opacity();
    }
    return o;
}

// The part of the scene an item can show: clipped by every ancestor that clips.
QRectF visibleSceneRect(const QQuickItem* item, QRectF rect) {
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (p->clip()) {
            rect = rect.intersected(p->mapRectToScene(QRectF(0, 0, p->width(), p->height())));
        }
    }
    return rect;
}

QString words(const QQuickItem* item) {
    QString text = item->property("text").toString().simplified();
    if (text.size() > 48) {
        text = text.left(45) + QStringLiteral("…");
    }
    QString where;
    for (const QQuickItem* p = item->parentItem(); p != nullptr; p = p->parentItem()) {
        if (!p->objectName().isEmpty()) {
            where = QStringLiteral(" in ") + p->objectName();
            break;
        }
    }
    const QString name =
        item->objectName().isEmpty() ? QString() : item->objectName() + QLatin1Char(' ');
    return name + QStringLiteral("« ") + text + QStringLiteral(" »") + where;
}

// The overlays shown over the screen by design (`layoutLayer: true`, as for the layout check:
// a celebration): what they cover is not presented, and is not measured.
void collectLayers(QQuickItem* item, QList<QQuickItem*>& layers) {
    if (!item->isVisible() || item->opacity() < 0.01) {
        return;
    }
    if (item->property("layoutLayer").toBool()) {
        layers << item;
        return;
    }
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children) {
        collectLayers(child, layers);
    }
}

bool coveredByLayer(const QQuickItem* text, const QRectF& box, const QList<QQuickItem*>& layers) {
    for (const QQuickItem* layer : layers) {
        if (!layer->isAncestorOf(text) &&
            layer->mapRectToScene(QRectF(0, 0, layer->width(), layer->height())).intersects(box)) {
            return true;
        }
    }
    return false;
}

// Every text drawn in the window, in an active part of it.
void collect(QQuickItem* item, QList<QQuickItem*>& texts) {
    // Hidden, transparent, or inactive (disabled: WCAG 1.4.3 exempts inactive controls, and a
    // screen under a dialog or a kiosk overlay is disabled): nothing below is measured.
    if (!item->isVisible() || item->opacity() < 0.01 || !item->isEnabled()) {
        return;
    }
    if (item->inherits("QQuickText") && !item->property("text").toString().trimmed().isEmpty()) {
        texts << item;
    }
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children) {
        collect(child, texts);
    }
}

struct Walker {
    const QImage& shot;        // the window as shown
    const QImage& background;  // the same frame drawn without its texts
    qreal dpr;
    QList<QQuickItem*> layers;
    ContrastResult result;

    void measure(QQuickItem* text) {
        const QRectF box = visibleSceneRect(text, text->mapRectToScene(text->boundingRect()));
        const QRectF screen(0, 0, shot.width() / dpr, shot.height() / dpr);
        if (box.width() < 2 || box.height() < 2 || !screen.contains(box.center()) ||
            coveredByLayer(text, box, layers)) {
            return;
        }
        const QColor colour = text->property("color").value<QColor>();
        const double alpha = static_cast<double>(colour.alphaF()) * drawnOpacity(text);
        if (alpha < 0.05) {
            return;
        }
        // The pixels the glyphs cover (where the frame differs from the frame without texts,
        // grown by a pixel for the glyphs' soft edges), and behind each what the frame without
        // texts has there: the surface the text is actually drawn on.
        const QRect area = QRectF(box.topLeft() * dpr, box.bottomRight() * dpr)
                               .toAlignedRect()
                               .intersected(background.rect());
        auto differs = [this](int x, int y) {
            const QRgb a = shot.pixel(x, y);
            const QRgb b = background.pixel(x, y);
            return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                       std::abs(qBlue(a) - qBlue(b)) >
                   48;
        };
        std::vector<QPoint> glyphs;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                bool near = false;
                for (int dy = -1; dy <= 1 && !near; ++dy) {
                    for (int dx = -1; dx <= 1 && !near; ++dx) {
                        near = area.contains(x + dx, y + dy) && differs(x + dx, y + dy);
                    }
                }
                if (near) {
                    glyphs.emplace_back(x, y);
                }
            }
        }
        // A text that does not show at all against its surface: every pixel of its box counts.
        if (glyphs.size() < 8) {
            glyphs.clear();
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x) {
                    glyphs.emplace_back(x, y);
                }
            }
        }
        std::vector<double> ratios;
        const auto mix = [alpha](int t, int b) { return qRound(alpha * t + (1 - alpha) * b); };
        for (const QPoint& p : glyphs) {
            const QRgb bg = background.pixel(p);
            // The text as drawn over this pixel.
            const QRgb drawn = qRgb(mix(colour.red(), qRed(bg)), mix(colour.green(), qGreen(bg)),
                                    mix(colour.blue(), qBlue(bg)));
            ratios.push_back(contrastRatio(drawn, bg));
        }
        if (ratios.size() < 8) {
            return;
        }
        const auto k = static_cast<std::ptrdiff_t>(ratios.size() / 20);  // the worst 5 %
        std::nth_element(ratios.begin(), ratios.begin() + k, ratios.end());
        const double ratio = ratios[static_cast<std::size_t>(k)];
        const qreal px = text->property("font").value<QFont>().pixelSize();
        const bool bold = text->property("font").value<QFont>().bold();
        const bool large = px >= 24 || (bold && px >= 18.66);
        const double required = large ? 3.0 : 4.5;
        ++result.checked;
        if (result.lowest == 0 || ratio < result.lowest) {
            result.lowest = ratio;
        }
        if (ratio < required) {
            result.problems << QStringLiteral("contrast %1:1 < %2:1 (%3 px%4): %5")
                                   .arg(ratio, 0, 'f', 2)
                                   .arg(required, 0, 'f', 1)
                                   .arg(px)
                                   .arg(bold ? QStringLiteral(" bold") : QString())
                                   .arg(words(text));
        }
    }
};

// A text that is decoration (a sparkle, the coin's sign): hidden from assistive technology
// (`Accessible.ignored: true`) and, like a logo, without a contrast requirement (WCAG 1.4.3).
bool decorative(const QQuickItem* text) {
    const QList<QObject*> children = text->findChildren<QObject*>(Qt::FindDirectChildrenOnly);
    for (const QObject* child : children) {
        if (qstrcmp(child->metaObject()->className(), "QQuickAccessibleAttached") == 0) {
            return child->property("ignored").toBool();
        }
    }
    return false;
}

// The items drawn through a layer (an offscreen texture) above `item`, with the layer on.
QList<QObject*> layersAbove(const QQuickItem* item) {
    QList<QObject*> out;
    for (const QQuickItem* p = item; p != nullptr; p = p->parentItem()) {
        QObject* layer = p->property("layer").value<QObject*>();
        if (layer != nullptr && layer->property("enabled").toBool()) {
            out << layer;
        }
    }
    return out;
}

}  // namespace

double contrastRatio(QRgb a, QRgb b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

ContrastResult checkContrast(QQuickWindow* window, const QImage& given) {
    QList<QQuickItem*> texts;
    collect(window->contentItem(), texts);
    texts.erase(std::remove_if(texts.begin(), texts.end(), decorative), texts.end());
    // A layer keeps the texture it drew: switched off for the measure (both pictures drawn
    // without it), then on again (the layers of this client are constant `layer.enabled: true`).
    QList<QObject*> layers;
    for (const QQuickItem* t : texts) {
        for (QObject* l : layersAbove(t)) {
            if (!layers.contains(l)) {
                layers << l;
            }
        }
    }
    for (QObject* l : layers) {
        l->setProperty("enabled", false);
    }
    const QImage shot = layers.isEmpty() ? given : window->grabWindow();
    // The same frame without its texts: each text's node is taken out of the scene graph (an
    // item without contents has none drawn), then put back. Nothing else of the window moves:
    // no property of the QML changes, no binding is touched.
    for (QQuickItem* t : texts) {
        t->update();
        t->setFlag(QQuickItem::ItemHasContents, false);
    }
    const QImage background = window->grabWindow().convertToFormat(QImage::Format_RGB32);
    if (qEnvironmentVariableIsSet("INSTANTS_CONTRAST_BACKGROUND")) {  // to look at what is measured
        background.save(qEnvironmentVariable("INSTANTS_CONTRAST_BACKGROUND"));
    }
    for (QQuickItem* t : texts) {
        t->setFlag(QQuickItem::ItemHasContents, true);
        t->update();
    }
    for (QObject* l : layers) {
        l->setProperty("enabled", true);
    }
    const QImage shown = shot.convertToFormat(QImage::Format_RGB32);
    Walker w{shown, background, window->devicePixelRatio(), {}, {}};
    collectLayers(window->contentItem(), w.layers);
    for (QQuickItem* t : texts) {
        w.measure(t);
    }
    return w.result;
}

}  // namespace instants::tools
