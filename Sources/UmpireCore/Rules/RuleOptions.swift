// A rule's options: the configured values over the defaults in its description, checked
// against each option's kind when the configuration loads.

public struct RuleOptions: Sendable {
    private let values: [String: JSONValue]
    private let defaults: [String: JSONValue]
    private let compiledGlobs: [String: RolePatterns]

    /// `values` must have passed `validate`: the configuration checks them when it loads, and
    /// every default is checked by the tests.
    public init(values: [String: JSONValue] = [:], description: RuleDescription) {
        self.values = values
        var defaults: [String: JSONValue] = [:]
        var compiled: [String: RolePatterns] = [:]
        for option in description.options {
            defaults[option.name] = option.defaultValue
            guard option.kind == .globs else { continue }
            let globs = (values[option.name] ?? option.defaultValue).stringArray ?? []
            do {
                compiled[option.name] = try RolePatterns(globs)
            } catch {
                preconditionFailure("\(description.id).\(option.name) reached a rule unvalidated: \(error)")
            }
        }
        self.defaults = defaults
        compiledGlobs = compiled
    }

    public func value(_ name: String) -> JSONValue {
        values[name] ?? defaults[name] ?? .null
    }

    public func strings(_ name: String) -> [String] { value(name).stringArray ?? [] }

    public func string(_ name: String) -> String {
        if case let .string(s) = value(name) { return s }
        return ""
    }

    public func int(_ name: String) -> Int {
        if case let .number(n) = value(name) { return Int(n) }
        return 0
    }

    public func bool(_ name: String) -> Bool {
        if case let .bool(b) = value(name) { return b }
        return false
    }

    /// A `globs` option, compiled once when the rule is built.
    public func globs(_ name: String) -> RolePatterns {
        compiledGlobs[name] ?? RolePatterns.nothing
    }

    /// Checks configured values against the rule's declared options: names, types and kinds.
    /// Returns a reason naming the option, or nil when they are valid.
    public static func validate(_ values: [String: JSONValue], for description: RuleDescription) -> (key: String, reason: String)? {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let option = description.options.first(where: { $0.name == name }) else {
                let known = description.options.map(\.name)
                let hint = known.isEmpty ? "the rule has no options"
                    : "options: " + known.joined(separator: ", ") + Configuration.suggestion(for: name, among: known)
                return (name, "unknown option (\(hint))")
            }
            if let reason = problem(with: value, for: option) { return (name, reason) }
        }
        return nil
    }

    static func problem(with value: JSONValue, for option: RuleOption) -> String? {
        switch option.kind {
        case .globs, .words, .someOf:
            guard let list = value.stringArray else {
                return "expected an array of strings, found \(value.typeName)"
            }
            if option.kind == .globs {
                for glob in list {
                    do { _ = try RolePatterns([glob]) } catch { return "\(error)" }
                }
            }
            if case let .someOf(allowed) = option.kind {
                for item in list where !allowed.contains(item) {
                    return unknown(item, allowed)
                }
            }
        case let .oneOf(allowed):
            guard case let .string(s) = value else { return "expected one of \(allowed.joined(separator: ", ")), found \(value.typeName)" }
            if !allowed.contains(s) { return unknown(s, allowed) }
        case let .integer(range):
            guard case let .number(n) = value, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
                return "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
        case .flag:
            guard case .bool = value else { return "expected true or false, found \(value.typeName)" }
        case .text:
            guard case .string = value else { return "expected a string, found \(value.typeName)" }
        }
        return nil
    }

    private static func unknown(_ value: String, _ allowed: [String]) -> String {
        "unknown value \"\(value)\"\(Configuration.suggestion(for: value, among: allowed)) (values: \(allowed.joined(separator: ", ")))"
    }
}
