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
            // By declaration: `ballsFaced` is the backend's, so formatting it is the backend's job.
            Example("""
                struct StrikeView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(Double(state.runs) / Double(state.ballsFaced) * 100,
                             ↓format: .number.precision(.fractionLength(1)))
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example(#"""
                struct ScoreActivityView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        Text(↓"\(context.state.runs) needs \(context.state.target)")
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift", companions: [ExampleModels.activity]),
        ],
        nonTriggering: [
            // The view's own state and a count it keeps: a slider's value, a selection.
            Example(#"""
                struct AlertThresholdView: View {
                    @State private var threshold = 50.0
                    @State private var selected: Set<String> = []
                    let total: Int
                    var body: some View {
                        Slider(value: $threshold, in: 0...200)
                        Text(threshold, format: .number.precision(.fractionLength(0)))
                        Text("\(selected.count) of \(total) matches")
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // One count with grouping, and a StoreKit price: neither is a derived match figure.
            Example("""
                struct FollowersView: View {
                    let followers: Int
                    let product: Product
                    var body: some View {
                        Text(followers, format: .number)
                        Text(product.price, format: .currency(code: "GBP"))
                    }
                }
                """, trap: .lookAlike),
            // Search matching and the pasteboard compare and copy text; nothing is shown.
            Example(#"""
                struct MatchSearchView: View {
                    @State private var query = ""
                    let state: MatchDisplayState
                    var body: some View {
                        List(state.batters.filter { "\($0.name) \($0.runs)".localizedCaseInsensitiveContains(query) }) { Text($0.name) }
                            .onTapGesture { UIPasteboard.general.string = "\(state.scoreLine) \(state.chaseLine)" }
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
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
