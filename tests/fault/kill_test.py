#!/usr/bin/env python3
"""Fault injection for docs/architecture.md, invariant 6 ("Nothing is lost"), issue 4, acceptance point 1.

Runs `instants-cli drive` as a child process on one database, plays games of all three kinds
with random legal actions (a seeded random.Random), and kills the driver with SIGKILL at
random moments: between requests, while a request is being processed (a short random delay
after writing it, without waiting for the reply), and while the driver starts up. Half the
kills during a start or an act are aimed at its commit: the test watches the journal's
write-ahead log (size and modification time, by fstat in a busy loop, the driver and the
test on different processors) and kills the driver as soon as the log changes, while the
transaction's frames are being written or synced (synchronous=FULL).

After every kill, before the restart, the log the driver left is read by wal_frames.py (the
SQLite WAL format, read without SQLite): frames written after its last commit frame, with
the header's salts and valid checksums, are a transaction whose commit the kill cut short.
Such a kill counts as inside a commit (frames left over from an earlier kill do not count),
its request must not have been answered, and after the restart it must not be there. The
test fails unless at least --min-in-commit (5) kills landed inside a commit.
Measured on 2 shared cores (Debian 12, ext4, SQLite 3.40, other jobs running), 7 runs of
1000 games and the three seed modes, rng seeds 1 to 6 and the default: 19 to 28 aimed kills
per run, of which 10 to 18 inside a commit (one more random "during a request" kill once).
Without the aimed kills (--no-aim, a hidden switch) the count was 0 or 1 and the test failed.
5 leaves a margin for a busier machine; on a single processor the aimed kills would mostly
come too late (the driver writes its 3 to 10 frames in a few microseconds, then syncs).
On a machine busy with other tests (a CI run of the whole suite) the share of aimed kills
that land can fall to one in six (3 of 19 once). So when the games and kills asked for are
done and fewer than --min-in-commit kills landed inside a commit, the test goes on with
lives that end in an aimed kill only (a few requests, then a start or an act and its kill),
until enough landed or --max-extra-aimed (150) more were aimed; only then does it fail.

After every kill the driver is restarted on the same database and the test checks:

  * every event ever shown in a reply (every complete reply line the driver wrote, including
    those still in the pipe when it was killed) is still there, unchanged and in order, in
    the history and in the state's game;
  * the unfinished game is resumed (same id, the events shown are a prefix of its events)
    and is then played to its end;
  * game ids are contiguous, at most one game (the newest) is unfinished, and
    balance = initial - sum of stakes + sum of wins over the whole history
    (this test never resets the balance); the balance of every reply satisfies it too;
  * refused requests (a few bad ones are mixed in) change nothing.

With --seed-mode seeded (every life of the driver gets the same --seed), it finally replays
every recorded game's actions into a fresh database with the same seed, with no kill, and
checks that the same events come out: the draws after a restart are the draws there would
have been without the kill.

Standard library only. Exit status 0 when every check holds, 1 otherwise (the work folder
is then kept for inspection).

It first runs the self-test of wal_frames.py (the reader against logs SQLite wrote, cut and
altered); --self-test runs only that.

Usage: kill_test.py --cli PATH/instants-cli --workdir DIR [--games 1000] [--kills 50]
                    [--seed-mode seeded|os|mixed] [--rng-seed N] [--min-in-commit 5]
       kill_test.py --workdir DIR --self-test
"""

import argparse
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wal_frames  # noqa: E402  (next to this script)

