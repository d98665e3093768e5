#include "clientwindow.h"

namespace instants::tools {

namespace {

harness::WindowSetup loadedOnly(QSize size, bool reducedMotion, double motionScale) {
    harness::WindowSetup s;
    s.size = size;
    s.reducedMotion = reducedMotion;
    s.motionScale = motionScale;
    s.show = false;
    return s;
}

}  // namespace

ClientWindow::ClientWindow(const client::ClientOptions& options, QSize size, bool reducedMotion,
                           double motionScale)
    : ClientHarness(options, loadedOnly(size, reducedMotion, motionScale)) {}

}  // namespace instants::tools
