#!/usr/bin/env bash
# Builds the prebuilt plugin tool, as SwiftLint ships one for Xcode users: an artifact bundle
# holding the release `umpire` for this machine's triple, and beside it a plugin package whose
# plugins run that binary, so a consumer's first build does not compile Umpire.
#
#   Tests/Scripts/build-artifactbundle.sh [OUT]        (default OUT: .build/artifactbundle)
#
# OUT/umpire.artifactbundle/          info.json and umpire-VERSION-TRIPLE/bin/umpire
# OUT/umpire.artifactbundle.zip       for a release; its checksum is printed
# OUT/UmpireBinaryPlugin/             a package: the two plugins over `.binaryTarget(path:)`
#
# A consumer depends on OUT/UmpireBinaryPlugin by path, or a release publishes the zip and a
# copy of that package whose binary target names the zip's URL and checksum instead:
#   .binaryTarget(name: "umpire", url: "https://…/umpire.artifactbundle.zip", checksum: "…")
# Several triples (a macOS and a Linux build) go in one bundle by adding their folders and
# `supportedTriples` to info.json; this script builds the one it runs on.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/.build/artifactbundle}
mkdir -p "$out"
out=$(cd "$out" && pwd)
version=$(sed -n 's/.*toolVersion = "\(.*\)".*/\1/p' "$root/Sources/UmpireEngine/Report/JSONReporter.swift")
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)
[[ -n "$version" && -n "$triple" ]] || { echo "build-artifactbundle: cannot read the version or the triple" >&2; exit 2; }

# Swift's runtime linked in: the bundle's binary runs where no Swift toolchain is installed.
static=$([[ "$(uname)" == Linux ]] && echo --static-swift-stdlib || true)
swift build -c release --product umpire --package-path "$root" ${SCRATCH:+--scratch-path "$SCRATCH"} $static
binary=$(swift build -c release --product umpire --package-path "$root" ${SCRATCH:+--scratch-path "$SCRATCH"} $static --show-bin-path)/umpire

bundle=$out/umpire.artifactbundle
variant=umpire-$version-$triple
rm -rf "$bundle" "$bundle.zip" "$out/UmpireBinaryPlugin"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/umpire"
strip "$bundle/$variant/bin/umpire" 2>/dev/null || true
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "umpire": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {"path": "$variant/bin/umpire", "supportedTriples": ["$triple"]}
      ]
    }
  }
}
JSON
(cd "$out" && rm -f umpire.artifactbundle.zip && zip -qr umpire.artifactbundle.zip umpire.artifactbundle)

# The plugin package: the same plugin code, the tool from the bundle.
plugin=$out/UmpireBinaryPlugin
mkdir -p "$plugin/Plugins/UmpirePlugin" "$plugin/Plugins/UmpireCommandPlugin"
cp "$root"/Sources/UmpirePlugin/*.swift "$plugin/Plugins/UmpirePlugin/"
cp "$root"/Sources/UmpireCommandPlugin/*.swift "$plugin/Plugins/UmpireCommandPlugin/"
cp -R "$bundle" "$plugin/umpire.artifactbundle"
cat >"$plugin/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
// Umpire's plugins over a prebuilt `umpire`: a consumer's build runs the binary instead of
// compiling Umpire. For a release, replace the path with the zip's URL and checksum.
import PackageDescription

let package = Package(
    name: "UmpireBinaryPlugin",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "UmpirePlugin", targets: ["UmpirePlugin"]),
        .plugin(name: "UmpireCommandPlugin", targets: ["UmpireCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "umpire", path: "umpire.artifactbundle"),
        .plugin(name: "UmpirePlugin", capability: .buildTool(), dependencies: ["umpire"], path: "Plugins/UmpirePlugin"),
        .plugin(
            name: "UmpireCommandPlugin",
            capability: .command(
                intent: .custom(verb: "umpire", description: "Lint the package with Umpire (arguments as for the umpire command)"),
                permissions: [.writeToPackageDirectory(reason: "umpire --fix rewrites source files to apply fixes")]),
            dependencies: ["umpire"], path: "Plugins/UmpireCommandPlugin"),
    ]
)
SWIFT
echo "artifact bundle: $bundle ($triple, version $version)"
echo "release zip:     $bundle.zip, checksum $(swift package compute-checksum "$bundle.zip" 2>/dev/null || sha256sum "$bundle.zip" | cut -d' ' -f1)"
echo "plugin package:  $plugin"
