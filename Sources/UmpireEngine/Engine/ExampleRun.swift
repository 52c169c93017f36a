// A rule's examples, linted through the production pipeline as in-memory files (as the
// index's blobs and editor buffers are read): what the generic example tests check and what
// each rule's page shows as the snapshot of its messages and fixes.

import UmpireCore

extension SourceFileRef {
    /// A file at `path` (as reports print it and roles match it) holding `text`; every such
    /// file belongs to one project.
    @_optimize(none)
    public static func inMemory(path: String, text: String) -> SourceFileRef {
        var ref = SourceFileRef(absolutePath: "/in-memory/" + path, displayPath: path, rolePath: path, content: Array(text.utf8))
        ref.projectRoot = "/"
        return ref
    }
}

extension Engine {
    /// The findings of `sources` (path, text) linted together as one project.
    @_optimize(none)
    public func lint(_ sources: [(String, String)]) -> [Finding] {
        run(sources.map { SourceFileRef.inMemory(path: $0.0, text: $0.1) }).findings
    }

    @_optimize(none)
    public func lint(path: String, _ text: String) -> [Finding] {
        lint([(path, text)])
    }
}

public enum ExampleRun {
    /// Where an example without a path of its own is linted: an app view, a backend
    /// notification, a migration script.
    @_optimize(none)
    public static func defaultPath(for description: RuleDescription) -> String {
        if description.languages.contains(.swift) { return "ios/CricketApp/Views/MatchCenterView.swift" }
        if description.languages.contains(.typeScript) { return "backend/src/notifications/wicketAlert.ts" }
        return "infra/migrations/migrate-004-teams-table.sh"
    }

    /// The findings of `rule` (and the suppression rules) on `code` at `path`, with the
    /// example's options, linted together with its companion files; only findings in the
    /// example's own file count. A suppression rule judges the suppressions of every rule, so
    /// all of `builtIn` runs with it and only its own findings count.
    @_optimize(none)
    public static func findings(_ rule: any Rule.Type, builtIn: [any Rule.Type], code: String, path: String,
                                options: [String: JSONValue] = [:], companions: [Example.Companion] = [],
                                asChange: Bool = false) throws -> [Finding] {
        let id = rule.description.id
        let judgesSuppressions = rule.isSuppressionRule
        var configuration = Configuration()
        configuration.rules[id] = RuleSetting(severity: nil, enabled: true, options: options)
        let rules = try RuleSet(builtIn: judgesSuppressions ? builtIn : [rule] + SuppressionRules.all, configuration: configuration, only: nil)
        let sources = [(path, code)] + companions.map { ($0.path, $0.code) }
        var engine = Engine(rules: rules)
        if asChange {
            var lines: [String: [String]] = [:]
            for (p, c) in sources { lines[p] = c.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            engine.changes = ChangeContext(files: Dictionary(uniqueKeysWithValues: sources.map { ($0.0, ChangedLines.all) }),
                                           added: Set(sources.map(\.0)), addedLines: lines)
        }
        // Companions in languages Umpire does not lex (docs, package.json) only take part in the change.
        return engine.lint(sources.filter { Language.of(path: $0.0) != nil })
            .filter { $0.path == path && (!judgesSuppressions || $0.ruleID == id) }
    }

    /// The findings of one example of `rule`.
    @_optimize(none)
    public static func findings(_ example: Example, of rule: any Rule.Type, builtIn: [any Rule.Type], code: String? = nil) throws -> [Finding] {
        try findings(rule, builtIn: builtIn, code: code ?? example.unmarked.code, path: example.path ?? defaultPath(for: rule.description),
                     options: example.options, companions: example.companions, asChange: example.asChange)
    }

    /// The example's code with every fix the rule offers applied, pass after pass, until
    /// nothing changes (at most four passes).
    @_optimize(none)
    public static func fixed(_ example: Example, of rule: any Rule.Type, builtIn: [any Rule.Type],
                             code start: String? = nil) throws -> (code: String, passes: Int) {
        var bytes = Array((start ?? example.unmarked.code).utf8)
        for pass in 0..<4 {
            let found = try findings(example, of: rule, builtIn: builtIn, code: String(decoding: bytes, as: UTF8.self))
            let fixes = found.filter { $0.ruleID == rule.description.id }.compactMap { $0.fix?.fix }
            guard !fixes.isEmpty else { return (String(decoding: bytes, as: UTF8.self), pass) }
            let applied = FixApplier.apply(fixes, to: bytes)
            guard !applied.applied.isEmpty else { return (String(decoding: bytes, as: UTF8.self), pass) }
            bytes = applied.bytes
        }
        return (String(decoding: bytes, as: UTF8.self), 4)
    }

    /// What a rule's triggering examples give as a reader sees it: each finding's position and
    /// message, and each fix as a diff. It is part of the rule's page, so a change of wording or
    /// of a fix shows in review.
    @_optimize(none)
    public static func snapshot(of rule: any Rule.Type, builtIn: [any Rule.Type]) -> String {
        let d = rule.description
        var out = ""
        for (n, example) in d.triggering.enumerated() {
            let path = example.path ?? defaultPath(for: d)
            out += "\nExample \(n + 1), `\(path)`:\n\n```\n"
            guard let found = try? findings(example, of: rule, builtIn: builtIn) else {
                out += "(the example's options do not load)\n```\n"
                continue
            }
            let own = found.filter { $0.ruleID == d.id }
            out += own.isEmpty ? "(no finding)\n" : own.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)\n" }.joined()
            out += "```\n"
            guard own.contains(where: { $0.fix != nil }), let result = try? fixed(example, of: rule, builtIn: builtIn) else { continue }
            let titles = Set(own.compactMap { $0.fix.map { "\($0.title) (\($0.applicability.rawValue))" } }).sorted()
            out += "\n" + titles.joined(separator: "; ") + ":\n\n```diff\n"
            out += UnifiedDiff.render(path: path, old: Array(example.unmarked.code.utf8), new: Array(result.code.utf8))
            out += "```\n"
        }
        return out
    }
}
