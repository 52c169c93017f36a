// Rule dispatch by word: one pass over a file's word tokens tells which rules can report there.

import UmpireCore

/// The trigger words of one list of rules (a file's list), and which rules they wake. Built once
/// per distinct list, shared by every file that has it.
final class TriggerTable: Sendable {
    /// Rules with no trigger words: they always run.
    let alwaysOn: [Bool]
    /// Open-addressed by hash: where a word's bytes and the rules it wakes are kept.
    private let slots: [Slot]
    /// Every word's folded bytes, one after another, and every word's rules: slots point into
    /// them, so a lookup copies no array (both cores read the table for every file, and a
    /// retained array's count is a cache line the two would pass back and forth).
    private let words: [UInt8]
    private let ruleLists: [Int]
    private let mask: Int
    /// Bit `length` of `lengthsByFirstByte[b]` is set when some word of that length starts with
    /// byte `b`: most tokens are rejected by this before any hashing.
    private let lengthsByFirstByte: [UInt64]

    private struct Slot: Sendable {
        var hash: UInt64 = 0
        var wordStart: Int32 = 0
        /// 0 for an empty slot.
        var wordLength: Int32 = 0
        var rulesStart: Int32 = 0
        var rulesCount: Int32 = 0
    }

    /// Nil when no rule in the list has trigger words (nothing to skip).
    init?(_ rules: [ActiveRule]) {
        var byWord: [[UInt8]: [Int]] = [:]
        let wordsByRule = rules.map { $0.checker.triggerWords.filter { !$0.isEmpty } }
        for (n, list) in wordsByRule.enumerated() {
            for word in Set(list.map { Array($0.utf8).map(TriggerTable.folded) }) {
                byWord[word, default: []].append(n)
            }
        }
        guard !byWord.isEmpty else { return nil }
        alwaysOn = wordsByRule.map(\.isEmpty)
        var size = 16
        while size < byWord.count * 4 { size *= 2 }
        var slots = [Slot](repeating: Slot(), count: size)
        var words: [UInt8] = [], ruleLists: [Int] = []
        var lengths = [UInt64](repeating: 0, count: 256)
        for (word, ruleIndices) in byWord {
            let hash = TriggerTable.hash(word)
            var k = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[k].wordLength != 0 { k = (k + 1) & (size - 1) }
            slots[k] = Slot(hash: hash, wordStart: Int32(words.count), wordLength: Int32(word.count),
                            rulesStart: Int32(ruleLists.count), rulesCount: Int32(ruleIndices.count))
            words += word
            ruleLists += ruleIndices
            // Both cases of the first byte: words match whatever the case.
            for first in Set([word[0], word[0] >= 0x61 && word[0] <= 0x7A ? word[0] - 0x20 : word[0]]) {
                lengths[Int(first)] |= 1 << UInt64(min(word.count, 63))
            }
        }
        self.slots = slots
        self.words = words
        self.ruleLists = ruleLists
        mask = size - 1
        lengthsByFirstByte = lengths
    }

    /// For each rule of the list, whether it runs on `file`.
    func runnable(in file: SourceFile) -> [Bool] {
        var result = alwaysOn
        var waiting = alwaysOn.count { !$0 }
        file.tokens.withUnsafeBufferPointer { tokens in
            file.bytes.withUnsafeBufferPointer { bytes in
                for token in tokens {
                    if waiting == 0 { break }
                    var start = token.start.value, length = Int(token.length)
                    switch token.kind {
                    case .identifier, .keyword, .stringText: break
                    case .attribute, .directive:
                        start += 1
                        length -= 1
                    default: continue
                    }
                    guard length > 0, lengthsByFirstByte[Int(bytes[start])] >> UInt64(min(length, 63)) & 1 != 0 else { continue }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<start + length])
                    guard let slot = lookup(word) else { continue }
                    for r in Int(slot.rulesStart)..<Int(slot.rulesStart + slot.rulesCount) where !result[ruleLists[r]] {
                        result[ruleLists[r]] = true
                        waiting -= 1
                    }
                }
            }
        }
        return result
    }

    private func lookup(_ word: UnsafeBufferPointer<UInt8>) -> Slot? {
        let hash = TriggerTable.hash(word)
        var k = Int(truncatingIfNeeded: hash) & mask
        while slots[k].wordLength != 0 {
            let slot = slots[k]
            if slot.hash == hash, Int(slot.wordLength) == word.count, sameWord(word, at: Int(slot.wordStart)) { return slot }
            k = (k + 1) & mask
        }
        return nil
    }

    private func sameWord(_ word: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for n in 0..<word.count where words[start + n] != TriggerTable.folded(word[n]) { return false }
        return true
    }

    /// FNV-1a over the ASCII-lower-cased bytes: short words, no allocation, good enough spread
    /// for a table a quarter full. Matching ignores case, so a rule that compares names
    /// case-insensitively (`Apns-Priority`) is never skipped by mistake.
    static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        var h = FNV1a()
        for b in bytes { h.mix(folded(b)) }
        return h.value
    }

    @inline(__always) static func folded(_ b: UInt8) -> UInt8 {
        b >= 0x41 && b <= 0x5A ? b | 0x20 : b
    }
}
