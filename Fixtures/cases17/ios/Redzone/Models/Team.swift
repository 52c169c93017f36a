import Foundation

struct Team: Codable, Hashable {
    let teamId: String
    let name: String
    let abbreviation: String
    let emoji: String
}
