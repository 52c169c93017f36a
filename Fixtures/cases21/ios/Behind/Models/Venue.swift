import Foundation

struct Venue: Codable, Hashable, Sendable, Identifiable {
    let venueId: String
    let name: String
    let city: String
    let state: String
    let capacityText: String
    let timeZoneIdentifier: String

    var id: String { venueId }

    var timeZone: TimeZone? { TimeZone(identifier: timeZoneIdentifier) }
}

enum LadderSort: String, Codable, Hashable, Sendable, CaseIterable {
    case position
    case percentage
    case form
}

struct RoundSummary: Sendable, Hashable, Codable {
    let roundLabel: String
    let byeTeamIds: [String]
    let headlineText: String
}
