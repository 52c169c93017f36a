// Hostile repositories and configurations: links, odd paths, unreadable and huge files,
// fuzzed settings and runaway patterns. The run goes on, says what it skipped, never crashes.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Hostile repositories")
struct HostileRepositoryTests {
    @Test("Symbolic links: followed inside the root only, loops visited once")
    func symlinks() throws {
        let dir = try Scratch()
        let outside = try Scratch()
        try dir.write("App/Views/A.swift", "func f() { print(1) }\n")
        try outside.write("Secret/B.swift", "func g() { print(2) }\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.root + "/App/Loop", withDestinationPath: dir.root + "/App")
        try fm.createSymbolicLink(atPath: dir.root + "/App/Views/Alias", withDestinationPath: dir.root + "/App/Views")
        try fm.createSymbolicLink(atPath: dir.root + "/Outside", withDestinationPath: outside.root + "/Secret")
        try fm.createSymbolicLink(atPath: dir.root + "/App/Leak.swift", withDestinationPath: outside.root + "/Secret/B.swift")
        let output = dir.umpire(["--format", "json"])
        let paths = try Scratch.findings(output.stdout).map(\.path)
        #expect(paths == ["App/Views/A.swift"],
                "one finding: the loop and the alias are the same folder; a folder or a file linked from outside is not read")
        #expect(try coreJSONObject(output.stdout)["summary"].flatMap { ($0 as? [String: Any])?["files"] as? Int } == 1)
    }

    @Test("Paths with spaces, newlines, colons, commas, percent signs and non-ASCII stay well-formed")
    func oddPaths() throws {
        let dir = try Scratch()
        let path = "Ünïcode dir/odd, name: 100%\nline.swift"
        try dir.write(path, "func f() { print(1) }\n")
        for format in ["json", "sarif", "rdjson"] {
            let out = dir.umpire(["--format", format]).stdout
            #expect((try? JSONSerialization.jsonObject(with: Data(out.utf8))) != nil, "\(format) is valid JSON")
        }
        let github = dir.umpire(["--format", "github"]).stdout
        #expect(github.split(separator: "\n").count == 1)
        #expect(github.contains("file=Ünïcode dir/odd%2C name%3A 100%25%0Aline.swift,"))
        let text = dir.umpire([]).stdout
        #expect(text.hasPrefix("Ünïcode dir/odd, name: 100%\\u{a}line.swift:1:12: error:"))
        let xml = dir.umpire(["--format", "checkstyle"]).stdout
        #expect(xml.contains(#"<file name="Ünïcode dir/odd, name: 100%&#10;line.swift">"#))
    }

