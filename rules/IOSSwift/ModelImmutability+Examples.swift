// Examples for model-immutability: what it reports, and the look-alikes it leaves alone.

import UmpireCore
import UmpireRuleSupport

extension ModelImmutability {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    ↓var isFollowed: Bool
                }
                """, path: path, corrected: """
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let isFollowed: Bool
                }
                """),
            // No fix: a let with a value would no longer be decoded, and observers need a var.
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    private(set) ↓var runs: Int = 0
                    ↓var overs: String { didSet { oversChanged = true } }
                }
                """, path: path),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let runs: Int
                    struct Partnership: Codable, Hashable, Sendable {
                        public private(set) ↓var balls: Int
                    }
                }
                """, path: path, corrected: """
                struct Innings: Codable, Hashable, Sendable {
                    let runs: Int
                    struct Partnership: Codable, Hashable, Sendable {
                        public let balls: Int
                    }
                }
                """),
            Example("""
                struct Scorecard: Codable, Hashable, Sendable {
                    let matchId: String
                    let innings: [InningsCard]
                }
                struct InningsCard: Hashable, Sendable {
                    let battingTeam: String
                    ↓var runs: Int
                }
                """, path: "ios/CricketApp/Domain/Scorecard.swift", options: ["modelFolders": .array(["Models", "Domain"].map(JSONValue.string))],
                corrected: """
                struct Scorecard: Codable, Hashable, Sendable {
                    let matchId: String
                    let innings: [InningsCard]
                }
                struct InningsCard: Hashable, Sendable {
                    let battingTeam: String
                    let runs: Int
                }
                """),
            // A Live Activity's ContentState is the APNs contract, wherever the widget declares it.
            Example("""
                struct ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        ↓var scoreLine: String
                    }
                    let matchID: String
                }
                """, path: "ios/CricketWidget/ScoreActivityAttributes.swift", corrected: """
                struct ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        let scoreLine: String
                    }
                    let matchID: String
                }
                """),
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    ↓var sentiment: String = "neutral"
                }
                """, path: "ios/SightscreenWidget/Models/LiveActivityDisplayState.swift"),
            Example("""
                struct BatterLine: Codable, Hashable, Sendable {
                    let name: String
                    ↓var strikeRate: Double?
                    init(name: String, strikeRate: Double?) {
                        self.name = name
                        self.strikeRate = strikeRate
                    }
                }
                """, path: path, corrected: """
                struct BatterLine: Codable, Hashable, Sendable {
                    let name: String
                    let strikeRate: Double?
                    init(name: String, strikeRate: Double?) {
                        self.name = name
                        self.strikeRate = strikeRate
                    }
                }
                """),
            // No fix: the initializer leaves the optional to its implicit nil, which a let has not.
            Example("""
                struct BatterLine: Codable, Hashable, Sendable {
                    let name: String
                    ↓var strikeRate: Double?
                    init(name: String) {
                        self.name = name
                    }
                }
                """, path: path),
            // No fix: the file sets it outside an initializer.
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    ↓var isFollowed: Bool

                    mutating func toggleFollow() { isFollowed = !isFollowed }
                }
                """, path: path),
            // No fix: its decoder appends to it, which a let does not allow even in an init.
            Example("""
                struct InningsSummary: Codable, Hashable, Sendable {
                    ↓var wickets: [Dismissal]
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        wickets = []
                        for dismissal in try container.decode([Dismissal].self, forKey: .wickets) where dismissal.counts {
                            wickets.append(dismissal)
                        }
                    }
                }
                """, path: path),
            // No fix: another file sets it, and would stop compiling on a let.
            Example("""
                struct Account: Codable, Hashable, Sendable {
                    let id: String
                    ↓var accountName: String
                }
                """, path: "ios/CricketApp/Models/Account.swift", companions: [Example.Companion(path: "ios/CricketApp/ViewModels/SettingsModel.swift", code: """
                    @Observable final class SettingsModel {
                        var profile: ProfileState
                        init(profile: ProfileState) { self.profile = profile }
                        func rename(to name: String) { profile.account.accountName = name }
                    }
                    """)]),
            // No fix: a call leaves the optional out, relying on the memberwise initializer's nil default.
            Example("""
                struct PlayerLine: Codable, Hashable, Sendable {
                    let name: String
                    ↓var shots: Int?
                }
                """, path: "ios/CricketApp/Models/PlayerLine.swift", companions: [Example.Companion(path: "ios/CricketApp/Preview/PreviewData.swift", code: """
                    let previewLine = PlayerLine(name: "Smith")
                    """)]),
            // Its own message and no fix: a lazy var cannot be a let, and is computed on the device.
            Example("""
                struct InningsCard: Codable, Hashable, Sendable {
                    let balls: [Ball]
                    lazy ↓var total: Int = balls.reduce(0) { $0 + $1.runs }
                }
                """, path: path),
        ],
        nonTriggering: [
            // A column's alignment the decoder never reads: CodingKeys lists the three it does.
            Example("""
                struct TableColumn: Identifiable, Codable, Hashable, Sendable {
                    let id: String
                    let title: String
                    let width: Double
                    var isHighlighted: Bool = false
                    enum CodingKeys: String, CodingKey {
                        case id, title, width
                    }
                }
                """, path: "ios/BoxScore/Models/TableColumn.swift", trap: .lookAlike),
            // A widget's configuration intent: App Intents' parameters must be `var`.
            Example("""
                struct ConfigurationAppIntent: WidgetConfigurationIntent {
                    static var title: LocalizedStringResource { "Favourite team" }
                    @Parameter(title: "Team", default: "IND")
                    var teamCode: String
                }
                """, path: "ios/CricketWidget/Models/ConfigurationAppIntent.swift", trap: .lookAlike),
            // A list row that wraps a model, with its own expansion state, is not a model.
            Example("""
                struct MatchRow: Identifiable {
                    let match: MatchDisplayState
                    var isExpanded = false
                    var id: String { match.matchID }
                }
                """, path: "ios/CricketApp/Models/MatchRow.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let startTime: Date
                    var id: String { matchId }
                    static var preview: MatchItem { MatchItem(matchId: "m1", startTime: .now) }
                }
                """, path: path),
            Example("""
                struct Innings: Codable, Hashable, Sendable {
                    let balls: [Ball]
                    func total() -> Int {
                        var runs = 0
                        for ball in balls { runs += ball.runs }
                        return runs
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                @Observable final class FollowStore {
                    var followed: Set<String> = []
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    enum CodingKeys: String, CodingKey {
                        case matchId = "match_id"
                        var intValue: Int? { nil }
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("var isFollowed = false", trap: .lookAlike),
            Example("""
                struct NotificationSettings: Codable, Hashable, Sendable {
                    var wickets = true
                    var milestones = false
                    struct QuietHours: Codable, Hashable, Sendable {
                        var start: Int
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                struct ScorecardPreferences: Codable, Hashable, Sendable {
                    var showsExtras = true
                    var collapsedInnings: Set<Int> = []
                }
                """, path: "ios/CricketApp/Models/ScorecardPreferences.swift", trap: .lookAlike,
                options: ["localStateSuffixes": .array(["Settings", "Filter", "Draft", "Preferences"].map(JSONValue.string))]),
            Example("""
                struct MatchStartComparator: SortComparator {
                    var order: SortOrder = .forward
                    func compare(_ a: MatchItem, _ b: MatchItem) -> ComparisonResult { a.startTime.compare(b.startTime) }
                }
                """, path: "ios/CricketApp/Models/MatchStartComparator.swift", trap: .lookAlike,
                options: ["exemptConformances": .array(["Error", "CodingKey", "View", "SortComparator"].map(JSONValue.string))]),
            // An editor's entry that is never decoded: the app's own, whose fields it edits.
            Example("""
                struct AlertRuleEntry: Hashable, Sendable {
                    var teamCode: String
                    var notifiesOnWicket: Bool
                }
                """, path: "ios/CricketApp/Models/AlertRuleEntry.swift", trap: .lookAlike),
            // A request the app sends, a message to the watch, the app's own snapshot of its state.
            Example("""
                struct FollowMatchRequest: Codable {
                    var matchID: String
                    var alerts: [String]
                }
                struct ScoreUserInfo: Codable {
                    var scoreLine: String
                }
                struct AlertsSnapshot: Codable {
                    var wickets: Bool
                }
                """, path: "ios/CricketApp/Models/Outgoing.swift", trap: .lookAlike),
            Example(#"let doc = "struct Team: Codable { var name: String }""#, path: path, trap: .inString),
            Example("struct Team: Codable, Hashable, Sendable {\n    let name: String // was: var name\n}", path: path, trap: .inComment),
        ]
    ) }
}
