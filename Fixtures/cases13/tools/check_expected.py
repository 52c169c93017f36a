#!/usr/bin/env python3
"""Checks expected.json against the files in this case set.

Usage: python3 tools/check_expected.py [RULE_IDS_FILE]

- expected.json parses and has a "cases" list;
- every case has path, line, rule, kind, why;
- kind is "violation" or "trap";
- the file exists and the line occurs exactly once (trimmed) in it;
- the rule id is listed in the rule-ids file (default RULES_FILE_ARG)
  and is not one of the rules keying.md says to leave without cases;
- no (path, line, rule) is keyed twice.
Exits non-zero on any problem.
"""
import collections
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES_FILE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "RULES.txt")
SKIPPED = {"generated-file-edit", "schema-version-bump", "adr-required", "suppression-reason", "unused-suppression"}

rules = set()
with open(RULES_FILE, encoding="utf-8") as fh:
    for row in fh:
        parts = row.split()
        if parts and parts[0] != "ID" and "-" in parts[0] and not row.startswith(" "):
            rules.add(parts[0])

with open(os.path.join(ROOT, "expected.json"), encoding="utf-8") as fh:
    data = json.load(fh)

problems = []
seen = collections.Counter()
lines_cache = {}
for i, case in enumerate(data["cases"]):
    missing = [k for k in ("path", "line", "rule", "kind", "why") if not case.get(k)]
    if missing:
        problems.append(f"case {i}: missing {missing}")
        continue
    if case["kind"] not in ("violation", "trap"):
        problems.append(f"case {i}: bad kind {case['kind']}")
    if case["rule"] not in rules:
        problems.append(f"case {i}: unknown rule {case['rule']}")
    if case["rule"] in SKIPPED:
        problems.append(f"case {i}: rule {case['rule']} should have no cases")
    if case["line"] != case["line"].strip():
        problems.append(f"case {i}: line is not trimmed")
    full = os.path.join(ROOT, case["path"])
    if not os.path.isfile(full):
        problems.append(f"case {i}: no file {case['path']}")
        continue
    if full not in lines_cache:
        with open(full, encoding="utf-8") as fh:
            lines_cache[full] = [l.strip() for l in fh.read().splitlines()]
    count = lines_cache[full].count(case["line"])
    if count != 1:
        problems.append(f"case {i}: line occurs {count} times in {case['path']}: {case['line']!r}")
    key = (case["path"], case["line"], case["rule"])
    seen[key] += 1
    if seen[key] == 2:
        problems.append(f"case {i}: duplicate case {key}")

for p in problems:
    print(p)
kinds = collections.Counter(c["kind"] for c in data["cases"])
print(f"{len(data['cases'])} cases ({kinds['violation']} violations, {kinds['trap']} traps), "
      f"{len({c['rule'] for c in data['cases']})} rules, {len(problems)} problems")
sys.exit(1 if problems else 0)
