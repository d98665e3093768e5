#!/usr/bin/env bash
# The kiosk's window on real X servers (docs/kiosk.md, "Full screen" and "Supported set-ups"):
#   1. a bare Xvfb (no window manager) at 1920x1080 and at 1080x1920: the kiosk's window, and
#      --fullscreen's, has exactly the screen's geometry; after the screen is resized (RandR:
#      a 1280x1024 mode added to Xvfb's output and set with the screen's size, then back), the
#      window follows;
#   2. Xvfb with a stock openbox: the kiosk covers the screen, and comes back full screen and
#      mapped within 2 s after being minimised, after "show desktop" and after a desktop
#      switch;
#   3. a screen whose geometry changes at run time: Xephyr (nested in an Xvfb) at 1920x1080,
#      set to 1280x1024, 480x640 (portrait) and back to 1920x1080 with xrandr -s: the kiosk's
#      window, and --fullscreen's, follows each time. (Resizing Xephyr's host window instead is
#      not used: Qt 6.4 then reads the monitor before Xephyr has changed it and keeps the old
#      geometry.)
# The geometry and map state are read from the X server (xwininfo), not from the client.
# Usage: check_window_x11.sh CLIENT [SHOTS_DIR]   (SHOTS_DIR: PNG screenshots of the screens)
# Exit 0 only when every part ran and passed; 1 when a check failed; 77 (skipped, CTest's
# SKIP_RETURN_CODE) when a part could not run, with the reason: without Xvfb, xwininfo or
# xdotool nothing runs; the resize of part 1 needs xrandr, part 2 openbox and wmctrl, part 3
# Xephyr and xrandr (all in tools/packages.txt).
set -uo pipefail
client="$1"
shots="${2:-}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for tool in Xvfb xwininfo xdotool; do
    command -v "$tool" >/dev/null || { echo "check_window_x11: $tool is not installed: skipped"; exit 77; }
done
tmp="$(mktemp -d)"
pids=()
failures=0
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    wait 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
skipped=()
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
skip() { echo "SKIPPED: $*"; skipped+=("$*"); }

# Starts an X server of WxH on a free display; sets DISPLAY.
start_x() {
    local fifo="$tmp/displayfd.$RANDOM"
    Xvfb -displayfd 3 -screen 0 "$1x$2x24" -nolisten tcp -noreset 3>"$fifo" 2>"$tmp/xvfb.log" &
    pids+=($!)
    xvfb_pid=$!
    for _ in $(seq 100); do
        [[ -s "$fifo" ]] && break
        sleep 0.1
    done
    export DISPLAY=":$(head -n1 "$fifo")"
}
stop_last() {  # stops the client, the window manager and the X server started last
    kill "$@" 2>/dev/null
    wait "$@" 2>/dev/null
}

