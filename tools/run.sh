#!/usr/bin/env bash
# Installs what is missing, builds, and starts the main program: the game client `instants`.
# Arguments are passed to it (e.g. --seed 7 for a reproducible demo, --lang en, --kiosk).
# Without a display (no DISPLAY / WAYLAND_DISPLAY), it starts under xvfb-run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/tools/setup.sh" release
client="$root/build/release/app/client/instants"
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "run: no display here; starting the client under xvfb-run (a virtual X display)" >&2
    exec xvfb-run -a "$client" "$@"
fi
exec "$client" "$@"
