// Examples for client-side-formatting and client-side-parsing inside a backend model's own
// display member: model-display-logic reports the member where it is declared, once, and
// these rules say nothing more about the text it builds (one finding per problem).

import UmpireCore
import UmpireRuleSupport

enum ModelMemberExamples {
    /// A widget extension's copy of the backend's model, formatting its start time in a member.
    @_optimize(none) static var widgetModelFormatting: Example { Example(#"""
        import Foundation
        struct Game: Codable, Hashable, Sendable {
            let startTime: Date
            var kickoffLine: String {
                let day = startTime.formatted(.dateTime.month().day())
                let time = startTime.formatted(date: .omitted, time: .shortened)
                return "\(day) \(time)"
            }
        }
        """#, path: "ios/ScoresWidget/Models/Game.swift", trap: .lookAlike) }

    /// The same copy cutting a badge out of the league's name.
    @_optimize(none) static var widgetModelParsing: Example { Example(#"""
        struct Game: Codable, Hashable, Sendable {
            let league: String
            var leagueBadge: String {
                switch league {
                case "Premier League": return "EPL"
                default: return league.prefix(3).uppercased()
                }
            }
        }
        """#, path: "ios/ScoresWidget/Models/Game.swift", trap: .lookAlike) }
}
