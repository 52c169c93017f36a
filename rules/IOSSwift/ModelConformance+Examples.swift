// Examples for model-conformance: what it reports, and the look-alikes it leaves alone.

import UmpireCore
import UmpireRuleSupport

extension ModelConformance {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                struct ↓MatchItem: Codable, Equatable {
                    let matchId: String
                    let league: String
                }
                """, path: path, corrected: """
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let league: String
                }
                """),
            Example("""
                enum ↓MatchPhase: String, Codable {
                    case pre, live, completed
                }
                """, path: path, corrected: """
                enum MatchPhase: String, Codable, Sendable {
                    case pre, live, completed
                }
                """),
            Example("""
                struct ↓Team: Decodable, Hashable, Sendable {
                    let name: String
                }
                enum ↓Dismissal: Codable, Sendable {
                    case bowled(bowler: String)
                    case runOut
                }
                """, path: path, corrected: """
                struct Team: Codable, Hashable, Sendable {
                    let name: String
                }
                enum Dismissal: Codable, Sendable, Hashable {
                    case bowled(bowler: String)
                    case runOut
                }
                """),
            Example("""
                struct Scorecard: Codable, Hashable, Sendable {
                    let matchId: String
                    let innings: [InningsCard]
                }
                struct ↓InningsCard: Hashable {
                    let battingTeam: String
                    let runs: Int
                }
                """, path: "ios/CricketApp/Domain/Scorecard.swift", options: ["modelFolders": .array(["Models", "Domain"].map(JSONValue.string))],
                corrected: """
                struct Scorecard: Codable, Hashable, Sendable {
                    let matchId: String
                    let innings: [InningsCard]
                }
                struct InningsCard: Hashable, Codable, Sendable {
                    let battingTeam: String
                    let runs: Int
                }
                """),
            // The Live Activity's attributes are the APNs contract, wherever the widget keeps them.
            Example("""
                import ActivityKit

                struct ↓ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        let scoreLine: String
                    }
                    let matchID: String
                }
                """, path: "ios/CricketWidget/ScoreActivityAttributes.swift", corrected: """
                import ActivityKit

                struct ScoreActivityAttributes: ActivityAttributes, Hashable, Sendable {
                    struct ContentState: Codable, Hashable {
                        let scoreLine: String
                    }
                    let matchID: String
                }
                """),
            // The widget's copy of the display state, missing Sendable.
            Example("""
                struct ↓LiveActivityDisplayState: Codable, Hashable {
                    let scoreLine: String
                    let sentiment: String
                }
                """, path: "ios/SightscreenWidget/Models/LiveActivityDisplayState.swift", corrected: """
                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    let sentiment: String
                }
                """),
            // No fix: equal by id, so a synthesized hash of every field would break Hashable's contract.
            Example("""
                struct ↓FixtureItem: Codable, Equatable {
                    let matchId: String
                    let updatedAt: Date
                    static func == (a: FixtureItem, b: FixtureItem) -> Bool { a.matchId == b.matchId }
                }
                """, path: "ios/CricketApp/Models/FixtureItem.swift"),
            // No fix: the nested Venue is not Hashable, so neither could the fixture be.
            Example("""
                struct ↓Fixture: Codable, Identifiable {
                    struct Venue: Codable {
                        let name: String
                        let city: String
                    }
                    let id: String
                    let venue: Venue
                }
                """, path: "ios/CricketApp/Models/Fixture.swift"),
            // No fix: Color is not Codable, so adding Codable would not compile.
            Example("""
                struct ↓TeamBadge: Hashable, Sendable {
                    let code: String
                    let tint: Color
                }
                """, path: "ios/CricketApp/Models/TeamBadge.swift"),
            // A file named for its models, in an app with no Models folder.
            Example("""
                struct ↓Standing: Codable, Identifiable {
                    let id: Int
                    let points: Int
                }
                """, path: "ios/HockeyApp/components/Models.swift", corrected: """
                struct Standing: Codable, Identifiable, Hashable, Sendable {
                    let id: Int
                    let points: Int
                }
                """),
        ],
        nonTriggering: [
            // A type-erasing box for metadata values: nothing in it can be Hashable or Sendable.
            Example("""
                public struct AnyCodable: Codable {
                    public let value: Any
                    public init(_ value: Any) { self.value = value }
                }
                """, path: "ios/CricketApp/Models/AnyCodable.swift", trap: .lookAlike),
            // A screen's load state and the app's tabs, kept in Models/: the app's UI, never decoded.
            Example(#"""
                enum ViewState: Equatable {
                    case loading
                    case loaded
                    case error(String)
                }
                enum Tab: String, Hashable {
                    case games, myTeam, profile
                }
                """#, path: "ios/SATA/Models/ViewState.swift", trap: .lookAlike),
            // The app's menu in a Models/ folder: it holds view controllers, which no response decodes into.
            Example("""
                enum MenuDestination: Hashable {
                    case screen(UIViewController)
                    case web(URL)
                }
                struct MenuItem: Hashable {
                    let title: String
                    let destination: MenuDestination
                }
                """, path: "ios/CricketApp/Models/MenuItem.swift", trap: .lookAlike),
            // A table component's own empty state in a file named for its models: not Codable, so not a model.
            Example("""
                struct EmptyTableState {
                    let message: String
                }
                """, path: "ios/BoxScore/Components/Tables/TableModels.swift", trap: .lookAlike),
            // Sendable declared in another file's extension; a wrapper the list keeps for its rows;
            // the user's own settings: none is a backend model missing a conformance.
            Example("struct MatchItem: Codable, Hashable {\n    let matchId: String\n}", path: path, trap: .lookAlike,
                    companions: [.init(path: "ios/CricketApp/Models/MatchItem+Sendable.swift", code: "extension MatchItem: Sendable {}\n")]),
            Example("""
                struct MatchRow: Identifiable {
                    let match: MatchDisplayState
                    var isExpanded = false
                    var id: String { match.matchID }
                }
                struct AlertSettings: Codable {
                    var wicketAlerts: Bool
                }
                """, path: "ios/CricketApp/Models/MatchRow.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let homeTeam: Team
                    private enum CodingKeys: String, CodingKey {
                        case matchId = "match_id"
                        case homeTeam = "home_team"
                    }
                }
                """, path: path),
            Example("""
                struct Team: Decodable, Encodable {
                    let name: String
                }
                extension Team: Hashable, @unchecked Sendable {}
                """, path: path),
            Example("enum MatchPhase: String, Codable, Sendable {\n    case pre, live, completed\n}", path: path, trap: .lookAlike),
            Example("""
                protocol APIModel: Codable, Hashable, Sendable {}
                struct FollowResponse: APIModel {
                    let following: Bool
                }
                """, path: path, trap: .lookAlike),
            Example("""
                enum ModelDefaults {
                    static let placeholderTeam = "TBC"
                }
                enum DecodingFailure: Error {
                    case missingField(String)
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct LeagueGroup: Codable, Hashable, Sendable {
                    let league: String
                    enum Tier: String, Codable {
                        case international, domestic
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct WindowState: Codable, Hashable, Sendable {
                    let matchID: String
                }
                enum RouterDestination: Hashable {
                    case match(id: String)
                    case settings
                }
                """, path: "ios/CricketApp/Navigation/Router.swift", trap: .lookAlike),
            Example("""
                struct MatchStartComparator: SortComparator {
                    var order: SortOrder = .forward
                    func compare(_ a: MatchItem, _ b: MatchItem) -> ComparisonResult { a.startTime.compare(b.startTime) }
                }
                """, path: "ios/CricketApp/Models/MatchStartComparator.swift", trap: .lookAlike,
                options: ["exemptConformances": .array(["Error", "CodingKey", "View", "SortComparator"].map(JSONValue.string))]),
            // The app's own types in a model folder: an option list, a request it sends, a generic
            // wrapper, a typed key, an error's details, a stored record, a server written in Swift.
            Example("""
                enum ScoreRefreshInterval: Int, Codable, CaseIterable {
                    case everyBall, everyOver
                }
                struct FollowMatchBody: Encodable {
                    let matchID: String
                }
                struct Timestamped<Value: Codable>: Codable {
                    let value: Value
                    let fetchedAt: Date
                }
                struct MatchKey: RawRepresentable, Codable {
                    let rawValue: String
                }
                """, path: "ios/CricketApp/Models/AppModels.swift", trap: .lookAlike),
            Example("""
                enum FollowError: Error {
                    case rateLimited(RetryWindow)
                }
                enum RetryWindow {
                    case seconds(Int)
                }
                """, path: "ios/CricketApp/Models/FollowError.swift", trap: .lookAlike),
            Example("""
                struct RecentSearch: Codable {
                    let query: String
                    let searchedAt: Date
                }
                """, path: "ios/CricketApp/Models/Persistent/RecentSearch.swift", trap: .lookAlike),
            Example("""
                import Vapor

                struct ScorePushInput: Content {
                    let matchID: String
                    let scoreLine: String
                }
                """, path: "tools/PushServer/Sources/App/Models/ScorePushInput.swift", trap: .lookAlike),
            Example(#"let note = "struct Match: Codable { let id: String }""#, path: path, trap: .inString),
            Example("// struct Match: Codable { let id: String } moved to the generated file", path: path, trap: .inComment),
        ]
    ) }
}
