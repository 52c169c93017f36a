// `umpire --fix` on a copy of the sample repository: every safe fix applied, nothing new
// found, nothing broken, and a second run has nothing to do.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Sample repository, fixed")
struct SampleFixTests {
    static func findings(_ json: String) throws -> [[String: Any]] {
        (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    }

    static func key(_ f: [String: Any]) -> String {
        "\(f["rule"] ?? "") \(f["path"] ?? "") \(f["message"] ?? "")"
    }

    @Test("Every safe fix is applied, nothing new is found, no file is broken, and fixing again changes nothing")
    func fixSample() throws {
        let dir = try Scratch()
        try FileManager.default.removeItem(atPath: dir.root)
        try FileManager.default.copyItem(atPath: SampleRepositoryTests.packageRoot + "/Fixtures/sample", toPath: dir.root)
        let before = try Self.findings(dir.umpire(["--format", "json"]).stdout)
        let fixable = before.filter { ($0["fix"] as? [String: Any])?["applicability"] as? String == "safe" }
        #expect(fixable.count >= 4, "the sample repository shows the fixes")
        var problems: [String: Int] = [:]
        for path in Set(fixable.compactMap { $0["path"] as? String }) {
            problems[path] = SourceFile(path: path, source: try dir.read(path)).structuralProblems
        }

        let fixed = dir.umpire(["--fix", "--format", "json"])
        let after = try Self.findings(fixed.stdout)
        for f in fixable {
            #expect(!after.contains { Self.key($0) == Self.key(f) && $0["line"] as? Int == f["line"] as? Int }, "still there: \(Self.key(f))")
        }
        let old = Set(before.map(Self.key))
        let new = after.map(Self.key).filter { !old.contains($0) }
        #expect(new.isEmpty, "the fixes brought new findings: \(new)")
        for (path, count) in problems {
            #expect(SourceFile(path: path, source: try dir.read(path)).structuralProblems <= count, "\(path) was broken by a fix")
        }
        let again = dir.umpire(["--diff"])
        #expect(again.status == 0 && again.stdout.isEmpty, "a second --fix would change: \(again.stdout)")
    }
}
