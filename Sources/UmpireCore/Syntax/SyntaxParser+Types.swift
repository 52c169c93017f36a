// Written types, both languages: spanned as one `type` node naming its principal type (the
// element of an array, the wrapped value of an optional, a dictionary's value, a function's
// result). TypeScript object types list their members as `binding`s.

extension SyntaxParser {
    /// The index after the `>` that closes the `<` at `i`, when the tokens between can only be
    /// a generic clause; nil when `<` is a comparison.
    func angleEnd(_ i: Int, end: Int) -> Int? {
        guard i < end, kind(i) == .operator, firstByte(i) == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var q = i
        while q < end, q - i < 256 {
            switch kind(q) {
            case .operator:
                let t = tokens[Int(sig[q])]
                if t.length == 2, b[t.start.value] == b[t.start.value + 1], b[t.start.value] != UInt8(ascii: ">"),
                   b[t.start.value] != UInt8(ascii: "<") {
                    return nil // `&&`, `||`, `==`: an expression
                }
                var previous: UInt8 = 0
                for k in t.start.value..<t.end.value {
                    let c = b[k]
                    defer { previous = c }
                    switch c {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        if previous == UInt8(ascii: "-") || previous == UInt8(ascii: "=") { continue }
                        depth -= 1
                        if depth == 0 {
                            // What follows the `>` inside the token may only be `?`, `!`.
                            for r in (k + 1)..<t.end.value where b[r] != UInt8(ascii: "?") && b[r] != UInt8(ascii: "!") { return nil }
                            return q + 1
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "."),
                         UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: ","): continue
                    default: return nil
                    }
                }
            case .identifier, .keyword, .dot, .comma, .colon, .number, .attribute: break
            case .stringStart, .openParen, .openBracket, .openBrace:
                guard let close = partnerOf(q), close < end else { return nil }
                q = close
            default: return nil
            }
            q += 1
        }
        return nil
    }

    mutating func skipGenericParameters(end: Int) {
        if let after = angleEnd(p, end: end) { p = after }
    }

    // MARK: Swift

    mutating func parseSwiftType(end: Int) {
        let mark = nodes.count
        let start = p
        var principal = -1
        swiftTypeBody(end: end, principal: &principal)
        if p > start { emit(.type, mark: mark, first: start, last: p - 1, name: principal) }
    }

    mutating func swiftTypeBody(end: Int, principal: inout Int) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        while p < end {
            while p < end, kind(p) == .attribute || [.inout, .some, .any, .borrowing, .consuming, .each, .repeat].contains(word(p))
                    || isIdentifier(p, "sending") {
                p += 1
                if kind(p - 1) == .attribute, kind(p) == .openParen, !spaceBefore(p), let q = partnerOf(p), q < end { p = q + 1 }
            }
            guard p < end else { return }
            switch kind(p) {
            case .openParen:
                guard let q = partnerOf(p), q < end else { return }
                var inner = -1
                p += 1
                while p < q {
                    let before = p
                    // `(name: Type)` labels in a function type's parameters.
                    if kind(p) == .identifier, kind(p + 1) == .colon { p += 2 }
                    swiftTypeBody(end: q, principal: &inner)
                    if p == before { p += 1 } else if kind(p) == .comma { p += 1 }
                }
                principal = inner
                p = q + 1
            case .openBracket:
                guard let q = partnerOf(p), q < end else { return }
                var inner = -1
                p += 1
                while p < q {
                    let before = p
                    swiftTypeBody(end: q, principal: &inner)
                    if p == before || kind(p) == .colon { p += 1 }
                }
                principal = inner
                p = q + 1
            case .identifier, .keyword:
                guard word(p) != .where, word(p) != .throws, word(p) != .async else { return }
                principal = p
                p += 1
                if !spaceBefore(p), let after = angleEnd(p, end: end) { p = after }
                while kind(p) == .dot, kind(p + 1) == .identifier || kind(p + 1) == .keyword, p + 1 < end {
                    principal = p + 1
                    p += 2
                    if !spaceBefore(p), let after = angleEnd(p, end: end) { p = after }
                }
            default:
                return
            }
            while p < end, kind(p) == .operator, !spaceBefore(p), isOptionalMarks(p) { p += 1 }
            if word(p) == .ellipsis { p += 1 }
            if word(p) == .ampersand { p += 1; continue }
            var q = p
            while q < end, word(q) == .async || word(q) == .throws || word(q) == .rethrows {
                q += 1
                if kind(q) == .openParen, !spaceBefore(q), let close = partnerOf(q), close < end { q = close + 1 }
            }
            if word(q) == .arrow, q < end { p = q + 1; continue }
            return
        }
    }

    /// `?`, `!`, `?!`: an operator token of optional marks only.
    func isOptionalMarks(_ i: Int) -> Bool {
        guard i < sig.count else { return false }
        let t = tokens[Int(sig[i])]
        for k in t.start.value..<t.end.value where b[k] != UInt8(ascii: "?") && b[k] != UInt8(ascii: "!") { return false }
        return true
    }

    // MARK: TypeScript

    /// A type annotation or alias. `{` after a finished type ends it (a function's body).
    mutating func parseTypeScriptType(end: Int) {
        let mark = nodes.count
        let start = p
        var principal = -1
        typeScriptTypeBody(end: end, principal: &principal)
        if p > start { emit(.type, mark: mark, first: start, last: p - 1, name: principal) }
    }

    mutating func typeScriptTypeBody(end: Int, principal: inout Int) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        var guardSteps = 0
        while p < end, guardSteps < 10_000 {
            guardSteps += 1
            while p < end, word(p) == .bar || word(p) == .ampersand || [.keyof, .readonly, .unique, .infer, .asserts, .new].contains(word(p))
                    || (kind(p) == .operator && (firstByte(p) == UInt8(ascii: "-") || firstByte(p) == UInt8(ascii: "+")) && length(p) == 1) {
                p += 1
            }
            guard p < end else { return }
            switch kind(p) {
            case .openBrace:
                guard let q = partnerOf(p), q < end else { return }
                parseTypeMembers(close: q)
            case .openBracket:
                guard let q = partnerOf(p), q < end else { return }
                p = q + 1
            case .stringStart:
                // A literal type; a template literal type keeps its `${…}` segments.
                parseString(end: end)
            case .openParen:
                guard let q = partnerOf(p), q < end else { return }
                if word(q + 1) == .fatArrow {
                    p = q + 2
                    continue
                }
                var inner = -1
                p += 1
                typeScriptTypeBody(end: q, principal: &inner)
                principal = inner
                p = q + 1
            case .operator where firstByte(p) == UInt8(ascii: "<"):
                // `<T>(x: T) => U`
                guard let after = angleEnd(p, end: end) else { return }
                p = after
                continue
            case .number: p += 1
            case .identifier, .keyword:
                if word(p) == .typeof {
                    p += 1
                    while p < end, kind(p) == .identifier || kind(p) == .keyword || kind(p) == .dot { p += 1 }
                    break
                }
                principal = p
                p += 1
                while kind(p) == .dot, p + 1 < end, kind(p + 1) == .identifier || kind(p + 1) == .keyword {
                    principal = p + 1
                    p += 2
                }
                if let after = angleEnd(p, end: end) { p = after }
                if word(p) == .is, !lineBreak(before: p) { p += 1; continue } // `x is Foo`
            default:
                return
            }
            // `T[]`, `T[K]`
            while p < end, kind(p) == .openBracket, !lineBreak(before: p), let q = partnerOf(p), q < end { p = q + 1 }
            if p < end, word(p) == .bar || word(p) == .ampersand { p += 1; continue }
            if p < end, word(p) == .extends, !lineBreak(before: p) {
                // A conditional type: `T extends U ? X : Y`.
                p += 1
                continue
            }
            if p < end, word(p) == .question, principal >= 0 { p += 1; continue }
            if p < end, kind(p) == .colon, wasConditional(before: p) { p += 1; continue }
            return
        }
    }

    /// Whether a `:` continues a conditional type (`A extends B ? X : Y`).
    private func wasConditional(before i: Int) -> Bool {
        var q = i - 1
        var steps = 0
        while q > 0, steps < 64 {
            if word(q) == .question { return true }
            if kind(q) == .semicolon || kind(q) == .openBrace || kind(q) == .comma { return false }
            q -= 1
            steps += 1
        }
        return false
    }

    /// `{ name: Type; other?: Type, [key: string]: Type; method(): Type }`: a `block` of
    /// `binding`s (a method signature is a `function`).
    mutating func parseTypeMembers(close: Int) {
        guard enter(end: close + 1) else { return }
        defer { depth -= 1 }
        let mark = nodes.count
        let open = p
        p += 1
        while p < close {
            let memberMark = nodes.count
            let start = p
            while p < close, word(p) == .readonly || (kind(p) == .operator && length(p) == 1 && (firstByte(p) == UInt8(ascii: "-") || firstByte(p) == UInt8(ascii: "+"))) {
                p += 1
            }
            if kind(p) == .identifier || kind(p) == .keyword || kind(p) == .number || kind(p) == .stringStart {
                let name = p
                p = kind(p) == .stringStart ? (partnerOf(p).map { $0 + 1 } ?? p + 1) : p + 1
                if word(p) == .question || word(p) == .bang { p += 1 }
                if kind(p) == .openParen || (kind(p) == .operator && firstByte(p) == UInt8(ascii: "<")) {
                    if let after = angleEnd(p, end: close) { p = after }
                    if kind(p) == .openParen, let q = partnerOf(p), q < close { parseTypeScriptParameters(close: q) }
                    if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
                    emit(.function, mark: memberMark, first: start, last: max(start, p - 1), name: name)
                } else {
                    if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
                    emit(.binding, mark: memberMark, first: start, last: max(start, p - 1), name: name)
                }
            } else if kind(p) == .openBracket, let q = partnerOf(p), q < close {
                p = q + 1
                if word(p) == .question { p += 1 }
                if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
                emit(.binding, mark: memberMark, first: start, last: max(start, p - 1))
            } else if kind(p) == .openParen, let q = partnerOf(p), q < close {
                // A call signature.
                parseTypeScriptParameters(close: q)
                if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
                emit(.function, mark: memberMark, first: start, last: max(start, p - 1))
            }
            if kind(p) == .semicolon || kind(p) == .comma { p += 1 }
            if p == start { opaqueToken(end: close) }
        }
        p = close + 1
        emit(.block, mark: mark, first: open, last: close)
    }
}
