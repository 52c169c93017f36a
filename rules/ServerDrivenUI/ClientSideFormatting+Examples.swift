// Examples for client-side-formatting.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var screenExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Words beside the backend's value, joined as Texts.
            Example(#"""
                struct ChaseLine: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ↓Text("\(state.runs)").bold() + Text(" runs so far")
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            // A notification's subtitle joined in a service, and a date by the view's static formatter.
            Example("""
                @MainActor final class RealAlertService: AlertService {
                    func remind(_ state: MatchDisplayState) {
                        let content = UNMutableNotificationContent()
                        content.subtitle = [state.scoreLine, state.chaseLine].↓joined(separator: " · ")
                    }
                }
                """, path: "ios/CricketApp/Services/RealAlertService.swift", companions: [ExampleModels.displayState]),
            Example("""
                struct FixtureDaysView: View {
                    let fixtures: [Fixture]
                    private static let dayHeader: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "EEEE d MMM"
                        return formatter
                    }()
                    var body: some View {
                        ForEach(fixtures) { fixture in Text(Self.dayHeader.↓string(from: fixture.kickoff)) }
                    }
                }
                """, companions: [.init(path: "ios/CricketApp/Models/Fixture.swift", code: """
                    import Foundation
                    struct Fixture: Codable, Hashable, Sendable, Identifiable { let id: String; let kickoff: Date }
                    """)]),
            // The batting pair's names joined on the device.
            Example("""
                struct PartnershipView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.batters.map(\\.name).↓joined(separator: " & "))
                    }
                }
                """, path: "ios/CricketApp/Views/PartnershipView.swift", companions: [ExampleModels.displayState]),
            Example(#"Text(↓"\(state.runs)/\(state.wickets)")"#),
            Example(#"let overs = ↓"\(summary.overs).\(summary.balls)""#),
            // A catalog key filled with a formatted number still formats it on the device, as a
            // localised format filled with a backend number does.
            Example(#"Text("match.run-rate-\(↓String(format: "%.2f", state.runRate))")"#),
            Example(#"let line = ↓String(format: NSLocalizedString("%d for %d", comment: ""), state.runs, state.wickets)"#),
            Example(#"Text(↓String(format: "%.2f", innings.runRate))"#),
            // A DateFormatter turning the content state's date into text in the Live Activity.
            Example(#"""
                struct UpdatedLabelView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    let dateFormatter: DateFormatter
                    var body: some View {
                        Text(dateFormatter.↓string(from: context.state.lastBallAt))
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/UpdatedLabelView.swift", companions: [.init(path: "ios/CricketWidget/ScoreActivityAttributes.swift", code: """
                    import ActivityKit
                    struct ScoreActivityAttributes: ActivityAttributes {
                        struct ContentState: Codable, Hashable {
                            let scoreLine: String
                            let lastBallAt: Date
                        }
                        let matchID: String
                    }
                    """)]),
            Example("""
                struct StrikeRateView: View {
                    let state: MatchDisplayState
                    private let formatter: NumberFormatter = {
                        let f = NumberFormatter()
                        f.maximumFractionDigits = 1
                        return f
                    }()
                    var body: some View {
                        Text(formatter.↓string(from: state.ballsFaced as NSNumber) ?? "")
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example("Text(match.startTime.↓formatted(date: .omitted, time: .shortened))"),
            // The backend's number wrapped in a Measurement, then formatted with its unit.
            Example("""
                struct PaceLabel: View { let state: MatchDisplayState
                    var body: some View { Text(Measurement(value: Double(state.runs), unit: UnitLength.meters).↓formatted(.measurement(width: .abbreviated))) } }
                """, companions: [ExampleModels.displayState]),
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
            // "87/6" in other shapes: a row of the batting card, a concatenation, Text pieces, a helper.
            Example(#"""
                struct BattingCardView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(state.batters) { batter in
                            Text(↓"\(batter.runs) (\(batter.balls))")
                        }
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            Example(#"Text(↓String(innings.runs) + "/" + String(innings.wickets))"#),
            Example(#"""
                ↓Text("\(state.runs)").font(.title.bold())
                    + Text("/\(state.wickets)").foregroundStyle(.secondary)
                """#),
            Example(#"""
                struct InningsRow: View {
                    let innings: InningsSummary
                    private var scoreText: String { ↓"\(innings.runs)/\(innings.wickets)" }
                    var body: some View { Text(scoreText) }
                }
                """#),
            // A run rate computed and formatted in one chain; a required rate over several lines; overs from balls.
            Example("""
                struct RunRateView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text((Double(state.runs) / Double(state.ballsFaced) * 6).↓formatted(.number.precision(.fractionLength(2))))
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example("""
                Text(↓String(
                    format: "%.2f",
                    state.requiredRate
                ))
                """),
            Example(#"Text(↓String(format: "%d.%d ov", state.completedOvers, state.ballsInOver))"#),
            // The widget's display state joined on the device ("6-87"), and a service formatting for a share sheet.
            Example(#"""
                struct CompactTrailingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(↓"\(state.wickets)-\(state.runs)")
                            .font(.caption.monospacedDigit())
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", companions: [ExampleModels.liveActivityState]),
            Example(#"""
                func shareText(for innings: InningsSummary) -> String {
                    ↓String(format: "%@ %d/%d (%.1f ov)", innings.team, innings.runs, innings.wickets, innings.overs)
                }
                """#, path: "ios/CricketApp/Services/RealShareService.swift"),
            Example(#"""
                func startLine(for match: MatchItem) -> String {
                    "Starts " + match.startTime.↓formatted(date: .omitted, time: .shortened)
                }
                """#, path: "ios/CricketApp/Services/RealMatchService.swift"),
            Example("""
                @Observable @MainActor final class RealLiveActivityService: LiveActivityService {
                    private let rateFormatter = NumberFormatter()
                    func contentState(from state: MatchDisplayState) -> ScoreActivityAttributes.ContentState {
                        .init(scoreLine: state.scoreLine, rateLine: rateFormatter.↓string(from: state.ballsFaced as NSNumber) ?? "")
                    }
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A crest's file name built from the team code a parent view passes: a resource, not text.
            Example(#"""
                struct TeamCrest: View {
                    let code: String
                    var body: some View { Image(crestFile) }
                    private var crestFile: String { "\(code.lowercased())-crest.png" }
                }
                struct ScoreHeader: View {
                    let state: MatchDisplayState
                    var body: some View { TeamCrest(code: state.battingTeamCode) }
                }
                """#, path: "ios/CricketApp/Views/ScoreHeader.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The user's own picks joined, and a joined list that is not shown.
            Example("""
                struct FilterSummary: View {
                    @State private var selectedLeagues: [String] = []
                    let state: MatchDisplayState
                    var body: some View {
                        Text(selectedLeagues.joined(separator: ", "))
                            .accessibilityIdentifier(state.batters.map(\\.name).joined(separator: "-"))
                    }
                }
                """, path: "ios/CricketApp/Views/FilterSummary.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The allowed view concerns: an emoji flag map, layout, a numeric transition and an animation.
            Example("""
                struct TeamScoreView: View {
                    private static let flags = ["IND": "🇮🇳", "AUS": "🇦🇺", "NZ": "🇳🇿"]
                    let state: LiveActivityDisplayState
                    var body: some View {
                        HStack(spacing: 4) {
                            Text(Self.flags[state.battingTeamCode] ?? "🏏")
                            Text(state.scoreLine).contentTransition(.numericText())
                        }
                        .animation(.spring(duration: 0.4), value: state.scoreLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/TeamScoreView.swift", trap: .lookAlike,
                companions: [ExampleModels.liveActivityState]),
            // The striker's asterisk, and concatenations that build a key or a path.
            Example(#"""
                struct BattersView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(state.batters) { batter in
                            Text(batter.name + (batter.isOnStrike ? "*" : ""))
                                .id("batter-" + state.matchID + "-" + batter.id)
                        }
                    }
                    private func scorecardURL() -> URL? {
                        let path = baseURL + "/matches/" + state.matchID + "/scorecard"
                        return URL(string: path)
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
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
            Example(#"Text("Toss in \(timerInterval: Date.now...state.tossTime, pauseTime: nil)")"#, trap: .lookAlike),
            Example("""
                #Preview {
                    Text(String(format: "%.2f", 7.45))
                }
                """, trap: .lookAlike),
            // Strings catalog keys carry the values; the catalog holds the words.
            Example(#"""
                Text("match.summary.n-fours-n-sixes \(state.fours) \(state.sixes)")
                Text("follow.count-\(followers)") + Text("  ·  ") + Text("follow.matches-\(matches)")
                Text(state.startTime, style: .date) + Text("match.summary.at-time")
                """#, trap: .lookAlike),
            // StoreKit owns prices; a count shown with grouping; a key a property builds; a diagnostic.
            Example(#"""
                struct PassOfferView: View {
                    let product: Product
                    let followedCount: Int
                    var body: some View {
                        Text("Season pass for \(product.displayName) at \(product.displayPrice)")
                        Text(followedCount.formatted())
                    }
                    private var cacheKey: String { "offer-\(product.id)-\(followedCount)" }
                    private var priceFormatter: NumberFormatter {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .currency
                        formatter.locale = product.priceFormatStyle.locale
                        return formatter
                    }
                }
                """#, trap: .lookAlike),
            Example(#"""
                func refreshScores() {
                    log("refreshed \(state.matchID) in \(String(format: "%.2f", elapsed))s")
                    let message = String(format: NSLocalizedString("%@ needs notifications on", comment: ""), appName)
                    let link = "[\(L10n.termsTitle)](\(termsURL))"
                    alert = L10n.followFailed + "\n" + reason
                }
                """#, trap: .lookAlike),
            Example(#"Text(String(format: "%.1f", state.runRate))"#, path: "ios/CricketApp/Views/ScoreDebugView.swift", trap: .lookAlike),
            // An error's code shown to the user who has to report it.
            Example(#"Text(String(format: "%@ %d", nsError.domain, nsError.code))"#, trap: .lookAlike),
            Example(#"Text("Forced run rate \(String(format: "%.1f", state.runRate))")"#, path: "ios/CricketApp/Internal/ScenarioView.swift",
                    trap: .lookAlike, options: ["developerScreens": .array(["*Debug*.swift", "**/Internal/**"].map(JSONValue.string))]),
            // A formatter parsing the backend's text, and one formatting the view's own date.
            Example("""
                struct KickoffView: View {
                    @State private var reminderAt = Date.now
                    let state: MatchDisplayState
                    var body: some View {
                        let start = isoFormatter.date(from: state.startsInLine)
                        Text(reminderFormatter.string(from: reminderAt))
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // An identifier built for a list or a shortcut: named, not shown.
            Example(#"""
                struct MenuEntry: Identifiable {
                    let title: String
                    let kind: String
                    var id: String {
                        get { String(format: "%@:%@", title.lowercased(), kind) }
                    }
                }
                """#, trap: .lookAlike),
            // An action's label naming the team it acts on, and an error thrown for a developer.
            Example(#"""
                struct FollowRow: View {
                    let state: MatchDisplayState
                    let batter: BatterLine
                    var body: some View {
                        Button("Follow \(batter.name)") { follow(batter.id) }
                            .accessibilityHint("Adds \(batter.name) to your alerts")
                    }
                    func check() throws {
                        guard state.runs >= 0 else { throw FeedError.corrupt("runs \(state.runs) for \(state.matchID)") }
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Formatters made once and shared: not yet text; their use on the backend's value is flagged.
            Example("""
                enum SharedFormatters {
                    static let kickoff = RelativeDateTimeFormatter()
                    static let decimal: NumberFormatter = {
                        let f = NumberFormatter()
                        f.maximumFractionDigits = 1
                        return f
                    }()
                }
                """, path: "ios/CricketApp/Support/SharedFormatters.swift", trap: .lookAlike),
            Example(#"let help = "Use String(format:) never, NumberFormatter() neither""#, trap: .inString),
            Example("// Text(\"\\(runs)/\\(wickets)\") moved to the backend", trap: .inComment),
            Example("/* let f = NumberFormatter() */", trap: .inComment),
        ]) }
}
