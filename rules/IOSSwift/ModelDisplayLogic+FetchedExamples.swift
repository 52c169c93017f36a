// Examples for model-display-logic outside the model folders: a model the app fetches, or a
// Codable type in a file named for its models, is the backend's wherever its file lives; the
// app's own Codable state is not. And members that hand back nested fields as sent.

import UmpireCore
import UmpireRuleSupport

extension ModelDisplayLogic {
    @_optimize(none) static var fetchedExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A box score kept beside its sport's views, built from the response the repository decodes.
            Example(#"""
                struct NBATeamTotals: Codable, Equatable {
                    let fgMade: Int
                    let fgAttempted: Int
                    var ↓fgDisplay: String { "\(fgMade)-\(fgAttempted)" }
                }
                """#, path: "ios/BoxScore/Sports/NBA/NBAModels.swift", companions: [.init(path: "ios/BoxScore/Core/GameRepository.swift", code: """
                    struct TeamBoxScoreDTO: Decodable {
                        let made: Int
                        let attempted: Int
                        func toTotals() -> NBATeamTotals { NBATeamTotals(fgMade: made, fgAttempted: attempted) }
                    }
                    final class GameRepository {
                        func boxScore(for id: String) async throws -> TeamBoxScoreDTO { fatalError() }
                    }
                    """)]),
            // Returned by the app's service, and declared in the feature's folder.
            Example(#"""
                struct GolfRound: Codable, Hashable, Sendable {
                    let strokes: Int
                    let toPar: Int
                    var ↓toParText: String { toPar == 0 ? "E" : toPar > 0 ? "+\(toPar)" : "\(toPar)" }
                }
                """#, path: "ios/Fairway/Leaderboard/GolfRound.swift", companions: [.init(path: "ios/Fairway/Services/LeaderboardService.swift", code: """
                    final class LeaderboardService {
                        func rounds(for player: String) async throws -> [GolfRound] { [] }
                    }
                    """)]),
            // A file named for its models, in an app with no Models folder: its Codable types are models.
            Example(#"""
                struct Standing: Codable, Identifiable {
                    let id: Int
                    let gp: Int
                    let points: Int
                    func ↓getPointsPerGame() -> String { gp == 0 ? "0.0" : String(format: "%.1f", Double(points) / Double(gp)) }
                }
                """#, path: "ios/HockeyApp/components/Models.swift"),
            // Not Codable, but decoded by hand from the fixtures feed's JSON: the backend's.
            Example(#"""
                public struct Fixture: Hashable {
                    let opponent: String
                    let teamScore: Int?
                    let opponentScore: Int?
                    init?(fromJson: [String: AnyObject]) {
                        guard let opponent = fromJson["Opponent"] as? String else { return nil }
                        self.opponent = opponent
                        teamScore = fromJson["TeamScore"] as? Int
                        opponentScore = fromJson["OpponentScore"] as? Int
                    }
                    var ↓score: String {
                        guard let t = teamScore, let o = opponentScore else { return "" }
                        return "\(t > o ? "W" : t < o ? "L" : "D") \(t)-\(o)"
                    }
                }
                """#, path: "ios/Club/Models/Fixture.swift"),
        ],
        nonTriggering: [
            // Nested fields handed back as sent, nil when a level is missing: the venue's name, the first
            // competition's winner.
            Example(#"""
                struct ScoreboardEvent: Codable, Identifiable {
                    let id: String
                    let status: EventStatus?
                    let competitions: [Competition]?
                    var statusState: String? { status?.type?.state }
                    var venueName: String? {
                        competitions?.first?.venue?.fullName
                    }
                    var winnerAbbreviation: String? {
                        competitions?.first?.competitors?.first(where: { $0.winner == true })?.team?.abbreviation
                    }
                }
                """#, path: "ios/FlashGoal/Models/ScoreboardEvent.swift", trap: .lookAlike),
            // Analytics keys, one built from another code: codes for a machine, not display text.
            Example(#"""
                enum PaywallContext: Codable, Hashable, Sendable {
                    case onboarding, sessionCompletion
                    case featureGate(FeatureType)
                    var description: String {
                        switch self {
                        case .onboarding: return "onboarding"
                        case .sessionCompletion: return "session_completion"
                        case .featureGate(let feature): return "feature_gate_\(feature.rawValue)"
                        }
                    }
                }
                """#, path: "ios/CricketApp/Models/PaywallContext.swift", trap: .lookAlike),
            // A code lower-cased to be compared, and a fingerprint to tell two events apart: never shown.
            Example(#"""
                struct MatchEvent: Codable, Hashable {
                    let kind: String
                    let over: Int
                    let ball: Int
                    var normalizedKind: String { kind.trimmingCharacters(in: .whitespaces).lowercased() }
                    var diffFingerprint: String { "\(kind)|\(over).\(ball)" }
                }
                """#, path: "ios/CricketApp/Models/MatchEvent.swift", trap: .lookAlike),
            // The app's own entry in a model folder, made by the fan's edits: not decoded, not Codable.
            Example(#"""
                struct ScoreEntry: Hashable {
                    var home: Int
                    var away: Int
                    init(home: Int = 0, away: Int = 0) { self.home = home; self.away = away }
                    var summary: String { "\(home)-\(away)" }
                }
                """#, path: "ios/Club/Models/ScoreEntry.swift", trap: .lookAlike),
            // A key joined from two fields, its name ending in the word `id` (snake case).
            Example(#"""
                struct Player: Codable, Identifiable, Hashable {
                    let id: Int
                    let team_code: String
                    var team_code_id: String { "\(id)-\(team_code)" }
                }
                """#, path: "ios/HockeyApp/components/Models.swift", trap: .lookAlike),
            // A table component's own empty state, beside its row models: not Codable, not fetched.
            Example(#"""
                struct EmptyTableState {
                    let message: String
                    var title: String { "No \(message)" }
                }
                """#, path: "ios/BoxScore/Components/Tables/TableModels.swift", trap: .lookAlike),
            // One of two codes as the backend sent them, picked by the fan's side: no text built.
            Example(#"""
                struct Game: Codable, Hashable, Sendable {
                    let homeTeamAbbreviation: String
                    let awayTeamAbbreviation: String
                    let isHomeGame: Bool
                    var opponent: String { isHomeGame ? awayTeamAbbreviation : homeTeamAbbreviation }
                }
                """#, path: "ios/SportsWidget/Models/Game.swift", trap: .lookAlike),
            // The app's own Codable state outside the model folders: nothing fetches it.
            Example(#"""
                struct WidgetPreferences: Codable, Hashable {
                    let teamCode: String
                    let showsRank: Bool
                    var summary: String { "\(teamCode) \(showsRank ? "with rank" : "")" }
                }
                """#, path: "ios/BoxScore/Shared/WidgetPreferences.swift", trap: .lookAlike),
            // A fetched model's text described in a comment and a string, not built by a member.
            Example(#"""
                struct NBATeamTotals: Codable, Equatable {
                    let fgMade: Int
                    // var fgDisplay: String { "\(fgMade)-\(fgAttempted)" } is the backend's job now.
                    let fgDisplay: String
                    static let placeholder = "var fgDisplay: String { \"\\(fgMade)\" }"
                }
                final class GameRepository {
                    func totals() async throws -> NBATeamTotals { fatalError() }
                }
                """#, path: "ios/BoxScore/Sports/NBA/NBAModels.swift", trap: .inComment),
            // A sort key, a league's slug, a logo's link and a record looked up and handed back as
            // sent: codes and stored values, none of them display text built on the device.
            Example(#"""
                struct Event: Codable, Identifiable {
                    let id: String
                    let state: String?
                    let link: String?
                    let homeLogo: String?
                    let records: [Record]?
                    struct Record: Codable { let type: String; let summary: String }
                    var sorted: String {
                        guard let state else { return "" }
                        switch state {
                        case "in": return "A"
                        case "pre": return "B"
                        default: return "C"
                        }
                    }
                    var league: String {
                        guard let link else { return "" }
                        return link.contains("nba") ? "nba" : "nfl"
                    }
                    var homeImage: String { (homeLogo ?? "").replacingOccurrences(of: "500", with: "500-dark") }
                    var isLive: Bool { state == "in" }
                    var homeRecord: String { records?.first(where: { $0.type == "total" })?.summary ?? "" }
                }
                """#, path: "ios/Sideline/Models/Event.swift", trap: .lookAlike),
        ]) }
}
