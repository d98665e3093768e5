#!/usr/bin/env bash
# Builds the libFuzzer targets with clang in build/fuzz (ASan + UBSan, the engine compiled
# with them) and runs each for SECONDS (default 300): fuzz_protocol, then fuzz_block_reader.
# Fails on any crash, sanitizer report or contract violation; the input that caused it is
# saved in build/fuzz/artifacts/. Not part of the default test run. See docs/fuzzing.md.
#
# Usage: tools/fuzz.sh [SECONDS [TARGET...]]   (targets: fuzz_protocol fuzz_block_reader)
# Needs: clang, clang++ and libFuzzer (Debian: clang, libclang-rt-14-dev).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-300}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "usage: tools/fuzz.sh [SECONDS [TARGET...]]" >&2; exit 2; }
targets=(fuzz_protocol fuzz_block_reader)
if (( $# > 1 )); then
    shift
    targets=("$@")
fi
build="$root/build/fuzz"
corpus="$build/corpus"
seeds="$build/seeds"
artifacts="$build/artifacts"
work="$build/work"

for tool in clang clang++; do
    command -v "$tool" >/dev/null || { echo "fuzz.sh: $tool is needed (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; }
done

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DINSTANTS_BUILD_FUZZERS=ON -DINSTANTS_BUILD_APP=OFF -DINSTANTS_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j2 --target fuzz_protocol fuzz_block_reader fuzz_block_seeds

mkdir -p "$corpus/protocol" "$corpus/block" "$seeds/protocol" "$artifacts" "$work"

# Protocol seeds: a few valid sessions and near misses, one request per line.
p="$seeds/protocol"
printf '%s\n' '{"cmd": "state"}' > "$p/state"
printf '%s\n' '{"cmd": "history", "limit": 2}' '{"cmd": "history", "limit": 0}' > "$p/history"
printf '%s\n' '{"cmd": "reset_balance"}' > "$p/reset"
printf '%s\n' '{"cmd":"start","game":"happy-des","stake_cents":100}' '{"cmd":"act","action":"roll"}' \
    '{"cmd":"act","action":"roll"}' '{"cmd":"act","action":"roll"}' '{"cmd":"act","action":"stop"}' > "$p/happy-des-stop"
printf '%s\n' '{"cmd":"start","game":"happy-des","stake_cents":200}' '{"cmd":"act","action":"roll"}' \
    '{"cmd":"act","action":"roll"}' '{"cmd":"act","action":"continue"}' '{"cmd":"act","action":"universe:cumul"}' \
    '{"cmd":"act","action":"die:1"}' '{"cmd":"act","action":"die:2"}' '{"cmd":"act","action":"die:3"}' \
    '{"cmd":"act","action":"die:4"}' '{"cmd":"act","action":"die:5"}' '{"cmd":"act","action":"die:6"}' \
    '{"cmd":"act","action":"die:7"}' > "$p/happy-des-cumul"
printf '%s\n' '{"cmd":"act","action":"continue"}' '{"cmd":"act","action":"universe:figures"}' \
    '{"cmd":"act","action":"die:5"}' '{"cmd":"act","action":"die:4"}' '{"cmd":"act","action":"die:3"}' \
    '{"cmd":"act","action":"die:2"}' '{"cmd":"act","action":"die:1"}' > "$p/happy-des-figures"
printf '%s\n' '{"cmd":"act","action":"continue"}' '{"cmd":"act","action":"universe:identiques"}' \
    '{"cmd":"act","action":"throw"}' '{"cmd":"act","action":"throw"}' '{"cmd":"act","action":"throw"}' > "$p/happy-des-identiques"
printf '%s\n' '{"cmd":"start","game":"dede","stake_cents":200}' '{"cmd":"act","action":"reveal:throw1"}' \
    '{"cmd":"act","action":"reveal:gain1"}' '{"cmd":"act","action":"auto"}' > "$p/dede"
printf '%s\n' '{"cmd":"start","game":"happy-2014","stake_cents":300}' '{"cmd":"act","action":"reveal:janvier"}' \
    '{"cmd":"act","action":"reveal:bonus"}' '{"cmd":"act","action":"auto"}' > "$p/happy-2014"
printf '%s\n' '{"cmd":"start","game":"dede","stake_cents":300}' '{"cmd":"start","game":"poker","stake_cents":100}' \
    '{"cmd":"act","action":"reveal:nowhere"}' '{"cmd":"frobnicate"}' '{"cmd": 1}' '[1, 2]' '{"cmd":"start",' \
    '{"cmd":"history","limit":-1}' '{"cmd":"act"}' '{"cmd":"start","game":"dede","stake_cents":2e2}' > "$p/refusals"

# A dictionary of the protocol's words.
dict="$seeds/protocol.dict"
: > "$dict"
for w in cmd state start act history reset_balance game happy-des dede happy-2014 stake_cents \
    action limit roll stop continue universe:cumul universe:figures universe:identiques throw auto \
    die:1 die:2 die:3 die:4 die:5 die:6 die:7 reveal:throw1 reveal:gain1 reveal:throw2 reveal:gain2 \
    reveal:throw3 reveal:gain3 reveal:janvier reveal:fevrier reveal:decembre reveal:bonus; do
    printf '"\\"%s\\""\n' "$w" >> "$dict"
done
printf '%s\n' '"{"' '"}"' '":"' '","' '"true"' '"false"' '"null"' '"100"' '"200"' '"300"' '"\\u00e9"' >> "$dict"

# Block seeds (pieces of real blocks), and the blocks the protocol fuzzer's session deals from.
"$build/tests/fuzz/fuzz_block_seeds" "$seeds/block" "$work/blocks" 1

export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export INSTANTS_FUZZ_DIR="$work"
export INSTANTS_FUZZ_BLOCKS="$work/blocks"

status=0
run() {
    local name="$1" corpusDir="$2" seedDir="$3"
    shift 3
    local log="$build/$name.log"
    local cmd=("$build/tests/fuzz/$name" -max_total_time="$seconds" -timeout=60 -print_final_stats=1
        -artifact_prefix="$artifacts/$name-" "$@" "$corpusDir" "$seedDir")
    echo "fuzz.sh: $name for $seconds s (log: $log)"
    echo "fuzz.sh: ${cmd[*]}"
    if "${cmd[@]}" >"$log" 2>&1; then
        echo "fuzz.sh: $name: no crash"
    else
        echo "fuzz.sh: $name: FAILED (see $log and $artifacts)" >&2
        status=1
    fi
    grep -a -E "^(#[0-9]+ +DONE|stat::|==[0-9]+==ERROR|SUMMARY|fuzz_[a-z_]+:)" "$log" | head -12 || true
}
for t in "${targets[@]}"; do
    case "$t" in
        fuzz_protocol) run fuzz_protocol "$corpus/protocol" "$seeds/protocol" -dict="$dict" -max_len=4096 ;;
        fuzz_block_reader) run fuzz_block_reader "$corpus/block" "$seeds/block" -max_len=8192 ;;
        *) echo "fuzz.sh: unknown target $t" >&2; exit 2 ;;
    esac
done
exit "$status"
