// The token: a byte span and a kind, small enough that a file's tokens stay in cache.

/// What a token is. Kinds are fine-grained so that rules rarely need to read token text:
/// literal text inside a string is `stringText`, never `identifier`, so a rule that walks
/// identifiers can never fire inside a string or a comment.
public enum TokenKind: UInt8, CaseIterable, Sendable {
    case whitespace
    case newline
    case lineComment
    case blockComment
    case identifier
    case keyword
    case number
    case stringStart
    case stringText
    case stringEnd
    case interpolationStart
    case interpolationEnd
    case regex
    /// `@MainActor`, `@ViewBuilder` in Swift; a decorator's `@name` in TypeScript.
    case attribute
    /// `#if`, `#endif`, `#Preview`, `#available` in Swift.
    case directive
    case openParen
    case closeParen
    case openBracket
    case closeBracket
    case openBrace
    case closeBrace
    case dot
    case comma
    case colon
    case semicolon
    case `operator`
    /// Text between JSX tags in `.tsx` files.
    case jsxText
    /// A byte that starts no token of the language (a stray `\`, a NUL, invalid UTF-8).
    case unknown

    /// Whitespace, line breaks and comments: what "the next significant token" skips.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.blockComment.rawValue }

    @inlinable public var isComment: Bool { self == .lineComment || self == .blockComment }

    /// The kind's name in `umpire tokens` output (a stable, documented contract).
    public var jsonName: String {
        switch self {
        case .whitespace: "whitespace"
        case .newline: "newline"
        case .lineComment, .blockComment: "comment"
        case .identifier: "identifier"
        case .keyword: "keyword"
        case .number: "number"
        case .stringStart: "string-start"
        case .stringText: "string-text"
        case .stringEnd: "string-end"
        case .interpolationStart: "interpolation-start"
        case .interpolationEnd: "interpolation-end"
        case .regex: "regex"
        case .attribute: "attribute"
        case .directive: "directive"
        case .openParen, .closeParen, .openBracket, .closeBracket, .openBrace, .closeBrace,
             .dot, .comma, .colon, .semicolon: "punctuation"
        case .operator: "operator"
        case .jsxText: "jsx-text"
        case .unknown: "unknown"
        }
    }
}

/// One token: where it is and what it is. No `String` payload; text is read from the
/// file's bytes only when a rule asks for it.
public struct Token: Equatable, Sendable {
    /// Where the token starts, packed: read it as `start`.
    @usableFromInline var packedStart: UInt32
    /// How many bytes the token spans.
    public var length: UInt32
    public var kind: TokenKind
    /// How many string interpolations (`\(…)`, `${…}`) enclose this token; 0 in plain code.
    public var interpolationDepth: UInt8

    /// The offset of the token's first byte.
    @inlinable public var start: ByteOffset { ByteOffset(Int(packedStart)) }
    /// The offset just past the token's last byte.
    @inlinable public var end: ByteOffset { ByteOffset(Int(packedStart) + Int(length)) }
    /// The token's bytes, as offsets.
    @inlinable public var range: Range<ByteOffset> { start..<end }

    /// A token over the bytes `start..<end` (the lexers count in plain offsets).
    @inlinable
    public init(kind: TokenKind, start: Int, end: Int, interpolationDepth: UInt8 = 0) {
        self.packedStart = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: end - start)
        self.kind = kind
        self.interpolationDepth = interpolationDepth
    }
}
