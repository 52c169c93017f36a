import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let name: String
    let abbreviation: String
    let countyFlag: String

    var id: String { teamId }
}
