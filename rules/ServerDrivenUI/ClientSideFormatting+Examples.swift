// Examples for client-side-formatting.

import UmpireCore

extension ClientSideFormatting {
    static let examples: (triggering: [Example], nonTriggering: [Example]) = (
        triggering: [
            Example(#"Text(↓"\(state.runs)/\(state.wickets)")"#),
            Example(#"let overs = ↓"\(summary.overs).\(summary.balls)""#),
            Example(#"Text(↓String(format: "%.2f", innings.runRate))"#),
            Example("""
                private let formatter: NumberFormatter = {
                    let f = ↓NumberFormatter()
                    f.maximumFractionDigits = 1
                    return f
                }()
                """),
            Example("Text(match.startTime.↓formatted(date: .omitted, time: .shortened))"),
            Example(#"Text("Run rate \(rate, ↓specifier: "%.1f")")"#),
            Example("Text(innings.runRate, ↓format: .number.precision(.fractionLength(2)))"),
            Example(#"let line = String.↓localizedStringWithFormat(NSLocalizedString("needs_runs", comment: ""), state.runsNeeded)"#),
            Example("let startsIn = ↓RelativeDateTimeFormatter().localizedString(for: match.startTime, relativeTo: .now)"),
            Example("Text(↓OversFormatter().string(fromBalls: state.legalBalls))",
                    options: ["formatterTypes": .array(["NumberFormatter", "MeasurementFormatter", "RelativeDateTimeFormatter",
                                                       "DateComponentsFormatter", "ListFormatter", "OversFormatter"].map(JSONValue.string))]),
        ],
        nonTriggering: [
            Example("Text(state.scoreLine)\nText(state.oversLine).foregroundStyle(.secondary)"),
            Example(#"let token = deviceToken.map { String(format: "%02x", $0) }.joined()"#, trap: .lookAlike),
            Example(#"logger.debug("score \(state.runs)/\(state.wickets) at \(state.overs)")"#, trap: .lookAlike),
            Example(#"let url = URL(string: "\(baseURL)/matches/\(matchID)/score")"#, trap: .lookAlike),
            Example(#"let path = "\(baseURL)/v1/matches/\(matchID)""#, path: "ios/CricketApp/Services/MatchService.swift", trap: .lookAlike),
            Example(#"Text("Runs: \(state.scoreLine)")"#, trap: .lookAlike),
            Example(#"UserDefaults.standard.set(true, forKey: "seen-\(matchID)-\(innings)")"#, trap: .lookAlike),
            Example(#"let hex = token.map { String(format: "%02.2hhx", arguments: [$0]) }.joined()"#, trap: .lookAlike),
            Example(#"let line = "\(state.runs)/\(state.wickets)""#, path: "ios/CricketApp/Models/ScoreFormatter.swift", trap: .lookAlike),
            Example("""
                decoder.dateDecodingStrategy = .formatted(isoFormatter)
                let payload = ["sentAt": sentAt.formatted(.iso8601)]
                """, trap: .lookAlike),
            Example(#"let key = String(format: StorageKeys.seenInnings, matchID, innings)"#, trap: .lookAlike),
            Example(#"""
                let hex = String(format: "#%02X%02X%02X", red, green, blue)
                let link = String(format: "%@://match/%@?innings=%d", scheme, matchID, innings)
                proxy.scrollTo("\(state.inningsID)-\(state.overNumber)", anchor: .top)
                """#, trap: .lookAlike),
            Example("""
                func localized(_ key: String, _ args: CVarArg...) -> String {
                    let format = bundle.localizedString(forKey: key, value: nil, table: nil)
                    return String(format: format, locale: .current, arguments: args)
                }
                """, trap: .lookAlike),
            Example(#"Text("\(Image(systemName: "clock")) \(state.startLine)")"#, trap: .lookAlike),
            Example("Text(timerInterval: state.inningsClock, countsDown: false)", trap: .lookAlike),
            Example("""
                #Preview {
                    Text(String(format: "%.2f", 7.45))
                }
                """, trap: .lookAlike),
            Example(#"let help = "Use String(format:) never, NumberFormatter() neither""#, trap: .inString),
            Example("// Text(\"\\(runs)/\\(wickets)\") moved to the backend", trap: .inComment),
            Example("/* let f = NumberFormatter() */", trap: .inComment),
        ])
}
