// The Swift lexer: code tokens, with strings and regex literals in SwiftLexer+Literals.swift.

/// Lexes Swift source into lossless tokens. Nested string interpolation is tracked with an
/// explicit stack of frames, never recursion, so any nesting depth is safe.
struct SwiftLexer {
    /// The delimiter of a string literal: `"`, `"""`, with `hashes` `#`s for raw strings.
    struct StringShape {
        var hashes: Int
        var multiline: Bool
    }

    /// An open `\( … )`: the string it belongs to and the parentheses opened inside it.
    struct InterpolationFrame {
        var shape: StringShape
        var openParens: Int
    }

    var c: ByteCursor
    var frames: [InterpolationFrame] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: TokenBuffer) {
        c = ByteCursor(bytes, into: tokens)
    }

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> ContiguousArray<Token> {
        TokenBuffer.collect(byteCount: bytes.count) { tokens in
            var lexer = SwiftLexer(bytes, into: tokens)
            lexer.run()
            return lexer.c.tokens
        }
    }

    mutating func run() {
        c.skipByteOrderMark()
        if c.matches("#!") { c.scanLineComment() }
        while !c.atEnd { lexCodeToken() }
    }

    private mutating func lexCodeToken() {
        let b = c.bytes[c.pos]
        switch b {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C: c.scanHorizontalSpace()
        case ASCII.lf, ASCII.cr:
            endSingleLineInterpolations()
            c.scanNewline()
        case ASCII.slash: lexSlash()
        case ASCII.quote: lexString(hashes: 0, start: c.pos)
        case ASCII.hash: lexHash()
        case ASCII.at: lexAttribute()
        case ASCII.backtick: lexBacktickIdentifier()
        case ASCII.lparen:
            if !frames.isEmpty { frames[frames.count - 1].openParens += 1 }
            c.single(.openParen)
        case ASCII.rparen:
            if let top = frames.last, top.openParens == 0 {
                closeInterpolation()
            } else {
                if !frames.isEmpty { frames[frames.count - 1].openParens -= 1 }
                c.single(.closeParen)
            }
        case ASCII.lbracket: c.single(.openBracket)
        case ASCII.rbracket: c.single(.closeBracket)
        case ASCII.lbrace: c.single(.openBrace)
        case ASCII.rbrace: c.single(.closeBrace)
        case ASCII.comma: c.single(.comma)
        case ASCII.colon: c.single(.colon)
        case ASCII.semicolon: c.single(.semicolon)
        case ASCII.dot: lexDot()
        case ASCII.zero...ASCII.nine: c.scanNumber(afterDot: c.lastSignificant?.kind == .dot)
        default:
            if isIdentifierStart(b) {
                lexIdentifier()
            } else if Self.isOperatorByte(b) {
                lexOperator()
            } else {
                c.scanUnknown()
            }
        }
    }

    private mutating func lexIdentifier() {
        let start = c.pos
        c.scanIdentifierBody()
        let kind: TokenKind = SwiftKeywords.isKeyword(c.bytes, start, c.pos) ? .keyword : .identifier
        c.emit(kind, from: start)
    }

    /// A line break inside the interpolation of a single-line string ends that string
    /// unterminated, as swiftc ends it, and so on outwards: one missing `)` cannot turn the
    /// rest of the file into string text.
    private mutating func endSingleLineInterpolations() {
        guard let top = frames.last, !top.shape.multiline else { return }
        while let top = frames.last, !top.shape.multiline { frames.removeLast() }
        c.depth = UInt8(clamping: frames.count)
    }

    /// `` `default` `` is an identifier, and so is a Swift 6 raw identifier such as
    /// `` `adds two numbers` ``; a lone backtick is not a token of the language.
    private mutating func lexBacktickIdentifier() {
        let start = c.pos
        var i = start + 1
        while i < c.count, c.bytes[i] != ASCII.backtick, c.bytes[i] != ASCII.lf, c.bytes[i] != ASCII.cr { i += 1 }
        if i > start + 1, c.byte(at: i) == ASCII.backtick {
            c.pos = i + 1
            c.emit(.identifier, from: start)
        } else {
            c.scanUnknown()
        }
    }

    private mutating func lexAttribute() {
        let start = c.pos
        c.pos += 1
        if c.pos < c.count, isIdentifierStart(c.bytes[c.pos]) {
            c.scanIdentifierBody()
            c.emit(.attribute, from: start)
        } else {
            c.emit(.operator, from: start)
        }
    }

    /// `#` opens a raw string (`#"`), an extended regex (`#/`), or a directive (`#if`,
    /// `#Preview`); anything else is a stray byte.
    private mutating func lexHash() {
        let start = c.pos
        var i = start
        while i < c.count, c.bytes[i] == ASCII.hash { i += 1 }
        let hashes = i - start
        let next = c.byte(at: i)
        if next == ASCII.quote {
            c.pos = i
            lexString(hashes: hashes, start: start)
        } else if next == ASCII.slash {
            lexExtendedRegex(hashes: hashes)
        } else if hashes == 1, isIdentifierStart(next) {
            c.pos = i
            c.scanIdentifierBody()
            c.emit(.directive, from: start)
        } else {
            c.scanUnknown()
        }
    }

    private mutating func lexDot() {
        if c.peek(1) == ASCII.dot { lexOperator() } else { c.single(.dot) }
    }

    /// `/` starts a comment, or an operator run that may hold a regex literal.
    private mutating func lexSlash() {
        let next = c.peek(1)
        if next == ASCII.slash {
            c.scanLineComment()
        } else if next == ASCII.star {
            c.scanBlockComment(nests: true)
        } else {
            lexOperator()
        }
    }
}