    @Test("Unreadable, huge, UTF-16 and invalid UTF-8 files become notes; only unreadable ones make the run incomplete")
    func notes() throws {
        let dir = try Scratch()
        try dir.write("Ok.swift", "let a = 1\n")
        try Data([0xFF, 0xFE, 0x6C, 0x00]).write(to: URL(fileURLWithPath: dir.root + "/Wide.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xC3, 0x0A]).write(to: URL(fileURLWithPath: dir.root + "/Latin.swift"))
        try Data(repeating: UInt8(ascii: "a"), count: 3 * 1024 * 1024).write(to: URL(fileURLWithPath: dir.root + "/Huge.ts"))
        let complete = dir.umpire(["--format", "json"])
        #expect(complete.status == 0)
        #expect(complete.stdout.contains(#""path": "Wide.swift", "message": "UTF-16 text"#))
        #expect(complete.stdout.contains(#""path": "Latin.swift", "message": "not valid UTF-8"#))
        #expect(complete.stdout.contains(#""path": "Huge.ts", "message": "larger than 2 MB; not linted""#))
        let verdict = dir.umpire([]).stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(verdict.contains("in 2 files (2 lines), 2 files not linted (see the notes)"), "\(verdict)")

        try dir.write("Locked.swift", "let b = 2\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dir.root + "/Locked.swift")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: dir.root + "/Locked.swift") }
        if getuid() != 0 {  // root reads anything; the check is meaningful for everyone else
            let incomplete = dir.umpire([])
            #expect(incomplete.status == 2)
            #expect(incomplete.stdout.contains("Locked.swift: note: cannot be read"))
        }
    }

    @Test("A file deleted between the walk and the read is a note; the run goes on and is incomplete")
    func deletedAfterDiscovery() throws {
        let dir = try Scratch()
        try dir.write("App/Views/A.swift", "func f() { print(1) }\n")
        try dir.write("App/Views/B.swift", "func g() { print(2) }\n")
        let files = try FileDiscovery.discover(["."], cwd: dir.root, configRoot: nil)
        try FileManager.default.removeItem(atPath: dir.root + "/App/Views/B.swift")
        let result = Engine(rules: try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)).run(files)
        #expect(result.findings.map(\.path) == ["App/Views/A.swift"])
        #expect(result.notes.map(\.path) == ["App/Views/B.swift"])
        #expect(result.notes.first?.message.hasPrefix("cannot be read (No such file or directory)") == true)
        #expect(result.incomplete)
    }

    @Test("A pipe named like a source file is never opened for reading: no hang, a note when named")
    func pipes() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", "let a = 1\n")
        #expect(mkfifo(dir.root + "/App/Pipe.swift", 0o644) == 0)
        let walked = dir.umpire(["--format", "json"])
        #expect(walked.status == 0 && !walked.stdout.contains("Pipe.swift"), "the walk passes pipes over")
        let named = dir.umpire(["App/Pipe.swift", "App/A.swift"])
        #expect(named.stdout.contains("App/Pipe.swift: note: not a regular file"))
        // Asked for by name and never read: the run is incomplete, as the README's exit codes say.
        #expect(named.status == 2)
        #expect(named.stdout.contains("Verdict: INCOMPLETE"))
    }

    @Test("Fuzzed configurations always load or exit 2 naming a key")
    func configurationFuzz() throws {
        let dir = try Scratch()
        try dir.write("A.swift", "let a = 1\n")
        var random = MutationPropertyTests.Random(state: 7)
        let keys = ["include", "exclude", "roles", "rules", "overrides", "customRules", "requireSuppressionReason", "x"]
        let values = ["1e400", "-1", "null", "true", "\"off\"", "[]", "{}", "[1, \"a\"]", "{\"no-print\": 3}",
                      "{\"ios\": [\"[\"]}", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
                      "[{\"files\": [\"**\"], \"rules\": {\"no-print\": {\"severity\": 1}}}]",
                      "[{\"id\": \"a\", \"pattern\": \"(a+)+\", \"message\": \"m\"}]", "\"\\u0000\"", "99999999999999999999"]
        for _ in 0..<150 {
            var members: [String] = []
            for _ in 0..<(1 + random.next(3)) {
                members.append("\"\(keys[random.next(keys.count)])\": \(values[random.next(values.count)])")
            }
            try dir.write(".umpire.json", "{" + members.joined(separator: ", ") + "}")
            let output = dir.umpire([])
            #expect([0, 1, 2].contains(output.status))
            if output.status == 2 { #expect(output.stderr.contains(".umpire.json"), "\(output.stderr)") }
        }
    }

    @Test("A runaway pattern the static check lets through stops at its deadline with a note; the run finishes")
    func runawayPatternStops() throws {
        let dir = try Scratch()
        // Overlapping alternatives under a star: exponential backtracking on a line of x's with no y.
        try dir.write(".umpire.json", #"{"customRules": [{"id": "no-xy", "pattern": "(x|x)*y", "message": "No xy."}]}"#)
        try dir.write("Slow.swift", "let s = 1 // ok\nlet " + String(repeating: "x", count: 40) + " = 2\n")
        try dir.write("Fine.swift", "let xy = 1\n")
        let started = Date()
        let output = dir.umpire(["--format", "json"])
        #expect(Date().timeIntervalSince(started) < 20, "bounded by the rule's deadline, not by the pattern")
        #expect(output.status == 2, "a file not fully checked makes the run incomplete")
        #expect(output.stdout.contains(#""path": "Slow.swift", "message": "custom rule no-xy stopped"#))
        #expect(output.stdout.contains(#""path": "Fine.swift""#), "other files are still linted and reported")
    }

    @Test("Patterns with nested repetition are refused before they can hang a run", arguments: [
        ("(a+)+$", true), (#"(\w*\s?)*x"#, true), ("((ab)+c)*", true), ("(a|b)+", false), ("Legacy(Client|API)", false),
        (#"[(a+)+]"#, false), (#"\(a+\)+"#, false), ("(a{2,})+", true), ("(a{2})+", false),
    ])
    func regexSafety(pattern: String, refused: Bool) {
        #expect(RegexSafety.hasNestedRepetition(pattern) == refused)
    }
}
