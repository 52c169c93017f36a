// The product's backend models as companion files of rule examples: the project model learns
// them as it would from the app, so examples can show a field judged by its declaration.

import UmpireCore

package enum ExampleModels {
    /// The match centre's display state, with fields whose names no vocabulary lists.
    @_optimize(none) package static var displayState: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/MatchDisplayState.swift", code: """
        import Foundation

        struct MatchDisplayState: Codable, Hashable, Sendable {
            let matchID: String
            let runs: Int
            let wickets: Int
            let ballsFaced: Int
            let progress: String
            let scoreLine: String
            let chaseLine: String
            let startsInLine: String
            let isChasing: Bool
            let phase: MatchPhase
            let batters: [BatterLine]
        }

        struct BatterLine: Codable, Hashable, Sendable, Identifiable {
            let id: String
            let name: String
            let runs: Int
            let balls: Int
            let isOnStrike: Bool
        }

        enum MatchPhase: String, Codable, Hashable, Sendable {
            case pre, live, completed
        }

        extension MatchDisplayState {
            func isFuture() -> Bool { phase == .pre }
        }
        """) }

    /// A Live Activity's attributes and content state, as the widget declares them.
    @_optimize(none) package static var activity: Example.Companion { Example.Companion(path: "ios/CricketWidget/ScoreActivityAttributes.swift", code: """
        import ActivityKit

        struct ScoreActivityAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                let scoreLine: String
                let oversText: String
                let runs: Int
                let target: Int
                let phase: String
            }

            let matchID: String
        }
        """) }

    /// The app's own editable state: Codable, but named like a draft, so not the backend's.
    @_optimize(none) package static var draft: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/MatchDraft.swift", code: """
        struct MatchDraft: Codable, Hashable, Sendable {
            var overs: Int
            var teamName: String
        }
        """) }

    /// A typed-endpoint API client: `send` decodes the response its endpoint names.
    @_optimize(none) package static var endpointClient: Example.Companion { Example.Companion(path: "ios/CricketApp/Networking/APIClient.swift", code: """
        import Foundation

        struct Endpoint<Response: Decodable> { let path: String }

        protocol APIClientProtocol: Sendable {
            func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response
            func raw(_ path: String) async throws -> Data
        }

        struct ScheduleResponse: Codable, Hashable, Sendable {
            let leagues: [League]
            struct League: Codable, Hashable, Sendable { let name: String; let days: [Day] }
            struct Day: Codable, Hashable, Sendable { let id: String; let dateLabel: String }
        }

        extension Endpoint where Response == ScheduleResponse {
            static var schedule: Self { Endpoint(path: "/schedule") }
        }
        """) }
}
