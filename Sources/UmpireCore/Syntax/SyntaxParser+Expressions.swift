// Expressions, both languages: binary operators by precedence, ternaries and casts, prefix
// operators, then a primary with its postfix chain (members, calls, subscripts, trailing
// closures, optional chaining).

extension SyntaxParser {
    /// One expression, assignments included. `pattern` reads `let`/`var` inside it as part of
    /// a `case` pattern.
    mutating func parseExpression(end: Int, pattern: Bool = false) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        parseBinary(end: end, minimum: 1, pattern: pattern)
    }

    private mutating func parseBinary(end: Int, minimum: Int, pattern: Bool) {
        let mark = nodes.count
        let first = p
        // Right operands recurse here (`a ?? b ?? c`, `a = b = c`, nested ternaries).
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        guard parseUnary(end: end, pattern: pattern) else { return }
        while p < end {
            let op = p
            if word(op) == .question, isSwift ? (spaceBefore(op) && spaceAfter(op)) : true, minimum <= 2 {
                // `condition ? a : b`
                p += 1
                parseExpression(end: end, pattern: pattern)
                if kind(p) == .colon, p < end {
                    p += 1
                    parseBinary(end: end, minimum: 2, pattern: pattern)
                }
                emit(.ternary, mark: mark, first: first, last: p - 1, name: op)
                continue
            }
            if word(op) == .is || word(op) == .as || word(op) == .satisfies {
                guard minimum <= (isSwift ? 7 : 9), isSwift || !lineBreak(before: op) else { return }
                p += 1
                if isSwift, kind(p) == .operator, !spaceBefore(p), isOptionalMarks(p) { p += 1 }
                if isSwift { parseSwiftType(end: end) } else { parseTypeScriptType(end: end) }
                emit(.cast, mark: mark, first: first, last: p - 1, name: op)
                continue
            }
            guard let (precedence, right) = binaryPrecedence(op), precedence >= minimum else { return }
            p += 1
            parseBinary(end: end, minimum: right ? precedence : precedence + 1, pattern: pattern)
            if p == op + 1 { return }
            emit(.binary, mark: mark, first: first, last: p - 1, name: op)
        }
    }

    /// The precedence of the operator at `i` when it is written as an infix operator (Swift
    /// tells infix from prefix and postfix by the spaces around it), and whether it groups to
    /// the right.
    func binaryPrecedence(_ i: Int) -> (Int, Bool)? {
        let k = kind(i)
        if k == .keyword || k == .identifier {
            guard !isSwift else { return nil }
            switch word(i) {
            case .instanceof: return (9, false)
            case .in: return noIn ? nil : (9, false)
            default: return nil
            }
        }
        guard k == .operator else { return nil }
        if isSwift {
            guard spaceBefore(i) == spaceAfter(i) else { return nil }
        } else if lineBreak(before: i) && (isIncrement(i)) {
            return nil
        }
        let t = tokens[Int(sig[i])]
        let s = t.start.value
        let n = Int(t.length)
        let c0 = b[s]
        let last = b[t.end.value - 1]
        if n == 2, c0 == UInt8(ascii: "="), last == UInt8(ascii: ">") { return nil } // `=>`
        if n == 2, c0 == UInt8(ascii: "-"), last == UInt8(ascii: ">") { return nil } // `->`
        if isIncrement(i) || (n == 1 && (c0 == UInt8(ascii: "!") || c0 == UInt8(ascii: "~") || c0 == UInt8(ascii: "?"))) { return nil }
        // Assignments: `=`, `+=`, `??=`, `>>>=`, but not `==`, `<=`, `>=`, `!=`.
        if last == UInt8(ascii: "="), n == 1 || !(n == 2 && (c0 == UInt8(ascii: "=") || c0 == UInt8(ascii: "<") || c0 == UInt8(ascii: ">") || c0 == UInt8(ascii: "!")))
            && !(n == 3 && (spells(b, s, "===") || spells(b, s, "!=="))) {
            return (1, true)
        }
        if n == 2, spells(b, s, "??") { return isSwift ? (6, true) : (3, false) }
        if n == 2, spells(b, s, "||") { return (3, false) }
        if n == 2, spells(b, s, "&&") { return (4, false) }
        if spells(b, s, "==") && (n == 2 || n == 3) || spells(b, s, "!=") && (n == 2 || n == 3) || (n == 2 && spells(b, s, "~=")) {
            return isSwift ? (5, false) : (8, false)
        }
        if n <= 2, c0 == UInt8(ascii: "<") || c0 == UInt8(ascii: ">"), n == 1 || last == UInt8(ascii: "=") {
            return isSwift ? (5, false) : (9, false)
        }
        if n >= 2, (c0 == UInt8(ascii: "<") && b[s + 1] == UInt8(ascii: "<")) || (c0 == UInt8(ascii: ">") && b[s + 1] == UInt8(ascii: ">")) {
            return isSwift ? (11, false) : (10, false)
        }
        if isSwift, n == 3, spells(b, s, "...") || spells(b, s, "..<") { return (8, false) }
        switch c0 {
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return isSwift ? (9, false) : (11, false)
        case UInt8(ascii: "*"): return n == 2 && !isSwift ? (13, true) : (isSwift ? (10, false) : (12, false))
        case UInt8(ascii: "/"), UInt8(ascii: "%"): return isSwift ? (10, false) : (12, false)
        case UInt8(ascii: "&"): return isSwift ? (n == 1 ? (10, false) : (9, false)) : (7, false)
        case UInt8(ascii: "|"): return isSwift ? (9, false) : (5, false)
        case UInt8(ascii: "^"): return isSwift ? (9, false) : (6, false)
        default: return isSwift ? (9, false) : nil
        }
    }

    func isIncrement(_ i: Int) -> Bool {
        guard kind(i) == .operator, length(i) == 2 else { return false }
        let s = tokens[Int(sig[i])].start.value
        return spells(b, s, "++") || spells(b, s, "--")
    }

    /// Prefix operators and keywords (`!x`, `-x`, `await x`, `try x`, `typeof x`, `new X()`),
    /// then a primary with its postfix chain.
    private mutating func parseUnary(end: Int, pattern: Bool) -> Bool {
        guard p < end else { return false }
        let mark = nodes.count
        let start = p
        guard enter(end: end) else { return p > start }
        defer { depth -= 1 }
        if pattern, word(p) == .let || word(p) == .var { p += 1; return parseUnary(end: end, pattern: pattern) }
        switch word(p) {
        case .try where isSwift:
            p += 1
            if kind(p) == .operator, !spaceBefore(p), isOptionalMarks(p) { p += 1 }
            parseExpression(end: end)
            emit(.prefix, mark: mark, first: start, last: max(start, p - 1), name: start)
            return true
        case .await where isSwift:
            p += 1
            parseExpression(end: end)
            emit(.prefix, mark: mark, first: start, last: max(start, p - 1), name: start)
            return true
        case .await, .typeof, .void, .delete, .yield:
            guard !isSwift else { break }
            p += 1
            if word(start) == .yield, word(p) == .star { p += 1 }
            if p < end, !(word(start) == .yield && (lineBreak(before: p) || kind(p) == .closeParen || kind(p) == .semicolon)) {
                _ = parseUnary(end: end, pattern: pattern)
            }
            emit(.prefix, mark: mark, first: start, last: max(start, p - 1), name: start)
            return true
        case .new where !isSwift:
            parseNew(end: end)
            parsePostfix(end: end, mark: mark, first: start)
            return true
        default: break
        }
        if kind(p) == .operator, isPrefixOperator(p) {
            p += 1
            if !parseUnary(end: end, pattern: pattern) { p = start; return false }
            emit(.prefix, mark: mark, first: start, last: p - 1, name: start)
            return true
        }
        guard parsePrimary(end: end, pattern: pattern) else { return false }
        parsePostfix(end: end, mark: mark, first: start)
        return true
    }

    func isPrefixOperator(_ i: Int) -> Bool {
        if isSwift { return !spaceAfter(i) && (spaceBefore(i) || !isOperand(before: i)) && word(i) != .question }
        if jsx, firstByte(i) == UInt8(ascii: "<") { return false }
        switch firstByte(i) {
        case UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "~"): return true
        case UInt8(ascii: "."): return word(i) == .ellipsis
        default: return false
        }
    }

    /// Whether the token before `i` ends an operand (so an operator touching it is postfix).
    func isOperand(before i: Int) -> Bool {
        guard i > 0 else { return false }
        switch kind(i - 1) {
        case .identifier, .number, .closeParen, .closeBracket, .closeBrace, .stringEnd: return true
        case .keyword: return [.selfValue, .selfType, .true, .false, .nil, .super].contains(word(i - 1))
        default: return false
        }
    }

    /// `new X.Y<T>(args)`: a `call` flagged as constructing (TypeScript).
    private mutating func parseNew(end: Int) {
        let mark = nodes.count
        let start = p
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        p += 1
        let calleeMark = nodes.count
        let calleeStart = p
        if word(p) == .new { parseNew(end: end) } else if !parsePrimary(end: end, pattern: false) {
            emit(.prefix, mark: mark, first: start, last: start, name: start)
            return
        }
        var name = nodes.last.map { Int($0.name) } ?? -1
        while kind(p) == .dot, p + 1 < end, kind(p + 1) == .identifier || kind(p + 1) == .keyword {
            p += 1
            emit(.member, mark: calleeMark, first: calleeStart, last: p, name: p)
            name = Int(sig[p])
            p += 1
        }
        if let after = angleEnd(p, end: end) { p = after }
        if kind(p) == .openParen, let close = partnerOf(p), close < end { parseArguments(close: close) }
        let nameIndex = name >= 0 ? sigIndex(ofToken: name) : -1
        emit(.call, mark: mark, first: start, last: p - 1, name: nameIndex, flags: .construct)
    }

    /// The significant index of token `t` (a token the parser has just passed).
    func sigIndex(ofToken t: Int) -> Int {
        var lo = 0, hi = sig.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if Int(sig[mid]) == t { return mid }
            if Int(sig[mid]) < t { lo = mid + 1 } else { hi = mid - 1 }
        }
        return -1
    }

    /// Members, calls, subscripts, trailing closures and postfix operators after an operand
    /// that starts at `first` and whose nodes begin at `mark`.
    mutating func parsePostfix(end: Int, mark: Int, first: Int) {
        while p < end {
            let k = kind(p)
            if isSwift, k == .directive, parseConditionalModifiers(end: end) { continue }
            var optional = false
            var q = p
            // `a?.b` (both languages), `a?.(x)` and `a?.[i]` (TypeScript).
            if word(q) == .question, !spaceBefore(q), kind(q + 1) == .dot {
                optional = true
                q += 1
            }
            if kind(q) == .dot, q + 1 < end {
                if kind(q + 1) == .identifier || kind(q + 1) == .keyword || kind(q + 1) == .number {
                    p = q + 2
                    emit(.member, mark: mark, first: first, last: q + 1, name: q + 1, flags: optional ? .optionalChain : [])
                    continue
                }
                if !isSwift, optional, kind(q + 1) == .openParen || kind(q + 1) == .openBracket {
                    p = q + 1
                    continue
                }
                return
            }
            switch k {
            case .openParen where isSwift ? !lineBreak(before: p) : true:
                guard let close = partnerOf(p), close < end else { return }
                // `self.visitImpl(_:)`, `Foo.init(for:at:)`: a function named by its labels, not called.
                if isSwift, namesArgumentLabels(from: p, to: close) {
                    p = close + 1
                    continue
                }
                let name = calleeName(mark: mark)
                parseArguments(close: close)
                if isSwift { parseTrailingClosures(end: end) }
                emit(.call, mark: mark, first: first, last: p - 1, name: name)
            case .openBracket where !lineBreak(before: p):
                guard let close = partnerOf(p), close < end else { return }
                parseArguments(close: close)
                emit(.subscript, mark: mark, first: first, last: p - 1)
            case .openBrace where isSwift && !noTrailingClosure && !lineBreak(before: p) && !startsAccessorBlock(p):
                let name = calleeName(mark: mark)
                parseTrailingClosures(end: end)
                emit(.call, mark: mark, first: first, last: p - 1, name: name)
            case .stringStart where !isSwift && !lineBreak(before: p) && firstByte(p) == UInt8(ascii: "`"):
                // A tagged template.
                let name = calleeName(mark: mark)
                _ = parsePrimary(end: end, pattern: false)
                emit(.call, mark: mark, first: first, last: p - 1, name: name, flags: .taggedTemplate)
            case .operator:
                if let after = angleEnd(p, end: end), isSwift ? !spaceBefore(p) : (kind(after) == .openParen || kind(after) == .stringStart) {
                    p = after
                    continue
                }
                guard isPostfixOperator(p) else { return }
                let op = p
                p += 1
                emit(.postfix, mark: mark, first: first, last: op, name: op)
            default:
                return
            }
        }
    }

    func isPostfixOperator(_ i: Int) -> Bool {
        if isSwift {
            guard !spaceBefore(i), isOperand(before: i) else { return false }
            if spaceAfter(i) || i + 1 >= count || [.closeParen, .closeBracket, .closeBrace, .dot, .comma, .colon, .operator].contains(kind(i + 1)) {
                return true
            }
            // `a?[0]`, `f!()`: only the optional marks chain into a call or subscript.
            return (kind(i + 1) == .openParen || kind(i + 1) == .openBracket) && isOptionalMarks(i)
        }
        if word(i) == .bang { return !spaceBefore(i) && !lineBreak(before: i) }
        return isIncrement(i) && !lineBreak(before: i)
    }

    /// The name a call is known by: the callee's own naming token (`Text`, `formatted`).
    func calleeName(mark: Int) -> Int {
        guard let last = nodes.last, nodes.count > mark else { return -1 }
        guard last.kind == .name || last.kind == .member || last.kind == .call, last.name >= 0 else { return -1 }
        return sigIndex(ofToken: Int(last.name))
    }

    /// `{ … }` after a call, and labelled ones after it (`} label: { … }`).
    mutating func parseTrailingClosures(end: Int) {
        guard kind(p) == .openBrace, !lineBreak(before: p), !noTrailingClosure, !startsAccessorBlock(p), p < end else { return }
        parseSwiftClosure(end: end, trailing: true)
        while p + 2 < end, kind(p) == .identifier || kind(p) == .keyword, kind(p + 1) == .colon, kind(p + 2) == .openBrace, !lineBreak(before: p) {
            let mark = nodes.count
            let label = p
            p += 2
            parseSwiftClosure(end: end, trailing: true)
            emit(.argument, mark: mark, first: label, last: p - 1, name: label)
        }
    }

    /// `(a, label: b)` or `[i]` at `p`, to `close`: an `argument` each.
    /// `(_:)`, `(for:at:)`: only argument labels, each with its colon, make a compound name.
    func namesArgumentLabels(from open: Int, to close: Int) -> Bool {
        var q = open + 1
        guard q < close else { return false }
        while q < close {
            guard kind(q) == .identifier || kind(q) == .keyword, kind(q + 1) == .colon else { return false }
            q += 2
        }
        return q == close
    }

    mutating func parseArguments(close: Int) {
        let saved = (noTrailingClosure, noIn)
        (noTrailingClosure, noIn) = (false, false)
        defer { (noTrailingClosure, noIn) = saved }
        p += 1
        while p < close {
            let mark = nodes.count
            let start = p
            var label = -1
            if isSwift, kind(p) == .identifier || kind(p) == .keyword, kind(p + 1) == .colon, p + 1 < close {
                label = p
                p += 2
            }
            if p < close, kind(p) != .comma { parseExpression(end: close) }
            // What the expression did not take, up to the next argument.
            while p < close, kind(p) != .comma { opaqueToken(end: close) }
            if p > start { emit(.argument, mark: mark, first: start, last: p - 1, name: label) }
            if kind(p) == .comma { p += 1 }
        }
        p = close + 1
    }

    /// `#if os(iOS) .modifier() #else … #endif` inside a modifier chain: the branches' members
    /// are parsed (each from its `.`), and the chain goes on after `#endif` from its base.
    /// False, consuming nothing, when the `#if` at `p` does not continue a chain.
    mutating func parseConditionalModifiers(end: Int) -> Bool {
        guard isLineDirective(p), length(p) == 3 else { return false }
        var q = p + 1
        while q < end, !lineBreak(before: q) { q += 1 }
        guard q < end, kind(q) == .dot else { return false }
        // The matching `#endif`.
        var nesting = 0
        var endif = -1
        var r = p
        while r < end {
            if kind(r) == .directive, isLineDirective(r) {
                if length(r) == 3 { nesting += 1 } else if length(r) == 6 {
                    nesting -= 1
                    if nesting == 0 { endif = r; break }
                }
            }
            if let partner = partnerOf(r), partner < end { r = partner + 1 } else { r += 1 }
        }
        guard endif > p else { return false }
        while p < endif {
            if kind(p) == .directive, isLineDirective(p) {
                opaqueLine(end: endif)
                continue
            }
            let before = p
            parseExpression(end: endif)
            if p == before { opaqueToken(end: endif) }
        }
        opaqueLine(end: end)
        return true
    }
}
