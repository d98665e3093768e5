#!/usr/bin/env bash
# Installs what is missing, builds (warnings are errors), and runs every test.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/tools/setup.sh" ci
cd "$root"
ctest --preset ci -j "$(nproc)"
