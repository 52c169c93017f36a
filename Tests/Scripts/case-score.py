#!/usr/bin/env python3
"""Scores an umpire binary on the checklist case set (Fixtures/cases): violations found, traps
flagged, and the rules' other findings on lines the set does not assert.

usage: Tests/Scripts/case-score.py UMPIRE_BINARY [--cases DIR] [--list] [--json]

A violation is found when a finding of its rule is on its line. The second figure also counts
a rule that a finding on the line names as applying there ("(Also client-side-derivation
here.)"): one finding per problem reports the most specific rule and names the others.
"""
import atexit, json, os, re, shutil, subprocess, sys, tempfile
from collections import defaultdict

def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__); sys.exit(2)
    binary = os.path.abspath(args[0])
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    cases_dir = os.path.abspath(args[args.index("--cases") + 1]) if "--cases" in args else os.path.join(root, "Fixtures", "cases")
    # Each set is a product repository of its own: scored in a copy outside this package, whose
    # Package.swift would otherwise make every set's Swift one project.
    scratch = tempfile.mkdtemp(prefix="umpire-cases-")
    cases_dir = shutil.copytree(cases_dir, os.path.join(scratch, "set"))
    cases = json.load(open(os.path.join(cases_dir, "expected.json")))["cases"]
    run = subprocess.run([binary, ".", "--format", "json"], cwd=cases_dir, capture_output=True, text=True)
    atexit.register(shutil.rmtree, scratch, True)
    if run.returncode not in (0, 1):
        print(run.stderr, file=sys.stderr); sys.exit(2)
    findings = json.loads(run.stdout)["findings"]
    at = defaultdict(set)  # (path, line) -> rules
    named = defaultdict(set)  # (path, line) -> rules a finding names as also applying there
    for f in findings:
        at[(os.path.normpath(f["path"]), f["line"])].add(f["rule"])
        # One finding per problem: the most specific rule reports, its message ending
        # "(Also client-side-derivation here.)" for the others that describe the same text.
        m = re.search(r" \(Also ([a-z0-9, -]+) here\.\)$", f["message"])
        if m: named[(os.path.normpath(f["path"]), f["line"])].update(x.strip() for x in m.group(1).split(","))

    def line_of(case):
        text = open(os.path.join(cases_dir, case["path"]), encoding="utf-8").read().split("\n")
        hits = [i + 1 for i, l in enumerate(text) if case["line"] in l]
        # A line that is also part of a longer one: the whole line, trimmed, decides.
        if len(hits) > 1:
            hits = [i + 1 for i, l in enumerate(text) if l.strip() == case["line"].strip()]
        # A line written twice alike (the same guard in two handlers) is one case meaning every
        # occurrence: a violation is found when each is reported, a trap flagged when any is.
        assert hits, f"{case['path']}: {case['line']!r} on no line"
        return hits

    per_rule = defaultdict(lambda: [0, 0, 0, 0])  # found, violations, flagged traps, traps
    asserted = set()
    missed, flagged = [], []
    found_named = 0
    for case in cases:
        lines = line_of(case)
        line = lines[0]
        keys = [(os.path.normpath(case["path"]), n) for n in lines]
        key = keys[0]
        asserted.update((k, case["rule"]) for k in keys)
        reported = [case["rule"] in at[k] for k in keys]
        hit = all(reported) if case["kind"] == "violation" else any(reported)
        r = per_rule[case["rule"]]
        if case["kind"] == "violation":
            r[1] += 1
            r[0] += hit
            found_named += hit or case["rule"] in named[key]
            if not hit: missed.append((case, line))
        else:
            r[3] += 1
            r[2] += hit
            if hit: flagged.append((case, line))
    case_rules = set(c["rule"] for c in cases)
    others = [f for f in findings if f["rule"] in case_rules
              and ((os.path.normpath(f["path"]), f["line"]), f["rule"]) not in asserted]
    found = sum(r[0] for r in per_rule.values()); total = sum(r[1] for r in per_rule.values())
    traps = sum(r[2] for r in per_rule.values()); trap_total = sum(r[3] for r in per_rule.values())
    if "--json" in args:
        print(json.dumps({"found": found, "foundOrNamed": found_named, "violations": total, "flaggedTraps": traps, "traps": trap_total,
                          "unasserted": len(others),
                          "rules": {k: {"found": v[0], "violations": v[1], "flaggedTraps": v[2], "traps": v[3]} for k, v in sorted(per_rule.items())}}))
        return
    print(f"violations found: {found}/{total}   traps flagged: {traps}/{trap_total}   "
          f"other findings of these rules on unasserted lines: {len(others)}")
    print(f"  with the rules a finding names as also applying on its line: {found_named}/{total} found")
    for rule, (f, v, t, tt) in sorted(per_rule.items()):
        print(f"  {rule:36} found {f}/{v}   traps flagged {t}/{tt}")
    if "--list" in args:
        print("\nmissed:")
        for c, line in missed: print(f"  {c['path']}:{line} {c['rule']}: {c['line']}")
        print("\nflagged traps:")
        for c, line in flagged: print(f"  {c['path']}:{line} {c['rule']}: {c['line']}")
        print("\nunasserted:")
        for f in others: print(f"  {f['path']}:{f['line']} {f['rule']}: {f['message'][:100]}")

main()
