#pragma once
// SIGTERM, SIGINT and SIGHUP end the client as closing its window does: the event loop quits
// through QCoreApplication::quit(), so aboutToQuit runs (the study session's end line and
// summary are written) and main() returns 0 after the journal is closed. The handler only
// writes a byte to a socket pair (the self-pipe pattern); a QSocketNotifier on the other end
// calls quit() on the event loop's thread. No effect on Windows (no such signals there).

class QObject;

namespace instants::client {

/// Installs the handlers; `parent` owns the notifier (the application). Call once, after the
/// application object exists. Returns false (and changes nothing) when the socket pair or a
/// handler cannot be set up.
bool quitOnTerminationSignals(QObject* parent);

}  // namespace instants::client
