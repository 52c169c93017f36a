// Where an operand ends, for the rules that read arithmetic and string joins.

import UmpireCore

extension LexedFile {
    /// Forward over one postfix expression: a literal or a parenthesised group, then its
    /// member accesses and the calls and subscripts glued to it (`state.overs.count`, `f(x)[0]`).
    func operandEnd(startingAt start: Int) -> Int {
        var j = start
        if [.openParen, .stringStart].contains(kind(j)), let close = partner(of: j) { j = close }
        while let next = nextSignificant(after: j) {
            let glued = tokens[next].startOffset == tokens[j].end
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
}
