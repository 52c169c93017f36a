// Swift statements: if, guard, switch, loops, do/catch, return and throw.

extension SyntaxParser {
    /// `if conditions { … } else if … else { … }`
    mutating func parseIf(end: Int) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        let mark = nodes.count
        let keyword = p
        p += 1
        parseConditions(end: end, until: .openBrace)
        if kind(p) == .openBrace, p < end { parseBlock(end: end) }
        if word(p) == .else, p < end {
            p += 1
            if word(p) == .if { parseIf(end: end) } else if kind(p) == .openBrace { parseBlock(end: end) }
        }
        emit(.ifStatement, mark: mark, first: keyword, last: p - 1, name: keyword)
    }

    mutating func parseGuard(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        parseConditions(end: end, until: .openBrace, stopAtElse: true)
        if word(p) == .else { p += 1 }
        if kind(p) == .openBrace, p < end { parseBlock(end: end) }
        emit(.guardStatement, mark: mark, first: keyword, last: p - 1, name: keyword)
    }

    /// A comma-separated list of conditions: expressions, `let x = …`, `case .a = …`, `#available(…)`.
    mutating func parseConditions(end: Int, until stop: TokenKind, stopAtElse: Bool = false) {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        while p < end, kind(p) != stop {
            if stopAtElse, word(p) == .else { return }
            let mark = nodes.count
            let start = p
            switch word(p) {
            case .let, .var:
                p += 1
                parseSwiftBinding(end: end)
            case .case:
                p += 1
                parsePattern(end: end)
                if word(p) == .equals { p += 1; parseExpression(end: end) }
            default:
                parseExpression(end: end)
            }
            if p == start { return }
            emit(.condition, mark: mark, first: start, last: p - 1)
            guard kind(p) == .comma else { return }
            p += 1
        }
    }

    /// A pattern of a `case` (`.innings(let n)`, `let x`, `is Foo`): parsed as an expression
    /// with the binding keywords stepped over.
    mutating func parsePattern(end: Int) {
        while p < end, word(p) == .let || word(p) == .var { p += 1 }
        if word(p) == .is { p += 1; parseSwiftType(end: end); return }
        parseExpression(end: end, pattern: true)
    }

    mutating func parseSwitch(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        let saved = noTrailingClosure
        noTrailingClosure = true
        parseExpression(end: end)
        noTrailingClosure = saved
        if kind(p) == .openBrace, let close = partnerOf(p), close < end {
            p += 1
            nested(end: close) { parser in parser.parseCaseClauses(close: close) }
            p = close + 1
        }
        emit(.switchStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseCaseClauses(close: Int) {
        while p < close {
            guard startsCaseClause(p) else {
                // Before the first clause or between them (`#if`): statements of no clause.
                let before = p
                parseStatements(end: close, inSwitch: true)
                if p == before { opaqueToken(end: close) }
                continue
            }
            let mark = nodes.count
            let start = p
            if kind(p) == .attribute { p += 1 }
            let keyword = p
            p += 1
            if word(keyword) == .case {
                while p < close, kind(p) != .colon {
                    let before = p
                    if isSwift { parsePattern(end: close) } else { parseExpression(end: close) }
                    if word(p) == .where { p += 1; parseExpression(end: close) }
                    if kind(p) == .comma { p += 1 } else if p == before { p += 1 } else if kind(p) != .colon { break }
                }
            }
            if kind(p) == .colon { p += 1 }
            parseStatements(end: close, inSwitch: true)
            emit(.caseClause, mark: mark, first: start, last: max(keyword, p - 1), name: keyword)
        }
    }

    mutating func parseSwiftFor(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        while word(p) == .try || word(p) == .await || word(p) == .case { p += 1 }
        while word(p) == .let || word(p) == .var { p += 1 }
        parseSwiftBinding(end: end, element: true)
        if kind(p) == .colon { p += 1; parseSwiftType(end: end) }
        if word(p) == .in {
            p += 1
            let saved = noTrailingClosure
            noTrailingClosure = true
            parseExpression(end: end)
            if word(p) == .where { p += 1; parseExpression(end: end) }
            noTrailingClosure = saved
        }
        if kind(p) == .openBrace, p < end { parseBlock(end: end) }
        emit(.forStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseSwiftWhile(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        parseConditions(end: end, until: .openBrace)
        if kind(p) == .openBrace, p < end { parseBlock(end: end) }
        emit(.whileStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseRepeat(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        if kind(p) == .openBrace { parseBlock(end: end) }
        if word(p) == .while, p < end { p += 1; parseExpression(end: end) }
        emit(.whileStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    mutating func parseSwiftDo(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        if word(p) == .throws { p += 1; if kind(p) == .openParen, let q = partnerOf(p), q < end { p = q + 1 } }
        if kind(p) == .openBrace { parseBlock(end: end) }
        while word(p) == .catch, p < end {
            p += 1
            let saved = noTrailingClosure
            noTrailingClosure = true
            while p < end, kind(p) != .openBrace {
                let before = p
                parsePattern(end: end)
                if word(p) == .where { p += 1; parseExpression(end: end) }
                if kind(p) == .comma { p += 1 } else if p == before { break } else { break }
            }
            noTrailingClosure = saved
            if kind(p) == .openBrace { parseBlock(end: end) }
        }
        emit(.doStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }

    /// `return value`, `throw value`: a value follows unless the statement visibly ends.
    mutating func parseReturn(end: Int) {
        let mark = nodes.count
        let keyword = p
        p += 1
        let ends = p >= end || kind(p) == .closeBrace || kind(p) == .semicolon
            || (lineBreak(before: p) && (startsCaseClause(p) || (!isSwift && word(keyword) == .return)))
        if !ends { parseExpression(end: end) }
        emit(word(keyword) == .throw ? .throwStatement : .returnStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
    }
}
