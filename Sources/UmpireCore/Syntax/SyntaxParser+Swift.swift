// Swift statements and declarations.

extension SyntaxParser {
    mutating func parseSwiftStatement(end: Int, inTypeBody: Bool) {
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        let start = p
        let mark = nodes.count
        if kind(p) == .directive, isLineDirective(p) { opaqueLine(end: end); return }
        if declarationAhead(p, end: end) {
            parseAttributesAndModifiers(end: end)
            parseSwiftDeclaration(start: start, mark: mark, end: end, inTypeBody: inTypeBody)
            return
        }
        // A statement label: `outer: for …`.
        if kind(p) == .identifier, kind(p + 1) == .colon, [.for, .while, .repeat, .do, .switch, .if].contains(word(p + 2)) { p += 2 }
        switch word(p) {
        case .if: parseIf(end: end)
        case .guard: parseGuard(end: end)
        case .switch: parseSwitch(end: end)
        case .for: parseSwiftFor(end: end)
        case .while: parseSwiftWhile(end: end)
        case .repeat: parseRepeat(end: end)
        case .do: parseSwiftDo(end: end)
        case .return, .throw: parseReturn(end: end)
        case .defer:
            let kw = p
            p += 1
            if kind(p) == .openBrace { parseBlock(end: end) }
            emit(.jumpStatement, mark: mark, first: kw, last: p - 1, name: kw)
        case .break, .continue, .fallthrough:
            let kw = p
            p += 1
            if p < end, kind(p) == .identifier, !lineBreak(before: p) { p += 1 }
            emit(.jumpStatement, mark: mark, first: kw, last: p - 1, name: kw)
        default:
            parseExpression(end: end)
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`, `#warning(…)`, `#error`, `#sourceLocation`: lines
    /// the parser steps over (both branches of an `#if` are parsed).
    func isLineDirective(_ i: Int) -> Bool {
        let t = tokens[Int(sig[i])]
        let s = t.start.value
        switch Int(t.length) {
        case 3: return spells(b, s, "#if")
        case 5: return spells(b, s, "#else")
        case 6: return spells(b, s, "#endif")
        case 7: return spells(b, s, "#elseif")
        default: return false
        }
    }

    /// Whether attributes and modifiers at `i` lead to a declaration keyword (`open` and
    /// `final` are also ordinary names: `open(url)`).
    func declarationAhead(_ i: Int, end: Int) -> Bool {
        var q = i
        while q < end {
            let w = word(q)
            if kind(q) == .attribute {
                q += 1
                if kind(q) == .openParen, !spaceBefore(q), let close = partnerOf(q) { q = close + 1 }
                continue
            }
            if w == .class, word(q + 1) != .none || kind(q + 1) == .attribute { q += 1; continue }
            if w.isSwiftDeclaration { return true }
            guard w.isSwiftModifier, kind(q) == .identifier || kind(q) == .keyword else { return false }
            q += 1
            if kind(q) == .openParen, let close = partnerOf(q), close <= q + 3 { q = close + 1 }
        }
        return false
    }

    /// Attributes become nodes; modifiers are stepped over (a rule reads them from tokens).
    mutating func parseAttributesAndModifiers(end: Int) {
        while p < end {
            if kind(p) == .attribute {
                let mark = nodes.count
                let at = p
                p += 1
                if kind(p) == .openParen, !spaceBefore(p), let close = partnerOf(p), close < end { parseArguments(close: close) }
                emit(.attribute, mark: mark, first: at, last: p - 1, name: at)
                continue
            }
            let w = word(p)
            if w == .class, word(p + 1).isSwiftDeclaration || word(p + 1).isSwiftModifier || kind(p + 1) == .attribute { p += 1; continue }
            guard w.isSwiftModifier, w != .class else { return }
            p += 1
            if kind(p) == .openParen, let close = partnerOf(p), close <= p + 3 { p = close + 1 }
        }
    }

    mutating func parseSwiftDeclaration(start: Int, mark: Int, end: Int, inTypeBody: Bool) {
        let isStatic = (start..<p).contains { word($0) == .static || (word($0) == .class && kind($0) == .keyword) }
        switch word(p) {
        case .let, .var: parseSwiftVariable(start: start, mark: mark, end: end, isStatic: isStatic)
        case .func, .initializer, .deinit, .subscript: parseSwiftFunction(start: start, mark: mark, end: end, isStatic: isStatic)
        case .struct: parseSwiftType(.struct, start: start, mark: mark, end: end)
        case .class: parseSwiftType(.class, start: start, mark: mark, end: end)
        case .enum: parseSwiftType(.enum, start: start, mark: mark, end: end)
        case .protocol: parseSwiftType(.protocol, start: start, mark: mark, end: end)
        case .actor: parseSwiftType(.actor, start: start, mark: mark, end: end)
        case .extension: parseSwiftType(.extension, start: start, mark: mark, end: end)
        case .typealias, .associatedtype:
            let kw = p
            p += 1
            let name = p
            if p < end, kind(p) == .identifier { p += 1 }
            skipGenericParameters(end: end)
            if kind(p) == .colon { p += 1; parseSwiftType(end: end) }
            if word(p) == .equals { p += 1; parseSwiftType(end: end) }
            emit(.typeAlias, mark: mark, first: start, last: max(kw, p - 1), name: name)
        case .case:
            if inTypeBody { parseEnumCases(start: start, mark: mark, end: end) } else { opaqueLine(end: end) }
        case .import: opaqueLine(end: end, kind: .import)
        default:
            // `operator`, `precedencegroup`, `macro`: spanned, with a body if one follows.
            let kw = p
            p += 1
            while p < end, !lineBreak(before: p), kind(p) != .openBrace { p += 1 }
            if kind(p) == .openBrace, let close = partnerOf(p), close < end { p = close + 1 }
            emit(.opaque, mark: mark, first: start, last: max(kw, p - 1), name: kw)
        }
    }

    // MARK: Declarations

    mutating func parseSwiftVariable(start: Int, mark: Int, end: Int, isStatic: Bool) {
        let keyword = p
        p += 1
        repeat {
            if kind(p) == .comma { p += 1 }
            parseSwiftBinding(end: end)
        } while p < end && kind(p) == .comma
        var flags: SyntaxFlags = word(keyword) == .let ? [.constant] : []
        if isStatic { flags.insert(.isStatic) }
        emit(.variable, mark: mark, first: start, last: max(keyword, p - 1), name: keyword, flags: flags)
    }

    /// `name: Type = value { accessors }`, or a tuple pattern.
    mutating func parseSwiftBinding(end: Int, element: Bool = false) {
        let mark = nodes.count
        let start = p
        var name = -1
        if kind(p) == .identifier || word(p) == .underscore || word(p) == .selfValue {
            name = p
            p += 1
        } else if kind(p) == .openParen, let close = partnerOf(p), close < end {
            parsePatternNames(close: close)
            // A loop's `(index, item)`: the names are the loop's bindings themselves.
            if element { return }
        } else {
            return
        }
        var flags: SyntaxFlags = element ? [.element] : []
        if kind(p) == .colon, p < end { p += 1; parseSwiftType(end: end) }
        if word(p) == .equals, p < end { p += 1; parseExpression(end: end) }
        if p < end, kind(p) == .openBrace, !element, !noTrailingClosure {
            if !startsAccessorBlock(p) { flags.insert(.computed) }
            parseAccessorsOrGetter(end: end)
        }
        emit(.binding, mark: mark, first: start, last: max(start, p - 1), name: name, flags: flags)
    }

    /// `(a, b)` in `let (a, b) = …` or `for (index, item) in …`: a binding per name.
    mutating func parsePatternNames(close: Int) {
        guard enter(end: close + 1) else { return }
        defer { depth -= 1 }
        p += 1
        while p < close {
            if kind(p) == .identifier {
                let mark = nodes.count
                emit(.binding, mark: mark, first: p, last: p, name: p, flags: .element)
            } else if kind(p) == .openParen, let inner = partnerOf(p), inner < close {
                parsePatternNames(close: inner)
                continue
            }
            p += 1
        }
        p = close + 1
    }

    func startsAccessorBlock(_ open: Int) -> Bool {
        var q = open + 1
        while kind(q) == .attribute || word(q).isSwiftModifier { q += 1 }
        switch word(q) {
        case .get, .set, .willSet, .didSet: return kind(q + 1) == .openBrace || kind(q + 1) == .openParen
            || kind(q + 1) == .closeBrace || word(q + 1) == .async || word(q + 1) == .throws || lineBreak(before: q + 1)
        default:
            return isIdentifier(q, "_read") || isIdentifier(q, "_modify") || isIdentifier(q, "unsafeAddress")
                || isIdentifier(q, "unsafeMutableAddress")
        }
    }

    /// A computed property's getter body, or its `get`/`set`/`willSet`/`didSet` accessors (each
    /// a `function` named by its keyword).
    mutating func parseAccessorsOrGetter(end: Int) {
        guard startsAccessorBlock(p), let close = partnerOf(p), close < end else { parseBlock(end: end); return }
        let mark = nodes.count
        let open = p
        p += 1
        while p < close {
            let accessorMark = nodes.count
            let start = p
            while p < close, kind(p) == .attribute || word(p).isSwiftModifier { p += 1 }
            let name = p
            p += 1
            if kind(p) == .openParen, let paren = partnerOf(p), paren < close { parseSwiftParameters(close: paren) }
            while p < close, word(p) == .async || word(p) == .throws { p += 1 }
            if kind(p) == .openBrace { parseBlock(end: close) }
            emit(.function, mark: accessorMark, first: start, last: max(start, p - 1), name: name)
        }
        p = close + 1
        emit(.block, mark: mark, first: open, last: close)
    }

    mutating func parseSwiftFunction(start: Int, mark: Int, end: Int, isStatic: Bool) {
        let keyword = p
        var name = p
        p += 1
        if word(keyword) == .func, p < end { name = p; p += 1 }
        if word(keyword) == .initializer, kind(p) == .operator, word(p) == .question || word(p) == .bang { p += 1 }
        skipGenericParameters(end: end)
        if kind(p) == .openParen, let close = partnerOf(p), close < end { parseSwiftParameters(close: close) }
        var flags: SyntaxFlags = isStatic ? [.isStatic] : []
        while p < end {
            let w = word(p)
            if w == .async {
                flags.insert(.async)
                p += 1
            } else if w == .throws || w == .rethrows {
                p += 1
                if kind(p) == .openParen, !spaceBefore(p), let close = partnerOf(p), close < end { p = close + 1 }
            } else if isIdentifier(p, "reasync") {
                p += 1
            } else {
                break
            }
        }
        if word(p) == .arrow { p += 1; parseSwiftType(end: end) }
        if word(p) == .where { skipWhereClause(end: end) }
        if kind(p) == .openBrace, p < end {
            if word(keyword) == .subscript { parseAccessorsOrGetter(end: end) } else { parseBlock(end: end) }
        }
        emit(.function, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: flags)
    }

    func isIdentifier(_ i: Int, _ word: StaticString) -> Bool {
        i < count && length(i) == word.utf8CodeUnitCount && spells(b, tokens[Int(sig[i])].start.value, word)
    }

    /// `(label name: Type = default, …)`: one `parameter` each.
    mutating func parseSwiftParameters(close: Int) {
        p += 1
        while p < close {
            let mark = nodes.count
            let start = p
            while kind(p) == .attribute { p += 1 }
            var names: [Int] = []
            while p < close, kind(p) == .identifier || kind(p) == .keyword, kind(p) != .colon, names.count < 2,
                  word(p) != .inout {
                names.append(p)
                p += 1
            }
            if kind(p) == .colon { p += 1; parseSwiftType(end: close) }
            if word(p) == .ellipsis { p += 1 }
            if word(p) == .equals { p += 1; parseExpression(end: close) }
            while p < close, kind(p) != .comma {
                if let q = partnerOf(p), q < close { p = q + 1 } else { p += 1 }
            }
            let name = names.last ?? -1
            let label = names.count == 2 ? names[0] : -1
            if p > start { emit(.parameter, mark: mark, first: start, last: p - 1, name: name, aux: label) }
            if kind(p) == .comma { p += 1 }
        }
        p = close + 1
    }

    mutating func parseSwiftType(_ kind: TypeDeclarationKind, start: Int, mark: Int, end: Int) {
        let keyword = p
        p += 1
        var name = p
        // `extension [Score]`, `extension Array<Score>`: the written type's principal name.
        if self.kind(p) == .openBracket || self.kind(p) == .openParen {
            var principal = -1
            swiftTypeBody(end: end, principal: &principal)
            name = principal
        }
        // `extension A.B`: the last component names the type.
        while p < end, self.kind(p) == .identifier || self.kind(p) == .keyword {
            name = p
            p += 1
            if self.kind(p) == .dot, p + 1 < end { p += 1 } else { break }
        }
        skipGenericParameters(end: end)
        if self.kind(p) == .colon {
            p += 1
            while p < end {
                parseSwiftType(end: end)
                guard self.kind(p) == .comma else { break }
                p += 1
            }
        }
        if word(p) == .where { skipWhereClause(end: end) }
        if self.kind(p) == .openBrace, p < end { parseBlock(end: end, inTypeBody: true) }
        emit(.typeDeclaration, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: Self.flags(kind))
    }

    /// `case a, b(Int), c = "x"`: one `enumCase` per element.
    mutating func parseEnumCases(start: Int, mark: Int, end: Int) {
        p += 1
        repeat {
            if kind(p) == .comma { p += 1 }
            let caseMark = nodes.count
            let first = p
            guard p < end, kind(p) == .identifier || kind(p) == .keyword else { break }
            p += 1
            if kind(p) == .openParen, let close = partnerOf(p), close < end { parseSwiftParameters(close: close) }
            if word(p) == .equals { p += 1; parseExpression(end: end) }
            emit(.enumCase, mark: caseMark, first: first, last: p - 1, name: first)
        } while p < end && kind(p) == .comma
        _ = (start, mark)
    }

    mutating func skipWhereClause(end: Int) {
        p += 1
        while p < end, kind(p) != .openBrace, !(lineBreak(before: p) && word(p) != .none && kind(p) != .identifier) {
            if let q = partnerOf(p), q < end { p = q + 1 } else { p += 1 }
        }
    }
}
