#!/usr/bin/env bash
# Runs a real LSP client, pytest-lsp, against the built `umpire lsp` (see lsp_client_test.py),
# in a virtual environment made for the run in a temporary folder and removed after it.
#   Tests/Scripts/lsp-client-test.sh            # builds the debug binary if it is missing
#   UMPIRE=.build/release/umpire Tests/Scripts/lsp-client-test.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
umpire=${UMPIRE:-$root/.build/debug/umpire}
if [ ! -x "$umpire" ]; then (cd "$root" && swift build --product umpire); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pytest-lsp
"$work/venv/bin/pip" list --disable-pip-version-check 2>/dev/null | grep -iE '^(pytest-lsp|pygls|lsprotocol) '
UMPIRE=$(cd "$(dirname "$umpire")" && pwd)/$(basename "$umpire") \
    "$work/venv/bin/python" -m pytest -v -p no:cacheprovider -o asyncio_default_fixture_loop_scope=function \
    -W error::pytest_lsp.LspSpecificationWarning "$root/Tests/Scripts/lsp_client_test.py"
