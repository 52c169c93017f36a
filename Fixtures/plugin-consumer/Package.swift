// swift-tools-version:6.0
// A package that uses Umpire's build tool plugin the way an app's package would: Umpire lints
// CricketScores on each build that changes it, and its findings are build diagnostics.
// Tests/Scripts/plugin-consumer.sh builds it.
import PackageDescription

let package = Package(
    name: "CricketScores",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Umpire", path: "../..")],
    targets: [
        .target(name: "CricketScores", path: "Sources/CricketScores",
                plugins: [.plugin(name: "UmpirePlugin", package: "Umpire")]),
    ]
)
