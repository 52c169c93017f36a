// Byte-level scanning shared by every lexer: position, token output, character classes.

/// ASCII constants, so scanners can `switch` on bytes without `Character`.
@usableFromInline package enum ASCII {
    package static let tab = UInt8(ascii: "\t"), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " "), bang = UInt8(ascii: "!"), quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#"), dollar = UInt8(ascii: "$"), percent = UInt8(ascii: "%")
    static let amp = UInt8(ascii: "&"), apostrophe = UInt8(ascii: "'"), lparen = UInt8(ascii: "(")
    package static let rparen = UInt8(ascii: ")"), star = UInt8(ascii: "*"), plus = UInt8(ascii: "+")
    package static let comma = UInt8(ascii: ","), minus = UInt8(ascii: "-"), dot = UInt8(ascii: ".")
    package static let slash = UInt8(ascii: "/"), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let less = UInt8(ascii: "<"), equals = UInt8(ascii: "="), greater = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?"), at = UInt8(ascii: "@"), lbracket = UInt8(ascii: "[")
    package static let backslash = UInt8(ascii: "\\"), rbracket = UInt8(ascii: "]"), caret = UInt8(ascii: "^")
    static let underscore = UInt8(ascii: "_"), backtick = UInt8(ascii: "`"), lbrace = UInt8(ascii: "{")
    static let pipe = UInt8(ascii: "|"), rbrace = UInt8(ascii: "}"), tilde = UInt8(ascii: "~")
    package static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
}

@inline(__always) @usableFromInline
package func isDigit(_ b: UInt8) -> Bool { b &- ASCII.zero < 10 }

@inline(__always) @usableFromInline
package func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }

/// Identifier characters: ASCII letters, digits, `_`, `$`, and every non-ASCII byte (so a
/// UTF-8 identifier, or stray invalid UTF-8, stays in one token and is never split mid-scalar).
/// One bit per ASCII byte in two words, so the lexer's hottest loop tests a byte with a shift
/// rather than a chain of comparisons.
@inline(__always) @usableFromInline
package func isIdentifierByte(_ b: UInt8) -> Bool {
    if b >= 0x80 { return true }
    // `$` (0x24) and `0`–`9` (0x30–0x39) in the low word; `A`–`Z`, `_` and `a`–`z` in the high.
    let word: UInt64 = b < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return (word >> UInt64(b & 63)) & 1 != 0
}

/// `isIdentifierByte` of every byte value: the identifier loop reads one entry per byte.
/// Written once, before any lexer reads it, and never again.
nonisolated(unsafe) private let identifierBytes: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for b in 0..<256 { table[b] = isIdentifierByte(UInt8(b)) }
    return UnsafePointer(table)
}()

@inline(__always) @usableFromInline
func isIdentifierStart(_ b: UInt8) -> Bool {
    isASCIILetter(b) || b == ASCII.underscore || b == ASCII.dollar || b >= 0x80
}

@inline(__always) @usableFromInline
func isHorizontalSpace(_ b: UInt8) -> Bool {
    b == ASCII.space || b == ASCII.tab || b == 0x0B || b == 0x0C
}

