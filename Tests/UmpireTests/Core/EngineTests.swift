// The engine and file discovery: which files are read, how they are named, what a run reports.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: engine and file discovery")
struct CoreEngineTests {
    func run(_ files: [(String, String)], configuration: Configuration = Configuration()) throws -> LintResult {
        let refs = files.map {
            SourceFileRef(absolutePath: "/virtual/" + $0.0, displayPath: $0.0, rolePath: $0.0, content: Array($0.1.utf8))
        }
        return Engine(rules: try RuleSet(builtIn: CoreRules.all, configuration: configuration, only: nil)).run(refs)
    }

    @Test("A run counts files and lines, sorts findings by path, line and column, and lists areas")
    func runTotals() throws {
        let result = try run([
            ("z/B.swift", "let forbidden = 1\nlet x = 2; let y = forbidden\n"),
            ("a/c.ts", "const shaky = 1;\n"),
            ("notes.md", "forbidden\n"),
        ])
        #expect(result.files == 2 && result.lines == 3)
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column)" } == ["a/c.ts:1:7", "z/B.swift:1:5", "z/B.swift:2:20"])
        #expect(result.errors == 2 && result.warnings == 1)
        #expect(result.areas == Area.allCases.filter { $0 != .customRules }, "every area, in /verify order")
        #expect(result.uncheckedAreas[.infrastructureScripts] == "every rule is off", "no rule of the area is on")
        #expect(result.uncheckedAreas[.iosSwift] == nil && result.uncheckedAreas[.backendTypeScript] == nil)
        #expect(result.notes.isEmpty && !result.incomplete)
    }

    @Test("Columns count Unicode scalars; byte columns count UTF-8 bytes")
    func columns() throws {
        let finding = try #require(try run([("A.swift", "let s = \"🏏é\"; let forbidden = 1\n")]).findings.first)
        #expect(finding.column == 19)
        #expect(finding.byteColumn == 23)
        #expect(finding.endColumn == 28, "the end of the flagged token")
    }

    @Test("Binary, UTF-16 and invalid UTF-8 content: notes, never a crash")
    func hostileContent() throws {
        let refs = [
            SourceFileRef(absolutePath: "/v/Bin.swift", displayPath: "Bin.swift", rolePath: "Bin.swift", content: [0x61, 0x00, 0x62]),
            SourceFileRef(absolutePath: "/v/U16.ts", displayPath: "U16.ts", rolePath: "U16.ts", content: [0xFF, 0xFE, 0x61, 0x00]),
            SourceFileRef(absolutePath: "/v/Bad.swift", displayPath: "Bad.swift", rolePath: "Bad.swift",
                          content: [0xC3, 0x28] + Array(" forbidden\n".utf8)),
        ]
        let result = Engine(rules: try RuleSet(builtIn: CoreRules.all, configuration: Configuration(), only: nil)).run(refs)
        #expect(result.notes.map(\.path).sorted() == ["Bad.swift", "Bin.swift", "U16.ts"])
        #expect(result.notes.first { $0.path == "U16.ts" }?.message.contains("UTF-16") == true)
        #expect(result.files == 1, "only the invalid UTF-8 file is linted")
        #expect(result.findings.map(\.path) == ["Bad.swift"])
        #expect(!result.incomplete, "skipped files do not make the run incomplete")
    }

    @Test("include and exclude globs match the role path")
    func includeExclude() throws {
        let config = try CoreRules.configuration(#"{"include": ["ios/**", "!**/Generated/**"], "exclude": ["*.generated.swift"]}"#)
        let result = try run([
            ("ios/A.swift", "let forbidden = 1"),
            ("ios/Generated/B.swift", "let forbidden = 1"),
            ("ios/C.generated.swift", "let forbidden = 1"),
            ("backend/d.ts", "const forbidden = 1"),
        ], configuration: config)
        #expect(result.findings.map(\.path) == ["ios/A.swift"])
        #expect(result.files == 1)
    }

    @Test("Discovery walks folders in byte order, skips tool folders and non-source files, and removes duplicates")
    func discovery() throws {
        let dir = try CoreTempDir()
        for path in ["b/Z.swift", "b/a.ts", "a/X.swift", "node_modules/m/i.ts", ".git/h.sh", "build/o.swift", "a/readme.md", "a/run.sh"] {
            try dir.write(path, "x\n")
        }
        let files = try FileDiscovery.discover([".", "a/X.swift", "./a"], cwd: dir.root, configRoot: nil)
        #expect(files.map(\.displayPath) == ["a/X.swift", "a/run.sh", "b/Z.swift", "b/a.ts"])
        #expect(files.map(\.rolePath) == ["a/X.swift", "a/run.sh", "b/Z.swift", "b/a.ts"])
        #expect(files.allSatisfy { $0.absolutePath.hasPrefix(dir.root) })
        #expect(throws: DiscoveryError.self) { try FileDiscovery.discover(["missing"], cwd: dir.root, configRoot: nil) }
    }

    @Test("Role paths are relative to the configuration's folder; display paths to the current folder")
    func rolePaths() throws {
        let dir = try CoreTempDir()
        try dir.write("repo/ios/App/Views/A.swift", "x\n")
        let files = try FileDiscovery.discover(["repo/ios"], cwd: dir.root, configRoot: dir.root + "/repo")
        #expect(files.map(\.displayPath) == ["repo/ios/App/Views/A.swift"])
        #expect(files.map(\.rolePath) == ["ios/App/Views/A.swift"])
        let single = try FileDiscovery.discover([dir.root + "/repo/ios/App/Views/A.swift"], cwd: "/", configRoot: dir.root + "/repo")
        #expect(single.map(\.rolePath) == ["ios/App/Views/A.swift"])
    }

    @Test("Paths are normalized: dot segments and doubled slashes")
    func normalize() {
        #expect(FileDiscovery.normalize("/a/./b//c/../d/") == "/a/b/d")
        #expect(FileDiscovery.normalize("/../..") == "/")
    }
}
