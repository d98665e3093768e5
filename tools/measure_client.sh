#!/usr/bin/env bash
# The client's speed figures (issue 5 §5, issue 6 §6), measured on the real window with
# instants_measure_client (tools/screenshots/measure.cpp):
#
#   1. launch to the first frame of the lobby, warm, offscreen (QElapsedTimer from the start
#      of main() to the first QQuickWindow::frameSwapped), and the whole process's wall time;
#   2. resident memory after a Happy Dés game of each strategy, then a ticket of each scratch
#      game (offscreen);
#   3. frame times, animations on, under xvfb-run with Mesa's software OpenGL and
#      QSG_RENDER_LOOP=basic: while a die rolls (stage 1 and Happy Cumul throws), while a pointer
#      scratches continuously (mouse moves every 4 ms over a Happy 2014 ticket), during paced
#      « Auto » reveals (DÉDÉ and Happy 2014) and during the top prize's full-screen sequence
#      (scripted in study mode): the cost of a frame (update request to frameSwapped) and the
#      interval between frameSwapped, p50 / p90 / p99 / max; at 1280x720, SIZE and 1080x1920
#      with the renderer the client chooses there (Qt Quick's software renderer), and the dice
#      and scratching forced through OpenGL for comparison;
#   4. the study recording's cost while the pointer moves (docs/usability-lab.md: "the recording
#      adds ≤ 1 ms to the p99 frame cost while the pointer moves"), same platform as 3, at SIZE:
#      hover over the lobby and over a Happy 2014 ticket, and scratching it, each without and
#      with a session recorded (StudyRecorder::startSession): frame cost, the pointer events'
#      delivery, and per frame both together, p50 / p99 / max and the difference.
#
#   tools/measure_client.sh [BUILD_DIR]      (default: build/uitest; builds the tool)
#   RUNS=9 SECONDS_PER_RUN=12 SIZE=1280x720 FRAME_RUNS=3 tools/measure_client.sh
#   (RUNS: launches; FRAME_RUNS: runs of each frame-time case as the client runs, reported with
#   their median)
#   SECTIONS=4 RECORD_SECONDS=8 tools/measure_client.sh BUILD_DIR
#   (SECTIONS: the sections to run, default "1 2 3 4"; RECORD_SECONDS: measured seconds of each
#   case of 4, without and with the recording each)
#
# Benchmarks, not tests: the figures are printed, nothing fails on a target.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/uitest}"
tool="$build/tools/screenshots/instants_measure_client"
runs="${RUNS:-7}"
seconds="${SECONDS_PER_RUN:-12}"
size="${SIZE:-1920x1080}"
frame_runs="${FRAME_RUNS:-3}"
sections="${SECTIONS:-1 2 3 4}"
record_seconds="${RECORD_SECONDS:-8}"
want() { [[ " $sections " == *" $1 "* ]]; }

if [ ! -d "$build" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DINSTANTS_BUILD_BENCHMARKS=OFF
fi
cmake --build "$build" --target instants_measure_client -j2 > /dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
quiet() { grep -v -e "audio device" -e "PulseAudio" -e "XDG_RUNTIME_DIR" -e "Model size of" >&2 || true; }
value() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "n/a" }'; }
minimum() { sort -n | head -1; }

echo "Instants client speed — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPU(s), Qt $(qtpaths6 --qt-version 2>/dev/null || echo 6)"
echo "build: $build; load average before: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine skews every figure)"
echo

# --- 1. launch --------------------------------------------------------------------------------
if want 1; then
echo "== 1. Launch to the first frame of the lobby (offscreen, software renderer, warm)"
for s in 1280x720 "$size" 1080x1920; do
    db="$work/launch-$s.db"
    # The first run creates the journal and warms the caches; it is not counted.
    QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic \
        "$tool" first-frame --db "$db" --size "$s" > /dev/null 2> >(quiet)
    : > "$work/ff" ; : > "$work/wall" ; : > "$work/complete"
    for _ in $(seq "$runs"); do
        start=$(date +%s%N)
        QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic \
            "$tool" first-frame --db "$db" --size "$s" > "$work/out" 2> >(quiet)
        end=$(date +%s%N)
        value first_frame_ms "$work/out" >> "$work/ff"
        value complete_frame_ms "$work/out" >> "$work/complete"
        echo $(( (end - start) / 1000000 )) >> "$work/wall"
    done
    printf '  %-9s first frame: median %s ms, best %s ms (target 300 ms); whole process (exec to exit): median %s ms; %s runs\n' \
        "$s" "$(median < "$work/ff")" "$(minimum < "$work/ff")" "$(median < "$work/wall")" "$runs"
    printf '            of which QML loaded at %s ms (last run); every picture drawn: median %s ms\n' \
        "$(value qml_loaded_ms "$work/out")" "$(median < "$work/complete")"
