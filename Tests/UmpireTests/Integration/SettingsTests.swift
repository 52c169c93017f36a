// Settings that do what they say: suppression rules, cross-file rules, overrides, baselines,
// `umpire copy` and where the configuration is found, each through the command line.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Settings")
struct SettingsTests {
    static let staleAndUnexplained = """
        func reload() {
            // umpire:disable-next-line no-print
            logger.debug("reloaded")
        }

        """

    func found(_ dir: Scratch, _ args: [String] = []) throws -> [String] {
        try Scratch.findings(dir.umpire(args + ["--format", "json"]).stdout).map { "\($0.path):\($0.line):\($0.rule)" }
    }

    @Test("The suppression rules are set like any rule: each on its own, per path, with --only and a severity")
    func suppressionRulesAreOrdinary() throws {
        let dir = try Scratch()
        try dir.write("App/Views/A.swift", Self.staleAndUnexplained)
        try dir.write("App/Previews/B.swift", Self.staleAndUnexplained)
        #expect(try found(dir) == ["App/Previews/B.swift:2:unused-suppression", "App/Views/A.swift:2:unused-suppression"])
        // Turning one off leaves the other working.
        try dir.write(".umpire.json", #"{"rules": {"unused-suppression": "off", "suppression-reason": "warning"}}"#)
        #expect(try found(dir) == ["App/Previews/B.swift:2:suppression-reason", "App/Views/A.swift:2:suppression-reason"])
        // Overrides switch them off per path and change their severity.
        try dir.write(".umpire.json", """
            {"rules": {"unused-suppression": "error"},
             "overrides": [{"files": ["**/Previews/**"], "rules": {"unused-suppression": "off"}}]}
            """)
        let json = try coreJSONObject(dir.umpire(["--format", "json"]).stdout)
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { "\($0["path"]!):\($0["severity"]!)" } == ["App/Views/A.swift:error"])
        // --only runs exactly the rules it names, the suppression rules included.
        try dir.write(".umpire.json", "{}")
        #expect(try found(dir, ["--only", "suppression-reason"]) == ["App/Previews/B.swift:2:suppression-reason",
                                                                       "App/Views/A.swift:2:suppression-reason"])
        #expect(try found(dir, ["--only", "no-print"]).isEmpty)
    }

    static let appModel = "struct MatchItem: Codable, Hashable, Sendable {\n    let matchId: String\n    let league: String\n}\n"
    static let widgetModel = "struct MatchItem: Codable, Hashable, Sendable {\n    let matchId: String\n}\n"

    @Test("Cross-file findings follow overrides for the path they point at: off there, or another severity")
    func crossFileOverrides() throws {
        let dir = try Scratch()
        try dir.write("ios/CricketApp/Models/MatchItem.swift", Self.appModel)
        try dir.write("ios/CricketWidget/Models/MatchItem.swift", Self.widgetModel)
        // Each copy where it parts from the other: the app's extra field, the widget's closing brace.
        #expect(try found(dir) == ["ios/CricketApp/Models/MatchItem.swift:3:shared-model-divergence",
                                   "ios/CricketWidget/Models/MatchItem.swift:3:shared-model-divergence"])
        try dir.write(".umpire.json", """
            {"overrides": [{"files": ["ios/CricketWidget/**"], "rules": {"shared-model-divergence": "off"}},
                           {"files": ["ios/CricketApp/**"], "rules": {"shared-model-divergence": "warning"}}]}
            """)
        let json = try coreJSONObject(dir.umpire(["--format", "json"]).stdout)
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { "\($0["path"]!):\($0["severity"]!)" } == ["ios/CricketApp/Models/MatchItem.swift:warning"])
        // Off everywhere but one folder: the facts of every file still count, findings land only there.
        try dir.write(".umpire.json", """
            {"rules": {"shared-model-divergence": "off"},
             "overrides": [{"files": ["ios/CricketWidget/**"], "rules": {"shared-model-divergence": "error"}}]}
            """)
        #expect(try found(dir) == ["ios/CricketWidget/Models/MatchItem.swift:3:shared-model-divergence"])
    }

    @Test("Every override applies, however many there are")
    func manyOverrides() throws {
        let dir = try Scratch()
        try dir.write("App/Debug/Menu.swift", "func f() { print(1) }\n")
        try dir.write("App/Views/Score.swift", "func f() { print(1) }\n")
        let filler = (0..<70).map { #"{"files": ["Other\#($0)/**"], "rules": {"no-print": "warning"}}"# }
        let last = #"{"files": ["App/Debug/**"], "rules": {"no-print": "off"}}"#
        try dir.write(".umpire.json", #"{"overrides": ["# + (filler + [last]).joined(separator: ",\n") + "]}")
        #expect(try found(dir) == ["App/Views/Score.swift:1:no-print"], "the 71st override turns no-print off in App/Debug")
    }

    @Test("A baseline keeps hiding a cross-file finding while unrelated lines of the file change")
    func crossFileBaselineIsStable() throws {
        let dir = try Scratch()
        try dir.write("ios/CricketApp/Models/MatchItem.swift", Self.appModel)
        try dir.write("ios/CricketWidget/Models/MatchItem.swift", Self.widgetModel)
        try dir.write("infra/migrations/migrate-001-follows.sh", "#!/usr/bin/env bash\nset -euo pipefail\n")
        try dir.write("infra/migrations/migrate-003-devices.sh", "#!/usr/bin/env bash\nset -euo pipefail\n")
        let crossFile: Set<String> = ["shared-model-divergence", "migration-naming"]
        func crossFileFindings(_ args: [String] = []) throws -> [String] {
            try Scratch.findings(dir.umpire(args + ["--format", "json"]).stdout).filter { crossFile.contains($0.rule) }
                .map { "\($0.path):\($0.line):\($0.rule)" }
        }
        #expect(try crossFileFindings() == ["infra/migrations/migrate-003-devices.sh:1:migration-naming",
                                            "ios/CricketApp/Models/MatchItem.swift:3:shared-model-divergence",
                                            "ios/CricketWidget/Models/MatchItem.swift:3:shared-model-divergence"])
        #expect(dir.umpire(["--write-baseline", "baseline.json"]).status == 0, "recording a baseline is not a failure")
        #expect(try crossFileFindings(["--baseline", "baseline.json"]).isEmpty)
        // Another field in the app's copy (it still differs), a comment above it, a line in the script.
        try dir.write("ios/CricketApp/Models/MatchItem.swift",
                      "// Shared with the widget.\n" + Self.appModel.replacingOccurrences(of: "    let league", with: "    let venue: String\n    let league"))
        try dir.write("infra/migrations/migrate-003-devices.sh", "#!/usr/bin/env bash\n# Devices table.\nset -euo pipefail\n")
        #expect(try crossFileFindings().contains("ios/CricketApp/Models/MatchItem.swift:4:shared-model-divergence"))
        #expect(try crossFileFindings(["--baseline", "baseline.json"]).isEmpty, "fingerprints come from the finding's identity")
    }

    @Test("umpire copy shares lint's baseline, --write-baseline, --stats, notes and exit status")
    func copySharesTheEngine() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/six.messages.ts",
                      "export const sixTitle = (batter: string) => `${batter} with a magnificent six`;\n")
        try Data(repeating: UInt8(ascii: "a"), count: 3 * 1024 * 1024)
            .write(to: URL(fileURLWithPath: dir.root + "/backend/src/notifications/huge.messages.ts"))
        let first = dir.umpire(["copy"])
        #expect(first.status == 1)
        #expect(first.stdout.contains("huge.messages.ts: note: larger than 2 MB; not linted"), "\(first.stdout)")
        #expect(dir.umpire(["copy", "--write-baseline", "copy-baseline.json"]).status == 0)
        let baselined = dir.umpire(["copy", "--baseline", "copy-baseline.json", "--format", "json"])
        #expect(baselined.status == 0, "the recorded copy-hype finding is hidden")
        let json = try coreJSONObject(baselined.stdout)
        #expect((json["notes"] as? [[String: Any]])?.count == 1)
        let stats = dir.umpire(["copy", "--stats"])
        #expect(stats.stderr.contains("umpire --stats") && stats.stderr.contains("copy-hype"))
        #expect(dir.umpire(["copy", "--format", "sarif"]).status == 2)
    }

    @Test("The configuration is found in the current folder or a parent up to the repository root; globs stay relative to it")
    func configurationDiscovery() throws {
        let repo = try Scratch(git: true)
        try repo.write("ios/App/Views/A.swift", "func f() { print(1) }\n")
        try repo.write("ios/Legacy/B.swift", "func f() { print(2) }\n")
        try repo.write(".umpire.json", #"{"exclude": ["ios/Legacy/**"]}"#)
        let fromSubfolder = CommandLineToolRun(cwd: repo.root + "/ios").run(["--format", "json"])
        #expect(try Scratch.findings(fromSubfolder.stdout).map(\.path) == ["App/Views/A.swift"],
                "run from ios/, the repository's file applies with its globs relative to the root")
        // A configuration above the repository root is not the repository's.
        let outer = try Scratch()
        try outer.write(".umpire.json", #"{"rules": {"no-print": "off"}}"#)
        try outer.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try outer.write("repo/App/A.swift", "func f() { print(1) }\n")
        let inner = CommandLineToolRun(cwd: outer.root + "/repo").run(["--format", "json"])
        #expect(try Scratch.findings(inner.stdout).map(\.rule) == ["no-print"])
    }

    @Test("A run whose configuration leaves nothing to lint, or a named file it excludes, says so")
    func excludedFilesAreNoted() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", "func f() { print(1) }\n")
        try dir.write(".umpire.json", #"{"exclude": ["App/**"]}"#)
        let all = dir.umpire([])
        #expect(all.stdout.contains("note: .umpire.json's include and exclude leave none of the 1 file found here to lint"), "\(all.stdout)")
        let named = dir.umpire(["App/A.swift"])
        #expect(named.stdout.contains("App/A.swift: note: left out by `exclude` in .umpire.json; not linted"), "\(named.stdout)")
        try dir.write(".umpire.json", #"{"include": ["Backend/**"]}"#)
        #expect(dir.umpire(["App/A.swift"]).stdout.contains("left out by `include` in .umpire.json"))
    }
}

/// The command-line tool run from a given folder, with the built-in rules.
struct CommandLineToolRun {
    let cwd: String
    func run(_ args: [String]) -> CommandLineTool.Output {
        CommandLineTool(builtIn: BuiltInRules.all, cwd: cwd, environment: [:], readStandardInput: { [] }).run(args)
    }
}

@Suite("umpire init")
struct InitTests {
    @Test("umpire init shows every top-level key and every rule with its default, all commented out, and the file loads")
    func initWritesEverything() throws {
        let dir = try Scratch()
        #expect(dir.umpire(["init"]).status == 0)
        let text = try dir.read(".umpire.json")
        for key in Configuration.topLevelKeys {
            // At the top level: a role or rule of the same name does not count.
            #expect(text.contains("\n  \"\(key)\": ") || text.contains("\n  // \"\(key)\": "), "init leaves out \(key)")
        }
        for rule in BuiltInRules.all.map({ $0.description }) {
            #expect(text.contains("\"\(rule.id)\": "), "init leaves out \(rule.id)")
        }
        #expect(text.contains(#""suppression-reason": "off""#), "rules that are off by default are written off")
        // Nothing is set: tomorrow's better defaults still reach the project.
        let active = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(active == ["{", "}"], "init sets nothing: \(active.prefix(5))")
        try dir.write("App/A.swift", "let a = 1\n")
        let run = dir.umpire([])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(dir.umpire(["init"]).status == 2, "an existing file is never overwritten")
    }
}
