import Foundation

struct TeamSelection: Codable, Hashable, Sendable {
    let matchId: String
    let teamId: String
    let ins: [SelectionChange]
    let outs: [SelectionChange]
    let lateChanges: [SelectionChange]
    let announcedAt: Date
    let headlineText: String
}

struct SelectionChange: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let playerName: String
    let reasonText: String?
    var isLate: Bool = false

    var id: String { playerId }

    func summary() -> String {
        if let reasonText { return "\(playerName) (\(reasonText))" }
        return playerName
    }
}
