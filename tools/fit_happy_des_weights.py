#!/usr/bin/env python3
"""Derives the exact integer weights of every Happy Dés odds table and writes
engine/src/happydes/tables_data.inc.

The regulation (annexe 6, articles 2.3.1, 2.4.1.1, 2.4.2.1, 2.4.3.3) publishes each
probability as "1 chance sur X", X rounded half-up to the hundredth. For a row with weight w
in a table of denominator D, the published figure is reproduced iff
    X - 0.005 <= D / w < X + 0.005.
The tables were designed so that each stage-2 universe is worth exactly its multiplier on
average (expected value 1 at coefficient 1) and stage 1 returns 70 %. Among the weights the
rounding allows, this script picks, for each universe, the ones that make that expected value
1 as closely as integer weights of the chosen denominator allow:

1. every row's interval of probabilities is narrowed to its middle 80 % (a margin so that no
   weight sits on a rounding edge);
2. within each table, the two extreme points of "probabilities summing to 1" are taken (mass
   pushed to the cheapest rows, then to the dearest rows);
3. one interpolation factor t, shared by all the tables of the universe, is solved exactly
   (rational arithmetic) so that the universe's expected value is 1;
4. the probabilities are scaled to the denominator and rounded; the largest row absorbs the
   rounding so each table sums to its denominator;
5. a greedy search moves single units between rows of a table while that brings the
   expected value closer to 1 and every row still reproduces its published odds.

Stage 1 uses D = 1 000 and reproduces an expected stage-1 amount of exactly 1.05 EUR per EUR
staked (return to player of the "stop" strategy: 2/3 x 1.05 = 70 % exactly). Stage 2 uses
D = 1 000 000 in every table. The outcome is checked again by the engine's tests.

Run: python3 tools/fit_happy_des_weights.py > engine/src/happydes/tables_data.inc
"""
from fractions import Fraction as F
from itertools import product

# (amount in cents at coefficient 1, published "1 chance sur" figure)
STAGE1 = [(400, "66.67"), (200, "6.67"), (100, "1.83"), (50, "3.45")]
CUMUL = [
    ((42, 42), [(1000000, "6.67"), (800000, "5.56"), (500000, "1.49")]),
    ((40, 41), [(50000, "2.69"), (20000, "1.59")]),
    ((38, 39), [(10000, "5.00"), (5000, "1.25")]),
    ((36, 37), [(1000, "1.00")]),
    ((34, 35), [(500, "1.00")]),
    ((30, 33), [(100, "1.00")]),
    ((20, 22), [(100, "1.00")]),
    ((16, 19), [(200, "1.00")]),
    ((13, 15), [(500, "1.00")]),
    ((11, 12), [(1000, "1.00")]),
    ((7, 10), [(2000, "1.22"), (5000, "5.63")]),
]
FIGURES = [
    ("FiveOfAKind", 6, [(500000, "200.00"), (100000, "25.00"), (50000, "14.29"), (10000, "1.13")]),
    ("FourOfAKind", 150, [(5000, "16.67"), (2000, "5.00"), (1000, "1.35")]),
    ("Straight", 240, [(5000, "28.57"), (2000, "5.41"), (1000, "6.67"), (500, "1.59")]),
    ("ThreeOfAKind", 1500, [(400, "100.00"), (300, "50.00"), (200, "3.29"), (100, "1.50")]),
]
IDENTIQUES = [
    [(1000000, "33333.33"), (100000, "10000.00"), (5000, "57.97"), (2500, "66.67"),
     (1000, "3.45"), (800, "2.80"), (500, "3.13")],
    [(10000, "1000.00"), (1000, "12.50"), (500, "4.65"), (300, "1.42")],
    [(5000, "2000.00"), (1000, "105.26"), (500, "1.96"), (200, "2.08")],
    [(15000, "2000.00"), (1500, "10.39"), (600, "2.54"), (300, "1.96")],
    [(10000, "200.00"), (1000, "2.57"), (200, "1.65")],
    [(5000, "100.00"), (500, "5.26"), (200, "1.25")],
    [(300, "3.33"), (100, "1.43")],
    [(500, "10.00"), (100, "1.11")],
    [(150, "5.00"), (100, "1.25")],
    [(100, "1.00")],
    [(1000, "33.33"), (100, "1.03")],
    [(2500, "1000.00"), (100, "1.00")],
    [(50, "1.00")],
    [(5000, "500.00"), (50, "1.00")],
    [(50, "1.00")],
]
HALF = F(1, 200)


def interval(odds):
    x = F(odds)
    return 1 / (x + HALF), 1 / (x - HALF)


def reproduces(odds, w, d):
    x = F(odds)
    return w > 0 and x - HALF <= F(d, w) < x + HALF


