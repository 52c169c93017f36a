import Foundation

enum PitchHand: String, Codable, Hashable, Sendable {
    case left = "L"
    case right = "R"
}

struct ProbablePitcher: Codable, Sendable {
    let playerId: String
    let name: String
    let hand: PitchHand
    let era: Double
    let seasonLineText: String
    var pitchCount: Int

    func eraText() -> String {
        String(format: "%.2f ERA", era)
    }
}

extension ProbablePitcher: Hashable {}

struct ProbablePitchersResponse: Codable, Hashable, Sendable {
    let gameId: String
    let away: ProbablePitcher?
    let home: ProbablePitcher?
    let matchupText: String
}
