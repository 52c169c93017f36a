// One test for every rule that fixes: each correction example is fixed to its expected text,
// the fixed code has no finding from the rule, lexes with no new broken bracket or literal,
// brings no finding from any rule into its project (the example with its companion files),
// and fixing it again changes nothing (ESLint's `output`, SwiftLint's `corrections`).

import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Rule corrections")
struct RuleCorrectionTests {
    static let fixing = BuiltInRules.all.map { $0.description }.filter { $0.fixable }.map { $0.id }
    /// Raised as rules gain fixes.
    static let minimumFixingRules = 15

    /// The code with every fix the rule offers applied, pass after pass, until nothing changes.
    static func fixed(_ id: String, code: String, path: String, example: Example) throws -> (code: String, passes: Int) {
        try ExampleRun.fixed(example, of: RuleHarness.type(id), builtIn: BuiltInRules.all, code: code)
    }

    /// What every built-in rule says of the example's project (the example and its companions)
    /// after the fix and did not say before, as rule and message.
    static func newFindings(before: String, after: String, path: String, example: Example) throws -> [String] {
        let engine = Engine(rules: try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil))
        let companions = example.companions.filter { Language.of(path: $0.path) != nil }.map { ($0.path, $0.code) }
        let said = Set(engine.lint([(path, before)] + companions).map { "\($0.ruleID): \($0.ownMessage)" })
        return engine.lint([(path, after)] + companions).map { "\($0.ruleID): \($0.ownMessage)" }.filter { !said.contains($0) }
    }

    @Test("A rule that fixes shows it: a correction example, fixes declared, none undeclared")
    func fixesAreDeclared() {
        #expect(Self.fixing.count >= Self.minimumFixingRules, "\(Self.fixing.count) rules fix")
        for type in BuiltInRules.all {
            let d = type.description
            let corrections = d.triggering.filter { $0.corrected != nil }
            #expect(d.fixable == !corrections.isEmpty, "\(d.id): a fixing rule has correction examples, and only a fixing rule has them")
            #expect(d.nonTriggering.allSatisfy { $0.corrected == nil }, "\(d.id): a silent example has nothing to correct")
        }
    }

    @Test("Each correction example is fixed to its expected text, silently, soundly and once", arguments: fixing)
    func corrections(id: String) throws {
        let d = RuleHarness.type(id).description
        for example in d.triggering {
            let code = example.unmarked.code
            let path = example.path ?? RuleHarness.defaultPath(for: d)
            let findings = try RuleHarness.findings(id, code: code, path: path, options: example.options,
                                                    companions: example.companions, asChange: example.asChange)
            for finding in findings where finding.ruleID == id {
                guard let fix = finding.fix else { continue }
                let declared = d.fixes ?? .safe
                let allowed = fix.applicability == declared || declared == .unsafe
                #expect(allowed, "\(id): a \(fix.applicability.rawValue) fix from a rule declared \(declared.rawValue)")
                let wellFormed = !fix.title.isEmpty && fix.edits.allSatisfy { $0.start <= $0.end }
                #expect(wellFormed)
            }
            guard let expected = example.corrected else {
                let hasFix = findings.contains { $0.ruleID == id && $0.fix != nil }
                #expect(!hasFix, "\(id): this example's finding has a fix; give the example its `corrected:` text",
                        sourceLocation: RuleHarness.location(example))
                continue
            }
            let outcome = try Self.fixed(id, code: code, path: path, example: example)
            let result = outcome.code, passes = outcome.passes
            #expect(result == expected, "\(id): fixed to\n\(result)\n--- expected ---\n\(expected)", sourceLocation: RuleHarness.location(example))
            #expect(passes < 4, "\(id): the fixes never settle", sourceLocation: RuleHarness.location(example))
            let after = try RuleHarness.findings(id, code: result, path: path, options: example.options,
                                                 companions: example.companions, asChange: example.asChange)
            let remaining = after.filter { $0.ruleID == id }
            #expect(remaining.isEmpty, "\(id): the fixed code still has a finding\(RuleHarness.show(result, after))",
                    sourceLocation: RuleHarness.location(example))
            let problemsBefore = SourceFile(path: path, source: code).structuralProblems
            let problemsAfter = SourceFile(path: path, source: result).structuralProblems
            #expect(problemsAfter <= problemsBefore, "\(id): the fix breaks a bracket or a literal", sourceLocation: RuleHarness.location(example))
            let created = try Self.newFindings(before: code, after: result, path: path, example: example)
            #expect(created.isEmpty, "\(id): the fix brings new findings into the project: \(created)", sourceLocation: RuleHarness.location(example))
            let again = try Self.fixed(id, code: result, path: path, example: example).code
            #expect(again == result, "\(id): fixing again changes the code")
        }
    }
}
