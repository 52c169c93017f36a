#!/usr/bin/env bash
# Builds the lexer fuzz target with libFuzzer and AddressSanitizer (Linux toolchain).
# Usage: Fuzz/build.sh && UMPIRE_FUZZ_LANGUAGE=swift Fuzz/.out/lexer-fuzz Fuzz/corpus/swift -max_total_time=1800
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p Fuzz/.out
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name UmpireFuzz \
  -Xcc -include -Xcc stdlib.h \
  Sources/UmpireCore/Lexing/*.swift Sources/UmpireCore/Source/*.swift \
  Fuzz/LexerFuzzTarget.swift Fuzz/Glibc.swift -o Fuzz/.out/lexer-fuzz.new && mv Fuzz/.out/lexer-fuzz.new Fuzz/.out/lexer-fuzz
echo "built Fuzz/.out/lexer-fuzz"
