// Change mode must lint what the change holds whatever the user's git settings, whatever the
// added lines look like, and say what it could not do.

import Foundation
import Testing

@Suite("Attack: change mode never passes silently", .serialized)
struct ChangeModeAttackTests {
    static let printing = "func g() {\n    print(2)\n}\n"

    func repository() throws -> Scratch {
        let repo = try Scratch(git: true)
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        return repo
    }

    func found(_ output: String) throws -> [String] {
        try Scratch.findings(output).map { "\($0.path):\($0.line):\($0.rule)" }
    }

    @Test("Diff settings a user may have change nothing: the staged and changed file is linted",
          arguments: [["diff.mnemonicPrefix", "true"], ["diff.noprefix", "true"], ["diff.srcPrefix", "x/"],
                      ["diff.dstPrefix", "y/"], ["color.diff", "always"], ["color.ui", "always"], ["diff.external", "/bin/false"],
                      ["diff.relative", "true"], ["core.quotePath", "true"], ["diff.suppressBlankEmpty", "true"],
                      ["diff.context", "9"], ["diff.renames", "false"]])
    func hostileGitConfiguration(setting: [String]) throws {
        let repo = try repository()
        try repo.git("config", setting[0], setting[1])
        try repo.write("ios/App/Views/Ünïcode Added.swift", Self.printing)
        try repo.git("add", ".")
        for args in [["--staged"], ["--changed-since", "HEAD"]] {
            let output = repo.umpire(args + ["--format", "json"])
            #expect(try found(output.stdout) == ["ios/App/Views/Ünïcode Added.swift:2:no-print"], "\(setting) \(args): \(output.stderr)")
            #expect(output.status == 1)
        }
    }

    @Test("An added line that reads `++ …` is a line of the file, not a diff header")
    func plusPlusLine() throws {
        let repo = try repository()
        let file = "let banner = \"\"\"\n++ six sixes ++\n--- over ---\n\"\"\"\nfunc g() { print(banner) }\n"
        try repo.write("ios/App/Views/Banner.swift", file)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "banner")
        // Edit it so the added `++` line comes in a hunk of a modified file, among others.
        try repo.write("ios/App/Views/Banner.swift", file.replacingOccurrences(of: "++ six sixes ++", with: "++ seven sixes ++\n++ x")
                        + "func h() { print(1) }\n")
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView + "func k() { dump(1) }\n")
        try repo.git("add", ".")
        for args in [["--staged"], ["--changed-since", "HEAD"]] {
            let output = repo.umpire(args + ["--format", "json"])
            let reported = try found(output.stdout)
            #expect(reported == ["ios/App/Views/Banner.swift:7:no-print", "ios/App/Views/ScoreView.swift:11:no-print"], "\(args)")
        }
    }

    @Test("With core.autocrlf, --staged --fix fixes a file whose working tree matches the index, CRLF kept")
    func autocrlfFix() throws {
        let repo = try repository()
        try repo.git("config", "core.autocrlf", "true")
        // A new file, staged: its blob has LF, its working tree CRLF.
        let crlf = Samples.scoreView.replacingOccurrences(of: "\n", with: "\r\n")
        try repo.write("ios/App/Views/ScoreView.swift", crlf)
        try repo.git("mv", "ios/App/Views/ScoreView.swift", "ios/App/Views/MatchView.swift")
        try repo.git("add", ".")
        let output = repo.umpire(["--staged", "--fix"])
        let fixed = try repo.read("ios/App/Views/MatchView.swift")
        #expect(fixed.contains(".foregroundStyle("), "\(output.stderr)")
        #expect(!fixed.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "line ends stay CRLF")
        #expect(!output.stderr.contains("unstaged"), "\(output.stderr)")
    }

    @Test("A staged file deleted from the working tree is a note for --staged --fix, not an I/O error")
    func stagedThenDeleted() throws {
        let repo = try repository()
        try repo.write("ios/App/Views/MatchView.swift", Samples.scoreView)
        try repo.git("add", ".")
        try FileManager.default.removeItem(atPath: repo.root + "/ios/App/Views/MatchView.swift")
        let output = repo.umpire(["--staged", "--fix"])
        #expect(output.status != 2, "\(output.stderr)")
        #expect(output.stdout.contains("deleted from the working tree") || output.stderr.contains("deleted from the working tree"),
                "\(output.stdout + output.stderr)")
    }

    @Test("In a shallow clone, a revision older than the clone says what to fetch")
    func shallowClone() throws {
        let repo = try repository()
        for n in 1...3 {
            try repo.write("ios/App/Views/V\(n).swift", "let v\(n) = 1\n")
            try repo.git("add", ".")
            try repo.git("commit", "-q", "-m", "v\(n)")
        }
        let clone = try Scratch()
        try clone.git("clone", "-q", "--depth", "1", "file://" + repo.root, "shallow")
        let output = Scratch.at(clone.root + "/shallow").umpire(["--changed-since", "HEAD~2"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("shallow clone") && output.stderr.contains("git fetch"), "\(output.stderr)")
    }

    @Test("Roles and baseline fingerprints are anchored at the repository, whatever folder is named")
    func anchoredPaths() throws {
        let repo = try Scratch(git: true)
        // A service is a service by its folder: linting that folder alone must not lose the role.
        try repo.write("ios/App/Services/ScoreService.swift", "import SwiftUI\n\nfinal class ScoreService {\n    func load() {}\n}\n")
        try repo.write("ios/App/Views/ScoreView.swift", Samples.scoreView)
        let whole = try Scratch.findings(repo.umpire([".", "--format", "json"]).stdout).map(\.rule)
        let services = try Scratch.findings(repo.umpire(["ios/App/Services", "--format", "json"]).stdout).map(\.rule)
        #expect(whole.contains("service-imports-swiftui"), "\(whole)")
        // A concrete ScoreService is service-shape's too: the role holds for both.
        #expect(services.sorted() == ["service-imports-swiftui", "service-shape"], "\(services)")
        // A baseline written from the top hides the same findings when a subfolder is linted, and
        // when the run starts inside the subfolder.
        #expect(repo.umpire([".", "--write-baseline", "baseline.json"]).status == 0)
        #expect(repo.umpire(["ios", "--baseline", "baseline.json"]).status == 0)
        #expect(Scratch.at(repo.root + "/ios").umpire([".", "--baseline", "../baseline.json"]).status == 0)
    }

    @Test("A change with no file Umpire reads passes and says so in one line")
    func docsOnlyChange() throws {
        let repo = try repository()
        try repo.write("docs/notes.md", "# Notes\n")
        try repo.git("add", ".")
        let output = repo.umpire(["--staged"])
        #expect(output.status == 0)
        #expect(output.stderr.contains("the change holds no file Umpire reads"), "\(output.stderr)")
    }
}
