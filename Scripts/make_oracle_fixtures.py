#!/usr/bin/env python3
"""Writes Tests/CassowaryTests/Fixtures/oracle.json: seeded random constraint
systems with the optimal total violation per priority level, computed level by
level (highest first) with scipy's HiGHS LP solver.

    pip install scipy && python3 Scripts/make_oracle_fixtures.py

Each system uses the format of Documentation/SystemFormat.md, plus "levels": a list
of {"strength": p, "violation": v} from the highest optional level down. A
strict-priority solver must reach exactly these totals (the LP optimum of each
level given the optimum of every level above it). The systems are satisfiable
by construction: required constants come from a hidden solution.
"""
import json
import os
import random
import sys

import numpy as np
from scipy.optimize import linprog

NAMED = {"strong": 750.0, "medium": 500.0, "weak": 250.0}


def strength_value(s):
    if s == "required":
        return 1000.0
    return NAMED[s] if isinstance(s, str) else float(s)


def make_system(seed):
    rng = random.Random(seed)
    n = rng.randint(3, 24)
    names = ["v%d" % i for i in range(n)]
    hidden = [rng.uniform(-200, 800) for _ in range(n)]
    style = seed % 3
    if style == 0:
        pool = ["weak", "medium", "strong"]
    elif style == 1:
        pool = [rng.randint(1, 999) for _ in range(rng.randint(2, 6))]
    else:
        pool = ["weak", "strong", 251, 749, 999, 1]
    cs = []
    m = rng.randint(n, 3 * n)
    for _ in range(m):
        k = rng.choice([1, 1, 2, 2, 3])
        vs = rng.sample(range(n), min(k, n))
        terms = [[rng.choice([1.0, -1.0, 2.0, -0.5, 3.0]), names[v]] for v in vs]
        val = sum(c * hidden[int(v[1:])] for c, v in terms)
        r = rng.random()
        if r < 0.25:
            cs.append({"terms": terms, "constant": -val, "op": "==", "strength": "required"})
        elif r < 0.45:
            margin = rng.uniform(0, 40)
            if rng.random() < 0.5:
                cs.append({"terms": terms, "constant": -val - margin, "op": "<=", "strength": "required"})
            else:
                cs.append({"terms": terms, "constant": -val + margin, "op": ">=", "strength": "required"})
        else:
            op = rng.choice(["==", "==", "<=", ">="])
            target = val + rng.uniform(-300, 300)
            cs.append({"terms": terms, "constant": -target, "op": op, "strength": rng.choice(pool)})
    edits = []
    for v in rng.sample(range(n), rng.randint(0, min(2, n))):
        edits.append({"variable": names[v], "strength": rng.choice(["strong", "medium", 900]),
                      "value": hidden[v] + rng.uniform(-100, 100)})
    return {"name": "oracle-%d" % seed, "variables": names, "edits": edits, "constraints": cs}


def solve_levels(system):
    names = system["variables"]
    idx = {v: i for i, v in enumerate(names)}
    n = len(names)
    rows = []  # (coeffs over x, constant, op, strength)
    for c in system["constraints"]:
        a = np.zeros(n)
        for k, v in c["terms"]:
            a[idx[v]] += k
        rows.append((a, c["constant"], c["op"], strength_value(c["strength"])))
    for e in system["edits"]:
        a = np.zeros(n)
        a[idx[e["variable"]]] = 1
        rows.append((a, -e["value"], "==", strength_value(e["strength"])))
    optional = [r for r in rows if r[3] < 1000]
    levels = sorted({r[3] for r in optional}, reverse=True)
    # variables: x (n, free), then per optional row: p, m (>= 0)
    k = len(optional)
    nv = n + 2 * k
    A_eq, b_eq, A_ub, b_ub = [], [], [], []
    for a, c, op, s in rows:
        if s < 1000:
            continue
        row = np.concatenate([a, np.zeros(2 * k)])
        if op == "==":
            A_eq.append(row); b_eq.append(-c)
        elif op == "<=":
            A_ub.append(row); b_ub.append(-c)
        else:
            A_ub.append(-row); b_ub.append(c)
    for j, (a, c, op, s) in enumerate(optional):
        p, m = n + 2 * j, n + 2 * j + 1
        row = np.concatenate([a, np.zeros(2 * k)])
        # a.x + c = p - m  (p: positive excess, m: shortfall)
        eq = row.copy(); eq[p] = -1; eq[m] = 1
        A_eq.append(eq); b_eq.append(-c)
    def viol_vector(level):
        w = np.zeros(nv)
        for j, (a, c, op, s) in enumerate(optional):
            if s != level:
                continue
            p, m = n + 2 * j, n + 2 * j + 1
            if op == "==":
                w[p] += 1; w[m] += 1
            elif op == "<=":
                w[p] += 1
            else:
                w[m] += 1
        return w
    bounds = [(None, None)] * n + [(0, None)] * (2 * k)
    out = []
    extra_ub, extra_b = [], []
    for level in levels:
        w = viol_vector(level)
        res = linprog(w, A_ub=np.array(A_ub + extra_ub) if (A_ub or extra_ub) else None,
                      b_ub=np.array(b_ub + extra_b) if (b_ub or extra_b) else None,
                      A_eq=np.array(A_eq) if A_eq else None, b_eq=np.array(b_eq) if A_eq else None,
                      bounds=bounds, method="highs",
                      options={"primal_feasibility_tolerance": 1e-10,
                               "dual_feasibility_tolerance": 1e-10})
        if res.status != 0:
            raise RuntimeError("LP failed: %s" % res.message)
        best = float(res.fun)
        out.append({"strength": level, "violation": best})
        extra_ub.append(w)
        extra_b.append(best + 1e-9 * max(1.0, abs(best)))
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "Tests", "CassowaryTests", "Fixtures", "oracle.json")
    systems = []
    for seed in range(1, 121):
        s = make_system(seed)
        s["levels"] = solve_levels(s)
        systems.append(s)
    with open(path, "w") as f:
        json.dump({"generator": "Scripts/make_oracle_fixtures.py", "systems": systems}, f, indent=None)
        f.write("\n")
    print("wrote %d systems to %s" % (len(systems), os.path.normpath(path)))


if __name__ == "__main__":
    sys.exit(main())
