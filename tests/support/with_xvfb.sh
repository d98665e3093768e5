#!/usr/bin/env bash
# Runs a command on an X display of its own: Xvfb picks a free display number itself
# (-displayfd), so any number of these can start at once (xvfb-run -a can pick the same number
# for two servers starting together). The server ends with the command; its status is the
# command's.
# Usage: with_xvfb.sh "SCREEN" COMMAND [ARG...]     e.g. with_xvfb.sh 1920x1080x24 prog --opt
set -euo pipefail
screen=${1:?usage: with_xvfb.sh SCREEN COMMAND [ARG...]}
shift
command -v Xvfb >/dev/null || { echo "with_xvfb: Xvfb is not installed" >&2; exit 1; }
fifo_dir=$(mktemp -d "${TMPDIR:-/tmp}/with-xvfb-XXXXXX")
mkfifo "$fifo_dir/display"
Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp 3>"$fifo_dir/display" 2>"$fifo_dir/xvfb.log" &
xvfb=$!
cleanup() {
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
    rm -rf "$fifo_dir"
}
trap cleanup EXIT
number=""
if ! read -r -t 30 number <"$fifo_dir/display" || [[ -z "$number" ]]; then
    echo "with_xvfb: Xvfb did not start:" >&2
    cat "$fifo_dir/xvfb.log" >&2 || true
    exit 1
fi
export DISPLAY=":$number"
unset WAYLAND_DISPLAY
status=0
"$@" || status=$?
exit "$status"
