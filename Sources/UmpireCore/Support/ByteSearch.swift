// Finding a byte string in bytes, with libc's vectorised memchr for candidates.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `from`, or nil.
    public static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard let first = needle.first else { return from }
        guard let base = haystack.baseAddress, haystack.count - from >= needle.count else { return nil }
        var i = from
        let last = haystack.count - needle.count
        while i <= last, let hit = memchr(base + i, Int32(first), last - i + 1) {
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var k = 1
            while k < needle.count, base[i + k] == needle[k] { k += 1 }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }
}
