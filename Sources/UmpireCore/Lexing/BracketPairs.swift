// Bracket partners and enclosing brackets, computed once per file with an explicit stack.

enum BracketPairs {
    /// For each token: its partner (the matching opener or closer, or -1) and the innermost
    /// bracket, string or interpolation that encloses it (-1 at top level). Strings and
    /// interpolations pair like brackets, so "which call is this literal an argument of" is
    /// two steps up the `enclosing` chain.
    static func compute(_ tokens: ContiguousArray<Token>) -> (partners: [Int32], enclosing: [Int32]) {
        let n = tokens.count
        // Every entry of both is written below, in one pass: no fill before it.
        var partners = [Int32](unsafeUninitializedCapacity: n) { _, initialized in initialized = n }
        var enclosing = [Int32](unsafeUninitializedCapacity: n) { _, initialized in initialized = n }
        // The open brackets, innermost last; never deeper than the token count.
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, n))
        // Each open bracket's kind beside it: the questions below need no load from the tokens.
        let kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: max(1, n))
        defer {
            stack.deallocate()
            kinds.deallocate()
        }
        var depth = 0
        tokens.withUnsafeBufferPointer { tokens in
            partners.withUnsafeMutableBufferPointer { partners in
                enclosing.withUnsafeMutableBufferPointer { enclosing in
                    for i in 0..<n {
                        let kind = tokens[i].kind
                        if depth > 0, kinds[depth - 1] == .stringStart,
                           kind != .stringText, kind != .interpolationStart, kind != .stringEnd {
                            // Only text and interpolations live directly in a string: it was unterminated.
                            depth -= 1
                        }
                        enclosing[i] = depth > 0 ? stack[depth - 1] : -1
                        // An opener's partner is set when its closer comes.
                        partners[i] = -1
                        switch kind {
                        case .openParen, .openBracket, .openBrace, .stringStart, .interpolationStart:
                            stack[depth] = Int32(i)
                            kinds[depth] = kind
                            depth += 1
                        case .closeParen, .closeBracket, .closeBrace, .stringEnd, .interpolationEnd:
                            // Look a few levels down for the opener, so one stray closer cannot
                            // unpair the rest of the file, and the search stays bounded.
                            let wanted = opener(of: kind)
                            var k = depth - 1
                            let floor = max(0, depth - 8)
                            while k >= floor, kinds[k] != wanted { k -= 1 }
                            guard k >= floor, k >= 0 else { continue }
                            let open = Int(stack[k])
                            depth = k
                            partners[open] = Int32(i)
                            partners[i] = Int32(open)
                            enclosing[i] = enclosing[open]
                        default:
                            break
                        }
                    }
                }
            }
        }
        return (partners, enclosing)
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
