#!/bin/sh
# Validates Umpire's SARIF (with fixes) against the SARIF 2.1.0 JSON schema using
# check-jsonschema from PyPI, in a scratch virtual environment. The schema is not bundled
# (its licence is OASIS's): pass its path, e.g. sarif-2.1/schema/sarif-schema-2.1.0.json
# from https://github.com/oasis-tcs/sarif-spec.
#
#   Tests/Scripts/validate-sarif.sh path/to/sarif-schema-2.1.0.json [report.sarif]
set -eu
schema=${1:?usage: validate-sarif.sh SCHEMA [REPORT]}
root=$(cd "$(dirname "$0")/../.." && pwd)
report=${2:-$root/Fixtures/golden/sample.sarif}
venv=$(mktemp -d)
python3 -m venv "$venv" && "$venv/bin/pip" install -q check-jsonschema
"$venv/bin/check-jsonschema" --schemafile "$schema" "$report"
rm -rf "$venv"
