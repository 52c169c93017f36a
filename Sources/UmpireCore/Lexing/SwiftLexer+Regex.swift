// Swift operators and regex literals: when a `/` opens `/…/` rather than dividing. The rules
// follow swiftc's lexer (swift-syntax `RegexLiteralLexer`), which decides from the spaces
// around the operator and the token before it, so Umpire and the compiler agree on real code.

extension SwiftLexer {
    /// A run of operator characters (maximal munch, as Swift does), never swallowing the
    /// start of a comment. Dots join an operator only when it starts with a dot (`..<`).
    /// When the run's first `/` opens a regex literal, the run ends there (`!/a/` is `!`
    /// then the regex) and the regex follows.
    mutating func lexOperator() {
        let start = c.pos
        let dotted = c.bytes[start] == ASCII.dot
        var end = start + 1
        var slash = c.bytes[start] == ASCII.slash ? start : -1
        while end < c.count {
            let b = c.bytes[end]
            if b == ASCII.slash, c.byte(at: end + 1) == ASCII.slash || c.byte(at: end + 1) == ASCII.star { break }
            guard b == ASCII.dot ? dotted : Self.isOperatorByte(b) else { break }
            if b == ASCII.slash, slash < 0 { slash = end }
            end += 1
        }
        if slash >= 0, let regexEnd = regexInOperator(start: start, end: end, slash: slash) {
            if slash > start {
                c.pos = slash
                c.emit(.operator, from: start)
            }
            c.pos = regexEnd
            c.emit(.regex, from: slash)
        } else {
            c.pos = end
            c.emit(.operator, from: start)
        }
    }

