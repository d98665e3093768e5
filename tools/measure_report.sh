#!/usr/bin/env bash
# The study report's speed over a big study (docs/usability-lab.md, section 4: "a report over
# 20 participants of 30 minutes each in ≤ 10 s on one core"): writes the synthetic study of
# tests/study/test_report.cpp (`study_report_tests --write-big-sample DIR`: 20 participants in
# two conditions, 30 minutes each, a move line every 50 ms while the pointer moves, presses,
# drags, games, markers, screenshots, screen pictures, SEQ and SUS) into a temporary folder,
# then runs `instants --study-report DIR --out DIR/report.html` pinned to one core
# (taskset -c 0) under /usr/bin/time -v, and prints the study's size, the wall time and the
# maximum resident memory.
#
#   tools/measure_report.sh BUILD_DIR          (builds nothing: instants and study_report_tests
#                                               must be built in BUILD_DIR)
#   RUNS=3 KEEP=1 tools/measure_report.sh BUILD_DIR
#   (RUNS: report runs, the median printed with each; KEEP=1: the folder is kept and named)
#
# A benchmark, not a test: the figures are printed, nothing fails on the target.
set -euo pipefail

build="${1:?usage: tools/measure_report.sh BUILD_DIR}"
build="$(cd "$build" && pwd)"
instants="$build/app/client/instants"
tests="$build/tests/study/study_report_tests"
runs="${RUNS:-1}"
for f in "$instants" "$tests"; do
    [ -x "$f" ] || { echo "measure_report: $f not built (cmake --build $build --target instants study_report_tests)" >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/instants-measure-report-XXXXXX")"
if [ "${KEEP:-0}" = 1 ]; then
    echo "study folder kept in $work"
else
    trap 'rm -rf "$work"' EXIT
fi
study="$work/study"
export QT_QPA_PLATFORM=offscreen

value() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "n/a" }'; }

echo "Instants study report speed — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPU(s), pinned to CPU 0"
echo "build: $build; load average before: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine skews the wall time)"

start=$(date +%s%N)
"$tests" --write-big-sample "$study" > "$work/sample" 2> >(grep -v XDG_RUNTIME_DIR >&2 || true)
end=$(date +%s%N)
lines="$(value log_lines "$work/sample")"
bytes="$(value log_bytes "$work/sample")"
echo "study written in $(( (end - start) / 1000000 )) ms: $(value participants "$work/sample") participants," \
     "$(find "$study" -name '*.jsonl' | wc -l) logs, $lines log lines," \
     "$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB of logs," \
     "$(value pictures "$work/sample") PNG files ($(du -sk "$study" | cut -f1) kB in all)"
echo "kinds: $(cat "$study"/*.jsonl | grep -o '"kind":"[a-z_]*"' | sort | uniq -c | sort -rn \
     | awk '{ sub(/"kind":"/, "", $2); sub(/"/, "", $2); printf "%s%s %s", sep, $2, $1; sep = ", " }')"

: > "$work/walls"; : > "$work/rss"
for run in $(seq "$runs"); do
    rm -f "$study"/report*
    taskset -c 0 /usr/bin/time -v "$instants" --study-report "$study" --out "$study/report.html" \
        > "$work/out" 2> "$work/time" || { cat "$work/out" "$work/time" >&2; exit 1; }
    wall="$(awk -F': ' '/Elapsed \(wall clock\) time/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; ++i) s = s * 60 + p[i]; printf "%.2f", s }' "$work/time")"
    rss="$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time")"
    user="$(awk -F': ' '/User time/ { print $2 }' "$work/time")"
    sys="$(awk -F': ' '/System time/ { print $2 }' "$work/time")"
    echo "$wall" >> "$work/walls"; echo "$rss" >> "$work/rss"
    printf 'run %s: wall %s s (user %s s, system %s s), max RSS %s MB (target: wall ≤ 10 s)\n' \
        "$run" "$wall" "$user" "$sys" "$rss"
done
if [ "$runs" -gt 1 ]; then
    printf 'median over %s runs: wall %s s, max RSS %s MB\n' "$runs" "$(median < "$work/walls")" "$(median < "$work/rss")"
fi
echo "written:"
for f in "$study"/report*; do
    printf '  %-40s %8s kB\n' "$(basename "$f")" "$(du -k "$f" | cut -f1)"
done
