import Foundation

struct DriveDisplay: Codable, Hashable, Sendable, Identifiable {
    let driveId: String
    let resultLabel: String
    let playCount: Int
    let yards: Int
    let durationText: String
    var isExpanded: Bool = false

    var id: String { driveId }
}
