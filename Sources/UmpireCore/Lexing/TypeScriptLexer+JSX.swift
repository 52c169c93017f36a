// JSX in `.tsx`/`.jsx`: tags, attribute strings (no escapes), `{ … }` expressions, and text.

extension TypeScriptLexer {
    /// `<` followed by a tag name or `>` (a fragment), but not a generic parameter list such
    /// as `<T,>(x: T) => x`, `<T extends object>` or a call signature's `<T = Default>(…)`:
    /// a tag name is never followed by `,` or `=`.
    var jsxElementStartsHere: Bool {
        let next = c.peek(1)
        if next == ASCII.greater { return true }
        guard isIdentifierStart(next) else { return false }
        var i = c.pos + 1
        while i < c.count, isIdentifierByte(c.bytes[i]) { i += 1 }
        while i < c.count, isHorizontalSpace(c.bytes[i]) { i += 1 }
        if c.byte(at: i) == ASCII.comma || c.byte(at: i) == ASCII.equals { return false }
        let extends: StaticString = "extends"
        if i + extends.utf8CodeUnitCount < c.count, spells(c.bytes, i, extends),
           !isIdentifierByte(c.bytes[i + extends.utf8CodeUnitCount]) {
            return false
        }
        return true
    }

    /// Emits `<` (or `</`) and enters tag mode.
    mutating func openJSXTag(closing: Bool) {
        let start = c.pos
        c.pos += closing ? 2 : 1
        c.emit(.operator, from: start)
        frames.append(.jsxTag(closing: closing))
    }

    mutating func lexJSXTagToken() {
        let b = c.bytes[c.pos]
        switch b {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C: c.scanHorizontalSpace()
        case ASCII.lf, ASCII.cr: c.scanNewline()
        case ASCII.quote, ASCII.apostrophe: lexJSXAttributeString(quote: b)
        case ASCII.lbrace:
            frames.append(.jsxExpression(braces: 0))
            c.single(.openBrace)
        case ASCII.equals: c.single(.operator)
        case ASCII.dot: c.single(.dot)
        case ASCII.less:
            frames.append(.jsxTypeArguments(angles: 0))
            c.single(.operator)
        case ASCII.slash where c.peek(1) == ASCII.slash:
            c.scanLineComment()
        case ASCII.slash where c.peek(1) == ASCII.star:
            c.scanBlockComment(nests: false)
        case ASCII.slash where c.peek(1) == ASCII.greater:
            // `<Tag />`: the element ends without children.
            let start = c.pos
            c.pos += 2
            c.emit(.operator, from: start)
            frames.removeLast()
        case ASCII.greater:
            c.single(.operator)
            if case .jsxTag(closing: true)? = frames.popLast() {
                if frames.last == .jsxChildren { frames.removeLast() }
            } else {
                frames.append(.jsxChildren)
            }
        default:
            if isIdentifierStart(b) {
                // Tag and attribute names may contain `-` and `:` (`aria-label`, `xlink:href`).
                let start = c.pos
                while c.pos < c.count {
                    let n = c.bytes[c.pos]
                    guard isIdentifierByte(n) || n == ASCII.minus || n == ASCII.colon else { break }
                    c.pos += 1
                }
                c.emit(.identifier, from: start)
            } else {
                c.scanUnknown()
            }
        }
    }

    /// Type arguments are code, except that `<` and `>` nest and the last `>` returns to the
    /// tag; an operator never swallows them, so `=>` is the only one longer than a byte.
    mutating func lexJSXTypeArgumentToken() {
        guard case .jsxTypeArguments(let angles)? = frames.last else { return }
        let b = c.bytes[c.pos]
        if b == ASCII.less {
            frames[frames.count - 1] = .jsxTypeArguments(angles: angles + 1)
            c.single(.operator)
        } else if b == ASCII.greater {
            if angles == 0 { frames.removeLast() } else { frames[frames.count - 1] = .jsxTypeArguments(angles: angles - 1) }
            c.single(.operator)
        } else if b == ASCII.equals, c.peek(1) == ASCII.greater {
            let start = c.pos
            c.pos += 2
            c.emit(.operator, from: start)
        } else if Self.isOperatorByte(b), b != ASCII.slash {
            c.single(.operator)
        } else {
            lexCodeToken()
        }
    }

    /// JSX attribute strings have no escapes and may span lines.
    private mutating func lexJSXAttributeString(quote: UInt8) {
        c.single(.stringStart)
        let textStart = c.pos
        while c.pos < c.count, c.bytes[c.pos] != quote { c.pos += 1 }
        if c.pos > textStart { c.emit(.stringText, from: textStart) }
        if c.pos < c.count { c.single(.stringEnd) }
    }

    /// Children: text up to the next `{` or `<`, an embedded expression, or a nested tag.
    mutating func lexJSXChildren() {
        let b = c.bytes[c.pos]
        if b == ASCII.lbrace {
            frames.append(.jsxExpression(braces: 0))
            c.single(.openBrace)
        } else if b == ASCII.less {
            openJSXTag(closing: c.peek(1) == ASCII.slash)
        } else {
            let start = c.pos
            while c.pos < c.count, c.bytes[c.pos] != ASCII.lbrace, c.bytes[c.pos] != ASCII.less { c.pos += 1 }
            c.emit(.jsxText, from: start)
        }
    }
}
