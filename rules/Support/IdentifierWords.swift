// Names as words and as bytes: for rules that compare names with tables, comments or option lists.

import UmpireCore

package enum Words {
    /// An ASCII byte lower-cased; other bytes unchanged.
    @inline(__always) static func lower(_ b: UInt8) -> UInt8 { IdentifierWords.lower(b) }

    /// Bytes as a string with their ASCII letters lower-cased.
    package static func lowercased(_ bytes: ArraySlice<UInt8>) -> String { IdentifierWords.lowercased(bytes) }

    /// Names as lower-case bytes, for `spellsAny(_:of:)`.
    static func lowerBytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.lowercased().utf8) } }

    /// `getMatchFollow` → get, match, follow; `FOLLOWS_TABLE` → follows, table; lower-cased.
    package static func split(identifier: String) -> [String] { IdentifierWords.split(identifier: identifier) }

    /// `split(identifier:)` for any name, by `Character`.
    package static func split(characters identifier: String) -> [String] { IdentifierWords.split(characters: identifier) }

    /// Whether two words are the same up to a plural ending: device/devices, entry/entries.
    package static func sameStem(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = stem(a), y = stem(b)
        return x.count >= 3 && x == y
    }

    /// A word without its plural, past or progressive ending: `exists`, `existing`, `existed`
    /// → `exist`; `creates`, `created`, `creating` → `creat`; `entries` → `entr`.
    package static func stem(_ word: String) -> Substring {
        // On UTF-8 bytes: asked of every comment word, where Character counting showed up.
        let utf8 = word.utf8, count = utf8.count
        for ending in stemEndings where count > ending.count + 2 && utf8.suffix(ending.count).elementsEqual(ending) {
            return Substring(utf8.dropLast(ending.count))
        }
        return Substring(word)
    }

    private static let stemEndings = ["ies", "ing", "ed", "es", "s", "e", "y"].map { Array($0.utf8) }
}

extension SourceFile {
    /// Whether token `i` (an identifier, or a string of plain text) spells one of `names`,
    /// ignoring ASCII case. Compares bytes: cheap enough to ask of every token.
    func spellsAny(_ i: Int, of names: [[UInt8]]) -> Bool {
        var t = i
        if kind(i) == .stringStart {
            guard i + 2 < tokens.count, kind(i + 1) == .stringText, kind(i + 2) == .stringEnd else { return false }
            t = i + 1
        }
        let start = tokens[t].start.value, length = Int(tokens[t].length)
        for name in names where name.count == length && equalIgnoringCase(start, name) { return true }
        return false
    }

    /// Whether the bytes of token `i` end with `suffix` (lower-case bytes), ignoring ASCII case.
    package func endsWith(_ i: Int, _ suffix: [UInt8]) -> Bool {
        Int(tokens[i].length) >= suffix.count && equalIgnoringCase(tokens[i].end.value - suffix.count, suffix)
    }

    private func equalIgnoringCase(_ start: Int, _ lower: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            lower.withUnsafeBufferPointer { l in
                var k = 0
                while k < l.count {
                    if Words.lower(b[start + k]) != l[k] { return false }
                    k += 1
                }
                return true
            }
        }
    }
}
