#!/usr/bin/env bash
# Installs what is missing, builds (warnings are errors), and runs every test.
# Three times as many tests as cores run at once: many of them spend their time waiting (on a
# real client's start, on Orca's speech, on a replay's pace, on a process killed and
# restarted), and none depends on the machine's load for its verdict (docs/testing.md).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/tools/setup.sh" ci
cd "$root"
ctest --preset ci -j "$(( $(nproc) * 3 ))"
