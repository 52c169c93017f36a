import Foundation

struct ScoringPlay: Sendable, Hashable, Codable, Identifiable {
    enum Kind: String, Codable, Hashable, Sendable {
        case touchdown, fieldGoal = "field_goal", safety, twoPoint = "two_point"
    }

    let playId: String
    let kind: Kind
    let teamEmoji: String
    let description: String
    let clockLabel: String
    let sentiment: String

    var id: String { playId }

    var shortDescription: String {
        "\(teamEmoji) \(kind.rawValue.uppercased()) \(clockLabel)"
    }
}
