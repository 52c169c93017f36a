import Foundation

struct Standing: Decodable, Hashable, Sendable, Identifiable {
    let id: String
    let team: Team
    let rankLabel: String
    let recordLabel: String
    let pointsLabel: String
    var isHighlighted: Bool = false
}