done
echo

fi

# --- 2. memory --------------------------------------------------------------------------------
if want 2; then
echo "== 2. Resident memory (offscreen; target 150 MB after a game of each strategy, a ticket of each scratch game and the top prize's sequence)"
for s in "$size" 1080x1920; do
    echo " -- $s"
    QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic \
        "$tool" memory --db "$work/memory-$s.db" --size "$s" > "$work/mem" 2> >(quiet)
    while read -r key v unit; do
        printf '  %-26s %8s %s\n' "$key" "$v" "$unit"
    done < "$work/mem"
done
echo

fi

# --- 3. frames --------------------------------------------------------------------------------
# Twice: as the client runs (it chooses Qt Quick's software renderer when the only OpenGL is
# Mesa's software rasteriser: app/client/platform/renderer.cpp), then forced through that OpenGL.
if ! command -v xvfb-run > /dev/null; then
    echo "== 3. and 4. Frame times under Xvfb: xvfb-run not found (apt-get install xvfb): skipped"
    exit 0
fi
if want 3; then
echo "== 3. Frame times under Xvfb with Mesa's software OpenGL (llvmpipe), QSG_RENDER_LOOP=basic (${seconds} s each; target p99 8 ms)"
for how in client opengl; do
  if [ "$how" = client ]; then
    echo " -- as the client runs (its own choice of renderer)"
    force=()
  else
    echo " -- forced through OpenGL (QSG_RHI_BACKEND=opengl)"
    force=(QSG_RHI_BACKEND=opengl)
  fi
  # As the client runs: every size, every reveal; forced through OpenGL: for comparison.
  if [ "$how" = client ]; then sizes=(1280x720 "$size" 1080x1920); whats=(dice scratch auto top)
  else sizes=(1280x720 "$size"); whats=(dice scratch); fi
  for s in "${sizes[@]}"; do
    w="${s%x*}"; h="${s#*x}"
    for what in "${whats[@]}"; do
      # As the client runs, FRAME_RUNS runs of each (3 by default): the p99 of one 12-second run
      # swings with the host's load, the median of three much less.
      n=1; [ "$how" = client ] && n="$frame_runs"
      : > "$work/p50s"; : > "$work/p99s"
      for run in $(seq "$n"); do
      env -u QT_QUICK_BACKEND -u QSG_RHI_BACKEND "${force[@]}" QT_QPA_PLATFORM=xcb QSG_RENDER_LOOP=basic \
          LIBGL_ALWAYS_SOFTWARE=1 QSG_INFO=1 xvfb-run -a -s "-screen 0 ${w}x${h}x24" \
          "$tool" frames "$what" --db "$work/frames-$how-$what-$s-$run.db" --size "$s" --seconds "$seconds" \
          > "$work/frames" 2> "$work/frames.err" || { cat "$work/frames.err" >&2; exit 1; }
      if [ "$(value renderer_software "$work/frames")" = 1 ]; then
        renderer="Qt Quick software renderer; $(grep -m1 -o 'OpenGL is a software rasteriser ([^)]*)' "$work/frames.err" || echo 'no OpenGL')"
      else
        renderer="OpenGL: $(grep -m1 -o 'RENDERER: .* VERSION' "$work/frames.err" | sed -e 's/RENDERER: //' -e 's/ VERSION//' || true)"
      fi
      echo "  $what at $s ($renderer)$( [ "$n" -gt 1 ] && echo ", run $run of $n"):"
      for k in dice_thrown scratch_tickets scratch_moves auto_tickets top_sequences top_rss_peak_mb; do
        v="$(value "$k" "$work/frames")"
        [ -n "$v" ] && printf '    %-18s %s\n' "$k" "$v"
      done
      parts=(cost interval)
      [ "$what" = auto ] && parts+=(deal)
      for part in "${parts[@]}"; do
        p="${what}_frame_${part}"
        [ "$part" = deal ] && p="deal_frame_cost"
        printf '    frame %-8s n=%-5s p50 %6s ms  p90 %6s ms  p99 %6s ms  max %6s ms\n' "$part" \
            "$(value "${p}_count" "$work/frames")" "$(value "${p}_p50_ms" "$work/frames")" \
            "$(value "${p}_p90_ms" "$work/frames")" "$(value "${p}_p99_ms" "$work/frames")" \
            "$(value "${p}_max_ms" "$work/frames")"
      done
      value "${what}_frame_cost_p50_ms" "$work/frames" >> "$work/p50s"
      value "${what}_frame_cost_p99_ms" "$work/frames" >> "$work/p99s"
      done
      if [ "$n" -gt 1 ]; then
        printf '  %s at %s, frame cost over %s runs: median p50 %s ms, median p99 %s ms (p99 from %s to %s ms)\n' \
            "$what" "$s" "$n" "$(median < "$work/p50s")" "$(median < "$work/p99s")" \
            "$(minimum < "$work/p99s")" "$(sort -n "$work/p99s" | tail -1)"
      fi
    done
  done