# Starts the client with ARGS on DISPLAY; sets client_pid and win (its top-level window).
start_client() {
    local home="$tmp/home.$RANDOM"
    mkdir -p "$home"
    HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=xcb \
        QT_QUICK_BACKEND=software "$client" --db "$home/journal.db" --settings "$home/settings.ini" \
        --seed 1 "$@" >"$home/client.log" 2>&1 &
    client_pid=$!
    pids+=("$client_pid")
    win=""
    for _ in $(seq 300); do
        win="$(xdotool search --onlyvisible --pid "$client_pid" --name 'Instants' 2>/dev/null | head -n1)"
        [[ -n "$win" ]] && break
        sleep 0.1
    done
    [[ -n "$win" ]] || { cat "$home/client.log"; return 1; }
}
# "X Y W H MAPSTATE" of the window, as the X server has it.
geometry() {
    xwininfo -id "$win" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF}
        /Width:/ {w=$NF} /Height:/ {h=$NF} /Map State:/ {m=$NF} END {print x, y, w, h, m}'
}
# Waits up to $3 seconds for the window to be "0 0 W H IsViewable".
expect_geometry() {
    local want="0 0 $1 $2 IsViewable" got=""
    local tries=$(( $3 * 10 ))
    for _ in $(seq "$tries"); do
        got="$(geometry)"
        [[ "$got" == "$want" ]] && { echo "$got"; return 0; }
        sleep 0.1
    done
    echo "$got"
    return 1
}
# Sets the RandR screen to WxH: the mode is added to the first connected output if the server
# does not have it, then set together with the screen's size. Xvfb refuses a screen smaller
# than its output's mode (xrandr --fb alone): the output must change with it.
resize_screen() {
    local mode="$1x$2" output
    output="$(xrandr 2>/dev/null | awk '$2 == "connected" {print $1; exit}')"
    [[ -n "$output" ]] || { echo "no connected RandR output"; return 1; }
    if ! xrandr 2>/dev/null | awk -v m="$mode" '$1 == m {found = 1} END {exit !found}'; then
        xrandr --newmode "$mode" 0 "$1" "$1" "$1" "$1" "$2" "$2" "$2" "$2" 2>&1 &&
            xrandr --addmode "$output" "$mode" 2>&1 || return 1
    fi
    xrandr --output "$output" --mode "$mode" --fb "$mode" 2>&1
}
shot() {
    [[ -n "$shots" ]] || return 0
    mkdir -p "$shots"
    sleep 1
    xwd -root -silent >"$tmp/shot.xwd" && python3 "$here/xwd_to_png.py" "$tmp/shot.xwd" "$shots/$1.png" &&
        echo "screenshot: $shots/$1.png"
}

# 1. A bare X server: no window manager.
for size in 1920x1080 1080x1920; do
    w="${size%x*}"; h="${size#*x}"
    for mode in --kiosk --fullscreen; do
        start_x "$w" "$h"
        if ! start_client "$mode"; then
            fail "bare X $size $mode: no window"
            stop_last "$xvfb_pid"
            continue
        fi
        # Settles, then must stay so.
        if got="$(expect_geometry "$w" "$h" 10)"; then
            sleep 1
            got="$(geometry)"
            [[ "$got" == "0 0 $w $h IsViewable" ]] && pass "bare X $size $mode: window $got" ||
                fail "bare X $size $mode: window $got, not 0 0 $w $h"
        else
            fail "bare X $size $mode: window $got, not 0 0 $w $h"
        fi
        [[ "$mode" == --kiosk ]] && shot "bare-x-$size-kiosk"
        if [[ "$mode" == --kiosk && "$size" == 1920x1080 ]]; then
            # The screen changes size (RandR), then comes back: the window follows it.
            if ! command -v xrandr >/dev/null; then
                skip "bare X resized: xrandr is not installed (x11-xserver-utils)"
            else
                for to in 1280x1024 1920x1080; do
                    tw="${to%x*}"; th="${to#*x}"
                    if said="$(resize_screen "$tw" "$th")"; then
                        got="$(expect_geometry "$tw" "$th" 5)" && pass "bare X resized to $to: window $got" ||
                            fail "bare X resized to $to: window $got, not 0 0 $tw $th"
                    else
                        skip "bare X resized to $to: this Xvfb refuses the RandR change ($(tr '\n' ' ' <<<"$said"))"
                        break
                    fi
                done
            fi
        fi
        stop_last "$client_pid" "$xvfb_pid"
    done
done

