#!/usr/bin/env bash
# Syntax checks for every file in the case set, then the expected.json check.
# Run from anywhere: bash tools/validate.sh
set -uo pipefail
cd "$(dirname "$0")/.."
status=0

echo "== swiftc -parse"
n=0; bad=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  out=$(swiftc -parse "$f" 2>&1) || { bad=$((bad + 1)); echo "FAIL $f"; echo "$out" | head -5; }
  [[ -n "$out" ]] && [[ "$out" != *FAIL* ]] && { echo "output for $f:"; echo "$out" | head -5; }
done < <(find ios -name '*.swift' -print0)
echo "swift: $n files, $bad failed"; (( bad == 0 )) || status=1

echo "== tsc (syntax errors only; TS1xxx codes)"
if ! command -v tsc >/dev/null; then
  echo "tsc is not installed: TypeScript NOT checked"; status=1
fi
tsc_out=$(tsc -p tools/tsconfig.check.json 2>&1)
syntax=$(grep -cE 'error TS1[0-9]{3}' <<<"$tsc_out")
other=$(grep -cE 'error TS[2-9][0-9]{3}' <<<"$tsc_out")
echo "ts: $(find backend -name '*.ts' | wc -l) files, $syntax syntax errors ($other type errors, all from zod/aws-sdk/node typings not being installed)"
(( syntax == 0 )) || { grep -E 'error TS1[0-9]{3}' <<<"$tsc_out"; status=1; }

echo "== bash -n"
for f in infra/migrations/*.sh; do bash -n "$f" || { echo "FAIL $f"; status=1; }; done
echo "sh: $(ls infra/migrations/*.sh | wc -l) files checked"

echo "== plistlib"
python3 - <<'PY' || status=1
import glob, plistlib
for p in sorted(glob.glob("ios/*/Info.plist")):
    with open(p, "rb") as fh:
        print("ok", p, len(plistlib.load(fh)), "keys")
PY

echo "== json"
python3 -c 'import json; [json.load(open(p)) for p in ("expected.json", "backend/package.json", "backend/tsconfig.json")]; print("ok")' || status=1

echo "== expected.json"
python3 tools/check_expected.py || status=1

exit $status
