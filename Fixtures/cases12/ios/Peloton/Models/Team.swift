import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let name: String
    let abbreviation: String
    /// Asset catalog colour name for the team's kit, e.g. "Kit/Visma".
    let kitColorName: String
    let riderIds: [String]

    var id: String { teamId }
}
