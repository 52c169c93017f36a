// The rules a run uses: built-in and custom, with severities and options from the configuration.

import Foundation

/// A rule ready to run: its description, its checker and the severity it reports at. A class,
/// so the per-file rule lists share one instance instead of copying a description per file.
public final class ActiveRule: Sendable {
    public let description: RuleDescription
    public let checker: any RuleChecker
    public let severity: Severity
    /// The checker as a cross-file rule, cast once rather than for every file.
    let projectRule: (any ProjectRule)?
    let isChangeAware: Bool

    init(description: RuleDescription, checker: any RuleChecker, severity: Severity) {
        self.description = description
        self.checker = checker
        self.severity = severity
        projectRule = checker as? any ProjectRule
        isChangeAware = checker is any ChangeAwareRule
    }
}

public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Resolves which rules run on which file. Overrides make this depend on the path, so the
/// resolved lists are cached per set of matching overrides.
public final class RuleSet: @unchecked Sendable {
    public let builtIn: [any Rule.Type]
    public let configuration: Configuration
    public let only: Set<String>?
    let custom: [CustomRule]
    private let lock = NSLock()
    private var cache: [UInt64: [ActiveRule]] = [:]
    private var fileCache: [FileRulesKey: FileRules] = [:]

    /// The rules of one kind of file, and the trigger words that decide which of them run.
    public struct FileRules: Sendable {
        public let rules: [ActiveRule]
        let triggers: TriggerTable?
    }

    /// What decides a file's rule list: the overrides matching its path, its language, its roles.
    private struct FileRulesKey: Hashable {
        let overrides: UInt64
        let language: Language
        let roles: FileRoles
    }

    public init(builtIn: [any Rule.Type], configuration: Configuration, only: Set<String>?) throws {
        self.builtIn = builtIn
        self.configuration = configuration
        self.custom = try configuration.customRules.map { try CustomRule($0) }
        if let only {
            let known = Set(builtIn.map { $0.description.id } + configuration.customRules.map(\.id)
                + [UnusedSuppression.id, SuppressionReason.id])
            for id in only.sorted() where !known.contains(id) {
                throw UsageError("--only: unknown rule \"\(id)\"\(Configuration.suggestion(for: id, among: known.sorted()))")
            }
        }
        self.only = only
    }

    /// Every rule id a suppression may name.
    public var knownIDs: Set<String> {
        Set(builtIn.map { $0.description.id } + custom.map(\.spec.id) + [UnusedSuppression.id, SuppressionReason.id])
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
    public func rules(for file: LexedFile) -> FileRules {
        let key = FileRulesKey(overrides: overrideMask(file.rolePath), language: file.language, roles: file.roles)
        lock.lock()
        defer { lock.unlock() }
        if let cached = fileCache[key] { return cached }
        let applicable = rules(mask: key.overrides).filter { $0.description.applies(to: file.language, roles: file.roles) }
        let resolved = FileRules(rules: applicable, triggers: TriggerTable(applicable))
        fileCache[key] = resolved
        return resolved
    }

    private func overrideMask(_ path: String) -> UInt64 {
        var mask: UInt64 = 0
        for (n, override) in configuration.overrides.enumerated().prefix(64) where override.files.matches(path) {
            mask |= 1 << UInt64(n)
        }
        return mask
    }

    /// Call with the lock held.
    private func rules(mask: UInt64) -> [ActiveRule] {
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
        var seen: Set<String> = []
        var result: [RuleDescription] = []
        let masks = [UInt64(0)] + configuration.overrides.indices.prefix(64).map { UInt64(1) << UInt64($0) }
        for mask in masks {
            for rule in resolve(mask: mask) where seen.insert(rule.description.id).inserted {
                result.append(rule.description)
            }
        }
        return result
    }

    private func setting(for id: String, mask: UInt64) -> RuleSetting? {
        var setting = configuration.rules[id]
        for (n, override) in configuration.overrides.enumerated().prefix(64) where mask & (1 << UInt64(n)) != 0 {
            if let s = override.rules[id] {
                var merged = setting ?? RuleSetting(severity: nil, enabled: true, options: [:])
                merged.enabled = s.enabled
                if s.severity != nil { merged.severity = s.severity }
                merged.options.merge(s.options) { $1 }
                setting = merged
            }
        }
        return setting
    }

    private func resolve(mask: UInt64) -> [ActiveRule] {
        var result: [ActiveRule] = []
        for type in builtIn {
            let description = type.description
            let setting = setting(for: description.id, mask: mask)
            if let only { guard only.contains(description.id) else { continue } } else if setting?.enabled == false { continue }
            let rule = type.init(options: RuleOptions(values: setting?.options ?? [:], description: description))
            result.append(ActiveRule(description: description, checker: rule,
                                     severity: setting?.severity ?? description.severity))
        }
        for rule in custom {
            let setting = setting(for: rule.spec.id, mask: mask)
            if let only { guard only.contains(rule.spec.id) else { continue } } else if setting?.enabled == false { continue }
            result.append(ActiveRule(description: rule.spec.description, checker: rule,
                                     severity: setting?.severity ?? rule.spec.severity))
        }
        return result
    }
}