done
fi

# --- 4. the study recording while the pointer moves ------------------------------------------
if want 4; then
echo
echo "== 4. The study recording while the pointer moves, $size, as the client runs (Xvfb, QSG_RENDER_LOOP=basic; ${record_seconds} s without and ${record_seconds} s with a session recorded, alternating; target: p99 frame cost + 1 ms at most)"
w="${size%x*}"; h="${size#*x}"
env -u QT_QUICK_BACKEND -u QSG_RHI_BACKEND QT_QPA_PLATFORM=xcb QSG_RENDER_LOOP=basic \
    LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 ${w}x${h}x24" \
    "$tool" frames record --db "$work/record.db" --size "$size" --seconds "$record_seconds" \
    > "$work/record" 2> "$work/record.err" || { cat "$work/record.err" >&2; exit 1; }
for c in lobby_hover game_hover game_drag; do
    p="record_$c"
    echo "  $c: $(value "${p}_moves" "$work/record") mouse moves, $(value "${p}_on_log_lines" "$work/record") log lines written while measured with the recording"
    for part in frame_cost frame_busy event frame_interval; do
        case "$part" in
            frame_cost) label="frame cost";;
            frame_busy) label="frame + events";;
            event) label="pointer event";;
            frame_interval) label="frame interval";;
        esac
        off="${p}_off_${part}"; on="${p}_on_${part}"
        printf '    %-15s without n=%-5s p50 %6s p99 %6s max %6s | with n=%-5s p50 %6s p99 %6s max %6s | with - without: p50 %6s p99 %6s max %6s ms\n' \
            "$label" "$(value "${off}_count" "$work/record")" "$(value "${off}_p50_ms" "$work/record")" \
            "$(value "${off}_p99_ms" "$work/record")" "$(value "${off}_max_ms" "$work/record")" \
            "$(value "${on}_count" "$work/record")" "$(value "${on}_p50_ms" "$work/record")" \
            "$(value "${on}_p99_ms" "$work/record")" "$(value "${on}_max_ms" "$work/record")" \
            "$(awk -v a="$(value "${on}_p50_ms" "$work/record")" -v b="$(value "${off}_p50_ms" "$work/record")" 'BEGIN { printf "%+.2f", a - b }')" \
            "$(awk -v a="$(value "${on}_p99_ms" "$work/record")" -v b="$(value "${off}_p99_ms" "$work/record")" 'BEGIN { printf "%+.2f", a - b }')" \
            "$(awk -v a="$(value "${on}_max_ms" "$work/record")" -v b="$(value "${off}_max_ms" "$work/record")" 'BEGIN { printf "%+.2f", a - b }')"
    done
    printf '    %-15s (the 1.2 s after each session start, not counted above) frame + events max %s ms, frame interval max %s ms\n' \
        "screen picture" "$(value "${p}_settle_on_frame_busy_max_ms" "$work/record")" "$(value "${p}_settle_on_frame_interval_max_ms" "$work/record")"
done
echo "  (frame cost: the window's update request to frameSwapped; pointer event: one mouse event's delivery, the recorder's"
echo "   event filter included; frame + events: a frame's cost plus the pointer events delivered since the previous frame)"
fi
