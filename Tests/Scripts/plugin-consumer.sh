#!/usr/bin/env bash
# Uses the SwiftPM plugins as a consumer does: Fixtures/plugin-consumer depends on this package by
# its relative path and attaches UmpirePlugin to a target whose view has findings.
#
#   Tests/Scripts/plugin-consumer.sh      (1 to 2 minutes on 2 cores, most of it building Umpire)
#
# 1. `swift build` fails with Umpire's findings as build diagnostics (absolute paths, the
#    package's .umpire.json applied);
# 2. `swift package umpire` (the command plugin) lints with the arguments given, asks for the
#    write permission it declares, and passes --fix through;
# 3. with the findings fixed the build passes, a no-change build does not lint again (timed
#    against the same package without the plugin), and an edit lints again;
# 4. the prebuilt tool: Tests/Scripts/build-artifactbundle.sh makes umpire.artifactbundle and a
#    plugin package over it, and a consumer's clean build with that package gives the same
#    diagnostics without compiling UmpireCore.
#
# Everything happens in a temporary copy of the working tree with its own scratch folder, so
# the repository stays clean. KEEP=1 keeps the copy and prints where it is.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
if [[ "${KEEP:-}" == "1" ]]; then echo "copy kept in $work"; else trap 'rm -rf "$work"' EXIT; fi
started=$SECONDS

# The working tree's files (tracked and new, not ignored), so the copy is what would be committed.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$work"
consumer=$work/Fixtures/plugin-consumer
scratch=$work/.scratch
# `swift build|package OPTIONS …`: the options must come before a plugin's verb and its arguments.
# SwiftPM on Linux now and then dies of a signal (a segmentation fault in swift-package, seen
# once in a dozen runs here); that is not a finding about the plugins, so it gets one more try.
swiftpm() {
  local command=$1 status=0; shift
  swift "$command" --package-path "$consumer" --scratch-path "$scratch" "$@" || status=$?
  if [[ $status -ge 128 ]]; then
    echo "plugin-consumer: swift $command died of signal $((status - 128)); running it once more" >&2
    status=0
    swift "$command" --package-path "$consumer" --scratch-path "$scratch" "$@" || status=$?
  fi
  return "$status"
}
cd "$consumer"
fail() { echo "plugin-consumer: $*" >&2; exit 1; }
view=Sources/CricketScores/ScoreCardView.swift

echo "== swift build (the build tool plugin)"
status=0
swiftpm build >"$work/build.log" 2>&1 || status=$?
grep -E '^/.*: (error|warning): ' "$work/build.log" || true
[[ $status -ne 0 ]] || fail "the build passed; Umpire's errors should fail it"
# Xcode links `path:line:column: error|warning: message` when the path is absolute. Line 10's
# spacing is an error only because the package's .umpire.json says so.
for expected in "10:46: error: " "13:18: error: " "19:10: warning: " "21:13: error: "; do
  grep -qE "^/.*/Fixtures/plugin-consumer/$view:$expected" "$work/build.log" \
    || { cat "$work/build.log"; fail "no \`$view:$expected\` diagnostic in the build output"; }
done
echo "build failed on Umpire's findings, as it should ($(grep -cE '^/.*: (error|warning): ' "$work/build.log") diagnostics)"

echo "== swift package umpire (the command plugin)"
status=0
swiftpm package umpire </dev/null >"$work/denied.log" 2>&1 || status=$?
grep -q "wants permission to write to the package directory" "$work/denied.log" \
  || { cat "$work/denied.log"; fail "the command plugin should declare the write permission"; }
echo "without --allow-writing-to-package-directory: $(grep -m1 "wants permission" "$work/denied.log")"
status=0
swiftpm package --allow-writing-to-package-directory umpire --target CricketScores --only no-print,no-foreground-color \
  >"$work/command.log" 2>&1 || status=$?
grep -vE '^\[[0-9]+/[0-9]+\]|^Building for|^Build of product' "$work/command.log"
[[ $status -eq 1 ]] || fail "swift package umpire exited $status; expected 1 (error-level findings)"
grep -q "^$view:21:13: error: .*\[no-print\]" "$work/command.log" || fail "no no-print finding from the command plugin"
grep -q "^$view:13:18: error: .*\[no-foreground-color\]" "$work/command.log" || fail "no no-foreground-color finding from the command plugin"
grep -q "hardcoded-spacing" "$work/command.log" && fail "--only was not passed through"
status=0
swiftpm package --allow-writing-to-package-directory umpire --fix >"$work/fix.log" 2>&1 || status=$?
if grep -q "unknown option --fix" "$work/fix.log"; then
  echo "--fix passed through; this umpire does not know it yet: $(grep -m1 "unknown option" "$work/fix.log")"
else
  grep -vE '^\[[0-9]+/[0-9]+\]|^Building for|^Build of product' "$work/fix.log"
  [[ $status -le 1 ]] || fail "swift package umpire --fix exited $status"
