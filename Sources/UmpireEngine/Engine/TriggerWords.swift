// Rule dispatch by word: one pass over a file's word tokens tells which rules can report there.

import UmpireCore

/// The trigger words of one list of rules (a file's list), and which rules they wake. Built once
/// per distinct list, shared by every file that has it.
final class TriggerTable: Sendable {
    /// Rules with no trigger words: they always run.
    let alwaysOn: [Bool]
    /// Open-addressed by hash: a word's bytes and the rules it wakes.
    private let slots: [Slot?]
    private let mask: Int
    /// Bit `length` of `lengthsByFirstByte[b]` is set when some word of that length starts with
    /// byte `b`: most tokens are rejected by this before any hashing.
    private let lengthsByFirstByte: [UInt64]

    private struct Slot: Sendable {
        let hash: UInt64
        let word: [UInt8]
        let rules: [Int]
    }

    /// Nil when no rule in the list has trigger words (nothing to skip).
    init?(_ rules: [ActiveRule]) {
        var byWord: [[UInt8]: [Int]] = [:]
        let words = rules.map { $0.checker.triggerWords.filter { !$0.isEmpty } }
        for (n, list) in words.enumerated() {
            for word in Set(list.map { Array($0.utf8).map(TriggerTable.folded) }) {
                byWord[word, default: []].append(n)
            }
        }
        guard !byWord.isEmpty else { return nil }
        alwaysOn = words.map(\.isEmpty)
        var size = 16
        while size < byWord.count * 4 { size *= 2 }
        var slots = [Slot?](repeating: nil, count: size)
        var lengths = [UInt64](repeating: 0, count: 256)
        for (word, ruleIndices) in byWord {
            let hash = TriggerTable.hash(word)
            var k = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[k] != nil { k = (k + 1) & (size - 1) }
            slots[k] = Slot(hash: hash, word: word, rules: ruleIndices)
            // Both cases of the first byte: words match whatever the case.
            for first in Set([word[0], word[0] >= 0x61 && word[0] <= 0x7A ? word[0] - 0x20 : word[0]]) {
                lengths[Int(first)] |= 1 << UInt64(min(word.count, 63))
            }
        }
        self.slots = slots
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
                    guard let rules = lookup(word) else { continue }
                    for n in rules where !result[n] {
                        result[n] = true
                        waiting -= 1
                    }
                }
            }
        }
        return result
    }

    private func lookup(_ word: UnsafeBufferPointer<UInt8>) -> [Int]? {
        let hash = TriggerTable.hash(word)
        var k = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[k] {
            if slot.hash == hash, slot.word.count == word.count, slot.word.elementsEqual(word.lazy.map(TriggerTable.folded)) {
                return slot.rules
            }
            k = (k + 1) & mask
        }
        return nil
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
