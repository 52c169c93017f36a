// Pre-commit: the framework's hook lints every file type and the change as a whole; a clean
// commit prints one line; a failing one prints the findings, the summary and what to do next;
// the README's snippet names a commit, not a tag that does not exist.

import Foundation
import Testing

@Suite("Pre-commit")
struct PreCommitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let cleanView = """
        import SwiftUI

        struct ScoreView: View {
            let state: ScoreState

            var body: some View {
                Text(state.scoreLine)
                    .foregroundStyle(.secondary)
            }
        }

        """

    @Test("A clean staged change prints one line, the verdict")
    func cleanCommit() throws {
        let repo = try Scratch(git: true)
        try repo.write("ios/CricketApp/Views/ScoreView.swift", Self.cleanView)
        try repo.git("add", ".")
        let output = repo.umpire(["lint", "--staged"])
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n").count == 1, "\(output.stdout)")
        #expect(output.stdout.hasPrefix("Verdict: PASSED"))
    }

    @Test("A failing staged change prints the findings, the /verify summary and one line on what to do next")
    func failingCommit() throws {
        let repo = try Scratch(git: true)
        try repo.write("ios/CricketApp/Views/ScoreView.swift", Self.cleanView.replacingOccurrences(of: "Text(state.scoreLine)", with: "Text(state.scoreLine).onAppear { print(state) }"))
        try repo.write("infra/migrations/migrate-004-venues.sh", "#!/bin/bash\naws dynamodb create-table --table-name cricket-venues\n")
        try repo.git("add", ".")
        let output = repo.umpire(["lint", "--staged"])
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(": warning: ") == true || lines.first?.contains(": error: ") == true)
        #expect(lines.contains { $0.hasSuffix("[adr-required]") }, "the change-aware rules judge the staged change")
        #expect(lines.contains("/verify"))
        #expect(lines.contains { $0.hasPrefix("Verdict: FAILED") })
        let next = try #require(lines.last)
        #expect(next.hasPrefix("Next: `umpire explain "), "\(next)")
        #expect(next.contains("# umpire:disable-next-line") || next.contains("// umpire:disable-next-line"))
        #expect(lines.filter { $0.hasPrefix("Next:") }.count == 1)
    }

    @Test("The framework's hook lints the staged change itself: every file type, the change-aware rules, one run")
    func hookDefinition() throws {
        let yaml = try String(contentsOfFile: Self.root + "/.pre-commit-hooks.yaml", encoding: .utf8)
        #expect(yaml.contains("entry: umpire lint --staged"))
        #expect(yaml.contains("pass_filenames: false"))
        #expect(yaml.contains("always_run: true"))
        #expect(yaml.contains("language: swift"))
        // No file-type filter to leave out shell, plist, .mts or .cts.
        #expect(!yaml.contains("types_or:") && !yaml.contains("\n  types:") && !yaml.contains("\n  files:"))
        for kind in [".mts", ".cts", "shell", "Info.plist", "change-aware"] { #expect(yaml.contains(kind), "description names \(kind)") }
    }

    @Test("The README's snippet pins a commit (releases are not tagged), one this repository has when its history is here")
    func readmeSnippet() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("rev:") })
        let rev = try #require(line.split(separator: " ").first { $0.count == 40 && $0.allSatisfy(\.isHexDigit) }.map(String.init),
                               "rev is a full commit hash: \(line)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", Self.root, "cat-file", "-e", rev + "^{commit}"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let shallow = (try? String(contentsOfFile: Self.root + "/.git/shallow", encoding: .utf8)) != nil
        if FileManager.default.fileExists(atPath: Self.root + "/.git"), !shallow {
            #expect(process.terminationStatus == 0, "\(rev) is not a commit of this repository")
        }
    }
}
