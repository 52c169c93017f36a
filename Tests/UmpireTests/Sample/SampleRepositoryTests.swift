// The sample repository's output is a reviewed snapshot: any change in findings shows in the diff.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Sample repository")
struct SampleRepositoryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let goldenFolder = packageRoot + "/Fixtures/golden"

    /// Each output format's golden file; text has its timing replaced, as it changes every run.
    static let formats = ["json": "sample.json", "text": "sample.txt", "sarif": "sample.sarif", "github": "sample.github.txt",
                          "checkstyle": "sample.checkstyle.xml", "rdjson": "sample.rdjson", "markdown": "sample.md"]

    func run(_ args: [String]) -> CommandLineTool.Output {
        CommandLineTool(builtIn: BuiltInRules.all, cwd: Self.packageRoot, environment: [:]).run(args)
    }

    /// Re-record with `UMPIRE_RECORD=1 swift test --filter SampleRepositoryTests`, then review the diff.
    @Test("Each format matches its golden file", arguments: formats.keys.sorted())
    func formatMatchesGoldenFile(format: String) throws {
        let output = run(["Fixtures/sample", "--format", format])
        #expect(output.status == 1)
        #expect(output.stderr.isEmpty)
        // SARIF names the checkout's root, which differs from one clone to the next.
        let actual = Self.withoutTiming(output.stdout).replacingOccurrences(of: "file://" + Self.packageRoot + "/", with: "file://<root>/")
        let path = Self.goldenFolder + "/" + Self.formats[format]!
        if ProcessInfo.processInfo.environment["UMPIRE_RECORD"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(format) output changed; re-record with UMPIRE_RECORD=1 and review the diff")
    }

    /// `…(385 lines), 0.02 s` → `…(385 lines), <time>`.
    static func withoutTiming(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("Verdict:"), let comma = line.range(of: ", ", options: .backwards) else { return String(line) }
            return line[..<comma.upperBound] + "<time>"
        }.joined(separator: "\n")
    }

    @Test("Text output: finding lines, the /verify summary and a failed verdict")
    func textOutput() {
        let output = run(["Fixtures/sample"])
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(output.status == 1)
        #expect(lines.first?.hasPrefix("Fixtures/sample/backend/src/") == true)
        #expect(lines.contains { $0.hasSuffix("[no-print]") && $0.contains(": error: ") })
        #expect(lines.contains("/verify"))
        #expect(lines.contains { $0.hasPrefix("  FAIL  Server-driven UI") })
        #expect(lines.dropLast().last?.hasPrefix("Verdict: FAILED — ") == true)
        #expect(lines.last?.hasPrefix("Next: `umpire explain ") == true, "what to do next closes a failing run")
        #expect(!output.stdout.contains("\u{1B}["), "no colour when not writing to a terminal")
    }

    @Test("Tests and clean files stay silent")
    func cleanFilesAreSilent() {
        let output = run(["Fixtures/sample", "--format", "json"])
        for clean in ["ScoreboardViewTests.swift", "InningsCard.swift", "MatchDisplayState.swift", "buildDisplayState.ts",
                      "teamStore.ts", "sendWicketAlert.test.ts"] {
            #expect(!output.stdout.contains("/\(clean)\""), "\(clean) should have no findings")
        }
    }
}
