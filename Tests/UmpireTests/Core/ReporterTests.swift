// The text report (editor lines and the /verify summary) and the JSON contract.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: reporters")
struct CoreReporterTests {
    static func finding(_ rule: String = "no-print", area: Area = .iosSwift, _ severity: Severity = .error,
                        path: String = "ios/App/Views/ScoreView.swift", line: Int = 12, column: Int = 9,
                        message: String = "Remove print before shipping.", fixable: Bool = false) -> Finding {
        let fix = LocatedFix(title: "Use .foregroundStyle", applicability: .safe, edits: [
            .init(start: 100, end: 115, startLine: line, startColumn: column, endLine: line, endColumn: column + 15, replacement: "foregroundStyle"),
        ])
        return Finding(ruleID: rule, area: area, severity: severity, path: path, line: line, column: column,
                       endLine: line, endColumn: column + 5, message: message, fix: fixable ? fix : nil)
    }

    static func result(_ findings: [Finding], areas: [Area]? = nil, notes: [Note] = [], files: Int = 12,
                       lines: Int = 1840, seconds: Double = 0.25) -> LintResult {
        LintResult(findings: findings, files: files, lines: lines, bytes: 0, seconds: seconds,
                   areas: (areas ?? Array(Set(findings.map(\.area)))).sorted(), notes: notes)
    }

    let plain = TextStyle(color: false)

