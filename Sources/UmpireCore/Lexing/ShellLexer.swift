// The shell lexer: enough bash for the infra rules — words, quotes, expansions, heredocs, comments.

/// Lexes bash into lossless tokens. A shell word (`--billing-mode`, `create-table`,
/// `PAY_PER_REQUEST`) is one `identifier`; `$NAME` is one identifier too. `$( … )`, `` ` … ` ``
/// and `${ … }` are interpolations whose contents are lexed as code, nested on an explicit
/// stack. A heredoc body, terminator included, is one `stringText` token.
struct ShellLexer {
    enum Frame {
        /// `$( … )` with the parentheses opened inside it.
        case command(parens: Int)
        case backtick
        /// `${ … }`.
        case parameter
        case doubleQuote
    }

    struct PendingHeredoc {
        var delimiter: [UInt8]
        var stripTabs: Bool
    }

    var c: ByteCursor
    var frames: [Frame] = []
    var heredocs: [PendingHeredoc] = []
    /// Whether the next word starts a command (where `#` starts a comment and keywords count).
    var atWordStart = true

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> ContiguousArray<Token> {
        TokenBuffer.collect(byteCount: bytes.count) { tokens in
            var lexer = ShellLexer(c: ByteCursor(bytes, into: tokens))
            lexer.c.skipByteOrderMark()
            while !lexer.c.atEnd { lexer.step() }
            return lexer.c.tokens
        }
    }

    private mutating func step() {
        if case .doubleQuote? = frames.last { return lexInsideDoubleQuotes() }
        let b = c.bytes[c.pos]
        switch b {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C:
            c.scanHorizontalSpace()
            atWordStart = true
        case ASCII.lf, ASCII.cr:
            c.scanNewline()
            atWordStart = true
            if !heredocs.isEmpty { lexHeredocBodies() }
        case ASCII.backslash where c.peek(1) == ASCII.lf || c.peek(1) == ASCII.cr:
            // A line continuation joins the lines into one command: whitespace, not a newline.
            let start = c.pos
            c.pos += c.peek(1) == ASCII.cr && c.peek(2) == ASCII.lf ? 3 : 2
            c.emit(.whitespace, from: start)
            atWordStart = true
        case ASCII.hash where atWordStart:
            c.scanLineComment()
        case ASCII.apostrophe:
            lexSingleQuoted()
        case ASCII.quote:
            open(.doubleQuote, length: 1, kind: .stringStart)
        case ASCII.backtick:
            if case .backtick? = frames.last { close(length: 1) } else { open(.backtick, length: 1, kind: .interpolationStart) }
        case ASCII.dollar:
            lexDollar()
        case ASCII.lparen:
            if case let .command(parens)? = frames.last { frames[frames.count - 1] = .command(parens: parens + 1) }
            c.single(.openParen)
            atWordStart = true
        case ASCII.rparen:
            if case let .command(parens)? = frames.last {
                if parens == 0 { close(length: 1); return }
                frames[frames.count - 1] = .command(parens: parens - 1)
            }
            c.single(.closeParen)
        case ASCII.rbrace where isInParameter:
            close(length: 1)
        case ASCII.semicolon:
            c.single(.semicolon)
            atWordStart = true
        case ASCII.pipe, ASCII.amp, ASCII.less, ASCII.greater:
            lexOperator()
        default:
            lexWord()
        }
    }

    private var isInParameter: Bool {
        if case .parameter? = frames.last { return true }
        return false
    }

    private mutating func open(_ frame: Frame, length: Int, kind: TokenKind) {
        let start = c.pos
        c.pos += length
        c.emit(kind, from: start)
        frames.append(frame)
        if kind == .interpolationStart { c.depth &+= 1 }
        atWordStart = true
    }

    private mutating func close(length: Int) {
        let frame = frames.removeLast()
        let start = c.pos
        c.pos += length
        if case .doubleQuote = frame {
            c.emit(.stringEnd, from: start)
        } else {
            c.depth &-= 1
            c.emit(.interpolationEnd, from: start)
        }
        atWordStart = false
    }

    private mutating func lexDollar() {
        switch c.peek(1) {
        case ASCII.lparen: open(.command(parens: 0), length: 2, kind: .interpolationStart)
        case ASCII.lbrace: open(.parameter, length: 2, kind: .interpolationStart)
        case ASCII.apostrophe:
            // `$'…'`: an ANSI-C quoted string, with backslash escapes.
            let start = c.pos
            c.pos += 2
            c.emit(.stringStart, from: start)
            lexQuotedBody(until: ASCII.apostrophe, escapes: true)
        default:
            lexWord()
        }
    }

    private mutating func lexSingleQuoted() {
        let start = c.pos
        c.pos += 1
        c.emit(.stringStart, from: start)
        lexQuotedBody(until: ASCII.apostrophe, escapes: false)
    }

    private mutating func lexQuotedBody(until quote: UInt8, escapes: Bool) {
        let start = c.pos
        while c.pos < c.count, c.bytes[c.pos] != quote {
            c.pos += escapes && c.bytes[c.pos] == ASCII.backslash && c.pos + 1 < c.count ? 2 : 1
        }
        if c.pos > start { c.emit(.stringText, from: start) }
        if c.pos < c.count {
            let end = c.pos
            c.pos += 1
            c.emit(.stringEnd, from: end)
        }
        atWordStart = false
    }

