#!/usr/bin/env python3
"""Re-records the README's output examples from the real binary.

Each block after `<!-- output: ARGS -->` is replaced by what `umpire ARGS` prints, run from the
package root. A block that shows an excerpt (a line `…` between its first and last lines) keeps
its shape: as many lines from the start and from the end as it had. The README examples test
(ReadmeOutputTests) then checks them on every `swift test`.

    swift build && Tests/Scripts/update-readme-output.py [path/to/umpire]
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parents[2]
umpire = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build/debug/umpire")
import os
readme_path = pathlib.Path(os.environ.get("UMPIRE_README", root / "README.md"))
readme = readme_path.read_text()

pattern = re.compile(r"(<!-- output: (?P<args>[^\n]*?) -->\n```[a-z]*\n)(?P<body>.*?)(\n```)", re.S)


def rerecord(match):
    args = match.group("args").split(" ")
    output = subprocess.run([umpire, *args], cwd=root, capture_output=True, text=True).stdout.rstrip("\n").split("\n")
    shown = match.group("body").split("\n")
    if "…" in shown:
        cut = shown.index("…")
        head, tail = cut, len(shown) - cut - 1
        body = output[:head] + ["…"] + (output[-tail:] if tail else [])
    else:
        body = output
    return match.group(1) + "\n".join(body) + match.group(4)


readme_path.write_text(pattern.sub(rerecord, readme))
print("re-recorded", len(pattern.findall(readme)), "README output examples")
