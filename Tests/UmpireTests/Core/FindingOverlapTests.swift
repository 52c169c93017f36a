import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("One finding per problem")
struct FindingOverlapTests {
    private func finding(_ rule: String, _ severity: Severity, column: Int, end: Int, line: Int = 4) -> Finding {
        Finding(ruleID: rule, area: .serverDrivenUI, severity: severity, path: "ios/App/Views/V.swift", line: line, column: column,
                endLine: line, endColumn: end, message: "\(rule) says so.")
    }

    @Test("Formatting, a hardcoded string and a separator on one Text: formatting reports, names the others, keeps the error")
    func mostSpecificReports() {
        let merged = FindingOverlap.merged([
            finding("copy-separator", .error, column: 30, end: 55),
            finding("hardcoded-display-string", .warning, column: 30, end: 55),
            finding("client-side-formatting", .warning, column: 30, end: 55),
        ])
        #expect(merged.count == 1)
        #expect(merged.first?.ruleID == "client-side-formatting")
        #expect(merged.first?.message == "client-side-formatting says so. (Also copy-separator, hardcoded-display-string here.)")
        #expect(merged.first?.severity == .error)
    }

    @Test("Apart, or of other families, findings stay; one rule at one place is reported once")
    func unrelatedFindingsStay() {
        let merged = FindingOverlap.merged([
            finding("client-side-formatting", .error, column: 10, end: 20),
            finding("hardcoded-display-string", .warning, column: 30, end: 40),
            finding("copy-hype", .warning, column: 12, end: 18),
            finding("client-side-formatting", .error, column: 10, end: 20),
            finding("hardcoded-display-string", .warning, column: 30, end: 40, line: 5),
        ])
        #expect(merged.map(\.ruleID) == ["client-side-formatting", "hardcoded-display-string", "copy-hype", "hardcoded-display-string"])
    }

    @Test("A rule's finding inside its own finding on the line is dropped, one span said twice is said once, and two apart saying the same are one across both")
    func nestedFindingOfOneRuleGoes() {
        let merged = FindingOverlap.merged([
            finding("client-side-formatting", .error, column: 10, end: 60),
            finding("client-side-formatting", .error, column: 24, end: 40),
            finding("hardcoded-color", .warning, column: 12, end: 20),
            finding("hardcoded-color", .warning, column: 30, end: 38),
            finding("unfollow-cleanup", .error, column: 5, end: 9),
            Finding(ruleID: "unfollow-cleanup", area: .serverDrivenUI, severity: .error, path: "ios/App/Views/V.swift", line: 4, column: 5,
                    endLine: 4, endColumn: 9, message: "another problem here."),
        ])
        #expect(merged.map(\.column) == [10, 12, 5])
        #expect(merged[1].endColumn == 38)
        #expect(merged.last?.message == "unfollow-cleanup says so.")
    }

    @Test("Two findings of one rule on one line saying different things stay apart, as do the same words on two lines")
    func differentWordsStay() {
        let merged = FindingOverlap.merged([
            finding("inline-copy", .error, column: 20, end: 30),
            Finding(ruleID: "inline-copy", area: .backendTypeScript, severity: .error, path: "ios/App/Views/V.swift", line: 4, column: 40,
                    endLine: 4, endColumn: 60, message: "The body text is written inline."),
            finding("inline-copy", .error, column: 20, end: 30, line: 5),
        ])
        #expect(merged.map(\.column) == [20, 40, 20])
    }

    @Test("Overlap joins through any finding: a derivation inside a formatting that holds a hardcoded word is one finding")
    func overlapIsTransitive() {
        let merged = FindingOverlap.merged([
            finding("hardcoded-display-string", .warning, column: 18, end: 40),
            finding("client-side-formatting", .error, column: 18, end: 110),
            finding("client-side-derivation", .error, column: 60, end: 90),
            finding("copy-separator", .warning, column: 120, end: 125),
        ])
        #expect(merged.map(\.ruleID) == ["client-side-derivation", "copy-separator"])
        #expect(merged.first?.message == "client-side-derivation says so. (Also client-side-formatting, hardcoded-display-string here.)")
    }
}
