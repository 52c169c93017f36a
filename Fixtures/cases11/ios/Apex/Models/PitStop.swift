import Foundation

/// Cached pit stop as stored for the offline race recap.
struct PitStop: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let driverCode: String
    let lap: Int
    var stationarySeconds: Double
    let durationText: String

    func summary() -> String {
        "Lap \(lap) — \(String(format: "%.1f", stationarySeconds))s stationary"
    }
}
