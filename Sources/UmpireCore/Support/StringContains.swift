// Substring search on names and words, byte for byte.

extension String {
    /// Whether `other` occurs in this string, byte for byte (the same as Foundation's answer for
    /// the names, words and paths rules ask about). Importing Foundation makes its `contains`
    /// the one called, and it goes through NSString's search: some 5,000 instructions a call,
    /// 69 M over the issue-8 corpus, where this is a memchr.
    @inlinable public func contains(_ other: String) -> Bool {
        // Foundation finds no empty string, and callers were written against that.
        if other.isEmpty { return false }
        var haystack = self, needle = other
        return haystack.withUTF8 { h in needle.withUTF8 { n in ByteSearch.find(n, in: h) != nil } }
    }
}
