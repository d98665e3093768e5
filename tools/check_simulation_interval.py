#!/usr/bin/env python3
"""Checks the width of a Happy Dés simulation's 99 % interval (tools/check_simulations.sh).

Usage: check_simulation_interval.py TABLES.json SIMULATE.json

TABLES.json is `instants-cli tables --json`, SIMULATE.json one `instants-cli simulate --json`.
Independently of the simulator and of the engine's analysis:
  1. the interval is recomputed from the games' own wins (wins_by_prize): the mean win per
     unit staked plus or minus z99 x sqrt(sample variance / n), to 1e-9 of its half-width;
  2. the exact distribution of the win is computed here from the tables and the rules
     (stage 1 won with probability 2/3; the universes' dice enumerated), and the sample
     variance must lie within four standard errors, sqrt((mu4 - sigma^4) / n), of the exact
     variance;
  3. the games' wins follow that distribution: Pearson's chi-square over the win amounts
     expected at least 20 times (the rest pooled) stays below its p = 1e-4 critical value.
Exit status 0 when all hold, 1 otherwise (each failure printed).
"""
import itertools
import json
import math
import sys
from collections import Counter, defaultdict
from fractions import Fraction

Z99 = 2.5758293035489004  # two-sided 99 % normal quantile: erfc(Z99 / sqrt 2) = 0.01


def rows(prizes):
    return [(p["amount_cents"], Fraction(p["weight"], p["denominator"])) for p in prizes]


def figure(dice):
    count = Counter(dice)
    most = max(count.values())
    if most == 5:
        return "five_of_a_kind"
    if most == 4:
        return "four_of_a_kind"
    if most == 1 and (1 not in count or 6 not in count):
        return "straight"
    return "three_of_a_kind" if most == 3 else "none"


def universe_outcomes(tables, strategy):
    """(prize rows, probability) for each way the universe can pay."""
    if strategy == "stop":
        return []
    if strategy == "cumul":
        ways = Counter(sum(d) for d in itertools.product(range(1, 7), repeat=7))
        ending = 6**7 - ways[27]  # 27 is thrown again
        return [(rows(r["prizes"]),
                 Fraction(sum(ways[s] for s in range(r["min_score"], r["max_score"] + 1)), ending))
                for r in tables["cumul"]]
    if strategy == "figures":
        count = Counter(figure(d) for d in itertools.product(range(1, 7), repeat=5))
        return [(rows(f["prizes"]), Fraction(count[f["figure"]], 6**5)) for f in tables["figures"]]
    if strategy == "identiques":
        return [(rows(t["prizes"]), Fraction(35, 36) ** (t["throw"] - 1) / 36)
                for t in tables["identiques"]]
    raise SystemExit(f"unknown strategy {strategy}")


def distribution(tables, strategy, stake):
    dist = defaultdict(Fraction)
    lost = Fraction(1, 3)
    universe = universe_outcomes(tables, strategy)
    for amount1, p1 in rows(tables["stage1"]):
        p1 *= Fraction(2, 3)
        multiplier = amount1 * stake // 100
        if strategy == "stop":
            dist[multiplier] += p1
            continue
        won = Fraction(0)
        for prizes, pu in universe:
            for amount, pr in prizes:
                dist[amount * multiplier // 100] += p1 * pu * pr
                won += p1 * pu * pr
        lost += p1 - won
    dist[0] += lost
    return dist


def main():
    tables = json.load(open(sys.argv[1]))["happy_des"]
    sim = json.load(open(sys.argv[2]))
    strategy, stake, n = sim["strategy"], sim["stake_cents"], sim["games"]
    failures = []

    observed = {int(a): c for a, c in sim["wins_by_prize"].items()}
    observed[0] = n - sim["wins"]
    s1 = sum(Fraction(a, stake) * c for a, c in observed.items())
    s2 = sum(Fraction(a, stake) ** 2 * c for a, c in observed.items())
    mean = s1 / n
    sample_var = s2 / n - mean * mean
    half = (sim["ci99_high"] - sim["ci99_low"]) / 2
    expected_half = Z99 * math.sqrt(sample_var / n)
    if abs(sim["rtp"] - float(mean)) > 1e-12:
        failures.append(f"rtp {sim['rtp']} is not the mean of wins_by_prize {float(mean)}")
    if abs(half - expected_half) > 1e-9 * expected_half:
        failures.append(f"half-width {half!r}, z99 x sqrt(sample variance / n) = {expected_half!r}")

    dist = distribution(tables, strategy, stake)
    m1 = sum(p * Fraction(a, stake) for a, p in dist.items())
    var = sum(p * (Fraction(a, stake) - m1) ** 2 for a, p in dist.items())
    mu4 = sum(p * (Fraction(a, stake) - m1) ** 4 for a, p in dist.items())
    spread = math.sqrt((mu4 - var * var) / n)
    exact_half = Z99 * math.sqrt(var / n)
    if abs(float(sample_var - var)) > 4 * spread:
        failures.append(f"sample variance {float(sample_var):.6g} is more than 4 x {spread:.3g} "
                        f"from the exact {float(var):.6g}")

    chi2, cells, pooled_e, pooled_o = 0.0, 0, 0.0, 0
    rest = dict(observed)
    for a, p in dist.items():
        o = rest.pop(a, 0)
        e = float(n * p)
        if e >= 20:
            chi2 += (o - e) ** 2 / e
            cells += 1
        else:
            pooled_e += e
            pooled_o += o
    pooled_o += sum(rest.values())  # amounts that cannot be won
    if pooled_e > 0 or pooled_o > 0:
        chi2 += (pooled_o - pooled_e) ** 2 / max(pooled_e, 1e-300)
        cells += 1
    k = cells - 1
    critical = k * (1 - 2 / (9 * k) + 3.7190164854556804 * math.sqrt(2 / (9 * k))) ** 3
    if chi2 >= critical:
        failures.append(f"chi-square {chi2:.1f} over {k} degrees of freedom, critical {critical:.1f}")

    print(f"check_simulation_interval: {strategy} at {stake}: half-width {half:.6g} "
          f"(z99 x sqrt(exact variance / n) = {exact_half:.6g}), sample variance "
          f"{float(sample_var):.6g}, exact {float(var):.6g} +- {spread:.3g}, "
          f"chi-square {chi2:.1f} / {k} dof (critical {critical:.1f})")
    for f in failures:
        print(f"check_simulation_interval: {strategy}: {f}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
