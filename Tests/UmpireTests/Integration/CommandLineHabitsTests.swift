// What users of SwiftLint, Ruff and ESLint reach for: ignore files, errors only, counts per rule,
// an exit status they choose, the defaults without the configuration, and a nudge on a typo.

import Foundation
import Testing

@Suite("Command-line habits", .serialized)
struct CommandLineHabitsTests {
    /// A repository with build output its .gitignore leaves out, a warning and an error.
    func repository() throws -> Scratch {
        let repo = try Scratch(git: true)
        try repo.write("backend/.gitignore", "# build output\nlib/\ncdk.out/\n")
        let copy = "export const wicketTitle = () => \"Wicket!!! What a ball!!\";\n"
        try repo.write("backend/src/notifications/wicket.messages.ts", copy)
        try repo.write("backend/lib/notifications/wicket.messages.js", copy)
        try repo.write("backend/cdk.out/asset/notifications/wicket.messages.js", copy)
        try repo.write(".ignore", "ios/Generated/\n")
        try repo.write("ios/Generated/Print.swift", "func g() {\n    print(2)\n}\n")
        try repo.write("ios/App/Views/Spacer.swift", "import SwiftUI\n\nstruct Gap: View {\n    var body: some View { Color.clear.frame(height: 13) }\n}\n")
        return repo
    }

    func paths(_ output: String) throws -> [String] { Array(Set(try Scratch.findings(output).map(\.path))).sorted() }

    @Test(".gitignore and .ignore leave build output out; --no-ignore and a named path bring it back")
    func ignoreFiles() throws {
        let repo = try repository()
        #expect(try paths(repo.umpire(["lint", ".", "--format", "json"]).stdout) == ["backend/src/notifications/wicket.messages.ts", "ios/App/Views/Spacer.swift"])
        let all = try paths(repo.umpire(["lint", ".", "--no-ignore", "--format", "json"]).stdout)
        #expect(all.contains("backend/lib/notifications/wicket.messages.js") && all.contains("backend/cdk.out/asset/notifications/wicket.messages.js") && all.contains("ios/Generated/Print.swift"))
        #expect(try paths(repo.umpire(["lint", "backend/lib", "--format", "json"]).stdout) == ["backend/lib/notifications/wicket.messages.js"])
    }

    @Test("--quiet reports errors only; --statistics counts per rule; --exit-zero and --max-warnings choose the status")
    func outputAndStatus() throws {
        let repo = try repository()
        let quiet = repo.umpire(["lint", ".", "--quiet", "--format", "json"])
        #expect(try Scratch.findings(quiet.stdout).allSatisfy { $0.rule != "hardcoded-spacing" })
        let statistics = repo.umpire(["lint", ".", "--statistics"])
        #expect(statistics.stdout.contains("1  hardcoded-spacing"), "\(statistics.stdout)")
        #expect(statistics.stdout.contains("1  copy-exclamation"), "\(statistics.stdout)")
        #expect(statistics.stdout.contains("Verdict: FAILED"))
        #expect(!statistics.stdout.contains("wicket.messages.ts:1"), "counts, not findings")
        #expect(repo.umpire(["lint", ".", "--exit-zero"]).status == 0)
        let warnings = repo.umpire(["lint", ".", "--only", "hardcoded-spacing", "--max-warnings", "0"])
        #expect(warnings.status == 1)
        #expect(warnings.stderr.contains("1 warning, more than --max-warnings 0 allows"), "\(warnings.stderr)")
        #expect(repo.umpire(["lint", ".", "--only", "hardcoded-spacing", "--max-warnings", "1"]).status == 0)
    }

    @Test("--no-config lints with the defaults whatever .umpire.json says")
    func noConfig() throws {
        let repo = try repository()
        try repo.write(".umpire.json", "{\"rules\": {\"hardcoded-spacing\": \"off\"}}")
        #expect(try !Scratch.findings(repo.umpire(["lint", ".", "--format", "json"]).stdout).contains { $0.rule == "hardcoded-spacing" })
        #expect(try Scratch.findings(repo.umpire(["lint", ".", "--no-config", "--format", "json"]).stdout).contains { $0.rule == "hardcoded-spacing" })
        #expect(repo.umpire(["--no-config", "--config", ".umpire.json"]).status == 2)
    }

