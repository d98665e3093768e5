#!/usr/bin/env python3
"""The report of tools/randomness.sh: reads the raw outputs of ent and dieharder beside the
report (REPORT-STREAM.ent.txt, REPORT-STREAM.dieharder.txt, REPORT-STREAM.status), writes the
Markdown report and prints its summary. See docs/randomness.md."""

import argparse
import glob
import os
import platform
import re
import subprocess
import sys
from datetime import datetime, timezone

STREAM_TITLES = {
    "seeded": "Seeded stream",
    "os": "OS-keyed stream (play)",
}


# The tests of `dieharder -a` (dieharder 3.31.1), in the order the battery runs them.
BATTERY = [
    "diehard_birthdays", "diehard_operm5", "diehard_rank_32x32", "diehard_rank_6x8",
    "diehard_bitstream", "diehard_opso", "diehard_oqso", "diehard_dna", "diehard_count_1s_str",
    "diehard_count_1s_byt", "diehard_parking_lot", "diehard_2dsphere", "diehard_3dsphere",
    "diehard_squeeze", "diehard_sums", "diehard_runs", "diehard_craps", "marsaglia_tsang_gcd",
    "sts_monobit", "sts_runs", "sts_serial", "rgb_bitdist", "rgb_minimum_distance",
    "rgb_permutations", "rgb_lagged_sum", "rgb_kstest_test", "dab_bytedistrib", "dab_dct",
    "dab_filltree", "dab_filltree2", "dab_monobit2",
]


def run(words, cwd=None):
    try:
        return subprocess.run(words, cwd=cwd, capture_output=True, text=True, check=False).stdout
    except OSError:
        return ""


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    system = platform.system()
    try:
        with open("/etc/os-release", encoding="utf-8") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    system = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            kib = int(f.readline().split()[1])
            memory = f", {kib / 1024 / 1024:.0f} GiB of memory"
    except (OSError, ValueError, IndexError):
        pass
    return f"{cpu}, {os.cpu_count()} logical cores{memory}; {system}, kernel {platform.release()}"


def parse_ent(path):
    text = open(path, encoding="utf-8").read()
    figures = {}
    patterns = {
        "entropy": r"Entropy = ([0-9.]+) bits per byte",
        "compression": r"by ([0-9]+) percent",
        "chi_square": r"samples is ([0-9.]+), and randomly",
        "chi_percent": r"would exceed this value (?:less than |more than )?([0-9.]+) percent",
        "mean": r"data bytes is ([0-9.]+)",
        "pi": r"Pi is ([0-9.]+) \(error ([0-9.]+) percent\)",
        "serial": r"coefficient is (-?[0-9.]+)",
        "bytes": r"for ([0-9]+) samples",
    }
    for name, pattern in patterns.items():
        m = re.search(pattern, text)
        if not m:
            raise SystemExit(f"randomness_report: {path}: no {name} in ent's output")
        figures[name] = m.groups() if name == "pi" else m.group(1)
    return figures


ROW = re.compile(
    r"^\s*([a-z0-9_]+)\|\s*([0-9]+)\|\s*([0-9]+)\|\s*([0-9]+)\|\s*([0-9.eE+-]+)\|\s*([A-Z]+)\s*$"
)


def parse_dieharder(path):
    """The results of the battery, one per p-value, in order. With -Y 1 a test whose result is
    WEAK is run again with more p-samples and all its lines are printed again: a line of the
    same test, tuple and p-sample count as an earlier one is another p-value of that run, a
    line with more p-samples replaces the line at the same place of the earlier run."""
    results = {}
    seen = {}
    rng_rate = ""
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("stdin_input_raw|"):
            rng_rate = line.split("|")[1].strip()
        m = ROW.match(line)
        if not m:
            continue
        test, ntup, tsamples, psamples, pvalue, assessment = m.groups()
        k = seen.get((test, ntup, psamples), 0)
        seen[(test, ntup, psamples)] = k + 1
        key = (test, ntup, k)
        entry = results.get(key)
        if entry is None:
            results[key] = {
                "test": test,
                "ntup": ntup,
                "tsamples": tsamples,
                "psamples": psamples,
                "pvalue": pvalue,
                "assessment": assessment,
                "first": assessment,
                "runs": 1,
            }
        else:
            entry.update(tsamples=tsamples, psamples=psamples, pvalue=pvalue,
                         assessment=assessment)
            entry["runs"] += 1
    return list(results.values()), rng_rate


