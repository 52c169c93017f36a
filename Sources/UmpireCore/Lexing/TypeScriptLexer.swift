// The TypeScript/JavaScript lexer: code tokens. Literals and JSX live in the extensions.

/// Lexes TypeScript and JavaScript (JSX too, in `.tsx`/`.jsx`) into lossless tokens. Template
/// substitutions and JSX nesting are tracked with an explicit frame stack, never recursion.
struct TypeScriptLexer {
    enum Frame: Equatable {
        /// Inside `${ … }`; `braces` counts the `{` opened inside it.
        case templateSubstitution(braces: Int)
        /// Inside `<Tag …>` or `</Tag>`.
        case jsxTag(closing: Bool)
        /// Between an element's opening and closing tags.
        case jsxChildren
        /// Inside `{ … }` within a JSX tag or children.
        case jsxExpression(braces: Int)
        /// Inside a JSX tag's type arguments, `<Select<Option>`; `angles` counts nested `<`.
        case jsxTypeArguments(angles: Int)
    }

    var c: ByteCursor
    var frames: [Frame] = []
    /// Open `${ … }` substitutions, stamped on tokens as their interpolation depth.
    var templateDepth = 0
    let jsx: Bool
    /// No regex literal can start before this offset: a scan from an earlier `/` met a line
    /// break without a closing `/`, and a later start would only rescan the same bytes.
    var noRegexBefore = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, jsx: Bool, into tokens: TokenBuffer) {
        c = ByteCursor(bytes, into: tokens)
        self.jsx = jsx
    }

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, jsx: Bool) -> ContiguousArray<Token> {
        TokenBuffer.collect(byteCount: bytes.count) { tokens in
            var lexer = TypeScriptLexer(bytes, jsx: jsx, into: tokens)
            lexer.run()
            return lexer.c.tokens
        }
    }

    mutating func run() {
        c.skipByteOrderMark()
        if c.matches("#!") { c.scanLineComment() }
        while !c.atEnd {
            switch frames.last {
            case .jsxTag?: lexJSXTagToken()
            case .jsxChildren?: lexJSXChildren()
            case .jsxTypeArguments?: lexJSXTypeArgumentToken()
            default: lexCodeToken()
            }
        }
    }

    mutating func lexCodeToken() {
        let b = c.bytes[c.pos]
        switch b {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C: c.scanHorizontalSpace()
        case ASCII.lf, ASCII.cr: c.scanNewline()
        case 0xE2 where c.isLineSeparator(at: c.pos):
            // A line terminator to JavaScript; lines as editors number them stay LF and CR.
            let start = c.pos
            c.pos += 3
            c.emit(.whitespace, from: start)
        case ASCII.slash: lexSlash()
        case ASCII.quote, ASCII.apostrophe: lexQuotedString()
        case ASCII.backtick: lexTemplate()
        case ASCII.hash: lexHash()
        case ASCII.at: lexDecorator()
        case ASCII.lparen: c.single(.openParen)
        case ASCII.rparen: c.single(.closeParen)
        case ASCII.lbracket: c.single(.openBracket)
        case ASCII.rbracket: c.single(.closeBracket)
        case ASCII.lbrace: openBrace()
        case ASCII.rbrace: closeBrace()
        case ASCII.comma: c.single(.comma)
        case ASCII.colon: c.single(.colon)
        case ASCII.semicolon: c.single(.semicolon)
        case ASCII.dot:
            if c.peek(1) == ASCII.dot {
                lexOperator()
            } else if isDigit(c.peek(1)) {
                c.scanNumber(afterDot: false)
            } else {
                c.single(.dot)
            }
        case ASCII.less where jsx && operandExpected && jsxElementStartsHere:
            openJSXTag(closing: false)
        case ASCII.zero...ASCII.nine: c.scanNumber(afterDot: false)
        default:
            if isIdentifierStart(b) {
                let start = c.pos
                c.scanIdentifierBody()
                let keyword = TypeScriptKeywords.isKeyword(c.bytes, start, c.pos)
                c.emit(keyword ? .keyword : .identifier, from: start)
            } else if Self.isOperatorByte(b) {
                lexOperator()
            } else {
                c.scanUnknown()
            }
        }
    }

    private mutating func openBrace() {
        switch frames.last {
        case .templateSubstitution(let n)?: frames[frames.count - 1] = .templateSubstitution(braces: n + 1)
        case .jsxExpression(let n)?: frames[frames.count - 1] = .jsxExpression(braces: n + 1)
        default: break
        }
        c.single(.openBrace)
    }

    private mutating func closeBrace() {
        switch frames.last {
        case .templateSubstitution(0)?:
            frames.removeLast()
            templateDepth -= 1
            c.depth = UInt8(clamping: templateDepth)
            c.single(.interpolationEnd)
            scanTemplateBody()
        case .templateSubstitution(let n)?:
            frames[frames.count - 1] = .templateSubstitution(braces: n - 1)
            c.single(.closeBrace)
        case .jsxExpression(0)?:
            frames.removeLast()
            c.single(.closeBrace)
        case .jsxExpression(let n)?:
            frames[frames.count - 1] = .jsxExpression(braces: n - 1)
            c.single(.closeBrace)
        default:
            c.single(.closeBrace)
        }
    }

    /// `#private` names are identifiers; anything else after `#` is a stray byte.
    private mutating func lexHash() {
        guard isIdentifierStart(c.peek(1)) else { return c.scanUnknown() }
        let start = c.pos
        c.pos += 1
        c.scanIdentifierBody()
        c.emit(.identifier, from: start)
    }

    private mutating func lexDecorator() {
        let start = c.pos
        c.pos += 1
        if isIdentifierStart(c.peek()) {
            c.scanIdentifierBody()
            c.emit(.attribute, from: start)
        } else {
            c.emit(.unknown, from: start)
        }
    }

    /// `/` starts a comment, a regex literal where an operand is expected, or an operator.
    private mutating func lexSlash() {
        let next = c.peek(1)
        if next == ASCII.slash {
            c.scanLineComment(separators: true)
        } else if next == ASCII.star {
            c.scanBlockComment(nests: false)
        } else if operandExpected, let end = regexEnd() {
            let start = c.pos
            c.pos = end
            c.emit(.regex, from: start)
        } else {
            lexOperator()
        }
    }

    /// Maximal munch of operator characters; `/` only opens one (`/=`) so that `x=/re/`
    /// still finds the regex, and dots only join an operator that starts with one (`...`).
    private mutating func lexOperator() {
        let start = c.pos
        let dotted = c.bytes[start] == ASCII.dot
        c.pos += 1
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            let joins = dotted ? b == ASCII.dot : (Self.isOperatorByte(b) && b != ASCII.slash)
            if joins { c.pos += 1 } else { break }
        }
        if !dotted, c.bytes[start] == ASCII.slash, c.peek() == ASCII.equals { c.pos += 1 }
        c.emit(.operator, from: start)
    }

    @inline(__always) static func isOperatorByte(_ b: UnsafeBufferPointer<UInt8>.Element) -> Bool {
        switch b {
        case ASCII.slash, ASCII.equals, ASCII.minus, ASCII.plus, ASCII.bang, ASCII.star,
             ASCII.percent, ASCII.less, ASCII.greater, ASCII.amp, ASCII.pipe, ASCII.caret,
             ASCII.tilde, ASCII.question: true
        default: false
        }
    }

    /// Whether the next token starts an operand: then `/` opens a regex and `<` a JSX element;
    /// after an operand they divide and compare.
    var operandExpected: Bool {
        guard let last = c.lastSignificant else { return true }
        switch last.kind {
        case .identifier, .number, .stringEnd, .regex, .closeParen, .closeBracket, .jsxText, .unknown:
            return false
        case .keyword:
            // A keyword after `.` is a property name (`map.delete / 2`).
            let s = last.start.value
            if s > 0, c.bytes[s - 1] == ASCII.dot, s < 2 || c.bytes[s - 2] != ASCII.dot { return false }
            return !TypeScriptKeywords.isOperandKeyword(c.bytes, s, last.end.value)
        case .operator:
            // `i++ / 2`, `x! / y`: a postfix operator glued to its operand.
            let first = c.bytes[last.start.value]
            if last.length == 2, first == ASCII.plus || first == ASCII.minus,
               c.bytes[last.start.value + 1] == first { return false }
            if last.length == 1, first == ASCII.bang, last.start.value > 0,
               isIdentifierByte(c.bytes[last.start.value - 1]) || c.bytes[last.start.value - 1] == ASCII.rparen {
                return false
            }
            return true
        default:
            return true
        }
    }
}
