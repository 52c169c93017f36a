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
