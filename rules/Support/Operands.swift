// Where an operand ends, for the rules that read arithmetic and string joins.

import UmpireCore

extension SourceFile {
    /// Forward over one postfix expression: a literal or a parenthesised group, then its
    /// member accesses and the calls and subscripts glued to it (`state.overs.count`, `f(x)[0]`).
    package func operandEnd(startingAt start: Int) -> Int {
        var j = start
        if [.openParen, .stringStart].contains(kind(j)), let close = partner(of: j) { j = close }
        while let next = nextSignificant(after: j) {
            let glued = tokens[next].start == tokens[j].end
            switch kind(next) {
            case .dot:
                guard let name = nextSignificant(after: next) else { return j }
                j = name
            case .openParen, .openBracket:
                guard glued else { return j }
                j = partner(of: next) ?? next
            default:
                return j
            }
        }
        return j
    }

    /// Back over one postfix expression: `String(state.runs)`, `Text("…").bold()`, `"…"`,
    /// `state.innings[0].runs`.
    package func operandStart(endingAt end: Int) -> Int {
        var j = end
        while true {
            if [.closeParen, .closeBracket, .stringEnd].contains(kind(j)), let open = partner(of: j) { j = open }
            guard let before = previousSignificant(before: j) else { return j }
            let glued = tokens[before].end == tokens[j].start
            switch kind(j) {
            case .openParen, .openBracket:
                // A call or subscript continues to the left; a bare parenthesis starts the operand.
                guard glued, [.identifier, .closeParen, .closeBracket].contains(kind(before)) else { return j }
                j = before
            case .identifier, .keyword:
                guard kind(before) == .dot else { return j }
                j = before
            case .dot:
                guard [.identifier, .closeParen, .closeBracket, .keyword, .stringEnd].contains(kind(before)) else { return j }
                j = before
            default:
                return j
            }
        }
    }
}
