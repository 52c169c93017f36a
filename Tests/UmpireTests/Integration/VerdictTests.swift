// The /verify summary tells the truth: every area in a fixed order, "not checked" where no rule
// judged anything, and INCOMPLETE when the run was cut short.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Verdict")
struct VerdictTests {
    func areas(_ json: String) throws -> [(area: String, status: String, reason: String?)] {
        let object = try coreJSONObject(json)
        let summary = try #require(object["summary"] as? [String: Any])
        return (summary["areas"] as? [[String: Any]] ?? []).map {
            ($0["area"] as? String ?? "", $0["status"] as? String ?? "", $0["reason"] as? String)
        }
    }

    @Test("Every area appears in /verify order; areas no rule could judge say why, in text, Markdown and JSON")
    func notChecked() throws {
        let dir = try Scratch()
        try dir.write("ios/App/Views/ScoreView.swift", "struct ScoreView: View { var body: some View { Text(state.scoreLine) } }\n")
        let found = try areas(dir.umpire(["--format", "json"]).stdout)
        #expect(found.map(\.area) == Area.allCases.filter { $0 != .customRules }.map(\.rawValue))
        let byArea = Dictionary(uniqueKeysWithValues: found.map { ($0.area, $0) })
        #expect(byArea["iOS Swift"]?.status == "passed")
        #expect(byArea["Backend TypeScript"]?.status == "not checked" && byArea["Backend TypeScript"]?.reason == "no backend TypeScript")
        #expect(byArea["Infrastructure scripts"]?.reason == "no shell scripts")
        #expect(byArea["Architecture decisions"]?.reason == "no change given (--staged or --changed-since)")
        #expect(byArea["Suppressions"]?.status == "passed", "suppressions are checked in every file")
        let text = dir.umpire([]).stdout
        #expect(text.contains("  SKIP  Infrastructure scripts  not checked: no shell scripts"))
        #expect(!text.contains("PASS  Infrastructure scripts"))
        #expect(text.contains("areas not checked"))
        let markdown = dir.umpire(["--format", "markdown"]).stdout
        #expect(markdown.contains("| Infrastructure scripts | ⏭️ not checked: no shell scripts |"))
    }

    @Test("--only leaves the other areas unchecked, and says so")
    func onlyLeavesAreasOut() throws {
        let dir = try Scratch()
        try dir.write("ios/App/A.swift", "let a = 1\n")
        let found = try areas(dir.umpire(["--only", "no-print", "--format", "json"]).stdout)
        #expect(found.first { $0.area == "Schema" }?.reason == "left out by --only")
        #expect(found.first { $0.area == "iOS Swift" }?.status == "passed")
    }

    @Test("A custom rule's area appears only when the configuration has custom rules")
    func customArea() throws {
        let dir = try Scratch()
        try dir.write("ios/App/A.swift", "let client = LegacyAPIClient()\n")
        try dir.write(".umpire.json", #"{"customRules": [{"id": "no-legacy-client", "pattern": "LegacyAPIClient", "message": "Use APIClient."}]}"#)
        let found = try areas(dir.umpire(["--format", "json"]).stdout)
        #expect(found.map(\.area).contains("Custom rules"))
        #expect(found.first { $0.area == "Custom rules" }?.status == "failed")
    }

    @Test("A run cut short never says PASSED: INCOMPLETE with the reason")
    func incomplete() throws {
        let note = Note(path: "App/B.swift", message: "cannot be read (No such file or directory); not linted", incomplete: true)
        let result = LintResult(findings: [], files: 1, lines: 1, bytes: 0, seconds: 0.01, areas: [.iosSwift], notes: [note])
        let text = TextReporter.render(result, strict: false, style: TextStyle(color: false))
        #expect(text.contains("Verdict: INCOMPLETE — 0 errors, 0 warnings in 1 file (1 line)"))
        #expect(text.contains("Incomplete: 1 file could not be checked (see the notes)."))
        #expect(!text.contains("PASSED"))
        let json = try coreJSONObject(JSONReporter.render(result, strict: false))
        #expect((json["summary"] as? [String: Any])?["verdict"] as? String == "incomplete")
        #expect(MarkdownReporter.render(result, strict: false).hasPrefix("## Umpire /verify: incomplete"))
    }
}
