import Foundation

struct Venue: Codable, Hashable, Sendable {
    let venueId: String
    let nameText: String
    let cityText: String
    let isOutdoor: Bool
    let poolLengthMetres: Int

    var mapQuery: String { "\(nameText), \(cityText)" }
}
