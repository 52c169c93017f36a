// Which names a read binds, and whether a later write only happens because of what was read,
// or stores a count worked out from it.

import UmpireCore
import UmpireRuleSupport

extension SourceFile {
    /// The first token of the expression statement holding `i`: out of the call arguments it
    /// sits in (`ddb.send(new GetCommand(…))`), back over the receiver chain, `new` and `await`.
    func expressionStart(of i: Int) -> Int {
        var start = i
        for opener in openers(around: i) {
            guard kind(opener) == .openParen, let callee = callee(ofOpenParen: opener) else { break }
            start = callee
        }
        while let before = previousSignificant(before: start) {
            if kind(before) == .dot, let receiver = previousSignificant(before: before) {
                start = kind(receiver) == .closeParen ? (partner(of: receiver) ?? receiver) : receiver
            } else if self.is(before, "new") || self.is(before, "await") {
                start = before
            } else {
                break
            }
        }
        return start
    }

    /// The names a read's result is bound to: `existing` in `const existing = await …`,
    /// `existingItem` and `Item` in `const { Item: existingItem } = …` and `const { Item } = …`.
    func boundNames(ofReadAt i: Int) -> [String] {
        guard let equals = previousSignificant(before: expressionStart(of: i)), self.is(equals, "="),
              let target = previousSignificant(before: equals) else { return [] }
        if kind(target) == .identifier { return [text(target)] }
        guard kind(target) == .closeBrace, let open = partner(of: target) else { return [] }
        var names: [String] = []
        for j in open + 1..<target where kind(j) == .identifier && enclosingOpener(of: j) == open {
            let after = nextSignificant(after: j)
            if after.map({ kind($0) == .comma || $0 == target || self.is($0, "=") }) == true { names.append(text(j)) }
        }
        return names
    }

    /// Whether the write at `write` runs only because of a test of `names` after the read at
    /// `read`: it sits in an `if` (or its `else`) that tests them, or follows an early exit
    /// (`if (existing.Item) return …`) that does.
    func isGuarded(_ write: Int, byTestOf names: [String], after read: Int) -> Bool {
        guard !names.isEmpty else { return false }
        let mentions = { (range: ClosedRange<Int>) in
            range.contains { self.kind($0) == .identifier && !self.isMemberAccess($0) && self.isOne($0, of: names) }
        }
        // The write inside a branch: `if (!follow) { … }`, `if (existing) … else { … }`, `if (!follow) await …`.
        var heads = openers(around: write).filter { kind($0) == .openBrace }
        heads.append(expressionStart(of: write))
        for head in heads where head > read {
            if let condition = ifCondition(before: head), mentions(condition) { return true }
        }
        // An early exit between the read and the write.
        for k in read + 1..<write where kind(k) == .keyword && self.is(k, "if") {
            guard let open = nextSignificant(after: k), kind(open) == .openParen, let close = partner(of: open),
                  close < write, mentions(open...close), let first = nextSignificant(after: close) else { continue }
            let body = kind(first) == .openBrace ? first...(partner(of: first) ?? first) : expression(from: first)
            if !body.contains(write),
               body.contains(where: { kind($0) == .keyword && isOne($0, of: ["return", "throw", "continue", "break"]) }) {
                return true
            }
        }
        return false
    }

    /// Whether the write's item (`{` at `object`) stores a count worked out from `names` after
    /// the read: `registrations: (existing.Item?.registrations ?? 0) + 1`, directly or through
    /// a local declared between them. Two requests both read 3 and both write 4: a lost update.
    func countsUp(_ object: Int, from names: [String], after read: Int) -> Bool {
        guard !names.isEmpty, let close = partner(of: object), read < object else { return false }
        let mentions = { (range: ClosedRange<Int>, among: [String]) in
            range.contains { self.kind($0) == .identifier && !self.isMemberAccess($0) && self.isOne($0, of: among) }
        }
        // `name + 1`, `1 + name`, `name - 1`: a number added to or taken from what was read.
        let stepsByOne = { (range: ClosedRange<Int>) in
            range.contains { k in
                guard self.kind(k) == .operator, self.isOne(k, of: ["+", "-"]),
                      let left = self.previousSignificant(before: k), let right = self.nextSignificant(after: k) else { return false }
                return self.kind(left) == .number || self.kind(right) == .number
            }
        }
        var counted: [String] = []
        for k in read + 1..<object where kind(k) == .identifier && !isMemberAccess(k) {
            guard let keyword = previousSignificant(before: k), isOne(keyword, of: ["const", "let"]),
                  let equals = nextSignificant(after: k), self.is(equals, "="), let first = nextSignificant(after: equals) else { continue }
            let value = expression(from: first)
            if mentions(value, names), stepsByOne(value) { counted.append(text(k)) }
        }
        let item = object...close
        return mentions(item, counted) || (mentions(item, names) && stepsByOne(item))
    }

    /// For the `{` of a branch or the first token of a braceless branch: the condition of the
    /// `if` it belongs to, directly or through `else`.
    private func ifCondition(before head: Int) -> ClosedRange<Int>? {
        guard var before = previousSignificant(before: head) else { return nil }
        if self.is(before, "else") {
            guard let close = previousSignificant(before: before), kind(close) == .closeBrace,
                  let open = partner(of: close), let paren = previousSignificant(before: open) else { return nil }
            before = paren
        }
        guard kind(before) == .closeParen, let open = partner(of: before),
              let keyword = previousSignificant(before: open), self.is(keyword, "if") else { return nil }
        return open...before
    }
}
