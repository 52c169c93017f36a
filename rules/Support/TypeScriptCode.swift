// What the backend, APNs and schema rules ask about TypeScript: object keys, values, functions, commands.

import UmpireCore

/// A key of an object literal or type literal: `title:`, `"apns-topic":`, `name?:`, a shorthand `cert`.
package struct MemberKey {
    /// The key's token: an identifier, or a quoted key's `stringStart`.
    package let token: Int
    package let name: String
    /// The first and last token of the value (`key: value`), nil for shorthands and type members.
    package let value: ClosedRange<Int>?
}

extension SourceFile {
    /// The name a token spells as a property key: an identifier or keyword, or a quoted key's text.
    package func keyName(_ i: Int) -> String? {
        switch kind(i) {
        case .identifier, .keyword: return text(i)
        case .stringStart: return literalText(ofStringAt: i)
        default: return nil
        }
    }

    /// The keys directly inside an object or type literal `{ … }`, in order. Values are given
    /// for `key: value` entries of object literals, up to the next `,` at the literal's level.
    package func memberKeys(ofBrace brace: Int) -> [MemberKey] {
        guard kind(brace) == .openBrace, let end = partner(of: brace), end > brace else { return [] }
        var result: [MemberKey] = []
        var j = brace + 1
        while j < end {
            if !kind(j).isTrivia, enclosingOpener(of: j) == brace, let key = memberKey(at: j, in: brace, end: end) {
                result.append(key)
            }
            if let p = partner(of: j), p > j { j = p + 1 } else { j += 1 }
        }
        return result
    }

    private func memberKey(at j: Int, in brace: Int, end: Int) -> MemberKey? {
        guard kind(j) == .identifier || kind(j) == .keyword || kind(j) == .stringStart,
              let before = previousSignificant(before: j) else { return nil }
        let keyEnd = kind(j) == .stringStart ? (partner(of: j) ?? j) : j
        guard let after = nextSignificant(after: keyEnd) else { return nil }
        // A key starts an entry: after `{`, `,` or `;`, or on a new line in a type literal.
        let startsEntry = before == brace || kind(before) == .comma || kind(before) == .semicolon
            || isIdentifier(before, "readonly")
            || (kind(before) == .identifier && line(ofToken: before) < line(ofToken: j))
        guard startsEntry, let name = keyName(j) else { return nil }
        if kind(after) == .colon {
            guard let first = nextSignificant(after: after), first < end else { return nil }
            return MemberKey(token: j, name: name, value: first...valueEnd(from: first, in: brace, end: end))
        }
        if self.is(after, "?"), let colon = nextSignificant(after: after), kind(colon) == .colon {
            return MemberKey(token: j, name: name, value: nil)
        }
        // Shorthand `{ cert, key }` and method shorthand `name() { … }`.
        if after == end || kind(after) == .comma || kind(after) == .openParen, kind(j) == .identifier {
            return MemberKey(token: j, name: name, value: nil)
        }
        return nil
    }

    /// The last significant token of a value that starts at `first`, before the next `,` or `;` at the literal's level.
    private func valueEnd(from first: Int, in brace: Int, end: Int) -> Int {
        var last = first
        var j = first
        while j < end {
            if enclosingOpener(of: j) == brace, kind(j) == .comma || kind(j) == .semicolon { break }
            if !kind(j).isTrivia { last = j }
            if let p = partner(of: j), p > j { last = p; j = p + 1 } else { j += 1 }
        }
        return last
    }

    /// The member of an object literal named `name`, if present.
    package func member(_ name: String, ofBrace brace: Int) -> MemberKey? {
        memberKeys(ofBrace: brace).first { $0.name == name }
    }

    /// The `{` a value starts with (`key: { … }`), if it is an object literal.
    func objectValue(of key: MemberKey) -> Int? {
        guard let value = key.value, kind(value.lowerBound) == .openBrace else { return nil }
        return value.lowerBound
    }

    /// The literal texts a value can take: a string, or the string branches of a ternary
    /// (`isOver ? "end" : "update"`); each with its `stringStart`.
    /// The string literals a value can be: its own literals at its level, and those of a
    /// variable it names, where this file assigns it (`const event = done ? "end" : "update"`,
    /// `let priority = 5; … priority = 10`). A name is a hint; what is assigned decides.
    package func literalBranches(of value: ClosedRange<Int>, resolving: Bool = true) -> [(start: Int, text: String)] {
        var result: [(Int, String)] = []
        var j = value.lowerBound
        while j <= value.upperBound {
            if kind(j) == .stringStart, interpolationCount(ofStringAt: j) == 0 {
                result.append((j, literalText(ofStringAt: j)))
            } else if resolving, kind(j) == .identifier, isPlainName(j) {
                for assigned in assignedValues(of: j) { result += literalBranches(of: assigned, resolving: false) }
            }
            if kind(j) == .openParen || kind(j) == .openBracket || kind(j) == .openBrace || kind(j) == .stringStart,
               let p = partner(of: j), p > j { j = p + 1 } else { j += 1 }
        }
        return result
    }

    /// A name standing for a value: not a member (`a.b`), a call, or a key (`b:`).
    package func isPlainName(_ i: Int) -> Bool {
        !isMemberAccess(i) && kind(after: i) != .openParen && kind(after: i) != .dot && kind(after: i) != .colon
    }

