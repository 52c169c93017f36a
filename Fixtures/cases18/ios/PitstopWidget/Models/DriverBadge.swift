import Foundation

/// Hand-written: the badge is assembled from the entry list, not from a schema.
struct DriverBadge: Codable, Hashable, Sendable {
    let driverId: String
    let driverCode: String
    let carNumberText: String
    let teamColorName: String
    let helmetEmoji: String
}
