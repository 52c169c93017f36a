// Skipping rules by trigger words is an optimisation only: it must never change a finding.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Trigger-word dispatch")
struct TriggerDispatchTests {
    func findings(_ files: [(String, String)], dispatch: Bool) throws -> [String] {
        var engine = Engine(rules: try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil))
        engine.dispatchByTriggerWords = dispatch
        return engine.lint(files).map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
    }

    @Test("Every rule's examples give the same findings with and without dispatch, all rules enabled")
    func examplesAgree() throws {
        for type in BuiltInRules.all {
            let d = type.description
            for example in d.triggering + d.nonTriggering {
                let path = example.path ?? RuleHarness.defaultPath(for: d)
                let sources = [(path, example.unmarked.code)] + example.companions.map { ($0.path, $0.code) }
                let files = sources.filter { Language.of(path: $0.0) != nil }
                #expect(try findings(files, dispatch: true) == findings(files, dispatch: false),
                        "\(d.id)", sourceLocation: RuleHarness.location(example))
            }
        }
    }

    @Test("A rule's bytes gate lets through the file of each of its triggering examples, and turns some file away")
    func bytesGatesPassTriggeringExamples() throws {
        var gated = 0
        for type in BuiltInRules.all {
            let d = type.description
            guard let gate = type.init(options: RuleOptions(values: [:], description: d)).bytesGate else { continue }
            gated += 1
            for example in d.triggering {
                let rule = type.init(options: RuleOptions(values: example.options, description: d))
                let ruleGate = try #require(rule.bytesGate)
                let code = Array(example.unmarked.code.utf8)
                #expect(code.withUnsafeBufferPointer { ruleGate($0) }, "\(d.id)", sourceLocation: RuleHarness.location(example))
            }
            // A file without what the gate asks for is what it is for: the gate must say no somewhere.
            #expect(!Array("export const handler = async () => ({ statusCode: 200 });\n".utf8).withUnsafeBufferPointer { gate($0) }, "\(d.id)")
        }
        #expect(gated >= 2)
    }

    @Test("The sample repository gives the same findings with and without dispatch")
    func sampleAgrees() throws {
        let root = SampleRepositoryTests.packageRoot
        let refs = try FileDiscovery.discover(["Fixtures/sample"], cwd: root, configRoot: nil)
        let files = try refs.map { ref -> (String, String) in
            (ref.displayPath, try String(contentsOfFile: ref.absolutePath, encoding: .utf8))
        }
        let on = try findings(files, dispatch: true)
        #expect(!on.isEmpty)
        #expect(on == (try findings(files, dispatch: false)))
    }

    @Test("Trigger words are words: no empty word, no space at either end, no duplicates")
    func wordsAreWellFormed() {
        for type in BuiltInRules.all {
            let words = type.description.triggerWords
            #expect(Set(words).count == words.count, "\(type.description.id) repeats a trigger word")
            for word in words {
                #expect(!word.isEmpty && word.trimmingCharacters(in: .whitespaces) == word, "\(type.description.id): \"\(word)\"")
            }
        }
    }
}
