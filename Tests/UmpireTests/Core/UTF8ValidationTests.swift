// The byte-level UTF-8 check must agree with the standard library's on any input.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: UTF-8 validation")
struct UTF8ValidationTests {
    func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } }
    func reference(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test("Edge forms: overlong, surrogates, past U+10FFFF, truncated, across the 8-byte fast path")
    func edgeForms() {
        let cases: [[UInt8]] = [
            [], Array("plain ascii text, longer than eight bytes".utf8), Array("🏏 é — ✓".utf8),
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong
            [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],                      // a surrogate, the last before them
            [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],          // past U+10FFFF, the last scalar
            [0xE2, 0x80], [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0xF0, 0x9F, 0x8F],  // truncated
            [0x80], [0xFF], Array("abcdefg".utf8) + [0xC3, 0xA9] + Array("hijklmnop".utf8),
        ]
        for bytes in cases {
            #expect(valid(bytes) == reference(bytes), "\(bytes)")
        }
    }

    @Test("Agrees with the standard library on 20,000 seeded random inputs")
    func randomInputs() {
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 24)
            // Mostly high bytes and continuation bytes, so multi-byte forms come up often.
            let bytes = (0..<length).map { _ -> UInt8 in
                let r = generator.next()
                return r % 3 == 0 ? UInt8(truncatingIfNeeded: r >> 8) & 0x7F : UInt8(truncatingIfNeeded: r >> 16) | 0x80
            }
            #expect(valid(bytes) == reference(bytes), "\(bytes)")
        }
    }
}

/// A small deterministic generator, so a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
