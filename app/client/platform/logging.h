#pragma once
// The client's logging categories (QLoggingCategory): every message the client prints goes
// through one of them, so that QT_LOGGING_RULES can turn each on or off
// ("instants.replay.debug=true" shows the study-log replay's steps). The command line's own output
// (--help, usage errors) is not logging and is printed directly.

#include <QLoggingCategory>

namespace instants::client {

Q_DECLARE_LOGGING_CATEGORY(
    lcSession)  ///< "instants.session": refusals, blocks set aside, journal errors
Q_DECLARE_LOGGING_CATEGORY(lcHistory)   ///< "instants.history": games that cannot be replayed
Q_DECLARE_LOGGING_CATEGORY(lcPlatform)  ///< "instants.platform": signals, screenshots
Q_DECLARE_LOGGING_CATEGORY(
    lcReplay)  ///< "instants.replay": the study-log replay (debug: its steps)

}  // namespace instants::client
