// --changed-since and --staged in a real repository: only the lines a change introduces.

import Foundation
import Testing

@Suite("Diff and staged modes", .serialized)
struct GitModeTests {
    /// A repository with one committed view that already has a finding on line 8.
    func repository() throws -> Scratch {
        let repo = try Scratch(git: true)
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView)
        try repo.write("ios/App/Views/OldName.swift", "import SwiftUI\nlet legacy = Color.red\n")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        return repo
    }

    @Test("--changed-since reports changed lines, new and renamed files, not old findings")
    func changedSince() throws {
        let repo = try repository()
        var view = Samples.scoreView
        view = view.replacingOccurrences(of: ".foregroundColor(.secondary)\n", with: ".foregroundColor(.secondary)\n            .onAppear { print(\"shown\") }\n")
        try repo.write("ios/App/Views/ScoreView.swift", view)
        try repo.git("mv", "ios/App/Views/OldName.swift", "ios/App/Views/NewName.swift")
        try repo.write("ios/App/Views/NewName.swift", "import SwiftUI\nlet legacy = Color.red\nfunc f() { print(1) }\n")
        try repo.write("ios/App/Views/Added.swift", "func g() { debugPrint(2) }\n")

        let output = repo.umpire(["--changed-since", "HEAD", "--format", "json"])
        #expect(output.status == 1, "\(output.stderr)")
        let found = try Scratch.findings(output.stdout).map { "\($0.path):\($0.line):\($0.rule)" }
        #expect(found == ["ios/App/Views/Added.swift:1:no-print", "ios/App/Views/NewName.swift:3:no-print",
                          "ios/App/Views/ScoreView.swift:9:no-print"])

        let whole = try Scratch.findings(repo.umpire(["--changed-since", "HEAD", "--whole-files", "--format", "json"]).stdout)
        #expect(whole.contains { $0.path == "ios/App/Views/ScoreView.swift" && $0.line == 8 && $0.rule == "no-foreground-color" })
    }

    @Test("--staged judges the index content, not the working tree")
    func staged() throws {
        let repo = try repository()
        // Stage a print, then fix it in the working tree only: the commit would still carry it.
        try repo.write("ios/App/Views/Added.swift", "func g() {\n    print(2)\n}\n")
        try repo.git("add", "ios/App/Views/Added.swift")
        try repo.write("ios/App/Views/Added.swift", "func g() {\n    logger.debug(\"2\")\n}\n")
        // Half-staged: the staged half is clean, the unstaged half has a finding.
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView + "// staged comment\n")
        try repo.git("add", "ios/App/Views/ScoreView.swift")
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView + "// staged comment\nfunc h() { dump(1) }\n")

        let output = repo.umpire(["--staged", "--format", "json"])
        let found = try Scratch.findings(output.stdout).map { "\($0.path):\($0.line):\($0.rule)" }
        #expect(found == ["ios/App/Views/Added.swift:2:no-print"])
        #expect(output.status == 1)
    }

    @Test("Staged files with spaces, quotes and non-ASCII in their paths are read in one batch")
    func stagedOddPaths() throws {
        let repo = try repository()
        let paths = ["ios/App/Match Centre/Score Card.swift", "ios/App/Views/Ünïcode \"quoted\".swift",
                     "ios/App/Views/Plain.swift"]
        for path in paths { try repo.write(path, "func g() {\n    print(2)\n}\n") }
        try repo.git("add", ".")
        for flag in ["--staged", "--changed-since"] {
            let args = flag == "--staged" ? [flag] : [flag, "HEAD"]
            let found = try Scratch.findings(repo.umpire(args + ["--format", "json"]).stdout).map(\.path).sorted()
            #expect(found == paths.sorted(), "\(flag)")
        }
    }

    @Test("Outside a repository and with an unknown revision: exit 2 with a message")
    func errors() throws {
        let plain = try Scratch()
        let outside = plain.umpire(["--staged"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("not inside a git repository"))
        let repo = try repository()
        let unknown = repo.umpire(["--changed-since", "no-such-branch"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown revision \"no-such-branch\""))
    }

    @Test("install-hook writes a hook, refuses a foreign one, honours core.hooksPath")
    func installHook() throws {
        let repo = try repository()
        let first = repo.umpire(["install-hook"])
        #expect(first.status == 0, "\(first.stderr)")
        let hook = try repo.read(".git/hooks/pre-commit")
        #expect(hook.contains("lint --staged"))
        #expect(repo.umpire(["install-hook"]).status == 0, "re-installing its own hook is fine")

        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\nnpm test\n")
        let refused = repo.umpire(["install-hook"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--force"))
        #expect(try repo.read(".git/hooks/pre-commit").contains("npm test"))
        #expect(repo.umpire(["install-hook", "--force"]).status == 0)

        try repo.git("config", "core.hooksPath", ".githooks")
        #expect(repo.umpire(["install-hook"]).status == 0)
        #expect(try repo.read(".githooks/pre-commit").contains("lint --staged"))
    }
}
