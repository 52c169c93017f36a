// Finding a byte string in bytes: sixteen candidate starts at a time, filtered by the needle's
// two rarest bytes, or libc's vectorised memchr for a needle of one byte.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `from`, or nil.
    public static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        needle.withUnsafeBufferPointer { find($0, in: haystack, from: from) }
    }

    /// A needle with a rare byte is found by memchr on that byte (`ContentState` by its `S`).
    /// One of lower-case letters only is found sixteen candidate starts at a time: a start
    /// survives when the needle's two rarest bytes sit where they should. memchr stopped at every
    /// `t` of `ttl`, and each stop cost a call: `ttl`, `mpire` and `display` took three to five
    /// times as long.
    public static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard !needle.isEmpty else { return from }
        guard let base = haystack.baseAddress, from >= 0, haystack.count - from >= needle.count else { return nil }
        if needle.count == 1 {
            return memchr(base + from, Int32(needle[0]), haystack.count - from).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        let (rare, other) = anchors(needle)
        // Candidate starts run from `from` to `last`.
        let last = haystack.count - needle.count
        var start = from
        if commonness[Int(needle[rare])] < Self.commonFrom {
            // A rare byte (a capital, a digit): memchr stops at few false candidates, and reads
            // thirty-two bytes an instruction where the test below reads sixteen in fifteen.
            while start <= last, let hit = memchr(base + start + rare, Int32(needle[rare]), last - start + 1) {
                start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - rare
                if matches(needle, at: start, in: base) { return start }
                start += 1
            }
            return nil
        }
        let rareBytes = SIMD16<UInt8>(repeating: needle[rare]), otherBytes = SIMD16<UInt8>(repeating: needle[other])
        let raw = UnsafeRawPointer(base)
        // Wrapping arithmetic: every offset is below the haystack's count, and overflow checks
        // were a third of the loop's instructions.
        let lastBlock = last &- 15
        while start <= lastBlock {
            let candidates = (raw.loadUnaligned(fromByteOffset: start &+ rare, as: SIMD16<UInt8>.self) .== rareBytes)
                .& (raw.loadUnaligned(fromByteOffset: start &+ other, as: SIMD16<UInt8>.self) .== otherBytes)
            if anyLane(candidates) {
                for lane in 0..<16 where candidates[lane] && matches(needle, at: start &+ lane, in: base) { return start &+ lane }
            }
            start &+= 16
        }
        while start <= last {
            if matches(needle, at: start, in: base) { return start }
            start += 1
        }
        return nil
    }

    /// Whether any lane of a comparison holds: its sixteen bytes read as two words. The
    /// standard library's `any` became a call to a lane-by-lane `min` where not inlined.
    @inline(__always)
    private static func anyLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }

    @inline(__always)
    private static func matches(_ needle: UnsafeBufferPointer<UInt8>, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        var k = 0
        while k < needle.count, base[start + k] == needle[k] { k += 1 }
        return k == needle.count
    }

    /// The offsets of the needle's rarest byte and of its next rarest of another value (any
    /// other offset when every byte is the same).
    private static func anchors(_ needle: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var rare = 0
        for k in needle.indices where commonness[Int(needle[k])] < commonness[Int(needle[rare])] { rare = k }
        var other = rare == 0 ? 1 : 0
        for k in needle.indices where k != rare && needle[k] != needle[rare]
            && (needle[other] == needle[rare] || commonness[Int(needle[k])] < commonness[Int(needle[other])]) { other = k }
        return (rare, other)
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

    /// Whether `letters` (lower-case ASCII letters) occur in `haystack` in any mix of cases: one
    /// pass where a search per spelling (`mpire`, `MPIRE`) read the bytes once each. Setting bit
    /// 5 folds a capital onto its small letter, and no other byte onto a letter.
    public static func containsFoldingCase(_ letters: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !letters.isEmpty else { return true }
        guard let base = haystack.baseAddress, haystack.count >= letters.count else { return false }
        var start = 0
        let last = haystack.count - letters.count
        guard letters.count >= 2 else {
            while start <= last {
                if matchesFoldingCase(letters, at: start, in: base) { return true }
                start += 1
            }
            return false
        }
        let (rare, other) = letters.withUnsafeBufferPointer { anchors($0) }
        let fold = SIMD16<UInt8>(repeating: 0x20)
        let rareBytes = SIMD16<UInt8>(repeating: letters[rare]), otherBytes = SIMD16<UInt8>(repeating: letters[other])
        let raw = UnsafeRawPointer(base)
        let lastBlock = last &- 15
        while start <= lastBlock {
            let candidates = ((raw.loadUnaligned(fromByteOffset: start &+ rare, as: SIMD16<UInt8>.self) | fold) .== rareBytes)
                .& ((raw.loadUnaligned(fromByteOffset: start &+ other, as: SIMD16<UInt8>.self) | fold) .== otherBytes)
            if anyLane(candidates) {
                for lane in 0..<16 where candidates[lane] && matchesFoldingCase(letters, at: start &+ lane, in: base) { return true }
            }
            start &+= 16
        }
        while start <= last {
            if matchesFoldingCase(letters, at: start, in: base) { return true }
            start += 1
        }
        return false
    }

    @inline(__always)
    private static func matchesFoldingCase(_ letters: [UInt8], at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        for k in letters.indices {
            let byte = base[start + k]
            guard byte == letters[k] || byte == letters[k] &- 0x20 else { return false }
        }
        return true
    }

    /// How many times `byte` occurs: sixteen bytes an instruction, counted in sixteen lanes
    /// that are summed before one could pass 255. A memchr per occurrence cost a call per line.
    public static func count(_ byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = haystack.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base), wanted = SIMD16<UInt8>(repeating: byte)
        let none = SIMD16<UInt8>(), one = SIMD16<UInt8>(repeating: 1)
        var total = 0, at = 0
        while haystack.count &- at >= 16 {
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 255, haystack.count &- at >= 16 {
                lanes &+= none.replacing(with: one, where: raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self) .== wanted)
                at &+= 16
                blocks &+= 1
            }
            total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while at < haystack.count {
            if base[at] == byte { total += 1 }
            at += 1
        }
        return total
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
    /// Ranked from the bytes in ascending order of use,
    /// ``~^%ZYJ+&X$|Q\!#KHGjzW<V@?qU][`F*_BL>9D786M5O43;NRPkA'E02ITC1v}{w=bSx-/h,:g"y)(fmp.udclsiorante``
    /// (255 for the rest), written out: a table of literals is laid down at build time, where one
    /// computed on first use cost a lazy-initialisation check on every search.
    static let commonness: [UInt8] = [
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 13, 74, 14, 9, 2, 7, 52, 77, 76, 31, 6, 71, 68, 81, 69,
        54, 59, 55, 45, 44, 42, 40, 38, 39, 36, 72, 46, 21, 64, 35, 24,
        23, 51, 33, 58, 37, 53, 30, 17, 16, 56, 5, 15, 34, 41, 47, 43,
        49, 11, 48, 66, 57, 26, 22, 20, 8, 4, 3, 28, 12, 27, 1, 32,
        29, 90, 65, 84, 83, 93, 78, 73, 70, 87, 18, 50, 85, 79, 91, 88,
        80, 25, 89, 86, 92, 82, 60, 63, 67, 75, 19, 62, 10, 61, 0, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    ]

    /// From `v` on, bytes are common enough that memchr would stop too often.
    static let commonFrom = commonness[Int(UInt8(ascii: "v"))]
}
