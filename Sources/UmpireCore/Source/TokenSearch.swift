// Tokens found from bytes: a rule that needs a word asks only the tokens spelling it, found by
// memchr in the file's bytes, instead of walking every token.

extension SourceFile {
    /// The token whose bytes hold byte `offset`, found by halving; nil past the last token.
    public func token(containing offset: ByteOffset) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 && offset < tokens[low - 1].end ? low - 1 : nil
    }

    /// The tokens whose bytes hold one of `needles`, in file order, each once: a rule that needs
    /// a word asks only the tokens spelling it instead of walking every token of the file.
    public func tokens(spelling needles: [[UInt8]]) -> [Int] {
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { b in
            for needle in needles {
                ByteSearch.forEachOccurrence(of: needle, in: b) { at in
                    if let k = token(containing: ByteOffset(at)) { found.append(k) }
                }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for k in found where unique.last != k { unique.append(k) }
        return unique
    }
}
