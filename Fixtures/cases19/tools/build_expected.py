#!/usr/bin/env python3
"""Build expected.json from tools/cases/*.tsv."""
import json, pathlib, sys
ROOT = pathlib.Path(__file__).resolve().parent.parent
cases = []
for tsv in sorted((ROOT / "tools" / "cases").glob("*.tsv")):
    for n, raw in enumerate(tsv.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("\t")
        if len(parts) != 5:
            sys.exit(f"{tsv.name}:{n}: expected 5 tab-separated fields, got {len(parts)}")
        path, line, rule, kind, why = parts
        if kind not in ("v", "t"):
            sys.exit(f"{tsv.name}:{n}: kind must be v or t")
        cases.append({"path": path, "line": line.strip(), "rule": rule,
                      "kind": "violation" if kind == "v" else "trap", "why": why})
(ROOT / "expected.json").write_text(json.dumps({"cases": cases}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
v = sum(c["kind"] == "violation" for c in cases)
print(f"wrote expected.json: {len(cases)} cases ({v} violations, {len(cases)-v} traps)")
