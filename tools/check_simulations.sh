#!/usr/bin/env bash
# Acceptance check: a simulation of GAMES games (default 10^8) per Happy Dés strategy lands
# inside its 99 % confidence interval around the exact return to player.
# Usage: tools/check_simulations.sh INSTANTS_CLI [GAMES] [SEED]
set -euo pipefail
cli="$1"
games="${2:-100000000}"
seed="${3:-20261129}"
threads=2  # fixed, so that the games played do not depend on the machine
status=0
for strategy in stop cumul figures identiques; do
    out="$("$cli" simulate --game happy-des --strategy "$strategy" --games "$games" \
        --seed "$seed" --threads "$threads" --json)"
    echo "$out"
    if ! grep -q '"exact_inside_ci99": true' <<<"$out"; then
        echo "check_simulations: $strategy: the exact RTP is outside the 99 % interval" >&2
        status=1
    fi
done
exit "$status"
