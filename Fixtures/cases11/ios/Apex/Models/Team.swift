import Foundation

struct Team: Codable, Hashable {
    let teamId: String
    let name: String
    let shortName: String
    let colorName: String
    let drivers: [String]
}
