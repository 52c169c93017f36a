// What a newcomer hit in the first hour, each kept fixed: a String's padding, a greeting with
// the fan's name, a renamed ScanCommand, copy-exclamation's summary, explain's examples.

import Foundation
import Testing

@Suite("First-hour findings")
struct FirstHourFindingsTests {
    @Test("String.padding(toLength:) is not spacing; a greeting with the fan's name is not match data")
    func swiftLookAlikes() throws {
        let dir = try Scratch()
        try dir.write("ios/CricketApp/Views/ScorecardRow.swift", """
            struct ScorecardRow: View {
                let batter: BatterLine
                let user: AppUser
                var body: some View {
                    VStack {
                        Text(batter.name.padding(toLength: 18, withPad: " ", startingAt: 0))
                        Text("Hello, \\(user.name)")
                    }
                }
            }
            """)
        let output = dir.umpire(["--only", "hardcoded-spacing,hardcoded-display-string", "--format", "json"])
        #expect(try Scratch.findings(output.stdout).isEmpty, "\(output.stdout)")
    }

    @Test("A ScanCommand renamed at its import is still a scan")
    func renamedScan() throws {
        let dir = try Scratch()
        try dir.write("backend/src/stores/matchStore.ts", """
            import { ScanCommand as RawScan } from "@aws-sdk/client-dynamodb";
            export const allMatches = () => client.send(new RawScan({ TableName: process.env.MATCHES_TABLE }));
            """)
        let found = try Scratch.findings(dir.umpire(["--only", "unjustified-scan", "--format", "json"]).stdout)
        #expect(found.map(\.line) == [2] && found.map(\.rule) == ["unjustified-scan"])
    }

    @Test("copy-exclamation's summary says what it does: two marks are an error, one on a routine event a warning")
    func exclamationSummaryMatchesBehaviour() throws {
        let dir = try Scratch()
        #expect(dir.umpire(["rules"]).stdout.contains("Copy with two or more exclamation marks (an error), or one on a routine event (a warning)"))
        try dir.write("backend/src/notifications/wicket.messages.ts", """
            export const wicketTitle = (team: string) => `${team} lose a wicket!`;
            export const collapseTitle = (team: string) => `${team} collapse!!`;
            export const hatTrickTitle = (bowler: string) => `Hat-trick for ${bowler}!`;
            """)
        let json = dir.umpire(["--only", "copy-exclamation", "--format", "json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]] ?? []).map { ($0["line"] as? Int ?? 0, $0["severity"] as? String ?? "") }
        #expect(findings.map(\.0) == [1, 2] && findings.map(\.1) == ["warning", "error"])
    }

    @Test("umpire explain shows its examples as code, with no literal \\n")
    func explainExamples() throws {
        let dir = try Scratch()
        let text = dir.umpire(["explain", "hardcoded-display-string"]).stdout
        #expect(!text.contains("\\n"))
        #expect(text.contains("    VStack {\n        Text(state.statusLine)"))
    }
}
