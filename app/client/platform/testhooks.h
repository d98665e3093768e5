#pragma once
// Hooks for the tests, compiled only into instants_test_hooks (the client built for the tests,
// never installed: app/client/CMakeLists.txt), never into the product's executable.

namespace instants::client {

/// For the watchdog's test: with INSTANTS_TEST_HANG_AFTER_MS=N in the environment, the GUI
/// thread blocks for good N milliseconds after the event loop starts, as a hung client would.
void installTestHang();

}  // namespace instants::client
