import Foundation

struct CourtInfo: Codable, Hashable, Sendable {
    let courtId: String
    let courtLabel: String
    let isGlassCourt: Bool
    let venueName: String
}
