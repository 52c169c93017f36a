import Foundation

/// GET /tournaments/:id/order-of-play?day=N, mirrors OrderOfPlayDaySchema.
struct OrderOfPlayDay: Decodable, Hashable, Sendable {
    let tournamentId: String
    let day: String
    let courts: [Court]

    struct Court: Codable, Hashable, Sendable {
        let courtId: String
        let courtName: String
        let slots: [Slot]
    }

    struct Slot: Codable, Hashable, Sendable {
        let matchId: String
        let label: String
        let notBefore: String?

        var displayLabel: String {
            notBefore.map { "\(label) (not before \($0))" } ?? label
        }
    }
}
