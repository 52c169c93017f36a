// The words hardcoded-display-string reads a literal by: a heading over a value, the app's own
// chrome (an empty state, its version, a system's version), and the statistics and periods
// headings name.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `Text("Toss")`, `Section("Batting")`: a heading naming a part of the screen, not a
    /// status; one or two words, all of them section names. Or a statistic's heading over a
    /// chart or above its value (`"Total Score"`, `"Score Distribution"`, `"Average Score in Each
    /// Round"`): an aggregate's name among section names, periods and joining words, nothing else.
    func isHeading(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return false }
        if words.count <= 2, words.allSatisfy(Self.headingWords.contains) { return true }
        return words.count <= 5 && words.contains(where: Self.aggregateWords.contains) && words.allSatisfy { word in
            Self.headingWords.contains(word) || Self.aggregateWords.contains(word) || Self.periodWords.contains(word)
        }
    }

    /// `"Version 1.0"` (the app's version, no overs figure), a sentence to the fan (`"Your score is
    /// posted after full time."`) and an empty state (`"No box score available"`, `"No upcoming
    /// games"`, `"Nothing live right now"`; not a result such as `"No result"` or a status such as
    /// `"No play today"`).
    static func isAppChrome(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "." }.map(String.init)
        guard let first = words.first else { return false }
        if ["version", "build", "v"].contains(first), words.count == 2 { return true }
        // `"Your score is posted after full time."`: the app speaking to the fan about itself;
        // match data never addresses its reader.
        if words.count >= 3, words.contains(where: { $0 == "you" || $0 == "your" }) { return true }
        // `"Nothing live right now"`: what an empty list says.
        if first == "nothing", words.count >= 3 { return true }
        return first == "no" && words.count >= 3 && words.contains(where: emptyStateWords.contains)
    }
    /// `"Live Activities require iOS 16.2 or later."`: the system a feature needs, not an overs figure.
    static func namesSystemVersion(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        return zip(words, words.dropFirst()).contains { system, version in
            ["ios", "ipados", "watchos", "macos", "visionos", "tvos", "xcode", "swift"].contains(system) && version.first?.isNumber == true
        }
    }
    static let emptyStateWords: Set<String> = ["available", "yet", "found", "upcoming", "scheduled", "recent", "selected", "saved", "currently"]

    /// What a statistic is: its kind of figure or the chart of it.
    static let aggregateWords: Set<String> = ["average", "avg", "total", "totals", "mean", "median", "distribution", "breakdown",
                                              "history", "trend", "trends", "chart", "graph", "best", "highest", "lowest", "personal"]
    /// What a statistic is counted over, and the words joining them (`in each round`).
    static let periodWords: Set<String> = ["round", "rounds", "end", "ends", "session", "sessions", "game", "games", "set", "sets",
                                           "hole", "holes", "lap", "laps", "quarter", "quarters", "period", "periods", "season",
                                           "in", "each", "per", "by", "of", "the", "a"]

    /// Words from which a literal reads as the app explaining itself rather than a status.
    static let explanationWords = 12

    static let headingWords: Set<String> = ["toss", "innings", "batting", "bowling", "score", "scores", "scorecard", "target",
                                            "runs", "wickets", "overs", "bat", "bowl", "batters", "bowlers", "partnership", "extras",
                                            "summary", "scoring", "stats", "statistics", "standings", "lineups", "scoreboard", "box"]
}
