#!/usr/bin/env python3
"""SIGTERM, SIGINT and SIGHUP end the client and the driver cleanly (docs/protocol.md,
"Ending the driver"; docs/study.md, "Files").

For each signal, with real processes on a temporary journal:

  * the client (`instants`, offscreen, usability-study mode with a participant): once its
    session log has its first line and the window has been up a moment, the signal is sent;
    the client must exit with status 0, the log must end with its `session_end` line, the
    summary file must be there and name the participant, and the journal must be closed: no
    `-wal` file left beside it, SQLite's integrity check passes, and the driver opens it;
  * the driver (`instants-cli drive`): a Happy Dés game played to its end one request at a
    time, then a burst of requests written at once (the first deals a DÉDÉ ticket, generating
    its block, then Happy 2014 tickets are dealt and played) and the
    signal sent as soon as the DÉDÉ ticket's replies have been read, while the rest are being
    handled; the signal must have taken effect in the middle of the burst (the ticket's
    replies among the answers, and not every request answered: the driver stops at the request
    it is handling, it does not drain its input first); the driver must exit with status 0,
    every line it wrote must be a whole JSON reply, the journal must be closed as above, and
    reopened, its state must be exactly the last reply's: no request was handled without being
    answered.

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: signal_test.py --cli PATH/instants-cli --client PATH/instants [--signals TERM,INT,HUP]
"""

import argparse
import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

