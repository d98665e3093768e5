#!/usr/bin/env bash
# Speed and memory of the emission blocks (issue 3, section 6): for each game, emit a full
# block then verify it, pinned to one core, and print the wall time, the CPU time and the
# peak resident memory of each step, measured by /usr/bin/time -v (GNU time).
#
#   tools/measure_blocks.sh [path/to/instants-cli] [seed]
#
# Targets: Happy 2014 (2 000 000 units) emit + verify <= 2 s on one core, peak RSS <= 64 MB;
# DÉDÉ (1 500 000 tickets) proportionally. Use a Release build.
set -euo pipefail

cli="${1:-}"
seed="${2:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -z "$cli" ]]; then
    for candidate in "$root"/build/blocks/app/cli/instants-cli "$root"/build/*/app/cli/instants-cli; do
        if [[ -x "$candidate" ]]; then
            cli="$candidate"
            break
        fi
    done
fi
if [[ -z "$cli" || ! -x "$cli" ]]; then
    echo "measure_blocks.sh: no instants-cli found; pass its path (build it in Release first)" >&2
    exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
    echo "measure_blocks.sh: /usr/bin/time (GNU time) is needed" >&2
    exit 2
fi
pin=()
if command -v taskset > /dev/null; then
    pin=(taskset -c 0)
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs a command under GNU time; prints "wall cpu rss_kb" (seconds, seconds, kilobytes).
measure() {
    local log="$work/time.log"
    if ! /usr/bin/time -v -o "$log" "${pin[@]}" "$@" > /dev/null; then
        echo "measure_blocks.sh: failed: $*" >&2
        exit 1
    fi
    awk -F': ' '
        /Elapsed \(wall clock\)/ { n = split($2, p, ":"); wall = 0;
                                   for (i = 1; i <= n; i++) wall = wall * 60 + p[i] }
        /User time/   { cpu += $2 }
        /System time/ { cpu += $2 }
        /Maximum resident set size/ { rss = $2 }
        END { printf "%.2f %.2f %d\n", wall, cpu, rss }' "$log"
}

echo "instants-cli: $cli"
echo "machine: $(nproc) core(s), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//')"
if [[ ${#pin[@]} -gt 0 ]]; then
    echo "pinned to one core with taskset"
else
    echo "not pinned (taskset missing)"
fi
echo
printf "%-11s %-7s %8s %8s %10s\n" game step "wall s" "cpu s" "peak RSS"
status=0
for game in dede happy-2014; do
    file="$work/$game.blk"
    read -r ew ec er < <(measure "$cli" emit --game "$game" --seed "$seed" --out "$file")
    read -r vw vc vr < <(measure "$cli" verify "$file" --structure-only)
    printf "%-11s %-7s %8s %8s %7d MB\n" "$game" emit "$ew" "$ec" $((er / 1024))
    printf "%-11s %-7s %8s %8s %7d MB\n" "$game" verify "$vw" "$vc" $((vr / 1024))
    total=$(awk -v a="$ew" -v b="$vw" 'BEGIN { printf "%.2f", a + b }')
    peak=$(( (er > vr ? er : vr) / 1024 ))
    printf "%-11s %-7s %8s %8s %7d MB   (file %d MB)\n" "$game" total "$total" "" "$peak" \
        $(( $(stat -c %s "$file") / 1024 / 1024 ))
    if [[ "$game" == happy-2014 ]]; then
        if awk -v t="$total" 'BEGIN { exit !(t > 2.0) }' || (( peak > 64 )); then
            echo "Happy 2014 misses its target (<= 2 s, <= 64 MB)" >&2
            status=1
        fi
    fi
done
exit $status
