#!/usr/bin/python3
"""Orca 43, the screen reader, for one run of play_by_keyboard.py, beside any other Orca.

/usr/bin/orca allows one Orca per user: it names its process "orca", refuses to start while
`pgrep -u UID -x orca` finds another, and with --replace (or --setup) kills every other one of
that user. This starts the same Orca (the orca package's own modules, the same settings and
debug log as `orca -u PREFS --debug-file LOG`) under another process name, without those
steps: it cannot stop, nor be stopped by, nor be refused because of, another Orca of the same
user (a person's own screen reader, another test run). Everything else Orca uses is private to
the run: the D-Bus session and the AT-SPI bus it finds in its environment, the X display (its
key map changes), the preferences folder, and HOME, the XDG folders and the speech server's
socket (XDG_RUNTIME_DIR), which play_by_keyboard.py sets.

Usage: private_orca.py PREFS_DIR DEBUG_LOG
"""

import ctypes
import sys

# The process name another Orca looks for (prctl PR_SET_NAME; at most 15 bytes).
PROCESS_NAME = b"instants-a11y-o"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    prefs, log = sys.argv[1], sys.argv[2]
    ctypes.CDLL("libc.so.6").prctl(15, ctypes.c_char_p(PROCESS_NAME), 0, 0, 0)
    # As /usr/bin/orca does before importing Orca: the application's name on the bus.
    sys.argv = ["orca"]
    from orca import debug
    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    # Line by line: the test reads it while Orca runs.
    debug.debugFile = open(log, "w", buffering=1)
    from orca import orca
    manager = orca.getSettingsManager()
    if not manager:
        sys.exit("private_orca: Orca has no settings manager")
    manager.activate(prefs, {})
    sys.path.insert(0, manager.getPrefsDir())
    return orca.main()


if __name__ == "__main__":
    sys.exit(main())
