#!/usr/bin/env python3
"""Check expected.json: paths exist, line text occurs (trimmed) in the file, rule ids are known."""
import json, pathlib, sys, collections
ROOT = pathlib.Path(__file__).resolve().parent.parent
rules = set()
for raw in (ROOT / "RULES.txt").read_text(encoding="utf-8").splitlines()[1:]:
    if raw.strip() and not raw.startswith(" ") and "  " in raw:
        rules.add(raw.split()[0])
data = json.loads((ROOT / "expected.json").read_text(encoding="utf-8"))
errors = []
seen = collections.Counter()
for c in data["cases"]:
    p = ROOT / c["path"]
    if not p.is_file():
        errors.append(f"missing file: {c['path']}"); continue
    lines = [l.strip() for l in p.read_text(encoding="utf-8").splitlines()]
    if c["line"] not in lines:
        errors.append(f"line not found in {c['path']}: {c['line']!r}")
    if c["rule"] not in rules:
        errors.append(f"unknown rule {c['rule']!r} ({c['path']})")
    key = (c["path"], c["line"], c["rule"])
    seen[key] += 1
for k, n in seen.items():
    if n > 1:
        errors.append(f"duplicate case {k}")
if errors:
    print("\n".join(errors)); sys.exit(1)
kinds = collections.Counter(c["kind"] for c in data["cases"])
print(f"ok: {len(data['cases'])} cases, {kinds['violation']} violations, {kinds['trap']} traps, "
      f"{len({c['path'] for c in data['cases']})} files, {len({c['rule'] for c in data['cases']})} rules")
