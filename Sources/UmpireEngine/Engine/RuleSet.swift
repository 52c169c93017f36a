// The rules a run uses: built-in and custom, with severities and options from the configuration.

import Foundation
import UmpireCore

/// A rule ready to run: its description, its checker and the severity it reports at. A class,
/// so the per-file rule lists share one instance instead of copying a description per file.
public final class ActiveRule: Sendable {
    public let description: RuleDescription
    public let checker: any RuleChecker
    public let severity: Severity
    /// The checker as a cross-file rule, cast once rather than for every file.
    let projectRule: (any ProjectRule)?
    let isChangeAware: Bool
    /// The checker as a rule about suppression comments.
    let suppressionRule: (any SuppressionRule)?
    /// What a file's bytes must hold for the rule to check it, when it can tell before lexing.
    let bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)?

    init(description: RuleDescription, checker: any RuleChecker, severity: Severity) {
        self.description = description
        self.checker = checker
        self.severity = severity
        projectRule = checker.asProjectRule
        isChangeAware = checker.isChangeAware
        suppressionRule = checker.asSuppressionRule
        bytesGate = checker.bytesGate
    }
}

public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Which of a configuration's overrides match a path: one bit per override, as many as there are.
struct OverrideMask: Hashable, Sendable {
    private(set) var words: [UInt64]

    init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

    mutating func insert(_ n: Int) { words[n / 64] |= 1 << UInt64(n % 64) }
    func contains(_ n: Int) -> Bool { words[n / 64] & (1 << UInt64(n % 64)) != 0 }

