import Foundation

// MARK: - DrawResponse
struct DrawResponse: Codable, Hashable, Sendable {
    let tournamentId: String
    let drawLabel: String
    let rounds: [DrawRound]
}

// MARK: - DrawRound
struct DrawRound: Codable, Hashable, Sendable {
    let roundId: String
    let title: String
    let slots: [DrawSlot]
}

// MARK: - DrawSlot
struct DrawSlot: Codable, Hashable, Sendable {
    let slotId: String
    let topLine: String
    let bottomLine: String
    let resultLine: String?
    let matchId: String?
}
