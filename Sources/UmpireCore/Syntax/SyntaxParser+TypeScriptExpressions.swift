// TypeScript's own expressions: arrow functions, function expressions, object literals, JSX.

extension SyntaxParser {
    /// Whether an arrow function starts at `i` (`x =>`, `(…) =>`, `(…): T =>`, `async …`); when
    /// it does, whether it is `async`.
    func typeScriptArrowAhead(_ i: Int, end: Int) -> Bool? {
        var q = i
        var isAsync = false
        if word(q) == .async, !lineBreak(before: q + 1),
           kind(q + 1) == .openParen || (kind(q + 1) == .identifier && word(q + 2) == .fatArrow) || word(q + 1) == .less {
            isAsync = true
            q += 1
        }
        if kind(q) == .identifier, word(q + 1) == .fatArrow, !lineBreak(before: q + 1) { return isAsync }
        // `async <T>(x: T) => …`
        if isAsync, word(q) == .less, let after = angleEnd(q, end: end) { q = after }
        guard kind(q) == .openParen, let close = partnerOf(q), close < end else { return nil }
        if word(close + 1) == .fatArrow, !lineBreak(before: close + 1) { return isAsync }
        guard kind(close + 1) == .colon else { return nil }
        return arrowAfterReturnType(from: close + 2, end: end) != nil ? isAsync : nil
    }

    /// The `=>` of an arrow function whose return type starts at `from` (`(x): Result => …`):
    /// the one before the body's `{`, else the first at the type's own level.
    func arrowAfterReturnType(from: Int, end: Int) -> Int? {
        var r = from
        var first: Int?
        while r < end, r - from < 160 {
            if word(r) == .fatArrow {
                if first == nil { first = r }
                if kind(r + 1) == .openBrace { return r }
                r += 1
                continue
            }
            switch kind(r) {
            case .semicolon, .comma, .closeParen, .closeBracket, .closeBrace: return first
            case .openParen, .openBracket, .openBrace, .stringStart:
                guard let s = partnerOf(r) else { return first }
                r = s + 1
            case .operator where firstByte(r) == UInt8(ascii: "<"):
                guard let after = angleEnd(r, end: end) else { return first }
                r = after
            default:
                if word(r) == .equals || (first != nil && lineBreak(before: r)) { return first }
                r += 1
            }
        }
        return first
    }

    /// An arrow function at `p`: its parameters, an optional return type, `=>`, then a block or
    /// an expression.
    mutating func parseArrow(end: Int, async: Bool, start: Int? = nil) {
        let mark = nodes.count
        let first = start ?? p
        if async { p += 1 }
        if word(p) == .less, let after = angleEnd(p, end: end) { p = after }
        if kind(p) == .identifier {
            let parameterMark = nodes.count
            emit(.parameter, mark: parameterMark, first: p, last: p, name: p)
            p += 1
        } else if kind(p) == .openParen, let close = partnerOf(p), close < end {
            parseTypeScriptParameters(close: close)
        }
        if kind(p) == .colon {
            p += 1
            // The return type ends at the arrow's own `=>` (`(): ((a: A) => B) => …`).
            let arrow = arrowAfterReturnType(from: p, end: end) ?? end
            parseTypeScriptType(end: arrow)
            if p < arrow { p = arrow }
        }
        if word(p) == .fatArrow { p += 1 }
        let saved = (noTrailingClosure, noIn)
        (noTrailingClosure, noIn) = (false, false)
        if kind(p) == .openBrace { parseBlock(end: end) } else { parseExpression(end: end) }
        (noTrailingClosure, noIn) = saved
        var flags: SyntaxFlags = .arrow
        if async { flags.insert(.async) }
        emit(.closure, mark: mark, first: first, last: max(first, p - 1), flags: flags)
    }

    /// `function name(…) { … }` as a value: a `closure` named by its name.
    mutating func parseFunctionExpression(end: Int, start: Int, async: Bool) {
        let mark = nodes.count
        p += 1
        if word(p) == .star { p += 1 }
        var name = -1
        if kind(p) == .identifier { name = p; p += 1 }
        skipGenericParameters(end: end)
        if kind(p) == .openParen, let close = partnerOf(p), close < end { parseTypeScriptParameters(close: close) }
        if kind(p) == .colon { p += 1; parseTypeScriptType(end: end) }
        if kind(p) == .openBrace { parseBlock(end: end) }
        emit(.closure, mark: mark, first: start, last: max(start, p - 1), name: name, flags: async ? .async : [])
    }

