// Files no rule checks (a repository's tests) are counted without being lexed: what a run
// reports about them must be what it reported when they were lexed.

import Foundation
import Testing
import UmpireEngine
import UmpireRules

@Suite("Integration: files no rule checks")
struct UncheckedFilesTests {
    private func lint(_ scratch: Scratch, _ arguments: [String] = []) throws -> [String: Any] {
        let output = CommandLineTool(builtIn: BuiltInRules.all, cwd: scratch.root, environment: [:]).run(["--format", "json"] + arguments)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return try #require(object)
    }

    @Test("Test files are counted, their notes given and their suppression comments judged")
    func testFilesCountAndSuppressionsAreJudged() throws {
        let scratch = try Scratch()
        try scratch.write("backend/src/handlers/follow.ts", "export const handler = async () => ({ statusCode: 200 });\n")
        try scratch.write("backend/src/handlers/__tests__/follow.test.ts",
                          "import { it } from 'vitest';\nit('follows', () => { expect(title).toBe('Game on!'); });\n")
        // A comment that only looks like a suppression is reported wherever it is.
        try scratch.write("backend/src/handlers/__tests__/notify.test.ts",
                          "import { it } from 'vitest';\n// umpire: disable copy-cliche\nit('sends', () => { notify('Game on!'); });\n")
        try scratch.write("App/Tests/ScoreTests.swift",
                          "import XCTest\nfinal class ScoreTests: XCTestCase {\n    func testScore() { XCTAssertEqual(1, 1) }\n}\n")
        let latin = Array("const venue = 'Caf".utf8) + [0xE9] + Array("';\nexport {};\n".utf8)
        try Data(latin).write(to: URL(fileURLWithPath: scratch.root + "/backend/src/handlers/__tests__/venue.test.ts"))

        let json = try lint(scratch)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 5)
        #expect(summary["lines"] as? Int == 12, "1 + 2 + 3 + 4 + 2 lines, as when every file was lexed")
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["rule"] ?? ""):\($0["path"] ?? ""):\($0["line"] ?? "")" }
            == ["unused-suppression:backend/src/handlers/__tests__/notify.test.ts:2"])
        let notes = try #require(json["notes"] as? [[String: Any]])
        #expect(notes.map { "\($0["path"] ?? "")" } == ["backend/src/handlers/__tests__/venue.test.ts"])
        #expect((notes.first?["message"] as? String)?.contains("not valid UTF-8") == true)
        let areas = try #require(summary["areas"] as? [[String: Any]])
        let suppressions = try #require(areas.first { $0["area"] as? String == "Suppressions" })
        #expect(suppressions["status"] as? String == "passed" && suppressions["warnings"] as? Int == 1, "a warning does not fail the area")
    }

    @Test("A run of test files only still checks the suppressions area")
    func onlyTestFiles() throws {
        let scratch = try Scratch()
        try scratch.write("App/Tests/ScoreTests.swift", "import XCTest\nfinal class ScoreTests: XCTestCase {}\n")
        try scratch.write("backend/test/score.test.ts", "import { it } from 'vitest';\nit('scores', () => {});\n")
        let summary = try #require(try lint(scratch)["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2 && summary["lines"] as? Int == 4)
        let areas = try #require(summary["areas"] as? [[String: Any]])
        #expect(areas.first { $0["area"] as? String == "Suppressions" }?["status"] as? String == "passed")
    }
}
