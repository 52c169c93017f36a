import Foundation

struct InjuryListItem: Decodable, Hashable, Sendable, Identifiable {
    let playerId: String
    let playerName: String
    let teamId: String
    let injury: String
    let estimatedReturn: String
    let weeksOut: Int?
    let updatedAt: Date

    var id: String { playerId }

    var returnDescription: String {
        guard let weeksOut else { return "Test" }
        return weeksOut == 1 ? "1 week" : "\(weeksOut) weeks"
    }

    var isLongTerm: Bool {
        estimatedReturn == "Season"
    }
}
