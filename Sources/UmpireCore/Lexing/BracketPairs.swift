// Bracket partners and enclosing brackets, computed once per file with an explicit stack.

enum BracketPairs {
    /// For each token: its partner (the matching opener or closer, or -1) and the innermost
    /// bracket, string or interpolation that encloses it (-1 at top level). Strings and
    /// interpolations pair like brackets, so "which call is this literal an argument of" is
    /// two steps up the `enclosing` chain.
    static func compute(_ tokens: ContiguousArray<Token>) -> (partners: [Int32], enclosing: [Int32]) {
        let n = tokens.count
        var partners = [Int32](repeating: -1, count: n)
        var enclosing = [Int32](repeating: -1, count: n)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        tokens.withUnsafeBufferPointer { tokens in
            partners.withUnsafeMutableBufferPointer { partners in
                enclosing.withUnsafeMutableBufferPointer { enclosing in
                    for i in 0..<n {
                        let kind = tokens[i].kind
                        // Most tokens neither open nor close anything, nor sit directly in a string.
                        if kind.isTrivia || kind == .identifier || kind == .keyword || kind == .dot || kind == .operator {
                            guard let top = stack.last else { continue }
                            if tokens[Int(top)].kind != .stringStart {
                                enclosing[i] = top
                                continue
                            }
                        }
                        pair(i, kind, tokens, &stack, partners, enclosing)
                    }
                }
            }
        }
        return (partners, enclosing)
    }

    @inline(__always)
    private static func pair(_ i: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>, _ stack: inout [Int32],
                             _ partners: UnsafeMutableBufferPointer<Int32>, _ enclosing: UnsafeMutableBufferPointer<Int32>) {
        if let top = stack.last, tokens[Int(top)].kind == .stringStart,
           kind != .stringText, kind != .interpolationStart, kind != .stringEnd {
            // Only text and interpolations live directly in a string: it was unterminated.
            stack.removeLast()
        }
        enclosing[i] = stack.last ?? -1
        switch kind {
        case .openParen, .openBracket, .openBrace, .stringStart, .interpolationStart:
            stack.append(Int32(i))
        case .closeParen, .closeBracket, .closeBrace, .stringEnd, .interpolationEnd:
            // Look a few levels down for the opener, so one stray closer cannot unpair
            // the rest of the file, and the search stays bounded.
            var k = stack.count - 1
            let floor = max(0, stack.count - 8)
            while k >= floor, opener(of: kind) != tokens[Int(stack[k])].kind { k -= 1 }
            guard k >= floor, k >= 0 else { return }
            let open = Int(stack[k])
            stack.removeSubrange(k...)
            partners[open] = Int32(i)
            partners[i] = Int32(open)
            enclosing[i] = enclosing[open]
        default:
            break
        }
    }

    static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .closeParen: .openParen
        case .closeBracket: .openBracket
        case .closeBrace: .openBrace
        case .stringEnd: .stringStart
        case .interpolationEnd: .interpolationStart
        default: closer
        }
    }
}
