// `.umpire.json`: which files, which roles, which rules at which severity, per-glob overrides.

import Foundation

/// A configuration problem: exit status 2, with the file, the key and what was expected.
public struct ConfigurationError: Error, CustomStringConvertible {
    public let file: String
    public let key: String
    public let reason: String
    public var description: String { key.isEmpty ? "\(file): \(reason)" : "\(file): `\(key)`: \(reason)" }

    @_optimize(none)
    package init(file: String, key: String, reason: String) {
        self.file = file
        // A message quotes what was written; a 1.5 MB value is shown by its start, not whole.
        self.key = Self.shortened(key)
        self.reason = Self.shortened(reason)
    }

    static let quoteLimit = 300

    @_optimize(none)
    static func shortened(_ text: String) -> String {
        guard text.count > quoteLimit else { return text }
        return String(text.prefix(quoteLimit)) + "… (\(text.utf8.count) bytes)"
    }
}

/// How a rule is set: off, or on at a severity with options.
public struct RuleSetting: Sendable {
    public var severity: Severity?
    public var enabled: Bool
    public var options: [String: JSONValue]

    @_optimize(none)
    public init(severity: Severity? = nil, enabled: Bool = true, options: [String: JSONValue] = [:]) {
        self.severity = severity
        self.enabled = enabled
        self.options = options
    }
}

public struct Override: Sendable {
    public let files: RolePatterns
    public let rules: [String: RuleSetting]
}

public struct Configuration: Sendable {
    /// The folder relative to which globs match; nil means "the linted folder".
    public var root: String?
    public var file: String?
    public var include: RolePatterns?
    public var exclude: [Glob] = []
    public var roles: RoleGlobs = .defaults
    public var rules: [String: RuleSetting] = [:]
    public var overrides: [Override] = []
    public var customRules: [CustomRuleSpec] = []
    /// What copy is, for inline-copy, the tone rules and `umpire copy`.
    public var copy = CopyDefinition.defaults
    /// Which types are the backend's, for the project model.
    public var model = ModelSettings.defaults
    /// Rule ids written under a former name, one note each (`rules.old-id` is now `new-id`).
    public var renamed: [String] = []

    @_optimize(none)
    public init() {}

    public static let topLevelKeys = ["include", "exclude", "roles", "rules", "overrides", "customRules", "copy",
                                      "model", "requireSuppressionReason"]

    /// A configuration past this size is not one a person wrote.
    static let maxFileBytes = 16 * 1024 * 1024

