// Every identifier of a file by its spelling, for following a name through a long file.

/// The file's identifier tokens, chained by bucket in three flat arrays: building it for a file
/// allocates three arrays, where a dictionary of arrays allocated one per distinct name (that
/// was most of the cost of the first lookup in a file).
struct IdentifierIndex: Sendable {
    private let mask: Int
    /// Per bucket: its most recent entry, or -1.
    private let heads: [Int32]
    /// Per entry: the bucket's previous entry, or -1.
    private let previous: [Int32]
    /// Per entry: the identifier's token index.
    private let tokens: [Int32]

    init(_ file: SourceFile) {
        let all = file.tokens
        var found: [Int32] = []
        found.reserveCapacity(all.count / 4)
        for k in all.indices where all[k].kind == .identifier { found.append(Int32(k)) }
        var size = 16
        while size < found.count * 2 { size *= 2 }
        mask = size - 1
        var heads = [Int32](repeating: -1, count: size)
        var previous = [Int32](repeating: -1, count: found.count)
        file.bytes.withUnsafeBufferPointer { bytes in
            for (entry, k) in found.enumerated() {
                let token = all[Int(k)]
                let bucket = Int(truncatingIfNeeded: FNV1a.value(of: bytes[token.start.value..<token.end.value])) & (size - 1)
                previous[entry] = heads[bucket]
                heads[bucket] = Int32(entry)
            }
        }
        self.heads = heads
        self.previous = previous
        tokens = found
    }

    /// The identifiers spelled as `name` (a file's own bytes), in file order.
    func occurrences(of name: ArraySlice<UInt8>, in file: SourceFile) -> [Int] {
        var found: [Int] = []
        let all = file.tokens
        file.bytes.withUnsafeBufferPointer { bytes in
            var entry = heads[Int(truncatingIfNeeded: FNV1a.value(of: name)) & mask]
            while entry >= 0 {
                let k = Int(tokens[Int(entry)])
                let token = all[k]
                if Int(token.length) == name.count, bytes[token.start.value..<token.end.value].elementsEqual(name) { found.append(k) }
                entry = previous[Int(entry)]
            }
        }
        return found.reversed()
    }
}
