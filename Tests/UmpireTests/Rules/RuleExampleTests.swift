// One test for every rule: its own examples, re-run in a comment, in a string, after an emoji
// and behind a suppression. A rule gets these checks just by being in the registry.

import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Rule examples")
struct RuleExampleTests {
    static let ids = BuiltInRules.all.map { $0.description.id }

    @Test("Each ↓ marks exactly one finding", arguments: ids)
    func triggeringExamplesFindTheMarkedPositions(id: String) throws {
        let description = RuleHarness.type(id).description
        #expect(!description.triggering.isEmpty, "\(id) has no triggering examples")
        for example in description.triggering {
            let (code, markers) = example.unmarked
            let path = example.path ?? RuleHarness.defaultPath(for: description)
            let findings = try RuleHarness.findings(id, code: code, path: path, options: example.options, companions: example.companions, asChange: example.asChange)
            let expected = RuleHarness.positions(markers, in: code).sorted()
            let actual = findings.map { RuleHarness.Position(line: $0.line, column: $0.column) }.sorted()
            if markers.isEmpty {
                Issue.record("triggering example has no ↓ marker", sourceLocation: RuleHarness.location(example))
            }
            if actual != expected || findings.contains(where: { $0.ruleID != id }) {
                Issue.record("expected \(expected), found \(actual)\(RuleHarness.show(code, findings))",
                             sourceLocation: RuleHarness.location(example))
            }
        }
    }

    @Test("Non-triggering examples stay silent", arguments: ids)
    func nonTriggeringExamplesAreSilent(id: String) throws {
        let description = RuleHarness.type(id).description
        for example in description.nonTriggering {
            #expect(!example.code.contains("↓"), "non-triggering examples carry no marker")
            let path = example.path ?? RuleHarness.defaultPath(for: description)
            let findings = try RuleHarness.findings(id, code: example.code, path: path, options: example.options, companions: example.companions, asChange: example.asChange)
            if !findings.isEmpty {
                Issue.record("expected no finding\(RuleHarness.show(example.code, findings))",
                             sourceLocation: RuleHarness.location(example))
            }
        }
    }

    @Test("Triggering code is silent inside a comment and a string", arguments: ids)
    func triggeringCodeIsSilentInCommentsAndStrings(id: String) throws {
        let description = RuleHarness.type(id).description
        for example in description.triggering {
            let code = example.unmarked.code
            let path = example.path ?? RuleHarness.defaultPath(for: description)
            let language = Language.of(path: path)!.language
            guard !description.fileLevel else { continue }
            var variants = [RuleHarness.insideComment(code, language: language)]
            if !description.readsStringText { variants.append(RuleHarness.insideString(code, language: language)) }
            for variant in variants {
                let findings = try RuleHarness.findings(id, code: variant, path: path, options: example.options, companions: example.companions, asChange: example.asChange)
                if !findings.isEmpty {
                    Issue.record("expected silence\(RuleHarness.show(variant, findings))", sourceLocation: RuleHarness.location(example))
                }
            }
        }
    }

    @Test("Columns count Unicode scalars after an emoji", arguments: ids)
    func findingsShiftByScalarsAfterAnEmoji(id: String) throws {
        let description = RuleHarness.type(id).description
        for example in description.triggering {
            let (code, markers) = example.unmarked
            let path = example.path ?? RuleHarness.defaultPath(for: description)
            // Shell has no inline comment, so there the emoji line goes above and shifts lines.
            let shell = Language.of(path: path)?.language == .shell
            let prefix = shell ? "# 🏏 out!\n" : "/* 🏏 out! */ "
            let prefixScalars = shell ? 0 : prefix.unicodeScalars.count
            let findings = try RuleHarness.findings(id, code: prefix + code, path: path, options: example.options, companions: example.companions, asChange: example.asChange)
            let expected = RuleHarness.positions(markers, in: code).map {
                shell ? RuleHarness.Position(line: $0.line + 1, column: $0.column)
                    : RuleHarness.Position(line: $0.line, column: $0.line == 1 ? $0.column + prefixScalars : $0.column)
            }.sorted()
            let actual = findings.map { RuleHarness.Position(line: $0.line, column: $0.column) }.sorted()
            if actual != expected {
                Issue.record("expected \(expected), found \(actual)\(RuleHarness.show(prefix + code, findings))",
                             sourceLocation: RuleHarness.location(example))
            }
        }
    }

    @Test("umpire:disable-next-line silences each finding, with no unused-suppression", arguments: ids)
    func disableNextLineSilencesFindings(id: String) throws {
        let description = RuleHarness.type(id).description
        for example in description.triggering {
            let path = example.path ?? RuleHarness.defaultPath(for: description)
            let language = Language.of(path: path)?.language ?? .swift
            let code = RuleHarness.suppressed(example.code, id: id, language: language).replacingOccurrences(of: "↓", with: "")
            let findings = try RuleHarness.findings(id, code: code, path: path, options: example.options, companions: example.companions, asChange: example.asChange)
            if !findings.isEmpty {
                Issue.record("expected every finding suppressed\(RuleHarness.show(code, findings))",
                             sourceLocation: RuleHarness.location(example))
            }
        }
    }
}
