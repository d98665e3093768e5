#!/bin/sh
# Replay at 8x of a long study session (docs/usability-lab.md, "Replay"): the session is
# recorded on the real client (real clicks, keys and strokes of a seeded generator), then
# replayed at 8x; prints the inputs delivered against the log's, and the lag between each
# input's scheduled and delivered time (p50, p99, max). A measurement, not a test:
# tests/kiosk/bench_replay.cpp.
#   tools/measure_replay.sh [BUILD_DIR] [ACTIONS]   (default build/ci, 150 actions)
set -eu
build=${1:-build/ci}
actions=${2:-150}
test -x "$build/tests/kiosk/bench_replay" || { echo "build the bench_replay target first" >&2; exit 2; }
QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic \
    "$build/tests/kiosk/bench_replay" "$actions" 2>/dev/null |
    grep -E '^(session|replay at|inputs|lag|engine events)'
