#!/usr/bin/env bash
# Acceptance check of the kiosk example (issue 7): a kiosk session started as
# instants-kiosk.service starts it survives kill -9 and comes back to the same state.
#
#   packaging/linux/kiosk/check_restart.sh CLIENT CLI [cage|xvfb|auto]
#
# CLIENT is the built `instants`, CLI the built `instants-cli`. What it runs, step by step:
#  1. The unit's own ExecStart line (cage -d -- instants --kiosk --config ...), with the built
#     client and a copy of kiosk.ini pointing at a scratch journal, and the unit's Environment=
#     lines. No systemd is PID 1 here, so Restart=always / RestartSec= are played by a small
#     supervisor loop that does what systemd does with them: start the command again
#     RestartSec seconds after it stops, whatever the reason.
#     cage mode: cage on wlroots' headless backend (WLR_BACKENDS=headless, pixman renderer,
#     no input devices), the client as a Wayland client (qt6-wayland). cage refuses to run as
#     root: as root the check runs it as `nobody` (the unit: User=instants-kiosk).
#     xvfb mode (when cage cannot run): the client alone under Xvfb (xcb), same supervisor.
#  2. A visitor's game in progress: Happy Dés started and played into its second stage
#     through instants-cli drive on the kiosk's journal before the kiosk starts (cage 0.1.4
#     offers no virtual keyboard or pointer and its headless output cannot be captured, so
#     nothing outside can touch the screen here; the UI's own resume is tested in tests/ui).
#  3. The kiosk starts and opens the journal; its state (balance, the game, its events,
#     phase and allowed actions) is read from a consistent copy (sqlite3 .backup) with
#     instants-cli drive {"cmd":"state"}.
#  4. kill -9 of the client; then kill -9 of the compositor (cage mode). Each time the
#     supervisor starts the unit's command again; the check waits for a new client process
#     with the journal open, reads the state again, and requires it to be the same.
# Exit status 0 when every state matched; 1 otherwise; 77 when neither mode can run here.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
client="$(realpath "${1:?usage: check_restart.sh CLIENT CLI [cage|xvfb|auto]}")"
cli="$(realpath "${2:?usage: check_restart.sh CLIENT CLI [cage|xvfb|auto]}")"
mode="${3:-auto}"
unit="$here/instants-kiosk.service"

say() { echo "check_restart: $*"; }
fail() { say "FAILED: $*"; exit 1; }

if [[ "$mode" == auto ]]; then
    if command -v cage >/dev/null && [[ -e /usr/lib/x86_64-linux-gnu/qt6/plugins/platforms/libqwayland-generic.so ||
                                       -n "$(find /usr/lib -name 'libqwayland-generic.so' -print -quit 2>/dev/null)" ]]; then
        mode=cage
    elif command -v xvfb-run >/dev/null; then
        mode=xvfb
    else
        say "neither cage (with qt6-wayland) nor xvfb-run is installed: nothing to run"
        exit 77
    fi
fi
for tool in sqlite3 python3; do
    command -v "$tool" >/dev/null || { say "$tool is needed"; exit 77; }
done

work="$(mktemp -d /tmp/instants-kiosk-check.XXXXXX)"
chmod 755 "$work"
runas=()
if [[ $EUID -eq 0 && "$mode" == cage ]]; then
    runas=(runuser -u nobody --)
    # The build tree may not be reachable by nobody (a clone under /root): run a copy (the
    # project's libraries are linked in statically; Qt comes from the system).
    if ! runuser -u nobody -- test -x "$client"; then
        cp "$client" "$work/instants"
        client="$work/instants"
    fi
fi
supervisor=""
cleanup() {
    touch "$work/stop"
    # Only the processes this check started: the supervisor, then what it runs.
    for pid in $(pids_of "$client") $(pids_of cage); do kill -TERM "$pid" 2>/dev/null || true; done
    if [[ -n "$supervisor" ]]; then kill -TERM "$supervisor" 2>/dev/null || true; wait "$supervisor" 2>/dev/null || true; fi
    if [[ "${KEEP_WORK:-0}" != 1 ]]; then rm -rf "$work"; fi
}
trap cleanup EXIT

# The processes of this check: their command line names this check's configuration file.
pids_of() {
    local exe="$1" pid
    for pid in $(pgrep -f -- "$work/kiosk.ini" || true); do
        local path
        path="$(readlink "/proc/$pid/exe" 2>/dev/null || true)"
        if [[ "$path" == "$exe" || "$(basename "$path")" == "$exe" ]]; then echo "$pid"; fi
    done
}

# The kiosk's configuration: the example, with this check's journal and an idle time long
# enough that the visitor reset cannot happen during the check.
sed -e "s#^path=.*#path=$work/journal.db#" -e 's/^idle_seconds=.*/idle_seconds=3600/' \
    -e 's/^countdown_seconds=.*/countdown_seconds=30/' -e 's/^muted=.*/muted=true/' \
    "$here/kiosk.ini" >"$work/kiosk.ini"
mkdir -p "$work/home" "$work/xdg"
chmod 700 "$work/xdg"

