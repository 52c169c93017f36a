// TypeScript statements: if/else, for/for-of/for-in, try/catch, and the condition and body
// they share.

extension SyntaxParser {
    /// `(expression)` after `if`, `while`, `switch`: one `condition`.
    mutating func parseParenthesizedCondition(end: Int) {
        guard kind(p) == .openParen, let close = partnerOf(p), close < end else { return }
        let mark = nodes.count
        p += 1
        let first = p
        if p < close { parseExpression(end: close) }
        while p < close { opaqueToken(end: close) }
        if close > first { emit(.condition, mark: mark, first: first, last: close - 1) }
        p = close + 1
    }

    /// The statement an `if`, `for` or `while` governs: a block or a single statement.
    mutating func parseTypeScriptBody(end: Int) {
        guard p < end else { return }
        if kind(p) == .openBrace { parseBlock(end: end) } else if kind(p) != .semicolon {
            nested(end: end) { parser in parser.parseTypeScriptStatement(end: end, inClassBody: false) }
            // `if (!id) throw new Error("…");`: the statement's `;` ends the branch, so an `else`
            // after it is read as the same `if`'s.
            if p < end, kind(p) == .semicolon { p += 1 }
        } else {
            p += 1
        }
    }

    mutating func parseTypeScriptIf(end: Int) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        let mark = nodes.count
        let keyword = p
        p += 1
        parseParenthesizedCondition(end: end)
        parseTypeScriptBody(end: end)
        if word(p) == .else, p < end {
            p += 1
            if word(p) == .if { parseTypeScriptIf(end: end) } else { parseTypeScriptBody(end: end) }
        }
        emit(.ifStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseTypeScriptFor(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        if word(p) == .await { p += 1 }
        if kind(p) == .openParen, let close = partnerOf(p), close < end {
            p += 1
            let saved = noIn
            noIn = true
            if [.const, .let, .var].contains(word(p)) {
                p += 1
                parseTypeScriptBinding(end: close, element: true)
            } else if p < close, kind(p) != .semicolon {
                parseExpression(end: close)
            }
            noIn = saved
            while p < close {
                if kind(p) == .semicolon || word(p) == .of || word(p) == .in { p += 1; continue }
                let before = p
                parseExpression(end: close)
                if p == before { opaqueToken(end: close) }
            }
            p = close + 1
        }
        parseTypeScriptBody(end: end)
        emit(.forStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseTypeScriptTry(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        if kind(p) == .openBrace { parseBlock(end: end) }
        if word(p) == .catch {
            p += 1
            if kind(p) == .openParen, let close = partnerOf(p), close < end {
                p += 1
                parseTypeScriptBinding(end: close)
                p = close + 1
            }
            if kind(p) == .openBrace { parseBlock(end: end) }
        }
        if word(p) == .finally {
            p += 1
            if kind(p) == .openBrace { parseBlock(end: end) }
        }
        emit(.doStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }
}
