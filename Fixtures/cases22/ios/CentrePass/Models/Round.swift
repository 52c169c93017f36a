import Foundation

struct Round: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let number: Int
    let title: String
    var isCurrent: Bool
    let matchIds: [String]
}

struct Bye: Codable, Sendable {
    let teamId: String
    let roundId: String
}