    /// The overrides in the mask, in order: a file matches a few of thousands.
    var members: [Int] {
        var found: [Int] = []
        for (w, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                found.append(w * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return found
    }
}

/// Resolves which rules run on which file. Overrides make this depend on the path, so the
/// resolved lists are cached per set of matching overrides.
public final class RuleSet: @unchecked Sendable {
    public let builtIn: [any Rule.Type]
    public let configuration: Configuration
    public let only: Set<String>?
    let custom: [CustomRule]
    private let lock = NSLock()
    private var cache: [OverrideMask: [ActiveRule]] = [:]
    private var fileCache: [FileRulesKey: FileRules] = [:]
    /// Lists resolved only to ask whether a file needs lexing (roles its content may add): not
    /// rules that judged a file.
    private var probeCache: [FileRulesKey: FileRules] = [:]
    /// `rulesDecidingByBytes`'s answers: one lookup a file instead of one for every set of
    /// roles its content may add.
    private var decidingCache: [DecidingKey: Deciding] = [:]
    private struct DecidingKey: Hashable {
        let file: FileRulesKey
        let contentMayAdd: [FileRoles]
        let changeAware: Bool
    }
    private struct Deciding { let rules: [ActiveRule]? }
    /// The cross-file rules enabled anywhere, with the project-wide options: they gather facts
    /// from every file they apply to, and report only where they are enabled.
    let projectRules: [ActiveRule]
    /// What every file of the run shares (the copy definition).
    public let context: RunContext
    /// Former rule ids and the ids they became.
    public let aliases: [String: String]
    /// Notes on former ids `--only` used (the configuration keeps its own).
    public let renamed: [String]

    /// The rules of one kind of file, and the trigger words that decide which of them run.
    public struct FileRules: Sendable {
        /// The rules that check this file (enabled for its path).
        public let rules: [ActiveRule]
        /// The cross-file rules that gather facts from it, wherever they are enabled.
        let collectors: [ActiveRule]
        /// Over `rules` followed by `collectors`.
        let triggers: TriggerTable?
    }

    /// What decides a file's rule list: the overrides matching its path, its language, its roles.
    private struct FileRulesKey: Hashable {
        let overrides: OverrideMask
        let language: Language
        let roles: FileRoles
    }

    /// `patternBudget`: the time the custom rules' patterns may take in this run (see `PatternBudget`).
    public init(builtIn: [any Rule.Type], configuration: Configuration, only: Set<String>?,
                patternBudget: PatternBudget = PatternBudget(), offersFixes: Bool = true) throws {
        self.builtIn = builtIn
        self.configuration = configuration
        self.custom = try configuration.customRules.map { try CustomRule($0, budget: patternBudget) }
        let known = Set(builtIn.map { $0.description.id } + configuration.customRules.map(\.id))
        var aliases: [String: String] = [:]
        for type in builtIn { for former in type.description.formerIDs { aliases[former] = type.description.id } }
        self.aliases = aliases
        var renamedOnly: [String] = []
        if let only {
            for id in only.sorted() where !known.contains(id) && aliases[id] == nil {
                throw UsageError("--only: unknown rule \"\(id)\"\(Configuration.suggestion(for: id, among: known.sorted()))")
            }
            renamedOnly = only.sorted().compactMap { id in aliases[id].map { "--only: \(id) is now \($0); rename it" } }
        }
        self.only = only.map { Set($0.map { aliases[$0] ?? $0 }) }
        renamed = renamedOnly
        context = RunContext(copy: configuration.copy, model: configuration.model, offersFixes: offersFixes)
        var project: [ActiveRule] = []
        for type in builtIn {
            let description = type.description
            guard type.isProjectRule, Self.isEnabledAnywhere(description, in: configuration, only) else { continue }
            let setting = configuration.rules[description.id]
            let rule = type.init(options: RuleOptions(values: setting?.options ?? [:], description: description))
            project.append(ActiveRule(description: description, checker: rule, severity: setting?.severity ?? description.severity))
        }
        projectRules = project
    }

    /// The rules that judged at least one file of the run: applicable to its language and
    /// roles (whether or not its trigger words were there), or gathering its facts.
    public var checkedRuleIDs: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        var ids: Set<String> = []
        for file in fileCache.values {
            for rule in file.rules + file.collectors { ids.insert(rule.description.id) }
        }
        return ids
    }

    /// Every rule id a suppression may name.
    public var knownIDs: Set<String> {
        Set(builtIn.map { $0.description.id } + custom.map(\.spec.id))
    }

    /// The rules for a file with this role path (language and roles are filtered by the caller).
    public func rules(forRolePath path: String) -> [ActiveRule] {
        let mask = overrideMask(path)
        lock.lock()
        defer { lock.unlock() }
        return rules(mask: mask)
    }

    /// The rules that run on one file: resolved once per combination of matching overrides,
    /// language and roles, which a whole run has only a handful of.
    public func rules(for file: RuleContext) -> FileRules {
        let key = FileRulesKey(overrides: overrideMask(file.rolePath), language: file.file.language, roles: file.roles)
        lock.lock()
        defer { lock.unlock() }
        if let cached = fileCache[key] { return cached }
        let resolved = probeCache[key] ?? resolve(key)
        fileCache[key] = resolved
        return resolved
    }

    /// The rules that may check a file, decided before it is lexed: those applying to its
    /// language and the roles its path gives it, or any addition its content may make
    /// (`contentMayAdd`), and the cross-file rules gathering from it; not the suppression rules
    /// (a file without a suppression comment gives them nothing), nor change-aware rules
    /// outside a change. Nil when one of them cannot tell from bytes whether it checks the file
    /// (`bytesGate`): the file is lexed.
    func rulesDecidingByBytes(rolePath: String, language: Language, pathRoles: FileRoles, contentMayAdd: [FileRoles],
                              changeAware: Bool) -> [ActiveRule]? {
        let mask = overrideMask(rolePath)
        lock.lock()
        defer { lock.unlock() }
        let decidingKey = DecidingKey(file: FileRulesKey(overrides: mask, language: language, roles: pathRoles), contentMayAdd: contentMayAdd,
                                      changeAware: changeAware)
        if let known = decidingCache[decidingKey] { return known.rules }
        let found = deciding(mask: mask, language: language, pathRoles: pathRoles, contentMayAdd: contentMayAdd, changeAware: changeAware)
        decidingCache[decidingKey] = Deciding(rules: found)
        return found
    }

    /// Call with the lock held.
    private func deciding(mask: OverrideMask, language: Language, pathRoles: FileRoles, contentMayAdd: [FileRoles],
                          changeAware: Bool) -> [ActiveRule]? {
        var found: [ActiveRule] = []
        for added in [FileRoles()] + contentMayAdd {
            let key = FileRulesKey(overrides: mask, language: language, roles: pathRoles.union(added))
            let list = fileCache[key] ?? probeCache[key] ?? resolve(key)
            if fileCache[key] == nil { probeCache[key] = list }
            for rule in list.rules + list.collectors where rule.suppressionRule == nil && (changeAware || !rule.isChangeAware) {
                guard rule.bytesGate != nil else { return nil }
                if !found.contains(where: { $0 === rule }) { found.append(rule) }
            }
        }
        return found
    }

    /// A file its bytes showed no rule checks: its list is kept as a lexed file's is, for
    /// `checkedRuleIDs`.
    func noteUnlexed(rolePath: String, language: Language, pathRoles: FileRoles) {
        let key = FileRulesKey(overrides: overrideMask(rolePath), language: language, roles: pathRoles)
        lock.lock()
        defer { lock.unlock() }
        if fileCache[key] == nil { fileCache[key] = probeCache[key] ?? resolve(key) }
    }

    /// Call with the lock held.
    private func resolve(_ key: FileRulesKey) -> FileRules {
        let applicable = rules(mask: key.overrides).filter { $0.description.applies(to: key.language, roles: key.roles) }
        let collectors = projectRules.filter { $0.description.applies(to: key.language, roles: key.roles) }
        return FileRules(rules: applicable, collectors: collectors, triggers: TriggerTable(applicable + collectors))
    }

    private func overrideMask(_ path: String) -> OverrideMask {
        var mask = OverrideMask(count: configuration.overrides.count)
        for (n, override) in configuration.overrides.enumerated() where override.files.matches(path) {
            mask.insert(n)
        }
        return mask
    }

    /// Call with the lock held.
    private func rules(mask: OverrideMask) -> [ActiveRule] {
        if let cached = cache[mask] { return cached }
        let resolved = resolve(mask: mask)
        cache[mask] = resolved
        return resolved
    }

    /// Areas with at least one rule enabled anywhere: the sections the summary shows.
    public var enabledAreas: [Area] {
        Set(enabledRules.map(\.area)).sorted()
    }

    /// Every rule enabled in the configuration or one of its overrides, in registry order:
    /// what SARIF lists as the rules that can report.
    public var enabledRules: [RuleDescription] {
        let all = builtIn.map { $0.description } + custom.map(\.spec.description)
        var registryOrder: [String: Int] = [:]
        for (n, description) in all.enumerated() { registryOrder[description.id] = n }
        var seen: Set<String> = []
        var result: [RuleDescription] = []
        for description in all where Self.isEnabled(description, configuration.rules[description.id], only) {
            seen.insert(description.id)
            result.append(description)
        }
        // Then those only an override enables, override by override: each override is read
        // once, whatever their number.
        for override in configuration.overrides {
            for n in override.rules.keys.compactMap({ registryOrder[$0] }).sorted() where !seen.contains(all[n].id) {
                let description = all[n]
                if Self.isEnabled(description, Self.merged(configuration.rules[description.id], override.rules[description.id]), only) {
                    seen.insert(description.id)
                    result.append(description)
                }
            }
        }
        return result
    }

    /// Whether the rule runs on some file: by the configuration, or by one of its overrides.
    private static func isEnabledAnywhere(_ description: RuleDescription, in configuration: Configuration, _ only: Set<String>?) -> Bool {
        let base = configuration.rules[description.id]
        return isEnabled(description, base, only) || configuration.overrides.contains { override in
            override.rules[description.id] != nil && isEnabled(description, merged(base, override.rules[description.id]), only)
        }
    }

    private static func setting(for id: String, mask: OverrideMask, in configuration: Configuration) -> RuleSetting? {
        var setting = configuration.rules[id]
        for n in mask.members { setting = merged(setting, configuration.overrides[n].rules[id]) }
        return setting
    }

    /// A setting with an override's laid over it.
    private static func merged(_ setting: RuleSetting?, _ override: RuleSetting?) -> RuleSetting? {
        guard let override else { return setting }
        var merged = setting ?? RuleSetting(severity: nil, enabled: true, options: [:])
        merged.enabled = override.enabled
        if override.severity != nil { merged.severity = override.severity }
        merged.options.merge(override.options) { $1 }
        return merged
    }

    /// `--only` decides alone when given; otherwise the setting, else the rule's default.
    private static func isEnabled(_ description: RuleDescription, _ setting: RuleSetting?, _ only: Set<String>?) -> Bool {
        if let only { return only.contains(description.id) }
        return setting?.enabled ?? description.enabledByDefault
    }

    private func resolve(mask: OverrideMask) -> [ActiveRule] {
        var result: [ActiveRule] = []
        for type in builtIn {
            let description = type.description
            let setting = Self.setting(for: description.id, mask: mask, in: configuration)
            guard Self.isEnabled(description, setting, only) else { continue }
            let rule = type.init(options: RuleOptions(values: setting?.options ?? [:], description: description))
            result.append(ActiveRule(description: description, checker: rule,
                                     severity: setting?.severity ?? description.severity))
        }
        for rule in custom {
            let setting = Self.setting(for: rule.spec.id, mask: mask, in: configuration)
            guard Self.isEnabled(rule.spec.description, setting, only) else { continue }
            result.append(ActiveRule(description: rule.spec.description, checker: rule,
                                     severity: setting?.severity ?? rule.spec.severity))
        }
        return result
    }
}
