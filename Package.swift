// swift-tools-version:6.0
import PackageDescription

// One binary, no third-party packages: the linter builds in seconds on a clean CI machine.
let package = Package(
    name: "Umpire",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "umpire", targets: ["umpire"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "UmpireCore", path: "Sources/UmpireCore"),
        .target(name: "UmpireRules", dependencies: ["UmpireCore"], path: "rules"),
        .executableTarget(name: "umpire", dependencies: ["UmpireCore", "UmpireRules"], path: "Sources/umpire"),
        .executableTarget(name: "umpire-bench", dependencies: ["UmpireCore", "UmpireRules"], path: "Sources/umpire-bench"),
        .testTarget(name: "UmpireTests", dependencies: ["UmpireCore", "UmpireRules"], path: "Tests/UmpireTests"),
    ],
    swiftLanguageModes: [.v6]
)
