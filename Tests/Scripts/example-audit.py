#!/usr/bin/env python3
"""Runs an Umpire binary on dumped rule examples and reports, per rule, how many triggering
examples it catches (every marked position found, by that rule).

    UMPIRE_DUMP_EXAMPLES=/tmp/examples swift test --filter ExampleDump
    Tests/Scripts/example-audit.py /tmp/examples .build/debug/umpire [OTHER_BINARY]

With two binaries, each example is reported caught or missed by both (before → after), so a
build from an older commit shows what a change made the rules see.
"""
import json, os, subprocess, sys

def caught(binary, folder, rule):
    # A suppression rule judges the suppressions of the rules that ran: run them all.
    only = [] if rule in ("unused-suppression", "suppression-reason") else ["--only", rule]
    out = subprocess.run([binary, "."] + only + ["--format", "json"], cwd=folder, capture_output=True, text=True)
    try:
        found = json.loads(out.stdout).get("findings", [])
    except json.JSONDecodeError:
        return False
    got = {f"{f['path']}:{f['line']}:{f['column']}" for f in found if f["rule"] == rule}
    expected = {line.strip() for line in open(os.path.join(folder, "expected.txt")) if line.strip()}
    return expected <= got

def main():
    root, binaries = sys.argv[1], [os.path.abspath(b) for b in sys.argv[2:]]
    totals = [0] * len(binaries)
    count = 0
    for rule in sorted(os.listdir(root)):
        for n in sorted(os.listdir(os.path.join(root, rule)), key=int):
            folder = os.path.join(root, rule, n)
            results = [caught(b, folder, rule) for b in binaries]
            source = open(os.path.join(folder, "source.txt")).read().strip().split("/rules/")[-1]
            marks = " → ".join("caught" if r else "missed" for r in results)
            print(f"{rule}\t{n}\t{marks}\t{source}")
            count += 1
            totals = [t + r for t, r in zip(totals, results)]
    print(f"\n{count} examples; caught: " + " → ".join(str(t) for t in totals), file=sys.stderr)

main()
