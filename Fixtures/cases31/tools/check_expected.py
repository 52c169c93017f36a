#!/usr/bin/env python3
"""Check expected.json: paths exist, each line occurs exactly once (trimmed) in its
file, and every rule id is listed in RULES.txt."""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rule_ids():
    ids = set()
    with open(os.path.join(ROOT, "RULES.txt"), encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for line in lines[1:]:
        if not line.strip():
            continue
        first = line.split()[0]
        if first and first[0].islower() and "-" in first:
            ids.add(first)
    return ids


def main():
    ids = rule_ids()
    with open(os.path.join(ROOT, "expected.json"), encoding="utf-8") as fh:
        cases = json.load(fh)["cases"]
    errors = []
    cache = {}
    for i, c in enumerate(cases):
        where = f"case {i} ({c['path']} / {c['rule']})"
        if c["rule"] not in ids:
            errors.append(f"{where}: unknown rule id {c['rule']!r}")
        if c["kind"] not in ("violation", "trap"):
            errors.append(f"{where}: bad kind {c['kind']!r}")
        full = os.path.join(ROOT, c["path"])
        if not os.path.isfile(full):
            errors.append(f"{where}: path does not exist")
            continue
        if full not in cache:
            with open(full, encoding="utf-8") as fh:
                cache[full] = [l.strip() for l in fh.read().splitlines()]
        n = cache[full].count(c["line"].strip())
        if n != 1:
            errors.append(f"{where}: line occurs {n} times: {c['line'][:90]!r}")
    for e in errors:
        print(e)
    v = sum(1 for c in cases if c["kind"] == "violation")
    print(f"{len(cases)} cases, {v} violations, {len(cases) - v} traps, "
          f"{len({c['path'] for c in cases})} files, {len({c['rule'] for c in cases})} rules; {len(errors)} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
