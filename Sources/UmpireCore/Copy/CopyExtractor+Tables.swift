// A table of names by code: `[{ label: "Anaheim Ducks", value: "ANA" }, { label: "Boston Bruins",
// value: "BOS" }, …]`. Each row names a team, a country or a league beside the code the data
// uses for it; the column is reference data a picker or a lookup reads, not copy a writer words.
// A table of labels without codes (`{ label: "Total Points", a: …, b: … }`) or keyed by an
// internal constant (`type: "EVENTS_5"`, `title: "5 Events"`) is still copy.

extension CopyExtractor {
    /// Rows a list needs before its column of names reads as a table.
    static let tableRows = 4

    /// Whether the literal at `i` is one cell of a column of names: the value of one key in each
    /// of at least four objects of an array literal, every row's value a short proper name
    /// beside a code of capitals (`"ANA"`, `"GB"`).
    static func isNameInTable(_ i: Int, in file: SourceFile) -> Bool {
        guard let colon = file.previousSignificant(before: i), file.kind(colon) == .colon,
              let key = file.previousSignificant(before: colon), file.kind(key) == .identifier,
              let row = file.enclosingOpener(of: i), file.kind(row) == .openBrace,
              let list = file.enclosingOpener(of: row), file.kind(list) == .openBracket,
              let close = file.partner(of: list) else { return false }
        var rows = 0
        var j = list + 1
        while j < close {
            guard file.kind(j) == .openBrace, file.enclosingOpener(of: j) == list, let rowEnd = file.partner(of: j) else { j += 1; continue }
            guard let value = value(of: key, inObject: j, end: rowEnd, in: file), isProperName(value, in: file),
                  holdsCode(inObject: j, end: rowEnd, in: file) else { return false }
            rows += 1
            j = rowEnd + 1
        }
        return rows >= tableRows
    }

    /// The string literal a key holds in one object (`label: "Boston Bruins"`), nil when it holds another value.
    private static func value(of key: Int, inObject open: Int, end: Int, in file: SourceFile) -> Int? {
        var k = open + 1
        while k < end {
            if file.enclosingOpener(of: k) == open, file.kind(k) == .identifier, file.spelledAlike(k, key),
               let colon = file.nextSignificant(after: k), file.kind(colon) == .colon,
               let value = file.nextSignificant(after: colon), file.kind(value) == .stringStart {
                return value
            }
            k += 1
        }
        return nil
    }

    /// A string value of the row that is a code of two to five capitals (`value: "ANA"`).
    private static func holdsCode(inObject open: Int, end: Int, in file: SourceFile) -> Bool {
        (open + 1..<end).contains { k in
            guard file.kind(k) == .stringStart, file.enclosingOpener(of: k) == open,
                  let colon = file.previousSignificant(before: k), file.kind(colon) == .colon else { return false }
            let text = file.literalText(ofStringAt: k)
            return (2...5).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isUppercase }
        }
    }

    /// "Anaheim Ducks", "St. Louis Blues", "Wembley": one to four capitalised words, no
    /// placeholder and nothing a sentence ends with.
    private static func isProperName(_ literal: Int, in file: SourceFile) -> Bool {
        guard file.ownTokens(ofStringAt: literal).allSatisfy({ file.kind($0) != .interpolationStart }) else { return false }
        let text = file.literalText(ofStringAt: literal)
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), !text.contains(where: { "!?,:;".contains($0) }) else { return false }
        return words.allSatisfy { word in word.first.map { $0.isUppercase || $0.isNumber } ?? false }
    }
}