STAKES = {"happy-des": [100, 200], "dede": [200], "happy-2014": [300]}
KINDS = list(STAKES)
INITIAL_BALANCE = 100_000_000  # never short of money: no reset_balance is needed
REPLY_TIMEOUT = 120.0  # seconds; a first deal may generate a block (about a second)
AIM_SHARE = 0.5  # of the kills during a start or an act: aimed at its commit
AIM_TIMEOUT = 5.0  # seconds without a change of the log before an aimed kill gives up waiting
MIN_IN_COMMIT = 5  # kills the log must show inside a commit, or the test fails
MAX_EXTRA_AIMED = 150  # aimed kills added at the end, at most, to reach MIN_IN_COMMIT


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Driver:
    """One life of `instants-cli drive`: requests in, reply lines out, through pipes."""

    def __init__(self, argv, log):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=log, bufsize=0)
        self.buffer = b""

    def send(self, request):
        """Writes one request line. False when the driver is gone."""
        try:
            self.proc.stdin.write((json.dumps(request) + "\n").encode())
            return True
        except (BrokenPipeError, OSError):
            return False

    def read_reply(self, timeout=REPLY_TIMEOUT):
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            check(left > 0, "the driver did not reply within %.0f s" % timeout)
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 1 << 16)
                check(chunk, "the driver closed its output (exit status %s)" % self.proc.poll())
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        try:
            return json.loads(line)
        except ValueError as e:
            raise Failure("a reply is not JSON (%s): %r" % (e, line[:300]))

    def kill(self):
        """SIGKILL, then every complete reply line the driver had written (the player may
        have seen them: they count as shown)."""
        try:
            self.proc.send_signal(signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        fd = self.proc.stdout.fileno()
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            self.buffer += chunk
        self.close_pipes()
        lines = self.buffer.split(b"\n")[:-1]  # a partial last line was never shown whole
        replies = []
        for line in lines:
            try:
                replies.append(json.loads(line))
            except ValueError as e:
                raise Failure("a reply is not JSON (%s): %r" % (e, line[:300]))
        return replies

    def finish(self):
        """Closes stdin and expects a clean exit."""
        self.proc.stdin.close()
        rc = self.proc.wait(timeout=REPLY_TIMEOUT)
        self.proc.stdout.close()
        check(rc == 0, "the driver exited with status %d at end of input" % rc)

    def close_pipes(self):
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass


def actions_of(kind, events):
    """The player actions a game's public events record, in order."""
    out = []
    if kind == "happy-des":
        for e in events:
            t = e["type"]
            if t == "stage1_roll":
                out.append("roll")
            elif t in ("stop", "continue"):
                out.append(t)
            elif t == "universe":
                out.append("universe:" + e["universe"])
            elif t == "die":
                out.append("die:%d" % e["die"])
            elif t == "identiques_throw":
                out.append("throw")
        return out
    in_auto = False
    for e in events:
        t = e["type"]
        if t == "auto":
            out.append("auto")
            in_auto = True
        elif t == "reveal":
            if not in_auto:
                out.append("reveal:" + e["zone"])
        else:
            in_auto = False
    return out


class KillTest:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.rng_seed)
        self.work = tempfile.mkdtemp(prefix="kill-", dir=args.workdir)
        self.db = os.path.join(self.work, "kill.db")
        self.blocks = self.db + ".blocks"
        self.wal = self.db + "-wal"
        # The log's uncommitted frames when the current life began (a kill only counts as
        # inside a commit when it left uncommitted frames of its own).
        self.tail_before = None
        # A write request whose commit a kill cut short: it must not be there on restart.
        self.cut_short = None
        self.log = open(os.path.join(self.work, "driver-stderr.log"), "ab")
        # With two processors or more, the driver runs on one and this test on another: a
        # kill aimed at a commit is then sent while the driver writes, not after it.
        cpus = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
        self.driver_cpus = None
        if len(cpus) >= 2:
            self.driver_cpus = {cpus[-1]}
            os.sched_setaffinity(0, {cpus[0]})
        self.seed = args.rng_seed * 7919 + 17
        # What the player has been shown: id -> {game, stake, events, finished, win}.
        self.games = {}
        self.prev_state = None  # the state of the last reply processed
        self.resumed = set()  # ids of unfinished games found on a restart
        # A game finished (and was checkpointed) in this life since the last start: the
        # log restarts from its beginning at the next commit.
        self.log_restarts = False
        self.stats = dict(requests=0, refused=0, kills=0, kills_between=0, kills_during=0,
                          kills_startup=0, restarts=0, resumed_unfinished=0, drained_replies=0,
                          committed_unseen=0, lost_requests=0, seeded_lives=0, os_lives=0,
                          kills_aimed=0, aimed_timeouts=0, in_commit=0, in_commit_aimed=0,
                          uncommitted_frames=0, extra_aimed=0)

    # --- the model ---------------------------------------------------------------------------

    def max_id(self):
        return max(self.games) if self.games else 0

    def expected_balance(self):
        return INITIAL_BALANCE - sum(g["stake"] for g in self.games.values()) + \
            sum(g["win"] for g in self.games.values() if g["finished"])

    def record(self, gid, kind, stake, events, finished, win, where):
        """Checks a view of game gid against what was shown before, and remembers it."""
        check(isinstance(gid, int) and gid >= 1, "%s: bad game id %r" % (where, gid))
        check(kind in STAKES and stake in STAKES[kind],
              "%s: game %d: bad game/stake %r/%r" % (where, gid, kind, stake))
        check(isinstance(events, list) and events, "%s: game %d has no events" % (where, gid))
        if finished:
            last = events[-1]
            check(last.get("type") == "finished" and last.get("win_cents") == win,
                  "%s: finished game %d does not end with its result: %r" % (where, gid, last))
        else:
            check(win == 0, "%s: unfinished game %d shows a win" % (where, gid))
            check(all(e.get("type") != "finished" for e in events),
                  "%s: unfinished game %d has a finished event" % (where, gid))
        known = self.games.get(gid)
        if known is None:
            check(gid > self.max_id(),
                  "%s: game %d appeared below games already shown (max %d)" %
                  (where, gid, self.max_id()))
            self.games[gid] = dict(game=kind, stake=stake, events=list(events),
                                   finished=finished, win=win)
            return
        check(known["game"] == kind and known["stake"] == stake,
              "%s: game %d changed kind or stake: %s/%d -> %s/%d" %
              (where, gid, known["game"], known["stake"], kind, stake))
        n = len(known["events"])
        if events[:n] != known["events"]:
            i = next(i for i in range(n) if i >= len(events) or events[i] != known["events"][i])
            raise Failure("%s: game %d: event #%d shown as %s is now %s" %
                          (where, gid, i + 1, json.dumps(known["events"][i]),
                           json.dumps(events[i]) if i < len(events) else "missing"))
        if known["finished"]:
            check(finished and win == known["win"] and len(events) == n,
                  "%s: finished game %d changed: %r" % (where, gid, events[n:]))
        if len(events) > n:
            known["events"] = list(events)
        known["finished"] = finished
        known["win"] = win

    def record_state(self, state, where):
        check(isinstance(state, dict) and isinstance(state.get("balance_cents"), int),
              "%s: a reply without a state: %r" % (where, state))
        g = state["game"]
        if g is not None:
            check((g["allowed_actions"] == []) == g["finished"],
                  "%s: game %d: allowed_actions %r with finished=%r" %
                  (where, g["id"], g["allowed_actions"], g["finished"]))
            self.record(g["id"], g["game"], g["stake_cents"], g["events"], g["finished"],
                        g["win_cents"], where)
        check(state["balance_cents"] == self.expected_balance(),
              "%s: balance %d, but initial - stakes + wins over the games shown is %d" %
              (where, state["balance_cents"], self.expected_balance()))

    def process(self, request, reply, where):
        """Checks one reply to `request` and updates the model."""
        self.stats["requests"] += 1
        check(isinstance(reply, dict) and isinstance(reply.get("ok"), bool),
              "%s: a reply without ok: %r" % (where, reply))
        where = "%s, %s" % (where, json.dumps(request) if isinstance(request, dict) else request)
        if isinstance(request, dict) and request.get("cmd") == "history":
            check(reply["ok"], "%s: history refused: %r" % (where, reply))
            return
        prev = self.prev_state
        before_ids = set(self.games)
        state = reply.get("state")
        self.record_state(state, where)
        g = state["game"]
        if not reply["ok"]:
            self.stats["refused"] += 1
            err = reply.get("error", {})
            check(isinstance(err.get("code"), str) and isinstance(err.get("message"), str),
                  "%s: a refusal without code and message: %r" % (where, reply))
            expected = request.get("expect") if isinstance(request, dict) else None
            if isinstance(request, str):
                expected = "bad_json"
            check(expected is not None, "%s: refused: %r" % (where, err))
            check(err["code"] == expected, "%s: error %r, expected %r" % (where, err, expected))
            check(prev is None or state == prev, "%s: a refused request changed the state" % where)
        elif request["cmd"] == "start":
            self.log_restarts = False
            check(g is not None and g["id"] not in before_ids and g["id"] == max(before_ids,
                  default=0) + 1, "%s: start did not create the next game" % where)
            check(g["game"] == request["game"] and g["stake_cents"] == request["stake_cents"],
                  "%s: started the wrong game" % where)
            check(prev is None or state["balance_cents"] == prev["balance_cents"] -
                  request["stake_cents"], "%s: the stake was not debited once" % where)
        elif request["cmd"] == "act":
            check(prev is not None and prev["game"] is not None and g is not None and
                  g["id"] == prev["game"]["id"] and
                  len(g["events"]) > len(prev["game"]["events"]),
                  "%s: the action did not add to the game in progress" % where)
            self.log_restarts = self.log_restarts or g["finished"]
        elif request["cmd"] == "state":
            check(prev is None or state == prev, "%s: state changed the state" % where)
        self.prev_state = state

    # --- the player --------------------------------------------------------------------------

    def next_request(self):
        """A request for the current state: mostly legal play, a few refusals and reads."""
        state = self.prev_state
        g = state["game"]
        playing = g is not None and not g["finished"]
        r = self.rng.random()
        if r < 0.03:
            bad = [("{\"cmd\": \"start\", ", None), ({"cmd": "frobnicate"}, "unknown_command"),
                   ({"cmd": "start", "game": "poker", "stake_cents": 100}, "unknown_game"),
                   ({"cmd": "start", "game": "dede", "stake_cents": 300},
                    "game_in_progress" if playing else "bad_stake"),
                   ({"cmd": "act", "action": "reveal:nowhere"},
                    "illegal_action" if playing else "no_game_in_progress")]
            request, code = self.rng.choice(bad)
            if isinstance(request, dict):
                request = dict(request, expect=code)
            return request
        if r < 0.05:
            return self.rng.choice([{"cmd": "state"},
                                    {"cmd": "history", "limit": self.rng.randint(0, 3)}])
        if playing:
            allowed = g["allowed_actions"]
            if g["game"] != "happy-des" and self.rng.random() < 0.3:
                action = "auto"
            else:
                choices = [a for a in allowed if a != "auto"] or allowed
                action = self.rng.choice(choices)
            return {"cmd": "act", "action": action}
        kind = self.rng.choice(KINDS)
        return {"cmd": "start", "game": kind, "stake_cents": self.rng.choice(STAKES[kind])}

    @staticmethod
    def wire(request):
        """What is sent: a dict without the test's own "expect" key, or a raw line."""
        if isinstance(request, str):
            return request
        return {k: v for k, v in request.items() if k != "expect"}

    # --- lives of the driver -----------------------------------------------------------------

    def argv(self, seeded, no_sync=False, db=None):
        a = [self.args.cli, "drive", "--db", db or self.db,
             "--initial-balance-cents", str(INITIAL_BALANCE), "--blocks", self.blocks]
        if seeded:
            a += ["--seed", str(self.seed)]
        if no_sync:
            a.append("--no-sync")
        return a

    def spawn(self):
        mode = self.args.seed_mode
        seeded = mode == "seeded" or (mode == "mixed" and self.rng.random() < 0.5)
        self.stats["seeded_lives" if seeded else "os_lives"] += 1
        d = Driver(self.argv(seeded), self.log)
        if self.driver_cpus:
            try:
                os.sched_setaffinity(d.proc.pid, self.driver_cpus)
            except OSError:
                pass  # the driver is already gone
        return d

    def send_raw(self, driver, request):
        w = self.wire(request)
        if isinstance(w, str):
            try:
                driver.proc.stdin.write((w + "\n").encode())
                return True
            except (BrokenPipeError, OSError):
                return False
        return driver.send(w)

    def restart(self):
        """Starts a life and checks what it resumes against everything shown so far."""
        self.stats["restarts"] += 1
        d = self.spawn()
        d.send({"cmd": "state"})
        d.send({"cmd": "history", "limit": 0})
        state_reply = d.read_reply()
        history_reply = d.read_reply()
        where = "restart %d" % self.stats["restarts"]
        check(state_reply.get("ok") is True and history_reply.get("ok") is True,
              "%s: the driver refused to start: %r" % (where, state_reply))
        history = history_reply["games"]
        ids = [h["id"] for h in history]
        check(ids == list(range(len(history), 0, -1)),
              "%s: game ids are not contiguous newest first: %r" % (where, ids[:10]))
        check(len(history) >= self.max_id(),
              "%s: %d games recorded, but game %d was shown" % (where, len(history), self.max_id()))
        unfinished = [h["id"] for h in history if not h["finished"]]
        check(unfinished in ([], [len(history)]),
              "%s: unfinished games %r (only the newest may be)" % (where, unfinished))
        before = {gid: len(g["events"]) for gid, g in self.games.items()}
        for h in reversed(history):
            self.record(h["id"], h["game"], h["stake_cents"], h["events"], h["finished"],
                        h["win_cents"], where + " (history)")
        # Commits whose reply was never seen (the kill fell between the commit and the reply).
        grown = [gid for gid, g in self.games.items()
                 if gid not in before or len(g["events"]) > before[gid]]
        self.stats["committed_unseen"] += len(grown)
        if self.cut_short is not None:
            # The log showed this request's commit cut short: SQLite must have dropped it.
            check(not grown, "%s: the kill landed inside the commit of %s (%s), yet game %s "
                  "now shows it" % (where, json.dumps(self.cut_short[0]), self.cut_short[1],
                                    grown))
            self.cut_short = None
        balance = INITIAL_BALANCE - sum(h["stake_cents"] for h in history) + \
            sum(h["win_cents"] for h in history)
        state = state_reply["state"]
        check(state["balance_cents"] == balance,
              "%s: balance %d, history says initial - stakes + wins = %d" %
              (where, state["balance_cents"], balance))
        g = state["game"]
        if history:
            newest = history[0]
            check(g is not None and g["id"] == newest["id"] and g["events"] == newest["events"]
                  and g["finished"] == newest["finished"],
                  "%s: the state's game is not the newest recorded game %d" % (where, newest["id"]))
            if not newest["finished"]:
                check(g["allowed_actions"], "%s: the resumed game allows nothing" % where)
                self.stats["resumed_unfinished"] += 1
                self.resumed.add(g["id"])
        else:
            check(g is None, "%s: a game in the state of an empty history" % where)
        self.prev_state = None
        self.record_state(state, where)
        self.prev_state = state
        self.log_restarts = False  # a journal opened again checkpoints after its next game
        return d

    @staticmethod
    def writes(request):
        """True for a request that commits when it is accepted (start, act)."""
        return isinstance(request, dict) and request.get("cmd") in ("start", "act") and \
            "expect" not in request

    def kill(self, driver, pending, where, aimed=False):
        self.stats["kills"] += 1
        replies = driver.kill()
        check(len(replies) <= len(pending),
              "%s: %d replies for %d requests" % (where, len(replies), len(pending)))
        # Before the restart: did the kill leave frames after the log's last commit?
        wal = wal_frames.read_wal(self.wal)
        tail = wal.tail_signature()
        if tail is not None and tail != self.tail_before:
            self.stats["in_commit"] += 1
            self.stats["in_commit_aimed"] += aimed
            self.stats["uncommitted_frames"] += wal.uncommitted
            what = "%d frames after the last commit (frame %d)" % (wal.uncommitted,
                                                                   wal.last_commit)
            if pending and self.writes(pending[0]):
                check(not replies, "%s: %s was answered, yet the log holds %s" %
                      (where, json.dumps(pending[0]), what))
                self.cut_short = (pending[0], what)
        for request, reply in zip(pending, replies):
            self.stats["drained_replies"] += 1
            self.process(request, reply, where + " (reply read after the kill)")
        self.stats["lost_requests"] += len(pending) - len(replies)

    def life(self, aim_only=False):
        """Plays a random number of requests, then kills the driver one way or another; with
        aim_only, a few requests and then a kill aimed at the commit of a start or an act."""
        where = "life %d" % (self.stats["restarts"] + 1)
        self.tail_before = wal_frames.read_wal(self.wal).tail_signature()
        if aim_only:
            d = self.restart()
            request = self.next_request()
            for _ in range(self.rng.randint(0, 5)):
                check(self.send_raw(d, request), "%s: the driver died" % where)
                self.process(request, d.read_reply(), where)
                request = self.next_request()
            while not self.writes(request):
                check(self.send_raw(d, request), "%s: the driver died" % where)
                self.process(request, d.read_reply(), where)
                request = self.next_request()
            self.stats["kills_during"] += 1
            self.stats["kills_aimed"] += 1
            self.stats["extra_aimed"] += 1
            self.aimed_kill(d, request)
            self.kill(d, [request], where + " inside a commit (added)", aimed=True)
            return
        if self.rng.random() < 0.08:
            # Killed while starting up: opening the database, resuming, answering.
            d = self.spawn()
            self.stats["restarts"] += 1
            d.send({"cmd": "state"})
            time.sleep(self.rng.uniform(0, 0.03))
            self.stats["kills_startup"] += 1
            self.prev_state = None
            self.kill(d, [{"cmd": "state"}], where + " startup")
            return
        d = self.restart()
        for _ in range(self.rng.randint(0, 2 * self.args.requests_per_life)):
            request = self.next_request()
            check(self.send_raw(d, request), "%s: the driver died" % where)
            self.process(request, d.read_reply(), where)
        if self.rng.random() < 0.4:
            self.stats["kills_between"] += 1
            self.kill(d, [], where + " between requests")
            return
        # Killed while a request is being processed: a commit takes a few milliseconds.
        request = self.next_request()
        pending = [request]
        if self.args.aim and self.writes(request) and self.rng.random() < AIM_SHARE:
            self.stats["kills_during"] += 1
            self.stats["kills_aimed"] += 1
            self.aimed_kill(d, request)
            self.kill(d, pending, where + " inside a commit", aimed=True)
            return
        self.send_raw(d, request)
        if self.rng.random() < 0.3:
            # A few more pipelined reads behind it, so that some replies are in flight.
            for _ in range(self.rng.randint(1, 3)):
                pending.append({"cmd": "state"})
                self.send_raw(d, {"cmd": "state"})
        delay = self.rng.choice([0.0, self.rng.uniform(0, 0.001), self.rng.uniform(0, 0.004),
                                 self.rng.uniform(0, 0.015)])
        if delay:
            time.sleep(delay)
        self.stats["kills_during"] += 1
        self.kill(d, pending, where + " during a request")

    def aimed_kill(self, driver, request):
        """Sends a request that commits and SIGKILLs the driver as soon as the log changes:
        its frames are being written, or synced (synchronous=FULL). The log's first write
        after a checkpoint (the journal checkpoints after each finished game) is its new
        header, with new salts, synced on its own before any frame: that change is let
        pass, and the kill waits for the next one."""
        # The log exists once the driver has read the journal; the fastest looks are
        # fstat and pread on a descriptor of it.
        fd = os.open(self.wal, os.O_RDONLY)
        try:
            st = os.fstat(fd)
            look = (st.st_size, st.st_mtime_ns)
            salts = os.pread(fd, 8, 16)
            restart = self.log_restarts
            pid = driver.proc.pid
            self.send_raw(driver, request)
            deadline = time.monotonic() + AIM_TIMEOUT
            while True:
                st = os.fstat(fd)
                if st.st_mtime_ns != look[1] or st.st_size != look[0]:
                    if not restart:
                        os.kill(pid, signal.SIGKILL)
                        return
                    # The write time changes before the data is there: wait for the new
                    # salts, then for the first frame.
                    while os.pread(fd, 8, 16) == salts and time.monotonic() < deadline:
                        pass
                    st = os.fstat(fd)
                    look, restart = (st.st_size, st.st_mtime_ns), False
                elif time.monotonic() > deadline:
                    self.stats["aimed_timeouts"] += 1
                    return
        finally:
            os.close(fd)

    def finish_cleanly(self):
        """A last life without a kill: the game in progress is played to its end."""
        d = self.restart()
        while self.prev_state["game"] is not None and not self.prev_state["game"]["finished"]:
            request = {"cmd": "act", "action": self.rng.choice(
                self.prev_state["game"]["allowed_actions"])}
            d.send(request)
            self.process(request, d.read_reply(), "final life")
        d.finish()
        self.restart().finish()  # and once more, to check the finished journal
        not_done = [gid for gid in self.resumed if not self.games[gid]["finished"]]
        check(not not_done, "resumed games never finished: %r" % not_done)
        unfinished = [gid for gid, g in self.games.items() if not g["finished"]]
        check(not unfinished, "games left unfinished: %r" % unfinished)

    def replay_check(self):
        """Seeded mode: the same actions on a fresh database with the same seed give the
        same events, game by game (restarts did not change a single draw)."""
        db = os.path.join(self.work, "replay.db")
        d = Driver(self.argv(True, no_sync=True, db=db), self.log)
        for gid in sorted(self.games):
            g = self.games[gid]
            d.send({"cmd": "start", "game": g["game"], "stake_cents": g["stake"]})
            reply = d.read_reply()
            for action in actions_of(g["game"], g["events"]):
                check(reply["ok"], "replay of game %d refused: %r" % (gid, reply.get("error")))
                d.send({"cmd": "act", "action": action})
                reply = d.read_reply()
            check(reply["ok"], "replay of game %d refused: %r" % (gid, reply.get("error")))
            r = reply["state"]["game"]
            check(r["id"] == gid and r["events"] == g["events"],
                  "game %d replayed without kills gives other events:\n  %s\n  %s" %
                  (gid, json.dumps(g["events"]), json.dumps(r["events"])))
        check(reply["state"]["balance_cents"] == self.expected_balance(),
              "the replayed balance differs")
        d.finish()

    def run(self):
        t0 = time.monotonic()
        print("kill_test: driver %s, seed mode %s, rng seed %d, work folder %s" %
              (self.args.cli, self.args.seed_mode, self.args.rng_seed, self.work), flush=True)
        while (len(self.games) < self.args.games or
               self.stats["kills"] < self.args.kills):
            self.life()
            if self.stats["restarts"] % 20 == 0:
                print("  ... %d games, %d kills, %.0f s" %
                      (len(self.games), self.stats["kills"], time.monotonic() - t0), flush=True)
        # A busy machine lets fewer aimed kills land: more are aimed until enough did.
        while (self.args.aim and self.stats["in_commit"] < self.args.min_in_commit and
               self.stats["extra_aimed"] < self.args.max_extra_aimed):
            self.life(aim_only=True)
        self.finish_cleanly()
        if self.args.seed_mode == "seeded":
            self.replay_check()
        check(self.stats["in_commit"] >= self.args.min_in_commit,
              "only %d of %d kills landed inside a commit (%d required), %d of the %d aimed "
              "at one, %d of them added at the end (%d saw no change of the log)" %
              (self.stats["in_commit"], self.stats["kills"], self.args.min_in_commit,
               self.stats["in_commit_aimed"], self.stats["kills_aimed"],
               self.stats["extra_aimed"], self.stats["aimed_timeouts"]))
        by_kind = {k: sum(1 for g in self.games.values() if g["game"] == k) for k in KINDS}
        universes = {}
        for g in self.games.values():
            for e in g["events"]:
                if e["type"] == "universe":
                    universes[e["universe"]] = universes.get(e["universe"], 0) + 1
        stakes = sum(g["stake"] for g in self.games.values())
        wins = sum(g["win"] for g in self.games.values())
        elapsed = time.monotonic() - t0
        s = self.stats
        print("kill_test: PASS")
        print("  games      %d (%s); Happy Dés universes %s" %
              (len(self.games), ", ".join("%s %d" % kv for kv in by_kind.items()),
               ", ".join("%s %d" % kv for kv in sorted(universes.items()))))
        print("  kills      %d (%d between requests, %d during a request, %d at start-up); "
              "inside a commit: %d of the %d aimed at one (%d added at the end), %d in all" %
              (s["kills"], s["kills_between"], s["kills_during"], s["kills_startup"],
               s["in_commit_aimed"], s["kills_aimed"], s["extra_aimed"], s["in_commit"]))
        print("  commits    the log left by each kill read before the restart: %d uncommitted "
              "frames after %d kills, none of their requests shown after the restart" %
              (s["uncommitted_frames"], s["in_commit"]))
        print("  restarts   %d (%d with --seed, %d without); unfinished games resumed: %d" %
              (s["restarts"], s["seeded_lives"], s["os_lives"], s["resumed_unfinished"]))
        print("  requests   %d replies checked (%d refusals, %d read from the pipe after a "
              "kill); %d requests lost to a kill, of which %d had committed" %
              (s["requests"], s["refused"], s["drained_replies"], s["lost_requests"],
               s["committed_unseen"]))
        print("  money      initial %d - stakes %d + wins %d = balance %d cents" %
              (INITIAL_BALANCE, stakes, wins, self.expected_balance()))
        if self.args.seed_mode == "seeded":
            print("  replay     every game replayed on a fresh database: same events")
        print("  seconds    %.1f" % elapsed)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cli", help="the instants-cli executable (required but with --self-test)")
    p.add_argument("--workdir", required=True, help="a folder for the test's databases")
    p.add_argument("--games", type=int, default=1000, help="at least this many games")
    p.add_argument("--kills", type=int, default=50, help="at least this many kills")
    p.add_argument("--requests-per-life", type=int, default=60,
                   help="mean number of requests between restarts")
    p.add_argument("--seed-mode", choices=["seeded", "os", "mixed"], default="mixed",
                   help="drive with --seed always, never, or at random per restart")
    p.add_argument("--rng-seed", type=int, default=20261129,
                   help="seed of the test's own choices (actions, kill moments)")
    p.add_argument("--min-in-commit", type=int, default=MIN_IN_COMMIT,
                   help="fail unless at least this many kills landed inside a commit")
    p.add_argument("--max-extra-aimed", type=int, default=MAX_EXTRA_AIMED,
                   help="aimed kills added at most when too few landed inside a commit")
    p.add_argument("--no-aim", dest="aim", action="store_false", help=argparse.SUPPRESS)
    p.add_argument("--self-test", action="store_true",
                   help="only check the reader of the log (wal_frames.py) and exit")
    args = p.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    try:
        wal_frames.self_test(args.workdir)
    except AssertionError as e:
        print("kill_test: FAIL: the reader of the log fails its self-test: %s" % e,
              file=sys.stderr)
        return 1
    if args.self_test:
        print("kill_test: the reader of the log passes its self-test")
        return 0
    if not args.cli:
        p.error("--cli is required")
    test = KillTest(args)
    try:
        test.run()
    except Failure as e:
        print("kill_test: FAIL: %s" % e, file=sys.stderr)
        print("kill_test: the database is kept in %s" % test.work, file=sys.stderr)
        return 1
    finally:
        test.log.close()
    shutil.rmtree(test.work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
