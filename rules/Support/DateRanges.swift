// A dash that joins two figures or dates of the same kind is a range (`10:30 - 18:00`,
// `Sat 14 Jun - Mon 16 Jun`), not a separator between a description and its stats.

package enum DateRanges {
    static let months: Set<String> = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                                      "january", "february", "march", "april", "june", "july", "august", "september",
                                      "october", "november", "december"]
    static let days: Set<String> = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday", "tuesday",
                                    "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Whether the dash at `dash` (spaced or not) has figures of one shape on both sides
    /// (`10:30`/`18:00`, `1.5`/`2.0`), or dates (a month or weekday beside a day number).
    package static func joins(_ scalars: [Unicode.Scalar], dashAt dash: Int) -> Bool {
        let left = word(in: scalars, endingBefore: dash), right = word(in: scalars, startingAfter: dash)
        guard !left.isEmpty, !right.isEmpty else { return false }
        if shape(left) == shape(right), left.contains(where: isDigit), !left.contains("/") { return true }
        let l = left.lowercased(), r = right.lowercased()
        let datePart: (String) -> Bool = { months.contains($0) || days.contains($0) }
        return (datePart(l) || l.allSatisfy(isDigit)) && (datePart(r) || r.allSatisfy(isDigit)) && (datePart(l) || datePart(r))
    }

    /// `10:30` → `99:99`: figures compared by their form, not their value.
    /// A unit after the figure (`70%`, `20ms`) does not change its kind.
    private static func shape(_ word: String) -> String {
        var figure = Substring(word)
        while let last = figure.last, !isDigit(last), figure.contains(where: isDigit) { figure.removeLast() }
        return String(figure.map { isDigit($0) ? "9" : $0 })
    }

    private static func isDigit(_ ch: Character) -> Bool { ch.isASCII && ch.isNumber }

    private static func word(in scalars: [Unicode.Scalar], endingBefore dash: Int) -> String {
        var end = dash
        if end > 0, scalars[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, !isBoundary(scalars[start - 1]) { start -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    private static func word(in scalars: [Unicode.Scalar], startingAfter dash: Int) -> String {
        var start = dash + 1
        if start < scalars.count, scalars[start] == " " { start += 1 }
        var end = start
        while end < scalars.count, !isBoundary(scalars[end]) { end += 1 }
        var word = String(String.UnicodeScalarView(scalars[start..<end]))
        // A range's end may close a sentence or a clause (`10:30 - 18:00.`).
        while let last = word.last, ".,;:".contains(last), word.count > 1 { word.removeLast() }
        return word
    }

    private static func isBoundary(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "(" || s == ")" || s == "\n" || s == "–" || s == "—"
    }
}
