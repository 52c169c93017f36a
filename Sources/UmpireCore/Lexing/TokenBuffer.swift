// Where a lexer puts its tokens while it runs.

/// A growable run of tokens owned by one lexer. An array's `append` asks, on every token,
/// whether its storage is shared; a lexer's never is, and that question was a tenth of
/// lexing. `finish()` hands the tokens over as an array of exactly their number.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Token { base[i] }

    @inline(never) private mutating func grow() {
        let larger = max(16, capacity * 2)
        let storage = UnsafeMutablePointer<Token>.allocate(capacity: larger)
        // After `finish()` the old storage is already freed (capacity 0).
        if capacity > 0 {
            storage.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = storage
        capacity = larger
    }

    /// The tokens, and the buffer freed: call once, last.
    mutating func finish() -> ContiguousArray<Token> {
        let tokens = ContiguousArray<Token>(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { start.moveInitialize(from: base, count: count) }
            initialized = count
        }
        base.deallocate()
        capacity = 0
        count = 0
        return tokens
    }
}
