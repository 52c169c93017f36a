// Whether a comment gives a reason, for the rules that ask for one (a Scan, a GSI).

import UmpireCore

package enum Justification {
    /// Words that make a comment say why (or how much, how often), rather than restate what the
    /// code does: "GSI" or "scan" alone, or "add index", justifies nothing.
    static let reasonWords: Set<String> = [
        "because", "since", "so", "instead", "replaces", "replace", "replacing", "avoids", "avoid", "serves", "serve",
        "needed", "need", "needs", "query", "queries", "querying", "lookup", "lookups", "fan-out", "fanout",
        "cached", "cache", "small", "tiny", "rows", "items", "records", "rarely", "once", "admin", "nightly", "daily",
        "hourly", "weekly", "until", "unless", "only", "never", "batch", "backfill", "migration", "cron",
        // What would happen without it, or who reads it: "without it every request would scan".
        "without", "otherwise", "endpoint", "endpoints", "request", "requests",
        // A size or a frequency spelled out (`three a year, a few dozen in total`, `for ten minutes`),
        // as a number in digits is.
        "row", "per", "few", "dozen", "dozens", "hundred", "hundreds", "thousand", "minutes", "hours",
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "fifty",
    ]

    /// Whether `words` (a comment's words, its marker left out) give a reason: at least
    /// `minimum` words, one of them a reason word or a number (`~2k`, `40`).
    package static func givesReason(_ words: [Substring], minimum: Int = 3) -> Bool {
        guard words.count >= minimum else { return false }
        return words.contains { word in
            let lower = word.lowercased().trimmingCharacters(in: ".,;:()")
            return reasonWords.contains(lower) || lower.contains(where: \.isNumber)
        }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
