import Foundation

struct Tournament: Codable, Identifiable {
    let id: String
    let name: String
    let city: String
    let surface: String
    let startDate: Date
    let endDate: Date
    var drawSize: Int

    var datesText: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM"
        return "\(formatter.string(from: startDate)) – \(formatter.string(from: endDate))"
    }
}

struct DrawRound: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let matches: [MatchItem]
}
