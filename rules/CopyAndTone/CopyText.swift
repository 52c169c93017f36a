// Reading copy as words: what the tone rules match on, with placeholders left out.

import UmpireCore

enum CopyText {
    /// The words of copy, lowercased, with `{placeholders}` dropped; hyphens and apostrophes
    /// stay inside words (`hat-trick`, `don't`).
    static func words(_ text: String) -> [String] {
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

    /// Whether `phrase` (one or more words) occurs in `words` as whole words, ignoring case.
    static func contains(_ words: [String], phrase: String) -> Bool {
        let target = phrase.lowercased().split(separator: " ").map(String.init)
        guard !target.isEmpty, words.count >= target.count else { return false }
        let lower = words.map { $0.lowercased() }
        for start in 0...(lower.count - target.count) where Array(lower[start..<start + target.count]) == target {
            return true
        }
        return false
    }

    /// `a => b` option entries: the phrase and its suggested replacement.
    static func substitutions(_ entries: [String]) -> [(phrase: String, suggestion: String)] {
        entries.compactMap { entry in
            let parts = entry.components(separatedBy: "=>")
            guard let phrase = parts.first?.trimmingSpaces, !phrase.isEmpty else { return nil }
            return (phrase, parts.count > 1 ? parts[1].trimmingSpaces : "")
        }
    }

    /// The copy strings of a file, with their literal text.
    static func strings(in file: LexedFile) -> [(copy: CopyString, text: String)] {
        CopyExtractor.stringsWithText(in: file)
    }

    static let stopwords: Set<String> = ["the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "at", "by", "with",
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
