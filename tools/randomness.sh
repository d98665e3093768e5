#!/usr/bin/env bash
# The randomness evidence (docs/randomness.md): dieharder's whole battery and ent on the raw
# streams of instants-cli, the seeded stream (`rng --seed S`) and the stream play draws from
# (`rng --os`), written to a dated report in docs/randomness/ and summarised on stdout.
# Not part of the test suite: the battery takes about an hour per stream.
#
# Usage: tools/randomness.sh [--streams seeded,os] [--seed S] [--ent-bytes N] [--minutes M]
#                            [--parallel] [--nice N] [--cli PATH] [--out FILE]
#   --streams   which streams to test, comma-separated (default: seeded,os)
#   --seed      the seed of the seeded stream (default: 1)
#   --ent-bytes how many bytes ent reads from each stream (default: 100000000, 100 MB)
#   --minutes   stop a stream's dieharder battery after M minutes; the report then says which
#               tests ran and that the battery is incomplete (default: no limit)
#   --parallel  run the batteries of the two streams at the same time (one core each)
#   --nice      niceness of the batteries (default: 19, so that builds keep the machine)
#   --cli       the instants-cli to test (default: build build/ci's, configuring it if needed)
#   --out       the report (default: docs/randomness/report-YYYY-MM-DD.md); the raw outputs
#               go beside it, with the same name and the stream's name
set -euo pipefail

# Everything runs inside main, which bash reads whole before it starts: the script may be
# edited while a battery runs.
main() {

    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    streams="seeded,os"
    seed=1
    ent_bytes=100000000
    minutes=""
    parallel=0
    niceness=19
    cli=""
    out=""

    die() {
        echo "randomness: $*" >&2
        exit 2
    }
    number() {  # number NAME VALUE: a whole number, or a clear message naming the option
        [[ "$2" =~ ^[0-9]+$ ]] || die "$1: '$2' is not a whole number"
    }
    while (($# > 0)); do
        case "$1" in
        --streams) streams="${2:?--streams needs a value}"; shift 2 ;;
        --seed) number --seed "${2:-}"; seed="$2"; shift 2 ;;
        --ent-bytes) number --ent-bytes "${2:-}"; ent_bytes="$2"; shift 2 ;;
        --minutes) number --minutes "${2:-}"; minutes="$2"; shift 2 ;;
        --parallel) parallel=1; shift ;;
        --nice) number --nice "${2:-}"; niceness="$2"; shift 2 ;;
        --cli) cli="${2:?--cli needs a path}"; shift 2 ;;
        --out) out="${2:?--out needs a file}"; shift 2 ;;
        -h | --help) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$1' (see --help)" ;;
        esac
    done
    IFS=',' read -r -a stream_list <<<"$streams"
    ((${#stream_list[@]} > 0)) || die "--streams: no stream named (seeded, os)"
    for s in "${stream_list[@]}"; do
        [[ "$s" == seeded || "$s" == os ]] || die "--streams: '$s' is not a stream (seeded, os)"
    done

    # 1. dieharder and ent (tools/packages.txt lists them), installed here if missing.
    missing=()
    command -v dieharder >/dev/null || missing+=(dieharder)
    command -v ent >/dev/null || missing+=(ent)
    if ((${#missing[@]} > 0)); then
        echo "randomness: installing ${missing[*]}"
        if [[ $(id -u) -eq 0 ]]; then
            sudo=()
        elif command -v sudo >/dev/null; then
            sudo=(sudo)
        else
            die "${missing[*]} missing and this is neither root nor a sudo user"
        fi
        export DEBIAN_FRONTEND=noninteractive
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi

    # 2. instants-cli.
    if [[ -z "$cli" ]]; then
        if [[ ! -f "$root/build/ci/CMakeCache.txt" ]]; then
            (cd "$root" && cmake --preset ci >/dev/null)
        fi
        nice -n 10 cmake --build "$root/build/ci" --target instants-cli -j 2 >/dev/null
        cli="$root/build/ci/app/cli/instants-cli"
    fi
    [[ -x "$cli" ]] || die "--cli: '$cli' is not an executable"
    cli="$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")"

    day="$(date -u +%Y-%m-%d)"
    [[ -n "$out" ]] || out="$root/docs/randomness/report-$day.md"
    mkdir -p "$(dirname "$out")"
    base="${out%.md}"
    # The commit the tested instants-cli comes from (the sources built above), for the report.
    if [[ -n "$(git -C "$root" status --porcelain -- engine app/cli 2>/dev/null)" ]]; then
        echo "$(git -C "$root" rev-parse HEAD) dirty" >"$base.build"
    else
        git -C "$root" rev-parse HEAD >"$base.build"
    fi

    stream_command() {  # the instants-cli words of a stream
        if [[ "$1" == seeded ]]; then
            echo "rng --seed $seed"
        else
            echo "rng --os"
        fi
    }

    # 3. ent on ent_bytes bytes of each stream (a few seconds each).
    for s in "${stream_list[@]}"; do
        read -r -a words <<<"$(stream_command "$s")"
        echo "randomness: ent on $ent_bytes bytes of '${words[*]}'"
        "$cli" "${words[@]}" --bytes "$ent_bytes" | nice -n "$niceness" ent >"$base-$s.ent.txt"
    done

    # 4. dieharder's whole battery on each endless stream, reading raw words on stdin (-g 200),
    # weak results re-run until they resolve (-Y 1). The output is line-buffered so that a battery
    # stopped by --minutes keeps every test it finished.
    battery() {
        local s="$1" start end status=0
        local -a words limit=()
        read -r -a words <<<"$(stream_command "$s")"
        [[ -z "$minutes" ]] || limit=(timeout --signal=TERM "$((minutes * 60))")
        start=$(date -u +%s)
        set +e
        "$cli" "${words[@]}" |
            "${limit[@]}" nice -n "$niceness" stdbuf -oL dieharder -a -g 200 -Y 1 >"$base-$s.dieharder.txt" 2>&1
        status=${PIPESTATUS[1]}
        set -e
        end=$(date -u +%s)
        echo "$status $start $end" >"$base-$s.status"
        echo "randomness: dieharder on '${words[*]}' ended (status $status) after $(((end - start) / 60)) min"
    }
    pids=()
    for s in "${stream_list[@]}"; do
        echo "randomness: dieharder -a -g 200 -Y 1 on '$(stream_command "$s")' (about an hour; nice $niceness)"
        if ((parallel)); then
            battery "$s" &
            pids+=($!)
        else
            battery "$s"
        fi
    done
    for p in "${pids[@]}"; do
        wait "$p"
    done

    # 5. The report.
    python3 "$root/tools/randomness_report.py" --root "$root" --cli "$cli" --seed "$seed" \
        --ent-bytes "$ent_bytes" --minutes "${minutes:-0}" --parallel "$parallel" \
        --nice "$niceness" --out "$out" "${stream_list[@]}"
    rm -f "$base.build"
    for s in "${stream_list[@]}"; do
        rm -f "$base-$s.status"
    done
}
main "$@"; exit
