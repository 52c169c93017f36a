import Foundation

struct Suspension: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let playerName: String
    let cardColour: CardColour
    let endsAt: Date
    var labelText: String

    enum CardColour: String, Codable, Hashable, Sendable {
        case green = "G"
        case yellow = "Y"
        case red = "R"
    }
}

struct AbandonmentNotice: Codable, Hashable, Sendable {
    let matchId: String
    let reason: String
    let minutesPlayed: Int
    let headline: String
    let detail: String

    func summary() -> String {
        switch reason {
        case "lightning": return "Abandoned after \(minutesPlayed) minutes: lightning"
        case "waterlogged": return "Abandoned: waterlogged pitch"
        default: return headline
        }
    }
}
