#!/usr/bin/env python3
"""One writer per journal (docs/protocol.md, "One writer per journal"), with real processes.

1. A driver (`instants-cli drive`) opens a journal and takes a stake. While it runs:
   * a second driver on the same journal is refused at open: one JSON reply line with
     `ok: false`, error code `journal_in_use` and a message naming the journal and the first
     driver's process id; exit status 1; it takes no stake and writes nothing;
   * several drivers started at once on the same journal are all refused the same way.
2. The first driver goes on playing; the journal holds exactly its one game and its stake once;
   the balance reconciles.
3. The first driver is killed with SIGKILL in the middle of its game: the system releases its
   lock, and a new driver opens the journal at once and resumes that game.

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: single_writer_test.py --cli PATH/instants-cli
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def start(cli, db):
    return subprocess.Popen([cli, "drive", "--db", db, "--seed", "5"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)


def ask(proc, request):
    proc.stdin.write(json.dumps(request) + "\n")
    proc.stdin.flush()
    line = proc.stdout.readline()
    check(line, f"no reply to {request}")
    return json.loads(line)


def refused(cli, db, holder_pid, count):
    """`count` drivers started together on `db`: each refused clearly, none plays."""
    procs = [start(cli, db) for _ in range(count)]
    for p in procs:
        # A refused driver reads no request: what it was sent is never answered.
        out, err = p.communicate('{"cmd": "start", "game": "happy-des", "stake_cents": 100}\n', timeout=60)
        check(p.returncode == 1, f"a second driver exited with status {p.returncode}, not 1")
        lines = [l for l in out.splitlines() if l.strip()]
        check(len(lines) == 1, f"a second driver replied {len(lines)} lines, not one: {out!r}")
        reply = json.loads(lines[0])
        check(reply.get("ok") is False, f"a second driver's reply is not a refusal: {reply}")
        code = reply.get("error", {}).get("code")
        message = reply.get("error", {}).get("message", "")
        check(code == "journal_in_use", f"a second driver's error is {code}, not journal_in_use")
        check(db in message, f"the refusal does not name the journal: {message}")
        check(f"process {holder_pid}" in message, f"the refusal does not name the holder {holder_pid}: {message}")
        check("in use" in err, f"nothing on the second driver's stderr: {err!r}")
    return len(procs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="instants-single-writer-")
    db = os.path.join(work, "journal.db")

    first = start(args.cli, db)
    state = ask(first, {"cmd": "start", "game": "happy-des", "stake_cents": 100})
    check(state.get("ok") is True, f"the first driver could not start a game: {state}")
    balance = state["state"]["balance_cents"]
    check(balance == 9900, f"balance {balance} after one stake of 1,00 euro, not 9900")

    n = refused(args.cli, db, first.pid, 1)
    n += refused(args.cli, db, first.pid, 4)

    # The first driver goes on: its game, its one stake, nothing of the others.
    after = ask(first, {"cmd": "state"})
    check(after["state"]["balance_cents"] == 9900, f"balance now {after['state']['balance_cents']}, not 9900")
    history = ask(first, {"cmd": "history", "limit": 0})
    games = history.get("games")
    check(isinstance(games, list) and len(games) == 1, f"the journal holds {games!r}, not one game")
    check(games[0]["stake_cents"] == 100 and not games[0]["finished"], f"the game is not the first driver's: {games[0]}")

    # SIGKILL mid-game: the lock goes with the process, the next driver resumes the game.
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    again = start(args.cli, db)
    resumed = ask(again, {"cmd": "state"})
    check(resumed.get("ok") is True, f"after the kill, a new driver is refused: {resumed}")
    check(resumed["state"].get("game") is not None, f"the unfinished game is not resumed: {resumed}")
    check(resumed["state"]["balance_cents"] == 9900, f"balance after the kill {resumed['state']['balance_cents']}")
    again.stdin.close()
    again.wait(timeout=30)
    check(again.returncode == 0, f"the new driver exited with {again.returncode}")
    print(f"single_writer: {n} drivers refused while the first ran (journal_in_use, its pid named, "
          f"no stake taken); the lock released by SIGKILL and the game resumed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (Failure, json.JSONDecodeError, subprocess.TimeoutExpired) as e:
        print(f"single_writer: FAILED: {e}", file=sys.stderr)
        sys.exit(1)
