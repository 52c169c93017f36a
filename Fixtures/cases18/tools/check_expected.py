#!/usr/bin/env python3
"""Verify expected.json: every case's path exists and its line occurs exactly once (trimmed) in that file."""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VALID_KINDS = {"violation", "trap"}


def main() -> int:
    with open(os.path.join(ROOT, "expected.json"), encoding="utf-8") as fh:
        cases = json.load(fh)["cases"]
    rules_path = os.path.join(ROOT, "RULES.txt")
    known = set()
    if os.path.exists(rules_path):
        for line in open(rules_path, encoding="utf-8").read().splitlines()[1:]:
            if line.strip() and not line[0].isdigit():
                known.add(line.split()[0])
    errors = []
    for i, case in enumerate(cases):
        for key in ("path", "line", "rule", "kind", "why"):
            if not case.get(key):
                errors.append(f"case {i}: missing {key}")
        if case.get("kind") not in VALID_KINDS:
            errors.append(f"case {i}: bad kind {case.get('kind')!r}")
        if known and case.get("rule") not in known:
            errors.append(f"case {i}: unknown rule {case.get('rule')!r}")
        path = os.path.join(ROOT, case["path"])
        if not os.path.isfile(path):
            errors.append(f"case {i}: missing file {case['path']}")
            continue
        lines = [l.strip() for l in open(path, encoding="utf-8").read().splitlines()]
        n = lines.count(case["line"].strip())
        if n != 1:
            errors.append(f"case {i}: {case['path']}: line found {n} times: {case['line']}")
    v = sum(1 for c in cases if c["kind"] == "violation")
    t = len(cases) - v
    print(f"{len(cases)} cases ({v} violations, {t} traps)")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
