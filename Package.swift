// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Each rule's generated page (`rules/IOSSwift/no-print.md`) sits beside its code; the pages are
/// documentation, not sources, so the targets exclude them.
func rulePages(under target: String) -> [String] {
    let folder = Context.packageDirectory + "/" + target
    return (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".md") }.sorted()
}

// One binary, no third-party packages: the linter builds in seconds on a clean CI machine.
let package = Package(
    name: "Umpire",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "umpire", targets: ["umpire"]),
        // Xcode and SwiftPM: lint a target on each build that changes it; `swift package umpire`.
        .plugin(name: "UmpirePlugin", targets: ["UmpirePlugin"]),
        .plugin(name: "UmpireCommandPlugin", targets: ["UmpireCommandPlugin"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "UmpireCore", path: "Sources/UmpireCore", exclude: rulePages(under: "Sources/UmpireCore")),
        .target(name: "UmpireRules", dependencies: ["UmpireCore"], path: "rules", exclude: rulePages(under: "rules")),
        .executableTarget(name: "umpire", dependencies: ["UmpireCore", "UmpireRules"], path: "Sources/umpire"),
        .plugin(name: "UmpirePlugin", capability: .buildTool(), dependencies: ["umpire"], path: "Sources/UmpirePlugin"),
        .plugin(
            name: "UmpireCommandPlugin",
            capability: .command(
                intent: .custom(verb: "umpire", description: "Lint the package with Umpire (arguments as for the umpire command)"),
                permissions: [.writeToPackageDirectory(reason: "umpire --fix rewrites source files to apply fixes")]),
            dependencies: ["umpire"], path: "Sources/UmpireCommandPlugin"),
        .executableTarget(name: "umpire-bench", dependencies: ["UmpireCore", "UmpireRules"], path: "Sources/umpire-bench"),
        .testTarget(name: "UmpireTests", dependencies: ["UmpireCore", "UmpireRules"], path: "Tests/UmpireTests"),
    ],
    swiftLanguageModes: [.v6]
)
