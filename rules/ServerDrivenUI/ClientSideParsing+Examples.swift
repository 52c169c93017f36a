// Examples for client-side-parsing: what it reports, and the look-alikes it leaves alone.

import UmpireCore
import UmpireRuleSupport

extension ClientSideParsing {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The digits kept out of the backend's total, to do sums with.
            Example(#"""
                struct MarginBadge: View {
                    let state: MatchDisplayState
                    var body: some View {
                        let runs = state.scoreLine.↓filter(\.isNumber)
                        let chase = state.chaseLine.↓filter { $0.isNumber }
                        Text(runs > chase ? "Ahead" : "Behind")
                    }
                }
                """#, path: "ios/CricketApp/Views/MarginBadge.swift", companions: [ExampleModels.displayState]),
            // The separator located in the backend's title, to cut the team's name out of it.
            Example("""
                struct FixtureRow: View {
                    let fixture: FixtureLine
                    var body: some View { Text(teamName(from: fixture.title)) }
                    private func teamName(from title: String) -> String {
                        guard let dash = title.↓range(of: " - ") else { return title }
                        return String(title[..<dash.lowerBound])
                    }
                }
                """, companions: [fixtureLine]),
            // Whitespace trimmed first, under the same name: the split still takes the backend's text apart.
            Example("""
                struct FixtureOvers: View {
                    let fixture: FixtureLine
                    var body: some View { Text("\\(balls(from: fixture.oversLine))") }
                    private func balls(from oversLine: String?) -> Int {
                        guard let oversLine = oversLine?.trimmingCharacters(in: .whitespaces) else { return 0 }
                        let parts = oversLine.↓split(separator: ".")
                        return (Int(parts.first ?? "") ?? 0) * 6
                    }
                }
                """, companions: [fixtureLine]),
            // A closure's parameter over the backend's list of strings, read back as numbers.
            Example("""
                struct SetColumns: View {
                    let line: PlayerLine
                    var body: some View {
                        ForEach(line.setScores, id: \\.self) { games in
                            Text(games).foregroundStyle((↓Int(games) ?? 0) >= 6 ? Color.green : .primary)
                        }
                    }
                    var sets: [Int] { line.setScores.compactMap { ↓Int($0) } }
                }
                """, companions: [.init(path: "ios/CricketApp/Models/PlayerLine.swift",
                                        code: "struct PlayerLine: Codable, Hashable, Sendable {\n    let name: String\n    let setScores: [String]\n}\n")]),
            Example(#"let parts = state.oversLine.↓split(separator: ".")"#),
            Example(#"let ball = Int(summary.overs.↓components(separatedBy: ".").last ?? "0")"#),
            Example("let completed = ↓Int(state.overs) ?? 0"),
            Example("let whole = state.overs.↓prefix(2)"),
            // A slice given its test as a trailing closure.
            Example(#"""
                struct CompactRuns: View {
                    let state: MatchDisplayState
                    var body: some View { Text(state.progress.↓prefix { $0 != "/" }) }
                }
                """#, companions: [ExampleModels.displayState]),
            Example(#"let ball = state.oversLine?.↓split(separator: ".").last"#),
            // The app keeps the backend's overs in a snapshot; its text is still the backend's.
            Example("""
                @Observable final class InningsViewModel {
                    private(set) var overs: [OverSnapshot] = []
                    var maidenCount: Int { overs.filter { (↓Int($0.runsDisplay) ?? 1) == 0 }.count }
                }
                """, path: "ios/Cricket/ViewModels/InningsViewModel.swift", companions: [
                    .init(path: "ios/Cricket/Models/Shared/OverSnapshot.swift", code: """
                        struct OverSnapshot: Codable, Hashable { let overNumber: Int; let runsDisplay: String }
                        """),
                ]),
            Example("let rate = ↓Double(state.requiredRate) ?? 0",
                    options: ["vocabulary": .array(["overs", "score", "result", "toss", "requiredRate"].map(JSONValue.string))]),
            Example(#"let runs = state.scoreText.↓split(separator: "/").first"#,
                    options: ["displaySuffixes": .array(["Line", "Label", "Text"].map(JSONValue.string))]),
            // By declaration: `progress` is a String of the backend's display state, whatever its name.
            Example(#"""
                struct OversDotsView: View {
                    let state: MatchDisplayState

                    var body: some View {
                        let balls = Int(state.progress.↓split(separator: ".").last ?? "0") ?? 0
                        HStack { ForEach(0..<balls, id: \.self) { _ in Circle() } }
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            Example("""
                struct BattersView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(state.batters) { batter in
                            Text(batter.name
                                .↓components(separatedBy: " ")
                                .last ?? batter.name)
                        }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example(#"""
                struct CompactTrailingView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        Text(context.state.oversText.↓split(separator: ".").first ?? "")
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", companions: [ExampleModels.activity]),
            // A subview given the backend's string by the view that builds it, in the same file.
            Example(#"""
                struct BallPips: View {
                    let progress: String
                    var body: some View {
                        let ball = Int(progress.↓split(separator: ".").last ?? "0") ?? 0
                        HStack { ForEach(0..<6, id: \.self) { Circle().opacity($0 < ball ? 1 : 0.3) } }
                    }
                }
                struct ChaseCard: View {
                    let state: MatchDisplayState
                    var body: some View { BallPips(progress: state.progress) }
                }
                """#, companions: [ExampleModels.displayState]),
            // "14.2" in other shapes: a suffix stripped, a guard on the dot, a chain over lines, a regex.
            Example(#"let ballsInOver = Double(state.oversLine.↓replacingOccurrences(of: " ov", with: "")) ?? 0"#),
            Example(#"guard let dot = state.overs.↓firstIndex(of: ".") else { return 0 }"#),
            Example(#"""
                let runs = state.scoreLine
                    .↓split(separator: "/")
                    .first
                    .flatMap { Int($0) } ?? 0
                """#),
            Example(#"let parts = state.scoreLine.↓firstMatch(of: /(\d+)\/(\d+)/)"#),
            // A number read back out of a string cleaned first: one finding, at the cleaning.
            Example(#"let total = entries.compactMap { Int($0.pointsText.↓replacingOccurrences(of: ",", with: "")) }.reduce(0, +)"#,
                    options: ["displaySuffixes": .array(["Line", "Label", "Text"].map(JSONValue.string))]),
            Example(#"Text(state.isChasing ? String(state.oversLine.↓prefix(while: { $0 != "." })) : state.oversLine)"#),
            // The widget's status line, by declaration: trimmed for the compact view.
            Example("""
                struct CompactLeadingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(state.statusLine.↓trimmingCharacters(in: .punctuationCharacters))
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift", companions: [ExampleModels.liveActivityState]),
            // A String parameter named as a backend display field is, in a free helper no call reaches.
            Example(#"""
                func stageNumber(from scoreLine: String) -> Int? {
                    scoreLine.↓split(separator: "/").first.flatMap { Int($0) }
                }
                """#, path: "ios/CricketApp/Support/ScoreParsing.swift", companions: [ExampleModels.displayState]),
            // A sign read off the backend's line to choose a colour.
            Example(#"""
                struct ChaseBadge: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.chaseLine).foregroundStyle(state.chaseLine.↓hasPrefix("Need") ? Color.orange : Color.green)
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            // A badge given the backend's score line by name, split for the goal difference.
            Example(#"""
                struct GoalDifferenceBadge: View {
                    let scoreLine: String
                    var body: some View {
                        let sides = scoreLine.↓components(separatedBy: "–").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                        if sides.count == 2 { Text("+\(abs(sides[0] - sides[1]))") }
                    }
                }
                """#, path: "ios/CricketApp/Views/GoalDifferenceBadge.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A code the backend sends, cleaned up to be switched on or looked up: nothing is taken out of it.
            Example("""
                struct FixtureBadge: View {
                    let fixture: FixtureLine
                    var body: some View { Image(systemName: symbol) }
                    private var symbol: String {
                        switch fixture.statusCode.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
                        case "live": return "dot.radiowaves.left.and.right"
                        default: return "calendar"
                        }
                    }
                    private var metadataKey: String {
                        fixture.statusCode.lowercased().replacingOccurrences(of: "[^a-z0-9]+", with: "_", options: .regularExpression)
                    }
                }
                """, trap: .lookAlike, companions: [fixtureLine]),
            // An id the backend sends as text, read as a number to sort by.
            Example("""
                extension FixtureRow: Comparable {
                    static func < (lhs: FixtureRow, rhs: FixtureRow) -> Bool {
                        guard let left = Int(lhs.id.rawValue), let right = Int(rhs.id.rawValue) else { return lhs.title < rhs.title }
                        return left < right
                    }
                }
                """, path: "ios/CricketApp/Models/FixtureRow+Order.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Models/FixtureRow.swift", code: """
                    struct FixtureID: Codable, Hashable, Sendable { let rawValue: String }
                    struct FixtureRow: Codable, Hashable, Sendable { let id: FixtureID; let title: String }
                    """)]),
            // An id the backend sends as optional text, read as the app's numeric id.
            Example("""
                enum GameAdapter {
                    static func game(from fixture: FixtureDTO) -> Game {
                        Game(gameID: Int(fixture.gameId ?? "") ?? 0, homeTeamName: fixture.homeName)
                    }
                }
                """, path: "ios/CricketApp/ViewModels/GameAdapter.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Models/FixtureDTO.swift", code: """
                    struct FixtureDTO: Codable, Hashable, Sendable { let gameId: String?; let homeName: String }
                    struct Game: Hashable, Sendable { let gameID: Int; let homeTeamName: String }
                    """)]),
            // A search for what the user typed, not a separator the code names.
            Example("""
                struct FixtureSearchRow: View {
                    let fixture: FixtureLine
                    let query: String
                    var body: some View { Text(fixture.title).bold(fixture.title.range(of: query, options: .caseInsensitive) != nil) }
                }
                """, trap: .lookAlike, companions: [fixtureLine]),
            // A bare local is the view's own input (a typed target), and a closure's own number.
            Example("""
                struct TargetEntry: View {
                    @State private var text = ""
                    let state: MatchDisplayState
                    var body: some View {
                        TextField("Target", text: $text)
                        Text("\\(Int(text) ?? 0)")
                        ForEach(state.batters, id: \\.id) { batter in Text("\\(Int(batter.runs))") }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A list sliced by a trailing closure: where the batters on strike sit, no text taken apart.
            Example(#"""
                struct StrikerList: View {
                    let state: MatchDisplayState
                    var body: some View { ForEach(state.batters.prefix { $0.isOnStrike }) { Text($0.name) } }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A year split out of the backend's date and a game number worked out, only to build a link.
            ExampleModels.linkOnlyLocals,
            Example("Text(state.oversLine)\nText(state.ballInOverLine)"),
            // The backend's id sent back as a request's parameter: not a value taken out to show.
            Example("""
                struct ScorecardLoader {
                    let state: MatchDisplayState
                    func load() async throws -> Scorecard {
                        try await scorecardService.scorecard(matchNumber: Int(state.matchID) ?? 0)
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example("let width = Int(geometry.size.width)\nlet rate = Double(state.runs)", trap: .lookAlike),
            Example(#"let words = searchQuery.split(separator: " ")"#, path: "ios/CricketApp/Services/SearchService.swift", trap: .lookAlike),
            Example("let recent = state.recentBalls.prefix(6)\nlet shown = cardsToDisplay.prefix(family.maxCards)", trap: .lookAlike),
            Example("""
                let host = serverURL.host?.split(separator: ".").last
                let parts = result.components(separatedBy: "\\n")
                let major = appVersionString.split(separator: ".").first
                let ids = followedMatchIDs.components(separatedBy: ",")
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    OversView(balls: PreviewData.oversLine.split(separator: "."))
                }
                """, trap: .lookAlike),
            // The view's own text field, named like a display string: the declaration says it is local.
            Example(#"""
                struct OversEntryView: View {
                    @State private var oversLine = ""
                    var body: some View {
                        TextField("Overs", text: $oversLine)
                        Text("\(oversLine.split(separator: ".").count) parts")
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // An emoji flag looked up by the team code, and the view's own search text trimmed.
            Example("""
                struct TeamFlagView: View {
                    private static let flags = ["IND": "🇮🇳", "AUS": "🇦🇺", "SA": "🇿🇦"]
                    @State private var query = ""
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(Self.flags[state.battingTeamCode] ?? "🏏")
                        TextField("Team", text: $query)
                            .onSubmit { query = query.trimmingCharacters(in: .whitespaces) }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/TeamFlagView.swift", trap: .lookAlike,
                companions: [ExampleModels.liveActivityState]),
            Example(#"Text("overs.split(separator: \".\")")"#, trap: .inString),
            Example("// let parts = state.overs.split(separator: \".\")", trap: .inComment),
            // A String parameter with a display suffix that no backend type declares: the app's own export.
            Example(#"""
                func columns(of csvLine: String) -> [Substring] { csvLine.split(separator: ",") }
                """#, path: "ios/CricketApp/Support/Export.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Named as a backend field is, but not display text: a name's initials.
            Example(#"""
                func initials(of name: String) -> String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }
                """#, path: "ios/CricketApp/Support/Initials.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A parser's own line tested for a continuation: no declaration makes it the backend's.
            Example(#"""
                func joined(_ lines: [String]) -> String {
                    var currentLine = lines.first ?? ""
                    while currentLine.hasSuffix("\\") { currentLine.removeLast() }
                    return currentLine
                }
                """#, path: "ios/CricketApp/Support/Config.swift", trap: .lookAlike),
            Example(#"Text("state.chaseLine.hasPrefix(\"Need\")")"#, trap: .inString),
            // A local named as a vocabulary word, copied from a String named as a backend field that
            // does not read as display text (`text`): the view's own markup, not the backend's result.
            Example(#"""
                struct HighlightedText: View {
                    private let text: String
                    var body: some View { Text(tokenize()) }
                    private func tokenize() -> String {
                        var result = text
                        result = result.replacingOccurrences(of: "*", with: "^[")
                        return result
                    }
                }
                """#, path: "ios/CricketApp/Views/HighlightedText.swift", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketApp/Models/Commentary.swift", code: "struct Commentary: Codable, Hashable, Sendable {\n    let text: String\n}\n"),
                ]),
            // A backend path made into a cache's file name, and the overs in a log line: plumbing and
            // the developer's console, no text a fan reads.
            Example(#"""
                @MainActor final class ScorecardModel: ObservableObject {
                    private let logger = Logger(subsystem: "app", category: "cache")
                    func fileName(for line: FixtureLine, path: FixturePath) -> String {
                        logger.debug("caching \(line.oversLine?.prefix(4) ?? "-")")
                        return path.sharePath.replacingOccurrences(of: "/", with: "_") + ".json"
                    }
                }
                """#, path: "ios/CricketApp/ViewModels/ScorecardModel.swift", trap: .lookAlike, companions: [fixtureLine,
                    .init(path: "ios/CricketApp/Models/FixturePath.swift", code: "struct FixturePath: Codable, Hashable, Sendable {\n    let sharePath: String\n}\n"),
                ]),
        ]) }

    @_optimize(none) static var fixtureLine: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/FixtureLine.swift", code: """
        struct FixtureLine: Codable, Hashable, Sendable {
            let title: String
            let oversLine: String?
            let statusCode: String
        }
        """) }
}
