// TypeScript statements and declarations.

extension SyntaxParser {
    mutating func parseTypeScriptStatement(end: Int, inClassBody: Bool) {
        if inClassBody { parseClassMember(end: end); return }
        guard enter(end: end) else { return }
        defer { depth -= 1 }
        let start = p
        let mark = nodes.count
        parseDecorators(end: end)
        var flags: SyntaxFlags = []
        while p < end {
            let w = word(p)
            if w == .export, kind(p + 1) != .dot { flags.insert(.exported); p += 1; continue }
            if w == .default, flags.contains(.exported) { p += 1; continue }
            if w == .declare || w == .abstract, kind(p + 1) == .keyword || kind(p + 1) == .identifier, !lineBreak(before: p + 1) { p += 1; continue }
            break
        }
        if flags.contains(.exported), kind(p) == .openBrace || word(p) == .star || word(p) == .type && kind(p + 1) == .openBrace {
            parseModuleClause(start: start, mark: mark, end: end)
            return
        }
        if flags.contains(.exported), word(p) == .equals { p += 1; parseExpression(end: end); return }
        let namespace = [.namespace, .module, .global].contains(word(p)) && kind(p + 1) != .dot && kind(p + 1) != .openParen
            && word(p + 1) != .equals && !lineBreak(before: p + 1)
        switch word(p) {
        case .const where word(p + 1) == .enum: p += 1; parseTypeScriptEnum(start: start, mark: mark, end: end)
        case .const, .var: parseTypeScriptVariable(start: start, mark: mark, end: end, flags: flags)
        case .let where kind(p + 1) == .identifier || kind(p + 1) == .openBrace || kind(p + 1) == .openBracket:
            parseTypeScriptVariable(start: start, mark: mark, end: end, flags: flags)
        case .function: parseTypeScriptFunction(start: start, mark: mark, end: end, flags: flags)
        case .async where word(p + 1) == .function && !lineBreak(before: p + 1):
            p += 1
            parseTypeScriptFunction(start: start, mark: mark, end: end, flags: flags.union(.async))
        case .class: parseTypeScriptClass(start: start, mark: mark, end: end, flags: flags)
        case .interface: parseInterface(start: start, mark: mark, end: end, flags: flags)
        case .type where kind(p + 1) == .identifier && !lineBreak(before: p + 1):
            let keyword = p
            p += 1
            let name = p
            p += 1
            skipGenericParameters(end: end)
            if word(p) == .equals { p += 1; parseTypeScriptType(end: end) }
            emit(.typeAlias, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: flags)
        case .enum: parseTypeScriptEnum(start: start, mark: mark, end: end)
        case .namespace where namespace, .module where namespace, .global where namespace:
            while p < end, kind(p) != .openBrace, !(kind(p) == .semicolon) { p += 1 }
            if kind(p) == .openBrace { parseBlock(end: end) }
            emit(.block, mark: mark, first: start, last: max(start, p - 1))
        case .import where kind(p + 1) != .openParen && kind(p + 1) != .dot:
            parseModuleClause(start: start, mark: mark, end: end)
        case .if: parseTypeScriptIf(end: end)
        case .for: parseTypeScriptFor(end: end)
        case .while:
            let keyword = p
            p += 1
            parseParenthesizedCondition(end: end)
            parseTypeScriptBody(end: end)
            emit(.whileStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
        case .do:
            let keyword = p
            p += 1
            parseTypeScriptBody(end: end)
            if word(p) == .while { p += 1; parseParenthesizedCondition(end: end) }
            emit(.whileStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
        case .switch:
            let keyword = p
            p += 1
            parseParenthesizedCondition(end: end)
            if kind(p) == .openBrace, let close = partnerOf(p), close < end {
                p += 1
                nested(end: close) { parser in parser.parseCaseClauses(close: close) }
                p = close + 1
            }
            emit(.switchStatement, mark: mark, first: keyword, last: max(keyword, p - 1), name: keyword)
        case .try: parseTypeScriptTry(end: end)
        case .return, .throw: parseReturn(end: end)
        case .break, .continue:
            let keyword = p
            p += 1
            if kind(p) == .identifier, !lineBreak(before: p), p < end { p += 1 }
            emit(.jumpStatement, mark: mark, first: keyword, last: keyword, name: keyword)
        default:
            if kind(p) == .openBrace { parseBlock(end: end); return }
            if kind(p) == .identifier, kind(p + 1) == .colon, p + 1 < end { p += 2; return } // a label
            parseExpression(end: end)
        }
    }

    mutating func parseDecorators(end: Int) {
        while p < end, kind(p) == .attribute {
            let mark = nodes.count
            let at = p
            p += 1
            while kind(p) == .dot, kind(p + 1) == .identifier { p += 2 }
            // `@Controller('/auth')`: a decorator with arguments is a call of its factory.
            if kind(p) == .openParen, let close = partnerOf(p), close < end {
                let callee = p - 1
                parseArguments(close: close)
                emit(.call, mark: mark, first: at, last: max(at, p - 1), name: callee)
            }
            emit(.attribute, mark: mark, first: at, last: p - 1, name: at)
        }
    }

    /// `import … from "x"`, `export { a } from "x"`, `export * from "x"`: one `import` node.
    mutating func parseModuleClause(start: Int, mark: Int, end: Int) {
        p += 1
        while p < end {
            if kind(p) == .semicolon { p += 1; break }
            if lineBreak(before: p), p > start + 1 {
                let previous = p - 1
                let open = kind(previous) == .comma || kind(previous) == .openBrace || [.from, .import, .export, .type, .as, .star].contains(word(previous))
                if !open { break }
            }
            if let q = partnerOf(p), q < end { p = q + 1 } else { p += 1 }
        }
        emit(.import, mark: mark, first: start, last: max(start, p - 1), name: start)
    }

    mutating func parseTypeScriptVariable(start: Int, mark: Int, end: Int, flags: SyntaxFlags) {
        let keyword = p
        p += 1
        repeat {
            if kind(p) == .comma { p += 1 }
            parseTypeScriptBinding(end: end)
        } while p < end && kind(p) == .comma
        var all = flags
        if word(keyword) == .const { all.insert(.constant) }
        emit(.variable, mark: mark, first: start, last: max(keyword, p - 1), name: keyword, flags: all)
    }

    /// `name: Type = value`, or a destructuring pattern with its defaults.
    mutating func parseTypeScriptBinding(end: Int, element: Bool = false) {
        let mark = nodes.count
        let start = p
        var name = -1
        if kind(p) == .identifier || (kind(p) == .keyword && word(p) != .in && word(p) != .of) {
            name = p
            p += 1
        } else if kind(p) == .openBrace || kind(p) == .openBracket, let close = partnerOf(p), close < end {
            parseDestructuring(close: close)
        } else {
            return
        }
        if word(p) == .bang { p += 1 }
        if kind(p) == .colon { p += 1; parseTypeScriptType(end: end) }
        if word(p) == .equals { p += 1; parseExpression(end: end) }
        emit(.binding, mark: mark, first: start, last: max(start, p - 1), name: name, flags: element ? .element : [])
    }

    /// `{ a, b: c, d = 1, ...rest }` or `[x, , y]`: a `binding` per name it declares.
    mutating func parseDestructuring(close: Int) {
        guard enter(end: close + 1) else { return }
        defer { depth -= 1 }
        p += 1
        while p < close {
            if word(p) == .ellipsis { p += 1; continue }
            if (kind(p) == .identifier || kind(p) == .keyword || kind(p) == .stringStart), kind(p + 1) == .colon || (kind(p) == .stringStart) {
                // A key: what follows the colon is the name (or a nested pattern).
                p = kind(p) == .stringStart ? (partnerOf(p).map { $0 + 1 } ?? p + 1) : p + 1
                if kind(p) == .colon { p += 1 }
                continue
            }
            if kind(p) == .openBracket, kind(partnerOf(p).map { $0 + 1 } ?? p) == .colon, let q = partnerOf(p) {
                p = q + 2 // a computed key
                continue
            }
            if kind(p) == .identifier || kind(p) == .keyword {
                let mark = nodes.count
                let name = p
                p += 1
                if word(p) == .equals { p += 1; parseExpression(end: close) }
                emit(.binding, mark: mark, first: name, last: p - 1, name: name, flags: .element)
                continue
            }
            if kind(p) == .openBrace || kind(p) == .openBracket, let q = partnerOf(p), q < close {
                parseDestructuring(close: q)
                if word(p) == .equals { p += 1; parseExpression(end: close) }
                continue
            }
            p += 1
        }
        p = close + 1
    }

    mutating func parseTypeScriptFunction(start: Int, mark: Int, end: Int, flags: SyntaxFlags) {
        let keyword = p
        p += 1
        if word(p) == .star { p += 1 }
        var name = -1
        if kind(p) == .identifier || (kind(p) == .keyword && kind(p + 1) == .openParen) { name = p; p += 1 }
        skipGenericParameters(end: end)
        if kind(p) == .openParen, let close = partnerOf(p), close < end { parseTypeScriptParameters(close: close) }
        if kind(p) == .colon { p += 1; parseTypeScriptType(end: end) }
        if kind(p) == .openBrace { parseBlock(end: end) }
        emit(.function, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: flags)
    }

    /// `(a: T, b?: U = x, ...rest: V[], { x, y }: P)`: one `parameter` each.
    mutating func parseTypeScriptParameters(close: Int) {
        p += 1
        while p < close {
            let mark = nodes.count
            let start = p
            parseDecorators(end: close)
            while [.public, .private, .protected, .readonly, .override].contains(word(p)), kind(p + 1) == .identifier || kind(p + 1) == .keyword { p += 1 }
            if word(p) == .ellipsis { p += 1 }
            var name = -1
            if kind(p) == .identifier || kind(p) == .keyword {
                name = p
                p += 1
            } else if kind(p) == .openBrace || kind(p) == .openBracket, let q = partnerOf(p), q < close {
                parseDestructuring(close: q)
            }
            if word(p) == .question { p += 1 }
            if kind(p) == .colon { p += 1; parseTypeScriptType(end: close) }
            if word(p) == .equals { p += 1; parseExpression(end: close) }
            while p < close, kind(p) != .comma { opaqueToken(end: close) }
            if p > start { emit(.parameter, mark: mark, first: start, last: p - 1, name: name) }
            if kind(p) == .comma { p += 1 }
        }
        p = close + 1
    }

    mutating func parseTypeScriptClass(start: Int, mark: Int, end: Int, flags: SyntaxFlags) {
        let keyword = p
        p += 1
        var name = -1
        if kind(p) == .identifier, word(p) != .extends, word(p) != .implements { name = p; p += 1 }
        skipGenericParameters(end: end)
        while p < end, word(p) == .extends || word(p) == .implements {
            p += 1
            repeat {
                if kind(p) == .comma { p += 1 }
                parseTypeScriptType(end: end)
            } while kind(p) == .comma && p < end
        }
        if kind(p) == .openBrace { parseBlock(end: end, inTypeBody: true) }
        emit(.typeDeclaration, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: Self.flags(.class, flags))
    }

    /// A member of a class body: a property (`variable`), a method (`function`), a static block.
    mutating func parseClassMember(end: Int) {
        let mark = nodes.count
        let start = p
        parseDecorators(end: end)
        var flags: SyntaxFlags = []
        while p < end, word(p).isTypeScriptModifier || word(p) == .get || word(p) == .set || word(p) == .star {
            let next = p + 1
            guard kind(next) == .identifier || kind(next) == .keyword || kind(next) == .stringStart || kind(next) == .openBracket
                || word(next) == .star || kind(next) == .unknown || kind(next) == .directive else { break }
            if word(p) == .static { flags.insert(.isStatic) }
            if word(p) == .async { flags.insert(.async) }
            p += 1
        }
        if kind(p) == .openBrace { parseBlock(end: end); emit(.block, mark: mark, first: start, last: p - 1); return }
        let name = p
        if kind(p) == .openBracket || kind(p) == .stringStart, let q = partnerOf(p), q < end { p = q + 1 } else if p < end { p += 1 }
        if word(p) == .question || word(p) == .bang { p += 1 }
        if kind(p) == .openParen || (kind(p) == .operator && firstByte(p) == UInt8(ascii: "<")) {
            skipGenericParameters(end: end)
            if kind(p) == .openParen, let close = partnerOf(p), close < end { parseTypeScriptParameters(close: close) }
            if kind(p) == .colon { p += 1; parseTypeScriptType(end: end) }
            if kind(p) == .openBrace { parseBlock(end: end) }
            emit(.function, mark: mark, first: start, last: max(start, p - 1), name: name, flags: flags)
        } else {
            let bindingMark = nodes.count
            if kind(p) == .colon { p += 1; parseTypeScriptType(end: end) }
            if word(p) == .equals { p += 1; parseExpression(end: end) }
            emit(.binding, mark: bindingMark, first: name, last: max(name, p - 1), name: name)
            emit(.variable, mark: mark, first: start, last: max(start, p - 1), name: name, flags: flags)
        }
        if kind(p) == .semicolon { p += 1 }
    }

    mutating func parseInterface(start: Int, mark: Int, end: Int, flags: SyntaxFlags) {
        let keyword = p
        p += 1
        let name = p
        if kind(p) == .identifier { p += 1 }
        skipGenericParameters(end: end)
        if word(p) == .extends {
            p += 1
            repeat {
                if kind(p) == .comma { p += 1 }
                parseTypeScriptType(end: end)
            } while kind(p) == .comma && p < end
        }
        if kind(p) == .openBrace, let close = partnerOf(p), close < end { parseTypeMembers(close: close) }
        emit(.typeDeclaration, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: Self.flags(.interface, flags))
    }

    mutating func parseTypeScriptEnum(start: Int, mark: Int, end: Int) {
        let keyword = p
        p += 1
        let name = p
        if kind(p) == .identifier { p += 1 }
        if kind(p) == .openBrace, let close = partnerOf(p), close < end {
            let blockMark = nodes.count
            let open = p
            p += 1
            while p < close {
                let caseMark = nodes.count
                let first = p
                if let q = partnerOf(p), q < close { p = q + 1 } else { p += 1 }
                if word(p) == .equals { p += 1; parseExpression(end: close) }
                emit(.enumCase, mark: caseMark, first: first, last: p - 1, name: first)
                while p < close, kind(p) != .comma { opaqueToken(end: close) }
                if kind(p) == .comma { p += 1 }
            }
            p = close + 1
            emit(.block, mark: blockMark, first: open, last: close)
        }
        emit(.typeDeclaration, mark: mark, first: start, last: max(keyword, p - 1), name: name, flags: Self.flags(.enum))
    }
}
