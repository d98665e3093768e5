#!/usr/bin/env python3
"""One window per journal on the desktop (docs/protocol.md, "One writer per journal"), with
real client processes (offscreen).

1. A client runs on a journal. A second launch on the same journal brings the first client's
   window forward and ends at once with status 0, naming the journal and the running process;
   the first client says it was brought forward and goes on running.
2. A launch on another journal is not concerned: it runs on its own.
3. After the first client is killed with SIGKILL (its socket left behind), a new launch on the
   journal starts normally (the stale socket is replaced).

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: second_launch_test.py --client PATH/instants
"""

import argparse
import os
import signal
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
            check(wait_for(lambda: os.path.exists(db + ".lock") and os.path.exists(db), 60),
                  "the first client did not open its journal")
            time.sleep(1.0)
            check(first.poll() is None, f"the first client ended ({first.returncode})")

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
            check(wait_for(lambda: "brought forward" in open(first_log).read(), 10),
                  "the first client was not asked to come forward")
            check(first.poll() is None, "the first client ended")
            print(f"  second launch: exit 0 at once; {said.strip()[:120]}")

            other_db = os.path.join(work, "other.db")
            other = launch(client, other_db, os.path.join(work, "other.log"))
            procs.append(other)
            check(wait_for(lambda: os.path.exists(other_db), 60), "a client on another journal did not start")
            time.sleep(1.0)
            check(other.poll() is None, f"a client on another journal ended ({other.returncode})")
            other.send_signal(signal.SIGTERM)
            check(other.wait(timeout=30) == 0, "the client on another journal did not end cleanly")
            print("  another journal: its own window")

            first.kill()
            first.wait(timeout=30)
            again_log = os.path.join(work, "again.log")
            again = launch(client, db, again_log)
            procs.append(again)
            time.sleep(4.0)
            check(again.poll() is None,
                  f"after a SIGKILL, a new launch did not start ({again.returncode}): {open(again_log).read()!r}")
            check("already open" not in open(again_log).read(), "a dead client was taken for a running one")
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
