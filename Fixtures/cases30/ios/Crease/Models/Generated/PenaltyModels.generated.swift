import Foundation

// MARK: - PenaltyKind
enum PenaltyKind: String, Codable, Hashable, Sendable {
    case personal
    case technical
    case majorBox = "major_box"
}

// MARK: - PenaltyBoxEntry
struct PenaltyBoxEntry: Codable, Hashable, Sendable {
    let penaltyId: String
    let teamId: String
    let playerName: String
    let kind: PenaltyKind
    let infractionText: String
    let durationSeconds: Int
    let servedSeconds: Int
    let releasable: Bool
    let remainingText: String
}

// MARK: - PenaltyBoxResponse
struct PenaltyBoxResponse: Codable, Hashable, Sendable {
    let gameId: String
    let entries: [PenaltyBoxEntry]
    let manUpBannerText: String?
}