# 2. Under openbox: the kiosk brings itself back.
if command -v openbox >/dev/null && command -v wmctrl >/dev/null; then
    start_x 1920 1080
    HOME="$tmp" openbox --sm-disable >"$tmp/openbox.log" 2>&1 &
    wm_pid=$!
    pids+=("$wm_pid")
    for _ in $(seq 50); do wmctrl -m >/dev/null 2>&1 && break; sleep 0.1; done
    wmctrl -n 2 >/dev/null 2>&1  # two desktops, as openbox's stock configuration has
    if start_client --kiosk; then
        got="$(expect_geometry 1920 1080 10)" && pass "openbox: window $got" || fail "openbox: window $got"
        shot "openbox-1920x1080-kiosk"
        xdotool windowminimize "$win"
        sleep 0.3
        echo "  minimised: $(geometry)"
        got="$(expect_geometry 1920 1080 2)" && pass "openbox: back within 2 s after minimise: $got" ||
            fail "openbox: not back within 2 s after minimise: $got"
        sleep 0.5
        wmctrl -k on
        sleep 0.3
        echo "  show desktop: $(geometry)"
        got="$(expect_geometry 1920 1080 2)" && pass "openbox: back within 2 s after show desktop: $got" ||
            fail "openbox: not back within 2 s after show desktop: $got"
        sleep 0.5
        wmctrl -s 1
        sleep 0.3
        echo "  desktop switch: $(geometry)"
        got="$(expect_geometry 1920 1080 2)" && pass "openbox: back within 2 s after a desktop switch: $got" ||
            fail "openbox: not back within 2 s after a desktop switch: $got"
        shot "openbox-1920x1080-kiosk-after-switch"
    else
        fail "openbox: no window"
    fi
    stop_last "$client_pid" "$wm_pid" "$xvfb_pid"
else
    skip "openbox: openbox or wmctrl is not installed: the window manager part cannot run"
fi

# 3. The screen's geometry changes while the kiosk runs (a rotation, another resolution).
if command -v Xephyr >/dev/null && command -v xrandr >/dev/null; then
    start_x 1920 1080
    host="$DISPLAY"
    host_pid="$xvfb_pid"
    fifo="$tmp/displayfd.xephyr"
    Xephyr -displayfd 3 -screen 1920x1080 -resizeable -nolisten tcp -noreset 3>"$fifo" 2>"$tmp/xephyr.log" &
    xephyr_pid=$!
    pids+=("$xephyr_pid")
    for _ in $(seq 100); do
        [[ -s "$fifo" ]] && break
        sleep 0.1
    done
    export DISPLAY=":$(head -n1 "$fifo")"
    xephyr_win=""
    for _ in $(seq 50); do  # Xephyr's window on its host (it sets no _NET_WM_PID)
        xephyr_win="$(DISPLAY="$host" xdotool search --name Xephyr 2>/dev/null | head -n1)"
        [[ -n "$xephyr_win" ]] && break
        sleep 0.1
    done
    if [[ -z "$xephyr_win" ]]; then
        fail "resized screen: Xephyr did not start ($(tr '\n' ' ' <"$tmp/xephyr.log"))"
    fi
    # The kiosk, and --fullscreen (which has no self-restore to hide a missed change).
    for mode in --kiosk --fullscreen; do
        [[ -n "$xephyr_win" ]] || break
        if ! start_client "$mode"; then
            fail "resized screen $mode: no window"
            continue
        fi
        got="$(expect_geometry 1920 1080 10)" && pass "resized screen $mode: window $got at start" ||
            fail "resized screen $mode: window $got at start, not 0 0 1920 1080"
        # Other resolutions through RandR, a portrait one among them, and back.
        for size in 1280x1024 480x640 1920x1080; do
            w="${size%x*}"; h="${size#*x}"
            if xrandr -s "$size" >/dev/null 2>&1; then
                got="$(expect_geometry "$w" "$h" 5)" && pass "xrandr -s $size $mode: window $got" ||
                    fail "xrandr -s $size $mode: window $got, not 0 0 $w $h"
            else
                fail "xrandr -s $size refused by Xephyr"
            fi
        done
        stop_last "$client_pid"
    done
    stop_last "$xephyr_pid" "$host_pid"
else
    skip "resized screen: Xephyr or xrandr is not installed: a change of the screen's geometry cannot run"
fi

if [[ $failures -gt 0 ]]; then
    echo "check_window_x11: $failures failure(s)"
    exit 1
fi
if [[ ${#skipped[@]} -gt 0 ]]; then
    echo "check_window_x11: skipped, ${#skipped[@]} part(s) could not run:"
    printf '  %s\n' "${skipped[@]}"
    exit 77
fi
echo "check_window_x11: all passed"