def fit(tables, probs, d, target, margin=F(1, 10)):
    verts = []
    for tab in tables:
        lo, hi = [], []
        for _, odds in tab:
            a, b = interval(odds)
            lo.append(a + margin * (b - a))
            hi.append(b - margin * (b - a))
        rest = 1 - sum(lo)
        assert rest >= 0 and sum(hi) >= 1, tab
        pair = []
        for dearest_first in (False, True):
            p, r = list(lo), rest
            for i in sorted(range(len(tab)), key=lambda i: tab[i][0], reverse=dearest_first):
                add = min(r, hi[i] - lo[i])
                p[i] += add
                r -= add
            pair.append(p)
        verts.append(pair)

    def ev(ps):
        return sum(P * sum(F(c) * q for (c, _), q in zip(tab, p))
                   for tab, P, p in zip(tables, probs, ps))

    e0, e1 = ev([v[0] for v in verts]), ev([v[1] for v in verts])
    t = (target - e0) / (e1 - e0)
    assert 0 <= t <= 1, float(t)
    ps = [[a + t * (b - a) for a, b in zip(*v)] for v in verts]
    weights = []
    for p in ps:
        w = [round(q * d) for q in p]
        w[max(range(len(w)), key=lambda i: w[i])] += d - sum(w)
        weights.append(w)

    def evw(ws):
        return sum(P * F(sum(c * x for (c, _), x in zip(tab, w)), d)
                   for tab, P, w in zip(tables, probs, ws))

    while True:
        cur, best = abs(evw(weights) - target), None
        for ti, (tab, w) in enumerate(zip(tables, weights)):
            for i in range(len(w)):
                for j in range(len(w)):
                    if i == j:
                        continue
                    w2 = list(w)
                    w2[i] += 1
                    w2[j] -= 1
                    if not all(reproduces(o, x, d) for (_, o), x in zip(tab, w2)):
                        continue
                    trial = list(weights)
                    trial[ti] = w2
                    dev = abs(evw(trial) - target)
                    if dev < cur and (best is None or dev < best[0]):
                        best = (dev, ti, w2)
        if best is None:
            break
        weights[best[1]] = best[2]
    for tab, w in zip(tables, weights):
        assert sum(w) == d and all(reproduces(o, x, d) for (_, o), x in zip(tab, w)), (tab, w)
    return weights, evw(weights)


def rows(tab, w, d):
    return ", ".join(f'{{{c}, "{o}", {x}}}' for (c, o), x in zip(tab, w))


def main():
    sums = {}
    for dice in product(range(1, 7), repeat=7):
        sums[sum(dice)] = sums.get(sum(dice), 0) + 1
    non27 = 6 ** 7 - sums[27]

    (s1,), e1 = fit([STAGE1], [F(1)], 1000, F(105))
    cp = [F(sum(sums.get(s, 0) for s in range(a, b + 1)), non27) for (a, b), _ in CUMUL]
    cw, ec = fit([t for _, t in CUMUL], cp, 10 ** 6, F(100))
    fw, ef = fit([t for _, _, t in FIGURES], [F(n, 6 ** 5) for _, n, _ in FIGURES], 10 ** 6, F(100))
    iw, ei = fit(IDENTIQUES, [F(35 ** (k - 1), 36 ** k) for k in range(1, 16)], 10 ** 6, F(100))

    out = []
    out.append("// Generated by tools/fit_happy_des_weights.py: do not edit by hand.")
    out.append("// Rows: {amount in cents at coefficient 1 (1 EUR stake), published odds, weight}.")
    out.append(f"// Expected values reached (cents per 100 cents of multiplier): stage 1 {float(e1):.12f},")
    out.append(f"// cumul {float(ec):.12f}, figures {float(ef):.12f}, identiques {float(ei):.12f}.")
    out.append("")
    out.append(f"constexpr Row kStage1Rows[] = {{{rows(STAGE1, s1, 1000)}}};")
    out.append("constexpr std::uint64_t kStage1Denominator = 1000;")
    out.append("constexpr std::uint64_t kStage2Denominator = 1000000;")
    for i, (((a, b), tab), w) in enumerate(zip(CUMUL, cw)):
        out.append(f"constexpr Row kCumul{i}Rows[] = {{{rows(tab, w, 10**6)}}};  // {a}-{b}")
    for (name, _, tab), w in zip(FIGURES, fw):
        out.append(f"constexpr Row k{name}Rows[] = {{{rows(tab, w, 10**6)}}};")
    for k, (tab, w) in enumerate(zip(IDENTIQUES, iw), 1):
        out.append(f"constexpr Row kIdentiques{k}Rows[] = {{{rows(tab, w, 10**6)}}};")
    out.append("")
    out.append("constexpr CumulRange kCumulRanges[] = {")
    out.append(",\n".join(f"    {{{a}, {b}, PrizeTable(kCumul{i}Rows, kStage2Denominator)}}"
                             for i, ((a, b), _) in enumerate(CUMUL)) + "};")
    out.append("")
    out.append("constexpr FigureTable kFigureTables[] = {")
    out.append(",\n".join(f"    {{Figure::{n}, PrizeTable(k{n}Rows, kStage2Denominator)}}"
                             for n, _, _ in FIGURES) + "};")
    out.append("")
    out.append("constexpr PrizeTable kIdentiquesTables[] = {")
    out.append(",\n".join(f"    PrizeTable(kIdentiques{k}Rows, kStage2Denominator)"
                             for k in range(1, 16)) + "};")
    print("\n".join(out))


if __name__ == "__main__":
    main()
