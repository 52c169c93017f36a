// The one hash Umpire uses for fingerprints, content comparison and word tables: 64-bit FNV-1a.

/// 64-bit FNV-1a: short keys, no allocation, stable across runs and machines (fingerprints in a
/// committed baseline depend on that), and spread enough for tables a quarter full.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    @inline(__always) public mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Inlinable, so a rule hashing a slice of a file's bytes gets a specialized loop rather
    /// than a generic one across the module boundary.
    @inlinable public mutating func mix<C: Sequence<UInt8>>(_ bytes: C) {
        for b in bytes { mix(b) }
    }

    /// The hash of some bytes (a name read in place from a file).
    @inlinable public static func value<C: Sequence<UInt8>>(of bytes: C) -> UInt64 {
        var hash = FNV1a()
        hash.mix(bytes)
        return hash.value
    }

    /// Mixes a string's bytes and then a 0, so ("ab", "c") and ("a", "bc") differ.
    public mutating func mix(field: String) {
        mix(field.utf8)
        mix(0)
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hex hash of some text, for fingerprints and identities.
    public static func hex(_ fields: String...) -> String {
        var h = FNV1a()
        for field in fields { h.mix(field: field) }
        return h.hex
    }
}
