#pragma once
// The click heatmap of one screen for the study report: a Gaussian kernel per press, summed,
// coloured from blue (few) to red (many) and alpha-blended over the screen's picture.

#include "studyreport.h"

#include <QImage>

namespace instants::study {

/// Paints the heatmap of `screen`: over its picture (ScreenFigures::pictureFile) when there is
/// one, else over a neutral background of the window size (1280 × 800 when unknown). Press
/// coordinates are scaled from the press's window size to the picture's pixels. The image is
/// `width` pixels wide (the picture scaled up or down), its height in the picture's proportion.
/// Dead clicks are marked with a cross, the first press of each rage burst with a ring.
QImage paintClickHeatmap(const ScreenFigures& screen, int width = 880);

/// The kernel's standard deviation, in pixels of a picture `width` pixels wide.
double heatmapSigma(int width);

}  // namespace instants::study
