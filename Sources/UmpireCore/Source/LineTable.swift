// Byte offsets to 1-based lines and columns (columns count Unicode scalars).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct LineTable: Sendable {
    /// The byte offset where each line starts; line 1 starts at 0.
    public let starts: [Int32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let n = bytes.count
        guard let base = bytes.baseAddress, n > 0 else {
            self.starts = starts
            return
        }
        if memchr(base, Int32(ASCII.cr), n) == nil {
            // No carriage returns, the usual case: libc's vectorised memchr finds each line feed.
            var from = 0
            while from < n, let hit = memchr(base + from, Int32(ASCII.lf), n - from) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                starts.append(Int32(truncatingIfNeeded: i + 1))
                from = i + 1
            }
        } else {
            var i = 0
            while i < n {
                let b = base[i]
                if b == ASCII.lf {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if b == ASCII.cr, i + 1 >= n || base[i + 1] != ASCII.lf {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        self.starts = starts
    }

    public var count: Int { starts.count }

    /// The 1-based line holding `offset`.
    public func line(at offset: ByteOffset) -> LineNumber {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset.value { low = mid } else { high = mid - 1 }
        }
        return LineNumber(low + 1)
    }

    /// Where the line holding `offset` starts.
    public func lineStart(containing offset: ByteOffset) -> ByteOffset { start(ofLine: line(at: offset)) }

    /// Where a line starts (the first line for a line before it, the last for one past the end).
    public func start(ofLine line: LineNumber) -> ByteOffset { ByteOffset(Int(starts[max(0, min(line.value, starts.count) - 1)])) }

    /// 1-based line and column of `offset`, the column counted in Unicode scalars (UTF-8
    /// continuation bytes do not count), as editors and GitHub expect.
    public func position(of offset: ByteOffset, in bytes: [UInt8]) -> (line: LineNumber, column: Int) {
        let line = line(at: offset)
        var column = 1
        var i = start(ofLine: line).value
        let end = min(offset.value, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}

/// The line break a file writes: new lines a fix inserts follow it, so a CRLF or a CR-only
/// file never gains a lone LF.
public enum LineBreak {
    /// `\r\n`, `\r` or `\n`, as the first line break of `bytes` is; `\n` when there is none.
    public static func of(_ bytes: some Collection<UInt8>) -> String {
        guard let first = bytes.firstIndex(where: { $0 == ASCII.lf || $0 == ASCII.cr }) else { return "\n" }
        guard bytes[first] == ASCII.cr else { return "\n" }
        let next = bytes.index(after: first)
        return next < bytes.endIndex && bytes[next] == ASCII.lf ? "\r\n" : "\r"
    }
}