    @inline(__always) static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case ASCII.slash, ASCII.equals, ASCII.minus, ASCII.plus, ASCII.bang, ASCII.star,
             ASCII.percent, ASCII.less, ASCII.greater, ASCII.amp, ASCII.pipe, ASCII.caret,
             ASCII.tilde, ASCII.question: true
        default: false
        }
    }

    /// Where the regex opened by the `/` at `slash` ends, or nil when the operator run
    /// `start..<end` holding it is an operator after all. A run glued to the operand on its
    /// left (`a/b`) is never a regex; one spaced on both sides (`a / b`) is a regex only where
    /// an expression may start; a prefix run (`x = /ab/`, `!/a/`) is whenever one lexes.
    private func regexInOperator(start: Int, end: Int, slash: Int) -> Int? {
        guard !isLeftBound(start) else { return nil }
        let last = c.lastSignificant
        // `func /(…)` and `infix operator /:` declare the operator itself.
        if let last, last.kind == .keyword, spellsAny(last, "func", "operator") { return nil }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: false) {
            // `try? /x y/` cannot be division: nothing is divided by `try?`.
            mustBeRegex = followsTry(last)
            if !mustBeRegex && !expressionMayStart(after: last) { return nil }
            // An unapplied operator (`reduce(0, /)`) is legal only in an argument list.
            switch last?.kind {
            case .openParen?, .openBracket?, .comma?, .colon?, .interpolationStart?: break
            default: mustBeRegex = true
            }
        }
        return bareRegexEnd(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Whether the byte before `i` glues an operator to an operand on its left.
    private func isLeftBound(_ i: Int) -> Bool {
        guard i > 0 else { return false }
        switch c.bytes[i - 1] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.lparen, ASCII.lbracket, ASCII.lbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.slash:
            return !(i >= 2 && c.bytes[i - 2] == ASCII.star)  // `*/` ends a comment: a space
        default:
            return true
        }
    }

    /// Whether the byte at `i` glues an operator ending there to an operand on its right.
    private func isRightBound(_ i: Int, leftBound: Bool) -> Bool {
        guard i < c.count else { return false }
        switch c.bytes[i] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.rparen, ASCII.rbracket, ASCII.rbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.dot:
            return !leftBound
        case ASCII.slash:
            let next = c.byte(at: i + 1)
            return next != ASCII.slash && next != ASCII.star
        default:
            return true
        }
    }

    /// Whether an expression may start after `last`: after an operand (an identifier, a
    /// literal, a closing bracket, a postfix operator) a spaced `/` divides.
    private func expressionMayStart(after last: Token?) -> Bool {
        guard let last else { return true }
        switch last.kind {
        case .identifier, .number, .stringEnd, .regex, .closeParen, .closeBracket, .closeBrace,
             .dot, .attribute:
            return false
        case .keyword:
            // A keyword after `.` is a member name (`x.default / 2`), as swiftc reads it.
            let s = last.start.value
            if s > 0, c.bytes[s - 1] == ASCII.dot, s < 2 || c.bytes[s - 2] != ASCII.dot { return false }
            return !SwiftKeywords.isOperandKeyword(c.bytes, s, last.end.value)
        case .directive:
            return spellsAny(last, "#if", "#else", "#elseif", "#endif")
        case .operator:
            let left = isLeftBound(last.start.value)
            let first = c.bytes[last.start.value]
            if left, last.length == 1, first == ASCII.bang || first == ASCII.question { return false }
            if last.length == 2, first == ASCII.minus, c.bytes[last.start.value + 1] == ASCII.greater { return false }
            return !(left && !isRightBound(last.end.value, leftBound: left))
        default:
            return true
        }
    }

    /// Whether `last` is the `?` or `!` of `try?` / `try!`.
    private func followsTry(_ last: Token?) -> Bool {
        guard let last, last.kind == .operator, last.length == 1, last.start.value >= 3 else { return false }
        let s = last.start.value
        return spells(c.bytes, s - 3, "try") && (s == 3 || !isIdentifierByte(c.bytes[s - 4]))
    }

    private func spellsAny(_ t: Token, _ words: StaticString...) -> Bool {
        for word in words where Int(t.length) == word.utf8CodeUnitCount {
            if spells(c.bytes, t.start.value, word) { return true }
        }
        return false
    }

    /// Where a bare `/…/` regex starting at `start` ends. It ends at the first unescaped `/`
    /// (even inside `[…]`, as in swiftc) and never crosses a line break. Unless `mustBeRegex`,
    /// it is no regex (nil) when it starts or ends with a space or tab, closes a parenthesis
    /// it did not open, runs into `//` or `/*`, or is unterminated; when it must be one, an
    /// unterminated regex ends at the line break.
    func bareRegexEnd(from start: Int, mustBeRegex: Bool) -> Int? {
        let first = c.byte(at: start + 1)
        if !mustBeRegex, first == ASCII.space || first == ASCII.tab { return nil }
        var i = start + 1
        var groups = 0, classes = 0
        var lastSpace = -1
        while i < c.count {
            switch c.bytes[i] {
            case ASCII.slash:
                let next = c.byte(at: i + 1)
                if next == ASCII.slash || next == ASCII.star { return mustBeRegex ? i : nil }
                if lastSpace == i - 1 && !mustBeRegex { return nil }
                return i + 1
            case ASCII.lf, ASCII.cr:
                return unterminatedRegex(at: i, mustBeRegex)
            case ASCII.backslash:
                let escaped = c.byte(at: i + 1)
                if escaped == ASCII.lf || escaped == ASCII.cr || i + 1 >= c.count {
                    return unterminatedRegex(at: i + 1, mustBeRegex)
                }
                i += 1
            case ASCII.lparen where classes == 0:
                groups += 1
            case ASCII.rparen where classes == 0:
                if groups == 0 && !mustBeRegex { return nil }
                groups = max(0, groups - 1)
            case ASCII.lbracket:
                classes += 1
            case ASCII.rbracket:
                classes = max(0, classes - 1)
            case ASCII.space, ASCII.tab:
                lastSpace = i
            default:
                break
            }
            i += 1
        }
        return unterminatedRegex(at: c.count, mustBeRegex)
    }

    /// A regex that reaches `end` (a line break or the end of the file) without closing.
    /// Scans stay linear: each stops at the first `/` after its start, so no byte is
    /// scanned by two failed attempts.
    private func unterminatedRegex(at end: Int, _ mustBeRegex: Bool) -> Int? {
        mustBeRegex ? end : nil
    }

    /// `#/…/#` (any number of `#`s); it spans lines when only spaces follow the opening
    /// delimiter. A single-line one that meets a line break ends there.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = c.pos
        var i = start + hashes + 1
        var k = i
        while k < c.count, isHorizontalSpace(c.bytes[k]) { k += 1 }
        let multiline = c.byte(at: k) == ASCII.lf || c.byte(at: k) == ASCII.cr
        while i < c.count {
            let b = c.bytes[i]
            if b == ASCII.backslash {
                let escaped = c.byte(at: i + 1)
                if !multiline, escaped == ASCII.lf || escaped == ASCII.cr {
                    i += 1
                    break
                }
                i += 2
            } else if b == ASCII.slash, hashesFollow(hashes, at: i + 1) {
                i += 1 + hashes
                break
            } else if !multiline, b == ASCII.lf || b == ASCII.cr {
                break
            } else {
                i += 1
            }
        }
        c.pos = min(i, c.count)
        c.emit(.regex, from: start)
    }
}