fi

echo "== incremental builds"
# The view with its findings fixed.
cat >"$consumer/$view" <<'EOF'
#if canImport(SwiftUI)
import SwiftUI

// The live score card: shows the backend's display strings as they are.
struct ScoreCardView: View {
    let state: MatchDisplayState
    let refresh: @Sendable () async -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(state.scoreLine)
                .font(.title2.monospacedDigit())
                .foregroundStyle(.primary)
            Text(state.oversLine)
                .font(.subheadline)
            Text(state.statusLine)
                .font(.footnote)
        }
        .task { await refresh() }
    }
}
#endif
EOF
swiftpm build >"$work/clean.log" 2>&1 || { cat "$work/clean.log"; fail "the fixed package does not build"; }
grep -q "Verdict: PASSED" "$work/clean.log" || { cat "$work/clean.log"; fail "Umpire did not lint the fixed view"; }
# The same package without the plugin, to compare no-change builds run turn about.
without=$work/Fixtures/without
cp -R "$consumer" "$without"
sed -i.bak 's|plugins: \[.plugin(name: "UmpirePlugin", package: "Umpire")\]|plugins: []|' "$without/Package.swift"
grep -q "plugins: \[\]" "$without/Package.swift" || fail "could not take the plugin out of the copy's Package.swift"
swift build --package-path "$without" --scratch-path "$work/.scratch-without" >/dev/null 2>&1
swiftpm build >/dev/null 2>&1   # settle: the first build after a change may still write files
seconds() { local TIMEFORMAT=%R; { time "$@" >"$work/noop.log" 2>&1; } 2>&1; }
with=() without_times=()
for _ in 1 2 3 4 5 6 7; do
  with+=("$(seconds swiftpm build)")
  ! grep -q "Umpire: lint" "$work/noop.log" || { cat "$work/noop.log"; fail "a no-change build linted again"; }
  without_times+=("$(seconds swift build --package-path "$without" --scratch-path "$work/.scratch-without")")
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
echo "no-change swift build, 7 runs each: with the plugin ${with[*]} s (median $(median "${with[@]}")), without ${without_times[*]} s (median $(median "${without_times[@]}"))"
echo "// a comment" >>"$consumer/Sources/CricketScores/MatchDisplayState.swift"
swiftpm build >"$work/edit.log" 2>&1
grep -q "Umpire: lint CricketScores" "$work/edit.log" || { cat "$work/edit.log"; fail "an edited file was not linted again"; }
echo "an edited file is linted again: $(grep -m1 "Umpire: lint" "$work/edit.log")"
echo "== the prebuilt tool (umpire.artifactbundle)"
SCRATCH=$work/.scratch-release "$work/Tests/Scripts/build-artifactbundle.sh" "$work/bundle" >"$work/bundle.log" 2>&1 \
  || { cat "$work/bundle.log"; fail "the artifact bundle did not build"; }
grep -E "^(artifact bundle|release zip|plugin package):" "$work/bundle.log"
binary_consumer=$work/Fixtures/binary-consumer
cp -R "$work/Fixtures/without" "$binary_consumer"
rm -f "$binary_consumer/Package.swift.bak"
# The view with its findings again, as the fixture has it.
cp "$root/Fixtures/plugin-consumer/$view" "$binary_consumer/$view"
sed -i.bak -e "s|.package(name: \"Umpire\", path: \"../..\")|.package(name: \"UmpireBinaryPlugin\", path: \"$work/bundle/UmpireBinaryPlugin\")|" \
  -e 's|plugins: \[\]|plugins: [.plugin(name: "UmpirePlugin", package: "UmpireBinaryPlugin")]|' "$binary_consumer/Package.swift"
grep -q 'package: "UmpireBinaryPlugin"' "$binary_consumer/Package.swift" || fail "could not point the copy at the binary plugin package"
status=0
binary_start=$SECONDS
swift build --package-path "$binary_consumer" --scratch-path "$work/.scratch-binary" >"$work/binary.log" 2>&1 || status=$?
[[ $status -ne 0 ]] || { cat "$work/binary.log"; fail "the build with the prebuilt tool passed; Umpire's errors should fail it"; }
grep -q "Compiling Umpire" "$work/binary.log" && { cat "$work/binary.log"; fail "the consumer compiled Umpire although the tool is prebuilt"; }
for expected in "10:46: error: " "13:18: error: " "19:10: warning: " "21:13: error: "; do
  grep -qE "^/.*/Fixtures/binary-consumer/$view:$expected" "$work/binary.log" \
    || { cat "$work/binary.log"; fail "no \`$view:$expected\` diagnostic from the prebuilt tool"; }
done
echo "a clean build with the prebuilt tool: $((SECONDS - binary_start)) s, no Umpire module compiled, the same diagnostics"
echo "plugin-consumer: passed in $((SECONDS - started)) s"
