// --stdin-path, several reports at once, and the GitHub job summary.

import Foundation
import Testing

@Suite("Standard input and report files")
struct StdinAndOutputTests {
    @Test("--stdin-path lints standard input with the path's roles")
    func stdinPath() throws {
        let dir = try Scratch()
        let output = dir.umpire(["--stdin-path", "ios/App/Views/X.swift", "--format", "json"], stdin: "func f() { print(1) }\n")
        #expect(output.status == 1)
        #expect(try Scratch.findings(output.stdout).map(\.path) == ["ios/App/Views/X.swift"])
        let test = dir.umpire(["--stdin-path", "ios/AppTests/XTests.swift"], stdin: "func f() { print(1) }\n")
        #expect(test.status == 0, "tests may print")
    }

    @Test("Several formats: one to stdout, the others to files; GitHub summary appended")
    func severalFormats() throws {
        let dir = try Scratch()
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView)
        let summary = dir.root + "/summary.md"
        let output = dir.umpire(["--format", "github", "--format", "sarif:out/umpire.sarif", "--format", "checkstyle:cs.xml"],
                                environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(output.status == 2 || output.status == 1)
        if output.status == 2 { #expect(output.stderr.contains("out/umpire.sarif")) }
        try FileManager.default.createDirectory(atPath: dir.root + "/out", withIntermediateDirectories: true)
        let again = dir.umpire(["--format", "github", "--format", "sarif:out/umpire.sarif", "--format", "checkstyle:cs.xml"],
                               environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(again.status == 1)
        #expect(again.stdout.hasPrefix("::error file=App/Views/ScoreView.swift,line=8,"))
        #expect(try dir.read("out/umpire.sarif").contains("\"version\": \"2.1.0\""))
        #expect(try dir.read("cs.xml").contains("source=\"no-foreground-color\""))
        #expect(try dir.read("summary.md").contains("| iOS Swift | ❌ failed | 1 | 0 |"))
        #expect(dir.umpire(["--format", "json", "--format", "text"]).status == 2, "two reports cannot share stdout")
    }

    @Test("GitHub: errors first, at most ten of each, then a notice counting the rest")
    func githubLimits() throws {
        let dir = try Scratch()
        let prints = (1...14).map { "func f\($0)() { print(\($0)) }" }.joined(separator: "\n")
        let tasks = (1...12).map { "let v\($0) = EmptyView().onAppear { Task { await load() } }" }.joined(separator: "\n")
        try dir.write("App/Views/Noise.swift", tasks + "\n" + prints + "\n")
        let lines = dir.umpire(["--format", "github"]).stdout.split(separator: "\n")
        let commands = lines.filter { $0.hasPrefix("::error") || $0.hasPrefix("::warning") }
        #expect(commands.count == 20)
        #expect(commands.prefix(10).allSatisfy { $0.hasPrefix("::error") })
        #expect(lines.last?.hasPrefix("::notice title=Umpire::6 more findings not annotated") == true)
    }
}
