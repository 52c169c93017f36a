// Baselines hide recorded findings even after lines move, and count the ones fixed since.

import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    @Test("A baselined finding stays hidden when lines are inserted above it")
    func survivesInsertedLines() throws {
        let dir = try Scratch()
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView)
        let record = dir.umpire(["--write-baseline", "umpire-baseline.json", "--format", "json"])
        #expect(record.status == 0, "recording a baseline is not a failure")
        #expect(record.stderr.contains("umpire: wrote 1 entry to umpire-baseline.json."), "\(record.stderr)")
        let baseline = try dir.read("umpire-baseline.json")
        #expect(baseline.contains("\"rule\": \"no-foreground-color\""))

        try dir.write("App/Views/ScoreView.swift", "// A header comment\n// and another\n" + Samples.scoreView)
        let hidden = dir.umpire(["--baseline", "umpire-baseline.json"])
        #expect(hidden.status == 0, "\(hidden.stdout)")
        #expect(hidden.stdout.contains("1 finding hidden by the baseline."))

        // A second, new finding on an identical line is not covered by the one entry.
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView + "let x = Text(\"a\")\n    .foregroundColor(.secondary)\n")
        let fresh = try Scratch.findings(dir.umpire(["--baseline", "umpire-baseline.json", "--format", "json"]).stdout)
        #expect(fresh.map(\.line) == [12])
    }

    @Test("Fixed entries are counted; a broken baseline exits 2")
    func fixedEntriesAndErrors() throws {
        let dir = try Scratch()
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView)
        _ = dir.umpire(["--write-baseline", "base.json"])
        try dir.write("App/Views/ScoreView.swift", Samples.scoreView.replacingOccurrences(of: "foregroundColor", with: "foregroundStyle"))
        let fixed = dir.umpire(["--baseline", "base.json"])
        #expect(fixed.stdout.contains("1 baseline entry no longer occurs"))
        try dir.write("bad.json", "{ \"findings\": 3 }")
        let bad = dir.umpire(["--baseline", "bad.json"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json"))
    }

    @Test("The baseline file is sorted and stable")
    func stableFile() throws {
        let dir = try Scratch()
        try dir.write("B/Views/Two.swift", Samples.scoreView)
        try dir.write("A/Views/One.swift", Samples.scoreView + "func f() { print(1) }\n")
        _ = dir.umpire(["--write-baseline", "first.json"])
        _ = dir.umpire(["--write-baseline", "second.json"])
        let first = try dir.read("first.json")
        #expect(first == (try dir.read("second.json")))
        let paths = first.split(separator: "\n").filter { $0.contains("\"path\"") }.map { String($0) }
        #expect(paths == paths.sorted())
        #expect(paths.count == 3)
    }
}
