#!/usr/bin/env python3
"""Authentic blocks through the real programs (docs/blocks.md, "Authentic blocks").

The genuine DÉDÉ block 0 of seed 2014 is emitted by `instants-cli emit`. A forged copy moves
its three 10 000 € tickets to positions 0, 1 and 2 and recomputes its (unkeyed) BLAKE2b-256
digest, as anyone could. Then:

* `instants-cli verify FORGED` refuses it (its origin is not proven), `verify --seed 2014`
  refuses it (not the block that seed generates), and `verify --structure-only` calls it
  well-formed: the form alone cannot tell;
* a driver whose block folder holds the forged file under the block's own name deals the
  genuine tickets 0, 1, 2 (not three 10 000 € wins), says on stderr what it set aside and why,
  keeps the forged file as it was, and records in the journal, for each ticket, the block's
  digest (the genuine one) and its position;
* `verify --journal DB` accepts the genuine block and refuses the forged one.

Standard library only. Exit status 0 when every check holds, 1 otherwise.

Usage: forged_block_test.py --cli PATH/instants-cli
"""

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile

TOP = 1000000
RECORD = 7


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def run(cli, *args, stdin=""):
    p = subprocess.run([cli, *args], input=stdin, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def forge(genuine):
    """The top prizes first, the digest recomputed."""
    b = bytearray(genuine)
    header = struct.unpack_from("<I", b, 12)[0]
    amounts, tiers, combos = b[72], b[73], b[74]
    table = 80 + 16 * amounts + 16 * tiers
    top = [c for c in range(combos) if struct.unpack_from("<q", b, table + 56 * c)[0] == TOP]
    check(len(top) == 1, f"the plan has {len(top)} 10 000 € combinations")
    count = (len(b) - header - 32) // RECORD
    places = [i for i in range(count) if b[header + i * RECORD] == top[0]]
    check(len(places) == 3, f"the genuine block has {len(places)} 10 000 € tickets, not 3")
    for k, i in enumerate(places):
        a, z = header + k * RECORD, header + i * RECORD
        b[a:a + RECORD], b[z:z + RECORD] = b[z:z + RECORD], b[a:a + RECORD]
    b[-32:] = hashlib.blake2b(bytes(b[:-32]), digest_size=32).digest()
    return bytes(b), places


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    cli = ap.parse_args().cli
    with tempfile.TemporaryDirectory(prefix="instants-forged-") as work:
        genuine_file = os.path.join(work, "genuine.blk")
        code, out, err = run(cli, "emit", "--game", "dede", "--seed", "2014", "--out", genuine_file)
        check(code == 0, f"emit failed: {err}")
        genuine = open(genuine_file, "rb").read()
        forged, places = forge(genuine)
        forged_file = os.path.join(work, "forged.blk")
        open(forged_file, "wb").write(forged)
        print(f"  forged: the 10 000 € tickets #{places} moved to #0-2, digest recomputed")

        code, out, err = run(cli, "verify", forged_file)
        check(code == 1, f"verify called the forged block sound (status {code}): {out}{err}")
        check("origin is not proven" in err, f"verify's refusal does not say why: {err}")
        code, out, err = run(cli, "verify", forged_file, "--seed", "2014")
        check(code == 1 and "not the block that base seed 2014 generates" in err,
              f"verify --seed did not refuse the forged block: {code} {err}")
        code, out, err = run(cli, "verify", forged_file, "--structure-only")
        check(code == 0, f"the forged block is not even well-formed: {err}")
        print("  verify: refused without a seed, refused with --seed 2014; --structure-only: well-formed")

        # The dealer: the forged file under the block's own name in the block folder.
        commitment = genuine[40:48].hex()
        blocks = os.path.join(work, "blocks")
        os.makedirs(blocks)
        cached = os.path.join(blocks, f"dede-b0-{commitment}.blk")
        open(cached, "wb").write(forged)
        db = os.path.join(work, "j.db")
        requests = []
        for _ in range(3):
            requests += [{"cmd": "start", "game": "dede", "stake_cents": 200}, {"cmd": "act", "action": "auto"}]
        text = "".join(json.dumps(dict(r, id=i + 1)) + "\n" for i, r in enumerate(requests))
        code, out, err = run(cli, "drive", "--db", db, "--seed", "2014", "--blocks", blocks, stdin=text)
        check(code == 0, f"the driver failed: {err}")
        replies = [json.loads(l) for l in out.splitlines() if l.strip()]
        wins = [r["state"]["game"]["win_cents"] for r in replies[1::2]]
        check(wins.count(TOP) < 3, f"the driver dealt three 10 000 € wins in a row from the forged block: {wins}")
        check("set aside" in err and "not the one base seed 2014 generates" in err,
              f"the driver did not say on stderr what it set aside and why: {err!r}")
        check(open(cached, "rb").read() == forged, "the forged file was not kept as it was")
        con = sqlite3.connect(db)
        deals = [json.loads(b) for (b,) in con.execute(
            "SELECT body FROM events WHERE seq = 1 ORDER BY game_id")]
        con.close()
        digest = hashlib.blake2b(genuine[:-32], digest_size=32).hexdigest()
        check([d.get("ticket") for d in deals] == [0, 1, 2], f"the tickets dealt are {[d.get('ticket') for d in deals]}")
        check(all(d.get("block") == 0 and d.get("block_digest") == digest for d in deals),
              f"the journal does not name each ticket's block and digest: {deals[0]}")
        print(f"  driver: wins {wins}; stderr: {err.strip().splitlines()[0][:140]}")
        print(f"  journal: tickets 0, 1, 2 of block 0, digest {digest[:16]}…")

        code, out, err = run(cli, "verify", genuine_file, "--journal", db)
        check(code == 0, f"verify --journal refused the genuine block: {err}")
        code, out, err = run(cli, "verify", forged_file, "--journal", db)
        check(code == 1 and "not the one this journal deals from" in err,
              f"verify --journal did not refuse the forged block: {code} {err}")
        print("  verify --journal: the genuine block accepted, the forged one refused")
    print("forged block test: passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print(f"FAIL {e}")
        sys.exit(1)
