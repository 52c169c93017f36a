// Rules with trigger words run only on files that contain one of them, as a word token.

import Testing
import UmpireCore
import UmpireEngine

/// Reports the first significant token of any file it runs on: whether it ran is what we see.
struct CoreTriggeredRule: Rule {
    static let description = RuleDescription(
        id: "core-triggered", area: .iosSwift, languages: Set(Language.allCases), severity: .error,
        summary: "Runs only where wicket or Wicket appears", rationale: "A test rule.", fix: "None.",
        triggerWords: ["wicket", "Wicket"],
        triggering: [Example("↓let wicket = 1")], nonTriggering: [Example("let run = 1")])

    init(options: RuleOptions) {}

    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if let first = file.tokens.indices.first(where: { !file.kind($0).isTrivia }) {
            findings.report(file, at: first, "It ran.")
        }
    }
}

@Suite("Core: dispatch by trigger words")
struct TriggerWordTests {
    func ran(_ path: String, _ source: String, dispatch: Bool = true) throws -> Bool {
        let rules = try RuleSet(builtIn: [CoreTriggeredRule.self, CoreForbiddenRule.self], configuration: Configuration(), only: nil)
        var engine = Engine(rules: rules)
        engine.dispatchByTriggerWords = dispatch
        return engine.lint(path: path, source).contains { $0.ruleID == "core-triggered" }
    }

    @Test("A word token wakes the rule: identifier, keyword-like, attribute, directive, whole string text")
    func wordsWake() throws {
        #expect(try ran("A.swift", "let wicket = 1\n"))
        #expect(try ran("A.swift", "@Wicket struct Card {}\n"), "an attribute, without its @")
        #expect(try ran("A.swift", "#wicket(1)\n"), "a directive, without its #")
        #expect(try ran("a.ts", "const kind = \"wicket\";\n"), "a string whose whole text is the word")
        #expect(try ran("a.ts", "const x = `${wicket}`;\n"), "code inside a template")
    }

    @Test("Without the word the rule does not run: comments, longer strings and look-alikes do not count")
    func othersDoNot() throws {
        #expect(try !ran("A.swift", "let run = 1\n"))
        #expect(try !ran("A.swift", "// wicket\nlet run = 1\n"))
        #expect(try !ran("a.ts", "const s = \"a wicket fell\";\n"))
        #expect(try !ran("A.swift", "let wickets = 1; let Wicketkeeper = 2\n"))
        #expect(try ran("A.swift", "let run = 1\n", dispatch: false), "without dispatch it always runs")
    }

    @Test("Rules without trigger words run everywhere alongside")
    func untriggeredRulesRun() throws {
        let rules = try RuleSet(builtIn: [CoreTriggeredRule.self, CoreForbiddenRule.self], configuration: Configuration(), only: nil)
        let findings = Engine(rules: rules).lint(path: "A.swift", "let forbidden = 1\n")
        #expect(findings.map(\.ruleID) == ["core-forbidden"])
    }

    @Test("A suppression of a rule that was skipped is reported as unused")
    func skippedRuleSuppression() throws {
        let rules = try RuleSet(builtIn: [CoreTriggeredRule.self] + SuppressionRules.all, configuration: Configuration(), only: nil)
        let source = "// umpire:disable-next-line core-triggered -- testing\nlet run = 1\n"
        let findings = Engine(rules: rules).lint(path: "A.swift", source)
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
    }
}