/// The scanning state shared by the lexers: the bytes, a position, and the tokens so far.
/// Every scanning loop advances `pos` by at least one byte, so lexing always terminates.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var pos = 0
    var tokens: TokenBuffer
    /// The interpolation depth stamped on emitted tokens.
    var depth: UInt8 = 0
    private let identifierTable = identifierBytes

    init(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: TokenBuffer) {
        self.bytes = bytes
        self.count = bytes.count
        self.tokens = tokens
    }

    @inline(__always) var atEnd: Bool { pos >= count }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < count ? bytes[i] : 0
    }

    @inline(__always) func byte(at i: Int) -> UInt8 { i < count ? bytes[i] : 0 }

    /// A UTF-8 byte order mark at the very start becomes a whitespace token of its own.
    mutating func skipByteOrderMark() {
        guard pos == 0, matches("\u{FEFF}") else { return }
        pos = 3
        emit(.whitespace, from: 0)
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, start: start, end: pos, interpolationDepth: depth))
    }

    /// The most recent token that is not whitespace, a line break or a comment.
    var lastSignificant: Token? {
        var i = tokens.count - 1
        while i >= 0 {
            if !tokens[i].kind.isTrivia { return tokens[i] }
            i -= 1
        }
        return nil
    }

    /// Whether the bytes at `pos` spell `text`.
    @inline(__always) func matches(_ text: StaticString, at offset: Int = 0) -> Bool {
        let n = text.utf8CodeUnitCount
        let start = pos + offset
        guard start + n <= count else { return false }
        let p = text.utf8Start
        for i in 0..<n where bytes[start + i] != p[i] { return false }
        return true
    }

    // MARK: Runs shared by all languages

    mutating func scanHorizontalSpace() {
        let start = pos
        // A local position: the loop then keeps it in a register instead of storing it per byte.
        var p = pos + 1
        while p < count, isHorizontalSpace(bytes[p]) { p += 1 }
        pos = p
        emit(.whitespace, from: start)
    }

    /// `\n`, `\r\n` or a lone `\r`, as one newline token.
    mutating func scanNewline() {
        let start = pos
        if bytes[pos] == ASCII.cr, pos + 1 < count, bytes[pos + 1] == ASCII.lf { pos += 2 } else { pos += 1 }
        emit(.newline, from: start)
    }

    mutating func scanIdentifierBody() {
        let table = identifierTable
        var p = pos
        while p < count, table[Int(bytes[p])] { p += 1 }
        pos = p
    }

    /// A line comment up to (not including) the line break. In JavaScript and TypeScript
    /// (`separators`), U+2028 and U+2029 end a line too, so code after one is code.
    mutating func scanLineComment(separators: Bool = false) {
        let start = pos
        var p = pos
        while p < count, bytes[p] != ASCII.lf, bytes[p] != ASCII.cr {
            if separators, bytes[p] == 0xE2, isLineSeparator(at: p) { break }
            p += 1
        }
        pos = p
        emit(.lineComment, from: start)
    }

    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR (E2 80 A8 / E2 80 A9) at `i`.
    func isLineSeparator(at i: Int) -> Bool {
        i + 2 < count && bytes[i] == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
    }

    /// A `/* … */` comment; nested when `nests` (Swift), flat otherwise (TypeScript).
    /// Unterminated comments end at the end of the file.
    mutating func scanBlockComment(nests: Bool) {
        let start = pos
        pos += 2
        var level = 1
        while pos < count {
            let b = bytes[pos]
            if b == ASCII.star, pos + 1 < count, bytes[pos + 1] == ASCII.slash {
                pos += 2
                level -= 1
                if level == 0 { break }
            } else if nests, b == ASCII.slash, pos + 1 < count, bytes[pos + 1] == ASCII.star {
                pos += 2
                level += 1
            } else {
                pos += 1
            }
        }
        emit(.blockComment, from: start)
    }

    /// A number: digits, letters (radix prefixes, exponents, suffixes), `_`, a fraction
    /// (`.` followed by a digit, unless the number follows a `.` as in `tuple.0.1`), and a
    /// sign directly after a decimal exponent (`1e-3`) or a hex-float exponent (`0x1p-2`).
    mutating func scanNumber(afterDot: Bool) {
        let start = pos
        let hex = bytes[pos] == ASCII.zero && (peek(1) | 0x20) == UInt8(ascii: "x")
        var sawFraction = afterDot
        while pos < count {
            let b = bytes[pos]
            if isIdentifierByte(b) && b < 0x80 && b != ASCII.dollar {
                pos += 1
            } else if b == ASCII.dot, !sawFraction, isDigit(peek(1)) || (hex && isHexDigit(peek(1))) {
                sawFraction = true
                pos += 1
            } else if b == ASCII.plus || b == ASCII.minus, pos > start {
                let e = bytes[pos - 1] | 0x20
                guard hex ? e == UInt8(ascii: "p") : (e == UInt8(ascii: "e") && !isHexLiteralPrefix(start)),
                      isDigit(peek(1)) else { break }
                pos += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    private func isHexLiteralPrefix(_ start: Int) -> Bool {
        bytes[start] == ASCII.zero && (byte(at: start + 1) | 0x20) == UInt8(ascii: "x")
    }

    /// Bytes that start no token: one per token, so each can be located and nothing is lost.
    mutating func scanUnknown() {
        let start = pos
        pos += 1
        emit(.unknown, from: start)
    }

    mutating func single(_ kind: TokenKind) {
        let start = pos
        pos += 1
        emit(kind, from: start)
    }
}

@inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b | 0x20) &- UInt8(ascii: "a") < 6
}
