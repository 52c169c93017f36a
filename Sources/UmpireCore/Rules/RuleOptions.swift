// A rule's options: the configured values over the defaults in its description.

public struct RuleOptions: Sendable {
    private let values: [String: JSONValue]
    private let defaults: [String: JSONValue]

    public init(values: [String: JSONValue] = [:], description: RuleDescription) {
        self.values = values
        var defaults: [String: JSONValue] = [:]
        for option in description.options { defaults[option.name] = option.defaultValue }
        self.defaults = defaults
    }

    public func value(_ name: String) -> JSONValue {
        values[name] ?? defaults[name] ?? .null
    }

    public func strings(_ name: String) -> [String] { value(name).stringArray ?? [] }

    public func int(_ name: String) -> Int {
        if case let .number(n) = value(name) { return Int(n) }
        return 0
    }

    /// Checks configured values against the rule's declared options: names and types.
    /// Returns a reason naming the option, or nil when they are valid.
    public static func validate(_ values: [String: JSONValue], for description: RuleDescription) -> (key: String, reason: String)? {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let option = description.options.first(where: { $0.name == name }) else {
                let known = description.options.map(\.name)
                let hint = known.isEmpty ? "the rule has no options" : "options: " + known.joined(separator: ", ")
                return (name, "unknown option (\(hint))")
            }
            switch (option.defaultValue, value) {
            case (.array, .array):
                if value.stringArray == nil { return (name, "expected an array of strings") }
            case (.number, .number(let n)):
                if n < 0 || n > 1_000_000 || n != n.rounded() { return (name, "expected a whole number from 0 to 1000000") }
            case (.bool, .bool), (.string, .string):
                break
            default:
                return (name, "expected \(option.defaultValue.typeName), found \(value.typeName)")
            }
        }
        return nil
    }
}
