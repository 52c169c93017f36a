// Finding a byte string in bytes, with libc's vectorised memchr for candidates.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `from`, or nil. memchr looks
    /// for the needle's rarest byte in source code (an uppercase letter or an `x` over an `e`),
    /// so it stops at few false candidates: `ContentState` is found by its `S`, not its `C`.
    public static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        needle.withUnsafeBufferPointer { find($0, in: haystack, from: from) }
    }

    public static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard !needle.isEmpty else { return from }
        guard let base = haystack.baseAddress, haystack.count - from >= needle.count else { return nil }
        var anchor = 0
        for k in needle.indices where commonness[Int(needle[k])] < commonness[Int(needle[anchor])] { anchor = k }
        let anchorByte = Int32(needle[anchor])
        // Candidate starts run from `from` to `last`; the anchor sits `anchor` bytes in.
        var start = from
        let last = haystack.count - needle.count
        while start <= last, let hit = memchr(base + start + anchor, anchorByte, last - start + 1) {
            start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
            var k = 0
            while k < needle.count, base[start + k] == needle[k] { k += 1 }
            if k == needle.count { return start }
            start += 1
        }
        return nil
    }

    /// Whether one of `endings` stands right before a `terminator` byte (a key's name before its
    /// colon): one scan for the terminator, each hit read backwards, where a search per ending
    /// would read the bytes once each.
    public static func containsEnding(_ endings: [[UInt8]], before terminator: UInt8, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress else { return false }
        // The endings' last bytes: most terminators (a TypeScript file's every `:`) follow none.
        // A 256-bit set in four words stays in registers; a [Bool] table cost 30 M instructions
        // more on the corpus.
        var lastBytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        for ending in endings {
            // An empty ending stands before any terminator.
            guard let last = ending.last else { return memchr(base, Int32(terminator), haystack.count) != nil }
            switch last >> 6 {
            case 0: lastBytes.0 |= 1 << UInt64(last & 63)
            case 1: lastBytes.1 |= 1 << UInt64(last & 63)
            case 2: lastBytes.2 |= 1 << UInt64(last & 63)
            default: lastBytes.3 |= 1 << UInt64(last & 63)
            }
        }
        var from = 0
        while from < haystack.count, let hit = memchr(base + from, Int32(terminator), haystack.count - from) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            from = at + 1
            guard at > 0 else { continue }
            let before = base[at - 1]
            let word = switch before >> 6 { case 0: lastBytes.0; case 1: lastBytes.1; case 2: lastBytes.2; default: lastBytes.3 }
            guard word & (1 << UInt64(before & 63)) != 0 else { continue }
            // Read backwards from the terminator: most endings differ in their last byte.
            for ending in endings where at >= ending.count {
                var k = ending.count - 1
                while k >= 0, base[at - ending.count + k] == ending[k] { k -= 1 }
                if k < 0 { return true }
            }
        }
        return false
    }

    /// Calls `body` with the offset of each occurrence of `needle`, in order.
    public static func forEachOccurrence(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var from = 0
        while let at = find(needle, in: haystack, from: from) {
            body(at)
            from = at + 1
        }
    }

    /// How common each byte is in source code (higher: more common), from byte counts over a
    /// million lines of public Swift and TypeScript: `Z` and `~` are rare, `e` and spaces are not.
    static let commonness: [UInt8] = {
        var rank = [UInt8](repeating: 255, count: 256)
        let ascending = Array(#"~^%ZYJ+&X$|Q\!#KHGjzW<V@?qU][`F*_BL>9D786M5O43;NRPkA'E02ITC1v}{w=bSx-/h,:g"y)(fmp.udclsiorante"#.utf8)
        for (n, byte) in ascending.enumerated() { rank[Int(byte)] = UInt8(n) }
        return rank
    }()
}
