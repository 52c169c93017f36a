// JSON for the language server: messages are built as literals and written as compact text.

import UmpireCore

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Keeps the written order, so messages read as the protocol lists their fields.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }

    public init(_ number: Int) { self = .number(Double(number)) }

    public var string: String? {
        guard case let .string(s) = self else { return nil }
        return s
    }

    /// A whole number that fits an `Int`; the protocol's positions, versions and ids.
    public var int: Int? {
        guard case let .number(n) = self, n.rounded() == n, abs(n) < 9.0e15 else { return nil }
        return Int(n)
    }

    public var bool: Bool? {
        guard case let .bool(b) = self else { return nil }
        return b
    }

    public var array: [JSONValue]? {
        guard case let .array(items) = self else { return nil }
        return items
    }

    /// Compact JSON text (no spaces), as the wire wants it.
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n):
            // Ids and positions are integers; a client would not accept `1.0` back as the id `1`.
            if let whole = int { out += String(whole) } else { out += n.isFinite ? "\(n)" : "null" }
        case let .string(s): out += JSONText.quoted(s)
        case let .array(items):
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (n, member) in members.enumerated() {
                if n > 0 { out += "," }
                out += JSONText.quoted(member.key)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }
}
