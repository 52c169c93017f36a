import Foundation

struct OrderOfPlayEntry: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let courtName: String
    let slotLabel: String
    let notBefore: Date?
    let resumesAt: Date?
    let matchup: String
    let roundLabel: String
    let status: CourtStatus
    var statusNote: String?
    let isFollowed: Bool
}

struct CourtSchedule: Decodable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let entries: [OrderOfPlayEntry]
}
