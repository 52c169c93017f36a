// Examples for model-display-logic.

import UmpireCore
import UmpireRuleSupport

extension ModelDisplayLogic {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A nested model's name with the app's own word when it is missing.
            Example(#"""
                struct Fixture: Codable, Identifiable {
                    let id: Int
                    let participants: [Participant]?
                    var ↓homeTeamName: String { participants?.first(where: { $0.meta?.location == "home" })?.name ?? "Home" }
                }
                """#, path: "ios/FlashGoal/Models/FixtureDTO.swift"),
            // A static function given the model's own value, in an extension elsewhere.
            Example(#"""
                import Foundation
                extension Innings {
                    static func ↓shareLine(for innings: Innings) -> String { "\(innings.runs)/\(innings.wickets)" }
                }
                """#, path: "ios/CricketApp/Extensions/Innings+Share.swift", companions: [.init(path: path, code: """
                    struct Innings: Codable, Hashable, Sendable { let runs: Int; let wickets: Int }
                    """)]),
            // An extension of the backend's model kept private in the view that uses it.
            Example("""
                struct BatterRowView: View {
                    let batter: BatterLine
                    var body: some View { Text(batter.strikeRateText) }
                }
                private extension BatterLine {
                    var ↓strikeRateText: String { "SR \\(runs * 100 / max(balls, 1))" }
                }
                """, path: "ios/CricketApp/Views/BatterRowView.swift", companions: [ExampleModels.displayState]),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let runs: Int
                    let wickets: Int
                    var ↓scoreLine: String { "\\(runs)/\\(wickets)" }
                }
                """, path: path),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let startTime: Date
                    let status: String?
                    func ↓startLabels() -> [String] { [startTime.formatted(date: .omitted, time: .shortened)] }
                    var ↓statusText: String? { status ?? "Starts soon" }
                }
                """, path: path),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let runRate: Double
                }
                extension Innings {
                    var ↓runRateText: AttributedString { AttributedString(String(format: "%.2f", runRate)) }
                }
                """, path: path),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let runs: Int
                    let wickets: Int
                    var ↓scoreResource: LocalizedStringResource { "\\(runs) for \\(wickets)" }
                }
                """, path: path, options: ["displayTypes": .array(["String", "AttributedString", "LocalizedStringKey", "LocalizedStringResource"]
                    .map(JSONValue.string))]),
            Example("""
                struct BowlingCard: Codable, Hashable, Sendable {
                    let bowlers: [BowlerFigures]
                    func ↓oversByBowler() -> [String: String] {
                        let formatter = OversFormatter()
                        return Dictionary(uniqueKeysWithValues: bowlers.map { ($0.name, formatter.string(fromBalls: $0.balls)) })
                    }
                }
                """, path: path, options: ["formatterTypes": .array(["NumberFormatter", "DateFormatter", "MeasurementFormatter",
                                                                    "RelativeDateTimeFormatter", "DateComponentsFormatter", "OversFormatter"]
                    .map(JSONValue.string))]),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let battingTeam: String
                    let runs: Int
                    var ↓headline: String { "\\(battingTeam) \\(runs)" }
                }
                """, path: "ios/CricketApp/Domain/Innings.swift", options: ["modelFolders": .array(["Models", "Domain"].map(JSONValue.string))]),
            Example("""
                struct LiveScoreResponse: Codable, Hashable, Sendable {
                    let runs: Int
                    let wickets: Int
                    var ↓scoreLine: String { "\\(runs)/\\(wickets)" }
                }
                """, path: "ios/CricketApp/Networking/LiveScoreResponse.swift", options: ["codableElsewhere": .bool(true)]),
            // A Live Activity's content state is the backend's contract wherever it is declared.
            Example("""
                struct ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        let runs: Int
                        let wickets: Int
                        var ↓scoreText: String { "\\(runs)/\\(wickets)" }
                    }
                    let matchID: String
                }
                """, path: "ios/CricketWidget/ScoreActivityAttributes.swift"),
            // The widget's display state extended in a file of its own: a score line and overs left.
            Example(#"""
                import Foundation

                extension LiveActivityDisplayState {
                    var ↓shortScore: String { "\(runs)-\(wickets)" }
                    var ↓oversLeft: Int { ballsLeft / 6 }
                }
                """#, path: "ios/CricketWidget/Models/LiveActivityDisplayState+Display.swift",
                companions: [ExampleModels.liveActivityState]),
            // Under another name: an alias of the model, extended in an extensions folder.
            Example(#"""
                import Foundation

                typealias CompactState = LiveActivityDisplayState

                extension CompactState {
                    var ↓versusLine: String { "\(homeTeam) v \(awayTeam)" }
                }
                """#, path: "ios/CricketWidget/Extensions/CompactState+Labels.swift",
                companions: [ExampleModels.liveActivityState]),
            // A Codable `…Snapshot` the app fetches from its service is the backend's, whatever
            // its name: its extension in another folder builds share text.
            Example(#"""
                import Foundation

                extension InningsSnapshot {
                    func ↓shareMessage(appLink: URL) -> String {
                        "\(headline): \(scoreText) \(appLink.absoluteString)"
                    }
                }
                """#, path: "ios/CricketApp/Extensions/InningsSnapshot+Share.swift",
                companions: [.init(path: "ios/CricketApp/Models/InningsSnapshot.swift", code: """
                    struct InningsSnapshot: Codable, Hashable {
                        let headline: String
                        let scoreText: String
                    }
                    """), .init(path: "ios/CricketApp/Services/MatchService.swift", code: """
                    protocol MatchService {
                        func liveSnapshot(matchID: String) async throws -> InningsSnapshot
                    }
                    """)]),
            // Business logic: a required rate and a progress computed from the model's numbers.
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let runs: Int
                    let balls: Int
                    let target: Int
                    var ↓requiredRate: Double { Double(target - runs) / Double(120 - balls) * 6 }
                    func ↓progress(of totalBalls: Int) -> Double { Double(balls) / Double(totalBalls) }
                }
                """, path: path),
            // A Live Activity's content state is the APNs contract, even when its attributes keep
            // nothing else.
            Example("""
                struct ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        let runs: Int
                        let wickets: Int
                        let ballsLeft: Int
                        func ↓scoreLine() -> String { "\\(runs)/\\(wickets)" }
                        var ↓ballsLeftText: String { "\\(ballsLeft) balls left" }
                    }
                }
                """, path: "ios/CricketWidget/ScoreActivityAttributes.swift"),
        ],
        nonTriggering: [
            // A nested model's decoded name handed on, empty when the event type is missing.
            Example(#"""
                struct FixtureEvent: Codable, Identifiable {
                    let id: Int
                    let type: EventType?
                    var eventName: String {
                        return type?.name ?? ""
                    }
                }
                """#, path: "ios/FlashGoal/Models/FixtureDTO.swift", trap: .lookAlike),
            // The app's own snapshot, stored on the device and fetched from no service: its labels are the app's.
            Example(#"""
                import Foundation

                extension ReadingSnapshot {
                    var caption: String { "\(title) at \(progress)" }
                }
                """#, path: "ios/CricketApp/Extensions/ReadingSnapshot+Caption.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketApp/Models/ReadingSnapshot.swift", code: """
                    struct ReadingSnapshot: Codable, Hashable {
                        let title: String
                        let progress: Double
                    }
                    """)]),
            // A view's own helper type in its file: the view's, not a model's.
            Example("""
                struct ScoreHeaderView: View {
                    let state: MatchDisplayState
                    var body: some View { Text(Header(state: state).title) }
                    private struct Header {
                        let state: MatchDisplayState
                        var title: String { "Score \\(state.scoreLine)" }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreHeaderView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A link to open and a requirement met with nothing: no display text from the fields.
            Example(#"""
                struct Scorer: Codable, Hashable, Sendable, Linkable {
                    let handle: String
                    var profileLinkUrl: String { "https://scores.example/players/\(handle)" }
                    var caption: String { "" }
                }
                """#, path: ModelDisplayLogic.path, trap: .lookAlike),
            // An alias of the app's own settings type: its labels are chrome.
            Example(#"""
                import Foundation

                struct ScoreboardSettings: Codable { var showsOvers: Bool }
                typealias Prefs = ScoreboardSettings

                extension Prefs {
                    var oversLabel: String { showsOvers ? "Overs shown" : "Overs hidden" }
                }
                """#, path: "ios/CricketApp/Extensions/Prefs+Labels.swift", trap: .lookAlike),
            // A nested option list's labels belong to its picker.
            Example("""
                struct FixtureList: Codable, Hashable, Sendable {
                    let fixtures: [String]
                    enum Sort: String, Codable, CaseIterable {
                        case startTime, venue
                        var displayName: String { self == .venue ? "By venue" : "By start time" }
                    }
                }
                """, path: path, trap: .lookAlike),
            // An option list's labels, a search keyword, a team code, and layout maths on a size.
            Example("""
                enum ScorecardSort: String, Codable, CaseIterable {
                    case battingOrder, runs
                    var displayName: String { self == .runs ? "Most runs" : "Batting order" }
                }
                struct Player: Codable, Hashable, Sendable {
                    let name: String
                    let teamCode: String
                    var searchKeyword: String { name.lowercased() + " " + teamCode }
                    var countryCode: String { String(teamCode.prefix(2)) }
                    func badgeHeight(in size: CGSize) -> Double { size.height * 0.2 }
                }
                """, path: path, trap: .lookAlike),
            // A server-driven card's height from the margins the backend sends: layout maths.
            Example("""
                struct PromoBlock: Codable, Hashable, Sendable {
                    let headline: String
                    let topMargin: Double
                    let bottomMargin: Double
                    func intrinsicHeight(blockWidth: CGFloat) -> CGFloat {
                        blockWidth * 0.5 + CGFloat(topMargin + bottomMargin)
                    }
                }
                """, path: path, trap: .lookAlike),
            // A Codable cache the app keeps for itself, outside the model folders, is no contract.
            Example("""
                struct CachedScore: Codable {
                    let runs: Int
                    let wickets: Int
                    var label: String { "\\(runs) for \\(wickets)" }
                }
                """, path: "ios/CricketApp/Cache/CachedScore.swift", trap: .lookAlike),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable, Identifiable {
                    let matchID: String
                    let scoreLine: String
                    var id: String { matchID }
                    var cacheKey: String { "match-\\(matchID)" }
                    var debugDescription: String { "MatchItem(\\(matchID))" }
                }
                """, path: path),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let team: Team
                    var teamName: String { team.name }
                    var shareURL: URL? { URL(string: "https://cricket.app/m/\\(matchId)") }
                    var isLive: Bool { team.isBatting }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                enum MatchPhase: String, Codable, Sendable {
                    case live, completed
                    var badgeSystemName: String {
                        switch self {
                        case .live: "dot.radiowaves.left.and.right"
                        case .completed: "flag.checkered"
                        }
                    }
                }
                struct MatchItem: Codable, Hashable, Sendable {
                    let startTime: String
                    let extras: [String: String]
                    var startDate: Date? {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
                        return formatter.date(from: startTime)
                    }
                    func extra(_ key: String) -> String? { extras[key] }
                    func tint(for phase: MatchPhase) -> String? { phaseColours?[phase.rawValue]?.hex ?? defaultHex }
                    func logTimings() { logger.debug("decoded at \\(Date.now.formatted(.iso8601))") }
                }
                """, path: path, trap: .lookAlike),
            // An emoji flag map on the team code (Live Activities cannot load images), and a flag test.
            Example("""
                enum TeamCode: String, Codable, Sendable {
                    case ind = "IND", aus = "AUS", eng = "ENG"
                    var flag: String {
                        switch self {
                        case .ind: "🇮🇳"
                        case .aus: "🇦🇺"
                        case .eng: "🏴"
                        }
                    }
                }
                struct Innings: Codable, Hashable, Sendable {
                    let target: Int
                    var isChasing: Bool { target > 0 }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    enum CodingKeys: String, CodingKey {
                        case matchId = "match_id"
                        var label: String { "key \\(rawValue)" }
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct NotificationSettings: Codable, Hashable, Sendable {
                    let level: Level
                    enum Level: String, Codable, Sendable {
                        case wickets, everything
                        var title: String { self == .wickets ? "Wickets only" : "Every ball" }
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                enum ScoreAlertLevel: String, Codable, CaseIterable {
                    case wickets, milestones
                    var title: String { self == .wickets ? "Wickets" : "Fifties and hundreds" }
                }
                """, path: "ios/CricketApp/Settings/ScoreAlertLevel.swift", trap: .lookAlike),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let version: Int
                    var logSummary: String { "\\(matchId) v\\(version)" }
                }
                """, path: path, trap: .lookAlike,
                options: ["allowedNames": .array(["id", "debugDescription", "rawValue", "stringValue", "logSummary"].map(JSONValue.string))]),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    var shareLink: String { "https://cricket.app/m/\\(matchId)" }
                    var deepLink: String { "cricket://match/\\(matchId)" }
                }
                """, path: path, trap: .lookAlike,
                options: ["allowedSuffixes": .array(["ID", "Id", "Key", "Path", "URL", "Identifier", "SystemName", "Link"].map(JSONValue.string))]),
            Example("""
                struct ScorecardPreferences: Codable, Hashable, Sendable {
                    let showsExtras: Bool
                    var extrasTitle: String { showsExtras ? "Extras shown" : "Extras hidden" }
                }
                """, path: "ios/CricketApp/Models/ScorecardPreferences.swift", trap: .lookAlike,
                options: ["localStateSuffixes": .array(["Settings", "Filter", "Draft", "Preferences"].map(JSONValue.string))]),
            Example("""
                enum ScoreboardTab: String, Codable, CaseIterable {
                    case summary, scorecard, commentary
                    var title: String {
                        switch self {
                        case .summary: "Summary"
                        case .scorecard: "Scorecard"
                        case .commentary: "Commentary"
                        }
                    }
                }
                """, path: "ios/CricketApp/Models/ScoreboardTab.swift", trap: .lookAlike,
                options: ["exemptConformances": .array(["Error", "CodingKey", "View", "CaseIterable"].map(JSONValue.string))]),
            Example("""
                struct TeamRow {
                    var title: String { "\\(team.name) — \\(team.score)" }
                }
                """, trap: .lookAlike),
            Example(#"let doc = "var scoreLine: String { runs + wickets }""#, path: path, trap: .inString),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let scoreLine: String // was: var scoreLine: String { "\\(runs)/\\(wickets)" }
                }
                """, path: path, trap: .inComment),
        ]) }
}
