#!/usr/bin/env bash
# Fuzzes one lexer: Fuzz/run.sh swift|typescript|tsx|shell|plist SECONDS
# Seeds the corpus from the fixtures; crashing inputs land in Fuzz/crashes/LANG/ — commit each
# as a regression fixture under Fixtures/fuzz/ with a test.
set -euo pipefail
cd "$(dirname "$0")/.."
language="${1:?language}"; seconds="${2:-1800}"
case "$language" in
  swift) pattern='*.swift' ;; typescript) pattern='*.ts' ;; tsx) pattern='*.tsx' ;; shell) pattern='*.sh' ;; plist) pattern='*.plist' ;;
  *) echo "unknown language $language" >&2; exit 2 ;;
esac
[[ -x Fuzz/.out/lexer-fuzz ]] || Fuzz/build.sh
corpus="Fuzz/.out/corpus-$language"; crashes="Fuzz/crashes/$language"
mkdir -p "$corpus" "$crashes"
find Fixtures Tests -name "$pattern" -exec cp {} "$corpus/" \; 2>/dev/null || true
UMPIRE_FUZZ_LANGUAGE="$language" Fuzz/.out/lexer-fuzz "$corpus" -artifact_prefix="$crashes/" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -print_final_stats=1
