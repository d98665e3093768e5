#!/usr/bin/env python3
"""The default data folder (README, "The client"; app/client/platform/datafolder.h), with the real client
(offscreen, --screenshot, no --db and no --settings) in a temporary HOME, XDG_DATA_HOME and
XDG_CONFIG_HOME.

Version 0.1.0 kept its journal in <data>/Instants/Instants/ and its settings in
<config>/Instants/Instants/. This version uses <data>/Instants/ and <config>/Instants/.

1. A fresh start creates its journal in <data>/Instants/journal.db, not deeper.
2. The old layout (a journal with a game and its blocks folder, a file beside it, the settings)
   is moved on the first start: the same history is in the new place, the settings' language
   too, the old folders are gone, and standard error says what moved where.
3. Both places have a journal: nothing is moved or changed; the new one is used, and standard
   error names the old one.
4. The old journal is held by a running driver: nothing is moved, standard error names the
   holder.
5. A name of the old folder is already taken in the new one: nothing is moved, the old journal
   is used where it is.

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: data_folder_test.py --client PATH/instants --cli PATH/instants-cli
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def environment(home):
    return dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"),
                XDG_RUNTIME_DIR=os.path.join(home, "run"), QT_QPA_PLATFORM="offscreen",
                QT_QUICK_BACKEND="software", QSG_RENDER_LOOP="basic")


def start_client(client, home):
    """The client as a user starts it: default journal and settings; one frame, then it quits."""
    os.makedirs(os.path.join(home, "run"), mode=0o700, exist_ok=True)
    shot = os.path.join(home, "shot.png")
    p = subprocess.run([client, "--mute", "--screenshot", shot], env=environment(home),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    return p.returncode, p.stderr


def drive(cli, db, requests):
    p = subprocess.run([cli, "drive", "--db", db, "--seed", "7"], input="".join(json.dumps(r) + "\n" for r in requests),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    check(p.returncode == 0, f"instants-cli drive on {db} exited with {p.returncode}: {p.stderr}")
    return [json.loads(line) for line in p.stdout.splitlines() if line.strip()]


def history(cli, db):
    replies = drive(cli, db, [{"cmd": "history", "limit": 0}])
    check(replies and replies[-1].get("ok"), f"history of {db}: {replies}")
    return [(g["id"], g["game"], g["stake_cents"], g["win_cents"]) for g in replies[-1]["games"]]


def said(err, words):
    """The first line of standard error with `words`, to show in the test's output."""
    return next((line for line in err.splitlines() if words in line), "")


def digests(folder):
    out = {}
    for root, _, files in os.walk(folder):
        for f in files:
            path = os.path.join(root, f)
            with open(path, "rb") as fh:
                out[os.path.relpath(path, folder)] = hashlib.sha256(fh.read()).hexdigest()
    return out