    /// The values this file assigns to the variable named at `use`, before it, in the same
    /// function or at the top level: `const x = …`, `let x = …`, `x = …`.
    package func assignedValues(of use: Int) -> [ClosedRange<Int>] {
        guard kind(use) == .identifier else { return [] }
        let body = enclosingFunctionBody(of: use)
        var values: [ClosedRange<Int>] = []
        for k in occurrences(ofIdentifier: use) where k < use {
            guard !isMemberAccess(k), let equals = defaultOrAssignment(after: k), let first = nextSignificant(after: equals) else { continue }
            // A parameter's default belongs to its own function's body.
            if let paren = enclosingOpener(of: k), kind(paren) == .openParen, let own = functionBody(afterParameters: paren) {
                guard openers(around: use).contains(own) else { continue }
                values.append(expression(from: first))
                continue
            }
            let scope = enclosingFunctionBody(of: k)
            guard scope == nil || scope == body else { continue }
            values.append(expression(from: first))
        }
        return values
    }

    /// The body `{` of the function whose parameter list opens at `paren`:
    /// `function f(…): T {`, `(…) => {`, `method(…) {`.
    private func functionBody(afterParameters paren: Int) -> Int? {
        guard let close = partner(of: paren) else { return nil }
        var j = nextSignificant(after: close)
        var steps = 0
        while let k = j, steps < 64 {
            steps += 1
            if kind(k) == .openBrace { return isFunctionBody(k) ? k : nil }
            if kind(k) == .semicolon || kind(k) == .comma || kind(k) == .closeParen || kind(k) == .closeBrace { return nil }
            j = partner(of: k).flatMap { $0 > k ? nextSignificant(after: $0) : nil } ?? nextSignificant(after: k)
        }
        return nil
    }

    /// The `=` of `name = value`, or of a typed parameter's default (`priority: 5 | 10 = 10`).
    private func defaultOrAssignment(after name: Int) -> Int? {
        guard let next = nextSignificant(after: name) else { return nil }
        if kind(next) == .operator, self.is(next, "=") { return next }
        guard kind(next) == .colon, let paren = enclosingOpener(of: name), kind(paren) == .openParen else { return nil }
        var j = nextSignificant(after: next)
        while let k = j, enclosingOpener(of: k) == paren || partner(of: k).map({ $0 > k }) == true && enclosingOpener(of: k) == paren {
            if kind(k) == .comma { return nil }
            if kind(k) == .operator, self.is(k, "=") { return k }
            j = partner(of: k).flatMap { $0 > k ? nextSignificant(after: $0) : nil } ?? nextSignificant(after: k)
        }
        return nil
    }

    /// Whether a value is exactly one literal (a string or a number), with no condition around it.
    package func isSingleLiteral(_ value: ClosedRange<Int>) -> Bool {
        if kind(value.lowerBound) == .number { return value.lowerBound == value.upperBound }
        return kind(value.lowerBound) == .stringStart && partner(of: value.lowerBound) == value.upperBound
    }

    /// The expression starting at `first`: up to `;` or `,` at its level, a bracket closing its
    /// level, or a line break the expression does not continue over (no operator or dot at it).
    package func expression(from first: Int) -> ClosedRange<Int> {
        var last = first
        var j = first
        let level = enclosingOpener(of: first)
        while j < tokens.count {
            let kind = self.kind(j)
            if enclosingOpener(of: j) == level, kind == .semicolon || kind == .comma { break }
            if kind == .closeParen || kind == .closeBrace || kind == .closeBracket, enclosingOpener(of: j) != level { break }
            if kind == .newline, let next = nextSignificant(after: j),
               !(self.kind(last) == .operator || self.kind(last) == .dot || self.kind(next) == .operator || self.kind(next) == .dot) {
                break
            }
            if !kind.isTrivia { last = j }
            if let p = partner(of: j), p > j { last = p; j = p + 1 } else { j += 1 }
        }
        return first...last
    }

    /// Whether `i` is `XCommand` in `new XCommand(` for one of `names`.
    package func isNewCommand(_ i: Int, named names: TokenWords) -> Bool {
        // The kind and the spelling by length first: most identifiers are none of these.
        guard kind(i) == .identifier, isOne(i, of: names), kind(after: i) == .openParen,
              let before = previousSignificant(before: i) else { return false }
        if self.is(before, "new") { return true }
        // `new lib.PutCommand(`.
        guard kind(before) == .dot, let receiver = previousSignificant(before: before),
              let beforeReceiver = previousSignificant(before: receiver) else { return false }
        return self.is(beforeReceiver, "new")
    }

    /// The object literal given as a call's first argument: `{` in `f({ … })`.
    package func firstObjectArgument(ofCallee callee: Int) -> Int? {
        guard let paren = nextSignificant(after: callee), kind(paren) == .openParen,
              let brace = nextSignificant(after: paren), kind(brace) == .openBrace else { return nil }
        return brace
    }

    /// The significant tokens of a range joined as written without spaces: `process.env.TABLE`.
    package func compactText(_ range: ClosedRange<Int>) -> String {
        range.filter { !kind($0).isTrivia }.map(text).joined()
    }

    /// The `(` of a call whose callee is the name at `name`, over a type argument list written
    /// between them (`getItem<DeviceToken>(`); nil when the name is not called.
    package func callParen(afterName name: Int) -> Int? {
        guard let next = nextSignificant(after: name) else { return nil }
        if kind(next) == .openParen { return next }
        guard self.is(next, "<") else { return nil }
        var j = next
        // A type list is short and holds no call or block: a comparison (`a < b`) stops early.
        for _ in 0..<16 {
            guard let k = nextSignificant(after: j) else { return nil }
            if self.is(k, ">") { return nextSignificant(after: k).flatMap { kind($0) == .openParen ? $0 : nil } }
            // `getItem<{ userId: string }>(…)`: an object type, read as one step.
            if kind(k) == .openBrace, let close = partner(of: k) { j = close; continue }
            guard [.identifier, .dot, .comma, .openBracket, .closeBracket, .keyword].contains(kind(k)) || isOne(k, of: ["|", "&"]) else { return nil }
            j = k
        }
        return nil
    }
}
