#!/usr/bin/env python3
"""The reference side of the benchmark: kiwisolver (`pip install kiwisolver`)
on system files (Documentation/SystemFormat.md), with the same protocol as
our `compare` product. Prints one JSON line per file.

    python3 Benchmarks/kiwi_side.py [--reps N] FILE.system.json ...

build  = a new kiwi Solver, the edit variables (added, then suggested), every
         constraint in file order, one updateVariables(); best of N.
resize = every step of the file's "resize" list: its suggestions, then one
         updateVariables(); best of N, on the solver of the last build.

kiwi weighs strengths instead of ordering them strictly: "strong", "medium"
and "weak" become kiwi's own strengths, a numeric priority p below 1000 the
weight p. That is fine for timing; answers can differ from a strict solver's
where many weak preferences outweigh a stronger one.
"""
import json
import sys
import time

import kiwisolver


def weight(strength):
    if strength in ("required", 1000, 1000.0):
        return kiwisolver.strength.required
    named = {"strong": kiwisolver.strength.strong, "medium": kiwisolver.strength.medium,
             "weak": kiwisolver.strength.weak}
    return named[strength] if isinstance(strength, str) else float(strength)


def make_constraints(system, variables):
    made = []
    for item in system["constraints"]:
        terms = [kiwisolver.Term(variables[name], coefficient) for coefficient, name in item["terms"]]
        expression = kiwisolver.Expression(terms, item["constant"])
        op = item["op"]
        relation = expression == 0 if op == "==" else (expression <= 0 if op == "<=" else expression >= 0)
        made.append(relation | weight(item.get("strength", "required")))
    return made


def build_once(system):
    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    constraints = make_constraints(system, variables)
    start = time.perf_counter()
    solver = kiwisolver.Solver()
    for edit in system.get("edits", []):
        solver.addEditVariable(variables[edit["variable"]], weight(edit["strength"]))
        solver.suggestValue(variables[edit["variable"]], edit["value"])
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    return time.perf_counter() - start, solver, variables


def resize_once(system, solver, variables):
    start = time.perf_counter()
    for step in system.get("resize", []):
        for name, value in step:
            solver.suggestValue(variables[name], value)
        solver.updateVariables()
    return time.perf_counter() - start


def main(argv):
    reps, files = 5, []
    args = iter(argv[1:])
    for a in args:
        if a == "--reps":
            reps = int(next(args))
        else:
            files.append(a)
    if not files:
        print(__doc__, file=sys.stderr)
        return 2
    impl = "kiwisolver %s" % getattr(kiwisolver, "__version__", "?")
    for path in files:
        with open(path) as f:
            system = json.load(f)
        best_build, best_resize, last = float("inf"), float("inf"), None
        for _ in range(reps):
            seconds, solver, variables = build_once(system)
            best_build = min(best_build, seconds)
            last = (solver, variables)
        for _ in range(reps):
            best_resize = min(best_resize, resize_once(system, *last))
        print(json.dumps({"impl": impl, "workload": system.get("name", path), "build_s": best_build,
                          "resize_s": best_resize, "resize_steps": len(system.get("resize", []))}))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
