// Reading copy as words: what the tone rules match on, with placeholders left out.

import UmpireCore

package enum CopyText {
    /// The words of copy, lowercased, with `{placeholders}` dropped; hyphens and apostrophes
    /// stay inside words (`hat-trick`, `don't`).
    package static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inPlaceholder = false
        for ch in text {
            if ch == "{" { inPlaceholder = true }
            if inPlaceholder {
                if ch == "}" { inPlaceholder = false }
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if ch.isLetter || ch.isNumber || ((ch == "-" || ch == "'" || ch == "’") && !current.isEmpty) {
                current.append(ch)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.trimmingSuffix("-'’") }
    }

    /// A phrase to look for, split and lower-cased once when the rule is built rather than for
    /// every string it is compared with.
    package struct Phrase: Sendable {
        package let text: String
        package let words: [String]
        /// The words with hyphens taken apart (`hat-trick` as `hat`, `trick`).
        let pieces: [String]
        package init(_ text: String) {
            self.text = text
            words = text.lowercased().split(separator: " ").map(String.init)
            pieces = words.flatMap { $0.split(separator: "-").map(String.init) }
        }
    }

    /// Whether `phrase` occurs in `lowerWords` (copy's words, lower-cased) as whole words, a
    /// hyphen and a space alike ("Hat trick for Ovechkin" names a hat-trick).
    package static func contains(_ lowerWords: [String], _ phrase: Phrase) -> Bool {
        if occurs(phrase.words, in: lowerWords) { return true }
        guard phrase.pieces.count != phrase.words.count || lowerWords.contains(where: { $0.utf8.contains(UInt8(ascii: "-")) }) else { return false }
        return occurs(phrase.pieces, in: lowerWords.flatMap { $0.split(separator: "-").map(String.init) })
    }

    private static func occurs(_ target: [String], in lowerWords: [String]) -> Bool {
        guard let first = target.first, lowerWords.count >= target.count else { return false }
        for start in 0...(lowerWords.count - target.count) where lowerWords[start] == first {
            if target.count == 1 || lowerWords[start..<start + target.count].elementsEqual(target) { return true }
        }
        return false
    }

    /// `a => b` option entries: the phrase and its suggested replacement.
    package static func substitutions(_ entries: [String]) -> [(phrase: String, suggestion: String)] {
        entries.compactMap { entry in
            let parts = entry.components(separatedBy: "=>")
            guard let phrase = parts.first?.trimmingSpaces, !phrase.isEmpty else { return nil }
            return (phrase, parts.count > 1 ? parts[1].trimmingSpaces : "")
        }
    }

    /// The copy strings of a file, with their literal text.
    package static func strings(in context: RuleContext) -> [(copy: CopyString, text: String)] {
        CopyExtractor.stringsWithText(in: context)
    }

    package static let stopwords: Set<String> = ["the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "at", "by", "with",
                                         "is", "are", "was", "from", "as", "it", "its", "this", "that", "has", "have", "after"]
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    func trimmingSuffix(_ characters: String) -> String {
        var s = Substring(self)
        while let last = s.last, characters.contains(last) { s = s.dropLast() }
        return String(s)
    }

    func components(separatedBy separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
