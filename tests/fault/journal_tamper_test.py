#!/usr/bin/env python3
"""The journal proves itself on open (docs/protocol.md, "The journal's self-check"), through
the real driver (`instants-cli drive`) and a journal it wrote.

A driver plays games of the three kinds and resets the balance once. Then each copy of that
journal is changed the way someone editing the file would, and a new driver is started on it.
Each must be refused at open: one JSON reply, `ok: false`, error code `journal_inconsistent`
(`journal_foreign` for an empty file), a message naming the first bad row and saying the file
was left untouched, exit status 1, and the file byte for byte as it was:

* the wallet edited to 99 999 999 € and to -500 €;
* a game's win raised, with the wallet to match;
* a ledger row deleted;
* a finished game's events deleted;
* a byte flipped in a finished event, so that history would show a win of 9 against 0;
* the file emptied to 0 bytes (what a full disk at creation used to leave).

And a journal copied without its WAL (a WAL cut to zero) still holds every finished game.

Standard library only (sqlite3 module). Exit status 0 when every check holds, 1 otherwise.

Usage: journal_tamper_test.py --cli PATH/instants-cli
"""

import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def drive(cli, db, requests, blocks):
    text = "".join(json.dumps(dict(r, id=i + 1)) + "\n" for i, r in enumerate(requests))
    p = subprocess.run([cli, "drive", "--db", db, "--seed", "7", "--blocks", blocks], input=text,
                       capture_output=True, text=True, timeout=300)
    return p.returncode, [json.loads(l) for l in p.stdout.splitlines() if l.strip()], p.stderr


class Driver:
    """A driver answering one request at a time."""

    def __init__(self, cli, db, blocks):
        self.p = subprocess.Popen([cli, "drive", "--db", db, "--seed", "7", "--blocks", blocks],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.n = 0

    def ask(self, request):
        self.n += 1
        self.p.stdin.write(json.dumps(dict(request, id=self.n)) + "\n")
        self.p.stdin.flush()
        reply = json.loads(self.p.stdout.readline())
        check(reply.get("ok"), f"{request} was refused: {reply}")
        return reply

    def play(self, game, stake):
        """One game to its end: scratch games uncover everything, Happy Dés stops when it can."""
        state = self.ask({"cmd": "start", "game": game, "stake_cents": stake})["state"]
        while not state["game"]["finished"]:
            allowed = state["game"]["allowed_actions"]
            action = next((a for a in ("auto", "stop", "roll", "throw") if a in allowed), allowed[0])
            state = self.ask({"cmd": "act", "action": action})["state"]
        return state

    def close(self):
        self.p.stdin.close()
        check(self.p.wait(timeout=60) == 0, "the driver did not end cleanly")


def play_session(driver, rounds):
    for _ in range(rounds):
        driver.play("dede", 200)
        driver.play("happy-2014", 300)
        driver.play("happy-des", 200)


def edit(db, statements):
    con = sqlite3.connect(db)
    con.executescript(statements)
    con.commit()
    con.close()


def one(db, query):
    con = sqlite3.connect(db)
    try:
        return con.execute(query).fetchone()
    finally:
        con.close()


def expect_refused(cli, work, source, name, statements, code, words):
    db = os.path.join(work, name + ".db")
    shutil.copyfile(source, db)
    if statements is None:
        open(db, "wb").close()
    else:
        edit(db, statements)
    before = open(db, "rb").read()
    status, replies, _ = drive(cli, db, [{"cmd": "state"}], os.path.join(work, "blocks"))
    check(status == 1, f"{name}: the driver exited with status {status}, not 1 (it played on the changed journal: "
                       f"{replies[:1]})")
    check(len(replies) == 1, f"{name}: {len(replies)} replies, not one")
    reply = replies[0]
    check(reply.get("ok") is False, f"{name}: not a refusal: {reply}")
    error = reply.get("error", {})
    check(error.get("code") == code, f"{name}: error code {error.get('code')!r}, not {code!r}")
    message = error.get("message", "")
    for w in words + ["left untouched"]:
        check(w in message, f"{name}: the message does not say {w!r}: {message}")
    check(open(db, "rb").read() == before, f"{name}: the file was modified")
    print(f"  {name}: refused: {message.split(': ', 1)[1][:150]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    args = ap.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="instants-tamper-") as work:
        blocks = os.path.join(work, "blocks")
        source = os.path.join(work, "played.db")
        d = Driver(args.cli, source, blocks)
        play_session(d, 4)
        d.ask({"cmd": "reset_balance"})
        play_session(d, 1)
        d.close()
        won = one(source, "SELECT id, win_cents FROM games WHERE win_cents > 0 ORDER BY id LIMIT 1")
        lost = one(source, "SELECT id FROM games WHERE finished = 1 AND win_cents = 0 ORDER BY id LIMIT 1")[0]
        mid = one(source, "SELECT id FROM ledger WHERE kind = 'stake' ORDER BY id LIMIT 1 OFFSET 3")[0]
        check(won is not None, "no game of the session won")
        cases = [
            ("wallet-up", "UPDATE wallet SET balance_cents = 9999999900;", "journal_inconsistent",
             ["the wallet holds 9999999900 cents"]),
            ("wallet-negative", "UPDATE wallet SET balance_cents = -50000;", "journal_inconsistent",
             ["the wallet holds -50000 cents"]),
            ("win-raised", f"UPDATE games SET win_cents = win_cents + 1000000 WHERE id = {lost}; "
                           "UPDATE wallet SET balance_cents = balance_cents + 1000000;", "journal_inconsistent",
             [f"game {lost}: its win does not match the ledger"]),
            ("ledger-row-deleted", f"DELETE FROM ledger WHERE id = {mid};", "journal_inconsistent",
             [f"ledger row {mid} is missing"]),
            ("events-deleted", f"DELETE FROM events WHERE game_id = {won[0]};", "journal_inconsistent",
             [f"game {won[0]}: some of its events are missing"]),
            ("byte-flipped", "UPDATE events SET body = replace(body, '\"win_cents\": 0', '\"win_cents\": 9') "
                             f"WHERE game_id = {lost} AND body LIKE '%finished%';", "journal_inconsistent",
             [f"game {lost}", "its digest does not follow"]),
            ("empty-file", None, "journal_foreign", ["empty file (0 bytes)"]),
        ]
        for name, statements, code, words in cases:
            try:
                expect_refused(args.cli, work, source, name, statements, code, words)
            except Failure as e:
                failures += 1
                print(f"FAIL {e}")

        # A WAL lost: a driver still running, its journal copied without the -wal.
        try:
            live = os.path.join(work, "live.db")
            d = Driver(args.cli, live, blocks)
            play_session(d, 2)
            copy = os.path.join(work, "copy.db")
            shutil.copyfile(live, copy)  # while it runs, without the -wal
            d.close()
            status, replies, err = drive(args.cli, copy, [{"cmd": "history", "limit": 0}], blocks)
            check(status == 0, f"the copy without its WAL did not open: {err} {replies}")
            games = replies[0].get("games", replies[0].get("history", []))
            check(len(games) == 6, f"the copy without its WAL holds {len(games)} games, not the 6 finished ones")
            print("  wal-lost: the main file holds the 6 finished games")
        except Failure as e:
            failures += 1
            print(f"FAIL {e}")
    print("journal tamper test:", "FAILED" if failures else "passed", f"({failures} failure(s))")
    return 1 if failures else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print(f"FAIL {e}")
        sys.exit(1)