    @Test("Typos get a suggestion; options that contradict each other are refused; help lists each command's formats")
    func nudges() throws {
        let repo = try repository()
        let option = repo.umpire(["--stat", "."])
        #expect(option.status == 2 && option.stderr.contains("did you mean \"--stats\"?"), "\(option.stderr)")
        let command = repo.umpire(["lnt"])
        #expect(command.status == 2 && command.stderr.contains("did you mean the command \"lint\"?"), "\(command.stderr)")
        let both = repo.umpire(["--fix", "--diff", "."])
        #expect(both.status == 2 && both.stderr.contains("choose one"))
        let help = repo.umpire(["help", "rules"])
        #expect(help.stdout.contains("text (default), json or markdown") && !help.stdout.contains("sarif"), "\(help.stdout)")
        #expect(repo.umpire(["help", "copy"]).stdout.contains("html"))
    }

    @Test("install-hook --force keeps the hook it replaces")
    func hookBackup() throws {
        let repo = try Scratch(git: true)
        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\n./scripts/check-secrets\n")
        #expect(repo.umpire(["install-hook"]).status == 2)
        let forced = repo.umpire(["install-hook", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("kept as"), "\(forced.stdout)")
        #expect(try repo.read(".git/hooks/pre-commit.before-umpire") == "#!/bin/sh\n./scripts/check-secrets\n")
    }

    @Test("A fix summary says the findings above remain only when some do")
    func honestFixSummary() throws {
        let repo = try Scratch()
        try repo.write("ios/App/Views/Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"Live\").foregroundColor(.red) }\n}\n")
        let fixed = repo.umpire(["--fix", "--only", "no-foreground-color"])
        #expect(fixed.stdout.contains("Fixed 1 finding in 1 file (1 pass); nothing remains."), "\(fixed.stdout)")
    }

    @Test("Annotations and SARIF name paths from the repository's root when the run starts in a subfolder")
    func pathsFromTheRoot() throws {
        let repo = try repository()
        let backend = Scratch.at(repo.root + "/backend")
        let github = backend.umpire(["lint", ".", "--format", "github"])
        #expect(github.stdout.contains("::error file=backend/src/notifications/wicket.messages.ts,"), "\(github.stdout)")
        let sarif = backend.umpire(["lint", ".", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"uri\": \"backend/src/notifications/wicket.messages.ts\""), "\(sarif.stdout)")
        #expect(sarif.stdout.contains("\"originalUriBaseIds\": {\"%SRCROOT%\": {\"uri\": \"file://"))
        // The text report keeps paths as the user typed them, from where they stand.
        #expect(backend.umpire(["lint", "."]).stdout.hasPrefix("src/notifications/wicket.messages.ts:1:"))
    }

    @Test("A file linked inside the linted folder is reported once, under its own name")
    func linkedOnce() throws {
        let repo = try Scratch()
        try repo.write("ios/App/Models/Shared.swift", "func g() {\n    print(2)\n}\n")
        try FileManager.default.createDirectory(atPath: repo.root + "/ios/Widget", withIntermediateDirectories: true)
        #expect(symlink("../App/Models/Shared.swift", repo.root + "/ios/Widget/Shared.swift") == 0)
        let found = try Scratch.findings(repo.umpire(["lint", ".", "--format", "json"]).stdout).filter { $0.rule == "no-print" }
        #expect(found.map(\.path) == ["ios/App/Models/Shared.swift"], "\(found)")
        // Linting the widget alone, the link is how the file is reached: it is linted.
        let widget = try Scratch.findings(repo.umpire(["lint", "ios/Widget", "--format", "json"]).stdout)
        #expect(widget.isEmpty, "a link out of the folder linted is not followed")
    }

    @Test("From the second attack: empty globs and paths are refused, --diff takes no format, a huge bad value is quoted by its start")
    func smallRefusals() throws {
        let repo = try repository()
        try repo.write(".umpire.json", "{\"include\": [\"\"]}")
        let empty = repo.umpire(["lint", "."])
        #expect(empty.status == 2 && empty.stderr.contains("`include`: an empty glob matches no file"), "\(empty.stderr)")
        try repo.write(".umpire.json", "{\"overrides\": [{\"files\": [], \"rules\": {\"no-print\": \"off\"}}]}")
        #expect(repo.umpire(["lint", "."]).stderr.contains("an empty list applies the override to no file"))
        try repo.write(".umpire.json", "{\"include\": [\"" + String(repeating: "[", count: 100_000) + "\"]}")
        let huge = repo.umpire(["lint", "."])
        #expect(huge.status == 2 && huge.stderr.utf8.count < 1_000, "\(huge.stderr.utf8.count) bytes of message")
        try FileManager.default.removeItem(atPath: repo.root + "/.umpire.json")
        #expect(repo.umpire(["lint", ""]).stderr.contains("an empty path names nothing"))
        #expect(repo.umpire(["--diff", "--format", "json", "."]).stderr.contains("--format does not apply"))
    }
}
