// ByteSearch filters candidate starts by the needle's two rarest bytes, sixteen at a time; it must
// find exactly what a naive scan finds, wherever the anchors sit and whatever `from` is.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: byte search")
struct ByteSearchTests {
    static func naive(_ needle: [UInt8], _ haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty else { return from }
        guard haystack.count - from >= needle.count else { return nil }
        for start in from...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return nil
    }

    @Test("Matches a naive scan on random text over a small alphabet, at every starting offset")
    func matchesNaiveScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aeSCx. ".utf8)
        for _ in 0..<400 {
            let haystack = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for from in 0...haystack.count {
                let found = haystack.withUnsafeBufferPointer { ByteSearch.find(needle, in: $0, from: from) }
                #expect(found == Self.naive(needle, haystack, from: from), "\(needle) in \(haystack) from \(from)")
            }
        }
    }

    @Test("Finds lower-case letters in any mix of cases as a naive scan of folded text does, and no punctuation folded onto them")
    func foldingCaseMatchesNaiveScan() {
        var generator = SystemRandomNumberGenerator()
        // Bit 5 takes `@` and `^` to `` ` `` and `~`, next to the small letters but none of them.
        let alphabet = Array("mpirEMPIRe@^ \n".utf8)
        func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
        for _ in 0..<600 {
            let haystack = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = Array(["mpire", "mp", "rim", "eire", "i"].randomElement(using: &generator)!.utf8)
            let found = haystack.withUnsafeBufferPointer { ByteSearch.containsFoldingCase(needle, in: $0) }
            #expect(found == (Self.naive(needle, haystack.map(folded), from: 0) != nil), "\(needle) in \(haystack)")
        }
        #expect(Suppressions.mayHold(Array("// UMPIRE: disable".utf8)))
        #expect(Suppressions.mayHold(Array("// umpire:disable".utf8)))
        #expect(!Suppressions.mayHold(Array("// u`pire: ump\u{0}ire".utf8)))
    }

    @Test("Counts a byte as a scan does, past the 255 blocks a lane can hold and in the tail")
    func countsLikeAScan() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 15, 16, 17, 4079, 4080, 4081, 9000] {
            let text = (0..<length).map { _ in Bool.random(using: &generator) ? ASCII.lf : UInt8(ascii: "x") }
            #expect(text.withUnsafeBufferPointer { ByteSearch.count(ASCII.lf, in: $0) } == text.count { $0 == ASCII.lf }, "length \(length)")
        }
        let feeds = [UInt8](repeating: ASCII.lf, count: 16 * 600)
        #expect(feeds.withUnsafeBufferPointer { ByteSearch.count(ASCII.lf, in: $0) } == feeds.count)
    }

    @Test("The commonness table written out ranks the bytes as its comment lists them")
    func commonnessTableMatchesItsRanking() {
        let ascending = Array(#"~^%ZYJ+&X$|Q\!#KHGjzW<V@?qU][`F*_BL>9D786M5O43;NRPkA'E02ITC1v}{w=bSx-/h,:g"y)(fmp.udclsiorante"#.utf8)
        var rank = [UInt8](repeating: 255, count: 256)
        for (n, byte) in ascending.enumerated() { rank[Int(byte)] = UInt8(n) }
        #expect(ByteSearch.commonness == rank)
    }

    @Test("Finds a word by its rare byte at the end, the start and the middle of the text")
    func edges() {
        let text = Array("ContentState is a ContentState".utf8)
        text.withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.find(Array("ContentState".utf8), in: buffer) == 0)
            #expect(ByteSearch.find(Array("ContentState".utf8), in: buffer, from: 1) == 18)
            #expect(ByteSearch.find(Array("State".utf8), in: buffer, from: 26) == nil)
            #expect(ByteSearch.find(Array("is a".utf8), in: buffer) == 13)
        }
    }

    @Test("Finds a key's ending before its colon, and nothing where the ending is elsewhere")
    func endingBeforeTerminator() {
        let endings = ["Text", "_note"].map { Array($0.utf8) }
        func has(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { ByteSearch.containsEnding(endings, before: UInt8(ascii: ":"), in: $0) }
        }
        #expect(has("{ statusText: s }"))
        #expect(has("x: 1, break_note:"))
        #expect(!has("Text : 1, note: 2, Text"))
        #expect(!has(""))
    }
}
