#!/usr/bin/env python3
"""Fault injection for DESIGN invariant 6 ("Nothing is lost"), issue 4, acceptance point 1.

Runs `instants-cli drive` as a child process on one database, plays games of all three kinds
with random legal actions (a seeded random.Random), and kills the driver with SIGKILL at
random moments: between requests, while a request is being processed (a short random delay
after writing it, without waiting for the reply), and while the driver starts up. After
every kill the driver is restarted on the same database and the test checks:

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

Usage: kill_test.py --cli PATH/instants-cli --workdir DIR [--games 1000] [--kills 50]
                    [--seed-mode seeded|os|mixed] [--rng-seed N]
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

STAKES = {"happy-des": [100, 200], "dede": [200], "happy-2014": [300]}
KINDS = list(STAKES)
INITIAL_BALANCE = 100_000_000  # never short of money: no reset_balance is needed
REPLY_TIMEOUT = 120.0  # seconds; a first deal may generate a block (about a second)


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
        self.log = open(os.path.join(self.work, "driver-stderr.log"), "ab")
        self.seed = args.rng_seed * 7919 + 17
        # What the player has been shown: id -> {game, stake, events, finished, win}.
        self.games = {}
        self.prev_state = None  # the state of the last reply processed
        self.resumed = set()  # ids of unfinished games found on a restart
        self.stats = dict(requests=0, refused=0, kills=0, kills_between=0, kills_during=0,
                          kills_startup=0, restarts=0, resumed_unfinished=0, drained_replies=0,
                          committed_unseen=0, lost_requests=0, seeded_lives=0, os_lives=0)

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
        return Driver(self.argv(seeded), self.log)

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
        for gid, g in self.games.items():
            if gid not in before or len(g["events"]) > before[gid]:
                self.stats["committed_unseen"] += 1
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
        return d

    def kill(self, driver, pending, where):
        self.stats["kills"] += 1
        replies = driver.kill()
        check(len(replies) <= len(pending),
              "%s: %d replies for %d requests" % (where, len(replies), len(pending)))
        for request, reply in zip(pending, replies):
            self.stats["drained_replies"] += 1
            self.process(request, reply, where + " (reply read after the kill)")
        self.stats["lost_requests"] += len(pending) - len(replies)

    def life(self):
        """Plays a random number of requests, then kills the driver one way or another."""
        where = "life %d" % (self.stats["restarts"] + 1)
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
        self.finish_cleanly()
        if self.args.seed_mode == "seeded":
            self.replay_check()
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
        print("  kills      %d (%d between requests, %d during a request, %d at start-up)" %
              (s["kills"], s["kills_between"], s["kills_during"], s["kills_startup"]))
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
    p.add_argument("--cli", required=True, help="the instants-cli executable")
    p.add_argument("--workdir", required=True, help="a folder for the test's databases")
    p.add_argument("--games", type=int, default=1000, help="at least this many games")
    p.add_argument("--kills", type=int, default=50, help="at least this many kills")
    p.add_argument("--requests-per-life", type=int, default=60,
                   help="mean number of requests between restarts")
    p.add_argument("--seed-mode", choices=["seeded", "os", "mixed"], default="mixed",
                   help="drive with --seed always, never, or at random per restart")
    p.add_argument("--rng-seed", type=int, default=20261129,
                   help="seed of the test's own choices (actions, kill moments)")
    args = p.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
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
