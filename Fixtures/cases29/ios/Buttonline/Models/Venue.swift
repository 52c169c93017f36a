import Foundation

struct Venue: Codable, Hashable {
    let venueId: String
    let name: String
    let city: String
    let sheetCount: Int
    var iceTechnician: String?
}
