// Where a lexer puts its tokens while it runs: straight into the array it returns.

/// A lexer's output, written into the storage of the array the file keeps. An array's `append`
/// asks, on every token, whether its storage is shared (a tenth of lexing); copying the tokens
/// into an array afterwards moved every token twice. The storage is sized for a third of a
/// token per byte; a file denser than that is lexed again with room for a token per byte.
struct TokenBuffer {
    private let base: UnsafeMutablePointer<Token>?
    private let capacity: Int
    private(set) var count = 0
    /// A token did not fit: the caller lexes again with more room.
    private(set) var overflowed = false

    private init(_ storage: UnsafeMutableBufferPointer<Token>) {
        base = storage.baseAddress
        capacity = storage.count
    }

    @inline(__always) mutating func append(_ token: Token) {
        guard count < capacity, let base else {
            overflowed = true
            return
        }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Token { base![i] }

    /// The tokens `lex` writes for a file of `byteCount` bytes, as an array.
    static func collect(byteCount: Int, _ lex: (TokenBuffer) -> TokenBuffer) -> ContiguousArray<Token> {
        var room = byteCount / 3 + 16
        while true {
            var complete = false
            let tokens = ContiguousArray<Token>(unsafeUninitializedCapacity: room) { storage, initialized in
                let written = lex(TokenBuffer(storage))
                complete = !written.overflowed
                // Tokens hold no references: a discarded attempt leaves nothing to release.
                initialized = complete ? written.count : 0
            }
            if complete { return tokens }
            // A token per byte is the most almost any file has: one retry, as a rule.
            room = max(room * 2, byteCount + 16)
        }
    }
}