TIMEOUT = 180.0  # a loaded machine starts the client slowly


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def journal_closed_and_sound(cli, db, where):
    """No write-ahead log left, SQLite's integrity check passes, the driver opens it; returns
    the driver's state reply."""
    check(os.path.exists(db), "%s: the journal %s is missing" % (where, db))
    for suffix in ("-wal", "-shm"):
        check(not os.path.exists(db + suffix),
              "%s: %s%s is left beside the journal: it was not closed" % (where, db, suffix))
    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    try:
        verdict = con.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        con.close()
    check(verdict == "ok", "%s: integrity check of %s: %s" % (where, db, verdict))
    done = subprocess.run([cli, "drive", "--db", db], input=b'{"cmd": "state"}\n',
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    check(done.returncode == 0, "%s: the driver cannot reopen %s (status %d): %s"
          % (where, db, done.returncode, done.stderr.decode(errors="replace")))
    reply = json.loads(done.stdout.decode().splitlines()[0])
    check(reply.get("ok") is True, "%s: the reopened journal answers %r" % (where, reply))
    return reply


def read_at_least(proc, count, timeout=TIMEOUT):
    """At least `count` reply lines from the driver's stdout: (the whole lines read, the bytes
    read after the last of them)."""
    fd = proc.stdout.fileno()
    buffer = b""
    deadline = time.monotonic() + timeout
    while buffer.count(b"\n") < count:
        left = deadline - time.monotonic()
        check(left > 0, "the driver did not reply within %.0f s" % timeout)
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            chunk = os.read(fd, 1 << 16)
            check(chunk, "the driver closed its output early (status %s)" % proc.poll())
            buffer += chunk
    lines = buffer.split(b"\n")
    return [json.loads(line) for line in lines[:-1]], lines[-1]


def read_lines(proc, count, timeout=TIMEOUT):
    """Exactly `count` reply lines from the driver's stdout."""
    lines, rest = read_at_least(proc, count, timeout)
    check(len(lines) == count and rest == b"", "unexpected extra output: %r" % rest[-200:])
    return lines


def test_driver(cli, work, sig):
    name = signal.Signals(sig).name
    db = os.path.join(work, "drive-%s.db" % name)
    blocks = os.path.join(work, "blocks-%s" % name)
    os.makedirs(blocks)
    proc = subprocess.Popen([cli, "drive", "--db", db, "--seed", "7", "--blocks", blocks],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            bufsize=0)
    try:
        def send(requests):
            proc.stdin.write("".join(json.dumps(r) + "\n" for r in requests).encode())

        # One by one: the driver is up and answering.
        send([{"cmd": "state"}])
        read_lines(proc, 1)
        send([{"cmd": "start", "game": "happy-des", "stake_cents": 200}])
        first = read_lines(proc, 1)[0]
        check(first.get("ok") is True, "driver (%s): start refused: %r" % (name, first))
        # Played to its end (rolls, and a stop at a stage-1 win), so that the burst's games
        # can start.
        for _ in range(50):
            game = first["state"]["game"]
            if game["finished"]:
                break
            send([{"cmd": "act", "action": "stop" if "stop" in game["allowed_actions"] else "roll"}])
            first = read_lines(proc, 1)[0]
            check(first.get("ok") is True, "driver (%s): a Happy Dés action refused: %r" % (name, first))
        check(first["state"]["game"]["finished"], "driver (%s): the Happy Dés game did not end" % name)
        # A burst, and the signal while it is being handled.
        head = [{"cmd": "start", "game": "dede", "stake_cents": 200}, {"cmd": "act", "action": "auto"}]
        burst = head + [{"cmd": "start", "game": "happy-2014", "stake_cents": 300},
                        {"cmd": "act", "action": "auto"}, {"cmd": "state"}] * 300
        # Written from a thread: the driver stops reading at the signal, the pipe then fills.
        def write_burst():
            try:
                send(burst)
            except (BrokenPipeError, OSError):
                pass
        writer = threading.Thread(target=write_burst, daemon=True)
        writer.start()
        # The sentinel: the replies to the burst's head (the DÉDÉ ticket dealt and played) are
        # read before the signal is sent, so the signal comes after them and, unless the
        # driver answers the other 900 requests before it reads the signal, in the middle.
        seen, partial = read_at_least(proc, len(head))
        proc.send_signal(sig)
        out = []
        reader = threading.Thread(target=lambda: out.append(proc.stdout.read()), daemon=True)
        reader.start()
        try:
            rc = proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise Failure("driver (%s): still running %.0f s after the signal" % (name, TIMEOUT))
        reader.join(TIMEOUT)
        writer.join(TIMEOUT)
        rest = partial + (out[0] if out else b"")
        err = proc.stderr.read().decode(errors="replace")
    finally:
        for f in (proc.stdin, proc.stdout, proc.stderr):
            try:
                f.close()
            except OSError:
                pass
    check(rc == 0, "driver (%s): exit status %d, 0 expected (stderr: %s)" % (name, rc, err.strip()[-300:]))
    check(rest == b"" or rest.endswith(b"\n"), "driver (%s): a reply was cut: %r" % (name, rest[-200:]))
    replies = [first] + seen
    for line in rest.split(b"\n")[:-1]:
        try:
            replies.append(json.loads(line))
        except ValueError as e:
            raise Failure("driver (%s): a reply is not JSON (%s): %r" % (name, e, line[:200]))
    answered = len(replies) - 1
    check(answered <= len(burst), "driver (%s): more replies than requests" % name)
    # The condition the test is about: the signal took effect in the middle of the burst.
    check(answered < len(burst),
          "driver (%s): all %d burst requests were answered: the signal, sent once %d replies had been read, did not "
          "take effect before the end of the input" % (name, len(burst), len(head)))
    check(all(r.get("ok") is True for r in replies[1:3]) and replies[2]["state"]["game"]["game"] == "dede"
          and replies[2]["state"]["game"]["finished"],
          "driver (%s): the burst's DÉDÉ ticket was not dealt and played: %r" % (name, replies[1:3]))
    state = journal_closed_and_sound(cli, db, "driver (%s)" % name)["state"]
    last = replies[-1]["state"]
    check(state == last, "driver (%s): the journal's state differs from the last reply's:\n%r\n%r"
          % (name, state, last))
    print("driver, SIG%s: exit 0, %d of %d burst requests answered before the signal took effect, "
          "journal closed and equal to the last reply" % (name[3:], len(replies) - 1, len(burst)))


def test_client(client, cli, work, sig):
    name = signal.Signals(sig).name
    study = os.path.join(work, "study-%s" % name)
    db = os.path.join(work, "client-%s.db" % name)
    participant = "P-%s" % name
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software",
               QSG_RENDER_LOOP="basic")
    proc = subprocess.Popen([client, "--study", study, "--participant", participant, "--db", db,
                             "--settings", os.path.join(work, "settings-%s.ini" % name), "--mute", "--seed", "3"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        deadline = time.monotonic() + TIMEOUT
        log = None
        while log is None:
            check(proc.poll() is None, "client (%s): exited early with status %s" % (name, proc.returncode))
            check(time.monotonic() < deadline, "client (%s): no session log after %.0f s" % (name, TIMEOUT))
            logs = [f for f in os.listdir(study) if f.endswith(".jsonl")] if os.path.isdir(study) else []
            if logs:
                log = os.path.join(study, logs[0])
            time.sleep(0.1)
        # The window is up and the event loop runs: its screen's picture is in the log.
        while b'"screen_picture"' not in open(log, "rb").read():
            check(proc.poll() is None, "client (%s): exited early with status %s" % (name, proc.returncode))
            check(time.monotonic() < deadline, "client (%s): the window never settled" % name)
            time.sleep(0.1)
        proc.send_signal(sig)
        try:
            out, err = proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise Failure("client (%s): still running %.0f s after the signal" % (name, TIMEOUT))
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    rc = proc.returncode
    check(rc == 0, "client (%s): exit status %d, 0 expected (stderr: %s)"
          % (name, rc, err.decode(errors="replace").strip()[-300:]))
    lines = [json.loads(line) for line in open(log, encoding="utf-8").read().splitlines()]
    check(lines[0]["kind"] == "session_start", "client (%s): the log does not start with session_start" % name)
    check(lines[-1]["kind"] == "session_end",
          "client (%s): the log's last line is %r, not session_end" % (name, lines[-1]["kind"]))
    summary_file = log[:-len(".jsonl")] + "-summary.json"
    check(os.path.exists(summary_file), "client (%s): no summary file %s" % (name, summary_file))
    summary = json.load(open(summary_file, encoding="utf-8"))
    check(summary.get("participant") == participant,
          "client (%s): the summary names %r" % (name, summary.get("participant")))
    check(summary == lines[-1]["summary"], "client (%s): the summary file differs from the log's" % name)
    journal_closed_and_sound(cli, db, "client (%s)" % name)
    print("client, SIG%s: exit 0, session_end and %s written, journal closed"
          % (name[3:], os.path.basename(summary_file)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--client", required=True)
    parser.add_argument("--signals", default="TERM,INT,HUP")
    args = parser.parse_args()
    sigs = [getattr(signal, "SIG" + s.strip()) for s in args.signals.split(",")]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="instants-signals-") as work:
        for sig in sigs:
            for test in (lambda: test_driver(args.cli, work, sig),
                         lambda: test_client(args.client, args.cli, work, sig)):
                try:
                    test()
                except Failure as e:
                    failures += 1
                    print("FAIL: %s" % e)
    print("%s: %d failure(s)" % ("FAIL" if failures else "PASS", failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