    private mutating func lexInsideDoubleQuotes() {
        let start = c.pos
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == ASCII.quote || b == ASCII.backtick { break }
            if b == ASCII.dollar, c.peek(1) == ASCII.lparen || c.peek(1) == ASCII.lbrace { break }
            c.pos += b == ASCII.backslash && c.pos + 1 < c.count ? 2 : 1
        }
        if c.pos > start { c.emit(.stringText, from: start) }
        guard c.pos < c.count else { return }
        switch c.bytes[c.pos] {
        case ASCII.quote: close(length: 1)
        case ASCII.backtick: open(.backtick, length: 1, kind: .interpolationStart)
        case ASCII.dollar where c.peek(1) == ASCII.lparen: open(.command(parens: 0), length: 2, kind: .interpolationStart)
        default: open(.parameter, length: 2, kind: .interpolationStart)
        }
    }

    private mutating func lexOperator() {
        let start = c.pos
        if c.matches("<<"), !c.matches("<<<") {
            c.pos += 2
            let stripTabs = c.peek() == ASCII.minus
            if stripTabs { c.pos += 1 }
            c.emit(.operator, from: start)
            scheduleHeredoc(stripTabs: stripTabs)
            return
        }
        while c.pos < c.count, [ASCII.pipe, ASCII.amp, ASCII.less, ASCII.greater].contains(c.bytes[c.pos]) { c.pos += 1 }
        c.emit(.operator, from: start)
        atWordStart = true
    }

    /// After `<<` or `<<-`: the delimiter word (quotes removed) is remembered; the body
    /// starts at the next line break.
    private mutating func scheduleHeredoc(stripTabs: Bool) {
        while c.pos < c.count, isHorizontalSpace(c.bytes[c.pos]) { c.scanHorizontalSpace() }
        var delimiter: [UInt8] = []
        let start = c.pos
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if isHorizontalSpace(b) || b == ASCII.lf || b == ASCII.cr || b == ASCII.semicolon || b == ASCII.pipe
                || b == ASCII.amp || b == ASCII.less || b == ASCII.greater || b == ASCII.rparen { break }
            if b != ASCII.apostrophe, b != ASCII.quote, b != ASCII.backslash { delimiter.append(b) }
            c.pos += 1
        }
        if c.pos > start { c.emit(.identifier, from: start) }
        if !delimiter.isEmpty { heredocs.append(PendingHeredoc(delimiter: delimiter, stripTabs: stripTabs)) }
        atWordStart = false
    }

    /// Right after a line break: each pending heredoc's body, up to and including its terminator.
    private mutating func lexHeredocBodies() {
        let pending = heredocs
        heredocs = []
        for heredoc in pending where c.pos < c.count {
            let start = c.pos
            while c.pos < c.count {
                var lineStart = c.pos
                var lineEnd = lineStart
                while lineEnd < c.count, c.bytes[lineEnd] != ASCII.lf, c.bytes[lineEnd] != ASCII.cr { lineEnd += 1 }
                if heredoc.stripTabs { while lineStart < lineEnd, c.bytes[lineStart] == ASCII.tab { lineStart += 1 } }
                let isTerminator = lineEnd - lineStart == heredoc.delimiter.count
                    && (0..<heredoc.delimiter.count).allSatisfy { c.bytes[lineStart + $0] == heredoc.delimiter[$0] }
                c.pos = lineEnd
                if isTerminator { break }
                if c.pos < c.count { c.pos += c.bytes[c.pos] == ASCII.cr && c.peek(1) == ASCII.lf ? 2 : 1 }
            }
            if c.pos > start { c.emit(.stringText, from: start) }
        }
    }

    /// A shell word: everything up to whitespace or a metacharacter; `\x` escapes stay inside.
    private mutating func lexWord() {
        let start = c.pos
        if c.bytes[c.pos] == ASCII.dollar { c.pos += 1 }
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == ASCII.backslash {
                c.pos += c.pos + 1 < c.count && c.bytes[c.pos + 1] != ASCII.lf && c.bytes[c.pos + 1] != ASCII.cr ? 2 : 1
                continue
            }
            if isHorizontalSpace(b) || b == ASCII.lf || b == ASCII.cr || b == ASCII.semicolon || b == ASCII.pipe
                || b == ASCII.amp || b == ASCII.less || b == ASCII.greater || b == ASCII.lparen || b == ASCII.rparen
                || b == ASCII.apostrophe || b == ASCII.quote || b == ASCII.backtick || b == ASCII.dollar { break }
            if b == ASCII.rbrace, isInParameter { break }
            c.pos += 1
        }
        if c.pos == start { c.pos += 1 }
        let keyword = atWordStart && Self.isKeyword(c.bytes, start, c.pos)
        c.emit(keyword ? .keyword : .identifier, from: start)
        atWordStart = keyword
    }

    static func isKeyword(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        switch e - s {
        case 2: return spells(b, s, "if") || spells(b, s, "fi") || spells(b, s, "do") || spells(b, s, "in")
        case 4: return spells(b, s, "then") || spells(b, s, "else") || spells(b, s, "elif") || spells(b, s, "done")
            || spells(b, s, "case") || spells(b, s, "esac")
        case 3: return spells(b, s, "for")
        case 5: return spells(b, s, "while") || spells(b, s, "until") || spells(b, s, "local")
        case 6: return spells(b, s, "select") || spells(b, s, "return") || spells(b, s, "export")
        case 8: return spells(b, s, "function")
        default: return false
        }
    }
}
