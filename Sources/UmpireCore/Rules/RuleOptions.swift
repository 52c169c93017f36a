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

    /// The value of a rule's option, as its type: the configured one, else the default.
    public subscript<Value: OptionValue>(_ option: Option<Value>) -> Value {
        let name = option.declaration.name
        if Value.self == RolePatterns.self {
            return (compiledGlobs[name] ?? RolePatterns.nothing) as! Value
        }
        return Value.read(values[name] ?? defaults[name] ?? option.declaration.defaultValue)
    }

    /// Whether the configuration sets the option (its value may still equal the default).
    public func isConfigured<Value: OptionValue>(_ option: Option<Value>) -> Bool {
        values[option.declaration.name] != nil
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

/// A rule option with its type: declared once (name, default, the values it takes, help),
/// listed in the rule's description and read back typed, so no option is looked up by a name a
/// typo could change.
public struct Option<Value: OptionValue>: Sendable {
    public let declaration: RuleOption

    public init(_ declaration: RuleOption) {
        self.declaration = declaration
    }
}

/// What an option's value can be: words, text, a number, a flag, or globs (compiled once).
public protocol OptionValue: Sendable {
    /// The value from JSON that passed `RuleOptions.validate` against the option's kind.
    static func read(_ json: JSONValue) -> Self
}

extension Array: OptionValue where Element == String {
    public static func read(_ json: JSONValue) -> [String] { json.stringArray ?? [] }
}

extension String: OptionValue {
    public static func read(_ json: JSONValue) -> String {
        if case let .string(s) = json { return s }
        return ""
    }
}

extension Int: OptionValue {
    public static func read(_ json: JSONValue) -> Int {
        if case let .number(n) = json { return Int(n) }
        return 0
    }
}

extension Bool: OptionValue {
    public static func read(_ json: JSONValue) -> Bool {
        if case let .bool(b) = json { return b }
        return false
    }
}

extension RolePatterns: OptionValue {
    /// Globs are compiled once, when the rule's options are built; see `RuleOptions.subscript`.
    public static func read(_ json: JSONValue) -> RolePatterns {
        (try? RolePatterns(json.stringArray ?? [])) ?? .nothing
    }
}
