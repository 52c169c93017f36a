// The names of match data the backend owns, shared by the server-driven UI rules as option defaults.

import UmpireCore

package enum MatchVocabulary {
    /// Members holding match numbers: arithmetic on them derives display values on the device.
    package static let numbers = ["runs", "wickets", "overs", "balls", "score", "target", "runRate", "requiredRate",
                          "requiredRunRate", "runsNeeded", "ballsRemaining", "oversRemaining", "extras", "fours",
                          "sixes", "strikeRate", "economy", "partnership", "lead", "deficit", "totalRuns", "totalOvers"]
    /// Members holding match state: branching on them decides what to show.
    package static let state = ["innings", "inningsNumber", "currentInnings", "phase", "matchPhase", "status", "matchStatus",
                        "isLive", "isCompleted", "isFirstInnings", "isSecondInnings", "tossWinner", "result"]
    /// Words that make a literal read like match data rather than fixed chrome.
    /// Generic words (`run`, `over`, `need`) are left out: with a number they are caught anyway.
    package static let words = ["runs", "wickets", "wicket", "overs", "innings", "won", "win", "needs",
                        "target", "score", "toss", "bat", "bowl", "batting", "bowling", "lead", "trail", "trails",
                        "all out", "declared", "rain", "stumps", "live", "tea", "lunch", "abandoned", "suspended",
                        "no result", "bad light", "drinks", "yet to bat", "drawn", "tied", "super over",
                        "postponed", "in progress", "half time", "full time", "stoppage time", "extra time",
                        // Other sports' states, for a product that covers them: the backend names them too.
                        "halftime", "half-time", "overtime", "shootout", "intermission", "power play", "sudden death",
                        "break point", "set point", "match point", "championship point", "match ball", "game ball", "tiebreak", "tie-break",
                        "medical timeout", "walkover", "extra innings", "delayed", "deuce", "all square",
                        "touchback", "red zone", "kickoff", "under review", "minute warning",
                        "1st quarter", "2nd quarter", "3rd quarter", "4th quarter"]

    package static func option(_ name: String, _ words: [String], _ help: String) -> RuleOption {
        RuleOption(name, default: .array(words.map(JSONValue.string)), help: help)
    }
}
