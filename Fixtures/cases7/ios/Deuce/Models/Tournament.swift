import Foundation

struct Tournament: Codable, Hashable, Sendable, Identifiable {
    let tournamentId: String
    let name: String
    let surface: Surface
    let city: String
    let startDate: Date
    let endDate: Date

    var id: String { tournamentId }

    var datesLabel: String {
        let start = startDate.formatted(.dateTime.day().month(.abbreviated))
        let end = endDate.formatted(.dateTime.day().month(.abbreviated))
        return "\(start) – \(end)"
    }
}
