// TypeScript function bodies and object literals, told from blocks by the tokens before the
// brace: rules and the copy layer ask the same question.

extension SourceFile {
    /// The `{` of the innermost function body around token `i` (arrow, function, method), or nil at top level.
    package func enclosingFunctionBody(of i: Int) -> Int? {
        openers(around: i).first { kind($0) == .openBrace && isFunctionBody($0) }
    }

    /// `=> {`, `function f(…) {`, `method(…): T {`; not `if (…) {`, object literals or class bodies.
    package func isFunctionBody(_ brace: Int) -> Bool {
        guard let before = previousSignificant(before: brace) else { return false }
        if self.is(before, "=>") { return true }
        var j = before
        var steps = 0
        // How many `<` of a generic type are open, walking back (`Promise<Record<string, unknown>[]>`):
        // a `,` or an object type inside them separates type arguments, not parameters.
        var angles = 0
        // Back over a return type annotation (`): Promise<void> {`) to the parameter list.
        while steps < 40 {
            steps += 1
            let angle = kind(j) == .operator ? angleCount(j) : nil
            if let angle {
                angles += angle
                if angles < 0 { return false }
            }
            if angle != nil || kind(j) == .comma && angles > 0 {
                guard let previous = previousSignificant(before: j) else { return false }
                j = previous
                continue
            }
            switch kind(j) {
            case .closeParen:
                guard let open = partner(of: j), let head = previousSignificant(before: open) else { return false }
                if kind(head) == .keyword { return isOne(head, of: ["function"]) }
                return kind(head) == .identifier || self.is(head, ">") || self.is(head, "*")
            case .semicolon, .openBrace, .openParen, .comma:
                return false
            // An object type in the return type (`): Promise<{ created: boolean }> {`); a block's
            // `}` ends up at its statement's keyword (`if (…) { } {`), which is no function.
            case .closeBrace:
                guard let open = partner(of: j), let previous = previousSignificant(before: open),
                      kind(previous) == .colon || self.is(previous, "<") || self.is(previous, "|") || self.is(previous, "&")
                        || angles > 0 && kind(previous) == .comma else { return false }
                j = previous
            case .closeBracket:
                guard let open = partner(of: j), let previous = previousSignificant(before: open) else { return false }
                j = previous
            case .keyword where !isOne(j, of: ["void", "null", "this", "true", "false", "typeof"]):
                return false
            default:
                if kind(j) == .operator, self.is(j, "=") || self.is(j, "=>") { return false }
                guard let previous = previousSignificant(before: j) else { return false }
                j = previous
            }
        }
        return false
    }

    /// For an operator token made only of `>` (closing generics, `>>` too) its count, of `<` the
    /// negative count; nil for any other operator.
    private func angleCount(_ i: Int) -> Int? {
        let token = tokens[i]
        let first = bytes[token.start.value]
        guard first == UInt8(ascii: ">") || first == UInt8(ascii: "<") else { return nil }
        for k in token.start.value..<token.end.value where bytes[k] != first { return nil }
        return first == UInt8(ascii: ">") ? Int(token.length) : -Int(token.length)
    }

    /// An object literal's brace, not a block's, a function's or a class body's: what comes
    /// before it is an operand's place (`(`, `,`, `:`, `=`, `[`, `return`, …).
    /// Whether a `:` ends a switch's `case …:` or `default:` label: back over the label's
    /// expression (`'card'`, `Kind.Goal`, `(a)`) to the `case` keyword.
    package func endsCaseLabel(_ colon: Int) -> Bool {
        var j = previousSignificant(before: colon)
        var steps = 0
        while let k = j, steps < 24 {
            steps += 1
            switch kind(k) {
            case .keyword: return isOne(k, of: ["case", "default"])
            case .closeParen, .closeBracket, .stringEnd: j = partner(of: k).flatMap { previousSignificant(before: $0) }
            case .operator where self.is(k, "?"): return false
            case .identifier, .dot, .number, .operator: j = previousSignificant(before: k)
            default: return false
            }
        }
        return false
    }

    package func isObjectLiteral(_ brace: Int) -> Bool {
        // A function's body after a generic return type (`): Promise<Row[]> {`) follows a `>`.
        if isFunctionBody(brace) { return false }
        guard let before = previousSignificant(before: brace) else { return false }
        switch kind(before) {
        case .openParen, .comma, .openBracket: return true
        // `case 'card': {` and `default: {` open a block of statements; `title: {` a value.
        case .colon: return !endsCaseLabel(before)
        case .keyword: return isOne(before, of: ["return", "yield", "await"])
        case .operator: return !self.is(before, "=>")
        default: return false
        }
    }
}
