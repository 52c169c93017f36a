#!/usr/bin/env bash
# Fuzzes one lexer: Tests/Fuzz/run.sh swift|typescript|tsx|shell|plist SECONDS
# Seeds the corpus from the fixtures; crashing inputs land in Tests/Fuzz/crashes/LANG/ — commit
# each as a regression fixture under Fixtures/fuzz/ with a test.
set -euo pipefail
cd "$(dirname "$0")/../.."
language="${1:?language}"; seconds="${2:-1800}"
case "$language" in
  swift) pattern='*.swift' ;; typescript) pattern='*.ts' ;; tsx) pattern='*.tsx' ;; shell) pattern='*.sh' ;; plist) pattern='*.plist' ;;
  *) echo "unknown language $language" >&2; exit 2 ;;
esac
out=Tests/Fuzz/.out
[[ -x "$out/lexer-fuzz" ]] || Tests/Fuzz/build.sh
corpus="$out/corpus-$language"; crashes="Tests/Fuzz/crashes/$language"
mkdir -p "$corpus" "$crashes"
# Seeds are copied, never fuzzed in place: libFuzzer writes new inputs into its first folder.
find Fixtures Tests/UmpireTests -name "$pattern" -exec cp {} "$corpus/" \; 2>/dev/null || true
UMPIRE_FUZZ_LANGUAGE="$language" "$out/lexer-fuzz" "$corpus" -artifact_prefix="$crashes/" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -print_final_stats=1
