// "requireSuppressionReason": a suppression must say why, or it is reported itself.

import Foundation
import Testing

@Suite("Suppression reasons")
struct SuppressionReasonTests {
    @Test("Off by default; when on, only suppressions without `-- reason` are reported")
    func reasonsRequired() throws {
        let dir = try Scratch()
        try dir.write("App/Views/A.swift", """
            func a() {
                // umpire:disable-next-line no-print
                print(1)
                // umpire:disable-next-line no-print -- debug menu only, stripped from release
                print(2)
            }

            """)
        #expect(dir.umpire([]).status == 0)
        try dir.write(".umpire.json", #"{ "requireSuppressionReason": true }"#)
        let output = dir.umpire(["--format", "json"])
        let found = try Scratch.findings(output.stdout)
        #expect(found.map { "\($0.line):\($0.rule)" } == ["2:suppression-reason"])
        #expect(output.status == 0, "a warning does not fail the run")
        #expect(dir.umpire(["--strict"]).status == 1)
        try dir.write(".umpire.json", #"{ "requireSuppressionReason": "yes" }"#)
        let bad = dir.umpire([])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("`requireSuppressionReason`: expected true or false"))
    }
}
