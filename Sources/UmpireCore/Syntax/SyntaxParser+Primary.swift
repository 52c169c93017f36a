// The operands expressions are built from: names, literals, strings with their interpolations,
// tuples, arrays and dictionaries, closures and arrow functions, object literals, key paths,
// macros and JSX.

extension SyntaxParser {
    /// One operand at `p`; false (nothing consumed) when `p` cannot start one.
    mutating func parsePrimary(end: Int, pattern: Bool) -> Bool {
        guard p < end else { return false }
        let mark = nodes.count
        let start = p
        switch kind(p) {
        case .identifier:
            if !isSwift, let arrow = typeScriptArrowAhead(p, end: end) { parseArrow(end: end, async: arrow); return true }
            if !isSwift, word(p) == .async, word(p + 1) == .function, !lineBreak(before: p + 1) {
                p += 1
                parseFunctionExpression(end: end, start: start, async: true)
                return true
            }
            p += 1
            emit(.name, mark: mark, first: start, last: start, name: start)
        case .keyword:
            switch word(p) {
            case .selfValue, .selfType, .super, .this, .underscore:
                p += 1
                emit(.name, mark: mark, first: start, last: start, name: start)
            case .true, .false, .nil, .null:
                p += 1
                emit(.literal, mark: mark, first: start, last: start, name: start)
            case .if where isSwift: parseIf(end: end)
            case .switch where isSwift: parseSwitch(end: end)
            case .function: parseFunctionExpression(end: end, start: start, async: false)
            case .class where !isSwift: parseTypeScriptClass(start: start, mark: mark, end: end, flags: [])
            case .import where !isSwift && (kind(p + 1) == .openParen || kind(p + 1) == .dot):
                p += 1
                emit(.name, mark: mark, first: start, last: start, name: start)
            case .in, .is, .as, .where, .else, .case, .default, .catch, .return, .let, .var, .const, .for, .while:
                return false
            default:
                // `Any`, `some`, `repeat`, `each` and other words in expressions: names.
                guard word(p) != .try, word(p) != .await else { return false }
                p += 1
                emit(.name, mark: mark, first: start, last: start, name: start)
            }
        case .number, .regex:
            p += 1
            emit(.literal, mark: mark, first: start, last: start, name: start)
        case .stringStart:
            parseString(end: end)
        case .openParen:
            if !isSwift, let arrow = typeScriptArrowAhead(p, end: end) { parseArrow(end: end, async: arrow); return true }
            guard let close = partnerOf(p), close < end else { return false }
            nested(end: end) { parser in
                parser.parseArguments(close: close)
                parser.emit(.tuple, mark: mark, first: start, last: close)
            }
        case .openBracket:
            guard let close = partnerOf(p), close < end else { return false }
            nested(end: end) { parser in parser.parseArrayOrDictionary(close: close) }
        case .openBrace:
            if isSwift { parseSwiftClosure(end: end, trailing: false) } else {
                guard let close = partnerOf(p), close < end else { return false }
                nested(end: end) { parser in parser.parseObjectLiteral(close: close) }
            }
        case .dot where isSwift:
            // `.red`, `.init(…)`: an implicit member.
            guard kind(p + 1) == .identifier || kind(p + 1) == .keyword, p + 1 < end else { return false }
            p += 2
            emit(.member, mark: mark, first: start, last: start + 1, name: start + 1)
        case .directive:
            parseMacro(end: end)
        case .unknown where firstByte(p) == UInt8(ascii: "\\"):
            parseKeyPath(end: end)
        case .operator:
            // `<T extends Key>(tool: T) => …`: a generic arrow function, in `.tsx` too.
            if !isSwift, firstByte(p) == UInt8(ascii: "<"), let after = angleEnd(p, end: end), kind(after) == .openParen,
               typeScriptArrowAhead(after, end: end) != nil {
                p = after
                parseArrow(end: end, async: false, start: start)
                return true
            }
            if jsx, firstByte(p) == UInt8(ascii: "<") { parseJSX(end: end); return true }
            return false
        default:
            return false
        }
        return p > start
    }

