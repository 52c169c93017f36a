// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Each rule's generated page sits beside its code, in its area's `pages/` folder
/// (`rules/IOSSwift/pages/no-print.md`): documentation, not sources, excluded by folder so that
/// a new page needs no change here.
/// A target over some of `rules/`'s folders: everything else there (the other targets' folders)
/// and the pages are excluded, so no file is left unhandled.
func rulesTarget(_ name: String, _ folders: [String], dependencies: [Target.Dependency]) -> Target {
    let top = (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/rules")) ?? []
    let others = top.filter { !folders.contains($0) }.sorted()
    let pages = folders.filter { FileManager.default.fileExists(atPath: Context.packageDirectory + "/rules/\($0)/pages") }.map { $0 + "/pages" }
    return .target(name: name, dependencies: dependencies, path: "rules", exclude: others + pages, sources: folders)
}

/// The rule areas, in two modules that compile side by side: the app's (Swift) and the rest.
let appAreas = ["ServerDrivenUI", "IOSSwift", "IOSServices", "LiveActivity", "Widget"]
let backendAreas = ["BackendTypeScript", "APNsContract", "Schema", "CopyAndTone", "InfrastructureScripts", "ArchitectureDecisions"]

// One binary, no third-party packages: the linter builds in seconds on a clean CI machine.
// The code is cut into modules along what depends on what, so a release build (one optimizer
// thread per module) keeps both cores busy: UmpireCore (sources, lexers, the model, what a rule
// sees), then the engine and the two halves of the rules side by side.
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
        .target(name: "UmpireCore", path: "Sources/UmpireCore", exclude: ["Rules/Suppressions/pages"]),
        .target(name: "UmpireEngine", dependencies: ["UmpireCore"], path: "Sources/UmpireEngine"),
        rulesTarget("UmpireRuleSupport", ["Support"], dependencies: ["UmpireCore"]),
        rulesTarget("UmpireAppRules", appAreas, dependencies: ["UmpireCore", "UmpireRuleSupport"]),
        rulesTarget("UmpireBackendRules", backendAreas, dependencies: ["UmpireCore", "UmpireRuleSupport"]),
        rulesTarget("UmpireRules", ["Registry.swift"], dependencies: ["UmpireCore", "UmpireAppRules", "UmpireBackendRules"]),
        .executableTarget(name: "umpire", dependencies: ["UmpireEngine", "UmpireRules"], path: "Sources/umpire"),
        .plugin(name: "UmpirePlugin", capability: .buildTool(), dependencies: ["umpire"], path: "Sources/UmpirePlugin"),
        .plugin(
            name: "UmpireCommandPlugin",
            capability: .command(
                intent: .custom(verb: "umpire", description: "Lint the package with Umpire (arguments as for the umpire command)"),
                permissions: [.writeToPackageDirectory(reason: "umpire --fix rewrites source files to apply fixes")]),
            dependencies: ["umpire"], path: "Sources/UmpireCommandPlugin"),
        .executableTarget(name: "umpire-bench", dependencies: ["UmpireEngine", "UmpireRules"], path: "Sources/umpire-bench"),
        .testTarget(name: "UmpireTests", dependencies: ["UmpireCore", "UmpireEngine", "UmpireRules"], path: "Tests/UmpireTests"),
    ],
    swiftLanguageModes: [.v6]
)
