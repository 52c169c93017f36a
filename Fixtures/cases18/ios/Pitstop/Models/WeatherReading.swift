import Foundation

struct WeatherReading: Codable, Hashable {
    let trackTempText: String
    let airTempText: String
    let rainChanceText: String?
    let isWetSession: Bool
}

// Sendable is declared separately so the Codable synthesis stays in one place.
extension WeatherReading: Sendable {}
