import Foundation

struct Venue: Codable, Hashable, Sendable {
    let venueId: String
    let name: String
    let city: String
    let countryCode: String
    let tables: Int
    let lightingLux: Int?

    var locationLine: String {
        name + ", " + city
    }

    func tablesLabel() -> String {
        tables == 1 ? "1 table" : "\(tables) tables"
    }

    var hasLightingData: Bool { lightingLux != nil }
}

enum Surface: String, Codable, Hashable, Sendable, CaseIterable {
    case blue
    case green
    case black
}

struct DelayInfo: Codable, Hashable, Sendable {
    let reasonCode: String
    let minutes: Int?
    let messageText: String
}
