// The command line with the test rules: exit statuses, messages, formats and hostile files.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: command line")
struct CoreCommandLineTests {
    /// A folder with one error (`forbidden`) in Swift and one warning (`shaky`) in TypeScript.
    func project() throws -> CoreTempDir {
        let dir = try CoreTempDir()
        try dir.write("ios/App/A.swift", "import SwiftUI\n\nlet forbidden = 1\n")
        try dir.write("backend/src/b.ts", "export const shaky = 2;\n")
        try dir.write("README.md", "forbidden shaky\n")
        return dir
    }

    @Test("Findings exit 1 with editor lines and the summary; a clean folder exits 0")
    func lint() throws {
        let dir = try project()
        let output = dir.umpire([])
        #expect(output.status == 1)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == [
            "backend/src/b.ts:1:14: warning: Steady \"shaky\". [core-shaky]",
            "ios/App/A.swift:3:5: error: Do not use `forbidden`. [core-forbidden]",
        ])
        #expect(output.stdout.contains("/verify\n") && output.stdout.contains("Verdict: FAILED — 1 error, 1 warning in 2 files (4 lines)"))
        #expect(!output.stdout.contains("\u{1B}"), "no colour when standard output is not a terminal")
        #expect(dir.umpire(["lint", "ios/App/A.swift"]).stdout.hasPrefix("ios/App/A.swift:3:5: error:"), "explicit lint and a file path")
        let clean = try CoreTempDir()
        try clean.write("A.swift", "let fine = 1\n")
        let ok = clean.umpire([])
        #expect(ok.status == 0 && ok.stdout.contains("Verdict: PASSED"))
    }

    @Test("Paths are printed as given, relative to the current folder")
    func displayPaths() throws {
        let dir = try project()
        for argument in ["ios", "./ios/", "ios/App/../App"] {
            let output = dir.umpire([argument, "--format", "json"])
            let findings = try #require(try coreJSONObject(output.stdout)["findings"] as? [[String: Any]])
            #expect(findings.compactMap { $0["path"] as? String }.allSatisfy { $0.hasSuffix("A.swift") && !$0.hasPrefix("/") && !$0.hasPrefix("./") },
                    "\(argument): \(findings)")
        }
        let output = dir.umpire(["./ios/", "--format", "json"])
        #expect(output.stdout.contains(#""path": "ios/App/A.swift""#))
    }

    @Test("Colour: forced with --color, on for a terminal unless NO_COLOR is set")
    func colour() throws {
        let dir = try project()
        #expect(dir.umpire(["--color"]).stdout.contains("\u{1B}["))
        #expect(dir.umpire([], terminal: true).stdout.contains("\u{1B}["))
        #expect(!dir.umpire([], terminal: true, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}"))
        #expect(!dir.umpire(["--no-color"], terminal: true).stdout.contains("\u{1B}"))
    }

    @Test("--format json writes the contract, in both option spellings")
    func json() throws {
        let dir = try project()
        for args in [["--format", "json"], ["--format=json"]] {
            let output = dir.umpire(args)
            #expect(output.status == 1)
            let json = try coreJSONObject(output.stdout)
            #expect(Set(json.keys) == ["tool", "version", "summary", "findings"])
            let summary = try #require(json["summary"] as? [String: Any])
            #expect(summary["files"] as? Int == 2 && summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1)
            let findings = try #require(json["findings"] as? [[String: Any]])
            #expect(findings.map { "\($0["path"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""):\($0["rule"] ?? "")" }
                    == ["backend/src/b.ts:1:14:core-shaky", "ios/App/A.swift:3:5:core-forbidden"])
        }
    }

    @Test("Usage mistakes exit 2 with a message on standard error", arguments: [
        (["--frmat", "json"], "umpire: unknown option --frmat (did you mean \"--format\"?) (see umpire --help)"),
        (["-x"], "unknown option -x"),
        (["no/such/folder"], "umpire: no/such/folder: no such file or folder"),
        (["--format", "yaml"], #"--format: unknown format "yaml""#),
        (["--format"], "--format needs a value"),
        (["--only", "core-forbiden"], #"umpire: --only: unknown rule "core-forbiden" (did you mean "core-forbidden"?)"#),
        (["--only", ","], "--only needs one or more rule ids"),
        (["--config", "nope.json"], "--config: nope.json: no such file"),
        (["explain", "core-forbiden"], #"unknown rule "core-forbiden" (did you mean "core-forbidden"?)"#),
        (["explain"], "explain needs a rule id"),
        (["tokens"], "tokens needs one file"),
        (["tokens", "missing.swift"], "missing.swift: cannot be read"),
        (["tokens", "README.md"], "README.md: not a file Umpire reads (Swift, TypeScript and JavaScript"),
    ])
    func usageErrors(args: [String], message: String) throws {
        let output = try project().umpire(args)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stderr.hasSuffix("\n"))
    }

    @Test("A bad configuration exits 2 naming the file and the key")
    func badConfiguration() throws {
        let dir = try project()
        try dir.write(".umpire.json", "{\n  // typo\n  \"rules\": { \"core-forbiden\": \"error\" }\n}\n")
        let output = dir.umpire([])
        #expect(output.status == 2 && output.stdout.isEmpty)
        #expect(output.stderr.contains(dir.root + "/.umpire.json"), "\(output.stderr)")
        #expect(output.stderr.contains(#"`rules.core-forbiden`: unknown rule id (did you mean "core-forbidden"?)"#))
        try dir.write("team.json", "{ \"rules\": { \"core-forbidden\": \"error\", } \"x\": 1 }")
        let explicit = dir.umpire(["--config", "team.json"])
        #expect(explicit.status == 2)
        #expect(explicit.stderr.contains("team.json: invalid JSON at line 1, column 43"), "\(explicit.stderr)")
    }

    @Test("The configuration changes the run: severities, and a config in the linted folder is found")
    func configurationApplies() throws {
        let dir = try project()
        try dir.write(".umpire.json", #"{"rules": {"core-forbidden": "warning"}, "exclude": ["backend/**"]}"#)
        let output = dir.umpire(["--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let findings = try #require(try coreJSONObject(output.stdout)["findings"] as? [[String: Any]])
        #expect(findings.map { $0["severity"] as? String } == ["warning"])
        try dir.write(".umpire.json", #"{"include": ["backend/**"]}"#)
        let included = dir.umpire(["--format", "json"])
        let paths = try #require(try coreJSONObject(included.stdout)["findings"] as? [[String: Any]]).map { $0["path"] as? String }
        #expect(paths == ["backend/src/b.ts"], "include limits the run")
        let outer = try CoreTempDir()
        try outer.write("proj/.umpire.json", #"{"rules": {"core-forbidden": "off"}}"#)
        try outer.write("proj/A.swift", "let forbidden = 1\n")
        #expect(outer.umpire(["proj"]).status == 0, "the first linted folder's .umpire.json applies")
    }

    @Test("--only runs only the named rules")
    func only() throws {
        let dir = try project()
        let output = dir.umpire(["--only", "core-shaky", "--format", "json"])
        let findings = try #require(try coreJSONObject(output.stdout)["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["core-shaky"])
        #expect(output.status == 0, "a warning alone passes")
    }

    @Test("--strict makes warnings fail the run")
    func strict() throws {
        let dir = try CoreTempDir()
        try dir.write("src/b.ts", "const shaky = 1;\n")
        let relaxed = dir.umpire([])
        #expect(relaxed.status == 0 && relaxed.stdout.contains("Verdict: PASSED"))
        let strict = dir.umpire(["--strict"])
        #expect(strict.status == 1 && strict.stdout.contains("Verdict: FAILED"))
        #expect(dir.umpire(["--strict", "--format", "json"]).status == 1)
    }

    @Test("--version and --help print to standard output and exit 0")
    func versionAndHelp() throws {
        let dir = try CoreTempDir()
        let version = dir.umpire(["--version"])
        #expect(version.status == 0 && version.stdout == "umpire \(JSONReporter.toolVersion)\n" && version.stderr.isEmpty)
        for flag in ["--help", "-h"] {
            let help = dir.umpire([flag])
            #expect(help.status == 0 && help.stdout.hasPrefix("Umpire:") && help.stdout.contains("Exit status:"))
        }
    }

    @Test("rules and explain read the rules' own descriptions")
    func rulesAndExplain() throws {
        let dir = try CoreTempDir()
        let table = dir.umpire(["rules"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("core-forbidden") && table.stdout.contains("core-shaky") && table.stdout.contains("unused-suppression"))
        let explain = dir.umpire(["explain", "core-forbidden"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("core-forbidden — The identifier forbidden"))
        #expect(explain.stdout.contains("extraWords") && explain.stdout.contains("let ↓forbidden = 1"))
        #expect(dir.umpire(["explain", "unused-suppression"]).status == 0)
    }

    @Test("tokens prints the token stream of a file as JSON, covering every byte")
    func tokens() throws {
        let dir = try CoreTempDir()
        let source = "let s = \"é\\(x)\" // hi\nforbidden()\n"
        try dir.write("T.swift", source)
        let output = dir.umpire(["tokens", "T.swift"])
        #expect(output.status == 0, "\(output.stderr)")
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(tokens.allSatisfy { Set($0.keys) == ["kind", "start", "end", "line", "column"] })
        var offset = 0
        for token in tokens {
            #expect(token["start"] as? Int == offset)
            offset = token["end"] as? Int ?? -1
        }
        #expect(offset == source.utf8.count, "lossless: the tokens cover the file")
        let kinds = tokens.compactMap { $0["kind"] as? String }
        #expect(kinds.contains("string-text") && kinds.contains("interpolation-start") && kinds.contains("comment"))
        let call = try #require(tokens.first { $0["line"] as? Int == 2 })
        #expect(call["kind"] as? String == "identifier" && call["column"] as? Int == 1)
        let comment = try #require(tokens.first { $0["kind"] as? String == "comment" })
        #expect(comment["line"] as? Int == 1 && comment["column"] as? Int == 17, "columns count scalars, not bytes")
    }

    @Test("A binary file is skipped with a note; the run does not crash or fail")
    func binaryFile() throws {
        let dir = try CoreTempDir()
        try dir.write("Blob.swift", bytes: [0x66, 0x00, 0x01, 0xFF, 0x00, 0x0A] + Array("let forbidden = 1\n".utf8))
        try dir.write("Fine.swift", "let fine = 1\n")
        let text = dir.umpire([])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Blob.swift: note: binary (contains NUL bytes); not linted"))
        #expect(text.stdout.contains("in 1 file"), "the skipped file is not counted")
        let json = try coreJSONObject(dir.umpire(["--format", "json"]).stdout)
        let notes = try #require(json["notes"] as? [[String: Any]])
        #expect(notes.first?["path"] as? String == "Blob.swift" && notes.first?["incomplete"] as? Bool == false)
        #expect(dir.umpire(["tokens", "Blob.swift"]).status == 0, "tokens dumps any bytes")
    }

    @Test("An invalid UTF-8 file is linted as bytes with a note")
    func invalidUTF8() throws {
        let dir = try CoreTempDir()
        try dir.write("Latin.swift", bytes: Array("let caf".utf8) + [0xE9, 0xFF] + Array(" = 1\nlet forbidden = 2\n".utf8))
        let output = dir.umpire(["--format", "json"])
        #expect(output.status == 1)
        let json = try coreJSONObject(output.stdout)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["line"] ?? ""):\($0["column"] ?? "")" } == ["2:5"])
        let notes = try #require(json["notes"] as? [[String: Any]])
        #expect((notes.first?["message"] as? String)?.contains("not valid UTF-8") == true)
        let tokens = dir.umpire(["tokens", "Latin.swift"])
        #expect(tokens.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(tokens.stdout.utf8))) != nil)
    }

    @Test("Folders Umpire never lints are skipped, and non-source files are ignored; nothing left to lint is exit 2 with why")
    func skippedFolders() throws {
        let dir = try CoreTempDir()
        try dir.write("node_modules/pkg/index.ts", "const shaky = 1;\n")
        try dir.write(".build/x/A.swift", "let forbidden = 1\n")
        // An Xcode performance baseline's plist, inside the project bundle: not the app's Info.plist.
        try dir.write("Scorer.xcodeproj/xcshareddata/xcbaselines/AA3C.xcbaseline/Info.plist",
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n")
        try dir.write("Scorer.xcworkspace/xcshareddata/Info.plist", "<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n")
        try dir.write("notes.txt", "forbidden\n")
        let output = dir.umpire(["--strict"])
        #expect(output.status == 2)
        #expect(output.stdout.contains("in 0 files"))
        #expect(output.stderr.contains("umpire: nothing to lint: no Swift, TypeScript"))
        let named = dir.umpire(["notes.txt"])
        #expect(named.status == 2)
        #expect(named.stdout.contains("notes.txt: note: not a file Umpire reads"))
    }
}