def count(rows, field):
    c = {"PASSED": 0, "WEAK": 0, "FAILED": 0}
    for r in rows:
        c[r[field]] = c.get(r[field], 0) + 1
    return c


def minutes(seconds):
    return f"{seconds // 60} min {seconds % 60:02d} s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--seed", required=True)
    ap.add_argument("--ent-bytes", required=True)
    ap.add_argument("--minutes", type=int, default=0)
    ap.add_argument("--parallel", type=int, default=0)
    ap.add_argument("--nice", default="19")
    ap.add_argument("--out", required=True)
    ap.add_argument("streams", nargs="+")
    a = ap.parse_args()

    base = a.out[:-3] if a.out.endswith(".md") else a.out
    # The commit instants-cli was built from: REPORT.build, written by tools/randomness.sh
    # right after the build ("SHA" or "SHA dirty"); the current HEAD without it.
    head = run(["git", "rev-parse", "HEAD"], a.root).strip() or "unknown"
    built, dirty = head, bool(
        run(["git", "status", "--porcelain", "--", "engine", "app/cli"], a.root).strip())
    if os.path.exists(base + ".build"):
        words = open(base + ".build", encoding="utf-8").read().split()
        built, dirty = words[0], "dirty" in words[1:]
    subject = run(["git", "log", "-1", "--format=%s", built], a.root).strip()
    version = run([a.cli, "--version"]).strip()
    dieharder_version = "unknown"
    ent_version = run(["dpkg-query", "-W", "-f=${Version}", "ent"]).strip() or "unknown"
    listed = BATTERY

    streams = []
    for s in a.streams:
        words = f"rng --seed {a.seed}" if s == "seeded" else "rng --os"
        status, start, end = (int(x) for x in open(f"{base}-{s}.status").read().split())
        rows, rate = parse_dieharder(f"{base}-{s}.dieharder.txt")
        text = open(f"{base}-{s}.dieharder.txt", encoding="utf-8", errors="replace").read()
        m = re.search(r"dieharder version ([0-9.]+)", text)
        if m:
            dieharder_version = m.group(1)
        streams.append({
            "name": s,
            "words": words,
            "status": status,
            "seconds": end - start,
            "start": datetime.fromtimestamp(start, timezone.utc).strftime("%H:%M UTC"),
            "rows": rows,
            "rate": rate,
            "ent": parse_ent(f"{base}-{s}.ent.txt"),
            # Complete: dieharder ended normally, or every test of the battery has its results
            # and the last is the battery's last test (a battery whose time limit was lifted
            # during the run by ending `timeout`, which a note then says).
            "complete": status == 0 or (
                status != 124 and bool(rows) and rows[-1]["test"] == BATTERY[-1]
                and {r["test"] for r in rows} >= set(BATTERY)),
            "stopped": status == 124,
            # What the operator wrote beside the raw output (REPORT-STREAM.note), e.g. why a
            # battery was stopped by hand.
            "note": (open(f"{base}-{s}.note", encoding="utf-8").read().strip()
                     if os.path.exists(f"{base}-{s}.note") else ""),
            # Separate runs of single tests of the battery on the same stream, started by hand
            # (REPORT-STREAM-dN[-nM].dieharder.txt: dieharder -d N [-n M] -g 200 -Y 1), e.g. to
            # cover in time the tests a stopped battery did not reach.
            "extra": [(os.path.basename(f), parse_dieharder(f)[0])
                      for f in sorted(glob.glob(f"{base}-{s}-d*.dieharder.txt"))],
        })

    day = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    cli_rel = os.path.relpath(a.cli, a.root)
    ent_mb = int(a.ent_bytes) / 1e6
    out = []
    w = out.append
    w(f"# Randomness report, {day}")
    w("")
    w("Written by `tools/randomness.sh`; how to read it: [docs/randomness.md](../randomness.md).")
    w("")
    w(f"- **Machine**: {machine()}.")
    w(f"- **Commit**: instants-cli built from `{built}` ({subject})" +
      (" **with uncommitted changes to engine/ or app/cli/**" if dirty else "") +
      (f"; report written at `{head}`" if head != built else "") + ".")
    w(f"- **Programs**: {version}, dieharder {dieharder_version}, ent {ent_version}.")
    how = "at the same time, one per core" if a.parallel else "one after the other"
    w(f"- **Runs**: the batteries ran {how}, at niceness {a.nice}, on a machine shared with "
      "builds" + (f"; each battery was limited to {a.minutes} minutes" if a.minutes else "") + ".")
    w("")
    w("## Commands")
    w("")
    w("```sh")
    for st in streams:
        w(f"{cli_rel} {st['words']} --bytes {a.ent_bytes} | ent")
    for st in streams:
        limit = f"timeout {a.minutes * 60} " if a.minutes else ""
        w(f"{cli_rel} {st['words']} | {limit}nice -n {a.nice} dieharder -a -g 200 -Y 1")
    w("```")
    w("")
    w("## Summary")
    w("")
    summary = []
    for st in streams:
        final = count(st["rows"], "assessment")
        first = count(st["rows"], "first")
        e = st["ent"]
        if st["complete"]:
            extent = f"the whole battery, {len(st['rows'])} results"
        elif st["stopped"]:
            extent = (f"**incomplete**: stopped after {a.minutes} minutes, {len(st['rows'])} "
                      "results")
        elif st["status"] > 128:
            extent = (f"**incomplete**: stopped by signal {st['status'] - 128} after "
                      f"{st['seconds'] // 60} minutes, {len(st['rows'])} results")
        else:
            extent = f"**dieharder ended with status {st['status']}**, {len(st['rows'])} results"
        resolved = ""
        if first["WEAK"]:
            resolved = (f" ({first['WEAK']} WEAK at first, "
                        f"{first['WEAK'] - final['WEAK']} resolved by the re-runs of -Y 1)")
        line = (f"{STREAM_TITLES[st['name']]} (`{st['words']}`): dieharder -a -Y 1, {extent}: "
                f"{final['PASSED']} PASSED, {final['WEAK']} WEAK, {final['FAILED']} FAILED"
                f"{resolved}; ent on {ent_mb:g} MB: {e['entropy']} bits per byte, "
                f"chi-square {e['chi_square']} ({e['chi_percent']} %), mean {e['mean']}, "
                f"serial correlation {e['serial']}.")
        extra_rows = [r for _, rows in st["extra"] for r in rows]
        if extra_rows:
            c = count(extra_rows, "assessment")
            line = line[:-1] + (f"; separate runs of single tests on the same stream: "
                                f"{len(extra_rows)} results, {c['PASSED']} PASSED, "
                                f"{c['WEAK']} WEAK, {c['FAILED']} FAILED.")
        summary.append(line)
        w(f"- {line}")
    w("")
    for st in streams:
        e = st["ent"]
        w(f"## {STREAM_TITLES[st['name']]}: `instants-cli {st['words']}`")
        w("")
        size = format(int(e["bytes"]), ",").replace(",", " ")
        w(f"### ent, {size} bytes")
        w("")
        w("| Figure | Value | Ideal |")
        w("|---|---|---|")
        w(f"| Entropy | {e['entropy']} bits per byte | 8 |")
        w(f"| Optimum compression | {e['compression']} % | 0 % |")
        w(f"| Chi-square | {e['chi_square']}, exceeded at random {e['chi_percent']} % of the "
          "times | between 10 % and 90 % |")
        w(f"| Arithmetic mean | {e['mean']} | 127.5 |")
        w(f"| Monte Carlo π | {e['pi'][0]} (error {e['pi'][1]} %) | 3.14159… |")
        w(f"| Serial correlation | {e['serial']} | 0 |")
        w("")
        final = count(st["rows"], "assessment")
        w(f"### dieharder -a -g 200 -Y 1")
        w("")
        state = ("complete" if st["complete"] else
                 f"stopped by the {a.minutes}-minute limit" if st["stopped"] else
                 f"stopped by signal {st['status'] - 128}" if st["status"] > 128 else
                 f"ended with status {st['status']}")
        w(f"Started at {st['start']}, ran {minutes(st['seconds'])}, {state}; the stream was read "
          f"at {st['rate'] or '?'} words per second (dieharder's own measure). "
          f"**{final['PASSED']} PASSED, {final['WEAK']} WEAK, {final['FAILED']} FAILED** "
          f"out of {len(st['rows'])} results.")
        w("")
        if st["note"]:
            w(f"Note: {st['note']}")
            w("")
        extra_rows = [r for _, rows in st["extra"] for r in rows]
        if not st["complete"]:
            ran = {r["test"] for r in st["rows"] + extra_rows}
            missing = [t for t in listed if t not in ran]
            lags = {int(r["ntup"]) for r in st["rows"] + extra_rows
                    if r["test"] == "rgb_lagged_sum"}
            if lags and len(lags) < 33:
                missing.append("rgb_lagged_sum with ntup " +
                               ", ".join(str(n) for n in range(33) if n not in lags))
            if st["rows"]:
                w(f"The last result written is of `{st['rows'][-1]['test']}`; the results below "
                  "are those of the tests that finished.")
            if missing:
                w("Not reached (tests of the battery with no result" +
                  (", here or in the separate runs below" if extra_rows else "") + "): " +
                  ", ".join(f"`{t}`" for t in missing) + ".")
            else:
                w("Every test of the battery has results, here or in the separate runs below.")
            w("")
        w("| Test | ntup | tsamples | psamples | p-value | Assessment | First run |")
        w("|---|---:|---:|---:|---:|---|---|")
        for r in st["rows"]:
            first = r["first"] if r["runs"] == 1 else f"{r['first']}, {r['runs']} runs"
            w(f"| {r['test']} | {r['ntup']} | {r['tsamples']} | {r['psamples']} | {r['pvalue']} "
              f"| {r['assessment']} | {first} |")
        w("")
        if st["extra"]:
            c = count(extra_rows, "assessment")
            w(f"#### Separate runs of single tests on `{st['words']}`")
            w("")
            w(f"**{c['PASSED']} PASSED, {c['WEAK']} WEAK, {c['FAILED']} FAILED** out of "
              f"{len(extra_rows)} results.")
            w("")
            w("| Raw output | Test | ntup | tsamples | psamples | p-value | Assessment | First run |")
            w("|---|---|---:|---:|---:|---:|---|---|")
            for name, rows in st["extra"]:
                for r in rows:
                    first = r["first"] if r["runs"] == 1 else f"{r['first']}, {r['runs']} runs"
                    w(f"| [{name}]({name}) | {r['test']} | {r['ntup']} | {r['tsamples']} "
                      f"| {r['psamples']} | {r['pvalue']} | {r['assessment']} | {first} |")
            w("")
        w(f"Raw output: [{os.path.basename(base)}-{st['name']}.dieharder.txt]"
          f"({os.path.basename(base)}-{st['name']}.dieharder.txt), "
          f"[{os.path.basename(base)}-{st['name']}.ent.txt]"
          f"({os.path.basename(base)}-{st['name']}.ent.txt).")
        w("")
    with open(a.out, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"randomness: report written to {os.path.relpath(a.out, a.root)}")
    for line in summary:
        print(line.replace("**", "").replace("`", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
