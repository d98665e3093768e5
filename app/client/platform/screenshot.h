#pragma once
// Renders a window's frames to a PNG once it has settled, then quits (--screenshot).

#include <QString>

class QQuickWindow;

namespace instants::client {

void saveFirstFrames(QQuickWindow* window, const QString& file, int settleMs = 600);

}  // namespace instants::client
