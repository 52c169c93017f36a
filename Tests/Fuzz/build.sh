#!/usr/bin/env bash
# Builds the lexer fuzz target with libFuzzer and AddressSanitizer (Linux toolchain), from the
# whole core (the source model a lexed file carries reaches into it).
# Usage: Tests/Fuzz/build.sh && UMPIRE_FUZZ_LANGUAGE=swift Tests/Fuzz/.out/lexer-fuzz CORPUS -max_total_time=1800
set -euo pipefail
cd "$(dirname "$0")/../.."
out=Tests/Fuzz/.out
mkdir -p "$out"
find Sources/UmpireCore -name '*.swift' -print0 | xargs -0 \
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name UmpireFuzz -package-name Umpire \
  -Xcc -include -Xcc stdlib.h \
  Tests/Fuzz/LexerFuzzTarget.swift Tests/Fuzz/Glibc.swift -o "$out/lexer-fuzz.new"
mv "$out/lexer-fuzz.new" "$out/lexer-fuzz"
echo "built $out/lexer-fuzz"
