import Foundation

/// Pit window for the followed driver, sent with the race detail response.
struct PitWindow: Codable, Hashable {
    let driverId: String
    let opensOnLap: Int
    let closesOnLap: Int
    let windowText: String
}
