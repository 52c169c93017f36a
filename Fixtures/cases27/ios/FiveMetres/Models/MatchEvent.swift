import Foundation

struct MatchEvent: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let kind: Kind
    let quarter: Int
    let clockText: String
    let descriptionText: String
    let teamId: String?
    let capNumber: Int?

    enum Kind: String, Codable, Hashable, Sendable {
        case goal
        case exclusion
        case exclusionForGame = "exclusion_for_game"
        case penalty
        case save
        case timeout
        case swimOff = "swim_off"
        case delay
    }

    var symbolName: String {
        switch kind {
        case .goal: "soccerball"
        case .exclusion, .exclusionForGame: "timer"
        case .penalty: "scope"
        case .save: "hand.raised.fill"
        case .timeout: "pause.circle"
        case .swimOff: "figure.pool.swim"
        case .delay: "cloud.bolt"
        }
    }

    var headline: String {
        "\(kind.rawValue.capitalized) — #\(capNumber ?? 0)"
    }
}
