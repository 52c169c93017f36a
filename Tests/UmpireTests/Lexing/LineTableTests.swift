// The line table finds line feeds with memchr (and walks bytes when a file has carriage
// returns): it must agree with a plain scan on every input, whatever the length and whatever
// bytes sit beside a line feed. (A word-at-a-time scan was tried: more instructions than memchr.)

import Testing
@testable import UmpireCore

@Suite("Line table")
struct LineTableTests {
    /// The starts a byte-by-byte scan gives (line feeds, lone carriage returns, CRLF once).
    static func plainStarts(_ bytes: [UInt8]) -> [Int32] {
        var starts: [Int32] = [0]
        for i in bytes.indices {
            if bytes[i] == ASCII.lf || bytes[i] == ASCII.cr && (i + 1 == bytes.count || bytes[i + 1] != ASCII.lf) {
                starts.append(Int32(i + 1))
            }
        }
        return starts
    }

    static func table(_ bytes: [UInt8]) -> [Int32] {
        bytes.withUnsafeBufferPointer { LineTable($0).starts }
    }

    @Test("Agrees with a plain scan on edge inputs: empty, one byte, feeds at word edges, bytes 0x0B and 0x09 beside them")
    func edges() {
        let inputs: [[UInt8]] = [
            [], [ASCII.lf], [0x41], Array("a\nb".utf8), Array(repeating: ASCII.lf, count: 17),
            [0x0B, ASCII.lf, 0x0B, 0x09, ASCII.lf, 0x00, ASCII.lf, 0x0B, 0x0A],
            Array("1234567\n89abcdef\n".utf8), Array("\n1234567890abcde".utf8),
            [0x8A, 0x0A, 0xFF, 0x0A, 0x80, 0x0B, 0x0A, 0x01, 0x0A],
        ]
        for input in inputs {
            #expect(Self.table(input) == Self.plainStarts(input), "\(input)")
        }
    }

    @Test("Agrees with a plain scan on 2,000 random inputs of every length up to 70 bytes")
    func random() {
        var generator = SystemRandomNumberGenerator()
        // Bytes drawn mostly from those next to a line feed, carriage returns among them.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x09, 0x00, 0x01, 0x8A, 0x0D, 0xFF, 0x61]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...70, using: &generator)
            let input = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(Self.table(input) == Self.plainStarts(input), "\(input)")
        }
    }
}
