#!/usr/bin/env bash
# Installs what is missing, builds, and starts the main program.
# Until the game client window lands, the main program is the command-line tool's demo:
# the exact return to player of Happy Dés, then one game played in the terminal.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/tools/setup.sh" release
cli="$root/build/release/app/cli/instants-cli"
"$cli" rtp
echo
exec "$cli" play happy-des "$@"
