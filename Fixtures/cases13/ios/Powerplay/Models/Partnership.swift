import Foundation

struct Partnership: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let label: String
    var runs: Int
    let balls: Int
    let isUnbroken: Bool
    /// 0...1, share of the innings total; computed by the backend for the bar width.
    let barFraction: Double

    static let empty = Partnership(id: "none", label: "", runs: 0, balls: 0, isUnbroken: false, barFraction: 0)

    enum CodingKeys: String, CodingKey {
        case id = "partnershipId"
        case label
        case runs
        case balls
        case isUnbroken
        case barFraction
    }
}