def old_layout(cli, home):
    """A 0.1.0 user's folders: a journal with one DÉDÉ ticket played (and its blocks), a note
    beside it, English chosen in the settings."""
    old_data = os.path.join(home, "data", "Instants", "Instants")
    old_config = os.path.join(home, "config", "Instants", "Instants")
    os.makedirs(old_data)
    os.makedirs(old_config)
    db = os.path.join(old_data, "journal.db")
    drive(cli, db, [{"cmd": "start", "game": "dede", "stake_cents": 200}, {"cmd": "act", "action": "auto"}])
    with open(os.path.join(old_data, "notes.txt"), "w") as f:
        f.write("kept by the player\n")
    with open(os.path.join(old_config, "settings.ini"), "w") as f:
        f.write("[General]\nlanguage=en\n")
    return old_data, old_config, db


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--client", required=True)
    ap.add_argument("--cli", required=True)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="instants-data-folder-") as work:
        # 1. A fresh start.
        home = os.path.join(work, "fresh")
        os.makedirs(home)
        code, err = start_client(args.client, home)
        check(code == 0, f"a fresh start exited with {code}: {err}")
        new_db = os.path.join(home, "data", "Instants", "journal.db")
        check(os.path.isfile(new_db), f"a fresh start made no {new_db}: {sorted(digests(home))}")
        check(not os.path.exists(os.path.join(home, "data", "Instants", "Instants")),
              "a fresh start made the doubled folder data/Instants/Instants")
        print("  a fresh start: data/Instants/journal.db")

        # 2. The layout of 0.1.0, moved.
        home = os.path.join(work, "moved")
        old_data, old_config, old_db = old_layout(args.cli, home)
        games = history(args.cli, old_db)
        check(len(games) == 1, f"the old journal should hold one game: {games}")
        check(os.path.isdir(old_db + ".blocks"), "the old journal has no blocks folder")
        blocks = digests(old_db + ".blocks")
        code, err = start_client(args.client, home)
        check(code == 0, f"the first start after 0.1.0 exited with {code}: {err}")
        new_data = os.path.join(home, "data", "Instants")
        new_db = os.path.join(new_data, "journal.db")
        check(os.path.isfile(new_db), f"the journal was not moved to {new_db}; stderr: {err!r}")
        check(not os.path.exists(old_data), f"the old data folder is still there: {sorted(digests(old_data))}")
        check(history(args.cli, new_db) == games, "the moved journal's history differs")
        check(digests(new_db + ".blocks") == blocks, "the blocks folder did not move unchanged")
        check(open(os.path.join(new_data, "notes.txt")).read() == "kept by the player\n", "notes.txt was not moved")
        new_settings = os.path.join(home, "config", "Instants", "settings.ini")
        check(os.path.isfile(new_settings) and "language=en" in open(new_settings).read(),
              f"the settings were not moved to {new_settings}")
        check(not os.path.exists(old_config), "the old settings folder is still there")
        check(f"from {old_data}" in err and f"to {new_data}" in err and "journal.db" in err,
              f"standard error does not say what moved where: {err!r}")
        print(f"  0.1.0's folders moved:\n    {said(err, 'moved')}\n    {said(err, 'settings.ini')}")

        # 3. Both places have a journal.
        home = os.path.join(work, "both")
        old_data, _, old_db = old_layout(args.cli, home)
        new_db = os.path.join(home, "data", "Instants", "journal.db")
        drive(args.cli, new_db, [{"cmd": "start", "game": "happy-2014", "stake_cents": 300},
                                 {"cmd": "act", "action": "auto"}, {"cmd": "start", "game": "happy-2014",
                                                                     "stake_cents": 300}])
        before = digests(old_data)
        new_games = history(args.cli, new_db)
        code, err = start_client(args.client, home)
        check(code == 0, f"a start with both journals exited with {code}: {err}")
        check(digests(old_data) == before, "the old folder was changed although the new place has a journal")
        check(history(args.cli, new_db) == new_games, "the new journal was not the one kept")
        check(old_db in err and "not moved" in err, f"standard error does not name the old journal: {err!r}")
        print(f"  both journals: the new one used, the old one named and left as it was\n    {said(err, 'not moved')}")

        # 4. The old journal held by a running driver.
        home = os.path.join(work, "held")
        old_data, _, old_db = old_layout(args.cli, home)
        driver = subprocess.Popen([args.cli, "drive", "--db", old_db], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            driver.stdin.write('{"cmd": "state"}\n')
            driver.stdin.flush()
            check(driver.stdout.readline().startswith('{"ok": true'), "the driver did not open the old journal")
            code, err = start_client(args.client, home)
            check(os.path.isfile(old_db), "a held journal was moved away")
            check(not os.path.exists(os.path.join(home, "data", "Instants", "journal.db")),
                  "a new journal was made beside a held old one")
            check(f"in use by process {driver.pid}" in err, f"standard error does not name the holder: {err!r}")
        finally:
            driver.stdin.close()
            driver.wait(timeout=30)
        print(f"  a held journal: left where it is, its holder named\n    {said(err, 'in use by')}")

        # 5. A name of the old folder already taken in the new one.
        home = os.path.join(work, "taken")
        old_data, _, old_db = old_layout(args.cli, home)
        with open(os.path.join(home, "data", "Instants", "notes.txt"), "w") as f:
            f.write("another note\n")
        before = digests(old_data)
        code, err = start_client(args.client, home)
        check(code == 0, f"a start with a taken name exited with {code}: {err}")
        check(sorted(digests(old_data)) == sorted(before), "the old folder lost or gained files")
        check(not os.path.exists(os.path.join(home, "data", "Instants", "journal.db")),
              "the journal was moved although a name was taken")
        check(open(os.path.join(home, "data", "Instants", "notes.txt")).read() == "another note\n",
              "a file of the new folder was overwritten")
        check("notes.txt" in err and old_db in err, f"standard error does not name the taken name: {err!r}")
        print(f"  a name taken: nothing moved or overwritten, the old journal used where it is\n    {said(err, 'notes.txt')}")
    print("data folder test: passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print(f"FAIL {e}")
        sys.exit(1)
