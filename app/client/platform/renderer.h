// Which scene-graph renderer the client's window uses.
#pragma once

#include <QString>

namespace instants::client {

/// What chooseRenderer() decided, for the log and the measurement tools.
struct RendererChoice {
    bool software = false;  ///< Qt Quick's software renderer instead of the default (GPU) one
    QString reason;         ///< one line: what was found
};

/// Called after the application object exists and before the first QQuickWindow.
///
/// On platforms whose Qt Quick draws through OpenGL (X11, Wayland, EGLFS), when the only
/// OpenGL is a software rasteriser (Mesa's llvmpipe or softpipe: virtual machines, kiosks
/// without a GPU driver), the client uses Qt Quick's software renderer: it redraws only what
/// changed, where a software OpenGL fills every pixel of every frame (a rolling die cost 16 ms
/// a frame at p99 through llvmpipe at 1280x720, 2 ms with the software renderer).
/// QT_QUICK_BACKEND or QSG_RHI_BACKEND in the environment, when set, decide instead.
/// QT_LOGGING_RULES="instants.renderer.info=true" logs the choice.
RendererChoice chooseRenderer();

}  // namespace instants::client
