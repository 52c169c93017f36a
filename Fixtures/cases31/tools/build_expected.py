#!/usr/bin/env python3
"""Build expected.json from tools/cases/*.tsv.

Each TSV line: path<TAB>trimmed source line<TAB>rule-id<TAB>v|t<TAB>why
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_cases():
    cases = []
    for tsv in sorted(glob.glob(os.path.join(ROOT, "tools", "cases", "*.tsv"))):
        with open(tsv, encoding="utf-8") as fh:
            for n, raw in enumerate(fh, 1):
                raw = raw.rstrip("\n")
                if not raw.strip() or raw.startswith("#"):
                    continue
                parts = raw.split("\t")
                if len(parts) != 5:
                    sys.exit(f"{os.path.basename(tsv)}:{n}: expected 5 tab-separated fields, got {len(parts)}")
                path, line, rule, kind, why = parts
                if kind not in ("v", "t"):
                    sys.exit(f"{os.path.basename(tsv)}:{n}: kind must be v or t, got {kind!r}")
                cases.append({
                    "path": path,
                    "line": line,
                    "rule": rule,
                    "kind": "violation" if kind == "v" else "trap",
                    "why": why,
                })
    return cases


def main():
    cases = load_cases()
    seen = set()
    for c in cases:
        key = (c["path"], c["line"], c["rule"])
        if key in seen:
            sys.exit(f"duplicate case: {key}")
        seen.add(key)
    out = os.path.join(ROOT, "expected.json")
    with open(out, "w", encoding="utf-8") as fh:
        json.dump({"cases": cases}, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    v = sum(1 for c in cases if c["kind"] == "violation")
    print(f"wrote {out}: {len(cases)} cases ({v} violations, {len(cases) - v} traps)")


if __name__ == "__main__":
    main()
