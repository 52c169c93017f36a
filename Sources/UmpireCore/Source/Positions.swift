// The three numbers a rule handles are different things: which token (an index into
// `file.tokens`, a plain Int), where in the bytes (a `ByteOffset`) and which row of the file (a
// `LineNumber`). Each has its own type so that one is never passed where another is meant: a
// token index given to `text(from:to:)`, or a byte offset compared with a line, does not compile.
// Both are one Int wide; an optimised build handles them as Ints.

/// A position in a file's bytes, counted from 0.
public struct ByteOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The offset as a number, for indexing the bytes and for output formats.
    public var value: Int

    @inlinable public init(_ value: Int) { self.value = value }

    @inlinable public static func < (a: ByteOffset, b: ByteOffset) -> Bool { a.value < b.value }

    /// The offset `bytes` further on (or back, when negative).
    @inlinable public static func + (a: ByteOffset, bytes: Int) -> ByteOffset { ByteOffset(a.value + bytes) }
    @inlinable public static func - (a: ByteOffset, bytes: Int) -> ByteOffset { ByteOffset(a.value - bytes) }
    @inlinable public static func += (a: inout ByteOffset, bytes: Int) { a.value += bytes }
    @inlinable public static func -= (a: inout ByteOffset, bytes: Int) { a.value -= bytes }

    /// How many bytes lie between two offsets: a count, no longer a position.
    @inlinable public static func - (a: ByteOffset, b: ByteOffset) -> Int { a.value - b.value }

    public static let zero = ByteOffset(0)

    // The bare number: offsets and lines are interpolated into JSON and messages as numbers.
    public var description: String { String(value) }
}

/// A line of a file, counted from 1 as editors and reports show it.
public struct LineNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Int

    @inlinable public init(_ value: Int) { self.value = value }

    @inlinable public static func < (a: LineNumber, b: LineNumber) -> Bool { a.value < b.value }

    /// The line `lines` further down (or up, when negative).
    @inlinable public static func + (a: LineNumber, lines: Int) -> LineNumber { LineNumber(a.value + lines) }
    @inlinable public static func - (a: LineNumber, lines: Int) -> LineNumber { LineNumber(a.value - lines) }

    /// How many lines lie between two lines.
    @inlinable public static func - (a: LineNumber, b: LineNumber) -> Int { a.value - b.value }

    public var description: String { String(value) }
}

extension Array where Element == UInt8 {
    /// The bytes between two offsets.
    @inlinable public subscript(bytes range: Range<ByteOffset>) -> ArraySlice<UInt8> {
        self[range.lowerBound.value..<range.upperBound.value]
    }

    /// The byte at an offset.
    @inlinable public subscript(byte offset: ByteOffset) -> UInt8 { self[offset.value] }
}
