// The widget's display state as a companion file of rule examples: what the Live Activity's
// views receive from APNs, with fields whose names no vocabulary lists.

import UmpireCore

extension ExampleModels {
    /// The Live Activity's display state, as the widget target declares it.
    @_optimize(none) package static var liveActivityState: Example.Companion { Example.Companion(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
        import Foundation

        struct LiveActivityDisplayState: Codable, Hashable, Sendable {
            let battingTeamCode: String
            let scoreLine: String
            let oversLine: String
            let statusLine: String
            let runs: Int
            let wickets: Int
            let ballsLeft: Int
            let sentiment: String
            let isInningsBreak: Bool
        }
        """) }

    /// A view model that splits and computes the backend's values only to build a link: the
    /// shared trap of the rules that ask where a local goes (client-side-parsing, -derivation).
    @_optimize(none) package static var linkOnlyLocals: Example { Example(#"""
        @MainActor final class BoxScoreModel: ObservableObject {
            @Published private(set) var boxURL = ""
            func load(_ state: MatchDisplayState) {
                let year = state.startsInLine.components(separatedBy: "-")[0]
                var game = state.runs
                switch state.phase {
                case .completed: game = state.runs % 9 + 1
                default: break
                }
                boxURL = "https://example.com/box?year=\(year)&gameSno=\(game)"
            }
        }
        """#, path: "ios/CricketApp/ViewModels/BoxScoreModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]) }
}
