// Examples for hardcoded-display-string: status and match data written into views, and the
// chrome, headings, placeholders and sample data that look like it.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Another sport's state the backend names: a review in American football.
            Example("""
                struct ReviewBanner: View {
                    var body: some View { Label(↓"Play under review", systemImage: "flag") }
                }
                """, path: "ios/CricketWidget/LiveActivity/ReviewBanner.swift"),
            // A period named by its ordinal: the words the backend's period label carries.
            Example("""
                struct PeriodFooter: View {
                    var body: some View { Text(↓"4th Quarter") }
                }
                """, path: "ios/CricketWidget/LiveActivity/PeriodFooter.swift"),
            // A view model's caption: words the backend's phase picks, shown by a view in another file.
            Example("""
                @MainActor final class InningsModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var caption: String {
                        guard let state else { return "" }
                        switch state.phase {
                        case .completed: return ↓"Stumps on day one"
                        default: return state.scoreLine
                        }
                    }
                }
                """, path: "ios/CricketApp/ViewModels/InningsModel.swift", companions: [ExampleModels.displayState]),
            // The backend's state copied with the app's own words in its text field: a fallback.
            Example("""
                struct ChaseFiller {
                    func filled(_ state: MatchDisplayState) -> MatchDisplayState {
                        guard state.chaseLine.isEmpty else { return state }
                        return MatchDisplayState(matchID: state.matchID, runs: state.runs, wickets: state.wickets, ballsFaced: state.ballsFaced,
                                                 progress: state.progress, scoreLine: state.scoreLine, chaseLine: ↓"Chase details to follow",
                                                 startsInLine: state.startsInLine, isChasing: state.isChasing, phase: state.phase, batters: state.batters)
                    }
                }
                """, path: "ios/CricketApp/Services/ChaseFiller.swift", companions: [ExampleModels.displayState]),
            // A table of words looked up by the backend's phase.
            Example("""
                struct PhaseWord: View {
                    let state: MatchDisplayState
                    private let words: [MatchPhase: String] = [.pre: ↓"Toss soon", .completed: "Stumps"]
                    var body: some View { Text(words[state.phase] ?? state.scoreLine) }
                }
                """, companions: [ExampleModels.displayState]),
            // A view model's fallback for the backend's text, prepared for a view.
            Example("""
                @MainActor final class HeaderModel: ObservableObject {
                    @Published private(set) var status = ""
                    func apply(_ state: MatchDisplayState) {
                        status = state.chaseLine ?? ↓"Chase details to follow"
                    }
                }
                """, path: "ios/CricketApp/ViewModels/HeaderModel.swift", companions: [ExampleModels.displayState]),
            // Words an `if case` on the backend's phase picks.
            Example("""
                struct ResultBanner: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if case .completed = state.phase { Text(↓"Scores level") } else { Text(state.scoreLine) }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            // Words a test of the backend's state picks: a status message, whatever the words.
            Example("""
                struct TailBanner: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.wickets >= 8 { Text(↓"Tail exposed") }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            // Status words a getter picks by the backend's phase, shown by its name.
            Example("""
                struct PhasePill: View {
                    let state: MatchDisplayState
                    var body: some View { Text(pillText) }
                    private var pillText: String {
                        switch state.phase {
                        case .completed: return ↓"FT"
                        default: return ↓"ON"
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/PhasePill.swift", companions: [ExampleModels.displayState]),
            // The words shown when the backend's text field is missing.
            Example("""
                struct MatchHeaderView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.statusLine ?? ↓"Toss pending")
                    }
                }
                """, path: "ios/CricketApp/Views/MatchHeaderView.swift", companions: [ExampleModels.displayState]),
            Example(#"Text(↓"Rain delay — play resumes at 3pm")"#),
            Example(#"Label(↓"Live", systemImage: "dot.radiowaves.left.and.right")"#),
            Example(#"Text(↓"Needs 24 from 18")"#),
            // Other sports' states, for a product that covers them.
            Example(#"Text(↓"Intermission")"#),
            Example(#"Label(↓"Free hit", systemImage: "bolt.fill")"#,
                    options: ["vocabulary": .array((MatchVocabulary.words + ["free hit"]).map(JSONValue.string))]),
            // Toss descriptions: built from fields, as a label, over two lines.
            Example(#"Text(↓"\(state.tossWinner) won the toss and chose to \(state.tossDecision)")"#),
            Example(#"Label(↓"Toss: \(state.tossWinner)", systemImage: "circle.lefthalf.filled")"#),
            Example("""
                Text(
                    ↓"Toss at 9:30, play starts at 10:00 local time"
                )
                .font(.footnote)
                """),
            Example("""
                struct CompactLeadingView: View {
                    var body: some View {
                        Text(↓"LIVE").font(.caption2.bold())
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift"),
            // Status messages through constants the view declares, and interruptions by name.
            Example("""
                struct DelayBanner: View {
                    private let delayNote = "Rain stopped play"
                    static let abandoned: String = "Match abandoned — no result"
                    var body: some View {
                        Text(↓delayNote)
                        Label(↓Self.abandoned, systemImage: "cloud.rain")
                    }
                }
                """),
            Example("""
                Label(↓"Bad light stopped play", systemImage: "sun.haze")
                Text(↓"Drinks")
                """),
            // Match data written into the Live Activity instead of read from its content state.
            Example("""
                struct CompactTrailingView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        Text(↓"IND").font(.caption2.bold())
                        Text(context.state.scoreLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift"),
            Example("""
                struct SightscreenWidgetLiveActivity: Widget {
                    let visitors = TeamScore(teamName: ↓"AUS", score: "327/4", overs: "50")
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            LockScreenView(state: context.state, visitors: visitors)
                        } dynamicIsland: { context in
                            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text(↓"12.4 ov") } } minimal: { Text(context.state.scoreLine) }
                        }
                    }
                }
                """, path: "ios/CricketWidget/SightscreenWidgetLiveActivity.swift"),
        ],
        nonTriggering: [
            // What the view lists and which item it is, a league named in a title, a clock's zone.
            Example("""
                struct FixtureList: View {
                    let state: MatchDisplayState
                    let fixtures: [MatchDisplayState]
                    let league: League
                    var body: some View {
                        Text("\\(fixtures.count) fixtures")
                        Text("ID: \\(state.matchID)")
                        Text("\\(league.name) Live Scores")
                    }
                }
                """, path: "ios/CricketApp/Views/FixtureList.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The app explaining a setting in a long sentence that happens to name the score.
            Example("""
                struct AlertsHelp: View {
                    var body: some View {
                        Text("Turn on alerts and we will tell you when a wicket falls or the score changes in a match you follow")
                    }
                }
                """, path: "ios/CricketApp/Views/AlertsHelp.swift", trap: .lookAlike),
            // A widget's static sample for its previews, and a time zone beside the start time.
            Example("""
                struct StartTimeView: View {
                    let entry: ScoreEntry
                    var body: some View { Text("(GMT+8)") }
                }
                extension ScoreEntry {
                    fileprivate static var sample: ScoreEntry { ScoreEntry(date: .now, homeTeam: "Team 1", awayTeam: "Team 2", scoreLine: "") }
                }
                """, path: "ios/CricketWidget/StartTimeView.swift", trap: .lookAlike),
            // Beside a view model: a model's own code mapping, and a colour a view model picks.
            Example("""
                struct Pick: Codable {
                    let team: String
                    func shownTeam() -> String {
                        if team == "HERR" { return "NYB" }
                        return team
                    }
                }
                @MainActor final class PhaseStyleModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var tint: String {
                        switch state?.phase {
                        case .completed?: return "#FF9500"
                        default: return "#5AC8FA"
                        }
                    }
                }
                """, path: "ios/CricketApp/ViewModels/PicksModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The app's own data written out, and a copy whose new field is an id: not words shown.
            Example("""
                enum Fixtures {
                    static let opening = MatchDisplayState(matchID: "m1", runs: 0, wickets: 0, ballsFaced: 0, progress: "", scoreLine: "Yet to bat",
                                                           chaseLine: "", startsInLine: "Starts at ten", isChasing: false, phase: .pre, batters: [])
                }
                func relabelled(_ state: MatchDisplayState) -> MatchDisplayState {
                    MatchDisplayState(matchID: "replay of the final", runs: state.runs, wickets: state.wickets, ballsFaced: state.ballsFaced,
                                      progress: state.progress, scoreLine: state.scoreLine, chaseLine: state.chaseLine,
                                      startsInLine: state.startsInLine, isChasing: state.isChasing, phase: state.phase, batters: state.batters)
                }
                """, path: "ios/CricketApp/Services/Relabel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The widget gallery's sample entry and the redacted placeholder: demo data.
            Example("""
                struct ScoreProvider: TimelineProvider {
                    func placeholder(in context: Context) -> ScoreEntry {
                        ScoreEntry(date: .now, homeTeam: "Kestrels", awayTeam: "Ospreys", scoreLine: "212/6")
                    }
                }
                """, path: "ios/CricketWidget/ScoreProvider.swift", trap: .lookAlike),
            // A control a state test shows, and a heading: chrome.
            Example("""
                struct ChaseFooter: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.runs > 0 {
                            Button("Open scorecard") { openScorecard() }
                            Text("Batting")
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A getter over the app's own tabs, and one that names icons: chrome, not status.
            Example("""
                enum HomeTab { case fixtures, results }
                struct TabHeader: View {
                    let tab: HomeTab
                    let state: MatchDisplayState
                    var body: some View {
                        Text(title)
                        Image(systemName: symbol)
                    }
                    private var title: String {
                        switch tab {
                        case .fixtures: "Upcoming"
                        case .results: "Finished"
                        }
                    }
                    private var symbol: String { state.isChasing ? "flag.checkered" : "sportscourt" }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A fallback for the view's own text, and an empty one for the backend's.
            Example("""
                struct SearchHeader: View {
                    @State private var query: String?
                    let state: MatchDisplayState
                    var body: some View {
                        Text(query ?? "Search matches")
                        Text(state.statusLine ?? "")
                    }
                }
                """, path: "ios/CricketApp/Views/SearchHeader.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The fan's own name is not match data.
            Example(#"Text("Hello, \(user.name)")"#, path: "ios/CricketApp/Views/HomeHeaderView.swift", trap: .lookAlike),
            // The product's feature name, not a match being live.
            Example("""
                Toggle("Start a Live Activity when a match starts", isOn: $autoStart)
                Text("Live Activities are off in Settings")
                """, trap: .lookAlike),
            Example("""
                VStack {
                    Text(state.statusLine)
                    Button("Follow") { follow() }
                }
                .navigationTitle("Settings")
                """),
            Example(#"Label("Notifications", systemImage: "bell")"#, trap: .lookAlike),
            // An emoji flag, the view's own sheet and a chrome constant.
            Example("""
                struct ScoreHeaderView: View {
                    private static let flags = ["IND": "🇮🇳", "PAK": "🇵🇰"]
                    private let scorecardTitle = "Full scorecard"
                    @State private var showsScorecard = false
                    let state: MatchDisplayState
                    var body: some View {
                        Text(Self.flags[state.battingTeamCode] ?? "🏏")
                        Button(scorecardTitle) { showsScorecard = true }
                            .sheet(isPresented: $showsScorecard) { ScorecardView(state: state) }
                    }
                }
                """, trap: .lookAlike),
            Example(#"Text(verbatim: state.scoreLine)"#, trap: .lookAlike),
            Example(#"let hint = "Text(\"Rain delay\")""#, trap: .inString),
            Example(#"// Text("Rain delay") came from the backend before"#, trap: .inComment),
            Example(#"Text("Rain delay")"#, path: "ios/CricketAppTests/StatusViewTests.swift", trap: .lookAlike),
            Example(#"""
                Text("\(index + 1).")
                Text("#\(state.rankLine)")
                Text("\(batter.name)")
                """#, trap: .lookAlike),
            Example(#"""
                Text("match.summary.runs-needed \(state.runsNeeded)")
                Text("\(sliderValue)pt")
                Text("\(zoom.rounded())x")
                Button("Share \(shareTitle)") { share() }
                """#, trap: .lookAlike),
            Example(#"Button("Set 24 runs needed") { debugState.force(.chase) }"#,
                    path: "ios/CricketApp/Views/DebugMenuView.swift", trap: .lookAlike),
            Example(#"Text("Live — 2nd innings, 24 needed")"#, path: "ios/CricketApp/Views/Debug/ScenarioPreviewView.swift", trap: .lookAlike),
            Example(#"Button("Rain delay, 20 overs lost") { scenarios.load(.rainDelay) }"#,
                    path: "ios/CricketApp/Internal/ScenarioPickerView.swift", trap: .lookAlike,
                    options: ["developerScreens": .array(["*Debug*.swift", "*DeveloperMenu*.swift", "**/Internal/**"].map(JSONValue.string))]),
            Example("""
                Text("00").redacted(reason: .placeholder)
                Text("100/10").font(.headline).hidden()
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    Text("Rain delay — 14 overs lost")
                }
                """, trap: .lookAlike),
            // Settings prose with numbers, headings, a feed called live, a price, an error, a unit.
            Example(#"""
                struct AlertsSettingsView: View {
                    let product: Product
                    var body: some View {
                        Text("Scores refresh every 30 seconds while the app is open.")
                        Label("Top 5 fixtures", systemImage: "star")
                        Section("Batting") { Text("Toss") }
                        Toggle("Use live data on cellular", isOn: $usesCellular)
                        Text("Season pass for only \(product.displayPrice)")
                        Text("Error: \(error.localizedDescription)")
                        Text("\(settings.refreshInterval.formatted())s")
                    }
                }
                """#, path: "ios/CricketApp/Views/AlertsSettingsView.swift", trap: .lookAlike),
            // The league the fan configured the widget for, built by its provider from the intent;
            // a format in the product's name; the premium tier's prose about live scores.
            Example(#"""
                struct StandingsProvider: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> StandingsEntry {
                        StandingsEntry(date: .now, table: [], conference: "East")
                    }
                    func timeline(for configuration: ConferenceIntent, in context: Context) async -> Timeline<StandingsEntry> {
                        let table = await api.standings(configuration.conference.rawValue)
                        let entry = StandingsEntry(date: .now, table: table, conference: configuration.isEast ? "East" : "West")
                        return Timeline(entries: [entry], policy: .atEnd)
                    }
                }
                struct StandingsEntry: TimelineEntry {
                    let date: Date
                    let table: [StandingRow]
                    let conference: String
                }
                struct StandingsWidgetView: View {
                    let entry: StandingsProvider.Entry
                    var body: some View {
                        Text("\(entry.conference) Conference")
                        Text("Women's 3v3")
                        Text("Premium unlocks live scores for every league.")
                    }
                }
                """#, path: "ios/CricketWidget/StandingsWidget.swift", trap: .lookAlike),
            // A view model's fallback for the fan's own nickname, and one logged, not shown.
            Example("""
                @MainActor final class ProfileModel: ObservableObject {
                    @Published private(set) var greeting = ""
                    @AppStorage("nickname") private var nickname: String?
                    func refresh(_ state: MatchDisplayState) {
                        greeting = nickname ?? "Cricket fan"
                        logger.debug("line \\(state.chaseLine ?? "none yet")")
                    }
                }
                """, path: "ios/CricketApp/ViewModels/ProfileModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Sample data lives in Preview Content, where it belongs.
            Example("""
                enum LiveActivityPreviewData {
                    static let visitors = TeamScore(teamName: "AUS", score: "327/4", overs: "50")
                    static let code = Text("IND")
                }
                """, path: "ios/CricketWidget/Preview Content/LiveActivityPreviewData.swift", trap: .lookAlike),
        ]) }
}
