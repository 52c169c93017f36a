import Foundation

struct Venue: Codable, Sendable {
    let venueId: String
    let name: String
    let city: String
    var pitchCondition: String
    let surface: String
    let capacityText: String
}
