// JSON with `//` and `/* */` comments (and trailing commas), parsed with positions for errors.

public struct JSONCParseError: Error, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let reason: String
    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// Parses configuration text. Depth is bounded so a hostile file cannot exhaust the stack.
public struct JSONCParser {
    private let bytes: [UInt8]
    private var pos = 0
    private var depth = 0
    private static let maxDepth = 64

    public static func parse(_ text: String) throws -> JSONValue {
        var parser = JSONCParser(bytes: Array(text.utf8))
        try parser.skipTrivia()
        let value = try parser.parseValue()
        try parser.skipTrivia()
        guard parser.pos == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    }

    private func error(_ reason: String) -> JSONCParseError {
        var line = 1, column = 1
        for b in bytes[..<min(pos, bytes.count)] {
            if b == ASCII.lf { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONCParseError(line: line, column: column, reason: reason)
    }

    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    private mutating func skipTrivia() throws {
        while let b = current {
            if b == ASCII.space || b == ASCII.tab || b == ASCII.lf || b == ASCII.cr {
                pos += 1
            } else if b == ASCII.slash, pos + 1 < bytes.count, bytes[pos + 1] == ASCII.slash {
                while let c = current, c != ASCII.lf { _ = c; pos += 1 }
            } else if b == ASCII.slash, pos + 1 < bytes.count, bytes[pos + 1] == ASCII.star {
                let opener = pos
                pos += 2
                while pos < bytes.count, !(bytes[pos] == ASCII.star && pos + 1 < bytes.count && bytes[pos + 1] == ASCII.slash) {
                    pos += 1
                }
                guard pos < bytes.count else {
                    pos = opener
                    throw error("unterminated `/*` comment")
                }
                pos += 2
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard let b = current else { throw error("expected a value, found the end of the file") }
        switch b {
        case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
        case UInt8(ascii: "["): return try nested { try $0.parseArray() }
        case ASCII.quote: return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), ASCII.zero...ASCII.nine: return try parseNumber()
        default: throw error("expected a value")
        }
    }

    private mutating func nested(_ body: (inout JSONCParser) throws -> JSONValue) throws -> JSONValue {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let w = Array(word.utf8)
        guard pos + w.count <= bytes.count, Array(bytes[pos..<pos + w.count]) == w else {
            throw error("expected a value")
        }
        pos += w.count
        return value
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = pos
        while let b = current, isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            pos += 1
        }
        guard let value = Double(String(decoding: bytes[start..<pos], as: UTF8.self)), value.isFinite else {
            pos = start
            throw error("invalid number")
        }
        return .number(value)
    }

    private mutating func parseString() throws -> String {
        pos += 1
        var out: [UInt8] = []
        while true {
            guard let b = current else { throw error("unterminated string") }
            pos += 1
            switch b {
            case ASCII.quote:
                return String(decoding: out, as: UTF8.self)
            case ASCII.backslash:
                guard let e = current else { throw error("unterminated string") }
                pos += 1
                switch e {
                case ASCII.quote, ASCII.backslash, ASCII.slash: out.append(e)
                case UInt8(ascii: "n"): out.append(ASCII.lf)
                case UInt8(ascii: "t"): out.append(ASCII.tab)
                case UInt8(ascii: "r"): out.append(ASCII.cr)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard pos + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[pos..<pos + 4], as: UTF8.self), radix: 16) else {
                        throw error("invalid \\u escape")
                    }
                    pos += 4
                    var scalar = code
                    // A UTF-16 surrogate pair (`\ud83c\udfcf`) is one character; a lone half is U+FFFD.
                    if (0xD800...0xDBFF).contains(code), pos + 6 <= bytes.count, bytes[pos] == ASCII.backslash,
                       bytes[pos + 1] == UInt8(ascii: "u"),
                       let low = UInt32(String(decoding: bytes[pos + 2..<pos + 6], as: UTF8.self), radix: 16),
                       (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        pos += 6
                    }
                    out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: throw error("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
            case ASCII.lf:
                pos -= 1  // point at the end of the string's line, not the start of the next
                throw error("line break inside a string")
            default:
                out.append(b)
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        pos += 1
        var items: [JSONValue] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "]") { pos += 1; return .array(items) }
            items.append(try parseValue())
            try skipTrivia()
            if current == ASCII.comma { pos += 1; continue }
            if current == UInt8(ascii: "]") { pos += 1; return .array(items) }
            throw error("expected `,` or `]` in the array")
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        pos += 1
        var members: [(key: String, value: JSONValue)] = []
        // A set, not a scan of the members: an object of thousands of keys loads in linear time.
        var keys: Set<String> = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
            guard current == ASCII.quote else { throw error("expected a quoted key") }
            let keyPos = pos
            let key = try parseString()
            if !keys.insert(key).inserted {
                pos = keyPos
                throw error("duplicate key \"\(key)\"")
            }
            try skipTrivia()
            guard current == ASCII.colon else { throw error("expected `:` after the key \"\(key)\"") }
            pos += 1
            try skipTrivia()
            members.append((key, try parseValue()))
            try skipTrivia()
            if current == ASCII.comma { pos += 1; continue }
            if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
            throw error("expected `,` or `}` in the object")
        }
    }
}