# 2. A visitor's game in progress, through the engine's protocol on the kiosk's journal.
python3 - "$cli" "$work/journal.db" <<'PY'
import json, subprocess, sys
cli, db = sys.argv[1], sys.argv[2]
p = subprocess.Popen([cli, "drive", "--db", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def ask(req):
    p.stdin.write(json.dumps(req) + "\n"); p.stdin.flush()
    reply = json.loads(p.stdout.readline())
    if not reply.get("ok"):
        sys.exit(f"instants-cli refused {req}: {reply}")
    return reply["state"]["game"]
for attempt in range(100):
    game = ask({"cmd": "start", "game": "happy-des", "stake_cents": 100})
    thrown = 0
    while not game["finished"]:
        allowed = game["allowed_actions"]
        if game["phase"] == "cumul":
            if thrown == 3:
                break  # three of the seven dice thrown: leave the game here
            thrown += 1
        action = "continue" if "continue" in allowed else ("universe:cumul" if "universe:cumul" in allowed else allowed[0])
        game = ask({"cmd": "act", "action": action})
    if not game["finished"]:
        break
else:
    sys.exit("no stage-1 win in 100 games")
p.stdin.close(); p.wait()
PY
[[ -n "${runas[*]}" ]] && chown -R nobody: "$work"

state_of_journal() {
    # A consistent copy while the kiosk runs, then the engine's view of it.
    rm -f "$work/copy.db" "$work/copy.db-wal" "$work/copy.db-shm"
    sqlite3 "$work/journal.db" ".backup '$work/copy.db'"
    echo '{"cmd": "state"}' | "$cli" drive --db "$work/copy.db" --blocks "$work/copy.blocks"
}
before="$(state_of_journal)"
echo "$before" | grep -q '"phase": *"cumul"' || fail "the game was not left in Happy Cumul: $before"
say "mode: $mode; a Happy Dés game left in Happy Cumul with three dice thrown"

# 1. The unit's command and environment.
exec_start="$(sed -n 's/^ExecStart=//p' "$unit")"
restart_sec="$(sed -n 's/^RestartSec=//p' "$unit")"
[[ "$(sed -n 's/^Restart=//p' "$unit")" == always ]] || fail "the unit does not say Restart=always"
command_line="${exec_start//\/usr\/bin\/instants/$client}"
command_line="${command_line//\/etc\/instants\/kiosk.ini/$work/kiosk.ini}"
command_line="${command_line//\/usr\/bin\/cage/cage}"
read -r -a command_words <<<"$command_line"
mapfile -t unit_env < <(sed -n 's/^Environment=//p' "$unit")
env_words=(HOME="$work/home" XDG_RUNTIME_DIR="$work/xdg" QT_QUICK_BACKEND=software "${unit_env[@]}")
if [[ "$mode" == cage ]]; then
    env_words+=(WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman)
    say "runs: ${runas[*]} ${command_words[*]}"
else
    # Without cage: the client itself, as the unit's command would start it inside cage.
    command_words=("${command_words[@]:$(( $(printf '%s\n' "${command_words[@]}" | grep -n -- '^--$' | cut -d: -f1) ))}")
    env_words+=(QT_QPA_PLATFORM=xcb)
    say "runs: xvfb-run ${command_words[*]}"
fi

# Restart=always, RestartSec=N: what systemd does, as a loop.
(
    n=0
    while [[ ! -e "$work/stop" ]]; do
        n=$((n + 1))
        echo "start $n" >>"$work/supervisor.log"
        if [[ "$mode" == cage ]]; then
            "${runas[@]}" env "${env_words[@]}" "${command_words[@]}" >>"$work/kiosk.log" 2>&1 || true
        else
            env "${env_words[@]}" xvfb-run -a -s "-screen 0 1920x1080x24" "${command_words[@]}" >>"$work/kiosk.log" 2>&1 || true
        fi
        echo "stopped $n" >>"$work/supervisor.log"
        [[ -e "$work/stop" ]] || sleep "$restart_sec"
    done
) &
supervisor=$!

# A client of this check that has the kiosk's journal open (it resumed it).
wait_for_client() {
    local not="${1:-}" deadline=$((SECONDS + 60)) pid
    while ((SECONDS < deadline)); do
        for pid in $(pids_of "$client"); do
            if [[ "$pid" != "$not" ]] && ls -l "/proc/$pid/fd" 2>/dev/null | grep -q "$work/journal.db"; then
                sleep 3  # let it settle on its resumed screen
                kill -0 "$pid" 2>/dev/null && { echo "$pid"; return 0; }
            fi
        done
        sleep 0.5
    done
    return 1
}

compare() {
    local label="$1" now
    now="$(state_of_journal)"
    if [[ "$now" != "$before" ]]; then
        say "before: $before"
        say "after:  $now"
        fail "$label: the state differs"
    fi
    say "$label: same state (balance, game, events, phase, allowed actions)"
}

pid="$(wait_for_client)" || { tail -20 "$work/kiosk.log"; fail "the kiosk did not start"; }
say "kiosk client $pid is up with the journal open"
compare "running"

say "kill -9 $pid (the client)"
kill -KILL "$pid"
pid2="$(wait_for_client "$pid")" || { tail -20 "$work/kiosk.log"; fail "the kiosk did not come back after kill -9"; }
say "restarted: client $pid2"
compare "after kill -9 of the client"

if [[ "$mode" == cage ]]; then
    cage_pid="$(pids_of cage | head -1)"
    [[ -n "$cage_pid" ]] || fail "no cage process"
    say "kill -9 $cage_pid (the compositor)"
    kill -KILL "$cage_pid"
    pid3="$(wait_for_client "$pid2")" || { tail -20 "$work/kiosk.log"; fail "the kiosk did not come back after kill -9 of cage"; }
    say "restarted: client $pid3"
    compare "after kill -9 of the compositor"
fi
starts="$(grep -c '^start' "$work/supervisor.log")"
say "OK: $starts starts of the unit's command, the same state each time"
