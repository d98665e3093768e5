#!/usr/bin/env python3
"""One window per journal on the desktop (docs/protocol.md, "One writer per journal"), with
real client processes (offscreen).

1. A client runs on a journal. A second launch on the same journal brings the first client's
   window forward and ends at once with status 0, naming the journal and the running process;
   the first client says it was brought forward and goes on running.
2. A launch on another journal is not concerned: it runs on its own.
3. After the first client is killed with SIGKILL (its socket left behind), a new launch on the
   journal starts normally (the stale socket is replaced).

A client counts as up when it answers a request to come forward on its journal's socket (the
request a second launch makes, read here independently of the client's code). That a launch
did not end, or did not say "already open", is checked only after such a positive answer: a
later launch on the journal brought forward by it, which it can give only once it is past its
own start.

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: second_launch_test.py --client PATH/instants
"""

import argparse
import hashlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def launch(client, db, log):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software", QSG_RENDER_LOOP="basic")
    return subprocess.Popen([client, "--db", db, "--mute"], stdout=subprocess.DEVNULL, stderr=open(log, "w"), env=env)


def wait_for(predicate, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.1)
    return predicate()


def socket_path(db):
    """The client's local socket for a journal (app/client/platform/singleinstance.cpp): "instants-" and
    16 hex digits of the SHA-256 of the journal's absolute, clean path, in Qt's temporary
    folder ($TMPDIR, else /tmp)."""
    digest = hashlib.sha256(os.path.normpath(os.path.abspath(db)).encode()).hexdigest()[:16]
    return os.path.join(os.environ.get("TMPDIR") or "/tmp", "instants-" + digest)


def ask_forward(db, seconds=60):
    """Asks the client on `db` to come forward, as a second launch does; its answer ("ok process
    PID"), or None when nothing answers (no socket, a stale one nobody listens on). A client
    that listens answers once its event loop runs: the reply is awaited up to `seconds` (a
    request left unanswered would still be answered later, and counted in its log)."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(seconds)
            s.connect(socket_path(db))
            s.sendall(b"raise\n")
            reply = b""
            while not reply.endswith(b"\n"):
                chunk = s.recv(256)
                if not chunk:
                    break
                reply += chunk
            return reply.decode(errors="replace").strip() or None
    except OSError:
        return None


def wait_up(proc, db, what, seconds=60):
    """Waits until `proc` answers on `db`'s socket; fails if it ends or another process answers."""
    answers = []
    def answered():
        check(proc.poll() is None, f"{what} ended ({proc.returncode}) before it answered on its journal's socket")
        answers.append(ask_forward(db))
        return answers[-1] is not None
    check(wait_for(answered, seconds), f"{what} never answered on its journal's socket {socket_path(db)}")
    check(answers[-1] == f"ok process {proc.pid}", f"{what}: the journal's socket was answered by {answers[-1]!r}, "
          f"not by process {proc.pid}")


def count_forward(log):
    return open(log).read().count("the window was brought forward")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--client", required=True)
    client = ap.parse_args().client
    procs = []
    try:
        with tempfile.TemporaryDirectory(prefix="instants-second-launch-") as work:
            db = os.path.join(work, "j.db")
            first_log = os.path.join(work, "first.log")
            first = launch(client, db, first_log)
            procs.append(first)
            wait_up(first, db, "the first client")
            check(os.path.exists(db + ".lock") and os.path.exists(db), "the first client did not open its journal")
            check(wait_for(lambda: count_forward(first_log) == 1, 10),
                  "the first client did not say it was brought forward by the test's request")

            second_log = os.path.join(work, "second.log")
            second = launch(client, db, second_log)
            procs.append(second)
            try:
                code = second.wait(timeout=30)
            except subprocess.TimeoutExpired:
                raise Failure("a second launch on the same journal kept running (a second window)")
            said = open(second_log).read()
            check(code == 0, f"the second launch exited with {code}: {said}")
            check("already open in a running Instants window" in said and f"process {first.pid}" in said,
                  f"the second launch did not say which window it brought forward: {said!r}")
            check(wait_for(lambda: count_forward(first_log) == 2, 10),
                  "the first client was not asked to come forward")
            check(first.poll() is None, "the first client ended")
            print(f"  second launch: exit 0 at once; {said.strip()[:120]}")

            other_db = os.path.join(work, "other.db")
            other = launch(client, other_db, os.path.join(work, "other.log"))
            procs.append(other)
            wait_up(other, other_db, "a client on another journal")
            check(os.path.exists(other_db), "a client on another journal did not open it")
            # The first client was not concerned: it was brought forward twice, by the test and
            # the second launch, and not by the client on another journal.
            check(count_forward(first_log) == 2, "a client on another journal brought the first one forward")
            check(first.poll() is None, "the first client ended")
            other.send_signal(signal.SIGTERM)
            check(other.wait(timeout=30) == 0, "the client on another journal did not end cleanly")
            print("  another journal: its own window")

            first.kill()
            first.wait(timeout=30)
            again_log = os.path.join(work, "again.log")
            again = launch(client, db, again_log)
            procs.append(again)
            check(os.path.exists(socket_path(db)), "the killed client's socket is not left behind: nothing to replace")
            wait_up(again, db, f"after a SIGKILL, a new launch (log: {again_log})")
            # The sentinel: one more launch on the journal, brought forward by the new client.
            third_log = os.path.join(work, "third.log")
            third = launch(client, db, third_log)
            procs.append(third)
            try:
                code = third.wait(timeout=30)
            except subprocess.TimeoutExpired:
                raise Failure("after a SIGKILL and a new launch, one more launch kept running (a second window)")
            said = open(third_log).read()
            check(code == 0 and f"process {again.pid}" in said,
                  f"one more launch was not brought forward by the new client (exit {code}): {said!r}")
            check(wait_for(lambda: count_forward(again_log) == 2, 10),
                  "the new client did not say it was brought forward")
            # THEN nothing else happened to the new client: it runs, and never took the dead one
            # for a running one.
            check(again.poll() is None,
                  f"after a SIGKILL, a new launch ended ({again.returncode}): {open(again_log).read()!r}")
            check("already open" not in open(again_log).read(),
                  f"a dead client was taken for a running one: {open(again_log).read()!r}")
            again.send_signal(signal.SIGTERM)
            check(again.wait(timeout=30) == 0, "the new client did not end cleanly")
            print("  after SIGKILL: a new launch starts normally")
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    print("second launch test: passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print(f"FAIL {e}")
        sys.exit(1)
