#!/usr/bin/env python3
"""Build expected.json from tools/cases/*.tsv (path<TAB>line<TAB>rule<TAB>kind<TAB>why)."""
import glob, json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
cases = []
for f in sorted(glob.glob(os.path.join(ROOT, "tools", "cases", "*.tsv"))):
    for n, raw in enumerate(open(f, encoding="utf-8").read().splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("\t")
        if len(parts) != 5:
            raise SystemExit(f"{f}:{n}: expected 5 fields, got {len(parts)}")
        path, line, rule, kind, why = (p.strip() for p in parts)
        kind = {"v": "violation", "t": "trap"}.get(kind, kind)
        cases.append({"path": path, "line": line, "rule": rule, "kind": kind, "why": why})
with open(os.path.join(ROOT, "expected.json"), "w", encoding="utf-8") as fh:
    json.dump({"cases": cases}, fh, indent=2, ensure_ascii=False)
    fh.write("\n")
print(f"wrote {len(cases)} cases")