    @Test("Text: one `path:line:col: severity: message [rule-id]` line per finding")
    func textLines() {
        let result = Self.result([
            Self.finding(),
            Self.finding("inline-copy", area: .backendTypeScript, .warning, path: "backend/src/a.ts", line: 3, column: 1,
                         message: "Move the copy to a messages file."),
        ])
        let lines = TextReporter.render(result, strict: false, style: plain).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "ios/App/Views/ScoreView.swift:12:9: error: Remove print before shipping. [no-print]")
        #expect(lines[1] == "backend/src/a.ts:3:1: warning: Move the copy to a messages file. [inline-copy]")
        #expect(lines[2] == "", "a blank line before the summary")
        #expect(lines[3] == "/verify")
    }

    @Test("The /verify summary: PASS or FAIL per area in area order, counts, rules, and the verdict")
    func verifySummary() {
        let result = Self.result([
            Self.finding(),
            Self.finding("inline-copy", area: .backendTypeScript, .warning, path: "backend/src/a.ts"),
        ], areas: [.iosSwift, .serverDrivenUI, .backendTypeScript], seconds: 1.234)
        let text = TextReporter.render(result, strict: false, style: plain)
        let summary = text.components(separatedBy: "/verify\n")[1].split(separator: "\n").map(String.init)
        #expect(summary.count == 5)
        #expect(summary[0] == "  PASS  Server-driven UI")
        #expect(summary[1].hasPrefix("  PASS  Backend TypeScript") && summary[1].contains("0 errors, 1 warning")
                && summary[1].hasSuffix("inline-copy"))
        #expect(summary[2].hasPrefix("  FAIL  iOS Swift") && summary[2].contains("1 error, 0 warnings")
                && summary[2].hasSuffix("no-print"))
        #expect(summary[3] == "Verdict: FAILED — 1 error, 1 warning in 12 files (1,840 lines), 1.23 s")
        #expect(summary[4] == "Next: `umpire explain no-print` says why and how to fix it; to keep a finding on purpose, add `// umpire:disable-next-line no-print -- reason` above it.")
        #expect(summary.allSatisfy { !$0.hasSuffix(" ") }, "no trailing spaces")
        // In a script the comment goes above the command, whose continued lines take none.
        let script = TextReporter.render(Self.result([Self.finding("gsi-documented", area: .infrastructureScripts, .error,
                                                                     path: "infra/migrations/migrate-003-devices.sh")], files: 1, lines: 9, seconds: 0.1),
                                         strict: false, style: plain)
        #expect(script.contains("add `# umpire:disable-next-line gsi-documented -- reason` above its command."))
    }

    @Test("Strict: warnings fail their area and the verdict")
    func strictSummary() {
        let result = Self.result([Self.finding("inline-copy", area: .backendTypeScript, .warning)], files: 1, lines: 9, seconds: 0.004)
        let relaxed = TextReporter.render(result, strict: false, style: plain)
        #expect(relaxed.contains("  PASS  Backend TypeScript"))
        #expect(relaxed.contains("Verdict: PASSED — 0 errors, 1 warning in 1 file (9 lines), 4 ms"))
        let strict = TextReporter.render(result, strict: true, style: plain)
        #expect(strict.contains("  FAIL  Backend TypeScript"))
        #expect(strict.contains("Verdict: FAILED"))
    }

    @Test("An empty run passes and prints only the summary")
    func emptyRun() {
        let text = TextReporter.render(Self.result([], areas: [.iosSwift], files: 0, lines: 0), strict: true, style: plain)
        #expect(text.hasPrefix("/verify\n  PASS  iOS Swift\nVerdict: PASSED — 0 errors, 0 warnings in 0 files (0 lines)"))
    }

    @Test("No ANSI escape codes without colour; colour marks severity and verdict")
    func colour() {
        let result = Self.result([Self.finding(), Self.finding("x", .warning, line: 13)])
        let plainText = TextReporter.render(result, strict: false, style: plain)
        #expect(!plainText.contains("\u{1B}"))
        let coloured = TextReporter.render(result, strict: false, style: TextStyle(color: true))
        #expect(coloured.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m"))
    }

    @Test("Notes follow the findings as `path: note: message`")
    func notes() {
        let note = Note(path: "ios/Assets/blob.swift", message: "binary (contains NUL bytes); not linted", incomplete: false)
        let text = TextReporter.render(Self.result([Self.finding()], notes: [note]), strict: false, style: plain)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "ios/Assets/blob.swift: note: binary (contains NUL bytes); not linted")
    }

    @Test("Control characters in paths and messages cannot break a text line")
    func textSanitized() {
        let f = Self.finding(path: "odd\nname.swift", message: "bad\r\u{1B}[31m\tthing")
        let text = TextReporter.render(Self.result([f]), strict: false, style: plain)
        let first = text.split(separator: "\n")[0]
        #expect(first == #"odd\u{a}name.swift:12:9: error: bad\u{d}\u{1b}[31m thing [no-print]"#)
        #expect(!text.contains("\u{1B}"))
    }

    @Test("JSON has exactly the contract's keys and types")
    func jsonContract() throws {
        let result = Self.result([Self.finding(fixable: true)], areas: [.serverDrivenUI, .iosSwift])
        let json = try coreJSONObject(JSONReporter.render(result, strict: false))
        #expect(Set(json.keys) == ["tool", "version", "summary", "findings"])
        #expect(json["tool"] as? String == "umpire")
        #expect(json["version"] as? String == JSONReporter.toolVersion)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["files", "lines", "errors", "warnings", "verdict", "areas"], "the contract's keys, and the verdict")
        #expect(summary["verdict"] as? String == "failed")
        #expect(summary["files"] as? Int == 12 && summary["lines"] as? Int == 1840)
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 0)
        let areas = try #require(summary["areas"] as? [[String: Any]])
        #expect(areas.map { Set($0.keys) } == [["area", "errors", "warnings", "status"], ["area", "errors", "warnings", "status"]])
        #expect(areas.map { $0["status"] as? String } == ["passed", "failed"])
        #expect(areas.map { $0["area"] as? String } == ["Server-driven UI", "iOS Swift"])
        #expect(areas.map { $0["errors"] as? Int } == [0, 1])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let f = try #require(findings.first)
        #expect(Set(f.keys) == ["rule", "area", "severity", "path", "line", "column", "message", "fixable", "fix"], "fix only when fixable")
        #expect(f["rule"] as? String == "no-print" && f["area"] as? String == "iOS Swift")
        #expect(f["severity"] as? String == "error" && f["path"] as? String == "ios/App/Views/ScoreView.swift")
        #expect(f["line"] as? Int == 12 && f["column"] as? Int == 9)
        #expect(f["message"] as? String == "Remove print before shipping.")
        #expect(f["fixable"] as? Bool == true)
        let fix = try #require(f["fix"] as? [String: Any])
        #expect(fix["title"] as? String == "Use .foregroundStyle" && fix["applicability"] as? String == "safe")
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect((edit["start"] as? [String: Int]) == ["line": 12, "column": 9])
        #expect((edit["end"] as? [String: Int]) == ["line": 12, "column": 24])
        #expect(edit["text"] as? String == "foregroundStyle")
    }

    @Test("JSON with no findings and no areas is still valid and complete")
    func jsonEmpty() throws {
        let json = try coreJSONObject(JSONReporter.render(Self.result([], areas: [], files: 0, lines: 0), strict: false))
        #expect((json["findings"] as? [Any])?.isEmpty == true)
        #expect(((json["summary"] as? [String: Any])?["areas"] as? [Any])?.isEmpty == true)
    }

    @Test("JSON escapes quotes, backslashes, line breaks and control characters in paths and messages")
    func jsonEscaping() throws {
        let path = "we\"ird\\dir/new\nline\u{01}.swift"
        let message = "Say \"hi\"\n\tnot\u{1F} \u{2028}this — 🏏"
        let note = Note(path: "b\"lob\n.swift", message: "binary", incomplete: true)
        let json = try coreJSONObject(JSONReporter.render(Self.result([Self.finding(path: path, message: message)], notes: [note]), strict: false))
        let f = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(f["path"] as? String == path)
        #expect(f["message"] as? String == message)
        let notes = try #require(json["notes"] as? [[String: Any]])
        #expect(notes.first?["path"] as? String == "b\"lob\n.swift")
        #expect(notes.first?["incomplete"] as? Bool == true)
    }

    @Test("JSON errors and warnings count strictly per area; strict does not change the counts")
    func jsonCounts() throws {
        let result = Self.result([Self.finding(), Self.finding(line: 20), Self.finding("w", .warning, line: 21)])
        for strict in [false, true] {
            let summary = try #require(try coreJSONObject(JSONReporter.render(result, strict: strict))["summary"] as? [String: Any])
            #expect(summary["errors"] as? Int == 2 && summary["warnings"] as? Int == 1)
        }
    }
}
