// The first hour with the command line: help per command, options anywhere, refusals by name,
// tidy paths and counts, and the verdict when every report goes to a file.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Command line, first hour")
struct CommandLineHelpTests {
    @Test("help, help COMMAND and COMMAND --help print that command's options only")
    func help() throws {
        let dir = try Scratch()
        let general = dir.umpire(["help"])
        #expect(general.status == 0 && general.stdout.contains("umpire help [COMMAND]") && general.stdout.contains("umpire copy [PATH ...]"))
        for args in [["help", "rules"], ["rules", "--help"]] {
            let out = dir.umpire(args)
            #expect(out.status == 0, "\(args)")
            #expect(out.stdout.hasPrefix("umpire rules\n") && out.stdout.contains("--format") && !out.stdout.contains("--staged"), "\(out.stdout)")
        }
        #expect(dir.umpire(["install-hook", "--help"]).stdout.contains("--force"))
        let unknown = dir.umpire(["help", "rulez"])
        #expect(unknown.status == 2 && unknown.stderr.contains(#"did you mean "rules"?"#))
    }

    @Test("Options may come before the command; an option a command cannot use is refused by name")
    func optionsAndCommands() throws {
        let dir = try Scratch()
        try dir.write("ios/App/A.swift", "func f() { print(1) }\n")
        let early = dir.umpire(["--format", "json", "lint", "ios"])
        #expect(early.status == 1)
        #expect(try Scratch.findings(early.stdout).map(\.rule) == ["no-print"])
        for (args, refused) in [(["rules", "--staged"], "--staged is not an option of `umpire rules`"),
                                (["explain", "no-print", "--staged"], "--staged is not an option of `umpire explain`"),
                                (["init", "extra"], #"init takes no arguments, but was given "extra""#),
                                (["tokens", "--force", "a.swift"], "--force is not an option of `umpire tokens`"),
                                (["rules", "--format", "sarif"], "rules: --format sarif is not available")] {
            let out = dir.umpire(args)
            #expect(out.status == 2, "\(args)")
            #expect(out.stderr.contains(refused), "\(args): \(out.stderr)")
        }
        let json = dir.umpire(["rules", "--format", "json"])
        let rules = try coreJSONObject(json.stdout)["rules"] as? [[String: Any]]
        #expect(rules?.contains { $0["id"] as? String == "no-print" && $0["severity"] as? String == "error" } == true)
        #expect(dir.umpire(["rules", "--format", "markdown"]).stdout.hasPrefix("| id | area | severity | fix | flags |"))
        #expect(rules?.first { $0["id"] as? String == "copy-separator" }?["fix"] as? String == "safe")
    }

    @Test("Custom rules appear in umpire rules and umpire explain")
    func customRulesListed() throws {
        let dir = try Scratch()
        try dir.write(".umpire.json", #"{"customRules": [{"id": "no-legacy-client", "pattern": "LegacyAPIClient", "message": "Use APIClient; LegacyAPIClient is going away."}]}"#)
        let table = dir.umpire(["rules"]).stdout.split(separator: "\n")
        #expect(table.contains { $0.hasPrefix("no-legacy-client ") && $0.contains("Custom rules") })
        let explain = dir.umpire(["explain", "no-legacy-client"])
        #expect(explain.status == 0 && explain.stdout.contains("Use APIClient"))
    }

    @Test("Messages name every language Umpire reads; counts are singular or plural; paths are tidy")
    func messages() throws {
        let dir = try Scratch()
        try dir.write("ios/App/A.swift", "let a = 1\n")
        let stdin = dir.umpire(["--stdin-path", "Notes.txt"])
        #expect(stdin.status == 2 && stdin.stderr.contains("shell (.sh .bash)") && stdin.stderr.contains(".mts"))
        #expect(dir.umpire([]).stdout.contains("in 1 file (1 line)"))
        try dir.write("ios/App/B.swift", "func f() { print(1) }\n")
        let found = try Scratch.findings(dir.umpire(["ios/../ios/./App", "--format", "json"]).stdout).map(\.path)
        #expect(found == ["ios/App/B.swift"])
    }

    @Test("Every report to a file: the verdict on standard error; --write-baseline says how many it wrote")
    func quietRuns() throws {
        let dir = try Scratch()
        try dir.write("ios/App/B.swift", "func f() { print(1) }\n")
        let out = dir.umpire(["--format", "json:report.json"])
        #expect(out.stdout.isEmpty && out.stderr.hasPrefix("Verdict: FAILED — 1 error, 0 warnings in 1 file (1 line)"))
        let baseline = dir.umpire(["--write-baseline", "base.json", "-o", "out.txt"])
        #expect(baseline.status == 0 && baseline.stderr.contains("wrote 1 entry to base.json"))
    }

    @Test("install-hook from a subfolder prints a clean path")
    func installHookPath() throws {
        let repo = try Scratch(git: true)
        try repo.write("ios/App/A.swift", "let a = 1\n")
        let out = CommandLineToolRun(cwd: repo.root + "/ios/App").run(["install-hook"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(!out.stdout.contains("..") && out.stdout.contains("/.git/hooks/pre-commit"), "\(out.stdout)")
    }
}
