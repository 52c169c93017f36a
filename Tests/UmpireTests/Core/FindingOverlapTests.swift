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
}
