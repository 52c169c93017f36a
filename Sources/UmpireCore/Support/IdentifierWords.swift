// A name's words: `getMatchFollow` is get, match, follow. Copy extraction asks it (a function
// named for a test), and the rules through `Words`.

package enum IdentifierWords {
    /// An ASCII byte lower-cased; other bytes unchanged.
    @inline(__always) package static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

    /// Bytes as a string with their ASCII letters lower-cased.
    package static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (k, b) in bytes.enumerated() { buffer[k] = lower(b) }
            return bytes.count
        }
    }

    /// `getMatchFollow` → get, match, follow; `FOLLOWS_TABLE` → follows, table; lower-cased.
    package static func split(identifier: String) -> [String] {
        let utf8 = Array(identifier.utf8)
        return utf8.allSatisfy({ $0 < 0x80 }) ? split(ascii: utf8) : split(characters: identifier)
    }

    /// `split(identifier:)` for any name, by `Character`.
    package static func split(characters identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for ch in identifier {
            if !ch.isLetter && !ch.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if ch.isUppercase, previousLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(ch)
            previousLower = ch.isLowercase || ch.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// `split(identifier:)` for an ASCII name, on its bytes: the same words without a
    /// `Character` (Unicode property lookups per letter were most of what comment rules spent).
    private static func split(ascii b: [UInt8]) -> [String] {
        var words: [String] = []
        var start: Int?
        var previousLower = false
        for i in b.indices {
            let upper = b[i] >= 65 && b[i] <= 90
            guard isASCIILetter(b[i]) || isDigit(b[i]) else {
                if let s = start { words.append(lowercased(b[s..<i])) }
                start = nil
                previousLower = false
                continue
            }
            if upper, previousLower, let s = start {
                words.append(lowercased(b[s..<i]))
                start = i
            }
            if start == nil { start = i }
            previousLower = !upper
        }
        if let s = start { words.append(lowercased(b[s...])) }
        return words
    }
}
