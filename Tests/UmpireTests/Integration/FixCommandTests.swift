// `umpire --fix`, `--unsafe-fixes` and `--diff`: what is written, what is not, and that nothing
// is lost; fixes carried into JSON, SARIF and reviewdog.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Fixes on the command line")
struct FixCommandTests {
    static let messages = """
        export const wicketBody = (name: string, runs: number) => `${name} departs - ${runs}`;
        // umpire:disable-next-line copy-separator -- the partner's template keeps its hyphen
        export const partnerBody = (name: string, runs: number) => `${name} out - ${runs}`;

        """

    @Test("--diff prints a unified diff and writes nothing; exit 1 when there is something to fix, 0 when not")
    func diff() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/wicket.messages.ts", Self.messages)
        let output = dir.umpire(["--diff"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("--- a/backend/src/notifications/wicket.messages.ts\n+++ b/backend/src/notifications/wicket.messages.ts\n@@ -1,"))
        #expect(output.stdout.contains("-export const wicketBody = (name: string, runs: number) => `${name} departs - ${runs}`;\n"))
        #expect(output.stdout.contains("+export const wicketBody = (name: string, runs: number) => `${name} departs — ${runs}`;\n"))
        #expect(!output.stdout.contains("out — "), "a suppressed finding is never fixed")
        #expect(output.stderr.contains("1 fix in 1 file would be applied"))
        #expect(try dir.read("backend/src/notifications/wicket.messages.ts") == Self.messages, "--diff writes nothing")
        try dir.write("backend/src/notifications/wicket.messages.ts", "export const wicketTitle = () => \"Wicket\";\n")
        let clean = dir.umpire(["--diff"])
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.contains("nothing to fix"))
    }

    @Test("A misspelt suppression is corrected only with --unsafe-fixes, never deleted with its reason")
    func misspeltSuppression() throws {
        let dir = try Scratch()
        let view = "func reload() {\n    // umpire:disable-next-line no-prnt -- debug menu only\n    print(state)\n}\n"
        try dir.write("ios/CricketApp/Views/DebugMenu.swift", view)
        _ = dir.umpire(["--fix"])
        #expect(try dir.read("ios/CricketApp/Views/DebugMenu.swift") == view, "the safe pass keeps the comment")
        _ = dir.umpire(["--fix", "--unsafe-fixes"])
        #expect(try dir.read("ios/CricketApp/Views/DebugMenu.swift") == view.replacingOccurrences(of: "no-prnt", with: "no-print"))
    }

    @Test("--diff of an absolute path names it as it is, not under a/ and b/, so patch applies it")
    func diffAbsolutePath() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/wicket.messages.ts", Self.messages)
        let path = dir.root + "/backend/src/notifications/wicket.messages.ts"
        let output = dir.umpire(["--diff", path])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("--- \(path)\n+++ \(path)\n@@ -1,"))
    }

    @Test("--fix writes the file whole, keeping its mode and CRLF line breaks, reports what remains, and a second run changes nothing")
    func fix() throws {
        let dir = try Scratch()
        let crlf = "func reload() {\r\n    // umpire:disable-next-line no-print -- debug menu only\r\n    logger.debug(\"reloaded\")\r\n}\r\n"
        try dir.write("ios/CricketApp/Views/DebugMenu.swift", crlf)
        try dir.write("backend/src/notifications/wicket.messages.ts", Self.messages)
        let path = dir.root + "/backend/src/notifications/wicket.messages.ts"
        chmod(path, 0o640)
        let output = dir.umpire(["--fix"])
        #expect(output.stdout.contains("Fixed 2 findings in 2 files (1 pass); nothing remains."), "\(output.stdout)")
        #expect(try dir.read("ios/CricketApp/Views/DebugMenu.swift") == "func reload() {\r\n    logger.debug(\"reloaded\")\r\n}\r\n")
        #expect(try dir.read("backend/src/notifications/wicket.messages.ts").contains("`${name} departs — ${runs}`"))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640, "the file keeps its permissions")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root + "/backend/src/notifications").count == 1, "no temporary file left")
        let again = dir.umpire(["--diff"])
        #expect(again.status == 0 && again.stdout.isEmpty, "fixing again changes nothing")
        let json = dir.umpire(["--fix", "--format", "json"])
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect((summary["fixed"] as? [String: Int])?["findings"] == 0)
    }

    @Test("A file that changed since it was read is not written")
    func changedFileIsLeftAlone() throws {
        let dir = try Scratch()
        try dir.write("a.ts", "old\n")
        let path = dir.root + "/a.ts"
        let stale = SourceWriter.replace(path, expecting: Array("older\n".utf8), with: Array("new\n".utf8))
        #expect(stale == .changed)
        #expect(try dir.read("a.ts") == "old\n")
        #expect(SourceWriter.replace(path, expecting: Array("old\n".utf8), with: Array("new\n".utf8)) == .written)
        #expect(try dir.read("a.ts") == "new\n")
    }

    @Test("--staged --fix fixes only files whose working tree matches the index, and stops the commit when it fixed something")
    func staged() throws {
        let repo = try Scratch(git: true)
        try repo.write("backend/src/notifications/wicket.messages.ts", Self.messages)
        try repo.write("backend/src/notifications/rain.messages.ts", "export const rainBody = (n: number) => `Rain - ${n} overs lost`;\n")
        try repo.git("add", ".")
        // Unstaged work on top of the staged file: never touched.
        try repo.write("backend/src/notifications/rain.messages.ts",
                       "export const rainBody = (n: number) => `Rain - ${n} overs lost`;\nexport const wip = 1;\n")
        let output = repo.umpire(["lint", "--staged", "--fix"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("fixed 1 finding in 1 file; the fixes are in the working tree while the index still holds the unfixed code: review them, `git add` them and commit again."), "\(output.stderr)")
        #expect(output.stdout.contains("rain.messages.ts: note: its working tree differs from the index (unstaged changes); not fixed"))
        #expect(try repo.read("backend/src/notifications/rain.messages.ts").contains("Rain - ${n}") )
        #expect(try repo.read("backend/src/notifications/wicket.messages.ts").contains("departs — "))
        let hook = try Scratch(git: true)
        #expect(hook.umpire(["install-hook", "--fix"]).status == 0)
        #expect(try hook.read(".git/hooks/pre-commit").contains("exec umpire lint --staged --fix"))
    }

    @Test("Options that cannot go together are refused")
    func refusals() throws {
        let dir = try Scratch()
        #expect(dir.umpire(["--unsafe-fixes"]).stderr.contains("--unsafe-fixes adds to --fix or --diff"))
        #expect(dir.umpire(["--fix", "--write-baseline", "b.json"]).status == 2)
        #expect(dir.umpire(["copy", "--fix"]).status == 2, "umpire copy does not fix")
    }

    @Test("JSON, SARIF and rdjson carry the fix: title, applicability, edits with ranges and new text")
    func reports() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/wicket.messages.ts", Self.messages)
        let sarif = dir.umpire(["--format", "sarif"]).stdout
        #expect(sarif.contains(#""fixes": [{"description": {"text": "Use a spaced em dash"}, "artifactChanges": [{"artifactLocation": {"uri": "backend/src/notifications/wicket.messages.ts", "uriBaseId": "%SRCROOT%"}, "replacements": [{"deletedRegion": {"startLine": 1, "startColumn": 75, "endLine": 1, "endColumn": 78}, "insertedContent": {"text": " — "}}]}]}]"#))
        let rdjson = dir.umpire(["--format", "rdjson"]).stdout
        #expect(rdjson.contains(#""suggestions": [{"range": {"start": {"line": 1, "column": 75}, "end": {"line": 1, "column": 78}}, "text": " — "}]"#))
        let json = dir.umpire(["--format", "json"]).stdout
        #expect(json.contains(#""fix": {"title": "Use a spaced em dash", "applicability": "safe", "edits": [{"start": {"line": 1, "column": 75}, "end": {"line": 1, "column": 78}, "text": " — "}]}"#))
    }
}
