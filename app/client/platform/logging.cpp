#include "logging.h"

namespace instants::client {

Q_LOGGING_CATEGORY(lcSession, "instants.session")
Q_LOGGING_CATEGORY(lcHistory, "instants.history")
Q_LOGGING_CATEGORY(lcPlatform, "instants.platform")
// Its debug messages (each replayed step) only when asked for.
Q_LOGGING_CATEGORY(lcReplay, "instants.replay", QtInfoMsg)

}  // namespace instants::client