    /// `{ key: value, shorthand, ...spread, [computed]: value, method() { … } }`.
    mutating func parseObjectLiteral(close: Int) {
        let mark = nodes.count
        let open = p
        p += 1
        while p < close {
            let propertyMark = nodes.count
            let start = p
            if word(p) == .ellipsis {
                p += 1
                parseExpression(end: close)
                emit(.property, mark: propertyMark, first: start, last: max(start, p - 1))
            } else {
                while [.get, .set, .async, .star].contains(word(p)), kind(p + 1) == .identifier || kind(p + 1) == .keyword
                        || kind(p + 1) == .stringStart || kind(p + 1) == .openBracket || word(p + 1) == .star {
                    p += 1
                }
                let key = p
                if kind(p) == .openBracket || kind(p) == .stringStart, let q = partnerOf(p), q < close {
                    if kind(p) == .openBracket { parseArguments(close: q) } else { p = q + 1 }
                } else if p < close {
                    p += 1
                }
                if kind(p) == .openParen || (kind(p) == .operator && firstByte(p) == UInt8(ascii: "<")) {
                    skipGenericParameters(end: close)
                    if kind(p) == .openParen, let q = partnerOf(p), q < close { parseTypeScriptParameters(close: q) }
                    if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
                    if kind(p) == .openBrace { parseBlock(end: close) }
                    emit(.function, mark: propertyMark, first: start, last: max(start, p - 1), name: key)
                } else if kind(p) == .colon {
                    p += 1
                    parseExpression(end: close)
                    emit(.property, mark: propertyMark, first: start, last: max(start, p - 1), name: key)
                } else {
                    // Shorthand: the value is the name itself.
                    if kind(key) == .identifier || kind(key) == .keyword {
                        emit(.name, mark: nodes.count, first: key, last: key, name: key)
                    }
                    if word(p) == .equals { p += 1; parseExpression(end: close) }
                    emit(.property, mark: propertyMark, first: start, last: max(start, p - 1), name: key)
                }
            }
            while p < close, kind(p) != .comma { opaqueToken(end: close) }
            if kind(p) == .comma { p += 1 }
        }
        p = close + 1
        emit(.object, mark: mark, first: open, last: close)
    }

    /// A JSX element or fragment at `p` (`.tsx`): its tags spanned, the expressions inside its
    /// braces parsed.
    mutating func parseJSX(end: Int) {
        let mark = nodes.count
        let start = p
        var level = 0
        while p < end {
            let k = kind(p)
            if k == .operator, firstByte(p) == UInt8(ascii: "<"), length(p) == 2, isClosingTag(p) {
                p += 1
                while p < end, !(kind(p) == .operator && firstByte(p) == UInt8(ascii: ">")) { p += 1 }
                if p < end { p += 1 }
                level -= 1
                if level <= 0 { break }
                continue
            }
            if k == .operator, firstByte(p) == UInt8(ascii: "<"), length(p) == 1 {
                p += 1
                level += 1
                var selfClosing = false
                while p < end {
                    if kind(p) == .openBrace { parseJSXBraces(end: end); continue }
                    if kind(p) == .operator, length(p) == 2, isSelfClosingEnd(p) { p += 1; selfClosing = true; break }
                    if kind(p) == .operator, firstByte(p) == UInt8(ascii: ">") { p += 1; break }
                    if kind(p) == .stringStart, let q = partnerOf(p), q < end { p = q + 1; continue }
                    p += 1
                }
                if selfClosing { level -= 1 }
                if level <= 0 { break }
                continue
            }
            if level <= 0 { break }
            if k == .openBrace { parseJSXBraces(end: end); continue }
            p += 1
        }
        emit(.macro, mark: mark, first: start, last: max(start, p - 1), name: start)
    }

    private func isClosingTag(_ i: Int) -> Bool {
        b[tokens[Int(sig[i])].start.value + 1] == UInt8(ascii: "/")
    }

    private func isSelfClosingEnd(_ i: Int) -> Bool {
        let s = tokens[Int(sig[i])].start.value
        return b[s] == UInt8(ascii: "/") && b[s + 1] == UInt8(ascii: ">")
    }

    private mutating func parseJSXBraces(end: Int) {
        guard let close = partnerOf(p), close < end else { p += 1; return }
        p += 1
        nested(end: close) { parser in
            if parser.word(parser.p) == .ellipsis { parser.p += 1 }
            if parser.p < close { parser.parseExpression(end: close) }
        }
        while p < close { opaqueToken(end: close) }
        p = close + 1
    }
}
