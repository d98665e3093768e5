#pragma once
// The contrast check of a rendered screen (WCAG 2.2, 1.4.3): every text against the pixels
// actually drawn around its glyphs, not against the theme's flat colours (the felt is lighter
// in its middle, a scrim darkens what is under it, a gradient runs behind a caption).
//
// For each visible text of the window (a Qt Quick Text with something to show, in an enabled
// part of the screen: WCAG exempts inactive controls) the check takes the box its lines are
// laid out in (QQuickText::boundingRect) and reads, in the screenshot, the band of pixels from
// 2 to 4 pixels outside it: the surface the text is drawn on. The text's colour, with its
// opacity and its ancestors', is blended over each of those pixels as it would be drawn, and
// the contrast ratio computed (WCAG relative luminance). The text fails when the ratio of its
// worst 5 % of pixels is below 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).

#include <QImage>
#include <QStringList>

class QQuickWindow;

namespace instants::tools {

struct ContrastResult {
    QStringList problems;  ///< one line per failing text: its words, its ratio, the required one
    int checked = 0;       ///< texts measured
    double lowest = 0;     ///< the lowest ratio found (0 when nothing was measured)
};

/// Measures every text of `window` against `shot`, the window's picture (grabWindow()).
ContrastResult checkContrast(QQuickWindow* window, const QImage& shot);

/// WCAG's contrast ratio of two opaque colours (1 to 21).
double contrastRatio(QRgb a, QRgb b);

}  // namespace instants::tools
