// Literals under a copy key (or in a view) that no reader sees as the product's words: keys
// (localization keys with their arguments too), codes, date patterns, JSON, URLs, paths,
// markup and HTTP reason phrases.

extension CopyExtractor {
    /// Whether the literal at `i` is not prose: `PROMO.HEADER`, `match.summary.title`,
    /// `TASK_SIGNED`, `YYYY-MM-DD`, `{"type":"wicket"}`, `https://…`, `/api/matches`, an HTML
    /// template, `Not Found`. A choice between literals is prose when one of its texts is
    /// (`${won ? "win the series" : "draw"}`).
    static func isNotProse(_ i: Int, in file: SourceFile) -> Bool {
        file.readerVariants(ofStringAt: i).allSatisfy(isNotProse)
    }

    /// `${summary} | ${matchScore}` in a messages file: no words of its own, but the spaced dash or
    /// pipe it joins the values with is what the reader sees between them, so it is copy for the
    /// separator. `${home}–${away}` and `${runs}-${wickets}` are scorelines.
    static func joinsPlaceholders(_ i: Int, in file: SourceFile) -> Bool {
        file.readerVariants(ofStringAt: i).contains { text in
            var placeholders = 0, depth = 0
            var between = ""
            for ch in text {
                if ch == "{" {
                    if depth == 0 { placeholders += 1 }
                    depth += 1
                } else if ch == "}", depth > 0 {
                    depth -= 1
                } else if depth == 0 {
                    between.append(ch)
                }
            }
            let marks = between.filter { $0 != " " }
            return placeholders >= 2 && !marks.isEmpty && marks.allSatisfy({ "-|\u{2013}".contains($0) })
                && [" - ", " | ", " \u{2013} ", " -- "].contains(where: between.contains)
        }
    }

    static func isNotProse(_ text: String) -> Bool {
        if reasonPhrases.contains(text) { return true }
        let trimmed = text.trimmingCharacters(in: " \n\t\r")
        if isMarkup(trimmed) || isJSON(trimmed) || isDatePattern(trimmed) { return true }
        // What is left once placeholders are dropped: `{team}.{event}.title` is a key too, and
        // so is `status.poll.n-votes {count}` (a localization key with its arguments).
        var dropped = ""
        var depth = 0
        for ch in trimmed {
            if ch == "{" { depth += 1 } else if ch == "}", depth > 0 { depth -= 1 } else if depth == 0 { dropped.append(ch) }
        }
        let literal = dropped.trimmingCharacters(in: " \n\t\r")
        // Words need letters: "", "{count}", "—", "3/41" are not copy on their own.
        guard literal.contains(where: \.isLetter) else { return true }
        guard !literal.contains(where: { $0 == " " || $0 == "\n" }) else { return false }
        // `@deprecated`, `#wickets`: a tag or a handle, not a sentence.
        if literal.hasPrefix("@") || literal.hasPrefix("#") { return true }
        if literal.contains("://") || literal.hasPrefix("www.") || literal.hasPrefix("mailto:") { return true }
        if literal.hasPrefix("/") || literal.hasPrefix("./") || literal.hasPrefix("../") || literal.hasPrefix("~/") { return true }
        return isKey(literal)
    }

    /// One word that names text rather than being it: `TASK_SIGNED`, `match.summary.title`,
    /// `status.action.translated-from-%@` (dotted, format specifiers and all), `see-more`
    /// (lower-case words joined by hyphens; `Hat-trick` is a word).
    static func isKey(_ word: String) -> Bool {
        if word.contains("_") { return true }
        if word.contains("."), !word.hasSuffix("."),
           word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "%" || $0 == "@" }) {
            return true
        }
        return word.contains("-") && !word.hasPrefix("-") && !word.hasSuffix("-")
            && word.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }

    /// An HTML template: a document, or tags with attributes or across lines.
    private static func isMarkup(_ trimmed: String) -> Bool {
        guard trimmed.hasPrefix("<") else { return false }
        let lower = trimmed.prefix(16).lowercased()
        return lower.hasPrefix("<html") || lower.hasPrefix("<!doctype") || trimmed.contains("=\"") || trimmed.contains("='")
            || trimmed.contains("\n")
    }

    /// `{"type":"wicket"}`, `[1, 2]`: data, not words.
    private static func isJSON(_ trimmed: String) -> Bool {
        if trimmed.hasPrefix("{\""), trimmed.hasSuffix("}") { return true }
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), let second = trimmed.dropFirst().first else { return false }
        return second == "\"" || second == "{" || second.isNumber
    }

    /// `YYYY-MM-DD`, `HH:mm`, `dd/MM/yyyy`, `h:mm a`, `EEE d MMM`: a date format for a formatter.
    private static func isDatePattern(_ trimmed: String) -> Bool {
        guard trimmed.count >= 2, trimmed.contains(where: \.isLetter) else { return false }
        let letters = Set("yYMdDhHmsSaEZzLQwW")
        var runs = 0
        var previous: Character = " "
        for ch in trimmed {
            if ch.isLetter {
                guard letters.contains(ch) else { return false }
                if ch == previous { runs += 1 }
            } else if !" -/:.,'".contains(ch) {
                return false
            }
            previous = ch
        }
        // Formats repeat their letters (`yyyy`, `MM`, `HH`); `Mad` or `Hmm` are words.
        return runs >= 1 && ["yy", "YY", "MM", "dd", "DD", "HH", "hh"].contains { trimmed.contains($0) }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        let view = unicodeScalars
        guard let first = view.firstIndex(where: { !scalars.contains($0) }),
              let last = view.lastIndex(where: { !scalars.contains($0) }) else { return "" }
        return String(view[first...last])
    }
}