    /// Reads and validates a configuration file against the known rules. `crossFile` names the
    /// rules that judge the project as a whole: their options cannot differ per path.
    @_optimize(none)
    public static func load(file: String, rules known: [RuleDescription], crossFile: Set<String> = []) throws -> Configuration {
        let text: String
        switch POSIXFiles.read(file, limit: maxFileBytes) {
        case let .bytes(bytes):
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw ConfigurationError(file: file, key: "", reason: "not UTF-8 text")
            }
            text = decoded
        case .tooLarge:
            throw ConfigurationError(file: file, key: "", reason: "larger than \(maxFileBytes / 1024 / 1024) MB; not read")
        case .notRegularFile:
            throw ConfigurationError(file: file, key: "", reason: "not a regular file (a folder, pipe or device); name the .umpire.json file")
        case let .failed(reason):
            throw ConfigurationError(file: file, key: "", reason: "cannot read the file (\(reason))")
        }
        let json: JSONValue
        do {
            json = try JSONCParser.parse(text)
        } catch let e as JSONCParseError {
            throw ConfigurationError(file: file, key: "", reason: "invalid JSON at \(e)")
        }
        var config = try parse(json, file: file, rules: known, crossFile: crossFile)
        config.file = file
        config.root = (file as NSString).deletingLastPathComponent
        return config
    }

    @_optimize(none)
    public static func parse(_ json: JSONValue, file: String, rules known: [RuleDescription],
                             crossFile: Set<String> = []) throws -> Configuration {
        @_optimize(none)
        func fail(_ key: String, _ reason: String) -> ConfigurationError {
            ConfigurationError(file: file, key: key, reason: reason)
        }
        guard case let .object(members) = json else { throw fail("", "expected an object at the top level") }
        var config = Configuration()
        // Custom rules first, so `rules` and `overrides` can set them in any order.
        let custom = try json["customRules"].map {
            try CustomRuleSpec.parse($0, builtIn: Set(known.map(\.id)), fail: fail)
        } ?? []
        let known = KnownRules(known + custom.map(\.description))
        var requireReason = false
        for (key, value) in members {
            switch key {
            case "include":
                config.include = try patterns(value, key: key, fail: fail)
            case "exclude":
                guard let globs = value.stringArray else { throw fail(key, "expected an array of glob strings") }
                config.exclude = try globs.map { glob in try compile(glob, key: key, fail: fail) }
            case "roles":
                guard case let .object(roleMembers) = value else { throw fail(key, "expected an object of role: [globs]") }
                var custom: [String: [String]] = [:]
                for (role, globs) in roleMembers {
                    guard RoleGlobs.defaultPatterns[role] != nil else {
                        throw fail("roles.\(role)", "unknown role (roles: \(FileRoles.named.map(\.name).joined(separator: ", ")))")
                    }
                    guard let list = globs.stringArray else { throw fail("roles.\(role)", "expected an array of glob strings") }
                    _ = try patterns(globs, key: "roles.\(role)", fail: fail)
                    custom[role] = list
                }
                config.roles = try RoleGlobs(overriding: custom)
            case "rules":
                config.rules = try ruleSettings(value, key: key, known: known, renamed: &config.renamed, fail: fail)
            case "overrides":
                guard case let .array(items) = value else { throw fail(key, "expected an array of {\"files\", \"rules\"} objects") }
                for (n, item) in items.enumerated() {
                    let base = "overrides[\(n)]"
                    guard case let .object(fields) = item else { throw fail(base, "expected an object") }
                    for field in fields where field.key != "files" && field.key != "rules" {
                        throw fail("\(base).\(field.key)", "unknown key (expected \"files\" and \"rules\")")
                    }
                    guard let files = item["files"] else { throw fail("\(base).files", "missing: the globs this override applies to") }
                    if files.stringArray?.isEmpty == true { throw fail("\(base).files", "an empty list applies the override to no file; name the globs it is for") }
                    let patterns = try patterns(files, key: "\(base).files", fail: fail)
                    let rules = try ruleSettings(item["rules"] ?? .object([]), key: "\(base).rules", known: known,
                                                 renamed: &config.renamed, fail: fail)
                    // A cross-file rule judges every file at once, with one set of options.
                    for (id, setting) in rules where crossFile.contains(id) {
                        if let option = setting.options.keys.sorted().first {
                            throw fail("\(base).rules.\(id).\(option)",
                                       "\(id) looks across files, so its options apply to the whole project; set them under `rules`")
                        }
                    }
                    config.overrides.append(Override(files: patterns, rules: rules))
                }
            case "requireSuppressionReason":
                guard case let .bool(flag) = value else { throw fail(key, "expected true or false, found \(value.typeName)") }
                requireReason = flag
            case "customRules":
                config.customRules = custom
            case "copy":
                config.copy = try CopyDefinition.parse(value, fail: fail)
            case "model":
                config.model = try ModelSettings.parse(value, fail: fail)
            default:
                throw fail(key, "unknown key\(suggestion(for: key, among: topLevelKeys)) (expected one of: \(topLevelKeys.joined(separator: ", ")))")
            }
        }
        // Shorthand for turning the suppression-reason rule on; `rules` says more when it names the rule.
        if requireReason, config.rules["suppression-reason"] == nil, known.all.contains(where: { $0.id == "suppression-reason" }) {
            config.rules["suppression-reason"] = RuleSetting(severity: nil, enabled: true, options: [:])
        }
        return config
    }

    @_optimize(none)
    static func compile(_ glob: String, key: String, fail: (String, String) -> ConfigurationError) throws -> Glob {
        // An empty glob matches nothing anyone meant: `"include": [""]` would lint nothing, silently.
        guard !glob.isEmpty else { throw fail(key, "an empty glob matches no file; remove it or write the paths it should match") }
        do { return try Glob(glob) } catch { throw fail(key, "\(error)") }
    }

    @_optimize(none)
    static func patterns(_ value: JSONValue, key: String, fail: (String, String) -> ConfigurationError) throws -> RolePatterns {
        guard let globs = value.stringArray else { throw fail(key, "expected an array of glob strings") }
        for glob in globs { _ = try compile(glob.hasPrefix("!") ? String(glob.dropFirst()) : glob, key: key, fail: fail) }
        return try RolePatterns(globs)
    }

    /// The rules a configuration may name, by id and by former id, looked up in constant time:
    /// thousands of overrides each naming rules must not scan the list each time.
    struct KnownRules {
        let all: [RuleDescription]
        private let byID: [String: RuleDescription]

        @_optimize(none)
        init(_ all: [RuleDescription]) {
            self.all = all
            var byID: [String: RuleDescription] = [:]
            for description in all { for former in description.formerIDs where byID[former] == nil { byID[former] = description } }
            for description in all { byID[description.id] = description }
            self.byID = byID
        }

        @_optimize(none)
        subscript(id: String) -> RuleDescription? { byID[id] }
    }

    @_optimize(none)
    static func ruleSettings(_ value: JSONValue, key: String, known: KnownRules, renamed: inout [String],
                             fail: (String, String) -> ConfigurationError) throws -> [String: RuleSetting] {
        guard case let .object(members) = value else { throw fail(key, "expected an object of rule-id: setting") }
        var settings: [String: RuleSetting] = [:]
        for (written, setting) in members {
            let path = "\(key).\(written)"
            guard let description = known[written] else {
                throw fail(path, "unknown rule id\(suggestion(for: written, among: known.all.map(\.id)))")
            }
            let id = description.id
            if id != written { renamed.append("`\(path)`: \(written) is now \(id); rename it") }
            switch setting {
            case let .string(level):
                settings[id] = try RuleSetting(level: level, key: path, fail: fail, options: [:])
            case let .object(fields):
                var options: [String: JSONValue] = [:]
                var level = "on"
                for (field, fieldValue) in fields {
                    if field == "severity" {
                        guard case let .string(s) = fieldValue else { throw fail("\(path).severity", "expected \"off\", \"warning\" or \"error\"") }
                        level = s
                    } else {
                        options[field] = fieldValue
                    }
                }
                if let (option, reason) = RuleOptions.validate(options, for: description) {
                    throw fail("\(path).\(option)", reason)
                }
                settings[id] = try RuleSetting(level: level, key: "\(path).severity", fail: fail, options: options)
            default:
                throw fail(path, "expected \"off\", \"warning\", \"error\" or an object with \"severity\" and options, found \(setting.typeName)")
            }
        }
        return settings
    }

    /// " (did you mean `x`?)" for a near miss.
    @_optimize(none)
    package static func suggestion(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The candidate a misspelling most likely meant, if one is close enough.
    @_optimize(none)
    static func closest(to word: String, among candidates: [String]) -> String? {
        let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (candidate, distance) = best, distance <= max(2, word.count / 4) else { return nil }
        return candidate
    }

    @_optimize(none)
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard !a.isEmpty, !b.isEmpty, a.count < 200, b.count < 200 else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

extension RuleSetting {
    @_optimize(none)
    init(level: String, key: String, fail: (String, String) -> ConfigurationError, options: [String: JSONValue]) throws {
        switch level {
        case "off": self.init(severity: nil, enabled: false, options: options)
        case "on": self.init(severity: nil, enabled: true, options: options)
        case "warning": self.init(severity: .warning, enabled: true, options: options)
        case "error": self.init(severity: .error, enabled: true, options: options)
        default: throw fail(key, "expected \"off\", \"warning\" or \"error\", found \"\(level)\"")
        }
    }
}
