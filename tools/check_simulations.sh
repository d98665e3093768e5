#!/usr/bin/env bash
# Acceptance check: a simulation of GAMES games (default 10^8) per Happy Dés strategy lands
# inside its 99 % confidence interval around the exact return to player, and the interval's
# width is checked independently of the simulator (tools/check_simulation_interval.py): it is
# recomputed from the games' wins, their variance is compared with the exact variance, and
# their distribution with the exact one, both computed from the tables.
# Usage: tools/check_simulations.sh INSTANTS_CLI [GAMES] [SEED]
set -euo pipefail
cli="$1"
games="${2:-100000000}"
seed="${3:-20261129}"
threads=2  # fixed, so that the games played do not depend on the machine
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/instants-simulations-XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$cli" tables --json >"$work/tables.json"
status=0
for strategy in stop cumul figures identiques; do
    "$cli" simulate --game happy-des --strategy "$strategy" --games "$games" \
        --seed "$seed" --threads "$threads" --json >"$work/$strategy.json"
    cat "$work/$strategy.json"
    if ! grep -q '"exact_inside_ci99": true' "$work/$strategy.json"; then
        echo "check_simulations: $strategy: the exact RTP is outside the 99 % interval" >&2
        status=1
    fi
    if ! python3 "$here/check_simulation_interval.py" "$work/tables.json" "$work/$strategy.json"; then
        echo "check_simulations: $strategy: the interval's width is not the one expected" >&2
        status=1
    fi
done
exit "$status"