    /// A string or template literal at `p`, with an `interpolation` per `\(…)` / `${…}`.
    mutating func parseString(end: Int) {
        let mark = nodes.count
        let open = p
        guard let close = partnerOf(p), close < end else {
            p += 1
            emit(.string, mark: mark, first: open, last: open)
            return
        }
        p += 1
        while p < close {
            guard kind(p) == .interpolationStart, let inner = partnerOf(p), inner < close else { p += 1; continue }
            let interpolationMark = nodes.count
            let first = p
            nested(end: close) { parser in
                parser.parseArguments(close: inner)
            }
            p = inner + 1
            emit(.interpolation, mark: interpolationMark, first: first, last: inner)
        }
        p = close + 1
        emit(.string, mark: mark, first: open, last: close)
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseArrayOrDictionary(close: Int) {
        let mark = nodes.count
        let open = p
        p += 1
        var isDictionary = isSwift && kind(p) == .colon
        while p < close {
            let elementMark = nodes.count
            let start = p
            if kind(p) == .colon { p += 1; continue }
            parseExpression(end: close)
            if isSwift, kind(p) == .colon, p < close {
                isDictionary = true
                p += 1
                parseExpression(end: close)
            }
            while p < close, kind(p) != .comma { opaqueToken(end: close) }
            if isDictionary, p > start { emit(.argument, mark: elementMark, first: start, last: p - 1) }
            if kind(p) == .comma { p += 1 }
        }
        p = close + 1
        emit(isDictionary ? .dictionary : .array, mark: mark, first: open, last: close)
    }

    /// `{ [capture] params in statements }`.
    mutating func parseSwiftClosure(end: Int, trailing: Bool) {
        let mark = nodes.count
        let open = p
        guard let close = partnerOf(p), close < end else { opaqueToken(end: end); return }
        guard depth < Self.maximumDepth else { p = close + 1; emit(.opaque, mark: mark, first: open, last: close); return }
        depth += 1
        defer { depth -= 1 }
        p += 1
        var flags: SyntaxFlags = trailing ? [.trailing] : []
        if let inAt = closureSignatureEnd(from: p, close: close) {
            while p < inAt {
                if kind(p) == .attribute {
                    p += 1
                    if kind(p) == .openParen, !spaceBefore(p), let q = partnerOf(p), q < inAt { p = q + 1 }
                } else if kind(p) == .openBracket, let q = partnerOf(p), q < inAt {
                    p = q + 1
                } else if kind(p) == .openParen, let q = partnerOf(p), q < inAt {
                    parseSwiftParameters(close: q)
                } else if kind(p) == .identifier || word(p) == .underscore {
                    let paramMark = nodes.count
                    emit(.parameter, mark: paramMark, first: p, last: p, name: p)
                    p += 1
                } else if word(p) == .arrow {
                    p += 1
                    parseSwiftType(end: inAt)
                } else {
                    if word(p) == .async { flags.insert(.async) }
                    p += 1
                }
            }
            p = inAt + 1
        }
        let saved = (noTrailingClosure, noIn)
        (noTrailingClosure, noIn) = (false, false)
        parseStatements(end: close)
        (noTrailingClosure, noIn) = saved
        p = close + 1
        emit(.closure, mark: mark, first: open, last: close, flags: flags)
    }

    /// The `in` that ends a closure's signature, when the tokens from `from` can only be one.
    func closureSignatureEnd(from: Int, close: Int) -> Int? {
        var q = from
        while q < close, q - from < 160 {
            switch kind(q) {
            case .keyword:
                switch word(q) {
                case .in: return q
                case .async, .throws, .rethrows, .some, .any, .inout, .selfType, .underscore: q += 1
                default: return nil
                }
            case .identifier, .comma, .colon, .dot: q += 1
            case .attribute:
                q += 1
                if kind(q) == .openParen, let r = partnerOf(q), r < close { q = r + 1 }
            case .openParen, .openBracket:
                guard let r = partnerOf(q), r < close else { return nil }
                q = r + 1
            case .operator:
                guard word(q) == .arrow || isOptionalMarks(q) || firstByte(q) == UInt8(ascii: "<") || firstByte(q) == UInt8(ascii: ">")
                        || word(q) == .ampersand || word(q) == .ellipsis else { return nil }
                q += 1
            default: return nil
            }
        }
        return nil
    }

    /// `#Preview("…") { … }`, `#available(…)`, `#selector(…)`, `#file`.
    mutating func parseMacro(end: Int) {
        let mark = nodes.count
        let start = p
        p += 1
        if kind(p) == .openParen, !spaceBefore(p), let close = partnerOf(p), close < end { parseArguments(close: close) }
        if kind(p) == .openBrace, !lineBreak(before: p) { parseTrailingClosures(end: end) }
        emit(.macro, mark: mark, first: start, last: p - 1, name: start)
    }

    /// `\.name`, `\Type.name.other`, `\.[0]`.
    mutating func parseKeyPath(end: Int) {
        let mark = nodes.count
        let start = p
        p += 1
        if kind(p) == .identifier { p += 1 }
        while p < end {
            if kind(p) == .dot, kind(p + 1) == .identifier || kind(p + 1) == .keyword || kind(p + 1) == .number { p += 2; continue }
            if kind(p) == .openBracket, !spaceBefore(p), let q = partnerOf(p), q < end { p = q + 1; continue }
            if kind(p) == .operator, !spaceBefore(p), isOptionalMarks(p), kind(p + 1) == .dot { p += 1; continue }
            break
        }
        emit(.keyPath, mark: mark, first: start, last: max(start, p - 1))
    }
}
